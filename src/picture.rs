//! Board pictures from SVG to PNG, in pure Rust (resvg and tiny-skia), with the one font robomod
//! ships (`assets/DejaVuSans.ttf`, loaded from the binary, never from the system), so that the
//! same SVG gives the same PNG bytes on every machine. The games write the SVG
//! ([`crate::games::DynGame::render_picture`]); this turns it into the attachment.

use resvg::{tiny_skia, usvg};
use std::sync::{Arc, OnceLock};

/// DejaVu Sans (Bitstream Vera licence, see `assets/DejaVuSans-LICENSE.txt`), without its
/// legacy `kern` table (removed with fontTools: `del font["kern"]`). The shaper kerns from the
/// GPOS table, which stays, so every picture is the same to the byte; but it built a cache of
/// the unused `kern` table for every text it laid out, a quarter of a picture's cost (6.2 ms
/// of parsing a RAMbots board became 3.1 ms).
static FONT: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");

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

/// `svg` rendered at its own size, as PNG bytes.
pub fn png(svg: &str) -> Result<Vec<u8>, String> {
    let options = usvg::Options {
        fontdb: fonts(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &options).map_err(|e| format!("bad SVG: {e}"))?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| format!("cannot draw a {}x{} picture", size.width(), size.height()))?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    let rgb: Vec<u8> = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let (w, h) = (pixmap.width(), pixmap.height());
    // png's fast DEFLATE is several times quicker than its default level; a busy board that
    // comes out over the size a mail should carry is compressed harder.
    let mut out = encode(&rgb, w, h, png::Compression::Fast)?;
    if out.len() > SMALL {
        out = encode(&rgb, w, h, png::Compression::Balanced)?;
    }
    Ok(out)
}

/// Each of `svgs` as [`png`] would draw it, in order, drawn side by side on every core the
/// machine has: pictures are drawn by the hundred when a deadline sweep's reports leave. A
/// picture whose drawing panics (a bug in a library) is an error like any other: the mails go
/// without it and the daemon goes on.
pub fn png_all(svgs: &[&str]) -> Vec<Result<Vec<u8>, String>> {
    let png = |svg: &str| {
        std::panic::catch_unwind(|| png(svg))
            .unwrap_or_else(|_| Err("drawing the picture failed (a bug: panicked)".into()))
    };
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(svgs.len());
    if threads <= 1 {
        return svgs.iter().map(|svg| png(svg)).collect();
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

/// `rgb` as a PNG (the pictures are opaque: no alpha to store).
fn encode(rgb: &[u8], w: u32, h: u32, level: png::Compression) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(64 * 1024);
    let mut e = png::Encoder::new(&mut out, w, h);
    e.set_color(png::ColorType::Rgb);
    e.set_depth(png::BitDepth::Eight);
    e.set_compression(level);
    e.write_header()
        .and_then(|mut w| w.write_image_data(rgb))
        .map_err(|e| format!("cannot encode the PNG: {e}"))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pictures_drawn_side_by_side_come_back_in_order_and_the_same() {
        let svgs: Vec<String> = (0..9)
            .map(|i| {
                format!(
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"20\">\
                     <rect width=\"100%\" height=\"20\" fill=\"#fff\"/></svg>",
                    10 + i
                )
            })
            .chain(["not an SVG".to_string()])
            .collect();
        let refs: Vec<&str> = svgs.iter().map(String::as_str).collect();
        let all = png_all(&refs);
        assert_eq!(all.len(), 10);
        for (svg, drawn) in refs.iter().zip(&all) {
            assert_eq!(drawn, &png(svg));
        }
        assert!(all[9].is_err());
    }

    #[test]
    fn text_is_drawn_with_the_shipped_font_and_the_same_every_time() {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"20\">\
                   <rect width=\"60\" height=\"20\" fill=\"#fff\"/>\
                   <text x=\"2\" y=\"15\" font-family=\"DejaVu Sans\" font-size=\"12\">a1 b2</text>\
                   </svg>";
        let a = png(svg).unwrap();
        assert_eq!(&a[1..4], b"PNG");
        assert_eq!(a, png(svg).unwrap());
        let blank = png(&svg.replace("a1 b2", "")).unwrap();
        assert_ne!(a, blank, "the text drew something");
        assert!(png("<svg").is_err());
    }

    /// The table tags of a TrueType file, from its table directory.
    fn tables(font: &[u8]) -> Vec<&[u8]> {
        let count = u16::from_be_bytes([font[4], font[5]]) as usize;
        (0..count)
            .map(|i| &font[12 + 16 * i..12 + 16 * i + 4])
            .collect()
    }

    #[test]
    fn the_shipped_font_kerns_from_gpos_alone() {
        let tags = tables(FONT);
        assert!(tags.contains(&&b"GPOS"[..]) && tags.contains(&&b"glyf"[..]));
        assert!(!tags.contains(&&b"kern"[..]), "the kern table is back");
    }
}
