//! robomod: a play-by-email moderator for programmed-robot board games.
//!
//! - [`games`]: pure rules engines behind one [`games::Game`] trait.
//! - [`clock`]: the time source (real or set by tests).
//! - [`cli`]: the command layer the `robomod` binary dispatches to.
//! - [`templates`]: mail bodies (minijinja); [`outgoing`]: a mail to send, as data.

pub mod cli;
pub mod clock;
pub mod config;
pub mod games;
pub mod inbound;
pub mod mail;
pub mod moderator;
pub mod outgoing;
pub mod store;
pub mod templates;
