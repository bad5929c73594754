//! Tournaments (issue 52, item 2): heats seeded by rating leading to a final, with play-offs
//! for a tie (the RAMbots tournament format, WBC heats), and series of games between the same
//! entrants (the robot race of seed 004, each next race's start order handed on by the game).
//!
//! - [`draw`]: the draws and what comes next, pure: heats in snake order by rating, who goes
//!   on, play-offs, the final; a series' next game, standings and winner.
//! - [`run`]: a tournament opened (to be joined, or with its entrants), started, and moved on
//!   as its games end.
//! - [`types`]: its format, what opens one, its stages as stored, the steps it tells of.
//! - [`mail`]: `TOURNAMENT OPEN`, `START`, `JOIN TOURNAMENT`, `LEAVE TOURNAMENT`, `TOURNAMENT
//!   3` by mail, and start dates.
//! - [`news`]: one view of a tournament (its games, points, winner) and the mail its entrants
//!   get at each step.

pub mod draw;
pub mod mail;
pub mod news;
pub mod run;
pub mod types;

pub use types::{Format, NewTournament};
