//! Whole RAMbots games between the computer player, the greedy player it replaced and a
//! random-legal player, played with the engine alone: what the strength figures
//! (`benches/bots.rs`, `docs/bots.md`) and their small versions in the tests measure. Every
//! choice draws from a stream seeded by the game's seed, the round and the seat.

use super::board::{ByColour, Colour};
use super::bot::{
    Search, choose_goals, choose_program, greedy_program, random_program, search_program,
};
use super::notation::{MAX_PROGRAM, Program};
use super::position::RedBeam;
use super::{Orders, Rambots, Settings, play_round};
use crate::games::{Game, Players, TurnOrders, step_rng};

/// Who plays a seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// The computer player ([`choose_program`]).
    Bot,
    /// The one-round greedy player ([`greedy_program`]).
    Greedy,
    /// Random legal programs from the pool ([`random_program`]), passes included.
    Random,
    /// The computer player's search at another size (to weigh one against another).
    Searching(Search),
}

/// How one game went: the winning seat, if any within the cap, and the rounds played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub winner: Option<usize>,
    pub rounds: u32,
}

/// Plays a game with `red_beam` between `players` (seat order) from `seed`, for at most `cap`
/// rounds. Every seat hands on a goal stack drawn from its pool.
pub fn play_game(red_beam: RedBeam, players: &[Player], seed: u64, cap: u32) -> GameResult {
    let mut rng = step_rng(seed, 0);
    let settings = Settings { red_beam };
    let state =
        Rambots::new_game(&settings, Players::count(players.len()), &mut rng).expect("a setup");
    let seats: Vec<Colour> = state.position().seats().to_vec();
    let goals: Vec<Orders> = seats
        .iter()
        .map(|&c| Orders::Goals(Some(choose_goals(state.position(), c, &mut rng))))
        .collect();
    let mut pos = Rambots::resolve(&state, TurnOrders::unranked(&goals), &mut rng)
        .state
        .position()
        .clone();
    for round in 1..=cap {
        let mut programs: ByColour<Program> = ByColour::default();
        for (i, &c) in seats.iter().enumerate() {
            let mut r = step_rng(seed ^ 0xB07, round * 16 + i as u32);
            *programs.get_mut(c) = match players[i] {
                Player::Bot => choose_program(&pos, c, &mut r),
                Player::Searching(search) => search_program(&pos, c, &mut r, search),
                Player::Greedy => greedy_program(&pos, c, &mut r),
                Player::Random => random_program(pos.pool(c), 0..=MAX_PROGRAM, &mut r),
            };
        }
        let (next, _, winner) = play_round(&pos, &programs);
        pos = next;
        if let Some(w) = winner {
            return GameResult {
                winner: seats.iter().position(|&c| c == w),
                rounds: round,
            };
        }
    }
    GameResult {
        winner: None,
        rounds: cap,
    }
}

/// Of `games` two-player games between `a` and `b` from seeds `0..games`, seats swapped every
/// other game: how many `a` won, and how many `b` won.
pub fn record(red_beam: RedBeam, a: Player, b: Player, games: u64, cap: u32) -> (u64, u64) {
    let (mut won, mut lost) = (0, 0);
    for seed in 0..games {
        let (players, mine) = if seed % 2 == 0 {
            ([a, b], 0)
        } else {
            ([b, a], 1)
        };
        match play_game(red_beam, &players, seed, cap).winner {
            Some(w) if w == mine => won += 1,
            Some(_) => lost += 1,
            None => {}
        }
    }
    (won, lost)
}

/// Rounds after which an unfinished game of the figures counts as won by nobody.
pub const ROUND_CAP: u32 = 60;

#[cfg(test)]
mod tests {
    use super::*;

    /// Small versions of the figures of docs/bots.md (the benchmark plays 200 of each).
    #[test]
    fn the_computer_player_beats_random_programs_on_both_red_beams() {
        for beam in [RedBeam::Damage, RedBeam::Slide] {
            let (won, _) = record(beam, Player::Bot, Player::Random, 6, ROUND_CAP);
            assert!(won >= 5, "{beam}: won {won} of 6");
        }
    }

    /// The small version of the figure against the greedy player it replaced.
    #[test]
    fn the_computer_player_beats_the_greedy_player() {
        let (won, lost) = record(RedBeam::Slide, Player::Bot, Player::Greedy, 6, ROUND_CAP);
        assert!(won > lost, "won {won}, lost {lost}");
    }

    #[test]
    fn a_game_is_the_same_from_the_same_seed() {
        let players = [Player::Bot, Player::Greedy];
        assert_eq!(
            play_game(RedBeam::Damage, &players, 3, 10),
            play_game(RedBeam::Damage, &players, 3, 10)
        );
    }
}
