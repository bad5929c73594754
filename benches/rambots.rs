//! Speed target of issue 2: a 4-player RAMbots round of five instructions each resolves in
//! <= 10 us on one core, report rendering excluded. Run: `cargo bench --bench rambots`.
//!
//! The rounds are 4,096 distinct ones (issue 15): each from its own seed, played from its own
//! position, which is the dealt opening moved on by 0 to 7 earlier random rounds, so the board,
//! the pools and the programs all differ. A handful of rounds cycled for ever is learned by the
//! branch predictor and runs ~2x faster than play does.

use criterion::{Criterion, criterion_group, criterion_main};
use robomod::games::rambots::board::ByColour;
use robomod::games::rambots::bot::random_program;
use robomod::games::rambots::notation::{MAX_PROGRAM, Program};
use robomod::games::rambots::play_round;
use robomod::games::rambots::position::{Position, RedBeam};
use robomod::games::rambots::setup::{deal_goal_stacks, new_position};
use robomod::games::step_rng;
use std::hint::black_box;

/// Five random instructions for every player of `pos`.
fn programs(pos: &Position, rng: &mut robomod::games::GameRng) -> ByColour<Program> {
    let mut programs = ByColour::<Program>::default();
    for &c in pos.seats() {
        *programs.get_mut(c) = random_program(pos.pool(c), MAX_PROGRAM..=MAX_PROGRAM, rng);
    }
    programs
}

/// From seed `seed`: a dealt 4-player opening (either red beam) moved on by `seed % 8`
/// random rounds, unless one of them ended the game, and five random instructions per player.
fn round(seed: u64) -> (Position, ByColour<Program>) {
    let mut rng = step_rng(seed, 0);
    let beam = if seed.is_multiple_of(2) {
        RedBeam::Damage
    } else {
        RedBeam::Slide
    };
    let mut pos = new_position(beam, 4, &mut rng).unwrap();
    deal_goal_stacks(&mut pos, &[], &mut rng, &mut Vec::new());
    for _ in 0..seed % 8 {
        let (next, _, winner) = play_round(&pos, &programs(&pos, &mut rng));
        if winner.is_some() {
            break;
        }
        pos = next;
    }
    let programs = programs(&pos, &mut rng);
    (pos, programs)
}

fn bench(c: &mut Criterion) {
    let rounds: Vec<_> = (0..4096).map(round).collect();
    let mut i = 0;
    c.bench_function(
        "rambots: 4-player round, 5 instructions each, 4,096 distinct",
        |b| {
            b.iter(|| {
                let (pos, programs) = &rounds[i % rounds.len()];
                i += 1;
                black_box(play_round(black_box(pos), black_box(programs)))
            })
        },
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
