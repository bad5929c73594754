//! When a game's open round closes and when the moderator next has work of its own.
//!
//! A game keeps up to three close times for its open round: the scheduled `deadline`, the
//! Speedbots `grace_at` and the all-in `early_at`; the round closes at the earliest. Its
//! `next_due_at` (indexed) is the earliest of that close and the pending reminder, so `tick`
//! touches only games with work due: the cost of a pass is per due game, not per stored game.
//! These are the moderator's reading of a stored game row (free functions over
//! [`GameRow`]), not methods of the row: the store keeps the times, the moderator decides
//! what they mean.
//!
//! [`Rounds::next_due`]: the earliest instant a game is due (its `next_due_at`) or a queued
//! mail is to be tried (its first attempt, or a retry after a failure). The daemon sleeps until
//! then rather than until its next poll.

use crate::store::games::{GameRow, GameStatus};
use crate::store::rounds::ClosedBy;
use chrono::{DateTime, Utc};

/// When the open round of `g` closes, and why.
pub fn close(g: &GameRow) -> Option<(DateTime<Utc>, ClosedBy)> {
    let mut best: Option<(DateTime<Utc>, ClosedBy)> = None;
    for (t, by) in [
        (g.early_at, ClosedBy::Early),
        (g.grace_at, ClosedBy::Speedbots),
        (g.deadline, ClosedBy::Deadline),
    ] {
        if let Some(t) = t
            && best.is_none_or(|(b, _)| t < b)
        {
            best = Some((t, by));
        }
    }
    best
}

/// When the open round of `g` closes.
pub fn close_at(g: &GameRow) -> Option<DateTime<Utc>> {
    close(g).map(|(t, _)| t)
}

/// When the open round of `g` closes, as its players read it (in the game's time zone);
/// empty when it has no deadline.
pub fn closes_text(g: &GameRow) -> String {
    close_at(g)
        .map(|t| crate::schedule::format_time(t, g.tz))
        .unwrap_or_default()
}

/// When the reminders of the open round of `g` go, if they are still to go.
pub fn remind_at(g: &GameRow) -> Option<DateTime<Utc>> {
    let lead = g.reminder_lead?;
    let deadline = g.deadline?;
    if g.reminded_round == Some(g.round) {
        return None;
    }
    let at = deadline - lead;
    (at > g.opened_at).then_some(at)
}

/// Recomputes `next_due_at` of `g` from its status and timers: a paused game is due when a
/// master's pause ends by itself (`pause_ends_at`), if it does.
pub fn refresh_due(g: &mut GameRow) {
    g.next_due_at = match g.status {
        GameStatus::Active if g.held.is_none() => match (close_at(g), remind_at(g)) {
            (Some(c), Some(r)) => Some(c.min(r)),
            (c, r) => c.or(r),
        },
        GameStatus::Paused if g.held.is_none() => g.pause_ends_at,
        _ => None,
    };
}
