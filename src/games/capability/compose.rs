//! What a player chooses in a turn, as data ([`Compose`]): the description the archive's
//! composer page reads (`compose/<kind>.json`, issue 67: a form per phase whose orders it
//! writes) to let a player tap their orders instead of typing them, and what one seat may
//! choose from now (its hand, its pool, the form of the open turn), which the turn mail carries
//! in its link's fragment and never the archive. The page allows what
//! the description says and nothing else; the description is made from the game's own
//! constants, so no rule is written twice.

use super::Via;
use crate::games::dynamic::{DynError, Loaded, typed};
use crate::games::{Game, Seat};
use crate::lang::Say;
use serde::Serialize;
use std::collections::BTreeMap;

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

/// The orders of one turn of a game kind, as data: what the composer page offers. An
/// instruction is a piece followed by a variant (when the form has variants): `2G` + `N` is
/// RAMbots' `2GN`, `y` + `E` Ricochet's `yE`, the race's `F2` a piece alone. A kind has a form
/// per phase whose orders the page writes (the race's `PROGRAM`, `PICK`, `DRAFT`; RAMbots'
/// `GOALS`, `PROGRAM`), told apart by their keyword.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OrderForm {
    /// The game's kind: `race`.
    pub kind: String,
    /// The command word the instructions follow on their line: `PROGRAM`.
    pub keyword: String,
    /// What the player taps, in the language the forms were asked in (the page's words, not
    /// the description's: left out of its JSON).
    #[serde(skip)]
    pub hint: String,
    /// How many instructions one line holds, at least and at most (a seat's own limit,
    /// [`Choices::count`], may fix it; pieces dealt each once are never more than dealt).
    pub min: usize,
    pub max: usize,
    /// Where the pieces come from.
    pub pieces: Pieces,
    /// What follows a piece (orientations, directions), one to choose each time; empty: none.
    pub variants: Vec<String>,
    /// Lines switched on or off beside the program, the same for every seat (a seat's own:
    /// [`Choices::switches`]).
    pub switches: Vec<Switch>,
    /// Orders complete on their own in place of the program (`PASS`).
    pub bare: Vec<String>,
    /// Whether the page counts the instructions for the player (Ricochet: the moves of a
    /// solution, fewer is better).
    pub counted: bool,
    /// Whether the line holds at most one piece of each group ([`Choices::groups`]: a goal
    /// stack's one piece of each colour).
    pub one_per_group: bool,
    /// The keyword, the switches' lines and the bare orders as the reader writes them in the
    /// language the forms were asked in, each the one the reader reads and the mails show
    /// (Polish `WYŁĄCZAM SIĘ` for `POWER DOWN`): the page's words, left out of the JSON. A word
    /// not in it is written as described. Filled from the phrasebooks' command words
    /// ([`Say::command_line`]) where the game leaves a word out.
    #[serde(skip)]
    pub said: BTreeMap<String, String>,
}

/// What one seat may choose from now: private to it, carried in the turn mail's link.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Choices {
    /// The form of the open turn, by its keyword (empty: the kind's first).
    pub form: String,
    /// The pieces dealt to it, each once (for [`Pieces::Dealt`]): `["F2", "L", "L", ...]`.
    pub pieces: Vec<String>,
    /// What the page shows on each piece, in the player's language, where it is more than the
    /// piece (a draft's `3 Brakes` for `3`); empty: the pieces themselves.
    pub labels: Vec<String>,
    /// Each piece's group, for [`OrderForm::one_per_group`] (a piece's colour); empty: none.
    pub groups: Vec<String>,
    /// Exactly this many instructions, when the seat's state fixes it (the race: one per
    /// unlocked register); `None`: the form's `min..=max`.
    pub count: Option<usize>,
    /// Lines of this seat's own switched on or off beside the program (the race's options
    /// of the upgrades it holds, each changing a setting from what it is now).
    pub switches: Vec<String>,
}

/// A game whose orders a player may compose on the archive's page.
pub trait Compose: Game {
    /// The description of every turn's orders the page writes (the same for every game of the
    /// kind), each with its own keyword; the first is the main turn's. Their hints in `say`'s
    /// language.
    fn order_forms(say: Say<'_>) -> Vec<OrderForm>;

    /// What `seat` may choose from in the open turn (`say`: the player's language, for the
    /// pieces' labels); `None`: nothing the page composes now (another phase, a seat with
    /// nothing to order).
    fn choices(state: &Self::State, seat: Seat, say: Say<'_>) -> Option<Choices>;
}

/// [`Compose`] as the moderator and the archive see it.
pub trait DynCompose: Send + Sync {
    /// [`Compose::order_forms`].
    fn order_forms(&self, say: Say<'_>) -> Vec<OrderForm>;
    /// [`Compose::choices`].
    fn choices(
        &self,
        state: &dyn Loaded,
        seat: Seat,
        say: Say<'_>,
    ) -> Result<Option<Choices>, DynError>;

    /// The form `choices` are for (the kind's first when they name none or an unknown one).
    fn form_of(&self, choices: &Choices, say: Say<'_>) -> OrderForm {
        let mut forms = self.order_forms(say);
        let k = (forms.iter())
            .position(|f| f.keyword == choices.form)
            .unwrap_or(0);
        forms.swap_remove(k)
    }
}

impl<G: Compose> DynCompose for Via<G> {
    fn order_forms(&self, say: Say<'_>) -> Vec<OrderForm> {
        let mut forms = G::order_forms(say);
        for form in &mut forms {
            form.say_words(say);
        }
        forms
    }
    fn choices(
        &self,
        state: &dyn Loaded,
        seat: Seat,
        say: Say<'_>,
    ) -> Result<Option<Choices>, DynError> {
        Ok(G::choices(typed::<G>(state)?, seat, say))
    }
}

impl OrderForm {
    /// Fills [`OrderForm::said`] with the words the game left out: the keyword, each switch's
    /// line and each bare order as `say`'s language writes the command.
    fn say_words(&mut self, say: Say<'_>) {
        let words = std::iter::once(&self.keyword)
            .chain(self.switches.iter().map(|s| &s.line))
            .chain(&self.bare);
        for word in words {
            if !self.said.contains_key(word) {
                self.said.insert(word.clone(), say.command_line(word));
            }
        }
    }

    /// `word` (the keyword, a switch's line, a bare order) as the reader writes it.
    pub fn said(&self, word: &str) -> String {
        self.said
            .get(word)
            .cloned()
            .unwrap_or_else(|| word.to_string())
    }

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
    /// each piece dealt (each once) or fixed, each variant one of the form's, at most one
    /// piece of a group where the form says so.
    pub fn allows(&self, choices: &Choices, instructions: &[(&str, &str)]) -> bool {
        let (min, max) = match choices.count {
            Some(n) => (n, n),
            None => (self.min, self.max),
        };
        if instructions.len() < min || instructions.len() > max {
            return false;
        }
        let mut left: Vec<Option<&String>> = choices.pieces.iter().map(Some).collect();
        let mut groups_used: Vec<&str> = Vec::new();
        instructions.iter().all(|(piece, variant)| {
            let piece_ok = match &self.pieces {
                Pieces::Fixed(all) => all.iter().any(|p| p == piece),
                Pieces::Dealt => match left.iter().position(|p| p.is_some_and(|p| p == *piece)) {
                    Some(k) => {
                        left[k] = None;
                        let group = choices.groups.get(k).map_or("", String::as_str);
                        let again = self.one_per_group && groups_used.contains(&group);
                        groups_used.push(group);
                        !again
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
        forms(kind).swap_remove(0)
    }

    fn forms(kind: &str) -> Vec<OrderForm> {
        let game = Registry::builtin().by_kind(kind).unwrap();
        (game.capabilities().compose.unwrap()).order_forms(Say::english())
    }

    #[test]
    fn every_shipped_game_describes_its_orders() {
        let book = crate::lang::Phrasebook::builtin();
        for game in Registry::builtin().games() {
            let compose = game.capabilities().compose.expect("a composer");
            let forms = compose.order_forms(Say::english());
            for (k, form) in forms.iter().enumerate() {
                assert_eq!(form.kind, game.kind());
                assert!(form.min >= 1 && form.min <= form.max, "{}", form.kind);
                // Each form its own keyword, its hint in every language.
                assert!(!forms[..k].iter().any(|f| f.keyword == form.keyword));
                for code in book.codes() {
                    let hint = &compose.order_forms(book.say(code))[k].hint;
                    assert!(
                        !hint.is_empty() && !hint.contains("compose"),
                        "{code}: {hint}"
                    );
                    assert!(code == "en" || hint != &form.hint, "{code}: {hint}");
                }
            }
        }
        let keywords = |kind| {
            forms(kind)
                .into_iter()
                .map(|f| f.keyword)
                .collect::<Vec<_>>()
        };
        assert_eq!(keywords("race"), ["PROGRAM", "PICK", "DRAFT"]);
        assert_eq!(keywords("rambots"), ["PROGRAM", "GOALS"]);
        let goals = forms("rambots").swap_remove(1);
        assert!(goals.one_per_group && goals.variants.is_empty());
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

    /// A Polish page writes every keyword, switch and bare order in the Polish words the
    /// Polish mails show (the race's pass as its help says it, RAMbots' as its own), an
    /// English one as described.
    #[test]
    fn the_forms_words_are_the_readers() {
        let book = crate::lang::Phrasebook::builtin();
        let said = |kind: &str, code: &str| -> Vec<Vec<(String, String)>> {
            let game = Registry::builtin().by_kind(kind).unwrap();
            let forms = (game.capabilities().compose.unwrap()).order_forms(book.say(code));
            (forms.iter())
                .map(|f| f.said.clone().into_iter().collect())
                .collect()
        };
        let pairs = |list: &[(&str, &str)]| -> Vec<(String, String)> {
            (list.iter())
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect()
        };
        assert_eq!(
            said("race", "pl"),
            [
                pairs(&[
                    ("PASS", "PASUJĘ"),
                    ("POWER DOWN", "WYŁĄCZAM SIĘ"),
                    ("PROGRAM", "PROGRAM")
                ]),
                pairs(&[("PICK", "WYBIERAM")]),
                pairs(&[("DRAFT", "ULEPSZENIA")]),
            ]
        );
        assert_eq!(
            said("rambots", "pl"),
            [
                pairs(&[("PASS", "PAS"), ("PROGRAM", "PROGRAM")]),
                pairs(&[("GOALS", "CELE")]),
            ]
        );
        assert_eq!(
            said("ricochet", "pl"),
            [pairs(&[("SOLUTION", "ROZWIĄZANIE")])]
        );
        for kind in ["race", "rambots", "ricochet"] {
            for words in said(kind, "en") {
                assert!(words.iter().all(|(a, b)| a == b), "{kind}: {words:?}");
            }
        }
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
            ..Choices::default()
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
            ..Choices::default()
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

    #[test]
    fn a_goal_stack_takes_one_piece_of_each_colour() {
        let goals = forms("rambots").swap_remove(1);
        let pool = Choices {
            form: "GOALS".into(),
            pieces: ["1R", "2R", "1Y", "1B", "3G"].map(String::from).to_vec(),
            groups: ["R", "R", "Y", "B", "G"].map(String::from).to_vec(),
            count: Some(4),
            ..Choices::default()
        };
        let stack = [("1Y", ""), ("2R", ""), ("3G", ""), ("1B", "")];
        assert!(goals.allows(&pool, &stack));
        assert_eq!(goals.line(&stack), "GOALS 1Y 2R 3G 1B");
        // Two reds: a colour twice is never allowed, though each piece is in the pool.
        assert!(!goals.allows(&pool, &[("1R", ""), ("2R", ""), ("1Y", ""), ("1B", "")]));
    }
}
