//! Scripted RAMbots players for the end-to-end game: the library's greedy player
//! ([`robomod::games::rambots::bot`]), seeded per turn, its orders written as mail text.

use robomod::games::rambots::State;
use robomod::games::rambots::board::Colour;
use robomod::games::rambots::bot::{choose_goals, choose_program};
use robomod::games::rambots::notation::{pieces_text, program_text};
use robomod::games::step_rng;

/// The seed of the scripted players' choices (not the game's).
const SEED: u64 = 4;

/// `GOALS ...`: the goal stack `maker` builds (for the player on the left) at `turn`.
pub fn goals_for(state: &State, maker: Colour, turn: u32) -> String {
    let mut rng = step_rng(SEED, turn * 8 + maker.index() as u32);
    let stack = choose_goals(state.position(), maker, &mut rng);
    format!("GOALS {}", pieces_text(&stack))
}

/// `PROGRAM ...`: the greedy player's program for `me` at `turn`.
pub fn best_program(state: &State, me: Colour, turn: u32) -> String {
    let mut rng = step_rng(SEED, turn * 8 + me.index() as u32);
    let program = choose_program(state.position(), me, &mut rng);
    format!("PROGRAM {}", program_text(&program))
}
