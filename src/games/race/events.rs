//! What happens in a race round, as structured data, in the order it happened. The report, the
//! statistics shown to players and `sim --json` are rendered from these alone (plus the
//! positions before and after). Robots are named by seat index.

use super::board::{Dir, Rot, Square};
use super::cards::Instr;
use super::upgrades::Upgrade;
use serde::{Deserialize, Serialize};

/// How a register came to hold its instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// The player's program.
    Own,
    /// Missing or illegal: filled at random from the hand (ruling 6).
    Random,
    /// Locked by damage: last round's instruction (ruling 7).
    Locked,
    /// Locked with nothing from last round: filled once at random (ruling 7).
    LockedRandom,
}

/// One register of a revealed program.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reg {
    pub instr: Instr,
    pub source: Source,
}

/// What moved a robot a square.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Mover {
    /// Its own instruction.
    Own,
    /// Pushed by another robot's instruction.
    Push { by: usize },
    /// A belt in step b.
    Belt,
    /// An express belt in step c.
    Express,
    /// Another robot's Pressor, Tractor or Mini Howitzer beam.
    Beam { by: usize },
}

/// What turned a robot.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Turner {
    Own,
    Gear,
    /// A rotating belt section.
    Belt,
}

/// Where damage came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Hit {
    /// A board laser mounted on `at`.
    Board { at: Square },
    /// A robot's forward laser (`rear`: its Rear-Firing Laser).
    Laser { by: usize, rear: bool },
    /// A robot's Ramming Gear.
    Ram { by: usize },
}

/// What destroyed a robot.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Doom {
    Pit,
    Edge,
    Damage,
}

/// Why a robot powers down for the next round.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DownWhy {
    /// Its player announced it (or to stay down).
    Announced,
    /// Circuit Breaker tripped (ruling 40).
    Breaker,
}

/// Why an upgrade site shows a new offer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OfferWhy {
    Taken,
    Aged,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A robot's player has resigned: from this round on it stays powered down for the rest
    /// of the race, and counts for no award and no pick.
    Retired { robot: usize },
    /// The programs, revealed: every robot that runs this round (powered-down ones have none).
    Program { robot: usize, registers: Vec<Reg> },
    /// A robot is powered down this round.
    Down { robot: usize },
    /// Register `n` (1-5) starts; `order` is its execution order, the new priority list.
    Register { n: u8, order: Vec<usize> },
    /// A robot's own instruction runs (it may have been changed by a beam this round).
    Runs { robot: usize, instr: Instr },
    /// A robot moved one square (`to: None`: off the board).
    Moved {
        robot: usize,
        from: Square,
        to: Option<Square>,
        dir: Dir,
        by: Mover,
    },
    /// A robot turned in place.
    Turned { robot: usize, rot: Rot, by: Turner },
    /// A robot's move towards `dir` was stopped by a wall (its own, or one behind robots it
    /// would push).
    Blocked { robot: usize, dir: Dir },
    /// Damage: `points` added; `shielded` stopped by Power-Down Shield; `absorbed` by Coat.
    Damaged {
        robot: usize,
        hit: Hit,
        points: u8,
        shielded: u8,
        absorbed: u8,
    },
    /// A one-use upgrade is used up and discarded (Ablative Coat, Mini Howitzer).
    Spent { robot: usize, upgrade: Upgrade },
    /// A Scrambler hit: the register `register` (1-5) now holds `instr`.
    Scrambled {
        robot: usize,
        by: usize,
        register: u8,
        instr: Instr,
    },
    /// A Radio Control hit: registers after `register` copy `by`'s.
    Radioed {
        robot: usize,
        by: usize,
        register: u8,
    },
    /// A beam with a mode hit without effect (Tractor on an adjacent robot).
    NoEffect { robot: usize, by: usize },
    /// A robot is destroyed at `at` (the pit, the last square before the edge, or where it
    /// stood); `killer` per ruling 32; `lost` the upgrade lost; `out` its last life.
    Destroyed {
        robot: usize,
        at: Square,
        doom: Doom,
        killer: Option<usize>,
        lost: Option<Upgrade>,
        lives: u8,
    },
    /// A robot touched flag `n`; `place` when it was the last flag.
    Flag {
        robot: usize,
        n: u8,
        place: Option<u8>,
    },
    /// A robot's archive moved to `at`.
    Archive { robot: usize, at: Square },
    /// Step 4: repaired `points` (0 when already undamaged).
    Repaired { robot: usize, points: u8 },
    /// Step 4: took the upgrade on offer at `at`.
    Upgraded {
        robot: usize,
        upgrade: Upgrade,
        at: Square,
    },
    /// A new upgrade is on offer at `at`.
    Offer {
        at: Square,
        upgrade: Upgrade,
        why: OfferWhy,
    },
    /// A destroyed robot is back on the board.
    Reentered {
        robot: usize,
        at: Square,
        facing: Dir,
        damage: u8,
    },
    /// A robot will be powered down next round (its damage repaired then).
    PowerDown { robot: usize, why: DownWhy },
    /// The power down a robot announced for next round is cancelled: it was destroyed
    /// (ruling 28).
    PowerDownCancelled { robot: usize },
    /// A powered-down robot powers up for next round.
    PowerUp { robot: usize },
    /// Flywheel keeps a card for the next hand.
    Saved {
        robot: usize,
        card: super::cards::Card,
    },
    /// The race is over.
    RaceOver,
    /// Picking: a robot's start square, from its player's picks (`picked`: which choice it
    /// was) or drawn at random.
    Started {
        robot: usize,
        at: Square,
        facing: Dir,
        picked: Option<u8>,
    },
}

/// Each register of a round as the range of its events: from its `Register` event to the next
/// one's, the last to [`registers_end`].
pub fn registers(events: &[Event]) -> Vec<std::ops::Range<usize>> {
    let mut registers = crate::games::Step::parts(events, |e| matches!(e, Event::Register { .. }));
    if let Some(last) = registers.last_mut() {
        last.end = registers_end(events, last.start);
    }
    registers
}

/// Where a round's register events that start at `start` end: the first event of what comes
/// after the registers (repairs, upgrades, re-entry, power changes, offers, the race's end).
fn registers_end(events: &[Event], start: usize) -> usize {
    events[start..]
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Repaired { .. }
                    | Event::Upgraded { .. }
                    | Event::Reentered { .. }
                    | Event::PowerDown { .. }
                    | Event::PowerUp { .. }
                    | Event::Offer { .. }
                    | Event::Saved { .. }
                    | Event::RaceOver
            )
        })
        .map_or(events.len(), |k| start + k)
}
