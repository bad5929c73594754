//! The outbox flusher over an in-memory queue: sent mails are marked, failures back off
//! exponentially, an unavailable server stops the batch without counting against the rest, a
//! refusal for good or the last attempt allowed gives the mail up (dead).

use super::compose::sample;
use chrono::{DateTime, Duration, Utc};
use robomod::clock::{Clock, TestClock};
use robomod::mail::flush::Backoff;
use robomod::mail::transport::RecordingTransport;
use robomod::mail::{OutboxQueue, Outcome, QueuedMail, SendError, flush};
use robomod::outgoing::MailKind;
use std::sync::Arc;

/// An outbox in memory, standing in for the moderator's table.
#[derive(Default)]
struct MemQueue {
    rows: Vec<Row>,
}

struct Row {
    q: QueuedMail,
    next: DateTime<Utc>,
    sent_at: Option<DateTime<Utc>>,
    dead: bool,
    errors: Vec<String>,
}

impl MemQueue {
    fn push(&mut self, n: i64, at: DateTime<Utc>) {
        let mut mail = sample(MailKind::RoundReport, &format!("report {n}\n"));
        mail.message_id = format!("<m{n}@example.test>");
        self.rows.push(Row {
            q: QueuedMail {
                id: n,
                mail,
                attempts: 0,
            },
            next: at,
            sent_at: None,
            dead: false,
            errors: Vec::new(),
        });
    }
    fn row(&self, id: i64) -> &Row {
        self.rows.iter().find(|r| r.q.id == id).expect("a row")
    }
}

impl OutboxQueue for MemQueue {
    type Error = std::convert::Infallible;
    fn due(&mut self, now: DateTime<Utc>, limit: usize) -> Result<Vec<QueuedMail>, Self::Error> {
        Ok(self
            .rows
            .iter()
            .filter(|r| r.sent_at.is_none() && !r.dead && r.next <= now)
            .take(limit)
            .map(|r| r.q.clone())
            .collect())
    }
    fn settle(
        &mut self,
        outcomes: &[(i64, Outcome)],
        now: DateTime<Utc>,
    ) -> Result<(), Self::Error> {
        for (id, outcome) in outcomes {
            let r = self.rows.iter_mut().find(|r| r.q.id == *id).expect("a row");
            match outcome {
                Outcome::Sent => r.sent_at = Some(now),
                Outcome::Failed { error, retry_at } => {
                    r.q.attempts += 1;
                    r.next = *retry_at;
                    r.errors.push(error.clone());
                }
                Outcome::Dead { error } => {
                    r.q.attempts += 1;
                    r.dead = true;
                    r.errors.push(error.clone());
                }
            }
        }
        Ok(())
    }
}

fn setup(n: i64) -> (MemQueue, RecordingTransport, Arc<TestClock>) {
    let clock = Arc::new(TestClock::at_str("2026-03-02T10:00:00Z"));
    let mut q = MemQueue::default();
    for i in 1..=n {
        q.push(i, clock.now());
    }
    let t = RecordingTransport::new(clock.clone());
    (q, t, clock)
}

#[test]
fn everything_due_is_sent_in_batches() {
    let (mut q, mut t, clock) = setup(5);
    let r = flush(&mut q, &mut t, &*clock, 3, Backoff::default()).expect("flushed");
    assert_eq!((r.sent, r.failed), (3, 0));
    let r = flush(&mut q, &mut t, &*clock, 3, Backoff::default()).expect("flushed");
    assert_eq!((r.sent, r.failed), (2, 0));
    assert_eq!(t.sent.len(), 5);
    assert!(q.rows.iter().all(|r| r.sent_at.is_some()));
}

#[test]
fn a_deferred_mail_backs_off_exponentially_and_the_rest_go_on() {
    let (mut q, mut t, clock) = setup(2);
    let backoff = Backoff::default();
    t.fail_next(SendError::Deferred("450 mailbox busy".into()));
    let r = flush(&mut q, &mut t, &*clock, 10, backoff).expect("flushed");
    assert_eq!((r.sent, r.failed, r.dead, r.deferred), (1, 1, 0, 0));
    assert_eq!(q.row(1).next, clock.now() + Duration::seconds(60));
    assert_eq!(
        q.row(1).errors,
        vec!["the mail was deferred: 450 mailbox busy".to_string()]
    );
    // Not due yet: nothing happens.
    let r = flush(&mut q, &mut t, &*clock, 10, backoff).expect("flushed");
    assert_eq!((r.sent, r.failed), (0, 0));
    // Due again, fails again: the delay doubles.
    clock.advance(Duration::seconds(60));
    t.fail_next(SendError::Deferred("451 try later".into()));
    flush(&mut q, &mut t, &*clock, 10, backoff).expect("flushed");
    assert_eq!(q.row(1).next, clock.now() + Duration::seconds(120));
    clock.advance(Duration::seconds(120));
    let r = flush(&mut q, &mut t, &*clock, 10, backoff).expect("flushed");
    assert_eq!(r.sent, 1);
    assert_eq!(q.row(1).q.attempts, 2);
}

#[test]
fn an_unavailable_server_stops_the_batch_without_blaming_the_rest() {
    let (mut q, mut t, clock) = setup(4);
    t.fail_next(SendError::Unavailable("connection refused".into()));
    let r = flush(&mut q, &mut t, &*clock, 10, Backoff::default()).expect("flushed");
    assert_eq!((r.sent, r.failed, r.deferred), (0, 1, 3));
    assert!(t.sent.is_empty());
    assert_eq!(q.row(2).q.attempts, 0);
    assert_eq!(q.row(1).q.attempts, 1);
    // The others are still due now and go out on the next pass.
    let r = flush(&mut q, &mut t, &*clock, 10, Backoff::default()).expect("flushed");
    assert_eq!(r.sent, 3);
}

#[test]
fn a_mail_refused_for_good_is_dead_at_once_and_the_batch_goes_on() {
    let (mut q, mut t, clock) = setup(3);
    t.fail_next(SendError::Rejected("550 5.1.1 no such user".into()));
    let r = flush(&mut q, &mut t, &*clock, 10, Backoff::default()).expect("flushed");
    assert_eq!(
        (r.sent, r.failed, r.dead, r.deferred),
        (2, 0, 1, 0),
        "{r:?}"
    );
    assert!(q.row(1).dead);
    assert_eq!(q.row(1).q.attempts, 1);
    assert_eq!(
        r.last_error.as_deref(),
        Some("the mail was refused: 550 5.1.1 no such user")
    );
    // A day later it is still not tried again.
    clock.advance(Duration::days(1));
    let r = flush(&mut q, &mut t, &*clock, 10, Backoff::default()).expect("flushed");
    assert_eq!(r, Default::default());
    assert_eq!(t.sent.len(), 2);
}

/// Fails mail 1 with a 4xx on every pass, each once its retry is due; returns the reports.
fn defer_every_time(
    max_attempts: u32,
    passes: usize,
) -> (MemQueue, Vec<robomod::mail::FlushReport>) {
    let (mut q, mut t, clock) = setup(1);
    let backoff = Backoff {
        max_attempts,
        ..Backoff::default()
    };
    let mut reports = Vec::new();
    for _ in 0..passes {
        t.fail_next(SendError::Deferred("451 4.7.1 try again later".into()));
        reports.push(flush(&mut q, &mut t, &*clock, 10, backoff).expect("flushed"));
        clock.set(q.row(1).next);
    }
    (q, reports)
}

#[test]
fn a_deferred_mail_is_retried_until_max_attempts_then_dead() {
    let (q, reports) = defer_every_time(3, 4);
    let counts: Vec<_> = reports.iter().map(|r| (r.failed, r.dead)).collect();
    assert_eq!(counts, [(1, 0), (1, 0), (0, 1), (0, 0)]);
    assert!(q.row(1).dead);
    assert_eq!(q.row(1).q.attempts, 3);
    assert_eq!(
        q.row(1).errors.last().map(String::as_str),
        Some("the mail was deferred: 451 4.7.1 try again later (gave up after 3 attempts)")
    );
}

#[test]
fn max_attempts_zero_never_gives_up() {
    let (q, reports) = defer_every_time(0, 40);
    assert!(reports.iter().all(|r| (r.failed, r.dead) == (1, 0)));
    assert!(!q.row(1).dead);
    assert_eq!(q.row(1).q.attempts, 40);
}
