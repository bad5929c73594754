//! A round, as the game operations ([`Play`]) run it: [`Play::advance`] runs one game's due
//! rounds (the tick that finds them is the use case `tick.rs`).
//!
//! A round that runs late (the daemon was down) keeps the schedule: it runs as of its nominal
//! close and the next deadline counts from there. A daemon down across two deadlines therefore
//! runs both rounds when it starts, each once, in order, each with the deadline it would have
//! had. Mails that arrived meanwhile count for the round still open when they are handled (the
//! daemon handles its mail before it ticks).
//!
//! Submodules (when the open round closes and when anything is next due is
//! [`crate::moderator::due`]): [`gather`]
//! (the orders that count, with defaults: once, for the round, `preview` and `replay`),
//! [`early`] (who is in: early execution, Speedbots, reminders), [`run`] (resolve, store,
//! queue reports; [`tell`] hands its effects on and has the mailer write its mails), [`bots`] (computer players' orders on file as a turn opens), [`stand_in`]
//! (the stand-in for a silent person; games left to machines), [`news`] (what the reports tell
//! everyone of a player who resigned or went silent).

pub mod absent;
pub mod bots;
pub mod early;
pub mod gather;
pub mod hold;
pub mod lateness;
pub mod news;
pub mod numbering;
pub mod preview;
pub mod replay;
pub mod run;
pub mod stand_in;
pub mod tell;

use crate::moderator::due;
use crate::moderator::error::ModError;
use crate::moderator::layers::Play;
use crate::store::games::{GameRow, GameStatus, update_game};
use chrono::{DateTime, Utc};
use rusqlite::Connection;

/// What one [`Rounds::tick`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TickReport {
    /// Games that had work due.
    pub games: u32,
    pub rounds_run: u32,
    /// Players reminded.
    pub reminders: u32,
    pub games_finished: u32,
    /// Games held for the operator in this tick (their round could not be run), with the error.
    pub held: Vec<(i64, String)>,
    /// Games whose work failed for the database's sake (they stay due), with the error.
    pub errors: Vec<(i64, String)>,
}

/// What advancing one game did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Advance {
    pub rounds_run: u32,
    pub reminders: u32,
    pub finished: bool,
    /// The game was held for the operator with this error (see [`crate::moderator::round::hold`]).
    pub held: Option<String>,
}

/// Games committed together by [`Rounds::tick`]: enough that a sweep of thousands does
/// not wait for the disk thousands of times, few enough that the sender, which shares the
/// connection, gets it often (issue 39: at 100 a transaction it waited for the tick for a
/// fifth of the HTML sweep; at 20 the 10,000-game sweep took 45.3 s, 49.7 s before).
pub const TICK_BATCH: usize = 20;

impl Play<'_> {
    /// Runs every round of `g` due at `now`, one after another, then any reminders due, and
    /// stores the game.
    pub(crate) fn advance(
        &self,
        c: &Connection,
        g: &mut GameRow,
        now: DateTime<Utc>,
    ) -> Result<Advance, ModError> {
        let mut done = Advance::default();
        while g.status == GameStatus::Active && g.held.is_none() {
            let Some((close, by)) = due::close(g) else {
                break;
            };
            if close > now {
                if due::remind_at(g).is_some_and(|r| r <= now) {
                    done.reminders += self.send_reminders(c, g)?;
                }
                break;
            }
            self.run_round(c, g, close, by, now)?;
            done.rounds_run += 1;
            done.finished = g.status == GameStatus::Finished;
        }
        due::refresh_due(g);
        update_game(c, g)?;
        Ok(done)
    }
}
