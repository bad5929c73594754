//! `robomod status --json` as a monitoring check reads it: the figures, the last pass the
//! daemon recorded, and exit 1 with one line per problem when something needs the operator
//! (no pass, a pass too long ago, mail waiting too long, mail given up, games held).

use super::*;
use crate::support::assert_contains;
use crate::support::site::Site;
use crate::support::site::{robomod, serve_quietly};
use chrono::{DateTime, Duration, Utc};
use robomod::clock::FileClock;
use serde_json::Value;
use std::sync::Arc;

fn status(site: &Site, clock_file: &Path) -> (Option<i32>, Value) {
    let out = robomod(site, clock_file)
        .args(["status", "--json"])
        .output()
        .unwrap();
    let json: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}\n{}", text(&out.stdout), text(&out.stderr)));
    (out.status.code(), json)
}

fn problems(v: &Value) -> Vec<String> {
    v["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn status_reports_the_figures_and_exits_1_when_the_operator_is_needed() {
    let site = Site::new();
    let clock_file = site.dir.path().join("now");
    // The clock follows the wall clock here: mail waiting is timed by its file's mtime.
    let t0: DateTime<Utc> = DateTime::from_timestamp(Utc::now().timestamp(), 0).unwrap();
    FileClock::write(&clock_file, t0).unwrap();
    let id = site.new_game(Arc::new(FileClock::new(&clock_file)), &["Ann", "Bob"]);

    // Installed, never served: the daemon is not running.
    let (code, s) = status(&site, &clock_file);
    assert_eq!(code, Some(1));
    assert_eq!(s["games"]["active"], 1);
    assert_eq!(s["outbox"]["queued"], 2, "the two welcome mails");
    assert!(s["last_pass"].is_null());
    let p = problems(&s);
    assert!(
        p.len() == 1 && p[0].contains("no pass of the daemon recorded"),
        "{p:?}"
    );

    // One pass later all is well, and the pass is on record.
    let out = robomod(&site, &clock_file)
        .args(["serve", "--once"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let (code, s) = status(&site, &clock_file);
    assert_eq!((code, problems(&s)), (Some(0), vec![]));
    assert_eq!(s["last_pass"]["sent"], 2);
    assert_eq!(s["last_pass_age_secs"], 0);
    assert_eq!(s["outbox"]["queued"], 0);
    assert_eq!(s["inbox"]["waiting"], 0);

    // A mail arrives and nobody reads it; a mail was given up; a game is held (the column
    // another change adds, counted when it is there). Twenty minutes later:
    let keys = site.keys(id);
    site.deliver("Ann", id, &keys[0], "s1", "STATUS");
    {
        let c = site.db();
        c.execute(
            "INSERT INTO audit (at, game_id, actor, action, detail)
                 VALUES (?1, 1, 'robomod', 'mail_dead', '{}')",
            [t0.timestamp()],
        )
        .unwrap();
        c.execute("UPDATE games SET held = 'a failed round'", [])
            .unwrap();
    }
    FileClock::write(&clock_file, t0 + Duration::minutes(20)).unwrap();
    let (code, s) = status(&site, &clock_file);
    assert_eq!(code, Some(1));
    assert_eq!(s["inbox"]["waiting"], 1);
    assert!(s["inbox"]["oldest_waiting_secs"].as_i64().unwrap() >= 20 * 60 - 5);
    assert_eq!(s["outbox"]["dead_last_day"], 1);
    assert_eq!(s["games"]["held"], 1);
    assert_eq!(s["last_pass_age_secs"], 20 * 60);
    let p = problems(&s);
    for needle in [
        "the last pass of the daemon ended 20 min ago (limit 15 min)",
        "1 mail(s) waiting in the inbox, the oldest for ",
        "1 outgoing mail(s) given up in the last 24 h: robomod mail outbox --dead",
        "1 game(s) held",
    ] {
        assert!(
            p.iter().any(|l| l.contains(needle)),
            "{needle:?} not in {p:?}"
        );
    }
    assert_eq!(p.len(), 4, "{p:?}");

    // The limits are the operator's: with an hour's grace only the dead mail and the held
    // game remain. The text form says the same, one problem a line.
    let out = robomod(&site, &clock_file)
        .args(["status", "--max-lag", "1h", "--max-pass-age", "1h"])
        .output()
        .unwrap();
    let shown = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(shown.matches("PROBLEM: ").count(), 2, "{shown}");
    assert_contains(&text(&out.stderr), "2 problem(s) need the operator");
}

/// A pass that fails (the IMAP server is down) is recorded with its error, and status says
/// so; an IMAP inbox is not counted (status logs in nowhere).
#[test]
fn a_failed_pass_is_on_record_and_status_names_its_error() {
    let [port] = crate::support::mailservers::free_ports::<1>();
    let site = Site::with(&format!(
        "[inbound]\nkind = \"imap\"\n[inbound.imap]\nhost = \"127.0.0.1\"\nport = {port}\n\
         security = \"none\"\nuser = \"robomod\"\npassword_env = \"ROBOMOD_STATUS_TEST_PW\"\n\
         timeout_secs = 2\n"
    ));
    let clock_file = site.dir.path().join("now");
    FileClock::write(&clock_file, Utc::now()).unwrap();
    let out = robomod(&site, &clock_file)
        .args(["serve", "--once"])
        .env("ROBOMOD_STATUS_TEST_PW", "secret")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let (code, s) = status(&site, &clock_file);
    assert_eq!(code, Some(1));
    assert_eq!(s["inbox"]["kind"], "imap");
    assert!(s["inbox"]["waiting"].is_null());
    let error = s["last_pass"]["error"]
        .as_str()
        .expect("the error on record");
    assert!(error.contains(&format!("127.0.0.1:{port}")), "{error}");
    let p = problems(&s);
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(p[0].starts_with("the last pass failed: inbox:"), "{p:?}");
}

/// Issue 40: liveness is read from the daemon's lock. While `serve` runs, status names its
/// PID; the moment it stops (here killed, with mail waiting), status says the daemon is not
/// running, without waiting for the pass to grow old.
#[test]
fn status_knows_at_once_that_the_daemon_stopped() {
    let site = Site::new();
    let clock_file = site.dir.path().join("now");
    FileClock::write(&clock_file, Utc::now()).unwrap();
    site.new_game(Arc::new(FileClock::new(&clock_file)), &["Ann", "Bob"]);
    let mut serve = serve_quietly(&site, &clock_file);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let s = loop {
        let (code, s) = status(&site, &clock_file);
        if code == Some(0) && !s["last_pass"].is_null() {
            break s;
        }
        assert!(std::time::Instant::now() < deadline, "{s}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    assert_eq!(s["daemon"]["serving"], true);
    assert_eq!(s["daemon"]["pid"], serve.id());
    serve.kill().unwrap();
    serve.wait().unwrap();
    let (code, s) = status(&site, &clock_file);
    assert_eq!(code, Some(1));
    assert_eq!(s["daemon"]["serving"], false);
    let p = problems(&s);
    assert!(
        p.len() == 1 && p[0].starts_with("the daemon is not running"),
        "{p:?}"
    );
}

/// Issue 40: a pass whose SMTP server refused the connection is on record with the error
/// (status says the last pass failed), and a mail given up stops counting once acknowledged
/// with `status --ack`.
#[test]
fn a_refused_smtp_connection_is_on_record_and_dead_mail_can_be_acknowledged() {
    let [port] = crate::support::mailservers::free_ports::<1>();
    let site = Site::with(&format!(
        "[outbound]\nkind = \"smtp\"\n[outbound.smtp]\nhost = \"127.0.0.1\"\nport = {port}\n\
         security = \"none\"\ntimeout_secs = 2\n"
    ));
    let clock_file = site.dir.path().join("now");
    let t0: DateTime<Utc> = DateTime::from_timestamp(Utc::now().timestamp(), 0).unwrap();
    FileClock::write(&clock_file, t0).unwrap();
    site.new_game(Arc::new(FileClock::new(&clock_file)), &["Ann", "Bob"]);
    let out = robomod(&site, &clock_file)
        .args(["serve", "--once"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let (code, s) = status(&site, &clock_file);
    assert_eq!(code, Some(1));
    let error = s["last_pass"]["error"]
        .as_str()
        .expect("the error on record");
    assert!(
        error.starts_with("sending mail: 1 mail(s) not sent"),
        "{error}"
    );
    assert!(error.contains(&format!("127.0.0.1:{port}")), "{error}");

    // A mail given up: a problem until acknowledged.
    site.db()
        .execute(
            "INSERT INTO audit (at, game_id, actor, action, detail)
                 VALUES (?1, 1, 'robomod', 'mail_dead', '{}')",
            [t0.timestamp()],
        )
        .unwrap();
    let (_, s) = status(&site, &clock_file);
    assert_eq!(s["outbox"]["dead_last_day"], 1);
    FileClock::write(&clock_file, t0 + Duration::seconds(5)).unwrap();
    let out = robomod(&site, &clock_file)
        .args(["status", "--json", "--ack"])
        .output()
        .unwrap();
    let s: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(s["outbox"]["dead_last_day"], 0);
    assert!(!s["acknowledged_at"].is_null());
    assert!(
        problems(&s).iter().all(|p| !p.contains("given up")),
        "{:?}",
        problems(&s)
    );
}

/// Issue 40: before any database exists, status names no schema.
#[test]
fn status_names_no_schema_before_there_is_a_database() {
    let site = Site::new();
    let clock_file = site.dir.path().join("now");
    FileClock::write(&clock_file, Utc::now()).unwrap();
    let (_, s) = status(&site, &clock_file);
    assert!(s["schema_version"].is_null(), "{s}");
}

/// Issue 50: status tells the database's and the archive's sizes and their growth per week,
/// from the measures the daemon takes once a day beside the database.
#[test]
fn status_tells_the_sizes_and_their_growth_per_week() {
    let site = Site::with("[archive]\ndir = \"site\"\n");
    let clock_file = site.dir.path().join("now");
    let t0: DateTime<Utc> = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
    FileClock::write(&clock_file, t0).unwrap();
    let clock = Arc::new(FileClock::new(&clock_file));
    site.new_game(clock.clone(), &["Ann", "Bob"]);
    let once = || {
        let out = robomod(&site, &clock_file)
            .args(["serve", "--once"])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", text(&out.stderr));
    };
    once();
    let (_, s) = status(&site, &clock_file);
    let first = s["sizes"]["database_bytes"].as_u64().expect("a size");
    assert!(first > 0, "{s}");
    assert!(s["sizes"]["database_growth"].is_null(), "one measure: {s}");
    // The new game's pages, written at the first pass (issue 64: whatever changed a game).
    let archived = s["sizes"]["archive_bytes"].as_i64().expect("a size");
    assert!(archived > 0, "{s}");
    // Passes within the day measure nothing more.
    FileClock::write(&clock_file, t0 + Duration::hours(3)).unwrap();
    once();
    let kept = std::fs::read_to_string(robomod::daemon::sizes::path_for(
        &site.config.database_path(),
    ))
    .unwrap();
    assert_eq!(serde_json::from_str::<Vec<Value>>(&kept).unwrap().len(), 1);
    // A week on, with more games and a page in the archive: the second measure.
    for _ in 0..20 {
        site.new_game(clock.clone(), &["Cat", "Dan"]);
    }
    std::fs::create_dir_all(site.dir.path().join("site")).unwrap();
    std::fs::write(site.dir.path().join("site/extra.html"), [b'x'; 5000]).unwrap();
    FileClock::write(&clock_file, t0 + Duration::days(7)).unwrap();
    once();
    let (_, s) = status(&site, &clock_file);
    let now = s["sizes"]["database_bytes"].as_u64().unwrap();
    assert!(now > first, "{s}");
    let g = &s["sizes"]["database_growth"];
    assert_eq!(g["per_week"].as_i64().unwrap(), (now - first) as i64, "{s}");
    assert_eq!(g["over_days"], 7.0);
    let archive = s["sizes"]["archive_bytes"].as_i64().unwrap();
    assert!(archive >= 5000, "{s}");
    assert_eq!(
        s["sizes"]["archive_growth"]["per_week"],
        archive - archived,
        "{s}"
    );
    let out = robomod(&site, &clock_file).arg("status").output().unwrap();
    let shown = text(&out.stdout);
    assert!(
        shown.contains("sizes: database ") && shown.contains(" a week over 7 days); archive "),
        "{shown}"
    );
}
