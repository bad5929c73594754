//! The solution that scored, move by move, as data for renderings that show each step (the
//! HTML report's tables and pictures, issue 33): for each move its row (the robot, where from,
//! where to), the board after it with that move drawn, and words saying what moved (the
//! picture's text alternative). No solution scored: no steps. Pure.

use super::picture::step_picture;
use super::state::{Event, State};
use super::words;
use crate::games::Step;
use crate::lang::Say;
use crate::say;

/// Each move of the solution that scored in the round `events` describe, played from `before`.
pub fn move_steps(before: &State, events: &[Event], say: Say<'_>) -> Vec<Step> {
    let Some((seat, solution)) = events.iter().find_map(|e| match e {
        Event::Scored { seat, steps, .. } => Some((*seat, steps)),
        _ => None,
    }) else {
        return Vec::new();
    };
    let who = <super::Ricochet as crate::games::Game>::seat_name(before, seat, say);
    let mut pos = before.position().clone();
    let mut out = Vec::new();
    for (k, s) in solution.iter().enumerate() {
        let n = k + 1;
        // The stored step is what was played; the position follows it.
        if pos.play(s.mv).is_err() {
            break;
        }
        let dir =
            super::Direction::between(s.from, s.to).map_or(String::new(), |d| words::dir(say, d));
        let colour = words::colour(say, s.mv.robot);
        let title = say!(say, "ricochet-step-title", n = n, of = solution.len());
        let (svg, shapes) = step_picture(
            &pos,
            s,
            n,
            &say!(
                say,
                "ricochet-step-alt",
                n = n,
                who = who.clone(),
                round = before.round()
            ),
            &say!(
                say,
                "ricochet-step-caption",
                title = title.clone(),
                colour = colour.clone(),
                dir = dir.clone()
            ),
        );
        out.push(Step {
            alt: say!(
                say,
                "ricochet-step-words",
                title = title.clone(),
                who = who.clone(),
                colour = colour.clone(),
                dir = dir,
                from = s.from.to_string(),
                to = s.to.to_string()
            ),
            title,
            columns: ["move", "robot", "from", "to"]
                .map(|c| say.t(&format!("ricochet-column-{c}")))
                .to_vec(),
            rows: vec![vec![
                s.mv.to_string(),
                colour,
                s.from.to_string(),
                s.to.to_string(),
            ]],
            width: crate::games::svg::width_of(&svg).unwrap_or_default(),
            svg: Some(svg),
            shapes,
        });
    }
    out
}
