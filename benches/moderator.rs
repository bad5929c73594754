//! The moderator's speed target: N active games whose deadlines fall in the same minute, one
//! `tick` resolves them all and queues every report, with the board picture of each round drawn
//! and attached (`pictures`) or not (`text`). Run with `cargo bench --bench moderator`;
//! `cargo bench --bench moderator -- 10000 text` runs one size in this process.
//!
//! Each size runs in a child process so its peak RSS (VmHWM) is its own. The RAMbots games are
//! set up (untimed): created, goal stacks entered for everyone (setup runs at once), programs
//! entered for all but the last player; then the clock is moved to their common deadline and
//! the one `tick` that runs every programming round and queues every report is timed.

#[path = "common/mod.rs"]
mod common;

use chrono::{DateTime, Duration, Utc};
use robomod::clock::{Clock, TestClock};
use robomod::identity::MailIdentity;
use robomod::moderator::{Moderator, ModeratorConfig, SeededKeys};
use std::process::Command;
use std::sync::Arc;
use std::time::Instant;

const SIZES: [usize; 3] = [100, 1_000, 10_000];

fn peak_rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

fn one(n: usize, pictures: bool) {
    let dir = tempfile::tempdir().expect("temp dir");
    let start: DateTime<Utc> = "2026-03-02T12:00:00Z".parse().expect("time");
    let clock = TestClock::at(start);
    let config = ModeratorConfig {
        identity: MailIdentity::default(),
        reminder_lead: None,
        pictures,
        ..ModeratorConfig::default()
    };
    let m = Moderator::open(
        &dir.path().join("bench.sqlite"),
        Arc::new(clock.clone()) as Arc<dyn Clock>,
        config,
    )
    .expect("database")
    .with_keys(SeededKeys::new(1));

    let t = Instant::now();
    for i in 0..n {
        common::rambots_round_due(&m, i);
    }
    let setup = t.elapsed();
    let count = |m: &Moderator| -> i64 {
        m.with_connection(|c| c.query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0)))
            .expect("count")
    };
    let mails_before = count(&m);

    clock.set(start + Duration::hours(48));
    let t = Instant::now();
    let report = m.rounds().tick().expect("tick");
    let tick = t.elapsed();
    let mails = count(&m) - mails_before;
    assert_eq!(report.rounds_run as usize, n, "every game ran once");
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    println!(
        "games {n:>6} {:<8}  tick {:>8.3} s  per game {:>7.3} ms  mails queued {mails:>6}  \
         peak RSS {:>6.1} MB  (setup {:.1} s)",
        if pictures { "pictures" } else { "text" },
        tick.as_secs_f64(),
        tick.as_secs_f64() * 1000.0 / n as f64,
        peak_rss_mb(),
        setup.as_secs_f64(),
    );
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if let Some(n) = args.first().and_then(|a| a.parse::<usize>().ok()) {
        one(n, args.get(1).is_none_or(|a| a != "text"));
        return;
    }
    let exe = std::env::current_exe().expect("own path");
    for n in SIZES {
        for mode in ["text", "pictures"] {
            let status = Command::new(&exe)
                .args([n.to_string().as_str(), mode])
                .status()
                .expect("run a size");
            assert!(status.success(), "size {n} ({mode}) failed");
        }
    }
}
