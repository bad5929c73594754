//! Mail that cannot be delivered: giving a mail up (dead), which counts against the player it
//! was for as a bounce and is written to the audit, and the operator's view of the outbox
//! (listing it, putting a dead mail back in the queue).
//!
//! The flusher decides when a mail is dead ([`crate::mail::flush`]); this module records it.

use super::{ModError, Moderator};
use crate::outgoing::MailKind;
use crate::store;
use crate::store::audit;
use crate::store::games::{PlayerRow, players, update_player};
use crate::store::mail::{OutboxId, OutboxRow, OutboxShow, mark_failed, outbox_row, requeue};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

impl Moderator {
    /// Gives mail `id` up (state `dead`) after it failed with `error`, in one transaction: a mail
    /// to a player of a game counts as a bounce against that player, and the audit records it. A
    /// mail no longer queued (sent, or already dead) is left alone.
    pub fn mark_dead(&self, id: OutboxId, error: &str, now: DateTime<Utc>) -> Result<(), ModError> {
        self.write(|c| self.dead_in(c, id, error, now))
    }

    /// [`Moderator::mark_dead`] inside the caller's transaction.
    pub(crate) fn dead_in(
        &self,
        c: &Connection,
        id: OutboxId,
        error: &str,
        now: DateTime<Utc>,
    ) -> Result<(), ModError> {
        let now = store::from_ts(now.timestamp());
        let Some(row) = outbox_row(c, id)? else {
            return Ok(());
        };
        if row.state != "queued" {
            return Ok(());
        }
        mark_failed(c, id, error, None)?;
        let player = count_bounce(c, &row)?;
        let detail = json!({
            "mail": id.0,
            "to": row.mail.to,
            "kind": row.mail.kind.as_str(),
            "seat": player.as_ref().map(|p| p.seat.0),
            "attempts": row.attempts + 1,
            "error": error,
        });
        audit::record(c, now, row.ctx.game, "robomod", "mail_dead", detail)?;
        if row.mail.kind == MailKind::Alert {
            // An alert that cannot be delivered is not alerted about: no loop.
            return Ok(());
        }
        let game = row
            .ctx
            .game
            .map_or(String::new(), |g| format!(" of game {g}"));
        let text = format!(
            "robomod gave up a mail after {} attempt(s).\nTo: {}\nKind: {}{game}\n\
             Subject: {}\nLast error: {error}\n\n{}`robomod mail outbox --dead` lists \
             such mail; `robomod mail retry {}` sends it again.",
            row.attempts + 1,
            row.mail.to,
            row.mail.kind.as_str(),
            row.mail.subject,
            if player.is_some() {
                "It counts as a bounce against the player (see `robomod game show`).\n"
            } else {
                ""
            },
            id.0,
        );
        let subject = format!("robomod alert: mail to {} given up", row.mail.to);
        self.alert(c, &subject, &text, &format!("dead.{}", id.0))
    }

    /// The outbox rows `show` picks, of game `game` (which must exist) or of every game, in the
    /// order queued.
    pub fn outbox(&self, show: OutboxShow, game: Option<i64>) -> Result<Vec<OutboxRow>, ModError> {
        self.read(|c| {
            if let Some(g) = game {
                store::games::game(c, g)?;
            }
            store::mail::outbox_list(c, show, game)
        })
    }

    /// Puts dead mail `id` back in the queue: due now, no failed attempts counted; the audit
    /// records it. The next flush sends it (with its Message-ID unchanged). Returns the row as
    /// it was.
    pub fn retry_mail(&self, id: i64) -> Result<OutboxRow, ModError> {
        let now = self.now();
        self.write(|c| {
            let row = outbox_row(c, OutboxId(id))?.ok_or_else(|| {
                ModError::Input(format!(
                    "no mail {id} in the outbox: `robomod mail outbox --all` lists them"
                ))
            })?;
            if !requeue(c, row.id, now)? {
                return Err(ModError::Input(format!(
                    "mail {id} is {}, not dead: only a dead mail can be retried \
                     (`robomod mail outbox --dead` lists them)",
                    row.state
                )));
            }
            let detail = json!({
                "mail": id,
                "to": row.mail.to,
                "kind": row.mail.kind.as_str(),
                "error": row.last_error,
            });
            audit::record(c, now, row.ctx.game, "admin", "mail_retry", detail)?;
            Ok(row)
        })
    }
}

/// Counts a dead mail against the player it was for: the one in its game and seat with its
/// address (whoever holds the seat now, if it changed hands, is not blamed).
fn count_bounce(c: &Connection, row: &OutboxRow) -> Result<Option<PlayerRow>, ModError> {
    let (Some(g), Some(seat)) = (row.ctx.game, row.ctx.seat) else {
        return Ok(None);
    };
    let Some(mut p) = players(c, g)?
        .into_iter()
        .find(|p| p.seat.0 == seat && p.address.eq_ignore_ascii_case(&row.mail.to))
    else {
        return Ok(None);
    };
    p.bounces += 1;
    update_player(c, &p)?;
    Ok(Some(p))
}
