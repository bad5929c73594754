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
    // The PNG's steps.
    use resvg::{tiny_skia, usvg};
    let mut opt = usvg::Options::default();
    opt.fontdb_mut()
        .load_font_data(include_bytes!("../assets/DejaVuSans.ttf").to_vec());
    let t = Instant::now();
    let mut tree = None;
    for _ in 0..n {
        tree = Some(usvg::Tree::from_str(&svg, &opt).expect("tree"));
    }
    let parse_ms = t.elapsed().as_secs_f64() * 1000.0 / n as f64;
    let tree = tree.expect("tree");
    let mut pixmap = tiny_skia::Pixmap::new(600, 500).expect("pixmap");
    let t = Instant::now();
    for _ in 0..n {
        resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    }
    let draw_ms = t.elapsed().as_secs_f64() * 1000.0 / n as f64;
    let t = Instant::now();
    for _ in 0..n {
        pixmap.encode_png().expect("png");
    }
    let encode_ms = t.elapsed().as_secs_f64() * 1000.0 / n as f64;
    println!("(tiny-skia's own encoder, RGBA at the default level: {encode_ms:.3} ms)");
    println!("parse {parse_ms:.3} ms  draw {draw_ms:.3} ms");
    println!(
        "svg {svg_ms:.3} ms ({} bytes)  png {png_ms:.3} ms ({} bytes)",
        svg.len(),
        png.len()
    );
}
