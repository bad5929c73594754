//! `robomod serve` as the real binary over a Maildir and the file transport: `--once`, the
//! admin CLI finding the database through the config, and a clean stop on SIGTERM.

use crate::support::assert_contains;
use crate::support::site::*;
use robomod::clock::{Clock, FileClock, TestClock};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap();
    let (o, e) = (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    );
    assert!(out.status.success(), "status {}\n{o}\n{e}", out.status);
    o
}

#[test]
fn serve_once_reads_the_maildir_and_writes_eml_files() {
    let site = Site::new();
    let (clock_file, id) = site.game_on_clock_file(&["Ann", "Bob"]);
    let t0 = TestClock::at_str(NOON).now();

    // The default config file (robomod.toml in the working folder) is found without --config.
    let out = run(robomod(&site, &clock_file).args(["serve", "--once"]));
    assert!(
        out.contains("read 0 mail(s)") && out.contains("sent 2 mail(s)"),
        "{out}"
    );
    assert_eq!(site.sent().len(), 2);

    let keys = site.keys(id);
    site.deliver("Ann", id, &keys[0], "a1", "GOALS 1Y 3R 2G 1B\nSTATUS");
    site.deliver("Mallory", id, &keys[1], "m1", "GOALS 1Y 3R 2G 1B");
    let config = site.config_path();
    let out = run(robomod(&site, &clock_file).args([
        "serve",
        "--once",
        "--config",
        config.to_str().unwrap(),
    ]));
    assert_contains(&out, "read 2 mail(s): 2 answered");
    assert_contains(&out, "sent 2 mail(s)");
    let refusal = site
        .sent()
        .into_iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .find(|t| t.contains("To: mallory@example.org"))
        .expect("a refusal to the stranger");
    assert_contains(&refusal, "Subject: robomod: your mail was not accepted");

    // The admin CLI finds the same database through the same config file.
    let list = run(robomod(&site, &clock_file).args(["game", "list"]));
    assert_contains(&list, "rambots");

    // A day later by the clock file, still nothing due (48h schedule): nothing more sent.
    FileClock::write(&clock_file, t0 + chrono::Duration::hours(24)).unwrap();
    let out = run(robomod(&site, &clock_file).args(["serve", "--once"]));
    assert!(
        out.contains("0 round(s) run") && out.contains("sent 0 mail(s)"),
        "{out}"
    );
}

#[test]
fn serve_stops_cleanly_on_sigterm() {
    let site = Site::new();
    let (clock_file, _) = site.game_on_clock_file(&["Ann", "Bob"]);
    let mut child = robomod(&site, &clock_file)
        .arg("serve")
        .env("RUST_LOG", "info")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while site.sent().len() < 2 {
        assert!(Instant::now() < deadline, "serve sent nothing");
        std::thread::sleep(Duration::from_millis(20));
    }
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "serve ignored SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut log = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut log).unwrap();
    assert!(status.success(), "{status}\n{log}");
    assert_contains(&log, "robomod stopped");
}
