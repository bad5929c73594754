//! `robomod serve [--config FILE] [--once]`: the mail daemon. Without `--once` it runs passes
//! until SIGINT or SIGTERM, finishing the pass under way: as mail lands, as work comes due, and
//! at least every `poll_interval_secs` ([`crate::daemon::waker`]); SIGHUP reads the config
//! and templates again ([`crate::daemon::Daemon::reload_on`]); with
//! `--once` it does one pass, prints what it did and exits (for cron): status 1 if any stage
//! of the pass failed, a game was held or failed, or mail could not be sent.
//!
//! One daemon per database ([`crate::daemon::lock`]): a second `serve` exits 2 naming the PID
//! of the one running; a `serve --once` that finds the database served prints one line saying
//! so and exits 0 (the running daemon does the work; cron has nothing to report).
//!
//! Logs go to stderr through tracing, filtered by `RUST_LOG` or else the config's `log_level`.

use super::{CmdResult, Failure};
use crate::config::Config;
use crate::daemon::{Daemon, DaemonError, PassReport};
use clap::Args;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The config file; default: robomod.toml when present, else the built-in defaults
    /// (Maildir in, .eml files out, under robomod-data/).
    #[arg(long, value_name = "FILE", env = "ROBOMOD_CONFIG")]
    pub config: Option<PathBuf>,
    /// Do one pass (read mail, run due rounds, send mail) and exit.
    #[arg(long)]
    pub once: bool,
}

/// Sends tracing output to stderr, filtered by `RUST_LOG` or else `level`.
pub fn init_logging(level: &str) {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(level));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        // Colours only for a person at a terminal: a log file or the journal gets plain text.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .try_init();
}

/// A daemon error at the command line: the operator's to fix (exit 2) or not (exit 1).
pub fn failure(e: DaemonError) -> Failure {
    match e {
        DaemonError::Config(_)
        | DaemonError::Templates(_)
        | DaemonError::Transport(_)
        | DaemonError::Lock(_)
        | DaemonError::Inbox(crate::mail::inbox::InboxError::Config(_)) => Failure::input(e),
        DaemonError::Moderator(m) => super::db::failure(m),
        other => Failure::Check(other.into()),
    }
}

/// One line saying what a pass did. A mail over its sender's reply limit was acted on but not
/// answered, so it counts as not answered.
pub fn summary(r: &PassReport) -> String {
    format!(
        "read {} mail(s): {} answered, {} not answered ({} over the reply limit), {} \
         duplicate(s), {} failed ({} quarantined); {} round(s) run, {} reminder(s), {} game(s) \
         held; sent {} mail(s), {} failed, {} dead",
        r.fetched,
        r.replied,
        r.ignored + r.rate_limited,
        r.rate_limited,
        r.duplicates,
        r.failed,
        r.quarantined,
        r.rounds_run(),
        r.tick.reminders,
        r.tick.held.len(),
        r.flush.sent,
        r.flush.failed,
        r.flush.dead
    )
}

/// What in a pass needs the operator (for `serve --once`'s exit status): games held or failing,
/// mail that could not be sent. `None` when nothing does.
pub fn trouble(r: &PassReport) -> Option<String> {
    let mut parts = Vec::new();
    if !r.tick.held.is_empty() {
        let ids: Vec<String> = r.tick.held.iter().map(|(id, _)| id.to_string()).collect();
        parts.push(format!(
            "game(s) held: {} (see `robomod game show`)",
            ids.join(", ")
        ));
    }
    if !r.tick.errors.is_empty() {
        parts.push(format!(
            "{} game(s) failed and stay due",
            r.tick.errors.len()
        ));
    }
    if r.flush.failed + r.flush.dead > 0 {
        parts.push(format!(
            "{} mail(s) could not be sent ({} given up: `robomod mail outbox --dead`)",
            r.flush.failed + r.flush.dead,
            r.flush.dead
        ));
    }
    (!parts.is_empty()).then(|| parts.join("; "))
}

pub fn run(args: ServeArgs) -> CmdResult {
    let config = Config::find(args.config.as_deref()).map_err(Failure::input)?;
    init_logging(&config.log_level);
    let mut daemon = match Daemon::new(&config, crate::clock::from_env()) {
        Err(DaemonError::Lock(crate::daemon::lock::LockError::Held { db, pid, .. }))
            if args.once =>
        {
            let pid = pid.map(|p| format!(" (PID {p})")).unwrap_or_default();
            println!(
                "nothing done: robomod{pid} is serving {} and does the passes",
                db.display()
            );
            return Ok(());
        }
        other => other.map_err(failure)?,
    };
    if args.once {
        let report = daemon.pass().map_err(failure)?;
        println!("{}", summary(&report));
        return match trouble(&report) {
            Some(t) => Err(Failure::Check(anyhow::anyhow!(
                "the pass needs the operator: {t}"
            ))),
            None => Ok(()),
        };
    }
    let stop = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        signal_hook::flag::register(signal, Arc::clone(&stop))
            .map_err(|e| Failure::Check(anyhow::anyhow!("cannot handle signal {signal}: {e}")))?;
    }
    // SIGHUP: the config and templates read again before the next pass (logged), never a
    // stop (its default action would end the daemon without a word).
    let reload = Arc::new(AtomicBool::new(false));
    signal_hook::flag::register(signal_hook::consts::SIGHUP, Arc::clone(&reload))
        .map_err(|e| Failure::Check(anyhow::anyhow!("cannot handle SIGHUP: {e}")))?;
    daemon.reload_on(reload, args.config.clone());
    daemon.serve(&stop);
    Ok(())
}
