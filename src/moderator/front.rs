//! The front of the moderator: [`Moderator`], one shared context ([`Ctx`]) that every flow
//! reads through, built and reconfigured here; the flows are handed out by name in
//! `layers.rs`.

use crate::clock::Clock;
use crate::games::Registry;
use crate::moderator::context::Ctx;
use crate::moderator::error::ModError;
use crate::moderator::keys::KeySource;
use crate::moderator::settings::ModeratorConfig;
use crate::store;
use crate::templates::Templates;
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use std::path::Path;
use std::sync::{Arc, Mutex};

/// The moderator: one shared context ([`Ctx`]: a database, a clock, settings, a key source,
/// the mail templates) and the flows over it, each asked for by name ([`layers`]).
pub struct Moderator {
    ctx: Ctx,
}

impl Moderator {
    /// A moderator over an open database (see [`store::open`]), with random keys, the built-in
    /// templates and the built-in games.
    pub fn new(conn: Connection, clock: Arc<dyn Clock>, config: ModeratorConfig) -> Self {
        Moderator {
            ctx: Ctx::new(conn, clock, config),
        }
    }

    /// Opens the database at `path` (migrating it) and builds a moderator over it.
    pub fn open(
        path: &Path,
        clock: Arc<dyn Clock>,
        config: ModeratorConfig,
    ) -> Result<Self, ModError> {
        let mut m = Self::new(store::open(path)?, clock, config);
        m.ctx.reader = Some(Mutex::new(store::open_reader(path)?));
        Ok(m)
    }

    /// Draw player keys from `keys` (tests: [`crate::moderator::keys::SeededKeys`]).
    pub fn with_keys(mut self, keys: impl KeySource + 'static) -> Self {
        self.ctx.keys = Mutex::new(Box::new(keys));
        self
    }

    /// Render mails with `templates` (an operator's overrides).
    pub fn with_templates(mut self, templates: Templates) -> Self {
        self.ctx.templates = templates;
        self
    }

    /// Takes new settings and templates (the daemon's SIGHUP: the config file read again);
    /// the database and the games stay as they are.
    pub fn reconfigure(&mut self, config: ModeratorConfig, templates: Templates) {
        self.ctx.config = config;
        self.ctx.templates = templates;
    }

    /// Runs the games of `registry` instead of the built-in ones (a test's own game).
    pub fn with_registry(mut self, registry: &'static Registry) -> Self {
        self.ctx.games = registry;
        self
    }

    /// The shared context the flows read through.
    pub(crate) fn ctx(&self) -> &Ctx {
        &self.ctx
    }

    /// The games this moderator runs, whose words its mails are read in.
    pub fn registry(&self) -> &'static Registry {
        self.ctx.registry()
    }

    pub fn config(&self) -> &ModeratorConfig {
        self.ctx.config()
    }

    /// The templates mails and archive pages are rendered with.
    pub fn templates(&self) -> &Templates {
        self.ctx.templates()
    }

    pub fn now(&self) -> DateTime<Utc> {
        self.ctx.now()
    }

    /// Whether commits wait for the disk (true, as opened) or only write the log, for a caller
    /// that makes them durable itself with [`crate::store::sync_log`] before anything depends
    /// on them (the daemon's intake: see `daemon::intake`).
    pub fn set_commit_sync(&self, wait: bool) -> Result<(), ModError> {
        self.ctx.set_commit_sync(wait)
    }

    /// The database's write-ahead log file (none in memory): [`crate::store::sync_log`].
    pub fn log_path(&self) -> Option<std::path::PathBuf> {
        self.ctx.log_path()
    }

    /// Direct access to the connection (the CLI's `db check`, tests that inspect tables).
    pub fn with_connection<T>(&self, f: impl FnOnce(&mut Connection) -> T) -> T {
        self.ctx.with_connection(f)
    }
}
