//! Before step 6: the cards she was dealt, written beside the program she chose from them
//! (`My hand: F3 F2 F2 F B L L R R U`, `I have received the following cards: F, F, F2, L,
//! L, R, R, B, U, F3. From these I have chosen: ...`, `got f3 f2 f2 f r l l b u u in me
//! hand so goin f2 l f2 r u`), are no program: the words of `hand` and her cards are taken.

use super::{Clause, Read};
use crate::phrases::Match;

/// The most instructions a program of hers holds: more cards than that, written beside the
/// words of a hand, are her hand, commas between them or not.
const PROGRAM_MOST: usize = 5;

impl Clause<'_> {
    pub(super) fn hand(&self, read: &mut Read) {
        // The words of a hand nearest her cards (`I have received the following cards:`).
        let mut found = None;
        let mut from = 0;
        // (A few at most: a line of them stays linear.)
        for _ in 0..4 {
            let Some((m, _)) = self.phrases.find_from("hand", self.toks, from) else {
                break;
            };
            from = m.end.max(m.start + 1);
            // (`right hand turn`: a side, no hand of cards.)
            if self.side(&m) {
                continue;
            }
            let after = self.cards_after(m.end);
            if (found.as_ref()).is_none_or(|(_, (_, items))| after.1 > 0 || *items == 0) {
                found = Some((m, after));
            }
        }
        // `mam f3 f2 f2 f l l r u b f`: words that make a hand only before more cards than a
        // program holds, first in her clause (`hand_many`; `mam: rW yW ...` is a solution).
        if found.is_none()
            && let Some((m, _)) = self.phrases.find("hand_many", self.toks)
            && m.start == self.a
        {
            let after = self.cards_after(m.end);
            // (Nine at least, as a hand is dealt: a solution may be seven moves or eight.)
            if after.1 > PROGRAM_MOST + 3 {
                found = Some((m, after));
            }
        }
        let Some((m, (end, items))) = found else {
            return;
        };
        // `karty: F, F2, U, R, L`: a colon after the words and five items at most after it
        // to the clause's end label the cards she plays, no hand (one of them taken as the
        // hand left four to a program and the fifth to chance).
        // So does a verb of being after them (`moje karty to są F2, R, F, F3, L`): then the
        // words and the verb are taken.
        let intro = self
            .phrases
            .leading("intro", self.toks.get(m.end..).unwrap_or_default());
        let colon =
            m.end < self.toks.len() && m.end > 0 && (self.gap(m.end).contains(':') || intro > 0);
        // (Her sign-off may follow them: `..., L i to by było na tyle`.)
        let signed = {
            let rest = &self.toks[end..];
            let c = self.phrases.leading("connector", rest).min(rest.len());
            self.phrases.leading("sign_off", &rest[c..]) == rest.len() - c
        };
        if colon && items <= PROGRAM_MOST && (signed || self.gap(end).contains('(')) {
            if intro > 0 {
                read.claim(&Match {
                    start: m.start,
                    end: m.end + intro,
                    ..Match::default()
                });
            }
            return;
        }
        let end = if items > PROGRAM_MOST {
            end
        } else {
            // Fewer, and parted by commas: the codes up to the first of them (`I only have
            // one F2, so ...`).
            let mut k = m.end;
            while k < end && (k == m.end || !self.gap(k).contains(',')) {
                k += 1;
            }
            k
        };
        // Her cards written before the words (`f3 f2 ... u in me hand`): more than a program.
        let (start, before) = self.cards(m.start, -1);
        let start = if before > PROGRAM_MOST {
            start
        } else {
            m.start
        };
        if end > m.end || start < m.start {
            read.claim(&Match {
                start,
                end,
                ..Match::default()
            });
            read.any = true;
        }
    }

    /// Whether the words of a hand `m` are inside words that name no hand (`right hand
    /// turn`, `not_hand`).
    fn side(&self, m: &Match) -> bool {
        let mut from = m.start.saturating_sub(3);
        while let Some((n, _)) = (self.phrases.find_from("not_hand", self.toks, from))
            .filter(|(n, _)| n.start <= m.start)
        {
            if n.end >= m.end {
                return true;
            }
            from = n.start + 1;
        }
        false
    }

    /// The cards after the words of a hand ending at token `from`; a word or two between
    /// them passed over when a hand follows them (`I had a look at me hand there, F3 F2 F L R
    /// R U B F2 B`).
    fn cards_after(&self, from: usize) -> (usize, usize) {
        let at_once = self.cards(from, 1);
        if at_once.1 > PROGRAM_MOST {
            return at_once;
        }
        (from + 1..(from + 3).min(self.toks.len()))
            // (Words passed over are no code: `there`, near `three`, is one.)
            .take_while(|&k| !self.code(k - 1))
            .map(|k| self.cards(k, 1))
            .find(|&(_, items)| items > PROGRAM_MOST)
            .unwrap_or(at_once)
    }

    /// Whether token `k` is a code written as one (`F2`, `U`; [`runs::written_code`]).
    ///
    /// [`runs::written_code`]: super::super::runs::written_code
    fn code(&self, k: usize) -> bool {
        let t = &self.toks[k];
        super::super::runs::written_code(t, &self.text[t.start..t.end])
    }

    /// The text between token `k - 1` and token `k`.
    fn gap(&self, k: usize) -> &str {
        &self.text[self.toks[k - 1].end..self.toks[k].start]
    }

    /// The cards written from token `from` on (`step` 1) or before it (`step` -1), within
    /// one sentence and line: where they end (exclusive going on, the first going back) and
    /// how many items they are (parts between commas when commas part them, else words).
    fn cards(&self, from: usize, step: isize) -> (usize, usize) {
        let toks = self.toks;
        let card = |k: usize| super::super::runs::maybe_instruction(&toks[k], self.phrases);
        // Whether tokens `k - 1` and `k` stand in one list: no full stop, colon or line
        // between them (a colon right after the words may set the cards apart: `My hand:`).
        let joined = |k: usize, first: bool| {
            first || (!toks[k].after_break && !self.gap(k).contains(['.', ';', ':']))
        };
        let (mut a, mut b) = (from, from);
        if step > 0 {
            while b < toks.len() && card(b) && joined(b, b == from) {
                b += 1;
            }
        } else {
            while a > 0 && card(a - 1) && joined(a, false) {
                a -= 1;
            }
        }
        let commas: Vec<usize> = (a + 1..b).filter(|&k| self.gap(k).contains(',')).collect();
        // (A part of codes parted by spaces counts each: `F3 F2 F L R R U B F2 B, and ...`.)
        let codes = |(x, y): (usize, usize)| {
            if (x..y).all(|k| self.code(k)) {
                y - x
            } else {
                1
            }
        };
        let bounds: Vec<usize> = std::iter::once(a)
            .chain(commas.iter().copied())
            .chain(std::iter::once(b))
            .collect();
        let longest = bounds.windows(2).map(|w| codes((w[0], w[1]))).max();
        let items = if commas.is_empty() {
            b - a
        } else {
            (commas.len() + 1).max(longest.unwrap_or(1))
        };
        (if step > 0 { b } else { a }, items)
    }
}
