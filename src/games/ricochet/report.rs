//! The mails' words: the round mail (the board and the goal), the result report after a deadline
//! and the HELP text. Everything renders from states and events, at most 72 columns.

use super::game::{Event, Ricochet, State};
use super::notation::count_moves;
use super::position::{Robot, Step};
use super::render::{self, LEGEND};
use crate::games::{Game, Seat};

/// Text never passes this width.
const WIDTH: usize = 72;

/// The HELP reply.
pub const HELP: &str = "\
Ricochet Pyramids: move the goal robot onto the goal tower in the fewest
moves. A robot slides north, east, south or west until the next square
holds a robot, a tower or the edge; the goal tower does not stop it, but
a robot that stops on the goal square stands on the tower.

Commands:
  SOLUTION yN rN yE yS rE   your solution: per move, the robot's initial
                            (r y g b) and a direction (N E S W; N is
                            towards rank 8). Any separators will do:
                            \"y N, r N\", \"1. yN 2. rN\", \"yellow north\",
                            \"y down\" (up right down left: N E S W).
  STATUS                    the board, the goal and the scores again.

robomod replays a solution at once and replies with its length or the
move where it fails. Send as often as you like: your shortest valid
solution counts. At the deadline the shortest solution of all scores a
point (equal lengths: the one that arrived first), the robots stay where
it left them and the next goal is drawn.
";

fn label(state: &State, seat: Seat) -> String {
    Ricochet::seat_label(state, seat)
}

/// `Scores: Player 1 2, Player 2 4; first to 10 points wins.`
fn scores(state: &State) -> String {
    let n = state.scores().len();
    let mut words: Vec<String> = state
        .scores()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let end = if i + 1 == n { ';' } else { ',' };
            format!("{} {p}{end}", label(state, Seat(i as u8)))
        })
        .collect();
    let target = format!("first to {} points wins.", state.settings().target);
    words.extend(target.split(' ').map(String::from));
    render::wrap("Scores: ", &words, WIDTH)
}

/// The round mail: the goal, the board, the robots, the scores and how to bid.
pub fn status(state: &State) -> String {
    let pos = state.position();
    let mut out = format!("Ricochet Pyramids, round {}\n", state.round());
    if let Some(seat) = state.winner() {
        out.push_str(&format!(
            "Game over: {} wins with {} points.\n\n",
            label(state, seat),
            state.scores()[seat.index()]
        ));
        out.push_str(&render::position_board(pos));
        out.push('\n');
        out.push_str(&scores(state));
        return out;
    }
    out.push_str(&format!("Goal: {}.\n\n", render::describe_goal(pos)));
    out.push_str(&render::position_board(pos));
    out.push_str(LEGEND);
    out.push_str("\n\n");
    out.push_str(&format!("Robots: {}.\n", render::robot_list(pos.robots())));
    out.push_str(&scores(state));
    out.push_str(
        "\nMail your solution before the deadline, one robot initial and one
direction (N E S W) per move, e.g.
  SOLUTION yN rE
You may send again: your shortest valid solution counts, and equal
lengths go to the one that arrived first.\n",
    );
    out
}

/// The boards of a solution played step by step from `robots`, the goal square marked.
pub fn steps_with_boards(
    towers: &[super::board::Tower],
    robots: &[Robot],
    goal: super::board::Square,
    steps: &[Step],
) -> String {
    let mut robots = robots.to_vec();
    let mut out = String::from("Start:\n");
    out.push_str(&render::board(towers, &robots, Some(goal)));
    for (i, step) in steps.iter().enumerate() {
        let robot = robots
            .iter_mut()
            .find(|r| r.at == step.from)
            .expect("the step's robot stands on its start square");
        robot.at = step.to;
        out.push_str(&format!(
            "\nMove {}: {}, the {} robot from {} to {}\n",
            i + 1,
            step.mv,
            step.mv.robot,
            step.from,
            step.to
        ));
        out.push_str(&render::board(towers, &robots, Some(goal)));
    }
    out
}

/// The result of one deadline: every bid, the winning solution step by step, the solver's
/// optimal solution, the scores and the next goal.
pub fn report(before: &State, events: &[Event], after: &State) -> String {
    let pos = before.position();
    let mut out = format!(
        "Ricochet Pyramids, round {}\nGoal: {}.\n\n",
        before.round(),
        render::describe_goal(pos)
    );
    let bids: Vec<(Seat, usize, String)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Bid { seat, solution } => Some((*seat, solution.len(), String::new())),
            Event::Refused { seat, solution, .. } => {
                Some((*seat, solution.len(), " (refused)".into()))
            }
            _ => None,
        })
        .collect();
    if bids.is_empty() {
        out.push_str("Bids: none.\n");
    } else {
        out.push_str("Bids, best first (equal lengths: the earliest first):\n");
    }
    for e in events {
        let (seat, solution, note) = match e {
            Event::Bid { seat, solution } => (seat, solution, ""),
            Event::Refused { seat, solution, .. } => (seat, solution, " refused:"),
            _ => continue,
        };
        let first = format!(
            "  {:<10} {:>8}{note} ",
            label(before, *seat),
            count_moves(solution.len())
        );
        out.push_str(&render::wrap(&first, &render::move_words(solution), WIDTH));
        if let Event::Refused { reason, .. } = e {
            let words: Vec<String> = reason.split(' ').map(String::from).collect();
            out.push_str(&render::wrap("    ", &words, WIDTH));
        }
    }
    let silent: Vec<String> = (0..before.scores().len())
        .map(|i| Seat(i as u8))
        .filter(|s| !bids.iter().any(|(b, _, _)| b == s))
        .map(|s| label(before, s))
        .collect();
    if !silent.is_empty() && !bids.is_empty() {
        out.push_str(&format!("  No bid: {}.\n", silent.join(", ")));
    }
    out.push('\n');
    let mut winning_len = None;
    for e in events {
        match e {
            Event::Scored {
                seat,
                steps,
                points,
            } => {
                winning_len = Some(steps.len());
                out.push_str(&format!(
                    "{} scores with {} and now has {} point{}.\n\n",
                    label(before, *seat),
                    count_moves(steps.len()),
                    points,
                    if *points == 1 { "" } else { "s" }
                ));
                out.push_str(&steps_with_boards(
                    pos.towers(),
                    pos.robots(),
                    pos.goal().tower,
                    steps,
                ));
                out.push('\n');
            }
            Event::NoWinner => out.push_str("No valid solution: no point this round.\n\n"),
            Event::Optimal { solution } => match solution {
                Some(moves) => {
                    let first = format!(
                        "The solver's optimal solution, {}: ",
                        count_moves(moves.len())
                    );
                    out.push_str(&render::wrap(&first, &render::move_words(moves), WIDTH));
                    if winning_len == Some(moves.len()) {
                        out.push_str("The winning solution was optimal too.\n");
                    }
                }
                None => out.push_str("The solver proves there was no solution.\n"),
            },
            Event::Won { seat } => out.push_str(&format!(
                "\n{} reaches {} points and wins the game.\n",
                label(before, *seat),
                after.settings().target
            )),
            _ => {}
        }
    }
    out.push('\n');
    if after.winner().is_none() {
        // The next round's mail, scores included.
        out.push_str("Next:\n");
        out.push_str(&status(after));
    } else {
        out.push_str(&scores(after));
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn help_fits_the_page() {
        assert!(
            super::HELP
                .lines()
                .all(|l| l.chars().count() <= super::WIDTH)
        );
    }
}
