//! The race's boards as courses ([`Courses`]): the shipped boards by name, a board file read
//! with every problem located (in the reader's language), a board's text view with its
//! legend and its picture, and the settings that choose one (`board`, `board_text`).

use super::board::Board;
use super::position::Position;
use super::{Race, board_file, board_view, boards, picture};
use crate::games::capability::{Course, CourseProblem, Courses};
use crate::lang::Say;
use crate::say;
use serde_json::{Map, Value};

/// `board` as a course: its name, its size and what is on it, its view.
fn course(board: &Board, say: Say<'_>) -> Course {
    Course {
        name: board.name().to_string(),
        summary: say!(
            say,
            "race-course-summary",
            width = board.width(),
            height = board.height(),
            flags = board.flags(),
            starts = board.starts().len()
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

    fn course_file(name: &str, text: &str, say: Say<'_>) -> Result<Course, Vec<CourseProblem>> {
        board_file::parse(name, text)
            .map(|b| course(&b, say))
            .map_err(|e| {
                e.0.iter()
                    .map(|p| CourseProblem {
                        line: p.line,
                        column: p.column,
                        what: p.in_words(say),
                    })
                    .collect()
            })
    }

    fn course_picture(name: &str, text: &str, say: Say<'_>) -> Option<String> {
        let board = board_file::parse(name, text).ok()?;
        let position = Position::empty(board);
        let title = say!(say, "race-course-title", board = name);
        Some(picture::picture_of(&position, &[], &position, &title, say))
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

#[cfg(test)]
mod tests {
    use super::*;

    const BROKEN: &str = "name: broken\n\n     a   b\n2    .   F1\n1    S1  Q\n\nwall: z9 N\n";

    #[test]
    fn a_course_files_problems_are_located_and_said_in_the_readers_language() {
        let en = Race::course_file("x", BROKEN, Say::english()).unwrap_err();
        let places: Vec<(usize, usize)> = en.iter().map(|p| (p.line, p.column)).collect();
        assert_eq!(places, [(5, 10), (7, 7)], "{en:?}");
        assert!(en[0].what.contains("\"Q\" is not a square"), "{en:?}");
        assert!(en[1].what.contains("\"z9\" is not a square"), "{en:?}");
        let pl = Race::course_file("x", BROKEN, Say::builtin("pl")).unwrap_err();
        assert_eq!(pl.len(), 2);
        assert!(pl[0].what.contains("„Q” nie jest polem"), "{pl:?}");
        let text = crate::games::capability::files::problems_text(&en);
        assert!(text.starts_with("line 5, column 10: \"Q\""), "{text}");
    }

    #[test]
    fn a_good_course_reads_with_its_summary_and_picture() {
        let good = BROKEN.replace(" Q", " S2").replace("z9", "a1");
        let c = Race::course_file("x", &good, Say::english()).unwrap();
        assert_eq!(c.name, "broken");
        assert_eq!(c.summary, "2x2, 1 flag, 2 start squares");
        let svg = Race::course_picture("broken", &good, Say::english()).unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("broken"), "{svg}");
        assert!(Race::course_picture("x", BROKEN, Say::english()).is_none());
    }
}
