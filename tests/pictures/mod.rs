//! Board pictures (issue 12): the SVG of three positions of each game as golden files, each
//! rasterised to a PNG that decodes to the picture's size and stays under 80 KB, and `robomod
//! sim --svg/--png` through the real binary.

use crate::support::assert_contains;
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
    assert_contains(&String::from_utf8_lossy(&out.stdout), "Register 1");
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
    assert_contains(
        &String::from_utf8_lossy(&bad.stderr),
        "cannot write /nonexistent/dir/b.png",
    );
}

/// The same positions' pictures for a Polish reader (issue 41): every word of the picture
/// Polish (legend, panel, the arrows' words), no English left, the PNG not the English one
/// and the same bytes every time. Kept in `target/tmp/pictures/` to be looked at.
#[test]
fn polish_pictures() {
    let polish = robomod::lang::Say::builtin("pl");
    for (game, name, file, words) in [
        (
            "rambots",
            "rambots_beams_pl",
            "tests/rambots/positions/beams.toml",
            ["Pierwszeństwo", "ruch z programu", "Cele (od następnego)"],
        ),
        (
            "ricochet",
            "ricochet_example_pl",
            "tests/ricochet/fixtures/example.toml",
            [
                "Wieże: kolor góry",
                "robot na wieżę w pierścieniu",
                "Strzałki",
            ],
        ),
        (
            "race",
            "race_gauntlet_pl",
            "tests/race/positions/gauntlet.toml",
            ["Roboty", "własny ruch robota", "uszkodzenia"],
        ),
    ] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        let pl = robomod::cli::sim::picture_in(game, Path::new(file), &text, 7, true, polish)
            .unwrap_or_else(|e| panic!("{file}: {e:?}"));
        for w in words {
            assert!(pl.contains(w), "{name}: no {w:?}");
        }
        for english in [
            "Precedence",
            "a programmed move",
            "Goals left",
            "Towers:",
            "Goal:",
            ">Robots<",
            "a robot's own move",
            "damage ",
        ] {
            assert!(!pl.contains(english), "{name}: English {english:?} left");
        }
        check_png(&pl, name);
        let english = svg_of(game, file);
        // The longer words fit the picture as English's do: not wider (a line more, maybe).
        let width = |svg: &str| {
            svg.split("width=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .to_string()
        };
        assert_eq!(width(&pl), width(&english), "{name}: the picture's width");
        let png = robomod::picture::png(&pl).unwrap();
        let en = robomod::picture::png(&english).unwrap();
        assert_ne!(png, en, "{name}: the Polish PNG is not the English one");
        assert_eq!(png, robomod::picture::png(&pl).unwrap(), "{name}: the same");
        insta::assert_snapshot!(name, pl);
    }
}

/// A step picture of each game for a Polish reader: its caption and title (the alt text)
/// Polish, the words under the HTML's picture too; drawn from its shapes, not the English
/// pixels. Kept in `target/tmp/pictures/` to be looked at.
#[test]
fn polish_step_pictures() {
    use rand::SeedableRng;
    use robomod::games::{GameRng, Players, Seat, TurnOrders, by_kind};
    use robomod::lang::Say;
    for (kind, caption) in [
        ("rambots", ">Instrukcja 1: "),
        ("ricochet", ">Ruch 1 z "),
        ("race", ">Rejestr 1<"),
    ] {
        let game = by_kind(kind).unwrap();
        let settings = game.check_settings(&serde_json::json!({})).unwrap();
        let names: Vec<String> = ["Ania", "Bob"].map(String::from).to_vec();
        let mut rng = GameRng::seed_from_u64(3);
        let first = game
            .new_game(&settings, Players::named(&names), &mut rng)
            .unwrap();
        let mut state = game.load(&first).unwrap();
        let (pictures, bot) = (
            game.capabilities().pictures.unwrap(),
            game.capabilities().computer.unwrap(),
        );
        let (steps_pl, steps_en) = (0..30)
            .find_map(|_| {
                let orders: Vec<serde_json::Value> = (0..2)
                    .map(
                        |i| match bot.bot_orders(&*state, Seat(i), &mut rng).unwrap() {
                            Some((o, _)) => o,
                            None => state.default_orders(Seat(i)).unwrap(),
                        },
                    )
                    .collect();
                let next = state
                    .resolve(TurnOrders::unranked(&orders), &mut rng)
                    .unwrap();
                let (events, after) = (next.events, game.load(&next.state).unwrap());
                let steps = |say: Say<'_>| {
                    (pictures.render_steps(Some(&*state), &events, &*after, say)).unwrap()
                };
                let found = (steps(Say::builtin("pl")), steps(Say::english()));
                state = after;
                (!found.0.is_empty()).then_some(found)
            })
            .unwrap_or_else(|| panic!("{kind}: no round with steps"));
        let (pl, en) = (&steps_pl[0], &steps_en[0]);
        let svg = pl.svg.as_deref().unwrap();
        assert!(svg.contains(caption), "{kind}: {caption:?} in {svg}");
        assert_ne!(pl.alt, en.alt, "{kind}: the alt text in Polish");
        assert_ne!(pl.columns, en.columns, "{kind}: the columns in Polish");
        let title = svg
            .split("<title>")
            .nth(1)
            .unwrap()
            .split('<')
            .next()
            .unwrap();
        assert!(
            title.contains("plansza"),
            "{kind}: the picture's title in Polish: {title}"
        );
        check_png(svg, &format!("{kind}-step-pl"));
        insta::assert_snapshot!(format!("{kind}_step_pl"), svg);
        insta::assert_snapshot!(
            format!("{kind}_step_pl_words"),
            format!("{}\n{}\n{:?}", pl.title, pl.alt, pl.columns)
        );
    }
}
