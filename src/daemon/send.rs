//! Stage 3 of a pass: the outbox sent through the transport, batch after batch, beside the
//! tick; and mail read while it sends answered first.
//!
//! While the tick runs (a deadline sweep queues thousands of reports), the sender flushes what
//! each of its commits queued. Before each batch it lets the pass read mail that landed
//! meanwhile ([`Sender::send_outbox`]'s `between`); what that queued (the replies, and whatever
//! the tick committed in the same moment) is sent at once, from its first outbox id on
//! ([`Newest`]), ahead of the sweep's backlog. Every mail still goes through [`flush`] and its
//! outcomes through the moderator's queue, as before.
//!
//! Beside the sender, a thread a core draws the pictures of the next batches ([`Ahead`]): up
//! to [`AHEAD`] batches beyond what the sender has taken, so that while a batch is composed and
//! sent (one core) the pictures of the next ones are drawn (on every core), and a batch never
//! waits for a whole batch's pictures (issue 39: drawn one batch ahead, joined at the end of
//! each, about a third of the two cores stood idle after the tick). A picture being drawn
//! ahead is waited for, never drawn twice (`moderator::notify::drawn`).

use super::{DaemonError, PassReport};
use crate::clock::Clock;
use crate::mail::Transport;
use crate::mail::flush::{Backoff, FlushReport, OutboxQueue, Outcome, QueuedMail, flush};
use crate::moderator::{ModError, Moderator};
use crate::store::mail::OutboxId;
use chrono::{DateTime, Utc};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::Duration;

/// How many batches the pictures are drawn ahead of the sender: the shelf of drawn pictures
/// keeps about eight batches' (`moderator::notify::drawn`).
const AHEAD: usize = 2;

/// What sends the outbox: the moderator's queue and the transport, borrowed from the daemon.
pub(super) struct Sender<'a> {
    pub moderator: &'a Moderator,
    pub transport: &'a mut dyn Transport,
    pub clock: &'a dyn Clock,
    pub batch: usize,
    pub backoff: Backoff,
}

impl Sender<'_> {
    /// Flushes batch after batch while whole batches go out; while `ticking()` (the tick still
    /// queueing mail beside it) a part batch waits a moment and goes on. Before each batch,
    /// `between` reads mail that landed meanwhile and returns the outbox ids between which
    /// what it queued lies (above the first, up to the second; `None`: nothing landed): that
    /// is sent first, and only that (the tick's mails queued after it wait their turn, so
    /// that the next mail to land is read after one more batch, not after the sweep).
    pub fn send_outbox(
        self,
        report: &mut PassReport,
        ticking: &dyn Fn() -> bool,
        between: &mut dyn FnMut(&mut PassReport) -> Option<(OutboxId, OutboxId)>,
    ) -> Result<(), DaemonError> {
        let ahead = Ahead::default();
        let (moderator, clock, batch) = (self.moderator, self.clock, self.batch);
        std::thread::scope(|scope| {
            // Stops the drawing however the sending ends (an error, a panic).
            let _done = Done(&ahead);
            let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
            for _ in 0..cores {
                scope.spawn(|| ahead.draw(moderator, clock, batch));
            }
            self.send_batches(report, ticking, between, &ahead)
        })
    }

    /// [`Sender::send_outbox`]'s batches; each one's mails told to the drawing `ahead`.
    fn send_batches(
        mut self,
        report: &mut PassReport,
        ticking: &dyn Fn() -> bool,
        between: &mut dyn FnMut(&mut PassReport) -> Option<(OutboxId, OutboxId)>,
        ahead: &Ahead,
    ) -> Result<(), DaemonError> {
        loop {
            if let Some((after, upto)) = between(report) {
                let mut newest = Newest {
                    moderator: self.moderator,
                    after,
                    upto,
                };
                loop {
                    let (full, stop) = self.send_batch(&mut newest, report, ahead)?;
                    if stop || !full {
                        break;
                    }
                }
            }
            let ticked = !ticking();
            let mut outbox = self.moderator.outbox();
            let (full, stop) = self.send_batch(&mut outbox, report, ahead)?;
            if stop || (!full && ticked) {
                return Ok(());
            }
            if !full {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }

    /// One batch of `queue` sent through the transport and counted ([`Sender::count`]):
    /// whether it was full, and whether to stop.
    fn send_batch(
        &mut self,
        queue: &mut impl OutboxQueue<Error = ModError>,
        report: &mut PassReport,
        ahead: &Ahead,
    ) -> Result<(bool, bool), DaemonError> {
        let r = flush(
            queue,
            &mut *self.transport,
            self.clock,
            self.batch,
            self.backoff,
        )?;
        Ok(self.count(report, r, ahead))
    }

    /// Adds a flush to the report and tells its mails to the drawing `ahead`; whether its
    /// batch was full, and whether to stop (a failure, or a full batch of which nothing went).
    fn count(&self, report: &mut PassReport, r: FlushReport, ahead: &Ahead) -> (bool, bool) {
        let mails = r.sent + r.failed + r.dead + r.deferred;
        ahead.took(mails);
        let full = mails == self.batch;
        let stop = r.failed > 0 || (r.sent == 0 && full);
        report.flush.sent += r.sent;
        report.flush.failed += r.failed;
        report.flush.dead += r.dead;
        report.flush.deferred += r.deferred;
        if r.last_error.is_some() {
            report.flush.last_error = r.last_error;
        }
        (full, stop)
    }
}

/// The drawing ahead: where it is (the last outbox id looked at, how many mails), how many
/// mails the sender has taken, and whether it is done; the drawers are woken when the sender
/// takes a batch or is done.
#[derive(Default)]
struct Ahead {
    cursor: Mutex<(i64, usize)>,
    taken: AtomicUsize,
    done: Mutex<bool>,
    wake: Condvar,
}

impl Ahead {
    /// Draws the pictures of the mails due, a batch at a time in the order the sender takes
    /// them, while it sends: never more than [`AHEAD`] batches beyond what it has taken; when
    /// nothing more is due (the tick still queueing), it looks again a moment later. Run on
    /// as many threads as there are cores: a batch's pictures are drawn side by side, and
    /// while one thread reads and renders a batch's rounds another draws.
    fn draw(&self, moderator: &Moderator, clock: &dyn Clock, batch: usize) {
        loop {
            let next = {
                let mut cursor = self.cursor.lock().unwrap_or_else(|p| p.into_inner());
                let (after, prepared) = *cursor;
                if prepared >= self.taken.load(Ordering::Relaxed) + AHEAD * batch {
                    None
                } else {
                    match moderator
                        .outbox()
                        .pictures_due_after(clock.now(), after, batch)
                    {
                        Ok(Some((last, n, ids))) => {
                            *cursor = (last, prepared + n);
                            Some(ids)
                        }
                        Ok(None) => None,
                        Err(e) => {
                            tracing::warn!("reading the next batch to draw ahead failed: {e}");
                            None
                        }
                    }
                }
            };
            let wait = match next {
                Some(ids) => {
                    moderator.outbox().draw_ahead(&ids);
                    Duration::ZERO
                }
                None => Duration::from_millis(20),
            };
            if self.pause(wait) {
                return;
            }
        }
    }

    /// Waits up to `wait` (or until woken); whether the sending is done.
    fn pause(&self, wait: Duration) -> bool {
        let done = self.done.lock().unwrap_or_else(|p| p.into_inner());
        if *done || wait.is_zero() {
            return *done;
        }
        let (done, _) = (self.wake.wait_timeout(done, wait)).unwrap_or_else(|p| p.into_inner());
        *done
    }

    /// The sender took `mails` more.
    fn took(&self, mails: usize) {
        self.taken.fetch_add(mails, Ordering::Relaxed);
        self.wake.notify_all();
    }
}

/// Ends the drawing ahead when dropped: the sending is over, however it ended.
struct Done<'a>(&'a Ahead);

impl Drop for Done<'_> {
    fn drop(&mut self) {
        *self.0.done.lock().unwrap_or_else(|p| p.into_inner()) = true;
        self.0.wake.notify_all();
    }
}

/// The outbox above id `after` up to `upto`: what was queued while the pass read mail.
struct Newest<'a> {
    moderator: &'a Moderator,
    after: OutboxId,
    upto: OutboxId,
}

impl OutboxQueue for Newest<'_> {
    type Error = ModError;

    fn due(&mut self, now: DateTime<Utc>, limit: usize) -> Result<Vec<QueuedMail>, ModError> {
        Ok(self
            .moderator
            .outbox()
            .outbox_due_after(now, self.after, limit)?
            .into_iter()
            .filter(|(id, _, _)| *id <= self.upto)
            .map(super::outbox::queued)
            .collect())
    }

    fn settle(&mut self, outcomes: &[(i64, Outcome)], now: DateTime<Utc>) -> Result<(), ModError> {
        self.moderator.outbox().record_outcomes(outcomes, now)
    }
}
