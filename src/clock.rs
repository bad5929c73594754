//! Where robomod gets the time. Nothing reads the system clock directly: the daemon uses
//! [`SystemClock`], tests a [`TestClock`] they move by hand, so no test ever sleeps for a deadline.

use chrono::{DateTime, Duration, Utc};
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
}
