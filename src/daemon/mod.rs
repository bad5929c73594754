//! The mail daemon: the loop that joins the mail layer to the moderator core.
//!
//! One [`Daemon::pass`] does, in order:
//! 1. read every new mail from the inbox (Maildir or IMAP), batch after batch ([`intake`]); a
//!    batch goes through [`crate::mail::read_mail`] and [`Intake::handle_batch`] (one
//!    transaction, a savepoint per mail), and only after that commit are its mails marked
//!    handled in the inbox (while the next batch is handled). A crash in
//!    between fetches them again next time; the moderator recognises each by Message-ID or
//!    content hash and changes nothing. A mail whose handling fails (an error or a panic)
//!    stays in the inbox, and after `inbound.max_attempts` failures goes to quarantine;
//! 2. [`Rounds::tick`]: deadlines, reminders, due rounds;
//! 3. flush the outbox through the transport ([`flush`]), batch after batch, with backoff.
//!
//! A failing stage is logged and does not stop the later ones; the pass then returns the first
//! error. [`Daemon::serve`] repeats passes until told to stop, and nothing in a pass ends the
//! loop: whatever failed is retried on the next pass (the IMAP inbox reconnects by itself; a
//! mail whose handling fails stays unhandled in the inbox until it is quarantined). Between
//! passes it waits on a [`waker`]: the next pass starts as soon as mail arrives (the inbox's
//! watch: inotify on a Maildir, IMAP IDLE), when the next work comes due (a deadline, a
//! reminder, a mail's retry), when an admin command commits to the database, or after
//! `poll_interval_secs` at the latest (the safety net, and all there is for an inbox that
//! cannot be watched).
//!
//! After each pass the daemon records it beside the database ([`last_pass`]) for
//! `robomod status`. The daemon also joins the layers: it builds the moderator's settings from
//! the config once ([`moderator_config`]) and adapts the moderator's outbox to the mail layer's
//! flusher (`outbox.rs`).
//!
//! One daemon per database: [`Daemon::new`] takes the database's [`lock`] first, and a second
//! daemon is refused with the holder's PID (two would each handle and send every mail, so
//! twice). Admin commands write beside it through SQLite's own locking. A pass never sleeps, so
//! tests drive it with a [`crate::clock::TestClock`] or the `ROBOMOD_CLOCK_FILE` seam.

mod intake;
pub mod last_pass;
pub mod lock;
mod outbox;
mod send;
mod settings;
pub mod sizes;
pub mod waker;

use crate::clock::Clock;
use crate::config::{Config, ConfigError};
use crate::mail::flush::Backoff;
use crate::mail::setup::transport as transport_from_config;
use crate::mail::transport::SmtpSetupError;
use crate::mail::{Inbox, InboxError, Transport};
use crate::moderator::{ModError, Moderator};
use crate::templates::Templates;
use chrono::{DateTime, Utc};
pub use settings::moderator_config;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

mod pass;
mod pass_report;
mod reading;
pub use pass_report::PassReport;

/// Why the daemon cannot start or a pass failed.
#[derive(Debug, thiserror::Error)]
pub enum DaemonError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// An operator's template override does not parse.
    #[error("{0:#}")]
    Templates(anyhow::Error),
    #[error(transparent)]
    Moderator(#[from] ModError),
    #[error("inbox: {0}")]
    Inbox(#[from] InboxError),
    #[error("outbound mail: {0}")]
    Transport(#[from] SmtpSetupError),
    /// Another process holds the database's daemon lock, or it cannot be taken.
    #[error(transparent)]
    Lock(#[from] lock::LockError),
}

/// The moderator a config describes over the database at `db` (usually
/// [`Config::database_path`]): identity, rate limit, game defaults and template overrides, on
/// `clock`. Shared by the daemon and the admin CLI.
pub fn open_moderator(
    config: &Config,
    db: &Path,
    clock: Arc<dyn Clock>,
) -> Result<Moderator, DaemonError> {
    let settings = moderator_config(config)?;
    let templates = Templates::with_overrides(config.templates_dir.as_deref())
        .map_err(DaemonError::Templates)?;
    Ok(Moderator::open(db, clock, settings)?.with_templates(templates))
}

/// The inbox a config names: the Maildir under `data_dir` or the IMAP server.
pub fn inbox_from_config(config: &Config) -> Result<Box<dyn Inbox>, DaemonError> {
    Ok(crate::mail::setup::inbox(config)?)
}

/// The running daemon: a moderator, an inbox, a transport, a clock.
pub struct Daemon {
    moderator: Moderator,
    /// The inbox and what reading it needs ([`intake`]).
    intake: intake::InboxStage,
    transport: Box<dyn Transport>,
    clock: Arc<dyn Clock>,
    /// Mail arrivals, told by the inbox's watch while [`Daemon::serve`] runs.
    waker: Arc<waker::Waker>,
    outbound_batch: usize,
    backoff: Backoff,
    poll: Duration,
    /// `[archive] dir`: refreshed after a pass with whatever changed a game since the pass
    /// before began (rounds, a master's or the operator's action), as `[archive]` says.
    archive: Option<std::path::PathBuf>,
    archive_options: crate::archive::Options,
    /// The database file, beside which each pass is recorded ([`last_pass`]); none in memory.
    db: Option<std::path::PathBuf>,
    /// The database's daemon lock ([`Daemon::new`]; none for a daemon built from parts).
    lock: Option<lock::PassLock>,
    /// Inside [`Daemon::serve`] (else single passes: `serve --once`), for the pass's record.
    serving: bool,
    /// When the database and the archive are next measured ([`sizes`]); `None`: not known
    /// yet (read from the measures kept at the next pass).
    sizes_due: Option<DateTime<Utc>>,
    /// When the previous pass began: the archive is refreshed with what changed since, so
    /// that what the operator's commands changed between two passes is written too.
    archived_since: Option<DateTime<Utc>>,
    /// Set by SIGHUP: read the config file (this one, or the default search) again before
    /// the next pass ([`Daemon::reload_on`]).
    reload: Option<(Arc<AtomicBool>, Option<std::path::PathBuf>)>,
}

impl Daemon {
    /// The daemon a config describes (creating `data_dir`, the database and the Maildir when
    /// missing), holding the database's [`lock`]: [`DaemonError::Lock`] when another process
    /// serves it. Nothing connects to a server yet.
    pub fn new(config: &Config, clock: Arc<dyn Clock>) -> Result<Daemon, DaemonError> {
        let db = config.database_path();
        let lock = lock::PassLock::take(&db)?;
        let moderator = open_moderator(config, &db, clock.clone())?;
        // A damaged database is not served: every pass would write more onto the damage.
        moderator.with_connection(|c| crate::store::quick_check(c).map_err(ModError::from))?;
        let inbox = inbox_from_config(config)?;
        let transport = transport_from_config(config, clock.clone())?;
        let mut daemon = Self::from_parts(config, moderator, inbox, transport, clock);
        daemon.lock = Some(lock);
        Ok(daemon)
    }

    /// A daemon over given parts (tests, the demo); batch sizes, backoff and poll interval come
    /// from `config`.
    pub fn from_parts(
        config: &Config,
        moderator: Moderator,
        inbox: Box<dyn Inbox>,
        transport: Box<dyn Transport>,
        clock: Arc<dyn Clock>,
    ) -> Daemon {
        let secs = |s: u64| chrono::Duration::seconds(i64::try_from(s).unwrap_or(i64::MAX));
        let db = moderator.with_connection(|c| {
            c.path()
                .filter(|p| !p.is_empty())
                .map(std::path::PathBuf::from)
        });
        Daemon {
            db,
            intake: intake::InboxStage {
                inbox,
                identity: moderator.config().identity.clone(),
                games: moderator.registry(),
                inbound_batch: config.inbound.batch,
                max_attempts: config.inbound.max_attempts,
                max_mail_bytes: config.inbound.max_mail_bytes,
                reader: reading::BudgetReader::new(Duration::from_millis(
                    config.inbound.read_budget_ms,
                )),
                stop: None,
            },
            moderator,
            transport,
            clock,
            waker: Arc::new(waker::Waker::default()),
            outbound_batch: config.outbound.batch,
            backoff: Backoff {
                initial: secs(config.outbound.retry_initial_secs),
                max: secs(config.outbound.retry_max_secs),
                max_attempts: config.outbound.max_attempts,
            },
            poll: Duration::from_secs(config.poll_interval_secs),
            archive: config.archive.dir.clone(),
            archive_options: config.archive.options(),
            lock: None,
            serving: false,
            sizes_due: None,
            archived_since: None,
            reload: None,
        }
    }

    /// While [`Daemon::serve`] runs, `flag` set (by SIGHUP) makes it read the config file
    /// `config` (`None`: found as [`Config::find`] finds it) again before the next pass: the
    /// moderator's settings (identity, rate limit, game defaults, operator, reports...), the
    /// template overrides, the poll interval, the outbound batch and backoff. The inbox, the
    /// transport and `data_dir` stay as they started (a restart changes them). A config that
    /// does not load is logged and the running one kept.
    pub fn reload_on(&mut self, flag: Arc<AtomicBool>, config: Option<std::path::PathBuf>) {
        self.reload = Some((flag, config));
    }

    /// Reads the config again (see [`Daemon::reload_on`]); logs what happened.
    fn reload_config(&mut self, path: Option<&Path>) {
        let loaded = Config::find(path)
            .map_err(|e| e.to_string())
            .and_then(|config| {
                let settings = moderator_config(&config).map_err(|e| e.to_string())?;
                let templates = Templates::with_overrides(config.templates_dir.as_deref())
                    .map_err(|e| format!("{e:#}"))?;
                Ok((config, settings, templates))
            });
        match loaded {
            Ok((config, settings, templates)) => {
                self.intake.identity = settings.identity.clone();
                self.moderator.reconfigure(settings, templates);
                self.poll = Duration::from_secs(config.poll_interval_secs);
                self.outbound_batch = config.outbound.batch;
                let secs = |s: u64| chrono::Duration::seconds(i64::try_from(s).unwrap_or(i64::MAX));
                self.backoff = Backoff {
                    initial: secs(config.outbound.retry_initial_secs),
                    max: secs(config.outbound.retry_max_secs),
                    max_attempts: config.outbound.max_attempts,
                };
                tracing::info!(
                    "SIGHUP: config and templates read again; [inbound], [outbound] servers \
                     and data_dir change only with a restart (systemctl restart robomod)"
                );
            }
            Err(e) => tracing::error!(
                "SIGHUP: the config does not load ({e}); still running with the one before"
            ),
        }
    }

    /// The database's daemon lock file, when this daemon holds one.
    pub fn lock_path(&self) -> Option<&Path> {
        self.lock.as_ref().map(|l| l.path())
    }

    pub fn moderator(&self) -> &Moderator {
        &self.moderator
    }

    /// Stage 1 of a pass alone: every new mail read, handled and marked (what the intake
    /// benchmark measures). Rounds the mails complete run here; deadlines do not.
    pub fn intake(&mut self) -> Result<PassReport, DaemonError> {
        let mut report = PassReport::default();
        self.intake.read_inbox(&self.moderator, &mut report)?;
        Ok(report)
    }

    /// Passes until `stop` is set (by SIGINT/SIGTERM in `robomod serve`): at once when mail
    /// arrives, when the next work comes due, and at least every poll interval ([`waker`]). A
    /// failed pass is logged and the next one tries again; work that stays due because it
    /// failed (a game whose round fails, mail the server will not take now) is tried again at
    /// the next poll, not in a loop. The wait checks `stop` every [`waker::SLICE`], and the inbox
    /// stage between two mails and while one is read ([`reading::SLICE`]), so shutdown is prompt
    /// whatever the daemon is reading: the pass then ends after the mails handled so far.
    pub fn serve(&mut self, stop: &Arc<AtomicBool>) {
        // The inbox stage looks at it between two mails, and while one is read.
        self.intake.stop = Some(stop.clone());
        let waker = self.waker.clone();
        let wake = waker.clone();
        let watch = match self
            .intake
            .inbox
            .watch(Arc::new(move || wake.mail_arrived()))
        {
            Ok(w) => w,
            Err(e) => {
                tracing::warn!("cannot watch the inbox ({e}): new mail waits for the next poll");
                None
            }
        };
        self.serving = true;
        tracing::info!(
            poll_secs = self.poll.as_secs(),
            watching = watch.is_some(),
            "robomod serving"
        );
        let reload = self.reload.clone();
        let reload_asked = || {
            reload
                .as_ref()
                .is_some_and(|(f, _)| f.load(Ordering::SeqCst))
        };
        while !stop.load(Ordering::SeqCst) {
            if let Some((flag, path)) = &reload
                && flag.swap(false, Ordering::SeqCst)
            {
                self.reload_config(path.as_deref());
            }
            waker.take();
            let started = self.moderator.now();
            // Errors are logged inside the pass.
            let failed = match self.pass() {
                Ok(r) => !r.tick.errors.is_empty() || r.flush.deferred > 0 || r.flush.failed > 0,
                Err(_) => true,
            };
            let poll = Instant::now() + self.poll;
            let due = self.next_wake(started, failed);
            let seen = std::cell::Cell::new(self.data_version());
            let changed = || {
                let now = self.data_version();
                seen.replace(now) != now || reload_asked()
            };
            let woken = waker.wait(poll, due, &*self.clock, &changed, stop);
            tracing::debug!(woken = woken.as_str(), "pass");
        }
        drop(watch);
        tracing::info!("robomod stopped");
    }

    /// SQLite's `data_version`: it changes when another connection commits.
    fn data_version(&self) -> Option<i64> {
        self.moderator
            .with_connection(|c| c.query_row("PRAGMA data_version", [], |r| r.get(0)))
            .ok()
    }

    /// When the wait after a pass that started at `started` should end for due work: at the
    /// earliest instant due after `started`. Work due before it and still due after the pass
    /// came due while the pass ran or was made due by an admin command meanwhile (one second
    /// on, so that nothing can spin the loop), or stays due because it failed (`failed`: the
    /// next poll tries it again, and it holds up nothing due later).
    fn next_wake(&self, started: DateTime<Utc>, failed: bool) -> Option<DateTime<Utc>> {
        let due = |after| {
            self.moderator.rounds().next_due(after).unwrap_or_else(|e| {
                tracing::error!("reading when the next work is due: {e}");
                None
            })
        };
        let ahead = due(Some(started));
        let overdue = !failed && due(None).is_some_and(|d| d <= started);
        let soon = overdue.then(|| self.clock.now() + chrono::Duration::seconds(1));
        match (ahead, soon) {
            (Some(a), Some(s)) => Some(a.min(s)),
            (a, s) => a.or(s),
        }
    }
}
