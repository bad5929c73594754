//! The board in ASCII for reports and `robomod board show` (stub: being written on another branch).

use super::board::{Board, Dir, Square};

/// A robot drawn on the board: where, which way it faces, the letter that names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Marker {
    pub at: Square,
    pub facing: Dir,
    pub letter: char,
}

/// The board with `markers` on it, at most 72 columns wide, and its legend.
pub fn render(board: &Board, markers: &[Marker]) -> String {
    let _ = markers;
    format!("{}\n", board.name())
}
