//! The `pictures` table: board pictures (SVG and PNG) that mails attach by id, so that a
//! round's picture is stored once however many players it goes to.

use super::ts;
use crate::moderator::ModError;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, params};
use std::collections::HashMap;

/// Stores picture `svg` of `game` (`round`: the round whose report shows it; none: a STATUS),
/// its PNG not drawn yet ([`drawn`] stores it).
pub fn insert(
    c: &Connection,
    game: i64,
    round: Option<u32>,
    svg: &str,
    now: DateTime<Utc>,
) -> Result<i64, ModError> {
    c.prepare_cached(
        "INSERT INTO pictures (game_id, round, svg, created_at) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![game, round, svg, ts(now)])?;
    Ok(c.last_insert_rowid())
}

/// A stored picture: its SVG, and its PNG once drawn (empty: it could not be).
pub struct Stored {
    pub svg: String,
    pub png: Option<Vec<u8>>,
}

/// Picture `id`, if stored.
pub fn get(c: &Connection, id: i64) -> Result<Option<Stored>, ModError> {
    Ok(
        c.prepare_cached("SELECT svg, png FROM pictures WHERE id = ?1")?
            .query_row([id], |r| {
                Ok(Stored {
                    svg: r.get(0)?,
                    png: r.get(1)?,
                })
            })
            .optional()?,
    )
}

/// Picture `id` is drawn: `png` (empty if it cannot be drawn). A picture drawn already keeps
/// its bytes (two flushers drawing the same SVG get the same ones anyway).
pub fn drawn(c: &Connection, id: i64, png: &[u8]) -> Result<(), ModError> {
    c.prepare_cached("UPDATE pictures SET png = ?2 WHERE id = ?1 AND png IS NULL")?
        .execute(params![id, png])?;
    Ok(())
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
