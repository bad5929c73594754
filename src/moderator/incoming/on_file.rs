//! A player's orders on file, as their commands reach them: sent (`PROGRAM ...` and the
//! other order words), withdrawn (`CLEAR`), shown (`ORDERS`), tried (`TRY`), and the press
//! they send; each answered as one item of the reply (split from `commands.rs`, which reads
//! a mail's commands one by one).

use super::commands::Reading;
use super::orders::{apply_orders, read_in_phase, split_orders};
use super::reply::Item;
use crate::games::Seat;
use crate::moderator::error::ModError;
use crate::moderator::layers::Intake;
use crate::moderator::words::{clip, orders_hint};
use crate::schedule::format_time;
use crate::store::games::{GameRow, PlayerRow, PlayerStatus};
use crate::store::rounds::{Source, Submission, insert_submission};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

/// The most `TRY` reports in one reply (each is a whole round's report).
const MAX_TRIES: usize = 3;

/// Salt for the random stream of `TRY`, apart from the game's own.
const TRY_SALT: u64 = 0x7_7279;

impl Intake<'_> {
    /// Orders sent with their keyword (`PROGRAM ...`): read in the open phase and stored, or
    /// refused when the game is over or the player resigned.
    pub(super) fn orders_command(
        &self,
        c: &Connection,
        (g, p): (&GameRow, &PlayerRow),
        (keyword, text): (&str, &str),
        reading: &mut Reading,
    ) -> Result<Item, ModError> {
        let quote = format!("{keyword} {text}");
        if !g.status.is_live() {
            let text = self.answer("game_over", json!({ "status": g.status.to_string() }))?;
            return Ok(Item::new("orders", &quote, &text, true, false));
        }
        if p.status == PlayerStatus::Resigned {
            let text = self.answer("resigned", json!({}))?;
            return Ok(Item::new("orders", &quote, &text, true, false));
        }
        let (r, seen) = apply_orders(
            self.ctx,
            c,
            g,
            p.seat,
            (keyword, text),
            Source::Mail,
            Some(reading.inbox),
            reading.now,
        )?;
        let around = self.read_around(c, g, p.seat, (keyword, text), &r)?;
        let item = self.orders_item(g, &seen, &quote, (r, around));
        reading.phase = Some(seen);
        Ok(item)
    }

    /// `HELP RULES`: the game's rules, its house rules in force first (every option, its value
    /// for this game).
    pub(super) fn help_rules_item(&self, g: &GameRow) -> Result<Item, ModError> {
        let text = self.answer("rules", json!({}))?;
        let mut item = Item::new("rules", "HELP RULES", &text, false, false);
        let engine = self.ctx.engine(&g.kind)?;
        let house = crate::moderator::words::house_rules(engine, &g.settings, true);
        let rules = engine.rules(self.notify.say());
        item.attachment = Some(match house.is_empty() {
            true => rules,
            false => format!("{}\n\n{rules}", house.join("\n")),
        });
        Ok(item)
    }

    /// `CLEAR`: the seat's orders for the open turn withdrawn, and what is on file now.
    pub(super) fn clear_item(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &PlayerRow,
        inbox: i64,
        now: DateTime<Utc>,
    ) -> Result<Item, ModError> {
        if !g.status.is_live() || p.status == PlayerStatus::Resigned {
            let text = self.answer("nothing_to_withdraw", json!({}))?;
            return Ok(Item::new("clear", "CLEAR", &text, true, false));
        }
        self.clear_orders(c, g, p.seat, inbox, now)?;
        let text = self.on_file_text(c, g, p.seat)?;
        let text = self.answer("withdrawn", json!({ "on_file": text }))?;
        Ok(Item::new("clear", "CLEAR", &text, false, true))
    }

    /// `TRY <orders>`, at most [`MAX_TRIES`] in one mail.
    pub(super) fn try_command(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &PlayerRow,
        text: &str,
        reading: &mut Reading,
    ) -> Result<Item, ModError> {
        reading.tries += 1;
        if reading.tries > MAX_TRIES {
            let msg = self.answer("too_many_tries", json!({ "max": MAX_TRIES }))?;
            return Ok(Item::new("try", &format!("TRY {text}"), &msg, true, false));
        }
        self.try_item(c, g, p.seat, text)
    }

    /// `PRESS TO ...` or a reply to press: relayed, or refused with why.
    pub(super) fn press_item(
        &self,
        c: &Connection,
        (g, p): (&GameRow, &PlayerRow),
        quote: &str,
        wanted: super::press::Wanted<'_>,
        text: &str,
        now: DateTime<Utc>,
    ) -> Result<Item, ModError> {
        if let super::press::Wanted::Reply(_) = wanted {
            if let Some(orders) = self.reads_as_orders(c, g, p.seat, text)? {
                let answer =
                    crate::say!(crate::lang::now(), "press-reads-as-orders", orders = orders);
                return Ok(Item::new("press", quote, &answer, true, false));
            }
            // Seen in play: her program on one line and a question on the next, answering
            // the newest mail she had (press), went to the other player whole.
            if let Some((line, orders)) = self.line_reads_as_orders(c, g, p.seat, text)? {
                let answer = crate::say!(
                    crate::lang::now(),
                    "press-line-reads-as-orders",
                    line = clip(&line, 40),
                    orders = orders
                );
                return Ok(Item::new("press", quote, &answer, true, false));
            }
        }
        let (error, answer) = self.relay_press(c, g, p, wanted, text, now)?;
        Ok(Item::new("press", quote, &answer, error, !error))
    }

    /// Whether `text` reads whole as the seat's orders for the open turn: the line to send
    /// them (`PROGRAM L F U R B`). A reply to press that does (her program, answering the
    /// newest mail she had, which was press) is held back: relayed, it would show her program
    /// to the other player; applied, it would be a guess at what she meant.
    fn reads_as_orders(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
        text: &str,
    ) -> Result<Option<String>, ModError> {
        if !g.status.is_live() {
            return Ok(None);
        }
        let engine = self.ctx.engine(&g.kind)?;
        let state = engine.load(&g.state)?;
        let keyword = state.phase().order_keyword.to_uppercase();
        let (_, read) = read_in_phase(c, g, seat, &keyword, text, engine, &*state)?;
        Ok(match read {
            Some(Ok((_, canonical))) => {
                let word = crate::lang::now().command_word(&keyword);
                Some(format!("{word} {canonical}"))
            }
            _ => None,
        })
    }

    /// The first line of a reply to press of several lines that reads whole as the seat's
    /// orders (see [`Self::reads_as_orders`]), with the line to send them.
    fn line_reads_as_orders(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
        text: &str,
    ) -> Result<Option<(String, String)>, ModError> {
        let lines: Vec<&str> = (text.lines().map(str::trim))
            .filter(|l| !l.is_empty())
            .collect();
        // A word alone ("Right.", "Left?") is a word of a message, not a program.
        let words = |l: &str| {
            l.split(|c: char| c.is_whitespace() || c == ',')
                .filter(|w| !w.is_empty())
                .count()
        };
        if lines.len() < 2 {
            return Ok(None);
        }
        for line in lines.into_iter().filter(|l| words(l) >= 2) {
            if let Some(orders) = self.reads_as_orders(c, g, seat, line)? {
                return Ok(Some((line.to_string(), orders)));
            }
        }
        Ok(None)
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
        let engine = self.ctx.engine(&g.kind)?;
        if !g.status.is_live() {
            let msg = self.answer("nothing_to_try", json!({ "status": g.status.to_string() }))?;
            return Ok(Item::new("try", &quote, &msg, true, false));
        }
        let state = engine.load(&g.state)?;
        let phase = state.phase_in(self.notify.say());
        let (keyword, rest) = split_orders(&phase, text);
        let (_, read) = read_in_phase(c, g, seat, &keyword, &rest, engine, &*state)?;
        let (orders, canonical) = match read {
            Some(Ok(found)) => found,
            Some(Err(e)) => {
                let problems: Vec<_> = (e.problems.iter())
                    .map(|pr| json!({ "text": clip(&pr.text, 40), "message": pr.message }))
                    .collect();
                let msg = self.answer("try_problems", json!({ "problems": problems }))?;
                return Ok(Item::new("try", &quote, &msg, true, false));
            }
            None => {
                let msg = self.answer("try_no_orders", json!({ "orders": orders_hint(&phase) }))?;
                return Ok(Item::new("try", &quote, &msg, true, false));
            }
        };
        let mut rng = crate::games::step_rng(g.seed ^ TRY_SALT, g.round);
        let what_if = engine.capabilities().what_if;
        let tried = what_if.map(|w| w.what_if(&*state, seat, &orders, &mut rng, self.notify.say()));
        let Some(report) = tried.transpose()?.flatten() else {
            let msg = self.answer("try_unavailable", json!({ "phase": phase.name }))?;
            return Ok(Item::new("try", &quote, &msg, true, false));
        };
        let msg = self.answer("what_if", json!({ "canonical": canonical }))?;
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
                keyword: crate::moderator::round::gather::CLEAR.to_string(),
                ..Submission::for_turn(g, seat, now, Source::Mail, Some(inbox))
            },
        )?;
        Ok(())
    }

    /// The `ORDERS` answer: the orders that count for `seat` in the open turn, in canonical
    /// form, and when they arrived; or what the seat gets if nothing comes.
    pub(super) fn on_file_text(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
    ) -> Result<String, ModError> {
        let state = self.ctx.engine(&g.kind)?.load(&g.state)?;
        let phase = state.phase_in(self.notify.say());
        if !g.status.is_live() {
            return self.answer("on_file_over", json!({ "status": g.status.to_string() }));
        }
        Ok(match self.kept_canonical(c, g, seat)? {
            Some((canonical, received)) => {
                let received = format_time(received, g.tz);
                let ctx =
                    json!({ "turn": phase.title, "received": received, "canonical": canonical });
                self.answer("on_file", ctx)?
            }
            None => {
                let default = state.canonical(&state.default_orders(seat)?, self.notify.say())?;
                let ctx = json!({ "turn": phase.title, "default": default });
                self.answer("nothing_on_file", ctx)?
            }
        })
    }

    /// The orders that count for `seat` in the open turn of live `g`, in canonical form in the
    /// reader's language, and when they arrived; `None` when nothing is on file.
    pub(super) fn kept_canonical(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
    ) -> Result<Option<(String, DateTime<Utc>)>, ModError> {
        let state = self.ctx.engine(&g.kind)?.load(&g.state)?;
        let subs = crate::store::rounds::submissions(c, g.id, Some(g.round))?;
        let kept = crate::moderator::round::gather::kept_orders(&*state, seat.index() + 1, &subs)?
            .pop()
            .flatten();
        let found = kept.and_then(|k| subs.iter().find(|s| s.id as u64 == k.arrival));
        let Some(s) = found else {
            return Ok(None);
        };
        // In the reader's language now, from the orders themselves.
        let canonical = match &s.result {
            Ok((orders, _)) => state.canonical(orders, self.notify.say())?,
            Err(_) => String::new(),
        };
        Ok(Some((canonical, s.received_at)))
    }
}
