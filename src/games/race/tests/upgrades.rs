//! Every one of the 22 upgrades (rulings 33-40); Gyroscopic Stabilizer is in `belts`, the laser
//! upgrades in `lasers`, Superior Archive in `end`.

use crate::games::race::board::{Board, Dir};
use crate::games::race::cards::{Card, Instr};
use crate::games::race::events::{DownWhy, Event, Hit, Mover};
use crate::games::race::execute::Plan;
use crate::games::race::position::{LIVES, Position, Robot};
use crate::games::race::testkit::*;
use crate::games::race::upgrades::Upgrade::{self, *};

fn damage_to(events: &[Event], robot: usize) -> u32 {
    events
        .iter()
        .map(|e| match e {
            Event::Damaged {
                robot: r, points, ..
            } if *r == robot => u32::from(*points),
            _ => 0,
        })
        .sum()
}

/// Far apart and facing away from each other and the edge: no laser meets anyone.
fn apart(upgrades: &[Upgrade]) -> Vec<Robot> {
    let mut all = vec![Brakes];
    all.extend_from_slice(upgrades);
    [
        vec![upgraded("u", "b2", Dir::N, &all)],
        robots("x h1 W, y a8 S"),
    ]
    .concat()
}

/// A robot on `from` facing east with `upgrade` (and Brakes), then the robot `target` (as
/// [`robots`] writes it) for it to aim at.
fn aimed(board: Board, upgrade: Upgrade, from: &str, target: &str) -> Position {
    let holder = upgraded("holder", from, Dir::E, &[upgrade, Brakes]);
    position(board, [vec![holder], robots(target)].concat())
}

/// A robot on a3 facing east with `upgrade` (and Brakes), in a laser of two beams from a1.
fn in_a_double_beam(upgrade: Upgrade) -> Position {
    let b = board(8, 8, &[], &[], &[("a1", Dir::N, 2)]);
    position(b, vec![upgraded("c", "a3", Dir::E, &[upgrade, Brakes])])
}

#[test]
fn brakes_stop_an_f_and_rank_after_f_before_b() {
    let mut pos = position(open(8, 8), apart(&[]));
    let events = play(
        &mut pos,
        &[still(), plan("B F0 F0 F0 F0"), plan("F F0 F0 F0 F0")],
    );
    assert_eq!(at(&pos, 0).as_deref(), Some("b2"));
    assert_eq!(order(&events, 1), vec![2, 0, 1]);
}

#[test]
fn fourth_gear_moves_four_and_ranks_first() {
    let mut pos = position(open(8, 8), apart(&[FourthGear]));
    let events = play(
        &mut pos,
        &[plan("F4 F0 F0 F0 F0"), still(), plan("F3 F0 F0 F0 F0")],
    );
    assert_eq!(at(&pos, 0).as_deref(), Some("b6"));
    assert_eq!(order(&events, 1)[0], 0);
}

#[test]
fn reverse_gear_backs_two_and_ranks_after_f2_before_f() {
    let mut pos = position(open(8, 8), apart(&[ReverseGear]));
    pos.robots[0].at = Some(sq("b4"));
    let events = play(
        &mut pos,
        &[
            plan("B2 F0 F0 F0 F0"),
            plan("F2 F0 F0 F0 F0"),
            plan("F F0 F0 F0 F0"),
        ],
    );
    assert_eq!(at(&pos, 0).as_deref(), Some("b2"));
    assert_eq!(order(&events, 1), vec![1, 0, 2]);
}

#[test]
fn crab_legs_sidestep_keeping_the_facing_and_push() {
    let crab = upgraded("c", "d4", Dir::N, &[CrabLegs, Brakes]);
    let mut pos = position(open(8, 8), [vec![crab], robots("v c4 S")].concat());
    let events = play(&mut pos, &[plan("FL FR F0 F0 F0"), still()]);
    let r1 = register(&events, 1);
    assert!(r1.contains(&Event::Moved {
        robot: 1,
        from: sq("c4"),
        to: Some(sq("b4")),
        dir: Dir::W,
        by: Mover::Push { by: 0 }
    }));
    assert_eq!(at(&pos, 0).as_deref(), Some("d4"), "left then right");
    assert_eq!(pos.robot(0).facing(), Dir::N);
}

#[test]
fn dual_processor_moves_one_less_then_turns() {
    // "move 1 less than the move instruction indicates and then turn"; 2 less with U, never
    // below 0.
    let mut pos = position(open(8, 8), apart(&[DualProcessor]));
    let events = play(&mut pos, &[plan("F3+R F2+U B+L F0 F0"), still(), still()]);
    assert_eq!(order(&events, 1)[0], 0, "ranks as its move card, F3");
    // F3+R: b2 -> b4 facing E; F2+U: no move, facing W; B+L: no move, facing S.
    assert_eq!(at(&pos, 0).as_deref(), Some("b4"));
    assert_eq!(pos.robot(0).facing(), Dir::S);
}

#[test]
fn ramming_gear_deals_two_to_the_first_robot_touched_even_against_a_wall() {
    let b = board(8, 8, &[], &[("b4", Dir::N)], &[]);
    let ram = upgraded("ram", "b2", Dir::N, &[RammingGear]);
    let mut pos = position(b, [vec![ram], robots("v b3 E, w b4 E")].concat());
    let events = play(&mut pos, &[plan("F2"), still(), still()]);
    let r1 = register(&events, 1);
    let rams: Vec<&Event> = r1
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Damaged {
                    hit: Hit::Ram { .. },
                    ..
                }
            )
        })
        .collect();
    assert_eq!(rams.len(), 1, "once per register, first victim only");
    assert!(matches!(
        rams[0],
        Event::Damaged {
            robot: 1,
            points: 2,
            ..
        }
    ));
    assert_eq!(
        at(&pos, 1).as_deref(),
        Some("b3"),
        "nothing moved against the wall"
    );
    assert!(pos.robot(0).stats().dealt >= 2);
}

#[test]
fn pressor_beam_pushes_without_damage_and_a_push_off_the_board_is_a_kill() {
    let mut pos = aimed(open(8, 8), PressorBeam, "a4", "t g4 N");
    let events = play(&mut pos, &[still_with("PRESSOR ON"), still()]);
    assert_eq!(damage_to(&events, 1), 0);
    assert!(register(&events, 1).contains(&Event::Moved {
        robot: 1,
        from: sq("g4"),
        to: Some(sq("h4")),
        dir: Dir::E,
        by: Mover::Beam { by: 0 }
    }));
    assert!(
        destructions(&events, 1)
            .iter()
            .any(|&(_, killer)| killer == Some(0))
    );
    assert_eq!(pos.robot(0).stats().kills, 1);
}

#[test]
fn tractor_beam_pulls_from_two_away_and_leaves_adjacent_robots() {
    let mut pos = aimed(open(8, 8), TractorBeam, "a4", "x d4 N");
    let events = play(&mut pos, &[still_with("TRACTOR ON"), still()]);
    assert_eq!(damage_to(&events, 1), 0);
    assert_eq!(
        at(&pos, 1).as_deref(),
        Some("b4"),
        "pulled twice, then adjacent"
    );
    assert!(events.contains(&Event::NoEffect { robot: 1, by: 0 }));
}

#[test]
fn mini_howitzer_damages_and_pushes_and_is_spent_after_five_uses() {
    let mut pos = aimed(open(16, 4), MiniHowitzer, "a2", "x c2 N");
    let events = play(&mut pos, &[still_with("HOWITZER ON"), still()]);
    assert_eq!(damage_to(&events, 1), 5);
    assert_eq!(at(&pos, 1).as_deref(), Some("h2"));
    assert!(events.contains(&Event::Spent {
        robot: 0,
        upgrade: MiniHowitzer
    }));
    assert!(!pos.robot(0).has(MiniHowitzer));
    assert_eq!(pos.robot(0).settings().beam, None);
}

#[test]
fn scrambler_replaces_the_targets_next_register() {
    let mut pos = aimed(open(8, 8), Scrambler, "a4", "x d4 N");
    let events = play(&mut pos, &[still_with("SCRAMBLER ON"), still()]);
    assert_eq!(damage_to(&events, 1), 0);
    let scrambled: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::Scrambled {
                robot: 1, register, ..
            } => Some(*register),
            _ => None,
        })
        .collect();
    assert_eq!(
        scrambled.first(),
        Some(&2),
        "register 1's hit scrambles register 2"
    );
    assert!(scrambled.iter().all(|&r| r <= 5));
}

#[test]
fn radio_control_makes_the_target_copy_the_remaining_registers() {
    let mut pos = aimed(open(8, 8), RadioControl, "a4", "x d4 W");
    let events = play(
        &mut pos,
        &[plan_with("F0 L R L R", &["RADIO ON"]), plan("F0 F F F F")],
    );
    assert!(events.contains(&Event::Radioed {
        robot: 1,
        by: 0,
        register: 1
    }));
    // x runs L R L R instead of F F F F (and would have hit r otherwise).
    assert_eq!(at(&pos, 1).as_deref(), Some("d4"));
    assert!(register(&events, 2).contains(&Event::Runs {
        robot: 1,
        instr: Instr::Card(Card::L)
    }));
}

#[test]
fn ablative_coat_absorbs_six_then_is_discarded() {
    let mut pos = in_a_double_beam(AblativeCoat);
    let events = play(&mut pos, &[still()]);
    assert_eq!(pos.robot(0).damage(), 4, "10 beams, 6 absorbed");
    assert!(events.contains(&Event::Spent {
        robot: 0,
        upgrade: AblativeCoat
    }));
    assert!(!pos.robot(0).has(AblativeCoat));
    assert_eq!(pos.robot(0).stats().taken, 4);
}

#[test]
fn circuit_breaker_powers_down_at_its_threshold() {
    let mut pos = in_a_double_beam(CircuitBreaker);
    let events = play(&mut pos, &[still()]);
    assert!(events.contains(&Event::PowerDown {
        robot: 0,
        why: DownWhy::Breaker
    }));
    assert!(pos.robot(0).powered_down());
    // Threshold raised above the damage taken: no power down.
    let mut pos = in_a_double_beam(CircuitBreaker);
    play(&mut pos, &[still_with("BREAKER 11")]);
    assert!(!pos.robot(0).powered_down());
    assert_eq!(pos.robot(0).settings().breaker, Some(11));
}

#[test]
fn circuit_breaker_ignores_a_robot_destroyed_this_round() {
    // Ruling 40: "a robot not destroyed that round": re-entering with 4 damage trips nothing.
    let mut pos = position(
        open(8, 8),
        vec![upgraded(
            "c",
            "h4",
            Dir::E,
            &[CircuitBreaker, CircuitBreaker],
        )],
    );
    play(&mut pos, &[plan_with("F", &["BREAKER 3"])]);
    assert_eq!(pos.robot(0).damage(), 4, "re-entered");
    assert!(!pos.robot(0).powered_down());
    assert!(!pos.robot(0).power_down_next());
}

#[test]
fn power_down_shield_stops_one_point_per_direction_per_register() {
    let b = board(8, 8, &[], &[], &[("a1", Dir::N, 2), ("a8", Dir::S, 1)]);
    let mut pos = position(b, vec![upgraded("s", "a3", Dir::E, &[PowerDownShield])]);
    pos.robots[0].powered_down = true;
    let events = play(&mut pos, &[Plan::default()]);
    // From the south 2 beams, 1 shielded; from the north 1 beam, shielded: 1 a register.
    assert_eq!(pos.robot(0).damage(), 5);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Damaged { shielded: 1, .. }))
    );
}

#[test]
fn flywheel_keeps_an_unused_card() {
    let mut pos = position(open(8, 8), apart(&[Flywheel]));
    let mut p = still_with("FLYWHEEL F2");
    p.spare = vec![Card::F2, Card::L];
    let events = play(&mut pos, &[p, still(), still()]);
    assert!(events.contains(&Event::Saved {
        robot: 0,
        card: Card::F2
    }));
    assert_eq!(pos.robot(0).saved(), Some(Card::F2));
    // A card not among the unused ones is not kept.
    let mut p = still_with("FLYWHEEL U");
    p.spare = vec![Card::F2];
    play(&mut pos, &[p, still(), still()]);
    assert_eq!(pos.robot(0).saved(), None);
}

#[test]
fn recompile_costs_two_damage_and_never_destroys() {
    let mut pos = position(open(8, 8), apart(&[Recompile]));
    pos.robots[0].damage = 18;
    assert!(pos.recompile(0));
    assert_eq!(pos.robot(0).damage(), 20);
    assert_eq!(pos.robot(0).stats().taken, 2);
    assert!(!pos.recompile(0), "20 + 2 would destroy it");
    assert!(!pos.recompile(1), "x holds no Recompile");
}

#[test]
fn extra_memory_adds_a_card_to_the_hand() {
    let pos = position(open(8, 8), apart(&[ExtraMemory]));
    assert_eq!(pos.robot(0).hand_size(), 11);
    assert_eq!(pos.robot(1).hand_size(), 10);
}

#[test]
fn upgrade_forms_without_the_upgrade_are_filled_at_random() {
    let mut pos = position(open(8, 8), vec![Robot::new("n", sq("d4"), Dir::N, LIVES)]);
    let events = play(&mut pos, &[plan("F4 B2 FL F3+R F0")]);
    let runs: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Runs { .. }))
        .collect();
    let cards_only = |e: &&Event| {
        matches!(
            e,
            Event::Runs {
                instr: Instr::Card(_),
                ..
            }
        )
    };
    assert!(runs.iter().all(cards_only), "{runs:?}");
    assert_eq!(pos.robot(0).stats().questionable, 5);
}
