//! Issue 62: no mail, from anyone who knows the address, stops a community's games. Hostile
//! mails (one huge line, 100,000 short lines, 10,000 parts, deep nesting, long headers, a line
//! past the size limit) beside good ones in a live `robomod serve`: the good mails are answered
//! and the Maildir drained within seconds. A mail past `inbound.read_budget_ms` is set aside at
//! once, its sender told and the operator alerted. SIGTERM stops the daemon within a second
//! while it reads.

use crate::support::assert_contains;
use crate::support::site::*;
use robomod::clock::{Clock, TestClock};
use robomod::daemon::Daemon;
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

fn stranger(n: usize, headers: &str, body: &str) -> Vec<u8> {
    format!(
        "From: Eve <eve{n}@example.net>\r\nTo: robomod@example.test\r\nSubject: hello\r\n\
         Message-ID: <hostile{n}@example.net>\r\n{headers}\r\n{body}\r\n"
    )
    .into_bytes()
}

/// `unit` repeated (joined by `sep`) to about `size` bytes.
fn repeat(unit: &str, sep: &str, size: usize) -> String {
    vec![unit; size / (unit.len() + sep.len()) + 1].join(sep)
}

/// A multipart mail of `parts` parts, and one nested `depth` deep.
fn parts_and_nesting(parts: usize, depth: usize) -> (String, String) {
    let mut many =
        String::from("MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n");
    for i in 0..parts {
        many.push_str(&format!(
            "--b\r\nContent-Type: text/plain\r\n\r\npart {i} a a a\r\n"
        ));
    }
    many.push_str("--b--\r\n");
    let mut nested = String::from("hello a a a\r\n");
    for d in 0..depth {
        nested = format!(
            "Content-Type: multipart/mixed; boundary=n{d}\r\n\r\n--n{d}\r\n{nested}\r\n--n{d}--\r\n"
        );
    }
    (many, nested)
}

/// The hostile mails: (headers, body) of each.
fn hostile() -> Vec<(String, String)> {
    let (many, nested) = parts_and_nesting(10_000, 500);
    let (many_head, many_body) = many.split_once("\r\n\r\n").unwrap();
    let (nested_head, nested_body) = nested.split_once("\r\n\r\n").unwrap();
    let long_headers: String = (0..5_000)
        .map(|i| format!("X-Junk-{i}: {}\r\n", "a ".repeat(20)))
        .collect::<String>()
        + &format!("X-Long: {}\r\n", "a ".repeat(50_000));
    vec![
        (
            String::new(),
            format!("hello {}", repeat("a", " ", 1 << 20)),
        ),
        (String::new(), repeat("a b", "\n", 400_000)),
        (
            String::new(),
            repeat("I will go forward 2 then left.", " ", 1 << 20),
        ),
        (format!("{many_head}\r\n"), many_body.to_string()),
        (
            format!("MIME-Version: 1.0\r\n{nested_head}\r\n"),
            nested_body.to_string(),
        ),
        (long_headers, "hello".into()),
        // Just over inbound.max_mail_bytes (10 MB): its head alone is read.
        (String::new(), repeat("a", " ", 10 * 1024 * 1024 + 1)),
    ]
}

#[test]
fn hostile_mails_beside_good_ones_leave_the_good_ones_answered_within_seconds() {
    let site = Site::new();
    let (clock_file, id) = site.game_on_clock_file(&["Ann", "Bob"]);
    let keys = site.keys(id);
    let inbox = site.maildir();
    for (n, (headers, body)) in hostile().into_iter().enumerate() {
        inbox.deliver(&stranger(n, &headers, &body)).unwrap();
    }
    // A player's own mail of junk: her program line and a megabyte of words after it.
    let junk = format!("PROGRAM 3RN {}", repeat("a", " ", 1 << 20));
    site.deliver("Ann", id, &keys[0], "a0", &junk);
    site.deliver("Ann", id, &keys[0], "a1", "GOALS 1Y 3R 2G 1B");
    site.deliver("Bob", id, &keys[1], "b1", "GOALS 1Y 3R 2G 1B");
    let delivered = hostile().len() + 3;

    let log = site.dir.path().join("serve.log");
    let started = Instant::now();
    let mut child = serve_logging(&site, &clock_file, "warn", &log);
    let new = site.config.maildir_path().join("new");
    let drained = || std::fs::read_dir(&new).map_or(0, |d| d.count()) == 0;
    let answered = |to: &str| site.count_sent("confirmation", to) > 0;
    while !(drained() && answered("ann@example.org") && answered("bob@example.org")) {
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!(
                "after 60 s: drained {}, Ann answered {}, Bob answered {}\n{}",
                drained(),
                answered("ann@example.org"),
                answered("bob@example.org"),
                std::fs::read_to_string(&log).unwrap_or_default()
            );
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let took = started.elapsed();
    let _ = child.kill();
    let _ = child.wait();
    eprintln!("{delivered} mails drained and answered in {took:?}");
    let cur = std::fs::read_dir(site.config.maildir_path().join("cur"))
        .unwrap()
        .count();
    assert_eq!(
        cur, delivered,
        "every mail handled and marked, none set aside"
    );
    // Her junk was answered: the program refused, what was too long said.
    let replies: i64 = site.one(
        "SELECT count(*) FROM outbox WHERE recipient = 'ann@example.org'",
        [],
    );
    assert!(replies >= 2, "Ann's two mails answered: {replies}");
}

#[test]
fn a_mail_past_the_reading_budget_is_set_aside_at_once_and_its_sender_told() {
    let site =
        Site::with("[identity]\noperator = \"ops@example.org\"\n\n[inbound]\nread_budget_ms = 1\n");
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
    let id = site.new_game(clock.clone(), &["Ann", "Bob"]);
    let mut d = Daemon::new(&site.config, clock).unwrap();
    d.pass().unwrap();
    let key = &site.keys(id)[0];
    // Nine megabytes take longer than a millisecond to read, however they are made.
    site.deliver("Ann", id, key, "big", &repeat("a b", "\n", 9 << 20));
    let r = d.pass().unwrap();
    assert_eq!((r.fetched, r.failed, r.quarantined), (1, 1, 1), "{r:?}");
    let quarantine = site.config.maildir_path().join(".Quarantine").join("new");
    let set_aside = std::fs::read_dir(&quarantine).map_or(0, |d| d.count());
    assert_eq!(set_aside, 1, "moved at once, not after three attempts");
    let failures = d.moderator().intake().failed_mails().unwrap();
    assert_eq!(failures.len(), 1);
    assert_eq!(failures[0].from, "ann@example.org", "its head was read");
    assert_eq!(failures[0].attempts, 1);
    assert_contains(&failures[0].last_error, "inbound.read_budget_ms");
    assert_eq!(site.count_sent("failure", "ann@example.org"), 1);
    let told = newest_mail(&site, "ann@example.org");
    assert_contains(&told, "not");
    assert_eq!(site.count_sent("alert", "ops@example.org"), 1);
    // Nothing more of it: the next pass has nothing to read.
    let r = d.pass().unwrap();
    assert_eq!(r.fetched, 0, "{r:?}");
}

#[test]
fn sigterm_stops_the_daemon_within_a_second_while_it_reads() {
    let site = Site::new();
    let (clock_file, _) = site.game_on_clock_file(&["Ann", "Bob"]);
    let inbox = site.maildir();
    // Many large mails: the daemon is still reading them when it is told to stop.
    let body = repeat("a b", "\n", 9 << 20);
    for n in 0..30 {
        inbox.deliver(&stranger(n, "", &body)).unwrap();
    }
    let log = site.dir.path().join("serve.log");
    let mut child = serve_logging(&site, &clock_file, "info", &log);
    std::thread::sleep(Duration::from_millis(1_500));
    assert!(child.try_wait().unwrap().is_none(), "serve is running");
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let asked = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(
            asked.elapsed() < Duration::from_secs(1),
            "serve still running a second after SIGTERM\n{}",
            std::fs::read_to_string(&log).unwrap_or_default()
        );
        std::thread::sleep(Duration::from_millis(10));
    };
    assert!(status.success(), "{status}");
    assert_contains(&std::fs::read_to_string(&log).unwrap(), "robomod stopped");
    let left = std::fs::read_dir(site.config.maildir_path().join("new"))
        .unwrap()
        .count();
    assert!(left > 0, "the mails not read wait for the next start");
}

#[test]
fn a_line_of_thousands_of_bad_words_is_answered_with_the_first_problems_and_a_count() {
    let site = Site::new();
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
    let id = site.new_game(clock.clone(), &["Ann", "Bob"]);
    let mut d = Daemon::new(&site.config, clock).unwrap();
    d.pass().unwrap();
    let key = &site.keys(id)[0];
    site.deliver(
        "Ann",
        id,
        key,
        "bad",
        &format!("GOALS {}", "F2 ".repeat(2_000)),
    );
    d.pass().unwrap();
    let told = newest_mail(&site, "ann@example.org");
    assert_contains(&told, "more problems of the same kind or others");
    assert!(
        told.len() < 4_000,
        "a reply, not a book: {} bytes",
        told.len()
    );
    for line in told.lines() {
        assert!(line.chars().count() <= 72, "over 72 columns: {line}");
    }
}

/// Her text past 32 KB: what was read is done, and the reply says how many lines were not
/// read, in her language.
#[test]
fn her_text_past_what_is_read_is_answered_with_a_count_in_her_language() {
    for (lang, name) in [("en", "mail_too_long"), ("pl", "mail_too_long_pl")] {
        let site = Site::new();
        let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
        let mut settings = serde_json::Map::new();
        settings.insert("language".into(), lang.into());
        let id = site.new_game_with(clock.clone(), &["Ann", "Bob"], settings);
        let mut d = Daemon::new(&site.config, clock).unwrap();
        d.pass().unwrap();
        let key = &site.keys(id)[0];
        let body = format!(
            "GOALS 1Y 3R 2G 1B\n{}\n{}",
            "blah ".repeat(20_000),
            repeat("and more text here", "\n", 40_000)
        );
        site.deliver("Ann", id, key, "long", &body);
        d.pass().unwrap();
        super::mails::snap(&site, name, "error", "ann@example.org");
    }
}
