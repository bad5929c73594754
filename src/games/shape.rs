//! A picture's moving parts as plain data (issue 39): what [`super::svg::Svg`] writes after a
//! picture's background, also kept as shapes, so that [`crate::picture`] draws them straight
//! onto a copy of the background's pixels instead of writing, parsing and laying out an SVG per
//! step. The SVG stays the picture's export (the archive, `sim --svg`) and says the same. Pure.

/// One kind of arrow (the SVG draws it, [`super::svg::Svg::arrow`], and so does the picture).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    /// Solid blue, filled head.
    Programmed,
    /// Dashed green, open head.
    Carried,
}

/// A colour and its opacity (0-255).
pub type Rgba = [u8; 4];

/// One shape, in the picture's pixels (y down), as the SVG's markup for it says.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A rectangle, its outline a pixel wide.
    Rect {
        at: (f32, f32),
        size: (f32, f32),
        fill: Option<Rgba>,
        stroke: Option<Rgba>,
    },
    Circle {
        centre: (f32, f32),
        r: f32,
        fill: Option<Rgba>,
        stroke: Option<Rgba>,
        width: f32,
    },
    /// A straight line; `dash`: drawn and left out lengths; `round`: round ends.
    Line {
        from: (f32, f32),
        to: (f32, f32),
        colour: Rgba,
        width: f32,
        dash: Option<[f32; 2]>,
        round: bool,
    },
    /// A closed shape, its outline a pixel wide with round corners.
    Polygon {
        points: Vec<(f32, f32)>,
        fill: Option<Rgba>,
        stroke: Option<Rgba>,
    },
    /// Text in the shipped font: centred on `at` (across and up and down), or starting there
    /// with its baseline through it.
    Text {
        at: (f32, f32),
        size: f32,
        colour: Rgba,
        text: String,
        centred: bool,
    },
    /// An arrow's head, its tip at `tip`, pointing along `dir` (a unit vector), for a line
    /// `width` wide.
    Head {
        tip: (f32, f32),
        dir: (f32, f32),
        kind: Arrow,
        width: f32,
    },
}

/// `#rrggbb` or `#rrggbbaa` as a colour; `none` (or anything else) as none.
pub fn rgba(css: &str) -> Option<Rgba> {
    let hex = css.strip_prefix('#')?;
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    match hex.len() {
        6 => Some([byte(0)?, byte(2)?, byte(4)?, 255]),
        8 => Some([byte(0)?, byte(2)?, byte(4)?, byte(6)?]),
        _ => None,
    }
}

/// `colour` at `opacity` (0-1).
pub fn faded(colour: Rgba, opacity: f32) -> Rgba {
    let a = (colour[3] as f32 * opacity.clamp(0.0, 1.0)).round() as u8;
    [colour[0], colour[1], colour[2], a]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_read_as_the_svg_writes_them() {
        assert_eq!(rgba("#1d4ed8"), Some([0x1d, 0x4e, 0xd8, 255]));
        assert_eq!(rgba("#00000055"), Some([0, 0, 0, 0x55]));
        assert_eq!(rgba("none"), None);
        assert_eq!(rgba("#12"), None);
        assert_eq!(faded([1, 2, 3, 255], 0.45), [1, 2, 3, 115]);
    }
}
