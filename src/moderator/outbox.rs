//! The outbox as the sender sees it and as the operator sees it: the mails due (their pictures
//! attached), what became of each ([`Outbox::record_outcomes`]: sent, failed and due again, or given
//! up), giving a mail up (dead), which counts against the player it was for as a bounce and is
//! written to the audit, and the operator's view and hands (listing the outbox, putting a dead
//! mail back in the queue, sending queued mail now instead of after its backoff, holding it,
//! deleting a mail not sent).
//!
//! The flusher of the mail layer decides when a mail is dead; this module records it. The
//! daemon adapts these calls to the flusher's queue (`daemon::outbox`).

use super::error::ModError;
use crate::moderator::layers::Outbox;
use crate::outgoing::{MailKind, Outcome, OutgoingMail};
use crate::store;
use crate::store::audit;
use crate::store::games::{PlayerRow, players, update_player};
use crate::store::mail::{OutboxId, OutboxRow, OutboxShow, mark_failed, outbox_row, requeue};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;
use std::collections::BTreeSet;

/// Mails to a player bouncing this many times abandon their seat (`lobby::standby`).
pub const ABANDON_BOUNCES: u32 = 3;

impl Outbox<'_> {
    /// Mails due to be sent at `now`, oldest first, at most `limit`: each with its id and the
    /// number of attempts made so far.
    pub fn outbox_due(
        &self,
        now: DateTime<Utc>,
        limit: usize,
    ) -> Result<Vec<(OutboxId, OutgoingMail, u32)>, ModError> {
        let rows = self
            .ctx
            .read(|c| Ok(store::mail::outbox_due(c, now, limit)?))?;
        self.ready(rows)
    }

    /// [`Outbox::outbox_due`] with ids above `after` only: what was queued since (the
    /// daemon sends the replies to mail read during a sweep ahead of the sweep's backlog).
    pub fn outbox_due_after(
        &self,
        now: DateTime<Utc>,
        after: OutboxId,
        limit: usize,
    ) -> Result<Vec<(OutboxId, OutgoingMail, u32)>, ModError> {
        let rows = self
            .ctx
            .read(|c| Ok(store::mail::outbox_due_after(c, now, after, limit)?))?;
        self.ready(rows)
    }

    /// The highest outbox id so far (none in an empty outbox).
    pub fn last_outbox_id(&self) -> Result<Option<OutboxId>, ModError> {
        let id: Option<i64> = self.ctx.read(|c| {
            Ok(c.prepare_cached("SELECT MAX(id) FROM outbox")?
                .query_row([], |r| r.get(0))?)
        })?;
        Ok(id.map(OutboxId))
    }

    /// Due outbox rows as mails to send, their pictures attached.
    fn ready(
        &self,
        rows: Vec<store::mail::OutboxRow>,
    ) -> Result<Vec<(OutboxId, OutgoingMail, u32)>, ModError> {
        // The pictures are stored once, drawn when their first mail leaves, and loaded as
        // each mail leaves; one that could not be drawn is left out.
        let pngs = self.draw_pictures(&picture_ids(&rows))?;
        Ok(rows
            .into_iter()
            .map(|mut r| {
                r.mail.attachments.retain_mut(|a| {
                    a.data = pngs.get(&a.picture).cloned().unwrap_or_default();
                    !a.data.is_empty()
                });
                (r.id, r.mail, r.attempts)
            })
            .collect())
    }

    /// The mail went out.
    pub fn mark_sent(&self, id: OutboxId, now: DateTime<Utc>) -> Result<(), ModError> {
        self.ctx.write(|c| sent(c, id, now))
    }

    /// An attempt failed: try again at `next_attempt` (the flusher's backoff), or give up on
    /// the mail with `None`.
    pub fn mark_failed(
        &self,
        id: OutboxId,
        error: &str,
        next_attempt: Option<DateTime<Utc>>,
    ) -> Result<(), ModError> {
        self.ctx
            .write(|c| Ok(store::mail::mark_failed(c, id, error, next_attempt)?))
    }

    /// Records what became of the mails of one flushed batch (by outbox id), in one
    /// transaction (one sync to disk per batch, not per mail): sent, failed and due again, or
    /// given up ([`Outbox::mark_dead`]'s bounce and audit).
    pub fn record_outcomes(
        &self,
        outcomes: &[(i64, Outcome)],
        now: DateTime<Utc>,
    ) -> Result<(), ModError> {
        self.ctx.write(|c| {
            for (id, outcome) in outcomes {
                let id = OutboxId(*id);
                match outcome {
                    Outcome::Sent => sent(c, id, now)?,
                    Outcome::Failed { error, retry_at } => {
                        store::mail::mark_failed(c, id, error, Some(*retry_at))?
                    }
                    Outcome::Dead { error } => self.dead_in(c, id, error, now)?,
                }
            }
            Ok(())
        })
    }

    /// The mails due at `now` after id `after` (up to `limit`), as the sender will take
    /// them: the last one's id, how many, and the pictures they attach; none when nothing is
    /// due after `after`.
    pub fn pictures_due_after(
        &self,
        now: DateTime<Utc>,
        after: i64,
        limit: usize,
    ) -> Result<Option<(i64, usize, BTreeSet<i64>)>, ModError> {
        let rows = self.ctx.read_aside(|c| {
            Ok(store::mail::pictures_due_after(
                c,
                now,
                OutboxId(after),
                limit,
            )?)
        })?;
        let Some((last, _)) = rows.last() else {
            return Ok(None);
        };
        let ids = rows.iter().flat_map(|(_, p)| p.iter().copied()).collect();
        Ok(Some((last.0, rows.len(), ids)))
    }

    /// Draws pictures `ids` ahead of their mails (`daemon::send`): the batches after the one
    /// being sent. Nothing is lost when drawing fails: the batch draws what it needs itself
    /// (and says why).
    pub fn draw_ahead(&self, ids: &BTreeSet<i64>) {
        if let Err(e) = self.draw_pictures(ids) {
            tracing::warn!("drawing the next batch's pictures ahead failed: {e}");
        }
    }

    // ----- dead mail, and the operator's view -----

    /// Gives mail `id` up (state `dead`) after it failed with `error`, in one transaction: a mail
    /// to a player of a game counts as a bounce against that player, and the audit records it. A
    /// mail no longer queued (sent, or already dead) is left alone.
    pub fn mark_dead(&self, id: OutboxId, error: &str, now: DateTime<Utc>) -> Result<(), ModError> {
        self.ctx.write(|c| self.dead_in(c, id, error, now))
    }

    /// [`Outbox::mark_dead`] inside the caller's transaction.
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
        let say = self.notify.operator_say();
        let game = (row.ctx.game).map_or(String::new(), |g| {
            crate::say!(say, "alert-dead-of-game", game = g)
        });
        let mut text = crate::say!(
            say,
            "alert-dead",
            attempts = row.attempts + 1,
            to = row.mail.to.clone(),
            kind = row.mail.kind.as_str(),
            game = game,
            subject = row.mail.subject.clone(),
            error = error
        );
        text.push_str("\n\n");
        if player.is_some() {
            text.push_str(&say.t("alert-dead-bounce"));
            text.push('\n');
        }
        text.push_str(&crate::say!(say, "alert-dead-retry", id = id.0));
        let subject = crate::say!(say, "alert-dead-subject", to = row.mail.to.clone());
        self.notify
            .alert(c, &subject, &text, &format!("dead.{}", id.0))
    }

    /// The outbox rows `show` picks, of game `game` (which must exist) or of every game, in the
    /// order queued.
    pub fn list(&self, show: OutboxShow, game: Option<i64>) -> Result<Vec<OutboxRow>, ModError> {
        self.ctx.read(|c| {
            if let Some(g) = game {
                store::games::game(c, g)?;
            }
            Ok(store::mail::outbox_list(c, show, game)?)
        })
    }

    /// Puts dead mail `id` back in the queue: due now, no failed attempts counted; the audit
    /// records it. The next flush sends it (with its Message-ID unchanged). Returns the row as
    /// it was.
    pub fn retry_mail(&self, id: i64) -> Result<OutboxRow, ModError> {
        let now = self.ctx.now();
        self.ctx.write(|c| {
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

/// Which mail an operator's outbox command acts on: one by id, or every one.
fn one_or_all(id: Option<i64>) -> Option<OutboxId> {
    id.map(OutboxId)
}

impl Outbox<'_> {
    /// `robomod mail flush [ID]`: queued (and held) mail due now, not after its backoff; the
    /// daemon sees the change and sends at once. How many mails; audited.
    pub fn flush_mail(&self, id: Option<i64>) -> Result<usize, ModError> {
        let now = self.ctx.now();
        self.ctx.write(|c| {
            let n = store::mail::flush_now(c, one_or_all(id), now)?;
            if n == 0 && id.is_some() {
                return Err(self.not_waiting(c, id, "flushed")?);
            }
            audit::record(
                c,
                now,
                None,
                "admin",
                "mail_flush",
                json!({"mail": id, "mails": n}),
            )?;
            Ok(n)
        })
    }

    /// `robomod mail hold ID|--all`: queued mail is not sent until `mail flush`. How many
    /// mails; audited.
    pub fn hold_mail(&self, id: Option<i64>) -> Result<usize, ModError> {
        let now = self.ctx.now();
        self.ctx.write(|c| {
            let n = store::mail::hold(c, one_or_all(id))?;
            if n == 0 && id.is_some() {
                return Err(self.not_waiting(c, id, "held")?);
            }
            audit::record(
                c,
                now,
                None,
                "admin",
                "mail_hold",
                json!({"mail": id, "mails": n}),
            )?;
            Ok(n)
        })
    }

    /// `robomod mail delete ID`: a mail not sent (queued, held or dead) is deleted and never
    /// sent; the audit keeps its recipient, kind and subject. Returns the row as it was.
    pub fn delete_mail(&self, id: i64) -> Result<OutboxRow, ModError> {
        let now = self.ctx.now();
        self.ctx.write(|c| {
            let row = match outbox_row(c, OutboxId(id))? {
                Some(row) if store::mail::delete_unsent(c, OutboxId(id))? => row,
                _ => return Err(self.not_waiting(c, Some(id), "deleted")?),
            };
            let detail = json!({
                "mail": id,
                "to": row.mail.to,
                "kind": row.mail.kind.as_str(),
                "subject": row.mail.subject,
            });
            audit::record(c, now, row.ctx.game, "admin", "mail_delete", detail)?;
            Ok(row)
        })
    }

    /// Why mail `id` cannot be `done` (flushed, held, deleted): missing, or in a state that
    /// does not allow it.
    fn not_waiting(
        &self,
        c: &Connection,
        id: Option<i64>,
        done: &str,
    ) -> Result<ModError, ModError> {
        let id = id.unwrap_or_default();
        Ok(ModError::Input(match outbox_row(c, OutboxId(id))? {
            None => format!("no mail {id} in the outbox: `robomod mail outbox --all` lists them"),
            Some(r) => format!(
                "mail {id} is {}: it cannot be {done} (`robomod mail outbox` lists the mail \
                 waiting)",
                r.state
            ),
        }))
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

/// The pictures the mails of `rows` attach.
fn picture_ids(rows: &[store::mail::OutboxRow]) -> BTreeSet<i64> {
    rows.iter()
        .flat_map(|r| r.mail.attachments.iter().map(|a| a.picture))
        .collect()
}

/// Mail `id` went out at `now`: marked sent, and its HTML no longer kept (only its hash).
fn sent(c: &Connection, id: OutboxId, now: DateTime<Utc>) -> Result<(), ModError> {
    store::mail::mark_sent(c, id, now)?;
    Ok(store::retention::slim_sent(c, id)?)
}
