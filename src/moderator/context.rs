//! The shared context every flow of the moderator reads through ([`crate::moderator::layers`]):
//! the store's connection and its transactions, the clock, the settings, the games' registry,
//! the key source, the templates and the shelf of pictures drawn lately. It knows no flow: a
//! flow holds a `&Ctx`, and nothing here reaches one.

use super::{error::ModError, keys::KeySource, keys::RandomKeys, settings::ModeratorConfig};
use crate::clock::Clock;
use crate::games::{DynGame, Registry};
use crate::moderator::done::Done;
use crate::store;
use crate::store::games::{GameRow, game};
use crate::templates::Templates;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, Transaction, TransactionBehavior};
use std::sync::atomic::{AtomicUsize, Ordering as AtomicOrdering};
use std::sync::{Arc, Mutex};

/// The moderator's shared context: a database, a clock, settings, a key source, the mail
/// templates.
pub struct Ctx {
    /// A second connection, for reads that need not wait for the first one's writes
    /// ([`Ctx::read_aside`]); none for a database in memory. Declared (so dropped)
    /// before `conn`: the last connection to close folds the log into the database and
    /// removes it, which a reader cannot do.
    pub(crate) reader: Option<Mutex<Connection>>,
    conn: Mutex<Connection>,
    clock: Arc<dyn Clock>,
    pub(crate) config: ModeratorConfig,
    pub(crate) keys: Mutex<Box<dyn KeySource>>,
    pub(crate) templates: Templates,
    /// The games it runs ([`crate::moderator::front::Moderator::with_registry`]).
    pub(crate) games: &'static Registry,
    /// The board pictures drawn lately, while their mails leave.
    pub(crate) drawn: crate::moderator::drawn::Shelf,
    /// Threads waiting for `conn` ([`Ctx::let_others_in`]).
    waiting: AtomicUsize,
}

impl Ctx {
    /// The context over an open database (see [`store::open`]), with random keys, the
    /// built-in templates and the built-in games.
    pub(crate) fn new(conn: Connection, clock: Arc<dyn Clock>, config: ModeratorConfig) -> Self {
        Ctx {
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

    /// [`Ctx::read`] on the second connection, where there is one: what is committed,
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
            .phase_in(crate::lang::now())
            .title)
    }

    pub(crate) fn new_key(&self) -> String {
        self.keys.lock().expect("key source lock").next_key()
    }

    /// Runs `f` on game `id` in one transaction, counting the mails it queues (unless `f` did).
    pub(crate) fn on_game(
        &self,
        id: i64,
        f: impl FnOnce(&Connection, &mut GameRow, DateTime<Utc>) -> Result<Done, ModError>,
    ) -> Result<Done, ModError> {
        let now = self.now();
        self.write(|c| {
            let mut g = game(c, id)?;
            let first = store::mail::next_outbox_id(c)?;
            let mut done = f(c, &mut g, now)?;
            // An action that withdraws queued mails (a rollback) counts its own: the ids it
            // frees are taken again.
            if done.mails == 0 {
                done.mails = store::mail::queued_since(c, first)?;
            }
            Ok(done)
        })
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
