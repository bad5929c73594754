//! What a game operation causes beyond its game, as data: a game finished (rated, its
//! tournament moved on), a game abandoned (its tournament moved on), a seat abandoned
//! (offered to the game's standby list). A round returns them in its
//! [`super::run::RoundRun`]; every operation hands each to [`Effects::hand`] at the moment it
//! happens, and the one implementation, [`crate::moderator::layers::Coordinator`], passes it
//! to the flow above that acts on it. The game operations name the effect, never that flow.

use crate::games::Seat;
use crate::moderator::ModError;
use crate::store::games::GameRow;
use chrono::{DateTime, Utc};
use rusqlite::Connection;

/// One thing a game operation caused beyond its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The game finished and is stored so: it is rated and its tournament moves on (a round
    /// that ended it, the game left to the machines and finished, TERMINATE).
    GameFinished,
    /// The game ended without a result (every player resigned, the operator abandoned it):
    /// its tournament moves on.
    GameAbandoned,
    /// A seat was abandoned (`why`: `resigned`, `missed`, `bounced`, `ejected`): offered to
    /// the game's standby list.
    SeatAbandoned {
        seat: Seat,
        why: &'static str,
        at: DateTime<Utc>,
    },
}

/// Where the effects of a game operation go (see the module doc).
pub trait Effects {
    /// Acts on `effect` of game `g` (as stored), in the operation's transaction: whether
    /// anyone was offered anything (a seat abandoned: a standby offered it).
    fn hand(&self, c: &Connection, g: &GameRow, effect: &Effect) -> Result<bool, ModError>;
}
