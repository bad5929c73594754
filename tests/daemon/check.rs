//! `robomod mail check FILE.eml` against a game: whether the mail authenticates and the reply
//! robomod would send, with nothing changed in the database.

use crate::support::assert_contains;
use crate::support::one;
use crate::support::site::robomod;
use crate::support::site::*;
use robomod::clock::FileClock;
use std::sync::Arc;

fn check(site: &Site, clock: &std::path::Path, raw: &[u8], extra: &[&str]) -> String {
    let file = site.dir.path().join("mail.eml");
    std::fs::write(&file, raw).unwrap();
    let out = robomod(site, clock)
        .args(["mail", "check", file.to_str().unwrap()])
        .args(extra)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

fn count(site: &Site, table: &str) -> i64 {
    let c = robomod::store::open(&site.config.database_path()).unwrap();
    one(&c, &format!("SELECT COUNT(*) FROM {table}"), [])
}

#[test]
fn mail_check_says_what_would_happen_and_changes_nothing() {
    let site = Site::new();
    let (clock, id) = site.game_on_clock_file(&["Ann", "Bob"]);
    let keys = site.keys(id);
    let before = (count(&site, "inbox"), count(&site, "outbox"));

    let good = player_mail("Ann", id, &keys[0], "c1", "GOALS 1Y 3R 2G 1B\nGOALS 9Q");
    let out = check(&site, &clock, &good, &[]);
    assert_contains(&out, "Authentic:  yes, from Ann <ann@example.org>");
    assert_contains(&out, "Would do:   answer it (a mail of kind error)");
    assert_contains(&out, "--- would send: error to ann@example.org");
    assert_contains(&out, "Accepted for setup:\n  1Y 3R 2G 1B");
    assert_contains(&out, "- \"9Q\": unknown word");

    let spoofed = player_mail("Mallory", id, &keys[1], "c2", "GOALS 1Y 3R 2G 1B");
    let out = check(&site, &clock, &spoofed, &["--game", &id.to_string()]);
    assert_contains(
        &out,
        "Authentic:  no: the key is Bob's, but the mail is from mallory@example.org",
    );
    assert_contains(&out, "--- would send: refusal to mallory@example.org");

    // The same as one JSON object, for scripts.
    let json: serde_json::Value =
        serde_json::from_str(&check(&site, &clock, &good, &["--json"])).unwrap();
    assert_eq!(json["from"], "ann@example.org");
    assert_eq!(json["tag"]["game"], id);
    assert_eq!(json["answered"], true);
    assert_eq!(
        json["commands"],
        serde_json::json!(["GOALS 1Y 3R 2G 1B", "GOALS 9Q"])
    );
    assert_eq!(json["check"]["authentic"], true);
    assert_eq!(json["check"]["replies"][0]["kind"], "error");
    let body = json["check"]["replies"][0]["body"].as_str().unwrap();
    assert_contains(body, "Accepted for setup:\n  1Y 3R 2G 1B");
    let json: serde_json::Value =
        serde_json::from_str(&check(&site, &clock, &spoofed, &["--json"])).unwrap();
    assert_eq!(json["check"]["authentic"], false);
    let json: serde_json::Value =
        serde_json::from_str(&check(&site, &clock, &good, &["--json", "--game", "99"])).unwrap();
    assert!(
        json["check"]["not_checked"]
            .as_str()
            .unwrap()
            .starts_with("no game 99")
    );

    let out = check(&site, &clock, &good, &["--game", "99"]);
    assert_contains(&out, "Game:       99, not checked: no game 99");
    assert_eq!((count(&site, "inbox"), count(&site, "outbox")), before);
    assert_eq!(count(&site, "submissions"), 0);
}

/// Issue 27: a mail without a usable sender (an empty file, a From that is no address) is never
/// answered: the daemon records it and queues nothing, and `mail check` says the same.
#[test]
fn a_mail_without_a_usable_sender_is_never_answered() {
    let site = Site::new();
    let (clock, _) = site.game_on_clock_file(&["Ann", "Bob"]);
    let mails: [&[u8]; 3] = [
        b"",
        b"From: nobody\r\nSubject: hello\r\nMessage-ID: <x1@example.org>\r\n\r\nSTATUS\r\n",
        b"\r\n\r\n",
    ];
    for raw in mails {
        let out = check(&site, &clock, raw, &[]);
        assert!(
            out.contains("Answered:   no, it has no sender address robomod can write to"),
            "{raw:?}: {out}"
        );
    }
    let mut d =
        robomod::daemon::Daemon::new(&site.config, Arc::new(FileClock::new(&clock))).unwrap();
    let md = site.config.maildir_path();
    for (i, raw) in mails.iter().enumerate() {
        std::fs::write(md.join("new").join(format!("100{i}.x.host")), raw).unwrap();
    }
    let before = count(&site, "outbox");
    let r = d.pass().unwrap();
    assert_eq!((r.fetched, r.ignored, r.replied), (3, 3, 0), "{r:?}");
    let c = robomod::store::open(&site.config.database_path()).unwrap();
    let odd: i64 = one(
        &c,
        "SELECT COUNT(*) FROM outbox WHERE recipient NOT LIKE '%_@_%'",
        [],
    );
    assert_eq!(odd, 0, "a mail queued to no address");
    assert_eq!(count(&site, "outbox"), before, "nothing answered");
}
