//! Computer players and seats with nothing to order, as a turn opens: their orders go on file
//! so that the round can run as soon as everyone else is in; then the stand-ins' (see
//! [`super::stand_in`]).

use crate::games::{DynGame, Loaded, Seat, step_rng};
use crate::moderator::seats::is_bot;
use crate::moderator::{error::ModError, layers::Play};
use crate::store::games::{GameRow, GameStatus, PlayerStatus, players};
use crate::store::rounds::{Source, Submission, insert_submission};
use chrono::{DateTime, Utc};
use rusqlite::Connection;

/// Salt for the computer players' random choices, apart from the game's own stream.
const BOT_SALT: u64 = 0xB07_5EED;

impl Play<'_> {
    /// Computer players enter their orders for the open turn (their choices draw from a stream
    /// of their own, seeded by the game's seed and the turn, so a rerun chooses the same), and
    /// seats with nothing to order ([`crate::games::Loaded::takes_no_orders`]) get their
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
        let engine = self.ctx.engine(&g.kind)?;
        let state = engine.load(&g.state)?;
        let phase = state.phase();
        let mut n = 0;
        for p in players(c, g.id)? {
            if p.status != PlayerStatus::Active {
                continue;
            }
            // A computer player is asked even with nothing to order (the race: a robot powered
            // down may still switch its Circuit Breaker off, or it could stay down for good).
            let bot = match is_bot(&p.address) {
                true => computer_orders(engine, &*state, g, p.seat, BOT_SALT)?,
                false => None,
            };
            let (orders, canonical) = match bot {
                Some(found) => found,
                None if state.takes_no_orders(p.seat)? => {
                    let orders = state.default_orders(p.seat)?;
                    let canonical = state.canonical(&orders, crate::lang::now())?;
                    (orders, canonical)
                }
                None => continue,
            };
            on_file(c, g, p.seat, &phase.order_keyword, (orders, canonical), now)?;
            n += 1;
        }
        n += self.stand_ins_play(c, g, now)?;
        Ok(n)
    }
}

/// Enters `orders` (with their canonical text) for `seat` of the open turn, as the moderator's:
/// a computer player's, a stand-in's or a silent seat's defaults. The submission's id.
pub(crate) fn on_file(
    c: &Connection,
    g: &GameRow,
    seat: Seat,
    keyword: &str,
    (orders, canonical): (serde_json::Value, String),
    now: DateTime<Utc>,
) -> Result<i64, ModError> {
    let submission = Submission {
        keyword: keyword.to_string(),
        text: canonical.clone(),
        result: Ok((orders, canonical)),
        ..Submission::for_turn(g, seat, now, Source::Moderator, None)
    };
    Ok(insert_submission(c, &submission)?)
}

/// The computer player's orders for `seat` of the open turn, if the game has one and it has
/// something to send; its choices draw from a stream of their own (`salt` apart from the
/// game's), seeded by the game's seed, the round and the seat, so a rerun chooses the same.
/// `state` is `g`'s, loaded.
pub(crate) fn computer_orders(
    engine: &dyn DynGame,
    state: &dyn Loaded,
    g: &GameRow,
    seat: Seat,
    salt: u64,
) -> Result<Option<(serde_json::Value, String)>, ModError> {
    let Some(computer) = engine.capabilities().computer else {
        return Ok(None);
    };
    let mut rng = step_rng(g.seed ^ salt, g.round * 16 + u32::from(seat.0));
    Ok(computer.bot_orders(state, seat, &mut rng)?)
}
