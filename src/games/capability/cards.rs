//! Cards named in words ([`CardWords`]): which of a player's cards her words name by what it
//! is (`the yellow`, `duża czerwona`), and a card with part of it changed (`point west` on
//! `3GE`). The mail reader makes her edits in words whole with them (`put the yellow on top`,
//! `make the second one point west`); a game whose cards are codes alone (`F2`, `rW`) has no
//! need of it.

use super::Via;
use crate::games::Game;

/// A game whose cards are made of parts a player names in words.
pub trait CardWords: Game {
    /// The one of `cards` (her program or list as written, a card each) that `words` name
    /// by what it is, if exactly one: `None` when they name none, several, or are not
    /// words of a card, or when a card does not read.
    fn card_named(cards: &[&str], words: &str) -> Option<usize>;

    /// `card` with the parts `words` say put in (`west` on `3GE` is `3GW`, `large` on `1R`
    /// is `3R`), as a code; `None` when the words say no part of a card, or one it has not.
    fn card_changed(card: &str, words: &str) -> Option<String>;

    /// `program` (her program as written, in words with no commas: `forward two turn right
    /// forward one`) parted into its cards, as codes, when the game reads the whole of it
    /// one way only; `None` when a word does not read or the reading is not sure.
    fn cards(_program: &str) -> Option<Vec<String>> {
        None
    }
}

/// [`CardWords`] as the mail reader sees it.
pub trait DynCardWords: Send + Sync {
    /// [`CardWords::card_named`].
    fn card_named(&self, cards: &[&str], words: &str) -> Option<usize>;
    /// [`CardWords::card_changed`].
    fn card_changed(&self, card: &str, words: &str) -> Option<String>;
    /// [`CardWords::cards`].
    fn cards(&self, program: &str) -> Option<Vec<String>>;
}

impl<G: CardWords> DynCardWords for Via<G> {
    fn card_named(&self, cards: &[&str], words: &str) -> Option<usize> {
        G::card_named(cards, words)
    }
    fn card_changed(&self, card: &str, words: &str) -> Option<String> {
        G::card_changed(card, words)
    }
    fn cards(&self, program: &str) -> Option<Vec<String>> {
        G::cards(program)
    }
}
