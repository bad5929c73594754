//! IMAP IDLE against the harness's Dovecot (issue 30): with `poll_interval_secs = 300`, a
//! player's mail sent through Postfix, delivered by LMTP into Dovecot, is answered within
//! seconds; the IDLE is re-issued (here after 2 s of silence) and survives `doveadm kick`: a
//! mail sent right after the kick, and one sent once the IDLE is back, are answered as fast.
//! Under CI=true this runs or fails.

use crate::support::mailservers::MailServers;
use crate::support::site::*;
use robomod::clock::{Clock, SystemClock};
use robomod::config::Security;
use robomod::daemon::{Daemon, open_moderator};
use robomod::mail::imap::ImapInbox;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// What a reply may take here (the target is 1 s; the machine may be busy).
const REPLY_BOUND: Duration = Duration::from_secs(5);

/// A player's mail, sent to Postfix by SMTP as a mail client would.
fn send(servers: &MailServers, raw: &[u8]) {
    let smtp = lettre::SmtpTransport::builder_dangerous("127.0.0.1")
        .port(servers.smtp_port)
        .build();
    let text = String::from_utf8_lossy(raw);
    let from = text
        .lines()
        .find_map(|l| l.strip_prefix("From: "))
        .and_then(|f| f.split(['<', '>']).nth(1))
        .unwrap()
        .to_string();
    let to = text
        .lines()
        .find_map(|l| l.strip_prefix("To: "))
        .unwrap()
        .to_string();
    let envelope =
        lettre::address::Envelope::new(Some(from.parse().unwrap()), vec![to.parse().unwrap()])
            .unwrap();
    lettre::Transport::send_raw(&smtp, &envelope, raw).expect("Postfix accepts");
}

#[test]
fn imap_idle_answers_at_once_and_survives_a_kick() {
    let Some(servers) = MailServers::start_or_skip("imap_idle_answers_at_once") else {
        return;
    };
    let site = Site::slow_poll();
    let clock: Arc<dyn Clock> = Arc::new(SystemClock);
    let id = site.new_game(clock.clone(), &["Ann", "Bob"]);
    let keys = site.keys(id);
    let mut imap = servers.imap_config("robomod", Security::Tls, "UNUSED_IN_TESTS");
    imap.idle_secs = 2;

    let stop = Arc::new(AtomicBool::new(false));
    let serving = {
        let (stop, config) = (stop.clone(), site.config.clone());
        std::thread::spawn(move || {
            let db = config.database_path();
            let moderator = open_moderator(&config, &db, clock.clone()).unwrap();
            let inbox = Box::new(ImapInbox::with_password(&imap, "secret".into()).unwrap());
            let transport = robomod::mail::setup::transport(&config, clock.clone()).unwrap();
            Daemon::from_parts(&config, moderator, inbox, transport, clock).serve(&stop)
        })
    };
    site.sent_within(2, Duration::from_secs(20), "the welcome mails");
    // Time for the IDLE to start.
    std::thread::sleep(Duration::from_millis(500));

    let start = Instant::now();
    send(
        &servers,
        &player_mail("Ann", id, &keys[0], "a1", "GOALS 1Y 3R 2G 1B"),
    );
    site.sent_within(3, REPLY_BOUND, "Ann's confirmation over IDLE");
    eprintln!("IMAP IDLE: answered in {:?}", start.elapsed());

    // Silence for longer than idle_secs: the IDLE is re-issued, and still hears new mail.
    std::thread::sleep(Duration::from_secs(3));
    let start = Instant::now();
    send(&servers, &player_mail("Ann", id, &keys[0], "a2", "STATUS"));
    site.sent_within(4, REPLY_BOUND, "the STATUS reply after re-issued IDLEs");
    eprintln!("IMAP IDLE, re-issued: answered in {:?}", start.elapsed());

    // The server drops every connection: a mail sent at once is answered once the IDLE is
    // back (the reconnection wakes the daemon), and so is one sent later.
    servers.kick("robomod").expect("doveadm kick");
    let start = Instant::now();
    send(&servers, &player_mail("Ann", id, &keys[0], "a3", "STATUS"));
    site.sent_within(5, REPLY_BOUND, "a reply to a mail sent during the kick");
    eprintln!("IMAP IDLE, after a kick: answered in {:?}", start.elapsed());
    std::thread::sleep(Duration::from_secs(2));
    let start = Instant::now();
    send(
        &servers,
        &player_mail("Bob", id, &keys[1], "b1", "GOALS 2G 1B 1Y 3R"),
    );
    site.sent_within(6, REPLY_BOUND, "Bob's confirmation after the kick");
    eprintln!("IMAP IDLE, reconnected: answered in {:?}", start.elapsed());

    stop.store(true, Ordering::SeqCst);
    serving.join().unwrap();
}
