//! What was read around the words that did not: a refused program's pieces (as she parted
//! them: commas, semicolons, lines; a list's items come joined by commas), each read alone
//! with the game, the ones that do not read alone marked `?`, and the documented line to send once they are put right. Said only where every
//! other piece reads alone and the game writes orders as a line ([`crate::games::ComputerPlayer`]).

use super::orders::{OrdersReading, read_in_phase};
use crate::games::Seat;
use crate::moderator::error::ModError;
use crate::moderator::layers::Intake;
use crate::store::games::GameRow;
use rusqlite::Connection;

/// The mark of a piece that did not read.
const UNREAD: &str = "?";

/// `text`'s pieces as she parted them; codes parted by spaces alone are pieces each (`F3 L F
/// R zigzag`), when all but one word are short codes with a letter (no number alone, no word
/// of a spelled-out instruction: `forward 2` is one piece).
fn pieces(text: &str) -> Vec<&str> {
    let parted: Vec<&str> = text
        .split([',', ';', '\n'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    let words: Vec<&str> = text.split_whitespace().collect();
    let code = |w: &str| {
        w.chars().count() <= 4
            && w.chars().any(char::is_alphabetic)
            && w.chars().all(|c| c.is_alphanumeric() || "+-".contains(c))
    };
    let numbers = words.iter().any(|w| w.chars().all(|c| c.is_ascii_digit()));
    if parted.len() == 1
        && words.len() >= 3
        && !numbers
        && words.iter().filter(|w| code(w)).count() + 1 >= words.len()
    {
        return words;
    }
    parted
}

impl Intake<'_> {
    /// For orders `text` of `keyword` read as `r`: when refused, the line to send, as read
    /// around the words that did not read (`PROGRAM F3 L ? R U`); `None` when accepted, or
    /// when that cannot be said whole.
    pub(super) fn read_around(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
        (keyword, text): (&str, &str),
        r: &OrdersReading,
    ) -> Result<Option<String>, ModError> {
        let OrdersReading::Rejected { .. } = r else {
            return Ok(None);
        };
        let pieces = pieces(text);
        if pieces.len() < 2 {
            return Ok(None);
        }
        let engine = self.ctx.engine(&g.kind)?;
        let Some(computer) = engine.capabilities().computer else {
            return Ok(None);
        };
        let state = engine.load(&g.state)?;
        let keyword = keyword.to_uppercase();
        let mut read = Vec::with_capacity(pieces.len());
        for piece in pieces {
            let (_, orders) = read_in_phase(c, g, seat, &keyword, piece, engine, &*state)?;
            let (orders, echoed) = match orders {
                Some(Ok(read)) => read,
                // A piece that does not read alone is what she must put right.
                Some(Err(_)) => {
                    read.push(UNREAD.to_string());
                    continue;
                }
                None => return Ok(None),
            };
            // Written as her accepted orders are echoed (in her language: Polish `3CN`, not
            // `3RN`) when that reads back the same; else as the documented line.
            let (_, again) = read_in_phase(c, g, seat, &keyword, &echoed, engine, &*state)?;
            if matches!(&again, Some(Ok((o, _))) if *o == orders) {
                read.push(echoed);
                continue;
            }
            let written = computer.mail_text(&*state, &orders)?;
            let Some(line) = written.lines().find_map(|l| {
                let (word, rest) = l.split_once(' ')?;
                word.eq_ignore_ascii_case(&keyword)
                    .then(|| rest.trim().to_string())
            }) else {
                return Ok(None);
            };
            read.push(line);
        }
        if !read.iter().any(|r| r == UNREAD) || read.iter().all(|r| r == UNREAD) {
            return Ok(None);
        }
        let word = crate::lang::now().command_word(&keyword);
        Ok(Some(format!("{word} {}", read.join(" "))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_parted_as_she_parted_them() {
        assert_eq!(
            pieces("forward three, left,flurb\nright; u-turn"),
            ["forward three", "left", "flurb", "right", "u-turn"]
        );
        assert_eq!(pieces("F3 L F R zigzag"), ["F3", "L", "F", "R", "zigzag"]);
        // Words of one instruction stay together: no guess at where one ends.
        assert_eq!(pieces("forward 2 left zigzag"), ["forward 2 left zigzag"]);
        assert_eq!(pieces("forward three zigzag"), ["forward three zigzag"]);
    }
}
