//! Board pictures (issue 12): the SVG of three positions of each game as golden files, each
//! rasterised to a PNG that decodes to the picture's size and stays under 80 KB, and `robomod
//! sim --svg/--png` through the real binary.

use std::path::Path;

/// The picture `sim --svg` would write for the position file `file`.
fn svg_of(game: &str, file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let svg = robomod::cli::sim::picture(game, Path::new(file), &text, 7, true)
        .unwrap_or_else(|e| panic!("{file}: {e:?}"));
    check_png(&svg, file);
    svg
}

/// The PNG of `svg` decodes, to the SVG's own size, under 80 KB, and is not blank.
fn check_png(svg: &str, what: &str) {
    let png = robomod::picture::png(svg).unwrap();
    // Kept for a person to look at.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("pictures");
    std::fs::create_dir_all(&dir).unwrap();
    let name: String = what
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    std::fs::write(dir.join(format!("{name}.png")), &png).unwrap();
    assert!(png.len() < 80 * 1024, "{what}: {} bytes", png.len());
    let mut decoder = png::Decoder::new(std::io::Cursor::new(&png));
    // A palette PNG's pixels as RGB.
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    let size = |attr: &str| -> u32 {
        let at = svg.find(&format!(" {attr}=\"")).unwrap() + attr.len() + 3;
        svg[at..].split('"').next().unwrap().parse().unwrap()
    };
    assert_eq!(
        (info.width, info.height),
        (size("width"), size("height")),
        "{what}"
    );
    let distinct: std::collections::HashSet<&[u8]> = pixels.chunks(3).collect();
    assert!(distinct.len() > 20, "{what}: blank?");
}

#[test]
fn rambots_pictures() {
    for (name, file) in [
        (
            "rambots_ram_steal",
            "tests/rambots/positions/ram-steal.toml",
        ),
        (
            "rambots_chain_push",
            "tests/rambots/positions/chain-push.toml",
        ),
        ("rambots_beams", "tests/rambots/positions/beams.toml"),
    ] {
        let svg = svg_of("rambots", file);
        assert!(
            svg.contains("marker-end=\"url(#head-p)\""),
            "{name}: a programmed move"
        );
        insta::assert_snapshot!(name, svg);
    }
}

#[test]
fn ricochet_pictures() {
    for (name, file) in [
        ("ricochet_example", "tests/ricochet/fixtures/example.toml"),
        ("ricochet_seed", "tests/ricochet/fixtures/seed.toml"),
        (
            "ricochet_unsolvable",
            "tests/ricochet/fixtures/unsolvable.toml",
        ),
    ] {
        insta::assert_snapshot!(name, svg_of("ricochet", file));
    }
}

#[test]
fn race_pictures() {
    for (name, file) in [
        ("race_belts", "tests/race/positions/belts.toml"),
        ("race_lasers", "tests/race/positions/lasers.toml"),
        ("race_gauntlet", "tests/race/positions/gauntlet.toml"),
    ] {
        let svg = svg_of("race", file);
        assert!(svg.contains("stroke-dasharray"), "{name}: a carried move");
        insta::assert_snapshot!(name, svg);
    }
}

#[test]
fn sim_writes_svg_and_png_files() {
    let dir = tempfile::tempdir().unwrap();
    let (svg, png) = (dir.path().join("b.svg"), dir.path().join("b.png"));
    let out = crate::support::cli::command()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["sim", "tests/race/positions/belts.toml", "--svg"])
        .arg(&svg)
        .arg("--png")
        .arg(&png)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("Register 1"));
    let written = std::fs::read_to_string(&svg).unwrap();
    assert!(written.starts_with("<svg "));
    assert_eq!(&std::fs::read(&png).unwrap()[1..4], b"PNG");
    let bad = crate::support::cli::command()
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "sim",
            "tests/race/positions/belts.toml",
            "--png",
            "/nonexistent/dir/b.png",
        ])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("cannot write /nonexistent/dir/b.png"));
}
