//! The moderator core, driven through the library with a test clock over temp databases.

mod lifecycle;
mod mail;
mod outbox;
mod replay;
mod snapshots;
mod support;
mod testgame;
