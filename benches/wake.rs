//! How soon `robomod serve` answers, and how late it runs a round (issue 30). The real release
//! binary runs with `poll_interval_secs = 300`, so a poll never answers; replies leave through
//! the file transport (the reply has left when its `.eml` file is renamed into place, seen by
//! inotify on the outgoing folder; the bench matches each reply to its mail by In-Reply-To).
//! Each player mail is `ORDERS` (a read-only command) from one player, the reply limit raised.
//! Mails go one at a time: the next lands once the last one is answered.
//!
//! - **Maildir**: a mail written to `tmp/` and renamed into `new/`, timed from the rename.
//! - **`robomod deliver`**: the mail piped into a new `robomod deliver` process, timed from the
//!   spawn (process start included, as an MTA's pipe runs it).
//! - **IMAP**: the harness's private Dovecot (tests/support/mailservers.rs; needs root,
//!   postfix, dovecot), the mail handed to its LMTP, timed from LMTP's `250` after the data;
//!   the daemon reads INBOX over IMAPS with IDLE.
//! - **During a sweep**: N games due at once (set up as `benches/sweep.rs` does, text reports),
//!   the daemon's clock file moved to their deadline; Maildir mails sent one at a time while
//!   the sweep's reports are written.
//! - **Deadlines**: K games due one second apart on the system clock; each round's lateness is
//!   the time from its deadline to its first report.
//!
//! `cargo bench --bench wake` runs 1,000 mails a path, a 10,000-game sweep and 60 deadlines;
//! without `--bench`, 20 mails, 200 games and 3 deadlines; `-- maildir|imap|sweep` one part,
//! `WAKE_SWEEP_GAMES=N` another sweep. Figures are in docs/mail.md.

#[path = "../tests/support/mailservers.rs"]
#[allow(dead_code)]
mod mailservers;
#[path = "../tests/support/skip.rs"]
#[allow(dead_code)]
mod skip;

#[path = "common/mod.rs"]
mod common;

use chrono::{DateTime, Utc};
use notify::Watcher;
use robomod::clock::{Clock, FileClock, SystemClock, TestClock};
use robomod::moderator::{Moderator, ModeratorConfig, NewGame, NewPlayer, SeededKeys};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant, SystemTime};

/// A written `.eml` file: when, and the mail it answers (its In-Reply-To), or its subject.
struct Written {
    at: Instant,
    wall: SystemTime,
    in_reply_to: Option<String>,
    subject: String,
}

/// Watches the outgoing folder; every `.eml` renamed into it, as it lands.
fn watch_outgoing(dir: &Path) -> (notify::RecommendedWatcher, Receiver<Written>) {
    std::fs::create_dir_all(dir).expect("outgoing folder");
    let (tx, rx) = channel();
    let mut w = notify::recommended_watcher(move |e: notify::Result<notify::Event>| {
        let Ok(e) = e else { return };
        let (at, wall) = (Instant::now(), SystemTime::now());
        let landed = matches!(
            e.kind,
            notify::EventKind::Create(_)
                | notify::EventKind::Modify(notify::event::ModifyKind::Name(
                    notify::event::RenameMode::To
                ))
        );
        let Some(path) = e
            .paths
            .last()
            .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        else {
            return;
        };
        if !landed {
            return;
        }
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let head = |name: &str| {
            text.lines()
                .take_while(|l| !l.is_empty())
                .find_map(|l| l.strip_prefix(name).map(|v| v.trim().to_string()))
        };
        let _ = tx.send(Written {
            at,
            wall,
            in_reply_to: head("In-Reply-To:"),
            subject: head("Subject:").unwrap_or_default(),
        });
    })
    .expect("inotify");
    w.watch(dir, notify::RecursiveMode::NonRecursive)
        .expect("watch the outgoing folder");
    (w, rx)
}

/// Waits for the reply to mail `n`; when it was written.
fn reply_to(rx: &Receiver<Written>, n: usize) -> Instant {
    let want = format!("<bench-{n}@example.org>");
    loop {
        let w = rx
            .recv_timeout(Duration::from_secs(60))
            .unwrap_or_else(|_| panic!("no reply to mail {n} within 60 s"));
        if w.in_reply_to.as_deref() == Some(want.as_str()) {
            return w.at;
        }
    }
}

fn player_mail(n: usize, key: &str) -> Vec<u8> {
    format!(
        "From: Ann <ann@example.org>\r\nTo: robomod+g1.{key}@example.test\r\n\
         Subject: Re: [robomod g1 {key}] orders\r\nMessage-ID: <bench-{n}@example.org>\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nORDERS\r\n"
    )
    .into_bytes()
}

/// p50, p99 and the worst of `v` (seconds), as one line.
fn figures(what: &str, mut v: Vec<f64>) {
    if v.is_empty() {
        println!("{what:<44} no samples");
        return;
    }
    v.sort_by(f64::total_cmp);
    let q = |p: usize| v[(v.len() * p / 100).min(v.len() - 1)] * 1000.0;
    println!(
        "{what:<44} n {:>5}  p50 {:>8.1} ms  p99 {:>8.1} ms  max {:>8.1} ms",
        v.len(),
        q(50),
        q(99),
        v[v.len() - 1] * 1000.0
    );
}

/// A folder with a config (file transport, the reply limit raised, `extra` appended) and a
/// database holding game 1 (Ann, Bob) on `clock`; Ann's key.
fn site(dir: &Path, extra: &str, clock: Arc<dyn Clock>) -> String {
    std::fs::write(
        dir.join("robomod.toml"),
        format!(
            "data_dir = \"data\"\npoll_interval_secs = 300\nlog_level = \"warn\"\n\n\
             [identity]\naddress = \"robomod@example.test\"\n\
             [rate_limit]\nmax_replies = 1000000\n[reports]\npictures = false\n{extra}"
        ),
    )
    .expect("config");
    std::fs::create_dir_all(dir.join("data")).expect("data");
    let m = Moderator::open(
        &dir.join("data/robomod.sqlite"),
        clock,
        ModeratorConfig::default(),
    )
    .expect("database")
    .with_keys(SeededKeys::new(1));
    let player = |name: &str| NewPlayer {
        name: name.into(),
        address: format!("{}@example.org", name.to_lowercase()),
    };
    m.admin()
        .create_game(&NewGame {
            kind: "rambots".into(),
            players: vec![player("Ann"), player("Bob")],
            seed: Some(1),
            ..NewGame::default()
        })
        .expect("game");
    m.with_connection(|c| {
        c.query_row(
            "SELECT key FROM players WHERE game_id = 1 ORDER BY seat",
            [],
            |r| r.get(0),
        )
        .expect("a key")
    })
}

/// `robomod serve` over the folder's config; waits until its first pass sent what was queued.
fn serve(dir: &Path, clock_file: Option<&Path>, env: &[(&str, &str)]) -> Child {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_robomod"));
    cmd.args(["serve", "--config"])
        .arg(dir.join("robomod.toml"))
        .env_remove("RUST_LOG")
        .env_remove("ROBOMOD_CLOCK_FILE")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(dir.join("serve.log")).expect("log"));
    if let Some(f) = clock_file {
        cmd.env("ROBOMOD_CLOCK_FILE", f);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let child = cmd.spawn().expect("robomod serve");
    let db = dir.join("data/robomod.sqlite");
    let start = Instant::now();
    while robomod::daemon::last_pass::read(&db)
        .ok()
        .flatten()
        .is_none()
    {
        assert!(start.elapsed() < Duration::from_secs(120), "no first pass");
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(200));
    child
}

fn stop(mut child: Child) {
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let _ = child.wait();
}

/// Maildir and `robomod deliver`, `n` mails each, then `k` deadlines, on the system clock.
fn maildir_and_deliver(n: usize, k: usize) {
    let dir = tempfile::tempdir().expect("temp dir");
    let key = site(dir.path(), "", Arc::new(SystemClock));
    let (_w, rx) = watch_outgoing(&dir.path().join("data/outgoing"));
    let child = serve(dir.path(), None, &[]);
    let md = dir.path().join("data/maildir");
    let mut lat = Vec::new();
    for i in 0..n {
        let tmp = md.join("tmp").join(format!("bench-{i}"));
        std::fs::write(&tmp, player_mail(i, &key)).expect("tmp");
        let t0 = Instant::now();
        std::fs::rename(&tmp, md.join("new").join(format!("{i:08}.bench"))).expect("new");
        lat.push((reply_to(&rx, i) - t0).as_secs_f64());
    }
    figures("Maildir new/ -> reply written, idle", lat);
    let mut lat = Vec::new();
    for i in n..2 * n {
        let t0 = Instant::now();
        let mut d = Command::new(env!("CARGO_BIN_EXE_robomod"))
            .args(["deliver", "--config"])
            .arg(dir.path().join("robomod.toml"))
            .stdin(Stdio::piped())
            .spawn()
            .expect("robomod deliver");
        d.stdin
            .take()
            .expect("stdin")
            .write_all(&player_mail(i, &key))
            .expect("piped");
        assert!(d.wait().expect("deliver").success());
        lat.push((reply_to(&rx, i) - t0).as_secs_f64());
    }
    figures("robomod deliver spawned -> reply written", lat);

    // K more games (game 2 on), due one second apart from 5 s on.
    let m = Moderator::open(
        &dir.path().join("data/robomod.sqlite"),
        Arc::new(SystemClock),
        ModeratorConfig::default(),
    )
    .expect("database");
    let first = Utc::now().timestamp() + 5;
    let mut due = Vec::new();
    for g in 0..k {
        let id = m
            .admin()
            .create_game(&NewGame {
                kind: "rambots".into(),
                players: vec![
                    NewPlayer {
                        name: "Cat".into(),
                        address: format!("cat{g}@example.org"),
                    },
                    NewPlayer {
                        name: "Dan".into(),
                        address: format!("dan{g}@example.org"),
                    },
                ],
                seed: Some(g as u64),
                ..NewGame::default()
            })
            .expect("game");
        let at = first + g as i64;
        m.with_connection(|c| {
            c.execute(
                "UPDATE games SET deadline = ?1, next_due_at = ?1 WHERE id = ?2",
                [at, id],
            )
        })
        .expect("deadline");
        due.push((id, at));
    }
    let mut late = Vec::new();
    let until = Instant::now() + Duration::from_secs(k as u64 + 30);
    while late.len() < k && Instant::now() < until {
        let Ok(w) = rx.recv_timeout(Duration::from_secs(1)) else {
            continue;
        };
        // The setup's report: "[robomod gN ...] ..."; the first one per game counts.
        let Some(&(id, at)) = due.iter().find(|(id, _)| {
            w.subject.contains(&format!("[robomod g{id} ")) && !w.subject.contains("Welcome")
        }) else {
            continue;
        };
        due.retain(|(g, _)| *g != id);
        let wall = w
            .wall
            .duration_since(SystemTime::UNIX_EPOCH)
            .expect("time")
            .as_secs_f64();
        late.push(wall - at as f64);
    }
    figures("a round's deadline -> its first report", late);
    stop(child);
}

/// `n` mails through Dovecot's LMTP, read over IMAPS with IDLE.
fn imap(n: usize) {
    let Some(servers) = mailservers::MailServers::start_or_skip("bench wake imap") else {
        println!("IMAP: skipped (the mail servers cannot start here: needs root)");
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let extra = format!(
        "[inbound]\nkind = \"imap\"\n[inbound.imap]\nhost = \"localhost\"\nport = {}\n\
         user = \"robomod\"\npassword_env = \"BENCH_IMAP_PASSWORD\"\nca_file = \"{}\"\n",
        servers.imaps_port,
        servers.ca_file.display()
    );
    let key = site(dir.path(), &extra, Arc::new(SystemClock));
    let (_w, rx) = watch_outgoing(&dir.path().join("data/outgoing"));
    let child = serve(dir.path(), None, &[("BENCH_IMAP_PASSWORD", "secret")]);
    std::thread::sleep(Duration::from_millis(500));
    let lmtp = std::net::TcpStream::connect(("127.0.0.1", servers.lmtp_port)).expect("LMTP");
    let mut r = BufReader::new(lmtp.try_clone().expect("clone"));
    let mut w = lmtp;
    let mut line = String::new();
    let mut answer = |r: &mut BufReader<std::net::TcpStream>| loop {
        line.clear();
        r.read_line(&mut line).expect("LMTP answers");
        assert!(
            line.starts_with('2') || line.starts_with('3'),
            "LMTP: {line}"
        );
        if line.as_bytes().get(3) == Some(&b' ') {
            return;
        }
    };
    answer(&mut r);
    w.write_all(b"LHLO bench\r\n").expect("LHLO");
    answer(&mut r);
    let mut lat = Vec::new();
    for i in 0..n {
        let mail = player_mail(i, &key);
        w.write_all(b"MAIL FROM:<ann@example.org>\r\nRCPT TO:<robomod@example.test>\r\nDATA\r\n")
            .expect("envelope");
        answer(&mut r);
        answer(&mut r);
        answer(&mut r);
        w.write_all(&mail).expect("data");
        w.write_all(b".\r\n").expect("end");
        answer(&mut r);
        let t0 = Instant::now();
        lat.push((reply_to(&rx, i) - t0).as_secs_f64());
    }
    figures("IMAP: LMTP delivered -> reply written", lat);
    stop(child);
}

/// `games` games due at once; Maildir mails one at a time while their reports are written.
fn during_sweep(games: usize, max_mails: usize) {
    let dir = tempfile::tempdir().expect("temp dir");
    let start: DateTime<Utc> = "2026-03-02T12:00:00Z".parse().expect("time");
    let clock_file = dir.path().join("now");
    FileClock::write(&clock_file, start).expect("clock");
    let key = site(dir.path(), "", Arc::new(TestClock::at(start)));
    let t = Instant::now();
    let m = Moderator::open(
        &dir.path().join("data/robomod.sqlite"),
        Arc::new(TestClock::at(start)),
        ModeratorConfig {
            reminder_lead: None,
            pictures: false,
            ..ModeratorConfig::default()
        },
    )
    .expect("database")
    .with_keys(SeededKeys::new(2));
    for i in 0..games {
        common::rambots_round_due(&m, i);
    }
    m.with_connection(|c| c.execute("UPDATE outbox SET state = 'sent', sent_at = queued_at", []))
        .expect("mark sent");
    drop(m);
    let setup = t.elapsed();
    let (_w, rx) = watch_outgoing(&dir.path().join("data/outgoing"));
    let child = serve(dir.path(), Some(&clock_file), &[]);
    let md = dir.path().join("data/maildir");
    let t = Instant::now();
    FileClock::write(&clock_file, start + chrono::Duration::hours(48)).expect("clock");
    let (mut lat, mut last_report) = (Vec::new(), Instant::now());
    let mut reports = 0usize;
    let mut marks = Vec::new();
    for i in 0..max_mails {
        let tmp = md.join("tmp").join(format!("bench-{i}"));
        std::fs::write(&tmp, player_mail(i, &key)).expect("tmp");
        let t0 = Instant::now();
        std::fs::rename(&tmp, md.join("new").join(format!("{i:08}.bench"))).expect("new");
        let want = format!("<bench-{i}@example.org>");
        let at = loop {
            let w = rx
                .recv_timeout(Duration::from_secs(600))
                .expect("a reply within 10 minutes");
            if w.in_reply_to.as_deref() == Some(want.as_str()) {
                break w.at;
            }
            reports += 1;
            last_report = w.at;
        };
        lat.push((at - t0).as_secs_f64());
        marks.push((i, (t0 - t).as_secs_f64(), (at - t0).as_secs_f64()));
        // The sweep is over once no report came for a second.
        while let Ok(w) = rx.recv_timeout(Duration::from_millis(1)) {
            reports += 1;
            last_report = w.at;
        }
        if last_report.elapsed() > Duration::from_secs(1) && i > 0 {
            break;
        }
    }
    let sweep = last_report - t;
    figures(&format!("Maildir during a {games}-game sweep"), lat.clone());
    println!(
        "  the sweep: {reports} mails written in {:.1} s (setup {:.0} s); {} mails answered meanwhile",
        sweep.as_secs_f64(),
        setup.as_secs_f64(),
        lat.len()
    );
    marks.sort_by(|a, b| b.2.total_cmp(&a.2));
    for (i, landed, took) in marks.iter().take(3) {
        println!(
            "  slowest: mail {i}, landed {landed:.2} s into the sweep, answered in {took:.3} s"
        );
    }
    stop(child);
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let (n, games, deadlines) = if full {
        (1000, 10_000, 60)
    } else {
        (20, 200, 3)
    };
    let only: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    let run = |name: &str| only.as_deref().is_none_or(|o| o == name);
    if run("maildir") {
        maildir_and_deliver(n, deadlines);
    }
    if run("imap") {
        imap(n);
    }
    if run("sweep") {
        // WAKE_SWEEP_GAMES=N: another size.
        let games = std::env::var("WAKE_SWEEP_GAMES")
            .ok()
            .and_then(|g| g.parse().ok())
            .unwrap_or(games);
        during_sweep(games, n);
    }
}
