//! Positions and the movement rules: a [`Setup`] is what a file or a test writes (maybe illegal),
//! a [`Position`] is a validated one, reachable only through [`Position::from_setup`]. Moves are
//! played here square by square, the reference the fast solver is tested against.

use super::board::{Color, Direction, Move, Square, Tower};
use serde::{Deserialize, Serialize};

/// The goal of a turn: a robot colour and the square of the goal tower.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Goal {
    pub robot: Color,
    /// The square of the goal tower (towers never move, so the square names it).
    pub tower: Square,
}

/// A robot: a small pyramid of its colour, on a square (stacked on a tower if that square holds
/// a former goal tower).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Robot {
    pub color: Color,
    pub at: Square,
}

/// A position as written, not necessarily legal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub towers: Vec<Tower>,
    pub robots: Vec<Robot>,
    pub goal: Goal,
}

/// Why a [`Setup`] is not a legal position. Field names follow the position file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupProblem {
    /// Towers never share a square.
    #[error("towers[{index}].at: a second tower on {at}; each square holds one tower at most")]
    TowerTwice { index: usize, at: Square },
    /// One robot of each colour at most.
    #[error("robots[{index}].color: a second {color} robot; each colour has one robot")]
    RobotTwice { index: usize, color: Color },
    /// "2 robots can never occupy the same square."
    #[error(
        "robots[{index}].at: {at} already holds the {other} robot; two robots never share a square"
    )]
    RobotsShare {
        index: usize,
        at: Square,
        other: Color,
    },
    #[error("robots: there is no robot; place at least the goal robot")]
    NoRobots,
    #[error("goal.robot: there is no {0} robot among the robots; add it or name another")]
    GoalRobotMissing(Color),
}

/// Every reason a setup is illegal, found at once.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
pub struct SetupError(pub Vec<SetupProblem>);

/// One move as played: the robot went from `from` to `to`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    #[serde(rename = "move")]
    pub mv: Move,
    pub from: Square,
    pub to: Square,
}

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayError {
    #[error("there is no {0} robot in this game")]
    NoSuchRobot(Color),
    /// A move that leaves the robot where it is would only lengthen a solution.
    #[error("the {robot} robot cannot move {} from {at}: it is blocked", .dir.name())]
    Blocked {
        robot: Color,
        dir: Direction,
        at: Square,
    },
}

/// Why a solution does not solve the position (stored with a refused bid's event: the report
/// words it in its reader's language, `words::solution_error`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SolutionError {
    #[error("no moves: write the moves, like SOLUTION yN rE")]
    Empty,
    #[error("move {number} ({mv}): {error}")]
    Move {
        number: usize,
        mv: Move,
        error: PlayError,
    },
    #[error(
        "the {robot} robot is on the goal after move {after} but leaves it again; send only the first {after} moves"
    )]
    LeavesGoal { robot: Color, after: usize },
    #[error("the {robot} robot ends on {at}, not on the goal tower {goal}")]
    NotReached {
        robot: Color,
        at: Square,
        goal: Square,
    },
}

/// A legal position: towers on distinct squares, one robot per colour on distinct squares, and a
/// goal whose robot is in the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Setup", into = "Setup")]
pub struct Position {
    towers: Vec<Tower>,
    robots: Vec<Robot>,
    goal: Goal,
}

impl TryFrom<Setup> for Position {
    type Error = SetupError;
    fn try_from(s: Setup) -> Result<Position, SetupError> {
        Position::from_setup(s)
    }
}

impl From<Position> for Setup {
    fn from(p: Position) -> Setup {
        Setup {
            towers: p.towers,
            robots: p.robots,
            goal: p.goal,
        }
    }
}

impl Position {
    /// Validates a setup, naming every problem. Robots may stand on tower squares (stacked on a
    /// former goal), and the goal square need not hold a listed tower (a position file may leave
    /// the goal tower's colours out).
    pub fn from_setup(setup: Setup) -> Result<Position, SetupError> {
        let mut problems = Vec::new();
        let mut seen = 0u64;
        for (index, t) in setup.towers.iter().enumerate() {
            if seen & t.at.bit() != 0 {
                problems.push(SetupProblem::TowerTwice { index, at: t.at });
            }
            seen |= t.at.bit();
        }
        for (index, r) in setup.robots.iter().enumerate() {
            let earlier = &setup.robots[..index];
            if earlier.iter().any(|o| o.color == r.color) {
                problems.push(SetupProblem::RobotTwice {
                    index,
                    color: r.color,
                });
            } else if let Some(o) = earlier.iter().find(|o| o.at == r.at) {
                problems.push(SetupProblem::RobotsShare {
                    index,
                    at: r.at,
                    other: o.color,
                });
            }
        }
        if setup.robots.is_empty() {
            problems.push(SetupProblem::NoRobots);
        } else if !setup.robots.iter().any(|r| r.color == setup.goal.robot) {
            problems.push(SetupProblem::GoalRobotMissing(setup.goal.robot));
        }
        if !problems.is_empty() {
            return Err(SetupError(problems));
        }
        let Setup {
            mut towers,
            mut robots,
            goal,
        } = setup;
        towers.sort_by_key(|t| t.at);
        robots.sort_by_key(|r| r.color);
        Ok(Position {
            towers,
            robots,
            goal,
        })
    }

    pub fn towers(&self) -> &[Tower] {
        &self.towers
    }

    /// The robots, in colour order (red, yellow, green, blue).
    pub fn robots(&self) -> &[Robot] {
        &self.robots
    }

    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The goal tower, when the position lists its colours.
    pub fn goal_tower(&self) -> Option<Tower> {
        self.tower_at(self.goal.tower)
    }

    pub fn tower_at(&self, sq: Square) -> Option<Tower> {
        self.towers.iter().copied().find(|t| t.at == sq)
    }

    /// Where the robot of `color` stands, if it is in the game.
    pub fn robot(&self, color: Color) -> Option<Square> {
        self.robots.iter().find(|r| r.color == color).map(|r| r.at)
    }

    pub fn robot_at(&self, sq: Square) -> Option<Color> {
        self.robots.iter().find(|r| r.at == sq).map(|r| r.color)
    }

    /// The same towers and robots with another goal (the next turn's).
    pub fn with_goal(&self, goal: Goal) -> Result<Position, SetupError> {
        Position::from_setup(Setup {
            goal,
            ..self.clone().into()
        })
    }

    /// The goal is met: its robot stands on the goal tower.
    pub fn is_solved(&self) -> bool {
        self.robot(self.goal.robot) == Some(self.goal.tower)
    }

    /// The bitboard of the towers that block this turn: all but the goal.
    pub fn blocking_towers(&self) -> u64 {
        self.towers
            .iter()
            .filter(|t| t.at != self.goal.tower)
            .fold(0, |bb, t| bb | t.at.bit())
    }

    /// "A robot moves in a straight line continually until it is stopped by hitting another
    /// robot, a tower, or the edge of the board. 2 robots can never occupy the same square."
    fn robot_blocks(&self, sq: Square) -> bool {
        self.robot_at(sq).is_some()
    }

    /// "The goal does not block robots: a moving robot will move into the goal's square and
    /// continue beyond it, if the square beyond has no blocking tower or robot." Every other
    /// tower blocks, former goals included ("That non-goal tower blocks as usual").
    fn tower_blocks(&self, sq: Square) -> bool {
        sq != self.goal.tower && self.tower_at(sq).is_some()
    }

    /// Where the robot on `from` stops moving `dir`. Only the squares ahead are looked at, so a
    /// robot stacked on a former goal tower "can freely move off the tower", and a robot that stops
    /// on the goal square is "placed on top of the goal tower".
    pub fn slide(&self, from: Square, dir: Direction) -> Square {
        let mut at = from;
        while let Some(next) = at.step(dir) {
            if self.robot_blocks(next) || self.tower_blocks(next) {
                break;
            }
            at = next;
        }
        at
    }

    /// Plays one move; on error the position is unchanged. "Regardless of how many squares a
    /// robot moves until stopping due to being blocked, that continuous move counts as one move."
    pub fn play(&mut self, mv: Move) -> Result<Step, PlayError> {
        let from = self
            .robot(mv.robot)
            .ok_or(PlayError::NoSuchRobot(mv.robot))?;
        let to = self.slide(from, mv.dir);
        if to == from {
            return Err(PlayError::Blocked {
                robot: mv.robot,
                dir: mv.dir,
                at: from,
            });
        }
        let robot = self
            .robots
            .iter_mut()
            .find(|r| r.color == mv.robot)
            .expect("the robot was found above");
        robot.at = to;
        Ok(Step { mv, from, to })
    }

    /// Replays `moves` and checks they bring the goal robot onto the goal tower with the last
    /// move. Returns the position after it and every step.
    pub fn check_solution(&self, moves: &[Move]) -> Result<(Position, Vec<Step>), SolutionError> {
        if moves.is_empty() {
            return Err(SolutionError::Empty);
        }
        let mut pos = self.clone();
        let mut steps = Vec::with_capacity(moves.len());
        let mut on_goal_after = None;
        for (i, &mv) in moves.iter().enumerate() {
            let step = pos.play(mv).map_err(|error| SolutionError::Move {
                number: i + 1,
                mv,
                error,
            })?;
            steps.push(step);
            if pos.is_solved() && on_goal_after.is_none() {
                on_goal_after = Some(i + 1);
            }
        }
        let robot = self.goal.robot;
        if pos.is_solved() {
            return Ok((pos, steps));
        }
        Err(match on_goal_after {
            Some(after) => SolutionError::LeavesGoal { robot, after },
            None => SolutionError::NotReached {
                robot,
                at: pos.robot(robot).expect("the goal robot is in the game"),
                goal: self.goal.tower,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn tower(at: &str) -> Tower {
        Tower {
            at: sq(at),
            top: Color::Red,
            base: Color::Green,
        }
    }

    fn robot(color: Color, at: &str) -> Robot {
        Robot { color, at: sq(at) }
    }

    /// Towers on the given squares, robots as given, goal: `goal_robot` to `goal`.
    fn pos(towers: &[&str], robots: &[(Color, &str)], goal_robot: Color, goal: &str) -> Position {
        Position::from_setup(Setup {
            towers: towers.iter().map(|t| tower(t)).collect(),
            robots: robots.iter().map(|(c, a)| robot(*c, a)).collect(),
            goal: Goal {
                robot: goal_robot,
                tower: sq(goal),
            },
        })
        .unwrap()
    }

    const R: Color = Color::Red;
    const Y: Color = Color::Yellow;

    fn mv(s: &str) -> Move {
        s.parse().unwrap()
    }

    #[test]
    fn a_robot_slides_to_the_edge() {
        let p = pos(&["h8"], &[(R, "c3")], R, "h8");
        assert_eq!(p.slide(sq("c3"), Direction::N), sq("c8"));
        assert_eq!(p.slide(sq("c3"), Direction::W), sq("a3"));
        assert_eq!(p.slide(sq("c3"), Direction::S), sq("c1"));
        assert_eq!(p.slide(sq("c3"), Direction::E), sq("h3"));
    }

    #[test]
    fn a_tower_stops_a_robot_on_the_square_before_it() {
        let p = pos(&["c6", "h8"], &[(R, "c3")], R, "h8");
        assert_eq!(p.slide(sq("c3"), Direction::N), sq("c5"));
    }

    #[test]
    fn a_robot_stops_a_robot_on_the_square_before_it() {
        let p = pos(&["h8"], &[(R, "c3"), (Y, "f3")], R, "h8");
        assert_eq!(p.slide(sq("c3"), Direction::E), sq("e3"));
        assert_eq!(p.slide(sq("f3"), Direction::W), sq("d3"));
    }

    #[test]
    fn the_goal_does_not_block() {
        let p = pos(&["c6"], &[(R, "c3")], R, "c6");
        assert_eq!(p.slide(sq("c3"), Direction::N), sq("c8"));
    }

    #[test]
    fn a_robot_stopped_just_beyond_the_goal_stops_on_it() {
        let mut p = pos(&["c6", "c7"], &[(R, "c3")], R, "c6");
        let step = p.play(mv("rN")).unwrap();
        assert_eq!(step.to, sq("c6"));
        assert!(p.is_solved());
    }

    #[test]
    fn any_robot_may_stop_on_the_goal_and_then_blocks() {
        let mut p = pos(&["c6", "c7"], &[(R, "c1"), (Y, "c3")], R, "c6");
        p.play(mv("yN")).unwrap();
        assert_eq!(p.robot(Y), Some(sq("c6")));
        assert!(!p.is_solved());
        assert_eq!(p.slide(sq("c1"), Direction::N), sq("c5"));
    }

    #[test]
    fn a_robot_on_a_former_goal_moves_off_freely_and_the_tower_then_blocks() {
        // The seed: "r could move south (stopping at the south map edge) and then north again,
        // stopping on the square south of the tower it was previously on."
        let mut p = pos(&["g6", "b2"], &[(R, "g6")], R, "b2");
        assert_eq!(p.play(mv("rS")).unwrap().to, sq("g1"));
        assert_eq!(p.play(mv("rN")).unwrap().to, sq("g5"));
    }

    #[test]
    fn towers_never_move_and_robots_never_share_a_square() {
        let mut p = pos(&["d4", "h8"], &[(R, "d1"), (Y, "d3")], R, "h8");
        let towers = p.towers().to_vec();
        p.play(mv("rN")).unwrap();
        assert_eq!(p.robot(R), Some(sq("d2")));
        assert_eq!(p.towers(), &towers[..]);
    }

    #[test]
    fn a_blocked_move_or_a_missing_robot_is_refused_and_changes_nothing() {
        let mut p = pos(&["d4", "h8"], &[(R, "d3")], R, "h8");
        let before = p.clone();
        assert!(matches!(p.play(mv("rN")), Err(PlayError::Blocked { .. })));
        assert_eq!(p.play(mv("yN")), Err(PlayError::NoSuchRobot(Y)));
        assert_eq!(p, before);
    }

    #[test]
    fn check_solution_names_the_failing_move() {
        let p = pos(&["c6", "c7"], &[(R, "c3"), (Y, "a1")], R, "c6");
        assert!(p.check_solution(&[mv("rN")]).is_ok());
        let err = p.check_solution(&[mv("yN"), mv("bE")]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "move 2 (bE): there is no blue robot in this game"
        );
        let err = p.check_solution(&[mv("rN"), mv("rS")]).unwrap_err();
        assert!(matches!(err, SolutionError::LeavesGoal { after: 1, .. }));
        let err = p.check_solution(&[mv("rS")]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the red robot ends on c1, not on the goal tower c6"
        );
        assert_eq!(p.check_solution(&[]), Err(SolutionError::Empty));
    }

    #[test]
    fn setups_are_validated_with_every_problem_named() {
        let err = Position::from_setup(Setup {
            towers: vec![tower("a1"), tower("a1")],
            robots: vec![robot(R, "b2"), robot(R, "c3"), robot(Y, "b2")],
            goal: Goal {
                robot: Color::Blue,
                tower: sq("a1"),
            },
        })
        .unwrap_err();
        assert_eq!(err.0.len(), 4, "{err}");
        assert!(err.to_string().contains("towers[1].at"));
        assert!(
            err.to_string()
                .contains("robots[2].at: b2 already holds the red robot")
        );
    }

    #[test]
    fn positions_round_trip_through_json() {
        let p = pos(&["c6", "c7"], &[(R, "c3"), (Y, "a1")], R, "c6");
        let json = serde_json::to_string(&p).unwrap();
        assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), p);
    }
}
