//! Test support shared by topic modules.

pub mod browser;
pub mod cli;
pub mod clock;
pub mod english;
pub mod mailservers;
pub mod mime;
pub mod sink;
pub mod skip;
pub mod unprivileged;
pub mod whole_game;
