//! What `robomod status` says of what robomod keeps: the database's size now, the archive's
//! as the daemon last measured it, and how fast each grows a week, from the measures the daemon
//! keeps beside the database ([`crate::daemon::sizes`]). Nothing here grows with history: two
//! pragmas and one small file.

use crate::daemon::sizes::{self, Growth};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde::Serialize;
use std::path::Path;

/// The sizes, and their growth per week.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Sizes {
    /// The database's pages in use, in bytes, now (`None`: no database yet).
    pub database_bytes: Option<u64>,
    /// `None`: not known yet (the daemon measures once a day: a day after it first ran).
    pub database_growth: Option<Growth>,
    /// The archive folder as last measured (`None`: no archive, or not measured yet).
    pub archive_bytes: Option<u64>,
    pub archive_measured_at: Option<DateTime<Utc>>,
    pub archive_growth: Option<Growth>,
}

/// The sizes of the install whose database at `db` `c` has open, at `now`; `Err` when the
/// daemon's measures do not read (the database's size is given all the same).
pub fn sizes(c: &Connection, db: &Path, now: DateTime<Utc>) -> (Sizes, Result<(), String>) {
    let database = db
        .exists()
        .then(|| crate::store::used_bytes(c).ok())
        .flatten();
    let (samples, read) = match sizes::read(db) {
        Ok(s) => (s, Ok(())),
        Err(e) => (Vec::new(), Err(e)),
    };
    let last = samples.iter().rev().find(|s| s.archive.is_some());
    let archive = last.and_then(|s| s.archive);
    let at = last.map(|s| s.at);
    let s = Sizes {
        database_bytes: database,
        database_growth: database
            .and_then(|d| sizes::growth(&samples, |s| Some(s.database), d, now)),
        archive_bytes: archive,
        archive_measured_at: at,
        archive_growth: archive
            .zip(at)
            .and_then(|(a, at)| sizes::growth(&samples, |s| s.archive, a, at)),
    };
    (s, read)
}

/// `1.2 GB`, `340.5 kB`, `12 B`.
pub fn bytes(n: u64) -> String {
    let units = ["B", "kB", "MB", "GB", "TB"];
    let mut v = n as f64;
    let mut unit = 0;
    while v >= 1000.0 && unit + 1 < units.len() {
        v /= 1000.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{n} B")
    } else {
        format!("{v:.1} {}", units[unit])
    }
}

/// The status line of the sizes: `database 360.2 MB (+12.1 MB a week); archive ...`.
pub fn render(s: &Sizes) -> String {
    // english: status is operator-only text, all of it in English (as the rest of it).
    let growth = |g: Option<Growth>| match g {
        Some(g) if g.per_week < 0 => format!(
            "-{} a week over {} days",
            bytes(g.per_week.unsigned_abs()),
            g.over_days
        ),
        Some(g) => format!(
            "+{} a week over {} days",
            bytes(g.per_week as u64),
            g.over_days
        ),
        None => "growth not known yet: the daemon measures once a day".into(),
    };
    let database = match s.database_bytes {
        Some(b) => format!("database {} ({})", bytes(b), growth(s.database_growth)),
        None => "database none yet".into(),
    };
    let archive = match s.archive_bytes {
        Some(b) => format!("archive {} ({})", bytes(b), growth(s.archive_growth)),
        None => "archive not measured (none configured, or the daemon has not run)".into(),
    };
    format!("sizes: {database}; {archive}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_read_as_a_person_would_write_them() {
        assert_eq!(bytes(12), "12 B");
        assert_eq!(bytes(340_500), "340.5 kB");
        assert_eq!(bytes(1_234_000_000), "1.2 GB");
    }

    #[test]
    fn the_line_says_each_size_and_its_growth() {
        let s = Sizes {
            database_bytes: Some(360_200_000),
            database_growth: Some(Growth {
                per_week: 12_100_000,
                over_days: 7.0,
            }),
            archive_bytes: Some(1_000),
            archive_growth: None,
            ..Sizes::default()
        };
        assert_eq!(
            render(&s),
            "sizes: database 360.2 MB (+12.1 MB a week over 7 days); archive 1.0 kB (growth \
             not known yet: the daemon measures once a day)\n"
        );
    }
}
