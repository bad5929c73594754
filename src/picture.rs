//! Board pictures from SVG to PNG, in pure Rust (resvg and tiny-skia), with the one font robomod
//! ships (`assets/DejaVuSans.ttf`, loaded from the binary, never from the system), so that the
//! same SVG gives the same PNG bytes on every machine. The games write the SVG
//! ([`crate::games::capability::DynPictures::render_picture`]); this turns it into the attachment.

use crate::games::svg::{BACKGROUND, SMALL_PNG};
use resvg::{tiny_skia, usvg};

pub mod animated;
mod palette;
pub mod shapes;
use crate::games::shape::Shape;
use std::sync::{Arc, Mutex, OnceLock};

// The shipped font's bytes.
use crate::font::BYTES as FONT;

/// The fonts the pictures may use: the shipped one alone, loaded once.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static DB: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    DB.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        db.load_font_data(FONT.to_vec());
        db.set_sans_serif_family(crate::games::svg::FONT);
        Arc::new(db)
    })
    .clone()
}

/// `svg` rendered at its own size, as PNG bytes. A picture's background (the group
/// [`crate::games::svg::BACKGROUND`] opens) is drawn once and kept: every round of a game has
/// the same one, and its words (labels, legend) are most of a picture's text layout. What comes
/// after it is drawn onto a copy, which gives the same pixels as drawing the whole picture
/// (tests check it, byte for byte). An animation stored as text ([`animated::frames_text`])
/// comes out as an animated PNG. A picture with a background is a palette PNG whose palette
/// starts from its background's, as a step picture is ([`png_of`]): a third of the pixels'
/// bytes to compress of a full-colour PNG, the boards' most costly part (issue 39).
pub fn png(svg: &str) -> Result<Vec<u8>, String> {
    if let Some(frames) = animated::frames_of(svg) {
        return animated::apng(&frames);
    }
    let mut pixmap = pixmap(svg)?;
    if asks_small(svg) {
        return palette::encode_small(&pixmap);
    }
    match split(svg) {
        Some((background, _)) => {
            let kept = background_of(&background, 1)?;
            let base = kept.palette.get_or_init(|| palette::Base::of(&kept.pixmap));
            palette::encode_over(&mut pixmap, &kept.pixmap, base, Look::BOARD.level as u32)
        }
        None => encode_picture(&pixmap),
    }
}

/// How a step picture is drawn: its pixels per pixel of the SVG (2: sharp on a phone's screen
/// at twice the size) and its DEFLATE level (higher: fewer bytes, more time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    pub scale: u8,
    pub level: u8,
}

impl Look {
    /// A board after a round: one a mail, at its own size, DEFLATE level 2.
    pub const BOARD: Look = Look { scale: 1, level: 2 };

    /// The look of each of `steps` step pictures of one mail, each `width` pixels wide as
    /// drawn (its SVG), within the mail's 300 KB and the deadline sweep's time (issue 39): up
    /// to five small ones (the race's registers) at twice the pixels; the others (RAMbots'
    /// and Ricochet's, 390 pixels wide, up to twenty a round) at their own size; all at DEFLATE
    /// level 2 (zlib-rs: 0.09 ms and 10.9 KB for a RAMbots step, where level 1 takes 0.055 ms
    /// for 13.3 KB and level 4 0.2 ms for 10.3 KB; `docs/pictures.md`, "Speed").
    pub fn for_steps(steps: usize, width: u32) -> Look {
        match steps {
            0..=5 if width <= 360 => Look { scale: 2, level: 2 },
            _ => Look { scale: 1, level: 2 },
        }
    }
}

/// A picture drawn from its `shapes` ([`crate::games::svg::Svg::finish_with_shapes`]) over
/// its background (from `svg`, drawn once and kept, with its palette), with no SVG parsed for
/// it: what a step picture and the board after a round are (issue 39). `svg` without a
/// background is drawn whole.
pub fn png_of(svg: &str, shapes: &[Shape], look: Look) -> Result<Vec<u8>, String> {
    let Some((background, _)) = split(svg) else {
        return png(svg);
    };
    let scale = look.scale.clamp(1, 4);
    let kept = background_of(&background, scale)?;
    // The thread's last picture's pixmap if it was over the same background (and is that
    // background again: [`palette::encode_over`] puts back what it drew over): a sweep draws
    // ten pictures a round over one background, and a copy of it was a twentieth of each.
    thread_local! {
        static LAST: std::cell::RefCell<Option<(Arc<Background>, tiny_skia::Pixmap)>> =
            const { std::cell::RefCell::new(None) };
    }
    let mut pixmap = match LAST.take() {
        Some((was, pixmap)) if Arc::ptr_eq(&was, &kept) => pixmap,
        _ => kept.pixmap.clone(),
    };
    shapes::draw(shapes, &mut pixmap, scale as f32);
    // A palette PNG over the background's palette, as [`png`] writes a picture with a
    // background, small or not.
    let base = kept.palette.get_or_init(|| palette::Base::of(&kept.pixmap));
    let png = palette::encode_over(&mut pixmap, &kept.pixmap, base, look.level as u32);
    if png.is_ok() {
        LAST.set(Some((kept, pixmap)));
    }
    png
}

/// `svg` drawn, its background from the ones kept.
fn pixmap(svg: &str) -> Result<tiny_skia::Pixmap, String> {
    if cfg!(debug_assertions) {
        // Tests (debug builds) refuse a shape tiny-skia cannot stroke: it would log "path
        // stroking failed" and leave it out of the picture.
        let failed = failed_strokes(svg)?;
        if !failed.is_empty() {
            return Err(format!(
                "strokes that cannot be drawn: {}",
                failed.join("; ")
            ));
        }
    }
    Ok(match split(svg) {
        Some((background, rest)) => {
            let mut pixmap = background_of(&background, 1)?.pixmap.clone();
            draw_onto(&rest, &mut pixmap)?;
            pixmap
        }
        None => draw(svg)?,
    })
}

/// Whether `svg` asks for a small PNG ([`SMALL_PNG`]).
fn asks_small(svg: &str) -> bool {
    let root = svg.find("<svg").map(|at| &svg[at..]);
    root.and_then(|r| r.find('>').map(|end| &r[..end]))
        .is_some_and(|r| r.contains(SMALL_PNG))
}

/// `svg` drawn whole, on a new transparent canvas of its size.
fn draw(svg: &str) -> Result<tiny_skia::Pixmap, String> {
    draw_scaled(svg, 1)
}

/// `svg` drawn whole, `scale` pixels to its pixel.
fn draw_scaled(svg: &str, scale: u8) -> Result<tiny_skia::Pixmap, String> {
    let tree = parse(svg)?;
    let size = tree.size().to_int_size();
    let (w, h) = (size.width() * scale as u32, size.height() * scale as u32);
    let mut pixmap =
        tiny_skia::Pixmap::new(w, h).ok_or_else(|| format!("cannot draw a {w}x{h} picture"))?;
    let ts = tiny_skia::Transform::from_scale(scale as f32, scale as f32);
    resvg::render(&tree, ts, &mut pixmap.as_mut());
    Ok(pixmap)
}

/// `svg` drawn over what `pixmap` holds.
fn draw_onto(svg: &str, pixmap: &mut tiny_skia::Pixmap) -> Result<(), String> {
    let tree = parse(svg)?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    Ok(())
}

fn parse(svg: &str) -> Result<usvg::Tree, String> {
    let options = usvg::Options {
        fontdb: fonts(),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(svg, &options).map_err(|e| format!("bad SVG: {e}"))
}

/// A picture as two SVGs: its background alone (without the title, which draws nothing and
/// changes every round) and the rest, each with the picture's head (size, definitions). None
/// when `svg` has no background group.
pub fn split(svg: &str) -> Option<(String, String)> {
    let open = svg.find(BACKGROUND)?;
    let len = svg[open..].find("</g>\n")? + "</g>\n".len();
    let head = &svg[..open];
    let untitled = match (head.find("<title>"), head.find("</title>\n")) {
        (Some(a), Some(b)) if a < b => format!("{}{}", &head[..a], &head[b + "</title>\n".len()..]),
        _ => head.to_string(),
    };
    let background = format!("{untitled}{}</svg>\n", &svg[open..open + len]);
    let rest = format!("{head}{}", &svg[open + len..]);
    Some((background, rest))
}

/// The shapes of `svg` whose stroke tiny-skia would fail to draw (it logs `path stroking
/// failed` and draws nothing of it: a line of no length, a dash pattern over nothing), each
/// named by its id or its bounds. Checked by every picture a debug build (the tests) draws.
pub fn failed_strokes(svg: &str) -> Result<Vec<String>, String> {
    let tree = parse(svg)?;
    let mut out = Vec::new();
    failed_in(tree.root(), &mut out);
    Ok(out)
}

fn failed_in(group: &usvg::Group, out: &mut Vec<String>) {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => failed_in(g, out),
            usvg::Node::Text(t) => failed_in(t.flattened(), out),
            usvg::Node::Image(_) => {}
            usvg::Node::Path(p) => {
                let Some(stroke) = p.stroke() else { continue };
                let ts = p.abs_transform();
                let stroke = stroke.to_tiny_skia();
                let scale = tiny_skia::PathStroker::compute_resolution_scale(&ts);
                // As tiny-skia draws it: dashed first; a line a pixel wide or less is drawn as
                // a hairline, which does not fail.
                let dashed = match &stroke.dash {
                    Some(dash) => p.data().dash(dash, scale),
                    None => Some(p.data().clone()),
                };
                let width = stroke.width * ts.sx.abs().max(ts.sy.abs());
                let drawn = match dashed {
                    None => false,
                    Some(_) if width <= 1.0 => true,
                    Some(path) => path.stroke(&stroke, scale).is_some(),
                };
                if !drawn {
                    let b = p.data().bounds();
                    out.push(format!(
                        "a stroke at ({:.1},{:.1})-({:.1},{:.1})",
                        b.left(),
                        b.top(),
                        b.right(),
                        b.bottom()
                    ));
                }
            }
        }
    }
}

/// A background drawn and kept: its pixels, and the palette the step pictures drawn over it
/// start from (worked out when the first is encoded).
struct Background {
    pixmap: tiny_skia::Pixmap,
    palette: OnceLock<palette::Base>,
}

type Kept = Vec<((String, u8), Arc<Background>)>;

/// The backgrounds drawn lately (by SVG and scale), the newest last: a sweep draws the rounds
/// of many games, but their boards are few (a board in two languages is two: its legend and
/// panel are in the reader's words).
static BACKGROUNDS: Mutex<Kept> = Mutex::new(Vec::new());
const BACKGROUNDS_KEPT: usize = 32;

/// `background` (an SVG) drawn at `scale`, from the ones kept if it is there.
fn background_of(background: &str, scale: u8) -> Result<Arc<Background>, String> {
    let kept = |list: &mut Kept| {
        let i = list
            .iter()
            .position(|((svg, s), _)| *s == scale && svg == background)?;
        let entry = list.remove(i);
        let pixmap = entry.1.clone();
        list.push(entry);
        Some(pixmap)
    };
    let lock = || {
        BACKGROUNDS
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    };
    if let Some(pixmap) = kept(&mut lock()) {
        return Ok(pixmap);
    }
    // Drawn outside the lock: two threads may draw the same one, never wait for each other.
    let drawn = Arc::new(Background {
        pixmap: draw_scaled(background, scale)?,
        palette: OnceLock::new(),
    });
    let mut list = lock();
    if let Some(other) = kept(&mut list) {
        return Ok(other);
    }
    if list.len() >= BACKGROUNDS_KEPT {
        list.remove(0);
    }
    list.push(((background.to_string(), scale), drawn.clone()));
    Ok(drawn)
}

/// A step picture drawn (`pixmap`) as its palette PNG: the bench times it.
pub fn encode_small(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, String> {
    palette::encode_small(pixmap)
}

/// The drawn picture as PNG bytes.
fn encode_picture(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, String> {
    // DEFLATE at level 1 without row filters: a RAMbots board in 1.4 ms and 43 KB, where png's
    // ultra-fast mode takes 0.8 ms but 70 KB (each mail carries it, base64, and a sweep sends
    // thousands), and its default level 8 ms for 37 KB; flat colours compress better unfiltered.
    // A busy board that comes out over the size a mail should carry is compressed harder.
    let mut out = palette::rgb_png(pixmap, 1)?;
    if out.len() > SMALL {
        out = palette::rgb_png(pixmap, 6)?;
    }
    Ok(out)
}

/// What a picture is drawn from: its SVG ([`png`]), or a step picture's SVG (for its
/// background) and its shapes ([`png_of`]).
#[derive(Clone, Copy, Debug)]
pub enum Source<'a> {
    Svg(&'a str),
    Shapes(&'a str, &'a [Shape], Look),
}

/// Each of `svgs` as [`png`] or [`png_of`] would draw it, in order, drawn side by side on every
/// core the machine has: pictures are drawn by the hundred when a deadline sweep's reports
/// leave. A picture whose drawing panics (a bug in a library) is an error like any other: the
/// mails go without it and the daemon goes on.
pub fn png_all(svgs: &[Source]) -> Vec<Result<Vec<u8>, String>> {
    let png = |source: &Source| {
        std::panic::catch_unwind(|| match *source {
            Source::Svg(svg) => png(svg),
            Source::Shapes(svg, shapes, look) => png_of(svg, shapes, look),
        })
        .unwrap_or_else(|_| Err("drawing the picture failed (a bug: panicked)".into()))
    };
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(svgs.len());
    if threads <= 1 {
        return svgs.iter().map(&png).collect();
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut out: Vec<(usize, Result<Vec<u8>, String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(svg) = svgs.get(i) else { break done };
                        done.push((i, png(svg)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a picture worker panicked"))
            .collect()
    });
    out.sort_by_key(|&(i, _)| i);
    out.into_iter().map(|(_, png)| png).collect()
}

/// The size a picture should stay under (issue 12: about 80 KB), with a margin.
const SMALL: usize = 76 * 1024;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod stroke_tests;
