//! Held games in the `games` table: a game whose round could not be run, set aside for the
//! operator (`moderator::round::hold`) until `game resume` or `game rollback` releases it.

use super::Error;
use super::ts;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};

/// Holds game `id` for the operator with `error` (its round could not be run): it has nothing
/// due until [`release_game`]. The caller also stores the row with `next_due_at` cleared.
pub fn hold_game(c: &Connection, id: i64, error: &str, now: DateTime<Utc>) -> Result<(), Error> {
    c.prepare_cached("UPDATE games SET held = ?2, held_at = ?3, next_due_at = NULL WHERE id = ?1")?
        .execute(params![id, error, ts(now)])?;
    Ok(())
}

/// How many games are held.
pub fn held_count(c: &Connection) -> Result<i64, Error> {
    Ok(c.query_row(
        "SELECT count(*) FROM games WHERE held IS NOT NULL",
        [],
        |r| r.get(0),
    )?)
}

/// Releases a held game (`game resume`, `game rollback`).
pub fn release_game(c: &Connection, id: i64) -> Result<(), Error> {
    c.prepare_cached("UPDATE games SET held = NULL, held_at = NULL WHERE id = ?1")?
        .execute([id])?;
    Ok(())
}
