//! Speed target of issue 2: a 4-player RAMbots round of five instructions each resolves in
//! <= 10 us on one core, report rendering excluded. Run: `cargo bench --bench rambots`.

use criterion::{Criterion, criterion_group, criterion_main};
use robomod::games::rambots::board::ByColour;
use robomod::games::rambots::bot::random_program;
use robomod::games::rambots::notation::{MAX_PROGRAM, Program};
use robomod::games::rambots::play_round;
use robomod::games::rambots::position::{Position, RedBeam};
use robomod::games::rambots::setup::{deal_goal_stacks, new_position};
use robomod::games::step_rng;
use std::hint::black_box;

/// A dealt 4-player opening and five random instructions per player, from seed `seed`.
fn round(seed: u64) -> (Position, ByColour<Program>) {
    let mut rng = step_rng(seed, 0);
    let mut pos = new_position(RedBeam::Damage, 4, &mut rng).unwrap();
    deal_goal_stacks(&mut pos, &[], &mut rng, &mut Vec::new());
    let mut programs = ByColour::<Program>::default();
    for &c in pos.seats() {
        *programs.get_mut(c) = random_program(pos.pool(c), MAX_PROGRAM..=MAX_PROGRAM, &mut rng);
    }
    (pos, programs)
}

fn bench(c: &mut Criterion) {
    let rounds: Vec<_> = (0..16).map(round).collect();
    let mut i = 0;
    c.bench_function("rambots: 4-player round, 5 instructions each", |b| {
        b.iter(|| {
            let (pos, programs) = &rounds[i % rounds.len()];
            i += 1;
            black_box(play_round(black_box(pos), black_box(programs)))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
