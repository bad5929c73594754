//! The outbox flusher: sends what is due, one batch at a time, through a [`Transport`], and
//! reports each result back to the queue.
//!
//! The queue is the moderator's outbox table behind the small [`OutboxQueue`] trait (an
//! in-memory queue in tests). A mail that fails is retried after an exponential backoff:
//! `initial * 2^attempts`, capped at `max`, where `attempts` counts the failures before this one.
//! A failure that says the server or folder is unavailable stops the batch: the rest stay due
//! and are tried on the next pass, without counting a failure against them.
//!
//! A mail is given up (dead, [`OutboxQueue::dead`]) when the transport says retrying cannot help
//! ([`SendError::is_permanent`]: a 5xx refusal, an address that cannot be composed), or when its
//! failure number `max_attempts` comes (like an MTA's queue lifetime; `0`: never). A dead mail
//! does not stop the batch; an operator can put it back in the queue (`robomod mail retry`).
//!
//! A mail is marked sent only after the transport accepted it, and a batch's outcomes are
//! recorded together after the batch ([`OutboxQueue::settle`]); a crash in between sends them
//! again on restart with the same Message-IDs (at least once, recognisably the same).

use super::transport::{SendError, Transport};
use crate::clock::Clock;
pub use crate::outgoing::Outcome;
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
    /// Records what became of the mails of one batch (by id), all at once: the store commits
    /// them in one transaction. A crash before that sends the batch again, with the same
    /// Message-IDs (at least once).
    fn settle(
        &mut self,
        outcomes: &[(i64, Outcome)],
        now: DateTime<Utc>,
    ) -> Result<(), Self::Error>;
}

/// Retry delays, and when to stop retrying.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Backoff {
    pub initial: Duration,
    pub max: Duration,
    /// The failure that gives a mail up (`outbound.max_attempts`); `0`: retry for ever.
    pub max_attempts: u32,
}

impl Default for Backoff {
    fn default() -> Self {
        Backoff {
            initial: Duration::seconds(60),
            max: Duration::hours(6),
            max_attempts: 20,
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

    /// Whether failure number `attempts + 1` is the last one allowed.
    pub fn gives_up(&self, attempts: u32) -> bool {
        self.max_attempts != 0 && attempts.saturating_add(1) >= self.max_attempts
    }
}

/// What one flush did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FlushReport {
    pub sent: usize,
    /// Mails that failed and will be retried.
    pub failed: usize,
    /// Mails given up: refused for good, or out of attempts.
    pub dead: usize,
    /// Mails left due because the batch stopped early (server unavailable).
    pub deferred: usize,
    /// The last error seen, for the log.
    pub last_error: Option<String>,
}

/// Sends up to `batch` due mails through `transport` (in parallel when it can), then records
/// every outcome at once.
pub fn flush<Q: OutboxQueue + ?Sized, T: Transport + ?Sized>(
    queue: &mut Q,
    transport: &mut T,
    clock: &dyn Clock,
    batch: usize,
    backoff: Backoff,
) -> Result<FlushReport, Q::Error> {
    let due = queue.due(clock.now(), batch)?;
    if due.is_empty() {
        return Ok(FlushReport::default());
    }
    let mails: Vec<&OutgoingMail> = due.iter().map(|q| &q.mail).collect();
    let results = transport.send_all(&mails);
    let now = clock.now();
    let mut report = FlushReport::default();
    let mut outcomes = Vec::with_capacity(due.len());
    for (q, r) in due.iter().zip(results) {
        match r {
            None => report.deferred += 1,
            Some(Ok(())) => {
                report.sent += 1;
                outcomes.push((q.id, Outcome::Sent));
            }
            Some(Err(e)) => outcomes.push((q.id, failed(q, &e, now, backoff, &mut report))),
        }
    }
    queue.settle(&outcomes, now)?;
    Ok(report)
}

/// What a failed send means for the mail: dead when it cannot succeed or was the last attempt
/// allowed, else to be retried after the backoff.
fn failed(
    q: &QueuedMail,
    e: &SendError,
    now: DateTime<Utc>,
    backoff: Backoff,
    report: &mut FlushReport,
) -> Outcome {
    let message = e.to_string();
    let (id, to, attempts) = (q.id, &q.mail.to, q.attempts);
    report.last_error = Some(message.clone());
    if e.is_permanent() {
        tracing::error!(id, %to, error = %message, "mail refused for good: dead");
        report.dead += 1;
        Outcome::Dead { error: message }
    } else if backoff.gives_up(attempts) {
        let message = format!("{message} (gave up after {} attempts)", attempts + 1);
        tracing::error!(id, %to, error = %message, "mail out of attempts: dead");
        report.dead += 1;
        report.last_error = Some(message.clone());
        Outcome::Dead { error: message }
    } else {
        tracing::warn!(id, %to, attempts, "send failed: {message}");
        report.failed += 1;
        Outcome::Failed {
            error: message,
            retry_at: now + backoff.delay(attempts),
        }
    }
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

    #[test]
    fn the_twentieth_failure_gives_up_unless_zero() {
        let b = Backoff::default();
        assert!(!b.gives_up(18));
        assert!(b.gives_up(19));
        let never = Backoff {
            max_attempts: 0,
            ..b
        };
        assert!(!never.gives_up(u32::MAX));
        let once = Backoff {
            max_attempts: 1,
            ..b
        };
        assert!(once.gives_up(0));
    }

    /// How long a mail is retried with the default backoff before it is given up: the 19
    /// delays between its 20 attempts (1 min doubling to 256 min, then 6 h each).
    #[test]
    fn the_default_gives_up_after_about_three_days() {
        let b = Backoff::default();
        let total: i64 = (0..19).map(|a| b.delay(a).num_minutes()).sum();
        assert_eq!(total, 511 + 10 * 360);
        assert_eq!(Duration::minutes(total).num_hours(), 68);
    }
}
