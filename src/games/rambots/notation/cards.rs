//! Pieces named in words, for a player's edits in words of what she sent: which of her cards
//! words name by what it is ([`card_named`]: `the yellow`, `duża czerwona`), and a card with
//! the parts words say put in ([`card_changed`]: `west` on `3GE` is `3GW`).

use super::lex::{Tok, lex};
use super::{Instruction, as_colour, as_facing, as_goal_colour, as_size};
use crate::games::rambots::board::{Colour, Facing, Piece, Size};

/// What is said of a piece: each part, if said.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Parts {
    size: Option<Size>,
    colour: Option<Colour>,
    facing: Option<Facing>,
}

/// A card as written, by the place of each part: a goal (`1Y`, `small yellow`) or an
/// instruction (`3GE`, `large green east`).
fn card(text: &str) -> Option<Parts> {
    let toks: Vec<Tok> = lex(text).into_iter().map(|l| l.tok).collect();
    match toks[..] {
        [s, c] => Some(Parts {
            size: Some(as_size(s)?),
            colour: Some(as_goal_colour(c)?),
            facing: None,
        }),
        [s, c, f] => Some(Parts {
            size: Some(as_size(s)?),
            colour: Some(as_colour(c)?),
            facing: Some(as_facing(f)?),
        }),
        _ => None,
    }
}

/// What `words` say of a piece, each part once, in words (`yellow`, `duża`, `west`, a size
/// digit): other words are passed over (`the`, `one`, `point`, `ma być`), a letter alone is
/// no word of a piece (`S`: small or south?). `None` when they say nothing, or a part twice.
fn said(words: &str) -> Option<Parts> {
    fn once<T>(part: &mut Option<T>, value: T) -> Option<()> {
        part.is_none().then(|| *part = Some(value))
    }
    let mut p = Parts::default();
    for l in lex(words) {
        match l.tok {
            Tok::Unknown => {}
            Tok::Word(w) if w.chars().count() == 1 => return None,
            t => {
                if let Some(s) = as_size(t) {
                    once(&mut p.size, s)?;
                } else if let Some(c) = as_colour(t) {
                    once(&mut p.colour, c)?;
                } else if let Some(f) = as_facing(t) {
                    once(&mut p.facing, f)?;
                }
            }
        }
    }
    (p != Parts::default()).then_some(p)
}

/// See [`crate::games::capability::CardWords::card_named`].
pub fn card_named(cards: &[&str], words: &str) -> Option<usize> {
    let want = said(words)?;
    let parts: Vec<Parts> = cards.iter().map(|c| card(c)).collect::<Option<_>>()?;
    fn fits<T: PartialEq>(have: Option<T>, want: Option<T>) -> bool {
        want.is_none() || have == want
    }
    let hits: Vec<usize> = (0..parts.len())
        .filter(|&i| {
            fits(parts[i].size, want.size)
                && fits(parts[i].colour, want.colour)
                && fits(parts[i].facing, want.facing)
        })
        .collect();
    match hits[..] {
        [i] => Some(i),
        _ => None,
    }
}

/// See [`crate::games::capability::CardWords::card_changed`].
pub fn card_changed(card_text: &str, words: &str) -> Option<String> {
    let was = card(card_text)?;
    let new = said(words)?;
    let piece = Piece::new(new.size.or(was.size)?, new.colour.or(was.colour)?);
    match (was.facing, new.facing) {
        // A goal has no facing.
        (None, Some(_)) => None,
        (None, None) => Some(piece.to_string()),
        (Some(f), g) => Some(
            Instruction {
                piece,
                facing: g.unwrap_or(f),
            }
            .to_string(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_is_named_by_its_colour_or_its_size_and_colour_in_either_language() {
        let stack = ["1R", "1Y", "1G", "1B"];
        assert_eq!(card_named(&stack, "the yellow"), Some(1));
        assert_eq!(card_named(&stack, "zielona"), Some(2));
        assert_eq!(card_named(&stack, "the small blue one"), Some(3));
        // A size no card has, a size every card has, a letter alone: none.
        assert_eq!(card_named(&stack, "large red"), None);
        assert_eq!(card_named(&stack, "the small one"), None);
        assert_eq!(card_named(&stack, "Y"), None);
        let program = ["2RN", "3GE", "2BS"];
        assert_eq!(card_named(&program, "the green"), Some(1));
        assert_eq!(card_named(&program, "the one going south"), Some(2));
        assert_eq!(card_named(&program, "medium"), None);
        // Cards that are not pieces (the race's) name nothing.
        assert_eq!(card_named(&["F2", "L", "U"], "left"), None);
    }

    #[test]
    fn a_card_takes_the_parts_words_say() {
        assert_eq!(card_changed("3GE", "west").as_deref(), Some("3GW"));
        assert_eq!(card_changed("3GE", "point west").as_deref(), Some("3GW"));
        assert_eq!(card_changed("2RN", "na zachod").as_deref(), Some("2RW"));
        assert_eq!(card_changed("1R", "duża").as_deref(), Some("3R"));
        assert_eq!(card_changed("2YE", "small blue").as_deref(), Some("1BE"));
        assert_eq!(card_changed("2YE", "reverse").as_deref(), Some("2YU"));
        // A goal has no facing; words that say nothing of a piece change nothing.
        assert_eq!(card_changed("1R", "west"), None);
        assert_eq!(card_changed("3GE", "please"), None);
        assert_eq!(card_changed("F2", "west"), None);
    }
}
