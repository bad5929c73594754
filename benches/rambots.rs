//! Speed target of issue 2: a 4-player RAMbots round of five instructions each resolves in
//! <= 10 us on one core, report rendering excluded. Run: `cargo bench --bench rambots`.

use criterion::{Criterion, criterion_group, criterion_main};
use rand::RngExt;
use rand::seq::SliceRandom;
use robomod::games::rambots::board::{ByColour, Dir, Facing};
use robomod::games::rambots::notation::{Instruction, Program};
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
        let mut pieces: Vec<_> = pos.pool(c).pieces().collect();
        pieces.shuffle(&mut rng);
        *programs.get_mut(c) = pieces[..5]
            .iter()
            .map(|&piece| {
                let k = rng.random_range(0..5usize);
                let facing = if k == 4 {
                    Facing::Up
                } else {
                    Facing::Lying(Dir::ALL[k])
                };
                Instruction { piece, facing }
            })
            .collect();
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
