//! Pictures as palette PNGs: at most 256 colours, the most frequent ones of the picture (or of
//! all the frames of an animation), every other anti-aliased shade drawn as the nearest of
//! them. A step picture of a RAMbots board in about 7 KB where the full-colour PNG takes 14 KB.
//!
//! The PNG is written here, its pixels compressed in one call (issue 39): through the png
//! crate's row-by-row writer, the compressor zero-filled its growing output buffer on every row,
//! half of a step picture's instructions (callgrind).

use resvg::tiny_skia;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The opaque pixels of `pixmap`, each as one number (its RGBA bytes).
pub(super) fn rgb(pixmap: &tiny_skia::Pixmap) -> Vec<u32> {
    pixels(pixmap)
        .iter()
        .map(|p| u32::from_le_bytes(*p))
        .collect()
}

/// The pixels of `pixmap`, each its RGBA bytes (premultiplied: the pictures are opaque).
fn pixels(pixmap: &tiny_skia::Pixmap) -> &[[u8; 4]] {
    pixmap.data().as_chunks::<4>().0
}

/// A hasher for colours: a multiply, where the standard one costs more than the rest of the
/// look-up (a picture has a few hundred colours and tens of thousands of runs).
#[derive(Default)]
struct ColourHasher(u64);

impl Hasher for ColourHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u32(*b as u32);
        }
    }
    fn write_u32(&mut self, i: u32) {
        self.0 = (self.0.rotate_left(5) ^ i as u64).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

type Colours<V> = HashMap<u32, V, BuildHasherDefault<ColourHasher>>;

/// Each run of one colour of `image`: (colour, length).
fn runs(image: &[u32]) -> impl Iterator<Item = (u32, usize)> + '_ {
    image.chunk_by(|a, b| a == b).map(|run| (run[0], run.len()))
}

/// A palette of at most 256 colours for the pixels of every image of `images`, and each image
/// as indices into it. The same pixels give the same palette and indices.
pub(super) fn quantize(images: &[Vec<u32>]) -> (Vec<[u8; 3]>, Vec<Vec<u8>>) {
    // Counted and mapped a run of one colour at a time: a board is mostly flat colour, so a
    // hash look-up per run rather than per pixel (most of the time a picture took).
    let mut counts: Colours<usize> = Colours::default();
    for image in images {
        for (colour, n) in runs(image) {
            *counts.entry(colour).or_default() += n;
        }
    }
    let mut by_count: Vec<([u8; 3], usize)> =
        counts.into_iter().map(|(c, n)| (bytes(c), n)).collect();
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let palette: Vec<[u8; 3]> = by_count.iter().take(256).map(|c| c.0).collect();
    let mut index: Colours<u8> = Colours::default();
    let indices = images
        .iter()
        .map(|image| {
            let mut out = Vec::with_capacity(image.len());
            for (colour, n) in runs(image) {
                let i = *index
                    .entry(colour)
                    .or_insert_with(|| nearest(&palette, bytes(colour)));
                out.resize(out.len() + n, i);
            }
            out
        })
        .collect();
    (palette, indices)
}

/// The palette a background gives the step pictures drawn over it: its most frequent colours
/// (at most [`Base::COLOURS`], leaving room for the pieces' own), every colour of it mapped, and
/// the background as indices, each row after its PNG filter byte (none: 0), as DEFLATE takes
/// it. Worked out once per background and kept with it.
pub(super) struct Base {
    palette: Vec<[u8; 3]>,
    map: Colours<u8>,
    raw: Vec<u8>,
}

impl Base {
    /// The background's share of the 256 colours.
    const COLOURS: usize = 128;

    pub(super) fn of(background: &tiny_skia::Pixmap) -> Base {
        let image = rgb(background);
        let (mut palette, mut indices) = quantize(std::slice::from_ref(&image));
        palette.truncate(Self::COLOURS);
        let mut map = Colours::default();
        for (colour, _) in runs(&image) {
            map.entry(colour)
                .or_insert_with(|| nearest(&palette, bytes(colour)));
        }
        let indices: Vec<u8> = image
            .iter()
            .zip(std::mem::take(&mut indices[0]))
            .map(|(c, i)| map.get(c).copied().unwrap_or(i))
            .collect();
        Base {
            palette,
            map,
            raw: filtered(&indices, (background.width() as usize).max(1)),
        }
    }
}

fn bytes(c: u32) -> [u8; 3] {
    let [r, g, b, _] = c.to_le_bytes();
    [r, g, b]
}

/// The index of the colour of `palette` nearest `p`.
fn nearest(palette: &[[u8; 3]], p: [u8; 3]) -> u8 {
    let distance = |a: [u8; 3]| -> i32 { (0..3).map(|k| (a[k] as i32 - p[k] as i32).pow(2)).sum() };
    (0..palette.len())
        .min_by_key(|&i| distance(palette[i]))
        .unwrap_or(0) as u8
}

/// `pixmap`, drawn over `background` (the same size), as a palette PNG at DEFLATE `level`:
/// the background's palette ([`Base`]) and, after it, the most frequent colours of the pixels
/// that differ from the background (the pieces, arrows, marks), the rest drawn as the nearest.
/// Only the pixels that changed are looked at: a step picture is mostly its background.
/// `pixmap` is left as `background` again (those pixels put back), to draw the next picture
/// on without a copy of the whole background.
pub(super) fn encode_over(
    pixmap: &mut tiny_skia::Pixmap,
    background: &tiny_skia::Pixmap,
    base: &Base,
    level: u32,
) -> Result<Vec<u8>, String> {
    let (w, h) = (pixmap.width(), pixmap.height());
    let runs = changed(pixmap, background, base)?;
    let png = encode_runs(w, h, &runs, base, level);
    // Put back a row at a time, from its first changed pixel to its last (a run at a time,
    // the copies of a few pixels each cost more than the pixels).
    let (now, was) = (pixmap.data_mut(), background.data());
    let row = (w as usize).max(1);
    let mut k = 0;
    while k < runs.len() {
        let line = runs[k].0 as usize / row;
        let mut end = k;
        while end + 1 < runs.len() && runs[end + 1].0 as usize / row == line {
            end += 1;
        }
        let (a, b) = (
            4 * runs[k].0 as usize,
            4 * (runs[end].0 + runs[end].1) as usize,
        );
        now[a..b].copy_from_slice(&was[a..b]);
        k = end + 1;
    }
    debug_assert!(now == was, "the pixmap is its background again");
    png
}

/// The pixels of `pixmap` that differ from `background`, as runs of one colour within a row:
/// (start, length, colour).
fn changed(
    pixmap: &tiny_skia::Pixmap,
    background: &tiny_skia::Pixmap,
    base: &Base,
) -> Result<Vec<(u32, u32, u32)>, String> {
    let (now, was) = (pixels(pixmap), pixels(background));
    let row = (pixmap.width() as usize).max(1);
    if now.len() != was.len() || base.raw.len() != now.len() + now.len() / row {
        return Err("a step picture drawn over a background of another size".into());
    }
    // The pixels that differ from the background, as runs of one colour: (start, length,
    // colour). A row the same as the background's is passed over whole (issue 39: looked at a
    // pixel at a time through a closure, twice, this was a sixth of the HTML sweep's CPU).
    let mut runs: Vec<(u32, u32, u32)> = Vec::new();
    for (k, (a, b)) in now.chunks(row).zip(was.chunks(row)).enumerate() {
        if a == b {
            continue;
        }
        let mut i = 0;
        while i < a.len() {
            if a[i] == b[i] {
                i = first_difference(a, b, i + 1);
                continue;
            }
            let colour = a[i];
            let start = i;
            i += 1;
            while i < a.len() && a[i] == colour && a[i] != b[i] {
                i += 1;
            }
            let c = u32::from_le_bytes(colour);
            match runs.last_mut() {
                // The same colour just before, in this row: one run.
                Some(last)
                    if last.2 == c
                        && start > 0
                        && (last.0 + last.1) as usize == k * row + start =>
                {
                    last.1 += (i - start) as u32;
                }
                _ => runs.push(((k * row + start) as u32, (i - start) as u32, c)),
            }
        }
    }
    Ok(runs)
}

/// The first pixel from `i` on where `a` and `b` differ (`a.len()` if none), four pixels at
/// a time where they agree: most of a changed row is still its background's (issue 39: a
/// pixel at a time, this was half the time a step picture's changes took to find).
fn first_difference(a: &[[u8; 4]], b: &[[u8; 4]], mut i: usize) -> usize {
    let n = a.len().min(b.len());
    let four = |p: &[[u8; 4]], i: usize| {
        let q: [[u8; 4]; 4] = p[i..i + 4].try_into().expect("four pixels");
        u128::from_ne_bytes(*q.as_flattened().as_array().expect("sixteen bytes"))
    };
    while i + 4 <= n && four(a, i) == four(b, i) {
        i += 4;
    }
    while i < n && a[i] == b[i] {
        i += 1;
    }
    i
}

/// The PNG of the background of `base` with `runs` of other colours over it.
fn encode_runs(
    w: u32,
    h: u32,
    runs: &[(u32, u32, u32)],
    base: &Base,
    level: u32,
) -> Result<Vec<u8>, String> {
    let row = (w as usize).max(1);
    let mut counts: Colours<usize> = Colours::default();
    for &(_, n, c) in runs {
        if !base.map.contains_key(&c) {
            *counts.entry(c).or_default() += n as usize;
        }
    }
    let mut by_count: Vec<(u32, usize)> = counts.into_iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut palette = base.palette.clone();
    let mut own: Colours<u8> = Colours::default();
    for (c, _) in by_count.iter().take(256 - palette.len()) {
        own.insert(*c, palette.len() as u8);
        palette.push(bytes(*c));
    }
    let mut raw = base.raw.clone();
    let mut last: Option<(u32, u8)> = None;
    for &(at, n, c) in runs {
        let i = match last {
            Some((colour, i)) if colour == c => i,
            _ => {
                let i = match base.map.get(&c) {
                    // A colour of the background keeps its index only if it is in the palette
                    // as is.
                    Some(&i) if palette[i as usize] == bytes(c) => i,
                    _ => *own.entry(c).or_insert_with(|| nearest(&palette, bytes(c))),
                };
                last = Some((c, i));
                i
            }
        };
        // A run is within a row: after the row's filter byte and those of the rows above.
        let at = at as usize + at as usize / row + 1;
        match n {
            // Most runs are an anti-aliased pixel or two: no call to fill them.
            1 => raw[at] = i,
            2 => raw[at..at + 2].copy_from_slice(&[i, i]),
            _ => raw[at..at + n as usize].fill(i),
        }
    }
    write_png(w, h, Some(&palette), &raw, level)
}

/// The drawn picture as a palette PNG. DEFLATE level 4: a RAMbots step picture 7.0 KB in 0.6
/// ms, where level 9 takes 2.3 ms for 6.2 KB (`cargo bench --bench picture`): a deadline sweep
/// draws a hundred thousand of them.
pub(super) fn encode_small(pixmap: &tiny_skia::Pixmap) -> Result<Vec<u8>, String> {
    let (palette, indices) = quantize(&[rgb(pixmap)]);
    indexed_png(pixmap.width(), pixmap.height(), &palette, &indices[0], 4)
}

/// A PNG of `indices` into `palette`, `w` x `h`, rows unfiltered, DEFLATE at `level`.
fn indexed_png(
    w: u32,
    h: u32,
    palette: &[[u8; 3]],
    indices: &[u8],
    level: u32,
) -> Result<Vec<u8>, String> {
    if palette.is_empty() || w == 0 || indices.len() != (w * h) as usize {
        return Err(format!("cannot encode a {w}x{h} picture of no colour"));
    }
    write_png(w, h, Some(palette), &filtered(indices, w as usize), level)
}

/// An opaque picture's pixels as an RGB PNG, rows unfiltered, DEFLATE at `level`.
pub(super) fn rgb_png(pixmap: &tiny_skia::Pixmap, level: u32) -> Result<Vec<u8>, String> {
    let rgb: Vec<u8> = pixels(pixmap)
        .iter()
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    if pixmap.width() == 0 {
        return Err("cannot encode a picture of no width".into());
    }
    let raw = filtered(&rgb, 3 * pixmap.width() as usize);
    write_png(pixmap.width(), pixmap.height(), None, &raw, level)
}

/// `data`'s rows of `row` bytes, each after its filter byte (none: 0), as a PNG's pixels are
/// compressed.
fn filtered(data: &[u8], row: usize) -> Vec<u8> {
    let mut raw = Vec::with_capacity(data.len() + data.len() / row.max(1));
    for line in data.chunks(row.max(1)) {
        raw.push(0);
        raw.extend_from_slice(line);
    }
    raw
}

/// A PNG `w` x `h` of `raw` (its rows, each after its filter byte: [`filtered`]): RGB, or
/// indices into `palette`; rows unfiltered (flat colours compress better so), DEFLATE at
/// `level` in one call.
fn write_png(
    w: u32,
    h: u32,
    palette: Option<&[[u8; 3]]>,
    raw: &[u8],
    level: u32,
) -> Result<Vec<u8>, String> {
    let row = w as usize * if palette.is_some() { 1 } else { 3 };
    if w == 0 || h == 0 || raw.len() != (row + 1) * h as usize {
        return Err(format!("cannot encode a {w}x{h} picture"));
    }
    let mut z = flate2::Compress::new(flate2::Compression::new(level), true);
    let mut data = Vec::with_capacity(raw.len() + 1024);
    match z.compress_vec(raw, &mut data, flate2::FlushCompress::Finish) {
        Ok(flate2::Status::StreamEnd) => {}
        other => return Err(format!("cannot compress the PNG: {other:?}")),
    }
    let mut out = Vec::with_capacity(data.len() + 64 + 768);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&w.to_be_bytes());
    header.extend_from_slice(&h.to_be_bytes());
    // 8 bits a sample, colour type 3 (palette) or 2 (RGB), deflate, no filter method, not
    // interlaced.
    let colour_type = if palette.is_some() { 3 } else { 2 };
    header.extend_from_slice(&[8, colour_type, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);
    if let Some(palette) = palette {
        chunk(&mut out, b"PLTE", &palette.concat());
    }
    chunk(&mut out, b"IDAT", &data);
    chunk(&mut out, b"IEND", &[]);
    Ok(out)
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.finalize().to_be_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_palette_png_reads_back_as_its_pixels() {
        let mut pixmap = tiny_skia::Pixmap::new(7, 3).unwrap();
        pixmap.fill(tiny_skia::Color::from_rgba8(10, 20, 30, 255));
        pixmap.pixels_mut()[8] = tiny_skia::ColorU8::from_rgba(200, 100, 0, 255).premultiply();
        let png = encode_small(&pixmap).unwrap();
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        assert_eq!((info.width, info.height), (7, 3));
        let palette = reader.info().palette.clone().unwrap();
        let colour = |i: usize| &palette[3 * buf[i] as usize..3 * buf[i] as usize + 3];
        assert_eq!(colour(0), [10, 20, 30]);
        assert_eq!(colour(8), [200, 100, 0]);
    }
}
