//! RAMbots' words in the reader's language: the names of colours, RAMbots, beacons, directions
//! and the red beam's rule as players read them, from the phrasebooks
//! (`src/games/rambots/lang/<code>.ftl`, every id starting `rambots-`). A name is chosen by the
//! English key (`red`, `north`), so that each language declines it its own way (Polish:
//! `Czerwony`, `Czerwonego`). Pure.

use super::board::{Colour, Dir};
use super::position::{RedBeam, Thing};
use crate::lang::Say;
use crate::say;

/// How a colour is written: `red`, `czerwony`.
pub fn colour(say: Say<'_>, c: Colour) -> String {
    say!(say, "rambots-colour", c = c.name())
}

/// A colour's initial in the notation as the reader writes it, in a goal stack (`goal`) or
/// a program: `R`; Polish `C`, `Ż`, `Z`, and blue `N` in a goal stack, `B` in a program
/// (where `N` is north).
pub fn initial(say: Say<'_>, c: Colour, goal: bool) -> String {
    let id = if goal {
        "rambots-goal-initial"
    } else {
        "rambots-initial"
    };
    say!(say, id, c = c.name())
}

/// A colour's letter on the board as the reader reads it: a RAMbot's upper-case, a beacon's
/// lower-case, the program's initial ([`initial`]: `R`, `r`; Polish `Ż`, `ż`), which the
/// legend names and the reader reads back.
pub fn letter(say: Say<'_>, c: Colour, beacon: bool) -> String {
    let letter = initial(say, c, false);
    if beacon {
        letter.to_lowercase()
    } else {
        letter
    }
}

/// A piece as the reader writes it: `2G`, Polish `2Z` (blue `2B` in a program, `2N` in a
/// goal stack: [`initial`]).
pub fn piece(say: Say<'_>, p: super::board::Piece, goal: bool) -> String {
    format!("{}{}", p.size.units(), initial(say, p.colour, goal))
}

/// A code pool as the reader writes its pieces in a program: `1R 2G`, Polish `1C 2Z`.
pub fn pool(say: Say<'_>, pool: &super::pool::Pool) -> String {
    if pool.is_empty() {
        return pool.to_string();
    }
    let pieces: Vec<String> = pool.pieces().map(|p| piece(say, p, false)).collect();
    pieces.join(" ")
}

/// A player's RAMbot by its colour, as the subject of a sentence: `Red`, `Czerwony`.
pub fn bot(say: Say<'_>, c: Colour) -> String {
    say!(say, "rambots-bot", c = c.name())
}

/// A RAMbot as the one something belongs to: `Red` (`Red's pool`), `Czerwonego`.
pub fn bot_of(say: Say<'_>, c: Colour) -> String {
    say!(say, "rambots-bot-of", c = c.name())
}

/// A RAMbot or beacon as the subject of a sentence: `Red`, `the red beacon`.
pub fn thing(say: Say<'_>, t: Thing) -> String {
    match t {
        Thing::Bot(c) => bot(say, c),
        Thing::Beacon(c) => say!(say, "rambots-beacon", c = c.name()),
    }
}

/// A RAMbot or beacon as the object of a verb: `Red`, `the red beacon`; `Czerwonego`.
pub fn thing_object(say: Say<'_>, t: Thing) -> String {
    match t {
        Thing::Bot(c) => say!(say, "rambots-bot-object", c = c.name()),
        Thing::Beacon(c) => say!(say, "rambots-beacon-object", c = c.name()),
    }
}

/// A direction: `north`, `północ`.
pub fn dir(say: Say<'_>, d: Dir) -> String {
    say!(say, "rambots-dir", d = d.name())
}

/// The red beam's rule of the game: `damage`, `slide`.
pub fn red_beam(say: Say<'_>, b: RedBeam) -> String {
    say!(say, "rambots-red-beam", b = b.to_string())
}

/// `a`, `a and b`, `a and b and c`: the way the reports join names.
pub fn and_list(say: Say<'_>, items: &[String]) -> String {
    items.join(&format!(" {} ", say.t("rambots-and")))
}

/// The widest RAMbot name in `say`'s language, in characters: the reports' name columns.
pub fn bot_width(say: Say<'_>) -> usize {
    Colour::ALL
        .iter()
        .map(|&c| bot(say, c).chars().count())
        .max()
        .unwrap_or(6)
}

/// `s` with its first letter upper-case.
pub fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
