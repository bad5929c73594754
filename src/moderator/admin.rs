//! The admin actions on a running game: pause, resume, extend, abandon, run now, replace a
//! player, enter orders received by other means. Each runs in one transaction, is written to
//! the audit table and tells the players by mail in that same transaction.

use super::lifecycle::{Done, SubmitOutcome, check_address, find_seat};
use super::notify::capitalised;
use super::orders::{OrdersReading, apply_orders, split_orders};
use super::schedule::{format_duration, format_time};
use super::timers::Advance;
use super::{ModError, Moderator};
use crate::games::Seat;
use crate::store::audit;
use crate::store::games::{
    GameRow, GameStatus, PlayerStatus, game, players, update_game, update_player,
};
use crate::store::mail::next_outbox_id;
use crate::store::rounds::{ClosedBy, Source, sent_anything};
use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;
use serde_json::json;

fn require(g: &GameRow, ok: bool, hint: &'static str) -> Result<(), ModError> {
    if ok {
        Ok(())
    } else {
        Err(ModError::WrongStatus {
            game: g.id,
            status: g.status,
            hint,
        })
    }
}

/// ` (moved past an absence)` when `away` moved the deadline, for notices.
pub(crate) fn moved_for(away: &[crate::store::absences::Absence]) -> &'static str {
    if away.is_empty() {
        ""
    } else {
        " (moved past a player's absence)"
    }
}

impl Moderator {
    /// Runs `f` on game `id` in one transaction, counting the mails it queues (unless `f` did).
    pub(crate) fn admin(
        &self,
        id: i64,
        f: impl FnOnce(&Connection, &mut GameRow, DateTime<Utc>) -> Result<Done, ModError>,
    ) -> Result<Done, ModError> {
        let now = self.now();
        self.write(|c| {
            let mut g = game(c, id)?;
            let first = next_outbox_id(c)?;
            let mut done = f(c, &mut g, now)?;
            // An action that withdraws queued mails (a rollback) counts its own: the ids it
            // frees are taken again.
            if done.mails == 0 {
                done.mails = crate::store::mail::queued_since(c, first)?;
            }
            Ok(done)
        })
    }

    /// Tells every active player of `g` the same thing.
    pub(crate) fn notice_all(
        &self,
        c: &Connection,
        g: &GameRow,
        subject: &str,
        text: &str,
    ) -> Result<(), ModError> {
        for mut p in players(c, g.id)? {
            if p.status == PlayerStatus::Active {
                self.queue_notice(c, g, &mut p, subject, text)?;
            }
        }
        Ok(())
    }

    /// Re-examines who is in, warns a Speedbots last player, runs whatever became due (a game
    /// whose round fails is held).
    pub(crate) fn settle(
        &self,
        c: &Connection,
        g: &mut GameRow,
        now: DateTime<Utc>,
    ) -> Result<Advance, ModError> {
        if let Some(mut last) = self.reassess(c, g, now)? {
            self.queue_reminder(c, g, &mut last, true)?;
        }
        self.advance_row_or_hold(c, g, now)
    }

    /// Releases a held game (`game resume` after a fix): its due work runs at once; if it fails
    /// again, the game is held again and the result says so.
    fn release(
        &self,
        c: &Connection,
        g: &mut GameRow,
        now: DateTime<Utc>,
    ) -> Result<Done, ModError> {
        let error = g.held.take().map(|h| h.error).unwrap_or_default();
        crate::store::games::release_game(c, g.id)?;
        audit::record(
            c,
            now,
            Some(g.id),
            "admin",
            "release",
            json!({ "error": error }),
        )?;
        if let Some(mut last) = self.reassess(c, g, now)? {
            self.queue_reminder(c, g, &mut last, true)?;
        }
        // Its players know it is held: a second failure alerts the operator alone.
        let a = self.advance_row_or_hold_telling(c, g, now, false)?;
        if let Some(again) = a.held {
            return Ok(Done {
                what: format!("game {} was released and is held again: {again}", g.id),
                ..Done::default()
            });
        }
        g.refresh_due();
        update_game(c, g)?;
        let turn = self.turn_title(g)?;
        let close = g
            .close_at()
            .map(|t| format_time(t, g.tz))
            .unwrap_or_default();
        if g.status.is_live() {
            let text = format!(
                "The moderator has released the game: it goes on. {} closes at\n  {close}",
                capitalised(&turn),
            );
            self.notice_all(c, g, &format!("Game {} goes on", g.id), &text)?;
        }
        Ok(Done {
            what: format!(
                "released game {} ({} round(s) run); {turn} closes {close}",
                g.id, a.rounds_run
            ),
            rounds_run: a.rounds_run,
            ..Done::default()
        })
    }

    /// Stops the clock: no deadline passes while paused; resume shifts them.
    pub fn pause(&self, id: i64) -> Result<Done, ModError> {
        self.admin(id, |c, g, now| {
            require(
                g,
                g.status == GameStatus::Active,
                "only an active game can be paused",
            )?;
            g.status = GameStatus::Paused;
            g.paused_at = Some(now);
            g.refresh_due();
            update_game(c, g)?;
            audit::record(c, now, Some(g.id), "admin", "pause", json!({}))?;
            let text = "The moderator has paused the game. No deadline passes while it is \
                        paused; you will hear when it goes on, with the new deadline.";
            self.notice_all(c, g, &format!("Game {} paused", g.id), text)?;
            Ok(Done {
                what: format!("paused game {}", g.id),
                ..Done::default()
            })
        })
    }

    /// Starts the clock again; every timer of the open round moves by the paused time.
    pub fn resume(&self, id: i64) -> Result<Done, ModError> {
        self.admin(id, |c, g, now| {
            if g.held.is_some() && g.status == GameStatus::Active {
                return self.release(c, g, now);
            }
            require(
                g,
                g.status == GameStatus::Paused,
                "only a paused or held game can be resumed",
            )?;
            let shift = now - g.paused_at.unwrap_or(now);
            for t in [&mut g.deadline, &mut g.grace_at, &mut g.early_at] {
                *t = t.map(|t| t + shift);
            }
            g.status = GameStatus::Active;
            g.paused_at = None;
            let away = self.deadline_clear_of_absences(c, g)?;
            let detail = json!({ "shift": format_duration(shift) });
            audit::record(c, now, Some(g.id), "admin", "resume", detail)?;
            let close = g
                .close_at()
                .map(|t| format_time(t, g.tz))
                .unwrap_or_default();
            let turn = self.turn_title(g)?;
            let text = format!(
                "The moderator has resumed the game after {} paused. {} now closes \
                 at{}\n  {close}",
                format_duration(shift),
                capitalised(&turn),
                moved_for(&away),
            );
            self.notice_all(c, g, &format!("Game {} resumed", g.id), &text)?;
            let a = self.settle(c, g, now)?;
            Ok(Done {
                what: format!(
                    "resumed game {} (timers moved by {}); {turn} closes {close}",
                    g.id,
                    format_duration(shift),
                ),
                rounds_run: a.rounds_run,
                ..Done::default()
            })
        })
    }

    /// Moves the open round's deadline (and any Speedbots grace) later by `by`.
    pub fn extend(&self, id: i64, by: Duration) -> Result<Done, ModError> {
        if by <= Duration::zero() {
            return Err(ModError::Input(
                "extend needs a positive duration, like 24h".into(),
            ));
        }
        self.admin(id, |c, g, now| {
            require(g, g.status.is_live(), "only a running game can be extended")?;
            g.deadline = g.deadline.map(|t| t + by);
            g.grace_at = g.grace_at.map(|t| t + by);
            let away = self.deadline_clear_of_absences(c, g)?;
            g.refresh_due();
            update_game(c, g)?;
            let detail = json!({ "round": g.round, "by": format_duration(by) });
            audit::record(c, now, Some(g.id), "admin", "extend", detail)?;
            let close = g
                .close_at()
                .map(|t| format_time(t, g.tz))
                .unwrap_or_default();
            let turn = self.turn_title(g)?;
            let text = format!(
                "The moderator has extended the deadline of {turn} by {}. Orders are now \
                 due by{}\n  {close}",
                format_duration(by),
                moved_for(&away),
            );
            let subject = format!("{}: deadline extended", capitalised(&turn));
            self.notice_all(c, g, &subject, &text)?;
            Ok(Done {
                what: format!(
                    "extended {turn} of game {} by {}; it closes {close}",
                    g.id,
                    format_duration(by)
                ),
                ..Done::default()
            })
        })
    }

    /// Ends a game without a result.
    pub fn abandon(&self, id: i64) -> Result<Done, ModError> {
        self.admin(id, |c, g, now| {
            require(g, g.status.is_live(), "it is already over")?;
            g.status = GameStatus::Abandoned;
            g.deadline = None;
            g.grace_at = None;
            g.early_at = None;
            g.finished_at = Some(now);
            g.refresh_due();
            update_game(c, g)?;
            audit::record(c, now, Some(g.id), "admin", "abandon", json!({}))?;
            let text = "The moderator has abandoned the game. Thank you for playing.";
            self.notice_all(c, g, &format!("Game {} abandoned", g.id), text)?;
            let turn = self.turn_title(g)?;
            Ok(Done {
                what: format!("abandoned game {} in {turn}", g.id),
                ..Done::default()
            })
        })
    }

    /// Closes the open round now and runs it (orders in count; the others get defaults).
    pub fn run_now(&self, id: i64) -> Result<Done, ModError> {
        self.admin(id, |c, g, now| {
            require(
                g,
                g.status == GameStatus::Active && g.held.is_none(),
                "resume it before running a round",
            )?;
            let round = g.round;
            let turn = self.turn_title(g)?;
            audit::record(
                c,
                now,
                Some(g.id),
                "admin",
                "run_now",
                json!({ "round": round }),
            )?;
            self.run_round(c, g, now, ClosedBy::RunNow, now)?;
            let a = self.advance(c, g, now)?;
            Ok(Done {
                what: format!("ran {turn} of game {}", g.id),
                rounds_run: 1 + a.rounds_run,
                ..Done::default()
            })
        })
    }

    /// Gives a seat to a new player: same robot, pool and goals; new address, name and key.
    /// The old player is told, the new one welcomed.
    pub fn replace_player(
        &self,
        id: i64,
        seat: &str,
        address: &str,
        name: Option<&str>,
    ) -> Result<Done, ModError> {
        let newcomer = name.map(str::to_string).unwrap_or_else(|| {
            check_address(address)
                .map(|a| a.split('@').next().unwrap_or_default().to_string())
                .unwrap_or_default()
        });
        if super::seats::is_bot(address.trim()) {
            return Err(ModError::Input(format!(
                "{} is in the computer players' domain, where no mail is delivered: a seat \
                 goes to a person with their own address",
                address.trim()
            )));
        }
        let address = super::seats::seat_address(&self.config.identity, newcomer.trim(), address)?;
        self.admin(id, |c, g, now| {
            require(
                g,
                g.status.is_live(),
                "players of a finished game cannot change",
            )?;
            let engine = self.engine(&g.kind)?;
            let mut ps = players(c, g.id)?;
            let seat = find_seat(engine, g, ps.len(), seat)?;
            let label = engine.seat_label(&g.state, seat)?;
            if let Some(other) = ps
                .iter()
                .find(|p| p.seat != seat && p.address.eq_ignore_ascii_case(&address))
            {
                let theirs = engine.seat_label(&g.state, other.seat)?;
                return Err(ModError::Input(format!(
                    "{address} already plays {theirs} in game {}: every seat needs its own \
                     address. Give the newcomer for {label} an address of their own",
                    g.id
                )));
            }
            let mut old = ps[seat.index()].clone();
            let text = format!(
                "The moderator has given your seat ({label}) in game {} to another player. \
                 Mails you send about this game are no longer accepted. Thank you for playing.",
                g.id
            );
            self.queue_notice(
                c,
                g,
                &mut old,
                &format!("Game {}: you were replaced", g.id),
                &text,
            )?;
            let new_name = name
                .map(str::to_string)
                .unwrap_or_else(|| address.split('@').next().unwrap_or_default().to_string());
            let p = &mut ps[seat.index()];
            p.address = address.clone();
            p.name = new_name;
            p.key = self.new_key();
            p.status = PlayerStatus::Active;
            p.thread_root = None;
            p.bounces = 0;
            p.joined_at = now;
            update_player(c, p)?;
            let detail = json!({ "seat": seat.0, "old": old.address, "new": address });
            audit::record(c, now, Some(g.id), "admin", "replace", detail)?;
            self.queue_welcome(c, g, &ps, seat, true)?;
            // Everyone else hears who plays the seat now (never their address).
            let text = format!(
                "The moderator has given seat {label} to a new player, {}. Their robot, \
                 program and position are {label}'s as they were.",
                ps[seat.index()].name
            );
            let subject = format!("Game {}: a new player for {label}", g.id);
            for other in ps.iter_mut() {
                if other.seat != seat && other.status == PlayerStatus::Active {
                    self.queue_notice(c, g, other, &subject, &text)?;
                }
            }
            let a = self.settle(c, g, now)?;
            Ok(Done {
                what: format!(
                    "gave seat {} ({label}) of game {} to {address} (was {})",
                    seat.0, g.id, old.address
                ),
                rounds_run: a.rounds_run,
                ..Done::default()
            })
        })
    }

    /// Enters orders a player sent by other means (marked as entered by the moderator). `text`
    /// may start with the phase's keyword or be a bare order. Invalid orders store nothing
    /// and come back as [`ModError::Orders`]. The player gets a confirmation.
    pub fn submit(&self, id: i64, seat: &str, text: &str) -> Result<SubmitOutcome, ModError> {
        let now = self.now();
        self.write(|c| {
            let mut g = game(c, id)?;
            require(&g, g.status.is_live(), "it no longer takes orders")?;
            let engine = self.engine(&g.kind)?;
            let ps = players(c, g.id)?;
            let seat = find_seat(engine, &g, ps.len(), seat)?;
            let mut p = ps[seat.index()].clone();
            let phase = engine.phase(&g.state)?;
            let (keyword, rest) = split_orders(&phase, text);
            let (reading, _) = apply_orders(
                self,
                c,
                &g,
                seat,
                (&keyword, &rest),
                Source::Moderator,
                None,
                now,
            )?;
            let canonical = match reading {
                OrdersReading::Accepted { canonical } => canonical,
                OrdersReading::Rejected { problems } => {
                    return Err(ModError::Orders(crate::games::OrdersError { problems }));
                }
                // The moderator's own entries are not counted against the limit.
                OrdersReading::Spent { why } => return Err(ModError::Input(why)),
            };
            let label = engine.seat_label(&g.state, seat)?;
            let text = format!(
                "The moderator has entered these orders for you for {}:\n  {canonical}\n\
                 They count unless you send others before the deadline.",
                phase.title
            );
            let subject = format!("{}: orders entered for you", capitalised(&phase.title));
            self.queue_notice(c, &g, &mut p, &subject, &text)?;
            let detail = json!({ "seat": seat.0, "round": g.round, "orders": canonical });
            audit::record(c, now, Some(g.id), "admin", "submit", detail)?;
            let round = g.round;
            let a = self.settle(c, &mut g, now)?;
            Ok(SubmitOutcome {
                turn: phase.title,
                round,
                seat_label: label,
                canonical,
                rounds_run: a.rounds_run,
            })
        })
    }

    /// Whether `seat` sent anything for the open round (tests, `game show`).
    pub fn sent_anything(&self, id: i64, seat: Seat) -> Result<bool, ModError> {
        self.read(|c| {
            let g = game(c, id)?;
            Ok(sent_anything(c, id, g.round, seat)?)
        })
    }
}
