//! The `outbox` table: every mail to send, with its delivery attempts (kept compressed, its
//! HTML apart until sent: issue 50). The `inbox` is `inbox.rs`'s.

use super::Error;
use super::query::{all_rows, optional_row};
use super::{from_ts, ts};
use crate::outgoing::{MailKind, OutgoingMail};
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};

/// The id of an outbox row: what the flusher hands back to `mark_sent` / `mark_failed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OutboxId(pub i64);

/// What the outbox knows of a mail robomod sent: to whom, for which game, of what kind, in
/// which round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SentMail {
    pub recipient: String,
    pub game: Option<i64>,
    pub kind: String,
    pub round: Option<u32>,
}

/// The mail robomod sent with `message_id` (angle brackets included), if it did.
pub fn sent_mail(c: &Connection, message_id: &str) -> Result<Option<SentMail>, Error> {
    optional_row(
        c,
        "SELECT recipient, game_id, kind, round FROM outbox WHERE message_id = ?1",
        [message_id],
        |r| {
            Ok(SentMail {
                recipient: r.get(0)?,
                game: r.get(1)?,
                kind: r.get(2)?,
                round: r.get(3)?,
            })
        },
    )
}

/// Where a queued mail belongs, for threading, replay and export.
#[derive(Clone, Copy, Debug, Default)]
pub struct MailContext {
    pub game: Option<i64>,
    pub seat: Option<u8>,
    pub round: Option<u32>,
}

/// The id the next outbox row will get (the caller holds the write lock: every write
/// transaction is `BEGIN IMMEDIATE`): above every id ever given, those of the mails a rollback
/// withdrew included, so no id is used twice.
pub fn next_outbox_id(c: &Connection) -> Result<OutboxId, Error> {
    let max: Option<i64> = c
        .prepare_cached(
            "SELECT MAX(m) FROM (SELECT MAX(id) AS m FROM outbox
                 UNION ALL SELECT MAX(outbox_id) FROM outbox_withdrawn)",
        )?
        .query_row([], |r| r.get(0))?;
    Ok(OutboxId(max.unwrap_or(0) + 1))
}

/// How many mails are queued with an id of `from` or more (what an action queued, counted even
/// when it also withdrew older ones).
pub fn queued_since(c: &Connection, from: OutboxId) -> Result<usize, Error> {
    let n: i64 = c
        .prepare_cached("SELECT COUNT(*) FROM outbox WHERE id >= ?1")?
        .query_row([from.0], |r| r.get(0))?;
    Ok(n as usize)
}

/// Queues `mail` under `id` (from [`next_outbox_id`]), to be sent from `now` on.
pub fn insert_outbox(
    c: &Connection,
    id: OutboxId,
    ctx: MailContext,
    mail: &OutgoingMail,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    // Kept compressed (issue 50): `mail` is '' beside it; the HTML apart, until sent.
    let html = mail
        .html
        .as_deref()
        .map(|h| super::packed::pack(h.as_bytes()));
    let text_only = OutgoingMail {
        html: None,
        ..mail.clone()
    };
    let packed = super::packed::pack(serde_json::to_string(&text_only)?.as_bytes());
    if let Some(html) = html {
        c.prepare_cached("INSERT INTO outbox_html (outbox_id, packed) VALUES (?1, ?2)")?
            .execute(params![id.0, html])?;
    }
    c.prepare_cached(
        "INSERT INTO outbox (id, kind, game_id, seat, round, recipient, message_id, mail, state,
             queued_at, next_attempt_at, packed)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, '', 'queued', ?8, ?8, ?9)",
    )?
    .execute(params![
        id.0,
        mail.kind.as_str(),
        ctx.game,
        ctx.seat,
        ctx.round,
        mail.to,
        mail.message_id,
        ts(now),
        packed,
    ])?;
    Ok(())
}

/// One outbox row.
#[derive(Clone, Debug)]
pub struct OutboxRow {
    pub id: OutboxId,
    pub mail: OutgoingMail,
    pub ctx: MailContext,
    pub state: String,
    pub attempts: u32,
    pub queued_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    pub last_error: Option<String>,
    /// Set when the body was dropped ([`super::retention`]): the SHA-256 of the text it
    /// carried; `mail` then holds the headers alone.
    pub body_sha256: Option<String>,
}

/// A held mail's next attempt (`robomod mail hold`): 9999-12-31, never due. It stays
/// `queued` (no schema change) and reads back as `held`.
pub const HELD_UNTIL: i64 = 253_402_300_799;

const OUTBOX_COLS: &str = "id, mail, game_id, seat, round, \
     CASE WHEN state = 'queued' AND next_attempt_at >= 253402300799 THEN 'held' ELSE state END, \
     attempts, queued_at, sent_at, last_error, packed, body_sha256, \
     (SELECT h.packed FROM outbox_html h WHERE h.outbox_id = outbox.id)";

/// An outbox row's mail as JSON text: `packed` (compressed) when there, else `mail`.
pub(super) fn mail_json(id: i64, mail: String, packed: Option<Vec<u8>>) -> Result<String, Error> {
    match packed {
        None => Ok(mail),
        Some(bytes) => {
            let what = format!("outbox mail {id}");
            let text = super::packed::unpack(&bytes, &what)?;
            String::from_utf8(text).map_err(|e| Error::Corrupt(format!("{what}: {e}")))
        }
    }
}

fn outbox_rows(
    c: &Connection,
    filter: &str,
    params: impl rusqlite::Params,
) -> Result<Vec<OutboxRow>, Error> {
    let raws = all_rows(
        c,
        &format!("SELECT {OUTBOX_COLS} FROM outbox {filter}"),
        params,
        |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                MailContext {
                    game: r.get(2)?,
                    seat: r.get(3)?,
                    round: r.get(4)?,
                },
                r.get::<_, String>(5)?,
                r.get::<_, u32>(6)?,
                r.get::<_, i64>(7)?,
                r.get::<_, Option<i64>>(8)?,
                r.get::<_, Option<String>>(9)?,
                r.get::<_, Option<Vec<u8>>>(10)?,
                r.get::<_, Option<String>>(11)?,
                r.get::<_, Option<Vec<u8>>>(12)?,
            ))
        },
    )?;
    raws.into_iter()
        .map(
            |(id, mail, ctx, state, attempts, queued, sent, err, packed, body_sha256, html)| {
                let mail = mail_json(id, mail, packed)?;
                let mut mail: OutgoingMail = serde_json::from_str(&mail).map_err(|e| {
                    Error::Corrupt(format!("outbox mail {id} does not read back: {e}"))
                })?;
                if let Some(html) = html {
                    let what = format!("outbox mail {id}'s HTML");
                    let text = super::packed::unpack(&html, &what)?;
                    let text = String::from_utf8(text)
                        .map_err(|e| Error::Corrupt(format!("{what}: {e}")))?;
                    mail.html = Some(text);
                }
                Ok(OutboxRow {
                    id: OutboxId(id),
                    mail,
                    ctx,
                    state,
                    attempts,
                    queued_at: from_ts(queued),
                    sent_at: sent.map(from_ts),
                    last_error: err,
                    body_sha256,
                })
            },
        )
        .collect()
}

/// What [`outbox_due`] selects: read through the `outbox_queue` index, so a batch costs the
/// same with a million sent mails in the table as with none (see migration 0008).
pub const DUE_FILTER: &str =
    "WHERE state = 'queued' AND next_attempt_at <= ?1 ORDER BY id LIMIT ?2";

/// [`DUE_FILTER`] above an outbox id (`?3`).
const DUE_AFTER_FILTER: &str =
    "WHERE state = 'queued' AND next_attempt_at <= ?1 AND id > ?3 ORDER BY id LIMIT ?2";

/// Queued mails whose next attempt is due at `now`, oldest first, at most `limit`.
pub fn outbox_due(
    c: &Connection,
    now: DateTime<Utc>,
    limit: usize,
) -> Result<Vec<OutboxRow>, Error> {
    outbox_rows(c, DUE_FILTER, params![ts(now), limit as i64])
}

/// When the next queued mail is due to be tried after `after` (any, with `None`), through the
/// `outbox_due` index.
pub fn earliest_attempt(
    c: &Connection,
    after: Option<DateTime<Utc>>,
) -> Result<Option<DateTime<Utc>>, Error> {
    let t: Option<i64> = c
        .prepare_cached(
            "SELECT MIN(next_attempt_at) FROM outbox WHERE state = 'queued' AND next_attempt_at > ?1",
        )?
        .query_row([after.map_or(i64::MIN, ts)], |r| r.get(0))?;
    Ok(t.map(from_ts))
}

/// The pictures the mails due at `now` after outbox id `after` attach (at most `limit`
/// mails, oldest first): each mail's id and picture ids, only its attachments read of it. What
/// the sender draws ahead of the batch it sends.
pub fn pictures_due_after(
    c: &Connection,
    now: DateTime<Utc>,
    after: OutboxId,
    limit: usize,
) -> Result<Vec<(OutboxId, Vec<i64>)>, Error> {
    #[derive(serde::Deserialize)]
    struct Refs {
        #[serde(default)]
        attachments: Vec<Ref>,
    }
    #[derive(serde::Deserialize)]
    struct Ref {
        picture: i64,
    }
    let mut stmt = c.prepare_cached(&format!(
        "SELECT id, mail, packed FROM outbox {DUE_AFTER_FILTER}"
    ))?;
    let rows = stmt.query_map(params![ts(now), limit as i64, after.0], |r| {
        Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?, r.get(2)?))
    })?;
    rows.map(|row| {
        let (id, mail, packed) = row?;
        let mail = mail_json(id, mail, packed)?;
        let refs: Refs = serde_json::from_str(&mail)
            .map_err(|e| Error::Corrupt(format!("outbox mail {id} does not read back: {e}")))?;
        Ok((
            OutboxId(id),
            refs.attachments.iter().map(|a| a.picture).collect(),
        ))
    })
    .collect()
}

/// [`outbox_due`] after outbox id `after`: the batch after the one being sent.
pub fn outbox_due_after(
    c: &Connection,
    now: DateTime<Utc>,
    after: OutboxId,
    limit: usize,
) -> Result<Vec<OutboxRow>, Error> {
    outbox_rows(c, DUE_AFTER_FILTER, params![ts(now), limit as i64, after.0])
}

/// Every mail of a game, in the order queued.
pub fn outbox_of_game(c: &Connection, game: i64) -> Result<Vec<OutboxRow>, Error> {
    outbox_rows(c, "WHERE game_id = ?1 ORDER BY id", [game])
}

/// Every mail queued at or after outbox id `from`, in order (tests and the CLI's summaries).
pub fn outbox_since(c: &Connection, from: OutboxId) -> Result<Vec<OutboxRow>, Error> {
    outbox_rows(c, "WHERE id >= ?1 ORDER BY id", [from.0])
}

/// Outbox row `id`, if there is one.
pub fn outbox_row(c: &Connection, id: OutboxId) -> Result<Option<OutboxRow>, Error> {
    Ok(outbox_rows(c, "WHERE id = ?1", [id.0])?.pop())
}

/// Which outbox rows an operator asks to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutboxShow {
    /// Not sent yet: queued or dead.
    Unsent,
    /// Given up only.
    Dead,
    /// Every row, sent ones too.
    All,
}

/// The outbox rows `show` picks, of game `game` or of all, in the order queued.
pub fn outbox_list(
    c: &Connection,
    show: OutboxShow,
    game: Option<i64>,
) -> Result<Vec<OutboxRow>, Error> {
    let states = match show {
        OutboxShow::Unsent => "state IN ('queued', 'dead')",
        OutboxShow::Dead => "state = 'dead'",
        OutboxShow::All => "1",
    };
    outbox_rows(
        c,
        &format!("WHERE {states} AND (?1 IS NULL OR game_id = ?1) ORDER BY id"),
        [game],
    )
}

/// Puts dead mail `id` back in the queue, due at `now` with no failed attempts; `false` when it
/// is not dead.
pub fn requeue(c: &Connection, id: OutboxId, now: DateTime<Utc>) -> Result<bool, Error> {
    let n = c
        .prepare_cached(
            "UPDATE outbox SET state = 'queued', attempts = 0, next_attempt_at = ?2
             WHERE id = ?1 AND state = 'dead'",
        )?
        .execute(params![id.0, ts(now)])?;
    Ok(n == 1)
}

/// Makes queued mail (`id`, or all) due at `now`, held mail included: `robomod mail flush`,
/// when the backoff would wait hours after a fix. Attempts stay counted. How many changed.
pub fn flush_now(c: &Connection, id: Option<OutboxId>, now: DateTime<Utc>) -> Result<usize, Error> {
    Ok(c.execute(
        "UPDATE outbox SET next_attempt_at = ?2
         WHERE state = 'queued' AND next_attempt_at > ?2 AND (?1 IS NULL OR id = ?1)",
        params![id.map(|i| i.0), ts(now)],
    )?)
}

/// Holds queued mail (`id`, or all): never due until [`flush_now`] (`robomod mail hold`). How
/// many changed.
pub fn hold(c: &Connection, id: Option<OutboxId>) -> Result<usize, Error> {
    Ok(c.execute(
        "UPDATE outbox SET next_attempt_at = ?2
         WHERE state = 'queued' AND next_attempt_at < ?2 AND (?1 IS NULL OR id = ?1)",
        params![id.map(|i| i.0), HELD_UNTIL],
    )?)
}

/// Deletes mail `id` that was not sent (queued, held or dead), with its rollback mark if any:
/// `false` when there is no such unsent mail (`robomod mail delete`).
pub fn delete_unsent(c: &Connection, id: OutboxId) -> Result<bool, Error> {
    c.execute(
        "DELETE FROM outbox_undone WHERE outbox_id = ?1
           AND EXISTS (SELECT 1 FROM outbox WHERE id = ?1 AND state IN ('queued', 'dead'))",
        [id.0],
    )?;
    let n = c.execute(
        "DELETE FROM outbox WHERE id = ?1 AND state IN ('queued', 'dead')",
        [id.0],
    )?;
    Ok(n == 1)
}

pub fn mark_sent(c: &Connection, id: OutboxId, now: DateTime<Utc>) -> Result<(), Error> {
    c.prepare_cached(
        "UPDATE outbox SET state = 'sent', sent_at = ?2, attempts = attempts + 1 WHERE id = ?1",
    )?
    .execute(params![id.0, ts(now)])?;
    Ok(())
}

/// Records a failed attempt; `next_attempt: None` gives up on the mail (state `dead`).
pub fn mark_failed(
    c: &Connection,
    id: OutboxId,
    error: &str,
    next_attempt: Option<DateTime<Utc>>,
) -> Result<(), Error> {
    c.prepare_cached(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?2,
             state = CASE WHEN ?3 IS NULL THEN 'dead' ELSE state END,
             next_attempt_at = COALESCE(?3, next_attempt_at)
         WHERE id = ?1 AND state = 'queued'",
    )?
    .execute(params![id.0, error, next_attempt.map(ts)])?;
    Ok(())
}

/// How many replies (of `kinds`) went to `address` since `since`: the rate limit's count.
pub fn replies_since(
    c: &Connection,
    address: &str,
    since: DateTime<Utc>,
    kinds: &[MailKind],
) -> Result<u32, Error> {
    let list = kinds
        .iter()
        .map(|k| format!("'{}'", k.as_str()))
        .collect::<Vec<_>>()
        .join(",");
    Ok(c.prepare_cached(&format!(
        "SELECT COUNT(*) FROM outbox WHERE recipient = ?1 AND queued_at >= ?2
             AND kind IN ({list})"
    ))?
    .query_row(params![address, ts(since)], |r| r.get(0))?)
}

/// How many mails of `kind` were queued since `since`, to anyone, or, with `domain`, to
/// addresses at that domain (lower-case).
pub fn kind_since(
    c: &Connection,
    kind: MailKind,
    since: DateTime<Utc>,
    domain: Option<&str>,
) -> Result<u32, Error> {
    let pattern = domain.map_or_else(|| "%".to_string(), |d| format!("%@{d}"));
    Ok(c.prepare_cached(
        "SELECT COUNT(*) FROM outbox WHERE kind = ?1 AND queued_at >= ?2 AND recipient LIKE ?3",
    )?
    .query_row(params![kind.as_str(), ts(since), pattern], |r| r.get(0))?)
}

#[cfg(test)]
mod tests {
    use super::DUE_FILTER;

    /// The due query reads the queue's own index, not the table with its sent history.
    #[test]
    fn the_due_query_reads_the_queue_index() {
        let c = crate::store::open_in_memory().expect("a database");
        let plan: Vec<String> = c
            .prepare(&format!(
                "EXPLAIN QUERY PLAN SELECT id FROM outbox {DUE_FILTER}"
            ))
            .expect("a plan")
            .query_map([0, 10], |r| r.get::<_, String>(3))
            .expect("rows")
            .collect::<Result<_, _>>()
            .expect("plan rows");
        assert_eq!(
            plan,
            vec!["SCAN outbox USING COVERING INDEX outbox_queue".to_string()]
        );
    }
}
