//! The registry: which games a moderator knows, by kind, and the union of their words.
//!
//! [`Registry::builtin`] holds the games robomod ships (one line each); a registry with more
//! games (a test's own game) is built with [`Registry::with`] and given to the moderator
//! (`Moderator::with_registry`), which the daemon reads mail with too. Reading a mail asks for
//! the registry in scope ([`reading`]): the one [`reading_with`] names on this thread, else
//! the built-in one, so that a test's game is read in its own words.

use super::vocabulary::{Vocabulary, Words};
use super::{DynGame, Erased, race, rambots, ricochet};
use std::cell::Cell;
use std::sync::LazyLock;

/// A set of games by kind, with the union of their words.
pub struct Registry {
    games: Vec<&'static dyn DynGame>,
    words: Words,
}

impl Registry {
    /// A registry of `games` (each kind once: the first of a kind wins).
    pub fn new(games: impl IntoIterator<Item = &'static dyn DynGame>) -> Registry {
        let mut all: Vec<&'static dyn DynGame> = Vec::new();
        for g in games {
            if !all.iter().any(|a| a.kind() == g.kind()) {
                all.push(g);
            }
        }
        let vocabularies: Vec<Vocabulary> = all.iter().map(|g| g.vocabulary()).collect();
        Registry {
            words: Words::union(&vocabularies),
            games: all,
        }
    }

    /// Every game robomod ships.
    pub fn builtin() -> &'static Registry {
        static BUILTIN: LazyLock<Registry> = LazyLock::new(|| {
            static RAMBOTS: Erased<rambots::Rambots> = Erased::new()
                .computer()
                .what_if()
                .pictures()
                .position_files()
                .house()
                .compose()
                .card_words();
            static RICOCHET: Erased<ricochet::Ricochet> = Erased::new()
                .computer()
                .pictures()
                .position_files()
                .solver()
                .house()
                .bidding()
                .compose();
            static RACE: Erased<race::Race> = Erased::new()
                .computer()
                .what_if()
                .pictures()
                .standings()
                .compensation()
                .next_game()
                .position_files()
                .courses()
                .house()
                .idle_seats()
                .orders_in_parts()
                .compose()
                .card_words();
            Registry::new([
                &RAMBOTS as &dyn DynGame,
                &RICOCHET as &dyn DynGame,
                &RACE as &dyn DynGame,
            ])
        });
        &BUILTIN
    }

    /// These games, then `more` (of a kind not here already).
    pub fn with(&self, more: impl IntoIterator<Item = &'static dyn DynGame>) -> Registry {
        Registry::new(self.games.iter().copied().chain(more))
    }

    /// The games, in registry order.
    pub fn games(&self) -> &[&'static dyn DynGame] {
        &self.games
    }

    /// The game called `kind`, if this registry has it.
    pub fn by_kind(&self, kind: &str) -> Option<&'static dyn DynGame> {
        self.games.iter().copied().find(|g| g.kind() == kind)
    }

    /// The kinds, in registry order: `["rambots", "ricochet", "race"]`.
    pub fn kind_names(&self) -> Vec<&'static str> {
        self.games.iter().map(|g| g.kind()).collect()
    }

    /// The kinds for people: `"rambots, ricochet, race"`.
    pub fn kinds(&self) -> String {
        self.kind_names().join(", ")
    }

    /// The union of the games' words, which the mail reader recognises.
    /// The kind `word` names: the kind itself (`race`) or its name in any language, the
    /// words of its message `<kind>-names` (`race-names = WYŚCIG`), compared folded
    /// ([`crate::lang::fold`]: `wyscig` is `WYŚCIG`).
    pub fn kind_named(&self, word: &str) -> Option<&'static str> {
        let book = crate::lang::Phrasebook::builtin();
        let folded = crate::lang::fold(word);
        self.games.iter().map(|g| g.kind()).find(|kind| {
            kind.eq_ignore_ascii_case(word)
                || book.codes().into_iter().any(|code| {
                    let say = book.say(code);
                    let id = format!("{kind}-names");
                    say.has(&id)
                        && say
                            .t(&id)
                            .split_whitespace()
                            .any(|w| crate::lang::fold(w) == folded)
                })
        })
    }

    pub fn words(&self) -> &Words {
        &self.words
    }
}

thread_local! {
    /// The registry the mail being read on this thread is read against ([`reading_with`]).
    static READING: Cell<Option<&'static Registry>> = const { Cell::new(None) };
}

/// `read()` with `registry` as the registry in scope on this thread ([`reading`]); the one in
/// scope before comes back after, even when `read` panics.
pub fn reading_with<T>(registry: &'static Registry, read: impl FnOnce() -> T) -> T {
    struct Restore(Option<&'static Registry>);
    impl Drop for Restore {
        fn drop(&mut self) {
            READING.with(|r| r.set(self.0));
        }
    }
    let _restore = Restore(READING.with(|r| r.replace(Some(registry))));
    read()
}

/// The registry in scope on this thread: the one [`reading_with`] names, else
/// [`Registry::builtin`].
pub fn reading() -> &'static Registry {
    READING.with(Cell::get).unwrap_or_else(Registry::builtin)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kind_is_named_by_itself_or_by_its_name_in_any_language() {
        let r = Registry::builtin();
        for word in ["race", "RACE", "wyścig", "WYSCIG", "Wyścig"] {
            assert_eq!(r.kind_named(word), Some("race"), "{word}");
        }
        assert_eq!(r.kind_named("Rambots"), Some("rambots"));
        assert_eq!(r.kind_named("chess"), None);
    }

    #[test]
    fn a_registry_in_scope_is_the_one_read_and_the_builtin_comes_back() {
        let builtin = Registry::builtin();
        assert_eq!(builtin.kind_names(), ["rambots", "ricochet", "race"]);
        assert!(std::ptr::eq(reading(), builtin));
        let one: &'static Registry = Box::leak(Box::new(Registry::new([builtin.games()[1]])));
        let kinds = reading_with(one, || reading().kinds());
        assert_eq!(kinds, "ricochet");
        assert!(one.words().order_word("SOLUTION").is_some());
        assert!(one.words().order_word("PROGRAM").is_none());
        assert!(std::ptr::eq(reading(), builtin));
        // A panic inside leaves the built-in one in scope.
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            reading_with(one, || panic!("on purpose"))
        }));
        assert!(std::ptr::eq(reading(), builtin));
    }

    #[test]
    fn with_adds_games_each_kind_once() {
        let builtin = Registry::builtin();
        let one = Registry::new([builtin.games()[1]]);
        let again = one.with(builtin.games().iter().copied());
        assert_eq!(again.kind_names(), ["ricochet", "rambots", "race"]);
        let mut words = again.words().order_words.clone();
        let mut expected = builtin.words().order_words.clone();
        words.sort();
        expected.sort();
        assert_eq!(words, expected);
    }
}
