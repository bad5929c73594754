//! What was read around the words that did not: a refused program's pieces (as she parted
//! them: commas, semicolons, lines), each read alone with the game, the ones that did not read
//! marked `?`, and the documented line to send once they are put right. Said only where every
//! other piece reads alone and the game writes orders as a line ([`crate::games::ComputerPlayer`]).

use super::orders::{OrdersReading, read_in_phase};
use crate::games::{OrderProblem, Seat};
use crate::moderator::error::ModError;
use crate::moderator::layers::Intake;
use crate::store::games::GameRow;
use rusqlite::Connection;

/// The mark of a piece that did not read.
const UNREAD: &str = "?";

/// `text`'s pieces as she parted them.
fn pieces(text: &str) -> Vec<&str> {
    text.split([',', ';', '\n'])
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect()
}

/// Whether `piece` holds the words of one of `problems`.
fn unread(piece: &str, problems: &[OrderProblem]) -> bool {
    let piece = piece.to_lowercase();
    problems
        .iter()
        .map(|p| p.text.trim().to_lowercase())
        .any(|t| !t.is_empty() && piece.contains(&t))
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
        let OrdersReading::Rejected { problems } = r else {
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
            if unread(piece, problems) {
                read.push(UNREAD.to_string());
                continue;
            }
            let (_, orders) = read_in_phase(c, g, seat, &keyword, piece, engine, &*state)?;
            let Some(Ok((orders, _))) = orders else {
                return Ok(None);
            };
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
    }

    #[test]
    fn a_piece_holding_a_problem_s_words_did_not_read() {
        let p = [OrderProblem {
            text: "Flurb".into(),
            message: "not an instruction".into(),
        }];
        assert!(unread("left flurb", &p));
        assert!(!unread("left", &p));
    }
}
