//! robomod: a play-by-email moderator for programmed-robot board games.
//!
//! - [`games`]: pure rules engines behind one [`games::Game`] trait.
//! - [`clock`]: the time source (real or set by tests).
//! - [`cli`]: the command layer the `robomod` binary dispatches to.

pub mod cli;
pub mod clock;
pub mod games;
