//! The `inbox_failures` table: mails whose handling failed, with how often, so the daemon can
//! quarantine a mail that keeps failing instead of retrying it on every pass.

use super::Error;
use super::query::{all_rows, optional_row, optional_time_in, time_in};
use super::ts;
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
    /// Who to tell when it is quarantined (its sender, when robomod may answer it).
    pub reply_to: Option<String>,
    pub quarantined_at: Option<DateTime<Utc>>,
}

/// What is known of a mail that failed: the key it is counted under, its sender and subject,
/// and whom to tell if it is quarantined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailedMail {
    pub dedup: String,
    pub from: String,
    pub subject: String,
    pub reply_to: Option<String>,
}

/// One more failed attempt at the mail `dedup`; returns the attempts so far.
pub fn record_failure(
    c: &Connection,
    mail: &FailedMail,
    error: &str,
    now: DateTime<Utc>,
) -> Result<u32, Error> {
    let attempts: u32 = c
        .prepare_cached(
            "INSERT INTO inbox_failures
                 (dedup, from_addr, subject, attempts, first_at, last_at, last_error, reply_to)
             VALUES (?1, ?2, ?3, 1, ?4, ?4, ?5, ?6)
             ON CONFLICT (dedup) DO UPDATE SET attempts = attempts + 1, last_at = ?4,
                 last_error = ?5, reply_to = ?6, quarantined_at = NULL, moved_at = NULL
             RETURNING attempts",
        )?
        .query_row(
            params![
                mail.dedup,
                mail.from,
                mail.subject,
                ts(now),
                error,
                mail.reply_to
            ],
            |r| r.get(0),
        )?;
    Ok(attempts)
}

/// The mail `dedup` was handled: forget its failures.
pub fn clear_failure(c: &Connection, dedup: &str) -> Result<(), Error> {
    c.prepare_cached("DELETE FROM inbox_failures WHERE dedup = ?1")?
        .execute([dedup])?;
    Ok(())
}

/// The mail `dedup` is set aside for quarantine at `now` (recorded before it is moved: see
/// [`mark_moved`]); false when it was already, and not yet moved (a restart after a crash
/// between the two steps: its sender and the operator were told then).
pub fn mark_quarantined(c: &Connection, dedup: &str, now: DateTime<Utc>) -> Result<bool, Error> {
    Ok(c.prepare_cached(
        "UPDATE inbox_failures SET quarantined_at = ?2, moved_at = NULL
         WHERE dedup = ?1 AND (quarantined_at IS NULL OR moved_at IS NOT NULL)",
    )?
    .execute(params![dedup, ts(now)])?
        > 0)
}

/// The mail `dedup`, recorded as quarantined, has been moved into the quarantine folder.
pub fn mark_moved(c: &Connection, dedup: &str, now: DateTime<Utc>) -> Result<(), Error> {
    c.prepare_cached("UPDATE inbox_failures SET moved_at = ?2 WHERE dedup = ?1")?
        .execute(params![dedup, ts(now)])?;
    Ok(())
}

/// Whether the mail `dedup` was recorded as quarantined but not moved (a crash between the two
/// steps): found in the inbox again, it is moved without being handled.
pub fn awaits_move(c: &Connection, dedup: &str) -> Result<bool, Error> {
    Ok(optional_row(
        c,
        "SELECT 1 FROM inbox_failures
         WHERE dedup = ?1 AND quarantined_at IS NOT NULL AND moved_at IS NULL",
        [dedup],
        |_| Ok(()),
    )?
    .is_some())
}

const FAILURE_COLS: &str = "dedup, from_addr, subject, attempts, first_at, last_at, last_error, \
     reply_to, quarantined_at";

fn failure_row(r: &rusqlite::Row) -> rusqlite::Result<FailureRow> {
    Ok(FailureRow {
        dedup: r.get(0)?,
        from: r.get(1)?,
        subject: r.get(2)?,
        attempts: r.get(3)?,
        first_at: time_in(r, 4)?,
        last_at: time_in(r, 5)?,
        last_error: r.get(6)?,
        reply_to: r.get(7)?,
        quarantined_at: optional_time_in(r, 8)?,
    })
}

/// Every failed mail not handled since, most recent failure first.
pub fn failures(c: &Connection) -> Result<Vec<FailureRow>, Error> {
    all_rows(
        c,
        &format!("SELECT {FAILURE_COLS} FROM inbox_failures ORDER BY last_at DESC, dedup"),
        [],
        failure_row,
    )
}

/// The failed mail `dedup`, if it has not been handled since.
pub fn failure(c: &Connection, dedup: &str) -> Result<Option<FailureRow>, Error> {
    optional_row(
        c,
        &format!("SELECT {FAILURE_COLS} FROM inbox_failures WHERE dedup = ?1"),
        [dedup],
        failure_row,
    )
}
