//! The boards shipped with robomod, in the board file format (`boards/*.txt`): `training` (8x8,
//! two flags, a first race), `race` (12x12, three flags, the all-round board), `gauntlet`
//! (12x10, belts and lasers everywhere) and `eight` (16x12, room for eight robots).

use super::board::Board;

/// The shipped boards: name and text.
const BOARDS: [(&str, &str); 4] = [
    ("training", include_str!("boards/training.txt")),
    ("race", include_str!("boards/race.txt")),
    ("gauntlet", include_str!("boards/gauntlet.txt")),
    ("eight", include_str!("boards/eight.txt")),
];

/// The shipped boards' names.
pub const NAMES: &[&str] = &["training", "race", "gauntlet", "eight"];

/// The shipped board called `name`, by its name or its name in any language's words
/// (`trening`: the phrasebooks' `race-board-name`).
pub fn shipped(name: &str) -> Option<Board> {
    let name = named(name)?;
    let (_, text) = BOARDS.iter().find(|(n, _)| *n == name)?;
    Some(super::board_file::parse(name, text).expect("a shipped board parses (tested)"))
}

/// A board's name in `say`'s words (`training`: `trening`); a board no phrasebook names (a
/// course, a board file) by its own name.
pub fn said(say: crate::lang::Say<'_>, name: &str) -> String {
    crate::say!(say, "race-board-name", board = name)
}

/// The shipped board's name `word` is, written as robomod names it or as a language does
/// (`trening`, `Ósemka`, `osemka`).
pub fn named(word: &str) -> Option<&'static str> {
    if let Some(n) = NAMES.iter().find(|n| **n == word) {
        return Some(n);
    }
    let book = crate::lang::Phrasebook::builtin();
    let folded = crate::lang::fold(word);
    NAMES.iter().copied().find(|n| {
        crate::lang::fold(n) == folded
            || book.codes().into_iter().any(|code| {
                let said = crate::say!(book.say(code), "race-board-name", board = *n);
                crate::lang::fold(&said) == folded
            })
    })
}

/// What the conformance suite plays the race with: every shipped board with as many robots as
/// it has starts (up to 8), and an opening with picks, from two players, 40 seeds each.
pub fn trials() -> crate::games::Trials {
    let starts = |b: &str| shipped(b).map_or(2, |b| b.starts().len());
    crate::games::Trials {
        variants: NAMES
            .iter()
            .map(|b| (serde_json::json!({ "board": b }), starts(b).min(8)))
            .chain([(serde_json::json!({"board": "race", "picks": [1, 0]}), 4)])
            .collect(),
        fewest: 2,
        games: 40,
        ..Default::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::race::board::{Dir, Element, Square};

    /// Flags reachable from every start: a walk over squares that are not pits, crossing no
    /// wall (belts and lasers ignored).
    fn reachable(b: &Board, from: Square) -> Vec<Square> {
        let mut seen = vec![from];
        let mut todo = vec![from];
        while let Some(sq) = todo.pop() {
            for d in Dir::ALL {
                if b.wall(sq, d) {
                    continue;
                }
                if let Some(n) = b.step(sq, d)
                    && b.element(n) != Element::Pit
                    && !seen.contains(&n)
                {
                    seen.push(n);
                    todo.push(n);
                }
            }
        }
        seen
    }

    #[test]
    fn every_shipped_board_loads_and_its_flags_can_be_reached() {
        assert_eq!(NAMES.len(), BOARDS.len());
        for name in NAMES {
            let b = shipped(name).unwrap_or_else(|| panic!("{name}"));
            assert_eq!(b.name(), *name);
            for &start in b.starts() {
                let r = reachable(&b, start);
                for n in 1..=b.flags() {
                    assert!(
                        r.contains(&b.flag(n).unwrap()),
                        "{name}: flag {n} from {start}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_boards_are_what_their_names_promise() {
        let race = shipped("race").unwrap();
        assert_eq!((race.width(), race.height()), (12, 12));
        assert!(shipped("eight").unwrap().starts().len() >= 8);
        assert!(shipped("training").unwrap().width() <= 8);
        let g = shipped("gauntlet").unwrap();
        assert!(g.lasers().len() >= 4);
        assert!(shipped("nowhere").is_none());
    }
}
