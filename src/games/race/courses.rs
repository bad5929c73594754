//! The race's boards as courses ([`Courses`]): the shipped boards by name, a board file read
//! with every error located, a board's text view with its legend, and the settings that
//! choose one (`board`, `board_text`).

use super::board::Board;
use super::{Race, board_file, board_view, boards};
use crate::games::capability::{Course, Courses};
use crate::lang::Say;
use serde_json::{Map, Value};

/// `board` as a course: its name, its size and what is on it, its view.
fn course(board: &Board, say: Say<'_>) -> Course {
    Course {
        name: board.name().to_string(),
        summary: format!(
            "{}x{}, {} flags, {} start squares",
            board.width(),
            board.height(),
            board.flags(),
            board.starts().len()
        ),
        view: board_view::render(board, &[], say),
    }
}

impl Courses for Race {
    fn course_names() -> &'static [&'static str] {
        boards::NAMES
    }

    fn shipped_course(name: &str, say: Say<'_>) -> Option<Course> {
        boards::shipped(name).map(|b| course(&b, say))
    }

    fn course_file(name: &str, text: &str, say: Say<'_>) -> Result<Course, String> {
        board_file::parse(name, text)
            .map(|b| course(&b, say))
            .map_err(|e| e.to_string())
    }

    fn course_settings(name: &str, text: Option<&str>) -> Map<String, Value> {
        let mut settings = Map::new();
        settings.insert("board".into(), Value::String(name.to_string()));
        if let Some(text) = text {
            settings.insert("board_text".into(), Value::String(text.to_string()));
        }
        settings
    }
}
