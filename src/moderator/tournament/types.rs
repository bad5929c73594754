//! What a tournament is made of: its format ([`Format`]: heats or a series), what opens one
//! ([`NewTournament`]), what every game of it is made from (kept as JSON with it), its stages
//! as stored, and the steps its entrants are told of ([`Step`]).

use super::draw::Stage;
use crate::moderator::admin::games::NewPlayer;
use crate::store::tournaments::TournamentRow;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// How a tournament is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Heats of at most `size` players, their winners on to a final.
    Heats { size: u32 },
    /// The same entrants play `games` games in a row, points for places.
    Series { games: u32 },
}

impl Default for Format {
    fn default() -> Self {
        Format::Heats { size: 4 }
    }
}

impl Format {
    /// As stored: (`format`, `size`).
    pub fn stored(self) -> (&'static str, u32) {
        match self {
            Format::Heats { size } => ("heats", size),
            Format::Series { games } => ("series", games),
        }
    }

    /// The format of a stored tournament.
    pub fn of(t: &TournamentRow) -> Format {
        match t.format.as_str() {
            "series" => Format::Series { games: t.size },
            _ => Format::Heats { size: t.size },
        }
    }
}

/// What happened to a tournament, for its mail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Its first games drawn and opened.
    Drawn,
    /// Game `n` over (the games opened since are new).
    Over(i64),
    /// Game `n` over, and with it the tournament.
    Won(i64),
    /// Cancelled at its start date: too few entrants.
    Cancelled,
}

/// A tournament to open.
#[derive(Clone, Debug, Default)]
pub struct NewTournament {
    pub kind: String,
    pub format: Format,
    /// Its entrants from the start (by mail: none; they JOIN).
    pub entrants: Vec<NewPlayer>,
    /// Each game's settings and schedule.
    pub settings: Map<String, Value>,
    pub schedule: Option<String>,
    /// Who opened it by mail (the master of its games); `None`: the operator.
    pub organiser: Option<String>,
    /// When it starts (`None`: when the organiser says, or when full).
    pub starts_at: Option<DateTime<Utc>>,
    /// The most entrants; it starts when it holds them.
    pub max_entrants: Option<u32>,
    /// The seed its games' seeds are made from (`None`: drawn, and kept).
    pub seed: Option<u64>,
}

/// What every game of a tournament is made from (kept as JSON with the tournament).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub(crate) struct Made {
    pub settings: Map<String, Value>,
    pub schedule: Option<String>,
    /// Game `n` of the tournament (1 first) is played with seed [`game_seed`]`(seed, n)`.
    #[serde(default)]
    pub seed: Option<u64>,
}

/// The seed of a tournament's `n`th game: the same tournament plays the same games again.
pub(crate) fn game_seed(seed: u64, n: usize) -> u64 {
    seed ^ (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

pub(crate) fn stage_name(s: &Stage) -> (&'static str, u32) {
    match s {
        Stage::Heat { round } => ("heat", *round),
        Stage::PlayOff { round } => ("play_off", *round),
        Stage::Final => ("final", 0),
        Stage::FinalPlayOff => ("final_play_off", 0),
        Stage::Series { number } => ("series", *number),
    }
}

pub(crate) fn stage_of(name: &str, round: u32) -> Stage {
    match name {
        "heat" => Stage::Heat { round },
        "play_off" => Stage::PlayOff { round },
        "final" => Stage::Final,
        "series" => Stage::Series { number: round },
        _ => Stage::FinalPlayOff,
    }
}

/// A tournament's start as its mails and pages give it: in UTC, the zone it was set in.
pub(crate) fn utc(t: DateTime<Utc>) -> String {
    crate::schedule::format_time(t, chrono_tz::Tz::UTC)
}
