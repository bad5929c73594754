//! An edit in words made against a program ([`Edit::made`]): the program parted into its
//! registers surely (one word each, or by commas), the edit done, the program joined again;
//! nothing guessed. The mail reader makes an edit against what she wrote before it in the same
//! mail; the moderator against her orders on file (`swap the 2nd and 3rd` in a later mail).

use super::{Edit, Slot};
use crate::games::capability::DynCardWords;
use crate::phrases::Phrases;

impl Edit {
    /// `program` with this edit made (its text `text`: the instruction written, or the pair of
    /// cards, [`PAIR`]), or `None` when it cannot be made surely.
    pub fn made(self, program: &str, text: &str) -> Option<String> {
        edited(program, self, text)
    }
}

/// The registers of `program` and what joins them again: parted by commas or semicolons when
/// it has them (`forward 2, right, forward, u-turn`: a register a piece, a connector before it
/// dropped, `and left`), else one word each. `None` when it does not part surely: a piece with
/// a connector inside (`forward and left`, two registers or one?) or two codes (`F2 L, F R`:
/// lines joined), or, without commas, a word that is no code (a program in words, `forward
/// two`, has no register a word).
fn registers(program: &str) -> Option<(Vec<String>, &'static str)> {
    if program.contains([',', ';']) {
        let phrases = Phrases::builtin();
        let mut pieces = Vec::new();
        for piece in program.split([',', ';']) {
            let piece = piece.trim().trim_end_matches(['.', '!']).trim_end();
            let toks = crate::phrases::tokens(piece);
            let lead = phrases.leading("connector", &toks);
            let rest = &toks[lead.min(toks.len())..];
            if rest.is_empty() {
                continue;
            }
            let codes = rest.iter().filter(|t| code(&piece[t.start..t.end])).count();
            // (One code written in two parts is one: `2B W`.)
            let one = split_code(&piece[rest[0].start..]);
            if (codes > 1 && !one) || rest.iter().any(|t| phrases.is_word("connector", &t.norm)) {
                return None;
            }
            pieces.push(piece[rest[0].start..].to_string());
        }
        let join = if pieces.iter().any(|p| p.contains(' ')) {
            ", "
        } else {
            " "
        };
        return (!pieces.is_empty()).then_some((pieces, join));
    }
    let cards: Vec<String> = program
        .split(char::is_whitespace)
        .map(|w| w.trim_end_matches(['.', '!']))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    let codes = cards.iter().all(|w| {
        w.chars().count() <= 4
            && w.chars()
                .all(|c| c.is_alphanumeric() || ('\u{2190}'..='\u{21FF}').contains(&c) || c == '-')
    });
    (codes && !cards.is_empty()).then_some((cards, " "))
}

/// `program` with `edit` made (its text `text`), or `None` when it cannot be made surely.
fn edited(program: &str, edit: Edit, text: &str) -> Option<String> {
    // Nothing before: only the first register numbered starts a program.
    if program.trim().is_empty() {
        return (edit == Edit::Next(Slot::Nth(1))).then(|| text.to_string());
    }
    // A program in words the game parts surely (`forward two turn right forward one`).
    let (mut cards, mut join) =
        registers(program).or_else(|| Some((by_game(|g| g.cards(program))?, " ")))?;
    let n = cards.len();
    // The register after the last one written (`and the 5th one U` after four) goes on.
    // So does the last one said after a list (`..., and the last one a U-turn`).
    let next = matches!(edit, Edit::Put(Slot::Nth(k)) | Edit::Next(Slot::Nth(k)) if usize::from(k) == n + 1)
        || edit == Edit::Next(Slot::Last);
    match edit {
        _ if next => {
            if text.contains(char::is_whitespace) {
                join = ", ";
            }
            cards.push(text.to_string());
        }
        Edit::Next(_) => return None,
        Edit::Add => {
            if text.contains(char::is_whitespace) {
                join = ", ";
            }
            cards.push(text.to_string());
        }
        // `old|new`: the register takes the new card when it holds the old one.
        Edit::Put(slot) if text.contains(PAIR) => {
            let i = slot.index(n)?;
            let (old, new) = text.split_once(PAIR)?;
            // (Or the old words are parts it has: `w drugiej kierunek ma być wschód, nie
            // zachód` on `2BW`.)
            let parts = changed(&cards[i], old).is_some_and(|c| same_cards(&c, &cards[i]));
            if place_of(&cards[i..=i], old) != Some(0) && !parts {
                return None;
            }
            cards[i] = changed(&cards[i], new).unwrap_or_else(|| new.to_string());
        }
        Edit::PutNth(k) => {
            let (old, new) = text.split_once(PAIR)?;
            let holding = (0..n).filter(|&i| place_of(&cards[i..=i], old) == Some(0));
            let i = holding.clone().nth(usize::from(k).checked_sub(1)?)?;
            cards[i] = changed(&cards[i], new).unwrap_or_else(|| new.to_string());
        }
        Edit::Put(slot) => {
            let i = slot.index(n)?;
            let text = held_card(&cards[i..=i], text)?;
            cards[i] = changed(&cards[i], text).unwrap_or_else(|| text.to_string());
        }
        Edit::Swap(a, b) => {
            let (i, j) = (a.index(n)?, b.index(n)?);
            if i == j {
                return None;
            }
            cards.swap(i, j);
        }
        Edit::SwapCards | Edit::ReplaceCard => {
            let (a, b) = text.split_once(PAIR)?;
            let i = place_or_register(&cards, a)?;
            if edit == Edit::ReplaceCard {
                cards[i] = changed(&cards[i], b).unwrap_or_else(|| b.to_string());
            } else {
                let j = place_of(&cards, b)?;
                if i == j {
                    return None;
                }
                cards.swap(i, j);
            }
        }
        Edit::Move(slot) => {
            let (i, j) = (place_of(&cards, text)?, slot.index(n)?);
            let card = cards.remove(i);
            cards.insert(j, card);
        }
        Edit::MoveSlot(from, to) => {
            let (i, j) = (from.index(n)?, to.index(n)?);
            if i == j {
                return None;
            }
            let card = cards.remove(i);
            cards.insert(j, card);
        }
        Edit::Drop(slot) => {
            let i = slot.index(n)?;
            cards.remove(i);
        }
        Edit::DropCard => {
            cards.remove(place_of(&cards, text)?);
        }
        Edit::SwapBoth if n == 2 => cards.swap(0, 1),
        Edit::Reverse if n >= 2 => cards.reverse(),
        Edit::SwapBoth | Edit::Reverse | Edit::Retract | Edit::Hold => return None,
    }
    // A card of several words put in (`Backward 1`) is parted from the others by commas.
    if cards.iter().any(|c| c.trim().contains(char::is_whitespace)) {
        join = ", ";
    }
    Some(cards.join(join))
}

/// The card a register is given (`text`); with the card it holds named too (`zamiast
/// ostatniego L daj R`: `L|R`), only when it holds that card.
fn held_card<'t>(card: &[String], text: &'t str) -> Option<&'t str> {
    match text.split_once(PAIR) {
        Some((old, new)) => (place_of(card, old) == Some(0)).then_some(new),
        None => Some(text),
    }
}

/// The place of card `a` in `cards`, or, where no card is written as it, a figure that names
/// a register (`3 ma być L`, `2 should be R`) when the program holds that many cards.
fn place_or_register(cards: &[String], a: &str) -> Option<usize> {
    place_of(cards, a).or_else(|| {
        let k = a.trim().parse::<usize>().ok()?;
        (1..=cards.len()).contains(&k).then(|| k - 1)
    })
}

/// What parts the two cards of an edit's text (`L|R`: swapped, `F3|B`: the first replaced).
pub const PAIR: char = '|';

/// The place of the one card of `cards` that `words` are, written alike (`L`, `f3`), else
/// the one they name by what it is (`the yellow`: a game's [`CardWords`]).
///
/// [`CardWords`]: crate::games::capability::CardWords
fn place_of(cards: &[String], words: &str) -> Option<usize> {
    let alike: Vec<usize> = (0..cards.len())
        .filter(|&i| cards[i].eq_ignore_ascii_case(words))
        .collect();
    match alike[..] {
        [i] => Some(i),
        [] => {
            let cards: Vec<&str> = cards.iter().map(String::as_str).collect();
            by_game(|g| g.card_named(&cards, words))
        }
        _ => None,
    }
}

/// `card` with the parts `words` say of it put in (`west` on `3GE`: `3GW`), where a game
/// reads them so; `None`: the words take its place.
fn changed(card: &str, words: &str) -> Option<String> {
    by_game(|g| g.card_changed(card, words))
}

/// Whether two programs as written are one: the same cards as the games read them (`F2, L,
/// F, R, Turn Right` and `F2 L F R R`), when they read both.
pub fn same_cards(a: &str, b: &str) -> bool {
    let cards = |p: &str| by_game(|g| g.cards(&p.replace([',', ';', '\n'], " ")));
    cards(a).is_some_and(|x| Some(x) == cards(b))
}

/// How many cards `text` is, as the games that read cards in words read it (`obrót w
/// prawo`: one), when they read it alike.
pub fn card_count(text: &str) -> Option<usize> {
    by_game(|g| g.cards(text).map(|c| c.len()))
}

/// What the games that read cards in words answer, when they answer alike.
fn by_game<T: PartialEq>(ask: impl Fn(&dyn DynCardWords) -> Option<T>) -> Option<T> {
    let mut answers = crate::games::reading()
        .games()
        .iter()
        .filter_map(|g| g.capabilities().card_words)
        .filter_map(ask);
    let first = answers.next()?;
    answers.all(|a| a == first).then_some(first)
}

/// Whether `text` is one code written in two parts, a figure first (`2B W`: `2BW`; never
/// `F2 L`, two cards).
pub fn split_code(text: &str) -> bool {
    let parts: Vec<&str> = text.split_whitespace().collect();
    matches!(parts[..], [a, b] if a.starts_with(|c: char| c.is_ascii_digit())
        && b.chars().count() == 1
        && code(&format!("{a}{b}")))
}

/// Whether a word is surely one instruction's code: three characters at most, a letter alone
/// or letters with digits (`L`, `F2`, `3GN`, `rW`).
pub fn code(word: &str) -> bool {
    let n = word.chars().count();
    let letters = word.chars().filter(|c| c.is_alphabetic()).count();
    let digits = word.chars().filter(char::is_ascii_digit).count();
    n <= 3 && letters + digits == n && (n == 1 && letters == 1 || letters > 0 && digits > 0)
}
