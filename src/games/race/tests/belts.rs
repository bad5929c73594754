//! Steps b-d: belts, express belts, rotating sections, gears (rulings 15-18, 35).

use crate::games::race::board::{Dir, Element, Rot};
use crate::games::race::events::{Doom, Event, Mover, Turner};
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

fn moved_by(events: &[crate::games::race::events::Event], robot: usize, by: Mover) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::Moved { robot: r, by: b, .. } if *r == robot && *b == by))
        .count()
}

#[test]
fn belts_move_a_robot_one_square_each_register() {
    let b = board(
        8,
        8,
        &[("a1", belt(Dir::E)), ("b1", belt(Dir::E))],
        &[],
        &[],
    );
    let mut pos = position(b, vec![robot("r", "a1", Dir::N)]);
    let events = play(&mut pos, &[still()]);
    assert_eq!(at(&pos, 0).as_deref(), Some("c1"));
    assert_eq!(moved_by(&register(&events, 1), 0, Mover::Belt), 1);
}

#[test]
fn express_belts_move_twice_and_normal_belts_once() {
    // Ruling 16: on an express square when step c starts.
    let b = board(
        8,
        8,
        &[
            ("a1", express(Dir::E)),
            ("b1", express(Dir::E)),
            ("c1", belt(Dir::E)),
        ],
        &[],
        &[],
    );
    let mut pos = position(b, vec![robot("r", "a1", Dir::N)]);
    let events = play(&mut pos, &[still()]);
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
    let b = board(
        8,
        8,
        &[("a2", belt(Dir::E)), ("c2", belt(Dir::W))],
        &[],
        &[],
    );
    let mut pos = position(b, vec![robot("x", "a2", Dir::N), robot("y", "c2", Dir::N)]);
    play(&mut pos, &[still(), still()]);
    assert_eq!(at(&pos, 0).as_deref(), Some("a2"));
    assert_eq!(at(&pos, 1).as_deref(), Some("c2"));
}

#[test]
fn a_blocked_queue_cascades_and_belts_never_push() {
    // Ruling 15: a robot off the belt blocks the front of a queue; the queue stays.
    let b = board(
        8,
        8,
        &[("a3", belt(Dir::E)), ("b3", belt(Dir::E))],
        &[],
        &[],
    );
    let mut pos = position(
        b,
        vec![
            robot("q1", "a3", Dir::N),
            robot("q2", "b3", Dir::N),
            robot("wall", "c3", Dir::N),
        ],
    );
    let events = play(&mut pos, &[still(), still(), still()]);
    assert_eq!(at(&pos, 0).as_deref(), Some("a3"));
    assert_eq!(at(&pos, 1).as_deref(), Some("b3"));
    assert_eq!(at(&pos, 2).as_deref(), Some("c3"));
    assert!(!events.iter().any(|e| matches!(e, Event::Moved { .. })));
}

#[test]
fn a_queue_behind_a_moving_robot_moves_and_a_full_loop_turns() {
    let b = board(
        8,
        8,
        &[
            ("a1", belt(Dir::E)),
            ("b1", belt(Dir::N)),
            ("b2", belt(Dir::W)),
            ("a2", belt(Dir::S)),
            ("d4", belt(Dir::E)),
            ("e4", belt(Dir::E)),
        ],
        &[],
        &[],
    );
    let mut pos = position(
        b,
        vec![
            robot("l1", "a1", Dir::N),
            robot("l2", "b1", Dir::N),
            robot("l3", "b2", Dir::N),
            robot("l4", "a2", Dir::N),
            robot("q1", "d4", Dir::S),
            robot("q2", "e4", Dir::S),
        ],
    );
    let plans = vec![still(); 6];
    let events = play(&mut pos, &plans);
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
    let b = board(
        8,
        8,
        &[("c5", belt(Dir::E)), ("d5", belt(Dir::W))],
        &[],
        &[],
    );
    let mut pos = position(b, vec![robot("x", "c5", Dir::N), robot("y", "d5", Dir::N)]);
    play(&mut pos, &[still(), still()]);
    assert_eq!(at(&pos, 0).as_deref(), Some("c5"));
    assert_eq!(at(&pos, 1).as_deref(), Some("d5"));
}

#[test]
fn a_wall_across_a_belt_holds_the_robot() {
    let b = board(8, 8, &[("c5", belt(Dir::E))], &[("c5", Dir::E)], &[]);
    let mut pos = position(b, vec![robot("x", "c5", Dir::N)]);
    play(&mut pos, &[still()]);
    assert_eq!(at(&pos, 0).as_deref(), Some("c5"));
}

#[test]
fn a_belt_carries_a_robot_off_the_board_or_into_a_pit() {
    let b = board(
        8,
        8,
        &[
            ("h5", belt(Dir::E)),
            ("c3", belt(Dir::S)),
            ("c2", Element::Pit),
        ],
        &[],
        &[],
    );
    let mut pos = position(b, vec![robot("x", "h5", Dir::N), robot("y", "c3", Dir::E)]);
    let events = play(&mut pos, &[still(), still()]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Destroyed {
            robot: 0,
            doom: Doom::Edge,
            killer: None,
            ..
        }
    )));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Destroyed {
            robot: 1,
            doom: Doom::Pit,
            killer: None,
            ..
        }
    )));
}

#[test]
fn a_robot_pushed_onto_a_belt_and_carried_off_is_the_pushers_kill() {
    // Ruling 32: carried off by belts in steps b-c after being pushed in step a.
    let b = board(8, 8, &[("h4", belt(Dir::E))], &[], &[]);
    let mut pos = position(b, vec![robot("p", "f4", Dir::E), robot("v", "g4", Dir::N)]);
    let events = play(&mut pos, &[plan("F L R L R"), plan("L R L R L")]);
    // v's own L runs after p's F (turns rank lowest), so the push is followed by its own
    // instruction: no kill.
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Destroyed {
            robot: 1,
            killer: None,
            ..
        }
    )));
    let b = board(8, 8, &[("h4", belt(Dir::E))], &[], &[]);
    let mut pos = position(b, vec![robot("p", "f4", Dir::E), robot("v", "g4", Dir::N)]);
    // v runs first (F2 outranks F) and is blocked... use a powered-down victim instead.
    pos.robots[1].powered_down = true;
    let events = play(&mut pos, &[plan("F L R L R"), plan("")]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Destroyed {
            robot: 1,
            killer: Some(0),
            doom: Doom::Edge,
            ..
        }
    )));
}

#[test]
fn rotating_sections_turn_robots_carried_onto_them_from_another_direction() {
    // Ruling 17: a1 E -> b1 is a section going N that turns ccw (left).
    let turn = Element::Belt {
        dir: Dir::N,
        express: false,
        turn: Some(Rot::Ccw),
    };
    let b = board(
        8,
        8,
        &[("a1", belt(Dir::E)), ("b1", turn), ("b2", belt(Dir::N))],
        &[],
        &[],
    );
    let mut pos = position(b, vec![robot("r", "a1", Dir::E)]);
    let events = play(&mut pos, &[still()]);
    let r1 = register(&events, 1);
    assert!(r1.contains(&Event::Turned {
        robot: 0,
        rot: Rot::Ccw,
        by: Turner::Belt
    }));
    // Leaving the section along its own direction does not turn again.
    let r2 = register(&events, 2);
    assert!(!r2.iter().any(|e| matches!(
        e,
        Event::Turned {
            by: Turner::Belt,
            ..
        }
    )));
}

#[test]
fn rotating_sections_do_not_turn_robots_that_move_onto_them_themselves() {
    let turn = Element::Belt {
        dir: Dir::N,
        express: false,
        turn: Some(Rot::Ccw),
    };
    let b = board(8, 8, &[("b1", turn)], &[], &[]);
    let mut pos = position(b, vec![robot("r", "a1", Dir::E)]);
    let events = play(&mut pos, &[plan("F F0 F0 F0 F0")]);
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::Turned {
            by: Turner::Belt,
            ..
        }
    )));
}

#[test]
fn gears_turn_robots_and_gyros_stop_gears() {
    // Rulings 18 and 35.
    let b = board(
        8,
        8,
        &[
            ("c3", Element::Gear(Rot::Cw)),
            ("e3", Element::Gear(Rot::Ccw)),
        ],
        &[],
        &[],
    );
    let mut pos = position(
        b,
        vec![
            upgraded(
                "gyro",
                "c3",
                Dir::N,
                &[Upgrade::GyroscopicStabilizer, Upgrade::Brakes],
            ),
            robot("ccw", "e3", Dir::N),
        ],
    );
    let events = play(&mut pos, &[still(), still()]);
    assert_eq!(pos.robot(0).facing(), Dir::N, "the gyro held");
    assert!(events.contains(&Event::Turned {
        robot: 1,
        rot: Rot::Ccw,
        by: Turner::Gear
    }));
    assert_eq!(pos.robot(1).facing(), Dir::W, "five quarter turns left");
    // Switched off, the gyro no longer holds.
    let b = board(8, 8, &[("c3", Element::Gear(Rot::Cw))], &[], &[]);
    let mut pos = position(
        b,
        vec![upgraded(
            "gyro",
            "c3",
            Dir::N,
            &[Upgrade::GyroscopicStabilizer, Upgrade::Brakes],
        )],
    );
    play(&mut pos, &[plan_with("F0 F0 F0 F0 F0", &["GYRO OFF"])]);
    assert_eq!(pos.robot(0).facing(), Dir::E, "five quarter turns right");
    assert!(!pos.robot(0).settings().gyro, "the setting is kept");
}

#[test]
fn gyros_stop_rotating_sections() {
    let turn = Element::Belt {
        dir: Dir::N,
        express: false,
        turn: Some(Rot::Ccw),
    };
    let b = board(8, 8, &[("a1", belt(Dir::E)), ("b1", turn)], &[], &[]);
    let mut pos = position(
        b,
        vec![upgraded(
            "r",
            "a1",
            Dir::E,
            &[Upgrade::GyroscopicStabilizer, Upgrade::Brakes],
        )],
    );
    let events = play(&mut pos, &[still()]);
    assert!(!events.iter().any(|e| matches!(
        e,
        Event::Turned {
            by: Turner::Belt,
            ..
        }
    )));
}
