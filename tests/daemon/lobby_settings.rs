//! What players choose by mail through the daemon: SET changes what is sent (the pictures the
//! round reports carry included), and the daily digest goes at its hour.

use super::common::*;
use super::mails::snap;
use crate::support::assert_contains;
use chrono::Duration;
use robomod::clock::Clock;

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
