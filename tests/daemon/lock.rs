//! Issue 27: one daemon per database, with real processes. While `robomod serve` runs, a second
//! `serve` exits 2 at once naming the first one's PID and a `serve --once` (cron) exits 0 with
//! one line; the running daemon's deadline sweep sends each report once; admin commands that
//! write work beside it; and once it is killed with SIGKILL the next `serve` starts.

use crate::support::assert_contains;
use crate::support::site::*;
use crate::support::site::{robomod, serve_quietly};
use robomod::clock::{Clock, FileClock, TestClock};
use std::process::{Child, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn wait_for(what: &str, secs: u64, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The output of a `serve` that must end by itself within a few seconds (a second daemon):
/// killed and failed if it runs on.
fn ends_soon(mut child: Child) -> std::process::Output {
    let deadline = Instant::now() + Duration::from_secs(10);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            child.kill().unwrap();
            let out = child.wait_with_output().unwrap();
            panic!(
                "a second serve ran on: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn holder(site: &Site) -> Option<u32> {
    let lock = robomod::daemon::lock::lock_path(&site.config.database_path());
    std::fs::read_to_string(lock).ok()?.trim().parse().ok()
}

fn kill(child: &mut Child, signal: &str) {
    let ok = std::process::Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(ok.success());
    child.wait().unwrap();
}

/// The outbox rows of `kind`, as (recipient, state).
fn rows(site: &Site, kind: &str) -> Vec<(String, String)> {
    let db = site.db();
    let mut stmt = db
        .prepare("SELECT recipient, state FROM outbox WHERE kind = ?1 ORDER BY recipient")
        .unwrap();
    stmt.query_map([kind], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[test]
fn a_second_daemon_is_refused_and_nothing_is_sent_twice() {
    let site = Site::new();
    let clock_file = site.clock_file();
    let t0 = TestClock::at_str(NOON).now();
    let players = ["Ann", "Bob", "Cat", "Dan"];
    let id = site.new_game(Arc::new(FileClock::new(&clock_file)), &players);
    let serve = || {
        robomod(&site, &clock_file)
            .arg("serve")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let mut first = serve();
    wait_for("the first daemon", 20, || holder(&site) == Some(first.id()));
    wait_for("the welcomes", 20, || site.sent().len() == 4);

    // A second `serve`: refused at once, exit 2, naming the holder.
    let started = Instant::now();
    let second = ends_soon(serve());
    let err = String::from_utf8_lossy(&second.stderr);
    assert_eq!(second.status.code(), Some(2), "{err}");
    assert!(started.elapsed() < Duration::from_secs(5), "not at once");
    assert!(err.contains(&format!("PID {}", first.id())), "{err}");
    assert_contains(&err, "already serving the database");
    assert_eq!(err.lines().count(), 1, "{err}");

    // cron's `serve --once`: exit 0, one line, nothing on stderr.
    let once = robomod(&site, &clock_file)
        .args(["serve", "--once"])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&once.stdout);
    assert_eq!(once.status.code(), Some(0), "{out}");
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(out.contains(&format!("PID {}", first.id())), "{out}");
    assert!(
        once.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&once.stderr)
    );

    // An admin command that writes works beside the daemon.
    let pause = robomod(&site, &clock_file)
        .args(["game", "extend", &id.to_string(), "1h"])
        .output()
        .unwrap();
    assert!(pause.status.success(), "{pause:?}");

    // The deadline passes: the round runs while more daemons and cron passes try to start;
    // each report goes out once.
    FileClock::write(&clock_file, t0 + chrono::Duration::hours(60)).unwrap();
    let mut refused = 0;
    for _ in 0..5 {
        let o = robomod(&site, &clock_file)
            .args(["serve", "--once"])
            .output()
            .unwrap();
        assert!(o.status.success());
        refused += usize::from(String::from_utf8_lossy(&o.stdout).contains("nothing done"));
        let o = ends_soon(serve());
        assert_eq!(o.status.code(), Some(2));
    }
    assert_eq!(refused, 5);
    wait_for("the reports", 30, || {
        let r = rows(&site, "round_report");
        r.len() == 4 && r.iter().all(|(_, s)| s == "sent")
    });
    std::thread::sleep(Duration::from_millis(1500));
    let reports = rows(&site, "round_report");
    let to: Vec<&str> = reports.iter().map(|(r, _)| r.as_str()).collect();
    assert_eq!(
        to,
        [
            "ann@example.org",
            "bob@example.org",
            "cat@example.org",
            "dan@example.org"
        ]
    );
    let attempts: i64 = site.one(
        "SELECT COALESCE(MAX(attempts), 0) FROM outbox WHERE state = 'sent'",
        [],
    );
    assert!(attempts <= 1, "a mail was tried {attempts} times");

    // SIGKILL: the lock goes with the process; the next daemon starts.
    kill(&mut first, "-KILL");
    let mut next = serve();
    wait_for("the next daemon", 20, || holder(&site) == Some(next.id()));
    kill(&mut next, "-TERM");
}

/// Issue 40: `db restore --force` onto the database a running `serve` holds is refused (exit
/// 2, naming the daemon's PID and what to do) and changes nothing; once the daemon is
/// stopped, the same command restores. Issue 50: `db compact` (a rewrite) likewise.
#[test]
fn a_restore_or_compact_is_refused_while_the_daemon_serves_the_database() {
    let site = Site::new();
    let clock_file = site.clock_file();
    let backup = site.dir.path().join("b.sqlite");
    let cmd = |args: &[&str]| robomod(&site, &clock_file).args(args).output().unwrap();
    let nothing = cmd(&["db", "compact"]);
    assert_eq!(nothing.status.code(), Some(2), "{nothing:?}");
    assert_contains(
        &String::from_utf8_lossy(&nothing.stderr),
        "nothing to compact",
    );
    assert!(cmd(&["db", "migrate"]).status.success());
    assert!(
        cmd(&["db", "backup", backup.to_str().unwrap()])
            .status
            .success()
    );
    site.new_game(Arc::new(FileClock::new(&clock_file)), &["Ann", "Bob"]);
    let games = || -> i64 { site.one("SELECT count(*) FROM games", []) };
    assert_eq!(games(), 1);
    let mut serve = serve_quietly(&site, &clock_file);
    wait_for("the daemon", 20, || holder(&site) == Some(serve.id()));
    let restore = ["db", "restore", backup.to_str().unwrap(), "--force"];
    let refused = cmd(&restore);
    let err = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{err}");
    assert!(err.contains(&format!("PID {}", serve.id())), "{err}");
    assert_contains(&err, "stop it first");
    assert_eq!(games(), 1, "the games vanished under the daemon");
    let compact = cmd(&["db", "compact", "--months", "1"]);
    let err = String::from_utf8_lossy(&compact.stderr);
    assert_eq!(compact.status.code(), Some(2), "{err}");
    assert!(
        err.contains("stop it first") && err.contains("compact"),
        "{err}"
    );
    kill(&mut serve, "-TERM");
    let compacted = cmd(&["db", "compact", "--months", "1"]);
    let out = String::from_utf8_lossy(&compacted.stdout);
    assert!(compacted.status.success(), "{compacted:?}");
    assert!(
        out.contains("mails sent and") && out.contains(" MB -> "),
        "{out}"
    );
    assert_eq!(games(), 1, "a compact keeps every game");
    let done = cmd(&restore);
    assert!(done.status.success(), "{done:?}");
    assert_eq!(games(), 0);
}
