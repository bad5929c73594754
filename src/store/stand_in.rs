//! The `stand_in_orders` table: which submissions a stand-in (a computer player playing a
//! person's silent seat) entered, and from them which seats of a round it played. Whether a
//! game has a stand-in at all is a `game_options` row; what it means is the moderator's.

use super::Error;
use super::query::all_rows;
use crate::games::Seat;
use rusqlite::{Connection, params};

/// Marks submission `id` as a stand-in's.
pub fn mark(c: &Connection, id: i64) -> Result<(), Error> {
    c.prepare_cached("INSERT OR IGNORE INTO stand_in_orders (submission_id) VALUES (?1)")?
        .execute([id])?;
    Ok(())
}

/// The seats of round `round` of game `game` played by a stand-in: its orders are the seat's
/// last valid ones of the round (the person sent nothing valid after them).
pub fn stood_in(c: &Connection, game: i64, round: u32) -> Result<Vec<Seat>, Error> {
    let seats: Vec<u8> = all_rows(
        c,
        "SELECT s.seat FROM submissions s JOIN stand_in_orders o ON o.submission_id = s.id
         WHERE s.game_id = ?1 AND s.round = ?2 AND NOT EXISTS (
             SELECT 1 FROM submissions t WHERE t.game_id = s.game_id AND t.round = s.round
                 AND t.seat = s.seat AND t.id > s.id AND t.orders IS NOT NULL)
         ORDER BY s.seat",
        params![game, round],
        |r| r.get::<_, u8>(0),
    )?;
    Ok(seats.into_iter().map(Seat).collect())
}
