//! The tests' clock: a [`TestClock`] set at a given instant, shared with what it is handed to.

use robomod::clock::TestClock;
use std::sync::Arc;

/// A test clock at `when` (RFC 3339).
pub fn at(when: &str) -> Arc<TestClock> {
    Arc::new(TestClock::at_str(when))
}

/// The morning most tests of mail start at: 2026-03-02, 10:00 UTC.
pub fn morning() -> Arc<TestClock> {
    at("2026-03-02T10:00:00Z")
}
