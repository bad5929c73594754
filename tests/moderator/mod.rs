//! The moderator core, driven through the library with a test clock over temp databases.

mod absences;
mod archive;
mod caps;
mod cli;
mod counting;
mod held;
mod held_cli;
mod lateness;
mod lifecycle;
mod machines;
mod mail;
mod outbox;
mod ownership;
mod picture_languages;
mod press;
mod rambots;
mod ratings;
mod readonly;
mod replay;
mod ricochet;
mod rollback;
mod snapshots;
mod step_mail;
mod support;
mod testgame;
mod tools;
