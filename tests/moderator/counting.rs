//! Orders counted as a careful human moderator would (issue 26), through the moderator with the
//! test game: WAIT keeps a round to its deadline; a mail written for a round that has run since
//! applies no orders; a bare line in a reply is read as orders only when it parses; RESIGN asks
//! for RESIGN CONFIRM; the reply never names a passed deadline as still to come.

use crate::support::assert_contains;
use crate::support::world::*;
use chrono::Duration;
use robomod::inbound::PlayerCommand;
use robomod::outgoing::{MailKind, OutgoingMail};

/// `commands` as seat `seat`'s reply to robomod's mail `answering` (a Message-ID with brackets).
fn reply(
    w: &World,
    id: i64,
    seat: usize,
    answering: &str,
    commands: Vec<PlayerCommand>,
) -> OutgoingMail {
    let before = w.outbox().len();
    let mut mail = w.mail_from(id, seat, commands);
    mail.in_reply_to = Some(answering.trim_matches(['<', '>']).to_string());
    w.m.intake().handle_mail(b"raw", &mail).unwrap();
    w.outbox_from(before).into_iter().next().expect("a reply")
}

#[test]
fn wait_keeps_the_round_to_its_deadline_until_withdrawn() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let r = w.send(
        id,
        0,
        vec![orders("GOALS", "1"), PlayerCommand::Wait { on: true }],
    );
    assert_contains(&r.body, "will not run before its deadline");
    w.send(id, 1, vec![orders("GOALS", "2")]);
    w.advance(Duration::hours(1));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 0, "Ann waits");
    let status = w.send(id, 1, vec![PlayerCommand::Status]);
    assert_contains(&status.body, "in, waits for the deadline");
    insta::assert_snapshot!("counting_wait_status", show_mail(&status));
    let r = w.send(id, 0, vec![PlayerCommand::Wait { on: false }]);
    assert_contains(&r.body, "You no longer wait");
    assert_eq!(
        w.game(id).round,
        2,
        "everyone was in: the round ran at once"
    );
}

#[test]
fn a_mail_for_a_round_that_has_run_applies_no_orders_and_shows_where_things_stand() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    w.send(id, 0, vec![orders("GOALS", "1")]);
    let r = w.send(id, 1, vec![orders("GOALS", "2")]);
    // Bob's reply says the round runs now, never "before the deadline" of a round that ran.
    assert_contains(&r.body, "runs now, and its report follows");
    assert!(!r.body.contains("before Setup closes"), "{}", r.body);
    let setup_report = w.newest(MailKind::RoundReport);
    assert_eq!(w.game(id).round, 2);
    // Round 2 runs too; then Bob answers the setup's report, written for round 2.
    w.send(id, 0, vec![orders("PROGRAM", "1")]);
    w.send(id, 1, vec![orders("PROGRAM", "1")]);
    assert_eq!(w.game(id).round, 3);
    let stale = reply(
        &w,
        id,
        1,
        &setup_report.message_id,
        vec![orders("PROGRAM", "3")],
    );
    assert_contains(&stale.body, "Not applied");
    assert_contains(&flat(&stale.body), "for move 1, which has run");
    insta::assert_snapshot!("counting_stale_mail", show_mail(&stale));
    let on_file = w.send(id, 1, vec![PlayerCommand::ShowOrders]);
    assert_contains(&on_file.body, "Nothing on file");
    // The same orders answering the newest report count.
    let newest = w.newest(MailKind::RoundReport);
    let fresh = reply(&w, id, 1, &newest.message_id, vec![orders("PROGRAM", "3")]);
    assert_contains(&fresh.body, "Accepted");
}

/// Issue 50: a notice records the round open when it was sent (here an announcement, and the
/// welcome): a reply to it arriving after that round ran applies no orders to the next round.
#[test]
fn a_reply_to_a_notice_of_a_round_that_has_run_applies_no_orders() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let welcome = w
        .outbox()
        .into_iter()
        .find(|m| m.to == BOB.1 && m.kind == MailKind::Welcome)
        .unwrap();
    w.m.admin().announce(id, "Server move on Sunday").unwrap();
    let notice = w.newest(MailKind::Notice);
    assert_eq!(notice.to, BOB.1);
    w.goals(id, &["1", "2"]);
    assert_eq!(w.game(id).round, 2);
    for answered in [&notice, &welcome] {
        let r = reply(
            &w,
            id,
            1,
            &answered.message_id,
            vec![orders("PROGRAM", "3")],
        );
        assert!(
            r.body.contains("Not applied"),
            "{:?}: {}",
            answered.kind,
            r.body
        );
        let on_file = w.send(id, 1, vec![PlayerCommand::ShowOrders]);
        assert_contains(&on_file.body, "Nothing on file");
    }
    // A notice of the open round is answered as the open round's.
    w.m.admin().announce(id, "Back on Monday").unwrap();
    let fresh = w.newest(MailKind::Notice);
    let r = reply(&w, id, 1, &fresh.message_id, vec![orders("PROGRAM", "3")]);
    assert_contains(&r.body, "Accepted");
}

#[test]
fn a_bare_line_in_a_reply_is_the_program_only_when_it_reads_as_one() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    w.goals(id, &["1", "2"]);
    let bare = |text: &str| PlayerCommand::Unmarked { text: text.into() };
    let r = w.send(id, 0, vec![bare("thanks for the game"), bare("2")]);
    assert_contains(&r.body, "Read as PROGRAM");
    assert_contains(&r.body, "PROGRAM 2");
    insta::assert_snapshot!("counting_bare_program", show_mail(&r));
    // Prose alone is no orders, and nothing of it is applied.
    let r = w.send(id, 1, vec![bare("see you soon")]);
    assert_contains(&r.body, "found no command");
    // Outside a reply (a new mail, no "Re:"), a bare line is not read as orders.
    let before = w.outbox().len();
    let mut fresh = w.mail_from(id, 1, vec![bare("3")]);
    fresh.subject = "[robomod g1] my move".into();
    w.m.intake().handle_mail(b"raw", &fresh).unwrap();
    let r = w.outbox_from(before).remove(0);
    assert_contains(&r.body, "found no command");
    // A reply from a Polish mail program ("Odp:") is a reply: its bare line is the program.
    let before = w.outbox().len();
    let mut odp = w.mail_from(id, 1, vec![bare("3")]);
    odp.subject = "Odp: [robomod g1] Round 1".into();
    w.m.intake().handle_mail(b"raw", &odp).unwrap();
    let r = w.outbox_from(before).remove(0);
    assert_contains(&r.body, "PROGRAM 3");
    // With an orders command in the mail, bare lines are not read as orders: said back
    // with the line to send, never taken nor dropped in silence.
    let r = w.send(id, 1, vec![orders("PROGRAM", "1"), bare("3")]);
    assert!(
        r.body.contains("PROGRAM 1")
            && r.body
                .contains("Not taken: the PROGRAM line of this mail counts")
            && r.body.matches("Accepted").count() == 1,
        "{}",
        r.body
    );
}

#[test]
fn resign_asks_for_confirmation_before_it_takes_effect() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB, CID]));
    let r = w.send(id, 1, vec![PlayerCommand::Resign]);
    assert_contains(&r.body, "send RESIGN CONFIRM");
    assert!(w.players(id)[1].status == robomod::store::games::PlayerStatus::Active);
    let r = w.send(id, 1, vec![PlayerCommand::ResignConfirm]);
    assert_contains(&r.body, "You have resigned");
    assert!(w.players(id)[1].status == robomod::store::games::PlayerStatus::Resigned);
}

/// Issue 63: a mail with a line robomod could not read leaves its writer not done with the
/// round: it does not run early, even with every order in, until a mail of hers reads whole
/// (or she sends WAIT OFF); the reply says so, and STATUS shows that she waits.
#[test]
fn a_mail_with_a_line_not_read_keeps_the_round_from_running_early() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let unknown = PlayerCommand::Unknown {
        line: "POWR DOWN next turn".into(),
        meant: None,
        wrong: None,
    };
    w.send(id, 1, vec![orders("GOALS", "2")]);
    let r = w.send(id, 0, vec![orders("GOALS", "1"), unknown.clone()]);
    assert_contains(
        &flat(&r.body),
        "A line of this mail was not read, so Setup does not run early",
    );
    assert!(!r.body.contains("runs now"), "{}", r.body);
    assert_eq!(
        w.game(id).round,
        1,
        "Ann's unread line keeps the round open"
    );
    let status = w.send(id, 1, vec![PlayerCommand::Status]);
    assert_contains(&status.body, "Red: in, waits for the deadline");
    // Her next mail read whole: the round runs, as every order is in.
    let r = w.send(id, 0, vec![PlayerCommand::ShowOrders]);
    assert!(!r.body.contains("was not read"), "{}", r.body);
    assert_eq!(w.game(id).round, 2, "read whole: the round ran");
    // WAIT OFF lets it run as well.
    w.send(id, 1, vec![orders("PROGRAM", "1")]);
    w.send(id, 0, vec![orders("PROGRAM", "1"), unknown]);
    assert_eq!(w.game(id).round, 2);
    w.send(id, 0, vec![PlayerCommand::Wait { on: false }]);
    assert_eq!(w.game(id).round, 3, "WAIT OFF: the round ran");
}
