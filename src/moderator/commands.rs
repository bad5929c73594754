//! One received mail in, at most one reply out: [`Moderator::handle_mail`].
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

use super::notify::{capitalised, clip, orders_hint};
use super::orders::{apply_orders, read_in_phase, split_orders};
use super::reply::{Item, commands_hint};
use super::schedule::format_time;
use super::{ModError, Moderator};
use crate::games::{PhaseInfo, Seat};
use crate::inbound::{InboundMail, NoReplyReason, PlayerCommand};
use crate::outgoing::MailKind;
use crate::store::audit;
use crate::store::games::{
    GameRow, PlayerRow, PlayerStatus, game, player_by_key, players_by_address, update_player,
};
use crate::store::mail::{NewInbox, OutboxId, finish_inbox, insert_inbox};
use crate::store::rounds::{Source, Submission, insert_submission};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

/// What became of a received mail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MailOutcome {
    /// The same mail (Message-ID, or content hash) was handled before; nothing changed.
    Duplicate,
    /// Recorded, not answered and not acted on (auto-replies, lists, bounces...).
    Ignored { reason: NoReplyReason },
    /// Handled; one reply queued.
    Replied {
        kind: MailKind,
        reply: OutboxId,
        game: Option<i64>,
        rounds_run: u32,
    },
    /// Handled (commands applied if it authenticated), but the sender had too many replies in
    /// the rate-limit window, so none was queued.
    RateLimited { game: Option<i64>, rounds_run: u32 },
}

/// The kinds of mail that count against the reply rate limit.
pub(crate) const REPLY_KINDS: &[MailKind] = &[
    MailKind::Failure,
    MailKind::Confirmation,
    MailKind::Error,
    MailKind::Refusal,
    MailKind::Help,
    MailKind::Status,
];

/// The most `TRY` reports in one reply (each is a whole round's report).
const MAX_TRIES: usize = 3;

/// Salt for the random stream of `TRY`, apart from the game's own.
const TRY_SALT: u64 = 0x7_7279;

/// Whether a subject is a reply's (`Re:`, `AW:`, `SV:`, ...).
fn is_reply(subject: &str) -> bool {
    let s = subject.trim_start().to_lowercase();
    ["re:", "re :", "aw:", "sv:", "antw:", "vs:"]
        .iter()
        .any(|p| s.starts_with(p))
}

impl Moderator {
    /// Handles one received mail: see the module doc. `raw` is stored as received; `mail` is
    /// what the mail layer read from it.
    pub fn handle_mail(&self, raw: &[u8], mail: &InboundMail) -> Result<MailOutcome, ModError> {
        let now = self.now();
        self.write(|c| self.handle_mail_in(c, raw, mail, now))
    }

    /// What [`Moderator::handle_mail`] would do with this mail now, changing nothing: the
    /// same code runs in a transaction that is rolled back. Returns the outcome and every mail
    /// it would queue (the reply, and round reports when the mail brings the last orders in).
    pub fn check_mail(
        &self,
        raw: &[u8],
        mail: &InboundMail,
    ) -> Result<(MailOutcome, Vec<crate::outgoing::OutgoingMail>), ModError> {
        let now = self.now();
        self.dry_run(|c| {
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
        let dedup = mail.dedup_key();
        let parsed = serde_json::to_string(mail)?;
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
        let Some(inbox) = insert_inbox(c, &new)? else {
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
        let answering = mail.message_id.as_ref().map(|m| format!("<{m}>"));
        let Some((mut g, mut p)) = self.authenticate(c, mail)? else {
            if let Some(outcome) = self.lobby_mail(c, inbox, mail, limited, now)? {
                return Ok(outcome);
            }
            // A stranger: refused, within the caps that keep forged senders from using robomod
            // to mail third parties.
            if limited || self.refusals_capped(c, &mail.from.to_lowercase(), now)? {
                finish_inbox(c, inbox, None, None, "rate_limited", None)?;
                return Ok(MailOutcome::RateLimited {
                    game: None,
                    rounds_run: 0,
                });
            }
            let body = self.render("refusal.txt", json!({}))?;
            let id = self.queue_address(
                c,
                &mail.from,
                MailKind::Refusal,
                "robomod: your mail was not accepted",
                body,
                answering.as_deref(),
                &mail.content_hash,
            )?;
            finish_inbox(c, inbox, None, None, "replied", Some(id))?;
            return Ok(MailOutcome::Replied {
                kind: MailKind::Refusal,
                reply: id,
                game: None,
                rounds_run: 0,
            });
        };
        // The phase the orders were read in, if any: the state does not change before the reply.
        // A game that cannot read its own state is held, and the mail answered all the same.
        let applied = crate::store::in_savepoint(c, || {
            super::hold::guarded(|| self.apply_commands(c, &mut g, &mut p, mail, inbox, now))
        })?;
        let (items, phase) = match applied {
            Ok(done) => done,
            Err(super::hold::Failure::Db(e)) => return Err(e),
            Err(super::hold::Failure::Game(error)) => {
                return self.unreadable_while_held(c, (g, p), inbox, &error, limited, now);
            }
        };
        let warn = self.reassess(c, &mut g, now)?;
        let reply = if limited {
            None
        } else {
            Some(self.queue_reply(c, &g, &mut p, (&items, phase), answering.as_deref())?)
        };
        if let Some(mut last) = warn {
            self.queue_reminder(c, &g, &mut last, true)?;
        }
        let a = self.advance_row_or_hold(c, &mut g, now)?;
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
                if p.bounces == super::lobby::standby::ABANDON_BOUNCES {
                    let g = game(c, p.game_id)?;
                    self.seat_abandoned(c, &g, p.seat, "bounced", self.now())?;
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
        if !p.address.eq_ignore_ascii_case(mail.from.trim()) {
            return Ok(None);
        }
        Ok(Some((game(c, tag.game)?, p)))
    }

    fn apply_commands(
        &self,
        c: &Connection,
        g: &mut GameRow,
        p: &mut PlayerRow,
        mail: &InboundMail,
        inbox: i64,
        now: DateTime<Utc>,
    ) -> Result<(Vec<Item>, Option<PhaseInfo>), ModError> {
        let engine = self.engine(&g.kind)?;
        let mut items = Vec::new();
        let mut phase = None;
        let mut tries = 0;
        // A mail that answers robomod's mail for a round that has run since was written for
        // that round: its orders are not applied to the new one (a human moderator would not
        // move a piece on a stale order), and the reply shows where things stand now.
        let stale = self.written_for(c, g, mail)?.filter(|&r| r < g.round);
        let mut stale_told = false;
        // Bare orders are read only in a reply (to a turn mail) with no orders command.
        let bare_allowed = is_reply(&mail.subject)
            && !mail
                .commands
                .iter()
                .any(|c| matches!(c, PlayerCommand::Orders { .. } | PlayerCommand::Try { .. }));
        let mut bare_used = false;
        for cmd in &mail.commands {
            let orders_like = matches!(
                cmd,
                PlayerCommand::Orders { .. } | PlayerCommand::Unmarked { .. }
            );
            if let Some(round) = stale
                && orders_like
                && g.status.is_live()
            {
                if !stale_told {
                    stale_told = true;
                    let turn = self.turn_title(g)?;
                    // That round as the game names it (players never see two numberings).
                    let then = crate::store::rounds::state_before(c, g.id, round)?
                        .and_then(|s| serde_json::from_str(&s).ok())
                        .and_then(|s| engine.phase(&s).ok())
                        .map_or_else(|| "an earlier turn".to_string(), |p| p.title);
                    let text = format!(
                        "Not applied: this mail answers robomod's mail for {then}, \
                         which has run since (its report was mailed to you). Nothing in it \
                         was applied to {turn}. Read the report, then send your orders for \
                         {turn} again; where things stand now is below."
                    );
                    items.push(Item::new("stale", "(your orders)", &text, true, false));
                    items.push(Item::new(
                        "status",
                        "STATUS",
                        "The status follows below.",
                        false,
                        false,
                    ));
                }
                continue;
            }
            let item = match cmd {
                PlayerCommand::Orders { keyword, text } => {
                    let quote = format!("{keyword} {text}");
                    if !g.status.is_live() {
                        Item::new(
                            "orders",
                            &quote,
                            &format!("Not accepted: the game is {}.", g.status),
                            true,
                            false,
                        )
                    } else if p.status == PlayerStatus::Resigned {
                        Item::new(
                            "orders",
                            &quote,
                            "Not accepted: you have resigned from this game.",
                            true,
                            false,
                        )
                    } else {
                        let (r, seen) = apply_orders(
                            self,
                            c,
                            g,
                            p.seat,
                            (keyword, text),
                            Source::Mail,
                            Some(inbox),
                            now,
                        )?;
                        let item = self.orders_item(g, &seen, &quote, r);
                        phase = Some(seen);
                        item
                    }
                }
                PlayerCommand::Status => Item::new(
                    "status",
                    "STATUS",
                    "The status follows below.",
                    false,
                    false,
                ),
                PlayerCommand::Help => {
                    Item::new("help", "HELP", "The help follows below.", false, false)
                }
                PlayerCommand::Clear => {
                    if !g.status.is_live() || p.status == PlayerStatus::Resigned {
                        Item::new(
                            "clear",
                            "CLEAR",
                            "Nothing to withdraw: you are not playing this game any more.",
                            true,
                            false,
                        )
                    } else {
                        self.clear_orders(c, g, p.seat, inbox, now)?;
                        let text = self.on_file_text(c, g, p.seat)?;
                        let text = format!("Withdrawn. {text}");
                        Item::new("clear", "CLEAR", &text, false, true)
                    }
                }
                PlayerCommand::Try { text } => {
                    tries += 1;
                    if tries > MAX_TRIES {
                        let msg = format!(
                            "Not tried: at most {MAX_TRIES} TRY reports in one reply. Send \
                             this one in another mail."
                        );
                        Item::new("try", &format!("TRY {text}"), &msg, true, false)
                    } else {
                        self.try_item(c, g, p.seat, text)?
                    }
                }
                PlayerCommand::Press {
                    to,
                    anonymous,
                    text,
                } => {
                    let quote = format!("PRESS TO {}", to.join(", "));
                    let (error, answer) = self.relay_press(
                        c,
                        g,
                        p,
                        super::press::Wanted::To(to, *anonymous),
                        text,
                        now,
                    )?;
                    Item::new("press", &quote, &answer, error, !error)
                }
                PlayerCommand::PressReply { press, text } => {
                    let quote = format!("(a reply to press #{press})");
                    let (error, answer) =
                        self.relay_press(c, g, p, super::press::Wanted::Reply(*press), text, now)?;
                    Item::new("press", &quote, &answer, error, !error)
                }
                PlayerCommand::Absent { text } => self.absent_item(c, g, p, text, now)?,
                PlayerCommand::ShowOrders => {
                    let text = self.on_file_text(c, g, p.seat)?;
                    Item::new("orders_on_file", "ORDERS", &text, false, false)
                }
                PlayerCommand::Resign | PlayerCommand::ResignConfirm
                    if !g.status.is_live() || p.status == PlayerStatus::Resigned =>
                {
                    Item::new(
                        "resign",
                        "RESIGN",
                        "Nothing to do: you are not playing this game any more.",
                        true,
                        false,
                    )
                }
                PlayerCommand::Resign => {
                    let label = engine.seat_label(&g.state, p.seat)?;
                    let text = format!(
                        "To resign, send RESIGN CONFIRM (alone on its line). Your robot \
                         ({label}) would then stay on the board and play the orders a silent \
                         player gets, robomod would not write to you about this game again, \
                         and you would not be seated in its next game unless the moderator \
                         names you. Nothing has changed yet."
                    );
                    Item::new("resign", "RESIGN", &text, false, false)
                }
                PlayerCommand::ResignConfirm => {
                    p.status = PlayerStatus::Resigned;
                    p.waits_in = None;
                    update_player(c, p)?;
                    let detail = json!({ "seat": p.seat.0, "round": g.round });
                    audit::record(c, now, Some(g.id), "player", "resign", detail)?;
                    self.seat_abandoned(c, g, p.seat, "resigned", now)?;
                    let label = engine.seat_label(&g.state, p.seat)?;
                    let text = format!(
                        "You have resigned. Your robot ({label}) stays on the board and \
                         plays the orders a silent player gets from now on; robomod will not \
                         write to you about this game again."
                    );
                    Item::new("resign", "RESIGN CONFIRM", &text, false, true)
                }
                PlayerCommand::Wait { on } => self.wait_item(c, g, p, *on)?,
                PlayerCommand::Lobby { lobby } => self.lobby_item(c, &p.address, lobby, now)?,
                PlayerCommand::TooMany { count } => Item::new(
                    "too_many",
                    &format!("({count} more)"),
                    &format!(
                        "Not read: robomod reads at most {} commands from one mail. Send the \
                         others in another mail.",
                        crate::mail::read::MAX_COMMANDS
                    ),
                    true,
                    false,
                ),
                PlayerCommand::TooLarge { bytes, limit } => Item::new(
                    "too_large",
                    &format!("(a mail of {} KB)", bytes / 1024),
                    &format!(
                        "Not read: your mail is {} KB, more than the {} KB robomod reads from \
                         one mail, so nothing in it was read. Send your commands again in a \
                         short plain-text mail, without attachments.",
                        bytes / 1024,
                        limit / 1024
                    ),
                    true,
                    false,
                ),
                // A bare line or list is the program only in a reply to robomod's mail that
                // holds no orders command, only the first that reads as orders, and only when
                // it does: prose is never mistaken for orders, and nothing is said of it.
                PlayerCommand::Unmarked { text } => {
                    if bare_used || !bare_allowed || !g.status.is_live() {
                        continue;
                    }
                    let keyword = engine.phase(&g.state)?.order_keyword.to_uppercase();
                    let (_, read) = read_in_phase(c, g, p.seat, &keyword, text, engine)?;
                    if !matches!(read, Some(Ok(_))) {
                        continue;
                    }
                    bare_used = true;
                    let (r, seen) = apply_orders(
                        self,
                        c,
                        g,
                        p.seat,
                        (&keyword, text),
                        Source::Mail,
                        Some(inbox),
                        now,
                    )?;
                    let mut item = self.orders_item(g, &seen, text, r);
                    item.lines.insert(
                        0,
                        format!("  Read as your {}:", seen.order_keyword.to_lowercase()),
                    );
                    phase = Some(seen);
                    item
                }
                PlayerCommand::Unknown { line } => Item::new(
                    "unknown",
                    line,
                    &format!(
                        "robomod does not know this command. Commands: {}; send HELP for the \
                         notation.",
                        commands_hint(&engine.phase(&g.state)?)
                    ),
                    true,
                    false,
                ),
            };
            items.push(item);
        }
        if items.is_empty() {
            items.push(Item::new(
                "none",
                &mail.subject,
                "robomod found no command in this mail. Put each command on a line of \
                 its own; send HELP for the list.",
                true,
                false,
            ));
        }
        Ok((items, phase))
    }

    /// `WAIT` / `WAIT OFF`: the open round does not run before its deadline while this player
    /// waits, however many are in.
    fn wait_item(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &mut PlayerRow,
        on: bool,
    ) -> Result<Item, ModError> {
        let quote = if on { "WAIT" } else { "WAIT OFF" };
        if !g.status.is_live() {
            let text = format!("Not accepted: the game is {}.", g.status);
            return Ok(Item::new("wait", quote, &text, true, false));
        }
        let turn = self.turn_title(g)?;
        let close = g.deadline.map(|t| format_time(t, g.tz)).unwrap_or_default();
        p.waits_in = on.then_some(g.round);
        update_player(c, p)?;
        let text = if on {
            format!(
                "{} will not run before its deadline,\n{close},\neven if every order is in. \
                 WAIT OFF withdraws this.",
                capitalised(&turn)
            )
        } else {
            format!("You no longer wait for the deadline of {turn}.")
        };
        Ok(Item::new("wait", quote, &text, false, true))
    }

    /// `ABSENT ...`: record, cancel or list the player's absences.
    fn absent_item(
        &self,
        c: &Connection,
        g: &mut GameRow,
        p: &PlayerRow,
        text: &str,
        now: DateTime<Utc>,
    ) -> Result<Item, ModError> {
        use super::absence::{AbsenceRequest, parse_request};
        let quote = format!("ABSENT {text}").trim_end().to_string();
        if !g.status.is_live() || p.status == PlayerStatus::Resigned {
            let msg = "Nothing to do: you are not playing this game any more.";
            return Ok(Item::new("absent", &quote, msg, true, false));
        }
        Ok(match parse_request(text) {
            Err(e) => Item::new(
                "absent",
                &quote,
                &format!("Not understood: {e}."),
                true,
                false,
            ),
            Ok(AbsenceRequest::List) => Item::new(
                "absent",
                &quote,
                &self.absences_text(c, g, p.seat, now)?,
                false,
                false,
            ),
            Ok(AbsenceRequest::Cancel) => {
                let said = self.cancel_absences(c, g, p.seat, Source::Mail, now)?;
                Item::new("absent", &quote, &said, false, true)
            }
            Ok(AbsenceRequest::Days(first, last)) => {
                match self.add_absence(c, g, p.seat, (first, last), Source::Mail, now)? {
                    Ok(said) => Item::new("absent", &quote, &said, false, true),
                    Err(why) => {
                        let msg = format!("Not recorded: {why}");
                        Item::new("absent", &quote, &msg, true, false)
                    }
                }
            }
        })
    }

    /// `TRY <orders>`: the report of the open turn as it would run with these orders and every
    /// other player doing nothing, from a random stream of its own (so it tells nothing about
    /// the real round's draws); nothing is stored.
    fn try_item(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
        text: &str,
    ) -> Result<Item, ModError> {
        let quote = format!("TRY {text}");
        let engine = self.engine(&g.kind)?;
        if !g.status.is_live() {
            let msg = format!("Nothing to try: the game is {}.", g.status);
            return Ok(Item::new("try", &quote, &msg, true, false));
        }
        let phase = engine.phase(&g.state)?;
        let (keyword, rest) = split_orders(&phase, text);
        let (_, read) = read_in_phase(c, g, seat, &keyword, &rest, engine)?;
        let (orders, canonical) = match read {
            Some(Ok(found)) => found,
            Some(Err(e)) => {
                let mut msg = String::from("Not tried: these orders have problems:");
                for pr in &e.problems {
                    msg.push_str(&format!("\n- \"{}\": {}", clip(&pr.text, 40), pr.message));
                }
                return Ok(Item::new("try", &quote, &msg, true, false));
            }
            None => {
                let msg = format!(
                    "Not tried: send TRY and orders for {}.",
                    orders_hint(&phase)
                );
                return Ok(Item::new("try", &quote, &msg, true, false));
            }
        };
        let mut rng = crate::games::step_rng(g.seed ^ TRY_SALT, g.round);
        let Some(report) = engine.what_if(&g.state, seat, &orders, &mut rng)? else {
            let msg = format!(
                "TRY is not available in the {} phase of this game.",
                phase.name
            );
            return Ok(Item::new("try", &quote, &msg, true, false));
        };
        let msg = format!(
            "A what-if: {canonical}, with every other player doing nothing (sending no \
             orders). Nothing is stored and your orders on file are unchanged; the report \
             follows below."
        );
        let mut item = Item::new("try", &quote, &msg, false, false);
        item.attachment = Some(report);
        Ok(item)
    }

    /// `CLEAR`: a submission that withdraws the seat's orders for the open turn (kept in the
    /// record like any other, so that replay sees it).
    fn clear_orders(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
        inbox: i64,
        now: DateTime<Utc>,
    ) -> Result<(), ModError> {
        insert_submission(
            c,
            &Submission {
                id: 0,
                game_id: g.id,
                seat,
                round: g.round,
                received_at: now,
                source: Source::Mail,
                inbox_id: Some(inbox),
                keyword: super::timers::CLEAR.to_string(),
                text: String::new(),
                result: Err(Vec::new()),
            },
        )?;
        Ok(())
    }

    /// The `ORDERS` answer: the orders that count for `seat` in the open turn, in canonical
    /// form, and when they arrived; or what the seat gets if nothing comes.
    fn on_file_text(&self, c: &Connection, g: &GameRow, seat: Seat) -> Result<String, ModError> {
        let engine = self.engine(&g.kind)?;
        let phase = engine.phase(&g.state)?;
        if !g.status.is_live() {
            return Ok(format!("Nothing: the game is {}.", g.status));
        }
        let subs = crate::store::rounds::submissions(c, g.id, Some(g.round))?;
        let kept = super::timers::kept_orders(engine, &g.state, seat.index() + 1, &subs)?
            .pop()
            .flatten();
        let found = kept.and_then(|k| subs.iter().find(|s| s.id as u64 == k.arrival));
        Ok(match found {
            Some(s) => {
                let canonical = s.result.as_ref().map(|(_, c)| c.as_str()).unwrap_or("");
                format!(
                    "On file for {}, received {}:\n{canonical}",
                    phase.title,
                    format_time(s.received_at, g.tz)
                )
            }
            None => {
                let default = engine.default_orders(&g.state, seat)?;
                format!(
                    "Nothing on file for {}. If nothing comes by the deadline: {}",
                    phase.title,
                    engine.canonical(&g.state, &default)?
                )
            }
        })
    }

    /// The round a mail was written for: the round open when robomod sent the mail it answers
    /// (a round's report opens the next one). `None` when it answers none of this game's.
    fn written_for(
        &self,
        c: &Connection,
        g: &GameRow,
        mail: &InboundMail,
    ) -> Result<Option<u32>, ModError> {
        let Some(id) = &mail.in_reply_to else {
            return Ok(None);
        };
        Ok(
            match crate::store::mail::sent_mail(c, &format!("<{id}>"))? {
                Some(crate::store::mail::SentMail {
                    game: Some(game),
                    kind,
                    round: Some(round),
                    ..
                }) if game == g.id => {
                    if kind == MailKind::RoundReport.as_str() || kind == MailKind::Late.as_str() {
                        Some(round + 1)
                    } else if kind == MailKind::GameOver.as_str() {
                        None
                    } else {
                        Some(round)
                    }
                }
                _ => None,
            },
        )
    }
}
