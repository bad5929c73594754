//! The words each game's players write, as the game declares them ([`Vocabulary`]), and their
//! union over the registry in scope ([`words`]), which the mail reader uses to tell orders
//! from chatter.
//!
//! The mail layer keeps only the game-agnostic command words (`STATUS`, `HELP`, `TRY`, `WAIT`,
//! ...); every word that belongs to a game (`GOALS`, `SOLUTION`, `RECOMPILE`, `small`,
//! `u-turn`) is declared here, by the game, so that a new game's words are read without the
//! mail layer learning its name.

/// The words one game's players write. All comparisons are case-insensitive.
#[derive(Clone, Copy, Debug)]
pub struct Vocabulary {
    /// Words that start a line of orders, in any phase: `PROGRAM`, `GOALS`, `POWER`.
    pub order_words: &'static [&'static str],
    /// Those of [`Vocabulary::order_words`] that are complete orders alone on their line
    /// (`PASS`, `RECOMPILE`): they never take the list under them.
    pub alone: &'static [&'static str],
    /// Those of [`Vocabulary::order_words`] whose text is a list of instructions (`PROGRAM`,
    /// `GOALS`, `SOLUTION`): written on its line, the list may go on over the lines under it.
    pub lists: &'static [&'static str],
    /// Words the game's notation accepts spelled out (`small`, `north`, `u-turn`, `down`):
    /// a line made of them and of short codes reads as instructions, not prose.
    pub notation: &'static [&'static str],
    /// Notation words that shorten a longer one with no full stop (`ziel` for `zielona`):
    /// signs of instructions as [`Vocabulary::notation`]'s, and abbreviations still when a
    /// full stop follows them (`2 ziel. pn.` goes on past it).
    pub shortened: &'static [&'static str],
    /// Whether a word is several of the game's codes written with no space between them
    /// (`F2LFRU`): a sign of instructions as a short code is.
    pub glued: fn(&str) -> bool,
}

/// No word is codes written together: the default of [`Vocabulary::glued`].
pub fn never_glued(_: &str) -> bool {
    false
}

impl Vocabulary {
    /// No words: the default of [`super::Game::VOCABULARY`].
    pub const EMPTY: Vocabulary = Vocabulary {
        order_words: &[],
        alone: &[],
        lists: &[],
        notation: &[],
        shortened: &[],
        glued: never_glued,
    };
}

/// Every game's words together, upper-case order words and lower-case notation words, each
/// once: what the mail reader recognises.
#[derive(Clone, Debug, Default)]
pub struct Words {
    pub order_words: Vec<String>,
    pub alone: Vec<String>,
    pub lists: Vec<String>,
    pub notation: Vec<String>,
    pub shortened: Vec<String>,
    glued: Vec<fn(&str) -> bool>,
    /// `notation` to look a word up in: the reader asks of every word, many times.
    notation_set: rustc_hash::FxHashSet<String>,
}

impl Words {
    /// The union of `vocabularies`.
    pub fn union<'a>(vocabularies: impl IntoIterator<Item = &'a Vocabulary>) -> Words {
        fn add(into: &mut Vec<String>, words: &[&str], upper: bool) {
            for w in words {
                // Unicode case: notation words may be Polish (`żółty`).
                let w = if upper {
                    w.to_uppercase()
                } else {
                    w.to_lowercase()
                };
                if !into.contains(&w) {
                    into.push(w);
                }
            }
        }
        let mut out = Words::default();
        for v in vocabularies {
            add(&mut out.order_words, v.order_words, true);
            add(&mut out.alone, v.alone, true);
            add(&mut out.lists, v.lists, true);
            // Written without diacritics too: `zolty` is `żółty`.
            let plain = |words: &[&str]| -> Vec<String> {
                words
                    .iter()
                    .map(|w| deunicode::deunicode(w).to_lowercase())
                    .collect()
            };
            let (notation, shortened) = (plain(v.notation), plain(v.shortened));
            let notation: Vec<&str> = notation.iter().map(String::as_str).collect();
            let shortened: Vec<&str> = shortened.iter().map(String::as_str).collect();
            for words in [v.notation, &notation, v.shortened, &shortened] {
                add(&mut out.notation, words, false);
            }
            for words in [v.shortened, &shortened] {
                add(&mut out.shortened, words, false);
            }
            out.glued.push(v.glued);
        }
        out.notation_set = out.notation.iter().cloned().collect();
        out
    }

    /// The order word `word` is (any case), upper-case as declared.
    pub fn order_word(&self, word: &str) -> Option<&str> {
        let word = word.to_uppercase();
        self.order_words
            .iter()
            .find(|w| **w == word)
            .map(String::as_str)
    }

    /// Whether `word` (upper-case) is complete alone.
    pub fn is_alone(&self, word: &str) -> bool {
        let word = word.to_uppercase();
        self.alone.contains(&word)
    }

    /// Whether `word` (any case) is an order word whose text is a list of instructions.
    pub fn takes_list(&self, word: &str) -> bool {
        let word = word.to_uppercase();
        self.lists.contains(&word)
    }

    /// Whether `word` is a notation word of some game.
    pub fn is_notation(&self, word: &str) -> bool {
        if word.chars().any(char::is_uppercase) {
            self.notation_set.contains(&word.to_lowercase())
        } else {
            self.notation_set.contains(word)
        }
    }

    /// Whether `word` is a notation word of three letters or more with its number written on
    /// it (`forward3`, `naprzod2`).
    pub fn is_numbered(&self, word: &str) -> bool {
        let stem = word.trim_end_matches(|c: char| c.is_ascii_digit());
        stem.len() < word.len() && stem.chars().count() >= 3 && self.is_notation(stem)
    }

    /// Whether `word` is several codes of some game written together (`F2LFRU`).
    pub fn is_glued(&self, word: &str) -> bool {
        self.glued.iter().any(|g| g(word))
    }

    /// Whether `word` (three letters or more, no notation word itself but a shortening)
    /// begins a longer notation word of some game of four letters or more: an abbreviation
    /// when a full stop follows it (`ziel.`, `czerw.`, `nap.`, `lew.`).
    pub fn abbreviates(&self, word: &str) -> bool {
        let word = word.to_lowercase();
        // (A word the game lists as short itself: `Fwd.`, `Rt.`.)
        if self.shortened.contains(&word) && self.notation.contains(&word) {
            return true;
        }
        word.chars().count() >= 3
            && word.chars().all(char::is_alphabetic)
            && (!self.notation.contains(&word) || self.shortened.contains(&word))
            && self
                .notation
                .iter()
                .any(|n| n.chars().count() >= 4 && n.len() > word.len() && n.starts_with(&word))
    }
}

/// The union of the words of every game in the registry in scope ([`super::reading`]: the
/// built-in one unless a mail is read against another).
pub fn words() -> &'static Words {
    super::reading().words()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notation_word_with_its_number_written_on_it() {
        let words = crate::games::words();
        assert!(words.is_numbered("forward3") && words.is_numbered("Naprzod2"));
        assert!(
            !words.is_numbered("forward") && !words.is_numbered("f3") && !words.is_numbered("abc3")
        );
    }

    #[test]
    fn the_union_holds_each_games_words_once_in_one_case() {
        let a = Vocabulary {
            order_words: &["PROGRAM", "pass"],
            alone: &["PASS"],
            lists: &["program"],
            notation: &["North", "up"],
            shortened: &[],
            glued: never_glued,
        };
        let b = Vocabulary {
            order_words: &["Program", "SOLUTION"],
            alone: &[],
            lists: &["SOLUTION"],
            notation: &["UP", "down"],
            shortened: &["nor"],
            glued: never_glued,
        };
        let w = Words::union([&a, &b, &Vocabulary::EMPTY]);
        assert_eq!(w.order_words, ["PROGRAM", "PASS", "SOLUTION"]);
        assert_eq!(w.alone, ["PASS"]);
        assert_eq!(w.notation, ["north", "up", "down", "nor"]);
        // A shortening is notation, and an abbreviation before a full stop still.
        assert!(w.is_notation("nor") && w.abbreviates("nor") && !w.abbreviates("north"));
        assert_eq!(w.order_word("solution"), Some("SOLUTION"));
        assert!(w.is_alone("pass") && !w.is_alone("PROGRAM"));
        assert!(w.takes_list("Program") && w.takes_list("solution") && !w.takes_list("PASS"));
        assert!(w.is_notation("DOWN") && !w.is_notation("sideways"));
        // Case is Unicode's: a Polish word reads in any case.
        let pl = Vocabulary {
            order_words: &["PROGRAM"],
            alone: &[],
            lists: &[],
            notation: &["ŻÓŁTY"],
            shortened: &[],
            glued: never_glued,
        };
        let w = Words::union([&pl]);
        assert!(w.is_notation("żółty") && w.is_notation("Żółty") && w.is_notation("ŻÓŁTY"));
        assert!(words().is_notation("północ") && words().is_notation("Czerwony"));
    }

    #[test]
    fn every_game_declares_words_and_its_alone_words_are_order_words() {
        for g in super::super::registry() {
            let v = g.vocabulary();
            assert!(!v.order_words.is_empty(), "{} declares no words", g.kind());
            for a in v.alone.iter().chain(v.lists) {
                assert!(v.order_words.contains(a), "{}: {a}", g.kind());
            }
            assert!(
                !v.lists.is_empty(),
                "{} declares no list of instructions",
                g.kind()
            );
        }
        let w = words();
        for expected in ["PROGRAM", "GOALS", "SOLUTION", "PICK", "RECOMPILE", "POWER"] {
            assert!(w.order_word(expected).is_some(), "{expected}");
        }
    }

    /// The words a game's phase asks for (its order keyword and bare orders) are words the game
    /// declares, so that the mail reader reads what the turn mail tells players to send.
    #[test]
    fn every_phase_keyword_is_declared() {
        for g in super::super::registry() {
            let v = g.vocabulary();
            let mut state = g
                .new_game(
                    &serde_json::json!({}),
                    super::super::Players::count(2),
                    &mut super::super::step_rng(1, 0),
                )
                .expect("a new game");
            // The first phases (RAMbots: setup, then programming), each seat's default orders.
            for step in 1..=3 {
                let loaded = g.load(&state).expect("the state loads");
                let phase = loaded.phase();
                for word in std::iter::once(&phase.order_keyword).chain(&phase.bare_orders) {
                    assert!(
                        v.order_words.iter().any(|o| o.eq_ignore_ascii_case(word)),
                        "{} {}: {word}",
                        g.kind(),
                        phase.title
                    );
                }
                let orders: Vec<_> = (0..2)
                    .map(|i| loaded.default_orders(super::super::Seat(i)).unwrap())
                    .collect();
                let rng = &mut super::super::step_rng(1, step);
                state = loaded
                    .resolve(super::super::TurnOrders::unranked(&orders), rng)
                    .expect("a round")
                    .state;
            }
        }
    }
}
