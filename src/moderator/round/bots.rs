//! Computer players and seats with nothing to order, as a turn opens: their orders go on file
//! so that the round can run as soon as everyone else is in.

use crate::games::step_rng;
use crate::moderator::seats::is_bot;
use crate::moderator::{ModError, Moderator};
use crate::store::games::{GameRow, GameStatus, PlayerStatus, players};
use crate::store::rounds::{Source, Submission, insert_submission};
use chrono::{DateTime, Utc};
use rusqlite::Connection;

/// Salt for the computer players' random choices, apart from the game's own stream.
const BOT_SALT: u64 = 0xB07_5EED;

impl Moderator {
    /// Computer players enter their orders for the open turn (their choices draw from a stream
    /// of their own, seeded by the game's seed and the turn, so a rerun chooses the same), and
    /// seats with nothing to order ([`crate::games::DynGame::takes_no_orders`]) get their
    /// defaults, so that the round can run as soon as everyone else is in. Returns how many.
    pub(crate) fn bots_play(
        &self,
        c: &Connection,
        g: &GameRow,
        now: DateTime<Utc>,
    ) -> Result<usize, ModError> {
        if g.status != GameStatus::Active {
            return Ok(0);
        }
        let engine = self.engine(&g.kind)?;
        let phase = engine.phase(&g.state)?;
        let mut n = 0;
        for p in players(c, g.id)? {
            if p.status != PlayerStatus::Active {
                continue;
            }
            let (orders, canonical) = if engine.takes_no_orders(&g.state, p.seat)? {
                let orders = engine.default_orders(&g.state, p.seat)?;
                let canonical = engine.canonical(&g.state, &orders)?;
                (orders, canonical)
            } else if is_bot(&p.address) {
                let mut rng = step_rng(g.seed ^ BOT_SALT, g.round * 16 + u32::from(p.seat.0));
                let computer = engine.capabilities().computer;
                let found = computer.map(|b| b.bot_orders(&g.state, p.seat, &mut rng));
                match found.transpose()?.flatten() {
                    Some(found) => found,
                    None => continue,
                }
            } else {
                continue;
            };
            insert_submission(
                c,
                &Submission {
                    id: 0,
                    game_id: g.id,
                    seat: p.seat,
                    round: g.round,
                    received_at: now,
                    source: Source::Moderator,
                    inbox_id: None,
                    keyword: phase.order_keyword.clone(),
                    text: canonical.clone(),
                    result: Ok((orders, canonical)),
                },
            )?;
            n += 1;
        }
        Ok(n)
    }
}
