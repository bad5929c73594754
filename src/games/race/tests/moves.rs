//! Step a: priority, ties, pushing, walls, pits, the edge, kill credit (rulings 8-14, 32).

use crate::games::race::board::{Dir, Element};
use crate::games::race::events::{Doom, Event, Mover};
use crate::games::race::report::round_report;
use crate::games::race::testkit::*;

/// The seed's worked example: "Ananta's register contains an 'F' move. Dale's register contains
/// a 'B' move. Ananta moves first since he has priority (F has priority over B), pushing Dale".
/// Reported as the seed shows: Dale "S,B", "Pushed by Ananta"; Ananta "F".
#[test]
fn seed_example_ananta_pushes_dale() {
    let mut pos = position(open(6, 6), robots("Dale c3 E, Ananta c4 S"));
    let before = pos.clone();
    let events = play(&mut pos, &[plan("B L R L R"), plan("F L R L R")]);
    let reg = register(&events, 1);
    assert_eq!(
        reg[0..2],
        [
            Event::Runs {
                robot: 1,
                instr: "F".parse().unwrap()
            },
            Event::Moved {
                robot: 0,
                from: sq("c3"),
                to: Some(sq("c2")),
                dir: Dir::S,
                by: Mover::Push { by: 1 }
            },
        ]
    );
    let report = round_report(&before, &events, &pos, crate::lang::Say::english());
    let table: Vec<&str> = report
        .lines()
        .skip_while(|l| *l != "Register 1")
        .take(4)
        .collect();
    assert_eq!(
        table,
        [
            "Register 1",
            "Dmg  Name    Move      Notes",
            "  0  Ananta  F",
            "  0  Dale    S,B       Pushed by Ananta",
        ]
    );
}

#[test]
fn priority_classes_run_fastest_first_and_ties_follow_the_list() {
    // Ruling 8 and 9: F2 before F before B before turns; equal classes in list order.
    let racers = robots("turn a1 N, back c1 N, fwd e1 N, fast g1 N, fwd2 h3 N");
    let mut pos = position(open(8, 8), racers);
    let programs = ["L", "B", "F", "F2", "F"].map(plan);
    let events = play(&mut pos, &programs);
    assert_eq!(order(&events, 1), vec![3, 2, 4, 1, 0]);
}

#[test]
fn a_pushed_line_moves_together_and_a_wall_stops_the_whole_line() {
    // Ruling 12: pushing a chain; a wall beyond the last robot stops everyone, the pusher
    // loses the rest of its move.
    let b = board(6, 6, &[], &[("f1", Dir::E)], &[]);
    let mut pos = position(b, robots("p b1 E, x c1 N, y d1 N"));
    let events = play(&mut pos, &[plan("F3"), idle(), idle()]);
    let reg = register(&events, 1);
    // Two squares pushed (to e1/f1), then the wall on f1's east edge stops the third.
    assert_eq!(squares(&pos), ["d1", "e1", "f1"]);
    assert!(reg.contains(&Event::Blocked {
        robot: 0,
        dir: Dir::E
    }));
}

#[test]
fn a_wall_in_front_ends_the_move_without_damage() {
    let b = board(6, 6, &[], &[("a2", Dir::N)], &[]);
    let mut pos = position(b, robots("p a1 N"));
    let events = play(&mut pos, &[plan("F3")]);
    assert_eq!(at(&pos, 0).as_deref(), Some("a2"));
    assert_eq!(pos.robot(0).damage(), 0);
    assert!(register(&events, 1).contains(&Event::Blocked {
        robot: 0,
        dir: Dir::N
    }));
}

#[test]
fn pushing_off_the_edge_destroys_the_pushed_and_credits_the_pusher() {
    // Rulings 12, 13 and 32: the edge does not block; the pusher goes on; kill credited.
    let mut pos = position(open(6, 6), robots("p a2 S, v a1 E"));
    let events = play(&mut pos, &[plan("F L R L R"), idle()]);
    let destroyed = events
        .iter()
        .find(|e| matches!(e, Event::Destroyed { .. }))
        .unwrap();
    assert!(matches!(
        destroyed,
        Event::Destroyed {
            robot: 1,
            doom: Doom::Edge,
            killer: Some(0),
            lives: 2,
            ..
        }
    ));
    assert_eq!(pos.robot(0).stats().kills, 1);
    assert_eq!(pos.robot(1).stats().falls, 1);
    assert_eq!(pos.robot(1).stats().deaths, 1);
}

#[test]
fn own_fall_into_a_pit_is_no_kill_and_is_questionable() {
    // Ruling 13: an F3 cannot jump a pit. Ruling 32: no kill. Ruling 31: questionable move.
    let mut pos = position(cells(6, 6, &[("a3", Element::Pit)]), robots("p a1 N"));
    let events = play(&mut pos, &[plan("F3 L R L R")]);
    assert!(destructions(&events, 0).contains(&(Doom::Pit, None)));
    assert_eq!(pos.robot(0).stats().questionable, 1);
    assert_eq!(pos.robot(0).stats().kills, 0);
    // Registers 2-5 were skipped: dead robots do nothing (ruling 25).
    assert!(
        !register(&events, 2)
            .iter()
            .any(|e| matches!(e, Event::Runs { robot: 0, .. }))
    );
}

#[test]
fn a_robot_pushed_then_moving_on_its_own_is_no_kill() {
    // Ruling 32: the victim executed its own instruction after the push.
    let b = cells(6, 6, &[("b1", Element::Pit)]);
    let mut pos = position(b, robots("p a3 S, v a2 E"));
    // p pushes v from a2 to a1, then v's own F takes it east into the pit on b1.
    let events = play(&mut pos, &[plan("F L R L R"), plan("F L R L R")]);
    assert!(destructions(&events, 1).contains(&(Doom::Pit, None)));
    assert_eq!(pos.robot(0).stats().kills, 0);
}

#[test]
fn destroyed_robots_drop_to_the_bottom_of_the_list() {
    // Ruling 10.
    let mut pos = position(open(6, 6), robots("a a1 W, b c3 N, c e3 N"));
    play(&mut pos, &[plan("F"), idle(), idle()]);
    assert_eq!(pos.priority().last(), Some(&0));
}

#[test]
fn the_priority_list_carries_over_to_the_next_round() {
    // Ruling 9: register 1 ties use the list left by register 5.
    let mut pos = position(open(8, 8), robots("a a1 E, b a8 E"));
    // Register 5: b runs F (before a's L), so b leads the list into the next round.
    play(&mut pos, &[plan("L R L R L"), plan("L R L R F")]);
    assert_eq!(pos.priority(), &[1, 0]);
}
