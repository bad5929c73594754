//! What happens because time passes or players come in: early execution, Speedbots, reminders,
//! running a round, and [`Moderator::tick`], which does everything due.
//!
//! A game keeps up to three close times for its open round: the scheduled `deadline`, the
//! Speedbots `grace_at` and the all-in `early_at`; the round closes at the earliest. Its
//! `next_due_at` (indexed) is the earliest of that close and the pending reminder, so `tick`
//! touches only games with work due: the cost of a pass is per due game, not per stored game.
//!
//! A round that runs late (the daemon was down) keeps the schedule: it runs as of its nominal
//! close and the next deadline counts from there. A daemon down across two deadlines therefore
//! runs both rounds when it starts, each once, in order, each with the deadline it would have
//! had. Mails that arrived meanwhile count for the round still open when they are handled (the
//! daemon handles its mail before it ticks).

use super::notify::describe_summary;
use super::schedule::next_deadline;
use super::{ModError, Moderator};
use crate::games::{DynGame, Seat, step_rng};
use crate::store::audit;
use crate::store::games::{
    GameRow, GameStatus, PlayerRow, PlayerStatus, due_games, players, update_game,
};
use crate::store::rounds::{ClosedBy, RoundRow, Submission, insert_round, submissions};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::{Value, json};

impl GameRow {
    /// When the open round closes, and why.
    pub fn close(&self) -> Option<(DateTime<Utc>, ClosedBy)> {
        let mut best: Option<(DateTime<Utc>, ClosedBy)> = None;
        for (t, by) in [
            (self.early_at, ClosedBy::Early),
            (self.grace_at, ClosedBy::Speedbots),
            (self.deadline, ClosedBy::Deadline),
        ] {
            if let Some(t) = t
                && best.is_none_or(|(b, _)| t < b)
            {
                best = Some((t, by));
            }
        }
        best
    }

    /// When the open round closes.
    pub fn close_at(&self) -> Option<DateTime<Utc>> {
        self.close().map(|(t, _)| t)
    }

    /// When this round's reminders go, if they are still to go.
    pub fn remind_at(&self) -> Option<DateTime<Utc>> {
        let lead = self.reminder_lead?;
        let deadline = self.deadline?;
        if self.reminded_round == Some(self.round) {
            return None;
        }
        let at = deadline - lead;
        (at > self.opened_at).then_some(at)
    }

    /// Recomputes `next_due_at` from the status and timers.
    pub fn refresh_due(&mut self) {
        self.next_due_at = if self.status == GameStatus::Active && self.held.is_none() {
            match (self.close_at(), self.remind_at()) {
                (Some(c), Some(r)) => Some(c.min(r)),
                (c, r) => c.or(r),
            }
        } else {
            None
        };
    }
}

/// What one [`Moderator::tick`] did.
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
    /// The game was held for the operator with this error (see [`super::hold`]).
    pub held: Option<String>,
}

/// Per seat, the orders that count now: the latest valid submission of the open round (or the
/// one the game's `replaces` keeps), with its canonical text.
pub(crate) fn current_orders(
    c: &Connection,
    engine: &dyn DynGame,
    g: &GameRow,
    seats: usize,
) -> Result<Vec<Option<Kept>>, ModError> {
    let subs = submissions(c, g.id, Some(g.round))?;
    kept_orders(engine, &g.state, seats, &subs)
}

/// The seats that are "in" for the open round: their kept orders are complete, or they have
/// nothing to order (the game says which: [`DynGame::seats_in`]).
pub(crate) fn seats_in(
    c: &Connection,
    engine: &dyn DynGame,
    g: &GameRow,
    seats: usize,
) -> Result<Vec<Seat>, ModError> {
    let kept = current_orders(c, engine, g, seats)?;
    let orders: Vec<Option<&Value>> = kept.iter().map(|k| k.as_ref().map(|k| &k.orders)).collect();
    let flags = engine.seats_in(&g.state, &orders)?;
    Ok(flags
        .iter()
        .enumerate()
        .filter(|(_, is_in)| **is_in)
        .map(|(i, _)| Seat(i as u8))
        .collect())
}

/// The keyword of the submission a `CLEAR` leaves: it withdraws the orders before it.
pub(crate) const CLEAR: &str = "CLEAR";

/// The orders that count for one seat: validated orders and when they
/// arrived (the submission's row id: increasing in arrival order), for games that rank ties.
#[derive(Clone, Debug)]
pub(crate) struct Kept {
    pub orders: Value,
    pub arrival: u64,
}

/// Per seat, the submission that counts among `subs` (one round's, in arrival order): each
/// valid one replaces the one kept so far when the game says it does.
pub(crate) fn kept_orders(
    engine: &dyn DynGame,
    state: &Value,
    seats: usize,
    subs: &[Submission],
) -> Result<Vec<Option<Kept>>, ModError> {
    let mut current: Vec<Option<Kept>> = vec![None; seats];
    for s in subs {
        let Some(slot) = current.get_mut(s.seat.index()) else {
            continue;
        };
        // `CLEAR` withdraws what was kept: the seat is back to what a silent player gets.
        if s.keyword == CLEAR {
            *slot = None;
            continue;
        }
        let Ok((orders, _)) = &s.result else {
            continue;
        };
        let take = match slot {
            None => true,
            Some(old) => engine.replaces(state, orders, &old.orders)?,
        };
        if take {
            *slot = Some(Kept {
                orders: orders.clone(),
                arrival: s.id as u64,
            });
        }
    }
    Ok(current)
}

/// Games committed together by [`Moderator::tick`].
pub const TICK_BATCH: usize = 100;

impl Moderator {
    /// Does everything due at `clock.now()`: setup and round deadlines, early execution,
    /// Speedbots grace, reminders. Each game is handled in a savepoint of its own, its state
    /// change and the mails it causes together; a game that fails is rolled back alone,
    /// reported, and stays due. The games are committed [`TICK_BATCH`] at a time: a commit
    /// waits for the disk (`synchronous = FULL`), and a deadline sweep of thousands of games
    /// would otherwise wait for it thousands of times. A crash before a commit leaves those
    /// games due, to run again the same (their randomness is seeded) and nothing sent.
    pub fn tick(&self) -> Result<TickReport, ModError> {
        let now = self.now();
        let due = self.read(|c| due_games(c, now))?;
        let mut report = TickReport::default();
        for batch in due.chunks(TICK_BATCH) {
            self.let_others_in();
            let done = self.write(|c| {
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
            let Some((close, by)) = g.close() else { break };
            if close > now {
                if g.remind_at().is_some_and(|r| r <= now) {
                    done.reminders += self.send_reminders(c, g)?;
                }
                break;
            }
            self.run_round(c, g, close, by, now)?;
            done.rounds_run += 1;
            done.finished = g.status == GameStatus::Finished;
        }
        g.refresh_due();
        update_game(c, g)?;
        Ok(done)
    }

    /// Reminds every active player who is not in this round (no complete orders), unless their
    /// seat has nothing to order; marks the round reminded.
    fn send_reminders(&self, c: &Connection, g: &mut GameRow) -> Result<u32, ModError> {
        let engine = self.engine(&g.kind)?;
        let ps = players(c, g.id)?;
        let seats_in = seats_in(c, engine, g, ps.len())?;
        let mut n = 0;
        for mut p in ps {
            if p.status == PlayerStatus::Active
                && !seats_in.contains(&p.seat)
                && !super::seats::is_bot(&p.address)
                && !engine.takes_no_orders(&g.state, p.seat)?
            {
                self.queue_reminder(c, g, &mut p, false)?;
                n += 1;
            }
        }
        g.reminded_round = Some(g.round);
        Ok(n)
    }

    /// Re-examines who is in after orders, a resignation or a replacement: starts early
    /// execution when every active player has valid orders in, and Speedbots grace when all
    /// but one have. Returns the player to warn that their deadline shrank, if any (the caller
    /// queues that after its own reply).
    pub(crate) fn reassess(
        &self,
        c: &Connection,
        g: &mut GameRow,
        now: DateTime<Utc>,
    ) -> Result<Option<PlayerRow>, ModError> {
        if !g.status.is_live() {
            return Ok(None);
        }
        let ps = players(c, g.id)?;
        let active: Vec<&PlayerRow> = ps
            .iter()
            .filter(|p| p.status == PlayerStatus::Active)
            .collect();
        if active.is_empty() {
            g.status = GameStatus::Abandoned;
            g.deadline = None;
            g.finished_at = Some(now);
            audit::record(
                c,
                now,
                Some(g.id),
                "robomod",
                "abandon",
                json!({"why": "every player resigned"}),
            )?;
            g.refresh_due();
            return Ok(None);
        }
        // In: complete orders kept, or nothing to order. A player's WAIT keeps the round to
        // its deadline however many are in.
        let engine = self.engine(&g.kind)?;
        let seats_in = seats_in(c, engine, g, ps.len())?;
        let missing: Vec<&PlayerRow> = active
            .iter()
            .copied()
            .filter(|p| !seats_in.contains(&p.seat))
            .collect();
        let waiting = active.iter().any(|p| p.waits_in == Some(g.round));
        let mut warn = None;
        if missing.is_empty() && !waiting {
            if g.early_at.is_none() {
                g.early_at = Some(now + g.early_delay);
            }
        } else if g.early_at.is_some() {
            // Someone withdrew their orders or asked to wait: back to the deadline.
            g.early_at = None;
        } else if let (Some(grace), [last]) = (g.speedbots_grace, missing.as_slice())
            && active.len() >= 2
            && g.grace_at.is_none()
        {
            let at = now + grace;
            // Speedbots never shrinks the deadline of a player who is away before it.
            let away = match g.deadline {
                Some(d) => super::absence::away_between(c, g, last.seat, now, d)?,
                None => false,
            };
            if !away && g.deadline.is_some_and(|d| at < d) {
                g.grace_at = Some(at);
                warn = Some((*last).clone());
            }
        }
        g.refresh_due();
        Ok(warn)
    }

    /// Resolves the open round of `g` as of `close`: the orders that count (defaults for the
    /// silent and the resigned), the engine's resolution with `step_rng(seed, round)`, the
    /// stored round, the next round opened by the schedule, and a report (or the game-over
    /// mail) queued for every active player.
    pub(crate) fn run_round(
        &self,
        c: &Connection,
        g: &mut GameRow,
        close: DateTime<Utc>,
        by: ClosedBy,
        now: DateTime<Utc>,
    ) -> Result<(), ModError> {
        let engine = self.engine(&g.kind)?;
        let mut ps = players(c, g.id)?;
        let current = current_orders(c, engine, g, ps.len())?;
        let mut orders = Vec::with_capacity(ps.len());
        let mut arrival = Vec::with_capacity(ps.len());
        let mut defaulted = Vec::new();
        let mut late = Vec::new();
        for (i, cur) in current.into_iter().enumerate() {
            let seat = Seat(i as u8);
            let resigned = ps
                .get(i)
                .is_some_and(|p| p.status == PlayerStatus::Resigned);
            match cur {
                Some(k) if !resigned => {
                    orders.push(k.orders);
                    arrival.push(Some(k.arrival));
                }
                _ => {
                    orders.push(engine.default_orders(&g.state, seat)?);
                    arrival.push(None);
                    defaulted.push(seat);
                    // A seat with nothing to order is never late.
                    if !resigned
                        && ps.get(i).is_some_and(|p| !super::seats::is_bot(&p.address))
                        && !engine.takes_no_orders(&g.state, seat)?
                    {
                        late.push(seat);
                    }
                }
            }
        }
        let mut rng = step_rng(g.seed, g.round);
        // The public report and every active seat's, reading each state once.
        let seats: Vec<Seat> = ps
            .iter()
            .filter(|p| p.status == PlayerStatus::Active)
            .map(|p| p.seat)
            .collect();
        let viewers: Vec<Option<Seat>> = std::iter::once(None)
            .chain(seats.iter().copied().map(Some))
            .collect();
        let res = engine.resolve_round(&g.state, &orders, &arrival, &mut rng, &viewers)?;
        let outcome = res.after.outcome;
        let next = match outcome {
            Some(_) => None,
            None => {
                let t = next_deadline(g.schedule, g.tz, close, g.min_notice);
                Some(super::absence::clear_of_absences(c, g, t)?.0)
            }
        };
        let mut reports = res.reports.into_iter();
        let public = reports.next().unwrap_or_default();
        let mut round = RoundRow {
            game_id: g.id,
            number: g.round,
            phase: g.phase.clone(),
            opened_at: g.opened_at,
            deadline: g.deadline.unwrap_or(close),
            closed_at: close,
            executed_at: now,
            closed_by: by,
            report: public,
            state_before: std::mem::take(&mut g.state),
            orders,
            defaulted,
            late,
            events: res.events,
            // Serialised once by the engine, for the round row and the game alike.
            state_after: res.state,
            next_deadline: next,
        };
        insert_round(c, &round)?;
        g.state = std::mem::take(&mut round.state_after);
        g.phase = res.after.phase.name.clone();
        g.round += 1;
        g.opened_at = close;
        g.deadline = next;
        g.grace_at = None;
        g.early_at = None;
        if outcome.is_some() {
            g.status = GameStatus::Finished;
            g.outcome = outcome;
            g.finished_at = Some(now);
            let result = describe_summary(&res.after);
            audit::record(
                c,
                now,
                Some(g.id),
                "robomod",
                "finish",
                json!({ "round": round.number, "result": result }),
            )?;
        }
        // One picture for the round's every mail.
        let picture = self.round_picture(c, g, round.number, &res.before.title)?;
        let mut steps = super::report_pictures::RoundSteps::default();
        for (p, report) in ps
            .iter_mut()
            .filter(|p| p.status == PlayerStatus::Active)
            .zip(reports)
        {
            let (kind, subject, body) = self.round_mail_with(
                g.id,
                g.tz,
                &round,
                (&res.before, &res.after),
                p.seat,
                &report,
            )?;
            let parts = self.report_parts(c, g, &round, &p.address, &body, &picture, &mut steps)?;
            let mail = (kind, Some(round.number), subject.as_str(), body);
            self.queue_player_html(c, g, p, mail, None, parts)?;
        }
        self.tell_the_late(c, g, &round, &res.after)?;
        if outcome.is_none() {
            self.bots_play(c, g, now)?;
        }
        Ok(())
    }
}
