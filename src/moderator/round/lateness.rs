//! Lateness: what a player who sent nothing is told, and how misses are counted.
//!
//! When a round closes with players who sent no orders (default orders ran for them), each
//! gets a short notice of what their robot did (the `late` mail), and every report of the round
//! names them (from the round's stored `late` seats, so `replay` rebuilds it). `game show` and
//! `game list` count each player's misses, all and in a row, since they took the seat. When a
//! player reaches `[games] miss_alert` misses in a row the operator is alerted, once per run of
//! misses, to find a replacement. Resigned players and computer players are never late.

use crate::games::{Seat, StateSummary};
use crate::moderator::words::capitalised;
use crate::moderator::{ModError, Moderator};
use crate::outgoing::MailKind;
use crate::schedule::format_time;
use crate::store::from_ts;
use crate::store::games::{GameRow, PlayerRow, players};
use crate::store::rounds::RoundRow;
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

/// A player's missed rounds since they took their seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Misses {
    pub total: u32,
    /// The rounds missed since their last orders, up to the latest round.
    pub in_a_row: u32,
}

/// Each of `ps`'s misses in game `game`, in the order of `ps`. A round counts for a player when
/// it opened after they joined: a replacement answers neither for the rounds before nor for
/// the one open when they took the seat.
pub(crate) fn misses(c: &Connection, game: i64, ps: &[PlayerRow]) -> Result<Vec<Misses>, ModError> {
    let mut stmt =
        c.prepare_cached("SELECT opened_at, late FROM rounds WHERE game_id = ?1 ORDER BY number")?;
    let rounds: Vec<(DateTime<Utc>, Vec<Seat>)> = stmt
        .query_map([game], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?))
        })?
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .map(|(at, late)| Ok((from_ts(at), serde_json::from_str(&late)?)))
        .collect::<Result<_, ModError>>()?;
    Ok(ps
        .iter()
        .map(|p| {
            let mut m = Misses::default();
            for (opened, late) in &rounds {
                if *opened < p.joined_at {
                    continue;
                }
                if late.contains(&p.seat) {
                    m.total += 1;
                    m.in_a_row += 1;
                } else {
                    m.in_a_row = 0;
                }
            }
            m
        })
        .collect())
}

impl Moderator {
    /// Tells each late player of `round` (just run; `g` is the game after it) what their robot
    /// did, and alerts the operator when one reaches the misses in a row that call for a
    /// replacement.
    pub(crate) fn tell_the_late(
        &self,
        c: &Connection,
        g: &GameRow,
        round: &RoundRow,
        after: &StateSummary,
    ) -> Result<(), ModError> {
        if round.late.is_empty() {
            return Ok(());
        }
        let engine = self.engine(&g.kind)?;
        let mut ps = players(c, g.id)?;
        let counts = misses(c, g.id, &ps)?;
        for &seat in &round.late {
            let Some(i) = ps.iter().position(|p| p.seat == seat) else {
                continue;
            };
            // In the late player's language: the notice, its subject and the game's words.
            let speaking = self.speak_to(c, Some(g.id), Some(&ps[i].address))?;
            let before = engine.phase_in(&round.state_before, self.say())?;
            // The state after the round in the reader's words: `after` is in the game's.
            let seats = after.labels.len();
            let theirs = engine.summary(&g.state, seats, self.say())?;
            let in_a_row = counts[i].in_a_row;
            let orders = match round.orders.get(seat.index()) {
                Some(o) => engine.canonical(&round.state_before, o, self.say())?,
                None => String::new(),
            };
            let label = theirs.label(seat);
            let limit = self.config.miss_alert;
            let silent = limit > 0 && in_a_row == limit && after.outcome.is_none();
            let p = &mut ps[i];
            let body = self.render(
                "late.txt",
                json!({
                    "name": p.name,
                    "game": g.id,
                    "turn": before.title,
                    "seat": label,
                    "closed": format_time(round.closed_at, g.tz),
                    "orders": orders,
                    "in_a_row": in_a_row,
                    "silent": silent,
                    "default": theirs.default_text(seat),
                    "stand_in": !round.defaulted.contains(&seat),
                    "over": after.outcome.is_some(),
                    "next": crate::moderator::words::turn_phrase(&theirs.phase),
                    "deadline": round.next_deadline.map(|t| format_time(t, g.tz)).unwrap_or_default(),
                }),
            )?;
            let subject = crate::say!(
                crate::lang::now(),
                "subject-no-orders",
                turn = capitalised(&before.title)
            );
            self.queue_player(
                c,
                g,
                p,
                MailKind::Late,
                Some(round.number),
                &subject,
                body,
                None,
            )?;
            drop(speaking);
            if silent {
                let label = engine
                    .summary(&g.state, seats, self.operator_say())?
                    .label(seat);
                let ctx = json!({
                    "game": g.id, "kind": g.kind, "name": p.name, "label": label,
                    "address": p.address, "in_a_row": in_a_row,
                    "turn": engine.phase_in(&round.state_before, self.operator_say())?.title,
                    "stand_in": !round.defaulted.contains(&seat), "seat": seat.0,
                });
                let text = self.alert_text("missed", ctx)?;
                let subject = crate::say!(
                    self.operator_say(),
                    "alert-missed-subject",
                    game = g.id,
                    label = label.clone()
                );
                let salt = format!("miss:{}:{}:{}", g.id, seat.0, round.number);
                self.alert(c, &subject, &text, &salt)?;
                self.seat_abandoned(c, g, seat, "missed", round.executed_at)?;
            }
        }
        Ok(())
    }
}
