//! One [`Daemon::pass`], stage by stage: the inbox read; the due rounds run on a thread of
//! their own while the outbox is sent; the housekeeping of old mail; the archive refreshed;
//! the pass logged and recorded beside the database, and the sizes measured when due.

use super::send::Sender;
use super::{Daemon, DaemonError, PassReport, last_pass, sizes};
use crate::moderator::{ModError, TickReport};
use crate::store::mail::OutboxId;
use chrono::{DateTime, Utc};

/// The tick's outcome: its report, its error, or its panic.
type Ticked = std::thread::Result<Result<TickReport, ModError>>;

impl Daemon {
    /// One pass: read and handle every new mail, run what is due, send what is queued.
    pub fn pass(&mut self) -> Result<PassReport, DaemonError> {
        let started = self.moderator.now();
        let mut report = PassReport::default();
        let mut first_error: Option<DaemonError> = None;
        let mut note = |e: DaemonError, stage: &str| {
            tracing::error!("{stage}: {e}");
            first_error.get_or_insert(e);
        };
        if let Err(e) = self.intake.read_inbox(&self.moderator, &mut report) {
            note(e, "reading mail");
        }
        // Told to stop while reading: what was handled is committed and its replies queued,
        // sent at the next start; rounds and the outbox wait for it too.
        if self.intake.stopping() {
            self.record(started, &report, first_error.as_ref());
            return first_error.map_or(Ok(report), Err);
        }
        let (tick, sent, read_error) = self.tick_and_send(&mut report);
        if let Some(e) = read_error {
            note(e, "reading mail during the pass");
        }
        match tick {
            Ok(Ok(t)) => {
                for (game, e) in &t.errors {
                    tracing::error!(game, "running the game's due work: {e}");
                }
                report.tick = t;
            }
            Ok(Err(e)) => note(e.into(), "running due rounds"),
            Err(_) => note(
                ModError::Corrupt("the tick panicked (a bug): see the log".into()).into(),
                "running due rounds",
            ),
        }
        if let Err(e) = sent {
            note(e, "sending mail");
        }
        self.drop_old_mail();
        self.refresh_archive(started);
        if !report.is_idle() {
            tracing::info!(
                fetched = report.fetched,
                replied = report.replied,
                ignored = report.ignored,
                duplicates = report.duplicates,
                failed = report.failed,
                quarantined = report.quarantined,
                rounds = report.rounds_run(),
                reminders = report.tick.reminders,
                sent = report.flush.sent,
                send_failures = report.flush.failed,
                dead = report.flush.dead,
                "pass"
            );
        }
        self.record(started, &report, first_error.as_ref());
        self.measure_sizes();
        match first_error {
            Some(e) => Err(e),
            None => Ok(report),
        }
    }

    /// The tick runs the due rounds on a thread of its own while the flusher sends what is
    /// queued, the tick's reports as each of its commits lands: a deadline sweep resolves on
    /// one core while the other draws and sends. Then whatever is left goes out. Mail that
    /// lands meanwhile (the inbox's watch tells the waker) is read between two batches of the
    /// outbox, not after the sweep. Returns the tick (`Err` if it panicked), the sending, and
    /// the first error reading that mail.
    fn tick_and_send(
        &mut self,
        report: &mut PassReport,
    ) -> (Ticked, Result<(), DaemonError>, Option<DaemonError>) {
        let sender = Sender {
            moderator: &self.moderator,
            transport: self.transport.as_mut(),
            clock: &*self.clock,
            batch: self.outbound_batch,
            backoff: self.backoff,
        };
        let (intake, waker) = (&mut self.intake, &self.waker);
        let mut read_error = None;
        let (tick, sent) = std::thread::scope(|scope| {
            let moderator = &self.moderator;
            let ticker = scope.spawn(|| moderator.rounds().tick());
            let mut read_landed = |report: &mut PassReport| {
                if !waker.take() {
                    return None;
                }
                let last = || moderator.outbox().last_outbox_id().ok().flatten();
                let after = last().unwrap_or(OutboxId(0));
                if let Err(e) = intake.read_inbox(moderator, report) {
                    read_error.get_or_insert(e);
                }
                Some((after, last().unwrap_or(OutboxId(0))))
            };
            let ticking = || !ticker.is_finished();
            let sent = sender.send_outbox(report, &ticking, &mut read_landed);
            (ticker.join(), sent)
        });
        (tick, sent, read_error)
    }

    /// Raw mail from strangers past its days, and a slice of the bodies of old mails
    /// (`mail_body_months`), dropped; a failure is logged.
    fn drop_old_mail(&self) {
        match self.moderator.records().forget_strangers() {
            Ok(0) => {}
            Ok(n) => tracing::info!(mails = n, "raw mail from strangers dropped"),
            Err(e) => tracing::error!("dropping raw mail from strangers: {e}"),
        }
        // A slice a pass: a first run over years of mail does not hold up the mail.
        match self.moderator.records().drop_old_bodies(1_000) {
            Ok(d) if d.total() == 0 => {}
            Ok(d) => tracing::info!(
                sent = d.sent,
                received = d.received,
                "bodies of old mails dropped (mail_body_months)"
            ),
            Err(e) => tracing::error!("dropping the bodies of old mails: {e}"),
        }
    }

    /// The archive is a courtesy copy: a failure to write it is logged, never fatal. Every
    /// game that changed since the previous pass began (a round, a master's TERMINATE, the
    /// operator's abandon between two passes, a pause, a tournament's step: issue 64); this
    /// pass began at `started`.
    fn refresh_archive(&mut self, started: DateTime<Utc>) {
        let since = self.archived_since.replace(started).unwrap_or(started);
        let Some(dir) = &self.archive else { return };
        let changed = self.moderator.records().games_changed_since(since);
        let options = self.archive_options;
        let m = &self.moderator;
        match changed.map(|ids| {
            (!ids.is_empty())
                .then(|| crate::archive::refresh_as(m, &ids, dir, since, options))
                .transpose()
        }) {
            Ok(Ok(None)) => {}
            Ok(Ok(Some(w))) => {
                for (game, e) in &w.failed {
                    tracing::error!(game, "archive: game not written: {e}");
                }
                tracing::info!(games = w.games, pages = w.pages, "archive refreshed")
            }
            Ok(Err(e)) => tracing::error!("writing the archive: {e:#}"),
            Err(e) => tracing::error!("reading the games for the archive: {e}"),
        }
    }

    /// Measures the database and the archive once a day, for `robomod status` ([`sizes`]).
    fn measure_sizes(&mut self) {
        let Some(db) = &self.db else { return };
        let m = &self.moderator;
        let database = || m.with_connection(|c| crate::store::used_bytes(c));
        let archive = self.archive.as_deref();
        sizes::measure_if_due(db, archive, &mut self.sizes_due, m.now(), database);
    }

    /// Writes the pass's record beside the database; a failure is logged, never fatal.
    fn record(&self, started: DateTime<Utc>, r: &PassReport, error: Option<&DaemonError>) {
        let Some(db) = &self.db else { return };
        // A send the server refused (connection refused, 4xx) leaves the pass itself whole,
        // but it is what the operator must hear of: on record as the pass's error.
        let send_error = (r.flush.failed > 0).then(|| {
            format!(
                "sending mail: {} mail(s) not sent: {}",
                r.flush.failed,
                r.flush.last_error.as_deref().unwrap_or("no error given")
            )
        });
        let pass = last_pass::LastPass {
            started_at: started,
            finished_at: self.moderator.now(),
            error: error.map(|e| e.to_string()).or(send_error),
            once: !self.serving,
            fetched: r.fetched,
            answered: r.replied + r.rate_limited,
            failed: r.failed,
            rounds: r.rounds_run(),
            sent: r.flush.sent,
            send_failures: r.flush.failed,
            dead: r.flush.dead,
        };
        if let Err(e) = last_pass::write(db, &pass) {
            tracing::warn!(
                "cannot record the pass beside the database ({e}): robomod status will say \
                 the daemon is not running"
            );
        }
    }
}
