//! The moderator's outbox table as the flusher's [`OutboxQueue`]: the seam between
//! [`super::flush`] and [`crate::moderator::Moderator`]. Implemented for `&Moderator` so that a
//! daemon holding the moderator behind an `Arc` can flush through `&mut &*moderator`.

use super::flush::{OutboxQueue, QueuedMail};
use crate::moderator::{ModError, Moderator};
use crate::store::mail::OutboxId;
use chrono::{DateTime, Utc};

impl OutboxQueue for &Moderator {
    type Error = ModError;

    fn due(&mut self, now: DateTime<Utc>, limit: usize) -> Result<Vec<QueuedMail>, ModError> {
        Ok(self
            .outbox_due(now, limit)?
            .into_iter()
            .map(|(id, mail, attempts)| QueuedMail {
                id: id.0,
                mail,
                attempts,
            })
            .collect())
    }

    fn sent(&mut self, id: i64, now: DateTime<Utc>) -> Result<(), ModError> {
        self.mark_sent(OutboxId(id), now)
    }

    fn failed(&mut self, id: i64, error: &str, retry_at: DateTime<Utc>) -> Result<(), ModError> {
        self.mark_failed(OutboxId(id), error, Some(retry_at))
    }
}
