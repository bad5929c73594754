//! A round step by step as one animated PNG (APNG; issue 33): the step pictures of a round (the
//! race's registers, RAMbots' instructions, the moves of a Ricochet solution) as frames, each
//! shown [`FRAME_MS`], the last one [`LAST_MS`], looping. Every browser shows it moving, with no
//! script; a viewer that knows no APNG shows the first frame.
//!
//! Kept small: one palette for all the frames ([`super::palette`]), and each frame after the
//! first only the rectangle that changed since the one before (dispose none, blend source).
//! An animation is stored as one text, [`ANIMATION`] and the frames' SVGs one after another
//! ([`frames_text`]): [`super::png`] draws such a text as an APNG.

use super::palette::{quantize, rgb};

/// What opens an animation stored as text.
pub const ANIMATION: &str = "<!-- robomod animation -->\n";
/// What stands between two frames of it.
const NEXT_FRAME: &str = "\n<!-- next frame -->\n";
/// How long each frame shows, in milliseconds.
pub const FRAME_MS: u16 = 1500;
/// How long the last frame shows before the animation starts again.
pub const LAST_MS: u16 = 4000;

/// The most bytes an animation of `steps` frames should take: 8 KB for the first (a whole
/// board), 4 KB for each step (checked by the tests).
pub fn budget(steps: usize) -> usize {
    8 * 1024 + 4 * 1024 * steps
}

/// The frames `svgs` (pictures of one size) as one text, drawn by [`super::png`] as an APNG.
pub fn frames_text(svgs: &[&str]) -> String {
    format!("{ANIMATION}{}", svgs.join(NEXT_FRAME))
}

/// The frames of a text [`frames_text`] wrote; none if it is not an animation.
pub fn frames_of(text: &str) -> Option<Vec<&str>> {
    Some(text.strip_prefix(ANIMATION)?.split(NEXT_FRAME).collect())
}

/// `svgs` drawn, as an animated PNG of one frame each.
pub fn apng(svgs: &[&str]) -> Result<Vec<u8>, String> {
    let mut drawn = Vec::with_capacity(svgs.len());
    for svg in svgs {
        drawn.push(super::pixmap(svg)?);
    }
    let Some(first) = drawn.first() else {
        return Err("an animation of no frames".into());
    };
    let (w, h) = (first.width(), first.height());
    if drawn.iter().any(|p| (p.width(), p.height()) != (w, h)) {
        return Err("the frames of an animation differ in size".into());
    }
    let images: Vec<Vec<u32>> = drawn.iter().map(rgb).collect();
    let (palette, frames) = quantize(&images);
    let err = |e: png::EncodingError| format!("cannot encode the animation: {e}");
    let mut out = Vec::with_capacity(64 * 1024);
    let mut e = png::Encoder::new(&mut out, w, h);
    e.set_color(png::ColorType::Indexed);
    e.set_palette(palette.concat());
    e.set_depth(png::BitDepth::Eight);
    e.set_deflate_compression(png::DeflateCompression::Level(9));
    e.set_filter(png::Filter::NoFilter);
    e.set_animated(frames.len() as u32, 0).map_err(err)?;
    let mut writer = e.write_header().map_err(err)?;
    for (k, frame) in frames.iter().enumerate() {
        let last = k + 1 == frames.len();
        writer
            .set_frame_delay(if last { LAST_MS } else { FRAME_MS }, 1000)
            .map_err(err)?;
        let (x, y, fw, fh) = match k {
            0 => (0, 0, w, h),
            _ => changed(&frames[k - 1], frame, w, h),
        };
        writer.reset_frame_position().map_err(err)?;
        writer.set_frame_dimension(fw, fh).map_err(err)?;
        writer.set_frame_position(x, y).map_err(err)?;
        let mut part = Vec::with_capacity((fw * fh) as usize);
        for row in y..y + fh {
            let at = (row * w + x) as usize;
            part.extend_from_slice(&frame[at..at + fw as usize]);
        }
        writer.write_image_data(&part).map_err(err)?;
    }
    writer.finish().map_err(err)?;
    Ok(out)
}

/// The rectangle (x, y, width, height) of `now` that differs from `before` (both `w` x `h`);
/// one pixel when nothing does.
fn changed(before: &[u8], now: &[u8], w: u32, h: u32) -> (u32, u32, u32, u32) {
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for y in 0..h {
        for x in 0..w {
            let i = (y * w + x) as usize;
            if before[i] != now[i] {
                x0 = x0.min(x);
                y0 = y0.min(y);
                x1 = x1.max(x);
                y1 = y1.max(y);
            }
        }
    }
    if x0 > x1 {
        return (0, 0, 1, 1);
    }
    (x0, y0, x1 - x0 + 1, y1 - y0 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The steps of a RAMbots round: the opening example's eleven instructions.
    fn opening_steps() -> Vec<String> {
        use crate::games::rambots::{self, position_file};
        let text = include_str!("../../examples/rambots-opening.toml");
        let setup: position_file::Setup = toml::from_str(text).unwrap();
        let (pos, programs) = position_file::validate(&setup).unwrap();
        let (_, events, _) = rambots::play_round(&pos, &programs);
        rambots::steps::instruction_steps(
            &pos,
            &events,
            1,
            crate::lang::Say::english(),
            rambots::steps::Make::Pictures,
        )
        .into_iter()
        .map(|s| s.svg.unwrap())
        .collect()
    }

    /// The APNG reads back with the png crate: one frame per step (acTL), looping, each
    /// frame's delay as set, every frame inside the picture, and the frames as drawn: the
    /// first one full, each later one only what changed. Within its [`budget`].
    #[test]
    fn an_animated_round_is_one_frame_per_step_and_small() {
        let svgs = opening_steps();
        let refs: Vec<&str> = svgs.iter().map(String::as_str).collect();
        let text = frames_text(&refs);
        assert_eq!(frames_of(&text).unwrap(), refs);
        assert_eq!(frames_of(refs[0]), None);
        let bytes = super::super::png(&text).unwrap();
        assert_eq!(
            bytes,
            apng(&refs).unwrap(),
            "stored text or frames, the same"
        );
        let decoder = png::Decoder::new(std::io::Cursor::new(&bytes));
        let mut reader = decoder.read_info().unwrap();
        let info = reader.info();
        let actl = info.animation_control().expect("an acTL chunk");
        assert_eq!(actl.num_frames as usize, refs.len());
        assert_eq!(actl.num_plays, 0, "it loops");
        let (w, h) = (info.width, info.height);
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let mut frames = 0;
        while let Ok(out) = reader.next_frame(&mut buf) {
            let fc = reader.info().frame_control().copied().unwrap();
            assert!(fc.x_offset + fc.width <= w && fc.y_offset + fc.height <= h);
            assert_eq!(out.width, fc.width);
            let last = frames + 1 == refs.len();
            assert_eq!(fc.delay_num, if last { LAST_MS } else { FRAME_MS });
            if frames == 0 {
                assert_eq!((fc.width, fc.height), (w, h));
            } else {
                assert!(
                    fc.width * fc.height < w * h,
                    "frame {frames} is what changed"
                );
            }
            frames += 1;
        }
        assert_eq!(frames, refs.len());
        let budget = budget(refs.len());
        assert!(
            bytes.len() <= budget,
            "{} bytes for {} frames",
            bytes.len(),
            refs.len()
        );
        println!("{} frames in {} bytes", refs.len(), bytes.len());
    }

    #[test]
    fn frames_of_two_sizes_or_none_are_refused() {
        let svg = |w: u32| {
            format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"20\">\
                 <rect width=\"{w}\" height=\"20\" fill=\"#fff\"/></svg>"
            )
        };
        let (a, b) = (svg(20), svg(30));
        assert!(apng(&[&a, &b]).unwrap_err().contains("differ in size"));
        assert!(apng(&[]).is_err());
        assert!(apng(&[&a, &a]).is_ok(), "a frame that changes nothing");
    }
}
