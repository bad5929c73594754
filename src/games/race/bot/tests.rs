//! The unit tests of [`bot`](super), apart from the code they check.

use super::*;
use crate::games::race::board::Dir;
use crate::games::race::game::deal;
use crate::games::race::orders::{Orders, plan};
use crate::games::race::testkit::{board, position, sq, upgraded};
use crate::games::race::upgrades::Held;
use crate::games::step_rng;

/// A robot powered down on c3 under a double laser, holding a Circuit Breaker at its
/// default threshold (8): ten damage a round while it is down.
fn under_fire() -> Position {
    let b = board(8, 8, &[], &[], &[("a3", Dir::E, 2)]);
    let mut r = upgraded("Cy", "c3", Dir::N, &[Upgrade::CircuitBreaker]);
    r.powered_down = true;
    let mut pos = position(b, vec![r]);
    pos.robots[0].settings.breaker = Some(8);
    pos
}

/// Plays `rounds` rounds with `orders` choosing each round's orders; returns, per round,
/// whether the robot was powered down.
fn down_rounds(
    rounds: u32,
    mut orders: impl FnMut(&Position, &[Card], &mut GameRng) -> Orders,
) -> Vec<bool> {
    let mut pos = under_fire();
    let mut rng = step_rng(5, 0);
    let mut down = Vec::new();
    for _ in 0..rounds {
        if pos.is_over() {
            break;
        }
        let hands = deal(&pos, &mut rng);
        down.push(pos.robot(0).powered_down());
        let o = orders(&pos, &hands[0], &mut rng);
        let plans = vec![plan(&o, &hands[0])];
        let mut events = Vec::new();
        super::super::execute::run_round(&mut pos, &plans, &mut rng, &mut events);
    }
    down
}

/// The regression seen in play: a breaker robot powered down under a double laser stayed
/// down from round 12 to 31, its breaker tripping every round. Silent orders (what it got
/// then) keep it down for good; the computer player switches the breaker off at once and is
/// back up the next round.
#[test]
fn a_powered_down_breaker_robot_under_fire_comes_back_up() {
    let silent = down_rounds(8, |pos, _, _| Orders::nothing(pos.robot(0)));
    assert!(silent.iter().all(|&d| d), "the trap: {silent:?}");
    let bot = down_rounds(8, |pos, hand, rng| {
        choose_for(pos, 0, hand, rng).expect("orders for a racing robot")
    });
    assert!(bot.len() >= 3, "{bot:?}");
    assert_eq!(bot[..2], [true, false], "{bot:?}");
    // It may power down by its own choice to repair, but never two rounds in a row.
    assert!(!bot.windows(2).any(|w| w[0] && w[1]), "{bot:?}");
}

#[test]
fn options_are_chosen_and_only_sent_when_they_change_a_setting() {
    let mut r = upgraded(
        "Cy",
        "c3",
        Dir::N,
        &[
            Upgrade::CircuitBreaker,
            Upgrade::PressorBeam,
            Upgrade::GyroscopicStabilizer,
        ],
    );
    r.settings.gyro = false;
    r.settings.beam = Some(super::super::upgrades::BeamMode::Pressor);
    assert!(harmful_setting(&r));
    let options = options_for(&r);
    assert_eq!(
        options.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["GYRO ON", "PRESSOR OFF", "BREAKER OFF"]
    );
    for o in options {
        r.settings.apply(o);
    }
    assert!(options_for(&r).is_empty());
    assert!(!harmful_setting(&r));
    r.upgrades.push(Held::new(Upgrade::MiniHowitzer));
    assert_eq!(
        options_for(&r)
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        ["HOWITZER ON"]
    );
}

/// The computer player's orders read back as its own game reads them, whatever it holds
/// and however damaged (locked registers, a short hand): in particular Flywheel keeps a card
/// the program leaves unused (it once kept one the program used).
#[test]
fn its_orders_are_legal_with_every_card_upgrade_and_any_damage() {
    use crate::games::race::game::deal_one;
    use crate::games::race::orders::{Seat, canonical, read};
    let b = board(
        8,
        8,
        &[("f6", super::super::board::Element::Flag(1))],
        &[],
        &[],
    );
    let held = [
        Upgrade::Flywheel,
        Upgrade::DualProcessor,
        Upgrade::Brakes,
        Upgrade::FourthGear,
        Upgrade::ReverseGear,
    ];
    let mut flywheels = 0;
    for seed in 0..300u64 {
        let mut r = upgraded("Cy", "c3", Dir::N, &held);
        r.damage = (seed % 10) as u8;
        let pos = position(b.clone(), vec![r]);
        let mut rng = step_rng(seed, 1);
        let hand = deal_one(pos.robot(0), &mut rng);
        let o = choose_for(&pos, 0, &hand, &mut rng).expect("orders");
        flywheels += usize::from(
            o.options
                .iter()
                .any(|o| matches!(o, RoundOption::Flywheel(_))),
        );
        let none = |_| Vec::new();
        let seat = Seat {
            robot: pos.robot(0),
            dealt: &hand,
            wildcards: 0,
            recompiled: &none,
        };
        // As the player would write it: a register left to chance is left out.
        let mut text = canonical(&o, crate::lang::Say::english());
        while let (Some(a), Some(b)) = (text.find(" ("), text.find(')')) {
            text.replace_range(a..=b, "");
        }
        if let Err(e) = read(&text, &seat, None, crate::lang::Say::english()) {
            panic!("seed {seed}, hand {hand:?}: {text:?} refused: {e}");
        }
    }
    assert!(flywheels > 100, "Flywheel kept a card {flywheels} times");
}

/// The computer picks every start square, the one nearest the first flag first.
#[test]
fn it_picks_the_start_nearest_the_first_flag() {
    let b = crate::games::race::boards::shipped("race").expect("a shipped board");
    let picks = choose_picks(&b);
    let mut all = picks.clone();
    all.sort();
    assert_eq!(all, (1..=b.starts().len() as u8).collect::<Vec<_>>());
    let d = walk(&b, b.flag(1).expect("a flag"));
    let w = b.width() as usize;
    let far = |n: u8| {
        let sq = b.starts()[n as usize - 1];
        d[sq.rank() as usize * w + sq.file() as usize]
    };
    assert!(
        picks.windows(2).all(|p| far(p[0]) <= far(p[1])),
        "{picks:?}"
    );
    assert!(far(picks[0]) < far(*picks.last().unwrap()), "{picks:?}");
}

/// The search walks round walls: the distance map never crosses one.
#[test]
fn the_walk_goes_round_walls_and_pits() {
    use crate::games::race::board::Element;
    let b = board(
        3,
        3,
        &[("b2", Element::Pit), ("c3", Element::Flag(1))],
        &[("c2", Dir::N)],
        &[],
    );
    let d = walk(&b, sq("c3"));
    let at = |s: &str| d[sq(s).rank() as usize * 3 + sq(s).file() as usize];
    assert_eq!(at("b3"), 1);
    assert_eq!(at("c2"), 7, "round the wall and the pit, by a1");
    assert_eq!(at("b2"), u16::MAX);
}
