//! Computer players filling in for people (issue 28): the **stand-in**, which plays a person's
//! seat once they have missed `game new --stand-in N` rounds in a row, until they send orders
//! again (they are told when it takes over; the round reports and their late notice say the
//! stand-in played; the operator's miss alert says so); and games **left to machines**: one
//! whose every seat that can order is a computer player runs its rounds without waiting, and
//! one with no person left is finished or paused (`--no-humans`), with an alert to the operator.
//!
//! Both choices are the game's options (`game_options`, keys `stand_in` and `no_humans`, read in
//! [`crate::moderator::seat_rules`]),
//! given as settings when the game is created and carried to the next game. A stand-in's orders
//! are an ordinary submission (from the moderator) marked in `stand_in_orders`; a round whose
//! seat it played lists the seat as late (the person did miss it, so the run of misses goes on)
//! but not as defaulted, which is how reports tell the two apart.

use super::bots::{computer_orders, on_file};
use super::gather::seats_in;
use super::lateness::misses;
use crate::moderator::ModError;
use crate::moderator::Rounds;
use crate::moderator::seat_rules::{NoHumans, SeatRules};
use crate::moderator::seats::is_bot;
use crate::store::audit;
use crate::store::games::{GameRow, GameStatus, PlayerStatus, players, update_game};
use crate::store::rounds::submissions;
use crate::store::stand_in;
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

/// Salt for the stand-ins' random choices, apart from the game's and the computer players'.
const STAND_IN_SALT: u64 = 0x57A_2D12;

/// The least time between two rounds that machines alone run: a game of computer players and
/// robots out of the race moves on at once, a round a minute at most, never all its rounds in
/// one pass.
pub const MACHINE_PACE: chrono::Duration = chrono::Duration::minutes(1);

/// Refuses a roster with no human in it: computer players alone would play on with no one to
/// read the reports.
pub(crate) fn check_some_human<'a>(
    mut addresses: impl Iterator<Item = &'a str>,
) -> Result<(), ModError> {
    if addresses.any(|a| !is_bot(a)) {
        return Ok(());
    }
    Err(ModError::Input(
        "every player is a computer player: seat at least one person (NAME=ADDRESS), or the \
         game would play on with no one to read its reports"
            .into(),
    ))
}

impl Rounds<'_> {
    /// As a turn opens: a stand-in enters orders for every human who has missed the game's
    /// `stand_in` rounds in a row (and has sent nothing this turn); the first time, the human
    /// is told and the operator alerted. Returns how many seats it played.
    pub(crate) fn stand_ins_play(
        &self,
        c: &Connection,
        g: &GameRow,
        now: DateTime<Utc>,
    ) -> Result<usize, ModError> {
        let Some(after) = SeatRules::of(c, g.id)?.stand_in else {
            return Ok(0);
        };
        if g.status != GameStatus::Active {
            return Ok(0);
        }
        let engine = self.engine(&g.kind)?;
        let state = engine.load(&g.state)?;
        let mut ps = players(c, g.id)?;
        let counts = misses(c, g.id, &ps)?;
        let sent = submissions(c, g.id, Some(g.round))?;
        let phase = state.phase_in(self.notify().say());
        let mut n = 0;
        for (p, m) in ps.iter_mut().zip(counts) {
            if p.status != PlayerStatus::Active
                || is_bot(&p.address)
                || m.in_a_row < after
                || sent.iter().any(|s| s.seat == p.seat)
                || state.takes_no_orders(p.seat)?
            {
                continue;
            }
            let Some((orders, canonical)) =
                computer_orders(engine, &*state, g, p.seat, STAND_IN_SALT)?
            else {
                continue;
            };
            let found = (orders, canonical);
            let id = on_file(c, g, p.seat, &phase.order_keyword, found, now)?;
            stand_in::mark(c, id)?;
            n += 1;
            if m.in_a_row == after {
                let label = state.seat_label(p.seat);
                let detail = json!({ "seat": p.seat.0, "round": g.round, "missed": after });
                audit::record(c, now, Some(g.id), "robomod", "stand-in", detail)?;
                let seat = p.seat;
                self.notify().queue_notice(c, g, p, || {
                    let mut ctx = crate::moderator::words::seat_words(&*state, seat);
                    let turn = state.phase_in(self.notify().say()).title;
                    ctx["seat"] = ctx["label"].clone();
                    ctx["game"] = g.id.into();
                    ctx["missed"] = after.into();
                    ctx["turn"] = turn.into();
                    let text = self.notify().render("stand_in.txt", &ctx)?;
                    let subject = crate::say!(
                        crate::lang::now(),
                        "subject-stand-in",
                        game = g.id,
                        label = ctx["label"].as_str().unwrap_or_default()
                    );
                    Ok((subject, text.trim_end().to_string()))
                })?;
                let salt = format!("stand-in:{}:{}:{}", g.id, p.seat.0, g.round);
                crate::moderator::notify::game_alert::game_alert(self, c, g, &salt, |master| {
                    let label = match master {
                        true => state.seat_name(p.seat, self.notify().say()),
                        false => label.clone(),
                    };
                    let ctx = json!({
                        "game": g.id, "kind": g.kind, "name": p.name, "label": label,
                        "address": p.address, "missed": after,
                        "turn": state.phase_in(crate::lang::now()).title,
                        "seat": p.seat.0,
                    });
                    let subject = crate::say!(
                        crate::lang::now(),
                        "alert-stand-in-subject",
                        game = g.id,
                        label = label.clone()
                    );
                    Ok((subject, "stand_in", ctx))
                })?;
            }
        }
        Ok(n)
    }

    /// Machines never make humans wait: as a turn opens, a game whose humans have nothing to
    /// order (every active seat a computer player, or out of the race) runs its round as soon
    /// as every seat is in (after the game's early delay, and [`MACHINE_PACE`] at least); a
    /// game with no human left is finished or paused ([`Self::left_to_machines`]).
    pub(crate) fn machines_move(
        &self,
        c: &Connection,
        g: &mut GameRow,
        now: DateTime<Utc>,
    ) -> Result<(), ModError> {
        if self.left_to_machines(c, g, now)? || g.status != GameStatus::Active {
            return Ok(());
        }
        let state = self.engine(&g.kind)?.load(&g.state)?;
        let ps = players(c, g.id)?;
        let active: Vec<_> = ps
            .iter()
            .filter(|p| p.status == PlayerStatus::Active)
            .collect();
        for p in &active {
            if !is_bot(&p.address) && !state.takes_no_orders(p.seat)? {
                return Ok(());
            }
        }
        let seats_in = seats_in(c, &*state, g, ps.len())?;
        if g.early_at.is_none() && active.iter().all(|p| seats_in.contains(&p.seat)) {
            g.early_at = Some(now + g.early_delay.max(MACHINE_PACE));
            crate::moderator::due::refresh_due(g);
            update_game(c, g)?;
        }
        Ok(())
    }

    /// A live game with no human player left (every active seat a computer player) is finished
    /// with no winner, or paused (the game's `no_humans` rule), and the operator alerted.
    /// Returns whether it was.
    pub(crate) fn left_to_machines(
        &self,
        c: &Connection,
        g: &mut GameRow,
        now: DateTime<Utc>,
    ) -> Result<bool, ModError> {
        if g.status != GameStatus::Active {
            return Ok(false);
        }
        let ps = players(c, g.id)?;
        let active: Vec<_> = ps
            .iter()
            .filter(|p| p.status == PlayerStatus::Active)
            .collect();
        if active.is_empty() || active.iter().any(|p| !is_bot(&p.address)) {
            return Ok(false);
        }
        let rule = SeatRules::of(c, g.id)?.no_humans;
        match rule {
            NoHumans::Finish => {
                g.status = GameStatus::Finished;
                g.finished_at = Some(now);
                g.deadline = None;
                g.grace_at = None;
                g.early_at = None;
            }
            NoHumans::Pause => g.status = GameStatus::Paused,
        }
        crate::moderator::due::refresh_due(g);
        update_game(c, g)?;
        if g.status == GameStatus::Finished {
            self.tournaments().game_finished(c, g)?;
            crate::moderator::notify::game_end::tell_the_end(self, c, g, None)?;
            crate::moderator::notify::game_end::tell_the_people_seated(self, c, g)?;
        }
        let detail =
            json!({ "why": "no human player left", "rule": rule.as_str(), "round": g.round });
        audit::record(c, now, Some(g.id), "robomod", rule.as_str(), detail)?;
        let ctx = json!({
            "game": g.id, "kind": g.kind, "paused": rule == NoHumans::Pause,
        });
        let text = self.notify().alert_text("no_humans", ctx)?;
        let subject = crate::say!(
            self.notify().operator_say(),
            "alert-no-humans-subject",
            game = g.id
        );
        let salt = format!("machines:{}:{}", g.id, g.round);
        self.notify().alert(c, &subject, &text, &salt)?;
        Ok(true)
    }
}
