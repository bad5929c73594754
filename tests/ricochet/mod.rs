//! Ricochet Pyramids: the seed's worked example, the solver against a brute-force search, the
//! game through the `Game` trait (with snapshots of the mails) and the `robomod ricochet` CLI.

mod cli;
mod game;
mod seed;
mod solver;

use robomod::games::ricochet::{Color, Goal, Position, Robot, Setup, Square, Tower};

pub fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The seed's example board: towers (T) and the goal (G) in the first diagram, with colours
/// given here since the diagram draws every tower alike.
pub fn seed_position() -> Position {
    use Color::*;
    let towers = [
        ("f8", Red, Red),
        ("a7", Green, Red),
        ("g6", Yellow, Red),
        ("c5", Red, Green),
        ("h4", Green, Green),
        ("d3", Yellow, Green),
        ("a2", Red, Yellow),
        ("e1", Green, Yellow),
    ];
    Position::from_setup(Setup {
        towers: towers
            .iter()
            .map(|&(at, top, base)| Tower {
                at: sq(at),
                top,
                base,
            })
            .collect(),
        robots: vec![
            Robot {
                color: Red,
                at: sq("f2"),
            },
            Robot {
                color: Yellow,
                at: sq("f5"),
            },
            Robot {
                color: Green,
                at: sq("h5"),
            },
        ],
        goal: Goal {
            robot: Red,
            tower: sq("g6"),
        },
    })
    .unwrap()
}
