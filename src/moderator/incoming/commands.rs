//! Each command of one authenticated mail applied in turn, each answered by one [`Item`] of
//! the reply: orders (marked, or a bare program in a reply), `STATUS`, `HELP`, `CLEAR`,
//! `ORDERS`, `TRY`, `PRESS` (those that touch the orders on file, and press, in
//! `on_file.rs`), `ABSENT`, `WAIT`, `RESIGN`, `HISTORY`, `SUMMARY` (in [`super::history`]),
//! and what could not be read.

use super::reply::{Item, commands_hint};
use crate::games::PhaseInfo;
use crate::inbound::{Doubt, InboundMail, LobbyCommand, PlayerCommand};
use crate::moderator::error::ModError;
use crate::moderator::layers::Intake;
use crate::outgoing::MailKind;
use crate::store::games::{GameRow, PlayerRow};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

mod edit_on_file;
mod in_words;
mod not_master;
mod own_seat;

/// Whether a subject is a reply's (`Re:`, `AW:`, `SV:`, `Odp:`, ...).
fn is_reply(subject: &str) -> bool {
    crate::inbound::strip_reply_prefixes(subject).1
}

/// Where the reading of one mail's commands stands, from one command to the next.
pub(super) struct Reading {
    pub(super) inbox: i64,
    pub(super) now: DateTime<Utc>,
    /// The phase orders were read in, if any.
    pub(super) phase: Option<PhaseInfo>,
    pub(super) tries: usize,
    pub(super) bare_allowed: bool,
    /// In a reply, the text of the mail's order of the turn's keyword (`PROGRAM F2 L F R
    /// U`): instructions written bare beside it are said back, not taken.
    pub(super) order_text: Option<String>,
}

impl Intake<'_> {
    /// The `STATUS` item: the status itself follows the items.
    fn status_item(&self) -> Result<Item, ModError> {
        let text = self.answer("status", json!({}))?;
        Ok(Item::new("status", "STATUS", &text, false, false))
    }

    /// Applies each command of `mail` in turn (see the module doc): the reply's items, and
    /// the phase orders were read in, if any.
    pub(crate) fn apply_commands(
        &self,
        c: &Connection,
        g: &mut GameRow,
        p: &mut PlayerRow,
        mail: &InboundMail,
        inbox: i64,
        now: DateTime<Utc>,
    ) -> Result<(Vec<Item>, Option<PhaseInfo>), ModError> {
        let mut items = Vec::new();
        let main = self
            .ctx
            .engine(&g.kind)?
            .load(&g.state)?
            .phase()
            .order_keyword;
        let reply = is_reply(&mail.subject);
        let order_text = mail.commands.iter().find_map(|c| match c {
            PlayerCommand::Orders { keyword, text } if keyword.eq_ignore_ascii_case(&main) => {
                Some(text.clone())
            }
            _ => None,
        });
        let mut reading = Reading {
            inbox,
            now,
            phase: None,
            tries: 0,
            // Bare orders are read only in a reply (to a turn mail) with no orders command of
            // the turn's own keyword (`POWER DOWN` beside them is no such command).
            bare_allowed: reply
                && order_text.is_none()
                && !mail
                    .commands
                    .iter()
                    .any(|c| matches!(c, PlayerCommand::Try { .. })),
            order_text: order_text.filter(|_| reply),
        };
        // A mail that answers robomod's mail for a round that has run since was written for
        // that round: its orders are not applied to the new one (a human moderator would not
        // move a piece on a stale order), and the reply shows where things stand now.
        let stale = self.written_for(c, g, mail)?.filter(|&r| r < g.round);
        let mut stale_told = false;
        for cmd in &mail.commands {
            // Each answer in the player's language as it is now: a `SET LANGUAGE` before it
            // in this mail holds for it.
            let _speaking = self.notify.speak_to(c, Some(g.id), Some(&mail.from))?;
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
                    items.extend(self.stale_items(c, g, round)?);
                }
                continue;
            }
            if let Some(item) = self.apply_command(c, g, p, cmd, &mut reading)? {
                // Orders whose lines reading rewrote are quoted as she wrote them.
                items.push(match mail.as_written(cmd) {
                    Some(lines) => item.quoting(lines),
                    None => item,
                });
            }
        }
        // Thanks need no answer beside another (wishes to a name no player has are thanks).
        if items.iter().any(|i| i.what != "chatter") {
            items.retain(|i| i.what != "chatter");
        }
        if items.is_empty() {
            let text = self.answer("no_command", json!({}))?;
            items.push(Item::new("none", "(your mail)", &text, true, false));
        }
        Ok((items, reading.phase))
    }

    /// What a mail written for round `round`, which has run since, gets instead of its orders
    /// being applied: a note and the status.
    fn stale_items(&self, c: &Connection, g: &GameRow, round: u32) -> Result<[Item; 2], ModError> {
        let engine = self.ctx.engine(&g.kind)?;
        let turn = self.ctx.turn_title(g)?;
        // That round as the game names it (players never see two numberings).
        let then = crate::store::rounds::state_before(c, g.id, round)?
            .and_then(|s| serde_json::from_str(&s).ok())
            .and_then(|s| engine.load(&s).ok())
            .map_or_else(
                || "an earlier turn".to_string(),
                |s| s.phase_in(self.notify.say()).title,
            );
        let text = self.answer("stale", json!({ "then": then, "turn": turn }))?;
        Ok([
            Item::new("stale", "(your orders)", &text, true, false),
            self.status_item()?,
        ])
    }

    /// One command applied; `None` for a bare line that is not read (nothing is said of it).
    /// A command read from words goes through [`Intake::said_item`], which applies what it
    /// was read as ([`Intake::apply_documented`]).
    fn apply_command(
        &self,
        c: &Connection,
        g: &mut GameRow,
        p: &mut PlayerRow,
        cmd: &PlayerCommand,
        reading: &mut Reading,
    ) -> Result<Option<Item>, ModError> {
        match cmd {
            // Wishes to a player greeted by name: press when the name is another player's,
            // else chatter, as they would have been.
            PlayerCommand::Said {
                line,
                read_as,
                bare: crate::inbound::Bare::Greeting,
                ..
            } => match read_as.as_ref() {
                PlayerCommand::Press { to, .. }
                    if to.len() == 1 && self.greets_another(c, g, p, &to[0])? =>
                {
                    self.said_item(c, g, p, (line, read_as, false), reading)
                }
                _ => self.apply_documented(
                    c,
                    g,
                    p,
                    &PlayerCommand::Chatter { line: line.clone() },
                    reading,
                ),
            },
            // A seat asked naming no game (`count me in!`), in her game's own mail: about
            // the game she plays, never a seat in another; chatter.
            PlayerCommand::Said { line, read_as, .. }
                if matches!(
                    read_as.as_ref(),
                    PlayerCommand::Lobby {
                        lobby: LobbyCommand::JoinOpen { .. }
                    }
                ) =>
            {
                let chatter = PlayerCommand::Chatter { line: line.clone() };
                self.apply_documented(c, g, p, &chatter, reading)
            }
            // An edit with nothing before it in her mail: against her orders on file.
            PlayerCommand::Said {
                line,
                read_as,
                bare: crate::inbound::Bare::Amend(edit),
                ..
            } => {
                let text = match read_as.as_ref() {
                    PlayerCommand::Unmarked { text } => text.as_str(),
                    _ => "",
                };
                self.edit_item(c, g, p, (line, *edit, text), reading)
            }
            PlayerCommand::Said {
                line,
                read_as,
                bare,
                ..
            } => {
                let second = *bare == crate::inbound::Bare::SecondThought;
                self.said_item(c, g, p, (line, read_as, second), reading)
            }
            _ => self.apply_documented(c, g, p, cmd, reading),
        }
    }

    /// One command as documented applied (not one read from words: the reader reads a
    /// sentence as one documented command, never as another sentence).
    fn apply_documented(
        &self,
        c: &Connection,
        g: &mut GameRow,
        p: &mut PlayerRow,
        cmd: &PlayerCommand,
        reading: &mut Reading,
    ) -> Result<Option<Item>, ModError> {
        let (inbox, now) = (reading.inbox, reading.now);
        Ok(Some(match cmd {
            PlayerCommand::Orders { keyword, text } => {
                self.orders_command(c, (g, p), (keyword, text), reading)?
            }
            PlayerCommand::Unmarked { text } => {
                let Some((item, seen)) = self.bare_orders(c, g, p, text, reading)? else {
                    return Ok(None);
                };
                reading.phase = Some(seen);
                item
            }
            PlayerCommand::Status => self.status_item()?,
            PlayerCommand::History { rounds } => {
                self.records.history_item(c, g, p.seat, *rounds)?
            }
            PlayerCommand::Summary => self.records.summary_item(c, g)?,
            PlayerCommand::Help => {
                let text = self.answer("help", json!({}))?;
                Item::new("help", "HELP", &text, false, false)
            }
            PlayerCommand::HelpRules => self.help_rules_item(g)?,
            PlayerCommand::Clear => self.clear_item(c, g, p, inbox, now)?,
            PlayerCommand::Try { text } => self.try_command(c, g, p, text, reading)?,
            PlayerCommand::Press {
                to,
                anonymous,
                text,
            } => {
                let quote = format!("PRESS TO {}", to.join(", "));
                let wanted = super::press::Wanted::To(to, *anonymous);
                self.press_item(c, (g, p), &quote, wanted, text, now)?
            }
            PlayerCommand::PressReply { press, text } => {
                let shown = crate::store::press::number_in_game(c, *press)?;
                let quote = crate::say!(crate::lang::now(), "quote-press-reply", n = shown);
                let wanted = super::press::Wanted::Reply(*press);
                self.press_item(c, (g, p), &quote, wanted, text, now)?
            }
            PlayerCommand::Absent { text } => self.play.absent_item(c, g, p, text, now)?,
            PlayerCommand::ShowOrders => {
                let text = self.on_file_text(c, g, p.seat)?;
                Item::new("orders_on_file", "ORDERS", &text, false, false)
            }
            PlayerCommand::Resign => self.resign_item(c, g, p, false, now)?,
            PlayerCommand::ResignConfirm => self.resign_item(c, g, p, true, now)?,
            PlayerCommand::Wait { on } => self.wait_item(c, g, p, *on)?,
            // Read as no lobby command: in a game's reply, an unknown line like any other.
            PlayerCommand::Lobby {
                lobby: LobbyCommand::Unreadable { line },
            } => self.unread_line(g, line)?,
            PlayerCommand::Lobby { lobby } => self.lobby.lobby_item(c, &p.address, lobby, now)?,
            // A master's command in a player's mail: refused, nothing done.
            PlayerCommand::Master { word, text } => {
                not_master::refused(self, c, g, &p.address, (word, text))?
            }
            PlayerCommand::ToModerator { text } => {
                self.forward_item(c, g, p, ("MODERATOR", text, text), true)?
            }
            PlayerCommand::Letter { text } => {
                self.forward_item(c, g, p, ("(your mail)", text, text), false)?
            }
            PlayerCommand::TooMany { .. }
            | PlayerCommand::TooLong { .. }
            | PlayerCommand::TooLarge { .. }
            | PlayerCommand::Unknown { .. }
            | PlayerCommand::NotRead { .. }
            | PlayerCommand::Said { .. } => self.unread_item(g, cmd)?,
            PlayerCommand::Remark { line, meant, doubt } => {
                self.remark_item(line, meant, *doubt)?
            }
            PlayerCommand::Chatter { .. } => {
                let text = self.answer("chatter", json!({}))?;
                Item::new("chatter", "(your mail)", &text, false, false)
            }
            // Her whole mail, for a moderator who does not play; the question alone for
            // one who does.
            PlayerCommand::Question { line, text } => {
                self.forward_item(c, g, p, (line, text, line), true)?
            }
        }))
    }

    /// A line read as no command at all (no lobby command either): answered as an unknown one.
    fn unread_line(&self, g: &GameRow, line: &str) -> Result<Item, ModError> {
        let unknown = PlayerCommand::Unknown {
            line: line.to_string(),
            meant: None,
            wrong: None,
        };
        self.unread_item(g, &unknown)
    }

    /// A line that names a command but is none (negated, undecided, on a condition): said
    /// back, with the command it would have been.
    fn remark_item(&self, line: &str, meant: &str, doubt: Doubt) -> Result<Item, ModError> {
        let command = crate::lang::now().command_line(meant);
        let ctx = json!({ "command": command, "doubt": doubt });
        Ok(Item::new(
            "remark",
            line,
            &self.answer("remark", ctx)?,
            false,
            false,
        ))
    }

    /// What the mail layer could not read: commands beyond the limit, a mail too large, a
    /// line that is no command.
    fn unread_item(&self, g: &GameRow, cmd: &PlayerCommand) -> Result<Item, ModError> {
        Ok(match cmd {
            PlayerCommand::TooMany { count } => Item::new(
                "too_many",
                &format!("({count} more)"),
                &self.answer("too_many", json!({ "max": crate::inbound::MAX_COMMANDS }))?,
                true,
                false,
            ),
            PlayerCommand::TooLong { lines } => Item::new(
                "too_long",
                &crate::say!(crate::lang::now(), "quote-more-lines", lines = *lines),
                &self.answer(
                    "too_long",
                    json!({
                        "lines": lines,
                        "kb": crate::inbound::MAX_READ_BYTES / 1024
                    }),
                )?,
                true,
                false,
            ),
            PlayerCommand::TooLarge { bytes, limit } => Item::new(
                "too_large",
                &format!("(a mail of {} KB)", bytes / 1024),
                &self.answer(
                    "too_large",
                    json!({ "kb": bytes / 1024, "limit_kb": limit / 1024 }),
                )?,
                true,
                false,
            ),
            PlayerCommand::Unknown {
                line,
                wrong: Some(wrong),
                ..
            } => Item::wrong(line, wrong),
            PlayerCommand::Unknown { line, meant, .. } => Item::new(
                "unknown",
                line,
                &self.answer(
                    "unknown",
                    json!({
                        "meant": meant,
                        "commands": commands_hint(&self.ctx.engine(&g.kind)?.load(&g.state)?.phase_in(self.notify.say())),
                    }),
                )?,
                true,
                false,
            ),
            // A line that mentions an order word may have been meant as orders: that is a
            // problem to fix; a mention of HELP or WAIT in a sentence is only pointed out.
            PlayerCommand::NotRead { line, word } => {
                let order = self.ctx.registry().words().order_word(word).is_some();
                let text = self.answer("not_read", json!({ "word": word, "order": order }))?;
                Item::new("not_read", line, &text, order, false)
            }
            _ => unreachable!("unread_item is called for unread commands only"),
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
