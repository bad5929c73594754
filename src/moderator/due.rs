//! When the moderator next has work of its own, without a mail coming: the earliest instant a
//! game is due (a deadline, Speedbots grace, an early run, a reminder: its `next_due_at`) or a
//! queued mail is to be tried (its first attempt, or a retry after a failure). The daemon
//! sleeps until then rather than until its next poll.

use super::{ModError, Moderator};
use crate::store;
use chrono::{DateTime, Utc};

impl Moderator {
    /// The earliest instant anything is due after `after` (anything at all with `None`; see
    /// the module doc); `None`: nothing is, until something changes. Two indexed lookups.
    pub fn next_due(
        &self,
        after: Option<DateTime<Utc>>,
    ) -> Result<Option<DateTime<Utc>>, ModError> {
        self.read(|c| {
            let game = store::games::earliest_due(c, after)?;
            let mail = store::mail::earliest_attempt(c, after)?;
            let lobby = self.lobby_due(c, after)?;
            let game = match (game, lobby) {
                (Some(g), Some(l)) => Some(g.min(l)),
                (g, l) => g.or(l),
            };
            Ok(match (game, mail) {
                (Some(g), Some(m)) => Some(g.min(m)),
                (g, m) => g.or(m),
            })
        })
    }
}
