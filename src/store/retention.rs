//! What the database keeps of the mails (issue 50). A mail sent keeps its text, not its HTML
//! rendering ([`slim_sent`], called with each mail marked sent). With the config's `mail_body_months`, the bodies
//! of mails sent and received before a time are dropped, what replay and the history need
//! stays. A mail sent keeps its headers (recipient, subject, Message-ID, the pictures it
//! referred to) and the SHA-256 of the text it carried ([`body_sha256`]), which replay checks
//! the text it rebuilds against; a mail received keeps its headers, hash, size and outcome (its
//! orders are in `submissions`). Queued and dead mails keep everything: they may still go out.
//!
//! Done in slices ([`drop_bodies`]'s `limit`), each read through the partial indexes of
//! migration 28, so a pass with nothing to drop costs the same in a tenth year as in the first.

use super::mail::{OutboxId, mail_json};
use super::query::optional_row;
use super::{Error, ts};
use crate::outgoing::OutgoingMail;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};

/// The SHA-256 (hex) of a mail's text (or HTML) as kept when dropped: the hash the inbox
/// keeps of a mail received.
pub fn body_sha256(body: &str) -> String {
    crate::inbound::content_hash(body.as_bytes())
}

/// Mail `id`, just sent, keeps its text and not its HTML rendering, the HTML's SHA-256 kept
/// instead (`html_sha256`): the larger half of a round report, rebuilt from the round when
/// needed.
pub fn slim_sent(c: &Connection, id: OutboxId) -> Result<(), Error> {
    let html: Option<Vec<u8>> = optional_row(
        c,
        "SELECT packed FROM outbox_html WHERE outbox_id = ?1",
        [id.0],
        |r| r.get(0),
    )?;
    let Some(html) = html else {
        return Ok(());
    };
    let html = super::packed::unpack(&html, &format!("outbox mail {}'s HTML", id.0))?;
    let hash = crate::inbound::content_hash(&html);
    c.prepare_cached("UPDATE outbox SET html_sha256 = ?2 WHERE id = ?1 AND state = 'sent'")?
        .execute(params![id.0, hash])?;
    c.prepare_cached("DELETE FROM outbox_html WHERE outbox_id = ?1")?
        .execute([id.0])?;
    Ok(())
}

fn read_back(id: i64, mail: String, packed: Option<Vec<u8>>) -> Result<OutgoingMail, Error> {
    let json = mail_json(id, mail, packed)?;
    serde_json::from_str(&json)
        .map_err(|e| Error::Corrupt(format!("outbox mail {id} does not read back: {e}")))
}

/// How many bodies one call dropped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Dropped {
    /// Mails sent (the outbox).
    pub sent: usize,
    /// Mails received (the inbox).
    pub received: usize,
}

impl Dropped {
    pub fn total(&self) -> usize {
        self.sent + self.received
    }
}

/// Drops the bodies of at most `limit` mails sent before `before` and of at most `limit`
/// mails received (and handled) before it, oldest first; see the module doc.
pub fn drop_bodies(c: &Connection, before: DateTime<Utc>, limit: usize) -> Result<Dropped, Error> {
    let rows: Vec<(i64, String, Option<Vec<u8>>)> = c
        .prepare_cached(
            "SELECT id, mail, packed FROM outbox INDEXED BY outbox_bodies_kept
             WHERE body_sha256 IS NULL AND state = 'sent' AND sent_at < ?1
             ORDER BY sent_at LIMIT ?2",
        )?
        .query_map(params![ts(before), limit as i64], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })?
        .collect::<Result<_, _>>()?;
    let mut update = c.prepare_cached(
        "UPDATE outbox SET mail = '', packed = ?2, body_sha256 = ?3 WHERE id = ?1",
    )?;
    for (id, mail, packed) in &rows {
        let mut mail = read_back(*id, mail.clone(), packed.clone())?;
        let hash = body_sha256(&mail.body);
        mail.body.clear();
        mail.html = None;
        let husk = super::packed::pack(serde_json::to_string(&mail)?.as_bytes());
        update.execute(params![id, husk, hash])?;
    }
    let received = c
        .prepare_cached(
            "UPDATE inbox SET raw_size = COALESCE(size, length(raw)), raw = x''
             WHERE id IN (SELECT id FROM inbox INDEXED BY inbox_raw_kept
                          WHERE raw_size IS NULL AND received_at < ?1 AND outcome != 'received'
                          ORDER BY received_at LIMIT ?2)",
        )?
        .execute(params![ts(before), limit as i64])?;
    Ok(Dropped {
        sent: rows.len(),
        received,
    })
}

/// The database's bytes in use: its pages less the free ones.
pub fn bytes_in_use(c: &Connection) -> Result<u64, Error> {
    let get = |p: &str| -> Result<u64, Error> {
        Ok(c.query_row(&format!("PRAGMA {p}"), [], |r| r.get::<_, i64>(0))? as u64)
    };
    Ok((get("page_count")? - get("freelist_count")?) * get("page_size")?)
}

/// Rewrites the database without the room dropped bodies left in its pages (SQLite's
/// `VACUUM`: a row made smaller keeps its page; only a rewrite gives the room back).
pub fn compact(c: &Connection) -> Result<(), Error> {
    c.execute_batch("VACUUM")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(c: &Connection, sql: &str) -> String {
        c.prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
            .unwrap()
            .query_map([0, 10], |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<Result<Vec<_>, _>>()
            .unwrap()
            .join("; ")
    }

    /// What is looked for is read through the partial indexes alone: a pass finding nothing
    /// reads nothing of the history.
    #[test]
    fn what_is_looked_for_is_read_through_the_partial_indexes() {
        let c = crate::store::open_in_memory().unwrap();
        let sent = plan(
            &c,
            "SELECT id FROM outbox INDEXED BY outbox_bodies_kept
             WHERE body_sha256 IS NULL AND state = 'sent' AND sent_at < ?1
             ORDER BY sent_at LIMIT ?2",
        );
        assert!(sent.contains("USING INDEX outbox_bodies_kept"), "{sent}");
        assert!(!sent.contains("TEMP B-TREE"), "{sent}");
        let received = plan(
            &c,
            "SELECT id FROM inbox INDEXED BY inbox_raw_kept
             WHERE raw_size IS NULL AND received_at < ?1 AND outcome != 'received'
             ORDER BY received_at LIMIT ?2",
        );
        assert!(
            received.contains("USING INDEX inbox_raw_kept"),
            "{received}"
        );
    }

    /// A mail queued keeps its HTML apart until sent; sent, the HTML goes (its hash stays),
    /// the text stays; a mail deleted takes its HTML with it.
    #[test]
    fn the_html_waits_apart_until_the_mail_is_sent() {
        use crate::outgoing::MailKind;
        use crate::store::mail::{MailContext, insert_outbox, mark_sent, outbox_row};
        let c = crate::store::open_in_memory().unwrap();
        let now = chrono::Utc::now();
        let mail = |n: i64| OutgoingMail {
            kind: MailKind::RoundReport,
            message_id: format!("<m{n}@x>"),
            from: "r@x".into(),
            to: "a@b".into(),
            reply_to: None,
            subject: "Round 1".into(),
            in_reply_to: None,
            references: vec![],
            body: "the text".into(),
            attachments: vec![],
            html: Some("<p>the page</p>".into()),
        };
        for n in [1, 2] {
            insert_outbox(&c, OutboxId(n), MailContext::default(), &mail(n), now).unwrap();
        }
        let html_rows = |c: &Connection| -> i64 {
            c.query_row("SELECT COUNT(*) FROM outbox_html", [], |r| r.get(0))
                .unwrap()
        };
        assert_eq!(html_rows(&c), 2);
        assert_eq!(outbox_row(&c, OutboxId(1)).unwrap().unwrap().mail, mail(1));
        mark_sent(&c, OutboxId(1), now).unwrap();
        slim_sent(&c, OutboxId(1)).unwrap();
        let sent = outbox_row(&c, OutboxId(1)).unwrap().unwrap();
        assert_eq!(
            (sent.mail.body.as_str(), sent.mail.html),
            ("the text", None)
        );
        let hash: Option<String> = c
            .query_row("SELECT html_sha256 FROM outbox WHERE id = 1", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(hash, Some(body_sha256("<p>the page</p>")));
        assert!(crate::store::mail::delete_unsent(&c, OutboxId(2)).unwrap());
        assert_eq!(html_rows(&c), 0);
    }

    #[test]
    fn the_hash_is_sha256_in_hex() {
        assert_eq!(
            body_sha256(""),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
    }
}
