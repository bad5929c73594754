//! A batch of received mails in one transaction: [`Intake::handle_batch`], what the daemon
//! calls for each batch it fetches.
//!
//! Each mail is read (by the function the caller passes: the mail layer's `read_mail`) and
//! handled exactly as [`Intake::handle_mail`] does, inside a savepoint of the batch's one
//! transaction. A mail whose reading or handling fails (an error, or a panic, which is caught)
//! is rolled back to its savepoint alone, and its failure counted in `inbox_failures` (see
//! [`crate::store::failures`]) so the daemon can quarantine a mail that keeps failing; the other
//! mails of the batch are unaffected. One commit per batch instead of one per mail: the caller
//! marks the mails handled only after this returns, so a crash before the commit loses nothing
//! (the batch is fetched again) and a crash after it is recognised by each mail's Message-ID or
//! content hash.
//!
//! Quarantine is recorded first, then done: before the daemon moves a failing mail to
//! quarantine, [`Intake::quarantined`] records it, tells its sender that nothing in it was
//! applied and alerts the operator, all in one commit; once moved, [`Intake::moved`] says
//! so. A crash between the two leaves the mail in the inbox recorded: fetched again, it comes
//! back as [`Handled::SetAside`], to be moved without being handled or announced twice.

use crate::inbound::{InboundMail, content_hash};
use crate::moderator::error::panic_text;
use crate::moderator::layers::Intake;
use crate::moderator::words::clip;
use crate::moderator::{error::ModError, replies::MailOutcome};
use crate::outgoing::MailKind;
use crate::schedule::format_time;
use crate::store::failures::{
    FailedMail, awaits_move, clear_failure, failure, mark_moved, mark_quarantined, record_failure,
};
use crate::store::in_savepoint;
use serde_json::json;
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
        /// What is known of it; its `dedup` key is what [`Intake::quarantined`] takes.
        mail: FailedMail,
        error: String,
        attempts: u32,
        /// To be set aside at once, whatever the attempts (a mail past the reading budget:
        /// trying again would spend the budget again).
        at_once: bool,
    },
    /// Recorded as quarantined but still in the inbox (a crash before the move): not
    /// handled; the daemon moves it to quarantine and calls [`Intake::moved`].
    SetAside { mail: FailedMail },
}

/// A mail that was not read: why, what its head says (whom to tell) when that was read, and
/// whether it is set aside at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unread {
    pub error: String,
    pub head: Option<Box<InboundMail>>,
    /// Set aside at once rather than tried again (see [`Handled::Failed`]).
    pub at_once: bool,
}

/// `raw` read with `read`; a reader that panics (a bug) gives what it said, and the mail is
/// handled as one that could not be read.
pub fn read_one(raw: &[u8], read: impl Fn(&[u8]) -> InboundMail) -> Result<InboundMail, Unread> {
    catch_unwind(AssertUnwindSafe(|| read(raw))).map_err(|panic| Unread {
        error: panic_text(&*panic),
        head: None,
        at_once: false,
    })
}

/// What is known of a mail that could not be read at all.
fn unreadable(raw: &[u8]) -> FailedMail {
    FailedMail {
        dedup: format!("sha:{}", content_hash(raw)),
        from: String::new(),
        subject: String::new(),
        reply_to: None,
    }
}

/// What is known of a mail read but not handled; its sender may be told unless the mail is
/// one robomod must never answer (auto-replies, lists, bounces).
fn failed_mail(mail: &InboundMail) -> FailedMail {
    FailedMail {
        dedup: mail.dedup_key(),
        from: mail.from.clone(),
        subject: mail.subject.clone(),
        reply_to: (mail.no_reply.is_none() && !mail.from.is_empty()).then(|| mail.from.clone()),
    }
}

impl Intake<'_> {
    /// Reads (with `read`) and handles every mail of `raws` in one transaction, a savepoint
    /// each: see the module doc. Returns one [`Handled`] per mail, in order. An `Err` means the
    /// batch as a whole could not be committed (nothing of it was applied).
    pub fn handle_batch(
        &self,
        raws: &[&[u8]],
        read: impl Fn(&[u8]) -> InboundMail,
    ) -> Result<Vec<Handled>, ModError> {
        let mails = raws.iter().map(|raw| read_one(raw, &read)).collect();
        self.handle_read(raws, mails)
    }

    /// [`Intake::handle_batch`] of mails read already ([`read_one`]: the daemon reads the
    /// next batch while this one is handled), `mails[i]` read from `raws[i]`.
    pub fn handle_read(
        &self,
        raws: &[&[u8]],
        mails: Vec<Result<InboundMail, Unread>>,
    ) -> Result<Vec<Handled>, ModError> {
        let now = self.ctx.now();
        self.ctx.write(|c| {
            let mut out = Vec::with_capacity(raws.len());
            for (raw, mail) in raws.iter().zip(mails) {
                let known = match &mail {
                    Ok(m) => failed_mail(m),
                    Err(Unread { head: Some(h), .. }) => failed_mail(h),
                    Err(_) => unreadable(raw),
                };
                if awaits_move(c, &known.dedup)? {
                    out.push(Handled::SetAside { mail: known });
                    continue;
                }
                let mut at_once = false;
                let (failed, error) = match mail {
                    Err(unread) => {
                        at_once = unread.at_once;
                        (known, unread.error)
                    }
                    Ok(mail) => {
                        // Kept, or rolled back alone when it fails (an error or a panic).
                        let handled = in_savepoint(c, || {
                            match catch_unwind(AssertUnwindSafe(|| {
                                self.handle_mail_in(c, raw, &mail, now)
                            })) {
                                Ok(handled) => handled.map_err(|e| e.to_string()),
                                Err(panic) => Err(panic_text(&*panic)),
                            }
                        })?;
                        match handled {
                            Ok(outcome) => {
                                clear_failure(c, &mail.dedup_key())?;
                                out.push(Handled::Done {
                                    mail: Box::new(mail),
                                    outcome,
                                });
                                continue;
                            }
                            Err(error) => (failed_mail(&mail), error),
                        }
                    }
                };
                let attempts = record_failure(c, &failed, &error, now)?;
                out.push(Handled::Failed {
                    mail: failed,
                    error,
                    attempts,
                    at_once,
                });
            }
            Ok(out)
        })
    }

    /// The failed mail `dedup` is to be moved out of the inbox into quarantine: recorded; its
    /// sender is told (when robomod may answer them, within the reply rate limit) and so is the
    /// operator. Called before the move (see the module doc); calling it again before
    /// [`Intake::moved`] changes nothing.
    pub fn quarantined(&self, dedup: &str) -> Result<(), ModError> {
        let now = self.ctx.now();
        self.ctx.write(|c| {
            if !mark_quarantined(c, dedup, now)? {
                // Recorded and announced before a crash kept it from being moved.
                return Ok(());
            }
            let Some(f) = failure(c, dedup)? else {
                return Ok(());
            };
            if let Some(to) = &f.reply_to
                && !self.rate_limited(c, to, now)?
            {
                // In the sender's language, as far as robomod knows it: the mail itself could
                // not be read.
                let _speaking = self.notify.speak_to(c, None, Some(to))?;
                let body = self.notify.render(
                    "failure.txt",
                    json!({
                        "subject": clip(&f.subject, 64),
                        "received": format_time(f.first_at, chrono_tz::Tz::UTC),
                    }),
                )?;
                let answering = dedup.strip_prefix("mid:").map(|m| format!("<{m}>"));
                let subject = crate::lang::now().t("subject-failure");
                let subject = subject.as_str();
                let kind = MailKind::Failure;
                self.notify.queue_address(
                    c,
                    to,
                    kind,
                    subject,
                    body,
                    answering.as_deref(),
                    dedup,
                )?;
            }
            // In the operator's language, its dates too.
            let _speaking = crate::lang::speak(self.ctx.config.operator_language);
            let say = self.notify.operator_say();
            let from = match f.from.is_empty() {
                true => say.t("alert-unreadable-sender"),
                false => f.from.clone(),
            };
            let text = format!(
                "{}\n\n{}\n{}",
                crate::say!(
                    say,
                    "alert-set-aside",
                    attempts = f.attempts,
                    from = from,
                    subject = clip(&f.subject, 60),
                    first = format_time(f.first_at, chrono_tz::Tz::UTC),
                    last = format_time(f.last_at, chrono_tz::Tz::UTC),
                    error = f.last_error.clone()
                ),
                say.t(match f.reply_to.is_some() {
                    true => "alert-set-aside-told",
                    false => "alert-set-aside-not-told",
                }),
                say.t("alert-set-aside-where"),
            );
            self.notify
                .alert(c, &say.t("alert-set-aside-subject"), &text, dedup)
        })
    }

    /// The mail `dedup`, recorded by [`Intake::quarantined`], is now in the quarantine
    /// folder.
    pub fn moved(&self, dedup: &str) -> Result<(), ModError> {
        let now = self.ctx.now();
        self.ctx.write(|c| Ok(mark_moved(c, dedup, now)?))
    }

    /// Every mail that failed and has not been handled since, latest failure first.
    pub fn failed_mails(&self) -> Result<Vec<crate::store::failures::FailureRow>, ModError> {
        self.ctx.read(|c| Ok(crate::store::failures::failures(c)?))
    }
}
