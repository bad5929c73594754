//! The `pictures` table: board pictures (SVG and PNG) that mails attach by id, so that a
//! round's picture is stored once however many players it goes to.

use super::ts;
use crate::moderator::ModError;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, params};

pub fn insert(
    c: &Connection,
    game: i64,
    round: Option<u32>,
    svg: &str,
    png: &[u8],
    now: DateTime<Utc>,
) -> Result<i64, ModError> {
    c.prepare_cached(
        "INSERT INTO pictures (game_id, round, svg, png, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![game, round, svg, png, ts(now)])?;
    Ok(c.last_insert_rowid())
}

/// The PNG bytes of picture `id`.
pub fn png(c: &Connection, id: i64) -> Result<Option<Vec<u8>>, ModError> {
    Ok(c.prepare_cached("SELECT png FROM pictures WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?)
}

/// The SVG of the newest picture of `round` of `game` (a rollback may have drawn it again).
pub fn svg_of_round(c: &Connection, game: i64, round: u32) -> Result<Option<String>, ModError> {
    Ok(c.prepare_cached(
        "SELECT svg FROM pictures WHERE game_id = ?1 AND round = ?2 ORDER BY id DESC LIMIT 1",
    )?
    .query_row(params![game, round], |r| r.get(0))
    .optional()?)
}
