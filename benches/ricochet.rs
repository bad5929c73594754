//! Ricochet Pyramids solver speed.
//!
//! `cargo bench --bench ricochet` first times the exhaustive cases (goals out of reach that only
//! a full search proves, `tests/ricochet/fixtures/unreachable-*.toml`), then solves 10,000
//! random 3-robot positions (a generated board
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

/// `RICOCHET_HUNT_UNIFORM=robots,seeds`: as [`hunt`], on boards of 0 to 24 towers placed
/// uniformly at random (any file may hold such a board), every goal of each.
fn hunt_uniform(robots: u8, seeds: u64) {
    use robomod::games::ricochet::{Color, Robot, Square, Tower};
    let mut solver = Solver::new();
    let mut found: Vec<(usize, u64, usize)> = Vec::new();
    for seed in 0..seeds {
        let mut rng = step_rng(seed, 7);
        let mut squares: Vec<Square> = Square::ALL.to_vec();
        for i in 0..squares.len() {
            let j = rng.random_range(i..squares.len());
            squares.swap(i, j);
        }
        let k = rng.random_range(0..25usize);
        let towers: Vec<Tower> = squares[..k]
            .iter()
            .map(|&at| Tower {
                at,
                top: Color::Red,
                base: Color::Red,
            })
            .collect();
        let robots: Vec<Robot> = Color::ALL[..robots as usize]
            .iter()
            .zip(&squares[k..])
            .map(|(&color, &at)| Robot { color, at })
            .collect();
        let mut i = 0;
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
                .expect("legal");
                if solver.solve(&pos).is_none() && solver.states_seen() > 0 {
                    found.push((solver.states_seen(), seed, i));
                }
                i += 1;
            }
        }
    }
    found.sort_unstable_by(|a, b| b.cmp(a));
    println!(
        "{} unreachable goals needing a search; the largest (states, seed, goal):",
        found.len()
    );
    for f in found.iter().take(10) {
        println!("  {f:?}");
    }
}

/// `RICOCHET_CLIMB=robots,seed,steps`: hill-climbing from a random board towards the
/// unreachable goal whose proof visits the most states: one tower added, removed or moved, or
/// one robot moved, kept when the goal stays unreachable and the proof grows. Prints the best
/// position as a position file.
fn climb(robots: u8, seed: u64, steps: usize) {
    use robomod::games::ricochet::{Color, Robot, Square, Tower};
    let mut rng = step_rng(seed, 9);
    let mut solver = Solver::new();
    let tower = |at| Tower {
        at,
        top: Color::Red,
        base: Color::Red,
    };
    let sq = |rng: &mut _| Square::ALL[RngExt::random_range(rng, 0..64usize)];
    let score = |solver: &mut Solver, s: &Setup| -> Option<usize> {
        let pos = Position::from_setup(s.clone()).ok()?;
        if pos
            .robots()
            .iter()
            .any(|r| s.towers.iter().any(|t| t.at == r.at))
        {
            return None;
        }
        solver.solve(&pos).is_none().then(|| solver.states_seen())
    };
    // A start: the goal robot's tower walled off, which the climb then opens up.
    let mut best = Setup {
        towers: vec![
            tower(Square::ALL[0]),
            tower(Square::ALL[9]),
            tower(Square::ALL[2]),
        ],
        robots: Color::ALL[..robots as usize]
            .iter()
            .enumerate()
            .map(|(i, &color)| Robot {
                color,
                at: Square::ALL[63 - i],
            })
            .collect(),
        goal: Goal {
            robot: Color::ALL[0],
            tower: Square::ALL[0],
        },
    };
    let mut best_score = score(&mut solver, &best).unwrap_or(0);
    for _ in 0..steps {
        let mut s = best.clone();
        match rng.random_range(0..4) {
            0 => s.towers.push(tower(sq(&mut rng))),
            1 if s.towers.len() > 1 => {
                let i = rng.random_range(1..s.towers.len());
                s.towers.remove(i);
            }
            2 => {
                let i = rng.random_range(0..s.towers.len());
                s.towers[i].at = sq(&mut rng);
                if i == 0 {
                    s.goal.tower = s.towers[0].at;
                }
            }
            _ => {
                let i = rng.random_range(0..s.robots.len());
                s.robots[i].at = sq(&mut rng);
            }
        }
        if let Some(v) = score(&mut solver, &s)
            && v >= best_score
        {
            best = s;
            best_score = v;
        }
    }
    let towers: Vec<String> = best
        .towers
        .iter()
        .map(|t| format!("  {{ at = \"{}\", top = \"red\", base = \"red\" }},", t.at))
        .collect();
    let robots: Vec<String> = best
        .robots
        .iter()
        .map(|r| format!("{{ color = \"{}\", at = \"{}\" }}", r.color, r.at))
        .collect();
    println!(
        "# {best_score} states\ngame = \"ricochet\"\ntowers = [\n{}\n]\nrobots = [ {} ]\n\
         goal = {{ robot = \"{}\", tower = \"{}\" }}",
        towers.join("\n"),
        robots.join(", "),
        best.goal.robot,
        best.goal.tower
    );
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
    for (name, pos) in exhaustive() {
        c.bench_function(&format!("prove out of reach: {name}"), |b| {
            b.iter(|| solver.solve(black_box(&pos)))
        });
    }
}

/// The exhaustive cases: goals out of reach that the relaxed test lets through, found by
/// hill-climbing ([`climb`]), so that the solver must show no arrangement of robots helps.
fn exhaustive() -> [(&'static str, Position); 2] {
    let read = |text| robomod::games::ricochet::file::read_setup(text).expect("a fixture");
    [
        (
            "3 robots (unreachable-3.toml)",
            read(include_str!(
                "../tests/ricochet/fixtures/unreachable-3.toml"
            )),
        ),
        (
            "4 robots (unreachable-4.toml)",
            read(include_str!(
                "../tests/ricochet/fixtures/unreachable-4.toml"
            )),
        ),
    ]
}

/// Each exhaustive case, best of 200.
fn exhaustive_times() {
    let mut solver = Solver::new();
    println!("ricochet solver, goals out of reach (exhaustive), best of 200:");
    for (name, pos) in exhaustive() {
        let best = (0..200)
            .map(|_| {
                let start = Instant::now();
                black_box(solver.solve(black_box(&pos)));
                start.elapsed()
            })
            .min()
            .unwrap();
        println!("  {name}: {best:?}, {} states", solver.states_seen());
    }
}

criterion_group!(benches, fixed);

fn main() {
    if let Ok(spec) = std::env::var("RICOCHET_HUNT") {
        let v: Vec<u64> = spec.split(',').filter_map(|x| x.parse().ok()).collect();
        hunt(v[0] as u8, v[1] as usize, v[2]);
        return;
    }
    if let Ok(spec) = std::env::var("RICOCHET_CLIMB") {
        let v: Vec<u64> = spec.split(',').filter_map(|x| x.parse().ok()).collect();
        climb(v[0] as u8, v[1], v[2] as usize);
        return;
    }
    if let Ok(spec) = std::env::var("RICOCHET_HUNT_UNIFORM") {
        let v: Vec<u64> = spec.split(',').filter_map(|x| x.parse().ok()).collect();
        hunt_uniform(v[0] as u8, v[1]);
        return;
    }
    // RICOCHET_FILE=PATH times the position file at PATH (best of 200).
    if let Ok(path) = std::env::var("RICOCHET_FILE") {
        let text = std::fs::read_to_string(&path).expect("a position file");
        let pos = robomod::games::ricochet::file::read_setup(&text).expect("a position");
        let mut solver = Solver::new();
        let best = (0..200)
            .map(|_| {
                let start = Instant::now();
                black_box(solver.solve(black_box(&pos)));
                start.elapsed()
            })
            .min()
            .unwrap();
        let states = solver.states_seen();
        println!(
            "{path}: {states} states, best of 200: {best:?} ({:.1} ns a state)",
            best.as_nanos() as f64 / states.max(1) as f64
        );
        return;
    }
    // RICOCHET_POSITION=N[,ROBOTS] times one position of the distribution (best of 200).
    if let Ok(spec) = std::env::var("RICOCHET_POSITION") {
        let v: Vec<u64> = spec.split(',').filter_map(|x| x.parse().ok()).collect();
        let n = v[0];
        let pos = random_position(n, v.get(1).map_or(3, |&r| r as u8));
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
    exhaustive_times();
    distribution(3, 10_000, usize::MAX);
    distribution(3, 1_000, 3);
    distribution(3, 1_000, 1);
    distribution(4, 2_000, usize::MAX);
    if std::env::args().any(|a| a == "--distribution-only") {
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
