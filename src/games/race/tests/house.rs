//! The house rules (`position::House`): each a variation of the seed's game, the seed's own
//! behaviour at its default, every draw deterministic.

use crate::games::race::board::{Dir, Element};
use crate::games::race::boards;
use crate::games::race::events::Event;
use crate::games::race::position::{House, LIVES, Position};
use crate::games::race::setup::new_race;
use crate::games::race::testkit::*;
use crate::games::race::upgrades::Upgrade;
use crate::games::step_rng;

fn race(house: House, seed: u64) -> Position {
    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let board = boards::shipped("race").expect("shipped");
    new_race(board, &names, None, house, &mut step_rng(seed, 0)).expect("a race")
}

#[test]
fn the_default_house_is_the_seeds_game_and_is_not_written() {
    let house = House::default();
    assert_eq!(house.lives, 3);
    assert!(house.upgrades && house.breaker);
    assert_eq!(house.extra_rounds, 5);
    let setup = race(house, 1).to_setup();
    let json = serde_json::to_value(&setup).unwrap();
    assert!(json.get("house").is_none(), "{json}");
    // The draw with Circuit Breaker in is the seed's draw, number for number.
    for seed in 0..50 {
        assert_eq!(
            house.draw(&mut step_rng(seed, 3)),
            Upgrade::draw(&mut step_rng(seed, 3))
        );
    }
}

#[test]
fn lives_set_how_many_a_robot_starts_with_and_loses_one_at_a_time() {
    let house = House {
        lives: 5,
        ..House::default()
    };
    let pos = race(house, 2);
    assert!(pos.robots().iter().all(|r| r.lives() == 5));
    // Kept in the stored position and read back.
    let setup = pos.to_setup();
    let json = serde_json::to_value(&setup).unwrap();
    assert_eq!(json["house"]["lives"], 5);
    let (back, _) =
        crate::games::race::position_file::validate(&setup, pos.board().clone()).unwrap();
    assert_eq!(back, pos);
    // A robot may hold up to the race's lives, not more.
    let mut over = setup.clone();
    over.robots[0].lives = 6;
    assert!(crate::games::race::position_file::validate(&over, pos.board().clone()).is_err());
    let one = race(
        House {
            lives: 1,
            ..House::default()
        },
        2,
    );
    assert!(one.robots().iter().all(|r| r.lives() == 1));
    assert_ne!(LIVES, 1);
}

#[test]
fn one_life_puts_a_robot_out_at_its_first_destruction() {
    let mut pos = position(
        open(8, 8),
        vec![robot("r", "h4", Dir::E), robot("o", "a1", Dir::N)],
    );
    pos.house.lives = 1;
    pos.robots[0].lives = 1;
    play(&mut pos, &[plan("F"), still()]);
    assert!(pos.robot(0).is_out());
}

#[test]
fn upgrades_off_offer_none_and_no_robot_gains_one() {
    let off = House {
        upgrades: false,
        ..House::default()
    };
    for seed in 0..10 {
        assert!(!race(House::default(), seed).offers().is_empty());
        assert!(race(off, seed).offers().is_empty());
    }
    // A robot standing on an upgrade site repairs but gains nothing.
    let b = board(8, 8, &[("c1", Element::Upgrade)], &[], &[]);
    let mut pos = position(b, vec![robot("r", "c1", Dir::N)]);
    pos.house = off;
    pos.robots[0].damage = 3;
    for _ in 0..6 {
        let events = play(&mut pos, &[still()]);
        assert!(!events.iter().any(|e| matches!(e, Event::Upgraded { .. })));
        assert!(!events.iter().any(|e| matches!(e, Event::Offer { .. })));
    }
    // Only the Brakes it was given to stand still.
    assert_eq!(pos.robot(0).upgrades().len(), 1);
    assert_eq!(pos.robot(0).damage(), 0);
}

#[test]
fn breaker_off_never_puts_circuit_breaker_on_offer() {
    let off = House {
        breaker: false,
        ..House::default()
    };
    let mut drawn_in = 0;
    for seed in 0..400 {
        assert_ne!(off.draw(&mut step_rng(seed, 7)), Upgrade::CircuitBreaker);
        if House::default().draw(&mut step_rng(seed, 7)) == Upgrade::CircuitBreaker {
            drawn_in += 1;
        }
    }
    assert!(drawn_in > 0, "with it in, Circuit Breaker is drawn");
    // Offers replaced as they age are drawn without it too, the same for the same seed.
    let b = board(8, 8, &[("c1", Element::Upgrade)], &[], &[]);
    let mut pos = with_offer(
        position(b, vec![robot("r", "a1", Dir::N)]),
        "c1",
        Upgrade::Flywheel,
    );
    pos.house = off;
    let mut again = pos.clone();
    for _ in 0..40 {
        let events = play(&mut pos, &[still()]);
        assert_eq!(events, play(&mut again, &[still()]));
        assert_ne!(pos.offers()[0].upgrade, Upgrade::CircuitBreaker);
    }
}

#[test]
fn extra_rounds_set_how_long_the_race_goes_on_after_the_first_finish() {
    for extra in [0u32, 2, 7] {
        let b = board(8, 8, &[("a2", Element::Flag(1))], &[], &[]);
        let mut pos = position(
            b,
            vec![robot("done", "a1", Dir::N), robot("slow", "h1", Dir::N)],
        );
        pos.house.extra_rounds = extra;
        let events = play(&mut pos, &[plan("F F0 F0 F0 F0"), still()]);
        assert_eq!(pos.first_finish(), Some(1));
        assert_eq!(
            events.contains(&Event::RaceOver),
            extra == 0,
            "extra {extra}"
        );
        for round in 2..=1 + extra {
            assert!(!pos.is_over(), "extra {extra}: round {round} is played");
            let events = play(&mut pos, &[still(), still()]);
            assert_eq!(events.contains(&Event::RaceOver), round == 1 + extra);
        }
        assert!(pos.is_over(), "extra {extra}");
    }
}
