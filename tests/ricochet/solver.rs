//! The solver against a brute-force search: the same length on hundreds of random positions, and
//! every solution it returns replays to the goal.

use rand::RngExt;
use robomod::games::ricochet::layout::{Layout, colours, place_robots, place_towers};
use robomod::games::ricochet::{Color, Direction, Goal, Move, Position, Setup, Solver};
use robomod::games::step_rng;
use std::collections::HashSet;

/// The fewest moves by brute force: breadth-first over every arrangement of the robots (colours
/// told apart), each move played by the reference rules of `Position::play`. No bitboards, no
/// symmetry: an independent check of the solver.
fn brute_force(pos: &Position) -> Option<usize> {
    if pos.is_solved() {
        return Some(0);
    }
    let colors: Vec<Color> = pos.robots().iter().map(|r| r.color).collect();
    let mut seen = HashSet::new();
    seen.insert(pos.robots().to_vec());
    let mut layer = vec![pos.clone()];
    for depth in 1.. {
        let mut next = Vec::new();
        for p in &layer {
            for &robot in &colors {
                for dir in Direction::ALL {
                    let mut q = p.clone();
                    if q.play(Move { robot, dir }).is_err() {
                        continue;
                    }
                    if q.is_solved() {
                        return Some(depth);
                    }
                    if seen.insert(q.robots().to_vec()) {
                        next.push(q);
                    }
                }
            }
        }
        if next.is_empty() {
            return None;
        }
        layer = next;
    }
    unreachable!()
}

/// A random position: a generated board (or a sparser one), `robots` robots, a random goal.
fn random_position(seed: u64, robots: u8) -> Position {
    let mut rng = step_rng(seed, 7);
    let layout = [Layout::Easy, Layout::Hard, Layout::Random][seed as usize % 3];
    let mut towers = place_towers(colours(3), layout, &mut rng);
    // Some boards keep only a few towers, as position files may.
    if seed % 4 == 3 {
        towers.truncate(rng.random_range(1..=towers.len()));
    }
    let robots = place_robots(colours(robots), &towers, &mut rng);
    let tower = towers[rng.random_range(0..towers.len())].at;
    let robot = robots[rng.random_range(0..robots.len())].color;
    Position::from_setup(Setup {
        towers,
        robots,
        goal: Goal { robot, tower },
    })
    .unwrap()
}

#[test]
fn the_solver_is_as_short_as_brute_force_on_random_positions() {
    let mut solver = Solver::new();
    let mut checked = 0;
    let mut unsolvable = 0;
    for seed in 0..240u64 {
        let robots = if seed < 200 { 3 } else { 1 + (seed % 2) as u8 };
        let pos = random_position(seed, robots);
        let found = solver.solve(&pos);
        let bf = brute_force(&pos);
        assert_eq!(found.as_ref().map(Vec::len), bf, "seed {seed}: {pos:?}");
        match found {
            Some(moves) => {
                let (after, _) = pos
                    .check_solution(&moves)
                    .unwrap_or_else(|e| panic!("seed {seed}: the solution does not replay: {e}"));
                assert!(after.is_solved());
            }
            None => unsolvable += 1,
        }
        checked += 1;
    }
    assert_eq!(checked, 240);
    assert!(unsolvable < 120, "the positions should mostly be solvable");
}

#[test]
fn four_robot_solutions_replay_and_are_never_beaten() {
    let mut solver = Solver::new();
    for seed in 0..12u64 {
        let mut rng = step_rng(seed, 9);
        let towers = place_towers(colours(4), Layout::Random, &mut rng);
        let robots = place_robots(colours(4), &towers, &mut rng);
        let drawn = robomod::games::ricochet::layout::draw_goal(&towers, &robots, 1, &mut rng);
        let moves = solver.solve(&drawn.position).unwrap();
        assert_eq!(moves.len(), drawn.optimum);
        assert!(drawn.position.check_solution(&moves).is_ok());
        if moves.len() <= 5 {
            assert_eq!(
                brute_force(&drawn.position),
                Some(moves.len()),
                "seed {seed}"
            );
        }
    }
}

#[test]
fn no_solution_is_proved() {
    // A lone robot can never stop in the middle of an open board.
    let pos = Position::from_setup(Setup {
        towers: vec![robomod::games::ricochet::Tower {
            at: super::sq("d4"),
            top: Color::Red,
            base: Color::Red,
        }],
        robots: vec![robomod::games::ricochet::Robot {
            color: Color::Red,
            at: super::sq("a1"),
        }],
        goal: Goal {
            robot: Color::Red,
            tower: super::sq("d4"),
        },
    })
    .unwrap();
    assert_eq!(Solver::new().solve(&pos), None);
    assert_eq!(brute_force(&pos), None);
}

#[test]
fn a_solved_position_needs_no_moves() {
    let mut pos = super::seed_position();
    for mv in ["yN", "rN", "yE", "yS", "rE"] {
        pos.play(mv.parse().unwrap()).unwrap();
    }
    assert_eq!(Solver::new().solve(&pos), Some(vec![]));
}

/// The benchmark's exhaustive cases (hill-climbed): goals out of reach that the relaxed test
/// lets through, so the solver must show that no arrangement of the robots helps. The brute
/// force agrees; the solver's count is of the robots told apart only by the goal robot.
#[test]
fn goals_out_of_reach_after_a_long_search_are_proved() {
    for (file, states) in [
        (include_str!("fixtures/unreachable-3.toml"), 62_064),
        (include_str!("fixtures/unreachable-4.toml"), 116_930),
    ] {
        let pos = robomod::games::ricochet::file::read_setup(file).unwrap();
        let mut solver = Solver::new();
        assert_eq!(solver.solve(&pos), None);
        assert_eq!(solver.states_seen(), states);
        if pos.robots().len() == 3 {
            assert_eq!(brute_force(&pos), None);
        }
    }
}

/// Random boards of any towers (0 to 24, anywhere, robots on some of them), every goal: the
/// solver's answer replays, and whether there is one agrees with the brute force, including
/// goals that need more than the breadth-first search's first few thousand states.
#[test]
fn reachability_agrees_with_brute_force_on_uniform_boards() {
    use robomod::games::ricochet::{Robot, Square, Tower};
    let mut solver = Solver::new();
    let (mut none, mut long) = (0, 0);
    for seed in 0..120u64 {
        let mut rng = step_rng(seed, 11);
        let mut squares: Vec<Square> = Square::ALL.to_vec();
        for i in 0..64 {
            let j = rng.random_range(i..64);
            squares.swap(i, j);
        }
        let k = rng.random_range(1..25usize);
        let towers: Vec<Tower> = squares[..k]
            .iter()
            .map(|&at| Tower {
                at,
                top: Color::Red,
                base: Color::Red,
            })
            .collect();
        let robots: Vec<Robot> = Color::ALL[..3]
            .iter()
            .enumerate()
            .map(|(i, &color)| Robot {
                color,
                // Now and then a robot starts on a tower (a former goal).
                at: if seed % 5 == 0 && i == 2 {
                    squares[0]
                } else {
                    squares[k + i]
                },
            })
            .collect();
        let goal = Goal {
            robot: robots[rng.random_range(0..3)].color,
            tower: squares[rng.random_range(0..k)],
        };
        let Ok(pos) = Position::from_setup(Setup {
            towers,
            robots,
            goal,
        }) else {
            continue;
        };
        let found = solver.solve(&pos);
        long += usize::from(solver.states_seen() > 4096);
        assert_eq!(
            found.as_ref().map(Vec::len),
            brute_force(&pos),
            "seed {seed}"
        );
        match found {
            Some(moves) if moves.is_empty() => assert!(pos.is_solved()),
            Some(moves) => assert!(pos.check_solution(&moves).unwrap().0.is_solved()),
            None => none += 1,
        }
    }
    assert!(
        none > 5 && long > 5,
        "{none} out of reach, {long} long searches"
    );
}
