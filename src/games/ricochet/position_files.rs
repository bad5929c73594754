//! Ricochet's position files ([`file`](super::file)) for `robomod sim` and `robomod ricochet
//! solve`: a file solved ([`Solver`]), and as a "round" ([`PositionFiles`]) its board with the
//! optimal solution step by step, the solution as JSON, its picture; a fresh position written
//! as a file.

use super::file::{read_setup, solve_toml};
use super::{Ricochet, Settings, layout};
use crate::games::capability::{PositionFiles, PositionText, Solution, Solver};
use crate::games::step_rng;
use crate::lang::Say;
use std::fmt::Write as _;

impl Solver for Ricochet {
    /// The board, the goal and the solution in one line; `{"moves": N, "solution": [...]}`.
    fn solve_file(text: &str) -> Result<Solution, String> {
        let solved = solve_toml(text).map_err(|e| e.to_string())?;
        Ok(Solution {
            text: solved.text(),
            json: solved.json(),
        })
    }
}

impl PositionFiles for Ricochet {
    /// The board, the goal and the optimal solution with a board after each move (English:
    /// the operator's).
    fn file_report(file: PositionText<'_>, _say: Say<'_>) -> Result<String, String> {
        super::file::sim_from_toml(file.text).map_err(|e| e.to_string())
    }

    /// What `robomod solve --json` prints.
    fn file_json(file: PositionText<'_>) -> Result<String, String> {
        let solved = solve_toml(file.text).map_err(|e| e.to_string())?;
        Ok(format!("{}\n", solved.json()))
    }

    /// The board, its optimal solution drawn.
    fn file_picture(file: PositionText<'_>, title: &str, say: Say<'_>) -> Result<String, String> {
        super::file::picture_from_toml(file.text, title, say).map_err(|e| e.to_string())
    }

    /// Towers, robots and a goal drawn as a new game draws them (a position has no seats:
    /// `players` is not asked).
    fn fresh_file(
        settings: &Settings,
        _players: Option<usize>,
        seed: u64,
    ) -> Result<String, String> {
        let mut rng = step_rng(seed, 0);
        let colours = layout::colours(settings.colours);
        let towers = layout::place_towers(colours, settings.layout, &mut rng);
        let robots = layout::place_robots(colours, &towers, &mut rng);
        let drawn = layout::draw_goal(&towers, &robots, settings.min_moves.into(), &mut rng);
        let pos = drawn.position;
        // english: a comment of a position file, for the operator
        let mut out = format!(
            "# robomod sim --new ricochet --seed {seed}: a fresh Ricochet Pyramids position.\n\
             # Run robomod sim (or robomod solve) on this file for its optimal solution.\n\
             game = \"ricochet\"\ntowers = [\n"
        );
        for t in pos.towers() {
            let _ = writeln!(
                out,
                "    {{ at = \"{}\", top = \"{}\", base = \"{}\" }},",
                t.at, t.top, t.base
            );
        }
        out.push_str("]\nrobots = [\n");
        for r in pos.robots() {
            let _ = writeln!(out, "    {{ color = \"{}\", at = \"{}\" }},", r.color, r.at);
        }
        let goal = pos.goal();
        let _ = writeln!(
            out,
            "]\ngoal = {{ robot = \"{}\", tower = \"{}\" }}",
            goal.robot, goal.tower
        );
        Ok(out)
    }

    /// Read only: a position has no round to play.
    fn file_played_back(file: PositionText<'_>) -> Result<bool, String> {
        Ok(read_setup(file.text).is_ok())
    }
}

#[cfg(test)]
mod tests {
    use crate::games::capability::PositionText;
    use crate::games::capability::files::{position_files_for, solvers};
    use crate::games::registry::Registry;
    use crate::lang::Say;

    const EXAMPLE: &str = include_str!("../../../tests/ricochet/fixtures/example.toml");

    #[test]
    fn a_file_runs_and_solves_through_the_registry() {
        let (game, files) = position_files_for(Registry::builtin(), EXAMPLE).unwrap();
        assert_eq!(game.kind(), "ricochet");
        let file = PositionText::new(EXAMPLE);
        let report = files.report(file, Say::english()).unwrap();
        assert!(report.contains("Optimal solution, "), "{report}");
        let solvers = solvers(Registry::builtin());
        assert_eq!(solvers.len(), 1);
        let solved = solvers[0].1.solve(EXAMPLE).unwrap();
        assert_eq!(files.json(file).unwrap(), format!("{}\n", solved.json));
        assert!(
            files
                .picture(file, "t", Say::english())
                .unwrap()
                .starts_with("<svg ")
        );
        assert!(files.played_back(file).unwrap());
    }

    #[test]
    fn a_fresh_position_reads_back_and_solves() {
        let (_, files) = position_files_for(Registry::builtin(), EXAMPLE).unwrap();
        let mut four = serde_json::Map::new();
        four.insert("colours".into(), 4.into());
        let fresh = files.fresh(&four, None, 7).unwrap();
        assert_eq!(fresh, files.fresh(&four, None, 7).unwrap());
        assert_eq!(fresh.matches("color = ").count(), 4, "{fresh}");
        assert!(
            files.played_back(PositionText::new(&fresh)).unwrap(),
            "{fresh}"
        );
        assert!(
            files
                .json(PositionText::new(&fresh))
                .unwrap()
                .contains("\"moves\"")
        );
    }
}
