//! The `seat_rules` and `stand_in_orders` tables: per game, after how many missed rounds in a
//! row a computer player stands in for a human (`game new --stand-in N`) and what becomes of a
//! game with no human left (`finish` or `pause`); and which submissions a stand-in entered.

use crate::games::Seat;
use crate::moderator::ModError;
use rusqlite::{Connection, OptionalExtension, params};

/// What a game with no human player left becomes.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum NoHumans {
    /// Finished, with no winner (the default).
    #[default]
    Finish,
    /// Paused, for the operator to seat someone or abandon it.
    Pause,
}

impl NoHumans {
    pub fn as_str(self) -> &'static str {
        match self {
            NoHumans::Finish => "finish",
            NoHumans::Pause => "pause",
        }
    }
    pub fn parse(s: &str) -> Option<NoHumans> {
        [NoHumans::Finish, NoHumans::Pause]
            .into_iter()
            .find(|n| n.as_str().eq_ignore_ascii_case(s.trim()))
    }
}

/// One game's rules for its seats.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatRules {
    /// Missed rounds in a row after which a stand-in plays a human's seat.
    pub stand_in: Option<u32>,
    pub no_humans: NoHumans,
}

/// Game `game`'s rules (the defaults when none were set).
pub fn get(c: &Connection, game: i64) -> Result<SeatRules, ModError> {
    let row: Option<(Option<u32>, String)> = c
        .prepare_cached("SELECT stand_in, no_humans FROM seat_rules WHERE game_id = ?1")?
        .query_row([game], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    Ok(match row {
        Some((stand_in, no_humans)) => SeatRules {
            stand_in,
            no_humans: NoHumans::parse(&no_humans).unwrap_or_default(),
        },
        None => SeatRules::default(),
    })
}

/// Sets game `game`'s rules.
pub fn set(c: &Connection, game: i64, rules: SeatRules) -> Result<(), ModError> {
    c.prepare_cached(
        "INSERT INTO seat_rules (game_id, stand_in, no_humans) VALUES (?1, ?2, ?3)
         ON CONFLICT (game_id) DO UPDATE
             SET stand_in = excluded.stand_in, no_humans = excluded.no_humans",
    )?
    .execute(params![game, rules.stand_in, rules.no_humans.as_str()])?;
    Ok(())
}

/// Marks submission `id` as a stand-in's.
pub fn mark_stand_in(c: &Connection, id: i64) -> Result<(), ModError> {
    c.prepare_cached("INSERT OR IGNORE INTO stand_in_orders (submission_id) VALUES (?1)")?
        .execute([id])?;
    Ok(())
}

/// The seats of round `round` of game `game` played by a stand-in: its orders are the seat's
/// last valid ones of the round (the human sent nothing valid after them).
pub fn stood_in(c: &Connection, game: i64, round: u32) -> Result<Vec<Seat>, ModError> {
    let mut stmt = c.prepare_cached(
        "SELECT s.seat FROM submissions s JOIN stand_in_orders o ON o.submission_id = s.id
         WHERE s.game_id = ?1 AND s.round = ?2 AND NOT EXISTS (
             SELECT 1 FROM submissions t WHERE t.game_id = s.game_id AND t.round = s.round
                 AND t.seat = s.seat AND t.id > s.id AND t.orders IS NOT NULL)
         ORDER BY s.seat",
    )?;
    let seats = stmt
        .query_map(params![game, round], |r| r.get::<_, u8>(0))?
        .collect::<Result<Vec<u8>, _>>()?;
    Ok(seats.into_iter().map(Seat).collect())
}
