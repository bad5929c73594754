//! `robomod status`: how an install is doing, in figures a cron job or a monitoring check can
//! read (`--json`), and the list of what needs the operator (then the command exits 1). It
//! only looks: the database is opened read-only, the Maildir is listed, the daemon's lock is
//! probed ([`lock::probe`]), nothing connects. [`acknowledge`] (`status --ack`) is the one
//! write: an audit row after which the mail given up or quarantined so far no longer counts.
//!
//! What needs the operator: no daemon holding the database's lock when the last pass came
//! from a running `serve` (it stopped: known at once, not after a pass age); no pass recorded,
//! or none for longer than `max_pass_age`; the last pass failed (a stage, or mail the server
//! would not take); mail waiting in the inbox, or queued to go out, for longer than `max_lag`;
//! mail given up or quarantined in the last 24 hours and since the last acknowledgement; games
//! held (their round could not be run: see `src/moderator/round/hold.rs`).
//!
//! Beside them, what robomod keeps and how fast it grows ([`sizes`]): the database's size and
//! the archive's, each with its growth per week.

mod sizes;
pub use sizes::bytes;

use crate::config::{Config, InboundKind};
use crate::daemon::last_pass::{self, LastPass};
use crate::daemon::lock;
use crate::moderator::ModError;
use crate::store;
use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;
use serde::Serialize;
use std::path::Path;

/// When a figure becomes a problem.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The last pass may be at most this old.
    pub max_pass_age: Duration,
    /// A mail may wait this long in the inbox, or in the outbox, before it counts as late.
    pub max_lag: Duration,
}

impl Limits {
    /// 15 minutes for a mail waiting, whatever the poll. The last pass: 15 minutes, or the
    /// poll interval and 5 minutes when that is longer (an idle daemon passes once a poll).
    pub fn for_config(config: &Config) -> Limits {
        let poll = Duration::seconds(i64::try_from(config.poll_interval_secs).unwrap_or(86_400));
        let lag = Duration::minutes(15);
        Limits {
            max_pass_age: lag.max(poll + Duration::minutes(5)),
            max_lag: lag,
        }
    }
}

/// Whether a daemon serves the database now, from its lock ([`lock::probe`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct DaemonState {
    /// `Some(true)`: a process holds the lock; `None`: the lock file could not be read.
    pub serving: Option<bool>,
    pub pid: Option<u32>,
}

/// The games, by status.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Games {
    pub active: i64,
    pub paused: i64,
    pub finished: i64,
    pub abandoned: i64,
    /// Games held for the operator: their round could not be run.
    pub held: i64,
}

/// Mail not yet handled, in the inbox.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Inbox {
    /// "maildir" or "imap".
    pub kind: &'static str,
    /// Mails waiting to be read; `None` for IMAP (status does not log in to count).
    pub waiting: Option<usize>,
    /// Seconds since the oldest waiting mail arrived: the lag of the oldest unanswered mail.
    pub oldest_waiting_secs: Option<i64>,
}

/// Mail robomod sends.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Outbox {
    pub queued: i64,
    /// Held by the operator (`robomod mail hold`), sent after `robomod mail flush`.
    pub held: i64,
    /// Seconds since the oldest queued mail was queued.
    pub oldest_queued_secs: Option<i64>,
    /// Mail given up (`robomod mail outbox --dead`), in all and in the last 24 hours.
    pub dead: i64,
    pub dead_last_day: i64,
}

/// Mail whose handling failed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Failures {
    /// Failed at least once and still tried on each pass.
    pub failing: i64,
    /// Moved to quarantine, in all and in the last 24 hours (`robomod mail failures`).
    pub quarantined: i64,
    pub quarantined_last_day: i64,
}

/// Everything `robomod status` reports.
#[derive(Clone, Debug, Serialize)]
pub struct Status {
    pub now: DateTime<Utc>,
    pub database: String,
    /// `None` when there is no database yet.
    pub schema_version: Option<usize>,
    pub daemon: DaemonState,
    /// The last `status --ack`: mail given up or quarantined before it no longer counts.
    pub acknowledged_at: Option<DateTime<Utc>>,
    pub games: Games,
    pub inbox: Inbox,
    pub outbox: Outbox,
    pub failures: Failures,
    pub last_pass: Option<LastPass>,
    /// Seconds since the last pass finished.
    pub last_pass_age_secs: Option<i64>,
    /// The database's and the archive's sizes and growth per week.
    pub sizes: sizes::Sizes,
    /// What needs the operator, one line each with what to do; empty: all is well.
    pub problems: Vec<String>,
    /// Where robomod mails its alerts (`identity.operator`); `None`: nowhere, so nobody hears
    /// of a player who resigns or goes silent, or of mail given up.
    pub operator: Option<String>,
}

fn count(c: &Connection, sql: &str, params: impl rusqlite::Params) -> Result<i64, ModError> {
    Ok(c.query_row(sql, params, |r| r.get(0))?)
}

fn games(c: &Connection) -> Result<Games, ModError> {
    let by = |status: &str| count(c, "SELECT count(*) FROM games WHERE status = ?1", [status]);
    let held = store::held::held_count(c)?;
    Ok(Games {
        active: by("active")?,
        paused: by("paused")?,
        finished: by("finished")?,
        abandoned: by("abandoned")?,
        held,
    })
}

/// The start of the window in which mail given up or quarantined counts: the last 24 hours,
/// or since the last acknowledgement when that is later.
fn since(now: DateTime<Utc>, ack: Option<DateTime<Utc>>) -> i64 {
    let day_ago = now - Duration::days(1);
    // The second of the acknowledgement itself is behind it.
    store::ts(ack.map_or(day_ago, |a| (a + Duration::seconds(1)).max(day_ago)))
}

/// The time of the last `status --ack`.
fn acknowledged(c: &Connection) -> Result<Option<DateTime<Utc>>, ModError> {
    let at: Option<i64> = c.query_row(
        "SELECT max(at) FROM audit WHERE action = ?1",
        [ACK_ACTION],
        |r| r.get(0),
    )?;
    Ok(at.map(store::from_ts))
}

/// The audit action `status --ack` records.
const ACK_ACTION: &str = "status_ack";

/// `robomod status --ack`: from `now` on, mail given up or quarantined so far is no longer a
/// problem (one audit row; the figures in all stay). The database must exist.
pub fn acknowledge(db: &Path, now: DateTime<Utc>) -> Result<(), ModError> {
    if !db.is_file() {
        return Err(ModError::Input(format!(
            "no database at {}: nothing to acknowledge",
            db.display()
        )));
    }
    let c = store::open(db)?;
    store::audit::record(&c, now, None, "admin", ACK_ACTION, serde_json::json!({}))?;
    Ok(())
}

fn outbox(c: &Connection, now: DateTime<Utc>, day_ago: i64) -> Result<Outbox, ModError> {
    // Held mail (`robomod mail hold`) waits on the operator, not on the daemon: not late.
    let held = store::mail::HELD_UNTIL;
    let oldest: Option<i64> = c.query_row(
        "SELECT min(queued_at) FROM outbox WHERE state = 'queued' AND next_attempt_at < ?1",
        [held],
        |r| r.get(0),
    )?;
    Ok(Outbox {
        queued: count(
            c,
            "SELECT count(*) FROM outbox WHERE state = 'queued' AND next_attempt_at < ?1",
            [held],
        )?,
        held: count(
            c,
            "SELECT count(*) FROM outbox WHERE state = 'queued' AND next_attempt_at >= ?1",
            [held],
        )?,
        oldest_queued_secs: oldest.map(|t| store::ts(now) - t),
        dead: count(c, "SELECT count(*) FROM outbox WHERE state = 'dead'", [])?,
        dead_last_day: count(
            c,
            "SELECT count(*) FROM audit WHERE action = 'mail_dead' AND at >= ?1",
            [day_ago],
        )?,
    })
}

fn failures(c: &Connection, day_ago: i64) -> Result<Failures, ModError> {
    Ok(Failures {
        failing: count(
            c,
            "SELECT count(*) FROM inbox_failures WHERE quarantined_at IS NULL",
            [],
        )?,
        quarantined: count(
            c,
            "SELECT count(*) FROM inbox_failures WHERE quarantined_at IS NOT NULL",
            [],
        )?,
        quarantined_last_day: count(
            c,
            "SELECT count(*) FROM inbox_failures WHERE quarantined_at >= ?1",
            [day_ago],
        )?,
    })
}

fn inbox(config: &Config, now: DateTime<Utc>) -> Result<Inbox, String> {
    match config.inbound.kind {
        InboundKind::Imap => Ok(Inbox {
            kind: "imap",
            ..Inbox::default()
        }),
        InboundKind::Maildir => {
            let path = config.maildir_path();
            let (n, oldest) = crate::mail::maildir::waiting(&path)
                .map_err(|e| format!("cannot list the Maildir {}: {e}", path.display()))?;
            Ok(Inbox {
                kind: "maildir",
                waiting: Some(n),
                oldest_waiting_secs: oldest.map(|t| (now - DateTime::<Utc>::from(t)).num_seconds()),
            })
        }
    }
}

fn minutes(secs: i64) -> String {
    match secs {
        s if s < 120 => format!("{s} s"),
        s if s < 7200 => format!("{} min", s / 60),
        s => format!("{} h", s / 3600),
    }
}

/// The status of the install `config` describes, its database at `db`, at `now`.
pub fn status(
    config: &Config,
    db: &Path,
    now: DateTime<Utc>,
    limits: Limits,
) -> Result<Status, ModError> {
    let c = store::open_read_only(db)?;
    let mut problems = Vec::new();
    let inbox = inbox(config, now).unwrap_or_else(|e| {
        problems.push(format!("{e}: robomod doctor says what to fix"));
        Inbox {
            kind: "maildir",
            ..Inbox::default()
        }
    });
    let last_pass = last_pass::read(db).unwrap_or_else(|e| {
        problems.push(format!(
            "{e}: remove it; the daemon writes it again after its next pass"
        ));
        None
    });
    let daemon = match lock::probe(db) {
        Ok(lock::Holder::Serving(pid)) => DaemonState {
            serving: Some(true),
            pid,
        },
        Ok(lock::Holder::Free) => DaemonState {
            serving: Some(false),
            pid: None,
        },
        Err(e) => {
            problems.push(format!(
                "cannot read the daemon's lock {}: {e}; run status as the robomod user",
                lock::lock_path(db).display()
            ));
            DaemonState::default()
        }
    };
    let (sizes, read) = sizes::sizes(&c, db, now);
    if let Err(e) = read {
        problems.push(format!(
            "{e}: remove it; the daemon measures the sizes again after its next pass"
        ));
    }
    let acknowledged_at = acknowledged(&c)?;
    let window = since(now, acknowledged_at);
    let s = Status {
        now,
        database: db.display().to_string(),
        schema_version: if db.exists() {
            Some(store::schema_version(&c)?)
        } else {
            None
        },
        daemon,
        acknowledged_at,
        games: games(&c)?,
        outbox: outbox(&c, now, window)?,
        failures: failures(&c, window)?,
        last_pass_age_secs: last_pass
            .as_ref()
            .map(|p| (now - p.finished_at).num_seconds()),
        last_pass,
        sizes,
        inbox,
        problems,
        operator: config.identity.operator.clone(),
    };
    Ok(judge(s, limits))
}

/// Adds to `s.problems` what its figures say needs the operator.
fn judge(mut s: Status, limits: Limits) -> Status {
    let p = &mut s.problems;
    let journal = "journalctl -u robomod";
    let stopped = s.daemon.serving == Some(false);
    match (&s.last_pass, s.last_pass_age_secs) {
        // A running `serve` wrote the last pass and nothing holds its lock now: it stopped.
        (Some(l), Some(age)) if stopped && !l.once => p.push(format!(
            "the daemon is not running (nothing holds {}; its last pass ended {} ago): \
             systemctl start robomod; see {journal}",
            lock::lock_path(Path::new(&s.database)).display(),
            minutes(age)
        )),
        (None, _) => p.push(format!(
            "no pass of the daemon recorded: start it (systemctl start robomod) or see \
             {journal}"
        )),
        (Some(_), Some(age)) if age > limits.max_pass_age.num_seconds() => p.push(format!(
            "the last pass of the daemon ended {} ago (limit {}): is it running? \
             systemctl status robomod; {journal}",
            minutes(age),
            minutes(limits.max_pass_age.num_seconds())
        )),
        _ => {}
    }
    if let Some(e) = s.last_pass.as_ref().and_then(|l| l.error.as_ref()) {
        p.push(format!("the last pass failed: {e}; see {journal}"));
    }
    let lag = limits.max_lag.num_seconds();
    if let (Some(n), Some(age)) = (s.inbox.waiting, s.inbox.oldest_waiting_secs)
        && age > lag
    {
        p.push(format!(
            "{n} mail(s) waiting in the inbox, the oldest for {} (limit {}): the daemon is \
             not reading it; see {journal}",
            minutes(age),
            minutes(lag)
        ));
    }
    if let Some(age) = s.outbox.oldest_queued_secs
        && age > lag
    {
        p.push(format!(
            "{} mail(s) queued to go out, the oldest for {} (limit {}): sending fails; \
             robomod mail outbox shows the last error",
            s.outbox.queued,
            minutes(age),
            minutes(lag)
        ));
    }
    if s.outbox.dead_last_day > 0 {
        p.push(format!(
            "{} outgoing mail(s) given up in the last 24 h: robomod mail outbox --dead, then \
             robomod mail retry ID (or delete ID); robomod status --ack once seen to",
            s.outbox.dead_last_day
        ));
    }
    if s.failures.quarantined_last_day > 0 {
        p.push(format!(
            "{} mail(s) moved to quarantine in the last 24 h: robomod mail failures; robomod \
             status --ack once seen to",
            s.failures.quarantined_last_day
        ));
    }
    if s.games.held > 0 {
        p.push(format!(
            "{} game(s) held after a failed round: robomod game list",
            s.games.held
        ));
    }
    s
}

/// The status for a person: the figures, then each problem on its own line.
pub fn render(s: &Status) -> String {
    let opt = |v: Option<i64>| v.map_or("-".to_string(), minutes);
    let mut out = format!(
        "games: {} active, {} paused, {} held, {} finished\n\
         inbox ({}): {} waiting, the oldest for {}\n\
         outbox: {} queued, the oldest for {}; {} held; {} dead ({} in the last 24 h)\n\
         failed mail: {} failing, {} quarantined ({} in the last 24 h)\n\
         daemon: {}\n\
         last pass: {}\n",
        s.games.active,
        s.games.paused,
        s.games.held,
        s.games.finished,
        s.inbox.kind,
        s.inbox
            .waiting
            .map_or("not counted (IMAP)".into(), |n| n.to_string()),
        opt(s.inbox.oldest_waiting_secs),
        s.outbox.queued,
        opt(s.outbox.oldest_queued_secs),
        s.outbox.held,
        s.outbox.dead,
        s.outbox.dead_last_day,
        s.failures.failing,
        s.failures.quarantined,
        s.failures.quarantined_last_day,
        match (s.daemon.serving, s.daemon.pid) {
            (Some(true), Some(pid)) => format!("serving (PID {pid})"),
            (Some(true), None) => "serving".into(),
            (Some(false), _) => "not running".into(),
            (None, _) => "unknown".into(),
        },
        match (&s.last_pass, s.last_pass_age_secs) {
            (Some(p), Some(age)) => format!(
                "{} ago, {}",
                minutes(age),
                p.error.as_deref().unwrap_or("ok")
            ),
            _ => "none recorded".into(),
        }
    );
    out.push_str(&sizes::render(&s.sizes));
    match &s.operator {
        Some(to) => out.push_str(&format!("alerts: mailed to {to}\n")),
        None => out.push_str(
            "alerts: none are mailed: identity.operator is not set, so nobody hears of\n  \
             players who resign or go silent, or of mail given up; set it in the config\n",
        ),
    }
    if s.problems.is_empty() && s.operator.is_some() {
        out.push_str("all is well\n");
    } else if s.problems.is_empty() {
        out.push_str("no problem found, but alerts go nowhere (see above)\n");
    }
    for p in &s.problems {
        out.push_str(&format!("PROBLEM: {p}\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The limits do not grow with the poll (issue 40: contrib's 300 s poll made them 50 min).
    #[test]
    fn the_limits_are_minutes_whatever_the_poll() {
        let mut config = Config::default();
        for (poll, pass_age) in [(1, 15), (300, 15), (3600, 65)] {
            config.poll_interval_secs = poll;
            let l = Limits::for_config(&config);
            assert_eq!(l.max_lag, Duration::minutes(15), "poll {poll}");
            assert_eq!(l.max_pass_age, Duration::minutes(pass_age), "poll {poll}");
        }
    }
}
