//! The moderator core: everything a human moderator does between two rounds, as library calls
//! over the SQLite store. It never knows which game it runs: it drives a `&dyn DynGame` found by
//! the game's kind.
//!
//! The moderator is one value over the store; what it does is split by the flow it serves
//! ([`flows`]): a caller asks for the flow (`m.intake()`, `m.rounds()`, `m.lobby()`,
//! `m.tournaments()`, `m.admin()`, `m.notify()`, `m.outbox()`, `m.records()`), a view with its
//! own small surface. The mail daemon turns each received mail into one
//! [`Intake::handle_mail`] call, calls [`Rounds::tick`] on a timer, and sends what
//! [`Outbox::outbox_due`] hands it, reporting back with [`Outbox::mark_sent`] /
//! [`Outbox::mark_failed`]. The admin CLI calls the lifecycle functions
//! ([`Admin::create_game`], [`Admin::pause`], ...).
//!
//! Every call that changes anything runs in one `BEGIN IMMEDIATE` transaction, and the mails it
//! causes are queued in the outbox inside that same transaction: a crash never leaves a state
//! change without its mails or the other way round.
//!
//! The modules follow the flows: [`incoming`] (a mail coming in: authenticate, read the
//! commands and orders in the open phase, store, the one reply), [`round`] (a round: what is
//! due and when, the orders that count with their defaults, resolve, store, queue reports;
//! `tick`, `preview`, `replay`, held games), [`admin`] (the moderator's actions from the CLI:
//! games created and viewed, pause, resume, seats, rollback, announcements), [`notify`]
//! (building and queueing mails, from `templates/`). Beside them: [`absence`] (absences, which
//! all three flows consult), [`archive`] and [`export`] (a game's record read out), [`outbox`]
//! (dead mail). Under them all, the leaves every flow may use and which use no flow:
//! [`words`] (the moderator's words in passing: wrap, clip, slug, a turn, a schedule),
//! [`seats`] (who may sit in a seat, a seat found by name), [`seat_rules`] (stand-in and
//! no-humans options), [`due`] (when a game is next due), [`preferences`] (a player's `SET`
//! as read), [`done`] (what an admin action did), [`language`], [`keys`], [`error`].

pub mod absence;
pub mod admin;
pub mod archive;
pub mod done;
pub mod due;
pub mod error;
pub mod export;
pub mod flows;
pub mod incoming;
pub mod keys;
pub mod language;
pub mod lobby;
pub mod master;
pub mod notify;
pub mod outbox;
pub mod preferences;
pub mod ratings;
pub mod report_pictures;
pub mod retention;
pub mod round;

pub mod seat_rules;
pub mod seats;
pub mod tournament;
pub mod words;

pub use admin::games::{GameView, NewGame, NewMaster, NewPlayer, SubmitOutcome, Unreadable};
pub use done::{By, Done};
pub use error::ModError;
pub use flows::{Admin, Intake, Lobby, Notify, Outbox, Records, Rounds, Tournaments};
pub use incoming::MailOutcome;
pub use incoming::batch::Handled;
pub use keys::{KeySource, RandomKeys, SeededKeys};
pub use round::TickReport;
pub use round::replay::ReplayReport;

use crate::identity::MailIdentity;

use crate::clock::Clock;
use crate::games::{DynGame, Registry};
use crate::store;
use crate::templates::Templates;
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use rusqlite::{Connection, Transaction, TransactionBehavior};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering as AtomicOrdering};
use std::sync::{Arc, Mutex};

/// The moderator's own settings; the daemon builds them from the config file
/// (`daemon::moderator_config`: identity, `[rate_limit]`, `[games]`).
#[derive(Clone, Debug)]
pub struct ModeratorConfig {
    pub identity: MailIdentity,
    /// At most this many replies to one address within `reply_window`; mails beyond it are
    /// recorded and acted on but not answered.
    pub max_replies: u32,
    pub reply_window: Duration,
    /// The schedule of a new game unless given: `"22:00"` or `"48h"`.
    pub schedule: String,
    /// The time zone of a new game unless given.
    pub tz: Tz,
    /// No deadline is sooner than this after the previous report (seed 004: 20 hours).
    pub min_notice: Duration,
    /// How long after the last program comes in the round runs (0: at once).
    pub early_delay: Duration,
    /// Reminders go this long before the deadline to players who sent nothing; `None`: none.
    pub reminder_lead: Option<Duration>,
    /// Where alerts go (a mail quarantined, a mail given up); `None`: the log only.
    pub operator: Option<String>,
    /// The language the alerts are written in (a known code: `en`, `pl`).
    pub operator_language: &'static str,
    /// The longest absence a player may take, in days; 0: no absences.
    pub absence_max_days: u32,
    /// How many absences one player may take in one game.
    pub absences_per_game: u32,
    /// Missed rounds in a row after which the operator is alerted; 0: never.
    pub miss_alert: u32,
    /// Whether round reports and STATUS replies carry the board as a PNG (`[reports]`).
    pub pictures: bool,
    /// What a player gets with a round report who set nothing, in a game that sets nothing
    /// (`[reports] default`; see [`report_pictures`]).
    pub report_pictures: report_pictures::Pictures,
    /// Refusals to strangers an hour, in all and per domain (`[rate_limit]`).
    pub refusals_per_hour: u32,
    pub refusals_per_domain_per_hour: u32,
    /// Alerts to the operator an hour.
    pub alerts_per_hour: u32,
    /// A stranger's raw mail is kept this many days, and not at all above the byte limit.
    pub stranger_days: u32,
    pub stranger_max_bytes: usize,
    /// Months the bodies of mails are kept (`mail_body_months`); 0: for ever.
    pub body_months: u32,
    /// `[lobby]`: what players may do by mail to find and join games, and its caps.
    pub lobby: crate::lobby_rules::LobbyConfig,
}

impl Default for ModeratorConfig {
    fn default() -> Self {
        ModeratorConfig {
            identity: MailIdentity::default(),
            max_replies: 20,
            reply_window: Duration::hours(1),
            schedule: "22:00".into(),
            tz: Tz::UTC,
            min_notice: Duration::hours(20),
            early_delay: Duration::zero(),
            reminder_lead: Some(Duration::hours(12)),
            operator: None,
            operator_language: "en",
            absence_max_days: 14,
            absences_per_game: 3,
            miss_alert: 2,
            pictures: true,
            report_pictures: report_pictures::Pictures::default(),
            refusals_per_hour: 100,
            refusals_per_domain_per_hour: 10,
            alerts_per_hour: 20,
            stranger_days: 7,
            stranger_max_bytes: 64 * 1024,
            body_months: 0,
            lobby: Default::default(),
        }
    }
}

/// The moderator: a database, a clock, settings, a key source, the mail templates.
pub struct Moderator {
    /// A second connection, for reads that need not wait for the first one's writes
    /// ([`Moderator::read_aside`]); none for a database in memory. Declared (so dropped)
    /// before `conn`: the last connection to close folds the log into the database and
    /// removes it, which a reader cannot do.
    reader: Option<Mutex<Connection>>,
    conn: Mutex<Connection>,
    clock: Arc<dyn Clock>,
    config: ModeratorConfig,
    keys: Mutex<Box<dyn KeySource>>,
    templates: Templates,
    /// The games it runs ([`Moderator::with_registry`]).
    games: &'static Registry,
    /// The board pictures drawn lately, while their mails leave.
    drawn: notify::drawn::Shelf,
    /// Threads waiting for `conn` ([`Moderator::let_others_in`]).
    waiting: AtomicUsize,
}

impl Moderator {
    /// A moderator over an open database (see [`store::open`]), with random keys, the built-in
    /// templates and the built-in games.
    pub fn new(conn: Connection, clock: Arc<dyn Clock>, config: ModeratorConfig) -> Self {
        Moderator {
            conn: Mutex::new(conn),
            reader: None,
            clock,
            config,
            keys: Mutex::new(Box::new(RandomKeys)),
            templates: Templates::builtin(),
            games: Registry::builtin(),
            drawn: Default::default(),
            waiting: AtomicUsize::new(0),
        }
    }

    /// Opens the database at `path` (migrating it) and builds a moderator over it.
    pub fn open(
        path: &Path,
        clock: Arc<dyn Clock>,
        config: ModeratorConfig,
    ) -> Result<Self, ModError> {
        let mut m = Self::new(store::open(path)?, clock, config);
        m.reader = Some(Mutex::new(store::open_reader(path)?));
        Ok(m)
    }

    /// Draw player keys from `keys` (tests: [`SeededKeys`]).
    pub fn with_keys(mut self, keys: impl KeySource + 'static) -> Self {
        self.keys = Mutex::new(Box::new(keys));
        self
    }

    /// Render mails with `templates` (an operator's overrides).
    pub fn with_templates(mut self, templates: Templates) -> Self {
        self.templates = templates;
        self
    }

    /// Takes new settings and templates (the daemon's SIGHUP: the config file read again);
    /// the database and the games stay as they are.
    pub fn reconfigure(&mut self, config: ModeratorConfig, templates: Templates) {
        self.config = config;
        self.templates = templates;
    }

    /// Runs the games of `registry` instead of the built-in ones (a test's own game).
    pub fn with_registry(mut self, registry: &'static Registry) -> Self {
        self.games = registry;
        self
    }

    /// The games this moderator runs, whose words its mails are read in.
    pub fn registry(&self) -> &'static Registry {
        self.games
    }

    pub fn config(&self) -> &ModeratorConfig {
        &self.config
    }

    /// The templates mails and archive pages are rendered with.
    pub fn templates(&self) -> &Templates {
        &self.templates
    }

    pub fn now(&self) -> DateTime<Utc> {
        // Stored times are whole seconds; so is every time the moderator works with.
        let t = self.clock.now();
        store::from_ts(t.timestamp())
    }

    /// The connection, once no other thread of this process uses it.
    fn lock(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.waiting.fetch_add(1, AtomicOrdering::SeqCst);
        let conn = self.conn.lock().expect("database lock");
        self.waiting.fetch_sub(1, AtomicOrdering::SeqCst);
        conn
    }

    /// Lets a thread waiting for the connection have it before this one takes it again: a
    /// mutex is not fair, and the tick, committing batch after batch, would keep it from the
    /// flusher sending beside it (at most a few milliseconds of waiting).
    pub(crate) fn let_others_in(&self) {
        let until = std::time::Instant::now() + std::time::Duration::from_millis(5);
        while self.waiting.load(AtomicOrdering::SeqCst) > 0 && std::time::Instant::now() < until {
            std::thread::yield_now();
        }
    }

    /// Runs `f` in one immediate (write-locking) transaction and commits if it succeeds.
    pub(crate) fn write<T>(
        &self,
        f: impl FnOnce(&Transaction) -> Result<T, ModError>,
    ) -> Result<T, ModError> {
        let mut conn = self.lock();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let out = f(&tx)?;
        tx.commit()?;
        Ok(out)
    }

    /// Runs `f` in a transaction that is always rolled back: "what would happen" checks.
    pub(crate) fn dry_run<T>(
        &self,
        f: impl FnOnce(&Transaction) -> Result<T, ModError>,
    ) -> Result<T, ModError> {
        let mut conn = self.lock();
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let out = f(&tx);
        tx.rollback()?;
        out
    }

    /// Runs `f` over the connection, for reads.
    pub(crate) fn read<T>(
        &self,
        f: impl FnOnce(&Connection) -> Result<T, ModError>,
    ) -> Result<T, ModError> {
        let conn = self.lock();
        f(&conn)
    }

    /// [`Moderator::read`] on the second connection, where there is one: what is committed,
    /// read without waiting for the first connection's transaction (the tick's) to end. For
    /// reads beside the tick that need nothing it has not committed: the pictures of the
    /// mails due.
    pub(crate) fn read_aside<T>(
        &self,
        f: impl FnOnce(&Connection) -> Result<T, ModError>,
    ) -> Result<T, ModError> {
        match &self.reader {
            Some(reader) => f(&reader.lock().unwrap_or_else(|p| p.into_inner())),
            None => self.read(f),
        }
    }

    /// Whether commits wait for the disk (true, as opened) or only write the log, for a caller
    /// that makes them durable itself with [`crate::store::sync_log`] before anything depends
    /// on them (the daemon's intake: see `daemon::intake`).
    pub fn set_commit_sync(&self, wait: bool) -> Result<(), ModError> {
        Ok(store::set_commit_sync(&self.lock(), wait)?)
    }

    /// The database's write-ahead log file (none in memory): [`crate::store::sync_log`].
    pub fn log_path(&self) -> Option<std::path::PathBuf> {
        store::log_path(&self.lock())
    }

    /// Direct access to the connection (the CLI's `db check`, tests that inspect tables).
    pub fn with_connection<T>(&self, f: impl FnOnce(&mut Connection) -> T) -> T {
        let mut conn = self.lock();
        f(&mut conn)
    }

    pub(crate) fn engine(&self, kind: &str) -> Result<&'static dyn DynGame, ModError> {
        self.games
            .by_kind(kind)
            .ok_or_else(|| ModError::UnknownKind {
                kind: kind.to_string(),
                known: known_kinds(self.games),
            })
    }

    /// The open turn of `g` as its game names it (`setup`, `round 3`): what mails say.
    pub(crate) fn turn_title(&self, g: &store::games::GameRow) -> Result<String, ModError> {
        Ok(self
            .engine(&g.kind)?
            .load(&g.state)?
            .phase_in(self.notify().say())
            .title)
    }

    pub(crate) fn new_key(&self) -> String {
        self.keys.lock().expect("key source lock").next_key()
    }
}

fn known_kinds(games: &Registry) -> String {
    let k = games.kinds();
    if k.is_empty() {
        "no games yet".into()
    } else {
        k
    }
}
