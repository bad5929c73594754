//! Stage 1 of a pass: every new mail fetched, read, handled and marked, batch after batch. It
//! runs at the start of each pass, and again between two batches of the outbox when the inbox's
//! watch says mail landed while the pass sends (a deadline sweep's reports): a player's mail is
//! not kept waiting for the sweep's sending.
//!
//! A batch is one transaction ([`Intake::handle_read`]); its mails are marked handled in
//! the inbox only after that commit. The work is a pipeline over two threads: while the
//! moderator handles batch *k* (the database work, on the calling thread), a helper thread
//! marks batch *k - 1* handled (committed in the step before), syncs the inbox, then fetches
//! and reads batch *k + 1*. Each mail is still fetched once: the next fetch leaves out batch
//! *k*, not yet marked; a mail of *k - 1* is marked before the fetch looks. The last batch is
//! marked when the stage ends, so a pass leaves no committed mail unmarked unless marking
//! fails (then it comes again and is recognised as a duplicate).
//!
//! The stage's commits do not wait for the disk (`synchronous = NORMAL` while it runs): the
//! helper syncs the database's log ([`crate::store::sync_log`]) before it marks a batch, so a
//! batch's mails leave the inbox only once its commit is durable, and that wait overlaps the
//! next batch's handling instead of stalling it. The stage puts commits back to waiting for the
//! disk as it ends, then syncs the log once more, before any reply can be sent. A power loss
//! can lose the last commits, never a mail: those mails are still in the inbox, unmarked, and
//! are handled again; nothing those commits queued has been sent.

use super::reading::{BudgetReader, Read};
use super::{DaemonError, PassReport};
use crate::games::Registry;
use crate::identity::MailIdentity;
use crate::inbound::{InboundMail, PlayerCommand};
use crate::mail::{FetchedMail, Inbox, InboxError, MailHandle, read_head};
use crate::moderator::incoming::batch::Unread;
use crate::moderator::{Handled, Moderator};
use std::collections::HashSet;
use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A fetched mail and what reading it gave ([`BudgetReader::read`]).
type ReadMail = (FetchedMail, Result<InboundMail, Unread>);

/// A batch fetched and read, and whether a stop cut its reading short (the mails not read
/// stay in the inbox for the next start).
type ReadBatch = (Vec<ReadMail>, bool);

/// Why a committed mail was not marked handled.
enum Unmarked {
    /// The inbox refused.
    Inbox(InboxError),
    /// The database's log could not be synced, so its commit may not be durable: left in the
    /// inbox, it is handled again (or recognised as a duplicate) next pass.
    Unsynced(Arc<std::io::Error>),
}

/// What the helper thread did in one step: the marks that failed, and the next batch (none
/// when the batch being handled was not full: a part batch ends the stage).
type Helped = (
    Vec<(MailHandle, Unmarked)>,
    Option<Result<ReadBatch, InboxError>>,
);

/// The inbox stage's own parts: the inbox and what reading it needs. The moderator is lent to
/// each call, so that the stage can run between two batches of the outbox while the tick holds
/// the moderator too.
pub(super) struct InboxStage {
    pub(super) inbox: Box<dyn Inbox>,
    pub(super) identity: MailIdentity,
    /// The moderator's games, whose words mails are read in.
    pub(super) games: &'static Registry,
    pub(super) inbound_batch: usize,
    pub(super) max_attempts: u32,
    /// `inbound.max_mail_bytes`, for what a player is told about a mail too large to read.
    pub(super) max_mail_bytes: u64,
    /// Each mail read within `inbound.read_budget_ms`.
    pub(super) reader: BudgetReader,
    /// The daemon's stop flag while it serves: the stage ends between two mails once it is
    /// set, leaving the mails not yet handled in the inbox.
    pub(super) stop: Option<Arc<AtomicBool>>,
}

impl InboxStage {
    /// Whether the daemon was told to stop.
    pub(super) fn stopping(&self) -> bool {
        self.stop.as_ref().is_some_and(|s| s.load(Ordering::SeqCst))
    }
}

impl InboxStage {
    /// Stage 1: batch after batch until the inbox has nothing new (see the module doc), its
    /// commits not waiting for the disk; the log synced as it ends, whatever the outcome.
    pub(super) fn read_inbox(
        &mut self,
        moderator: &Moderator,
        report: &mut PassReport,
    ) -> Result<(), DaemonError> {
        moderator.set_commit_sync(false)?;
        let log = moderator.log_path();
        let out = catch_unwind(AssertUnwindSafe(|| {
            self.read_batches(moderator, report, log.as_deref())
        }));
        // Back to commits that wait for the disk first, then the sync: it covers every commit
        // made without waiting, the tick's too when this runs beside it (between two batches
        // of the outbox), before anything they queued can be sent.
        let restored = moderator.set_commit_sync(true);
        let synced = log.as_deref().map_or(Ok(()), crate::store::sync_log);
        let out = out.unwrap_or_else(|panic| resume_unwind(panic));
        if let Err(e) = synced {
            tracing::error!("syncing the database's log after reading the inbox: {e}");
        }
        out?;
        Ok(restored?)
    }

    /// The batches of [`Daemon::read_inbox`]; `log`, the database's log, synced before each
    /// batch is marked. A mail whose handling (or marking) failed is not fetched again in this
    /// pass: every mail fetched leaves the inbox or is skipped, so the pass ends, and a failing
    /// mail never holds up the mails behind it.
    fn read_batches(
        &mut self,
        moderator: &Moderator,
        report: &mut PassReport,
        log: Option<&Path>,
    ) -> Result<(), DaemonError> {
        let mut failed: HashSet<MailHandle> = HashSet::new();
        let mut reading = Reading {
            identity: (&self.identity, self.games),
            limit: self.max_mail_bytes,
            reader: &mut self.reader,
            stop: self.stop.as_deref(),
        };
        let (mut ahead, mut stopped) =
            reading.fetch_read(self.inbox.as_mut(), self.inbound_batch, &failed)?;
        // The mails of the batch committed last, to be marked handled.
        let mut committed: Vec<MailHandle> = Vec::new();
        loop {
            let (batch, mails): (Vec<FetchedMail>, Vec<_>) =
                std::mem::take(&mut ahead).into_iter().unzip();
            let n = batch.len();
            if n == 0 {
                let marks = mark_all(self.inbox.as_mut(), log, &committed);
                return self.marks_failed(marks, &mut failed, report);
            }
            report.fetched += n;
            let raws: Vec<&[u8]> = batch.iter().map(|f| f.raw.as_slice()).collect();
            let full = n == self.inbound_batch && !stopped && !self.stopping();
            let mut skip = failed.clone();
            skip.extend(batch.iter().map(|f| f.handle.clone()));
            let marking = std::mem::take(&mut committed);
            let inbox = &mut self.inbox;
            let size = self.inbound_batch;
            let mut reading = Reading {
                identity: (&self.identity, self.games),
                limit: self.max_mail_bytes,
                reader: &mut self.reader,
                stop: self.stop.as_deref(),
            };
            let (handled, (marks, next)) = std::thread::scope(|scope| {
                let helper = scope.spawn(|| -> Helped {
                    let marks = mark_all(inbox.as_mut(), log, &marking);
                    let next = full.then(|| reading.fetch_read(inbox.as_mut(), size, &skip));
                    (marks, next)
                });
                let handled = moderator.intake().handle_read(&raws, mails);
                let helped = helper.join().unwrap_or_else(|_| {
                    tracing::error!("marking or reading the next batch failed (a bug: panicked)");
                    (Vec::new(), Some(Ok((Vec::new(), false))))
                });
                (handled, helped)
            });
            self.marks_failed(marks, &mut failed, report)?;
            let handled = match handled {
                Ok(h) => h,
                Err(e) => {
                    // Nothing of the batch was committed: it comes again on the next pass.
                    report.failed += n;
                    return Err(e.into());
                }
            };
            self.settle(
                moderator,
                &batch,
                handled,
                (&mut committed, &mut failed),
                report,
            );
            match next {
                Some(Ok((next, cut))) => (ahead, stopped) = (next, cut),
                None => ahead = Vec::new(),
                Some(Err(e)) => {
                    let marks = mark_all(self.inbox.as_mut(), log, &committed);
                    self.marks_failed(marks, &mut failed, report)?;
                    return Err(e.into());
                }
            }
        }
    }

    /// What became of each mail of `batch` (`handled`, in its order): counted in `report`;
    /// a mail done is to be marked handled (`committed`), a mail whose handling failed goes
    /// to quarantine after its attempts, or is skipped until the next pass (`failed`).
    fn settle(
        &mut self,
        moderator: &Moderator,
        batch: &[FetchedMail],
        handled: Vec<Handled>,
        (committed, failed): (&mut Vec<MailHandle>, &mut HashSet<MailHandle>),
        report: &mut PassReport,
    ) {
        for (fetched, h) in batch.iter().zip(handled) {
            match h {
                Handled::Done { mail, outcome } => {
                    report.count(&mail, outcome);
                    committed.push(fetched.handle.clone());
                }
                Handled::Failed {
                    mail,
                    error,
                    attempts,
                    at_once,
                } => {
                    let (from, subject) = (&mail.from, &mail.subject);
                    tracing::error!(%from, %subject, attempts, "handling a mail failed: {error}");
                    report.failed += 1;
                    let quarantine =
                        at_once || (self.max_attempts > 0 && attempts >= self.max_attempts);
                    if !(quarantine
                        && self.quarantine(moderator, &fetched.handle, &mail.dedup, report))
                    {
                        failed.insert(fetched.handle.clone());
                    }
                }
                Handled::SetAside { mail } => {
                    // Recorded and announced before a crash kept it from being moved.
                    if !self.move_to_quarantine(moderator, &fetched.handle, &mail.dedup, report) {
                        failed.insert(fetched.handle.clone());
                    }
                }
            }
        }
    }

    /// Counts the marks that failed. A committed mail that could not be marked is fetched
    /// again next pass, then recognised as a duplicate; rights that changed under the pass are
    /// one error for the pass, not one per mail.
    fn marks_failed(
        &self,
        marks: Vec<(MailHandle, Unmarked)>,
        failed: &mut HashSet<MailHandle>,
        report: &mut PassReport,
    ) -> Result<(), DaemonError> {
        for (handle, e) in marks {
            report.failed += 1;
            let e = match e {
                Unmarked::Inbox(e) => e,
                Unmarked::Unsynced(e) => {
                    tracing::warn!("a handled mail left unmarked: syncing the database's log: {e}");
                    failed.insert(handle);
                    continue;
                }
            };
            if let InboxError::Io { path, source, .. } = &e
                && source.kind() == std::io::ErrorKind::PermissionDenied
            {
                return Err(InboxError::NotWritable {
                    path: path.clone(),
                    reason: source.to_string(),
                }
                .into());
            }
            tracing::warn!("marking a handled mail: {e}");
            failed.insert(handle);
        }
        Ok(())
    }

    /// Quarantines a mail that failed `max_attempts` times: recorded first (its sender and
    /// the operator told, one commit), then moved, so that a crash between the two leaves a
    /// recorded mail in the inbox, which the next pass moves ([`Handled::SetAside`]), never a
    /// moved mail nobody was told of. False when it stays in the inbox.
    pub(super) fn quarantine(
        &mut self,
        moderator: &Moderator,
        handle: &MailHandle,
        dedup: &str,
        report: &mut PassReport,
    ) -> bool {
        if let Err(e) = moderator.intake().quarantined(dedup) {
            // Left in the inbox: it fails again next pass and is quarantined then.
            tracing::error!(dedup, "recording a mail for quarantine: {e}");
            return false;
        }
        tracing::error!(
            dedup,
            attempts = self.max_attempts,
            "a mail kept failing: set aside in quarantine (see `robomod mail failures`)"
        );
        self.move_to_quarantine(moderator, handle, dedup, report)
    }

    /// Moves a mail recorded as quarantined into the quarantine folder; false when it could
    /// not be moved (it stays in the inbox, recorded, and the next pass tries again).
    fn move_to_quarantine(
        &mut self,
        moderator: &Moderator,
        handle: &MailHandle,
        dedup: &str,
        report: &mut PassReport,
    ) -> bool {
        match self.inbox.quarantine(handle) {
            Ok(()) => {
                report.quarantined += 1;
                if let Err(e) = moderator.intake().moved(dedup) {
                    tracing::warn!(dedup, "recording a quarantined mail as moved: {e}");
                }
                true
            }
            Err(e) => {
                tracing::error!(dedup, "moving a failing mail to quarantine: {e}");
                false
            }
        }
    }
}

/// Marks each of `handles` handled once the database's `log` is synced (their commit durable),
/// then syncs the inbox (one fsync for the lot); the marks that failed. Stops at the first
/// refusal of rights: the others would fail alike.
fn mark_all(
    inbox: &mut dyn Inbox,
    log: Option<&Path>,
    handles: &[MailHandle],
) -> Vec<(MailHandle, Unmarked)> {
    if handles.is_empty() {
        return Vec::new();
    }
    if let Some(Err(e)) = log.map(crate::store::sync_log) {
        let e = Arc::new(e);
        return handles
            .iter()
            .map(|h| (h.clone(), Unmarked::Unsynced(e.clone())))
            .collect();
    }
    let mut failed = Vec::new();
    for handle in handles {
        if let Err(e) = inbox.mark_handled(handle) {
            let denied = matches!(&e, InboxError::Io { source, .. }
                if source.kind() == std::io::ErrorKind::PermissionDenied);
            failed.push((handle.clone(), Unmarked::Inbox(e)));
            if denied {
                return failed;
            }
        }
    }
    if let Err(e) = inbox.sync() {
        // The marks may be lost in a power loss: those mails come again and are recognised
        // as duplicates (each mail's hash is committed).
        tracing::warn!("syncing the inbox's marks: {e}");
    }
    failed
}

/// What reading a batch needs: whose words, the size limit, the budgeted reader and the stop
/// flag.
struct Reading<'a> {
    identity: (&'a MailIdentity, &'static Registry),
    limit: u64,
    reader: &'a mut BudgetReader,
    stop: Option<&'a AtomicBool>,
}

impl Reading<'_> {
    /// Up to `size` mails from `inbox` (leaving out `skip`), each read within the budget in
    /// the games' words; a mail over the size limit came head only: its sender is read, nothing
    /// else. A stop ends the reading early: the mails read so far are returned (`true`), the
    /// others stay in the inbox.
    fn fetch_read(
        &mut self,
        inbox: &mut dyn Inbox,
        size: usize,
        skip: &HashSet<MailHandle>,
    ) -> Result<ReadBatch, InboxError> {
        let batch = inbox.fetch_except(size, skip)?;
        let mut out = Vec::with_capacity(batch.len());
        for fetched in batch {
            if let Some(bytes) = fetched.oversize {
                let mut mail = read_head(&fetched.raw, self.identity.0);
                let (from, limit) = (&mail.from, self.limit);
                tracing::warn!(%from, bytes, limit, "mail larger than inbound.max_mail_bytes: not read");
                mail.commands = vec![PlayerCommand::TooLarge { bytes, limit }];
                out.push((fetched, Ok(mail)));
                continue;
            }
            match self.reader.read(&fetched.raw, self.identity, self.stop) {
                Read::Mail(mail) => out.push((fetched, *mail)),
                Read::Stopped => return Ok((out, true)),
            }
        }
        Ok((out, false))
    }
}
