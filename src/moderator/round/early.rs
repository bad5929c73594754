//! Who is in, and what it changes about when the round runs: early execution once every
//! active player has complete orders in, Speedbots grace when all but one have, the reminders
//! to those who are not in, and abandonment when nobody is left.

use super::gather::seats_in;
use crate::games::Seat;
use crate::moderator::due;
use crate::moderator::error::ModError;
use crate::moderator::happened::{Effect, Effects};
use crate::moderator::layers::Play;
use crate::store::audit;
use crate::store::games::{GameRow, GameStatus, PlayerRow, PlayerStatus, players};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

impl Play<'_> {
    /// Reminds every active player who is not in this round (no complete orders), unless their
    /// seat has nothing to order; marks the round reminded.
    pub(crate) fn send_reminders(&self, c: &Connection, g: &mut GameRow) -> Result<u32, ModError> {
        let state = self.ctx.engine(&g.kind)?.load(&g.state)?;
        let ps = players(c, g.id)?;
        let seats_in = seats_in(c, &*state, g, ps.len())?;
        let mut n = 0;
        for mut p in ps {
            if p.status == PlayerStatus::Active
                && !seats_in.contains(&p.seat)
                && !crate::moderator::seats::is_bot(&p.address)
                && !crate::moderator::preferences::reminders_off(c, &p.address)?
                && !state.takes_no_orders(p.seat)?
            {
                self.notify.queue_reminder(c, g, &mut p, false)?;
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
            crate::moderator::ratings::dedication::keep(c, g.id, &g.kind)?;
            due::refresh_due(g);
            self.effects.hand(c, g, &Effect::GameAbandoned)?;
            crate::moderator::notify::game_end::tell_the_end(&self.notify, c, g, None)?;
            return Ok(None);
        }
        if self.left_to_machines(c, g, now)? {
            return Ok(None);
        }
        // In: complete orders kept, or nothing to order. A player's WAIT keeps the round to
        // its deadline however many are in; so does a mail of hers with a line not read.
        let state = self.ctx.engine(&g.kind)?.load(&g.state)?;
        let mut seats_in = seats_in(c, &*state, g, ps.len())?;
        if let Some(resent) = sent_since_rollback(c, g)? {
            // Reopened by a rollback: every player may change their orders, and the round
            // waits for them all (or its deadline) before it runs early.
            seats_in.retain(|s| {
                resent.contains(s) || ps[s.index()].status != PlayerStatus::Active || {
                    crate::moderator::seats::is_bot(&ps[s.index()].address)
                }
            });
        }
        let missing: Vec<&PlayerRow> = active
            .iter()
            .copied()
            .filter(|p| !seats_in.contains(&p.seat))
            .collect();
        let mut waiting = active.iter().any(|p| p.waits_in == Some(g.round));
        for p in active.iter().filter(|p| p.unsure_in == Some(g.round)) {
            // A seat with nothing to order (a robot out of the race) holds nothing up.
            waiting |= !state.takes_no_orders(p.seat)?;
        }
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
                Some(d) => crate::moderator::absence::away_between(c, g, last.seat, now, d)?,
                None => false,
            };
            if !away && g.deadline.is_some_and(|d| at < d) {
                g.grace_at = Some(at);
                warn = Some((*last).clone());
            }
        }
        due::refresh_due(g);
        Ok(warn)
    }
}

/// When a rollback reopened the open round of `g` (a master's or the operator's): the seats
/// that sent orders for it since; `None` when the round was not reopened.
fn sent_since_rollback(c: &Connection, g: &GameRow) -> Result<Option<Vec<Seat>>, ModError> {
    let last = crate::store::rollback::of_game(c, g.id)?.pop();
    let Some(rb) = last.filter(|rb| rb.to_round == g.round && rb.at >= g.opened_at) else {
        return Ok(None);
    };
    // The last order on file when it was rolled back (its audit says); else, for a rollback
    // recorded before that, orders strictly after its time.
    let on_file = crate::store::audit::of_game(c, g.id)?
        .into_iter()
        .rev()
        .find(|a| a.action == "rollback" && a.detail["rollback"] == rb.id)
        .and_then(|a| a.detail["orders_on_file"].as_i64());
    let subs = crate::store::rounds::submissions(c, g.id, Some(g.round))?;
    let seats = subs
        .iter()
        .filter(|s| match on_file {
            Some(last) => s.id > last,
            None => s.received_at > rb.at,
        })
        .filter(|s| s.result.is_ok())
        .map(|s| s.seat)
        .collect();
    Ok(Some(seats))
}
