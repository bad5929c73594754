//! The solution that scored, move by move, as data for renderings that show each step (the
//! HTML report's tables and pictures, issue 33): for each move its row (the robot, where from,
//! where to), the board after it with that move drawn, and words saying what moved (the
//! picture's text alternative). No solution scored: no steps. Pure.

use super::game::{Event, State};
use super::picture::step_picture;
use crate::games::Step;

/// Each move of the solution that scored in the round `events` describe, played from `before`.
pub fn move_steps(before: &State, events: &[Event]) -> Vec<Step> {
    let Some((seat, solution)) = events.iter().find_map(|e| match e {
        Event::Scored { seat, steps, .. } => Some((*seat, steps)),
        _ => None,
    }) else {
        return Vec::new();
    };
    let who = <super::Ricochet as crate::games::Game>::seat_label(before, seat);
    let mut pos = before.position().clone();
    let mut out = Vec::new();
    for (k, s) in solution.iter().enumerate() {
        let n = k + 1;
        // The stored step is what was played; the position follows it.
        if pos.play(s.mv).is_err() {
            break;
        }
        let dir = super::Direction::between(s.from, s.to).map_or("", |d| d.name());
        let title = format!("Move {n} of {}", solution.len());
        let (svg, shapes) = step_picture(
            &pos,
            s,
            n,
            &format!(
                "Ricochet Pyramids: the board after move {n} of {who}'s solution in round {}",
                before.round()
            ),
            &format!("{title}: the {} robot {dir}", s.mv.robot),
        );
        out.push(Step {
            alt: format!(
                "{title} of {who}'s solution: the {} robot moves {dir} from {} to {}.",
                s.mv.robot, s.from, s.to
            ),
            title,
            columns: ["Move", "Robot", "From", "To"].map(String::from).to_vec(),
            rows: vec![vec![
                s.mv.to_string(),
                s.mv.robot.name().to_string(),
                s.from.to_string(),
                s.to.to_string(),
            ]],
            svg: Some(svg),
            shapes,
        });
    }
    out
}
