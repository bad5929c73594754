//! A picture's shapes ([`crate::games::shape::Shape`]) drawn straight onto a pixmap with
//! tiny-skia (issue 39): no SVG written, parsed or laid out per picture. Text is drawn a letter
//! at a time from the shipped font's outlines, each letter's outline read once and kept
//! ([`glyphs`]) and drawn once per size and quarter-pixel position, then blended where it is
//! written ([`coverage`]); no kerning (the labels are a few letters), so a word may sit a
//! fraction of a pixel off where the SVG's own rendering puts it. A small filled or outlined
//! shape (a piece, a marker, an arrow's head) is drawn once at its place within a pixel and
//! kept ([`fill_stroke`]), then blended where it is asked for. The same shapes give the same
//! pixels.

use crate::games::shape::{Arrow, Rgba, Shape};
use resvg::tiny_skia;
use resvg::tiny_skia::{
    Color, FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, StrokeDash,
    Transform,
};
use std::collections::HashMap;
use std::sync::OnceLock;

mod letters;
use letters::draw_text;

/// Draws `shapes` over what `pixmap` holds, scaled by `scale` (2: twice the pixels).
pub fn draw(shapes: &[Shape], pixmap: &mut Pixmap, scale: f32) {
    let ts = Transform::from_scale(scale, scale);
    for shape in shapes {
        match shape {
            Shape::Rect {
                at,
                size,
                fill,
                stroke,
            } => {
                let Some(rect) = Rect::from_xywh(at.0, at.1, size.0, size.1) else {
                    continue;
                };
                let path = PathBuilder::from_rect(rect);
                fill_stroke(pixmap, &path, *fill, *stroke, 1.0, ts);
            }
            Shape::Circle {
                centre,
                r,
                fill,
                stroke,
                width,
            } => {
                if let Some(path) = PathBuilder::from_circle(centre.0, centre.1, *r) {
                    fill_stroke(pixmap, &path, *fill, *stroke, *width, ts);
                }
            }
            Shape::Line {
                from,
                to,
                colour,
                width,
                dash,
                round,
            } => {
                let mut pb = PathBuilder::new();
                pb.move_to(from.0, from.1);
                pb.line_to(to.0, to.1);
                let Some(path) = pb.finish() else { continue };
                let stroke = Stroke {
                    width: *width,
                    line_cap: if *round {
                        LineCap::Round
                    } else {
                        LineCap::Butt
                    },
                    dash: dash.and_then(|[a, b]| StrokeDash::new(vec![a, b], 0.0)),
                    ..Stroke::default()
                };
                pixmap.stroke_path(&path, &paint(*colour), &stroke, ts, None);
            }
            Shape::Polygon {
                points,
                fill,
                stroke,
            } => {
                let mut pb = PathBuilder::new();
                for (i, (x, y)) in points.iter().enumerate() {
                    if i == 0 {
                        pb.move_to(*x, *y);
                    } else {
                        pb.line_to(*x, *y);
                    }
                }
                pb.close();
                if let Some(path) = pb.finish() {
                    fill_stroke(pixmap, &path, *fill, *stroke, 1.0, ts);
                }
            }
            Shape::Text {
                at,
                size,
                colour,
                text,
                centred,
            } => draw_text(pixmap, *at, *size, *colour, text, *centred, ts),
            Shape::Head {
                tip,
                dir,
                kind,
                width,
            } => head(pixmap, *tip, *dir, *kind, *width, ts),
        }
    }
}

fn paint(colour: Rgba) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(Color::from_rgba8(
        colour[0], colour[1], colour[2], colour[3],
    ));
    p.anti_alias = true;
    p
}

/// `path` filled and outlined (`width` pixels before `ts`), from a drawing kept
/// ([`sprites`]) when it is small: a picture's pieces are the same few shapes at the same
/// places within a pixel, drawn over and over (issue 39: outlining them was a tenth of a
/// deadline sweep). A larger one is drawn in place.
fn fill_stroke(
    pixmap: &mut Pixmap,
    path: &Path,
    fill: Option<Rgba>,
    stroke: Option<Rgba>,
    width: f32,
    ts: Transform,
) {
    let scale = ts.sx;
    let margin = (width * scale / 2.0).max(0.5) + 2.0;
    let b = path.bounds();
    let (x0, y0) = (
        (b.left() * scale - margin).floor(),
        (b.top() * scale - margin).floor(),
    );
    let (w, h) = (
        (b.right() * scale + margin - x0).ceil(),
        (b.bottom() * scale + margin - y0).ceil(),
    );
    let here = ts.post_translate(-x0, -y0);
    let placed = (w * h <= SPRITE_MOST && ts.kx == 0.0 && ts.ky == 0.0)
        .then(|| path.clone().transform(here))
        .flatten();
    let Some(placed) = placed else {
        return fill_stroke_in_place(pixmap, path, fill, stroke, width, ts);
    };
    let key = SpriteKey {
        verbs: placed.verbs().iter().map(|v| *v as u8).collect(),
        points: (placed.points().iter())
            .map(|p| (p.x.to_bits(), p.y.to_bits()))
            .collect(),
        fill,
        stroke,
        width: (width * scale).to_bits(),
        size: (w as u32, h as u32),
    };
    if let Some(sprite) = sprite(key, &placed) {
        over(pixmap, &sprite, x0 as i32, y0 as i32);
    }
}

/// `sprite` (premultiplied, as tiny-skia draws) laid over `pixmap` with its top left at
/// (`x0`, `y0`): each pixel its own plus what its alpha leaves of the one below. tiny-skia's
/// `draw_pixmap` does the same through a sampling pipeline that cost five times the blend.
fn over(pixmap: &mut Pixmap, sprite: &Pixmap, x0: i32, y0: i32) {
    let (pw, ph) = (pixmap.width() as i32, pixmap.height() as i32);
    let sw = sprite.width() as usize;
    let pixels = pixmap.pixels_mut();
    for (j, row) in sprite.pixels().chunks(sw.max(1)).enumerate() {
        let y = y0 + j as i32;
        if y < 0 || y >= ph {
            continue;
        }
        for (i, s) in row.iter().enumerate() {
            let x = x0 + i as i32;
            let a = s.alpha() as u32;
            if a == 0 || x < 0 || x >= pw {
                continue;
            }
            let at = (y * pw + x) as usize;
            if a == 255 {
                pixels[at] = *s;
                continue;
            }
            let d = pixels[at];
            // s + d * (255 - a) / 255, rounded.
            let mix = |s: u8, d: u8| {
                let v = d as u32 * (255 - a) + 128;
                (s as u32 + ((v + (v >> 8)) >> 8)).min(255) as u8
            };
            let out = tiny_skia::PremultipliedColorU8::from_rgba(
                mix(s.red(), d.red()),
                mix(s.green(), d.green()),
                mix(s.blue(), d.blue()),
                mix(s.alpha(), d.alpha()),
            );
            if let Some(out) = out {
                pixels[at] = out;
            }
        }
    }
}

/// The most pixels a kept drawing of a shape may have (a RAMbots piece has ~1,000).
const SPRITE_MOST: f32 = 96.0 * 96.0;
/// The most pixels of kept drawings, all told (16 MB): when full, all are let go and drawn
/// again as asked for.
const SPRITES_KEPT: usize = 4 << 20;

/// A shape as drawn at the top left of its own small pixmap: its path there, in pixels (the
/// drawing is made from this alone, so that the same key gives the same pixels whichever
/// picture asked first), its colours and its outline's width.
#[derive(PartialEq, Eq, Hash)]
struct SpriteKey {
    verbs: Vec<u8>,
    points: Vec<(u32, u32)>,
    fill: Option<Rgba>,
    stroke: Option<Rgba>,
    width: u32,
    size: (u32, u32),
}

/// The drawing of `key` (`placed`: its path), kept or drawn now. None: nothing to draw.
fn sprite(key: SpriteKey, placed: &Path) -> Option<std::sync::Arc<Pixmap>> {
    /// The drawings, and how many pixels they hold.
    type Kept = (HashMap<SpriteKey, Option<std::sync::Arc<Pixmap>>>, usize);
    static SPRITES: OnceLock<std::sync::Mutex<Kept>> = OnceLock::new();
    let kept = SPRITES.get_or_init(Default::default);
    let lock = || kept.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(sprite) = lock().0.get(&key) {
        return sprite.clone();
    }
    // Drawn outside the lock.
    let drawn = Pixmap::new(key.size.0, key.size.1).map(|mut sprite| {
        let width = f32::from_bits(key.width);
        fill_stroke_in_place(
            &mut sprite,
            placed,
            key.fill,
            key.stroke,
            width,
            Transform::identity(),
        );
        std::sync::Arc::new(sprite)
    });
    let pixels = (key.size.0 * key.size.1) as usize;
    let mut kept = lock();
    if kept.1 + pixels > SPRITES_KEPT {
        *kept = Default::default();
    }
    let (map, held) = &mut *kept;
    let sprite = map.entry(key).or_insert_with(|| {
        *held += pixels;
        drawn
    });
    sprite.clone()
}

fn fill_stroke_in_place(
    pixmap: &mut Pixmap,
    path: &Path,
    fill: Option<Rgba>,
    stroke: Option<Rgba>,
    width: f32,
    ts: Transform,
) {
    if let Some(c) = fill {
        pixmap.fill_path(path, &paint(c), FillRule::Winding, ts, None);
    }
    if let Some(c) = stroke.filter(|_| width > 0.0) {
        let stroke = Stroke {
            width,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        pixmap.stroke_path(path, &paint(c), &stroke, ts, None);
    }
}

/// An arrow's head as the SVG's markers draw it (`head-p`, `head-c` of
/// [`crate::games::svg::Svg::new`]): a 10x10 triangle whose point (9, 5) is the line's end,
/// scaled by half the line's width.
fn head(pixmap: &mut Pixmap, tip: (f32, f32), dir: (f32, f32), kind: Arrow, w: f32, ts: Transform) {
    let s = 5.0 * w / 10.0;
    let (ux, uy) = dir;
    let at = |a: f32, b: f32| {
        let (a, b) = ((a - 9.0) * s, (b - 5.0) * s);
        (tip.0 + a * ux - b * uy, tip.1 + a * uy + b * ux)
    };
    let points = [at(0.0, 0.0), at(10.0, 5.0), at(0.0, 10.0)];
    let mut pb = PathBuilder::new();
    pb.move_to(points[0].0, points[0].1);
    pb.line_to(points[1].0, points[1].1);
    pb.line_to(points[2].0, points[2].1);
    match kind {
        Arrow::Programmed => {
            pb.close();
            if let Some(path) = pb.finish() {
                let c = crate::games::shape::rgba(crate::games::svg::PROGRAMMED);
                fill_stroke(pixmap, &path, c, None, 0.0, ts);
            }
        }
        Arrow::Carried => {
            if let Some(path) = pb.finish() {
                let c = crate::games::shape::rgba(crate::games::svg::CARRIED);
                let stroke = Stroke {
                    width: 2.0 * s,
                    ..Stroke::default()
                };
                if let Some(c) = c {
                    pixmap.stroke_path(&path, &paint(c), &stroke, ts, None);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
