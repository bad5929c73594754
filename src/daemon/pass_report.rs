//! What one pass did ([`PassReport`]): the mails it handled, counted by what became of each and
//! logged one line a mail, the rounds it ran, the mails it sent.

use crate::inbound::InboundMail;
use crate::mail::flush::FlushReport;
use crate::moderator::{MailOutcome, TickReport};

/// What one pass did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassReport {
    /// Mails fetched from the inbox.
    pub fetched: usize,
    /// Mails answered (a reply queued).
    pub replied: usize,
    /// Mails recorded without an answer (auto-replies, bounces, lists).
    pub ignored: usize,
    /// Mails handled before (fetched again after a crash): nothing changed.
    pub duplicates: usize,
    /// Mails acted on but not answered (the sender's rate limit).
    pub rate_limited: usize,
    /// Mails whose handling or marking failed: left in the inbox for the next pass.
    pub failed: usize,
    /// Failed mails moved to quarantine (they failed `inbound.max_attempts` times).
    pub quarantined: usize,
    /// Rounds run because a mail brought the last orders in.
    pub rounds_by_mail: u32,
    pub tick: TickReport,
    pub flush: FlushReport,
}

impl PassReport {
    /// Counts one handled mail by its outcome, and logs it: one line per mail, with its
    /// sender, Message-ID, game and what became of it (to answer "did you get my orders?":
    /// `journalctl -u robomod | grep ann@example.org`).
    pub(super) fn count(&mut self, mail: &InboundMail, outcome: MailOutcome) {
        let message_id = mail.message_id.as_deref().unwrap_or("-");
        let tagged = mail.tag.as_ref().map(|t| t.game);
        let log = |game: Option<i64>, outcome: &str, why: &str| {
            let game = game.or(tagged).map_or("-".to_string(), |g| g.to_string());
            tracing::info!(from = %mail.from, message_id, game, outcome, why, "mail handled");
        };
        match outcome {
            MailOutcome::Duplicate => {
                log(None, "duplicate", "handled before: nothing changed");
                self.duplicates += 1;
            }
            MailOutcome::Ignored { reason } => {
                log(None, "not answered", &reason.to_string());
                self.ignored += 1;
            }
            MailOutcome::Replied {
                rounds_run,
                game,
                kind,
                ..
            } => {
                log(game, "answered", kind.as_str());
                self.replied += 1;
                self.rounds_by_mail += rounds_run;
            }
            MailOutcome::RateLimited { rounds_run, game } => {
                tracing::warn!(from = %mail.from, message_id, "rate limit reached: not answered");
                log(game, "not answered", "the sender's reply limit");
                self.rate_limited += 1;
                self.rounds_by_mail += rounds_run;
            }
        }
    }

    /// Rounds run in this pass, by mail and by deadline.
    pub fn rounds_run(&self) -> u32 {
        self.rounds_by_mail + self.tick.rounds_run
    }

    /// Whether the pass did anything at all.
    pub fn is_idle(&self) -> bool {
        self.fetched == 0 && self.tick.games == 0 && self.flush == FlushReport::default()
    }
}
