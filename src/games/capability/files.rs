//! The capabilities of a game's files, for the operator's commands: position files
//! ([`PositionFiles`]: `robomod sim`), courses ([`Courses`]: the race's boards, `robomod
//! board`), and a solver ([`Solver`]: `robomod solve`); each with the view the
//! command line calls through the registry ([`DynPositionFiles`], [`DynCourses`],
//! [`DynSolver`]), and [`position_files_for`], the game a position file names.
//!
//! Text in, text out: the command line reads and writes the files, the game reads what they
//! say. What these return is for the operator, in English unless a `Say` is given (reports
//! and pictures). Errors are one message, naming the field or the line and column.

use super::Via;
use crate::games::registry::Registry;
use crate::games::{DynGame, Game};
use crate::lang::Say;
use serde::Deserialize;
use serde_json::{Map, Value};

/// A position file as `robomod sim` gives it: its text, and what a round run from it uses.
#[derive(Clone, Copy)]
pub struct PositionText<'a> {
    /// The file's text (TOML), its `game` naming the kind.
    pub text: &'a str,
    /// The seed of the round's random draws.
    pub seed: u64,
    /// Orders the file leaves out are filled at random, as a deadline does; without it a game
    /// that would have to guess them refuses the file, naming the seats.
    pub fill: bool,
    /// Reads a file the position names (a race's board file) by the name the file gives.
    pub read: &'a dyn Fn(&str) -> Result<String, String>,
}

impl<'a> PositionText<'a> {
    /// `text` with seed 0, nothing filled and no other file to read.
    pub fn new(text: &'a str) -> Self {
        PositionText {
            text,
            seed: 0,
            fill: false,
            // english: a position file's error, for the operator
            read: &|name| Err(format!("{name}: no file is read here")),
        }
    }
}

/// Position files: a round run from one (what-ifs, the rules' examples, golden reports), and
/// a fresh starting position written as one.
pub trait PositionFiles: Game {
    /// The report of the round the file runs, in `say`'s language.
    fn file_report(file: PositionText<'_>, say: Say<'_>) -> Result<String, String>;
    /// The round the file runs as JSON text (its last line ended): the position after in the
    /// file's schema and what happened, as the game words it.
    fn file_json(file: PositionText<'_>) -> Result<String, String>;
    /// The board after the round the file runs, its moves drawn, as an SVG picture titled
    /// `title`, its words in `say`'s language.
    fn file_picture(file: PositionText<'_>, title: &str, say: Say<'_>) -> Result<String, String>;
    /// A fresh starting position as a position file (commented), for `players` (`None`: the
    /// game's usual table), drawn from `seed`.
    fn fresh_file(
        settings: &Self::Settings,
        players: Option<usize>,
        seed: u64,
    ) -> Result<String, String>;
    /// The file read and, when it reads, its round played and the position after written and
    /// read back: `Ok(false)` a file that does not read, `Ok(true)` one that reads and whose
    /// round's position reads back as written; `Err` a position written that does not (a bug).
    fn file_played_back(file: PositionText<'_>) -> Result<bool, String>;
}

/// One course (a race's board) as [`Courses`] shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Course {
    /// Its name: `gauntlet`.
    pub name: String,
    /// Its size and what is on it, in a few words: `12x12, 3 flags, 8 start squares`.
    pub summary: String,
    /// The course as text, with its legend.
    pub view: String,
}

/// One problem in a course file: where it is and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseProblem {
    /// From 1; 0 when the problem is with the course as a whole.
    pub line: usize,
    /// From 1; 0 with line 0.
    pub column: usize,
    /// What is wrong, in the language asked for.
    pub what: String,
}

/// Every problem of a course file, one a line, each with its line and column, in English:
/// for the operator.
pub fn problems_text(problems: &[CourseProblem]) -> String {
    let lines: Vec<String> = problems
        .iter()
        .map(|p| match p.line {
            0 => p.what.clone(),
            // english: a course file's error, for the operator
            _ => format!("line {}, column {}: {}", p.line, p.column, p.what),
        })
        .collect();
    lines.join("\n")
}

/// Courses a game is played on: shipped ones by name, and course files.
pub trait Courses: Game {
    /// The shipped courses' names.
    fn course_names() -> &'static [&'static str];
    /// The shipped course called `name`.
    fn shipped_course(name: &str, say: Say<'_>) -> Option<Course>;
    /// The course file `text` (called `name` unless it names itself), or every problem in it,
    /// each with its line and column, in `say`'s language.
    fn course_file(name: &str, text: &str, say: Say<'_>) -> Result<Course, Vec<CourseProblem>>;
    /// The course file `text` called `name` as an SVG picture, its words in `say`'s language;
    /// none when the file does not read.
    fn course_picture(name: &str, text: &str, say: Say<'_>) -> Option<String>;
    /// The game's settings that choose a course: the shipped one `name`, or (`text` given) the
    /// course file `text` called `name` (`board`, `board_text`).
    fn course_settings(name: &str, text: Option<&str>) -> Map<String, Value>;
}

/// A position solved, as [`Solver`] gives it.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// The position, the goal and the solution, for a person.
    pub text: String,
    /// The solution as JSON.
    pub json: Value,
}

/// A solver of position files: the best play from a position.
pub trait Solver: Game {
    /// The position file `text` solved; no solution is an answer, not an error.
    fn solve_file(text: &str) -> Result<Solution, String>;
}

/// [`PositionFiles`] as the command line sees it.
pub trait DynPositionFiles: Send + Sync {
    /// [`PositionFiles::file_report`].
    fn report(&self, file: PositionText<'_>, say: Say<'_>) -> Result<String, String>;
    /// [`PositionFiles::file_json`].
    fn json(&self, file: PositionText<'_>) -> Result<String, String>;
    /// [`PositionFiles::file_picture`].
    fn picture(&self, file: PositionText<'_>, title: &str, say: Say<'_>) -> Result<String, String>;
    /// [`PositionFiles::fresh_file`], with the game's settings as `--set` gives them.
    fn fresh(
        &self,
        settings: &Map<String, Value>,
        players: Option<usize>,
        seed: u64,
    ) -> Result<String, String>;
    /// [`PositionFiles::file_played_back`].
    fn played_back(&self, file: PositionText<'_>) -> Result<bool, String>;
}

/// [`Courses`] as the command line sees it.
pub trait DynCourses: Send + Sync {
    /// [`Courses::course_names`].
    fn names(&self) -> &'static [&'static str];
    /// [`Courses::shipped_course`].
    fn shipped(&self, name: &str, say: Say<'_>) -> Option<Course>;
    /// [`Courses::course_file`].
    fn file(&self, name: &str, text: &str, say: Say<'_>) -> Result<Course, Vec<CourseProblem>>;
    /// [`Courses::course_picture`].
    fn picture(&self, name: &str, text: &str, say: Say<'_>) -> Option<String>;
    /// [`Courses::course_settings`].
    fn settings(&self, name: &str, text: Option<&str>) -> Map<String, Value>;
}

/// [`Solver`] as the command line sees it.
pub trait DynSolver: Send + Sync {
    /// [`Solver::solve_file`].
    fn solve(&self, text: &str) -> Result<Solution, String>;
}

impl<G: PositionFiles> DynPositionFiles for Via<G> {
    fn report(&self, file: PositionText<'_>, say: Say<'_>) -> Result<String, String> {
        G::file_report(file, say)
    }
    fn json(&self, file: PositionText<'_>) -> Result<String, String> {
        G::file_json(file)
    }
    fn picture(&self, file: PositionText<'_>, title: &str, say: Say<'_>) -> Result<String, String> {
        G::file_picture(file, title, say)
    }
    fn fresh(
        &self,
        settings: &Map<String, Value>,
        players: Option<usize>,
        seed: u64,
    ) -> Result<String, String> {
        let settings = G::Settings::deserialize(&Value::Object(settings.clone()))
            .map_err(|e| e.to_string())?;
        G::fresh_file(&settings, players, seed)
    }
    fn played_back(&self, file: PositionText<'_>) -> Result<bool, String> {
        G::file_played_back(file)
    }
}

impl<G: Courses> DynCourses for Via<G> {
    fn names(&self) -> &'static [&'static str] {
        G::course_names()
    }
    fn shipped(&self, name: &str, say: Say<'_>) -> Option<Course> {
        G::shipped_course(name, say)
    }
    fn file(&self, name: &str, text: &str, say: Say<'_>) -> Result<Course, Vec<CourseProblem>> {
        G::course_file(name, text, say)
    }
    fn picture(&self, name: &str, text: &str, say: Say<'_>) -> Option<String> {
        G::course_picture(name, text, say)
    }
    fn settings(&self, name: &str, text: Option<&str>) -> Map<String, Value> {
        G::course_settings(name, text)
    }
}

impl<G: Solver> DynSolver for Via<G> {
    fn solve(&self, text: &str) -> Result<Solution, String> {
        G::solve_file(text)
    }
}

/// The game of `registry` whose position file `text` is (its `game` field), with its
/// [`DynPositionFiles`]; or what is wrong, listing the kinds that have position files.
pub fn position_files_for(
    registry: &Registry,
    text: &str,
) -> Result<(&'static dyn DynGame, &'static dyn DynPositionFiles), String> {
    let with = position_files(registry);
    let kinds = with.iter().map(|(g, _)| g.kind()).collect::<Vec<_>>();
    let value: toml::Table = toml::from_str(text).map_err(|e| format!("not a TOML file: {e}"))?;
    let game = match value.get("game") {
        Some(toml::Value::String(g)) => g.as_str(),
        Some(_) => {
            let such = kinds.first().copied().unwrap_or("kind");
            // english: a position file's error, for the operator
            return Err(format!("game: must be a string such as {such:?}"));
        }
        None => {
            // english: a position file's error, for the operator
            return Err(format!("game: missing; known games: {}", kinds.join(", ")));
        }
    };
    with.into_iter()
        .find(|(g, _)| g.kind() == game)
        .ok_or_else(|| {
            // english: a position file's error, for the operator
            format!(
                "game: unknown game {game:?}; known games: {}",
                kinds.join(", ")
            )
        })
}

/// The games of `registry` that have position files, with them, in its order.
pub fn position_files(
    registry: &Registry,
) -> Vec<(&'static dyn DynGame, &'static dyn DynPositionFiles)> {
    registry
        .games()
        .iter()
        .filter_map(|g| Some((*g, g.capabilities().position_files?)))
        .collect()
}

/// The games of `registry` that have courses, with them.
pub fn courses(registry: &Registry) -> Vec<(&'static dyn DynGame, &'static dyn DynCourses)> {
    registry
        .games()
        .iter()
        .filter_map(|g| Some((*g, g.capabilities().courses?)))
        .collect()
}

/// The games of `registry` that have a solver, with it.
pub fn solvers(registry: &Registry) -> Vec<(&'static dyn DynGame, &'static dyn DynSolver)> {
    registry
        .games()
        .iter()
        .filter_map(|g| Some((*g, g.capabilities().solver?)))
        .collect()
}

#[cfg(test)]
mod tests;
