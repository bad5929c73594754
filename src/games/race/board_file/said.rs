//! What is wrong in a board file, as messages of the race's phrasebook (`race-board-file-*`
//! in `lang/<code>.ftl`), so that a course sent by mail is answered in its sender's language:
//! the file's own problems and those of the board it describes ([`BoardError`]).

use super::super::board::BoardError;
use crate::games::{SetupArg, SetupError};

/// Message `id` with text arguments `args`.
pub(super) fn said(id: &'static str, args: &[(&'static str, &str)]) -> SetupError {
    let args = args
        .iter()
        .map(|(k, v)| (*k, SetupArg::Text(v.to_string())))
        .collect();
    SetupError::said(id, args)
}

/// `word` is no square.
pub(super) fn bad_square(word: &str) -> SetupError {
    said("race-board-file-square", &[("word", word)])
}

/// `word` is no side (a direction).
pub(super) fn bad_side(word: &str) -> SetupError {
    said("race-board-file-side", &[("word", word)])
}

/// What is wrong with the board a file of `width` by `height` describes.
pub(super) fn board_error(e: &BoardError, (width, height): (u8, u8)) -> SetupError {
    let n = |v: u8| v.to_string();
    let (w, h) = (n(width), n(height));
    match e {
        BoardError::Size { width, height } => said(
            "race-board-file-size",
            &[("width", &n(*width)), ("height", &n(*height))],
        ),
        BoardError::Cells { got, want, .. } => said(
            "race-board-file-cells",
            &[("got", &got.to_string()), ("want", &want.to_string())],
        ),
        BoardError::OffBoard(sq) => said(
            "race-board-file-off",
            &[("square", &sq.to_string()), ("width", &w), ("height", &h)],
        ),
        BoardError::NoFlag => said("race-board-file-no-flag", &[]),
        BoardError::NoStart => said("race-board-file-no-start", &[]),
        BoardError::FlagGap { missing, present } => said(
            "race-board-file-flag-gap",
            &[("missing", &n(*missing)), ("present", &n(*present))],
        ),
        BoardError::FlagTwice(f) => said("race-board-file-flag-twice", &[("flag", &n(*f))]),
        BoardError::StartTwice(s) => said("race-board-file-start-twice", &[("start", &n(*s))]),
        BoardError::StartGap { missing, present } => said(
            "race-board-file-start-gap",
            &[("missing", &n(*missing)), ("present", &n(*present))],
        ),
        BoardError::Beams(sq, beams) => said(
            "race-board-file-laser-beams",
            &[("square", &sq.to_string()), ("beams", &n(*beams))],
        ),
        BoardError::HalfGear => said("race-board-file-half-gear", &[]),
    }
}
