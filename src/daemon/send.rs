//! Stage 3 of a pass: the outbox sent through the transport, batch after batch, beside the
//! tick; and mail read while it sends answered first.
//!
//! While the tick runs (a deadline sweep queues thousands of reports), the sender flushes what
//! each of its commits queued. Before each batch it lets the pass read mail that landed
//! meanwhile ([`Sender::send_outbox`]'s `between`); what that queued (the replies, and whatever
//! the tick committed in the same moment) is sent at once, from its first outbox id on
//! ([`Newest`]), ahead of the sweep's backlog. Every mail still goes through [`flush`] and its
//! outcomes through the moderator's queue, as before.

use super::{DaemonError, PassReport};
use crate::clock::Clock;
use crate::mail::Transport;
use crate::mail::flush::{Backoff, FlushReport, OutboxQueue, Outcome, QueuedMail, flush};
use crate::moderator::{ModError, Moderator};
use crate::store::mail::OutboxId;
use chrono::{DateTime, Utc};
use std::time::Duration;

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
        mut self,
        report: &mut PassReport,
        ticking: &dyn Fn() -> bool,
        between: &mut dyn FnMut(&mut PassReport) -> Option<(OutboxId, OutboxId)>,
    ) -> Result<(), DaemonError> {
        loop {
            if let Some((after, upto)) = between(report) {
                let mut newest = Newest {
                    moderator: self.moderator,
                    after,
                    upto,
                };
                loop {
                    let r = flush(
                        &mut newest,
                        &mut *self.transport,
                        self.clock,
                        self.batch,
                        self.backoff,
                    )?;
                    let (full, stop) = self.count(report, r);
                    if stop || !full {
                        break;
                    }
                }
            }
            let ticked = !ticking();
            let r = flush(
                &mut self.moderator,
                &mut *self.transport,
                self.clock,
                self.batch,
                self.backoff,
            )?;
            let (full, stop) = self.count(report, r);
            if stop || (!full && ticked) {
                return Ok(());
            }
            if !full {
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }

    /// Adds a flush to the report; whether its batch was full, and whether to stop (a
    /// failure, or a full batch of which nothing went).
    fn count(&self, report: &mut PassReport, r: FlushReport) -> (bool, bool) {
        let full = r.sent + r.failed + r.dead + r.deferred == self.batch;
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
            .outbox_due_after(now, self.after, limit)?
            .into_iter()
            .filter(|(id, _, _)| *id <= self.upto)
            .map(|(id, mail, attempts)| QueuedMail {
                id: id.0,
                mail,
                attempts,
            })
            .collect())
    }

    fn settle(&mut self, outcomes: &[(i64, Outcome)], now: DateTime<Utc>) -> Result<(), ModError> {
        self.moderator.record_outcomes(outcomes, now)
    }
}
