//! The one font the pictures use, shipped with robomod: its bytes ([`BYTES`]), the letters the
//! pictures draw ([`letters`]) and how wide a text is in it ([`text_width`]). A leaf: the games
//! lay their pictures out by it, and [`crate::picture`] draws with it.

use skrifa::MetadataProvider;
use skrifa::instance::{LocationRef, Size};
use std::collections::HashMap;
use std::sync::OnceLock;

/// DejaVu Sans (Bitstream Vera licence, see `assets/DejaVuSans-LICENSE.txt`), without its
/// legacy `kern` table (removed with fontTools: `del font["kern"]`). The shaper kerns from the
/// GPOS table, which stays, so every picture is the same to the byte; but it built a cache of
/// the unused `kern` table for every text it laid out, a quarter of a picture's cost (6.2 ms
/// of parsing a RAMbots board became 3.1 ms).
pub static BYTES: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");

/// The letters the pictures draw: printable ASCII and Latin-1 and Latin Extended-A (Polish),
/// dashes, the apostrophe, the ellipsis and the arrow. Any other is drawn as `?`.
pub fn letters() -> impl Iterator<Item = char> {
    (' '..='~')
        .chain('\u{a0}'..='\u{17f}')
        .chain(['\u{2013}', '\u{2014}', '\u{2019}', '\u{2026}', '\u{2192}'])
}

/// How far each of [`letters`] the font has moves the pen, in font units, and the units per
/// em; read once.
fn advances() -> &'static (HashMap<char, f32>, f32) {
    static ADVANCES: OnceLock<(HashMap<char, f32>, f32)> = OnceLock::new();
    ADVANCES.get_or_init(|| {
        let font = skrifa::FontRef::new(BYTES).expect("the shipped font reads");
        let metrics = font.metrics(Size::unscaled(), LocationRef::default());
        let widths = font.glyph_metrics(Size::unscaled(), LocationRef::default());
        let advances = letters()
            .filter_map(|c| Some((c, widths.advance_width(font.charmap().map(c)?)?)))
            .collect();
        (advances, metrics.units_per_em as f32)
    })
}

/// The width of `text` at `size`, in pixels: each letter's advance, a letter the font lacks
/// as wide as `?`; no kerning.
pub fn text_width(text: &str, size: f32) -> f32 {
    let (advances, units) = advances();
    let missing = advances.get(&'?').copied().unwrap_or(0.0);
    let em: f32 = text
        .chars()
        .map(|c| advances.get(&c).copied().unwrap_or(missing))
        .sum();
    em * size / units
}
