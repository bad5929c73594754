//! The robot race of seed 004 as a pure rules engine behind the [`Game`] trait.
//!
//! - [`board`]: squares, directions, elements, walls, lasers, the validated [`board::Board`];
//!   [`board_file`]: the plain-text board format; [`boards`]: the shipped boards;
//!   [`board_view`]: the board in ASCII; `courses`: the boards as the registry's courses.
//!
//! - [`cards`]: dealt cards and register instructions; [`upgrades`]: the 22 upgrades and the
//!   round options; [`position`]: the validated position between rounds; [`events`]: what
//!   happened; [`execute`]: one round, step by step; [`position_files`]: a round run from a
//!   position file (`robomod sim`).
//!
//! - [`game`]: the race behind the [`Game`] trait (picking start squares, the rounds);
//!   [`draft`]: the option draft (house rule `draft`) before the first round.
//!
//! The rules as played, with the seed sentence behind each, are in `docs/rules/race.md`.

pub mod arena;
pub mod board;
pub mod board_file;
pub mod board_view;
pub mod boards;
pub mod bot;
pub mod cards;
mod compose;
mod courses;
pub mod draft;
pub mod events;
pub mod execute;
pub mod game;
pub mod names;
pub mod notation;
pub mod orders;
pub mod picture;
pub mod position;
pub mod position_file;
pub mod position_files;
pub mod report;
pub mod setup;
pub mod standings;
pub mod steps;
pub mod turns;
pub mod upgrades;

#[cfg(test)]
mod testkit;
#[cfg(test)]
mod tests;

pub use game::{Race, Settings, State};
