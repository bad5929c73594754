//! Ricochet Pyramids (Russ Williams), the game kind `ricochet`: robots slide until blocked, a goal
//! (a robot and a tower) is drawn, players bid the shortest solution. See `docs/rules/ricochet.md`.
//!
//! - [`board`]: squares, colours, directions, moves, towers.
//! - [`position`]: setups, validated positions and the movement rules.
//! - [`solver`]: the optimal breadth-first solver.
//! - [`notation`]: reading solutions as players write them.
//! - [`layout`]: board generation and goal drawing.
//! - [`steps`]: the winning solution move by move, for the HTML report.
//! - [`game`]: the [`Game`](crate::games::Game) implementation; [`report`] and [`render`]: text.
//! - [`file`]: the TOML position file of `robomod solve` and `robomod sim`;
//!   `position_files`: the registry's position files and solver on it.

pub mod board;
mod compose;
pub mod file;
pub mod game;
pub mod layout;
pub mod notation;
pub mod picture;
pub mod position;
mod position_files;
pub mod render;
pub mod report;
pub mod solver;
pub mod state;
pub mod steps;
pub mod words;

pub use board::{Color, Direction, Move, Square, Tower};
pub use file::{FileError, Solved, sim_from_toml, solve_toml};
pub use game::Ricochet;
pub use position::{Goal, Position, Robot, Setup};
pub use solver::{Solver, solve};
pub use state::{Bid, Event, Settings, State};
