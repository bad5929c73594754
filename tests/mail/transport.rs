//! Transports without a server: the file transport (the default), sendmail through a stand-in
//! script, the recording double, and the choice made from the config.

use super::compose::sample;
use crate::support::assert_contains;
use robomod::config::Config;
use robomod::mail::setup::transport as from_config;
use robomod::mail::transport::{FileTransport, RecordingTransport, SendError, SendmailTransport};
use robomod::mail::{Transport, read_mail};
use robomod::outgoing::MailKind;

use crate::support::clock::morning as clock;

#[test]
fn file_transport_writes_one_eml_per_message_id_even_when_resent() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let out = dir.path().join("outgoing");
    let mut t = FileTransport::new(&out, clock());
    let mail = sample(MailKind::Confirmation, "Understood: PASS\n");
    t.send(&mail).expect("sent");
    t.send(&mail).expect("sent again after a 'crash'");
    let files: Vec<_> = std::fs::read_dir(&out)
        .expect("the folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .into_string()
                .expect("utf-8")
        })
        .collect();
    assert_eq!(files, vec!["m1.g12.ann@example.test.eml".to_string()]);
    let raw = std::fs::read(out.join(&files[0])).expect("the file");
    let back = read_mail(&raw, &super::identity());
    assert_eq!(back.message_id.as_deref(), Some("m1.g12.ann@example.test"));
    assert_eq!(
        back.no_reply,
        Some(robomod::inbound::NoReplyReason::AutoSubmitted)
    );
}

#[test]
fn file_names_are_safe_whatever_the_message_id() {
    assert_eq!(FileTransport::file_name("<a/../b c@x>"), "a_.._b_c@x.eml");
    assert_eq!(FileTransport::file_name("<../x@y>"), "_x@y.eml");
}

#[test]
fn an_unwritable_folder_stops_the_batch() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let blocker = dir.path().join("file");
    std::fs::write(&blocker, "x").expect("a file");
    let mut t = FileTransport::new(blocker.join("sub"), clock());
    let e = t
        .send(&sample(MailKind::Error, "x"))
        .expect_err("cannot write under a file");
    assert!(e.stops_batch(), "{e}");
}

#[cfg(unix)]
#[test]
fn sendmail_transport_pipes_the_message_to_the_command() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("a temp dir");
    let script = dir.path().join("fake-sendmail");
    let captured = dir.path().join("captured.eml");
    let args = dir.path().join("args");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\necho \"$@\" > '{}'\ncat > '{}'\n",
            args.display(),
            captured.display()
        ),
    )
    .expect("the script");
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let mut t = SendmailTransport::new(script.as_os_str(), clock());
    t.send(&sample(MailKind::RoundReport, "Round 3\n"))
        .expect("sent");
    let raw = std::fs::read(&captured).expect("captured");
    assert_contains(
        &String::from_utf8_lossy(&raw),
        "Auto-Submitted: auto-generated",
    );
    let args = std::fs::read_to_string(&args).expect("args");
    assert_contains(&args, "ann@example.test");

    std::fs::write(&script, "#!/bin/sh\ncat >/dev/null\nexit 75\n").expect("a failing script");
    let e = t
        .send(&sample(MailKind::RoundReport, "x"))
        .expect_err("the command failed");
    assert!(matches!(e, SendError::Unavailable(_)), "{e:?}");
}

#[test]
fn recording_transport_records_and_fails_on_demand() {
    let mut t = RecordingTransport::new(clock());
    t.fail_next(SendError::Unavailable("down".into()));
    let mail = sample(MailKind::Help, "HELP text\n");
    assert!(t.send(&mail).is_err());
    t.send(&mail).expect("sent");
    assert_eq!(t.sent, vec![mail]);
    assert_contains(
        &String::from_utf8_lossy(&t.rendered[0]),
        "Date: Mon, 02 Mar 2026 10:00:00",
    );
}

#[test]
fn the_default_config_sends_to_files_under_the_data_dir() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let config = Config::from_toml("", "test", dir.path()).expect("the default config");
    let mut t = from_config(&config, clock()).expect("a transport");
    t.send(&sample(MailKind::Welcome, "Welcome\n"))
        .expect("sent");
    assert!(
        dir.path()
            .join("robomod-data/outgoing/m1.g12.ann@example.test.eml")
            .exists()
    );
}
