//! A game's life through the library: setup, rounds, early execution, Speedbots, reminders,
//! running a round now, orders the moderator enters, and creation refusing bad input.

use super::common::*;
use crate::support::assert_contains;
use crate::support::world::*;
use chrono::Duration;
use robomod::clock::Clock;
use robomod::inbound::PlayerCommand;
use robomod::moderator::{ModError, TickReport};
use robomod::outgoing::MailKind;
use robomod::store::games::GameStatus;
use robomod::store::rounds::ClosedBy;

#[test]
fn a_whole_game_from_creation_to_a_win() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let welcome = w.outbox();
    assert_eq!(
        kinds(&welcome),
        [
            (MailKind::Welcome, "ann@example.org".to_string()),
            (MailKind::Welcome, "bob@example.org".to_string())
        ]
    );
    let g = w.game(id);
    assert_eq!(
        (g.status, g.round, g.phase.as_str()),
        (GameStatus::Active, 1, "setup")
    );
    assert_eq!(g.deadline, Some(utc("2026-03-04T12:00:00Z")));

    // Setup: both goals in, so it runs at once, in the same call as Bob's mail.
    w.send(id, 0, vec![orders("GOALS", "3")]);
    assert_eq!(w.game(id).round, 1);
    let before = w.outbox().len();
    let reply = w.send(id, 1, vec![orders("GOALS", "1")]);
    assert_eq!(reply.kind, MailKind::Confirmation);
    let after = w.outbox_from(before);
    assert_eq!(
        after.iter().map(|m| m.kind).collect::<Vec<_>>(),
        [
            MailKind::Confirmation,
            MailKind::RoundReport,
            MailKind::RoundReport
        ]
    );
    let g = w.game(id);
    assert_eq!((g.round, g.phase.as_str()), (2, "programming"));

    // Rounds: Ann runs 3 a round from square 3, Bob 1 from square 1; length 8.
    let mut played = 1;
    while w.game(id).status == GameStatus::Active {
        w.advance(Duration::hours(1));
        w.send(id, 0, vec![orders("PROGRAM", "3")]);
        w.send(id, 1, vec![orders("PROGRAM", "1")]);
        played += 1;
        assert!(played < 10, "the sprint should be over by now");
    }
    let g = w.game(id);
    assert_eq!(g.status, GameStatus::Finished);
    assert_eq!(
        g.outcome,
        Some(robomod::games::Outcome::Won(robomod::games::Seat(0)))
    );
    assert_eq!(g.next_due_at, None);
    assert_eq!(played, 3); // setup, 3 -> 6, 6 -> 8
    let last: Vec<_> = w.outbox().into_iter().rev().take(2).collect();
    assert!(
        last.iter().all(|m| m.kind == MailKind::GameOver),
        "{last:?}"
    );
    assert_contains(&last[0].body, "Red wins");
    assert_short_lines(&w.outbox());
    // Nothing more happens, ever.
    w.advance(Duration::days(30));
    assert_eq!(w.m.rounds().tick().unwrap(), TickReport::default());
}

#[test]
fn setup_orders_stay_secret_until_everyone_is_in_and_the_silent_get_a_random_draw() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let confirm = w.send(id, 0, vec![orders("GOALS", "3")]);
    assert_contains(&confirm.body, "GOALS 3");
    let bob_status = w.send(id, 1, vec![robomod::inbound::PlayerCommand::Status]);
    assert_eq!(bob_status.kind, MailKind::Status);
    assert!(!bob_status.body.contains("GOALS 3"), "{}", bob_status.body);
    assert_contains(&bob_status.body, "Red: in");
    assert_contains(&bob_status.body, "Green: not yet");
    let to_bob: Vec<_> = w.outbox().into_iter().filter(|m| m.to == BOB.1).collect();
    assert!(to_bob.iter().all(|m| !m.body.contains("square 3")));

    // Bob stays silent; at the deadline his start is drawn at random.
    w.clock.set(utc("2026-03-04T12:00:00Z"));
    let t = w.m.rounds().tick().unwrap();
    assert_eq!((t.rounds_run, t.games), (1, 1));
    let r = &rounds(&w, id)[0];
    assert_eq!(r.closed_by, ClosedBy::Deadline);
    assert_eq!(r.defaulted, [robomod::games::Seat(1)]);
    assert_contains(&r.report, "Red starts on square 3.\n");
    assert_contains(&r.report, "Green starts on square");
    assert_contains(&r.report, "(drawn at random)");
}

#[test]
fn a_later_program_replaces_an_earlier_one_and_bad_ones_do_not_count() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    w.goals(id, &["1", "1"]);
    w.send(id, 0, vec![orders("PROGRAM", "1")]);
    w.send(id, 0, vec![orders("PROGRAM", "3")]);
    let bad = w.send(id, 0, vec![orders("PROGRAM", "9")]);
    assert_eq!(bad.kind, MailKind::Error);
    assert_contains(&bad.body, "\"9\": write one number from 0 to 3");
    // Her mail with a program that did not read leaves her not done: the round waits for
    // her next mail, though every order is in.
    w.send(id, 1, vec![orders("PASS", "")]);
    assert_eq!(rounds(&w, id).len(), 1, "waits for Ann");
    w.send(id, 0, vec![PlayerCommand::ShowOrders]);
    let r = &rounds(&w, id)[1];
    assert_eq!(r.closed_by, ClosedBy::Early);
    assert_contains(&r.report, "Red moves 3 to square 4.");
    assert_contains(&r.report, "Green moves 0 to square 1.");
}

#[test]
fn early_execution_waits_for_its_delay_then_runs_from_tick() {
    let mut new = sprint(&[ANN, BOB]);
    new.early_delay = Some(Duration::hours(1));
    let (w, id) = world_with_game(&new);
    w.goals(id, &["1", "2"]);
    assert_eq!(w.game(id).round, 1);
    assert_eq!(w.game(id).next_due_at, Some(utc("2026-03-02T13:00:00Z")));
    w.advance(Duration::minutes(59));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 0);
    w.advance(Duration::minutes(1));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
    let r = &rounds(&w, id)[0];
    assert_eq!(
        (r.closed_by, r.closed_at),
        (ClosedBy::Early, utc("2026-03-02T13:00:00Z"))
    );
    // The next deadline counts from the early close.
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-04T13:00:00Z")));
}

#[test]
fn speedbots_shrinks_the_last_players_deadline_to_the_grace() {
    let mut new = sprint(&[ANN, BOB, CID]);
    new.speedbots_grace = Some(Duration::hours(1));
    let (w, id) = world_with_game(&new);
    w.send(id, 0, vec![orders("GOALS", "1")]);
    let before = w.outbox().len();
    w.send(id, 1, vec![orders("GOALS", "2")]);
    let mails = w.outbox_from(before);
    assert_eq!(
        kinds(&mails),
        [
            (MailKind::Confirmation, BOB.1.to_string()),
            (MailKind::Reminder, CID.1.to_string())
        ]
    );
    assert_contains(&mails[1].body, "Speedbots");
    assert_contains(&mails[1].body, "Mon 02 Mar 2026 13:00 UTC");
    w.advance(Duration::hours(1));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
    let r = &rounds(&w, id)[0];
    assert_eq!(r.closed_by, ClosedBy::Speedbots);
    assert_eq!(r.defaulted, [robomod::games::Seat(2)]);
}

#[test]
fn reminders_go_only_to_players_who_are_not_in_and_only_once() {
    let mut new = sprint(&[ANN, BOB, CID]);
    new.reminder_lead = Some(Duration::hours(12));
    let (w, id) = world_with_game(&new);
    w.send(id, 0, vec![orders("GOALS", "1")]);
    w.send(id, 1, vec![orders("GOALS", "7")]); // invalid: Bob is not in, and is reminded
    assert_eq!(w.game(id).next_due_at, Some(utc("2026-03-04T00:00:00Z")));
    w.clock.set(utc("2026-03-03T23:59:59Z"));
    assert_eq!(w.m.rounds().tick().unwrap().reminders, 0);
    w.advance(Duration::seconds(1));
    let before = w.outbox().len();
    let t = w.m.rounds().tick().unwrap();
    assert_eq!((t.reminders, t.rounds_run), (2, 0));
    assert_eq!(
        kinds(&w.outbox_from(before)),
        [
            (MailKind::Reminder, BOB.1.to_string()),
            (MailKind::Reminder, CID.1.to_string())
        ]
    );
    assert_eq!(w.m.rounds().tick().unwrap().reminders, 0);
    assert_eq!(w.game(id).next_due_at, Some(utc("2026-03-04T12:00:00Z")));
}

#[test]
fn run_now_closes_the_round_at_once() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    w.send(id, 0, vec![orders("GOALS", "2")]);
    let done = w.m.admin().run_now(id).unwrap();
    // Two reports, and Bob, who sent nothing, is told what his robot did.
    assert_eq!((done.rounds_run, done.mails), (1, 3));
    let r = &rounds(&w, id)[0];
    assert_eq!(
        (r.closed_by, r.closed_at),
        (ClosedBy::RunNow, w.clock.now())
    );
    w.m.admin().abandon(id).unwrap();
    assert!(matches!(
        w.m.admin().run_now(id),
        Err(ModError::WrongStatus { .. })
    ));
}

#[test]
fn moderator_entered_orders_count_and_tell_the_player() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let out = w.m.admin().submit(id, "red", "GOALS 2").unwrap();
    assert_eq!((out.canonical.as_str(), out.round), ("GOALS 2", 1));
    let out = w.m.admin().submit(id, "1", "3").unwrap();
    assert_eq!((out.canonical.as_str(), out.rounds_run), ("GOALS 3", 1));
    let notice = w
        .outbox()
        .into_iter()
        .find(|m| m.kind == MailKind::Notice)
        .unwrap();
    assert_contains(&notice.body, "The moderator has entered these orders");
    let err = w.m.admin().submit(id, "red", "PROGRAM 7").unwrap_err();
    assert_eq!(
        err.to_string(),
        "orders not accepted: \"7\": write one number from 0 to 3, like 2"
    );
    assert!(err.is_input());
}

#[test]
fn creation_refuses_bad_input_with_clear_messages() {
    let w = world();
    let mut new = sprint(&[ANN]);
    assert_eq!(
        w.m.admin().create_game(&new).unwrap_err().to_string(),
        "sprint takes 2 to 4 players, not 1"
    );
    new = sprint(&[ANN, ("Bob", "bob-at-example")]);
    assert_contains(
        &w.m.admin().create_game(&new).unwrap_err().to_string(),
        "bad mail address",
    );
    new = sprint(&[ANN, BOB]);
    new.kind = "chess".into();
    assert!(matches!(
        w.m.admin().create_game(&new),
        Err(ModError::UnknownKind { .. })
    ));
    new = sprint(&[ANN, BOB]);
    new.schedule = Some("25:99".into());
    assert_contains(
        &w.m.admin().create_game(&new).unwrap_err().to_string(),
        "HH:MM",
    );
    new = sprint(&[ANN, BOB]);
    new.settings.insert("colour".into(), "blue".into());
    let e = w.m.admin().create_game(&new).unwrap_err();
    assert!(
        e.is_input() && e.to_string().contains("unknown field `colour`"),
        "{e}"
    );
    assert!(w.outbox().is_empty());
}
