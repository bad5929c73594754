//! When deadlines fall: a game's schedule, its time zone, and the DST-safe arithmetic that turns
//! "22:00 Europe/London" into an instant; times as mails show them. Pure: no clock, no store;
//! shared by the config's checks, the moderator and the CLI (durations: [`crate::duration`]).
//!
//! Rules (issue 3, seed 004 "The deadline is set to give players at least 20 hours"):
//! - a daily schedule puts every deadline at a fixed local time of day in the game's IANA zone;
//! - a period schedule puts it a fixed time after the previous round closed;
//! - either way no deadline is ever sooner than the minimum notice after the previous report.

use crate::duration::{MAX_DURATION_DAYS, format_duration, parse_duration};
use chrono::{DateTime, Duration, LocalResult, NaiveDate, NaiveDateTime, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;
use std::fmt;
use std::str::FromStr;

/// How a game's deadlines are placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    /// Every deadline at this local time of day, in the game's time zone: `22:00`.
    Daily(NaiveTime),
    /// Each deadline this long after the previous round closed: `48h`.
    After(Duration),
}

impl FromStr for Schedule {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if t.contains(':') {
            NaiveTime::parse_from_str(t, "%H:%M")
                .map(Schedule::Daily)
                .map_err(|_| {
                    format!(
                        "bad schedule {s:?}: a time of day is written HH:MM, like 22:00 \
                         (optionally followed by a time zone: 22:00 Europe/London)"
                    )
                })
        } else {
            match parse_duration(t) {
                Ok(d) if d > Duration::zero() => Ok(Schedule::After(d)),
                _ => Err(format!(
                    "bad schedule {s:?}: write a time of day like 22:00 or a period like 48h, \
                     at most {MAX_DURATION_DAYS} days"
                )),
            }
        }
    }
}

impl fmt::Display for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Schedule::Daily(t) => write!(f, "{}", t.format("%H:%M")),
            Schedule::After(d) => f.write_str(&format_duration(*d)),
        }
    }
}

/// Reads `--schedule`: `"22:00"`, `"22:00 Europe/London"` or `"48h"`. The zone, when given,
/// comes back separately (it is the game's zone, also used to show times).
pub fn parse_schedule(s: &str) -> Result<(Schedule, Option<Tz>), String> {
    let mut parts = s.split_whitespace();
    let (Some(first), rest) = (parts.next(), parts.next()) else {
        return Err("empty schedule: write a time of day like 22:00 or a period like 48h".into());
    };
    if parts.next().is_some() {
        return Err(format!(
            "bad schedule {s:?}: write 22:00, 22:00 Europe/London or 48h"
        ));
    }
    let schedule: Schedule = first.parse()?;
    let tz = rest.map(parse_tz).transpose()?;
    Ok((schedule, tz))
}

/// An IANA zone name: `Europe/London`, `America/New_York`, `UTC`.
pub fn parse_tz(s: &str) -> Result<Tz, String> {
    s.parse::<Tz>().map_err(|_| {
        format!("unknown time zone {s:?}: use an IANA name like Europe/London or America/New_York")
    })
}

/// The instant a local wall-clock time names in `tz`. In the autumn fold (the time happens
/// twice) it is the first; in the spring gap (it never happens) it is the first minute after
/// the gap, so "01:30 Europe/London" on the spring-forward night is 02:00 BST.
pub fn local_instant(tz: Tz, date: NaiveDate, time: NaiveTime) -> DateTime<Utc> {
    let mut naive = NaiveDateTime::new(date, time);
    for _ in 0..=24 * 60 {
        match tz.from_local_datetime(&naive) {
            LocalResult::Single(t) => return t.with_timezone(&Utc),
            LocalResult::Ambiguous(first, _) => return first.with_timezone(&Utc),
            LocalResult::None => naive += Duration::minutes(1),
        }
    }
    // No zone has a gap of a day; fall back to reading the wall time as UTC.
    Utc.from_utc_datetime(&NaiveDateTime::new(date, time))
}

/// The deadline of the round that opens when the previous one closed at `base`: the first
/// scheduled moment at least `min_notice` after `base`.
pub fn next_deadline(
    schedule: Schedule,
    tz: Tz,
    base: DateTime<Utc>,
    min_notice: Duration,
) -> DateTime<Utc> {
    let earliest = base + min_notice;
    match schedule {
        Schedule::After(d) => base + d.max(min_notice),
        Schedule::Daily(time) => {
            let mut date = earliest.with_timezone(&tz).date_naive();
            loop {
                let t = local_instant(tz, date, time);
                if t >= earliest {
                    return t;
                }
                date = date.succ_opt().expect("a date before the end of time");
            }
        }
    }
}

/// A time for a mail, in the game's zone, with UTC beside it when the zone is not UTC:
/// `Sat 28 Mar 2026 22:00 GMT` or `Sun 29 Mar 2026 22:00 BST (21:00 UTC)`.
pub fn format_time(t: DateTime<Utc>, tz: Tz) -> String {
    let local = t.with_timezone(&tz);
    // Weekday and month in the language being written (crate::lang::speak).
    let say = crate::lang::now();
    let shown = local
        .format_localized(&say.t("date-format"), say.date_locale())
        .to_string();
    if tz == Tz::UTC {
        shown
    } else {
        format!("{shown} ({} UTC)", t.format("%H:%M"))
    }
}

/// A day for a mail, in the language being written: `Mon 02 Mar 2026`, `2 marca 2026
/// (poniedziałek)`.
pub fn format_day(t: DateTime<Utc>) -> String {
    let say = crate::lang::now();
    t.format_localized(&say.t("day-format"), say.date_locale())
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_is_written_in_the_language_being_written() {
        let t = "2026-03-02T18:00:00Z".parse::<DateTime<Utc>>().unwrap();
        assert_eq!(format_day(t), "Mon 02 Mar 2026");
        let _pl = crate::lang::speak("pl");
        assert_eq!(format_day(t), "2 marca 2026 (poniedziałek)");
    }

    #[test]
    fn a_time_is_written_in_the_language_being_written() {
        let t = utc("2026-11-24T21:00:00Z");
        let tz: Tz = "Europe/Warsaw".parse().unwrap();
        assert_eq!(format_time(t, tz), "Tue 24 Nov 2026 22:00 CET (21:00 UTC)");
        let _pl = crate::lang::speak("pl");
        assert_eq!(
            format_time(t, tz),
            "24 listopada 2026 (wtorek), 22:00 CET (21:00 UTC)"
        );
    }

    fn utc(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    fn daily(s: &str) -> Schedule {
        s.parse().unwrap()
    }

    /// The deadline after `report` of a daily 22:00 in `tz` with 20 hours' notice (seed 004).
    fn at_ten_pm(tz: Tz, report: DateTime<Utc>) -> DateTime<Utc> {
        next_deadline(daily("22:00"), tz, report, Duration::hours(20))
    }

    #[test]
    fn schedules_parse_with_and_without_zone() {
        let (s, tz) = parse_schedule("22:00 Europe/London").unwrap();
        assert_eq!(s.to_string(), "22:00");
        assert_eq!(tz, Some(chrono_tz::Europe::London));
        assert_eq!(parse_schedule("48h").unwrap().0.to_string(), "48h");
        assert!(parse_schedule("25:00").unwrap_err().contains("HH:MM"));
        assert!(
            parse_schedule("22:00 Mars/Olympus")
                .unwrap_err()
                .contains("IANA")
        );
        assert!(parse_schedule("0").is_err());
    }

    #[test]
    fn period_schedule_respects_min_notice() {
        let base = utc("2026-03-01T10:00:00Z");
        let d = next_deadline(daily("48h"), Tz::UTC, base, Duration::hours(20));
        assert_eq!(d, utc("2026-03-03T10:00:00Z"));
        let d = next_deadline(daily("2h"), Tz::UTC, base, Duration::hours(20));
        assert_eq!(d, utc("2026-03-02T06:00:00Z"));
    }

    /// Seed 004: "Moves are due at 10PM ... at least 20 hours to send in their moves."
    #[test]
    fn daily_schedule_gives_at_least_the_notice() {
        let london = chrono_tz::Europe::London;
        // A report at 22:00 GMT: earliest 18:00 next day, so 22:00 next day.
        let d = at_ten_pm(london, utc("2026-01-10T22:00:00Z"));
        assert_eq!(d, utc("2026-01-11T22:00:00Z"));
        // A report at 03:00: 23:00 is past 22:00, so the day after.
        let d = at_ten_pm(london, utc("2026-01-11T03:00:00Z"));
        assert_eq!(d, utc("2026-01-12T22:00:00Z"));
    }

    #[test]
    fn daily_schedule_crosses_london_spring_forward() {
        // Clocks go forward on Sun 29 Mar 2026 at 01:00 GMT: 22:00 is then 21:00 UTC.
        let london = chrono_tz::Europe::London;
        let sat = at_ten_pm(london, utc("2026-03-27T22:00:00Z"));
        assert_eq!(sat, utc("2026-03-28T22:00:00Z"));
        let sun = at_ten_pm(london, sat);
        assert_eq!(sun, utc("2026-03-29T21:00:00Z"));
        assert_eq!(sun - sat, Duration::hours(23));
    }

    #[test]
    fn daily_schedule_crosses_new_york_fall_back() {
        // Clocks go back on Sun 1 Nov 2026 at 02:00 EDT: 22:00 is then 03:00 UTC next day.
        let ny = chrono_tz::America::New_York;
        let sat = utc("2026-11-01T02:00:00Z"); // Sat 31 Oct 22:00 EDT
        let sun = at_ten_pm(ny, sat);
        assert_eq!(sun, utc("2026-11-02T03:00:00Z"));
        assert_eq!(sun - sat, Duration::hours(25));
    }

    #[test]
    fn a_time_in_the_spring_gap_moves_past_it_and_a_folded_time_takes_the_first() {
        let london = chrono_tz::Europe::London;
        let date = NaiveDate::from_ymd_opt(2026, 3, 29).unwrap();
        let gap = local_instant(london, date, NaiveTime::from_hms_opt(1, 30, 0).unwrap());
        assert_eq!(gap, utc("2026-03-29T01:00:00Z")); // 02:00 BST
        let ny = chrono_tz::America::New_York;
        let date = NaiveDate::from_ymd_opt(2026, 11, 1).unwrap();
        let fold = local_instant(ny, date, NaiveTime::from_hms_opt(1, 30, 0).unwrap());
        assert_eq!(fold, utc("2026-11-01T05:30:00Z")); // 01:30 EDT, the first of two
    }

    #[test]
    fn times_show_zone_and_utc() {
        let london = chrono_tz::Europe::London;
        assert_eq!(
            format_time(utc("2026-03-28T22:00:00Z"), london),
            "Sat 28 Mar 2026 22:00 GMT (22:00 UTC)"
        );
        assert_eq!(
            format_time(utc("2026-03-29T21:00:00Z"), london),
            "Sun 29 Mar 2026 22:00 BST (21:00 UTC)"
        );
        assert_eq!(
            format_time(utc("2026-03-29T21:00:00Z"), Tz::UTC),
            "Sun 29 Mar 2026 21:00 UTC"
        );
    }
}
