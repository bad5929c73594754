//! The `pictures` table: board pictures (SVG and PNG) that mails attach by id, so that a
//! round's picture is stored once however many players it goes to.

use super::ts;
use crate::moderator::ModError;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, params};
use std::collections::HashMap;

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

/// The SVG of each round's picture of `game`, the newest when a rollback drew one again.
pub fn svgs_of_rounds(c: &Connection, game: i64) -> Result<HashMap<u32, String>, ModError> {
    let mut stmt = c.prepare_cached(
        "SELECT round, svg FROM pictures WHERE game_id = ?1 AND round IS NOT NULL ORDER BY id",
    )?;
    let rows = stmt
        .query_map([game], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<Vec<(u32, String)>, _>>()?;
    // Later rows replace earlier ones.
    Ok(rows.into_iter().collect())
}
