//! The one reply to a player's mail: each command quoted with what robomod made of it
//! ([`Item`]), when the orders count until, the status, HELP and `TRY` reports, and the commands
//! a player can send now; and the kind of a reply of items ([`reply_kind`], the lobby's and a
//! master's replies too).

use crate::games::{PhaseInfo, Seat};
use crate::lang;
use crate::moderator::due;
use crate::moderator::error::ModError;
use crate::moderator::incoming::orders::OrdersReading;
use crate::moderator::layers::Intake;
pub(crate) use crate::moderator::replies::{Item, reply_kind};
use crate::moderator::words::{
    MAIL_WIDTH, capitalised, clip, orders_hint, turn_phrase, wrap_paragraphs,
};
use crate::outgoing::MailKind;
use crate::say;
use crate::schedule::format_time;
use crate::store::games::{GameRow, GameStatus, PlayerRow, PlayerStatus};
use crate::store::mail::OutboxId;
use rusqlite::Connection;
use serde_json::json;

/// The most problems of one set of orders said in a reply; the rest are counted.
const MAX_PROBLEMS_SAID: usize = 8;

/// Every command a player can send now: `PROGRAM <your orders>, or PASS; STATUS; HELP; RESIGN`.
pub(crate) fn commands_hint(phase: &PhaseInfo) -> String {
    let say = lang::now();
    let mut hint = orders_hint(phase);
    for word in ["STATUS", "ORDERS", "CLEAR", "HELP", "RESIGN"] {
        hint.push_str("; ");
        hint.push_str(&say.command_word(word));
    }
    hint
}

/// HELP's text: the game's rules in short, its help, and what every game shares (the
/// example's line left out when the game gives none).
fn help_text(engine: &dyn crate::games::DynGame) -> String {
    let short = engine.rules_in_short(lang::now());
    let short = short.trim_end();
    let common = say!(lang::now(), "help-common", example = "{example}");
    let common = match engine.example_orders() {
        "" => common
            .lines()
            .filter(|l| !l.contains("{example}"))
            .collect::<Vec<_>>()
            .join("\n"),
        // The game's own example in the reader's notation, if its phrasebook writes one
        // (`<kind>-example`: `PROGRAM 1ZE 3CU`), else the example in the reader's command
        // words (`ROZWIĄZANIE yN rE`).
        example => {
            let own = format!("{}-example", engine.kind());
            let said = match lang::now().has(&own) {
                true => lang::now().t(&own),
                false => lang::now().command_line(example),
            };
            common.replace("{example}", &said)
        }
    };
    let help = format!("{}\n\n{common}", engine.help(lang::now()).trim_end());
    if short.is_empty() {
        help
    } else {
        format!("{short}\n\n{help}")
    }
}

impl Intake<'_> {
    /// One answer of the reply, from `templates/answers.txt`: its branch `say`, filled from
    /// `ctx` (an object).
    pub(crate) fn answer(&self, say: &str, ctx: serde_json::Value) -> Result<String, ModError> {
        self.notify.answer(say, ctx)
    }

    pub(crate) fn orders_item(
        &self,
        g: &GameRow,
        phase: &PhaseInfo,
        quote: &str,
        (r, around): (OrdersReading, Option<String>),
    ) -> Item {
        let close = due::closes_text(g);
        match r {
            // When they count until is said once, after every item (see `closing`): it is only
            // known once the mail's orders are all in.
            OrdersReading::Accepted { canonical, chance } => {
                let mut item = Item::new(
                    "orders",
                    quote,
                    &format!(
                        "{}\n{canonical}",
                        say!(lang::now(), "accepted-for", turn = phase.title.as_str())
                    ),
                    false,
                    true,
                );
                item.chance = chance;
                item
            }
            OrdersReading::Spent { why } => Item::new("orders", quote, &why, true, false),
            OrdersReading::Rejected { problems } => {
                let mut text = lang::now().t("not-accepted");
                // A few problems say what is wrong; a mail of thousands of bad words gets the
                // first of them and a count, not a reply of megabytes.
                // Her line as quoted (in her command words: a game names what it quotes in
                // them too, `ŻYROSKOP WYŁĄCZ`).
                let said = lang::now().command_line(quote.trim());
                for pr in problems.iter().take(MAX_PROBLEMS_SAID) {
                    // A message that quotes its words already says which they are.
                    let quoted =
                        [("\"", "\""), ("„", "”"), ("“", "”")]
                            .iter()
                            .any(|(open, close)| {
                                pr.message.contains(&format!("{open}{}{close}", pr.text))
                            });
                    if pr.text.is_empty() || pr.text == quote.trim() || pr.text == said || quoted {
                        text.push_str(&format!("\n- {}", pr.message));
                    } else {
                        text.push_str(&format!("\n- \"{}\": {}", clip(&pr.text, 40), pr.message));
                    }
                }
                if let Some(more) = problems
                    .len()
                    .checked_sub(MAX_PROBLEMS_SAID)
                    .filter(|n| *n > 0)
                {
                    text.push_str(&format!(
                        "\n- {}",
                        say!(lang::now(), "not-accepted-more", count = more)
                    ));
                }
                text.push('\n');
                text.push_str(&match around {
                    // What was read around the words that did not, as the line to send.
                    Some(line) => say!(
                        lang::now(),
                        "not-applied-around",
                        line = line,
                        close = close
                    ),
                    None => say!(lang::now(), "not-applied", close = close),
                });
                Item::new("orders", quote, &text, true, false)
            }
        }
    }

    /// When the orders just accepted count until, said after every item once the mail's orders
    /// are in: the round runs now (its report follows), runs early at a time, or closes at its
    /// deadline. Never a deadline that has passed.
    pub(crate) fn closing(
        &self,
        g: &GameRow,
        phase: &PhaseInfo,
        unsure: Option<&str>,
    ) -> Result<String, ModError> {
        let turn = capitalised(&phase.title);
        let now = self.ctx.now();
        let say = |what: &str, at: Option<chrono::DateTime<chrono::Utc>>| {
            let at = at.map(|t| format_time(t, g.tz)).unwrap_or_default();
            let text = self.answer(what, json!({ "turn": turn, "at": at }))?;
            Ok(wrap_paragraphs(&text))
        };
        if g.status == GameStatus::Paused {
            return say("closing_paused", None);
        }
        match (g.early_at, due::close_at(g)) {
            // Her mail had a line not read: the round waits for her (see `player_mail`).
            (None, Some(t)) if let Some(why) = unsure => say(why, Some(t)),
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
        let engine = self.ctx.engine(&g.kind)?;
        let has = |what: &str| items.iter().any(|i| i.what == what);
        let shown = ["status", "orders_on_file", "try", "history", "summary"];
        let otherwise = match shown.iter().any(|w| has(w)) {
            true => MailKind::Status,
            false => MailKind::Help,
        };
        let kind = reply_kind(items, otherwise);
        let status = if has("status") {
            Some(self.status_text(c, g, p.seat)?)
        } else {
            None
        };
        let help = has("help").then(|| help_text(engine));
        let trial: Vec<String> = items
            .iter()
            .filter_map(|i| i.attachment.as_deref())
            .map(|t| t.trim_end().to_string())
            .collect();
        let status = status.map(|s| s.trim_end().to_string());
        let phase = match phase {
            Some(p) => p,
            None => engine.load(&g.state)?.phase_in(self.notify.say()),
        };
        // Why the round waits for her: a line not read, else orders left to chance (orders
        // withdrawn later in the mail leave nothing to chance).
        let cleared = items.iter().rposition(|i| i.what == "clear" && i.acted);
        let chance = items[cleared.map_or(0, |k| k + 1)..]
            .iter()
            .any(|i| i.chance);
        let not_read = items.iter().any(Item::not_read);
        let waits = p.unsure_in == Some(g.round)
            && g.status.is_live()
            && (chance || not_read || cleared.is_none());
        let unsure = waits.then_some(match chance && !not_read {
            true => "closing_chance",
            false => "closing_unsure",
        });
        let closing = if unsure.is_some()
            || items[cleared.map_or(0, |k| k + 1)..]
                .iter()
                .any(|i| matches!(i.what, "orders" | "wait") && i.acted)
        {
            self.closing(g, &phase, unsure)?
        } else {
            String::new()
        };
        let body = self.notify.render(
            "reply.txt",
            json!({
                "name": p.name,
                "game": g.id,
                "items": crate::moderator::replies::shown(items),
                "closing": closing,
                "status": status,
                "help": help,
                "trials": trial,
                // Wrapped here, indented on every line, in columns (a Polish line is longer).
                "commands": crate::templates::wrap(&commands_hint(&phase), MAIL_WIDTH, "  ")
                    .join("\n"),
                "held": g.held.is_some(),
            }),
        )?;
        let turn = capitalised(&phase.title);
        let say = lang::now();
        let subject = match kind {
            MailKind::Error => say!(say, "subject-problems", turn = turn),
            MailKind::Confirmation => say!(say, "subject-received", turn = turn),
            // Named after what it answers: a what-if, the orders on file, or the status.
            MailKind::Status if has("status") => say!(say, "subject-status", turn = turn),
            MailKind::Status if has("try") => say!(say, "subject-what-if", turn = turn),
            MailKind::Status if has("history") => say!(say, "subject-history", game = g.id),
            MailKind::Status if has("summary") => say!(say, "subject-summary", game = g.id),
            MailKind::Status => say!(say, "subject-on-file", turn = turn),
            // A resignation waiting for its confirmation is named so, never "help".
            _ if has("resign") && !has("help") => say!(say, "subject-resign-ask", game = g.id),
            _ if has("help") => say!(say, "subject-help", game = g.id),
            _ => say!(say, "subject-answer", game = g.id),
        };
        // STATUS shows the board as a picture too.
        let picture = if has("status") {
            self.outbox.status_picture(c, g)?
        } else {
            Vec::new()
        };
        let mail = (kind, Some(g.round), subject.as_str(), body);
        let id = self
            .notify
            .queue_player_with(c, g, p, mail, answering, picture)?;
        Ok((kind, id))
    }

    /// The STATUS answer: where the game is, who is in (never what they sent), the position.
    pub(crate) fn status_text(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
    ) -> Result<String, ModError> {
        let loaded = self.ctx.engine(&g.kind)?.load(&g.state)?;
        let ps = crate::store::games::players(c, g.id)?;
        let seats_in = crate::moderator::round::gather::seats_in(c, &*loaded, g, ps.len())?;
        // Orders on file that are not complete (a program of two instructions of five) are
        // said as such: "not yet" beside "Accepted: L F3" would tell her two things.
        let on_file = crate::moderator::round::gather::current_orders(c, &*loaded, g, ps.len())?;
        let partly = |seat: Seat| on_file.get(seat.index()).is_some_and(Option::is_some);
        let mut out = String::new();
        if g.status.is_live() {
            let close = due::closes_text(g);
            let phase = loaded.phase_in(self.notify.say());
            let say = lang::now();
            let status = say!(say, "game-status", status = g.status.to_string());
            out.push_str(&say!(
                say,
                "status-game",
                game = g.id,
                turn = turn_phrase(&phase),
                status = status
            ));
            out.push_str(&format!("\n  {close}\n"));
            for pl in &ps {
                let state = lang::now().t(match pl.status {
                    PlayerStatus::Resigned => "status-resigned",
                    _ if seats_in.contains(&pl.seat) => "status-in",
                    _ if partly(pl.seat) => "status-partly",
                    _ => "status-not-yet",
                });
                let label = loaded.seat_name(pl.seat, self.notify.say());
                // Who waits is shown, never why.
                // A mail with a line not read holds the round up only for one who is in.
                let unsure = pl.unsure_in == Some(g.round) && seats_in.contains(&pl.seat);
                let waits = if (pl.waits_in == Some(g.round) || unsure)
                    && pl.status == PlayerStatus::Active
                {
                    lang::now().t("status-waits")
                } else {
                    String::new()
                };
                out.push_str(&format!("  {label}: {state}{waits}\n"));
            }
        } else {
            let say = lang::now();
            let status = say!(say, "game-status", status = g.status.to_string());
            out.push_str(&say!(say, "status-is", game = g.id, status = status));
            out.push('\n');
        }
        out.push('\n');
        out.push_str(
            loaded
                .render_status(Some(seat), self.notify.say())
                .trim_end(),
        );
        Ok(out)
    }
}
