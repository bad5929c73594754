//! The `inbox` table: every raw mail received, once (kept compressed since issue 50), and what
//! became of it.

use super::Error;
use super::mail::OutboxId;
use super::query::optional_row;
use super::ts;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};

/// A received mail before it is acted on.
pub struct NewInbox<'a> {
    pub dedup: &'a str,
    pub message_id: Option<&'a str>,
    pub content_hash: &'a str,
    pub received_at: DateTime<Utc>,
    pub from: &'a str,
    pub subject: &'a str,
    pub raw: &'a [u8],
    pub parsed: &'a str,
}

/// Stores a received mail; `None` when one with the same dedup key is already there.
pub fn insert_inbox(c: &Connection, m: &NewInbox) -> Result<Option<i64>, Error> {
    let n = c
        .prepare_cached(
            "INSERT OR IGNORE INTO inbox (dedup, message_id, content_hash, received_at,
                 from_addr, subject, raw, parsed, outcome, packed, size)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'received', 1, ?9)",
        )?
        .execute(params![
            m.dedup,
            m.message_id,
            m.content_hash,
            ts(m.received_at),
            m.from,
            m.subject,
            super::packed::pack(m.raw),
            m.parsed,
            m.raw.len() as i64,
        ])?;
    Ok((n == 1).then(|| c.last_insert_rowid()))
}

/// Drops the raw bytes of strangers' mails received before `before`, and of those larger than
/// `max_bytes` whenever received, keeping their size (as received: `raw` is kept compressed
/// since issue 50); how many.
pub fn forget_strangers(
    c: &Connection,
    before: DateTime<Utc>,
    max_bytes: usize,
) -> Result<usize, Error> {
    // Through the strangers' index, whose rows leave it once dropped: as a plain WHERE,
    // SQLite 3.53 read every mail ever received (300 ms a pass beside ten years).
    Ok(c.prepare_cached(
        "UPDATE inbox SET raw_size = COALESCE(size, length(raw)), raw = x''
         WHERE id IN (SELECT id FROM inbox INDEXED BY inbox_strangers
                      WHERE player_id IS NULL AND raw_size IS NULL AND outcome != 'received'
                        AND (received_at < ?1 OR COALESCE(size, length(raw)) > ?2))",
    )?
    .execute(params![ts(before), max_bytes as i64])?)
}

/// Records what became of a received mail.
pub fn finish_inbox(
    c: &Connection,
    id: i64,
    game: Option<i64>,
    player: Option<i64>,
    outcome: &str,
    reply: Option<OutboxId>,
) -> Result<(), Error> {
    c.prepare_cached(
        "UPDATE inbox SET game_id = ?2, player_id = ?3, outcome = ?4, reply_id = ?5 WHERE id = ?1",
    )?
    .execute(params![id, game, player, outcome, reply.map(|r| r.0)])?;
    Ok(())
}

/// The raw bytes of inbox mail `id` (empty once dropped).
pub fn inbox_raw(c: &Connection, id: i64) -> Result<Option<Vec<u8>>, Error> {
    let row: Option<(Vec<u8>, bool)> = optional_row(
        c,
        "SELECT raw, packed FROM inbox WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    match row {
        Some((raw, true)) if !raw.is_empty() => Ok(Some(super::packed::unpack(
            &raw,
            &format!("inbox mail {id}"),
        )?)),
        other => Ok(other.map(|(raw, _)| raw)),
    }
}
