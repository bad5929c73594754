//! Speed target of the race engine: one round of an 8-robot race on the 12x12 board `race`, with
//! upgrades, resolves in <= 50 us on one core, report rendering excluded. The bench cycles
//! through 2,000 distinct rounds taken from random races (positions mid-race with all eight
//! robots on the board, random legal programs from dealt hands), so that the branch predictor
//! cannot learn them.
//! Run: `cargo bench --bench race`.

use criterion::{Criterion, criterion_group, criterion_main};
use robomod::games::race::bot::random_plan;
use robomod::games::race::execute::Plan;
use robomod::games::race::game::{deal, play_round};
use robomod::games::race::position::Position;
use robomod::games::race::setup::new_race;
use robomod::games::race::{boards, upgrades::Upgrade};
use robomod::games::step_rng;
use std::hint::black_box;

/// Rounds from one random 8-robot race with two random upgrades each, seed `seed`.
fn race_rounds(seed: u64, out: &mut Vec<(Position, Vec<Plan>, u64)>) {
    let board = boards::shipped("race").expect("the shipped 12x12 board");
    let names: Vec<String> = (0..8).map(|i| format!("r{i}")).collect();
    let mut rng = step_rng(seed, 0);
    let mut pos = new_race(board, &names, None, Default::default(), &mut rng).expect("8 starts");
    for i in 0..8 {
        let extra = [Upgrade::draw(&mut rng), Upgrade::draw(&mut rng)];
        pos = with_upgrades(pos, i, &extra);
    }
    for round in 1..=20u32 {
        if pos.is_over() {
            break;
        }
        let mut rng = step_rng(seed, round);
        let hands = deal(&pos, &mut rng);
        let plans: Vec<Plan> = (0..8)
            .map(|i| random_plan(&pos, i, &hands[i], &mut rng))
            .collect();
        // Only rounds with all eight robots on the board: the target's case, not an easier one.
        if pos.robots().iter().all(|r| r.at().is_some()) {
            out.push((pos.clone(), plans.clone(), seed * 100 + round as u64));
        }
        pos = play_round(&pos, &plans, &mut rng).0;
    }
}

/// `pos` with robot `i` holding `upgrades` too (through the position file, as a test would).
fn with_upgrades(pos: Position, i: usize, upgrades: &[Upgrade]) -> Position {
    let mut setup = pos.to_setup();
    for &u in upgrades {
        setup.robots[i]
            .upgrades
            .push(robomod::games::race::upgrades::Held::new(u));
    }
    let board = boards::shipped("race").unwrap();
    robomod::games::race::position_file::validate(&setup, board)
        .unwrap()
        .0
}

fn bench(c: &mut Criterion) {
    let mut rounds = Vec::new();
    let mut seed = 0;
    while rounds.len() < 2000 {
        race_rounds(seed, &mut rounds);
        seed += 1;
    }
    let mut i = 0;
    c.bench_function(
        "race: 8-robot round on the 12x12 board, with upgrades",
        |b| {
            b.iter(|| {
                let (pos, plans, seed) = &rounds[i % rounds.len()];
                i += 1;
                let mut rng = step_rng(*seed, 1);
                black_box(play_round(black_box(pos), black_box(plans), &mut rng))
            })
        },
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
