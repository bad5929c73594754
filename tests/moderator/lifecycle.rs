//! A game's life through the library: setup, rounds, early execution, Speedbots, reminders,
//! pause/extend/resume, replacement, resignation, missed deadlines, and DST-crossing schedules.

use crate::support::assert_contains;
use crate::support::world::*;
use chrono::{DateTime, Duration, Utc};
use robomod::clock::Clock;
use robomod::moderator::{ModError, TickReport};
use robomod::outgoing::MailKind;
use robomod::store;
use robomod::store::games::GameStatus;
use robomod::store::rounds::ClosedBy;

fn utc(s: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
}

fn rounds(w: &World, id: i64) -> Vec<store::rounds::RoundRow> {
    w.m.with_connection(|c| store::rounds::rounds(c, id))
        .unwrap()
}

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
    w.send(id, 1, vec![orders("PASS", "")]);
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
fn pause_stops_the_clock_and_resume_and_extend_move_the_deadline() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let done = w.m.admin().pause(id).unwrap();
    assert_eq!((done.what.as_str(), done.mails), ("paused game 1", 2));
    assert!(matches!(
        w.m.admin().pause(id),
        Err(ModError::WrongStatus { .. })
    ));
    w.advance(Duration::days(5));
    assert_eq!(w.m.rounds().tick().unwrap(), TickReport::default());
    // Orders are still taken while paused.
    let r = w.send(id, 0, vec![orders("GOALS", "2")]);
    assert_contains(&r.body, "paused");
    let done = w.m.admin().resume(id).unwrap();
    assert_contains(&done.what, "moved by 120h");
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-09T12:00:00Z")));
    let done = w.m.admin().extend(id, Duration::hours(24)).unwrap();
    assert_eq!(done.mails, 2);
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-10T12:00:00Z")));
    w.clock.set(utc("2026-03-10T11:59:59Z"));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 0);
    w.advance(Duration::seconds(1));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
    assert!(matches!(
        w.m.admin().extend(id, Duration::zero()),
        Err(ModError::Input(_))
    ));
}

#[test]
fn a_replaced_player_keeps_the_seat_and_the_old_key_stops_working() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    w.send(id, 0, vec![orders("GOALS", "2")]);
    let old_key = w.key(id, 1);
    let done =
        w.m.admin()
            .replace_player(id, "green", "dee@example.org", Some("Dee"))
            .unwrap();
    assert_contains(&done.what, "to dee@example.org (was bob@example.org)");
    let p = &w.players(id)[1];
    assert_ne!(p.key, old_key);
    assert_eq!(
        (p.name.as_str(), p.address.as_str()),
        ("Dee", "dee@example.org")
    );
    // Bob with his old key is refused; Dee is welcomed and plays.
    let bob = inbound(BOB.1, Some((id, &old_key)), vec![orders("GOALS", "1")]);
    w.m.intake().handle_mail(b"x", &bob).unwrap();
    assert_eq!(w.outbox().last().unwrap().kind, MailKind::Refusal);
    let welcome = w
        .outbox()
        .into_iter()
        .find(|m| m.to == "dee@example.org")
        .unwrap();
    assert_contains(&welcome.body, "You take over seat Green");
    w.send(id, 1, vec![orders("GOALS", "1")]);
    assert_eq!(w.game(id).round, 2);
    assert!(matches!(
        w.m.admin()
            .replace_player(id, "purple", "x@example.org", None),
        Err(ModError::NoSuchSeat { .. })
    ));
}

#[test]
fn a_resigned_player_passes_and_when_all_resign_the_game_is_abandoned() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let r = w.send(id, 1, vec![robomod::inbound::PlayerCommand::ResignConfirm]);
    assert_eq!(r.kind, MailKind::Confirmation);
    assert_contains(&r.body, "You have resigned. From now on, for your seat");
    let one_line = r.body.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_contains(&one_line, "only once more, with its final result");
    // Ann is now the only one to wait for: her goals run the setup at once.
    w.send(id, 0, vec![orders("GOALS", "3")]);
    assert_eq!(w.game(id).round, 2);
    assert_eq!(rounds(&w, id)[0].defaulted, [robomod::games::Seat(1)]);
    let later = w.send(id, 1, vec![orders("PROGRAM", "3")]);
    assert_contains(&later.body, "you have resigned");
    w.send(id, 0, vec![robomod::inbound::PlayerCommand::ResignConfirm]);
    assert_eq!(w.game(id).status, GameStatus::Abandoned);
}

#[test]
fn a_daemon_down_for_two_deadlines_runs_each_round_once_with_its_own_deadline() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    // Down from creation until well after the second deadline (12:00 on 4 and 6 March).
    w.clock.set(utc("2026-03-07T09:00:00Z"));
    let t = w.m.rounds().tick().unwrap();
    assert_eq!((t.games, t.rounds_run), (1, 2));
    let rs = rounds(&w, id);
    assert_eq!(rs.len(), 2);
    assert_eq!(rs[0].closed_at, utc("2026-03-04T12:00:00Z"));
    assert_eq!(rs[1].deadline, utc("2026-03-06T12:00:00Z"));
    assert_eq!(rs[1].closed_at, utc("2026-03-06T12:00:00Z"));
    assert!(
        rs.iter()
            .all(|r| r.executed_at == utc("2026-03-07T09:00:00Z"))
    );
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-08T12:00:00Z")));
    // Starting again runs nothing twice.
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 0);
    let reports = w
        .outbox()
        .iter()
        .filter(|m| m.kind == MailKind::RoundReport)
        .count();
    assert_eq!(reports, 4);
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

fn daily_game(w: &World, tz: &str) -> i64 {
    let mut new = sprint(&[ANN, BOB]);
    new.schedule = Some(format!("22:00 {tz}"));
    w.m.admin().create_game(&new).unwrap()
}

/// Runs rounds at their deadlines, returning each deadline in UTC.
fn deadlines(w: &World, id: i64, n: usize) -> Vec<DateTime<Utc>> {
    let mut out = Vec::new();
    for _ in 0..n {
        let d = w.game(id).deadline.unwrap();
        out.push(d);
        w.clock.set(d);
        assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
    }
    out
}

#[test]
fn daily_deadlines_keep_local_time_across_london_spring_forward() {
    let w = world_at("2026-03-27T10:00:00Z"); // Friday
    let id = daily_game(&w, "Europe/London");
    let ds = deadlines(&w, id, 3);
    assert_eq!(
        ds,
        [
            utc("2026-03-28T22:00:00Z"), // Sat 22:00 GMT (Fri 22:00 is under 20 h away)
            utc("2026-03-29T21:00:00Z"), // Sun 22:00 BST
            utc("2026-03-30T21:00:00Z"),
        ]
    );
    let report = w.newest(MailKind::RoundReport);
    assert_contains(&report.body, "Tue 31 Mar 2026 22:00 BST (21:00 UTC)");
}

#[test]
fn daily_deadlines_keep_local_time_across_new_york_fall_back() {
    let w = world_at("2026-10-30T12:00:00Z"); // Friday 08:00 EDT
    let id = daily_game(&w, "America/New_York");
    let ds = deadlines(&w, id, 3);
    assert_eq!(
        ds,
        [
            utc("2026-11-01T02:00:00Z"), // Sat 22:00 EDT (Fri 22:00 is under 20 h away)
            utc("2026-11-02T03:00:00Z"), // Sun 22:00 EST, 25 h later
            utc("2026-11-03T03:00:00Z"),
        ]
    );
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

/// The tick commits games together, each in a savepoint: a game that fails is rolled back
/// alone (no round, no mail) and stays due, while the games beside it in the same commit run.
#[test]
fn a_game_that_fails_in_the_tick_is_rolled_back_alone_and_stays_due() {
    let w = world();
    let ids: Vec<i64> = (0..3)
        .map(|_| w.m.admin().create_game(&sprint(&[ANN, BOB])).unwrap())
        .collect();
    // The second game fails late, when its reports are queued (after its round is stored).
    w.m.with_connection(|c| {
        c.execute_batch(&format!(
            "CREATE TRIGGER fail BEFORE INSERT ON outbox WHEN NEW.game_id = {} \
             BEGIN SELECT RAISE(ABORT, 'the disk is unwell'); END;",
            ids[1]
        ))
        .unwrap()
    });
    let mails_before = w.outbox().len();
    w.clock.set(utc("2026-03-04T12:00:00Z"));
    let t = w.m.rounds().tick().unwrap();
    assert_eq!((t.games, t.rounds_run), (3, 2));
    assert_eq!(t.errors.len(), 1, "{:?}", t.errors);
    assert_eq!(t.errors[0].0, ids[1]);
    assert!(
        t.errors[0].1.contains("the disk is unwell"),
        "{:?}",
        t.errors
    );
    assert_eq!(rounds(&w, ids[0]).len(), 1);
    assert_eq!(rounds(&w, ids[1]).len(), 0);
    assert_eq!(rounds(&w, ids[2]).len(), 1);
    let of_game = |id: i64| {
        w.m.with_connection(|c| store::mail::outbox_of_game(c, id).unwrap().len())
    };
    assert_eq!(
        w.outbox().len() - mails_before,
        of_game(ids[0]) + of_game(ids[2]) - 2 * 2
    );
    assert_eq!(of_game(ids[1]), 2, "the broken game's welcomes alone");
    // Still due: the next tick tries it again.
    let again = w.m.rounds().tick().unwrap();
    assert_eq!((again.games, again.rounds_run), (1, 0));
    assert_eq!(again.errors[0].0, ids[1]);
}

/// Issue 40: a player whose address bounced (mail to it given up) is replaced without one more
/// mail to that dead address; the newcomer is welcomed as usual.
#[test]
fn a_replaced_player_whose_mail_bounced_is_not_written_to_again() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    w.m.with_connection(|c| {
        c.execute(
            "UPDATE players SET bounces = 1 WHERE game_id = ?1 AND address = ?2",
            rusqlite::params![id, BOB.1],
        )
    })
    .unwrap();
    let before = w.outbox().iter().filter(|m| m.to == BOB.1).count();
    let done =
        w.m.admin()
            .replace_player(id, "green", "dee@example.org", Some("Dee"))
            .unwrap();
    assert_contains(&done.what, "not told");
    let after = w.outbox().iter().filter(|m| m.to == BOB.1).count();
    assert_eq!(after, before, "the dead address was written to");
    assert!(w.outbox().iter().any(|m| m.to == "dee@example.org"));
}

/// Issue 40: a stranger writing from an address robomod cannot write to gets nothing queued
/// (no refusal that would go dead at once, no operator alert after it).
#[test]
fn a_stranger_robomod_cannot_write_to_gets_nothing_queued() {
    let w = world();
    for from in ["x@example.org.", "x..y@example.org", "x@[192.0.2.1]"] {
        let mail = inbound(from, None, vec![orders("GOALS", "1")]);
        let out = w.m.intake().handle_mail(b"x", &mail).unwrap();
        assert!(
            matches!(out, robomod::moderator::MailOutcome::Ignored { .. }),
            "{from}: {out:?}"
        );
    }
    assert!(w.outbox().is_empty(), "{:?}", w.outbox());
}
