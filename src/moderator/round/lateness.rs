//! Lateness: what a player who sent nothing is told, and how misses are counted.
//!
//! When a round closes with players who sent no orders (default orders ran for them), each
//! gets a short notice of what their robot did (the `late` mail), and every report of the round
//! names them (from the round's stored `late` seats, so `replay` rebuilds it). `game show` and
//! `game list` count each player's misses, all and in a row, since they took the seat. When a
//! player reaches `[games] miss_alert` misses in a row the operator is alerted, once per run of
//! misses, to find a replacement. Resigned players and computer players are never late.

use crate::games::{Seat, StateSummary};
use crate::moderator::error::ModError;
use crate::moderator::happened::Late;
use crate::moderator::layers::Play;
use crate::store::from_ts;
use crate::store::games::{GameRow, PlayerRow, players};
use crate::store::rounds::RoundRow;
use chrono::{DateTime, Utc};
use rusqlite::Connection;

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

impl Play<'_> {
    /// The late seats of `round` (just stored; `g` is the game after it), each with its
    /// misses in a row, and whether it reaches the misses in a row that call for a
    /// replacement (the operator is alerted and the seat abandoned: offered to standby).
    pub(crate) fn lateness(
        &self,
        c: &Connection,
        g: &GameRow,
        round: &RoundRow,
        after: &StateSummary,
    ) -> Result<Vec<Late>, ModError> {
        if round.late.is_empty() {
            return Ok(Vec::new());
        }
        let ps = players(c, g.id)?;
        let counts = misses(c, g.id, &ps)?;
        let limit = self.ctx.config.miss_alert;
        let mut out = Vec::new();
        for &seat in &round.late {
            let Some(i) = ps.iter().position(|p| p.seat == seat) else {
                continue;
            };
            let in_a_row = counts[i].in_a_row;
            out.push(Late {
                seat,
                in_a_row,
                silent: limit > 0 && in_a_row == limit && after.outcome.is_none(),
            });
        }
        Ok(out)
    }
}
