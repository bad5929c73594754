//! The position file read by `robomod solve` and `robomod sim` (TOML):
//!
//! ```toml
//! game = "ricochet"
//! towers = [ { at = "a8", top = "red", base = "green" } ]
//! robots = [ { color = "red", at = "f2" }, { color = "yellow", at = "f5" } ]
//! goal = { robot = "red", tower = "g6" }
//! ```
//!
//! Text in, a [`Position`] or rendered text out: no I/O. Every error names the field
//! (`robots[1].at`), and all problems are reported at once.

use super::board::Move;
use super::board::{Color, Square, Tower};
use super::notation::count_moves;
use super::position::{Goal, Position, Robot, Setup};
use super::render;
use super::report::steps_with_boards;
use super::solver;
use serde::Deserialize;

/// Why a position file cannot be read; the message names the field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    /// Not TOML, or a field missing, unknown or of the wrong type.
    #[error("{0}")]
    Toml(String),
    /// Fields that read but hold wrong values: one message per field.
    #[error("{}", .0.join("; "))]
    Fields(Vec<String>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    game: String,
    #[serde(default)]
    towers: Vec<RawTower>,
    robots: Vec<RawRobot>,
    goal: RawGoal,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTower {
    at: String,
    top: String,
    base: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRobot {
    color: String,
    at: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGoal {
    robot: String,
    tower: String,
}

/// `line 3: missing field `goal``: toml's message on one line, with where it is.
fn toml_error(text: &str, e: &toml::de::Error) -> FileError {
    let message = e.message().trim().replace('\n', " ");
    match e.span() {
        // A missing field is no place in the text.
        Some(_) if message.starts_with("missing field") => FileError::Toml(message),
        Some(span) => {
            let line = text[..span.start.min(text.len())].matches('\n').count() + 1;
            FileError::Toml(format!("line {line}: {message}"))
        }
        None => FileError::Toml(message),
    }
}

/// Reads a position file.
pub fn read_setup(text: &str) -> Result<Position, FileError> {
    let raw: RawFile = toml::from_str(text).map_err(|e| toml_error(text, &e))?;
    let mut problems = Vec::new();
    if raw.game != "ricochet" {
        // english: a position file's error, for the operator
        problems.push(format!(
            "game: {:?} is not this game; write game = \"ricochet\"",
            raw.game
        ));
    }
    fn field<T, E: std::fmt::Display>(
        problems: &mut Vec<String>,
        name: String,
        r: Result<T, E>,
    ) -> Option<T> {
        r.map_err(|e| problems.push(format!("{name}: {e}"))).ok()
    }
    let p = &mut problems;
    let square = |s: &str| s.parse::<Square>();
    let color = |s: &str| s.parse::<Color>();
    let mut towers = Vec::new();
    for (i, t) in raw.towers.iter().enumerate() {
        let at = field(p, format!("towers[{i}].at"), square(&t.at));
        let top = field(p, format!("towers[{i}].top"), color(&t.top));
        let base = field(p, format!("towers[{i}].base"), color(&t.base));
        if let (Some(at), Some(top), Some(base)) = (at, top, base) {
            towers.push(Tower { at, top, base });
        }
    }
    let mut robots = Vec::new();
    for (i, r) in raw.robots.iter().enumerate() {
        let color = field(p, format!("robots[{i}].color"), color(&r.color));
        let at = field(p, format!("robots[{i}].at"), square(&r.at));
        if let (Some(color), Some(at)) = (color, at) {
            robots.push(Robot { color, at });
        }
    }
    let robot = field(p, "goal.robot".into(), color(&raw.goal.robot));
    let tower = field(p, "goal.tower".into(), square(&raw.goal.tower));
    let (Some(robot), Some(tower)) = (robot, tower) else {
        return Err(FileError::Fields(problems));
    };
    if !problems.is_empty() {
        return Err(FileError::Fields(problems));
    }
    Position::from_setup(Setup {
        towers,
        robots,
        goal: Goal { robot, tower },
    })
    .map_err(|e| FileError::Fields(e.0.iter().map(ToString::to_string).collect()))
}

/// A position and its optimal solution (`None`: the goal cannot be reached).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    pub position: Position,
    pub solution: Option<Vec<Move>>,
}

impl Solved {
    /// `{"moves": 5, "solution": ["yN", ...]}`, or `{"moves": null}` when there is none.
    pub fn json(&self) -> serde_json::Value {
        match &self.solution {
            Some(moves) => serde_json::json!({ "moves": moves.len(), "solution": moves }),
            None => serde_json::json!({ "moves": null }),
        }
    }

    /// The board, the goal and the solution in one line.
    pub fn text(&self) -> String {
        let mut out = self.header();
        out.push_str(&self.solution_line());
        out
    }

    fn header(&self) -> String {
        let pos = &self.position;
        let mut out = render::position_board(pos);
        out.push_str(&render::legend(crate::lang::Say::english()));
        out.push_str(&format!(
            "\n\nGoal: {}.\n",
            render::describe_goal(pos, crate::lang::Say::english())
        ));
        out
    }

    fn solution_line(&self) -> String {
        match &self.solution {
            Some(m) if m.is_empty() => "Already solved: 0 moves.\n".into(),
            Some(m) => render::wrap(
                &format!("Optimal solution, {}: ", count_moves(m.len())),
                &render::move_words(m),
                72,
            ),
            None => "No solution: no sequence of moves reaches the goal.\n".into(),
        }
    }

    /// As [`Solved::text`], then the solution played step by step with a board after each move.
    pub fn text_with_boards(&self) -> String {
        let mut out = self.text();
        if let Some(moves) = self.solution.as_ref().filter(|m| !m.is_empty()) {
            let pos = &self.position;
            let (_, steps) = pos
                .check_solution(moves)
                .expect("the solver's solutions replay to the goal");
            out.push('\n');
            out.push_str(&steps_with_boards(
                pos.towers(),
                pos.robots(),
                pos.goal().tower,
                &steps,
                crate::lang::Say::english(),
            ));
        }
        out
    }
}

/// Reads a position file and solves it: `robomod solve`.
pub fn solve_toml(text: &str) -> Result<Solved, FileError> {
    let position = read_setup(text)?;
    let solution = solver::solve(&position);
    Ok(Solved { position, solution })
}

/// What `robomod sim` prints for a `game = "ricochet"` file: the board, the goal and the optimal
/// solution step by step with boards.
pub fn sim_from_toml(text: &str) -> Result<String, FileError> {
    Ok(solve_toml(text)?.text_with_boards())
}

/// `robomod sim --svg/--png` for a Ricochet file: the board, its optimal solution drawn.
pub fn picture_from_toml(
    text: &str,
    title: &str,
    say: crate::lang::Say<'_>,
) -> Result<String, FileError> {
    let solved = solve_toml(text)?;
    let steps = match &solved.solution {
        Some(moves) => solved
            .position
            .check_solution(moves)
            .map(|(_, steps)| steps)
            .unwrap_or_default(),
        None => Vec::new(),
    };
    Ok(super::picture::picture_of(
        &solved.position,
        &steps,
        title,
        say,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = r#"
game = "ricochet"
towers = [ { at = "a8", top = "red", base = "green" }, { at = "c3", top = "yellow", base = "yellow" } ]
robots = [ { color = "red", at = "f2" }, { color = "yellow", at = "f5" }, { color = "green", at = "h5" } ]
goal = { robot = "red", tower = "g6" }
"#;

    #[test]
    fn the_issue_example_reads_and_solves() {
        let solved = solve_toml(EXAMPLE).unwrap();
        assert_eq!(solved.position.towers().len(), 2);
        let moves = solved.solution.clone().unwrap();
        assert!(solved.position.check_solution(&moves).is_ok());
        assert_eq!(solved.json()["moves"], moves.len());
    }

    #[test]
    fn sim_shows_the_optimal_solution_move_by_move() {
        let text = sim_from_toml(EXAMPLE).unwrap();
        assert!(text.contains("Optimal solution, 5 moves: "), "{text}");
        assert!(text.contains("Move 5: "), "{text}");
        assert_eq!(text.matches("    a   b   c").count(), 2 * 7, "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 72));
    }

    #[test]
    fn errors_name_the_field() {
        let bad = EXAMPLE
            .replace("\"f5\"", "\"z9\"")
            .replace("\"green\" }", "\"pink\" }");
        let err = read_setup(&bad).unwrap_err().to_string();
        assert!(
            err.contains("robots[1].at: \"z9\" is not a square"),
            "{err}"
        );
        assert!(
            err.contains("towers[0].base: \"pink\" is not a colour"),
            "{err}"
        );
        let missing = EXAMPLE.replace("goal = { robot = \"red\", tower = \"g6\" }", "");
        let err = read_setup(&missing).unwrap_err().to_string();
        assert!(err.contains("missing field `goal`"), "{err}");
        let unknown = EXAMPLE.replace("color = \"red\"", "colour = \"red\"");
        let err = read_setup(&unknown).unwrap_err().to_string();
        assert!(err.contains("colour"), "{err}");
        let other = EXAMPLE.replace("game = \"ricochet\"", "game = \"rambots\"");
        assert!(
            read_setup(&other)
                .unwrap_err()
                .to_string()
                .starts_with("game:")
        );
    }
}
