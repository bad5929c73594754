//! The lobby's standby list, by mail through the daemon: a player on standby takes an
//! abandoned seat (resigned, missed round after round, or bouncing), and an offer not taken
//! goes to the next on standby.

use super::common::*;
use super::mails::snap;
use crate::support::assert_contains;
use chrono::Duration;

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
            written: Vec::new(),
        };
        l.d.moderator()
            .intake()
            .handle_mail(b"bounce", &bounce)
            .unwrap();
    }
    assert_contains(&l.last_to("Eve"), "TAKE 1");
}
