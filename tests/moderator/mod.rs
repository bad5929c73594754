//! The moderator core, driven through the library with a test clock over temp databases.

mod lifecycle;
mod support;
mod testgame;
