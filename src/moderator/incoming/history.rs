//! `HISTORY` and `SUMMARY`: a game's past told again to one of its players, from the stored
//! rounds (njudge's HISTORY and SUMMARY; Eressea's REPORT). `HISTORY` re-renders past round
//! reports as the seat saw them, in the reader's language today, after the reply's answers
//! (the last round's alone, one, a range, or all, at most [`MAX_ROUNDS`] a mail, the rest named
//! as the next command to send); `SUMMARY` is the game so far in one mail: the standings (or
//! the status), then each round in a line (when it ran, who was late, who left).

use super::reply::Item;
use crate::games::Seat;
use crate::inbound::Rounds;
use crate::lang;
use crate::moderator::error::ModError;
use crate::moderator::layers::Records;
use crate::moderator::round::numbering::Numbering;
use crate::moderator::words::{MAIL_WIDTH, capitalised, join_names, wrap};
use crate::say;
use crate::schedule::format_time;
use crate::store::games::GameRow;
use crate::store::rounds::{RoundRow, SeatNews, last_round, rounds, rounds_between};
use rusqlite::Connection;
use serde_json::json;

/// The most round reports one `HISTORY` mail carries.
pub const MAX_ROUNDS: u32 = 10;

impl Records<'_> {
    /// `HISTORY`: the answer, and the reports after it (the item's attachment). Rounds are
    /// the game's, as its reports name them ([`Numbering`]): `HISTORY 1` is "round 1",
    /// `HISTORY 0` the turns before it (RAMbots' setup), `HISTORY ALL` every one.
    pub(super) fn history_item(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
        asked: Rounds,
    ) -> Result<Item, ModError> {
        let quote = format!("HISTORY{asked}");
        let Some(last) = last_round(c, g.id)? else {
            let text = self.notify.answer("history_none", json!({}))?;
            return Ok(Item::new("history", &quote, &text, true, false));
        };
        let engine = self.ctx.engine(&g.kind)?;
        let numbering = Numbering::of(c, engine, g.id)?;
        let (from, to) = match asked {
            Rounds::Last => (last, last),
            Rounds::All => (1, last),
            Rounds::Span { from, to } => {
                let (from, to) = numbering.records(from, to);
                (from, to.min(last))
            }
        };
        if from > to {
            let asked = match asked {
                Rounds::Span { from, .. } => from,
                _ => numbering.number(last),
            };
            let turn = self.turn_of(c, engine, g.id, last)?;
            let text = self
                .notify
                .answer("history_missing", json!({ "asked": asked, "turn": turn }))?;
            return Ok(Item::new("history", &quote, &text, true, false));
        }
        let shown_to = to.min(from + MAX_ROUNDS - 1);
        let mut reports = Vec::new();
        let mut titles = Vec::new();
        for r in rounds_between(c, g.id, from, shown_to)? {
            let before = engine.load(&r.state_before)?;
            let phase = before.phase_in(self.notify.say());
            let when = format_time(r.executed_at, g.tz);
            let turn = capitalised(&phase.title);
            let heading = say!(lang::now(), "history-round", turn = turn, when = when);
            let after = engine.load(&r.state_after)?;
            let report = before.render_report(&r.events, &*after, Some(seat), self.notify.say())?;
            reports.push(format!("{}\n\n{}", rule(&heading), report.trim_end()));
            titles.push(phase.title);
        }
        // The rest, as the command that sends it, in the game's numbers.
        let more = (shown_to < to).then(|| {
            let next = numbering.number(shown_to + 1);
            let next_to = numbering.number(to.min(shown_to + MAX_ROUNDS));
            let span = match next == next_to {
                true => format!("HISTORY {next}"),
                false => format!("HISTORY {next}-{next_to}"),
            };
            lang::now().command_line(&span)
        });
        let (first, last) = (titles.first().cloned(), titles.last().cloned());
        let text = self.notify.answer(
            "history",
            json!({ "count": reports.len(), "first": first, "last": last, "more": more }),
        )?;
        let mut item = Item::new("history", &quote, &text, false, false);
        item.attachment = Some(reports.join("\n\n"));
        Ok(item)
    }

    /// The title of record round `k` of game `game`, as its report named it.
    fn turn_of(
        &self,
        c: &Connection,
        engine: &dyn crate::games::DynGame,
        game: i64,
        k: u32,
    ) -> Result<String, ModError> {
        let state = crate::store::rounds::state_before(c, game, k)?.unwrap_or_default();
        let state: serde_json::Value = serde_json::from_str(&state)
            .map_err(|e| ModError::Corrupt(format!("game {game}: a round's state: {e}")))?;
        Ok(engine.load(&state)?.phase_in(self.notify.say()).title)
    }

    /// `SUMMARY`: the answer, and the game so far after it (the item's attachment).
    pub(super) fn summary_item(&self, c: &Connection, g: &GameRow) -> Result<Item, ModError> {
        let engine = self.ctx.engine(&g.kind)?;
        let played = rounds(c, g.id)?;
        let say = lang::now();
        let state = engine.load(&g.state)?;
        let phase = state.phase_in(self.notify.say());
        let mut out = vec![rule(&say!(
            say,
            "summary-heading",
            game = g.id,
            turn = capitalised(&phase.title),
            status = say!(say, "game-status", status = g.status.to_string())
        ))];
        out.push(String::new());
        let standings = match engine.capabilities().standings {
            Some(s) => s.render_standings(&*state, self.notify.say())?,
            None => None,
        };
        // A game without standings is summed up by its position, and the answer says which.
        let ranked = standings.is_some();
        let standings = standings.unwrap_or_else(|| state.render_status(None, self.notify.say()));
        out.push(standings.trim_end().to_string());
        out.push(String::new());
        if played.is_empty() {
            out.push(say.t("summary-no-rounds"));
        } else {
            out.push(say.t("summary-rounds"));
            for r in &played {
                out.extend(self.round_line(engine, g, r)?);
            }
        }
        let text = self.notify.answer(
            "summary",
            json!({ "rounds": played.len(), "standings": ranked }),
        )?;
        let mut item = Item::new("summary", "SUMMARY", &text, false, false);
        item.attachment = Some(out.join("\n"));
        Ok(item)
    }

    /// One round of the summary: its turn, when it ran and how, who was late, who left,
    /// wrapped and indented under its first line.
    fn round_line(
        &self,
        engine: &dyn crate::games::DynGame,
        g: &GameRow,
        r: &RoundRow,
    ) -> Result<Vec<String>, ModError> {
        let say = lang::now();
        let phase = engine.load(&r.state_before)?.phase_in(self.notify.say());
        let after = engine.load(&r.state_after)?;
        let names = |seats: &mut dyn Iterator<Item = &Seat>| -> Result<String, ModError> {
            let named: Vec<String> = seats
                .map(|s| after.seat_name(*s, self.notify.say()))
                .collect();
            Ok(join_names(&named))
        };
        let late = names(&mut r.late.iter())?;
        let left = names(&mut r.news.iter().filter_map(|n| match n {
            SeatNews::Resigned { seat } => Some(seat),
            _ => None,
        }))?;
        let mut line = say!(
            say,
            "summary-round",
            turn = capitalised(&phase.title),
            when = format_time(r.executed_at, g.tz),
            how = r.closed_by.as_str()
        );
        for (id, who) in [("summary-late", late), ("summary-left", left)] {
            if !who.is_empty() {
                line.push_str("; ");
                line.push_str(&say!(say, id, names = who));
            }
        }
        Ok(wrap(&line, MAIL_WIDTH, "    ")
            .into_iter()
            .enumerate()
            .map(|(i, l)| {
                if i == 0 {
                    format!("  {}", l.trim_start())
                } else {
                    l
                }
            })
            .collect())
    }
}

/// `text` as a heading: between two rules of dashes to the mail's width.
fn rule(text: &str) -> String {
    let dashes = "-".repeat(MAIL_WIDTH);
    format!("{dashes}\n{text}\n{dashes}")
}
