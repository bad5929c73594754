//! What a game operation did, as data: a round run and stored ([`RoundRun`]: the round,
//! each seat's report, who reads which language, its late seats ([`Late`]) and its
//! effects), and what an operation causes beyond its game ([`Effect`]: a game finished, a
//! game abandoned, a seat abandoned). The game operations (`round/`, `admin/`, `master/`)
//! produce them; the mailer writes mails from them; every operation hands each effect, at
//! the moment it happens, to [`Effects::hand`], whose one implementation,
//! [`crate::moderator::layers::Coordinator`], passes it to the flow above that acts on it
//! (ratings and tournaments, the lobby's standby list). An operation names the effect, never
//! that flow. Data only: it calls nothing.

use crate::games::{PhaseInfo, Seat, StateSummary};
use crate::moderator::error::ModError;
use crate::store::games::GameRow;
use crate::store::rounds::RoundRow;
use chrono::{DateTime, Utc};
use rusqlite::Connection;

/// A round just run and stored: what its mails are written from
/// ([`crate::moderator::layers::Outbox::tell_round`]) and what it caused.
pub(crate) struct RoundRun {
    /// The round as stored (its public report, languages, late and defaulted seats).
    pub round: RoundRow,
    /// Each seat's own report, in its reader's language: every active seat's, and a resigned
    /// player's when the round ended the game.
    pub reports: Vec<(Seat, String)>,
    /// The language each seat's player reads; the public report's.
    pub langs: Vec<(Seat, &'static str)>,
    pub public_lang: &'static str,
    /// The turn that ran and the state after it, in the public report's language.
    pub before: PhaseInfo,
    pub after: StateSummary,
    /// The late seats of the round, with their misses in a row ([`super::lateness`]).
    pub late: Vec<Late>,
    /// What the round caused beyond the game, in the order it is handed on: the game
    /// finished, then each seat abandoned for its misses.
    pub effects: Vec<Effect>,
}

impl RoundRun {
    /// The language `seat`'s player reads (the public report's for a seat not listed).
    pub fn lang_of(&self, seat: Seat) -> &'static str {
        self.langs
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(self.public_lang, |(_, l)| *l)
    }
}

/// A late seat of a round just run, what its mails are written from
/// ([`Notify::late_mail`], [`Notify::missed_alert`] in `notify/late.rs`).
pub(crate) struct Late {
    pub seat: Seat,
    /// Rounds missed in a row, this one included.
    pub in_a_row: u32,
    /// Whether this miss reaches `[games] miss_alert`: the operator is told, and the seat
    /// counts as abandoned.
    pub silent: bool,
}

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
