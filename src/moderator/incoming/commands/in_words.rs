//! Orders that came without their command word: a command read from a player's words (`Said`),
//! done as if sent as documented, and a bare program in a reply to a round's mail.

use super::Reading;
use crate::games::PhaseInfo;
use crate::inbound::PlayerCommand;
use crate::moderator::error::ModError;
use crate::moderator::incoming::orders::{apply_orders, read_in_phase};
use crate::moderator::incoming::reply::Item;
use crate::moderator::layers::Intake;
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
        // Instructions in a sentence: read with the game, whole; after
        // a correction (`sorry, make that ...`) even beside orders of the turn's keyword.
        if let PlayerCommand::Unmarked { text } = read_as {
            let Some((mut item, seen)) =
                self.bare_orders_as(c, g, p, (text, second_thought), reading)?
            else {
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
            let phase = self.ctx.engine(&g.kind)?.load(&g.state)?.phase();
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
        let Some(mut item) = self.apply_documented(c, g, p, read_as, reading)? else {
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

    /// [`Self::bare_orders`], as a second thought when `second` (`sorry, make that ...`, an
    /// edit made): then even beside orders of the turn's keyword.
    pub(super) fn bare_orders_as(
        &self,
        c: &Connection,
        g: &mut GameRow,
        p: &PlayerRow,
        (text, second): (&str, bool),
        reading: &mut Reading,
    ) -> Result<Option<(Item, PhaseInfo)>, ModError> {
        let allowed = reading.bare_allowed;
        reading.bare_allowed |= second;
        let read = self.bare_orders(c, g, p, text, reading);
        reading.bare_allowed = allowed;
        read
    }

    /// A bare line or list is the program only in a reply to robomod's mail that holds no
    /// orders command of the turn's keyword (a later one replaces an earlier one, as a second
    /// thought does). It is read whole, once: what does not read is said back and nothing of
    /// it applied. Words with no sign only instructions have (a digit, a letter alone) that
    /// do not read are prose: nothing is said (`None`).
    pub(super) fn bare_orders(
        &self,
        c: &Connection,
        g: &mut GameRow,
        p: &PlayerRow,
        text: &str,
        reading: &Reading,
    ) -> Result<Option<(Item, PhaseInfo)>, ModError> {
        if !g.status.is_live() || !(reading.bare_allowed || reading.order_text.is_some()) {
            return Ok(None);
        }
        let engine = self.ctx.engine(&g.kind)?;
        let state = engine.load(&g.state)?;
        let keyword = state.phase().order_keyword.to_uppercase();
        let read = |text: &str| -> Result<bool, ModError> {
            let (_, r) = read_in_phase(c, g, p.seat, &keyword, text, engine, &*state)?;
            Ok(matches!(r, Some(Ok(_))))
        };
        if !reading.bare_allowed {
            let order = reading.order_text.as_deref().unwrap_or("");
            return self.beside_order(text, order, &keyword, read, state.phase());
        }
        let Some(text) = hers(text, read)? else {
            return Ok(None);
        };
        let text = text.as_str();
        // A later program in the same mail replaces an earlier one (`2RN 3YE` / `no wait,
        // 2RN 3YW`), as the player's second thought.
        let (r, seen) = apply_orders(
            self.ctx,
            c,
            g,
            p.seat,
            (&keyword, text),
            Source::Mail,
            Some(reading.inbox),
            reading.now,
        )?;
        let around = self.read_around(c, g, p.seat, (&keyword, text), &r)?;
        let mut item = self.orders_item(g, &seen, &text.replace('\n', " "), (r, around));
        // What was read is said where it was taken; a refusal speaks for itself.
        if !item.error {
            let command = crate::lang::now().command_word(&seen.order_keyword.to_uppercase());
            let head = self.answer("read_as", json!({ "command": command }))?;
            item.lines.insert(0, format!("  {}", head.trim()));
        }
        Ok(Some((item, seen)))
    }
}

impl Intake<'_> {
    /// Instructions written bare beside her order of the turn's keyword in the same mail
    /// (`PROGRAM F2 L F R U` / `..., so F2 R F L U`): the order counts; these, when they read
    /// whole and are not the order again, are said back with the line to send, never dropped
    /// in silence nor taken on a guess.
    fn beside_order(
        &self,
        text: &str,
        order: &str,
        keyword: &str,
        mut read: impl FnMut(&str) -> Result<bool, ModError>,
        phase: PhaseInfo,
    ) -> Result<Option<(Item, PhaseInfo)>, ModError> {
        let plain = |t: &str| -> String {
            t.chars()
                .filter(char::is_ascii_alphanumeric)
                .collect::<String>()
                .to_uppercase()
        };
        if plain(text) == plain(order) || !sure(text) || !read(text)? {
            return Ok(None);
        }
        let say = crate::lang::now();
        let written = format!("{keyword} {}", text.replace('\n', " "));
        let ctx = json!({
            "command": say.command_line(&written),
            "order": say.command_word(keyword),
        });
        let answer = self.answer("beside_order", ctx)?;
        Ok(Some((
            Item::new("remark", text, &answer, false, false),
            phase,
        )))
    }
}

/// The program she wrote, of the pieces of instructions the mail reader found (one a line of
/// `text`), read whole, once (`read` says whether a text reads as the turn's orders): all the
/// pieces when they read together. Else, beside other pieces, a piece of one or two words that
/// does not read alone and holds no notation word is prose (`in 6` of `got it in 6: rW ...`;
/// `one west` is an instruction that did not read); what is left is applied or
/// refused whole. `None` when nothing is left, or what is left does not read and is not
/// [`sure`] to be instructions: prose, of which nothing is said.
fn hers(
    text: &str,
    mut read: impl FnMut(&str) -> Result<bool, ModError>,
) -> Result<Option<String>, ModError> {
    if read(text)? {
        return Ok(Some(text.to_string()));
    }
    let pieces: Vec<&str> = text.lines().collect();
    let mut kept = Vec::new();
    // A word of a game's notation of four letters or more (`west`, `naprzód`) says the piece
    // is one of her instructions: `one west` of `2 green north, the big purple one west`.
    for piece in &pieces {
        let short = piece.split_whitespace().count() <= 2 && notation_words(piece, 4) == 0;
        if pieces.len() > 1 && short && !read(piece)? {
            continue;
        }
        kept.push(*piece);
    }
    let kept = kept.join("\n");
    if kept.is_empty() || !sure(&kept) && !read(&kept)? {
        return Ok(None);
    }
    Ok(Some(kept))
}

/// Whether words are surely instructions, read or not: a digit or a letter alone (`F7 L`), or
/// three words of a game's notation (`large red north, medium yellow west`).
fn sure(text: &str) -> bool {
    crate::inbound::sure_instructions(text) || notation_words(text, 3) >= 3
}

/// How many words of a game's notation of `least` letters or more `text` holds (`west`,
/// `naprzód`, `red`).
fn notation_words(text: &str, least: usize) -> usize {
    let words = crate::games::words();
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| w.chars().count() >= least && words.is_notation(w))
        .count()
}

#[cfg(test)]
mod tests {
    use super::hers;

    /// A game that reads `F`, `L`, `R` and nothing else.
    fn read(text: &str) -> Result<bool, crate::moderator::error::ModError> {
        Ok(text
            .split_whitespace()
            .all(|w| matches!(w.trim_matches(','), "F" | "L" | "R")))
    }

    #[test]
    fn a_program_reads_whole_or_is_refused_whole() {
        assert_eq!(hers("F L\nR", read).unwrap().as_deref(), Some("F L\nR"));
        // A word that does not read in her program: the whole is refused, nothing dropped.
        assert_eq!(
            hers("F Lx R\nF", read).unwrap().as_deref(),
            Some("F Lx R\nF")
        );
        assert_eq!(
            hers("Fx 2, F, L", read).unwrap().as_deref(),
            Some("Fx 2, F, L")
        );
    }

    #[test]
    fn a_short_piece_of_prose_beside_her_program_is_no_part_of_it() {
        assert_eq!(
            hers("in 6\nF L R F", read).unwrap().as_deref(),
            Some("F L R F")
        );
        // Prose alone is nothing said.
        assert_eq!(hers("so what", read).unwrap(), None);
        assert_eq!(hers("in 6", read).unwrap().as_deref(), Some("in 6"));
        // A piece with a word of a game's notation is hers: refused whole, never dropped.
        assert_eq!(
            hers("F L\none west", read).unwrap().as_deref(),
            Some("F L\none west")
        );
    }
}
