//! Orders that came without their command word: a command read from a player's words (`Said`),
//! done as if sent as documented, and a bare program in a reply to a round's mail.

use super::Reading;
use crate::games::PhaseInfo;
use crate::inbound::PlayerCommand;
use crate::moderator::Intake;
use crate::moderator::ModError;
use crate::moderator::incoming::orders::{apply_orders, read_in_phase};
use crate::moderator::incoming::reply::Item;
use crate::moderator::words::clip;
use crate::store::games::{GameRow, PlayerRow};
use crate::store::rounds::Source;
use rusqlite::Connection;
use serde_json::json;

impl Intake<'_> {
    /// A command read from words: done as if sent as documented, its item quoting her words
    /// and saying what they were read as. An order the game has no use for in this phase
    /// (`power down` in a game without it) does nothing and says so, refusing nothing.
    pub(super) fn said_item(
        &self,
        c: &Connection,
        g: &mut GameRow,
        p: &mut PlayerRow,
        (line, read_as, second_thought): (&str, &PlayerCommand, bool),
        reading: &mut Reading,
    ) -> Result<Option<Item>, ModError> {
        // Instructions in a sentence: read with the game, the part of them that reads; after
        // a correction (`sorry, make that ...`) even beside orders of the turn's keyword.
        if let PlayerCommand::Unmarked { text } = read_as {
            let allowed = reading.bare_allowed;
            if second_thought {
                reading.bare_allowed = true;
            }
            let read = self.bare_orders(c, g, p, text, reading, true);
            reading.bare_allowed = allowed;
            let Some((mut item, seen)) = read? else {
                return Ok(None);
            };
            reading.phase = Some(seen);
            item.quote = clip(line, 70);
            return Ok(Some(item));
        }
        let say = crate::lang::now();
        let command = say.command_line(&read_as.quoted());
        if let PlayerCommand::Orders { keyword, .. } = read_as
            && g.status.is_live()
        {
            let phase = self.engine(&g.kind)?.load(&g.state)?.phase();
            let fits = keyword.eq_ignore_ascii_case(&phase.order_keyword)
                || phase
                    .bare_orders
                    .iter()
                    .any(|b| b.eq_ignore_ascii_case(keyword));
            if !fits {
                let text = self.answer("not_this_game", json!({ "command": command }))?;
                return Ok(Some(Item::new("remark", line, &text, false, false)));
            }
        }
        let Some(mut item) = self.apply_command(c, g, p, read_as, reading)? else {
            return Ok(None);
        };
        // A letter or press read from words keeps its own answer: its quote is her line.
        if !matches!(
            read_as,
            PlayerCommand::ToModerator { .. } | PlayerCommand::Press { .. }
        ) {
            let head = self.answer("read_as", json!({ "command": command }))?;
            item.lines.insert(0, format!("  {}", head.trim()));
        }
        item.quote = clip(line, 70);
        Ok(Some(item))
    }

    /// A bare line or list is the program only in a reply to robomod's mail that holds no
    /// orders command of the turn's keyword (a later one replaces an earlier one, as a second
    /// thought does). A line of instructions alone is read whole; instructions in a sentence
    /// (`loose`) are the longest part of them that reads. When nothing reads, nothing is said
    /// (`None`): prose is never mistaken for orders.
    pub(super) fn bare_orders(
        &self,
        c: &Connection,
        g: &mut GameRow,
        p: &PlayerRow,
        text: &str,
        reading: &Reading,
        loose: bool,
    ) -> Result<Option<(Item, PhaseInfo)>, ModError> {
        if !reading.bare_allowed || !g.status.is_live() {
            return Ok(None);
        }
        let engine = self.engine(&g.kind)?;
        let state = engine.load(&g.state)?;
        let keyword = state.phase().order_keyword.to_uppercase();
        // The words read as instructions in a sentence may take a word or two of the sentence
        // with them (`do forward 2 ...`, `... F3 for`): the longest part that reads is taken.
        let words: Vec<&str> = text.split_whitespace().collect();
        let n = words.len();
        let mut spans: Vec<(usize, usize)> = Vec::new();
        for len in (n.saturating_sub(4).max(1)..=n).rev() {
            // The end first: words before instructions introduce them (`register one: forward
            // two`), words after them are rarer.
            for a in (0..=n - len).rev() {
                spans.push((a, a + len));
            }
        }
        if !loose {
            spans.truncate(1);
        }
        let mut found = None;
        for (a, b) in spans {
            let part = words[a..b].join(" ");
            let (_, read) = read_in_phase(c, g, p.seat, &keyword, &part, engine, &*state)?;
            if matches!(read, Some(Ok(_))) {
                found = Some(if (a, b) == (0, n) {
                    text.to_string()
                } else {
                    part
                });
                break;
            }
        }
        // A line of nothing but instructions, sure to be some, that does not read is said
        // back with what is wrong in it; other words that do not read are prose.
        let sure = !loose && crate::inbound::sure_instructions(text);
        let Some(text) = found.or_else(|| sure.then(|| text.to_string())) else {
            return Ok(None);
        };
        let text = text.as_str();
        // A later program in the same mail replaces an earlier one (`2RN 3YE` / `no wait,
        // 2RN 3YW`), as the player's second thought.
        let (r, seen) = apply_orders(
            self,
            c,
            g,
            p.seat,
            (&keyword, text),
            Source::Mail,
            Some(reading.inbox),
            reading.now,
        )?;
        let mut item = self.orders_item(g, &seen, text, r);
        // What was read is said where it was taken; a refusal speaks for itself.
        if !item.error {
            let command = crate::lang::now().command_word(&seen.order_keyword.to_uppercase());
            let head = self.answer("read_as", json!({ "command": command }))?;
            item.lines.insert(0, format!("  {}", head.trim()));
        }
        Ok(Some((item, seen)))
    }
}
