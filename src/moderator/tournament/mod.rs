//! Tournaments (issue 52, item 2): heats seeded by rating leading to a final, with play-offs
//! for a tie (the RAMbots tournament format, WBC heats), and series of games between the same
//! entrants (the robot race of seed 004, each next race's start order handed on by the game).
//!
//! - [`draw`]: the draws and what comes next, pure: heats in snake order by rating, who goes
//!   on, play-offs, the final; a series' standings.
//! - [`run`]: a tournament of heats opened with its entrants and moved on as its games end.
//!
//! Still to come (the next step of issue 52): opening and joining by mail (`TOURNAMENT OPEN
//! rambots HEATS 4`, `... race SERIES 3`, a game master or the operator), series, standings
//! mailed after each game, an archive page each, and LIST showing the open ones.

pub mod draw;
pub mod run;

pub use run::NewTournament;
