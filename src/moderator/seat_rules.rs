//! A game's rules for seats whose person is missing (game options `stand_in` and `no_humans`):
//! how they are read from the store and taken out of a new game's settings. The round obeys
//! them (`round::stand_in`); the reports and `game show` tell them.

use crate::moderator::error::ModError;
use crate::store::game_options;
use rusqlite::Connection;
use serde_json::{Map, Value};

/// The game option (and setting) of the missed rounds after which a stand-in plays a seat.
pub const STAND_IN: &str = "stand_in";
/// The game option (and setting) of what a game with no person left becomes.
pub const NO_HUMANS: &str = "no_humans";

/// What a game with no person left becomes.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum NoHumans {
    /// Finished, with no winner (the default).
    #[default]
    Finish,
    /// Paused, for the operator to seat someone or abandon it.
    Pause,
}

impl NoHumans {
    pub fn as_str(self) -> &'static str {
        match self {
            NoHumans::Finish => "finish",
            NoHumans::Pause => "pause",
        }
    }
    pub fn parse(s: &str) -> Option<NoHumans> {
        [NoHumans::Finish, NoHumans::Pause]
            .into_iter()
            .find(|n| n.as_str().eq_ignore_ascii_case(s.trim()))
    }
}

/// One game's rules for seats whose person is missing.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatRules {
    /// Missed rounds in a row after which a stand-in plays a person's seat.
    pub stand_in: Option<u32>,
    pub no_humans: NoHumans,
}

impl SeatRules {
    /// Game `game`'s rules (the defaults for what was not set).
    pub fn of(c: &Connection, game: i64) -> Result<SeatRules, ModError> {
        let stand_in = game_options::get(c, game, STAND_IN)?.and_then(|n| n.parse().ok());
        let no_humans = game_options::get(c, game, NO_HUMANS)?
            .and_then(|w| NoHumans::parse(&w))
            .unwrap_or_default();
        Ok(SeatRules {
            stand_in,
            no_humans,
        })
    }

    /// Takes the settings `stand_in` (a number of rounds, 1 or more; 0 or `never`: none) and
    /// `no_humans` (`finish`, `pause`) out of a new game's settings (they are robomod's, not
    /// the engine's): the game options to store, or what is wrong.
    pub(crate) fn take(
        settings: &mut Map<String, Value>,
    ) -> Result<Vec<(&'static str, String)>, ModError> {
        let mut options = Vec::new();
        if let Some(v) = settings.remove(STAND_IN) {
            let n = match &v {
                Value::Number(n) => n.as_u64(),
                Value::String(s) if s.trim().eq_ignore_ascii_case("never") => Some(0),
                Value::String(s) => s.trim().parse().ok(),
                _ => None,
            };
            match n.map(u32::try_from) {
                Some(Ok(0)) => {}
                Some(Ok(n)) => options.push((STAND_IN, n.to_string())),
                _ => {
                    // english: a setting's error for the operator (game new/open)
                    return Err(ModError::Input(format!(
                        "stand_in={v}: write the number of missed rounds in a row after which \
                         a computer player plays the seat (stand_in=2), or stand_in=never"
                    )));
                }
            }
        }
        if let Some(v) = settings.remove(NO_HUMANS) {
            match v.as_str().and_then(NoHumans::parse) {
                Some(rule) => options.push((NO_HUMANS, rule.as_str().to_string())),
                None => {
                    // english: a setting's error for the operator (game new/open)
                    return Err(ModError::Input(format!(
                        "no_humans={v}: write finish (a game with no person left ends, the \
                         default) or pause (it waits for the operator)"
                    )));
                }
            }
        }
        Ok(options)
    }
}

/// The game options that set a game's own caps on its masters (`[lobby] master_delay_days`,
/// `master_rollbacks` otherwise): read by `moderator::master`.
pub(crate) const MASTER_CAPS: [&str; 2] = ["master_delay_days", "master_rollbacks"];
