//! The daemon answers at once (issue 30), with `poll_interval_secs = 300` so that a poll can
//! never be what answers: a mail landing in the Maildir is answered within seconds, and so is
//! one piped through `robomod deliver`; a deadline runs as soon as the clock file passes it,
//! and within a second of its instant on the system clock; an admin command's change to the
//! database is seen at once; an idle daemon does not pass. The bounds are generous (5 s for a
//! reply, 2 s of lateness for a round) for a loaded CI machine; `cargo bench --bench wake`
//! measures the real figures.

use crate::support::assert_contains;
use crate::support::site::*;
use crate::support::site::{robomod, serve_logging};
use robomod::clock::{Clock, FileClock, SystemClock, TestClock};
use robomod::config::Config;
use robomod::daemon::{Daemon, last_pass};
use std::io::Write as _;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant, SystemTime};

/// What a reply may take here (the target is 1 s; the machine may be busy).
const REPLY_BOUND: Duration = Duration::from_secs(5);

/// Stops a `robomod serve` child with SIGTERM; its log.
fn stop(mut child: std::process::Child, log: &std::path::Path) -> String {
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let status = child.wait().unwrap();
    let log = std::fs::read_to_string(log).unwrap_or_default();
    assert!(status.success(), "{status}\n{log}");
    log
}

#[test]
fn mail_landing_or_piped_is_answered_at_once_and_a_deadline_as_the_clock_file_passes_it() {
    let site = Site::slow_poll();
    let (clock_file, id) = site.game_on_clock_file(&["Ann", "Bob"]);
    let t0 = TestClock::at_str(NOON).now();
    let keys = site.keys(id);
    let log = site.dir.path().join("serve.log");
    let child = serve_logging(&site, &clock_file, "info", &log);
    site.sent_within(2, Duration::from_secs(20), "the welcome mails");
    // Let the daemon finish its first pass and go to sleep.
    std::thread::sleep(Duration::from_millis(300));

    // Into new/ through tmp/, as an MTA delivers: the watch wakes the daemon.
    site.deliver("Ann", id, &keys[0], "a1", "GOALS 1Y 3R 2G 1B");
    let took = site.sent_within(3, REPLY_BOUND, "Ann's confirmation");
    eprintln!("Maildir: answered in {took:?}");

    // Through `robomod deliver`, as Postfix's pipe runs it: Bob's goals complete the setup,
    // which runs at once (no early delay): his confirmation and the setup report to both.
    let mut deliver = robomod(&site, &clock_file)
        .arg("deliver")
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    deliver
        .stdin
        .take()
        .unwrap()
        .write_all(&player_mail("Bob", id, &keys[1], "b1", "GOALS 2G 1B 1Y 3R"))
        .unwrap();
    assert!(deliver.wait().unwrap().success());
    site.sent_within(6, REPLY_BOUND, "Bob's confirmation and the setup reports");
    eprintln!("robomod deliver: answered in {:?}", start.elapsed());
    let texts: Vec<String> = site
        .sent()
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    assert_eq!(
        texts
            .iter()
            .filter(|t| t.contains("To: bob@example.org") && t.contains("Accepted for setup"))
            .count(),
        1,
        "{texts:?}"
    );

    // Round 1's deadline is 48 h on: nothing happens until the clock file passes it, then the
    // round runs within a moment (the clock file is read every 100 ms), with no poll.
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(site.sent().len(), 6);
    FileClock::write(&clock_file, t0 + chrono::Duration::hours(49)).unwrap();
    site.sent_within(8, REPLY_BOUND, "round 1's reports at its deadline");

    let log = stop(child, &log);
    assert_contains(&log, "watching=true");
}

#[test]
fn a_deadline_on_the_system_clock_runs_within_a_second_and_an_idle_daemon_sleeps() {
    let site = Site::slow_poll();
    let clock: Arc<dyn Clock> = Arc::new(SystemClock);
    let id = site.new_game(clock.clone(), &["Ann", "Bob"]);
    let stop = Arc::new(AtomicBool::new(false));
    let serving = {
        let (stop, config) = (stop.clone(), site.config.clone());
        std::thread::spawn(move || Daemon::new(&config, clock).unwrap().serve(&stop))
    };
    site.sent_within(2, Duration::from_secs(20), "the welcome mails");
    std::thread::sleep(Duration::from_millis(300));

    // Idle: no pass until something is due (the last pass's record stays the same).
    let db = site.config.database_path();
    let start = Instant::now();
    let before = loop {
        // The first pass is on record once it ends, a moment after its mails are written.
        if let Some(p) = last_pass::read(&db).unwrap() {
            break p;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "no pass on record"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(last_pass::read(&db).unwrap(), Some(before));

    // An admin's change (here straight in the database, from another connection): the setup
    // deadline moved to two seconds from now. The daemon sees the commit, then sleeps until
    // the deadline and runs the setup then: never early, at most a second late.
    let deadline = chrono::Utc::now().timestamp() + 2;
    let changed = site
        .db()
        .execute(
            "UPDATE games SET deadline = ?1, next_due_at = ?1 WHERE id = ?2",
            rusqlite::params![deadline, id],
        )
        .unwrap();
    assert_eq!(changed, 1);
    site.sent_within(3, Duration::from_secs(10), "the setup's reports");
    let at = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap()
        .as_secs_f64();
    let late = at - deadline as f64;
    assert!(
        late >= 0.0,
        "the setup ran {:.3} s before its deadline",
        -late
    );
    assert!(late < 2.0, "the setup ran {late:.3} s after its deadline");
    eprintln!("deadline: reports {late:.3} s after it");

    stop.store(true, Ordering::SeqCst);
    let start = Instant::now();
    serving.join().unwrap();
    assert!(start.elapsed() < Duration::from_secs(2), "slow to stop");
}

/// What [`Slow`] sent: each mail's subject, and the Message-ID a reply answers.
type Sent = Arc<std::sync::Mutex<Vec<(String, Option<String>)>>>;

/// A transport that takes 20 ms a mail and records what it sent.
struct Slow(Sent);

impl robomod::mail::Transport for Slow {
    fn send(
        &mut self,
        mail: &robomod::outgoing::OutgoingMail,
    ) -> Result<(), robomod::mail::SendError> {
        std::thread::sleep(Duration::from_millis(20));
        let mut sent = self.0.lock().unwrap();
        sent.push((mail.subject.clone(), mail.in_reply_to.clone()));
        Ok(())
    }
}

#[test]
fn mail_landing_during_a_deadline_sweep_is_answered_before_the_sweep_is_sent() {
    let site = Site::slow_poll();
    let toml = std::fs::read_to_string(site.config_path()).unwrap();
    std::fs::write(
        site.config_path(),
        format!("{toml}\n[outbound]\nbatch = 10\n"),
    )
    .unwrap();
    let site = Site {
        config: Config::load(&site.config_path()).unwrap(),
        ..site
    };
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let dyn_clock: Arc<dyn Clock> = Arc::new(clock.clone());
    // 40 games whose setups close together, 48 h on: 160 mails, 3.2 s of sending.
    let ids: Vec<i64> = (0..40)
        .map(|_| site.new_game(dyn_clock.clone(), &["Ann", "Bob"]))
        .collect();
    let key = site.keys(ids[0])[0].clone();
    let sent = Arc::new(std::sync::Mutex::new(Vec::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let serving = {
        let (stop, config, sent, clock) =
            (stop.clone(), site.config.clone(), sent.clone(), dyn_clock);
        std::thread::spawn(move || {
            let db = config.database_path();
            let moderator = robomod::daemon::open_moderator(&config, &db, clock.clone()).unwrap();
            let inbox = robomod::daemon::inbox_from_config(&config).unwrap();
            Daemon::from_parts(&config, moderator, inbox, Box::new(Slow(sent)), clock).serve(&stop)
        })
    };
    let count = || sent.lock().unwrap().len();
    let start = Instant::now();
    while count() < 80 {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the welcome mails"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    std::thread::sleep(Duration::from_millis(300));
    let welcomes = count();

    // The deadline passes: the sweep starts sending; a mail lands once it has begun.
    clock.advance(chrono::Duration::hours(49));
    while count() < welcomes + 5 {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the sweep did not start"
        );
        std::thread::sleep(Duration::from_millis(2));
    }
    // Where in the sending the reply to `mid` went.
    let answered = |mid: &str| {
        let start = Instant::now();
        let want = format!("<{mid}@example.org>");
        loop {
            let s = sent.lock().unwrap().clone();
            if let Some(i) = s.iter().position(|(_, r)| r.as_deref() == Some(&want)) {
                break i;
            }
            assert!(start.elapsed() < Duration::from_secs(30), "no reply: {s:?}");
            std::thread::sleep(Duration::from_millis(5));
        }
    };
    site.deliver("Ann", ids[0], &key, "mid-sweep", "ORDERS");
    let first = answered("mid-sweep");
    // A second one, landing after the first was answered, waits no longer.
    site.deliver("Ann", ids[0], &key, "mid-sweep-2", "ORDERS");
    let second = answered("mid-sweep-2");
    // Wait for the sweep's last report, then look where the reply went.
    let mut last = count();
    loop {
        std::thread::sleep(Duration::from_millis(500));
        if count() == last {
            break;
        }
        last = count();
    }
    let reports = last - welcomes - 2;
    assert!(reports >= 80, "{reports} reports");
    for (which, at) in [("first", first), ("second", second)] {
        let after = last - 1 - at;
        assert!(
            after >= 10,
            "the {which} reply went out with only {after} of the sweep's {reports} mails after \
             it: it waited for the sweep's sending"
        );
    }
    stop.store(true, Ordering::SeqCst);
    serving.join().unwrap();
}
