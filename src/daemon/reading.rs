//! Each mail read within a budget (`inbound.read_budget_ms`): the reading runs on a thread of
//! its own, and the daemon waits for it at most the budget, looking at its stop flag every
//! [`SLICE`]. A mail whose reading runs past the budget is set aside unread: only its head is
//! read (whom to tell), the reading under way is called off ([`crate::mail::cancel`]: it stops
//! at its next line or sentence) and its thread left to end by itself; the next mail gets a
//! fresh thread. The reader is linear in a mail's size (docs/mail.md, "Reading time"), so the
//! budget is the guard against a mail nobody has thought of, not the way mail is read.
//!
//! A stop (SIGTERM) while a mail is read gives up the reading: the mail stays in the inbox,
//! unread and unmarked, and is read at the next start.

use crate::games::Registry;
use crate::identity::MailIdentity;
use crate::inbound::InboundMail;
use crate::mail::{cancel, read_head, read_mail_in};
use crate::moderator::incoming::batch::{Unread, read_one};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

/// How often a wait for a reading looks at the stop flag.
pub(super) const SLICE: Duration = Duration::from_millis(50);

/// What became of one mail given to the reader.
pub(super) enum Read {
    /// Read, or not read (a panic, or past the budget: set aside).
    Mail(Box<Result<InboundMail, Unread>>),
    /// The daemon was told to stop while the mail was read: nothing of it is kept.
    Stopped,
}

/// The thread that reads, and the word that calls its reading off.
struct Worker {
    jobs: Sender<Vec<u8>>,
    done: Receiver<Result<InboundMail, Unread>>,
    cancel: Arc<AtomicBool>,
}

impl Worker {
    fn start(identity: MailIdentity, games: &'static Registry) -> Worker {
        let (jobs, inbox) = mpsc::channel::<Vec<u8>>();
        let (out, done) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        let spawned = std::thread::Builder::new()
            .name("robomod-read".into())
            .spawn(move || {
                for raw in inbox {
                    let mail = cancel::reading_with(flag.clone(), || {
                        read_one(&raw, |raw| read_mail_in(raw, &identity, games))
                    });
                    if out.send(mail).is_err() {
                        break;
                    }
                }
            });
        if let Err(e) = spawned {
            // `done` then answers at once that its sender is gone: the mail is not read.
            tracing::error!("starting a thread to read mail: {e}");
        }
        Worker { jobs, done, cancel }
    }

    /// Calls the reading under way off and lets the thread go: it ends when the reading does.
    fn abandon(self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// Reads mails one at a time, each within `budget`.
pub(super) struct BudgetReader {
    pub(super) budget: Duration,
    worker: Option<Worker>,
}

impl BudgetReader {
    pub(super) fn new(budget: Duration) -> BudgetReader {
        BudgetReader {
            budget,
            worker: None,
        }
    }

    /// `raw` read in `games`' words within the budget (see the module doc); `stop`, the
    /// daemon's stop flag.
    pub(super) fn read(
        &mut self,
        raw: &[u8],
        (identity, games): (&MailIdentity, &'static Registry),
        stop: Option<&AtomicBool>,
    ) -> Read {
        let worker = self
            .worker
            .get_or_insert_with(|| Worker::start(identity.clone(), games));
        let started = Instant::now();
        if worker.jobs.send(raw.to_vec()).is_ok() {
            loop {
                let left = self.budget.saturating_sub(started.elapsed());
                match worker.done.recv_timeout(left.min(SLICE)) {
                    Ok(mail) => return Read::Mail(Box::new(mail)),
                    Err(RecvTimeoutError::Disconnected) => break,
                    Err(RecvTimeoutError::Timeout) => {}
                }
                if stop.is_some_and(|s| s.load(Ordering::SeqCst)) {
                    self.abandon();
                    return Read::Stopped;
                }
                if started.elapsed() >= self.budget {
                    self.abandon();
                    return Read::Mail(Box::new(Err(self.set_aside(raw, identity))));
                }
            }
        }
        // The thread is gone (it could not start): read nothing rather than on this thread.
        self.abandon();
        Read::Mail(Box::new(Err(Unread {
            error: "no thread could be started to read it".into(),
            head: Some(Box::new(read_head(raw, identity))),
            at_once: false,
        })))
    }

    fn abandon(&mut self) {
        if let Some(w) = self.worker.take() {
            w.abandon();
        }
    }

    /// A mail past the budget: its head alone, to be set aside at once.
    fn set_aside(&self, raw: &[u8], identity: &MailIdentity) -> Unread {
        let head = read_head(raw, identity);
        let ms = self.budget.as_millis();
        tracing::error!(
            from = %head.from,
            subject = %head.subject,
            bytes = raw.len(),
            budget_ms = ms,
            "reading a mail took longer than inbound.read_budget_ms: set aside unread"
        );
        Unread {
            error: format!(
                "reading it took longer than {ms} ms (inbound.read_budget_ms): set aside unread"
            ),
            head: Some(Box::new(head)),
            at_once: true,
        }
    }
}
