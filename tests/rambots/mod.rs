//! RAMbots: golden round reports, invariants over random positions and games, the Game trait
//! as the moderator drives it, and the `robomod sim` command line.

mod cli;
mod game;
mod invariants;
mod polish;
mod random_games;
mod snapshots;
