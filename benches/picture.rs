//! The board picture's cost, step by step: the game's SVG, then the PNG (parse, draw, encode),
//! for the RAMbots opening position with its round's moves. `cargo bench --bench picture`.

use robomod::games::rambots::{self, Phase, position_file};
use std::time::Instant;

fn main() {
    let text = include_str!("../examples/rambots-opening.toml");
    let setup: position_file::Setup = toml::from_str(text).expect("example");
    let (pos, programs) = position_file::validate(&setup).expect("valid");
    let (after, events, _) = rambots::play_round(&pos, &programs);
    let n = 200;
    let t = Instant::now();
    let mut svg = String::new();
    for _ in 0..n {
        svg = rambots::picture::picture_of(&after, &events, "bench", Phase::Programming);
    }
    let svg_ms = t.elapsed().as_secs_f64() * 1000.0 / n as f64;
    let t = Instant::now();
    let mut png = Vec::new();
    for _ in 0..n {
        png = robomod::picture::png(&svg).expect("png");
    }
    let png_ms = t.elapsed().as_secs_f64() * 1000.0 / n as f64;
    // The PNG's steps: the background drawn whole (once a board), then each round's rest
    // parsed, drawn over a copy of it, and encoded.
    use resvg::{tiny_skia, usvg};
    let mut opt = usvg::Options::default();
    opt.fontdb_mut()
        .load_font_data(include_bytes!("../assets/DejaVuSans.ttf").to_vec());
    let (background, rest) = robomod::picture::split(&svg).expect("a background");
    let time = |what: &str, f: &mut dyn FnMut()| {
        let t = Instant::now();
        for _ in 0..n {
            f();
        }
        let ms = t.elapsed().as_secs_f64() * 1000.0 / n as f64;
        println!("{what:<34} {ms:.3} ms");
    };
    let mut whole = None;
    time("the whole SVG parsed (usvg)", &mut || {
        whole = Some(usvg::Tree::from_str(&svg, &opt).expect("tree"))
    });
    let mut pixmap = tiny_skia::Pixmap::new(600, 500).expect("pixmap");
    let whole = whole.expect("tree");
    time("the whole SVG drawn (tiny-skia)", &mut || {
        resvg::render(
            &whole,
            tiny_skia::Transform::default(),
            &mut pixmap.as_mut(),
        )
    });
    let back = usvg::Tree::from_str(&background, &opt).expect("tree");
    time("its background parsed and drawn", &mut || {
        let tree = usvg::Tree::from_str(&background, &opt).expect("tree");
        resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut())
    });
    resvg::render(&back, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    let mut tree = None;
    time("the rest parsed", &mut || {
        tree = Some(usvg::Tree::from_str(&rest, &opt).expect("tree"))
    });
    let tree = tree.expect("tree");
    let mut copy = pixmap.clone();
    time("the background copied", &mut || copy = pixmap.clone());
    time("the rest drawn over it", &mut || {
        resvg::render(&tree, tiny_skia::Transform::default(), &mut copy.as_mut())
    });
    time("(tiny-skia's own PNG encoder, RGBA)", &mut || {
        copy.encode_png().expect("png");
    });
    println!(
        "svg {svg_ms:.3} ms ({} bytes)  png {png_ms:.3} ms ({} bytes)",
        svg.len(),
        png.len()
    );

    // A step picture of the HTML reports (the board after one instruction, a palette PNG):
    // the whole, then its drawing and its encoding at two DEFLATE levels.
    let step = rambots::picture::step_picture(&after, &events, "bench", "Instruction 1");
    let mut small = Vec::new();
    time("a step picture, whole (palette PNG)", &mut || {
        small = robomod::picture::png(&step).expect("png")
    });
    let tree = usvg::Tree::from_str(&step, &opt).expect("tree");
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).expect("pixmap");
    time("  its SVG parsed", &mut || {
        usvg::Tree::from_str(&step, &opt).expect("tree");
    });
    time("  drawn", &mut || {
        resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut())
    });
    let gray: Vec<u8> = pixmap.data().chunks_exact(4).map(|p| p[0] / 16).collect();
    for level in [9, 6, 4, 2] {
        let mut n = 0;
        time(
            &format!("  8-bit pixels DEFLATEd at level {level}"),
            &mut || {
                let mut out = Vec::new();
                let mut e = png::Encoder::new(&mut out, size.width(), size.height());
                e.set_color(png::ColorType::Grayscale);
                e.set_depth(png::BitDepth::Eight);
                e.set_deflate_compression(png::DeflateCompression::Level(level));
                e.set_filter(png::Filter::NoFilter);
                e.write_header()
                    .and_then(|mut w| w.write_image_data(&gray))
                    .expect("png");
                n = out.len();
            },
        );
        println!("  ({n} bytes)");
    }
    println!("step picture: {} bytes", small.len());
}
