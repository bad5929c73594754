//! What happens during a resolution, as structured data. The engine records these in order;
//! reports are rendered from them alone (plus the positions before and after), and `sim --json`
//! prints them.

use super::board::{Colour, Dir, Facing, Piece, Square};
use super::notation::Instruction;
use super::position::Thing;
use serde::{Deserialize, Serialize};

/// Why the instruction that ran beat the other loaded registers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// No other register was loaded.
    Alone,
    /// It was the single smallest piece.
    Size,
    /// Smallest size tied; its colour is highest on the precedence stack.
    Colour,
    /// Identical pieces; its owner's colour is highest on the precedence stack.
    Owner,
}

/// Another loaded register when an instruction was chosen.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rival {
    pub bot: Colour,
    pub instruction: Instruction,
}

/// One player's revealed program.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Revealed {
    pub bot: Colour,
    pub program: Vec<Instruction>,
}

/// How an object came to change square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum How {
    /// A RAMbot's own forward movement.
    Drive,
    /// A RAMbot's own reverse gear.
    Reverse,
    /// Shoved by a moving object or a blue beam.
    Push,
    /// Drawn by a yellow beam.
    Pull,
    /// Moved sideways by a red beam (`slide`).
    Slide,
}

/// What stopped an object from moving.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Block {
    /// It is against the wall itself.
    Wall,
    /// The objects in front of it are against the wall.
    Jam,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Setup: `maker` built `owner`'s goal stack (or it was drawn at random); now revealed.
    GoalStack {
        maker: Colour,
        owner: Colour,
        stack: Vec<Piece>,
        random: bool,
    },
    /// The screens lift: every program, in seat order.
    Programs { programs: Vec<Revealed> },
    /// The `step`-th instruction of the round runs.
    Runs {
        step: u8,
        bot: Colour,
        instruction: Instruction,
        reason: Reason,
        rivals: Vec<Rival>,
    },
    /// The bot turns (or tips down, when `from` is upright) to face `to`.
    Turned { bot: Colour, from: Facing, to: Dir },
    /// An object moved, possibly several squares in one line (consecutive steps are merged).
    Moved {
        thing: Thing,
        from: Square,
        to: Square,
        how: How,
    },
    /// The acting bot could not move (further) this instruction.
    Blocked { thing: Thing, at: Square, by: Block },
    /// An object shoved by a beam could not move further.
    Stopped { thing: Thing, at: Square, by: Block },
    /// Reverse gear on an upright bot: nothing moves.
    StaysUpright { bot: Colour },
    /// The bot's nose met `target` on `at`.
    Rammed {
        bot: Colour,
        target: Thing,
        at: Square,
    },
    /// `thief` took `piece` from `victim`'s pool (`None`: nothing could be taken).
    Stole {
        thief: Colour,
        victim: Colour,
        piece: Option<Piece>,
    },
    /// An upright object was knocked onto its side, pointing `facing`.
    Tipped { thing: Thing, facing: Dir },
    /// `bot` tagged its next goal; `goal` joins its pool; `left` goals remain.
    Tagged { bot: Colour, goal: Piece, left: u8 },
    /// `bot` tagged its last goal: the game ends here.
    Won { bot: Colour },
    /// An upright bot's beam fires straight up.
    BeamUp { bot: Colour, colour: Colour },
    /// The beam reached the wall without hitting anything.
    BeamWall { bot: Colour, colour: Colour },
    /// The beam hit `target` on `at`.
    BeamHit {
        bot: Colour,
        colour: Colour,
        target: Thing,
        at: Square,
    },
    /// A green beam stood `thing` upright.
    Activated { thing: Thing },
    /// A green beam hit something already upright.
    AlreadyUpright { thing: Thing },
    /// A yellow beam hit something already next to the bot's nose.
    AlreadyAdjacent { thing: Thing },
    /// A damaging red beam hit a beacon.
    Absorbed { thing: Thing },
    /// End of round: the stack after moving its top to the bottom.
    StackRotated { stack: [Colour; 4] },
}
