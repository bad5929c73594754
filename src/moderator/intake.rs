//! A batch of received mails in one transaction: [`Moderator::handle_batch`], what the daemon
//! calls for each batch it fetches.
//!
//! Each mail is read (by the function the caller passes: the mail layer's `read_mail`) and
//! handled exactly as [`Moderator::handle_mail`] does, inside a savepoint of the batch's one
//! transaction. A mail whose reading or handling fails (an error, or a panic, which is caught)
//! is rolled back to its savepoint alone, and its failure counted in `inbox_failures` (see
//! [`crate::store::failures`]) so the daemon can quarantine a mail that keeps failing; the other
//! mails of the batch are unaffected. One commit per batch instead of one per mail: the caller
//! marks the mails handled only after this returns, so a crash before the commit loses nothing
//! (the batch is fetched again) and a crash after it is recognised by each mail's Message-ID or
//! content hash.

use super::{MailOutcome, ModError, Moderator};
use crate::inbound::{InboundMail, content_hash};
use crate::store::failures::{clear_failure, mark_quarantined, record_failure};
use rusqlite::Connection;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// What became of one mail of a batch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Handled {
    /// Read and handled (committed with the batch).
    Done {
        mail: Box<InboundMail>,
        outcome: MailOutcome,
    },
    /// Reading or handling it failed; nothing of it was applied. `attempts` counts the failed
    /// attempts at this mail so far, this one included.
    Failed {
        /// The key it is counted under (`mid:<Message-ID>` or `sha:<hash>`), for
        /// [`Moderator::quarantined`].
        dedup: String,
        from: String,
        subject: String,
        error: String,
        attempts: u32,
    },
}

/// A panic's message, for the log and the failure record.
fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".into());
    format!("robomod failed unexpectedly (a bug: please report it): {what}")
}

impl Moderator {
    /// Reads (with `read`) and handles every mail of `raws` in one transaction, a savepoint
    /// each: see the module doc. Returns one [`Handled`] per mail, in order. An `Err` means the
    /// batch as a whole could not be committed (nothing of it was applied).
    pub fn handle_batch(
        &self,
        raws: &[&[u8]],
        read: impl Fn(&[u8]) -> InboundMail,
    ) -> Result<Vec<Handled>, ModError> {
        let now = self.now();
        self.write(|c| {
            let mut out = Vec::with_capacity(raws.len());
            for raw in raws {
                c.execute_batch("SAVEPOINT mail")?;
                let result = catch_unwind(AssertUnwindSafe(|| {
                    let mail = read(raw);
                    let outcome = self.handle_mail_in(c, raw, &mail, now);
                    (mail, outcome)
                }));
                let failure = match result {
                    Ok((mail, Ok(outcome))) => {
                        c.execute_batch("RELEASE mail")?;
                        clear_failure(c, &mail.dedup_key())?;
                        out.push(Handled::Done {
                            mail: Box::new(mail),
                            outcome,
                        });
                        continue;
                    }
                    Ok((mail, Err(e))) => {
                        (mail.dedup_key(), mail.from, mail.subject, e.to_string())
                    }
                    Err(panic) => {
                        let dedup = format!("sha:{}", content_hash(raw));
                        (dedup, String::new(), String::new(), panic_text(&*panic))
                    }
                };
                c.execute_batch("ROLLBACK TO mail; RELEASE mail")?;
                out.push(self.failed(c, failure, now)?);
            }
            Ok(out)
        })
    }

    fn failed(
        &self,
        c: &Connection,
        (dedup, from, subject, error): (String, String, String, String),
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<Handled, ModError> {
        let attempts = record_failure(c, &dedup, (&from, &subject), &error, now)?;
        Ok(Handled::Failed {
            dedup,
            from,
            subject,
            error,
            attempts,
        })
    }

    /// The failed mail `dedup` was moved out of the inbox into quarantine.
    pub fn quarantined(&self, dedup: &str) -> Result<(), ModError> {
        let now = self.now();
        self.write(|c| mark_quarantined(c, dedup, now))
    }

    /// Every mail that failed and has not been handled since, latest failure first.
    pub fn failed_mails(&self) -> Result<Vec<crate::store::failures::FailureRow>, ModError> {
        self.read(crate::store::failures::failures)
    }
}
