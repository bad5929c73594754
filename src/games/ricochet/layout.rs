//! Board generation and goal drawing from the game's random generator.
//!
//! Towers: every colour pair, a medium (top) on a large (base): 9 with 3 colours, 16 with 4.
//! "Easy" puts them on the edge ring, "hard" in the middle 6x6 and apart where it can, "random"
//! anywhere. Every layout keeps the seed's rule that no tower is completely surrounded by other
//! towers, and a bit more: the empty squares form one connected region, so no empty pocket is cut
//! off either. Robots go on distinct empty squares.

use super::board::{Color, Square, Tower};
use super::position::{Goal, Position, Robot, Setup};
use super::solver::Solver;
use crate::games::GameRng;
use rand::RngExt;
use serde::{Deserialize, Serialize};

/// Where the towers go.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Layout {
    /// "By putting more towers along edges, the solutions on average are easier/shorter."
    Easy,
    /// "By putting more towers isolated in the center, the solutions are often harder/longer."
    Hard,
    /// Towers anywhere ("or randomly").
    #[default]
    Random,
}

/// How many times a whole layout is redrawn before giving up on the region rule (never seen).
const LAYOUT_TRIES: usize = 1000;

/// How many goals are drawn at most to find one whose optimum reaches the minimum.
pub const GOAL_TRIES: usize = 200;

/// What the conformance suite plays Ricochet with: both sizes (3 and 4 colours), up to four
/// players; a solution is echoed as a description, never as orders that read back.
pub fn trials() -> crate::games::Trials {
    crate::games::Trials {
        variants: vec![
            (serde_json::json!({"colours": 3}), 4),
            (serde_json::json!({"colours": 4, "target": 3}), 4),
        ],
        round_trips: false,
        ..Default::default()
    }
}

/// The game's colours: the first 3 or 4 of red, yellow, green, blue.
pub fn colours(n: u8) -> &'static [Color] {
    &Color::ALL[..usize::from(n.clamp(1, 4))]
}

/// "Form all 3x3=9 possible color combinations of towers (medium stacked on a large)."
pub fn tower_set(colours: &[Color]) -> Vec<(Color, Color)> {
    colours
        .iter()
        .flat_map(|&base| colours.iter().map(move |&top| (top, base)))
        .collect()
}

fn pick<T: Copy>(items: &[T], rng: &mut GameRng) -> T {
    items[rng.random_range(0..items.len())]
}

/// "Arrange these towers ... such that no tower is completely surrounded by other towers and thus
/// inaccessible": every empty square reaches every other, and each tower touches an empty one.
pub fn accessible(towers: u64) -> bool {
    let empty = !towers;
    let Some(start) = Square::ALL.into_iter().find(|s| empty & s.bit() != 0) else {
        return false;
    };
    let mut seen = start.bit();
    let mut stack = vec![start];
    while let Some(s) = stack.pop() {
        for n in s.neighbours() {
            if empty & n.bit() != 0 && seen & n.bit() == 0 {
                seen |= n.bit();
                stack.push(n);
            }
        }
    }
    seen == empty
        && Square::ALL
            .into_iter()
            .filter(|s| towers & s.bit() != 0)
            .all(|t| t.neighbours().any(|n| empty & n.bit() != 0))
}

/// The towers of a new board.
pub fn place_towers(colours: &[Color], layout: Layout, rng: &mut GameRng) -> Vec<Tower> {
    let set = tower_set(colours);
    let zone: Vec<Square> = Square::ALL
        .into_iter()
        .filter(|s| match layout {
            Layout::Easy => s.on_edge(),
            Layout::Hard => !s.on_edge(),
            Layout::Random => true,
        })
        .collect();
    for _ in 0..LAYOUT_TRIES {
        let mut taken = 0u64;
        let mut towers = Vec::with_capacity(set.len());
        for &(top, base) in &set {
            let free: Vec<Square> = zone
                .iter()
                .copied()
                .filter(|s| taken & s.bit() == 0)
                .collect();
            // Hard: "isolated", away from other towers while that is possible.
            let apart: Vec<Square> = free
                .iter()
                .copied()
                .filter(|s| s.neighbours().all(|n| taken & n.bit() == 0))
                .collect();
            let choices = if layout == Layout::Hard && !apart.is_empty() {
                &apart
            } else {
                &free
            };
            let at = pick(choices, rng);
            taken |= at.bit();
            towers.push(Tower { at, top, base });
        }
        if accessible(taken) {
            return towers;
        }
    }
    unreachable!("no accessible layout in {LAYOUT_TRIES} tries")
}

/// "Place 1 small pyramid of each color onto 3 arbitrary empty squares. These are the robots."
pub fn place_robots(colours: &[Color], towers: &[Tower], rng: &mut GameRng) -> Vec<Robot> {
    let mut taken = towers.iter().fold(0u64, |bb, t| bb | t.at.bit());
    colours
        .iter()
        .map(|&color| {
            let free: Vec<Square> = Square::ALL
                .into_iter()
                .filter(|s| taken & s.bit() == 0)
                .collect();
            let at = pick(&free, rng);
            taken |= at.bit();
            Robot { color, at }
        })
        .collect()
}

/// A drawn goal and what the solver says of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub position: Position,
    /// The fewest moves that reach it.
    pub optimum: usize,
    /// How many goals were drawn before this one was kept.
    pub redraws: usize,
}

/// Draws the next goal for these towers and robots: "a large, medium, and small pyramid from the
/// random draw pools" — a random tower and a random robot. "Re-randomize if the indicated robot is
/// already on the indicated tower." The minimum-moves variant: "if a solution of 1 direct move
/// exists, it is too easy and the goal should be re-randomized", generalised to `min_moves`;
/// robomod also redraws a goal no sequence of moves reaches. After [`GOAL_TRIES`] draws it keeps
/// the hardest goal seen, so a minimum no goal can meet never stalls the game.
pub fn draw_goal(towers: &[Tower], robots: &[Robot], min_moves: usize, rng: &mut GameRng) -> Drawn {
    let mut solver = Solver::new();
    let mut best: Option<Drawn> = None;
    for redraws in 0..GOAL_TRIES {
        let tower = pick(towers, rng).at;
        let robot = pick(robots, rng).color;
        let position = Position::from_setup(Setup {
            towers: towers.to_vec(),
            robots: robots.to_vec(),
            goal: Goal { robot, tower },
        })
        .expect("robots and towers come from a valid position");
        if position.is_solved() {
            continue;
        }
        let Some(solution) = solver.solve(&position) else {
            continue;
        };
        let drawn = Drawn {
            position,
            optimum: solution.len(),
            redraws,
        };
        if drawn.optimum >= min_moves {
            return drawn;
        }
        if best.as_ref().is_none_or(|b| drawn.optimum > b.optimum) {
            best = Some(drawn);
        }
    }
    best.expect("some goal of an accessible board is reachable")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::step_rng;

    #[test]
    fn every_layout_holds_the_full_set_on_distinct_accessible_squares() {
        for n in [3u8, 4] {
            for layout in [Layout::Easy, Layout::Hard, Layout::Random] {
                for seed in 0..30 {
                    let mut rng = step_rng(seed, 0);
                    let towers = place_towers(colours(n), layout, &mut rng);
                    assert_eq!(towers.len(), usize::from(n * n));
                    let bb = towers.iter().fold(0u64, |bb, t| bb | t.at.bit());
                    assert_eq!(bb.count_ones(), u32::from(n * n));
                    assert!(accessible(bb));
                    match layout {
                        Layout::Easy => assert!(towers.iter().all(|t| t.at.on_edge())),
                        Layout::Hard => assert!(towers.iter().all(|t| !t.at.on_edge())),
                        Layout::Random => {}
                    }
                    let mut pairs: Vec<_> = towers.iter().map(|t| (t.top, t.base)).collect();
                    pairs.sort();
                    pairs.dedup();
                    assert_eq!(pairs.len(), usize::from(n * n));
                }
            }
        }
    }

    #[test]
    fn hard_layouts_keep_3_colour_towers_apart() {
        for seed in 0..30 {
            let towers = place_towers(colours(3), Layout::Hard, &mut step_rng(seed, 0));
            let bb = towers.iter().fold(0u64, |bb, t| bb | t.at.bit());
            for t in &towers {
                assert!(t.at.neighbours().all(|n| bb & n.bit() == 0), "{}", t.at);
            }
        }
    }

    #[test]
    fn a_tower_walled_in_by_towers_is_refused() {
        let bb = |sqs: &[&str]| {
            sqs.iter()
                .fold(0u64, |bb, s| bb | s.parse::<Square>().unwrap().bit())
        };
        assert!(!accessible(bb(&["a1", "a2", "b1"])));
        assert!(!accessible(bb(&["a2", "b1"])), "a1 is an empty pocket");
        assert!(accessible(bb(&["a1", "a2", "c1"])));
    }

    #[test]
    fn goals_meet_the_minimum_and_are_never_already_met() {
        for seed in 0..20 {
            let mut rng = step_rng(seed, 0);
            let towers = place_towers(colours(3), Layout::Random, &mut rng);
            let robots = place_robots(colours(3), &towers, &mut rng);
            let drawn = draw_goal(&towers, &robots, 3, &mut rng);
            assert!(!drawn.position.is_solved());
            assert!(drawn.optimum >= 3);
            assert!(drawn.position.goal_tower().is_some());
        }
    }
}
