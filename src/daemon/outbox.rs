//! The moderator's outbox as the mail layer's flusher sees it: the daemon's adapter from
//! the [`Outbox`] flow's calls ([`Outbox::outbox_due`], [`Outbox::record_outcomes`])
//! to the [`OutboxQueue`] port, so that neither layer knows the
//! other. A batch's outcomes are settled in one transaction. The flow borrows the moderator,
//! so that the daemon can send while the tick runs on another thread
//! (`flush(&mut moderator.outbox(), ..)`).

use crate::mail::flush::{OutboxQueue, Outcome, QueuedMail};
use crate::moderator::{ModError, Outbox};
use crate::outgoing::OutgoingMail;
use crate::store::mail::OutboxId;
use chrono::{DateTime, Utc};

impl OutboxQueue for Outbox<'_> {
    type Error = ModError;

    fn due(&mut self, now: DateTime<Utc>, limit: usize) -> Result<Vec<QueuedMail>, ModError> {
        Ok(self
            .outbox_due(now, limit)?
            .into_iter()
            .map(queued)
            .collect())
    }

    fn settle(&mut self, outcomes: &[(i64, Outcome)], now: DateTime<Utc>) -> Result<(), ModError> {
        self.record_outcomes(outcomes, now)
    }
}

/// A mail of the outbox (its id, the mail, its failed attempts) as the flusher queues it.
pub(super) fn queued((id, mail, attempts): (OutboxId, OutgoingMail, u32)) -> QueuedMail {
    QueuedMail {
        id: id.0,
        mail,
        attempts,
    }
}
