//! The Ricochet Pyramids board as an SVG picture: towers as a large square of the base colour
//! with the top's smaller square on it (and both initials), robots as circles with their
//! initial, the goal tower ringed; the moves of the solution that scored (or, from `sim`, the
//! optimal one) as numbered blue arrows; the scores beside the board; a legend. One move of the
//! solution ([`step_picture`]) is the board alone with that move. Every word in the reader's
//! language (`say`). Pure.

use super::board::{Color, Square};
use super::position::{Position, Step};
use super::state::{Event, State};
use super::words;
use crate::games::shape::{Arrow, Shape};
use crate::games::svg::{Svg, grid, lines};
use crate::lang::Say;
use crate::say;

const CELL: f32 = 44.0;
const X0: f32 = 28.0;
const Y0: f32 = 16.0;
const PANEL: f32 = X0 + 8.0 * CELL + 20.0;

fn fill(c: Color) -> &'static str {
    match c {
        Color::Red => "#d62728",
        Color::Yellow => "#f2c40f",
        Color::Green => "#2ca02c",
        Color::Blue => "#1f77b4",
    }
}

fn ink(c: Color) -> &'static str {
    crate::games::svg::ink(c == Color::Yellow)
}

fn centre(sq: Square) -> (f32, f32) {
    (
        X0 + (sq.file() as f32 + 0.5) * CELL,
        Y0 + (7.0 - sq.rank() as f32 + 0.5) * CELL,
    )
}

/// The position after the round `events` describe (none: the position alone), the scoring
/// solution drawn, the scores beside, in `say`'s language.
/// Also what it draws after its background, as shapes: what its PNG is drawn from.
pub fn picture_shapes(
    before: &State,
    events: &[Event],
    after: &State,
    say: Say<'_>,
) -> (String, Vec<Shape>) {
    let steps: Vec<Step> = events
        .iter()
        .find_map(|e| match e {
            Event::Scored { steps, .. } => Some(steps.clone()),
            _ => None,
        })
        .unwrap_or_default();
    let title = if events.is_empty() {
        say!(say, "ricochet-picture-title-now", n = after.round())
    } else {
        say!(say, "ricochet-picture-title-after", n = before.round())
    };
    let mut svg = board(after.position(), &steps, &title, say);
    let mut y = Y0 + 12.0;
    let scores = say.t("ricochet-picture-scores");
    svg.text_left(PANEL, y, 13.0, "#111111", &scores);
    for (i, s) in after.scores().iter().enumerate() {
        y += 20.0;
        let line = say!(say, "ricochet-picture-score", n = i + 1, score = *s);
        svg.text_left(PANEL, y, 12.0, "#111111", &line);
    }
    svg.finish_with_shapes()
}

/// The position alone with `steps` drawn (`sim`: its optimal solution).
pub fn picture_of(pos: &Position, steps: &[Step], title: &str, say: Say<'_>) -> String {
    board(pos, steps, title, say).finish()
}

fn board(pos: &Position, steps: &[Step], title: &str, say: Say<'_>) -> Svg {
    let mut svg = Svg::new(560, 460, title);
    grid(&mut svg, (X0, Y0), 8, 8, CELL);
    towers(&mut svg, pos);
    let legend_y = Y0 + 8.0 * CELL + 36.0;
    svg.legend(X0, legend_y + 16.0, &lines(say, "ricochet-picture-legend"));
    svg.end_background();
    goal_ring(&mut svg, pos);
    let goal = pos.goal();
    let line = say!(
        say,
        "ricochet-picture-goal",
        colour = words::colour(say, goal.robot),
        at = goal.tower.to_string()
    );
    svg.legend(X0, legend_y, &[line]);
    moves(&mut svg, steps, 1);
    robots(&mut svg, pos);
    svg
}

/// Move `n` (from 1) of a solution on the board alone, the position after it (`pos`) with the
/// goal ringed, `caption` under it; the page around it carries the legend. A small PNG: one of
/// many in a mail.
pub fn step_picture(
    pos: &Position,
    step: &Step,
    n: usize,
    title: &str,
    caption: &str,
) -> (String, Vec<Shape>) {
    let (w, h) = (X0 + 8.0 * CELL + 10.0, Y0 + 8.0 * CELL + 44.0);
    let mut svg = Svg::new(w as u32, h as u32, title);
    svg.small();
    grid(&mut svg, (X0, Y0), 8, 8, CELL);
    towers(&mut svg, pos);
    svg.end_background();
    svg.text_left(X0, h - 8.0, 14.0, "#111111", caption);
    goal_ring(&mut svg, pos);
    moves(&mut svg, std::slice::from_ref(step), n);
    robots(&mut svg, pos);
    svg.finish_with_shapes()
}

fn towers(svg: &mut Svg, pos: &Position) {
    for t in pos.towers() {
        let (x, y) = centre(t.at);
        svg.rect(x - 15.0, y - 15.0, 30.0, 30.0, fill(t.base), "#222222");
        svg.rect(x - 9.0, y - 9.0, 18.0, 18.0, fill(t.top), "#222222");
        let code = format!(
            "{}{}",
            t.top.letter().to_ascii_uppercase(),
            t.base.letter().to_ascii_uppercase()
        );
        svg.text(x, y + 19.0, 8.0, "#111111", &code);
    }
}

fn goal_ring(svg: &mut Svg, pos: &Position) {
    let (gx, gy) = centre(pos.goal().tower);
    svg.circle(gx, gy, 21.0, "none", "#111111", 3.0);
}

/// `steps` as numbered arrows, the first numbered `first`.
fn moves(svg: &mut Svg, steps: &[Step], first: usize) {
    for (i, s) in steps.iter().enumerate() {
        svg.arrow(centre(s.from), centre(s.to), Arrow::Programmed, 0.0);
        let (fx, fy) = centre(s.from);
        let (tx, ty) = centre(s.to);
        svg.mark((fx + tx) / 2.0, (fy + ty) / 2.0, char_of(first + i));
    }
}

fn robots(svg: &mut Svg, pos: &Position) {
    for r in pos.robots() {
        let (x, y) = centre(r.at);
        svg.circle(x, y, 8.0, fill(r.color), "#111111", 1.5);
        svg.text(x, y, 10.0, ink(r.color), &r.color.letter().to_string());
    }
}

/// `1`..`9`, then `+`: move numbers in a mark.
fn char_of(n: usize) -> char {
    char::from_digit(n as u32, 10).unwrap_or('+')
}
