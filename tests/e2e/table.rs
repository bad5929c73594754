//! The end-to-end table: private Postfix + Dovecot (tests/support/mailservers.rs), robomod's
//! [`Daemon`] configured for IMAP in (IMAPS or STARTTLS) and SMTP out (STARTTLS through
//! Postfix, trusting the throwaway CA), and two players who read their own mailboxes over IMAPS
//! and reply through Postfix as plain mail clients would (Re: subject with the tag, sent to the
//! Reply-To plus-address, no Auto-Submitted header). Time is a [`TestClock`].

use crate::support::mailservers::MailServers;
use crate::support::people_at;
use mail_parser::MessageParser;
use robomod::clock::{Clock, TestClock};
use robomod::config::{Config, InboundKind, OutboundKind, Security};
use robomod::daemon::{Daemon, open_moderator};
use robomod::games::rambots::State;
use robomod::mail::Inbox;
use robomod::mail::imap::ImapInbox;
use robomod::moderator::{NewGame, SeededKeys};
use robomod::store;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The environment variable robomod's IMAP password is read from in these tests.
const PASSWORD_ENV: &str = "ROBOMOD_E2E_IMAP_PASSWORD";
static SET_PASSWORD: std::sync::Once = std::sync::Once::new();

/// One mail a player received from robomod.
#[derive(Clone, Debug)]
pub struct Received {
    pub subject: String,
    pub message_id: String,
    pub reply_to: String,
    pub body: String,
    pub auto_submitted: String,
}

/// A player: their IMAPS mailbox and an SMTP client through Postfix.
pub struct Player {
    pub user: &'static str,
    pub address: String,
    inbox: ImapInbox,
    smtp: lettre::SmtpTransport,
    pub mails: Vec<Received>,
    sent: usize,
}

impl Player {
    fn new(servers: &MailServers, user: &'static str) -> Player {
        use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
        let imap = servers.imap_config(user, Security::Tls, PASSWORD_ENV);
        let inbox = ImapInbox::with_password(&imap, "secret".into()).expect("a player inbox");
        let pem = std::fs::read(&servers.ca_file).expect("the CA file");
        let params = TlsParameters::builder("localhost".into())
            .add_root_certificate(Certificate::from_pem(&pem).expect("a CA certificate"))
            .build_rustls()
            .expect("TLS parameters");
        let smtp = lettre::SmtpTransport::builder_dangerous("localhost")
            .port(servers.smtp_port)
            .tls(Tls::Required(params))
            .build();
        Player {
            user,
            address: format!("{user}@example.test"),
            inbox,
            smtp,
            mails: Vec::new(),
            sent: 0,
        }
    }

    /// Reads new mail from the player's INBOX over IMAPS and marks it seen.
    fn poll(&mut self) {
        for m in self
            .inbox
            .fetch(100)
            .expect("the player's mailbox over IMAPS")
        {
            let msg = MessageParser::default().parse(&m.raw).expect("a mail");
            let header = |name: &str| {
                msg.header_raw(name)
                    .map(|v| v.trim().to_string())
                    .unwrap_or_default()
            };
            self.mails.push(Received {
                subject: msg.subject().unwrap_or_default().to_string(),
                message_id: format!("<{}>", msg.message_id().unwrap_or_default()),
                reply_to: msg
                    .reply_to()
                    .and_then(|a| a.first())
                    .and_then(|a| a.address())
                    .unwrap_or_default()
                    .to_string(),
                body: msg.body_text(0).unwrap_or_default().to_string(),
                auto_submitted: header("Auto-Submitted"),
            });
            self.inbox.mark_handled(&m.handle).expect("marked seen");
        }
    }

    /// The mails whose subject contains `needle`.
    pub fn with_subject(&self, needle: &str) -> Vec<&Received> {
        self.mails
            .iter()
            .filter(|m| m.subject.contains(needle))
            .collect()
    }

    /// Replies to `to` as a mail client would: `Re:` subject (with robomod's tag), to its
    /// Reply-To, quoting it below the command.
    pub fn reply(&mut self, to: &Received, command: &str) {
        self.sent += 1;
        let quoted: String = to.body.lines().map(|l| format!("> {l}\r\n")).collect();
        let raw = format!(
            "From: {user} <{addr}>\r\nTo: robomod <{rt}>\r\nSubject: Re: {subject}\r\n\
             Date: Mon, 2 Mar 2026 12:00:00 +0000\r\nMessage-ID: <e2e.{n}.{addr}>\r\n\
             In-Reply-To: {mid}\r\nReferences: {mid}\r\nMIME-Version: 1.0\r\n\
             Content-Type: text/plain; charset=utf-8\r\n\r\n{command}\r\n\r\n\
             On Mon, 2 Mar 2026 at 11:00, robomod wrote:\r\n{quoted}",
            user = self.user,
            addr = self.address,
            rt = to.reply_to,
            subject = to.subject,
            n = self.sent,
            mid = to.message_id,
        );
        let envelope = lettre::address::Envelope::new(
            Some(self.address.parse().expect("an address")),
            vec![to.reply_to.parse().expect("robomod's plus-address")],
        )
        .expect("an envelope");
        lettre::Transport::send_raw(&self.smtp, &envelope, raw.as_bytes())
            .expect("Postfix accepts the player's mail");
    }
}

/// robomod's config: IMAP in over `inbound`, SMTP out with STARTTLS, 48-hour rounds.
fn config(s: &MailServers, inbound: Security) -> Config {
    let mut c = Config {
        data_dir: s.dir.path().join("robomod"),
        ..Config::default()
    };
    c.rate_limit.max_replies = 1000;
    c.games.schedule = "48h".into();
    c.games.min_notice = "1h".into();
    c.games.reminder_lead = "0".into();
    c.inbound.kind = InboundKind::Imap;
    c.inbound.imap = Some(s.imap_config("robomod", inbound, PASSWORD_ENV));
    c.outbound.kind = OutboundKind::Smtp;
    c.outbound.smtp = Some(s.smtp_config());
    c
}

/// Everything one end-to-end game needs.
pub struct Table {
    pub clock: TestClock,
    pub daemon: Daemon,
    pub game: i64,
    pub players: Vec<Player>,
    db: std::path::PathBuf,
    // Last, so the servers stop after the clients are gone.
    _servers: MailServers,
}

impl Table {
    /// Starts the servers (or skips outside CI), creates a two-player RAMbots game (ann, bob;
    /// fixed seed and keys) and the daemon reading robomod's mailbox over `inbound`.
    pub fn open(test: &str, inbound: Security) -> Option<Table> {
        let servers = MailServers::start_or_skip(test)?;
        // SAFETY: every test sets the same value, once, before any thread reads it.
        SET_PASSWORD.call_once(|| unsafe { std::env::set_var(PASSWORD_ENV, "secret") });
        let config = config(&servers, inbound);
        let clock = TestClock::at_str("2026-03-02T12:00:00Z");
        let dyn_clock: Arc<dyn Clock> = Arc::new(clock.clone());
        let db = config.database_path();
        let game = open_moderator(&config, &db, dyn_clock.clone())
            .expect("a moderator")
            .with_keys(SeededKeys::new(12))
            .admin()
            .create_game(&NewGame {
                kind: "rambots".into(),
                players: people_at(&["ann", "bob"], "example.test"),
                seed: Some(2026),
                ..NewGame::default()
            })
            .expect("a game");
        let daemon = Daemon::new(&config, dyn_clock).expect("the daemon");
        let players = vec![Player::new(&servers, "ann"), Player::new(&servers, "bob")];
        Some(Table {
            clock,
            daemon,
            game,
            players,
            db,
            _servers: servers,
        })
    }

    /// The game's state as stored.
    pub fn state(&self) -> State {
        let c = store::open(&self.db).expect("the database");
        let g = store::games::game(&c, self.game).expect("the game");
        serde_json::from_value(g.state.into_value()).expect("a RAMbots state")
    }

    /// The game's open round, as the moderator numbers it (the setup is round 1).
    pub fn round(&self) -> u32 {
        let c = store::open(&self.db).expect("the database");
        store::games::game(&c, self.game).expect("the game").round
    }

    /// Runs daemon passes and reads the players' mailboxes until `done` holds (30 s at most).
    pub fn settle(&mut self, what: &str, done: impl Fn(&[Player]) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            self.daemon.pass().expect("a daemon pass");
            for p in &mut self.players {
                p.poll();
            }
            if done(&self.players) {
                return;
            }
            if Instant::now() > deadline {
                let seen: Vec<Vec<&str>> = self
                    .players
                    .iter()
                    .map(|p| p.mails.iter().map(|m| m.subject.as_str()).collect())
                    .collect();
                panic!("waited 30 s for {what}; the players have: {seen:#?}");
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}
