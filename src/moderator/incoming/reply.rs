//! The one reply to a player's mail: each command quoted with what robomod made of it
//! ([`Item`]), when the orders count until, the status, HELP and `TRY` reports, and the commands
//! a player can send now.

use crate::games::{PhaseInfo, Seat};
use crate::moderator::incoming::orders::OrdersReading;
use crate::moderator::notify::{MAIL_WIDTH, capitalised, clip, orders_hint, turn_phrase, wrap};
use crate::moderator::round::due;
use crate::moderator::{ModError, Moderator};
use crate::outgoing::MailKind;
use crate::schedule::format_time;
use crate::store::games::{GameRow, GameStatus, PlayerRow, PlayerStatus};
use crate::store::mail::OutboxId;
use rusqlite::Connection;
use serde::Serialize;
use serde_json::json;

/// Every command a player can send now: `PROGRAM <your orders>, or PASS; STATUS; HELP; RESIGN`.
pub(crate) fn commands_hint(phase: &PhaseInfo) -> String {
    format!(
        "{}; STATUS; ORDERS; CLEAR; HELP; RESIGN",
        orders_hint(phase)
    )
}

/// The commands of every game, after the game's own HELP.
pub(crate) const COMMON_HELP: &str = "\
EVERY GAME, one command a line:
    STATUS          the position and who is in
    ORDERS          what you have on file for this turn, and since when
    CLEAR           withdraw it (as if you had sent nothing)
    TRY <orders>    a what-if: the turn as it would run with these
                    orders and everyone else sending none (they play
                    what a silent player plays); nothing is stored.
                    Example: TRY {example}
    PRESS TO Ann, Bob: text    a message to other players, relayed
                    by mail signed with your seat (no address shown);
                    PRESS TO ALL: text for everyone; PRESS ANON TO ...
                    unsigned, where the game allows. Reply to relayed
                    press to answer its sender.
    ABSENT 2026-12-24 2026-12-27    away those days (both included):
                    a deadline inside moves past them. ABSENT CANCEL
                    cancels; ABSENT alone shows what is on file
    HELP            this text; HELP RULES the rules of the game
    MODERATOR: text for the moderator, a person: forwarded by mail
    WAIT            alone: do not run this round before its deadline,
                    even when everyone is in; WAIT OFF withdraws it
    RESIGN          alone on its line: asks to leave the game;
                    RESIGN CONFIRM (same or a later mail) leaves
A line starting with a command word, in any case, is that command
(program r f l l u). A command word alone takes the list below it,
one instruction a line (1. 3RW, 2) 1BN, - 2GU), across blank lines.
In a reply to a turn mail, instructions alone (right, f3, left) are
read as your program. Lines starting with # or // are comments.

THE LOBBY, also in a mail to robomod's plain address (no tag needed):
    LIST            the games you can join and watch; LIST 12 one game
    JOIN 12         a seat in game 12 (JOIN 12 AS Ann; JOIN 12 word for
                    a private game); JOIN 12 STANDBY its standby list
    LEAVE 12        give it up before it starts; TAKE 12 a seat offered
    OBSERVE 12      its public round reports by mail; OBSERVE 12 OFF
    SET             your settings: SET REMINDERS OFF|ON, SET DIGEST
                    DAILY|OFF, SET NAME Ann, SET PICTURES
                    ROUND|REGISTERS|ANIMATED|NONE";

/// One command and its answer, for the reply.
#[derive(Serialize)]
pub(crate) struct Item {
    pub(crate) quote: String,
    pub(crate) lines: Vec<String>,
    #[serde(skip)]
    pub(crate) error: bool,
    #[serde(skip)]
    pub(crate) acted: bool,
    /// `orders`, `status`, `help`, `resign`, `unknown`, `none`, ...
    #[serde(skip)]
    pub(crate) what: &'static str,
    /// A text shown whole after the answers, as the status is (a `TRY` report).
    #[serde(skip)]
    pub(crate) attachment: Option<String>,
}

impl Item {
    /// `text`'s paragraphs (split at newlines) are wrapped, indented two columns; a paragraph
    /// starting `- ` hangs under its dash.
    pub(crate) fn new(
        what: &'static str,
        quote: &str,
        text: &str,
        error: bool,
        acted: bool,
    ) -> Self {
        let mut lines = Vec::new();
        for para in text.split('\n') {
            if let Some(rest) = para.strip_prefix("- ") {
                let mut w = wrap(rest, MAIL_WIDTH, "    ");
                if let Some(first) = w.first_mut() {
                    first.replace_range(..4, "  - ");
                }
                lines.extend(w);
            } else {
                lines.extend(wrap(para, MAIL_WIDTH, "  "));
            }
        }
        Item {
            quote: clip(quote, 70),
            lines,
            error,
            acted,
            what,
            attachment: None,
        }
    }
}

impl Moderator {
    /// One answer of the reply, from `templates/answers.txt`: its branch `say`, filled from
    /// `ctx` (an object).
    pub(crate) fn answer(&self, say: &str, ctx: serde_json::Value) -> Result<String, ModError> {
        crate::moderator::notify::phrase(&self.templates, "answers.txt", say, ctx)
    }

    pub(crate) fn orders_item(
        &self,
        g: &GameRow,
        phase: &PhaseInfo,
        quote: &str,
        r: OrdersReading,
    ) -> Item {
        let close = due::close_at(g)
            .map(|t| format_time(t, g.tz))
            .unwrap_or_default();
        match r {
            // When they count until is said once, after every item (see `closing`): it is only
            // known once the mail's orders are all in.
            OrdersReading::Accepted { canonical } => Item::new(
                "orders",
                quote,
                &format!("Accepted for {}:\n{canonical}", phase.title),
                false,
                true,
            ),
            OrdersReading::Spent { why } => Item::new("orders", quote, &why, true, false),
            OrdersReading::Rejected { problems } => {
                let mut text = String::from("Not accepted:");
                for pr in &problems {
                    if pr.text.is_empty() || pr.text == quote.trim() {
                        text.push_str(&format!("\n- {}", pr.message));
                    } else {
                        text.push_str(&format!("\n- \"{}\": {}", clip(&pr.text, 40), pr.message));
                    }
                }
                text.push_str(&format!(
                    "\nNothing of this line was applied: send it again, corrected, before\n\
                     {close}."
                ));
                Item::new("orders", quote, &text, true, false)
            }
        }
    }

    /// When the orders just accepted count until, said after every item once the mail's orders
    /// are in: the round runs now (its report follows), runs early at a time, or closes at its
    /// deadline. Never a deadline that has passed.
    pub(crate) fn closing(&self, g: &GameRow, phase: &PhaseInfo) -> Result<String, ModError> {
        let turn = capitalised(&phase.title);
        let now = self.now();
        let say = |what: &str, at: Option<chrono::DateTime<chrono::Utc>>| {
            let at = at.map(|t| format_time(t, g.tz)).unwrap_or_default();
            self.answer(what, json!({ "turn": turn, "at": at }))
        };
        if g.status == GameStatus::Paused {
            return say("closing_paused", None);
        }
        match (g.early_at, due::close_at(g)) {
            (Some(t), _) if t <= now => say("closing_now", None),
            (Some(t), _) => say("closing_early", Some(t)),
            (None, Some(t)) => say("closing_deadline", Some(t)),
            (None, None) => Ok(String::new()),
        }
    }

    /// Queues the one reply to a player's mail; returns its kind and id.
    pub(crate) fn queue_reply(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &mut PlayerRow,
        (items, phase): (&[Item], Option<PhaseInfo>),
        answering: Option<&str>,
    ) -> Result<(MailKind, OutboxId), ModError> {
        let engine = self.engine(&g.kind)?;
        let has = |what: &str| items.iter().any(|i| i.what == what);
        let kind = if items.iter().any(|i| i.error) {
            MailKind::Error
        } else if items.iter().any(|i| i.acted) {
            MailKind::Confirmation
        } else if has("status") || has("orders_on_file") || has("try") {
            MailKind::Status
        } else {
            MailKind::Help
        };
        let status = if has("status") {
            Some(self.status_text(c, g, p.seat)?)
        } else {
            None
        };
        let help = has("help").then(|| {
            let short = engine.rules_in_short(self.say());
            let short = short.trim_end();
            let common = match engine.example_orders() {
                "" => COMMON_HELP.replace("\n                    Example: TRY {example}", ""),
                example => COMMON_HELP.replace("{example}", example),
            };
            let help = format!("{}\n\n{common}", engine.help(self.say()).trim_end());
            if short.is_empty() {
                help
            } else {
                format!("{short}\n\n{help}")
            }
        });
        let trial: Vec<String> = items
            .iter()
            .filter_map(|i| i.attachment.as_deref())
            .map(|t| t.trim_end().to_string())
            .collect();
        let status = status.map(|s| s.trim_end().to_string());
        let phase = match phase {
            Some(p) => p,
            None => engine.phase(&g.state)?,
        };
        let closing = if items
            .iter()
            .any(|i| matches!(i.what, "orders" | "wait") && i.acted)
        {
            self.closing(g, &phase)?
        } else {
            String::new()
        };
        let body = self.render(
            "reply.txt",
            json!({
                "name": p.name,
                "game": g.id,
                "items": items,
                "closing": closing,
                "status": status,
                "help": help,
                "trials": trial,
                "commands": commands_hint(&phase),
                "held": g.held.is_some(),
            }),
        )?;
        let turn = capitalised(&phase.title);
        let subject = match kind {
            MailKind::Error => format!("{turn}: problems in your mail"),
            MailKind::Confirmation => format!("{turn}: received"),
            // Named after what it answers: a what-if, the orders on file, or the status.
            MailKind::Status if has("status") => format!("{turn}: status"),
            MailKind::Status if has("try") => format!("{turn}: what-if report"),
            MailKind::Status => format!("{turn}: your orders on file"),
            _ => format!("Game {}: help", g.id),
        };
        // STATUS shows the board as a picture too.
        let picture = if has("status") {
            self.status_picture(c, g)?
        } else {
            Vec::new()
        };
        let mail = (kind, Some(g.round), subject.as_str(), body);
        let id = self.queue_player_with(c, g, p, mail, answering, picture)?;
        Ok((kind, id))
    }

    /// The STATUS answer: where the game is, who is in (never what they sent), the position.
    pub(crate) fn status_text(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
    ) -> Result<String, ModError> {
        let engine = self.engine(&g.kind)?;
        let ps = crate::store::games::players(c, g.id)?;
        let seats_in = crate::moderator::round::gather::seats_in(c, engine, g, ps.len())?;
        let mut out = String::new();
        if g.status.is_live() {
            let close = due::close_at(g)
                .map(|t| format_time(t, g.tz))
                .unwrap_or_default();
            let phase = engine.phase(&g.state)?;
            out.push_str(&format!(
                "Game {}, {} ({}). Orders due by\n  {close}\n",
                g.id,
                turn_phrase(&phase),
                g.status
            ));
            for pl in &ps {
                let state = match pl.status {
                    PlayerStatus::Resigned => "resigned",
                    _ if seats_in.contains(&pl.seat) => "in",
                    _ => "not yet",
                };
                let label = engine.seat_label(&g.state, pl.seat)?;
                // Who waits is shown, never why.
                let waits = if pl.waits_in == Some(g.round) && pl.status == PlayerStatus::Active {
                    ", waits for the deadline"
                } else {
                    ""
                };
                out.push_str(&format!("  {label}: {state}{waits}\n"));
            }
        } else {
            out.push_str(&format!("Game {} is {}.\n", g.id, g.status));
        }
        out.push('\n');
        out.push_str(
            engine
                .render_status(&g.state, Some(seat), self.say())?
                .trim_end(),
        );
        Ok(out)
    }
}
