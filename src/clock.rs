//! Where robomod gets the time. Nothing reads the system clock directly: the daemon uses
//! [`SystemClock`], tests a [`TestClock`] they move by hand, so no test ever sleeps for a deadline.
//!
//! Tests that run the real binary (and operators rehearsing a schedule) set the environment
//! variable [`CLOCK_FILE_ENV`] (`ROBOMOD_CLOCK_FILE=PATH`): the file holds one RFC 3339 time,
//! re-read on every `now()` ([`FileClock`]). [`from_env`] picks it, else the system clock.

use chrono::{DateTime, Duration, Utc};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// A source of the current time.
pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
}

/// The real time.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

/// A clock that only moves when told to. Clones share the same time.
#[derive(Clone, Debug)]
pub struct TestClock(Arc<Mutex<DateTime<Utc>>>);

impl TestClock {
    pub fn at(t: DateTime<Utc>) -> Self {
        TestClock(Arc::new(Mutex::new(t)))
    }
    /// Parses an RFC 3339 time (`"2026-03-28T12:00:00Z"`); panics on a bad literal (tests only).
    pub fn at_str(t: &str) -> Self {
        Self::at(
            DateTime::parse_from_rfc3339(t)
                .expect("TestClock::at_str takes an RFC 3339 time")
                .with_timezone(&Utc),
        )
    }
    pub fn set(&self, t: DateTime<Utc>) {
        *self.0.lock().expect("clock lock") = t;
    }
    pub fn advance(&self, d: Duration) {
        let mut t = self.0.lock().expect("clock lock");
        *t += d;
    }
}

impl Clock for TestClock {
    fn now(&self) -> DateTime<Utc> {
        *self.0.lock().expect("clock lock")
    }
}

/// The environment variable naming a [`FileClock`] file: a test and rehearsal aid, never needed
/// in production.
pub const CLOCK_FILE_ENV: &str = "ROBOMOD_CLOCK_FILE";

/// The time written in a file (one RFC 3339 time, e.g. `2026-03-02T12:00:00Z`), read again on
/// every `now()`, so another process moves it by rewriting the file (write a temporary file and
/// rename it over). While the file is missing or unreadable the last time read stands (the
/// system time if none was read yet), with a warning in the log.
#[derive(Debug)]
pub struct FileClock {
    path: PathBuf,
    last: Mutex<Option<DateTime<Utc>>>,
}

impl FileClock {
    pub fn new(path: impl Into<PathBuf>) -> Self {
        FileClock {
            path: path.into(),
            last: Mutex::new(None),
        }
    }

    /// Reads the time in `path`.
    pub fn read(path: &Path) -> Result<DateTime<Utc>, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read the clock file {}: {e}", path.display()))?;
        DateTime::parse_from_rfc3339(text.trim())
            .map(|t| t.with_timezone(&Utc))
            .map_err(|e| {
                format!(
                    "the clock file {} holds {:?}, not an RFC 3339 time ({e})",
                    path.display(),
                    text.trim()
                )
            })
    }

    /// Writes `t` into `path` atomically (temporary file, then rename).
    pub fn write(path: &Path, t: DateTime<Utc>) -> std::io::Result<()> {
        let tmp = path.with_extension("tmp");
        std::fs::write(&tmp, t.to_rfc3339())?;
        std::fs::rename(tmp, path)
    }
}

impl Clock for FileClock {
    fn now(&self) -> DateTime<Utc> {
        let mut last = self.last.lock().expect("clock lock");
        match Self::read(&self.path) {
            Ok(t) => {
                *last = Some(t);
                t
            }
            Err(e) => {
                tracing::warn!("{e}; using the last time read");
                last.unwrap_or_else(Utc::now)
            }
        }
    }
}

/// The clock of the running program: a [`FileClock`] when [`CLOCK_FILE_ENV`] is set, else the
/// system clock.
pub fn from_env() -> Arc<dyn Clock> {
    match std::env::var_os(CLOCK_FILE_ENV) {
        Some(path) if !path.is_empty() => Arc::new(FileClock::new(PathBuf::from(path))),
        _ => Arc::new(SystemClock),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_clock_moves_only_when_told_and_clones_share_time() {
        let c = TestClock::at_str("2026-03-28T12:00:00Z");
        let d = c.clone();
        assert_eq!(c.now(), d.now());
        d.advance(Duration::hours(2));
        assert_eq!(c.now().to_rfc3339(), "2026-03-28T14:00:00+00:00");
    }

    #[test]
    fn file_clock_rereads_and_keeps_the_last_good_time() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("now");
        let t0 = TestClock::at_str("2026-03-02T12:00:00Z").now();
        FileClock::write(&path, t0).unwrap();
        let c = FileClock::new(&path);
        assert_eq!(c.now(), t0);
        FileClock::write(&path, t0 + Duration::hours(5)).unwrap();
        assert_eq!(c.now(), t0 + Duration::hours(5));
        std::fs::write(&path, "not a time").unwrap();
        assert_eq!(c.now(), t0 + Duration::hours(5));
        assert!(FileClock::read(&path).unwrap_err().contains("not a time"));
    }
}
