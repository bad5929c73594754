//! Dedication: the share of a person's rounds whose orders were in on time, over every game
//! they hold or held a seat in (njudge's dedication). A round counts for a seat when it opened
//! while the player held the seat (after they took it, as lateness counts misses, and before
//! they gave it up, [`crate::store::holders`]) and did not close inside one of the player's
//! absences (an absence excuses it). It was on time unless the round lists the seat late
//! (defaulted, or played by the stand-in) or resigned: resigning counts, each round the seat
//! then goes without its player (until someone takes it over) missed. A computer player has
//! none.
//!
//! A game over keeps each person's count in it ([`keep`], in the transaction that ends it;
//! `dedication_games`, migration 30), so a person's dedication reads a row per game over and
//! counts the rounds of the games still running: the same in a tenth year as in the first.

use crate::games::Seat;
use crate::moderator::error::ModError;
use crate::moderator::seats::is_bot;
use crate::store::absences::{self, Absence};
use crate::store::ratings::{
    SeatRound, forget_dedication, games_over, keep_dedication, kept_dedication, seat_rounds,
};
use rusqlite::Connection;
use serde::Serialize;

/// A person's rounds on time of those that counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Dedication {
    pub on_time: u32,
    pub counted: u32,
}

impl Dedication {
    /// The share on time, in whole percent rounded down (so that 99.6% is not shown as 100%);
    /// `None` before any round counted.
    pub fn percent(&self) -> Option<u32> {
        (self.counted > 0).then(|| self.on_time * 100 / self.counted)
    }

    /// For templates: `{on_time, counted, percent}`.
    pub fn context(&self) -> serde_json::Value {
        serde_json::json!({
            "on_time": self.on_time, "counted": self.counted, "percent": self.percent(),
        })
    }
}

/// Counts `rounds` (one person's, by game), `absences` being their games' absences.
pub fn count(rounds: &[SeatRound], absences: &[Absence]) -> Dedication {
    let mut d = Dedication::default();
    for r in rounds {
        if r.opened_at < r.joined_at || r.left_at.is_some_and(|left| r.opened_at >= left) {
            continue;
        }
        let seats = |json: &str| serde_json::from_str::<Vec<Seat>>(json).unwrap_or_default();
        if r.resigned
            .as_deref()
            .is_some_and(|j| seats(j).contains(&r.seat))
        {
            d.counted += 1;
            continue;
        }
        let away = absences
            .iter()
            .any(|a| a.game_id == r.game_id && a.seat == r.seat && a.covers(r.closed_at));
        if away {
            continue;
        }
        d.counted += 1;
        if !seats(&r.late).contains(&r.seat) {
            d.on_time += 1;
        }
    }
    d
}

/// `address`'s dedication; `None` for a computer player.
pub fn of(c: &Connection, address: &str) -> Result<Option<Dedication>, ModError> {
    of_kind(c, address, None)
}

/// `address`'s dedication in the games of `kind` (in all: `None`); `None` for a computer
/// player. What a table of one kind shows beside its ratings.
pub fn of_kind(
    c: &Connection,
    address: &str,
    kind: Option<&str>,
) -> Result<Option<Dedication>, ModError> {
    if is_bot(address) {
        return Ok(None);
    }
    // Over every address of the person (`ALSO`).
    let mut d = Dedication::default();
    for a in crate::store::people::same_person(c, address)? {
        let (counted, on_time) = kept_dedication(c, &a, kind)?;
        let live = count_with_absences(c, &seat_rounds(c, &a, None, kind)?)?;
        d.counted += counted + live.counted;
        d.on_time += on_time + live.on_time;
    }
    Ok(Some(d))
}

/// `address`'s rounds in the games whose count is not kept (game `game` alone when given).
fn counted_in(c: &Connection, address: &str, game: Option<i64>) -> Result<Dedication, ModError> {
    count_with_absences(c, &seat_rounds(c, address, game, None)?)
}

/// [`count`] of `rounds` with their games' absences.
fn count_with_absences(c: &Connection, rounds: &[SeatRound]) -> Result<Dedication, ModError> {
    let mut games: Vec<i64> = rounds.iter().map(|r| r.game_id).collect();
    games.dedup();
    let mut away = Vec::new();
    for g in games {
        away.extend(absences::of_game(c, g)?);
    }
    Ok(count(rounds, &away))
}

/// Keeps what game `game` of `kind`, just over, counts for each of its people.
pub(crate) fn keep(c: &Connection, game: i64, kind: &str) -> Result<(), ModError> {
    let holders = crate::store::holders::of_game(c, game)?;
    let mut people: Vec<String> = (crate::store::games::players(c, game)?.into_iter())
        .map(|p| p.address)
        .chain(holders.into_iter().map(|h| h.address))
        .filter(|a| !is_bot(a))
        .collect();
    people.sort();
    people.dedup();
    for address in people {
        let d = counted_in(c, &address, Some(game))?;
        keep_dedication(c, &address, game, kind, (d.counted, d.on_time))?;
    }
    Ok(())
}

/// Game `game` runs again (a rollback): its count is no longer kept.
pub(crate) fn forget(c: &Connection, game: i64) -> Result<(), ModError> {
    Ok(forget_dedication(c, Some(game))?)
}

/// Every game over's count kept again (`robomod ratings rebuild`).
pub(crate) fn rebuild(c: &Connection) -> Result<(), ModError> {
    forget_dedication(c, None)?;
    for (game, kind) in games_over(c)? {
        keep(c, game, &kind)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::rounds::Source;
    use chrono::{DateTime, Duration, NaiveDate, Utc};

    fn at(h: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(0, 0).unwrap() + Duration::hours(h)
    }

    fn round(n: i64, late: &str, resigned: Option<&str>) -> SeatRound {
        SeatRound {
            game_id: 1,
            seat: Seat(1),
            joined_at: at(0),
            left_at: None,
            opened_at: at(24 * n),
            closed_at: at(24 * n + 20),
            late: late.into(),
            resigned: resigned.map(str::to_string),
        }
    }

    fn away(from_h: i64, to_h: i64) -> Absence {
        let day = NaiveDate::from_ymd_opt(1970, 1, 1).unwrap();
        Absence {
            id: 1,
            game_id: 1,
            seat: Seat(1),
            first_day: day,
            last_day: day,
            starts_at: at(from_h),
            ends_at: at(to_h),
            created_at: at(0),
            source: Source::Mail,
            cancelled_at: None,
        }
    }

    #[test]
    fn late_rounds_lower_it_and_others_seats_do_not() {
        let rounds = [
            round(0, "[]", None),
            round(1, "[1]", None),
            round(2, "[0]", None),
            round(3, "[]", Some("[]")),
        ];
        let d = count(&rounds, &[]);
        assert_eq!(
            d,
            Dedication {
                on_time: 3,
                counted: 4
            }
        );
        assert_eq!(d.percent(), Some(75));
    }

    #[test]
    fn absences_excuse_and_resigned_rounds_are_missed() {
        let rounds = [
            round(0, "[]", None),
            round(1, "[1]", None),
            round(2, "[1]", Some("[1]")),
            round(3, "[1]", Some("[1]")),
        ];
        // Round 1 closes at hour 44, inside the absence; rounds 2 and 3 the seat had resigned.
        let d = count(&rounds, &[away(30, 48)]);
        assert_eq!(
            d,
            Dedication {
                on_time: 1,
                counted: 3
            }
        );
        let mut cancelled = away(30, 48);
        cancelled.cancelled_at = Some(at(1));
        assert_eq!(count(&rounds, &[cancelled]).counted, 4);
        // Once someone took the seat over (at hour 70), its rounds are no longer theirs.
        let held: Vec<_> = rounds
            .iter()
            .cloned()
            .map(|mut r| {
                r.left_at = Some(at(70));
                r
            })
            .collect();
        assert_eq!(
            count(&held, &[]),
            Dedication {
                on_time: 1,
                counted: 3
            }
        );
    }

    #[test]
    fn rounds_before_the_seat_was_taken_do_not_count() {
        let mut r = round(0, "[1]", None);
        r.joined_at = at(1);
        assert_eq!(count(&[r], &[]), Dedication::default());
        assert_eq!(Dedication::default().percent(), None);
    }

    #[test]
    fn the_share_rounds_down() {
        let d = Dedication {
            on_time: 199,
            counted: 200,
        };
        assert_eq!(d.percent(), Some(99));
    }
}
