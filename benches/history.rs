//! Ten years of a community at day one's speed (issue 50): a database holding a community's
//! ten years (5,000 games over, about 100,000 rounds and 1,000,000 mails, made through the
//! store's own functions: `history/build.rs`) beside 50 running games, against the same 50
//! games with no history. Every recurring operation must stay within 1.2x of its time
//! without the history: a daemon pass with one mail, a pass with one round due, the archive's
//! refresh after a round, a pass with LIST and one with RATINGS, `status`, `game list --open`,
//! the daily digest and `doctor`. `db backup` and `replay --all` grow with the history by
//! nature: measured and printed, not bounded.
//!
//! Each operation runs on both databases in turn, 15 times (the other engineer's build on the
//! same two cores hits both alike), and the medians are compared. The databases are built once
//! and kept in the target folder (`history-bench/`), copied afresh for each run.
//!
//! `cargo bench --bench history` (exit status 1 when an operation is above 1.2x);
//! `cargo bench --bench history -- quick`: 200 games over, for a first look;
//! `HISTORY_OPS=digest,archive`: only the operations whose names hold one of these. Figures
//! are recorded in docs/operating.md, "Ten years".

#[path = "history/build.rs"]
mod build;

use chrono::{DateTime, Duration, Utc};
use robomod::clock::{Clock, TestClock};
use robomod::config::Config;
use robomod::daemon::Daemon;
use robomod::mail::maildir::MaildirInbox;
use robomod::moderator::Moderator;
use robomod::moderator::lobby::{OpenGame, Request};
use robomod::store;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

/// The games running, in both databases.
const RUNNING: usize = 50;
/// How many times each operation runs on each database.
const REPS: usize = 15;
/// The bound on a recurring operation: its time with the history over its time without.
const BOUND: f64 = 1.2;
/// Bumped when what the databases hold changes: the kept ones are built again.
const VERSION: &str = "8";

fn start() -> DateTime<Utc> {
    "2026-03-02T12:00:00Z".parse().expect("time")
}

/// The 50 running games (two rounds played), three games open to join, and a hundred
/// players who asked for the daily digest, in the database at `db`; the clock after.
fn running(db: &Path) -> DateTime<Utc> {
    let clock = TestClock::at(start());
    let m = build::moderator(db, &clock);
    let mut ids = Vec::new();
    for i in 0..RUNNING {
        ids.push(
            m.admin()
                .create_game(&build::game(i, i as u64))
                .expect("create"),
        );
    }
    for _ in 0..2 {
        for &id in &ids {
            build::play_round(&m, &clock, id);
        }
    }
    for i in 0..3 {
        let open = OpenGame {
            request: Request {
                kind: "race".into(),
                ..Request::default()
            },
            seats: 4,
            min_seats: None,
            start_at: None,
            fill_bots: false,
            word: None,
            description: format!("race {i}"),
        };
        m.lobby().open_game(&open).expect("open");
    }
    m.with_connection(|c| {
        for j in 0..100 {
            store::preferences::set(c, &build::address(j), "digest", "DAILY", clock.now())
                .expect("digest");
        }
    });
    clock.now()
}

/// The kept databases (built when missing): without and with the history; the clock after.
fn databases(games: usize) -> (PathBuf, PathBuf, DateTime<Utc>) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("history-bench/{games}"));
    let (fresh, history) = (dir.join("fresh.sqlite"), dir.join("history.sqlite"));
    let stamp = dir.join("stamp");
    if let Ok(text) = std::fs::read_to_string(&stamp)
        && let Some((version, now)) = text.trim().split_once(' ')
        && version == VERSION
    {
        return (fresh, history, now.parse().expect("the kept time"));
    }
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("folder");
    let t = Instant::now();
    let now = running(&fresh);
    std::fs::copy(&fresh, &history).expect("copy");
    let made = build::history(&history, games, 200, start());
    println!(
        "built the history in {:.0} s: {} games over, {} rounds, {} mails; {:.0} MB",
        t.elapsed().as_secs_f64(),
        made.games,
        made.rounds,
        made.mails,
        std::fs::metadata(&history).map_or(0.0, |m| m.len() as f64 / 1e6)
    );
    std::fs::write(&stamp, format!("{VERSION} {}", now.to_rfc3339())).expect("stamp");
    (fresh, history, now)
}

/// One install over a copy of a kept database: the daemon, an admin's moderator beside it, the
/// archive written, the config.
struct Site {
    dir: tempfile::TempDir,
    daemon: Daemon,
    admin: Moderator,
    clock: TestClock,
    config: Config,
    config_path: PathBuf,
    /// The running games, and a counter of mails sent in.
    games: Vec<i64>,
    mails: usize,
}

impl Site {
    fn new(kept: &Path, now: DateTime<Utc>) -> Site {
        let dir = tempfile::tempdir_in(kept.parent().expect("folder")).expect("temp dir");
        let data = dir.path().join("data");
        std::fs::create_dir_all(&data).expect("data");
        std::fs::copy(kept, data.join("robomod.sqlite")).expect("copy");
        let config_path = dir.path().join("robomod.toml");
        std::fs::write(
            &config_path,
            // The bodies of mails are dropped after a century: each pass looks, finds none.
            "data_dir = \"data\"\npoll_interval_secs = 300\nlog_level = \"error\"\n\
             mail_body_months = 1200\n[rate_limit]\nmax_replies = 10000\n",
        )
        .expect("config");
        let config = Config::load(&config_path).expect("config loads");
        let clock = TestClock::at(now);
        let daemon =
            Daemon::new(&config, Arc::new(clock.clone()) as Arc<dyn Clock>).expect("the daemon");
        let admin = build::moderator(&config.database_path(), &clock);
        let games = admin
            .with_connection(|c| store::history::running_ids(c))
            .expect("running");
        let out = dir.path().join("archive");
        robomod::archive::write(&admin, &games, &out).expect("archive");
        Site {
            dir,
            daemon,
            admin,
            clock,
            config,
            config_path,
            games,
            mails: 0,
        }
    }

    fn deliver(&mut self, from: &str, to: &str, subject: &str, body: &str) {
        self.mails += 1;
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: {subject}\r\nMessage-ID: <b{}@bench>\r\n\
             Date: Mon, 2 Mar 2026 12:00:00 +0000\r\nContent-Type: text/plain; \
             charset=utf-8\r\n\r\n{body}\r\n",
            self.mails
        );
        MaildirInbox::open(self.config.maildir_path())
            .expect("maildir")
            .deliver(raw.as_bytes())
            .expect("deliver");
    }

    /// A running game still active, by turns.
    fn next_game(&mut self) -> i64 {
        for _ in 0..self.games.len() {
            let id = self.games[self.mails % self.games.len()];
            self.mails += 1;
            let g = self.admin.with_connection(|c| store::games::game(c, id));
            if g.is_ok_and(|g| g.status == store::games::GameStatus::Active) {
                return id;
            }
        }
        panic!("no game runs");
    }

    fn pass(&mut self) {
        self.daemon.pass().expect("a pass");
    }
}

/// A recurring operation: what is timed runs in `timed`; what it needs first, in `before`.
struct Op {
    name: &'static str,
    run: fn(&mut Site) -> f64,
}

fn timed(f: impl FnOnce()) -> f64 {
    let t = Instant::now();
    f();
    t.elapsed().as_secs_f64()
}

fn ops() -> Vec<Op> {
    vec![
        Op {
            name: "a pass with one mail (ORDERS)",
            run: |s| {
                let id = s.next_game();
                let p = &s
                    .admin
                    .with_connection(|c| store::games::players(c, id))
                    .expect("p")[0];
                let (from, key) = (p.address.clone(), p.key.clone());
                let to = format!("robomod+g{id}.{key}@example.test");
                s.deliver(
                    &from,
                    &to,
                    &format!("Re: [robomod g{id} {key}] x"),
                    "ORDERS",
                );
                timed(|| s.pass())
            },
        },
        Op {
            name: "a pass with one round due",
            run: |s| {
                let id = s.next_game();
                s.admin.admin().run_now(id).expect("run now");
                timed(|| s.pass())
            },
        },
        Op {
            name: "the archive's refresh after a round",
            run: |s| {
                let id = s.next_game();
                s.clock.set(s.clock.now() + Duration::seconds(1));
                let since = s.clock.now();
                s.admin.admin().run_now(id).expect("run now");
                s.admin.rounds().tick().expect("tick");
                let out = s.dir.path().join("archive");
                // As the daemon does after a pass: the games changed, then their pages.
                timed(|| {
                    let changed = s
                        .admin
                        .records()
                        .games_changed_since(since)
                        .expect("changed");
                    robomod::archive::refresh(&s.admin, &changed, &out, since).expect("refresh");
                })
            },
        },
        Op {
            name: "a pass with LIST",
            run: |s| {
                s.deliver(
                    "stranger@else.example.org",
                    "robomod@example.test",
                    "list",
                    "LIST",
                );
                timed(|| s.pass())
            },
        },
        Op {
            name: "a pass with RATINGS",
            run: |s| {
                let from = build::address(s.mails);
                s.deliver(&from, "robomod@example.test", "ratings", "RATINGS");
                timed(|| s.pass())
            },
        },
        Op {
            name: "status",
            run: |s| {
                let limits = robomod::ops::status::Limits::for_config(&s.config);
                let db = s.config.database_path();
                let now = s.clock.now();
                timed(|| {
                    robomod::ops::status::status(&s.config, &db, now, limits).expect("status");
                })
            },
        },
        Op {
            name: "game list --open",
            // As the command does it: the database opened to look, the moderator over it.
            run: |s| {
                let db = s.config.database_path();
                let clock = Arc::new(s.clock.clone()) as Arc<dyn Clock>;
                let settings = robomod::daemon::moderator_config(&s.config).expect("settings");
                timed(|| {
                    let conn = store::open_read_only(&db).expect("open");
                    let m = Moderator::new(conn, clock, settings);
                    assert_eq!(m.lobby().open_games().expect("open").len(), 3);
                })
            },
        },
        Op {
            name: "the daily digest",
            run: |s| {
                s.admin
                    .with_connection(|c| c.execute("DELETE FROM digests", []))
                    .expect("digests");
                timed(|| {
                    s.admin.lobby().lobby_tick().expect("digest");
                })
            },
        },
        Op {
            name: "doctor --no-connect",
            run: |s| {
                let path = s.config_path.clone();
                timed(|| {
                    robomod::ops::doctor::doctor(Some(&path), false);
                })
            },
        },
    ]
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let quick = std::env::args().any(|a| a == "quick");
    let games = if quick { 200 } else { 5_000 };
    let (fresh_db, history_db, now) = databases(games);
    let mut sites = [Site::new(&fresh_db, now), Site::new(&history_db, now)];
    // `HISTORY_OPS=archive,digest`: only the operations whose names hold one of these.
    let only: Option<Vec<String>> = std::env::var("HISTORY_OPS")
        .ok()
        .map(|v| v.split(',').map(str::to_string).collect());
    let ops: Vec<Op> = ops()
        .into_iter()
        .filter(|op| {
            only.as_ref()
                .is_none_or(|o| o.iter().any(|w| op.name.contains(w.as_str())))
        })
        .collect();
    let mut times = vec![[Vec::new(), Vec::new()]; ops.len()];
    for _ in 0..REPS {
        for (op, t) in ops.iter().zip(times.iter_mut()) {
            for (site, t) in sites.iter_mut().zip(t.iter_mut()) {
                t.push((op.run)(site));
            }
        }
    }
    println!("history: {games} games over beside {RUNNING} running; medians of {REPS} runs each");
    println!("| operation | no history | with history | ratio |\n|---|---:|---:|---:|");
    let mut over = Vec::new();
    for (op, [a, b]) in ops.iter().zip(times) {
        let (a, b) = (median(a), median(b));
        let ratio = b / a;
        if ratio > BOUND {
            over.push(op.name);
        }
        println!(
            "| {} | {:.2} ms | {:.2} ms | {ratio:.2}x |",
            op.name,
            a * 1e3,
            b * 1e3
        );
    }
    // What grows with the history by nature: once each (not when only some are run).
    for (site, label) in sites
        .iter()
        .zip(["no history", "with history"])
        .filter(|_| only.is_none())
    {
        let db = site.config.database_path();
        let to = site.dir.path().join("backup.sqlite");
        let backup = timed(|| {
            store::backup::backup(&db, &to, true).expect("backup");
        });
        let ids = site.admin.admin().game_ids().expect("ids");
        let replay = timed(|| {
            for id in &ids {
                let _ = site.admin.rounds().replay(*id);
            }
            site.admin.records().check_ratings().expect("ratings");
        });
        println!(
            "{label}: db backup {backup:.2} s ({:.0} MB), replay --all {replay:.1} s ({} games)",
            std::fs::metadata(&to).map_or(0.0, |m| m.len() as f64 / 1e6),
            ids.len()
        );
    }
    if !over.is_empty() {
        eprintln!("above {BOUND}x: {}", over.join(", "));
        std::process::exit(1);
    }
}
