//! The race board as an SVG picture: belts (express ones darker, with a double head),
//! rotating sections, gears, pits, walls, board lasers with their beams up to what stops them,
//! numbered flags, repair and upgrade sites, robots with their facing and damage; the round's
//! moves as arrows (a robot's own instructions blue and solid, pushes, beams and belts green
//! and dashed, as the seed's moderator draws them), laser shots as purple lines from shooter to
//! target, hits and destructions marked; below the board (for a phone's width) the legend, the
//! upgrades on offer by their full names and the robots' state, every word in the reader's
//! language (`say`; the upgrades' names as the game gives them), the width measured from the
//! words. Public: no hands, no programs before they run. Pure.

use super::board::{Board, Dir, Element, Rot, Square};
use super::events::Event;
use super::game::State;
use super::position::Position;
use crate::games::shape::Shape;
use crate::games::svg::{LineStyle, Svg, grid};
use crate::lang::Say;
use crate::say;

mod legend;
use legend::{Words, panel, panel_rows};

const X0: f32 = 28.0;
const Y0: f32 = 16.0;

/// The robots' colours, by index; each robot also carries its initials. None is purple: a thin
/// purple line is a robot's laser shot.
const ROBOT: [&str; 8] = [
    "#e41a1c", "#377eb8", "#4daf4a", "#17becf", "#ff7f00", "#a6761d", "#f781bf", "#666666",
];

struct Geo {
    cell: f32,
    height: u8,
}

impl Geo {
    fn centre(&self, sq: Square) -> (f32, f32) {
        (
            X0 + (sq.file() as f32 + 0.5) * self.cell,
            Y0 + ((self.height - 1 - sq.rank()) as f32 + 0.5) * self.cell,
        )
    }
}

fn unit(d: Dir) -> (f32, f32) {
    crate::games::svg::unit(d.index())
}

fn initials(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .take(2)
        .collect()
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
    let board = super::boards::said(say, after.position().board().name());
    let title = if events.is_empty() {
        let n = after.position().round();
        say!(say, "race-picture-title-now", board = board.as_str(), n = n)
    } else {
        let n = before.position().round();
        say!(
            say,
            "race-picture-title-after",
            board = board.as_str(),
            n = n
        )
    };
    let (before, after) = (before.position(), after.position());
    draw(before, events, after, (&title, None), say).finish_with_shapes()
}

/// [`picture_shapes`] of bare positions (`sim`).
///
/// Laid out for a phone (issue 33): the board, then below it, across the board's width, the
/// legend, the upgrades on offer by their full names and the robots' state, so that the
/// picture is about 520 pixels wide and reads at 412.
pub fn picture_of(
    before: &Position,
    events: &[Event],
    after: &Position,
    title: &str,
    say: Say<'_>,
) -> String {
    draw(before, events, after, (title, None), say).finish()
}

/// The board alone, smaller (at most 360 pixels a side), with the moves of `events`: one step
/// of a round (a register), whose legend and robots' state the HTML report gives once;
/// `caption` under it says which step it is (a frame of the animated round shows alone).
pub fn board_of(
    before: &Position,
    events: &[Event],
    after: &Position,
    (title, caption): (&str, &str),
    say: Say<'_>,
) -> (String, Vec<Shape>) {
    draw(before, events, after, (title, Some(caption)), say).finish_with_shapes()
}

/// The whole picture (`caption` none) or the board alone with `caption` under it.
fn draw(
    before: &Position,
    events: &[Event],
    after: &Position,
    (title, caption): (&str, Option<&str>),
    say: Say<'_>,
) -> Svg {
    let whole = caption.is_none();
    let board = after.board();
    let side = board.width().max(board.height()).max(1);
    let (most, cell_most) = if whole { (480.0, 40.0) } else { (360.0, 30.0) };
    let cell = (most / side as f32).min(cell_most).floor();
    let geo = Geo {
        cell,
        height: board.height(),
    };
    let board_w = board.width() as f32 * cell;
    let board_h = board.height() as f32 * cell;
    let words = Words::of(say, after);
    let rows = panel_rows(after, say);
    let width = if whole {
        (X0 + board_w.max(words.width(&rows)) + 12.0).ceil()
    } else {
        (X0 + board_w + 8.0).ceil()
    };
    let legend = &words.legend;
    let sites = board
        .squares()
        .filter(|&sq| board.element(sq) == Element::Upgrade)
        .count();
    let legend_y = Y0 + board_h + 36.0;
    let offers_y = legend_y + 36.0 + LINE * legend.len() as f32 + 8.0;
    let panel_y = offers_y
        + if sites > 0 {
            LINE * (sites as f32 + 1.0) + 8.0
        } else {
            0.0
        };
    let height = if whole {
        panel_y + LINE * (rows.len() as f32 + 1.0) + 8.0
    } else {
        Y0 + board_h + 42.0
    };
    let mut svg = Svg::new(width as u32, height.ceil() as u32, title);
    if !whole {
        // One of five in a mail: a palette PNG.
        svg.small();
    }
    grid(&mut svg, (X0, Y0), board.width(), board.height(), cell);
    for sq in board.squares() {
        element(&mut svg, &geo, sq, board.element(sq), say);
    }
    walls(&mut svg, &geo, board);
    for l in board.lasers() {
        let (x, y) = geo.centre(l.at);
        let (ux, uy) = unit(l.dir);
        let back = (x - ux * cell / 2.0, y - uy * cell / 2.0);
        svg.circle(back.0, back.1, cell * 0.14, "#ef4444", "#7f1d1d", 1.0);
        svg.text(back.0, back.1, cell * 0.18, "#ffffff", &l.beams.to_string());
    }
    if whole {
        let y = svg.arrow_legend(X0, legend_y, &words.own, &words.carried);
        svg.legend(X0, y, legend);
        svg.text_left(X0, panel_y, 13.0, "#111111", &words.robots);
    }
    svg.end_background();
    if let Some(caption) = caption {
        svg.text_left(X0, height - 8.0, 14.0, "#111111", caption);
    }
    beams(&mut svg, &geo, after);
    if whole {
        offers(&mut svg, &geo, after, offers_y, &words);
    }
    // A register's moves as they ran; the round's, one arrow a robot from where it began to
    // where it ended (issue 39: five registers' arrows on one board crossed and overlapped).
    let marks = if whole {
        moves::net(&mut svg, &geo, before, events, after)
    } else {
        moves::moves(&mut svg, &geo, before, events)
    };
    for (i, r) in after.robots().iter().enumerate() {
        let Some(at) = r.at() else { continue };
        robot(
            &mut svg,
            &geo,
            at,
            r.facing(),
            i,
            r.name(),
            r.damage(),
            r.powered_down(),
        );
    }
    // Marks over the robots, never under them.
    moves::marks(&mut svg, &geo, before, &marks);
    if whole {
        panel(&mut svg, X0, panel_y, &rows);
    }
    svg
}

/// The space a line of the legend and the lists below the board takes.
const LINE: f32 = 16.0;
/// The least width of what is below the board (English's legend: 470 pixels).
const LEGEND_W: f32 = 470.0;

/// the first robot in its way (which it reaches).
fn beams(svg: &mut Svg, geo: &Geo, pos: &Position) {
    let board = pos.board();
    let robot_at = |sq: Square| pos.robots().iter().any(|r| r.at() == Some(sq));
    for l in board.lasers() {
        let mut end = l.at;
        while !robot_at(end) && !board.wall(end, l.dir) {
            match board.step(end, l.dir).filter(|n| board.contains(*n)) {
                Some(n) => end = n,
                None => break,
            }
        }
        let (ux, uy) = unit(l.dir);
        let h = geo.cell / 2.0;
        let (ax, ay) = geo.centre(l.at);
        let (bx, by) = geo.centre(end);
        let a = (ax - ux * h, ay - uy * h);
        // Up to the robot's centre, or the far edge of the last square.
        let b = if robot_at(end) {
            (bx, by)
        } else {
            (bx + ux * h, by + uy * h)
        };
        svg.styled_line(
            a,
            b,
            LineStyle {
                colour: "#ef4444",
                width: 2.0 + 1.5 * l.beams as f32,
                opacity: 0.45,
                dash: None,
                round: false,
            },
        );
    }
}

/// The upgrades on offer: a numbered tag on each site, and the full names below the board.
fn offers(svg: &mut Svg, geo: &Geo, pos: &Position, y: f32, words: &Words) {
    if !pos.offers().is_empty() {
        svg.text_left(X0, y, 13.0, "#111111", &words.offers);
    }
    for (k, o) in pos.offers().iter().enumerate() {
        let (x, cy) = geo.centre(o.at);
        let tag = (k + 1).to_string();
        svg.rect(
            x - geo.cell * 0.22,
            cy + geo.cell * 0.12,
            geo.cell * 0.44,
            geo.cell * 0.3,
            "#ede9fe",
            "#5b21b6",
        );
        svg.text(x, cy + geo.cell * 0.27, geo.cell * 0.24, "#5b21b6", &tag);
        svg.text_left(
            X0,
            y + LINE * (k as f32 + 1.0),
            12.0,
            "#111111",
            &words.offered[k],
        );
    }
}

fn element(svg: &mut Svg, geo: &Geo, sq: Square, e: Element, say: Say<'_>) {
    let (x, y) = geo.centre(sq);
    let c = geo.cell;
    match e {
        Element::Floor => {}
        Element::Pit => svg.rect(x - c / 2.0, y - c / 2.0, c, c, "#1f2937", "#111111"),
        Element::Belt { dir, express, turn } => {
            let fill = if express { "#94a3b8" } else { "#cbd5e1" };
            svg.rect(
                x - c / 2.0 + 1.0,
                y - c / 2.0 + 1.0,
                c - 2.0,
                c - 2.0,
                fill,
                "none",
            );
            let (ux, uy) = unit(dir);
            let (px, py) = (-uy, ux);
            let heads = if express { 2 } else { 1 };
            for k in 0..heads {
                let off = k as f32 * c * 0.18 - c * 0.05;
                let tip = (x + ux * (c * 0.3 + off), y + uy * (c * 0.3 + off));
                let base = (x + ux * (c * 0.05 + off), y + uy * (c * 0.05 + off));
                svg.polygon(
                    &[
                        tip,
                        (base.0 + px * c * 0.18, base.1 + py * c * 0.18),
                        (base.0 - px * c * 0.18, base.1 - py * c * 0.18),
                    ],
                    "#334155",
                    "none",
                );
            }
            if let Some(rot) = turn {
                svg.text(
                    x - ux * c * 0.25,
                    y - uy * c * 0.25,
                    c * 0.22,
                    "#111111",
                    &rot_word(rot, say),
                );
            }
        }
        Element::Gear(rot) => {
            svg.circle(x, y, c * 0.32, "#d6d3d1", "#57534e", 2.0);
            svg.text(x, y, c * 0.26, "#111111", &rot_word(rot, say));
        }
        Element::Flag(n) => {
            svg.polygon(
                &[
                    (x - c * 0.2, y - c * 0.35),
                    (x + c * 0.3, y - c * 0.2),
                    (x - c * 0.2, y - c * 0.05),
                ],
                "#facc15",
                "#854d0e",
            );
            svg.line(
                (x - c * 0.2, y - c * 0.35),
                (x - c * 0.2, y + c * 0.35),
                "#854d0e",
                2.0,
            );
            svg.text(
                x + c * 0.12,
                y + c * 0.18,
                c * 0.3,
                "#111111",
                &n.to_string(),
            );
        }
        Element::Repair => {
            svg.circle(x + c * 0.28, y - c * 0.28, c * 0.14, "#16a34a", "none", 0.0);
            svg.text(x + c * 0.28, y - c * 0.28, c * 0.22, "#ffffff", "+");
        }
        Element::Upgrade => {
            svg.circle(x + c * 0.28, y - c * 0.28, c * 0.14, "#7c3aed", "none", 0.0);
            svg.text(x + c * 0.28, y - c * 0.28, c * 0.2, "#ffffff", "U");
        }
        Element::Start(n) => {
            svg.text(
                x - c * 0.28,
                y + c * 0.32,
                c * 0.2,
                "#6b7280",
                &format!("S{n}"),
            );
        }
    }
}

/// How a gear or a belt's turn is written on its square (`cw`, `ccw`, `u`).
fn rot_word(rot: Rot, say: Say<'_>) -> String {
    say!(say, "race-picture-rot", rot = rot.name())
}

fn walls(svg: &mut Svg, geo: &Geo, board: &Board) {
    let h = geo.cell / 2.0;
    for (sq, side) in board.walls() {
        let (x, y) = geo.centre(sq);
        let (a, b) = match side {
            Dir::N => ((x - h, y - h), (x + h, y - h)),
            Dir::S => ((x - h, y + h), (x + h, y + h)),
            Dir::E => ((x + h, y - h), (x + h, y + h)),
            Dir::W => ((x - h, y - h), (x - h, y + h)),
        };
        svg.line(a, b, "#b45309", 4.0);
    }
}

#[allow(clippy::too_many_arguments)]
fn robot(
    svg: &mut Svg,
    geo: &Geo,
    at: Square,
    facing: Dir,
    i: usize,
    name: &str,
    damage: u8,
    down: bool,
) {
    let (x, y) = geo.centre(at);
    let r = geo.cell * 0.34;
    let (ux, uy) = unit(facing);
    let (px, py) = (-uy, ux);
    let colour = if down { "#9ca3af" } else { ROBOT[i % 8] };
    svg.circle(x, y, r, colour, "#111111", 1.5);
    let tip = (
        x + ux * (r + geo.cell * 0.12),
        y + uy * (r + geo.cell * 0.12),
    );
    svg.polygon(
        &[
            tip,
            (
                x + ux * r * 0.6 + px * r * 0.5,
                y + uy * r * 0.6 + py * r * 0.5,
            ),
            (
                x + ux * r * 0.6 - px * r * 0.5,
                y + uy * r * 0.6 - py * r * 0.5,
            ),
        ],
        "#111111",
        "none",
    );
    svg.text(x, y, geo.cell * 0.26, "#ffffff", &initials(name));
    if damage > 0 {
        // Readable on a phone (issue 39: the number had been 5 pixels high).
        let (bx, by) = (x - geo.cell * 0.3, y - geo.cell * 0.3);
        svg.circle(bx, by, geo.cell * 0.2, "#ffffff", "#b91c1c", 1.5);
        svg.text(bx, by, geo.cell * 0.3, "#b91c1c", &damage.to_string());
    }
}

mod moves;
#[cfg(test)]
mod tests;
