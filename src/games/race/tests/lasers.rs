//! Step e: board lasers, robot lasers, simultaneity, damage and destruction by damage
//! (rulings 3, 19-21, 24, 36).

use crate::games::race::board::{Dir, Element};
use crate::games::race::events::{Doom, Event, Hit};
use crate::games::race::testkit::*;
use crate::games::race::upgrades::Upgrade;

fn hits(events: &[Event], robot: usize) -> Vec<(Hit, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Damaged {
                robot: r,
                hit,
                points,
                ..
            } if *r == robot => Some((*hit, *points)),
            _ => None,
        })
        .collect()
}

#[test]
fn a_board_laser_hits_the_first_robot_in_its_path_once_per_beam() {
    // Ruling 3: mounted on a1's south edge firing north with 2 beams; only the nearer robot.
    let b = board(8, 8, &[], &[], &[("a1", Dir::N, 2)]);
    let (pos, events) = stood_still(b, "near a3 E, far a6 E");
    let near = hits(&register(&events, 1), 0);
    assert_eq!(near, vec![(Hit::Board { at: sq("a1") }, 2)]);
    assert!(hits(&events, 1).is_empty());
    assert_eq!(pos.robot(0).damage(), 10, "2 beams, 5 registers");
}

#[test]
fn walls_stop_board_lasers() {
    let b = board(8, 8, &[], &[("a2", Dir::N)], &[("a1", Dir::N, 1)]);
    let (pos, _) = stood_still(b, "r a4 E");
    assert_eq!(pos.robot(0).damage(), 0);
}

#[test]
fn robots_fire_forward_at_the_first_robot_in_line_of_sight() {
    // Ruling 20: any distance; a robot in between blocks; walls block.
    let (_, events) = stood_still(open(8, 8), "shooter a1 N, front a5 E, behind a8 E");
    let r1 = register(&events, 1);
    assert_eq!(hits(&r1, 1), vec![(Hit::Laser { by: 0, rear: false }, 1)]);
    assert!(hits(&r1, 2).is_empty());
    let b = board(8, 8, &[], &[("a1", Dir::N)], &[]);
    let (pos, _) = stood_still(b, "shooter a1 N, t a5 E");
    assert_eq!(
        pos.robot(1).damage(),
        0,
        "a wall on the firer's own front edge"
    );
}

#[test]
fn lasers_fire_at_once_so_a_robot_brought_to_22_still_fires() {
    // Ruling 19: both at 21; they shoot each other and both are destroyed.
    // All registers locked at 21: last round's U runs again and turns them face to face.
    let mut pos = position(open(8, 8), robots("a c3 W, b e3 E"));
    for r in &mut pos.robots {
        r.damage = 21;
        r.last_program = ["U", "F0", "F0", "F0", "F0"].map(|i| Some(i.parse().unwrap()));
    }
    let events = stand_still(&mut pos);
    let r1 = register(&events, 1);
    let dead: Vec<usize> = r1
        .iter()
        .filter_map(|e| match e {
            Event::Destroyed {
                robot,
                doom: Doom::Damage,
                killer: None,
                ..
            } => Some(*robot),
            _ => None,
        })
        .collect();
    assert_eq!(dead, vec![0, 1]);
}

#[test]
fn powered_down_robots_do_not_fire_but_are_hit_and_block() {
    let mut pos = position(open(8, 8), robots("down a1 N, up a3 S, beyond a6 S"));
    pos.robots[0].powered_down = true;
    let events = play(&mut pos, &[plan(""), still(), still()]);
    let r1 = register(&events, 1);
    assert_eq!(hits(&r1, 0), vec![(Hit::Laser { by: 1, rear: false }, 1)]);
    assert_eq!(
        hits(&r1, 1),
        vec![(Hit::Laser { by: 2, rear: false }, 1)],
        "down did not fire"
    );
}

#[test]
fn twenty_two_damage_destroys_at_the_end_of_the_step() {
    // Ruling 24; damage never passes 22.
    let b = board(8, 8, &[], &[], &[("a1", Dir::N, 3)]);
    let mut pos = position(b, robots("r a2 E"));
    pos.robots[0].damage = 20;
    pos.robots[0].last_program = [Some(crate::games::race::cards::Instr::F0); 5];
    let events = stand_still(&mut pos);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Destroyed {
            robot: 0,
            doom: Doom::Damage,
            lives: 2,
            ..
        }
    )));
    assert_eq!(pos.robot(0).damage(), 4, "re-entered with 4");
}

#[test]
fn double_barreled_and_rear_firing_lasers() {
    // Ruling 36.
    let guns = [
        Upgrade::DoubleBarreledLasers,
        Upgrade::RearFiringLaser,
        Upgrade::Brakes,
    ];
    let gun = upgraded("gun", "d4", Dir::N, &guns);
    let mut pos = position(
        open(8, 8),
        [vec![gun], robots("north d7 E, south d1 E")].concat(),
    );
    let events = stand_still(&mut pos);
    let r1 = register(&events, 1);
    assert_eq!(hits(&r1, 1), vec![(Hit::Laser { by: 0, rear: false }, 2)]);
    assert_eq!(hits(&r1, 2), vec![(Hit::Laser { by: 0, rear: true }, 1)]);
    assert_eq!(pos.robot(0).stats().dealt, 15);
}

#[test]
fn high_power_lasers_pass_one_wall_or_one_robot() {
    // On d2 facing the wall on d4, with `others` in line.
    let shooter = |others: &str| {
        let hp = upgraded(
            "hp",
            "d2",
            Dir::N,
            &[Upgrade::HighPowerLaser, Upgrade::Brakes],
        );
        let b = board(8, 8, &[], &[("d4", Dir::N)], &[]);
        position(b, [vec![hp], robots(others)].concat())
    };
    let mut pos = shooter("first d3 E, second d6 E, third d8 E");
    let events = stand_still(&mut pos);
    let r1 = register(&events, 1);
    // Passes "first" (hit), then the wall on d4 stops it: one obstacle in all.
    assert_eq!(hits(&r1, 1), vec![(Hit::Laser { by: 0, rear: false }, 1)]);
    assert!(hits(&r1, 2).is_empty());
    let mut pos = shooter("t d6 E, u d8 E");
    let events = stand_still(&mut pos);
    let r1 = register(&events, 1);
    assert_eq!(
        hits(&r1, 1),
        vec![(Hit::Laser { by: 0, rear: false }, 1)],
        "through the wall"
    );
    assert!(hits(&r1, 2).is_empty(), "stops at the robot after the wall");
}

#[test]
fn lasers_fire_after_board_elements_move() {
    // Ruling 19: a belt carries the robot out of the beam before step e.
    let belt = Element::Belt {
        dir: Dir::E,
        express: false,
        turn: None,
    };
    let b = board(8, 8, &[("a3", belt)], &[], &[("a1", Dir::N, 1)]);
    let (pos, _) = stood_still(b, "r a3 N");
    assert_eq!(pos.robot(0).damage(), 0);
}
