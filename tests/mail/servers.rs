//! Against real servers on loopback (tests/support/mailservers.rs): robomod's SMTP transport
//! sends through Postfix with STARTTLS; its IMAP inbox reads the mail back from Dovecot over
//! IMAPS and over IMAP+STARTTLS, marks it handled (flag or move), and reconnects after the server
//! drops the connection. Under CI=true these run; elsewhere they skip when the servers are not
//! installed.

use super::compose::sample;
use crate::support::assert_contains;
use crate::support::mailservers::MailServers;
use robomod::clock::TestClock;
use robomod::config::{ImapHandled, Security, SmtpConfig};
use robomod::inbound::PlayerCommand;
use robomod::mail::imap::ImapInbox;
use robomod::mail::smtp::SmtpTransport;
use robomod::mail::{Inbox, Transport, read_mail};
use robomod::outgoing::MailKind;
use std::sync::Arc;

/// A player's mail to robomod, sent through robomod's own SMTP transport for the test's sake.
fn player_mail(n: usize, to: &str) -> robomod::outgoing::OutgoingMail {
    let mut m = sample(MailKind::Notice, &format!("Hello\nPROGRAM {n}GN 3BU\n"));
    m.message_id = format!("<p{n}.{to}>");
    m.from = format!("Player {n} <p{n}@example.test>");
    m.to = to.into();
    m.subject = format!("[robomod g12 k7Qf3] orders {n}");
    m
}

#[test]
fn smtp_starttls_in_imaps_out_mark_seen_and_reconnect() {
    let Some(servers) = MailServers::start_or_skip("smtp_starttls_in_imaps_out") else {
        return;
    };
    let clock = Arc::new(TestClock::at_str("2026-03-02T10:00:00Z"));
    let mut t = SmtpTransport::new(&servers.smtp_config(), clock).expect("an SMTP transport");
    for n in 1..=3 {
        t.send(&player_mail(n, "robomod+g12.k7Qf3@example.test"))
            .expect("Postfix accepts the mail");
    }
    servers.wait_for_mail("robomod", 3).expect("delivered");

    let mut inbox = ImapInbox::with_password(
        &servers.imap_config("robomod", Security::Tls, "UNUSED_IN_TESTS"),
        "secret".into(),
    )
    .expect("an inbox");
    let got = inbox.fetch(10).expect("fetched over IMAPS");
    assert_eq!(got.len(), 3);
    let read: Vec<_> = got
        .iter()
        .map(|m| read_mail(&m.raw, &super::identity()))
        .collect();
    let mut programs: Vec<_> = read.iter().flat_map(|m| m.commands.clone()).collect();
    programs.sort_by_key(|c| format!("{c:?}"));
    assert_eq!(
        programs,
        (1..=3)
            .map(|n| PlayerCommand::Orders {
                keyword: "PROGRAM".into(),
                text: format!("{n}GN 3BU")
            })
            .collect::<Vec<_>>()
    );
    assert!(
        read.iter()
            .all(|m| m.tag.as_ref().is_some_and(|t| t.game == 12))
    );

    // Fetching alone does not mark anything; marking one leaves two.
    assert_eq!(inbox.fetch(10).expect("fetched").len(), 3);
    inbox.mark_handled(&got[0].handle).expect("marked seen");
    assert_eq!(inbox.fetch(10).expect("fetched").len(), 2);
    assert_eq!(inbox.connects, 1);

    // The server drops the connection: the next fetch reconnects by itself.
    servers.kick("robomod").expect("doveadm kick");
    assert_eq!(inbox.fetch(10).expect("fetched after the drop").len(), 2);
    assert_eq!(inbox.connects, 2);
    servers.kick("robomod").expect("doveadm kick");
    inbox
        .mark_handled(&got[1].handle)
        .expect("marked after another drop");
    assert_eq!(inbox.fetch(10).expect("fetched").len(), 1);

    // Wrong CA: the certificate is refused.
    let mut no_ca = servers.imap_config("robomod", Security::Tls, "UNUSED_IN_TESTS");
    no_ca.ca_file = None;
    let e = ImapInbox::with_password(&no_ca, "secret".into())
        .expect("an inbox")
        .fetch(1)
        .expect_err("untrusted certificate");
    assert!(e.to_string().to_lowercase().contains("certificate"), "{e}");
    // Wrong password: the login is refused, naming the user.
    let e = ImapInbox::with_password(
        &servers.imap_config("robomod", Security::Tls, "UNUSED_IN_TESTS"),
        "wrong".into(),
    )
    .expect("an inbox")
    .fetch(1)
    .expect_err("bad password");
    assert_contains(&e.to_string(), "login as robomod failed");
}

#[test]
fn imap_starttls_moves_handled_mail_to_a_folder_and_quarantines_to_another() {
    let Some(servers) = MailServers::start_or_skip("imap_starttls_moves_handled_mail") else {
        return;
    };
    let clock = Arc::new(TestClock::at_str("2026-03-02T10:00:00Z"));
    let mut t = SmtpTransport::new(&servers.smtp_config(), clock).expect("an SMTP transport");
    for n in 1..=3 {
        t.send(&player_mail(n, "bob@example.test")).expect("sent");
    }
    servers.wait_for_mail("bob", 3).expect("delivered");

    let mut config = servers.imap_config("bob", Security::Starttls, "UNUSED_IN_TESTS");
    config.handled = ImapHandled::Move;
    config.move_to = Some("robomod-done".into());
    let mut inbox = ImapInbox::with_password(&config, "secret".into()).expect("an inbox");
    let got = inbox.fetch(10).expect("fetched over STARTTLS");
    assert_eq!(got.len(), 3);
    // A mail that failed earlier in the pass is left out.
    let skip = std::collections::HashSet::from([got[0].handle.clone()]);
    let rest = inbox.fetch_except(10, &skip).expect("fetched");
    assert_eq!(rest, got[1..]);
    for m in &got[..2] {
        inbox.mark_handled(&m.handle).expect("moved");
    }
    inbox.quarantine(&got[2].handle).expect("quarantined");
    assert!(inbox.fetch(10).expect("fetched").is_empty());

    let folder = |name: &str| {
        let mut c = servers.imap_config("bob", Security::Starttls, "UNUSED_IN_TESTS");
        c.folder = name.into();
        let mut raws: Vec<_> = ImapInbox::with_password(&c, "secret".into())
            .expect("an inbox")
            .fetch(10)
            .expect("fetched from the folder")
            .into_iter()
            .map(|m| m.raw)
            .collect();
        raws.sort();
        raws
    };
    let mut handled: Vec<_> = got[..2].iter().map(|m| m.raw.clone()).collect();
    handled.sort();
    assert_eq!(folder("robomod-done"), handled);
    assert_eq!(folder("robomod-quarantine"), vec![got[2].raw.clone()]);
}

/// Issue 11: over IMAP, a mail larger than the limit is fetched head only (its size said), and
/// the others whole.
#[test]
fn imap_fetches_a_mail_over_the_size_limit_head_only() {
    let Some(servers) = MailServers::start_or_skip("imap_fetches_head_only") else {
        return;
    };
    let clock = Arc::new(TestClock::at_str("2026-03-02T10:00:00Z"));
    let mut t = SmtpTransport::new(&servers.smtp_config(), clock).expect("an SMTP transport");
    t.send(&player_mail(1, "cat@example.test")).expect("sent");
    let mut big = player_mail(2, "cat@example.test");
    big.body = format!(
        "PROGRAM 2GN\n{}",
        "y".repeat(70).repeat(3_000).replace("yyyyyyy", "yyyyyy\n")
    );
    t.send(&big).expect("sent");
    servers.wait_for_mail("cat", 2).expect("delivered");
    let mut inbox = ImapInbox::with_password(
        &servers.imap_config("cat", Security::Tls, "UNUSED_IN_TESTS"),
        "secret".into(),
    )
    .expect("an inbox")
    .with_max_bytes(50_000);
    let got = inbox.fetch(10).expect("fetched");
    assert_eq!(got.len(), 2);
    let (small, large): (Vec<_>, Vec<_>) = got.iter().partition(|m| m.oversize.is_none());
    assert_eq!((small.len(), large.len()), (1, 1));
    assert!(
        large[0].oversize.unwrap() > 200_000,
        "{:?}",
        large[0].oversize
    );
    let head = String::from_utf8_lossy(&large[0].raw);
    assert!(
        head.contains("Subject:") && !head.contains("PROGRAM 2GN"),
        "{head}"
    );
    assert!(read_mail(&small[0].raw, &super::identity()).commands.len() == 1);
}

#[test]
fn plain_smtp_and_smtps_to_postfix_then_plain_imap_from_dovecot_on_loopback() {
    let Some(servers) = MailServers::start_or_skip("plain_smtp_and_smtps") else {
        return;
    };
    let clock = Arc::new(TestClock::at_str("2026-03-02T10:00:00Z"));
    let to = "robomod+g12.k7Qf3@example.test";
    // security = "none" to a local MTA: a batch over two connections.
    let plain = SmtpConfig {
        security: Security::None,
        ca_file: None,
        ..servers.smtp_config()
    };
    let mut t = SmtpTransport::new(&plain, clock.clone()).expect("a plain SMTP transport");
    let mails: Vec<_> = (1..=4).map(|n| player_mail(n, to)).collect();
    let refs: Vec<_> = mails.iter().collect();
    let sent = t.send_all(&refs);
    assert!(sent.iter().all(|r| matches!(r, Some(Ok(())))), "{sent:?}");
    // security = "tls": TLS from the first byte (smtps), trusting the test CA.
    let smtps = SmtpConfig {
        security: Security::Tls,
        port: Some(servers.smtps_port),
        ..servers.smtp_config()
    };
    let mut t = SmtpTransport::new(&smtps, clock).expect("an SMTPS transport");
    t.send(&player_mail(5, to))
        .expect("Postfix accepts the mail over smtps");
    servers.wait_for_mail("robomod", 5).expect("delivered");

    let mut inbox = ImapInbox::with_password(
        &servers.imap_config("robomod", Security::None, "UNUSED_IN_TESTS"),
        "secret".into(),
    )
    .expect("an inbox");
    let got = inbox.fetch(10).expect("fetched over plain IMAP");
    let mut subjects: Vec<String> = got
        .iter()
        .map(|m| read_mail(&m.raw, &super::identity()).subject)
        .collect();
    subjects.sort();
    assert_eq!(
        subjects,
        (1..=5)
            .map(|n| format!("[robomod g12 k7Qf3] orders {n}"))
            .collect::<Vec<_>>()
    );
}
