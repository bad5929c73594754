//! `robomod mail check`: the reading of a mail, as a person sees it.

use crate::support::assert_contains;
use robomod::cli::mail::describe;
use robomod::mail::read_mail;

fn check(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/mail/corpus")
        .join(format!("{name}.eml"));
    describe(&read_mail(
        &std::fs::read(path).expect("a corpus mail"),
        &super::identity(),
    ))
}

#[test]
fn mail_check_describes_commands_typos_and_bounces() {
    insta::assert_snapshot!("check_near_misses", check("017-near-misses"));
    insta::assert_snapshot!("check_bounce", check("024-bounce-dsn-postfix"));
    insta::assert_snapshot!("check_no_message_id", check("033-no-message-id"));
    // Words read as commands say which words, what they were read as, and by which phrasing:
    // the operator's answer to "why did robomod do that?".
    let words = check("050-orders-in-words");
    assert_contains(&words, "\"Powering down.\" read as POWER DOWN");
    insta::assert_snapshot!("check_orders_in_words", words);
}

#[test]
fn mail_check_binary_reads_a_file_and_fails_on_a_missing_one() {
    let corpus = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/mail/corpus/001-plain-program.eml"
    );
    let out = crate::support::cli::command()
        .args(["mail", "check", corpus])
        .output()
        .expect("robomod runs");
    assert!(out.status.success());
    assert_contains(
        &String::from_utf8_lossy(&out.stdout),
        "  PROGRAM 1GN 3BU 2RE",
    );
    let out = crate::support::cli::command()
        .args(["mail", "check", "/nonexistent.eml"])
        .output()
        .expect("robomod runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).starts_with("robomod: cannot read /nonexistent.eml")
    );
}

#[test]
fn the_inbox_and_transport_come_from_the_config() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let config = robomod::config::Config::from_toml("", "test", dir.path()).expect("default");
    let mut inbox = robomod::mail::setup::inbox(&config).expect("the Maildir");
    assert!(inbox.fetch(10).expect("empty").is_empty());
    assert!(config.maildir_path().join("new").is_dir());
}
