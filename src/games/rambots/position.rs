//! The validated, playable RAMbots position. Its fields are private: the only ways in are
//! `Position::try_from(Setup)` (see `position_file`) and the setup of a new game, both of which
//! check every invariant; the engine changes it only through the `pub(super)` mutators below.

use super::board::{ByColour, Colour, Facing, Piece, Square};
use super::pool::Pool;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The game option that picks between the two printed Red beams.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RedBeam {
    /// 001/002: a Red beam damages a RAMbot (steals a piece).
    #[default]
    Damage,
    /// 000: a Red beam slides the object towards the centre line.
    Slide,
}

impl fmt::Display for RedBeam {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RedBeam::Damage => "damage",
            RedBeam::Slide => "slide",
        })
    }
}

/// Something that occupies a square: a player's RAMbot or a data beacon, by colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Thing {
    Bot(Colour),
    Beacon(Colour),
}

impl Thing {
    pub fn colour(self) -> Colour {
        match self {
            Thing::Bot(c) | Thing::Beacon(c) => c,
        }
    }
}

/// Prose name: `Red` for a RAMbot (its player), `the yellow beacon`.
impl fmt::Display for Thing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Thing::Bot(c) => f.write_str(c.label()),
            Thing::Beacon(c) => write!(f, "the {c} beacon"),
        }
    }
}

/// An occupant of a square and how it stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Object {
    pub thing: Thing,
    pub facing: Facing,
}

/// A legal RAMbots position between instructions: one object per square, every bot of a seated
/// player on the board, four beacons, a full precedence stack, pools and goal stacks whose
/// pieces never exceed the supply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    red_beam: RedBeam,
    precedence: [Colour; 4],
    board: [Option<Object>; 64],
    seats: Vec<Colour>,
    pools: ByColour<Pool>,
    goals: ByColour<Vec<Piece>>,
}

impl Position {
    /// Only for `position_file` and `setup`, which have checked every invariant.
    pub(super) fn from_parts(
        red_beam: RedBeam,
        precedence: [Colour; 4],
        board: [Option<Object>; 64],
        seats: Vec<Colour>,
        pools: ByColour<Pool>,
        goals: ByColour<Vec<Piece>>,
    ) -> Position {
        Position {
            red_beam,
            precedence,
            board,
            seats,
            pools,
            goals,
        }
    }

    pub fn red_beam(&self) -> RedBeam {
        self.red_beam
    }
    /// Top first.
    pub fn precedence(&self) -> &[Colour; 4] {
        &self.precedence
    }
    /// Where `c` ranks on the precedence stack: 0 is the top.
    pub fn rank(&self, c: Colour) -> usize {
        self.precedence.iter().position(|&x| x == c).unwrap_or(4)
    }
    /// The players' colours, in seat order (seat 0 first).
    pub fn seats(&self) -> &[Colour] {
        &self.seats
    }
    pub fn at(&self, sq: Square) -> Option<Object> {
        self.board[sq.index()]
    }
    /// Where `thing` stands, if it is on the board.
    pub fn find(&self, thing: Thing) -> Option<Square> {
        Square::all().find(|sq| self.board[sq.index()].is_some_and(|o| o.thing == thing))
    }
    /// Every occupied square with its occupant, a1 first.
    pub fn objects(&self) -> impl Iterator<Item = (Square, Object)> + '_ {
        Square::all().filter_map(|sq| self.board[sq.index()].map(|o| (sq, o)))
    }
    pub fn pool(&self, c: Colour) -> &Pool {
        self.pools.get(c)
    }
    /// Remaining goals, top (next to tag) first.
    pub fn goals(&self, c: Colour) -> &[Piece] {
        self.goals.get(c)
    }
    /// The player who has tagged all four goals, if any (only meaningful once goals are dealt).
    pub fn winner(&self) -> Option<Colour> {
        self.seats
            .iter()
            .copied()
            .find(|&c| self.goals(c).is_empty())
    }

    pub(super) fn set(&mut self, sq: Square, o: Option<Object>) {
        self.board[sq.index()] = o;
    }
    pub(super) fn pool_mut(&mut self, c: Colour) -> &mut Pool {
        self.pools.get_mut(c)
    }
    pub(super) fn goals_mut(&mut self, c: Colour) -> &mut Vec<Piece> {
        self.goals.get_mut(c)
    }
    /// 000: "Remove the top piece from the precedence stack, and place it on the bottom."
    pub(super) fn rotate_stack(&mut self) {
        self.precedence.rotate_left(1);
    }
}
