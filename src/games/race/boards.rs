//! The boards shipped with robomod (stub: being written on another branch).

use super::board::Board;

/// The shipped boards' names.
pub const NAMES: &[&str] = &[];

/// The shipped board called `name`.
pub fn shipped(name: &str) -> Option<Board> {
    let _ = name;
    None
}
