//! The `absences` table: when players are away. A deadline that falls inside an absence of a
//! playing seat moves past its end (see `moderator::absence`).

use super::Error;
use super::query::all_rows;
use super::rounds::Source;
use super::{from_ts, ts};
use crate::games::Seat;
use chrono::{DateTime, NaiveDate, Utc};
use rusqlite::{Connection, params};

/// One absence: whole local days, `first_day` to `last_day`, both included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Absence {
    pub id: i64,
    pub game_id: i64,
    pub seat: Seat,
    pub first_day: NaiveDate,
    pub last_day: NaiveDate,
    /// 00:00 of `first_day` in the game's zone.
    pub starts_at: DateTime<Utc>,
    /// 00:00 of the day after `last_day`: the first moment back.
    pub ends_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    pub source: Source,
    pub cancelled_at: Option<DateTime<Utc>>,
}

impl Absence {
    /// Whether `t` falls inside the absence (and it was not cancelled).
    pub fn covers(&self, t: DateTime<Utc>) -> bool {
        self.cancelled_at.is_none() && self.starts_at <= t && t < self.ends_at
    }

    /// The days away, for people, in the language this thread writes in: `2026-12-24 to
    /// 2026-12-27` or `2026-12-24`.
    pub fn days(&self) -> String {
        if self.first_day == self.last_day {
            self.first_day.to_string()
        } else {
            crate::say!(
                crate::lang::now(),
                "absence-days",
                first = self.first_day.to_string(),
                last = self.last_day.to_string()
            )
        }
    }
}

pub fn insert(c: &Connection, a: &Absence) -> Result<i64, Error> {
    c.prepare_cached(
        "INSERT INTO absences (game_id, seat, first_day, last_day, starts_at, ends_at,
             created_at, source, cancelled_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?
    .execute(params![
        a.game_id,
        a.seat.0,
        a.first_day.to_string(),
        a.last_day.to_string(),
        ts(a.starts_at),
        ts(a.ends_at),
        ts(a.created_at),
        a.source.as_str(),
        a.cancelled_at.map(ts),
    ])?;
    Ok(c.last_insert_rowid())
}

/// Cancels every absence of `seat` that has not ended by `now`; returns them.
pub fn cancel(
    c: &Connection,
    game: i64,
    seat: Seat,
    now: DateTime<Utc>,
) -> Result<Vec<Absence>, Error> {
    let open: Vec<Absence> = of_game(c, game)?
        .into_iter()
        .filter(|a| a.seat == seat && a.cancelled_at.is_none() && a.ends_at > now)
        .collect();
    for a in &open {
        c.prepare_cached("UPDATE absences SET cancelled_at = ?2 WHERE id = ?1")?
            .execute(params![a.id, ts(now)])?;
    }
    Ok(open)
}

/// Every absence of a game, cancelled ones included, in the order they were given.
pub fn of_game(c: &Connection, game: i64) -> Result<Vec<Absence>, Error> {
    let rows = all_rows(
        c,
        "SELECT id, game_id, seat, first_day, last_day, starts_at, ends_at, created_at, source,
             cancelled_at
         FROM absences WHERE game_id = ?1 ORDER BY id",
        [game],
        |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, u8>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, String>(4)?,
                [r.get::<_, i64>(5)?, r.get(6)?, r.get(7)?],
                r.get::<_, String>(8)?,
                r.get::<_, Option<i64>>(9)?,
            ))
        },
    )?;
    rows.into_iter()
        .map(
            |(id, game_id, seat, first, last, [s, e, at], source, cancelled)| {
                let day = |d: &str| {
                    d.parse::<NaiveDate>().map_err(|_| {
                        Error::Corrupt(format!("absence {id}: stored day {d:?} does not read"))
                    })
                };
                Ok(Absence {
                    id,
                    game_id,
                    seat: Seat(seat),
                    first_day: day(&first)?,
                    last_day: day(&last)?,
                    starts_at: from_ts(s),
                    ends_at: from_ts(e),
                    created_at: from_ts(at),
                    source: if source == "moderator" {
                        Source::Moderator
                    } else {
                        Source::Mail
                    },
                    cancelled_at: cancelled.map(from_ts),
                })
            },
        )
        .collect()
}
