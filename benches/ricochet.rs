//! Ricochet Pyramids solver speed.
//!
//! `cargo bench --bench ricochet` first solves 10,000 random 3-robot positions (a generated board
//! of a random layout, random robots, a random goal not already met; no minimum) one by one and
//! prints the median, 99th percentile and worst time per position, then runs criterion on a few
//! fixed positions. `-- --distribution-only` skips criterion. Figures are recorded in
//! docs/rules/ricochet.md.

use criterion::{Criterion, criterion_group};
use rand::RngExt;
use robomod::games::ricochet::layout::{Layout, colours, place_robots, place_towers};
use robomod::games::ricochet::{Goal, Position, Setup, Solver};
use robomod::games::step_rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

fn random_position(seed: u64, robots: u8) -> Position {
    let mut rng = step_rng(seed, 1);
    let layout = [Layout::Easy, Layout::Hard, Layout::Random][rng.random_range(0..3)];
    let towers = place_towers(colours(robots), layout, &mut rng);
    let robots = place_robots(colours(robots), &towers, &mut rng);
    loop {
        let tower = towers[rng.random_range(0..towers.len())].at;
        let robot = robots[rng.random_range(0..robots.len())].color;
        let pos = Position::from_setup(Setup {
            towers: towers.clone(),
            robots: robots.clone(),
            goal: Goal { robot, tower },
        })
        .expect("generated positions are legal");
        if !pos.is_solved() {
            return pos;
        }
    }
}

fn distribution(robots: u8, count: u64) {
    let positions: Vec<Position> = (0..count).map(|s| random_position(s, robots)).collect();
    let mut solver = Solver::new();
    let mut times = Vec::with_capacity(positions.len());
    let mut lengths = vec![0usize; 64];
    let mut unsolvable = 0;
    for pos in &positions {
        let start = Instant::now();
        let solution = solver.solve(black_box(pos));
        times.push(start.elapsed());
        match solution {
            Some(m) => lengths[m.len()] += 1,
            None => unsolvable += 1,
        }
    }
    let mut sorted = times.clone();
    sorted.sort();
    let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q) as usize];
    let worst = times
        .iter()
        .enumerate()
        .max_by_key(|(_, t)| **t)
        .map(|(i, _)| i)
        .unwrap();
    let total: Duration = times.iter().sum();
    println!(
        "ricochet solver, {count} random {robots}-robot positions: median {:?}, p90 {:?}, p99 {:?}, worst {:?} (position {worst}), mean {:?}",
        at(0.5),
        at(0.9),
        at(0.99),
        sorted[sorted.len() - 1],
        total / count as u32
    );
    let hist: Vec<String> = lengths
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(len, n)| format!("{len}:{n}"))
        .collect();
    println!(
        "  optimal lengths (moves:positions): {}; unsolvable: {unsolvable}",
        hist.join(" ")
    );
}

fn fixed(c: &mut Criterion) {
    let mut solver = Solver::new();
    for seed in [0u64, 1, 2] {
        let pos = random_position(seed, 3);
        c.bench_function(&format!("solve random 3-robot position {seed}"), |b| {
            b.iter(|| solver.solve(black_box(&pos)))
        });
    }
    let pos = random_position(0, 4);
    c.bench_function("solve random 4-robot position 0", |b| {
        b.iter(|| solver.solve(black_box(&pos)))
    });
}

criterion_group!(benches, fixed);

fn main() {
    distribution(3, 10_000);
    distribution(4, 200);
    if std::env::args().any(|a| a == "--distribution-only") {
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
