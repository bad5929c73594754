//! What robomod keeps, and how fast it grows: the daemon measures the database (the bytes of
//! its pages in use) and the archive folder (`[archive] dir`, every file under it) once a day
//! and keeps the measures beside the database (`robomod.sqlite.sizes`, one small JSON file,
//! the last [`KEPT_DAYS`] days). `robomod status` reads them back and tells each size and its
//! growth per week without itself measuring anything that grows with history (the archive is
//! walked once a day, by the daemon; the database's size is two pragmas).
//!
//! Like the record of the last pass it is a file rather than a table: measuring commits
//! nothing, and a backup never carries another host's measures. Written to a temporary name
//! and renamed; a measure lost to a crash is taken again at the next pass.

use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One day's measure.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sample {
    pub at: DateTime<Utc>,
    /// The database's pages in use, in bytes.
    pub database: u64,
    /// Every file under the archive folder, in bytes; `None`: no archive configured.
    pub archive: Option<u64>,
}

/// How often the daemon measures.
pub fn every() -> Duration {
    Duration::days(1)
}

/// How long a measure is kept.
pub const KEPT_DAYS: i64 = 90;

/// Where the measures of the database at `db` are kept.
pub fn path_for(db: &Path) -> PathBuf {
    let mut name = db.file_name().unwrap_or_default().to_os_string();
    name.push(".sizes");
    db.with_file_name(name)
}

/// The measures kept for the database at `db`, oldest first (none yet: empty).
pub fn read(db: &Path) -> Result<Vec<Sample>, String> {
    let path = path_for(db);
    match std::fs::read_to_string(&path) {
        Ok(text) => serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(format!("cannot read {}: {e}", path.display())),
    }
}

/// Adds `sample` to the measures of the database at `db`, dropping those older than
/// [`KEPT_DAYS`] before it.
pub fn record(db: &Path, sample: Sample) -> std::io::Result<()> {
    let mut kept = read(db).unwrap_or_default();
    let oldest = sample.at - Duration::days(KEPT_DAYS);
    kept.retain(|s| s.at >= oldest && s.at < sample.at);
    kept.push(sample);
    let path = path_for(db);
    let mut tmp = path.clone().into_os_string();
    tmp.push(".tmp");
    let text = serde_json::to_string(&kept).map_err(std::io::Error::other)?;
    std::fs::write(&tmp, text + "\n")?;
    std::fs::rename(&tmp, &path)
}

/// When the next measure is due after `samples` (now, when there is none).
pub fn next_due(samples: &[Sample]) -> Option<DateTime<Utc>> {
    samples.last().map(|s| s.at + every())
}

/// The daemon's measure after a pass: when `due` (the next measure's time, `None` before the
/// measures kept are read) has come, the database (`database`, its bytes in use) and the
/// archive folder `archive` are measured and recorded beside the database at `db`, and `due`
/// moves a day on. A failure is logged (status then says the growth is not known).
pub fn measure_if_due<E: std::fmt::Display>(
    db: &Path,
    archive: Option<&Path>,
    due: &mut Option<DateTime<Utc>>,
    now: DateTime<Utc>,
    database: impl FnOnce() -> Result<u64, E>,
) {
    if due.is_none() {
        *due = read(db).ok().and_then(|s| next_due(&s));
    }
    if due.is_some_and(|t| now < t) {
        return;
    }
    let measured = database().map_err(|e| e.to_string()).and_then(|database| {
        let archive = archive.map(dir_bytes).transpose();
        let archive = archive.map_err(|e| format!("the archive: {e}"))?;
        let sample = Sample {
            at: now,
            database,
            archive,
        };
        record(db, sample).map_err(|e| e.to_string())
    });
    if let Err(e) = measured {
        tracing::warn!("cannot measure the database and the archive for status: {e}");
    }
    *due = Some(now + every());
}

/// The bytes of every file under `dir` (symbolic links not followed); 0 when it is not there.
pub fn dir_bytes(dir: &Path) -> std::io::Result<u64> {
    let mut total = 0;
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let entries = match std::fs::read_dir(&d) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e),
        };
        for entry in entries {
            let entry = entry?;
            let kind = entry.file_type()?;
            if kind.is_dir() {
                todo.push(entry.path());
            } else if kind.is_file() {
                total += entry.metadata()?.len();
            }
        }
    }
    Ok(total)
}

/// How fast a size grows.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Growth {
    /// Bytes a week (less than zero: it shrank).
    pub per_week: i64,
    /// Over how many days it was measured: a week when the measures go back that far, else
    /// what they cover (at least a day).
    pub over_days: f64,
}

/// How fast the size `pick` reads from the measures grows, from the measure nearest a week
/// before `now` (at least a day before it) to `value` at `now`; `None` before a day of
/// measures.
pub fn growth(
    samples: &[Sample],
    pick: impl Fn(&Sample) -> Option<u64>,
    value: u64,
    now: DateTime<Utc>,
) -> Option<Growth> {
    let week_ago = now - Duration::days(7);
    let old = samples
        .iter()
        .filter(|s| s.at <= now - Duration::days(1))
        .filter_map(|s| pick(s).map(|v| (s.at, v)));
    // The newest at least a week old, else the oldest there is.
    let base = old
        .clone()
        .rfind(|(at, _)| *at <= week_ago)
        .or_else(|| old.clone().next())?;
    let secs = (now - base.0).num_seconds().max(1) as f64;
    let week = Duration::days(7).num_seconds() as f64;
    let change = value as f64 - base.1 as f64;
    Some(Growth {
        per_week: (change * week / secs).round() as i64,
        over_days: (secs / 86_400.0 * 10.0).round() / 10.0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(days: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000, 0).unwrap() + Duration::days(days)
    }

    fn sample(days: i64, database: u64, archive: Option<u64>) -> Sample {
        Sample {
            at: at(days),
            database,
            archive,
        }
    }

    #[test]
    fn growth_is_read_over_the_last_week_scaled_to_a_week() {
        let samples: Vec<Sample> = (0..20)
            .map(|d| sample(d, 1_000 + 100 * d as u64, Some(50 * d as u64)))
            .collect();
        // A week before day 20 is day 13: 700 bytes of database in 7 days.
        let g = growth(&samples, |s| Some(s.database), 3_000, at(20)).unwrap();
        assert_eq!(g.per_week, 3_000 - (1_000 + 1_300));
        assert_eq!(g.over_days, 7.0);
        let g = growth(&samples, |s| s.archive, 1_000, at(20)).unwrap();
        assert_eq!(g.per_week, 1_000 - 650);
        // Two days of measures: their change, scaled to a week.
        let g = growth(&samples[..2], |s| Some(s.database), 1_200, at(2)).unwrap();
        assert_eq!((g.per_week, g.over_days), (700, 2.0));
        // Less than a day: not known yet; nothing measured: not known.
        assert_eq!(growth(&samples[..1], |s| Some(s.database), 1, at(0)), None);
        assert_eq!(growth(&samples, |_| None, 1, at(20)), None);
    }

    #[test]
    fn measures_are_kept_ninety_days_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("robomod.sqlite");
        assert_eq!(read(&db).unwrap(), vec![]);
        assert_eq!(next_due(&[]), None);
        for d in 0..100 {
            record(&db, sample(d, d as u64, None)).unwrap();
        }
        let kept = read(&db).unwrap();
        assert_eq!(kept.len(), 91, "days 9 to 99");
        assert_eq!(kept[0].at, at(9));
        assert_eq!(next_due(&kept), Some(at(100)));
        std::fs::write(dir.path().join("a"), [0u8; 10]).unwrap();
        std::fs::create_dir(dir.path().join("sub")).unwrap();
        std::fs::write(dir.path().join("sub/b"), [0u8; 32]).unwrap();
        let all = dir_bytes(dir.path()).unwrap();
        let sizes = std::fs::metadata(path_for(&db)).unwrap().len();
        assert_eq!(all, 42 + sizes);
        assert_eq!(dir_bytes(&dir.path().join("none")).unwrap(), 0);
    }
}
