//! Test helpers: positions from a one-line text, e.g. `"Rd4N Bd6U | yd5U re1N bh8W gh1N"`.
//! Upper-case letters are RAMbots, lower-case beacons; then the square; then N E S W or U.
//! Every bot gets goals `3Y 3R 3B 3G` and a full pool of twelve, unless a test changes the
//! [`Setup`] before validating it. (Files may hold any pieces: conservation is checked across
//! a round, not as fixed counts.)

use super::board::{ByColour, Colour, Facing, File, Piece, Square};
use super::events::Event;
use super::notation::Program;
use super::position::{Position, RedBeam};
use super::position_file::{BeaconSetup, BotSetup, Setup, validate};

pub fn setup(spec: &str) -> Setup {
    let mut s = Setup {
        game: "rambots".into(),
        red_beam: RedBeam::Damage,
        precedence: Colour::ALL.to_vec(),
        bots: vec![],
        beacons: vec![],
    };
    for w in spec.split_whitespace().filter(|w| *w != "|") {
        let first = w.chars().next().unwrap();
        let color: Colour = first.to_string().parse().unwrap();
        let at = w[1..3].parse().unwrap();
        let facing: Facing = w[3..].parse().unwrap();
        if first.is_ascii_uppercase() {
            s.bots.push(BotSetup {
                color,
                at,
                facing,
                pool: Piece::ALL.to_vec(),
                goals: ["3Y", "3R", "3B", "3G"]
                    .map(|g| g.parse().unwrap())
                    .to_vec(),
                program: None,
            });
        } else {
            s.beacons.push(BeaconSetup { color, at, facing });
        }
    }
    s
}

pub fn position(spec: &str) -> Position {
    Position::try_from(setup(spec)).unwrap()
}

/// Run one round of `setup` with `programs` given as `(colour letter, program)` pairs.
pub fn run(mut s: Setup, programs: &[(char, &str)]) -> (Position, Vec<Event>, Option<Colour>) {
    for (c, text) in programs {
        let colour: Colour = c.to_string().parse().unwrap();
        let bot = s.bots.iter_mut().find(|b| b.color == colour).unwrap();
        let words: Vec<&str> = text.split_whitespace().filter(|t| *t != "PASS").collect();
        for (k, ins) in words.iter().enumerate() {
            let piece: Piece = ins[..2].parse().unwrap();
            let used = words[..=k].iter().filter(|w| w[..2] == ins[..2]).count();
            if bot.pool.iter().filter(|&&p| p == piece).count() < used {
                bot.pool.push(piece);
            }
        }
        bot.program = Some(text.to_string());
    }
    let (pos, programs): (Position, ByColour<Program>) = validate(&s).unwrap();
    let (after, events, winner) = super::play_round(&pos, &programs);
    (after, events, winner)
}

/// The board code of the object on `sq`, as the report draws it (`"R^"`, `"y*"`), or `".."`.
pub fn cell(pos: &Position, sq: &str) -> String {
    let sq: Square = sq.parse().unwrap();
    let drawn = super::report::board(pos, crate::lang::Say::english());
    let rank = format!("  {}  ", sq.rank().char());
    let row = drawn.lines().find(|l| l.starts_with(&rank)).unwrap();
    let file = File::ALL.iter().position(|&f| f == sq.file()).unwrap();
    match &row[rank.len() + 3 * file..][..2] {
        ". " => "..".into(),
        code => code.into(),
    }
}

/// The events as their sentences in the report, for readable assertions.
pub fn story(events: &[Event]) -> String {
    let before = position("Rd4N Be8U | ye6N rc5N bd3N gf4N");
    let text =
        super::report::round_report(&before, events, &before, None, crate::lang::Say::english());
    let start = text.find("EXECUTION").unwrap();
    let end = text.find("BOARD").unwrap();
    text[start..end]
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}
