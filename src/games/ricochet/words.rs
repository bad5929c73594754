//! Ricochet Pyramids' words in the reader's language: colours, directions and counts of moves
//! from the phrasebooks (`src/games/ricochet/lang/<code>.ftl`, every id starting
//! `ricochet-`), chosen by their English keys. Pure.

use super::board::{Color, Direction};
use crate::lang::Say;
use crate::say;

/// A robot's colour: `red`, `czerwony`.
pub fn colour(say: Say<'_>, c: Color) -> String {
    say!(say, "ricochet-colour", c = c.name())
}

/// A direction: `north`, `północ`.
pub fn dir(say: Say<'_>, d: Direction) -> String {
    say!(say, "ricochet-dir", d = d.name())
}

/// `5 moves`, `1 move`; `5 ruchów`.
pub fn moves(say: Say<'_>, n: usize) -> String {
    say!(say, "ricochet-moves", n = n)
}

/// Why a text is not a list of moves, in words.
pub fn notation_error(say: Say<'_>, e: &super::notation::NotationError) -> String {
    use super::notation::{MAX_MOVES, NotationError as E};
    match e {
        E::Empty => say.t("ricochet-notation-empty"),
        E::NotARobot { number, word } => {
            say!(
                say,
                "ricochet-not-a-robot",
                n = *number,
                word = word.clone()
            )
        }
        E::NotADirection { number, word } => {
            say!(
                say,
                "ricochet-not-a-direction",
                n = *number,
                word = word.clone()
            )
        }
        E::MissingDirection { number, robot } => say!(
            say,
            "ricochet-missing-direction",
            n = *number,
            colour = colour(say, *robot)
        ),
        E::TooLong => say!(say, "ricochet-too-long", max = MAX_MOVES),
    }
}

/// Why a solution does not solve the position, in words.
pub fn solution_error(say: Say<'_>, e: &super::position::SolutionError) -> String {
    use super::position::{PlayError, SolutionError as E};
    match e {
        E::Empty => say.t("ricochet-solution-empty"),
        E::Move { number, mv, error } => {
            let error = match error {
                PlayError::NoSuchRobot(c) => {
                    say!(say, "ricochet-no-such-robot", colour = colour(say, *c))
                }
                PlayError::Blocked { robot, dir, at } => say!(
                    say,
                    "ricochet-blocked",
                    colour = colour(say, *robot),
                    dir = self::dir(say, *dir),
                    at = at.to_string()
                ),
            };
            say!(
                say,
                "ricochet-bad-move",
                n = *number,
                mv = mv.to_string(),
                error = error
            )
        }
        E::LeavesGoal { robot, after } => say!(
            say,
            "ricochet-leaves-goal",
            colour = colour(say, *robot),
            after = *after
        ),
        E::NotReached { robot, at, goal } => say!(
            say,
            "ricochet-not-reached",
            colour = colour(say, *robot),
            at = at.to_string(),
            goal = goal.to_string()
        ),
    }
}
