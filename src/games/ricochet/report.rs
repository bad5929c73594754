//! The mails' words: the round mail (the board and the goal), the result report after a deadline
//! and the HELP text. Everything renders from states and events, at most 72 columns.

use super::position::{Robot, Step};
use super::render;
use super::state::{self, Event, Refusal, State};
use super::words;
use crate::games::Seat;
use crate::lang::Say;
use crate::say;

/// Text never passes this width.
const WIDTH: usize = 72;

/// The HELP reply.
pub fn help(say: Say<'_>) -> String {
    format!("{}\n", say.t("ricochet-help"))
}

/// A seat as the reader names it (`Gracz 1`).
fn label(_state: &State, seat: Seat, say: Say<'_>) -> String {
    state::seat_name(seat, say)
}

/// `Scores: Player 1 2, Player 2 4; first to 10 points wins.`
fn scores(state: &State, say: Say<'_>) -> String {
    let n = state.scores().len();
    let mut words: Vec<String> = state
        .scores()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let end = if i + 1 == n { ';' } else { ',' };
            format!("{} {p}{end}", label(state, Seat(i as u8), say))
        })
        .collect();
    let target = say!(say, "ricochet-scores-target", n = state.settings().target);
    words.extend(target.split(' ').map(String::from));
    render::wrap(&format!("{} ", say.t("ricochet-scores")), &words, WIDTH)
}

/// The round mail: the goal, the board, the robots, the scores and how to bid.
pub fn status(state: &State, say: Say<'_>) -> String {
    let pos = state.position();
    let mut out = format!("{}\n", say!(say, "ricochet-title", n = state.round()));
    if let Some(seat) = state.winner() {
        let over = say!(
            say,
            "ricochet-game-over",
            who = label(state, seat, say),
            points = state.scores()[seat.index()]
        );
        out.push_str(&format!("{over}\n\n"));
        out.push_str(&render::position_board(pos));
        out.push('\n');
        out.push_str(&scores(state, say));
        return out;
    }
    let goal = render::describe_goal(pos, say);
    out.push_str(&format!("{}\n\n", say!(say, "ricochet-goal", goal = goal)));
    out.push_str(&render::position_board(pos));
    out.push_str(&render::legend(say));
    out.push_str("\n\n");
    let robots = render::robot_list(pos.robots(), say);
    out.push_str(&format!(
        "{}\n",
        say!(say, "ricochet-robots", robots = robots)
    ));
    out.push_str(&scores(state, say));
    out.push_str(&format!("\n{}\n", say.t("ricochet-how-to-bid")));
    out
}

/// The boards of a solution played step by step from `robots`, the goal square marked.
pub fn steps_with_boards(
    towers: &[super::board::Tower],
    robots: &[Robot],
    goal: super::board::Square,
    steps: &[Step],
    say: Say<'_>,
) -> String {
    let mut robots = robots.to_vec();
    let mut out = format!("{}\n", say.t("ricochet-start"));
    out.push_str(&render::board(towers, &robots, Some(goal)));
    for (i, step) in steps.iter().enumerate() {
        let robot = robots
            .iter_mut()
            .find(|r| r.at == step.from)
            .expect("the step's robot stands on its start square");
        robot.at = step.to;
        let line = say!(
            say,
            "ricochet-move-line",
            n = i + 1,
            mv = step.mv.to_string(),
            colour = words::colour(say, step.mv.robot),
            from = step.from.to_string(),
            to = step.to.to_string()
        );
        out.push_str(&format!("\n{line}\n"));
        out.push_str(&render::board(towers, &robots, Some(goal)));
    }
    out
}

/// The result of one deadline: every bid, the winning solution step by step, the solver's
/// optimal solution, the scores and the next goal.
pub fn report(before: &State, events: &[Event], after: &State, say: Say<'_>) -> String {
    let pos = before.position();
    let mut out = format!(
        "{}\n{}\n\n",
        say!(say, "ricochet-title", n = before.round()),
        say!(say, "ricochet-goal", goal = render::describe_goal(pos, say))
    );
    bids(&mut out, before, events, say);
    outcome(&mut out, before, events, after, say);
    out.push('\n');
    if after.winner().is_none() {
        // The next round's mail, scores included.
        out.push_str(&format!("{}\n", say.t("ricochet-next")));
        out.push_str(&status(after, say));
    } else {
        out.push_str(&scores(after, say));
    }
    out
}

/// The bids of the round, each with its solution (and why it was refused), and who did not
/// bid.
fn bids(out: &mut String, before: &State, events: &[Event], say: Say<'_>) {
    let bids: Vec<(Seat, usize)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Bid { seat, solution } | Event::Refused { seat, solution, .. } => {
                Some((*seat, solution.len()))
            }
            _ => None,
        })
        .collect();
    if bids.is_empty() {
        out.push_str(&format!("{}\n", say.t("ricochet-bids-none")));
    } else {
        out.push_str(&format!("{}\n", say.t("ricochet-bids-head")));
    }
    let refused = format!(" {}", say.t("ricochet-refused"));
    for e in events {
        let (seat, solution, note) = match e {
            Event::Bid { seat, solution } => (seat, solution, ""),
            Event::Refused { seat, solution, .. } => (seat, solution, refused.as_str()),
            _ => continue,
        };
        let first = format!(
            "  {:<10} {:>8}{note} ",
            label(before, *seat, say),
            words::moves(say, solution.len())
        );
        out.push_str(&render::wrap(&first, &render::move_words(solution), WIDTH));
        if let Event::Refused { reason, .. } = e {
            let reason = match reason {
                Refusal::Why(why) => words::solution_error(say, why),
                Refusal::Text(text) => text.clone(),
            };
            let words: Vec<String> = reason.split(' ').map(String::from).collect();
            out.push_str(&render::wrap("    ", &words, WIDTH));
        }
    }
    let silent: Vec<String> = (0..before.scores().len())
        .map(|i| Seat(i as u8))
        .filter(|s| !bids.iter().any(|(b, _)| b == s))
        .map(|s| label(before, s, say))
        .collect();
    if !silent.is_empty() && !bids.is_empty() {
        let who = silent.join(", ");
        out.push_str(&format!("  {}\n", say!(say, "ricochet-no-bid", who = who)));
    }
    out.push('\n');
}

/// Who scored (with the boards of the winning solution) or that nobody did, the shortest
/// solution, and who won the game.
fn outcome(out: &mut String, before: &State, events: &[Event], after: &State, say: Say<'_>) {
    let pos = before.position();
    let mut winning_len = None;
    for e in events {
        match e {
            Event::Scored {
                seat,
                steps,
                points,
            } => {
                winning_len = Some(steps.len());
                let scored = say!(
                    say,
                    "ricochet-scored",
                    who = label(before, *seat, say),
                    moves = words::moves(say, steps.len()),
                    points = *points
                );
                out.push_str(&format!("{scored}\n\n"));
                out.push_str(&steps_with_boards(
                    pos.towers(),
                    pos.robots(),
                    pos.goal().tower,
                    steps,
                    say,
                ));
                out.push('\n');
            }
            Event::NoWinner => out.push_str(&format!("{}\n\n", say.t("ricochet-no-winner"))),
            Event::Optimal { solution } => match solution {
                Some(moves) => {
                    let n = words::moves(say, moves.len());
                    let first = format!("{} ", say!(say, "ricochet-optimal", moves = n));
                    out.push_str(&render::wrap(&first, &render::move_words(moves), WIDTH));
                    if winning_len == Some(moves.len()) {
                        out.push_str(&format!("{}\n", say.t("ricochet-optimal-too")));
                    }
                }
                None => out.push_str(&format!("{}\n", say.t("ricochet-no-solution"))),
            },
            Event::Won { seat } => {
                let won = say!(
                    say,
                    "ricochet-won",
                    who = label(before, *seat, say),
                    n = after.settings().target
                );
                out.push_str(&format!("\n{won}\n"));
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn help_fits_the_page() {
        assert!(
            super::help(crate::lang::Say::english())
                .lines()
                .all(|l| l.chars().count() <= super::WIDTH)
        );
    }
}
