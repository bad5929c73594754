//! Issue 40: SIGHUP makes a running `serve` read its config and templates again (logged), and
//! never kills it; each mail handled is one log line with its sender, Message-ID and outcome,
//! in the log's own words (no Rust debug format).

use crate::support::site::serve_logging;
use crate::support::site::*;
use std::time::{Duration, Instant};

fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn sighup_reloads_the_templates_and_each_mail_is_one_log_line() {
    let site = Site::new();
    let tpl = site.dir.path().join("tpl");
    std::fs::create_dir(&tpl).unwrap();
    std::fs::write(
        site.config_path(),
        format!("templates_dir = {:?}\n{TOML}", tpl.to_str().unwrap()),
    )
    .unwrap();
    let clock_file = site.clock_file();
    let log = site.dir.path().join("serve.log");
    let mut serve = serve_logging(&site, &clock_file, "robomod=info", &log);
    let logged = |needle: &str| {
        std::fs::read_to_string(&log)
            .unwrap_or_default()
            .contains(needle)
    };
    wait_for("the daemon", || logged("robomod serving"));

    // A new refusal text, then SIGHUP: read again, the daemon still running.
    std::fs::write(
        tpl.join("refusal.txt"),
        "Reloaded words: write to a game.\n",
    )
    .unwrap();
    let hup = std::process::Command::new("kill")
        .args(["-HUP", &serve.id().to_string()])
        .status()
        .unwrap();
    assert!(hup.success());
    wait_for("the reload", || {
        logged("SIGHUP: config and templates read again")
    });
    assert!(
        serve.try_wait().unwrap().is_none(),
        "SIGHUP ended the daemon"
    );

    // A stranger writes: answered with the new words, and the mail is one log line.
    let raw = "From: Zed <zed@example.net>\r\nTo: robomod@example.test\r\nSubject: hello\r\n\
               Message-ID: <zed1@example.net>\r\n\r\nSTATUS\r\n";
    site.maildir().deliver(raw.as_bytes()).unwrap();
    wait_for("the refusal", || {
        site.sent()
            .iter()
            .any(|p| std::fs::read_to_string(p).is_ok_and(|t| t.contains("Reloaded words")))
    });
    wait_for("the mail's log line", || logged("mail handled"));
    let text = std::fs::read_to_string(&log).unwrap();
    let line = text.lines().find(|l| l.contains("mail handled")).unwrap();
    for part in [
        "from=zed@example.net",
        "message_id=\"zed1@example.net\"",
        "outcome=\"answered\"",
    ] {
        assert!(line.contains(part), "{part} not in {line}");
    }
    let term = std::process::Command::new("kill")
        .args(["-TERM", &serve.id().to_string()])
        .status()
        .unwrap();
    assert!(term.success());
    assert!(serve.wait().unwrap().success());
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(
        !text.contains("Some("),
        "Rust debug format in the log:\n{text}"
    );
}
