//! Whole races between computer players and random-legal players, played with the engine alone:
//! what the strength figures (`benches/bots.rs`, `docs/bots.md`) and their small versions in
//! the tests measure. Each seat is asked as the moderator asks it (a hand dealt every round, the
//! computer player's choices from a stream seeded by the race's seed, the round and the seat),
//! so a race is the same from the same seed.

use super::board::Board;
use super::bot::{choose_for, harmful_setting, random_plan};
use super::execute::{Plan, run_round};
use super::game::deal;
use super::orders::{Orders, plan};
use super::position::Position;
use super::setup::new_race;
use crate::games::step_rng;

/// Who plays a seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// The computer player ([`super::bot::choose`]).
    Bot,
    /// Random legal programs and options from the hand ([`random_plan`]).
    Random,
}

/// How one race went.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RaceResult {
    /// Rounds played.
    pub rounds: u32,
    /// The round in which the first robot finished, if one did within the cap.
    pub first_finish: Option<u32>,
    /// The seat that finished first (the lowest place), if any.
    pub winner: Option<usize>,
    /// Per seat: the longest run of rounds it spent powered down with no damage to repair
    /// (a powered-down robot starts its round repaired, so: rounds in a row powered down).
    pub longest_down: Vec<u32>,
    /// Per seat: the longest run of rounds in a row it held a harmful setting
    /// ([`harmful_setting`]) as the round ran.
    pub longest_harmful: Vec<u32>,
}

/// Plays a race on `board` between `players` from `seed` until the first robot finishes or
/// `cap` rounds have run.
pub fn play_race(board: Board, players: &[Player], seed: u64, cap: u32) -> RaceResult {
    let mut rng = step_rng(seed, 0);
    let names: Vec<String> = (0..players.len()).map(|i| format!("R{i}")).collect();
    let mut pos: Position =
        new_race(board, &names, None, Default::default(), &mut rng).expect("a race setup");
    let n = players.len();
    let mut out = RaceResult {
        longest_down: vec![0; n],
        longest_harmful: vec![0; n],
        ..RaceResult::default()
    };
    let (mut down, mut harmful) = (vec![0u32; n], vec![0u32; n]);
    for round in 1..=cap {
        let hands = deal(&pos, &mut rng);
        let plans: Vec<Plan> = (0..n)
            .map(|i| {
                let r = pos.robot(i);
                match players[i] {
                    Player::Bot => {
                        let mut brng = step_rng(seed ^ 0xB07, round * 16 + i as u32);
                        let o = choose_for(&pos, i, &hands[i], &mut brng)
                            .unwrap_or_else(|| Orders::nothing(r));
                        plan(&o, &hands[i])
                    }
                    Player::Random if r.is_out() || r.at().is_none() => Plan::default(),
                    Player::Random => random_plan(&pos, i, &hands[i], &mut rng),
                }
            })
            .collect();
        // What the round runs with: this round's options applied, as the engine applies them.
        for (i, p) in plans.iter().enumerate() {
            let mut r = pos.robot(i).clone();
            for &o in &p.options {
                if r.has(o.upgrade()) {
                    r.settings.apply(o);
                }
            }
            track(&mut down[i], &mut out.longest_down[i], r.powered_down());
            track(
                &mut harmful[i],
                &mut out.longest_harmful[i],
                harmful_setting(&r),
            );
        }
        let mut events = Vec::new();
        run_round(&mut pos, &plans, &mut rng, &mut events);
        out.rounds = round;
        if let Some(first) = pos.finishers().first() {
            out.first_finish = Some(round);
            out.winner = Some(*first);
            break;
        }
        if pos.is_over() {
            break;
        }
    }
    out
}

/// The round cap the strength figures set: every race between computer players on a shipped
/// board has a finisher by then (docs/bots.md).
pub const ROUND_CAP: u32 = 60;

/// Counts a run of rounds in which `now` held, keeping the longest.
fn track(run: &mut u32, longest: &mut u32, now: bool) {
    *run = if now { *run + 1 } else { 0 };
    *longest = (*longest).max(*run);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::race::boards;

    /// Small versions of the strength figures of docs/bots.md (the benchmark plays 200 of each).
    #[test]
    fn four_computer_players_finish_every_shipped_board_within_the_cap() {
        for name in boards::NAMES {
            for seed in 0..3 {
                let board = boards::shipped(name).expect("a shipped board");
                let r = play_race(board, &[Player::Bot; 4], seed, ROUND_CAP);
                assert!(r.first_finish.is_some(), "{name}, seed {seed}: {r:?}");
                assert!(
                    r.longest_down.iter().all(|&d| d <= 3),
                    "{name} {seed}: {r:?}"
                );
                assert!(
                    r.longest_harmful.iter().all(|&d| d <= 1),
                    "{name} {seed}: {r:?}"
                );
            }
        }
    }

    #[test]
    fn the_computer_player_beats_random_programs() {
        let mut won = 0;
        for seed in 0..6 {
            let board = boards::shipped("race").expect("a shipped board");
            let players = if seed % 2 == 0 {
                [Player::Bot, Player::Random]
            } else {
                [Player::Random, Player::Bot]
            };
            let r = play_race(board, &players, seed, ROUND_CAP);
            won += usize::from(r.winner.is_some_and(|w| players[w] == Player::Bot));
        }
        assert!(won >= 5, "won {won} of 6");
    }

    /// The round cap of the figures (docs/bots.md).
    const ROUND_CAP: u32 = super::ROUND_CAP;
}
