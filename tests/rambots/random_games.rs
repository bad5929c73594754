//! 2,000 complete random games (random legal programs) to a win or a round cap, with the
//! invariants checked after every instruction. Kept quick: a few seconds in the test profile.

use super::invariants::{check, totals};
use robomod::games::rambots::board::ByColour;
use robomod::games::rambots::bot::random_program;
use robomod::games::rambots::execute::run_round_with;
use robomod::games::rambots::notation::{MAX_PROGRAM, Program};
use robomod::games::rambots::position::RedBeam;
use robomod::games::rambots::setup::{deal_goal_stacks, new_position};
use robomod::games::step_rng;

const GAMES: u64 = 2_000;
const ROUND_CAP: u32 = 25;

#[test]
fn two_thousand_random_games_end_cleanly_with_invariants_after_every_instruction() {
    let (mut wins, mut rounds, mut instructions) = (0, 0, 0usize);
    for seed in 0..GAMES {
        let mut rng = step_rng(seed, 0);
        let players = 2 + (seed % 3) as usize;
        let red = if seed % 2 == 0 {
            RedBeam::Damage
        } else {
            RedBeam::Slide
        };
        let mut pos = new_position(red, players, &mut rng).unwrap();
        let mut events = Vec::new();
        deal_goal_stacks(&mut pos, &[], &mut rng, &mut events);
        let expected = totals(&pos);
        assert!(
            expected.iter().all(|&n| n == players),
            "N pieces of each kind"
        );
        for _ in 0..ROUND_CAP {
            let mut programs = ByColour::<Program>::default();
            for &c in pos.seats() {
                *programs.get_mut(c) = random_program(pos.pool(c), 0..=MAX_PROGRAM, &mut rng);
            }
            events.clear();
            let winner = run_round_with(&mut pos, &programs, &mut events, &mut |p, ev| {
                instructions += 1;
                check(p, &expected, ev);
            });
            rounds += 1;
            if winner.is_some() {
                wins += 1;
                break;
            }
        }
    }
    assert!(wins > 0, "some random games are won");
    eprintln!("{GAMES} games, {rounds} rounds, {instructions} instructions, {wins} won");
}
