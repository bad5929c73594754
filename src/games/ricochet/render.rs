//! ASCII boards and the pieces of text reports are built from. Rank 8 at the top, file a at the
//! left, as in the seed's diagrams; a board is 37 columns wide.
//!
//! Each square is 4 characters: a goal marker (`*`), then the tower's top and base initials
//! (`RG` is red on green) or a robot / `.` when there is no tower, then a robot standing on the
//! tower. So ` .  ` is empty, ` y  ` a robot, ` RG ` a tower, `*RG ` the goal tower and ` RGy` a
//! robot stacked on a tower.

use super::board::{Move, Square, Tower};
use super::position::{Goal, Position, Robot};
use super::words;
use crate::lang::Say;
use crate::say;

/// The key printed under boards.
pub fn legend(say: Say<'_>) -> String {
    say.t("ricochet-legend")
}

/// The board of these towers and robots, the goal tower marked when given.
pub fn board(towers: &[Tower], robots: &[Robot], goal: Option<Square>) -> String {
    let files = "    a   b   c   d   e   f   g   h\n";
    let mut out = String::from(files);
    for rank in (0..8).rev() {
        out.push_str(&format!(" {} ", rank + 1));
        for file in 0..8 {
            let sq = Square::new(file, rank).expect("on the board");
            out.push_str(&cell(sq, towers, robots, goal));
        }
        out.push_str(&format!(" {}\n", rank + 1));
    }
    out.push_str(files);
    out
}

fn cell(sq: Square, towers: &[Tower], robots: &[Robot], goal: Option<Square>) -> String {
    let mark = if goal == Some(sq) { '*' } else { ' ' };
    let robot = robots.iter().find(|r| r.at == sq).map(|r| r.color.letter());
    match towers.iter().find(|t| t.at == sq) {
        Some(t) => format!("{mark}{}{}", t.code(), robot.unwrap_or(' ')),
        // A goal square whose tower's colours a position file left out.
        None if mark == '*' => format!("*??{}", robot.unwrap_or(' ')),
        None => format!(" {}  ", robot.unwrap_or('.')),
    }
}

/// The position's board, its goal tower marked.
pub fn position_board(pos: &Position) -> String {
    board(pos.towers(), pos.robots(), Some(pos.goal().tower))
}

/// `the red robot onto the tower on g6 (green on red)`.
pub fn describe_goal(pos: &Position, say: Say<'_>) -> String {
    describe(pos.goal(), pos.goal_tower(), say)
}

pub fn describe(goal: Goal, tower: Option<Tower>, say: Say<'_>) -> String {
    let colour = words::colour(say, goal.robot);
    let at = goal.tower.to_string();
    match tower {
        Some(t) => say!(
            say,
            "ricochet-goal-tower",
            colour = colour,
            at = at,
            top = t.top.name(),
            base = t.base.name()
        ),
        None => say!(say, "ricochet-goal-plain", colour = colour, at = at),
    }
}

/// `red f2, yellow f5, green h5`.
pub fn robot_list(robots: &[Robot], say: Say<'_>) -> String {
    robots
        .iter()
        .map(|r| format!("{} {}", words::colour(say, r.color), r.at))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Words laid out in lines of at most `width` columns, the first line starting with `first`
/// (which should end with a space), the others indented as deep as `first`.
pub fn wrap(first: &str, words: &[String], width: usize) -> String {
    let indent = " ".repeat(first.chars().count());
    let mut out = String::new();
    let mut line = first.to_string();
    let mut empty = true;
    for w in words {
        if !empty && line.chars().count() + 1 + w.chars().count() > width {
            out.push_str(line.trim_end());
            out.push('\n');
            line = indent.clone();
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(w);
        empty = false;
    }
    out.push_str(line.trim_end());
    out.push('\n');
    out
}

/// The moves as words for [`wrap`].
pub fn move_words(moves: &[Move]) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ricochet::board::Color;

    #[test]
    fn boards_put_rank_8_on_top_and_fit_the_page() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let towers = [
            Tower {
                at: sq("a8"),
                top: Color::Red,
                base: Color::Green,
            },
            Tower {
                at: sq("g6"),
                top: Color::Green,
                base: Color::Red,
            },
            Tower {
                at: sq("c3"),
                top: Color::Yellow,
                base: Color::Yellow,
            },
        ];
        let robots = [
            Robot {
                color: Color::Red,
                at: sq("f2"),
            },
            Robot {
                color: Color::Yellow,
                at: sq("c3"),
            },
        ];
        let b = board(&towers, &robots, Some(sq("g6")));
        let lines: Vec<&str> = b.lines().collect();
        assert_eq!(lines.len(), 10);
        assert_eq!(lines[1], " 8  RG  .   .   .   .   .   .   .   8");
        assert_eq!(lines[3], " 6  .   .   .   .   .   .  *GR  .   6");
        assert_eq!(lines[6], " 3  .   .   YYy .   .   .   .   .   3");
        assert_eq!(lines[7], " 2  .   .   .   .   .   r   .   .   2");
        assert!(lines.iter().all(|l| l.len() <= 72));
    }

    #[test]
    fn wrap_never_passes_the_width() {
        let words: Vec<String> = (0..40).map(|i| format!("w{i}")).collect();
        let text = wrap("  Player 1: ", &words, 30);
        assert!(text.lines().all(|l| l.len() <= 30), "{text}");
        assert!(text.starts_with("  Player 1: w0 w1"));
        assert!(text.lines().nth(1).unwrap().starts_with("            w"));
    }
}
