//! Ricochet Pyramids through the moderator: bids by mail, the shortest valid one scores, equal
//! lengths go to the one that arrived first (the arrival order the moderator passes to
//! `resolve_ranked`), and replay reproduces it.

use crate::support::assert_contains;
use crate::support::world::*;
use robomod::games::ricochet::State;
use robomod::games::ricochet::notation::write_moves;
use robomod::games::ricochet::solver;
use robomod::outgoing::MailKind;

fn ricochet_game(seed: u64) -> robomod::moderator::NewGame {
    let mut new = sprint(&[ANN, BOB]);
    new.kind = "ricochet".into();
    new.seed = Some(seed);
    new
}

fn state(w: &World, id: i64) -> State {
    serde_json::from_value(w.game(id).state.into_value()).unwrap()
}

/// The optimal solution of the round now open, in notation.
fn optimal(w: &World, id: i64) -> String {
    let moves = solver::solve(state(w, id).position()).expect("drawn goals are solvable");
    write_moves(&moves)
}

/// Both bids are in, so the round runs early (at once or on the next tick), not at the
/// deadline: exactly one resolution more.
fn run_round(w: &World, id: i64, before: u32) {
    w.m.rounds().tick().unwrap();
    assert_eq!(state(w, id).round(), before + 1);
}

#[test]
fn equal_bids_go_to_the_earliest_arrival_not_the_lower_seat() {
    let (w, id) = world_with_game(&ricochet_game(5));
    let best = optimal(&w, id);
    let r0 = state(&w, id).round();
    // Bob (seat 1) bids first, Ann (seat 0) the same length later: Bob scores.
    let bob = w.send(id, 1, vec![orders("SOLUTION", &best)]);
    assert_eq!(bob.kind, MailKind::Confirmation, "{}", bob.body);
    let ann = w.send(id, 0, vec![orders("SOLUTION", &best)]);
    assert_eq!(ann.kind, MailKind::Confirmation, "{}", ann.body);
    run_round(&w, id, r0);
    assert_eq!(state(&w, id).scores(), &[0, 1]);

    // Next round: Ann first this time, so Ann scores.
    let best = optimal(&w, id);
    let r0 = state(&w, id).round();
    w.each_sends(id, "SOLUTION", &[&best, &best]);
    run_round(&w, id, r0);
    assert_eq!(state(&w, id).scores(), &[1, 1]);

    let r = w.m.rounds().replay(id).unwrap();
    assert!(r.mismatch.is_none(), "{:?}", r.mismatch);
    assert_eq!(r.rounds, 2);
}

#[test]
fn a_resend_of_equal_length_keeps_the_earlier_arrival() {
    let (w, id) = world_with_game(&ricochet_game(9));
    let best = optimal(&w, id);
    let r0 = state(&w, id).round();
    w.send(id, 0, vec![orders("SOLUTION", &best)]);
    // Ann resends the same length: her kept bid stays the first one. Then Bob bids the
    // optimum too, which closes the round.
    w.each_sends(id, "SOLUTION", &[&best, &best]);
    run_round(&w, id, r0);
    // Ann's kept bid is her first one, which arrived before Bob's: Ann scores.
    assert_eq!(state(&w, id).scores(), &[1, 0]);
}

/// Issue 14: a Ricochet game rolled back one round: the score it gave is undone, the bids on
/// file stand, and replay checks the record before and after the round runs again.
#[test]
fn a_ricochet_round_rolled_back_runs_again_from_the_bids_on_file() {
    let (w, id) = world_with_game(&ricochet_game(5));
    for _ in 0..2 {
        let best = optimal(&w, id);
        let r0 = state(&w, id).round();
        w.each_sends(id, "SOLUTION", &[&best, &best]);
        run_round(&w, id, r0);
    }
    assert_eq!(state(&w, id).scores(), &[2, 0]);
    let last = w.game(id).round - 1;
    w.m.admin()
        .rollback(
            id,
            &last.to_string(),
            Some("Bob's bid arrived first by post"),
        )
        .unwrap();
    assert_eq!(state(&w, id).scores(), &[1, 0]);
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!((r.mismatch, r.rounds), (None, last - 1));
    // Both bids are still on file; Bob's corrected one, entered by the moderator, comes later
    // than Ann's, so she still scores; the moderator's correction is a new arrival.
    let best = optimal(&w, id);
    w.m.admin()
        .submit(id, "1", &format!("SOLUTION {best}"))
        .unwrap();
    w.m.rounds().tick().unwrap();
    // Reopened for every seat alike (issue 64): it waits for Ann to send again, or for the
    // operator, who runs it now.
    assert_eq!(w.game(id).round, last, "the round waits");
    w.m.admin().run_now(id).unwrap();
    assert_eq!(w.game(id).round, last + 1, "the round ran again");
    assert_eq!(state(&w, id).scores(), &[2, 0]);
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!((r.mismatch, r.rounds), (None, last));
}

/// A refused solution says why it is not one, never where the robots end; each reply counts
/// the solutions sent, and past the game's limit (3 by default) no more are read this round.
#[test]
fn solutions_are_limited_per_round_and_refusals_reveal_no_position() {
    let (w, id) = world_with_game(&ricochet_game(5));
    let r = w.send(id, 0, vec![orders("SOLUTION", "yN")]);
    assert_contains(&r.body, "not a solution");
    assert!(!r.body.contains("ends on"), "{}", r.body);
    assert_contains(&r.body, "(solution 1 of 3 this round)");
    let best = optimal(&w, id);
    let r = w.send(id, 0, vec![orders("SOLUTION", &best)]);
    assert_contains(&r.body, "(solution 2 of 3 this round)");
    w.send(id, 0, vec![orders("SOLUTION", "yS")]);
    let r = w.send(id, 0, vec![orders("SOLUTION", &best)]);
    assert_contains(&r.body, "you have sent the 3 solutions this round allows");
    insta::assert_snapshot!("ricochet_solution_limit", show_mail(&r));
}
