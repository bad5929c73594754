//! A picture in the archive's pages, written once where it is the same (issue 50): a game's
//! SVG has its background first (the board, its labels, the legend: the same every round)
//! and then what changed ([`crate::games::svg::Svg`]). The background goes into a file of its
//! own under `boards/`, named by its content, written once for every round and every game that
//! draws it; a page shows it as an image under a small inline SVG of what changed, written
//! compactly from the picture's shapes ([`Shape`]: what the mail's PNG is drawn from too):
//! lines of one style in a row as one path, and each style (colours, widths, dashes, the size
//! of a text) once a page, as a class in the page's `<style>` ([`Styles`]). The browser draws
//! both; nothing is encoded as PNG again.
//!
//! A picture with no shapes (a game drawing all of it as background) is shown inline whole,
//! as before.

use crate::games::shape::{Arrow, Rgba, Shape};
use crate::games::svg::{BACKGROUND, CARRIED, PROGRAMMED, escape};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The styles the pictures of one page use, each a class (`s0`, `s1`, ... in the order first
/// used), written once in the page's `<style>`.
#[derive(Default)]
pub struct Styles {
    decls: Vec<String>,
    known: HashMap<String, usize>,
}

impl Styles {
    /// The class of the style `decl` (CSS declarations).
    fn class(&mut self, decl: String) -> String {
        let next = self.decls.len();
        let i = *self.known.entry(decl.clone()).or_insert(next);
        if i == next {
            self.decls.push(decl);
        }
        format!("s{i}")
    }

    /// The page's style sheet of them (empty: none).
    pub fn css(&self) -> String {
        let mut out = String::new();
        for (i, d) in self.decls.iter().enumerate() {
            let _ = write!(out, ".s{i}{{{d}}}");
        }
        out
    }
}

/// The folder of the backgrounds, at the archive's root.
pub const BOARDS: &str = "boards";

/// A picture made ready for a page: its HTML, and the background file it shows, if any
/// (its name under [`BOARDS`] and its SVG).
pub struct Placed {
    pub html: String,
    pub background: Option<(String, String)>,
}

/// Picture `svg` (with `shapes`, what it draws after its background) for a page one folder
/// below the archive's root, its styles in `styles`.
pub fn place(svg: &str, shapes: &[Shape], styles: &mut Styles) -> Placed {
    let Some((root, title, defs, background)) = split(svg).filter(|_| !shapes.is_empty()) else {
        return Placed {
            html: svg.to_string(),
            background: None,
        };
    };
    let (width, height) = (attr(root, "width"), attr(root, "height"));
    let file = format!("{root}\n{defs}{background}</svg>\n");
    let digest = Sha256::digest(file.as_bytes());
    let name: String = digest[..6].iter().map(|b| format!("{b:02x}")).collect();
    let name = format!("{name}.svg");
    let mut html = format!(
        "<div class=\"pic\"><img src=\"../{BOARDS}/{name}\" alt=\"\" width=\"{width}\" \
         height=\"{height}\"><svg class=\"fg\" viewBox=\"0 0 {width} {height}\" \
         role=\"img\">{title}"
    );
    for run in runs(shapes) {
        write_run(&mut html, run, styles);
    }
    html.push_str("</svg></div>");
    Placed {
        html,
        background: Some((name, file)),
    }
}

/// The root element (its tag, without the title), the `<title>` element, the definitions
/// (the arrows' heads the background's legend draws) and the background group of an SVG the
/// games wrote; `None` for one of another shape.
fn split(svg: &str) -> Option<(&str, &str, &str, &str)> {
    let root_end = svg.find('>')? + 1;
    let root = &svg[..root_end];
    let title = svg
        .find("<title>")
        .and_then(|a| svg[a..].find("</title>").map(|b| &svg[a..a + b + 8]))
        .unwrap_or("");
    let defs = svg
        .find("<defs>")
        .and_then(|a| svg[a..].find("</defs>\n").map(|b| &svg[a..a + b + 8]))
        .unwrap_or("");
    let start = svg.find(BACKGROUND)?;
    // The background holds no group of its own: its end is the first closing tag.
    let end = start + svg[start..].find("</g>\n")? + 5;
    Some((root, title, defs, &svg[start..end]))
}

/// The value of attribute `name` of an element's tag.
fn attr<'a>(tag: &'a str, name: &str) -> &'a str {
    let key = format!(" {name}=\"");
    tag.find(&key)
        .and_then(|a| {
            let v = &tag[a + key.len()..];
            v.find('"').map(|b| &v[..b])
        })
        .unwrap_or("0")
}

/// Shapes in order, lines of one style in a row taken together (one path draws them).
fn runs(shapes: &[Shape]) -> Vec<&[Shape]> {
    let mut out: Vec<&[Shape]> = Vec::new();
    let mut start = 0;
    for i in 1..=shapes.len() {
        let joins = i < shapes.len() && same_line_style(&shapes[i - 1], &shapes[i]);
        if !joins {
            out.push(&shapes[start..i]);
            start = i;
        }
    }
    out
}

fn same_line_style(a: &Shape, b: &Shape) -> bool {
    match (a, b) {
        (
            Shape::Line {
                colour: c1,
                width: w1,
                dash: d1,
                round: r1,
                ..
            },
            Shape::Line {
                colour: c2,
                width: w2,
                dash: d2,
                round: r2,
                ..
            },
        ) => c1 == c2 && w1 == w2 && d1 == d2 && r1 == r2,
        _ => false,
    }
}

/// A number as short as it reads, to a tenth (as the games' SVG writes it): `3`, `2.5`.
fn num(v: f32) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

/// `#rgb`, `#rrggbb`, with its opacity when not whole (`#rrggbbaa`); `none` for none.
fn colour(c: Option<Rgba>) -> String {
    let Some([r, g, b, a]) = c else {
        return "none".into();
    };
    let short = [r, g, b, a].iter().all(|v| v % 17 == 0);
    match (short, a == 255) {
        (true, true) => format!("#{:x}{:x}{:x}", r / 17, g / 17, b / 17),
        (true, false) => format!("#{:x}{:x}{:x}{:x}", r / 17, g / 17, b / 17, a / 17),
        (false, true) => format!("#{r:02x}{g:02x}{b:02x}"),
        (false, false) => format!("#{r:02x}{g:02x}{b:02x}{a:02x}"),
    }
}

/// A path's `d` being written as short as it writes (a tenth of a pixel): each point from the
/// one before (`h`, `v` along an axis), a move absolute or relative, whichever is shorter.
#[derive(Default)]
struct PathData {
    d: String,
    at: Option<(i64, i64)>,
}

impl PathData {
    fn tenth(v: f32) -> i64 {
        (v * 10.0).round() as i64
    }

    fn number(v: i64) -> String {
        if v % 10 == 0 {
            format!("{}", v / 10)
        } else {
            format!("{:.1}", v as f64 / 10.0)
        }
    }

    /// `values` after command `c`, a space between two only where a sign does not part them.
    fn words(c: char, values: &[i64]) -> String {
        let mut out = c.to_string();
        for (i, v) in values.iter().enumerate() {
            let text = Self::number(*v);
            if i > 0 && !text.starts_with('-') {
                out.push(' ');
            }
            out.push_str(&text);
        }
        out
    }

    fn move_to(&mut self, (x, y): (f32, f32)) {
        let (x, y) = (Self::tenth(x), Self::tenth(y));
        let absolute = Self::words('M', &[x, y]);
        let step = match self.at {
            Some((px, py)) => {
                let relative = Self::words('m', &[x - px, y - py]);
                if relative.len() < absolute.len() {
                    relative
                } else {
                    absolute
                }
            }
            None => absolute,
        };
        self.d.push_str(&step);
        self.at = Some((x, y));
    }

    fn line_to(&mut self, (x, y): (f32, f32)) {
        let (x, y) = (Self::tenth(x), Self::tenth(y));
        let (px, py) = self.at.unwrap_or((0, 0));
        let step = if py == y {
            Self::words('h', &[x - px])
        } else if px == x {
            Self::words('v', &[y - py])
        } else {
            Self::words('l', &[x - px, y - py])
        };
        self.d.push_str(&step);
        self.at = Some((x, y));
    }
}

/// A path through `points`; `close`: back to the first.
fn path(points: impl IntoIterator<Item = (f32, f32)>, close: bool) -> String {
    let mut p = PathData::default();
    for (i, pt) in points.into_iter().enumerate() {
        if i == 0 {
            p.move_to(pt);
        } else {
            p.line_to(pt);
        }
    }
    if close {
        p.d.push('z');
    }
    p.d
}

fn write_run(out: &mut String, run: &[Shape], styles: &mut Styles) {
    let Some(first) = run.first() else { return };
    if let Shape::Line {
        colour: c,
        width,
        dash,
        round,
        ..
    } = first
    {
        let mut p = PathData::default();
        for s in run {
            if let Shape::Line { from, to, .. } = s {
                p.move_to(*from);
                p.line_to(*to);
            }
        }
        let d = p.d;
        let dash = dash.map_or(String::new(), |[a, b]| {
            format!(";stroke-dasharray:{} {}", num(a), num(b))
        });
        let cap = if *round { ";stroke-linecap:round" } else { "" };
        let class = styles.class(format!(
            "fill:none;stroke:{};stroke-width:{}{dash}{cap}",
            colour(Some(*c)),
            num(*width)
        ));
        let _ = write!(out, "<path d=\"{d}\" class=\"{class}\"/>");
        return;
    }
    write_shape(out, first, styles);
}

/// The style of a filled and outlined shape.
fn paint(fill: Option<Rgba>, stroke: Option<Rgba>, width: Option<f32>) -> String {
    let width = width.map_or(String::new(), |w| format!(";stroke-width:{}", num(w)));
    format!("fill:{};stroke:{}{width}", colour(fill), colour(stroke))
}

fn write_shape(out: &mut String, shape: &Shape, styles: &mut Styles) {
    let _ = match shape {
        // Lines are written by runs ([`write_run`]).
        Shape::Line { .. } => Ok(()),
        Shape::Rect {
            at,
            size,
            fill,
            stroke,
        } => write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" class=\"{}\"/>",
            num(at.0),
            num(at.1),
            num(size.0),
            num(size.1),
            styles.class(paint(*fill, *stroke, None))
        ),
        Shape::Circle {
            centre,
            r,
            fill,
            stroke,
            width,
        } => write!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" class=\"{}\"/>",
            num(centre.0),
            num(centre.1),
            num(*r),
            styles.class(paint(*fill, *stroke, Some(*width)))
        ),
        Shape::Polygon {
            points,
            fill,
            stroke,
        } => write!(
            out,
            "<path d=\"{}\" class=\"{}\"/>",
            path(points.iter().copied(), true),
            styles.class(paint(*fill, *stroke, None) + ";stroke-linejoin:round")
        ),
        Shape::Text {
            at,
            size,
            colour: c,
            text,
            centred,
        } => {
            let centre = if *centred {
                ";text-anchor:middle;dominant-baseline:central"
            } else {
                ""
            };
            let decl = format!(
                "font-size:{}px;fill:{}{centre}",
                num(*size),
                colour(Some(*c))
            );
            write!(
                out,
                "<text x=\"{}\" y=\"{}\" class=\"{}\">{}</text>",
                // A letter placed to the whole unit (of a board hundreds wide): the same to
                // the eye, and every round's page the shorter.
                num(at.0.round()),
                num(at.1.round()),
                styles.class(decl),
                escape(text)
            )
        }
        Shape::Head {
            tip,
            dir,
            kind,
            width,
        } => {
            // As the PNG draws it (`crate::picture::shapes`), and the SVG's marker.
            let s = 5.0 * width / 10.0;
            let (ux, uy) = *dir;
            let at = |a: f32, b: f32| {
                let (a, b) = ((a - 9.0) * s, (b - 5.0) * s);
                (tip.0 + a * ux - b * uy, tip.1 + a * uy + b * ux)
            };
            let pts = [at(0.0, 0.0), at(10.0, 5.0), at(0.0, 10.0)];
            let (closed, decl) = match kind {
                Arrow::Programmed => (true, format!("fill:{PROGRAMMED};stroke:none")),
                Arrow::Carried => (
                    false,
                    format!("fill:none;stroke:{CARRIED};stroke-width:{}", num(2.0 * s)),
                ),
            };
            let class = styles.class(decl);
            write!(out, "<path d=\"{}\" class=\"{class}\"/>", path(pts, closed))
        }
    };
}

#[cfg(test)]
mod tests;
