//! What the daemon's tests share: the lobby by mail through the daemon on a Maildir
//! ([`Lobby`]: a site, a test clock, a daemon; mails to robomod's plain address or tagged for
//! a game, and the mails sent back read from the outbox).

use crate::support::site::*;
use robomod::clock::{Clock, TestClock};
use robomod::daemon::{Daemon, open_moderator};
use robomod::moderator::SeededKeys;
use robomod::moderator::lobby::{OpenGame, Request};
use std::sync::Arc;
/// A mail from `name` (`name@example.org`) to robomod's plain address: no tag.
pub(super) fn lobby_mail(name: &str, mid: &str, body: &str) -> Vec<u8> {
    let addr = format!("{}@example.org", name.to_lowercase());
    format!(
        "From: {name} <{addr}>\r\nTo: robomod@example.test\r\nSubject: games\r\n\
         Message-ID: <{mid}@example.org>\r\nDate: Mon, 2 Mar 2026 12:00:00 +0000\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

pub(super) struct Lobby {
    pub(super) site: Site,
    pub(super) clock: TestClock,
    pub(super) d: Daemon,
}

impl Lobby {
    pub(super) fn new(extra: &str) -> Lobby {
        let site = Site::with(extra);
        let clock = TestClock::at_str("2026-03-02T12:00:00Z");
        let shared: Arc<dyn Clock> = Arc::new(clock.clone());
        let m = open_moderator(&site.config, &site.config.database_path(), shared.clone())
            .unwrap()
            .with_keys(SeededKeys::new(29));
        let d = Daemon::from_parts(
            &site.config,
            m,
            Box::new(site.maildir()),
            Box::new(robomod::mail::transport::FileTransport::new(
                site.config.outgoing_path(),
                shared.clone(),
            )),
            shared,
        );
        Lobby { site, clock, d }
    }

    /// Opens a RAMbots game of `seats` seats as the operator does (fixed seed).
    pub(super) fn open(&self, seats: u32, word: Option<&str>) -> i64 {
        self.d
            .moderator()
            .lobby()
            .open_game(&OpenGame {
                request: Request {
                    kind: "rambots".into(),
                    seed: Some(5),
                    ..Request::default()
                },
                seats,
                word: word.map(str::to_string),
                description: "A friendly game for newcomers".into(),
                ..OpenGame::default()
            })
            .unwrap()
    }

    /// `name` mails `body` to the lobby; one pass.
    pub(super) fn send(&mut self, name: &str, mid: &str, body: &str) {
        self.site
            .maildir()
            .deliver(&lobby_mail(name, mid, body))
            .unwrap();
        self.d.pass().unwrap();
    }

    /// `name` mails `body` in game `id`, tagged with their key.
    pub(super) fn send_tagged(&mut self, name: &str, id: i64, mid: &str, body: &str) {
        let key = self.key(id, name);
        self.site.deliver(name, id, &key, mid, body);
        self.d.pass().unwrap();
    }

    /// A two-seat game joined by Ann and Bob, with Eve on its standby list: started.
    pub(super) fn ann_and_bob_with_eve_on_standby(&mut self) -> i64 {
        let id = self.open(2, None);
        for (n, body) in [
            ("Ann", "JOIN 1"),
            ("Eve", "JOIN 1 STANDBY"),
            ("Bob", "JOIN 1"),
        ] {
            self.send(n, &format!("{n}-1"), body);
        }
        id
    }

    /// A fixed seed for the games opened by mail so far, as the operator's `open` in these
    /// tests has: the same mails every run.
    pub(super) fn seeded(&self) {
        self.site
            .db()
            .execute(
                "UPDATE lobby_games SET request = json_set(request, '$.seed', 5)",
                [],
            )
            .unwrap();
    }

    pub(super) fn key(&self, id: i64, name: &str) -> String {
        let c = self.site.db();
        robomod::store::games::players(&c, id)
            .unwrap()
            .into_iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("{name} plays no seat of game {id}"))
            .key
    }

    /// The body of the newest mail to `name`.
    pub(super) fn last_to(&self, name: &str) -> String {
        self.bodies_to(name).pop().unwrap_or_default()
    }

    /// Every mail body to `name`, oldest first.
    pub(super) fn bodies_to(&self, name: &str) -> Vec<String> {
        let c = self.site.db();
        let to = format!("{}@example.org", name.to_lowercase());
        let all = robomod::store::mail::OutboxShow::All;
        robomod::store::mail::outbox_list(&c, all, None)
            .unwrap()
            .into_iter()
            .filter(|r| r.mail.to == to)
            .map(|r| format!("{}\n{}", r.mail.subject, r.mail.body))
            .collect()
    }

    pub(super) fn count(&self, sql: &str) -> i64 {
        self.site.db().query_row(sql, [], |r| r.get(0)).unwrap()
    }
}

pub(super) fn to(name: &str) -> String {
    format!("{}@example.org", name.to_lowercase())
}
