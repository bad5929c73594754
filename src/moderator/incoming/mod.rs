//! One received mail in, at most one reply out: [`Intake::handle_mail`].
//!
//! In one transaction: store the raw mail (once: a second copy is a no-op), leave alone what
//! must not be answered (recording bounces against the player whose address bounced),
//! authenticate (the tag's game and key must name a player *and* the mail must come from that
//! player's address; anything else gets one refusal that names no game and no key), apply each
//! command in order, and queue exactly one reply listing every command with what robomod
//! understood (orders in canonical form) or what was wrong (quoting the text, saying how to fix
//! it). Replies per address are rate-limited; beyond the limit a mail is still recorded and
//! acted on, just not answered. Mails that are not answered are not acted on either.
//!
//! When a mail brings the last program in, the round runs in the same transaction (after the
//! reply is queued) unless the game has an early-execution delay, which `tick` then honours.

mod around;
pub mod batch;
pub mod commands;
pub mod forward;
pub mod history;
mod on_file;
pub mod orders;
pub mod press;
pub mod reply;

use crate::inbound::{InboundMail, NoReplyReason};
use crate::moderator::error::ModError;
use crate::moderator::layers::Intake;
use crate::outgoing::MailKind;
use crate::store::games::{
    GameRow, PlayerRow, game, player_by_key, players_by_address, update_player,
};
use crate::store::inbox::{NewInbox, finish_inbox, insert_inbox};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

pub use crate::moderator::replies::MailOutcome;

/// The kinds of mail that count against the reply rate limit.
pub(crate) const REPLY_KINDS: &[MailKind] = &[
    MailKind::Failure,
    MailKind::Confirmation,
    MailKind::Error,
    MailKind::Refusal,
    MailKind::Help,
    MailKind::Status,
];

/// Stores `mail` (read from `raw`) in the inbox once: its row's id, or `None` when the same
/// mail (Message-ID, or content hash) was stored before.
fn stored(
    c: &Connection,
    raw: &[u8],
    mail: &InboundMail,
    now: DateTime<Utc>,
) -> Result<Option<i64>, ModError> {
    let dedup = mail.dedup_key();
    // What was read of it; its headers are the row's own columns (issue 50: not twice).
    let parsed = serde_json::to_string(&InboundMail {
        message_id: None,
        content_hash: String::new(),
        from: String::new(),
        subject: String::new(),
        ..mail.clone()
    })?;
    let new = NewInbox {
        dedup: &dedup,
        message_id: mail.message_id.as_deref(),
        content_hash: &mail.content_hash,
        received_at: now,
        from: &mail.from,
        subject: &mail.subject,
        raw,
        parsed: &parsed,
    };
    Ok(insert_inbox(c, &new)?)
}

impl Intake<'_> {
    /// Handles one received mail: see the module doc. `raw` is stored as received; `mail` is
    /// what the mail layer read from it.
    pub fn handle_mail(&self, raw: &[u8], mail: &InboundMail) -> Result<MailOutcome, ModError> {
        let now = self.ctx.now();
        self.ctx.write(|c| self.handle_mail_in(c, raw, mail, now))
    }

    /// What [`Intake::handle_mail`] would do with this mail now, changing nothing: the
    /// same code runs in a transaction that is rolled back. Returns the outcome and every mail
    /// it would queue (the reply, and round reports when the mail brings the last orders in).
    pub fn check_mail(
        &self,
        raw: &[u8],
        mail: &InboundMail,
    ) -> Result<(MailOutcome, Vec<crate::outgoing::OutgoingMail>), ModError> {
        let now = self.ctx.now();
        self.ctx.dry_run(|c| {
            let first = crate::store::mail::next_outbox_id(c)?;
            let outcome = self.handle_mail_in(c, raw, mail, now)?;
            let queued = crate::store::mail::outbox_since(c, first)?;
            Ok((outcome, queued.into_iter().map(|r| r.mail).collect()))
        })
    }

    pub(crate) fn handle_mail_in(
        &self,
        c: &Connection,
        raw: &[u8],
        mail: &InboundMail,
        now: DateTime<Utc>,
    ) -> Result<MailOutcome, ModError> {
        let Some(inbox) = stored(c, raw, mail, now)? else {
            return Ok(MailOutcome::Duplicate);
        };
        // No sender to answer is never answered, whoever read the mail.
        let no_sender = (mail.no_reply.is_none() && !crate::inbound::usable_sender(&mail.from))
            .then_some(crate::inbound::NoReplyReason::NoSender);
        if let Some(reason) = mail.no_reply.as_ref().or(no_sender.as_ref()) {
            let bounced = self.record_bounce(c, reason)?;
            finish_inbox(
                c,
                inbox,
                bounced.map(|p| p.0),
                bounced.map(|p| p.1),
                "ignored",
                None,
            )?;
            return Ok(MailOutcome::Ignored {
                reason: reason.clone(),
            });
        }
        let limited = self.rate_limited(c, &mail.from, now)?;
        // The answer is in the sender's language (their own choice, their games', else the
        // one they wrote in).
        let _speaking = self.notify.speak_to_sender(c, mail)?;
        let answering = mail.message_id.as_ref().map(|m| format!("<{m}>"));
        // A game master's mail (their own key for the game): `moderator::master`.
        if let Some(outcome) = self.master_mail(c, inbox, mail, limited, now)? {
            return Ok(outcome);
        }
        let Some((g, p)) = self.authenticate(c, mail)? else {
            if let Some(outcome) = self.lobby.lobby_mail(c, inbox, mail, limited, now)? {
                return Ok(outcome);
            }
            return self.refuse_stranger(c, (inbox, mail), limited, answering.as_deref(), now);
        };
        self.player_mail(c, (inbox, mail), (g, p), limited, answering.as_deref(), now)
    }

    /// Answers a mail from a stranger (no player, no master, nothing for the lobby): refused,
    /// within the caps that keep forged senders from using robomod to mail third parties.
    fn refuse_stranger(
        &self,
        c: &Connection,
        (inbox, mail): (i64, &InboundMail),
        limited: bool,
        answering: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<MailOutcome, ModError> {
        {
            // A stranger: refused, within the caps that keep forged senders from using robomod
            // to mail third parties.
            if limited
                || self
                    .notify
                    .refusals_capped(c, &mail.from.to_lowercase(), now)?
            {
                finish_inbox(c, inbox, None, None, "rate_limited", None)?;
                return Ok(MailOutcome::RateLimited {
                    game: None,
                    rounds_run: 0,
                });
            }
            let body = self.notify.render(
                "refusal.txt",
                json!({
                    "address": self.ctx.config.identity.address,
                    "moderator": self.ctx.config.operator,
                }),
            )?;
            let id = self.notify.queue_address(
                c,
                &mail.from,
                MailKind::Refusal,
                &crate::lang::now().t("subject-refusal"),
                body,
                answering,
                &mail.content_hash,
            )?;
            finish_inbox(c, inbox, None, None, "replied", Some(id))?;
            Ok(MailOutcome::Replied {
                kind: MailKind::Refusal,
                reply: id,
                game: None,
                rounds_run: 0,
            })
        }
    }

    /// Acts on a player's mail (authenticated: `g` and `p` are their game and seat): its
    /// commands applied, a game that cannot read its own state held, the one reply, then the
    /// round run if the mail brought the last orders in.
    fn player_mail(
        &self,
        c: &Connection,
        (inbox, mail): (i64, &InboundMail),
        (mut g, mut p): (GameRow, PlayerRow),
        limited: bool,
        answering: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<MailOutcome, ModError> {
        // In a game, the game's language is theirs unless they chose one.
        let _speaking = self.notify.speak_to(c, Some(g.id), Some(&mail.from))?;
        // The phase the orders were read in, if any: the state does not change before the reply.
        // A game that cannot read its own state is held, and the mail answered all the same.
        let applied = crate::store::in_savepoint(c, || {
            crate::moderator::round::hold::guarded(|| {
                self.apply_commands(c, &mut g, &mut p, mail, inbox, now)
            })
        })?;
        let (mut items, phase) = match applied {
            Ok(done) => done,
            Err(crate::moderator::round::hold::Failure::Db(e)) => return Err(e),
            Err(crate::moderator::round::hold::Failure::Game(error)) => {
                return self
                    .play
                    .unreadable_while_held(c, (g, p), inbox, &error, limited, now);
            }
        };
        note_unsure(c, &g, &mut p, &items)?;
        // A mail that leaves no person playing (the last one's RESIGN CONFIRM) ends the game
        // when it is reassessed: its answer goes first, then the end (told to everyone who
        // held a seat, its tournament moved on), as a moderator would write them.
        let ends = g.status.is_live() && no_person_left(c, &g)?;
        let warn = if ends {
            None
        } else {
            self.play.reassess(c, &mut g, now)?
        };
        // The last reply the limit allows says so, once: the mails after it are applied but
        // not answered, and a player who is not told would think them lost.
        if !limited && self.replies_sent(c, &mail.from, now)? + 1 == self.ctx.config.max_replies {
            let minutes = self.ctx.config.reply_window.num_minutes();
            let text = self.answer(
                "last_reply",
                json!({ "max": self.ctx.config.max_replies, "minutes": minutes }),
            )?;
            items.push(reply::Item::new("limit", "(replies)", &text, false, false));
        }
        // A `SET LANGUAGE` in this mail holds for its reply.
        let _speaking = self.notify.speak_to(c, Some(g.id), Some(&mail.from))?;
        let reply = if limited {
            None
        } else {
            Some(self.queue_reply(c, &g, &mut p, (&items, phase), answering)?)
        };
        let warn = if ends {
            self.play.reassess(c, &mut g, now)?
        } else {
            warn
        };
        if let Some(mut last) = warn {
            self.notify.queue_reminder(c, &g, &mut last, true)?;
        }
        let a = self.play.advance_row_or_hold(c, &mut g, now)?;
        let (outcome, reply_id) = match reply {
            Some((kind, id)) => (
                MailOutcome::Replied {
                    kind,
                    reply: id,
                    game: Some(g.id),
                    rounds_run: a.rounds_run,
                },
                Some(id),
            ),
            None => (
                MailOutcome::RateLimited {
                    game: Some(g.id),
                    rounds_run: a.rounds_run,
                },
                None,
            ),
        };
        let label = if reply.is_some() {
            "replied"
        } else {
            "rate_limited"
        };
        finish_inbox(c, inbox, Some(g.id), Some(p.id), label, reply_id)?;
        Ok(outcome)
    }

    /// A bounce counts against the player of a live game whose mail it returns: it must name
    /// (by Message-ID) a mail robomod sent, so that a forged bounce cannot raise anyone's count.
    fn record_bounce(
        &self,
        c: &Connection,
        reason: &NoReplyReason,
    ) -> Result<Option<(i64, i64)>, ModError> {
        let NoReplyReason::Bounce { message_id, .. } = reason else {
            return Ok(None);
        };
        let sent = match message_id {
            Some(id) => crate::store::mail::sent_mail(c, &format!("<{id}>"))?,
            None => None,
        };
        let Some((to, Some(game_id))) = sent.map(|m| (m.recipient, m.game)) else {
            tracing::info!(
                ?reason,
                "a bounce that names no mail robomod sent: not counted"
            );
            return Ok(None);
        };
        for mut p in players_by_address(c, &to)? {
            if p.game_id == game_id && game(c, p.game_id)?.status.is_live() {
                p.bounces += 1;
                update_player(c, &p)?;
                if p.bounces == crate::moderator::outbox::ABANDON_BOUNCES {
                    let g = game(c, p.game_id)?;
                    self.lobby
                        .seat_abandoned(c, &g, p.seat, "bounced", self.ctx.now())?;
                }
                return Ok(Some((p.game_id, p.id)));
            }
        }
        Ok(None)
    }

    /// The game and player a mail is from, when its tag's game and key name a player and it
    /// comes from that player's address.
    fn authenticate(
        &self,
        c: &Connection,
        mail: &InboundMail,
    ) -> Result<Option<(GameRow, PlayerRow)>, ModError> {
        let Some(tag) = &mail.tag else {
            return Ok(None);
        };
        let Some(p) = player_by_key(c, tag.game, &tag.key)? else {
            return Ok(None);
        };
        // From the seat's address, or another address of the same person (`ALSO`).
        let from = mail.from.trim();
        if !p.address.eq_ignore_ascii_case(from)
            && crate::store::people::person_of(c, from)?
                != crate::store::people::person_of(c, &p.address)?
        {
            return Ok(None);
        }
        Ok(Some((game(c, tag.game)?, p)))
    }

    /// Whether `address` had `max_replies` replies within the rate-limit window before `now`:
    /// then it gets no further answer for now.
    pub(crate) fn rate_limited(
        &self,
        c: &Connection,
        address: &str,
        now: DateTime<Utc>,
    ) -> Result<bool, ModError> {
        Ok(self.replies_sent(c, address, now)? >= self.ctx.config.max_replies)
    }

    /// How many replies went to `address` within the rate-limit window before `now`.
    fn replies_sent(
        &self,
        c: &Connection,
        address: &str,
        now: DateTime<Utc>,
    ) -> Result<u32, ModError> {
        let since = now - self.ctx.config.reply_window;
        Ok(crate::store::mail::replies_since(
            c,
            address,
            since,
            REPLY_KINDS,
        )?)
    }
}

/// Whether no person plays `g` any more: every seat still active (none, perhaps) is a
/// computer player's.
fn no_person_left(c: &Connection, g: &GameRow) -> Result<bool, ModError> {
    Ok(crate::store::games::players(c, g.id)?
        .iter()
        .filter(|p| p.status == crate::store::games::PlayerStatus::Active)
        .all(|p| crate::moderator::seats::is_bot(&p.address)))
}

/// A line she wrote that was not read, or orders she wrote that leave a register to chance,
/// leave her not done with this round: it waits for her next mail (one read whole and left to
/// no chance clears this), her WAIT OFF, or its deadline (`unsure_in`).
fn note_unsure(
    c: &Connection,
    g: &GameRow,
    p: &mut PlayerRow,
    items: &[reply::Item],
) -> Result<(), ModError> {
    let unsure = (g.status.is_live() && items.iter().any(reply::Item::unsure)).then_some(g.round);
    let was = p.unsure_in.filter(|r| *r == g.round);
    if unsure != was && p.status == crate::store::games::PlayerStatus::Active {
        p.unsure_in = unsure;
        crate::store::games::update_player(c, p)?;
    }
    Ok(())
}
