//! Steps b-d: belts, express belts, rotating sections, gears (rulings 15-18, 35).

use crate::games::race::board::{Dir, Element, Rot};
use crate::games::race::events::{Doom, Event, Mover, Turner};
use crate::games::race::position::Robot;
use crate::games::race::testkit::*;
use crate::games::race::upgrades::Upgrade;

fn belt(dir: Dir) -> Element {
    Element::Belt {
        dir,
        express: false,
        turn: None,
    }
}
fn express(dir: Dir) -> Element {
    Element::Belt {
        dir,
        express: true,
        turn: None,
    }
}
/// A rotating section going north that turns a robot carried onto it left.
fn turning_north() -> Element {
    Element::Belt {
        dir: Dir::N,
        express: false,
        turn: Some(Rot::Ccw),
    }
}

/// A robot with a Gyroscopic Stabilizer (and Brakes).
fn gyro(name: &str, at: &str, facing: Dir) -> Robot {
    let held = [Upgrade::GyroscopicStabilizer, Upgrade::Brakes];
    upgraded(name, at, facing, &held)
}

fn moved_by(events: &[Event], robot: usize, by: Mover) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::Moved { robot: r, by: b, .. } if *r == robot && *b == by))
        .count()
}

/// A robot on each of the belts `belts`, facing north, stands still for a round: each stays
/// where it stood.
fn all_stay(belts: &[(&str, Dir)]) {
    let laid: Vec<(&str, Element)> = belts.iter().map(|&(at, dir)| (at, belt(dir))).collect();
    let start: Vec<&str> = belts.iter().map(|&(at, _)| at).collect();
    let on_them: Vec<String> = start.iter().map(|at| format!("r {at} N")).collect();
    let (pos, _) = stood_still(cells(8, 8, &laid), &on_them.join(", "));
    assert_eq!(squares(&pos), start);
}

fn turned_by_a_belt(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e,
            Event::Turned {
                by: Turner::Belt,
                ..
            }
        )
    })
}

#[test]
fn belts_move_a_robot_one_square_each_register() {
    let b = cells(8, 8, &[("a1", belt(Dir::E)), ("b1", belt(Dir::E))]);
    let (pos, events) = stood_still(b, "r a1 N");
    assert_eq!(at(&pos, 0).as_deref(), Some("c1"));
    assert_eq!(moved_by(&register(&events, 1), 0, Mover::Belt), 1);
}

#[test]
fn express_belts_move_twice_and_normal_belts_once() {
    // Ruling 16: on an express square when step c starts.
    let line = [
        ("a1", express(Dir::E)),
        ("b1", express(Dir::E)),
        ("c1", belt(Dir::E)),
    ];
    let (_, events) = stood_still(cells(8, 8, &line), "r a1 N");
    let r1 = register(&events, 1);
    assert_eq!(moved_by(&r1, 0, Mover::Belt), 1);
    assert_eq!(moved_by(&r1, 0, Mover::Express), 1);
    // a1 -> b1 (b) -> c1 (c); register 2: c1 -> d1 (b), not express.
    let r2 = register(&events, 2);
    assert_eq!(moved_by(&r2, 0, Mover::Belt), 1);
    assert_eq!(moved_by(&r2, 0, Mover::Express), 0);
}

#[test]
fn two_robots_carried_to_one_square_both_stay() {
    all_stay(&[("a2", Dir::E), ("c2", Dir::W)]);
}

#[test]
fn a_blocked_queue_cascades_and_belts_never_push() {
    // Ruling 15: a robot off the belt blocks the front of a queue; the queue stays.
    let b = cells(8, 8, &[("a3", belt(Dir::E)), ("b3", belt(Dir::E))]);
    let (pos, events) = stood_still(b, "q1 a3 N, q2 b3 N, wall c3 N");
    assert_eq!(squares(&pos), ["a3", "b3", "c3"]);
    assert!(!events.iter().any(|e| matches!(e, Event::Moved { .. })));
}

#[test]
fn a_queue_behind_a_moving_robot_moves_and_a_full_loop_turns() {
    let loop_and_line = [
        ("a1", belt(Dir::E)),
        ("b1", belt(Dir::N)),
        ("b2", belt(Dir::W)),
        ("a2", belt(Dir::S)),
        ("d4", belt(Dir::E)),
        ("e4", belt(Dir::E)),
    ];
    let (_, events) = stood_still(
        cells(8, 8, &loop_and_line),
        "l1 a1 N, l2 b1 N, l3 b2 N, l4 a2 N, q1 d4 S, q2 e4 S",
    );
    let r1 = register(&events, 1);
    // The 4-loop moves all at once.
    assert_eq!(moved_by(&r1, 0, Mover::Belt), 1);
    assert_eq!(moved_by(&r1, 3, Mover::Belt), 1);
    // q2 moves off e4 to f4 and q1 follows onto e4.
    assert_eq!(moved_by(&r1, 4, Mover::Belt), 1);
    assert_eq!(moved_by(&r1, 5, Mover::Belt), 1);
}

#[test]
fn head_on_belts_swap_nothing() {
    all_stay(&[("c5", Dir::E), ("d5", Dir::W)]);
}

#[test]
fn a_wall_across_a_belt_holds_the_robot() {
    let b = board(8, 8, &[("c5", belt(Dir::E))], &[("c5", Dir::E)], &[]);
    let (pos, _) = stood_still(b, "x c5 N");
    assert_eq!(at(&pos, 0).as_deref(), Some("c5"));
}

#[test]
fn a_belt_carries_a_robot_off_the_board_or_into_a_pit() {
    let b = cells(
        8,
        8,
        &[
            ("h5", belt(Dir::E)),
            ("c3", belt(Dir::S)),
            ("c2", Element::Pit),
        ],
    );
    let (_, events) = stood_still(b, "x h5 N, y c3 E");
    assert!(destructions(&events, 0).contains(&(Doom::Edge, None)));
    assert!(destructions(&events, 1).contains(&(Doom::Pit, None)));
}

#[test]
fn a_robot_pushed_onto_a_belt_and_carried_off_is_the_pushers_kill() {
    // Ruling 32: carried off by belts in steps b-c after being pushed in step a.
    let pusher_and_victim = || {
        position(
            cells(8, 8, &[("h4", belt(Dir::E))]),
            robots("p f4 E, v g4 N"),
        )
    };
    let mut pos = pusher_and_victim();
    let events = play(&mut pos, &[plan("F L R L R"), plan("L R L R L")]);
    // v's own L runs after p's F (turns rank lowest), so the push is followed by its own
    // instruction: no kill.
    assert!(
        destructions(&events, 1)
            .iter()
            .any(|&(_, killer)| killer.is_none())
    );
    let mut pos = pusher_and_victim();
    // v runs first (F2 outranks F) and is blocked... use a powered-down victim instead.
    pos.robots[1].powered_down = true;
    let events = play(&mut pos, &[plan("F L R L R"), plan("")]);
    assert!(destructions(&events, 1).contains(&(Doom::Edge, Some(0))));
}

#[test]
fn rotating_sections_turn_robots_carried_onto_them_from_another_direction() {
    // Ruling 17: a1 E -> b1 is a section going N that turns ccw (left).
    let b = cells(
        8,
        8,
        &[
            ("a1", belt(Dir::E)),
            ("b1", turning_north()),
            ("b2", belt(Dir::N)),
        ],
    );
    let (_, events) = stood_still(b, "r a1 E");
    let r1 = register(&events, 1);
    assert!(r1.contains(&Event::Turned {
        robot: 0,
        rot: Rot::Ccw,
        by: Turner::Belt
    }));
    // Leaving the section along its own direction does not turn again.
    assert!(!turned_by_a_belt(&register(&events, 2)));
}

#[test]
fn rotating_sections_do_not_turn_robots_that_move_onto_them_themselves() {
    let b = cells(8, 8, &[("b1", turning_north())]);
    let mut pos = position(b, robots("r a1 E"));
    let events = play(&mut pos, &[plan("F F0 F0 F0 F0")]);
    assert!(!turned_by_a_belt(&events));
}

#[test]
fn gears_turn_robots_and_gyros_stop_gears() {
    // Rulings 18 and 35.
    let gears = [
        ("c3", Element::Gear(Rot::Cw)),
        ("e3", Element::Gear(Rot::Ccw)),
    ];
    let mut pos = position(
        cells(8, 8, &gears),
        vec![gyro("gyro", "c3", Dir::N), robot("ccw", "e3", Dir::N)],
    );
    let events = stand_still(&mut pos);
    assert_eq!(pos.robot(0).facing(), Dir::N, "the gyro held");
    assert!(events.contains(&Event::Turned {
        robot: 1,
        rot: Rot::Ccw,
        by: Turner::Gear
    }));
    assert_eq!(pos.robot(1).facing(), Dir::W, "five quarter turns left");
    // Switched off, the gyro no longer holds.
    let b = cells(8, 8, &[("c3", Element::Gear(Rot::Cw))]);
    let mut pos = position(b, vec![gyro("gyro", "c3", Dir::N)]);
    play(&mut pos, &[still_with("GYRO OFF")]);
    assert_eq!(pos.robot(0).facing(), Dir::E, "five quarter turns right");
    assert!(!pos.robot(0).settings().gyro, "the setting is kept");
}

#[test]
fn gyros_stop_rotating_sections() {
    let b = cells(8, 8, &[("a1", belt(Dir::E)), ("b1", turning_north())]);
    let mut pos = position(b, vec![gyro("r", "a1", Dir::E)]);
    let events = stand_still(&mut pos);
    assert!(!turned_by_a_belt(&events));
}
