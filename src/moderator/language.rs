//! The language a mail is written in: the reader's (`SET LANGUAGE PL`, kept with their
//! preferences), else their game's (`game new --set language=pl`), else English.
//!
//! The code that knows who reads a mail (the sender of the mail being answered, the player a
//! report goes to) says so with [`crate::lang::speak`] or [`Moderator::speak_to`] for as long as it writes to them; every
//! template rendered and every engine text asked for meanwhile ([`Moderator::say`]) is in that
//! language. The choice is kept per thread ([`crate::lang::speak`]) and undone when the guard
//! drops, so that one reader's language never leaks into the next mail.

use super::{ModError, Moderator};
use crate::lang::{ENGLISH, Phrasebook, Say};
use crate::store::{game_options, preferences};
use rusqlite::Connection;

/// The key of the language in `preferences` and in `game_options`.
pub const KEY: &str = "language";

pub use crate::lang::Speaking;

/// The code of a language robomod has a phrasebook for, as `word` names it (`PL`, `pl`,
/// `Polski`, `polish`).
pub fn known(word: &str) -> Option<&'static str> {
    Phrasebook::builtin().find(word)
}

/// The language `address` chose, if any.
pub fn of_address(c: &Connection, address: &str) -> Result<Option<&'static str>, ModError> {
    Ok(preferences::get(c, address, KEY)?.and_then(|v| known(&v)))
}

/// The language of game `game`, if one was set.
pub fn of_game(c: &Connection, game: i64) -> Result<Option<&'static str>, ModError> {
    Ok(game_options::get(c, game, KEY)?.and_then(|v| known(&v)))
}

/// The language a mail to `address` about `game` is written in.
pub fn for_reader(
    c: &Connection,
    game: Option<i64>,
    address: Option<&str>,
) -> Result<&'static str, ModError> {
    if let Some(a) = address
        && let Some(code) = of_address(c, a)?
    {
        return Ok(code);
    }
    if let Some(g) = game
        && let Some(code) = of_game(c, g)?
    {
        return Ok(code);
    }
    Ok(ENGLISH)
}

impl Moderator {
    /// The language of game `id`'s public words (its archive, its public report): the one
    /// it was set to, else English.
    pub fn game_language(&self, id: i64) -> Result<&'static str, ModError> {
        self.read(|c| Ok(of_game(c, id)?.unwrap_or(ENGLISH)))
    }

    /// Writes to the reader of a mail about `game` (see [`for_reader`]) until the guard drops.
    pub(crate) fn speak_to(
        &self,
        c: &Connection,
        game: Option<i64>,
        address: Option<&str>,
    ) -> Result<Speaking, ModError> {
        Ok(crate::lang::speak(for_reader(c, game, address)?))
    }

    /// The phrasebook of the language being written now.
    pub(crate) fn say(&self) -> Say<'static> {
        crate::lang::now()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_names_a_player_writes_are_known() {
        for w in ["pl", "PL", "Polski", "polish", " en "] {
            assert!(known(w).is_some(), "{w}");
        }
        assert_eq!(known("klingon"), None);
    }
}
