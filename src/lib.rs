//! robomod: a play-by-email moderator for programmed-robot board games.
//!
//! - [`games`]: pure rules engines behind one [`games::Game`] trait.
//! - [`moderator`]: the game-agnostic lifecycle over [`store`] (SQLite).
//! - [`mail`]: reading mail, inboxes, transports; [`daemon`]: the serve loop.
//! - [`inbound`] / [`outgoing`]: a received and a queued mail as plain data.
//! - [`config`], [`templates`], [`clock`]: the config file, mail bodies, the time source.
//! - [`schedule`], [`duration`], [`identity`], [`lobby_rules`], [`address`]: leaves several layers
//!   share (deadlines, durations as written, robomod's address and tag, the lobby's rules, whether
//!   an address can be written to).
//! - [`font`]: the shipped font and how wide a text is in it (a leaf the games and [`picture`]
//!   share).
//! - [`picture`]: the games' SVG board pictures to PNG; [`archive`]: the games as a website.
//! - [`ops`]: what an operator runs beside the daemon: `status`, `doctor`.
//! - [`cli`]: the command layer the `robomod` binary dispatches to.

pub mod address;
pub mod archive;
pub mod cli;
pub mod clock;
pub mod config;
pub mod daemon;
pub mod duration;
pub mod font;
pub mod games;
pub mod identity;
pub mod inbound;
pub mod lang;
pub mod lobby_rules;
pub mod mail;
pub mod moderator;
pub mod ops;
pub mod outgoing;
pub mod phrases;
pub mod picture;
pub mod schedule;
pub mod store;
pub mod templates;
