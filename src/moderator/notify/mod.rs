//! Building and queueing the mails the moderator sends: the subject tag, the plus-address,
//! the fixed Message-ID, the per-player thread, and the bodies rendered from `templates/`.
//!
//! Every mail to a player carries `[robomod g{game} {key}]` in its subject and Reply-To
//! `{local}+g{game}.{key}@{domain}` (both from [`crate::identity::MailIdentity`], which also
//! reads them back). The first mail to a player in a game starts their thread;
//! every later one has `In-Reply-To`/`References` pointing to it (and to the player's own mail
//! when it answers one). The Message-ID is fixed when the mail is queued, so a resend after a
//! crash carries the same one.
//!
//! Round reports and game-over mails are built by [`Notify::round_mail`] from stored round
//! data only (never from who plays a seat now), so `replay` can rebuild them byte for byte.

pub(crate) mod alerts;
pub(crate) mod answers;
pub(crate) use crate::moderator::drawn;
pub(crate) use alerts::master_wrapped;
pub(crate) mod game_alert;
pub(crate) mod game_end;
pub(crate) mod master;
pub mod pictures;
pub mod report_pictures;

use crate::games::Seat;
use crate::lang;
use crate::moderator::due;
use crate::moderator::error::ModError;
use crate::moderator::layers::Notify;
use crate::outgoing::{MailKind, OutgoingMail};
use crate::say;
use crate::schedule::format_time;
use crate::store::games::{GameRow, PlayerRow, update_player};
use crate::store::games::{PlayerStatus, players};
use crate::store::mail::{MailContext, OutboxId, insert_outbox, next_outbox_id};
use rusqlite::Connection;
use serde::Serialize;
use serde_json::json;
use sha2::{Digest, Sha256};

use crate::moderator::words::*;

pub mod compose;
mod late;
mod observers;
mod round;
mod round_mail;

/// What a mail to a player may carry besides its text: an HTML rendering (whose inline
/// pictures are the attachments with a content id), files, and a mark in its Message-ID
/// (relayed press: its number, so that a reply is known by its In-Reply-To).
#[derive(Default)]
pub(crate) struct Extras {
    pub html: Option<String>,
    pub attachments: Vec<crate::outgoing::Attachment>,
    pub mark: Option<String>,
}

impl Notify<'_> {
    /// Renders a mail template in the language being written ([`crate::lang::speak`]), mapping
    /// failures to [`ModError::Template`].
    pub(crate) fn render(&self, name: &str, ctx: impl Serialize) -> Result<String, ModError> {
        self.ctx
            .templates
            .render_in(crate::lang::speaking(), name, ctx)
            .map_err(ModError::Template)
    }

    pub(crate) fn message_id(&self, id: OutboxId, salt: &str, to: &str) -> String {
        self.message_id_marked(id, salt, to, None)
    }

    /// A Message-ID with `mark` in it (`press17`: what a reply's In-Reply-To brings back,
    /// `crate::identity::press_in_reply`).
    fn message_id_marked(&self, id: OutboxId, salt: &str, to: &str, mark: Option<&str>) -> String {
        let digest = Sha256::digest(format!("{salt}\n{}\n{to}", id.0));
        let hex: String = digest[..6].iter().map(|b| format!("{b:02x}")).collect();
        let mark = mark.map(|m| format!(".{m}")).unwrap_or_default();
        format!(
            "<robomod.{}.{hex}{mark}@{}>",
            id.0,
            self.ctx.config.identity.domain()
        )
    }

    /// Queues a mail to a player of game `g`, tagged, with Reply-To their plus-address, in their
    /// thread. `answering` is the Message-ID (with brackets) of the player's mail it answers.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn queue_player(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &mut PlayerRow,
        kind: MailKind,
        round: Option<u32>,
        subject: &str,
        body: String,
        answering: Option<&str>,
    ) -> Result<OutboxId, ModError> {
        let mail = (kind, round, subject, body);
        self.queue_player_with(c, g, p, mail, answering, Vec::new())
    }

    /// [`Notify::queue_player`] with files attached after the text (the board picture).
    pub(crate) fn queue_player_with(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &mut PlayerRow,
        mail: (MailKind, Option<u32>, &str, String),
        answering: Option<&str>,
        attachments: Vec<crate::outgoing::Attachment>,
    ) -> Result<OutboxId, ModError> {
        let extras = Extras {
            attachments,
            ..Extras::default()
        };
        self.queue_player_mail(c, g, p, mail, answering, extras)
    }

    /// [`Notify::queue_player`] with what else a mail may carry ([`Extras`]).
    pub(crate) fn queue_player_mail(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &mut PlayerRow,
        (kind, round, subject, body): (MailKind, Option<u32>, &str, String),
        answering: Option<&str>,
        Extras {
            html,
            attachments,
            mark,
        }: Extras,
    ) -> Result<OutboxId, ModError> {
        if crate::moderator::seats::is_bot(&p.address) {
            // A computer player reads nothing: its orders come from the game itself.
            return Ok(OutboxId(0));
        }
        let id = next_outbox_id(c)?;
        let message_id =
            self.message_id_marked(id, &g.seed.to_string(), &p.address, mark.as_deref());
        let mut references: Vec<String> = p.thread_root.iter().cloned().collect();
        references.extend(answering.map(str::to_string));
        let mail = OutgoingMail {
            kind,
            message_id: message_id.clone(),
            from: self.ctx.config.identity.mailbox(),
            to: p.address.clone(),
            reply_to: Some(self.ctx.config.identity.plus_address(g.id, &p.key)),
            subject: format!(
                "{} {subject}",
                self.ctx.config.identity.subject_tag(g.id, &p.key)
            ),
            in_reply_to: references.last().cloned(),
            references,
            body,
            attachments,
            html,
        };
        // Every mail to a player records a round, so that a reply to it is judged against the
        // round it was written for: a round's report the round that ran, every other mail the
        // round open when it was queued (issue 50: a notice had none, and a reply to it
        // arriving after its round closed was applied to the next).
        let ctx = MailContext {
            game: Some(g.id),
            seat: Some(p.seat.0),
            round: round.or(Some(g.round)),
        };
        insert_outbox(c, id, ctx, &mail, self.ctx.now())?;
        if p.thread_root.is_none() {
            p.thread_root = Some(message_id);
            update_player(c, p)?;
        }
        Ok(id)
    }

    /// Queues a mail to an address that is no player (refusals). `salt` makes its Message-ID
    /// unique (the received mail's content hash).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn queue_address(
        &self,
        c: &Connection,
        to: &str,
        kind: MailKind,
        subject: &str,
        body: String,
        answering: Option<&str>,
        salt: &str,
    ) -> Result<OutboxId, ModError> {
        self.queue_address_replying(c, to, kind, (subject, body), answering, salt, None)
    }

    /// Queues a mail to an address that answers no mail of theirs (the lobby's and the
    /// tournaments' notices, a digest, an observer's mail): [`Notify::queue_address`] with
    /// nothing answered.
    pub(crate) fn queue_unasked(
        &self,
        c: &Connection,
        to: &str,
        mail: (MailKind, &str, String),
        salt: &str,
    ) -> Result<OutboxId, ModError> {
        self.queue_to_address(c, to, mail, (None, None), salt, Vec::new())
    }

    /// [`Notify::queue_address`] with a Reply-To (a player's letter forwarded to the
    /// operator: their answer goes to the player).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn queue_address_replying(
        &self,
        c: &Connection,
        to: &str,
        kind: MailKind,
        (subject, body): (&str, String),
        answering: Option<&str>,
        salt: &str,
        reply_to: Option<&str>,
    ) -> Result<OutboxId, ModError> {
        let mail = (kind, subject, body);
        self.queue_to_address(c, to, mail, (answering, reply_to), salt, Vec::new())
    }

    /// [`Notify::queue_address`] with pictures attached after the text (a course's).
    pub(crate) fn queue_address_attaching(
        &self,
        c: &Connection,
        to: &str,
        mail: (MailKind, &str, String),
        answering: Option<&str>,
        salt: &str,
        attachments: Vec<crate::outgoing::Attachment>,
    ) -> Result<OutboxId, ModError> {
        self.queue_to_address(c, to, mail, (answering, None), salt, attachments)
    }

    fn queue_to_address(
        &self,
        c: &Connection,
        to: &str,
        (kind, subject, body): (MailKind, &str, String),
        (answering, reply_to): (Option<&str>, Option<&str>),
        salt: &str,
        attachments: Vec<crate::outgoing::Attachment>,
    ) -> Result<OutboxId, ModError> {
        let id = next_outbox_id(c)?;
        let mail = OutgoingMail {
            kind,
            message_id: self.message_id(id, salt, to),
            from: self.ctx.config.identity.mailbox(),
            to: to.to_string(),
            reply_to: reply_to.map(str::to_string),
            subject: subject.to_string(),
            in_reply_to: answering.map(str::to_string),
            references: answering.map(str::to_string).into_iter().collect(),
            body,
            attachments,
            html: None,
        };
        insert_outbox(c, id, MailContext::default(), &mail, self.ctx.now())?;
        Ok(id)
    }

    /// The welcome mail of a new player (at creation or on replacing a player): who plays
    /// what, the schedule, what to send first and by when, and the position.
    pub(crate) fn queue_welcome(
        &self,
        c: &Connection,
        g: &GameRow,
        players: &[PlayerRow],
        seat: Seat,
        replacing: bool,
    ) -> Result<OutboxId, ModError> {
        let address = players
            .iter()
            .find(|p| p.seat == seat)
            .map(|p| p.address.as_str());
        let _speaking = self.speak_to(c, Some(g.id), address)?;
        let engine = self.ctx.engine(&g.kind)?;
        let state = engine.load(&g.state)?;
        let phase = state.phase_in(self.say());
        let mut roster = Vec::new();
        for p in players {
            roster.push(json!({
                "seat": state.seat_name(p.seat, self.say()),
                "name": p.name,
            }));
        }
        // The game's masters, by name: whom MODERATOR: reaches. A master who plays is told
        // she is one, not to write MODERATOR: to reach herself.
        let (own, others): (Vec<_>, Vec<_>) = crate::store::masters::of_game(c, g.id)?
            .into_iter()
            .partition(|m| Some(m.address.as_str()) == address);
        let masters = (others.into_iter().map(|m| m.name))
            .collect::<Vec<String>>()
            .join(", ");
        let is_master = !own.is_empty();
        // MODERATOR: is offered only where it reaches a person (seen in play: every welcome
        // offered it, and a server naming no moderator refused every letter).
        let moderator = !masters.is_empty() || self.ctx.config.operator.is_some();
        let mut p = players
            .iter()
            .find(|p| p.seat == seat)
            .cloned()
            .ok_or_else(|| ModError::Corrupt(format!("game {}: no seat {seat}", g.id)))?;
        let subject = say!(
            lang::now(),
            "subject-welcome",
            game = g.id,
            kind = g.kind.as_str()
        );
        // The composer's page for the first turn, where the archive is public.
        let compose = self.asking_link(engine, &*state, g, &p, &subject)?;
        let body = self.render(
            "welcome.txt",
            json!({
                "name": p.name,
                "game": g.id,
                "kind": g.kind,
                "seat": state.seat_name(seat, self.say()),
                "replacing": replacing,
                "kept": state.kept_text(seat, self.say()),
                "turn": phase.title,
                "now": turn_phrase(&phase),
                "round": g.round,
                "phase": phase.name,
                "players": roster,
                "masters": masters,
                "is_master": is_master,
                "moderator": moderator,
                "schedule": wrap(&describe_schedule(g), MAIL_WIDTH, "  "),
                "stand_in": crate::moderator::seat_rules::SeatRules::of(c, g.id)?.stand_in,
                "orders": orders_hint(&phase),
                "deadline": due::closes_text(g),
                "status": state.render_status(Some(seat), self.say()).trim_end(),
                "address": p.address,
                "rules": engine.rules_in_short(self.say()).trim_end(),
                "house": crate::moderator::words::house_rules(engine, &g.settings, false).join("\n"),
                "resign": wrap(
                    &say!(
                        lang::now(),
                        "resign-line",
                        then = state.resigned_text(seat, self.say())
                    ),
                    72,
                    "",
                ),
                "compose": compose,
            }),
        )?;
        let round = Some(g.round);
        self.queue_player(c, g, &mut p, MailKind::Welcome, round, &subject, body, None)
    }

    /// A reminder to a player who has sent nothing this round; `last_one` when Speedbots just
    /// shrank their deadline because everyone else is in.
    pub(crate) fn queue_reminder(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &mut PlayerRow,
        last_one: bool,
    ) -> Result<OutboxId, ModError> {
        let _speaking = self.speak_to(c, Some(g.id), Some(&p.address))?;
        let engine = self.ctx.engine(&g.kind)?;
        let state = engine.load(&g.state)?;
        let phase = state.phase_in(self.say());
        let close = due::close_at(g).unwrap_or(g.opened_at);
        let subject = say!(lang::now(), "subject-due", turn = capitalised(&phase.title));
        // The composer's page for the turn still to send, where the archive is public.
        let compose = self.asking_link(engine, &*state, g, p, &subject)?;
        let body = self.render(
            "reminder.txt",
            json!({
                "name": p.name,
                "game": g.id,
                "turn": phase.title,
                "round": g.round,
                "phase": phase.name,
                "orders": orders_hint(&phase),
                "deadline": format_time(close, g.tz),
                "left": spoken_duration(close - self.ctx.now()),
                "last_one": last_one,
                "default": state.default_text(p.seat, self.say()),
                "status": state.render_status(Some(p.seat), self.say()).trim_end(),
                "compose": compose,
            }),
        )?;
        self.queue_player(
            c,
            g,
            p,
            MailKind::Reminder,
            Some(g.round),
            &subject,
            body,
            None,
        )
    }

    /// The text of a notice about an action of the moderator, from `templates/notices.txt`:
    /// its branch `say`, filled from `ctx` (an object).
    pub(crate) fn notice_text(
        &self,
        say: &str,
        ctx: serde_json::Value,
    ) -> Result<String, ModError> {
        phrase(&self.ctx.templates, "notices.txt", say, ctx)
    }

    /// Tells every active player of `g` the same thing.
    pub(crate) fn notice_all(
        &self,
        c: &Connection,
        g: &GameRow,
        notice: impl Fn() -> Result<(String, String), ModError>,
    ) -> Result<(), ModError> {
        for mut p in players(c, g.id)? {
            if p.status == PlayerStatus::Active {
                // `notice` gives (subject, text), written in this player's language.
                self.queue_notice(c, g, &mut p, &notice)?;
            }
        }
        Ok(())
    }

    /// A notice about an action of the moderator (pause, resume, extension, abandonment,
    /// replacement...) to one player: `notice` writes its (subject, text) while robomod
    /// speaks the player's language, so that no word of it is in another.
    pub(crate) fn queue_notice(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &mut PlayerRow,
        notice: impl FnOnce() -> Result<(String, String), ModError>,
    ) -> Result<OutboxId, ModError> {
        let _speaking = self.speak_to(c, Some(g.id), Some(&p.address))?;
        let (subject, text) = notice()?;
        let wrapped = wrap_paragraphs(&text);
        let lines: Vec<&str> = wrapped.split('\n').collect();
        let body = self.render(
            "notice.txt",
            json!({ "name": p.name, "game": g.id, "lines": lines }),
        )?;
        // The round open now: a reply to the notice was written for it (issue 50).
        let round = Some(g.round);
        self.queue_player(c, g, p, MailKind::Notice, round, &subject, body, None)
    }
}

#[cfg(test)]
mod tests;
