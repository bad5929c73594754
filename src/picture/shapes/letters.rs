//! Letters drawn straight onto a pixmap: each glyph's outline read once from the shipped font,
//! and its coverage at a size and quarter-pixel offset kept, so a picture's words are blended in
//! without an SVG's text layout.

use super::paint;
use crate::font::text_width;
use crate::games::shape::Rgba;
use resvg::tiny_skia;
use resvg::tiny_skia::{FillRule, Path, PathBuilder, Pixmap, Transform};
use skrifa::MetadataProvider;
use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use std::collections::HashMap;
use std::sync::OnceLock;

/// A letter of the font: its outline (font units, y up) and how far it moves the pen.
struct Glyph {
    outline: Option<Path>,
    advance: f32,
}

/// The font's letters read so far, and its size in units and ascent and descent.
struct Glyphs {
    letters: HashMap<char, Glyph>,
    units: f32,
    ascent: f32,
    descent: f32,
}

/// The shipped font's printable ASCII and Latin-1 letters, read once.
fn glyphs() -> &'static Glyphs {
    static GLYPHS: OnceLock<Glyphs> = OnceLock::new();
    GLYPHS.get_or_init(|| {
        let font = skrifa::FontRef::new(crate::font::BYTES).expect("the shipped font reads");
        let metrics = font.metrics(Size::unscaled(), LocationRef::default());
        let letters = crate::font::letters()
            .filter_map(|c| Some((c, glyph(&font, c)?)))
            .collect();
        Glyphs {
            letters,
            units: metrics.units_per_em as f32,
            ascent: metrics.ascent,
            descent: metrics.descent,
        }
    })
}

fn glyph(font: &skrifa::FontRef, c: char) -> Option<Glyph> {
    let id = font.charmap().map(c)?;
    let advance = font
        .glyph_metrics(Size::unscaled(), LocationRef::default())
        .advance_width(id)?;
    let mut pen = Pen(PathBuilder::new());
    let outline = font.outline_glyphs().get(id).and_then(|g| {
        g.draw(
            DrawSettings::unhinted(Size::unscaled(), LocationRef::default()),
            &mut pen,
        )
        .ok()?;
        pen.0.finish()
    });
    Some(Glyph { outline, advance })
}

struct Pen(PathBuilder);

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, y);
    }
    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        self.0.quad_to(cx0, cy0, x, y);
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.0.cubic_to(cx0, cy0, cx1, cy1, x, y);
    }
    fn close(&mut self) {
        self.0.close();
    }
}

pub(super) fn draw_text(
    pixmap: &mut Pixmap,
    (x, y): (f32, f32),
    size: f32,
    colour: Rgba,
    text: &str,
    centred: bool,
    ts: Transform,
) {
    let g = glyphs();
    let k = size / g.units;
    let (mut pen, baseline) = if centred {
        // As SVG's `dominant-baseline="central"`: halfway between ascent and descent at `y`.
        (
            x - text_width(text, size) / 2.0,
            y + (g.ascent + g.descent) / 2.0 * k,
        )
    } else {
        (x, y)
    };
    for c in text.chars() {
        let c = if g.letters.contains_key(&c) { c } else { '?' };
        let Some(letter) = g.letters.get(&c) else {
            continue;
        };
        if letter.outline.is_some() {
            // Where the pen is on the canvas: a whole pixel down, a quarter pixel across.
            let (dx, dy) = (pen * ts.sx + ts.tx, baseline * ts.sy + ts.ty);
            let (ox, oy) = (dx.floor(), dy.round());
            let quarter = ((dx - ox) * 4.0).round() as u8;
            let (ox, quarter) = if quarter == 4 {
                (ox + 1.0, 0)
            } else {
                (ox, quarter)
            };
            let key = (c, (k * ts.sx * 65536.0).round() as u32, quarter);
            if let Some(cover) = coverage(key, letter) {
                blend(pixmap, &cover, ox as i32, oy as i32, colour);
            }
        }
        pen += letter.advance * k;
    }
}

/// A letter drawn once, as how much of each pixel it covers, placed at (`left`, `top`) from
/// the pen (on the baseline).
struct Coverage {
    left: i32,
    top: i32,
    width: usize,
    alpha: Vec<u8>,
}

type Covers = HashMap<(char, u32, u8), Option<std::sync::Arc<Coverage>>>;

/// The letters drawn so far (issue 39: a letter's outline filled once per size and quarter
/// pixel, then copied): by letter, size (pixels an em-unit, times 65536) and where the pen
/// is across its pixel (quarters).
fn coverage(key: (char, u32, u8), letter: &Glyph) -> Option<std::sync::Arc<Coverage>> {
    static COVERS: std::sync::Mutex<Option<Covers>> = std::sync::Mutex::new(None);
    let lock = || COVERS.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(kept) = lock().as_ref().and_then(|m| m.get(&key)) {
        return kept.clone();
    }
    let drawn = draw_cover(key, letter).map(std::sync::Arc::new);
    let mut covers = lock();
    let covers = covers.get_or_insert_with(HashMap::new);
    if covers.len() > 4096 {
        covers.clear();
    }
    covers.insert(key, drawn.clone());
    drawn
}

fn draw_cover((_, size, quarter): (char, u32, u8), letter: &Glyph) -> Option<Coverage> {
    let outline = letter.outline.as_ref()?;
    let k = size as f32 / 65536.0;
    let fx = quarter as f32 / 4.0;
    let b = outline.bounds();
    let left = (b.left() * k + fx).floor() as i32 - 1;
    let top = (-b.bottom() * k).floor() as i32 - 1;
    let right = (b.right() * k + fx).ceil() as i32 + 1;
    let bottom = (-b.top() * k).ceil() as i32 + 1;
    let (w, h) = ((right - left).max(1) as u32, (bottom - top).max(1) as u32);
    let mut canvas = Pixmap::new(w, h)?;
    let at = Transform::from_row(k, 0.0, 0.0, -k, fx - left as f32, -top as f32);
    canvas.fill_path(outline, &paint([0, 0, 0, 255]), FillRule::Winding, at, None);
    Some(Coverage {
        left,
        top,
        width: w as usize,
        alpha: canvas.pixels().iter().map(|p| p.alpha()).collect(),
    })
}

/// `cover` in `colour` over `pixmap`, the pen at (`ox`, `oy`).
fn blend(pixmap: &mut Pixmap, cover: &Coverage, ox: i32, oy: i32, colour: Rgba) {
    let (pw, ph) = (pixmap.width() as i32, pixmap.height() as i32);
    let pixels = pixmap.pixels_mut();
    for (j, row) in cover.alpha.chunks(cover.width).enumerate() {
        let y = oy + cover.top + j as i32;
        if y < 0 || y >= ph {
            continue;
        }
        for (i, &a) in row.iter().enumerate() {
            let x = ox + cover.left + i as i32;
            if a == 0 || x < 0 || x >= pw {
                continue;
            }
            let sa = a as u32 * colour[3] as u32 / 255;
            let at = (y * pw + x) as usize;
            let d = pixels[at];
            let mix = |s: u8, d: u8| ((s as u32 * sa + d as u32 * (255 - sa)) / 255) as u8;
            let out = tiny_skia::PremultipliedColorU8::from_rgba(
                mix(colour[0], d.red()),
                mix(colour[1], d.green()),
                mix(colour[2], d.blue()),
                (sa + d.alpha() as u32 * (255 - sa) / 255).min(255) as u8,
            );
            if let Some(out) = out {
                pixels[at] = out;
            }
        }
    }
}
