//! Issue 29, the lobby, by mail through the daemon on the Maildir: strangers LIST and JOIN and
//! the game starts when full; a private game joined with its word and hidden from LIST; a
//! player on standby takes an abandoned seat (resigned, missed round after round, or bouncing);
//! SET changes what is sent; the daily digest at its hour; the caps. Every new mail is
//! snapshotted as sent.

use super::mails::snap;
use crate::support::assert_contains;
use crate::support::site::*;
use chrono::Duration;
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
    fn ann_and_bob_with_eve_on_standby(&mut self) -> i64 {
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

fn to(name: &str) -> String {
    format!("{}@example.org", name.to_lowercase())
}

#[test]
fn four_strangers_list_join_and_the_game_starts_when_full() {
    let mut l = Lobby::new("");
    // An ordinary game first, so that numbers are shared: it is one to watch.
    let watched = l.site.new_game(Arc::new(l.clock.clone()), &["Xi", "Yo"]);
    let id = l.open(4, None);
    assert_eq!(id, watched + 1);
    l.send("Ann", "a1", "LIST");
    snap(&l.site, "lobby_list", "help", &to("Ann"));
    let list = l.last_to("Ann");
    assert!(
        list.contains(&format!("{id}  rambots, 0/4 seats")),
        "{list}"
    );
    assert!(
        list.contains(&format!("{watched}  rambots, setup, 2 players")),
        "{list}"
    );

    l.send("Ann", "a2", "JOIN 2 AS Annie\nLIST 2");
    snap(&l.site, "lobby_joined", "confirmation", &to("Ann"));
    l.send("Bob", "b1", "join 2");
    l.send("Cid", "c1", "JOIN 2");
    assert_eq!(l.count("SELECT count(*) FROM games"), 1, "not full yet");
    let welcomes = l.count("SELECT count(*) FROM outbox WHERE kind = 'welcome'");
    l.send("Dan", "d1", "JOIN 2 AS Dan");
    snap(&l.site, "lobby_last_seat", "confirmation", &to("Dan"));
    // Started as game 2: four welcomes, the first deadline from now.
    assert_eq!(l.count("SELECT count(*) FROM games"), 2);
    assert_eq!(
        l.count("SELECT count(*) FROM outbox WHERE kind = 'welcome'") - welcomes,
        4
    );
    snap(&l.site, "lobby_welcome", "welcome", &to("Ann"));
    let v = l.d.moderator().admin().game_view(id).unwrap();
    let names: Vec<&str> = v.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Annie", "Bob", "Cid", "Dan"]);
    assert_eq!(v.close.unwrap().0, l.clock.now() + Duration::hours(48));
    // A full game is listed no more, but may be watched; a late JOIN is told.
    l.send("Eve", "e1", "LIST\nJOIN 2");
    let eve = l.last_to("Eve");
    assert_contains(&eve, "has started");
    assert!(
        eve.contains("OPEN GAMES") && eve.contains("none now"),
        "{eve}"
    );
    // It plays and replays byte for byte like any other game.
    l.clock.advance(Duration::hours(48));
    l.d.pass().unwrap();
    let r = l.d.moderator().rounds().replay(id).unwrap();
    assert!(r.rounds >= 1 && r.mismatch.is_none(), "{r:?}");
    let audit = l.count(&format!(
        "SELECT count(*) FROM audit WHERE game_id = {id} AND action LIKE 'lobby_%'"
    ));
    assert_eq!(audit, 6, "open, four joins, start");
}

#[test]
fn a_private_game_is_joined_with_its_word_and_hidden_from_list() {
    let mut l = Lobby::new("");
    let id = l.open(2, Some("walrus"));
    l.send("Ann", "a1", "LIST\nLIST 1\nJOIN 1");
    let ann = l.last_to("Ann");
    assert_contains(&ann, "none now");
    assert_eq!(
        ann.matches("There is no game 1 open to join").count(),
        2,
        "{ann}"
    );
    l.send("Ann", "a2", "JOIN 1 walrus");
    assert_contains(&l.last_to("Ann"), "You have a seat in game 1");
    l.send("Ann", "a3", "LIST 1");
    let ann = l.last_to("Ann");
    assert!(ann.contains("GAME 1: rambots, private") && ann.contains("You are in this game"));
    // Nobody else can watch it once it runs.
    l.send("Bob", "b1", "JOIN 1 walrus AS Bob");
    assert_eq!(l.count("SELECT count(*) FROM games"), 1);
    l.send("Cid", "c1", "OBSERVE 1");
    assert_contains(&l.last_to("Cid"), "no running game 1");
    let _ = id;
}

#[test]
fn a_player_on_standby_takes_an_abandoned_seat() {
    let mut l = Lobby::new("");
    let id = l.open(2, None);
    l.send("Ann", "a1", "JOIN 1");
    l.send("Eve", "e1", "JOIN 1 STANDBY");
    assert_contains(&l.last_to("Eve"), "standby list of game 1, number 1");
    l.send("Bob", "b1", "JOIN 1");
    assert_eq!(l.count("SELECT count(*) FROM games"), 1);
    l.send("Eve", "e2", "TAKE 1");
    assert_contains(&l.last_to("Eve"), "No seat of game 1 is offered to you");
    // Ann resigns: the seat is offered to Eve, who takes it.
    l.send_tagged("Ann", id, "a2", "RESIGN CONFIRM");
    snap(&l.site, "lobby_offer", "notice", &to("Eve"));
    l.send("Eve", "e3", "TAKE 1");
    snap(&l.site, "lobby_taken", "confirmation", &to("Eve"));
    let v = l.d.moderator().admin().game_view(id).unwrap();
    assert_eq!(v.seats[0].name, "Eve");
    assert_eq!(v.seats[0].address, to("Eve"));
    assert_contains(&l.last_to("Bob"), "Eve has taken seat");
    assert!(!l.last_to("Bob").contains("@"), "told by name only");
    // Eve plays it, with a key of her own.
    let eve = l.key(id, "Eve");
    assert_ne!(eve, "");
    assert!(
        l.bodies_to("Eve")
            .iter()
            .any(|b| b.contains("Welcome to game 1"))
    );
    // Exported: the full record names who joined and who took the seat; the shareable one
    // names no address (nor Ann's, who left).
    let full = l.d.moderator().records().export(id).unwrap();
    assert_eq!(
        full["lobby"]["joined"].as_array().unwrap().len(),
        2,
        "{full}"
    );
    assert_eq!(full["lobby"]["offers"][0]["state"], "taken");
    let shared =
        l.d.moderator()
            .records()
            .export_without_keys(id)
            .unwrap()
            .to_string();
    for a in ["ann@", "bob@", "eve@"] {
        assert!(!shared.contains(a), "{a}: {shared}");
    }
}

#[test]
fn an_offer_not_taken_goes_to_the_next_on_standby() {
    let mut l = Lobby::new("[lobby]\noffer_hours = 2\n");
    let id = l.open(2, None);
    for (n, body) in [
        ("Ann", "JOIN 1"),
        ("Eve", "JOIN 1 STANDBY"),
        ("Fay", "JOIN 1 STANDBY"),
        ("Bob", "JOIN 1"),
    ] {
        l.send(n, &format!("{n}-1"), body);
    }
    l.send_tagged("Ann", id, "a2", "RESIGN CONFIRM");
    assert_contains(&l.last_to("Eve"), "TAKE 1");
    assert!(!l.last_to("Fay").contains("TAKE 1"));
    l.clock.advance(Duration::hours(2));
    l.d.pass().unwrap();
    assert_contains(&l.last_to("Fay"), "TAKE 1");
    l.send("Eve", "e2", "TAKE 1");
    assert_contains(&l.last_to("Eve"), "No seat of game 1 is offered");
}

#[test]
fn set_changes_what_is_sent() {
    let mut l = Lobby::new("");
    l.send(
        "Ann",
        "a0",
        "SET NAME Annabel\nSET REMINDERS OFF\nSET PICTURES REGISTERS\nSET",
    );
    snap(&l.site, "lobby_set", "confirmation", &to("Ann"));
    let ann = l.last_to("Ann");
    assert!(
        // REGISTERS, the race's word for its steps (and everyone's before), is STEPS.
        ann.contains("- PICTURES STEPS") && ann.contains("- NAME Annabel"),
        "{ann}"
    );
    l.send("Ann", "a1", "SET COLOUR red\nSET REMINDERS maybe");
    let ann = l.last_to("Ann");
    assert!(
        ann.contains("SET knows PICTURES") && ann.contains("SET REMINDERS takes ON or OFF"),
        "{ann}"
    );
    let id = l.open(2, None);
    l.send("Ann", "a2", "JOIN 1");
    l.send("Bob", "b1", "JOIN 1");
    let v = l.d.moderator().admin().game_view(id).unwrap();
    assert_eq!(v.seats[0].name, "Annabel", "SET NAME seats her as Annabel");
    // Reminders go 12 hours before the 48-hour deadline: to Bob, not to Ann.
    l.clock.advance(Duration::hours(37));
    l.d.pass().unwrap();
    let reminded = |n: &str| {
        l.bodies_to(n)
            .iter()
            .any(|b| b.contains("your orders are due"))
    };
    assert!(reminded("Bob"));
    assert!(!reminded("Ann"));
    // A tagged mail may carry SET too.
    let key = l.key(id, "Annabel");
    l.site.deliver("Ann", id, &key, "a3", "SET REMINDERS ON");
    l.d.pass().unwrap();
    assert_contains(&l.last_to("Ann"), "robomod will remind you");
}

#[test]
fn the_daily_digest_goes_at_its_hour() {
    let mut l = Lobby::new("[lobby]\ndigest_hour = 18\n");
    let id = l.open(2, None);
    l.send("Ann", "a1", "JOIN 1\nSET DIGEST DAILY");
    l.send("Bob", "b1", "JOIN 1");
    assert_eq!(
        l.count("SELECT count(*) FROM outbox WHERE kind = 'reminder'"),
        0
    );
    // The daemon knows when: 18:00 today.
    let due =
        l.d.moderator()
            .rounds()
            .next_due(Some(l.clock.now()))
            .unwrap()
            .unwrap();
    assert_eq!(due, l.clock.now() + Duration::hours(6));
    l.clock.advance(Duration::hours(5));
    l.d.pass().unwrap();
    assert!(
        !l.last_to("Ann")
            .contains("Your games waiting for your orders on")
    );
    l.clock.advance(Duration::hours(1));
    l.d.pass().unwrap();
    snap(&l.site, "lobby_digest", "reminder", &to("Ann"));
    assert!(l.last_to("Ann").contains(&format!("game {id} (rambots)")));
    assert!(
        !l.bodies_to("Bob")
            .iter()
            .any(|b| b.contains("Your games waiting for your orders on"))
    );
    // Once a day; and not when nothing waits.
    l.d.pass().unwrap();
    let digests = |l: &Lobby| {
        l.bodies_to("Ann")
            .iter()
            .filter(|b| b.contains("Your games waiting for your orders on"))
            .count()
    };
    assert_eq!(digests(&l), 1);
    l.send_tagged("Ann", id, "a2", "GOALS 1y 3r 2g 1b");
    l.clock.advance(Duration::hours(24));
    l.d.pass().unwrap();
    assert_eq!(digests(&l), 1, "nothing waits for Ann");
}

#[test]
fn caps_and_limits() {
    let mut l = Lobby::new("[lobby]\nmax_seats = 1\nmax_observing = 1\n");
    l.open(4, None);
    l.open(4, None);
    l.send("Ann", "a1", "JOIN 1\nJOIN 2\nJOIN 1\nLEAVE 1\nJOIN 2");
    let ann = l.last_to("Ann");
    assert_contains(&ann, "you already hold a seat");
    assert_contains(&ann, "You already have a seat in game 1");
    assert_contains(&ann, "You have given up your seat in game 1");
    assert_contains(&ann, "You have a seat in game 2");
    snap(&l.site, "lobby_caps", "error", &to("Ann"));
    // A stranger's HELP, with no tag, is the lobby's.
    l.send("Gus", "g1", "help");
    snap(&l.site, "lobby_help", "help", &to("Gus"));
    // Opening by mail is the operator's unless allowed.
    l.send("Bob", "b1", "OPEN rambots SEATS 2");
    assert_contains(&l.last_to("Bob"), "only the moderator opens games");
    // A game command without a tag is not done; chatter is not read as the lobby's.
    l.send(
        "Bob",
        "b2",
        "Take care, and leave it to me\nSTATUS\nJOIN the fun",
    );
    let bob = l.last_to("Bob");
    assert!(
        bob.contains("> STATUS") && bob.contains("robomod could not"),
        "{bob}"
    );
    assert!(
        bob.contains("> JOIN the fun") && !bob.contains("Take care"),
        "{bob}"
    );
    // Watching: one game at most.
    let a = l.site.new_game(Arc::new(l.clock.clone()), &["Xi", "Yo"]);
    let b = l.site.new_game(Arc::new(l.clock.clone()), &["Zo", "Wu"]);
    l.send(
        "Cid",
        "c1",
        &format!("OBSERVE {a}\nOBSERVE {b}\nOBSERVE 99"),
    );
    let cid = l.last_to("Cid");
    assert!(cid.contains(&format!("You are watching game {a}")), "{cid}");
    assert_contains(&cid, "you already watch a game");
    assert_contains(&cid, "no running game 99");
    // The reply rate limit holds for the lobby too: beyond it, nothing is done.
    for i in 0..25 {
        l.site
            .maildir()
            .deliver(&lobby_mail("Dan", &format!("d{i}"), "LIST"))
            .unwrap();
    }
    l.d.pass().unwrap();
    assert_eq!(l.bodies_to("Dan").len(), 20);
    l.send("Dan", "d99", "JOIN 1");
    assert_eq!(
        l.count("SELECT count(*) FROM lobby_seats WHERE address = 'dan@example.org'"),
        0
    );
}

#[test]
fn players_may_open_games_when_allowed_within_their_limit() {
    let mut l = Lobby::new("[lobby]\nplayers_may_open = true\nmax_opened = 1\n");
    l.send(
        "Ann",
        "a1",
        "OPEN rambots SEATS 2 SCHEDULE \"22:00 Europe/London\" PRIVATE owl",
    );
    snap(&l.site, "lobby_opened", "confirmation", &to("Ann"));
    l.send("Ann", "a2", "OPEN rambots SEATS 2");
    assert_contains(&l.last_to("Ann"), "you already have an open game");
    l.send("Bob", "b1", "OPEN rambots SEATS 99");
    assert_contains(&l.last_to("Bob"), "Not opened: rambots with 99 players");
    l.send("Ann", "a3", "JOIN 1 owl");
    l.send("Bob", "b2", "JOIN 1 owl");
    let v = l.d.moderator().admin().game_view(1).unwrap();
    assert_eq!(v.tz, "Europe/London");
}

#[test]
fn a_start_date_with_computer_players() {
    let mut l = Lobby::new("");
    let start = l.clock.now() + Duration::hours(24);
    let id =
        l.d.moderator()
            .lobby()
            .open_game(&OpenGame {
                request: Request {
                    kind: "rambots".into(),
                    seed: Some(5),
                    ..Request::default()
                },
                seats: 4,
                min_seats: Some(2),
                start_at: Some(start),
                fill_bots: true,
                ..OpenGame::default()
            })
            .unwrap();
    l.send("Ann", "a1", "JOIN 1");
    l.send("Bob", "b1", "JOIN 1");
    assert_eq!(
        l.d.moderator().rounds().next_due(None).unwrap(),
        Some(start)
    );
    l.clock.advance(Duration::hours(24));
    l.d.pass().unwrap();
    let v = l.d.moderator().admin().game_view(id).unwrap();
    let names: Vec<&str> = v.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Bob", "Robo", "Cog"]);
    // Too few by the date: cancelled, and those who joined are told.
    let other = l.open(4, None);
    l.d.moderator()
        .with_connection(|c| {
            c.execute(
                "UPDATE lobby_games SET start_at = ?1, min_seats = 2 WHERE id = ?2",
                rusqlite::params![(l.clock.now() + Duration::hours(1)).timestamp(), other],
            )
        })
        .unwrap();
    l.send("Cid", "c1", &format!("JOIN {other}"));
    l.clock.advance(Duration::hours(1));
    l.d.pass().unwrap();
    snap(&l.site, "lobby_cancelled", "notice", &to("Cid"));
}

/// `SET PICTURES` by mail decides what a player's round reports carry: Ann asked for none,
/// Bob set nothing and gets the board picture the game draws.
#[test]
fn set_pictures_by_mail_changes_what_the_round_reports_carry() {
    let mut l = Lobby::new("");
    l.send("Ann", "a0", "SET PICTURES NONE");
    assert_contains(&l.last_to("Ann"), "PICTURES NONE");
    let id = l.open(2, None);
    l.send("Ann", "a1", "JOIN 1");
    l.send("Bob", "b1", "JOIN 1");
    assert!(l.d.moderator().admin().game_view(id).is_ok());
    // Setup and the first round run at their deadlines with the defaults.
    for _ in 0..2 {
        l.clock.advance(Duration::hours(49));
        l.d.pass().unwrap();
    }
    let reports = |name: &str| -> Vec<robomod::outgoing::OutgoingMail> {
        let c = l.site.db();
        let to = format!("{}@example.org", name.to_lowercase());
        let all = robomod::store::mail::OutboxShow::All;
        robomod::store::mail::outbox_list(&c, all, None)
            .unwrap()
            .into_iter()
            .filter(|r| r.mail.to == to && r.mail.kind == robomod::outgoing::MailKind::RoundReport)
            .map(|r| r.mail)
            .collect()
    };
    let (ann, bob) = (reports("Ann"), reports("Bob"));
    assert!(
        !ann.is_empty() && ann.len() == bob.len(),
        "{} {}",
        ann.len(),
        bob.len()
    );
    for (a, b) in ann.iter().zip(&bob) {
        assert!(
            a.attachments.is_empty() && a.html.is_none(),
            "Ann asked for none"
        );
        assert!(!b.attachments.is_empty(), "Bob gets the board picture");
    }
}

/// A seat whose player misses `[games] miss_alert` rounds in a row is abandoned: offered to
/// the standby list, and taken.
#[test]
fn a_seat_missed_round_after_round_is_offered_to_standby() {
    // `[games] miss_alert` is 2 by default.
    let mut l = Lobby::new("");
    let id = l.ann_and_bob_with_eve_on_standby();
    // Ann plays; Bob sends nothing, round after round.
    for round in 0..2 {
        assert!(!l.last_to("Eve").contains("TAKE 1"), "after {round} misses");
        l.send_tagged("Ann", id, &format!("a{round}"), "PASS");
        l.clock.advance(Duration::days(3));
        l.d.pass().unwrap();
    }
    let offer = l.last_to("Eve");
    assert_contains(&offer, "TAKE 1");
    l.send("Eve", "e2", "TAKE 1");
    let v = l.d.moderator().admin().game_view(id).unwrap();
    let names: Vec<&str> = v.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Eve"]);
}

/// A seat whose mail bounces three times (bounces of mails robomod sent it) is abandoned.
#[test]
fn a_seat_whose_mail_bounces_is_offered_to_standby() {
    use robomod::inbound::{InboundMail, NoReplyReason};
    let mut l = Lobby::new("");
    let id = l.ann_and_bob_with_eve_on_standby();
    let sent: Vec<String> = {
        let c = l.site.db();
        let mut stmt = c
            .prepare("SELECT message_id FROM outbox WHERE recipient = ?1 AND game_id = ?2")
            .unwrap();
        stmt.query_map(rusqlite::params![to("Bob"), id], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    assert!(!sent.is_empty());
    let limit = robomod::moderator::outbox::ABANDON_BOUNCES as usize;
    for k in 0..limit {
        assert!(!l.last_to("Eve").contains("TAKE 1"), "after {k} bounces");
        let bounce = InboundMail {
            message_id: Some(format!("dsn-{k}@example.org")),
            content_hash: format!("dsn-{k}"),
            from: "mailer-daemon@example.org".into(),
            from_name: None,
            subject: "Undelivered Mail Returned to Sender".into(),
            tag: None,
            commands: Vec::new(),
            no_reply: Some(NoReplyReason::Bounce {
                original_to: Some(to("Bob")),
                message_id: Some(sent[k % sent.len()].trim_matches(['<', '>']).to_string()),
            }),
            in_reply_to: None,
            written_in: None,
        };
        l.d.moderator()
            .intake()
            .handle_mail(b"bounce", &bounce)
            .unwrap();
    }
    assert_contains(&l.last_to("Eve"), "TAKE 1");
}

/// Seen in play: OBSERVE before a game started was refused, and LIST gave deadlines with no
/// time zone.
#[test]
fn observe_before_the_start_is_kept_and_list_names_the_zone() {
    let mut l = Lobby::new("");
    let id = l.open(2, None);
    l.send("Zed", "z1", &format!("OBSERVE {id}"));
    let reply = l.last_to("Zed");
    assert_contains(&reply, "has not started yet");
    assert_eq!(
        l.count("SELECT COUNT(*) FROM observers WHERE address = 'zed@example.org'"),
        1
    );
    l.send("Zed", "z2", "LIST");
    let list = l.last_to("Zed");
    let line = list
        .lines()
        .find(|l| l.contains("deadlines"))
        .unwrap_or_else(|| panic!("{list}"));
    assert!(
        line.contains("UTC") || line.contains('/') || line.ends_with('h'),
        "a deadline without its zone: {line}"
    );
    for (n, body) in [("Ann", "JOIN 1"), ("Bob", "JOIN 1")] {
        l.send(n, &format!("{n}-1"), body);
    }
    let ann = l.key(id, "Ann");
    let bob = l.key(id, "Bob");
    l.site.deliver("Ann", id, &ann, "a2", "GOALS 1y 3r 2g 1b");
    l.site.deliver("Bob", id, &bob, "b2", "GOALS 1y 3r 2g 1b");
    l.d.pass().unwrap();
    assert!(
        l.bodies_to("Zed").iter().any(|b| b.contains("setup")),
        "the observer got no report: {:?}",
        l.bodies_to("Zed")
    );
}

/// Issue 41: a game ends and rates its players; RATINGS by mail shows them, and an open game
/// with a minimum rating refuses a player below it, saying the requirement and their figures.
#[test]
fn ratings_by_mail_and_a_join_refused_below_the_minimum() {
    let mut l = Lobby::new("");
    let robo = robomod::moderator::seats::bot_address("Robo");
    let id =
        l.d.moderator()
            .admin()
            .create_game(&robomod::moderator::NewGame {
                kind: "rambots".into(),
                players: vec![
                    robomod::moderator::NewPlayer {
                        name: "Ann".into(),
                        address: "ann@example.org".into(),
                    },
                    robomod::moderator::NewPlayer {
                        name: "Robo".into(),
                        address: robo,
                    },
                ],
                seed: Some(5),
                ..Default::default()
            })
            .unwrap();
    l.d.pass().unwrap();
    // The set-up runs (a game over before any round is not rated: issue 52)...
    l.send_tagged("Ann", id, "a0", "GOALS 1y 3r 2g 1b");
    l.clock.advance(Duration::minutes(5));
    l.d.pass().unwrap();
    assert_eq!(l.count("SELECT count(*) FROM rounds"), 1);
    // ...then Ann resigns: the computer player is left alone, the game ends, and both are
    // rated, Ann last.
    l.send_tagged("Ann", id, "a1", "RESIGN CONFIRM");
    l.clock.advance(Duration::minutes(5));
    l.d.pass().unwrap();
    assert_eq!(
        l.count("SELECT count(*) FROM games WHERE status = 'finished'"),
        1
    );
    assert_eq!(l.count("SELECT count(*) FROM ratings"), 2);
    let open =
        l.d.moderator()
            .lobby()
            .open_game(&OpenGame {
                request: Request {
                    kind: "rambots".into(),
                    seed: Some(5),
                    // Newcomers (provisional) let in: Ann's one game, lost, is below.
                    settings: serde_json::from_str(r#"{"min_rating": 1000, "provisional": true}"#)
                        .unwrap(),
                    ..Request::default()
                },
                seats: 2,
                ..OpenGame::default()
            })
            .unwrap();
    l.send("Ann", "a2", &format!("JOIN {open}"));
    snap(&l.site, "ratings_join_refused", "error", &to("Ann"));
    l.send("Ann", "a3", "RATINGS");
    snap(&l.site, "ratings_by_mail", "help", &to("Ann"));
    // A newcomer counts as 1000, provisional, and joins here; LIST shows who joined with
    // their figures.
    l.send("Bob", "b1", &format!("JOIN {open}"));
    assert_contains(&l.last_to("Bob"), "You have a seat");
    l.send("Cid", "c1", "LIST");
    assert_contains(&l.last_to("Cid"), "joining needs a rating of at least 1000");
}
