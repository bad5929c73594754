//! Pictures as palette PNGs: at most 256 colours, the most frequent ones of the picture (or of
//! all the frames of an animation), every other anti-aliased shade drawn as the nearest of
//! them. A step picture of a RAMbots board in about 5 KB where the full-colour PNG takes 14 KB.

use resvg::tiny_skia;
use std::collections::HashMap;

/// The opaque pixels of `pixmap`, as RGB.
pub(super) fn rgb(pixmap: &tiny_skia::Pixmap) -> Vec<[u8; 3]> {
    pixmap
        .data()
        .chunks_exact(4)
        .map(|p| [p[0], p[1], p[2]])
        .collect()
}

/// A palette of at most 256 colours for the pixels of every image of `images`, and each image
/// as indices into it. The same pixels give the same palette and indices.
pub(super) fn quantize(images: &[Vec<[u8; 3]>]) -> (Vec<[u8; 3]>, Vec<Vec<u8>>) {
    // Counted and mapped a run of one colour at a time: a board is mostly flat colour, so a
    // hash look-up per run rather than per pixel (most of the time a picture took).
    let mut counts: HashMap<[u8; 3], usize> = HashMap::new();
    for image in images {
        for run in image.chunk_by(|a, b| a == b) {
            *counts.entry(run[0]).or_default() += run.len();
        }
    }
    let mut by_count: Vec<([u8; 3], usize)> = counts.into_iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let palette: Vec<[u8; 3]> = by_count.iter().take(256).map(|c| c.0).collect();
    let distance = |a: [u8; 3], b: [u8; 3]| -> i32 {
        (0..3).map(|k| (a[k] as i32 - b[k] as i32).pow(2)).sum()
    };
    let mut index: HashMap<[u8; 3], u8> = HashMap::new();
    let indices = images
        .iter()
        .map(|image| {
            let mut out = Vec::with_capacity(image.len());
            for run in image.chunk_by(|a, b| a == b) {
                let p = run[0];
                let i = *index.entry(p).or_insert_with(|| {
                    (0..palette.len())
                        .min_by_key(|&i| distance(palette[i], p))
                        .unwrap_or(0) as u8
                });
                out.resize(out.len() + run.len(), i);
            }
            out
        })
        .collect();
    (palette, indices)
}

/// The drawn picture as a palette PNG. DEFLATE level 4: a RAMbots step picture 7.0 KB in 0.6
/// ms, where level 9 takes 2.3 ms for 6.2 KB (`cargo bench --bench picture`): a deadline sweep
/// draws a hundred thousand of them.
pub(super) fn encode_small(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, String> {
    let (palette, indices) = quantize(&[rgb(pixmap)]);
    let mut out = Vec::with_capacity(16 * 1024);
    let mut e = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    e.set_color(png::ColorType::Indexed);
    e.set_palette(palette.concat());
    e.set_depth(png::BitDepth::Eight);
    e.set_deflate_compression(png::DeflateCompression::Level(4));
    e.set_filter(png::Filter::NoFilter);
    e.write_header()
        .and_then(|mut w| w.write_image_data(&indices[0]))
        .map_err(|e| format!("cannot encode the PNG: {e}"))?;
    Ok(out)
}
