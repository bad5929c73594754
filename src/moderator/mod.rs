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
//! Modules: [`lifecycle`] (creating and viewing games), [`admin`] (the admin actions), [`timers`] (deadlines, early
//! execution, Speedbots, reminders, running rounds, `tick`), [`commands`] (one mail in: each
//! command applied), [`orders`] (orders read in the open turn and stored), [`reply`] (the one
//! reply out), [`hold`] (games held when their round cannot be run), [`notify`] (building and
//! queueing mails), [`schedule`] (deadline arithmetic),
//! [`replay`], [`export`], [`outbox`] (dead mail: bounces, audit, listing, retry), [`due`] (when
//! the next work is due, for the daemon's sleep).

pub mod absence;
pub mod admin;
pub mod archive;
pub mod commands;
pub mod due;
pub mod error;
pub mod export;
pub mod hold;
pub mod intake;
pub mod keys;
pub mod lateness;
pub mod lifecycle;
pub mod notify;
pub mod orders;
pub mod outbox;
pub mod pictures;
pub mod press;
pub mod replay;
pub mod reply;
pub mod report_pictures;
pub mod rollback;
pub mod schedule;
pub mod seats;
pub mod timers;
pub mod tools;

pub use commands::MailOutcome;
pub use error::ModError;
pub use intake::Handled;
pub use keys::{KeySource, RandomKeys, SeededKeys};
pub use lifecycle::{GameView, NewGame, NewPlayer, SubmitOutcome, Unreadable};
pub use replay::ReplayReport;
pub use timers::TickReport;

/// robomod's own address and tag format: one type shared with the mail layer, so that what
/// the moderator writes (subject tag, plus-address) is exactly what the mail layer reads back.
pub use crate::mail::MailIdentity;

use crate::clock::Clock;
use crate::games::DynGame;
use crate::store;
use crate::store::mail::OutboxId;
use crate::templates::Templates;
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use rusqlite::{Connection, Transaction, TransactionBehavior};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering as AtomicOrdering};
use std::sync::{Arc, Mutex};

/// How the moderator finds a game engine by kind; [`crate::games::by_kind`] unless a test
/// injects its own.
pub type GameLookup = fn(&str) -> Option<&'static dyn DynGame>;

/// The moderator's own settings, built from the config file by
/// [`ModeratorConfig::from_config`] (identity, `[rate_limit]`, `[games]`).
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
        }
    }
}

impl ModeratorConfig {
    /// The moderator's part of the config file: `[identity]`, `[rate_limit]`, `[games]`.
    pub fn from_config(config: &crate::config::Config) -> Result<Self, crate::config::ConfigError> {
        use crate::config::ConfigError;
        use schedule::{parse_duration, parse_tz};
        let invalid = |key: &'static str, problem: String| ConfigError::Invalid {
            key,
            problem,
            fix: "see config.example.toml".into(),
        };
        let duration = |key, s: &str| parse_duration(s).map_err(|e| invalid(key, e));
        let g = &config.games;
        schedule::parse_schedule(&g.schedule).map_err(|e| invalid("games.schedule", e))?;
        if g.absence_max_days > schedule::MAX_DURATION_DAYS as u32 {
            return Err(invalid(
                "games.absence_max_days",
                format!(
                    "{} days is more than a year: at most {}",
                    g.absence_max_days,
                    schedule::MAX_DURATION_DAYS
                ),
            ));
        }
        let reminder_lead = duration("games.reminder_lead", &g.reminder_lead)?;
        Ok(ModeratorConfig {
            identity: config.identity(),
            max_replies: config.rate_limit.max_replies,
            reply_window: Duration::minutes(i64::from(config.rate_limit.window_minutes)),
            schedule: g.schedule.clone(),
            tz: parse_tz(&g.tz).map_err(|e| invalid("games.tz", e))?,
            min_notice: duration("games.min_notice", &g.min_notice)?,
            early_delay: duration("games.early_delay", &g.early_delay)?,
            reminder_lead: (reminder_lead > Duration::zero()).then_some(reminder_lead),
            operator: config.identity.operator.clone(),
            absence_max_days: g.absence_max_days,
            absences_per_game: g.absences_per_game,
            miss_alert: g.miss_alert,
            pictures: config.reports.pictures,
            report_pictures: report_pictures::Pictures::parse(&config.reports.default).ok_or_else(
                || {
                    invalid(
                        "reports.default",
                        format!(
                            "{:?}: write registers, round or none",
                            config.reports.default
                        ),
                    )
                },
            )?,
            refusals_per_hour: config.rate_limit.refusals_per_hour,
            refusals_per_domain_per_hour: config.rate_limit.refusals_per_domain_per_hour,
            alerts_per_hour: config.rate_limit.alerts_per_hour,
            stranger_days: config.inbound.stranger_days,
            stranger_max_bytes: config.inbound.stranger_max_bytes,
        })
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
    /// The board pictures drawn lately, while their mails leave.
    drawn: Mutex<pictures::Drawn>,
    /// Threads waiting for `conn` ([`Moderator::let_others_in`]).
    waiting: AtomicUsize,
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
            drawn: Mutex::default(),
            waiting: AtomicUsize::new(0),
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

    /// Whether commits wait for the disk (true, as opened) or only write the log, for a caller
    /// that makes them durable itself with [`crate::store::sync_log`] before anything depends
    /// on them (the daemon's intake: see `daemon::intake`).
    pub fn set_commit_sync(&self, wait: bool) -> Result<(), ModError> {
        store::set_commit_sync(&self.lock(), wait)
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
        (self.games)(kind).ok_or_else(|| ModError::UnknownKind {
            kind: kind.to_string(),
            known: known_kinds(),
        })
    }

    /// The open turn of `g` as its game names it (`setup`, `round 3`): what mails say.
    pub(crate) fn turn_title(&self, g: &store::games::GameRow) -> Result<String, ModError> {
        Ok(self.engine(&g.kind)?.phase(&g.state)?.title)
    }

    /// Whether `address` had `max_replies` replies within the rate-limit window before `now`:
    /// then it gets no further answer for now.
    pub(crate) fn rate_limited(
        &self,
        c: &Connection,
        address: &str,
        now: DateTime<Utc>,
    ) -> Result<bool, ModError> {
        let since = now - self.config.reply_window;
        let sent = store::mail::replies_since(c, address, since, commands::REPLY_KINDS)?;
        Ok(sent >= self.config.max_replies)
    }

    /// Whether a refusal to `address` (no player) would pass the caps on refusals: all of
    /// them within the hour before `now`, and those to its domain.
    pub(crate) fn refusals_capped(
        &self,
        c: &Connection,
        address: &str,
        now: DateTime<Utc>,
    ) -> Result<bool, ModError> {
        use crate::outgoing::MailKind::Refusal;
        let since = now - Duration::hours(1);
        if store::mail::kind_since(c, Refusal, since, None)? >= self.config.refusals_per_hour {
            return Ok(true);
        }
        let domain = address.rsplit_once('@').map_or("", |(_, d)| d);
        let to_domain = store::mail::kind_since(c, Refusal, since, Some(domain))?;
        Ok(to_domain >= self.config.refusals_per_domain_per_hour)
    }

    /// Drops the raw bytes of strangers' mails past their retention (see
    /// [`ModeratorConfig::stranger_days`]); how many.
    pub fn forget_strangers(&self) -> Result<usize, ModError> {
        let days = i64::from(self.config.stranger_days.min(366));
        let before = self.now() - Duration::days(days);
        self.write(|c| store::mail::forget_strangers(c, before, self.config.stranger_max_bytes))
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
        self.ready(rows)
    }

    /// [`Moderator::outbox_due`] with ids above `after` only: what was queued since (the
    /// daemon sends the replies to mail read during a sweep ahead of the sweep's backlog).
    pub fn outbox_due_after(
        &self,
        now: DateTime<Utc>,
        after: OutboxId,
        limit: usize,
    ) -> Result<Vec<(OutboxId, crate::outgoing::OutgoingMail, u32)>, ModError> {
        let rows = self.read(|c| store::mail::outbox_due_after(c, now, after, limit))?;
        self.ready(rows)
    }

    /// The highest outbox id so far (none in an empty outbox).
    pub fn last_outbox_id(&self) -> Result<Option<OutboxId>, ModError> {
        let id: Option<i64> = self.read(|c| {
            Ok(c.prepare_cached("SELECT MAX(id) FROM outbox")?
                .query_row([], |r| r.get(0))?)
        })?;
        Ok(id.map(OutboxId))
    }

    /// Due outbox rows as mails to send, their pictures attached.
    fn ready(
        &self,
        rows: Vec<store::mail::OutboxRow>,
    ) -> Result<Vec<(OutboxId, crate::outgoing::OutgoingMail, u32)>, ModError> {
        // The pictures are stored once, drawn when their first mail leaves, and loaded as
        // each mail leaves; one that could not be drawn is left out.
        let pngs = self.draw_pictures(&picture_ids(&rows))?;
        Ok(rows
            .into_iter()
            .map(|mut r| {
                r.mail.attachments.retain_mut(|a| {
                    a.data = pngs
                        .get(&a.picture)
                        .map(|png| png.as_ref().clone())
                        .unwrap_or_default();
                    !a.data.is_empty()
                });
                (r.id, r.mail, r.attempts)
            })
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

/// How long the flusher waits before the next attempt after `attempts` failed ones with the
/// default [`Backoff`](crate::mail::flush::Backoff): 1 min, 2, 4, ... doubling, at most 6 hours.
pub fn retry_backoff(attempts: u32) -> Duration {
    crate::mail::flush::Backoff::default().delay(attempts)
}

/// The outbox table as the mail layer's flusher sees it: a thin adapter over
/// [`Moderator::outbox_due`] and the marks of [`crate::store::mail`], a batch's outcomes in one
/// transaction (one sync to disk per batch, not per mail). On a shared reference, so that the
/// daemon can send while the tick runs on another thread (`flush(&mut &moderator, ..)`).
impl crate::mail::OutboxQueue for &Moderator {
    type Error = ModError;

    fn due(
        &mut self,
        now: DateTime<Utc>,
        limit: usize,
    ) -> Result<Vec<crate::mail::QueuedMail>, ModError> {
        Ok(self
            .outbox_due(now, limit)?
            .into_iter()
            .map(|(id, mail, attempts)| crate::mail::QueuedMail {
                id: id.0,
                mail,
                attempts,
            })
            .collect())
    }

    fn prepare_after(&self, now: DateTime<Utc>, after: i64, limit: usize) {
        let next = self.read(|c| store::mail::outbox_due_after(c, now, OutboxId(after), limit));
        let ids = next.map(|rows| picture_ids(&rows));
        // Nothing is lost when this fails: the next batch draws what it needs itself.
        if let Err(e) = ids.and_then(|ids| self.draw_pictures(&ids)) {
            tracing::warn!("drawing the next batch's pictures ahead failed: {e}");
        }
    }

    fn settle(
        &mut self,
        outcomes: &[(i64, crate::mail::Outcome)],
        now: DateTime<Utc>,
    ) -> Result<(), ModError> {
        use crate::mail::Outcome;
        self.write(|c| {
            for (id, outcome) in outcomes {
                let id = OutboxId(*id);
                match outcome {
                    Outcome::Sent => store::mail::mark_sent(c, id, now)?,
                    Outcome::Failed { error, retry_at } => {
                        store::mail::mark_failed(c, id, error, Some(*retry_at))?
                    }
                    Outcome::Dead { error } => self.dead_in(c, id, error, now)?,
                }
            }
            Ok(())
        })
    }
}

/// The pictures the mails of `rows` attach.
fn picture_ids(rows: &[store::mail::OutboxRow]) -> std::collections::BTreeSet<i64> {
    rows.iter()
        .flat_map(|r| r.mail.attachments.iter().map(|a| a.picture))
        .collect()
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
    fn backoff_doubles_and_caps() {
        assert_eq!(retry_backoff(0), Duration::minutes(1));
        assert_eq!(retry_backoff(3), Duration::minutes(8));
        assert_eq!(retry_backoff(30), Duration::hours(6));
    }
}
