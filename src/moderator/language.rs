//! The language a mail is written in: the reader's (`SET LANGUAGE PL`, kept with their
//! preferences), else their game's (`game new --set language=pl`), else English.
//!
//! The code that knows who reads a mail (the sender of the mail being answered, the player a
//! report goes to) says so with [`crate::lang::speak`] or [`Notify::speak_to`] for as long as it writes to them; every
//! template rendered and every engine text asked for meanwhile ([`Notify::say`]) is in that
//! language. The choice is kept per thread ([`crate::lang::speak`]) and undone when the guard
//! drops, so that one reader's language never leaks into the next mail.

use super::error::ModError;
use crate::lang::{ENGLISH, Phrasebook, Say};
use crate::moderator::layers::Notify;
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

/// A language code robomod has a phrasebook for, as the `'static` code.
fn known_code(code: &str) -> Option<&'static str> {
    Phrasebook::builtin()
        .codes()
        .into_iter()
        .find(|c| c.eq_ignore_ascii_case(code))
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
    Ok(known_for(c, game, address)?.unwrap_or(ENGLISH))
}

/// The language robomod knows for a mail to `address` about `game`: the reader's choice,
/// else the game's, else the newest game's they play that has one.
fn known_for(
    c: &Connection,
    game: Option<i64>,
    address: Option<&str>,
) -> Result<Option<&'static str>, ModError> {
    if let Some(a) = address
        && let Some(code) = of_address(c, a)?
    {
        return Ok(Some(code));
    }
    if let Some(g) = game
        && let Some(code) = of_game(c, g)?
    {
        return Ok(Some(code));
    }
    of_games_played(c, address)
}

/// The language of the newest game `address` plays that has one: what a player who chose
/// none reads in the lobby.
fn of_games_played(
    c: &Connection,
    address: Option<&str>,
) -> Result<Option<&'static str>, ModError> {
    let Some(a) = address else { return Ok(None) };
    let set = game_options::of_players_games(c, a, KEY)?;
    Ok(set.iter().find_map(|v| known(v)))
}

impl Notify<'_> {
    /// The language of game `id`'s public words (its archive, its public report): the one
    /// it was set to, else English.
    pub fn game_language(&self, id: i64) -> Result<&'static str, ModError> {
        self.ctx.read(|c| Ok(of_game(c, id)?.unwrap_or(ENGLISH)))
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

    /// Writes to the sender of `mail` about no game: their language if robomod knows one
    /// ([`for_reader`]), else the one they wrote in, else English.
    pub(crate) fn speak_to_sender(
        &self,
        c: &Connection,
        mail: &crate::inbound::InboundMail,
    ) -> Result<Speaking, ModError> {
        let known = known_for(c, None, Some(&mail.from))?;
        let written = || mail.written_in.as_deref().and_then(known_code);
        Ok(crate::lang::speak(
            known.or_else(written).unwrap_or(ENGLISH),
        ))
    }

    /// Keeps the language a stranger wrote in as theirs when they take a place in a game
    /// (JOIN, OPEN, OBSERVE, TAKE): the game's mails reach them later, with no mail of theirs
    /// to read the language from. Only a language other than English, and only when they
    /// chose none: English is what they get anyway, and a `SET LANGUAGE` stays theirs.
    pub(crate) fn keep_written_language(
        &self,
        c: &Connection,
        mail: &crate::inbound::InboundMail,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<(), ModError> {
        let Some(code) = mail.written_in.as_deref().and_then(known_code) else {
            return Ok(());
        };
        if code == ENGLISH || of_address(c, &mail.from)?.is_some() {
            return Ok(());
        }
        preferences::set(c, &mail.from, KEY, code, now)?;
        Ok(())
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
        for w in [
            "pl",
            "PL",
            "Polski",
            "polish",
            " en ",
            "angielski",
            "po polsku",
        ] {
            assert!(known(w).is_some(), "{w}");
        }
        assert_eq!(known("klingon"), None);
    }
}
