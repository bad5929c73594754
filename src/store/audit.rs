//! The `audit` table: every admin action (and every resignation), with who did it and when.

use super::Error;
use super::query::all_rows;
use super::{from_ts, ts};
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};
use serde::Serialize;
use serde_json::Value;

/// One audit line.
#[derive(Clone, Debug, Serialize)]
pub struct AuditRow {
    pub at: DateTime<Utc>,
    pub game: Option<i64>,
    /// `admin`, `player` or `robomod`.
    pub actor: String,
    pub action: String,
    pub detail: Value,
}

pub fn record(
    c: &Connection,
    at: DateTime<Utc>,
    game: Option<i64>,
    actor: &str,
    action: &str,
    detail: Value,
) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT INTO audit (at, game_id, actor, action, detail) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![ts(at), game, actor, action, detail.to_string()])?;
    Ok(())
}

/// A game's audit trail, oldest first.
pub fn of_game(c: &Connection, game: i64) -> Result<Vec<AuditRow>, Error> {
    let rows = all_rows(
        c,
        "SELECT at, game_id, actor, action, detail FROM audit WHERE game_id = ?1 ORDER BY id",
        [game],
        |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, Option<i64>>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, String>(4)?,
            ))
        },
    )?;
    rows.into_iter()
        .map(|(at, game, actor, action, detail)| {
            Ok(AuditRow {
                at: from_ts(at),
                game,
                actor,
                action,
                detail: serde_json::from_str(&detail)?,
            })
        })
        .collect()
}
