//! The whole deadline sweep, end to end (issue 15): N RAMbots games due at once, then
//! `robomod serve --once` in a fresh process (the real binary, cold start) resolves them all
//! and delivers every report over SMTP to Postfix's `smtp-sink` on loopback (plain SMTP,
//! `security = "none"`, pool of 4, batches of 100). Timed: the child's wall time; its peak RSS
//! from `wait4`. Each size runs three times: board pictures off (`[reports] pictures = false`:
//! text reports), the round's picture (`[reports] default = "round"`: one PNG per round,
//! attached to every report), and the default (`html`: text beside HTML with a picture per
//! instruction that ran and the board after the round, issue 33).
//!
//! Setup (untimed): the games are created through the library in the database the daemon will
//! open, goal stacks entered for everyone, programs for all but the last player; the daemon's
//! clock (ROBOMOD_CLOCK_FILE) is set to their common deadline.
//!
//! `cargo bench --bench sweep` runs 1,000 and 10,000 games; `-- 2000 text` one size and mode
//! (`text`, `round` or `html`, the default). Without `--bench` it runs 20 games of each mode.
//! Figures are recorded in docs/mail.md.

#[path = "common/mod.rs"]
mod common;

use chrono::{DateTime, Duration, Utc};
use robomod::clock::{Clock, FileClock, TestClock};
use robomod::moderator::{Moderator, ModeratorConfig, SeededKeys};
use std::net::TcpListener;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::Instant;

/// Creates `n` games due at `start + 48h` in `db`; returns the mails queued and the rounds
/// run so far.
fn setup(db: &Path, n: usize, start: DateTime<Utc>, pictures: bool) -> (i64, i64) {
    let config = ModeratorConfig {
        reminder_lead: None,
        pictures,
        ..ModeratorConfig::default()
    };
    let clock = Arc::new(TestClock::at(start)) as Arc<dyn Clock>;
    let m = Moderator::open(db, clock, config)
        .expect("database")
        .with_keys(SeededKeys::new(1));
    for i in 0..n {
        common::rambots_round_due(&m, i);
    }
    // Everything queued so far (welcomes, confirmations) counts as already sent: the sweep
    // delivers the round's mails.
    m.with_connection(|c| {
        c.execute("UPDATE outbox SET state = 'sent', sent_at = queued_at", [])
            .expect("mark sent");
        c.query_row(
            "SELECT (SELECT COUNT(*) FROM outbox), (SELECT COUNT(*) FROM rounds)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("count")
    })
}

/// Wall seconds, CPU seconds (user + system: steadier than the wall on a shared machine) and
/// peak RSS (MB) of running `cmd` to its end.
#[allow(clippy::zombie_processes)] // reaped by wait4, which also gives its rusage
fn run_measured(cmd: &mut Command) -> (f64, f64, f64, bool) {
    let start = Instant::now();
    let child = cmd.spawn().expect("robomod starts");
    let mut status = 0;
    // SAFETY: a zeroed rusage is a valid value for wait4 to fill.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child, with valid pointers to locals.
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as i32, "wait4");
    let wall = start.elapsed().as_secs_f64();
    let ok = libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0;
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    let cpu = secs(usage.ru_utime) + secs(usage.ru_stime);
    (wall, cpu, usage.ru_maxrss as f64 / 1024.0, ok)
}

/// The CPU seconds (user + system) process `pid` has used so far, from `/proc/PID/stat`:
/// the SMTP server's share of the machine, which the sweep pays on the same two cores.
fn cpu_so_far(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's name (in parentheses, which may hold spaces).
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let field = |k: usize| -> f64 {
        rest.split_whitespace()
            .nth(k)
            .and_then(|v| v.parse().ok())
            .unwrap_or(0.0)
    };
    // SAFETY: sysconf only reads a constant of the system.
    let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    // utime and stime are the 14th and 15th fields: the 12th and 13th after the name.
    (field(11) + field(12)) / ticks.max(1.0)
}

/// What the reports carry.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Text,
    Round,
    Html,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Text => "text",
            Mode::Round => "round",
            Mode::Html => "html",
        }
    }
}

fn one(n: usize, mode: Mode) {
    let pictures = mode != Mode::Text;
    let dir = tempfile::tempdir().expect("temp dir");
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).expect("data dir");
    let start: DateTime<Utc> = "2026-03-02T12:00:00Z".parse().expect("time");
    let t = Instant::now();
    let (before, rounds_before) = setup(&data.join("robomod.sqlite"), n, start, pictures);
    let setup_time = t.elapsed();

    let port = TcpListener::bind("127.0.0.1:0")
        .expect("a port")
        .local_addr()
        .expect("an address")
        .port();
    let mut sink = Command::new("smtp-sink")
        .args(["-u", "root", &format!("127.0.0.1:{port}"), "256"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("smtp-sink starts (package postfix)");
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let config = dir.path().join("robomod.toml");
    std::fs::write(
        &config,
        format!(
            "data_dir = \"data\"\nlog_level = \"warn\"\n\n[reports]\npictures = {pictures}\n\
             default = \"{}\"\n\n\
             [outbound]\nkind = \"smtp\"\n\n[outbound.smtp]\nhost = \"127.0.0.1\"\n\
             port = {port}\nsecurity = \"none\"\n",
            if mode == Mode::Round {
                "round"
            } else {
                "registers"
            }
        ),
    )
    .expect("config");
    let clock = dir.path().join("now");
    FileClock::write(&clock, start + Duration::hours(48)).expect("clock file");
    if std::env::var_os("SWEEP_SETUP_ONLY").is_some() {
        // To profile `serve --once` by hand: the folder stays; start smtp-sink on the port.
        let _ = sink.kill();
        let _ = sink.wait();
        let path = dir.keep();
        println!("set up in {} (smtp-sink port {port})", path.display());
        return;
    }

    let (wall, cpu, rss, ok) = run_measured(
        Command::new(env!("CARGO_BIN_EXE_robomod"))
            .args(["serve", "--once", "--config"])
            .arg(&config)
            .env("ROBOMOD_CLOCK_FILE", &clock)
            .stdout(Stdio::null()),
    );
    let server = cpu_so_far(sink.id());
    let _ = sink.kill();
    let _ = sink.wait();
    assert!(ok, "serve --once failed");
    let c = robomod::store::open(&data.join("robomod.sqlite")).expect("the database");
    let count = |sql: &str| -> i64 { c.query_row(sql, [], |r| r.get(0)).expect("count") };
    let sent = count("SELECT COUNT(*) FROM outbox WHERE state = 'sent'") - before;
    let left = count("SELECT COUNT(*) FROM outbox WHERE state <> 'sent'");
    let rounds = count("SELECT COUNT(*) FROM rounds") - rounds_before;
    assert_eq!(rounds as usize, n, "every game ran its round");
    assert_eq!(left, 0, "every mail delivered");
    println!(
        "games {n:>6} {:<8}  serve --once {wall:>7.2} s (CPU {cpu:.1} s)  per game {:>6.3} ms  \
         mails {sent:>6} ({:>5.0}/s)  peak RSS {rss:>6.1} MB  (smtp-sink CPU {server:.1} s, \
         setup {:.0} s)",
        mode.name(),
        wall * 1000.0 / n as f64,
        sent as f64 / wall,
        setup_time.as_secs_f64(),
    );
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    if let Some(n) = args.first().and_then(|a| a.parse::<usize>().ok()) {
        let mode = match args.get(1).map(String::as_str) {
            Some("text") => Mode::Text,
            Some("round") => Mode::Round,
            _ => Mode::Html,
        };
        one(n, mode);
        return;
    }
    let full = std::env::args().any(|a| a == "--bench");
    let sizes: &[usize] = if full { &[1_000, 10_000] } else { &[20] };
    for &n in sizes {
        for mode in [Mode::Text, Mode::Round, Mode::Html] {
            one(n, mode);
        }
    }
}
