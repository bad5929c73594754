//! The position file's own types: a race position ([`Setup`]) and each robot in it
//! ([`RobotSetup`]) as written in TOML or JSON, with the defaults a file may leave out.

use crate::games::race::board::{Dir, Square};
use crate::games::race::cards::Card;
use crate::games::race::position::{House, LIVES, Offer, Stats};
use crate::games::race::upgrades::{Held, RoundOption};
use serde::{Deserialize, Serialize};

/// A race position as written in a TOML or JSON file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub game: String,
    /// A shipped board by name, or a path to a board file (read by the caller).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Or the board inline, in the board format.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_text: Option<String>,
    /// The round about to be played.
    #[serde(default = "one")]
    pub round: u32,
    /// The round in which first place was claimed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_finish: Option<u32>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub over: bool,
    /// Robots, in the carried priority order (highest first) unless `priority` is given.
    pub robots: Vec<RobotSetup>,
    /// The priority list by name, highest first, when `robots` is in seat order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub priority: Vec<String>,
    /// The upgrade on offer at each upgrade site; a site not listed offers nothing.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offers: Vec<Offer>,
    /// When the race is over: robots by name in the next race's pick order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pick_order: Vec<String>,
    /// The house rules, left out at the seed's own.
    #[serde(default, skip_serializing_if = "House::is_default")]
    pub house: House,
}

fn one() -> u32 {
    1
}
fn three() -> u8 {
    LIVES
}
fn is_false(b: &bool) -> bool {
    !b
}
fn is_default_stats(s: &Stats) -> bool {
    *s == Stats::default()
}

/// One robot and everything its player holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RobotSetup {
    pub name: String,
    /// Omitted for a robot that is out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<Square>,
    pub facing: Dir,
    #[serde(default)]
    pub damage: u8,
    /// Lives left.
    #[serde(default = "three")]
    pub lives: u8,
    #[serde(default)]
    pub flags_touched: u8,
    /// Defaults to `at`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archive: Option<Square>,
    #[serde(default)]
    pub upgrades: Vec<Held>,
    /// This round's options, in the mail notation; settings carried from earlier rounds are
    /// written as the options that give them.
    #[serde(default)]
    pub options: Vec<RoundOption>,
    #[serde(default)]
    pub powered_down: bool,
    #[serde(default)]
    pub power_down_next: bool,
    /// This round's unlocked registers, in the mail notation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub program: Option<String>,
    /// What the five registers held at the end of last round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_program: Option<String>,
    /// The card Flywheel kept for the next hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved: Option<Card>,
    /// Finishing place, for a robot that has touched the last flag.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<u8>,
    #[serde(default, skip_serializing_if = "is_default_stats")]
    pub stats: Stats,
    /// Written by `sim --json`, ignored when read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destroyed_this_round: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub out: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished: Option<bool>,
    /// Wildcards the moderator granted and not yet spent.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub wildcards: u8,
    /// Its player resigned: powered down for the rest of the race, no award, no pick.
    #[serde(default, skip_serializing_if = "is_false")]
    pub retired: bool,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}
