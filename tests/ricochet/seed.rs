//! The seed's worked example, read from its own diagrams.

use super::{seed_position, sq};
use robomod::games::ricochet::notation::parse_solution;
use robomod::games::ricochet::{Color, Square, solve};

/// The six diagrams of the seed (start, y north, r north, y east, y south, r east), copied as
/// printed, including the later diagrams' tower at b7 (a typo for a7: towers never move).
const DIAGRAMS: &str = "
. . . . . T . .    . . . . . T . .    . . . . . T . .
T . . . . . . .    . T . . . y . .    . T . . . y . .
. . . . . . G .    . . . . . . G .    . . . . . r G .
. . T . . y . g    . . T . . . . g    . . T . . . . g
. . . . . . . T    . . . . . . . T    . . . . . . . T
. . . T . . . .    . . . T . . . .    . . . T . . . .
T . . . . r . .    T . . . . r . .    T . . . . . . .
. . . . T . . .    . . . . T . . .    . . . . T . . .
. . . . . T . .    . . . . . T . .    . . . . . T . .
T . . . . . . y    . T . . . . . .    . T . . . . . .
. . . . . r G .    . . . . . r G y    . . . . . . r y
. . T . . . . g    . . T . . . . g    . . T . . . . g
. . . . . . . T    . . . . . . . T    . . . . . . . T
. . . T . . . .    . . . T . . . .    . . . T . . . .
T . . . . . . .    T . . . . . . .    T . . . . . . .
. . . . T . . .    . . . . T . . .    . . . . T . . .
";

/// Where each robot letter stands in each of the six diagrams.
fn robots_in_diagrams() -> Vec<Vec<(Color, Square)>> {
    let rows: Vec<&str> = DIAGRAMS.lines().filter(|l| !l.is_empty()).collect();
    assert_eq!(rows.len(), 16);
    let mut boards = vec![Vec::new(); 6];
    for (i, row) in rows.iter().enumerate() {
        let rank = 7 - (i % 8) as u8;
        for (col, chunk) in row.split("    ").enumerate() {
            let board = (i / 8) * 3 + col;
            for (file, cell) in chunk.split(' ').enumerate() {
                let c = cell.chars().next().unwrap();
                if let Some(color) = c.is_lowercase().then(|| Color::from_letter(c)).flatten() {
                    boards[board].push((color, Square::new(file as u8, rank).unwrap()));
                }
            }
        }
    }
    for b in &mut boards {
        b.sort();
    }
    boards
}

#[test]
fn the_five_move_solution_reproduces_every_diagram() {
    let boards = robots_in_diagrams();
    let mut pos = seed_position();
    let robots = |p: &robomod::games::ricochet::Position| -> Vec<(Color, Square)> {
        let mut v: Vec<_> = p.robots().iter().map(|r| (r.color, r.at)).collect();
        v.sort();
        v
    };
    assert_eq!(robots(&pos), boards[0], "start");
    let moves = parse_solution("y N, r N, y E, y S, r E").unwrap();
    for (i, mv) in moves.iter().enumerate() {
        pos.play(*mv).unwrap();
        assert_eq!(robots(&pos), boards[i + 1], "after move {} ({mv})", i + 1);
    }
    assert!(pos.is_solved());
    assert_eq!(pos.robot(Color::Red), Some(sq("g6")));
}

#[test]
fn the_seed_describes_each_move_as_the_engine_plays_it() {
    let pos = seed_position();
    let (_, steps) = pos
        .check_solution(&parse_solution("yN rN yE yS rE").unwrap())
        .unwrap();
    let got: Vec<String> = steps
        .iter()
        .map(|s| format!("{} {}-{}", s.mv, s.from, s.to))
        .collect();
    // "y north (it moves 2 squares then stops because the next square has a blocking tower)",
    // "r north (y blocks r)", "y east (stopping at the map edge)", "y south (blocked by g)",
    // "r east (y blocks r so that r ends its move on the goal)".
    assert_eq!(
        got,
        ["yN f5-f7", "rN f2-f6", "yE f7-h7", "yS h7-h6", "rE f6-g6"]
    );
}

#[test]
fn the_solver_finds_at_most_five_moves_on_the_seed_example() {
    let pos = seed_position();
    let moves = solve(&pos).unwrap();
    assert!(moves.len() <= 5, "{moves:?}");
    assert!(pos.check_solution(&moves).is_ok());
}
