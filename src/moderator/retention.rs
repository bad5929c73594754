//! Retention: what the store keeps of mails, and for how long (strangers' raw mails, the
//! bodies of old mails, the database compacted): the [`Records`] flow's housekeeping, run by
//! the daemon's timer and `robomod db compact`.

use super::{error::ModError, layers::Records};
use crate::store;
use chrono::{DateTime, Duration, Utc};

impl Records<'_> {
    /// Drops the raw bytes of strangers' mails past their retention (see
    /// [`ModeratorConfig::stranger_days`]); how many.
    pub fn forget_strangers(&self) -> Result<usize, ModError> {
        let days = i64::from(self.ctx.config.stranger_days.min(366));
        let before = self.ctx.now() - Duration::days(days);
        self.ctx.write(|c| {
            Ok(store::inbox::forget_strangers(
                c,
                before,
                self.ctx.config.stranger_max_bytes,
            )?)
        })
    }

    /// Drops the bodies of mails older than [`ModeratorConfig::body_months`] (none when 0),
    /// at most `limit` sent and `limit` received; see [`store::retention`].
    pub fn drop_old_bodies(&self, limit: usize) -> Result<store::retention::Dropped, ModError> {
        let Some(before) = self.months_ago(self.ctx.config.body_months) else {
            return Ok(Default::default());
        };
        self.ctx
            .write(|c| Ok(store::retention::drop_bodies(c, before, limit)?))
    }

    /// `robomod db compact`: drops the bodies of every mail older than `months` (the
    /// config's `mail_body_months` unless said; none when 0), then rewrites the database
    /// without the room they took; what was dropped, and the bytes in use before and after.
    pub fn compact(
        &self,
        months: Option<u32>,
    ) -> Result<(store::retention::Dropped, u64, u64), ModError> {
        let size = self.ctx.read(|c| Ok(store::retention::bytes_in_use(c)?))?;
        let mut all = store::retention::Dropped::default();
        if let Some(before) = self.months_ago(months.unwrap_or(self.ctx.config.body_months)) {
            // Slices of ten thousand, each its own transaction.
            loop {
                let d = self
                    .ctx
                    .write(|c| Ok(store::retention::drop_bodies(c, before, 10_000)?))?;
                all.sent += d.sent;
                all.received += d.received;
                if d.total() == 0 {
                    break;
                }
            }
        }
        self.ctx.with_connection(|c| store::retention::compact(c))?;
        let after = self.ctx.read(|c| Ok(store::retention::bytes_in_use(c)?))?;
        Ok((all, size, after))
    }

    /// `months` before now (at most a century); `None` for 0: mail bodies kept for ever.
    fn months_ago(&self, months: u32) -> Option<DateTime<Utc>> {
        let months = months.min(1_200);
        (months > 0).then(|| {
            let now = self.ctx.now();
            now.checked_sub_months(chrono::Months::new(months))
                .unwrap_or(now)
        })
    }
}
