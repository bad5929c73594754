//! A small SVG writer shared by the games' pictures: a grid board with its files and ranks
//! labelled, pieces, the round's moves as arrows, markers for what happened, and a legend.
//! Pure text out; the same input gives the same bytes. [`crate::picture`] turns it into a PNG.
//!
//! The move arrows follow the seed's moderator: a programmed move is a blue arrow, anything else
//! that moved a piece (a push, a pull, a slide, a belt) a green one. For players who cannot tell
//! them apart the programmed arrow is solid with a filled head and the other dashed with an open
//! head; markers carry a letter as well as a colour.

use super::shape::{Arrow, Rgba, Shape, faded, rgba};
use std::fmt::Write as _;

mod text;
#[cfg(any(test, feature = "conformance"))]
pub(crate) use text::texts_outside;
pub use text::{escape, lines, text_width, width_of};

/// The one font the pictures use (shipped with robomod, see [`crate::picture`]).
pub const FONT: &str = "DejaVu Sans";

/// Blue: a move the robot's own program made.
pub const PROGRAMMED: &str = "#1d4ed8";
/// Green: any other move (pushed, pulled, slid, carried).
pub const CARRIED: &str = "#15803d";
/// Marks of what happened on a square (a RAM, a hit).
pub const MARK: &str = "#b91c1c";
/// A robot's shot or beam, from the robot to what it hit: purple, which no piece, arrow, mark
/// or board laser has (a race's board lasers are red).
pub const SHOT: &str = "#7e22ce";

/// A picture being written.
///
/// A picture has two parts, in this order: its background (what every round of the game draws
/// the same: the grid, its labels, the legend, a board's fixed elements), then the pieces and
/// what happened. [`Svg::new`] opens the background; [`Svg::end_background`] closes it (or
/// [`Svg::finish`], for a picture that is all background). [`crate::picture`] draws a
/// background once and keeps it, so whatever changes from round to round belongs after it: a
/// background that changes is not wrong, only drawn each time.
pub struct Svg {
    out: String,
    width: u32,
    height: u32,
    in_background: bool,
    /// What is written after the background, as shapes ([`Shape`]): what the PNG is drawn from.
    shapes: Vec<Shape>,
}

/// The attribute of an SVG's root that asks for a small PNG ([`Svg::small`]): the picture is
/// one of many in a mail (a RAMbots round has up to twenty instructions, each its picture), so
/// bytes count more than the time to compress them or a few anti-aliased pixels' exact shade.
pub const SMALL_PNG: &str = "data-png=\"small\"";

/// The group that holds a picture's background, as it opens.
pub const BACKGROUND: &str = "<g class=\"background\">\n";

impl Svg {
    /// A picture `width` x `height` pixels; `title` is read out by screen readers (and is the
    /// archive's alt text).
    pub fn new(width: u32, height: u32, title: &str) -> Svg {
        let mut out = String::with_capacity(16 * 1024);
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
             viewBox=\"0 0 {width} {height}\" role=\"img\" font-family=\"{FONT}\">\n\
             <title>{}</title>\n\
             <defs>\n\
             <marker id=\"head-p\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" \
             markerWidth=\"5\" markerHeight=\"5\" orient=\"auto-start-reverse\">\
             <path d=\"M0,0 L10,5 L0,10 z\" fill=\"{PROGRAMMED}\"/></marker>\n\
             <marker id=\"head-c\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" \
             markerWidth=\"5\" markerHeight=\"5\" orient=\"auto-start-reverse\">\
             <path d=\"M0,0 L10,5 L0,10\" fill=\"none\" stroke=\"{CARRIED}\" \
             stroke-width=\"2\"/></marker>\n\
             </defs>\n\
             {BACKGROUND}\
             <rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n",
            escape(title)
        );
        Svg {
            out,
            width,
            height,
            in_background: true,
            shapes: Vec::new(),
        }
    }

    /// Ends the background: what is drawn from here on changes from round to round.
    pub fn end_background(&mut self) {
        if std::mem::take(&mut self.in_background) {
            self.out.push_str("</g>\n");
        }
    }

    /// Asks for the picture as a small PNG ([`SMALL_PNG`]): one of many in a mail.
    pub fn small(&mut self) {
        if let Some(at) = self.out.find(" role=\"img\"") {
            self.out.insert_str(at, &format!(" {SMALL_PNG}"));
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// `shape` kept for the PNG, unless it is part of the background (drawn from the SVG once).
    fn keep(&mut self, shape: impl FnOnce() -> Shape) {
        if !self.in_background {
            self.shapes.push(shape());
        }
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: &str, stroke: &str) {
        self.keep(|| Shape::Rect {
            at: (x, y),
            size: (w, h),
            fill: rgba(fill),
            stroke: rgba(stroke),
        });
        let _ = writeln!(
            self.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\" stroke=\"{stroke}\"/>",
            n(x),
            n(y),
            n(w),
            n(h)
        );
    }

    pub fn circle(&mut self, x: f32, y: f32, r: f32, fill: &str, stroke: &str, width: f32) {
        self.keep(|| Shape::Circle {
            centre: (x, y),
            r,
            fill: rgba(fill),
            stroke: rgba(stroke).filter(|_| width > 0.0),
            width,
        });
        let _ = writeln!(
            self.out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" stroke=\"{stroke}\" \
             stroke-width=\"{}\"/>",
            n(x),
            n(y),
            n(r),
            n(width)
        );
    }

    pub fn line(&mut self, (x1, y1): (f32, f32), (x2, y2): (f32, f32), stroke: &str, width: f32) {
        self.keep(|| Shape::Line {
            from: (x1, y1),
            to: (x2, y2),
            colour: solid(stroke),
            width,
            dash: None,
            round: true,
        });
        let _ = writeln!(
            self.out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{stroke}\" \
             stroke-width=\"{}\" stroke-linecap=\"round\"/>",
            n(x1),
            n(y1),
            n(x2),
            n(y2),
            n(width)
        );
    }

    /// A line with butt ends, `opacity` (0-1) and an optional `dash` (drawn, left out), or
    /// with `round` ends: a board laser's band, a beam's dots.
    pub fn styled_line(&mut self, from: (f32, f32), to: (f32, f32), style: LineStyle) {
        let LineStyle {
            colour,
            width,
            opacity,
            dash,
            round,
        } = style;
        self.keep(|| Shape::Line {
            from,
            to,
            colour: faded(solid(colour), opacity),
            width,
            dash,
            round,
        });
        let opacity = if opacity < 1.0 {
            format!(" stroke-opacity=\"{opacity}\"")
        } else {
            String::new()
        };
        let dash = dash.map_or(String::new(), |[a, b]| {
            format!(" stroke-dasharray=\"{} {}\"", n(a), n(b))
        });
        let cap = if round {
            " stroke-linecap=\"round\""
        } else {
            ""
        };
        let _ = writeln!(
            self.out,
            "<line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"{colour}\"\
             {opacity} stroke-width=\"{}\"{dash}{cap}/>",
            from.0,
            from.1,
            to.0,
            to.1,
            n(width)
        );
    }

    /// A closed shape through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], fill: &str, stroke: &str) {
        self.keep(|| Shape::Polygon {
            points: points.to_vec(),
            fill: rgba(fill),
            stroke: rgba(stroke),
        });
        let pts: Vec<String> = points
            .iter()
            .map(|(x, y)| format!("{},{}", n(*x), n(*y)))
            .collect();
        let _ = writeln!(
            self.out,
            "<polygon points=\"{}\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-linejoin=\"round\"/>",
            pts.join(" ")
        );
    }

    /// Text centred on (`x`, `y`).
    pub fn text(&mut self, x: f32, y: f32, size: f32, fill: &str, text: &str) {
        self.text_at((x, y), size, fill, text, true);
    }

    /// Text starting at (`x`, `y`), its baseline there.
    pub fn text_left(&mut self, x: f32, y: f32, size: f32, fill: &str, text: &str) {
        self.text_at((x, y), size, fill, text, false);
    }

    fn text_at(&mut self, (x, y): (f32, f32), size: f32, fill: &str, text: &str, centred: bool) {
        self.keep(|| Shape::Text {
            at: (x, y),
            size,
            colour: solid(fill),
            text: text.to_string(),
            centred,
        });
        let anchor = if centred {
            " text-anchor=\"middle\" dominant-baseline=\"central\""
        } else {
            ""
        };
        let _ = writeln!(
            self.out,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{fill}\"{anchor}>{}</text>",
            n(x),
            n(y),
            n(size),
            escape(text)
        );
    }

    /// An arrow from `from` to `to` (square centres: both ends stop short of them, so that the
    /// pieces there stay readable); `nudge` shifts it sideways so that arrows along the same
    /// line stay apart.
    /// A move that ends where it began (no length: nothing to stroke, and tiny-skia fails on it)
    /// is a dot of its colour.
    pub fn arrow(&mut self, from: (f32, f32), to: (f32, f32), kind: Arrow, nudge: f32) {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        if dx.abs() < 0.5 && dy.abs() < 0.5 {
            let colour = match kind {
                Arrow::Programmed => PROGRAMMED,
                Arrow::Carried => CARRIED,
            };
            self.circle(from.0, from.1, 4.0, colour, "none", 0.0);
            return;
        }
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let trim = if len > 30.0 { 9.0 } else { 0.0 };
        let (tx, ty) = (dx / len * trim, dy / len * trim);
        let (from, to) = ((from.0 + tx, from.1 + ty), (to.0 - tx, to.1 - ty));
        let (px, py) = (-dy / len * nudge, dx / len * nudge);
        let (colour, head, dash) = match kind {
            Arrow::Programmed => (PROGRAMMED, "head-p", ""),
            Arrow::Carried => (CARRIED, "head-c", " stroke-dasharray=\"6 4\""),
        };
        let (a, b) = ((from.0 + px, from.1 + py), (to.0 + px, to.1 + py));
        self.keep(|| Shape::Line {
            from: a,
            to: b,
            colour: solid(colour),
            width: 3.0,
            dash: (kind == Arrow::Carried).then_some([6.0, 4.0]),
            round: false,
        });
        self.keep(|| Shape::Head {
            tip: b,
            dir: (dx / len, dy / len),
            kind,
            width: 3.0,
        });
        let _ = writeln!(
            self.out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{colour}\" stroke-width=\"3\"\
             {dash} marker-end=\"url(#{head})\"/>",
            n(from.0 + px),
            n(from.1 + py),
            n(to.0 + px),
            n(to.1 + py)
        );
    }

    /// A mark of what happened at (`x`, `y`): a ring with a letter (`R` a RAM, `H` a hit...).
    pub fn mark(&mut self, x: f32, y: f32, letter: char) {
        self.circle(x, y, 8.0, "#ffffff", MARK, 2.0);
        self.text(x, y, 10.0, MARK, &letter.to_string());
    }

    /// A legend of `lines` from (`x`, `y`) down, one line each 16 pixels.
    pub fn legend(&mut self, x: f32, y: f32, lines: &[String]) {
        for (i, line) in lines.iter().enumerate() {
            self.text_left(x, y + 16.0 * i as f32, 12.0, "#111111", line);
        }
    }

    /// The two arrow kinds drawn as samples with their words, at (`x`, `y`); the next free y.
    pub fn arrow_legend(&mut self, x: f32, y: f32, programmed: &str, carried: &str) -> f32 {
        self.arrow((x, y - 4.0), (x + 30.0, y - 4.0), Arrow::Programmed, 0.0);
        self.text_left(x + 38.0, y, 12.0, "#111111", programmed);
        self.arrow((x, y + 14.0), (x + 30.0, y + 14.0), Arrow::Carried, 0.0);
        self.text_left(x + 38.0, y + 18.0, 12.0, "#111111", carried);
        y + 36.0
    }

    pub fn finish(self) -> String {
        self.finish_with_shapes().0
    }

    /// The picture's SVG, and what it draws after its background as shapes: a step picture,
    /// drawn straight onto the background's pixels ([`crate::picture::png_of`]).
    pub fn finish_with_shapes(mut self) -> (String, Vec<Shape>) {
        self.end_background();
        self.out.push_str("</svg>\n");
        (self.out, self.shapes)
    }
}

/// How [`Svg::styled_line`] draws a line.
#[derive(Clone, Copy, Debug)]
pub struct LineStyle<'a> {
    pub colour: &'a str,
    pub width: f32,
    /// 0-1.
    pub opacity: f32,
    /// Drawn, left out (pixels).
    pub dash: Option<[f32; 2]>,
    pub round: bool,
}

/// The colour of `css`, black if it is none.
fn solid(css: &str) -> Rgba {
    rgba(css).unwrap_or([0, 0, 0, 255])
}

/// Text that reads on a piece's fill: near-black on a light one (yellow), white on the others.
pub fn ink(light: bool) -> &'static str {
    if light { "#111111" } else { "#ffffff" }
}

/// The screen direction of a board direction given by its index clockwise from north (north
/// up): (0, -1), (1, 0), (0, 1), (-1, 0).
pub fn unit(clockwise_from_north: usize) -> (f32, f32) {
    [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)][clockwise_from_north % 4]
}

/// A board of `files` x `ranks` squares of `cell` pixels with its top-left corner at
/// (`x0`, `y0`): checkered squares, files lettered below and ranks numbered at the left
/// (rank 1 at the bottom).
pub fn grid(svg: &mut Svg, (x0, y0): (f32, f32), files: u8, ranks: u8, cell: f32) {
    // Written once a thread for each board's size and place, then copied: the same markup
    // every time, where formatting its squares cost a twentieth of a deadline sweep (issue
    // 39: every step picture's background is a grid). Only inside the background, where
    // nothing is kept as shapes.
    type Key = (u32, u32, u8, u8, u32);
    thread_local! {
        static GRIDS: std::cell::RefCell<Vec<(Key, std::rc::Rc<str>)>> =
            const { std::cell::RefCell::new(Vec::new()) };
    }
    if !svg.in_background {
        return draw_grid(svg, (x0, y0), files, ranks, cell);
    }
    let key = (x0.to_bits(), y0.to_bits(), files, ranks, cell.to_bits());
    let kept = GRIDS.with_borrow(|g| g.iter().find(|(k, _)| *k == key).map(|(_, t)| t.clone()));
    let text = kept.unwrap_or_else(|| {
        let start = svg.out.len();
        draw_grid(svg, (x0, y0), files, ranks, cell);
        let text: std::rc::Rc<str> = svg.out[start..].into();
        svg.out.truncate(start);
        GRIDS.with_borrow_mut(|g| g.push((key, text.clone())));
        text
    });
    svg.out.push_str(&text);
}

fn draw_grid(svg: &mut Svg, (x0, y0): (f32, f32), files: u8, ranks: u8, cell: f32) {
    for r in 0..ranks {
        for f in 0..files {
            let fill = if (r + f) % 2 == 0 {
                "#f3efe6"
            } else {
                "#e4ddcc"
            };
            svg.rect(
                x0 + f as f32 * cell,
                y0 + (ranks - 1 - r) as f32 * cell,
                cell,
                cell,
                fill,
                "#b8ae98",
            );
        }
    }
    for f in 0..files {
        let x = x0 + (f as f32 + 0.5) * cell;
        let letter = ((b'a' + f) as char).to_string();
        svg.text(x, y0 + ranks as f32 * cell + 10.0, 12.0, "#333333", &letter);
    }
    for r in 0..ranks {
        let y = y0 + (ranks - 1 - r) as f32 * cell + cell / 2.0;
        svg.text(x0 - 10.0, y, 12.0, "#333333", &(r + 1).to_string());
    }
}

/// A number as SVG writes it: at most one decimal, no trailing zeros.
fn n(x: f32) -> String {
    let r = (x * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

#[cfg(test)]
mod tests;
