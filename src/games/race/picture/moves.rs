//! What moved, on the race's pictures: a register's moves as arrows (a robot's run of
//! one-square moves by the same mover merged into one), laser shots as purple lines; the
//! round's as one arrow a robot from where it began to where it ended (issue 39: five
//! registers' arrows on one board crossed, and a move there and back became a diamond of
//! heads). A robot destroyed is shown where it died: its ghost crossed out (X), and an arrow
//! off the edge when it fell off. Marks (H hit, X destroyed) are drawn after the robots, over
//! them. Pure.

use super::super::board::{Dir, Square};
use super::super::events::{Doom, Event, Hit, Mover};
use super::super::position::Position;
use super::{Geo, ROBOT, initials, unit};
use crate::games::shape::Arrow;
use crate::games::svg::Svg;

/// A mark to draw over the robots.
pub(super) enum Mark {
    /// A letter in a ring at a square's corner: `H` hit.
    Corner(Square, char),
    /// Robot `robot` destroyed at a square: its ghost, crossed out.
    Ghost(usize, Square),
}

/// A register's moves (`events`) as arrows and shots; the marks to draw after the robots.
pub(super) fn moves(svg: &mut Svg, geo: &Geo, before: &Position, events: &[Event]) -> Vec<Mark> {
    let mut marks = Vec::new();
    let mut at: Vec<Option<Square>> = before.robots().iter().map(|r| r.at()).collect();
    // The run being drawn: robot, mover kind, start, end.
    let mut run: Option<(usize, Arrow, Square, Square)> = None;
    let flush = |svg: &mut Svg, run: &mut Option<(usize, Arrow, Square, Square)>| {
        if let Some((_, kind, a, b)) = run.take() {
            svg.arrow(geo.centre(a), geo.centre(b), kind, 0.0);
        }
    };
    for e in events {
        match e {
            Event::Moved {
                robot,
                from,
                to,
                by,
                dir,
            } => {
                let kind = arrow_of(*by);
                let Some(to) = to else {
                    flush(svg, &mut run);
                    off_edge(svg, geo, *from, *dir, kind);
                    continue;
                };
                match &mut run {
                    // One arrow for a run straight on; a step back or aside starts another
                    // (merged, a move there and back was an arrow of no length, which
                    // tiny-skia cannot stroke: issue 33).
                    Some((r, k, start, end))
                        if *r == *robot
                            && *k == kind
                            && *end == *from
                            && straight_on(*start, *end, *to) =>
                    {
                        *end = *to;
                    }
                    _ => {
                        flush(svg, &mut run);
                        run = Some((*robot, kind, *from, *to));
                    }
                }
                if let Some(slot) = at.get_mut(*robot) {
                    *slot = Some(*to);
                }
            }
            Event::Damaged { robot, hit, .. } => {
                flush(svg, &mut run);
                if let Some(Some(sq)) = at.get(*robot) {
                    if let Hit::Laser { by, .. } = hit
                        && let Some(Some(from)) = at.get(*by)
                    {
                        shot(svg, geo, *from, *sq);
                    }
                    marks.push(Mark::Corner(*sq, 'H'));
                }
            }
            Event::Destroyed { robot, at: sq, .. } => {
                flush(svg, &mut run);
                marks.push(Mark::Ghost(*robot, *sq));
                if let Some(slot) = at.get_mut(*robot) {
                    *slot = None;
                }
            }
            Event::Reentered { .. } => flush(svg, &mut run),
            _ => {}
        }
    }
    flush(svg, &mut run);
    marks
}

/// The round's moves: for each robot that ended elsewhere than it began, one arrow (blue and
/// solid if its own program moved it at all, else green and dashed); a robot destroyed, its
/// arrow up to where it died (off the edge: over it) and its ghost there. No shots: the
/// registers' pictures show them where each robot stood.
pub(super) fn net(
    svg: &mut Svg,
    geo: &Geo,
    before: &Position,
    events: &[Event],
    after: &Position,
) -> Vec<Mark> {
    let mut marks = Vec::new();
    for (i, r) in before.robots().iter().enumerate() {
        let Some(start) = r.at() else { continue };
        let mine = |e: &&Event| matches!(e, Event::Moved { robot, .. } if *robot == i);
        let kind = match events
            .iter()
            .filter(mine)
            .any(|e| matches!(e, Event::Moved { by: Mover::Own, .. }))
        {
            true => Arrow::Programmed,
            false => Arrow::Carried,
        };
        let death = events.iter().find_map(|e| match e {
            Event::Destroyed {
                robot, at, doom, ..
            } if *robot == i => Some((*at, *doom)),
            _ => None,
        });
        match death {
            Some((at, doom)) => {
                if at != start {
                    svg.arrow(geo.centre(start), geo.centre(at), kind, 0.0);
                }
                if doom == Doom::Edge {
                    let dir = events.iter().rev().find_map(|e| match e {
                        Event::Moved {
                            robot,
                            to: None,
                            dir,
                            ..
                        } if *robot == i => Some(*dir),
                        _ => None,
                    });
                    if let Some(dir) = dir {
                        off_edge(svg, geo, at, dir, kind);
                    }
                }
                marks.push(Mark::Ghost(i, at));
            }
            None => {
                let end = after.robots().get(i).and_then(|r| r.at());
                if let Some(end) = end.filter(|e| *e != start) {
                    svg.arrow(geo.centre(start), geo.centre(end), kind, 0.0);
                }
            }
        }
    }
    marks
}

/// `marks`, over the robots.
pub(super) fn marks(svg: &mut Svg, geo: &Geo, before: &Position, marks: &[Mark]) {
    for m in marks {
        match m {
            Mark::Corner(sq, letter) => corner(svg, geo, *sq, *letter),
            Mark::Ghost(robot, sq) => {
                let (x, y) = geo.centre(*sq);
                let r = geo.cell * 0.34;
                let colour = ROBOT[robot % 8];
                let name = before.robots().get(*robot).map(|r| r.name()).unwrap_or("");
                svg.circle(x, y, r, "#ffffffaa", colour, 2.0);
                svg.text(x, y, geo.cell * 0.26, colour, &initials(name));
                let d = r * 0.9;
                svg.line((x - d, y - d), (x + d, y + d), "#b91c1c", 3.0);
                svg.line((x - d, y + d), (x + d, y - d), "#b91c1c", 3.0);
            }
        }
    }
}

fn arrow_of(by: Mover) -> Arrow {
    match by {
        Mover::Own => Arrow::Programmed,
        Mover::Push { .. } | Mover::Belt | Mover::Express | Mover::Beam { .. } => Arrow::Carried,
    }
}

/// An arrow from `from` over the board's edge the way `dir` points (a robot falling off), its
/// head within the picture's margin on that side (the top's is 16 pixels, the right's 8: an
/// arrow a cell long ran past the top, issue 39).
fn off_edge(svg: &mut Svg, geo: &Geo, from: Square, dir: Dir, kind: Arrow) {
    let (x, y) = geo.centre(from);
    let (ux, uy) = unit(dir);
    let room = if ux > 0.5 { 6.0 } else { super::Y0 - 3.0 };
    let len = geo.cell * 0.5 + room.min(geo.cell * 0.45);
    let to = (x + ux * len, y + uy * len);
    svg.arrow((x, y), to, kind, 0.0);
}

/// Whether `to` carries on from `end` the way the run from `start` went (one square from
/// `end`, in a straight line away from `start`).
fn straight_on(start: Square, end: Square, to: Square) -> bool {
    let d = |a: u8, b: u8| (b as i16 - a as i16).signum();
    let run = (d(start.file(), end.file()), d(start.rank(), end.rank()));
    let step = (d(end.file(), to.file()), d(end.rank(), to.rank()));
    step != (0, 0) && (run == (0, 0) || run == step)
}

/// A laser shot from the robot on `from` to the one on `to`: a thin purple line between their
/// edges (purple: board lasers are red).
fn shot(svg: &mut Svg, geo: &Geo, from: Square, to: Square) {
    if from == to {
        return;
    }
    let (a, b) = (geo.centre(from), geo.centre(to));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    let r = geo.cell * 0.36;
    let (ux, uy) = (dx / len, dy / len);
    svg.line(
        (a.0 + ux * r, a.1 + uy * r),
        (b.0 - ux * r, b.1 - uy * r),
        crate::games::svg::SHOT,
        2.0,
    );
}

/// A mark in a ring at the bottom right corner of `sq`.
fn corner(svg: &mut Svg, geo: &Geo, sq: Square, letter: char) {
    let (x, y) = geo.centre(sq);
    svg.mark(x + geo.cell / 2.0 - 9.0, y + geo.cell / 2.0 - 9.0, letter);
}
