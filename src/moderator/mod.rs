//! The moderator core: everything a human moderator does between two rounds, as library calls
//! over the SQLite store. It never knows which game it runs: it drives a `&dyn DynGame` found by
//! the game's kind.
//!
//! The mail daemon turns each received mail into one [`Moderator::handle_mail`] call, calls
//! [`Moderator::tick`] on a timer, and sends what [`Moderator::outbox_due`] hands it, reporting
//! back with [`Moderator::mark_sent`] / [`Moderator::mark_failed`]. The admin CLI calls the
//! lifecycle functions ([`Moderator::create_game`], [`Moderator::pause`], ...).
//!
//! Every call that changes anything runs in one `BEGIN IMMEDIATE` transaction, and the mails it
//! causes are queued in the outbox inside that same transaction: a crash never leaves a state
//! change without its mails or the other way round.
//!
//! Modules: [`lifecycle`] (creating games and the admin actions), [`timers`] (deadlines, early
//! execution, Speedbots, reminders, running rounds, `tick`), [`commands`] (one mail in, one
//! reply out), [`notify`] (building and queueing mails), [`schedule`] (deadline arithmetic),
//! [`replay`], [`export`].

pub mod commands;
pub mod error;
pub mod export;
pub mod keys;
pub mod lifecycle;
pub mod notify;
pub mod replay;
pub mod schedule;
pub mod timers;

pub use commands::MailOutcome;
pub use error::ModError;
pub use keys::{KeySource, RandomKeys, SeededKeys};
pub use lifecycle::{GameView, NewGame, NewPlayer, SubmitOutcome};
pub use replay::ReplayReport;
pub use timers::TickReport;

use crate::clock::Clock;
use crate::games::DynGame;
use crate::store;
use crate::store::mail::OutboxId;
use crate::templates::Templates;
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use rusqlite::{Connection, Transaction, TransactionBehavior};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// How the moderator finds a game engine by kind; [`crate::games::by_kind`] unless a test
/// injects its own.
pub type GameLookup = fn(&str) -> Option<&'static dyn DynGame>;

/// robomod's own mail address and name, from which the From header and each player's
/// plus-address (`robomod+g12.k7Qf3aZ@example.test`) are built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MailIdentity {
    /// `robomod@example.test`
    pub address: String,
    /// `robomod`
    pub display_name: String,
}

impl MailIdentity {
    /// The From header: `robomod <robomod@example.test>`, the name quoted when it needs it.
    pub fn from_header(&self) -> String {
        let plain = self
            .display_name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || " -_!#$%&'*+/=?^`{|}~".contains(c));
        if plain {
            format!("{} <{}>", self.display_name, self.address)
        } else {
            let escaped = self.display_name.replace('\\', "\\\\").replace('"', "\\\"");
            format!("\"{escaped}\" <{}>", self.address)
        }
    }

    fn parts(&self) -> (&str, &str) {
        self.address
            .rsplit_once('@')
            .unwrap_or((&self.address, "localhost"))
    }

    /// The domain Message-IDs are made in.
    pub fn domain(&self) -> &str {
        self.parts().1
    }

    /// The address a player replies to: `{local}+g{game}.{key}@{domain}`.
    pub fn plus_address(&self, game: i64, key: &str) -> String {
        let (local, domain) = self.parts();
        format!("{local}+g{game}.{key}@{domain}")
    }
}

/// The moderator's own settings (the config file's `[moderator]` part, once it is wired).
#[derive(Clone, Debug)]
pub struct ModeratorConfig {
    pub identity: MailIdentity,
    /// At most this many replies per hour to one address; mails beyond it are recorded and
    /// acted on but not answered.
    pub replies_per_hour: u32,
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
}

impl Default for ModeratorConfig {
    fn default() -> Self {
        ModeratorConfig {
            identity: MailIdentity {
                address: "robomod@localhost".into(),
                display_name: "robomod".into(),
            },
            replies_per_hour: 20,
            schedule: "22:00".into(),
            tz: Tz::UTC,
            min_notice: Duration::hours(20),
            early_delay: Duration::zero(),
            reminder_lead: Some(Duration::hours(12)),
        }
    }
}

/// The moderator: a database, a clock, settings, a key source, the mail templates.
pub struct Moderator {
    conn: Mutex<Connection>,
    clock: Arc<dyn Clock>,
    config: ModeratorConfig,
    keys: Mutex<Box<dyn KeySource>>,
    templates: Templates,
    games: GameLookup,
}

impl Moderator {
    /// A moderator over an open database (see [`store::open`]), with random keys, the built-in
    /// templates and the built-in games.
    pub fn new(conn: Connection, clock: Arc<dyn Clock>, config: ModeratorConfig) -> Self {
        Moderator {
            conn: Mutex::new(conn),
            clock,
            config,
            keys: Mutex::new(Box::new(RandomKeys)),
            templates: Templates::builtin(),
            games: crate::games::by_kind,
        }
    }

    /// Opens the database at `path` (migrating it) and builds a moderator over it.
    pub fn open(
        path: &Path,
        clock: Arc<dyn Clock>,
        config: ModeratorConfig,
    ) -> Result<Self, ModError> {
        Ok(Self::new(store::open(path)?, clock, config))
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

    /// Find game engines with `lookup` instead of the built-in registry (tests).
    pub fn with_games(mut self, lookup: GameLookup) -> Self {
        self.games = lookup;
        self
    }

    pub fn config(&self) -> &ModeratorConfig {
        &self.config
    }

    pub fn now(&self) -> DateTime<Utc> {
        // Stored times are whole seconds; so is every time the moderator works with.
        let t = self.clock.now();
        store::from_ts(t.timestamp())
    }

    /// Runs `f` in one immediate (write-locking) transaction and commits if it succeeds.
    pub(crate) fn write<T>(
        &self,
        f: impl FnOnce(&Transaction) -> Result<T, ModError>,
    ) -> Result<T, ModError> {
        let mut conn = self.conn.lock().expect("database lock");
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let out = f(&tx)?;
        tx.commit()?;
        Ok(out)
    }

    /// Runs `f` over the connection, for reads.
    pub(crate) fn read<T>(
        &self,
        f: impl FnOnce(&Connection) -> Result<T, ModError>,
    ) -> Result<T, ModError> {
        let conn = self.conn.lock().expect("database lock");
        f(&conn)
    }

    /// Direct access to the connection (the CLI's `db check`, tests that inspect tables).
    pub fn with_connection<T>(&self, f: impl FnOnce(&mut Connection) -> T) -> T {
        let mut conn = self.conn.lock().expect("database lock");
        f(&mut conn)
    }

    pub(crate) fn engine(&self, kind: &str) -> Result<&'static dyn DynGame, ModError> {
        (self.games)(kind).ok_or_else(|| ModError::UnknownKind {
            kind: kind.to_string(),
            known: known_kinds(),
        })
    }

    pub(crate) fn new_key(&self) -> String {
        self.keys.lock().expect("key source lock").next_key()
    }

    // ----- the outbox, for the flusher -----

    /// Mails due to be sent at `now`, oldest first, at most `limit`: each with its id and the
    /// number of attempts made so far.
    pub fn outbox_due(
        &self,
        now: DateTime<Utc>,
        limit: usize,
    ) -> Result<Vec<(OutboxId, crate::outgoing::OutgoingMail, u32)>, ModError> {
        let rows = self.read(|c| store::mail::outbox_due(c, now, limit))?;
        Ok(rows
            .into_iter()
            .map(|r| (r.id, r.mail, r.attempts))
            .collect())
    }

    /// The mail went out.
    pub fn mark_sent(&self, id: OutboxId, now: DateTime<Utc>) -> Result<(), ModError> {
        self.write(|c| store::mail::mark_sent(c, id, now))
    }

    /// An attempt failed: try again at `next_attempt` (see [`retry_backoff`]), or give up on
    /// the mail with `None`.
    pub fn mark_failed(
        &self,
        id: OutboxId,
        error: &str,
        next_attempt: Option<DateTime<Utc>>,
    ) -> Result<(), ModError> {
        self.write(|c| store::mail::mark_failed(c, id, error, next_attempt))
    }
}

/// How long the flusher waits before the next attempt after `attempts` failed ones:
/// 1 min, 2, 4, ... doubling, at most 6 hours. The caller decides when to give up.
pub fn retry_backoff(attempts: u32) -> Duration {
    let minutes = 1i64 << attempts.min(9);
    Duration::minutes(minutes).min(Duration::hours(6))
}

fn known_kinds() -> String {
    let k = crate::games::kinds();
    if k.is_empty() {
        "no games yet".into()
    } else {
        k
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identity_builds_from_and_plus_address() {
        let id = MailIdentity {
            address: "robomod@example.test".into(),
            display_name: "robomod".into(),
        };
        assert_eq!(id.from_header(), "robomod <robomod@example.test>");
        assert_eq!(
            id.plus_address(12, "k7Qf3aZ"),
            "robomod+g12.k7Qf3aZ@example.test"
        );
        let odd = MailIdentity {
            display_name: "Rob, the \"Mod\"".into(),
            ..id
        };
        assert_eq!(
            odd.from_header(),
            "\"Rob, the \\\"Mod\\\"\" <robomod@example.test>"
        );
    }

    #[test]
    fn backoff_doubles_and_caps() {
        assert_eq!(retry_backoff(0), Duration::minutes(1));
        assert_eq!(retry_backoff(3), Duration::minutes(8));
        assert_eq!(retry_backoff(30), Duration::hours(6));
    }
}
