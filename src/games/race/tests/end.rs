//! Step f, step 4 and the end of the round: flags, archives, finishing, repairs, upgrades and
//! offers, re-entry, power down, locked registers, random fills, the end of the race
//! (rulings 5-7, 22-29).

use crate::games::race::board::{Dir, Element};
use crate::games::race::cards::{Card, Instr};
use crate::games::race::events::{DownWhy, Event, OfferWhy, Source};
use crate::games::race::execute::Plan;
use crate::games::race::position::Position;
use crate::games::race::testkit::*;
use crate::games::race::upgrades::Upgrade;

fn program(events: &[Event], robot: usize) -> Vec<(Instr, Source)> {
    events
        .iter()
        .find_map(|e| match e {
            Event::Program {
                robot: r,
                registers,
            } if *r == robot => Some(registers.iter().map(|g| (g.instr, g.source)).collect()),
            _ => None,
        })
        .expect("a program")
}

/// The orders of a player who resigns.
fn resigned() -> Plan {
    Plan {
        retire: true,
        ..Plan::default()
    }
}

/// Robot `quit` on c1, right before flag 1 on c2, and `goer` on a1 facing east.
fn resigner_and_goer(quit: &str) -> Position {
    let b = cells(8, 8, &[("c2", Element::Flag(1))]);
    position(b, robots(&format!("{quit} c1 N, goer a1 E")))
}

fn wins_no_award(pos: &Position, robot: usize) {
    for a in crate::games::race::standings::awards(pos) {
        assert!(!a.winners.contains(&robot), "{}: {:?}", a.key, a.winners);
    }
}

#[test]
fn flags_are_touched_in_order_only() {
    // Ruling 22: flag 2 before flag 1 counts for nothing, but still moves the archive.
    let flags = [
        ("a2", Element::Flag(2)),
        ("a3", Element::Flag(1)),
        ("h8", Element::Flag(3)),
    ];
    let mut pos = position(cells(8, 8, &flags), robots("r a1 N"));
    let events = play(&mut pos, &[plan("F F F0 F0 F0")]);
    let r1 = register(&events, 1);
    assert!(!r1.iter().any(|e| matches!(e, Event::Flag { .. })));
    assert!(r1.contains(&Event::Archive {
        robot: 0,
        at: sq("a2")
    }));
    assert!(register(&events, 2).contains(&Event::Flag {
        robot: 0,
        n: 1,
        place: None
    }));
    assert_eq!(pos.robot(0).flags(), 1);
    assert_eq!(pos.robot(0).archive(), sq("a3"));
}

#[test]
fn the_last_flag_finishes_and_places_follow_the_order_of_finishing() {
    let b = cells(8, 8, &[("a2", Element::Flag(1)), ("c2", Element::Flag(2))]);
    let mut pos = position(b, robots("first a1 N, second c1 N"));
    pos.robots[1].flags = 1;
    let events = play(&mut pos, &[plan("F F0 F0 F0 F0"), plan("F0 F F0 F0 F0")]);
    assert!(events.contains(&Event::Flag {
        robot: 1,
        n: 2,
        place: Some(1)
    }));
    assert_eq!(pos.first_finish(), Some(1));
    assert_eq!(pos.robot(1).place(), Some(1));
    assert!(!pos.is_over(), "five more rounds");
}

#[test]
fn the_race_ends_five_rounds_after_the_first_finish() {
    // Ruling 29.
    let b = cells(8, 8, &[("a2", Element::Flag(1))]);
    let mut pos = position(b, robots("done a1 N, slow h1 N"));
    play(&mut pos, &[plan("F F0 F0 F0 F0"), still()]);
    assert_eq!(pos.first_finish(), Some(1));
    for round in 2..=6 {
        assert!(!pos.is_over(), "round {round} is played");
        let events = stand_still(&mut pos);
        assert_eq!(events.contains(&Event::RaceOver), round == 6);
    }
    assert!(pos.is_over());
}

#[test]
fn the_race_ends_when_no_robot_can_still_finish() {
    let b = cells(8, 8, &[("a2", Element::Flag(1))]);
    let mut pos = position(b, robots("done a1 N, last h1 E"));
    pos.robots[1].lives = 1;
    let events = play(&mut pos, &[plan("F F0 F0 F0 F0"), plan("F")]);
    assert!(pos.robot(1).is_out());
    assert!(events.contains(&Event::RaceOver));
}

#[test]
fn powered_down_robots_do_not_touch_flags_or_repair() {
    let sites = [
        ("c1", Element::Flag(1)),
        ("b1", Element::Repair),
        ("h8", Element::Flag(2)),
    ];
    let mut pos = position(cells(8, 8, &sites), robots("f c1 N, w b1 N"));
    pos.robots[0].powered_down = true;
    pos.robots[1].powered_down = true;
    pos.robots[1].damage = 3;
    let events = play(&mut pos, &[Plan::default(), Plan::default()]);
    assert_eq!(pos.robot(0).flags(), 0);
    assert!(!events.iter().any(|e| matches!(e, Event::Repaired { .. })));
    assert!(events.contains(&Event::PowerUp { robot: 1 }));
    assert_eq!(pos.robot(1).damage(), 3, "powers up with the damage it has");
}

#[test]
fn repair_sites_repair_two_and_upgrade_sites_give_their_offer() {
    // Ruling 23.
    let b = cells(8, 8, &[("b1", Element::Repair), ("c1", Element::Upgrade)]);
    let pos = position(b, robots("w b1 N, h c1 N"));
    let mut pos = with_offer(pos, "c1", Upgrade::RammingGear);
    pos.robots[0].damage = 3;
    pos.robots[1].damage = 1;
    let events = stand_still(&mut pos);
    assert_eq!(pos.robot(0).damage(), 1);
    assert_eq!(pos.robot(1).damage(), 0);
    assert!(pos.robot(1).has(Upgrade::RammingGear));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Offer {
            why: OfferWhy::Taken,
            ..
        }
    )));
    assert_eq!(pos.offers()[0].age, 0);
}

#[test]
fn offers_are_replaced_after_five_rounds() {
    let b = cells(8, 8, &[("c1", Element::Upgrade)]);
    let mut pos = with_offer(position(b, robots("r a1 N")), "c1", Upgrade::Flywheel);
    for round in 1..=5 {
        let events = stand_still(&mut pos);
        let aged = events.iter().any(|e| {
            matches!(
                e,
                Event::Offer {
                    why: OfferWhy::Aged,
                    ..
                }
            )
        });
        assert_eq!(aged, round == 5, "round {round}");
    }
    assert_eq!(pos.offers()[0].age, 0);
}

#[test]
fn destroyed_robots_reenter_at_their_archive_with_four_damage() {
    // Ruling 26: facing as when destroyed, flags kept, a life and a random upgrade lost.
    let mut pos = position(
        open(8, 8),
        vec![upgraded("r", "h4", Dir::E, &[Upgrade::RammingGear])],
    );
    pos.robots[0].archive = sq("c3");
    pos.robots[0].flags = 1;
    pos.robots[0].damage = 9;
    let events = play(&mut pos, &[plan("F")]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Destroyed {
            lost: Some(Upgrade::RammingGear),
            ..
        }
    )));
    let r = pos.robot(0);
    assert_eq!(
        (r.at(), r.facing(), r.damage(), r.lives(), r.flags()),
        (Some(sq("c3")), Dir::E, 4, 2, 1)
    );
    assert!(r.upgrades().is_empty());
    assert_eq!(r.last_program(), &[None; 5]);
}

#[test]
fn superior_archive_reenters_with_no_damage() {
    let mut pos = position(
        open(8, 8),
        vec![upgraded(
            "r",
            "h4",
            Dir::E,
            &[Upgrade::SuperiorArchive, Upgrade::SuperiorArchive],
        )],
    );
    pos.robots[0].archive = sq("c3");
    play(&mut pos, &[plan("F")]);
    assert_eq!(pos.robot(0).damage(), 0);
}

#[test]
fn a_taken_archive_sends_the_later_robot_to_a_free_adjacent_square() {
    // Ruling 27: in the order destroyed; adjacent squares, pits excluded, random.
    let pits = [
        ("c4", Element::Pit),
        ("b3", Element::Pit),
        ("d3", Element::Pit),
    ];
    let mut pos = position(cells(8, 8, &pits), robots("first h4 E, second h6 E"));
    pos.robots[0].archive = sq("c3");
    pos.robots[1].archive = sq("c3");
    play(&mut pos, &[plan("F"), plan("F")]);
    assert_eq!(at(&pos, 0).as_deref(), Some("c3"));
    assert_eq!(
        at(&pos, 1).as_deref(),
        Some("c2"),
        "the only free neighbour that is no pit"
    );
}

#[test]
fn a_robot_standing_on_the_archive_sends_the_returning_robot_next_to_it() {
    let mut pos = position(open(8, 8), robots("home c3 N, back h6 E"));
    pos.robots[1].archive = sq("c3");
    play(&mut pos, &[still(), plan("F")]);
    let back = pos.robot(1).at().unwrap();
    assert_eq!(back.manhattan(sq("c3")), 1);
}

#[test]
fn the_third_destruction_puts_a_robot_out() {
    let mut pos = position(open(8, 8), robots("r h4 E, o a1 N"));
    pos.robots[0].lives = 1;
    let events = play(&mut pos, &[plan("F"), still()]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Destroyed {
            robot: 0,
            lives: 0,
            ..
        }
    )));
    assert!(pos.robot(0).is_out());
    assert_eq!(pos.robot(0).at(), None);
    assert_eq!(pos.priority(), &[1], "out robots leave the list");
}

#[test]
fn power_down_takes_effect_next_round_and_repairs_everything() {
    // Ruling 28.
    let mut pos = position(open(8, 8), robots("r a1 E"));
    pos.robots[0].damage = 7;
    let mut p = plan("F0 F0 F0 F0 F0");
    p.power_down_next = true;
    let events = play(&mut pos, &[p]);
    assert!(events.contains(&Event::PowerDown {
        robot: 0,
        why: DownWhy::Announced
    }));
    assert!(pos.robot(0).powered_down());
    assert_eq!(pos.robot(0).damage(), 0);
    // Powered down: no program, class "powered down"; stays down only if asked.
    let events = play(&mut pos, &[Plan::default()]);
    assert!(events.contains(&Event::Down { robot: 0 }));
    assert!(!events.iter().any(|e| matches!(e, Event::Runs { .. })));
    assert!(!pos.robot(0).powered_down());
    assert_eq!(pos.robot(0).stats().rounds_down, 1);
}

#[test]
fn destruction_cancels_an_announced_power_down() {
    let mut pos = position(open(8, 8), robots("r h4 E"));
    let before = pos.clone();
    let mut p = plan("F");
    p.power_down_next = true;
    let events = play(&mut pos, &[p]);
    assert!(!pos.robot(0).powered_down());
    // The report says why the robot did not power down.
    assert!(events.contains(&Event::PowerDownCancelled { robot: 0 }));
    let report = crate::games::race::report::round_report(
        &before,
        &events,
        &pos,
        crate::lang::Say::english(),
    );
    let one_line = report.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        one_line.contains("r was destroyed: its power down is cancelled"),
        "{report}"
    );
}

/// A resigned player's robot (robomod's ruling, docs/rules/race.md): powered down at once and
/// for the rest of the race, repaired, no program even from a full hand, no laser, no flag;
/// belts and pushes still move it; the race ends when only it could still finish.
#[test]
fn a_resigned_robot_powers_down_at_once_and_for_good() {
    let mut pos = resigner_and_goer("quit");
    pos.robots[0].damage = 5;
    let mut quit = plan("F F F F F");
    quit.retire = true;
    let events = play(&mut pos, &[quit, plan("F L R L R")]);
    assert!(events.contains(&Event::Retired { robot: 0 }));
    assert!(events.contains(&Event::Down { robot: 0 }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Program { robot: 0, .. }))
    );
    assert!(pos.robot(0).retired() && pos.robot(0).powered_down());
    assert_eq!(
        pos.robot(0).damage(),
        0,
        "repaired as a robot that powers down"
    );
    assert_eq!(
        at(&pos, 0).as_deref(),
        Some("c1"),
        "it never moved to the flag"
    );
    assert_eq!(pos.robot(0).flags(), 0);
    // Next round, still resigned, it stays down: no PowerUp, said once.
    let events = play(&mut pos, &[resigned(), plan("F L R L R")]);
    assert!(!events.contains(&Event::Retired { robot: 0 }), "said once");
    assert!(!events.contains(&Event::PowerUp { robot: 0 }));
    assert!(pos.robot(0).powered_down());
    // A replacement takes the seat: ordinary orders bring the robot back for the round after.
    let mut back = pos.clone();
    let events = play(&mut back, &[Plan::default(), plan("F L R L R")]);
    assert!(events.contains(&Event::PowerUp { robot: 0 }), "{events:?}");
    assert!(!back.robot(0).retired() && !back.robot(0).powered_down());
    // Only the resigned robot could still finish: the race is over.
    pos.robots[1].lives = 1;
    pos.robots[1].at = Some(sq("h1"));
    pos.robots[1].facing = Dir::E;
    let events = play(&mut pos, &[resigned(), plan("F F F F F")]);
    assert!(pos.robot(1).is_out());
    assert!(events.contains(&Event::RaceOver), "{events:?}");
}

/// Seen in a Polish race by mail: a player whose robot was already out of the race resigned,
/// and the robot still shared five awards. Resigning out of the race marks it all the same.
#[test]
fn a_robot_out_of_the_race_is_marked_resigned_too() {
    let mut pos = resigner_and_goer("out");
    pos.robots[0].lives = 0;
    pos.robots[0].at = None;
    let events = play(&mut pos, &[resigned(), plan("F L R L R")]);
    assert!(events.contains(&Event::Retired { robot: 0 }), "{events:?}");
    assert!(pos.robot(0).retired() && pos.robot(0).is_out());
    wins_no_award(&pos, 0);
}

#[test]
fn a_resigned_robot_wins_no_award_and_picks_last() {
    use crate::games::race::standings::{awards, pick_order, standings};
    let mut pos = position(open(8, 8), robots("quit a1 N, ann b1 N, bob c1 N"));
    pos.robots[0].retired = true;
    pos.robots[0].flags = 1;
    pos.robots[0].stats.dealt = 30;
    pos.robots[1].stats.dealt = 2;
    pos.robots[2].stats.dealt = 1;
    wins_no_award(&pos, 0);
    let terminator = awards(&pos).into_iter().find(|a| a.key == "terminator");
    assert_eq!(terminator.map(|a| a.winners), Some(vec![1]));
    assert_eq!(*standings(&pos).last().unwrap(), 0);
    let picks = pick_order(&pos, &mut crate::games::step_rng(1, 1));
    assert_eq!(
        picks,
        vec![1, 2, 0],
        "most damage picks second, the resigned last"
    );
}

#[test]
fn locked_registers_keep_last_rounds_instructions() {
    // Ruling 7: 14 damage locks registers 4 and 5.
    let mut pos = position(open(8, 8), robots("r a1 N"));
    pos.robots[0].damage = 14;
    pos.robots[0].last_program = ["F", "F", "F", "R", "U"].map(|i| Some(i.parse().unwrap()));
    let events = play(&mut pos, &[plan("L L F0 F0 F0")]);
    let prog = program(&events, 0);
    assert_eq!(prog[3], (Instr::Card(Card::R), Source::Locked));
    assert_eq!(prog[4], (Instr::Card(Card::U), Source::Locked));
    assert_eq!(prog[2], (Instr::F0, Source::Own));
}

#[test]
fn missing_and_illegal_instructions_are_filled_from_the_spare_cards() {
    // Ruling 6: F4 without Fourth Gear is illegal; the fills come from the unused cards.
    let mut pos = position(open(8, 8), robots("r d4 N"));
    let mut p = plan("F4 L");
    p.spare = vec![Card::U; 4];
    let events = play(&mut pos, &[p]);
    let prog = program(&events, 0);
    assert_eq!(prog[0], (Instr::Card(Card::U), Source::Random));
    assert_eq!(prog[1], (Instr::Card(Card::L), Source::Own));
    assert!(
        prog[2..]
            .iter()
            .all(|&(i, s)| i == Instr::Card(Card::U) && s == Source::Random)
    );
    assert_eq!(pos.robot(0).stats().questionable, 4);
}
