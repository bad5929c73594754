//! The board picture's cost, step by step: the game's SVG, then the PNG (parse, draw, encode),
//! for the RAMbots opening position with its round's moves; then a step picture of the HTML
//! reports, drawn from its shapes (issue 39) and, as before, from its SVG.
//! `cargo bench --bench picture`.

use robomod::games::rambots::{self, Phase, position_file};
use std::time::Instant;

fn main() {
    let text = include_str!("../examples/rambots-opening.toml");
    let setup: position_file::Setup = toml::from_str(text).expect("example");
    let (pos, programs) = position_file::validate(&setup).expect("valid");
    let (after, events, _) = rambots::play_round(&pos, &programs);
    // `PICTURE_N=5`: fewer repeats, for a run under callgrind.
    let n = std::env::var("PICTURE_N")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    let t = Instant::now();
    let mut svg = String::new();
    for _ in 0..n {
        svg = rambots::picture::picture_of(
            &after,
            &events,
            "bench",
            Phase::Programming,
            robomod::lang::Say::english(),
        );
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
    // drawn straight from its shapes over the kept background (issue 39), against the old way
    // (its SVG parsed and laid out by usvg, drawn by resvg); then its parts.
    let (step, shapes) = rambots::picture::step_picture(
        &after,
        &events,
        "bench",
        "Instruction 1: Red runs 1RW",
        robomod::lang::Say::english(),
    );
    let mut small = Vec::new();
    let look = robomod::picture::Look::for_steps(10, 390);
    time("a step picture from its shapes", &mut || {
        small = robomod::picture::png_of(&step, &shapes, look).expect("png")
    });
    println!("  ({} bytes, {} shapes)", small.len(), shapes.len());
    let mut old = Vec::new();
    time("a step picture from its SVG (before)", &mut || {
        old = robomod::picture::png(&step).expect("png")
    });
    println!("  ({} bytes)", old.len());
    let (background, _) = robomod::picture::split(&step).expect("a background");
    let back = usvg::Tree::from_str(&background, &opt).expect("tree");
    let size = back.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).expect("pixmap");
    resvg::render(&back, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    let mut copy = pixmap.clone();
    time("  the background copied", &mut || copy = pixmap.clone());
    time("  the shapes drawn over it", &mut || {
        robomod::picture::shapes::draw(&shapes, &mut copy, 1.0)
    });
    time("  the SVG parsed (before)", &mut || {
        usvg::Tree::from_str(&step, &opt).expect("tree");
    });
    time("  encoded (palette, DEFLATE)", &mut || {
        robomod::picture::encode_small(&copy).expect("png");
    });
}
