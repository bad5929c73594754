//! What a player chooses in a turn, as data ([`Compose`]): the description the archive's
//! composer page reads (`compose/<kind>.json`, issue 67) to let a player tap their orders
//! instead of typing them, and what one seat may choose from now (its hand, its pool), which
//! the turn mail carries in its link's fragment and never the archive. The page allows what
//! the description says and nothing else; the description is made from the game's own
//! constants, so no rule is written twice.

use super::Via;
use crate::games::dynamic::{DynError, Loaded, typed};
use crate::games::{Game, Seat};
use serde::Serialize;

/// Where the pieces of an instruction come from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Pieces {
    /// What the seat was dealt, private to it ([`Choices::pieces`], carried in the link's
    /// fragment): each one used at most once (the race's hand, a RAMbots pool).
    Dealt,
    /// These, each as often as the player likes (Ricochet's robots).
    Fixed(Vec<String>),
}

/// A command line on its own that the player switches on or off beside the program (the
/// race's `POWER DOWN`): written as is, on its own line, when on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Switch {
    pub line: String,
}

/// The orders of one game kind's main turn, as data: what the composer page offers. An
/// instruction is a piece followed by a variant (when the game has variants): `2G` + `N` is
/// RAMbots' `2GN`, `y` + `E` Ricochet's `yE`, the race's `F2` a piece alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OrderForm {
    /// The game's kind: `race`.
    pub kind: String,
    /// The command word the instructions follow on their line: `PROGRAM`.
    pub keyword: String,
    /// How many instructions one line holds, at least and at most (a seat's own limit,
    /// [`Choices::count`], may fix it lower).
    pub min: usize,
    pub max: usize,
    /// Where the pieces come from.
    pub pieces: Pieces,
    /// What follows a piece (orientations, directions), one to choose each time; empty: none.
    pub variants: Vec<String>,
    /// Lines switched on or off beside the program.
    pub switches: Vec<Switch>,
    /// Orders complete on their own in place of the program (`PASS`).
    pub bare: Vec<String>,
    /// Whether the page counts the instructions for the player (Ricochet: the moves of a
    /// solution, fewer is better).
    pub counted: bool,
}

/// What one seat may choose from now: private to it, carried in the turn mail's link.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Choices {
    /// The pieces dealt to it, each once (for [`Pieces::Dealt`]): `["F2", "L", "L", ...]`.
    pub pieces: Vec<String>,
    /// Exactly this many instructions, when the seat's state fixes it (the race: one per
    /// unlocked register); `None`: the form's `min..=max`.
    pub count: Option<usize>,
}

/// A game whose orders a player may compose on the archive's page.
pub trait Compose: Game {
    /// The description of the main turn's orders (the same for every game of the kind).
    fn order_form() -> OrderForm;

    /// What `seat` may choose from in the open turn; `None`: nothing the page composes now
    /// (another phase, a seat with nothing to order).
    fn choices(state: &Self::State, seat: Seat) -> Option<Choices>;
}

/// [`Compose`] as the moderator and the archive see it.
pub trait DynCompose: Send + Sync {
    /// [`Compose::order_form`].
    fn order_form(&self) -> OrderForm;
    /// [`Compose::choices`].
    fn choices(&self, state: &dyn Loaded, seat: Seat) -> Result<Option<Choices>, DynError>;
}

impl<G: Compose> DynCompose for Via<G> {
    fn order_form(&self) -> OrderForm {
        G::order_form()
    }
    fn choices(&self, state: &dyn Loaded, seat: Seat) -> Result<Option<Choices>, DynError> {
        Ok(G::choices(typed::<G>(state)?, seat))
    }
}

impl OrderForm {
    /// The command line of `instructions` (`PROGRAM F2 L F R U`), each a piece and its
    /// variant as the page joins them: what the page writes, for tests to compare with.
    pub fn line(&self, instructions: &[(&str, &str)]) -> String {
        let mut line = self.keyword.clone();
        for (piece, variant) in instructions {
            line.push(' ');
            line.push_str(piece);
            line.push_str(variant);
        }
        line
    }

    /// Whether the page would allow `instructions` for a seat with `choices`: their count,
    /// each piece dealt (each once) or fixed, each variant one of the form's.
    pub fn allows(&self, choices: &Choices, instructions: &[(&str, &str)]) -> bool {
        let (min, max) = match choices.count {
            Some(n) => (n, n),
            None => (self.min, self.max),
        };
        if instructions.len() < min || instructions.len() > max {
            return false;
        }
        let mut left = choices.pieces.clone();
        instructions.iter().all(|(piece, variant)| {
            let piece_ok = match &self.pieces {
                Pieces::Fixed(all) => all.iter().any(|p| p == piece),
                Pieces::Dealt => match left.iter().position(|p| p == piece) {
                    Some(k) => {
                        left.remove(k);
                        true
                    }
                    None => false,
                },
            };
            let variant_ok = if self.variants.is_empty() {
                variant.is_empty()
            } else {
                self.variants.iter().any(|v| v == variant)
            };
            piece_ok && variant_ok
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Registry;

    fn form(kind: &str) -> OrderForm {
        let game = Registry::builtin().by_kind(kind).unwrap();
        game.capabilities().compose.unwrap().order_form()
    }

    #[test]
    fn every_shipped_game_describes_its_orders() {
        for game in Registry::builtin().games() {
            let form = game
                .capabilities()
                .compose
                .expect("a composer")
                .order_form();
            assert_eq!(form.kind, game.kind());
            assert!(form.min >= 1 && form.min <= form.max, "{}", form.kind);
        }
        let race = form("race");
        assert_eq!((race.keyword.as_str(), race.max), ("PROGRAM", 5));
        assert_eq!(race.pieces, Pieces::Dealt);
        assert_eq!(race.switches[0].line, "POWER DOWN");
        assert_eq!(race.bare, ["PASS"]);
        let rambots = form("rambots");
        assert_eq!(rambots.variants, ["N", "E", "S", "W", "U"]);
        assert_eq!(rambots.max, 5);
        let ricochet = form("ricochet");
        assert_eq!(
            ricochet.pieces,
            Pieces::Fixed(vec!["r".into(), "y".into(), "g".into(), "b".into()])
        );
        assert_eq!(ricochet.variants, ["N", "E", "S", "W"]);
        assert!(ricochet.counted && ricochet.bare.is_empty());
    }

    #[test]
    fn the_description_is_json_the_page_reads() {
        let v = serde_json::to_value(form("race")).unwrap();
        assert_eq!(v["pieces"], "dealt");
        assert_eq!(v["switches"][0]["line"], "POWER DOWN");
        let v = serde_json::to_value(form("ricochet")).unwrap();
        assert_eq!(v["pieces"]["fixed"][1], "y");
    }

    #[test]
    fn the_page_allows_pieces_dealt_once_and_the_count_fixed() {
        let race = form("race");
        let hand = Choices {
            pieces: ["F2", "L", "L", "R", "U", "B", "F"]
                .map(String::from)
                .to_vec(),
            count: Some(5),
        };
        let five = [("F2", ""), ("L", ""), ("L", ""), ("R", ""), ("U", "")];
        assert!(race.allows(&hand, &five));
        assert_eq!(race.line(&five), "PROGRAM F2 L L R U");
        // A third L was not dealt; four is not five; a variant where none is.
        let three_l = [("F2", ""), ("L", ""), ("L", ""), ("L", ""), ("U", "")];
        assert!(!race.allows(&hand, &three_l));
        assert!(!race.allows(&hand, &five[..4]));
        assert!(!race.allows(
            &hand,
            &[("F2", "N"), ("L", ""), ("L", ""), ("R", ""), ("U", "")]
        ));
        let rambots = form("rambots");
        let pool = Choices {
            pieces: ["1R", "2G", "3B"].map(String::from).to_vec(),
            count: None,
        };
        assert!(rambots.allows(&pool, &[("2G", "N"), ("1R", "U")]));
        assert!(!rambots.allows(&pool, &[("2G", "X")]));
        assert!(!rambots.allows(&pool, &[]));
        let ricochet = form("ricochet");
        let moves = [("y", "N"), ("y", "E"), ("r", "S")];
        assert!(ricochet.allows(&Choices::default(), &moves));
        assert_eq!(ricochet.line(&moves), "SOLUTION yN yE rS");
        assert!(!ricochet.allows(&Choices::default(), &[("x", "N")]));
    }
}
