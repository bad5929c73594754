//! The RAMbots board as an SVG picture: the 8x8 board after a round, RAMbots as large pyramids
//! seen from above in their colour (a square with its edges to the apex when upright, a triangle
//! pointing its way when lying), beacons the same but small, each with its colour's letter
//! (upper case a RAMbot, lower case a beacon); the round's moves as arrows (programmed blue and
//! solid, pushed, pulled or slid green and dashed), RAMs, beam hits and tagged goals marked on
//! what they marked, where it ends; the precedence stack and each goal stack beside the board; a
//! legend. Public: goal stacks show only once revealed. One instruction of a round ([`step_picture`]) is the board alone, smaller, with
//! that instruction's moves and its beam as a purple dotted line from the RAMbot to what it hit
//! (the page around it carries the legend). Every word in the reader's language (`say`). Pure.

use super::board::{Colour, Dir, Facing, Square};
use super::events::{Event, How};
use super::position::{Object, Position, Thing};
use super::{Phase, State, words};
use crate::games::shape::{Arrow, Shape};
use crate::games::svg::{LineStyle, Svg, grid, lines};
use crate::lang::Say;
use crate::say;

const CELL: f32 = 44.0;
const X0: f32 = 28.0;
const Y0: f32 = 16.0;
const PANEL: f32 = X0 + 8.0 * CELL + 20.0;
/// A step picture's width: the board and a margin ([`step_picture`]).
pub const STEP_WIDTH: u32 = (X0 + 8.0 * CELL + 10.0) as u32;
/// A beam: purple ([`crate::games::svg::SHOT`]), dotted.
pub const BEAM: &str = crate::games::svg::SHOT;

fn fill(c: Colour) -> &'static str {
    ["#d62728", "#f2c40f", "#1f77b4", "#2ca02c"][c.index()]
}

/// Text that reads on `c`'s fill.
fn ink(c: Colour) -> &'static str {
    crate::games::svg::ink(c == Colour::Yellow)
}

fn centre(sq: Square) -> (f32, f32) {
    let (f, r) = (sq.index() % 8, sq.index() / 8);
    (
        X0 + (f as f32 + 0.5) * CELL,
        Y0 + (7.0 - r as f32 + 0.5) * CELL,
    )
}

fn unit(d: Dir) -> (f32, f32) {
    crate::games::svg::unit(d as usize)
}

/// A pyramid seen from above at (`x`, `y`), `half` its half-width.
fn pyramid(svg: &mut Svg, (x, y): (f32, f32), half: f32, o: Object, say: Say<'_>) {
    let c = o.thing.colour();
    match o.facing {
        Facing::Up => {
            let corners = [
                (x - half, y - half),
                (x + half, y - half),
                (x + half, y + half),
                (x - half, y + half),
            ];
            svg.polygon(&corners, fill(c), "#222222");
            for (cx, cy) in corners {
                svg.line((x, y), (cx, cy), "#00000055", 1.0);
            }
        }
        Facing::Lying(d) => {
            let (ux, uy) = unit(d);
            let (px, py) = (-uy, ux);
            let tip = (x + ux * half, y + uy * half);
            let b1 = (x - ux * half + px * half, y - uy * half + py * half);
            let b2 = (x - ux * half - px * half, y - uy * half - py * half);
            svg.polygon(&[tip, b1, b2], fill(c), "#222222");
        }
    }
    let letter = words::letter(say, o.thing.colour(), matches!(o.thing, Thing::Beacon(_)));
    // A lying piece's letter sits towards its wide end, where there is room.
    let (lx, ly) = match o.facing {
        Facing::Lying(d) => (x - unit(d).0 * half / 3.0, y - unit(d).1 * half / 3.0),
        Facing::Up => (x, y),
    };
    let size = if matches!(o.thing, Thing::Bot(_)) {
        14.0
    } else {
        10.0
    };
    svg.text(lx, ly, size, ink(c), &letter);
}

/// The board after the round `events` describe (none: the position alone), with its moves, in
/// `say`'s language.
/// Also what it draws after its background, as shapes: what its PNG is drawn from.
pub fn picture_shapes(
    before: &State,
    events: &[Event],
    after: &State,
    say: Say<'_>,
) -> (String, Vec<Shape>) {
    let title = match (after.phase(), events.is_empty()) {
        (Phase::Setup, _) => say.t("rambots-picture-title-setup"),
        (_, true) => say!(say, "rambots-picture-title-now", n = after.round()),
        (_, false) => say!(say, "rambots-picture-title-after", n = before.round()),
    };
    draw(after.position(), events, &title, after.phase(), say).finish_with_shapes()
}

/// [`picture_shapes`] of a bare position (`sim`): `title` is its alt text; in `Setup` the goal stacks
/// are not shown.
pub fn picture_of(
    pos: &Position,
    events: &[Event],
    title: &str,
    phase: Phase,
    say: Say<'_>,
) -> String {
    draw(pos, events, title, phase, say).finish()
}

fn draw(pos: &Position, events: &[Event], title: &str, phase: Phase, say: Say<'_>) -> Svg {
    let mut svg = Svg::new(600, 500, title);
    grid(&mut svg, (X0, Y0), 8, 8, CELL);
    let y = Y0 + 8.0 * CELL + 40.0;
    let y = svg.arrow_legend(
        X0,
        y,
        &say.t("rambots-picture-programmed"),
        &say.t("rambots-picture-carried"),
    );
    svg.legend(X0, y, &lines(say, "rambots-picture-legend"));
    panel_labels(&mut svg, pos, phase, say);
    svg.end_background();
    pieces(&mut svg, pos, say);
    draw_moves(&mut svg, events, pos);
    panel(&mut svg, pos, phase, say);
    svg
}

/// Every RAMbot and beacon of `pos`, where it stands.
fn pieces(svg: &mut Svg, pos: &Position, say: Say<'_>) {
    for (sq, o) in pos.objects() {
        let half = if matches!(o.thing, Thing::Bot(_)) {
            17.0
        } else {
            10.0
        };
        pyramid(svg, centre(sq), half, o, say);
    }
}

/// The board after one instruction of a round (`events`, the instruction's own), its moves and
/// its beam drawn; the board alone, without panel or legend (`title`: its alt text), with
/// `caption` under it (which step it is: a frame of an animation says so itself).
pub fn step_picture(
    pos: &Position,
    events: &[Event],
    title: &str,
    caption: &str,
    say: Say<'_>,
) -> (String, Vec<Shape>) {
    let h = Y0 + 8.0 * CELL + 44.0;
    let mut svg = Svg::new(STEP_WIDTH, h as u32, title);
    svg.small();
    grid(&mut svg, (X0, Y0), 8, 8, CELL);
    svg.end_background();
    svg.text_left(X0, h - 8.0, 14.0, "#111111", caption);
    pieces(&mut svg, pos, say);
    draw_beams(&mut svg, events, pos);
    draw_moves(&mut svg, events, pos);
    svg.finish_with_shapes()
}

/// Each beam of `events` that went somewhere, from its RAMbot (where `pos` has it) to what it
/// hit or to the wall it reached, from the RAMbot's edge to the target's.
fn draw_beams(svg: &mut Svg, events: &[Event], pos: &Position) {
    for e in events {
        let (bot, end) = match *e {
            Event::BeamHit { bot, at, .. } => (bot, Some(centre(at))),
            Event::BeamWall { bot, .. } => (bot, None),
            _ => continue,
        };
        let Some(from) = pos.find(Thing::Bot(bot)) else {
            continue;
        };
        let end = match (end, pos.at(from).map(|o| o.facing)) {
            (Some(end), _) => end,
            (None, Some(Facing::Lying(d))) => {
                let mut sq = from;
                while let Some(next) = sq.step(d) {
                    sq = next;
                }
                let (x, y) = centre(sq);
                let (ux, uy) = unit(d);
                (x + ux * CELL / 2.0, y + uy * CELL / 2.0)
            }
            (None, _) => continue,
        };
        let start = centre(from);
        let (dx, dy) = (end.0 - start.0, end.1 - start.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len < 30.0 {
            continue;
        }
        let (ux, uy) = (dx / len, dy / len);
        let start = (start.0 + ux * 15.0, start.1 + uy * 15.0);
        let end = (end.0 - ux * 6.0, end.1 - uy * 6.0);
        svg.styled_line(
            start,
            end,
            LineStyle {
                colour: BEAM,
                width: 3.0,
                opacity: 1.0,
                dash: Some([1.0, 6.0]),
                round: true,
            },
        );
    }
}

fn draw_moves(svg: &mut Svg, events: &[Event], pos: &Position) {
    let mut drawn: Vec<(Square, Square)> = Vec::new();
    // Each mark on what it marks, where `pos` has it: a rammed RAMbot pushed on is marked
    // where it stands, not on the square its rammer drove into (seen in play: the `R`
    // "rammed" sat on the rammer).
    let mut marks: Vec<(Square, char)> = Vec::new();
    let mut mark = |target: Thing, at: Square, letter: char| {
        let sq = pos.find(target).unwrap_or(at);
        if !marks.contains(&(sq, letter)) {
            marks.push((sq, letter));
        }
    };
    for e in events {
        match e {
            Event::Moved { from, to, how, .. } => {
                let kind = match how {
                    How::Drive | How::Reverse => Arrow::Programmed,
                    How::Push | How::Pull | How::Slide => Arrow::Carried,
                };
                // The same line again (there and back, or pushed twice) is drawn beside it.
                let again = drawn
                    .iter()
                    .filter(|(a, b)| (a, b) == (from, to) || (a, b) == (to, from))
                    .count();
                let nudge = [0.0, 6.0, -6.0, 12.0, -12.0][again.min(4)];
                svg.arrow(centre(*from), centre(*to), kind, nudge);
                drawn.push((*from, *to));
            }
            Event::Rammed { target, at, .. } => mark(*target, *at, 'R'),
            Event::BeamHit { target, at, .. } => mark(*target, *at, 'H'),
            Event::Tagged { bot, .. } => {
                if let Some(sq) = pos.find(Thing::Bot(*bot)) {
                    mark(Thing::Bot(*bot), sq, 'T');
                }
            }
            _ => {}
        }
    }
    for (i, &(sq, letter)) in marks.iter().enumerate() {
        let before = marks[..i].iter().filter(|(s, _)| *s == sq).count();
        corner_mark(svg, sq, before, letter);
    }
}

/// `letter` in the top right corner of `sq`, the `nth` mark there further left.
fn corner_mark(svg: &mut Svg, sq: Square, nth: usize, letter: char) {
    let (x, y) = centre(sq);
    let x = x + CELL / 2.0 - 9.0 - 17.0 * nth as f32;
    svg.mark(x, y - CELL / 2.0 + 9.0, letter);
}

/// Where the goal stacks start, below the precedence stack.
const GOALS_Y: f32 = Y0 + 22.0 + 4.0 * 26.0 + 24.0;

/// The panel's words that stay the same all game: its headings and the seats' names.
fn panel_labels(svg: &mut Svg, pos: &Position, phase: Phase, say: Say<'_>) {
    let t = |id: &str| say.t(id);
    svg.text_left(
        PANEL,
        Y0 + 12.0,
        13.0,
        "#111111",
        &t("rambots-picture-precedence"),
    );
    svg.text_left(
        PANEL + 30.0,
        Y0 + 22.0 + 15.0,
        11.0,
        "#333333",
        &t("rambots-picture-highest"),
    );
    if phase == Phase::Setup {
        let words = t("rambots-picture-goals-not-built");
        svg.text_left(PANEL, GOALS_Y, 12.0, "#333333", &words);
        return;
    }
    let words = t("rambots-picture-goals-left");
    svg.text_left(PANEL, GOALS_Y, 13.0, "#111111", &words);
    for (i, c) in pos.seats().iter().enumerate() {
        let y = GOALS_Y + 10.0 + 26.0 * i as f32;
        svg.text_left(PANEL, y + 16.0, 12.0, "#111111", &words::bot(say, *c));
    }
}

/// Where each seat's goal stack starts, right of its name: 52 pixels from the panel's edge, or
/// further when a language's names are longer (Polish `Niebieski`).
fn goals_x(pos: &Position, say: Say<'_>) -> f32 {
    let widest = pos
        .seats()
        .iter()
        .map(|c| crate::games::svg::text_width(&words::bot(say, *c), 12.0))
        .fold(0.0, f32::max);
    PANEL + (widest + 8.0).ceil().max(52.0)
}

/// The precedence stack and the goal stacks, right of the board (the words of
/// [`panel_labels`] around them).
fn panel(svg: &mut Svg, pos: &Position, phase: Phase, say: Say<'_>) {
    for (i, c) in pos.precedence().iter().enumerate() {
        let y = Y0 + 22.0 + i as f32 * 26.0;
        svg.rect(PANEL, y, 22.0, 22.0, fill(*c), "#222222");
        svg.text(
            PANEL + 11.0,
            y + 11.0,
            12.0,
            ink(*c),
            &words::letter(say, *c, false),
        );
    }
    if phase == Phase::Setup {
        return;
    }
    let at = goals_x(pos, say);
    for (i, c) in pos.seats().iter().enumerate() {
        let y = GOALS_Y + 10.0 + 26.0 * i as f32;
        let goals = pos.goals(*c);
        for (i, g) in goals.iter().enumerate().take(7) {
            let x = at + i as f32 * 20.0;
            svg.rect(x, y + 4.0, 17.0, 17.0, fill(g.colour), "#222222");
            svg.text(
                x + 8.5,
                y + 12.5,
                10.0,
                ink(g.colour),
                &(g.size as u8).to_string(),
            );
        }
        if goals.is_empty() {
            let none = say.t("rambots-picture-no-goals");
            svg.text_left(at, y + 16.0, 11.0, "#333333", &none);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rambots::testkit;

    /// The centres of the marks `letter` drawn in `svg`, as the squares they mark.
    fn marked(svg: &str, letter: char) -> Vec<Square> {
        let text = format!(">{letter}</text>");
        Square::all()
            .filter(|&sq| {
                let (x, y) = centre(sq);
                let at = format!("x=\"{}\"", x + CELL / 2.0 - 9.0);
                svg.match_indices(&text).any(|(i, _)| {
                    let start = svg[..i].rfind("<text").unwrap_or(0);
                    svg[start..i].contains(&at)
                        && svg[start..i].contains(&format!("y=\"{}", y - CELL / 2.0 + 9.0))
                })
            })
            .collect()
    }

    /// Seen in play: Yellow drove into Blue at f4 and pushed it to g4; the `R` (rammed) sat on
    /// f4, on Yellow. It marks Blue, where it stands after the push.
    #[test]
    fn a_ram_is_marked_on_the_rammed_robot_where_it_ends() {
        let s = testkit::setup("Yd4E Bf4U | ya1N ra8N bh1N gh8N");
        let (after, events, _) = testkit::run(s, &[('Y', "2YE")]);
        assert_eq!(
            after.find(Thing::Bot(Colour::Blue)),
            Some("g4".parse().unwrap())
        );
        let (svg, _) = step_picture(&after, &events, "t", "t", Say::english());
        assert_eq!(marked(&svg, 'R'), ["g4".parse().unwrap()], "{svg}");
    }
}
