//! Rounds from the clock's side, the use case the daemon's timer drives: [`Rounds::tick`]
//! does everything due (the lobby's timed work; each due game in a savepoint of its own,
//! resumed first when a master's pause reached its cap, then its due rounds run by
//! [`crate::moderator::layers::Play::advance`], held when they fail), and [`Rounds::next_due`] says when anything is
//! next due. It holds the flows it calls below it: [`crate::moderator::layers::Play`], [`crate::moderator::layers::Admin`],
//! [`crate::moderator::layers::Lobby`]. `replay`, `preview` and the operator's absences are
//! [`crate::moderator::layers::Play`]'s, handed on.

use crate::moderator::round::hold::guarded;
use crate::moderator::round::{Advance, TICK_BATCH, TickReport};
use crate::moderator::{error::ModError, layers::Rounds};
use crate::store;
use crate::store::games::{GameStatus, due_games, game};
use crate::store::in_savepoint;
use chrono::{DateTime, Utc};
use rusqlite::Connection;

impl Rounds<'_> {
    /// Does everything due at `clock.now()`: setup and round deadlines, early execution,
    /// Speedbots grace, reminders. Each game is handled in a savepoint of its own, its state
    /// change and the mails it causes together; a game that fails is rolled back alone,
    /// reported, and stays due. The games are committed [`TICK_BATCH`] at a time: a commit
    /// waits for the disk (`synchronous = FULL`), and a deadline sweep of thousands of games
    /// would otherwise wait for it thousands of times. A crash before a commit leaves those
    /// games due, to run again the same (their randomness is seeded) and nothing sent.
    pub fn tick(&self) -> Result<TickReport, ModError> {
        let now = self.ctx.now();
        let due = self.ctx.read(|c| Ok(due_games(c, now)?))?;
        let mut report = TickReport::default();
        if let Err(e) = self.lobby.lobby_tick() {
            tracing::error!("the lobby's tick failed: {e}");
        }
        for batch in due.chunks(TICK_BATCH) {
            self.ctx.let_others_in();
            let done = self.ctx.write(|c| {
                let mut out = Vec::with_capacity(batch.len());
                for &id in batch {
                    let advanced =
                        crate::store::in_savepoint(c, || self.advance_or_hold(c, id, now))?;
                    out.push((id, advanced.map_err(|e| e.to_string())));
                }
                Ok(out)
            });
            let done = match done {
                Ok(done) => done,
                Err(e) => {
                    let e = e.to_string();
                    batch.iter().map(|&id| (id, Err(e.clone()))).collect()
                }
            };
            for (id, advanced) in done {
                report.games += 1;
                match advanced {
                    Ok(a) => {
                        report.rounds_run += a.rounds_run;
                        report.reminders += a.reminders;
                        report.games_finished += u32::from(a.finished);
                        if let Some(e) = a.held {
                            report.held.push((id, e));
                        }
                    }
                    Err(e) => {
                        tracing::error!(game = id, "tick failed: {e}");
                        report.errors.push((id, e));
                    }
                }
            }
        }
        Ok(report)
    }

    /// [`Play::replay`]: every round of game `id` run again and compared with what was sent.
    pub fn replay(
        &self,
        id: i64,
    ) -> Result<crate::moderator::round::replay::ReplayReport, ModError> {
        self.play.replay(id)
    }

    /// [`Play::preview`]: what the open round of game `id` would report now.
    pub fn preview(&self, id: i64) -> Result<String, ModError> {
        self.play.preview(id)
    }

    /// [`Play::absent`]: the operator records an absence for a seat.
    pub fn absent(
        &self,
        id: i64,
        seat: &str,
        first: &str,
        last: &str,
    ) -> Result<crate::moderator::done::Done, ModError> {
        self.play.absent(id, seat, first, last)
    }

    /// [`Play::absent_cancel`]: the operator cancels a seat's absences.
    pub fn absent_cancel(
        &self,
        id: i64,
        seat: &str,
    ) -> Result<crate::moderator::done::Done, ModError> {
        self.play.absent_cancel(id, seat)
    }

    /// Runs what is due for game `id` ([`crate::moderator::layers::Play::advance`]), first resuming it when a master's
    /// pause reached its cap (an admin action); a failure that is the game's
    /// (see the module doc) holds it, and is reported in [`Advance::held`].
    pub(crate) fn advance_or_hold(
        &self,
        c: &Connection,
        id: i64,
        now: DateTime<Utc>,
    ) -> Result<Advance, ModError> {
        let run = in_savepoint(c, || {
            guarded(|| {
                let mut g = game(c, id)?;
                // A master's pause past the operator's cap: the game goes on by itself.
                let mut resumed = 0;
                if g.status == GameStatus::Paused
                    && g.held.is_none()
                    && let Some(end) = g.pause_ends_at.filter(|t| *t <= now)
                {
                    resumed =
                        crate::moderator::master::caps::pause_spent(&self.admin, c, &mut g, end)?;
                }
                let mut a = self.play.advance(c, &mut g, now)?;
                a.rounds_run += resumed;
                Ok(a)
            })
        })?;
        self.play.held_on(c, id, run, now, true)
    }

    /// The earliest instant anything is due after `after` (anything at all with `None`; see
    /// the module doc); `None`: nothing is, until something changes. Two indexed lookups.
    pub fn next_due(
        &self,
        after: Option<DateTime<Utc>>,
    ) -> Result<Option<DateTime<Utc>>, ModError> {
        self.ctx.read(|c| {
            let game = store::games::earliest_due(c, after)?;
            let mail = store::mail::earliest_attempt(c, after)?;
            let lobby = self.lobby.lobby_due(c, after)?;
            let game = match (game, lobby) {
                (Some(g), Some(l)) => Some(g.min(l)),
                (g, l) => g.or(l),
            };
            Ok(match (game, mail) {
                (Some(g), Some(m)) => Some(g.min(m)),
                (g, m) => g.or(m),
            })
        })
    }
}
