//! A game that cannot be run is held: only it, the operator alerted once, its players told once,
//! their mails answered (not failed), the other games going on; `game resume` after a fix and
//! `game rollback` bring it back; the read-only views still list every game.

use crate::support::assert_contains;
use crate::support::world::*;
use chrono::Duration;
use robomod::moderator::ModeratorConfig;
use robomod::outgoing::MailKind;

fn operated() -> World {
    world_with(ModeratorConfig {
        operator: Some("op@example.org".into()),
        ..config()
    })
}

/// Stores `state` as game `id`'s state, as a damaged or older database would hold it.
fn store_state(w: &World, id: i64, state: &str) {
    w.m.with_connection(|c| {
        c.execute(
            "UPDATE games SET state = ?2 WHERE id = ?1",
            rusqlite::params![id, state],
        )
    })
    .unwrap();
}

fn count(w: &World, kind: MailKind, subject: &str) -> usize {
    w.outbox()
        .iter()
        .filter(|m| m.kind == kind && m.subject.contains(subject))
        .count()
}

#[test]
fn a_game_that_cannot_run_is_held_alone_alerted_once_and_its_mails_answered() {
    let w = operated();
    let broken = w.m.admin().create_game(&sprint(&[ANN, BOB])).unwrap();
    let fine = w.m.admin().create_game(&sprint(&[CID, ANN])).unwrap();
    let good_state = w.game(broken).state.text().to_string();
    store_state(&w, broken, r#"{"setup": "not a flag"}"#);

    // The deadline passes for both: only the broken game is held, the other runs its setup.
    w.advance(Duration::hours(49));
    let t = w.m.rounds().tick().unwrap();
    assert_eq!(t.held.len(), 1, "{t:?}");
    assert_eq!(t.held[0].0, broken);
    assert!(t.errors.is_empty(), "{t:?}");
    assert_eq!(t.rounds_run, 1, "the other game ran");
    assert_eq!(w.game(fine).round, 2);
    let g = w.game(broken);
    assert!(g.held.is_some() && g.next_due_at.is_none(), "{g:?}");
    assert_eq!(
        count(&w, MailKind::Alert, &format!("game {broken} is held")),
        1
    );
    assert_eq!(
        count(&w, MailKind::Notice, &format!("Game {broken} is held")),
        2
    );

    // Later passes neither retry it nor alert again; the other game goes on.
    w.advance(Duration::hours(49));
    let t = w.m.rounds().tick().unwrap();
    assert!(t.held.is_empty() && t.errors.is_empty(), "{t:?}");
    assert_eq!(t.rounds_run, 1);
    assert_eq!(count(&w, MailKind::Alert, "is held"), 1);

    // A player's mail is stored and answered, not failed (nothing could be read of it).
    let reply = w.send(broken, 0, vec![orders("GOALS", "2")]);
    assert_contains(&reply.body, "is held");
    assert_contains(&reply.body, "send your orders again");

    // The views list it as held, the others as usual.
    let list = w.m.admin().list_games().unwrap();
    assert_eq!(list.len(), 2);
    let held = list[0].as_ref().expect("a held game is still shown");
    assert!(held.held.is_some());
    assert!(list[1].as_ref().unwrap().held.is_none());
    let shown = w.m.admin().game_view(broken).unwrap();
    assert_contains(&shown.board, "cannot be shown");

    // After the fix, resume releases it: its overdue rounds (two deadlines passed while it was
    // held) run at once, its players told.
    store_state(&w, broken, &good_state);
    let before = w.outbox().len();
    let done = w.m.admin().resume(broken).unwrap();
    assert!(done.what.starts_with("released"), "{}", done.what);
    assert_eq!(done.rounds_run, 2);
    let g = w.game(broken);
    assert!(g.held.is_none() && g.next_due_at.is_some(), "{g:?}");
    assert!(w.outbox_from(before).len() >= 2);
}

#[test]
fn mails_to_a_held_game_whose_state_loads_are_kept_and_say_so() {
    let w = operated();
    let id = w.m.admin().create_game(&sprint(&[ANN, BOB])).unwrap();
    let good = w.game(id).state.text().to_string();
    store_state(&w, id, r#"{"nothing": 1}"#);
    w.advance(Duration::hours(49));
    w.m.rounds().tick().unwrap();
    assert!(w.game(id).held.is_some());
    // The operator mends the state but has not resumed yet: orders are read and kept.
    store_state(&w, id, &good);
    let reply = w.send(id, 0, vec![orders("GOALS", "2")]);
    assert_contains(&reply.body, "GOALS 2");
    assert_contains(&reply.body, "is held");
    assert_contains(&reply.body, "Your orders are kept");
    // Everyone in: a held game still does not run until it is resumed.
    w.send(id, 1, vec![orders("GOALS", "1")]);
    w.advance(Duration::hours(1));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 0);
    assert_eq!(w.game(id).round, 1);
    let done = w.m.admin().resume(id).unwrap();
    assert_eq!(done.rounds_run, 1, "{}", done.what);
}

/// A game whose engine panics (a bug) is held alone; its players' orders are still read and
/// kept; resuming it without a fix holds it again, with one more alert and no notice storm.
#[test]
fn a_game_that_panics_is_held_and_resuming_it_unfixed_holds_it_again() {
    let w = operated();
    let mut buggy = sprint(&[ANN, BOB]);
    buggy.settings.insert("panics_in".into(), 1.into());
    let buggy = w.m.admin().create_game(&buggy).unwrap();
    let fine = w.m.admin().create_game(&sprint(&[CID, ANN])).unwrap();
    w.advance(Duration::hours(49)); // the setups run
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 2);
    w.advance(Duration::hours(49)); // the first programming rounds: one panics
    let t = w.m.rounds().tick().unwrap();
    assert_eq!(t.rounds_run, 1, "{t:?}");
    assert_eq!(t.held.len(), 1, "{t:?}");
    assert!(t.held[0].1.contains("fails on purpose"), "{t:?}");
    assert_eq!(w.game(fine).round, 3);
    assert_eq!(w.game(buggy).round, 2, "nothing of the failed round stored");
    let reply = w.send(buggy, 1, vec![orders("PROGRAM", "2")]);
    assert_contains(&reply.body, "PROGRAM 2");
    assert_contains(&reply.body, "Your orders are kept");
    let done = w.m.admin().resume(buggy).unwrap();
    assert_contains(&done.what, "held again");
    assert!(w.game(buggy).held.is_some());
    assert_eq!(count(&w, MailKind::Alert, "is held"), 2);
    // The players, who were never told it went on, are not told again that it is held.
    assert_eq!(
        count(&w, MailKind::Notice, &format!("Game {buggy} is held")),
        2
    );
}
