//! `game rollback` through the library with a test clock, on the test game: what it undoes,
//! what it keeps as history, what players are told, and that replay checks what stands.
//! (Finished RAMbots and Ricochet games are rolled back in `rambots.rs` and `ricochet.rs`.)

use crate::support::assert_contains;
use crate::support::world::*;
use chrono::Duration;
use robomod::clock::Clock;
use robomod::moderator::ModError;
use robomod::outgoing::OutgoingMail;
use robomod::store;
use robomod::store::games::GameStatus;
use serde_json::Value;

fn snap(name: &str, m: &OutgoingMail) {
    assert_short_lines(std::slice::from_ref(m));
    insta::assert_snapshot!(name, show_mail(m));
}

/// Marks every mail queued so far as sent (as the flusher would).
fn send_all(w: &World) {
    let now = w.clock.now();
    w.m.with_connection(|c| {
        for r in store::mail::outbox_since(c, store::mail::OutboxId(0)).unwrap() {
            if r.state == "queued" {
                store::mail::mark_sent(c, r.id, now).unwrap();
            }
        }
    });
}

/// A test game whose round 1 (setup) and round 2 (move 1) ran early, everyone in.
fn two_rounds_run(w: &World) -> i64 {
    let id = w.m.admin().create_game(&sprint(&[ANN, BOB])).unwrap();
    w.goals(id, &["1", "2"]);
    w.send(id, 0, vec![orders("PROGRAM", "3")]);
    w.send(id, 1, vec![orders("PROGRAM", "1")]);
    id
}

fn count(v: &Value, pred: impl Fn(&Value) -> bool) -> usize {
    v.as_array().unwrap().iter().filter(|x| pred(x)).count()
}

#[test]
fn a_rollback_reopens_the_round_with_its_orders_and_keeps_the_history() {
    let w = world();
    // Round 3 (move 2) runs at its deadline.
    let id = two_rounds_run(&w);
    let on_file_for_3 = w.m.records().export(id).unwrap()["rounds"][1]["state_after"].clone();
    send_all(&w);
    w.send(id, 0, vec![orders("PROGRAM", "2")]);
    w.clock.set(w.game(id).deadline.unwrap());
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
    // Round 4 is open; Bob sends orders for it.
    w.send(id, 1, vec![orders("PROGRAM", "3")]);
    assert_eq!(w.game(id).round, 4);

    w.advance(Duration::hours(1));
    let reason = "Bob's orders for move 2 went astray in the moderator's mailbox.";
    let d = w.m.admin().rollback(id, "3", Some(reason)).unwrap();
    assert!(
        d.what.starts_with(
            "rolled game 1 back to round 3 (move 2): 1 round(s) undone, 1 later order(s) set \
             aside, 3 queued mail(s) withdrawn; move 2 closes Fri 06 Mar 2026 13:00 UTC"
        ),
        "{}",
        d.what
    );
    let g = w.game(id);
    assert_eq!((g.round, g.status), (3, GameStatus::Active));
    assert_eq!(g.state.clone().into_value(), on_file_for_3);
    assert_eq!(g.deadline, Some(w.clock.now() + Duration::hours(48)));
    // Ann's orders for round 3 are on file again; Bob's for round 4 are set aside.
    let view = w.m.admin().game_view(id).unwrap();
    assert_eq!(
        view.seats.iter().map(|s| s.orders_in).collect::<Vec<_>>(),
        [true, false]
    );
    // Every player is told why, with the position.
    let told: Vec<OutgoingMail> = w
        .outbox()
        .into_iter()
        .filter(|m| m.subject.ends_with("back to move 2 (rollback)"))
        .collect();
    assert_eq!(told.len(), 2);
    assert!(told.iter().all(|m| m.body.contains(reason)));
    snap("notice_rollback", &told[1]);

    // The history stays, marked.
    let x = w.m.records().export(id).unwrap();
    assert_eq!(count(&x["rounds"], |r| r["undone"] == true), 1);
    assert_eq!(count(&x["rounds"], |r| r["undone"] == false), 2);
    assert_eq!(count(&x["submissions"], |s| s["undone_by"] == 1), 1);
    assert_eq!(x["rollbacks"][0]["reason"], reason);
    assert_eq!(x["rollbacks"][0]["to_round"], 3);
    assert_eq!(count(&x["audit"], |a| a["action"] == "undo_round"), 1);
    assert_eq!(count(&x["audit"], |a| a["action"] == "rollback"), 1);
    // The queued reports of round 3 were withdrawn; none of them is left to send.
    assert_eq!(
        count(&x["mails"], |m| m["round"] == 3
            && m["mail"]["kind"] == "round_report"),
        0
    );
    // Replay checks the rounds that stand.
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!((r.mismatch, r.rounds), (None, 2));

    // No early run until new orders come: the moderator may correct first.
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 0);
    w.m.admin().submit(id, "green", "PROGRAM 1").unwrap();
    // Reopened for every seat alike (issue 64): the others' orders from before the rollback
    // stand, but the round waits for them to send again, or for its deadline.
    assert_eq!(w.game(id).round, 3, "the others have not sent again");
    w.m.admin().run_now(id).unwrap();
    assert_eq!(w.game(id).round, 4, "round 3 ran again");
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!((r.mismatch, r.rounds), (None, 3));
}

#[test]
fn sent_reports_of_undone_rounds_are_kept_marked_and_replay_skips_them() {
    let w = world();
    let id = two_rounds_run(&w);
    send_all(&w);
    let d = w.m.admin().rollback(id, "setup", None).unwrap();
    assert_contains(&d.what, "2 round(s) undone");
    let x = w.m.records().export(id).unwrap();
    let marked = count(&x["mails"], |m| m["undone_by"] == 1);
    assert_eq!(marked, 4, "two reports of each of the two undone rounds");
    assert_eq!(x["rollbacks"][0]["reason"], "a mistake in the moderation");
    assert_eq!(w.game(id).phase, "setup");
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!((r.mismatch, r.rounds), (None, 0));
    // The setup runs again with the goals on file; its new reports replay.
    w.m.admin().run_now(id).unwrap();
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!((r.mismatch, r.rounds), (None, 1));
}

#[test]
fn rollback_refuses_what_it_cannot_undo() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let e = w.m.admin().rollback(id, "1", None).unwrap_err();
    assert_contains(
        &e.to_string(),
        "no round \"1\" to roll back to: no round has run yet",
    );
    w.m.admin().run_now(id).unwrap();
    let e = w.m.admin().rollback(id, "7", None).unwrap_err();
    assert_contains(
        &e.to_string(),
        "the rounds run are 1 (setup); the open turn (move 1) is changed with",
    );
    // A paused game stays paused, its clock stopped.
    w.m.admin().pause(id).unwrap();
    w.m.admin().rollback(id, "1", Some("wrong goals")).unwrap();
    assert_eq!(w.game(id).status, GameStatus::Paused);
    w.m.admin().abandon(id).unwrap();
    let e = w.m.admin().rollback(id, "1", None).unwrap_err();
    assert!(matches!(e, ModError::WrongStatus { .. }), "{e}");
}

/// The outbox's ids, in order.
fn outbox_ids(w: &World) -> Vec<i64> {
    w.m.with_connection(|c| crate::support::column(c, "SELECT id FROM outbox ORDER BY id"))
}

/// Issue 27: rollbacks compose. Back to round 3, play on, back to round 2, play on, back to
/// the setup: each succeeds, replay holds after each, and no outbox id is given twice (the
/// reports a rollback withdraws unsent keep theirs).
#[test]
fn rollbacks_compose_and_no_outbox_id_is_used_twice() {
    let w = world();
    let id = two_rounds_run(&w);
    w.send(id, 0, vec![orders("PROGRAM", "2")]);
    w.send(id, 1, vec![orders("PROGRAM", "1")]);
    assert_eq!(w.game(id).round, 4, "round 3 ran");
    send_all(&w);
    let mut seen: std::collections::BTreeSet<i64> = outbox_ids(&w).into_iter().collect();
    let back = |seen: &mut std::collections::BTreeSet<i64>, to: &str, reason: &str, left| {
        let d = w.m.admin().rollback(id, to, Some(reason)).unwrap();
        assert_contains(&d.what, "round(s) undone");
        let r = w.m.rounds().replay(id).unwrap();
        assert_eq!((r.mismatch, r.rounds), (None, left), "{reason}");
        let ids = outbox_ids(&w);
        let new: Vec<i64> = ids.iter().copied().filter(|i| !seen.contains(i)).collect();
        assert!(
            new.iter().all(|i| i > seen.last().unwrap()),
            "{reason}: ids given again: {new:?} after {seen:?}"
        );
        seen.extend(ids);
    };
    back(&mut seen, "3", "one", 2);
    // Play on: round 3 and round 4 run again; round 4's reports stay queued (unsent).
    for program in ["3", "2"] {
        w.send(id, 0, vec![orders("PROGRAM", program)]);
        w.send(id, 1, vec![orders("PROGRAM", "1")]);
        if program == "3" {
            send_all(&w);
        }
    }
    assert_eq!(w.game(id).round, 5);
    seen.extend(outbox_ids(&w));
    back(&mut seen, "2", "two", 1);
    w.send(id, 0, vec![orders("PROGRAM", "1")]);
    w.send(id, 1, vec![orders("PROGRAM", "2")]);
    send_all(&w);
    seen.extend(outbox_ids(&w));
    back(&mut seen, "setup", "three", 0);
    w.m.admin().run_now(id).unwrap();
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!((r.mismatch, r.rounds), (None, 1));
    let x = w.m.records().export(id).unwrap();
    assert_eq!(x["rollbacks"].as_array().unwrap().len(), 3);
}
