//! The people who held a seat before its player now (`seat_holders`, migration 31): kept when
//! a seat changes hands (the operator's `player replace`, a standby's `TAKE`), read when a game
//! over is rated (each holder for their share of the seat's rounds) and when a person's
//! dedication is counted.

use super::error::Error;
use super::games::{PlayerRow, PlayerStatus};
use super::query::{all_rows, time_in};
use super::ts;
use crate::games::Seat;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};

/// One earlier holder of a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holder {
    pub game_id: i64,
    pub seat: Seat,
    pub address: String,
    pub name: String,
    pub joined_at: DateTime<Utc>,
    pub left_at: DateTime<Utc>,
    /// They had resigned when they left.
    pub resigned: bool,
}

/// Keeps `old`, the seat's player until `now`, as one of its earlier holders.
pub fn keep(c: &Connection, old: &PlayerRow, now: DateTime<Utc>) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT OR REPLACE INTO seat_holders \
         (game_id, seat, address, name, joined_at, left_at, resigned) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?
    .execute(params![
        old.game_id,
        old.seat.0,
        old.address.to_lowercase(),
        old.name,
        ts(old.joined_at),
        ts(now),
        old.status == PlayerStatus::Resigned,
    ])?;
    Ok(())
}

/// Game `game`'s earlier holders, by seat and in the order they left.
pub fn of_game(c: &Connection, game: i64) -> Result<Vec<Holder>, Error> {
    all_rows(
        c,
        "SELECT game_id, seat, address, name, joined_at, left_at, resigned FROM seat_holders \
         WHERE game_id = ?1 ORDER BY seat, left_at",
        [game],
        |r| {
            Ok(Holder {
                game_id: r.get(0)?,
                seat: Seat(r.get(1)?),
                address: r.get(2)?,
                name: r.get(3)?,
                joined_at: time_in(r, 4)?,
                left_at: time_in(r, 5)?,
                resigned: r.get(6)?,
            })
        },
    )
}

/// When each round of game `game` opened, in order.
pub fn round_openings(c: &Connection, game: i64) -> Result<Vec<DateTime<Utc>>, Error> {
    all_rows(
        c,
        "SELECT opened_at FROM rounds WHERE game_id = ?1 ORDER BY number",
        [game],
        |r| time_in(r, 0),
    )
}
