//! The outbox flusher: sends what is due, one batch at a time, through a [`Transport`], and
//! reports each result back to the queue.
//!
//! The queue is the moderator's outbox table behind the small [`OutboxQueue`] trait (an
//! in-memory queue in tests). A mail that fails is retried after an exponential backoff:
//! `initial * 2^attempts`, capped at `max`, where `attempts` counts the failures before this one.
//! A failure that says the server or folder is unavailable stops the batch: the rest stay due
//! and are tried on the next pass, without counting a failure against them.
//!
//! A mail is marked sent only after the transport accepted it; a crash in between sends it again
//! on restart with the same Message-ID (at least once, recognisably the same).

use super::transport::Transport;
use crate::clock::Clock;
use crate::outgoing::OutgoingMail;
use chrono::{DateTime, Duration, Utc};

/// One mail waiting in the outbox.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueuedMail {
    pub id: i64,
    pub mail: OutgoingMail,
    /// Failed attempts so far.
    pub attempts: u32,
}

/// The outbox as the flusher sees it.
pub trait OutboxQueue {
    type Error: std::error::Error + Send + Sync + 'static;
    /// Up to `limit` mails whose next attempt is due at `now`, oldest first.
    fn due(&mut self, now: DateTime<Utc>, limit: usize) -> Result<Vec<QueuedMail>, Self::Error>;
    /// The transport accepted mail `id`.
    fn sent(&mut self, id: i64, now: DateTime<Utc>) -> Result<(), Self::Error>;
    /// Mail `id` failed with `error`; try again at `retry_at`.
    fn failed(&mut self, id: i64, error: &str, retry_at: DateTime<Utc>) -> Result<(), Self::Error>;
}

/// Retry delays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Backoff {
    pub initial: Duration,
    pub max: Duration,
}

impl Default for Backoff {
    fn default() -> Self {
        Backoff {
            initial: Duration::seconds(60),
            max: Duration::hours(6),
        }
    }
}

impl Backoff {
    /// The delay before the next attempt after failure number `attempts + 1`.
    pub fn delay(&self, attempts: u32) -> Duration {
        let factor = 1i64.checked_shl(attempts.min(40)).unwrap_or(i64::MAX);
        let secs = self.initial.num_seconds().saturating_mul(factor);
        Duration::seconds(secs.min(self.max.num_seconds()))
    }
}

/// What one flush did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FlushReport {
    pub sent: usize,
    pub failed: usize,
    /// Mails left due because the batch stopped early (server unavailable).
    pub deferred: usize,
    /// The last error seen, for the log.
    pub last_error: Option<String>,
}

/// Sends up to `batch` due mails through `transport`.
pub fn flush<Q: OutboxQueue + ?Sized, T: Transport + ?Sized>(
    queue: &mut Q,
    transport: &mut T,
    clock: &dyn Clock,
    batch: usize,
    backoff: Backoff,
) -> Result<FlushReport, Q::Error> {
    let due = queue.due(clock.now(), batch)?;
    let mut report = FlushReport::default();
    for (i, q) in due.iter().enumerate() {
        match transport.send(&q.mail) {
            Ok(()) => {
                queue.sent(q.id, clock.now())?;
                report.sent += 1;
            }
            Err(e) => {
                let now = clock.now();
                let message = e.to_string();
                tracing::warn!(id = q.id, to = %q.mail.to, attempts = q.attempts, "send failed: {message}");
                queue.failed(q.id, &message, now + backoff.delay(q.attempts))?;
                report.failed += 1;
                report.last_error = Some(message);
                if e.stops_batch() {
                    report.deferred = due.len() - i - 1;
                    break;
                }
            }
        }
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_and_caps() {
        let b = Backoff::default();
        assert_eq!(b.delay(0), Duration::seconds(60));
        assert_eq!(b.delay(1), Duration::seconds(120));
        assert_eq!(b.delay(5), Duration::seconds(1920));
        assert_eq!(b.delay(20), Duration::hours(6));
        assert_eq!(b.delay(u32::MAX), Duration::hours(6));
    }
}
