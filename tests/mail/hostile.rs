//! Issue 11, hostile mail: a mail that names several senders or none is neither answered nor
//! taken as a player's; control characters a sender wrote never reach a mail robomod sends; a
//! closed pipe ends a command quietly.

use crate::support::assert_contains;
use crate::support::cli::new_rambots;
use crate::support::cli::robomod_in;
use robomod::inbound::NoReplyReason;
use robomod::mail::compose::render;
use robomod::mail::read_mail;
use robomod::outgoing::MailKind;

fn mail(headers: &str, body: &str) -> Vec<u8> {
    format!(
        "{headers}To: robomod <robomod@example.test>\r\nSubject: [robomod g1 k7Qf3] orders\r\n\
         Message-ID: <h1@example.org>\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

#[test]
fn two_from_headers_or_two_senders_are_nobodys_mail() {
    let id = super::identity();
    // A forger's address first, the player's last, with the player's key in the subject.
    let twice = mail(
        "From: eve@example.net\r\nFrom: ann@example.org\r\n",
        "PROGRAM 1GN 3BU",
    );
    let m = read_mail(&twice, &id);
    assert_eq!(m.no_reply, Some(NoReplyReason::SeveralSenders), "{m:?}");
    let list = mail(
        "From: eve@example.net, ann@example.org\r\n",
        "PROGRAM 1GN 3BU",
    );
    assert_eq!(
        read_mail(&list, &id).no_reply,
        Some(NoReplyReason::SeveralSenders)
    );
    let one = mail("From: Ann <ann@example.org>\r\n", "PROGRAM 1GN 3BU");
    assert_eq!(read_mail(&one, &id).no_reply, None);
}

#[test]
fn a_mail_without_a_sender_is_not_answered() {
    let id = super::identity();
    for headers in ["", "From: \r\n", "From: undisclosed-recipients:;\r\n"] {
        let m = read_mail(&mail(headers, "STATUS"), &id);
        assert_eq!(
            m.no_reply,
            Some(NoReplyReason::NoSender),
            "{headers:?}: {m:?}"
        );
    }
}

/// Issue 40: a sender robomod cannot write to is nobody to answer (no reply queued to go dead
/// with an alert), and robomod's own address with the root's trailing dot is robomod's own.
#[test]
fn unsendable_senders_are_not_answered_and_robomods_own_address_is_known_with_a_dot() {
    let id = super::identity();
    for from in [
        "x@host.example.",
        "\"john doe\"@example.org",
        "x@[192.0.2.1]",
        "x..y@example.org",
    ] {
        let m = read_mail(&mail(&format!("From: {from}\r\n"), "STATUS"), &id);
        assert_eq!(m.no_reply, Some(NoReplyReason::NoSender), "{from}: {m:?}");
    }
    let own = read_mail(&mail("From: robomod@example.test.\r\n", "STATUS"), &id);
    assert_eq!(own.no_reply, Some(NoReplyReason::SystemSender), "{own:?}");
}

#[test]
fn control_characters_never_reach_a_sent_mail() {
    let mut m = super::compose::sample(
        MailKind::Error,
        "> PROGRAM 1GN\u{0}\u{1b}[31m\n  bad\tpiece\u{7}",
    );
    m.subject = "[robomod g12 k7Qf3] Round 3\u{0}: problems".into();
    let bytes = render(&m, chrono::Utc::now()).unwrap();
    let text = String::from_utf8(bytes).unwrap();
    assert!(
        !text
            .chars()
            .any(|c| c.is_control() && !matches!(c, '\r' | '\n' | '\t')),
        "{text:?}"
    );
    assert_contains(&text, "> PROGRAM 1GN[31m\r\n  bad\tpiece");
    assert_contains(&text, "Subject: [robomod g12 k7Qf3] Round 3: problems");
}

#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_a_command_quietly() {
    use std::os::unix::process::ExitStatusExt;
    use std::process::Stdio;
    let corpus = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/mail/corpus/001-plain-program.eml"
    );
    for _ in 0..3 {
        let mut child = crate::support::cli::command()
            .args(["mail", "check", corpus])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away before robomod writes (as `| head -c0` would).
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert_ne!(out.status.code(), Some(101), "{stderr}");
        // Ended by SIGPIPE, as Unix tools are, or done before it could notice.
        assert!(
            out.status.signal() == Some(libc::SIGPIPE) || out.status.success(),
            "{:?} {stderr}",
            out.status
        );
    }
}

/// An operator's mistake: a `templates_dir` that does not exist is refused, not ignored.
#[test]
fn a_missing_templates_dir_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    // robomod.toml in the folder the command runs in is the config it reads.
    std::fs::write(
        dir.path().join("robomod.toml"),
        "templates_dir = \"my-templates\"\n",
    )
    .unwrap();
    let out = robomod_in(dir.path(), &["game", "list"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_contains(&stderr, "my-templates is not a folder: create it");
    std::fs::create_dir(dir.path().join("my-templates")).unwrap();
    let out = robomod_in(dir.path(), &["game", "list"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// An operator's mistake: an empty file or another file where the database should be is
/// refused with what to do, never taken for a new database.
#[test]
fn an_empty_or_foreign_file_is_not_taken_for_the_database() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("empty.sqlite"), b"").unwrap();
    let out = robomod_in(dir.path(), &["game", "list", "--db", "empty.sqlite"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_contains(
        &stderr,
        "empty.sqlite is an empty file, not a robomod database",
    );
    assert_eq!(
        std::fs::metadata(dir.path().join("empty.sqlite"))
            .unwrap()
            .len(),
        0
    );
    std::fs::write(
        dir.path().join("notes.txt"),
        "my shopping list\n".repeat(200),
    )
    .unwrap();
    let out = robomod_in(dir.path(), &["game", "list", "--db", "notes.txt"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_contains(&stderr, "notes.txt is not a robomod database");
    assert_eq!(
        stderr.matches("not a database").count(),
        1,
        "said once: {stderr}"
    );
}

/// A damaged database is not served: `serve` checks it at start and says what to do.
#[test]
fn serve_refuses_a_damaged_database() {
    let dir = tempfile::tempdir().unwrap();
    let ok = robomod_in(dir.path(), &new_rambots(&["--seed", "1"]));
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let db = dir.path().join("robomod-data/robomod.sqlite");
    // Fold the WAL in, then scribble over the pages after the first.
    let ok = robomod_in(dir.path(), &["db", "check"]);
    assert!(ok.status.success());
    let c = rusqlite::Connection::open(&db).unwrap();
    c.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .unwrap();
    drop(c);
    let mut bytes = std::fs::read(&db).unwrap();
    let page = 4096.min(bytes.len() / 4);
    for b in &mut bytes[page..page * 3] {
        *b = 0xA5;
    }
    std::fs::write(&db, bytes).unwrap();
    let out = robomod_in(dir.path(), &["serve", "--once"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success(),
        "a damaged database was served: {stderr}"
    );
    assert!(
        stderr.contains("damaged") || stderr.contains("malformed"),
        "{stderr}"
    );
    assert!(
        stderr.contains("db check") || stderr.contains("backup"),
        "{stderr}"
    );
}

/// At most 20 commands are read from one mail; the reply says the rest were not. (All within
/// what is read of her text: 17 KB.)
#[test]
fn a_mail_of_thousands_of_commands_is_read_twenty_deep() {
    let body = "STATUS\r\n".repeat(500) + &"PROGRAM 1GN\r\n".repeat(1_000);
    assert!(body.len() < robomod::inbound::MAX_READ_BYTES);
    let raw = mail("From: ann@example.org\r\n", &body);
    let m = read_mail(&raw, &super::identity());
    assert_eq!(m.commands.len(), 21);
    // STATUS asked 500 times is asked once; then 19 of the 1,000 PROGRAM lines.
    assert_eq!(m.commands[0], robomod::inbound::PlayerCommand::Status);
    assert_eq!(
        m.commands.last(),
        Some(&robomod::inbound::PlayerCommand::TooMany { count: 981 })
    );
}

/// Issue 62: at most 32 KB of her own text is read; the lines after it are counted, not read,
/// and the mail says so. 100,000 STATUS lines and 10,000 PROGRAM lines read in milliseconds.
#[test]
fn only_the_first_32_kb_of_her_text_is_read_and_the_rest_counted() {
    use robomod::inbound::{MAX_READ_BYTES, PlayerCommand};
    let body = "STATUS\r\n".repeat(100_000) + &"PROGRAM 1GN\r\n".repeat(10_000);
    let raw = mail("From: ann@example.org\r\n", &body);
    let m = read_mail(&raw, &super::identity());
    assert_eq!(m.commands[0], PlayerCommand::Status);
    let read = MAX_READ_BYTES / "STATUS\n".len();
    assert_eq!(
        m.commands.last(),
        Some(&PlayerCommand::TooLong {
            lines: 110_000 - read
        })
    );
    assert!(
        !m.commands
            .iter()
            .any(|c| matches!(c, PlayerCommand::Orders { .. })),
        "the PROGRAM lines are past what is read: {:?}",
        m.commands
    );
}

/// Issue 62: reading is linear in a mail's size, and a line longer than any order is not read
/// as words at all: a megabyte on one line, of words or of a program and junk, is read (its
/// line counted as too long) at once. (The figures are in docs/mail.md, from `cargo bench
/// --bench reading`; the bound here only catches a return of the square.)
#[test]
fn one_megabyte_line_is_refused_at_once_whatever_it_holds() {
    use robomod::inbound::PlayerCommand;
    let words = "a ".repeat(1 << 19);
    for body in [
        format!("hello {words}"),
        format!("PROGRAM 3RN {words}"),
        "I will go forward 2 then left. ".repeat(1 << 15),
        "and power down, ".repeat(1 << 16),
    ] {
        let raw = mail("From: ann@example.org\r\n", &body);
        let t = std::time::Instant::now();
        let m = read_mail(&raw, &super::identity());
        let took = t.elapsed();
        assert!(took < std::time::Duration::from_secs(1), "{took:?}");
        assert_eq!(m.commands, vec![PlayerCommand::TooLong { lines: 1 }]);
    }
}

/// Lines up to the 8 KB a line may hold are read in linear time too: the shapes that once read
/// in the square of a line's length (figures among words, second thoughts, connectors alone,
/// a name given again: the clause cutter and the runs read the whole line at every word) take
/// about four times as long for four times the words, not sixteen. (The figures are in
/// docs/mail.md, from `cargo bench --bench reading`.)
#[test]
fn a_line_four_times_as_long_takes_about_four_times_as_long() {
    let time = |unit: &str, bytes: usize| {
        let line = vec![unit; bytes / (unit.len() + 1)].join(" ");
        let raw = mail("From: ann@example.org\r\n", &line);
        (0..2)
            .map(|_| {
                let t = std::time::Instant::now();
                std::hint::black_box(read_mail(&raw, &super::identity()));
                t.elapsed()
            })
            .min()
            .unwrap()
    };
    for unit in [
        "part 5 a a a",
        "I mean F2 no wait",
        "then",
        "no wait, as Bob",
    ] {
        let (short, long) = (time(unit, 1_000), time(unit, 4_000));
        assert!(
            long < short * 9,
            "{unit}: {short:?} for 1 KB, {long:?} for 4 KB"
        );
    }
}

/// Issue 62: a line between a paragraph and the read limit (over 8 KB) is prose, never
/// commands: read in linear time, answered as a letter.
#[test]
fn a_line_longer_than_any_order_is_prose() {
    use robomod::inbound::{MAX_LINE_BYTES, PlayerCommand};
    let line = format!("RESIGN {}", "a ".repeat(MAX_LINE_BYTES / 2));
    let m = read_mail(
        &mail("From: ann@example.org\r\n", &line),
        &super::identity(),
    );
    assert!(
        matches!(m.commands.as_slice(), [PlayerCommand::Letter { .. }]),
        "{:?}",
        m.commands
            .iter()
            .map(|c| format!("{c:?}").chars().take(60).collect::<String>())
            .collect::<Vec<_>>()
    );
}

/// An operator's mistake: a password variable that is not set stops the daemon with exit 2 and
/// says so once, for IMAP and SMTP alike.
#[test]
fn a_missing_password_variable_is_said_once_with_exit_2() {
    for config in [
        "[inbound]\nkind = \"imap\"\n[inbound.imap]\nhost = \"localhost\"\nuser = \"u\"\n\
         password_env = \"ROBOMOD_TEST_NO_SUCH_PW\"\n",
        "[outbound]\nkind = \"smtp\"\n[outbound.smtp]\nhost = \"localhost\"\nuser = \"u\"\n\
         password_env = \"ROBOMOD_TEST_NO_SUCH_PW\"\n",
    ] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("robomod.toml"), config).unwrap();
        let out = robomod_in(dir.path(), &["serve", "--once"]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert_eq!(
            stderr.matches("ROBOMOD_TEST_NO_SUCH_PW").count(),
            1,
            "said once: {stderr}"
        );
        assert_contains(&stderr, "export it first");
    }
}
