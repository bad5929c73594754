//! "pebbles", a toy fourth game that lives outside the crate: its folder (the rules in
//! `game.rs`, its texts in `lang/*.ftl`, its words read by `words.rs`) and one registry line
//! ([`games`]). It passes the whole conformance suite (`conformance.rs`) and plays a game by
//! mail through the real daemon in its own words (`by_mail.rs`).

mod by_mail;
mod conformance;
pub mod game;
mod words;

use robomod::games::{DynGame, Erased, Registry};
use std::sync::LazyLock;

/// The toy game with its computer player and its composer page.
pub static PEBBLES: Erased<game::Pebbles> = Erased::new().computer().compose();

/// The shipped games and pebbles: the registry line.
pub fn games() -> &'static Registry {
    static GAMES: LazyLock<Registry> =
        LazyLock::new(|| Registry::builtin().with([&PEBBLES as &dyn DynGame]));
    &GAMES
}
