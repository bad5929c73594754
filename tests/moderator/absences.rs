//! Absences through the library with a test clock: `ABSENT` by mail and `player absent`, the
//! deadlines they move (the open one, told to everyone, and later ones as rounds open), the
//! limits, cancelling, the early run and Speedbots.

use crate::support::assert_contains;
use crate::support::world::*;
use chrono::{DateTime, Duration, Utc};
use robomod::inbound::PlayerCommand;
use robomod::outgoing::{MailKind, OutgoingMail};

fn snap(name: &str, m: &OutgoingMail) {
    assert_short_lines(std::slice::from_ref(m));
    insta::assert_snapshot!(name, show_mail(m));
}

fn absent(text: &str) -> PlayerCommand {
    PlayerCommand::Absent { text: text.into() }
}

fn utc(s: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
}

#[test]
fn an_absence_over_the_deadline_moves_it_and_everyone_is_told() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    // Created Mon 2 Mar 12:00 with a 48h schedule: the deadline is Wed 4 Mar 12:00.
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-04T12:00:00Z")));
    let before = w.outbox().len();
    w.send(id, 0, vec![absent("2026-03-04 2026-03-06")]);
    let reply = w.newest(MailKind::Confirmation);
    snap("absence_recorded", &reply);
    // Back on Sat 7 Mar 00:00: the deadline a round opening then would get, 48h later.
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-09T00:00:00Z")));
    let notices = w.outbox_of(before, MailKind::Notice);
    assert_eq!(notices.len(), 2, "Ann and Bob are told");
    snap("notice_absence_moved", &notices[1]);
    // The old deadline passes and nothing runs.
    w.clock.set(utc("2026-03-04T12:00:00Z"));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 0);
    // The early run still works: everyone in, the round runs at once.
    w.goals(id, &["1", "2"]);
    assert_eq!(w.game(id).round, 2);
}

#[test]
fn a_later_deadline_moves_as_its_round_opens() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    // Bob is away over the second deadline (Fri 6 Mar 12:00 if setup runs at its deadline).
    let reply = w.send(id, 1, vec![absent("2026-03-05 to 2026-03-07")]);
    assert_contains(&flat(&reply.body), "Any deadline that falls");
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-04T12:00:00Z")));
    w.clock.set(utc("2026-03-04T12:00:00Z"));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
    // Back Sun 8 Mar 00:00, so the deadline is Tue 10 Mar 00:00, and the report says so.
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-10T00:00:00Z")));
    let report = w.newest(MailKind::RoundReport);
    assert_contains(&report.body, "Tue 10 Mar 2026 00:00 UTC");
    // Cancelled before the deadline: the deadline already moved stays.
    let cancel = w.send(id, 1, vec![absent("cancel")]);
    assert_contains(
        &cancel.body,
        "Cancelled: your absence 2026-03-05 to 2026-03-07",
    );
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-10T00:00:00Z")));
    let none = w.send(id, 1, vec![absent("")]);
    assert_contains(&none.body, "You have no absence on file");
}

#[test]
fn absences_are_limited_and_refusals_say_why() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let said = |text: &str| w.send(id, 0, vec![absent(text)]).body;
    let cases = [
        (
            "2026-03-01 2026-03-03",
            "2026-03-01 is in the past (today is 2026-03-02",
        ),
        (
            "2026-03-10 2026-03-09",
            "the last day (2026-03-09) is before the first",
        ),
        (
            "2026-03-10 2026-03-24",
            "15 days is longer than the 14 days",
        ),
        ("2027-04-01", "more than a year ahead"),
        ("10/03/2026", "\"10/03/2026\" is not a date"),
    ];
    for (text, why) in cases {
        let body = said(text);
        assert!(body.contains(why), "{text}: {body}");
        assert!(body.contains("Not "), "{text}: {body}");
    }
    assert_contains(&said("2026-03-10 2026-03-12"), "Recorded");
    let overlap = said("2026-03-12 2026-03-13");
    assert_contains(
        &overlap,
        "it overlaps your absence 2026-03-10 to 2026-03-12",
    );
    assert_contains(&said("2026-03-20"), "Recorded");
    assert_contains(&said("2026-03-30"), "Recorded");
    let fourth = said("2026-04-10");
    assert_contains(&fourth, "you have taken the 3 absences a player may take");
    let list = said("");
    assert_contains(
        &flat(&list),
        "2026-03-10 to 2026-03-12, 2026-03-20, 2026-03-30",
    );
    let audit = w.m.records().export(id).unwrap()["audit"].clone();
    let absents = audit
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["action"] == "absent")
        .count();
    assert_eq!(absents, 3, "only the recorded ones are audited");
}

#[test]
fn speedbots_leaves_an_absent_players_deadline_alone() {
    let mut new = sprint(&[ANN, BOB]);
    new.speedbots_grace = Some(Duration::hours(1));
    let (w, id) = world_with_game(&new);
    w.send(id, 1, vec![absent("2026-03-03")]);
    w.send(id, 0, vec![orders("GOALS", "1")]);
    assert_eq!(w.game(id).grace_at, None, "Bob is away before the deadline");
    // Without an absence, the same move shrinks the deadline.
    let other = w.m.admin().create_game(&new).unwrap();
    w.send(other, 0, vec![orders("GOALS", "1")]);
    assert!(w.game(other).grace_at.is_some());
}

#[test]
fn the_moderator_records_and_cancels_absences_for_a_player() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let before = w.outbox().len();
    let d =
        w.m.rounds()
            .absent(id, "blue", "2026-03-03", "2026-03-05")
            .unwrap_err();
    assert_contains(&d.to_string(), "no seat \"blue\"");
    let d =
        w.m.rounds()
            .absent(id, "green", "2026-03-03", "2026-03-05")
            .unwrap();
    assert_contains(&d.what, "the deadline moved to Sun 08 Mar 2026 00:00 UTC");
    // Bob is told his absence was recorded; both are told the deadline moved.
    assert_eq!(d.mails, 3);
    let to_bob: Vec<_> = w
        .outbox_from(before)
        .into_iter()
        .filter(|m| m.to == BOB.1)
        .collect();
    assert!(
        to_bob.iter().any(|m| m
            .body
            .contains("The moderator has recorded an absence for you")),
        "{to_bob:?}"
    );
    let view = w.m.admin().game_view(id).unwrap();
    assert_eq!(
        view.seats[1].away,
        vec!["2026-03-03 to 2026-03-05".to_string()]
    );
    let bad =
        w.m.rounds()
            .absent(id, "green", "2026-03-03", "2026-03-02")
            .unwrap_err();
    assert_contains(&bad.to_string(), "absence not recorded: the last day");
    let d = w.m.rounds().absent_cancel(id, "green").unwrap();
    assert_contains(&d.what, "Cancelled");
    assert!(w.m.admin().game_view(id).unwrap().seats[1].away.is_empty());
}

/// Extend and resume move a deadline that lands inside an absence past it too, and say so.
#[test]
fn extend_and_resume_do_not_land_a_deadline_inside_an_absence() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    // Bob is away 5-6 Mar; the deadline is Wed 4 Mar 12:00.
    w.m.rounds()
        .absent(id, "green", "2026-03-05", "2026-03-06")
        .unwrap();
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-04T12:00:00Z")));
    w.m.admin().extend(id, Duration::hours(24)).unwrap();
    // 5 Mar 12:00 is inside: back 7 Mar 00:00, plus the 48h schedule.
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-09T00:00:00Z")));
    let notice = w.newest(MailKind::Notice);
    assert_contains(&notice.body, "(moved past a player's absence)");
    // Paused for a day: 10 Mar 00:00 is clear of the absence and stays.
    w.m.admin().pause(id).unwrap();
    w.advance(Duration::hours(24));
    w.m.admin().resume(id).unwrap();
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-10T00:00:00Z")));
    assert!(!w.newest(MailKind::Notice).body.contains("absence"));
}

/// Issue 52: `ABSENT` in a mail with no game's tag is the person's holiday: taken in every
/// running game they play, one reply listing each (a game they left is not touched); a
/// sender playing none is told so. A real mail, read as the mail layer reads it.
#[test]
fn an_absence_without_a_game_is_taken_in_every_game_of_the_sender() {
    let w = world();
    let one = w.m.admin().create_game(&sprint(&[ANN, BOB])).unwrap();
    let two = w.m.admin().create_game(&sprint(&[CID, ANN])).unwrap();
    let left = w.m.admin().create_game(&sprint(&[ANN, CID])).unwrap();
    w.send(left, 0, vec![PlayerCommand::ResignConfirm]);
    let raw = "From: Ann <ann@example.org>\r\nTo: robomod@example.test\r\n\
               Subject: holiday\r\nMessage-ID: <h1@players.example>\r\n\r\n\
               ABSENT 2026-03-04 2026-03-06\r\n";
    let mail = robomod::mail::read::read_mail(raw.as_bytes(), &Default::default());
    assert!(mail.tag.is_none());
    let before = w.outbox().len();
    w.m.intake().handle_mail(raw.as_bytes(), &mail).unwrap();
    let reply = w
        .outbox_from(before)
        .into_iter()
        .find(|m| m.to == "ann@example.org" && m.kind == MailKind::Confirmation)
        .expect("one reply to Ann");
    snap("absence_in_every_game", &reply);
    let body = flat(&reply.body);
    assert!(body.contains(&format!("In game {one} (sprint)")), "{body}");
    assert!(body.contains(&format!("In game {two} (sprint)")), "{body}");
    assert!(!body.contains(&format!("In game {left} ")), "{body}");
    let kept = |id: i64| -> i64 {
        w.m.with_connection(|c| {
            crate::support::one(c, "SELECT COUNT(*) FROM absences WHERE game_id = ?1", [id])
        })
    };
    assert_eq!((kept(one), kept(two), kept(left)), (1, 1, 0));
    // In Polish, as Ann chose: her words read, the answer hers.
    w.m.with_connection(|c| {
        robomod::store::preferences::set(c, "ann@example.org", "language", "pl", w.m.now())
    })
    .unwrap();
    let raw_pl = raw
        .replace(
            "ABSENT 2026-03-04 2026-03-06",
            "NIEOBECNY 2026-03-10 2026-03-11",
        )
        .replace("<h1@", "<h3@");
    let mail = robomod::mail::read::read_mail(raw_pl.as_bytes(), &Default::default());
    let before = w.outbox().len();
    w.m.intake().handle_mail(raw_pl.as_bytes(), &mail).unwrap();
    let reply = w.outbox_from(before).pop().expect("a reply to Ann");
    let body = flat(&reply.body);
    assert!(body.contains(&format!("W grze {one} (")), "{body}");
    assert!(!body.contains("In game"), "{body}");
    assert_eq!((kept(one), kept(two)), (2, 2));
    // Someone who plays nothing is told so, not refused as a stranger.
    let raw = raw
        .replace("Ann <ann@example.org>", "dan@example.org")
        .replace("<h1@", "<h2@");
    let mail = robomod::mail::read::read_mail(raw.as_bytes(), &Default::default());
    let before = w.outbox().len();
    w.m.intake().handle_mail(raw.as_bytes(), &mail).unwrap();
    let reply = w.outbox_from(before).pop().expect("a reply to Dan");
    assert_contains(
        &flat(&reply.body),
        "You hold no seat in a game that is running",
    );
}
