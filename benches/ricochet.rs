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
    random_position_with(seed, robots, usize::MAX)
}

/// As [`random_position`], keeping at most `keep` towers (sparse boards, as files may hold).
fn random_position_with(seed: u64, robots: u8, keep: usize) -> Position {
    let mut rng = step_rng(seed, 1);
    let layout = [Layout::Easy, Layout::Hard, Layout::Random][rng.random_range(0..3)];
    let mut towers = place_towers(colours(robots), layout, &mut rng);
    towers.truncate(keep);
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

/// Every goal of the board of seed `seed` (each tower, each robot): the positions
/// [`random_position_with`] could have drawn from it.
fn all_goals(seed: u64, robots: u8, keep: usize) -> Vec<Position> {
    let mut rng = step_rng(seed, 1);
    let layout = [Layout::Easy, Layout::Hard, Layout::Random][rng.random_range(0..3)];
    let mut towers = place_towers(colours(robots), layout, &mut rng);
    towers.truncate(keep);
    let robots = place_robots(colours(robots), &towers, &mut rng);
    let mut out = Vec::new();
    for t in &towers {
        for r in &robots {
            let pos = Position::from_setup(Setup {
                towers: towers.clone(),
                robots: robots.clone(),
                goal: Goal {
                    robot: r.color,
                    tower: t.at,
                },
            })
            .expect("generated positions are legal");
            if !pos.is_solved() {
                out.push(pos);
            }
        }
    }
    out
}

/// `RICOCHET_HUNT=robots,keep,seeds`: the unreachable goals whose proof visits the most
/// states, over every goal of `seeds` random boards (how the exhaustive cases below were found).
fn hunt(robots: u8, keep: usize, seeds: u64) {
    let mut solver = Solver::new();
    let mut found: Vec<(usize, u64, usize)> = Vec::new();
    for seed in 0..seeds {
        for (i, pos) in all_goals(seed, robots, keep).iter().enumerate() {
            if solver.solve(pos).is_none() {
                found.push((solver.states_seen(), seed, i));
            }
        }
    }
    found.sort_unstable_by(|a, b| b.cmp(a));
    println!(
        "{} unreachable goals; the largest proofs (states, seed, goal):",
        found.len()
    );
    for f in found.iter().take(10) {
        println!("  {f:?}");
    }
}

fn summary(what: &str, times: &[Duration]) {
    let mut sorted = times.to_vec();
    sorted.sort();
    let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q) as usize];
    let total: Duration = times.iter().sum();
    println!(
        "  {what}: median {:?}, p90 {:?}, p99 {:?}, worst {:?}, mean {:?}",
        at(0.5),
        at(0.9),
        at(0.99),
        sorted[sorted.len() - 1],
        total / times.len() as u32
    );
}

fn distribution(robots: u8, count: u64, keep: usize) {
    let positions: Vec<Position> = (0..count)
        .map(|s| random_position_with(s, robots, keep))
        .collect();
    let mut solver = Solver::new();
    let mut times = Vec::with_capacity(positions.len());
    let mut lengths = vec![0usize; 64];
    let mut unsolvable = 0;
    for pos in &positions {
        // Best of 3: the least disturbed by other processes on a shared machine.
        let time = (0..3)
            .map(|_| {
                let start = Instant::now();
                black_box(solver.solve(black_box(pos)));
                start.elapsed()
            })
            .min()
            .unwrap();
        times.push(time);
        match solver.solve(pos) {
            Some(m) => lengths[m.len()] += 1,
            None => unsolvable += 1,
        }
    }
    let towers = if keep == usize::MAX {
        "full set of towers".to_string()
    } else {
        format!("at most {keep} tower{}", if keep == 1 { "" } else { "s" })
    };
    println!(
        "ricochet solver, {count} random {robots}-robot positions, {towers}, time per position (best of 3):"
    );
    summary("all", &times);
    let worst = (0..times.len()).max_by_key(|&i| times[i]).unwrap();
    let best = (0..20)
        .map(|_| {
            let start = Instant::now();
            black_box(solver.solve(black_box(&positions[worst])));
            start.elapsed()
        })
        .min()
        .unwrap();
    let moves = solver.solve(&positions[worst]).map(|m| m.len());
    println!(
        "  slowest: position {worst} ({moves:?} moves, {} states), best of 20: {best:?}",
        solver.states_seen()
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
    let seed = robomod::games::ricochet::file::read_setup(include_str!(
        "../tests/ricochet/fixtures/seed.toml"
    ))
    .expect("the seed fixture reads");
    c.bench_function("solve the seed's example (5 moves)", |b| {
        b.iter(|| solver.solve(black_box(&seed)))
    });
    // The slowest of the 10,000 random positions in the runs recorded in the docs.
    for n in [3206u64, 1160] {
        let pos = random_position(n, 3);
        c.bench_function(&format!("solve random 3-robot position {n}"), |b| {
            b.iter(|| solver.solve(black_box(&pos)))
        });
    }
    let pos = random_position(185, 4);
    c.bench_function("solve random 4-robot position 185", |b| {
        b.iter(|| solver.solve(black_box(&pos)))
    });
}

criterion_group!(benches, fixed);

fn main() {
    if let Ok(spec) = std::env::var("RICOCHET_HUNT") {
        let v: Vec<u64> = spec.split(',').filter_map(|x| x.parse().ok()).collect();
        hunt(v[0] as u8, v[1] as usize, v[2]);
        return;
    }
    // RICOCHET_POSITION=N times one position of the distribution (best of 200).
    if let Some(n) = std::env::var("RICOCHET_POSITION")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        let pos = random_position(n, 3);
        let mut solver = Solver::new();
        let best = (0..200)
            .map(|_| {
                let start = Instant::now();
                black_box(solver.solve(black_box(&pos)));
                start.elapsed()
            })
            .min()
            .unwrap();
        println!(
            "position {n}: {} states, best of 200: {best:?}",
            solver.states_seen()
        );
        return;
    }
    distribution(3, 10_000, usize::MAX);
    distribution(3, 1_000, 3);
    distribution(3, 1_000, 1);
    distribution(4, 200, usize::MAX);
    if std::env::args().any(|a| a == "--distribution-only") {
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
