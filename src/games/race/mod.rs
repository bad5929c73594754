//! The robot race of seed 004 as a pure rules engine behind the [`Game`] trait.
//!
//! - [`board`]: squares, directions, elements, walls, lasers, the validated [`board::Board`];
//!   [`board_file`]: the plain-text board format; [`boards`]: the shipped boards;
//!   [`board_view`]: the board in ASCII.
//!
//! The rules as played, with the seed sentence behind each, are in `docs/rules/race.md`.

pub mod board;
pub mod board_file;
pub mod board_view;
pub mod boards;
