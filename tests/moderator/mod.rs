//! The moderator core, driven through the library with a test clock over temp databases.

mod cli;
mod lifecycle;
mod mail;
mod outbox;
mod press;
mod rambots;
mod replay;
mod ricochet;
mod snapshots;
mod support;
mod testgame;
mod tools;
