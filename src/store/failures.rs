//! The `inbox_failures` table: mails whose handling failed, with how often, so the daemon can
//! quarantine a mail that keeps failing instead of retrying it on every pass.

use super::{from_ts, ts};
use crate::moderator::ModError;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};

/// One mail that failed at least once and has not been handled since.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailureRow {
    /// As the inbox's: `mid:<Message-ID>` or `sha:<content hash>`.
    pub dedup: String,
    pub from: String,
    pub subject: String,
    pub attempts: u32,
    pub first_at: DateTime<Utc>,
    pub last_at: DateTime<Utc>,
    pub last_error: String,
    pub quarantined_at: Option<DateTime<Utc>>,
}

/// One more failed attempt at the mail `dedup`; returns the attempts so far.
pub fn record_failure(
    c: &Connection,
    dedup: &str,
    (from, subject): (&str, &str),
    error: &str,
    now: DateTime<Utc>,
) -> Result<u32, ModError> {
    let attempts: u32 = c
        .prepare_cached(
            "INSERT INTO inbox_failures
                 (dedup, from_addr, subject, attempts, first_at, last_at, last_error)
             VALUES (?1, ?2, ?3, 1, ?4, ?4, ?5)
             ON CONFLICT (dedup) DO UPDATE SET attempts = attempts + 1, last_at = ?4,
                 last_error = ?5, quarantined_at = NULL
             RETURNING attempts",
        )?
        .query_row(params![dedup, from, subject, ts(now), error], |r| r.get(0))?;
    Ok(attempts)
}

/// The mail `dedup` was handled: forget its failures.
pub fn clear_failure(c: &Connection, dedup: &str) -> Result<(), ModError> {
    c.prepare_cached("DELETE FROM inbox_failures WHERE dedup = ?1")?
        .execute([dedup])?;
    Ok(())
}

/// The mail `dedup` was moved to quarantine at `now`.
pub fn mark_quarantined(c: &Connection, dedup: &str, now: DateTime<Utc>) -> Result<(), ModError> {
    c.prepare_cached("UPDATE inbox_failures SET quarantined_at = ?2 WHERE dedup = ?1")?
        .execute(params![dedup, ts(now)])?;
    Ok(())
}

/// Every failed mail not handled since, most recent failure first.
pub fn failures(c: &Connection) -> Result<Vec<FailureRow>, ModError> {
    let mut stmt = c.prepare(
        "SELECT dedup, from_addr, subject, attempts, first_at, last_at, last_error,
                quarantined_at
         FROM inbox_failures ORDER BY last_at DESC, dedup",
    )?;
    let rows = stmt
        .query_map([], |r| {
            Ok(FailureRow {
                dedup: r.get(0)?,
                from: r.get(1)?,
                subject: r.get(2)?,
                attempts: r.get(3)?,
                first_at: from_ts(r.get(4)?),
                last_at: from_ts(r.get(5)?),
                last_error: r.get(6)?,
                quarantined_at: r.get::<_, Option<i64>>(7)?.map(from_ts),
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}
