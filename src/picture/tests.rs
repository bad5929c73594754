//! The unit tests of [`picture`](super), apart from the code they check.

use super::*;

#[test]
fn pictures_drawn_side_by_side_come_back_in_order_and_the_same() {
    let svgs: Vec<String> = (0..9)
        .map(|i| {
            format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"20\">\
                 <rect width=\"100%\" height=\"20\" fill=\"#fff\"/></svg>",
                10 + i
            )
        })
        .chain(["not an SVG".to_string()])
        .collect();
    let refs: Vec<&str> = svgs.iter().map(String::as_str).collect();
    let sources: Vec<Source> = refs.iter().map(|s| Source::Svg(s)).collect();
    let all = png_all(&sources);
    assert_eq!(all.len(), 10);
    for (svg, drawn) in refs.iter().zip(&all) {
        assert_eq!(drawn, &png(svg));
    }
    assert!(all[9].is_err());
}

#[test]
fn text_is_drawn_with_the_shipped_font_and_the_same_every_time() {
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"20\">\
               <rect width=\"60\" height=\"20\" fill=\"#fff\"/>\
               <text x=\"2\" y=\"15\" font-family=\"DejaVu Sans\" font-size=\"12\">a1 b2</text>\
               </svg>";
    let a = png(svg).unwrap();
    assert_eq!(&a[1..4], b"PNG");
    assert_eq!(a, png(svg).unwrap());
    let blank = png(&svg.replace("a1 b2", "")).unwrap();
    assert_ne!(a, blank, "the text drew something");
    assert!(png("<svg").is_err());
}

/// The picture drawn whole, without the kept background.
/// Every seat's orders for one round: the computer player's, or a silent player's.
pub(super) fn bot_round(
    game: &dyn crate::games::DynGame,
    state: &dyn crate::games::Loaded,
    players: usize,
    rng: &mut crate::games::GameRng,
) -> Vec<serde_json::Value> {
    (0..players)
        .map(|i| {
            let seat = crate::games::Seat(i as u8);
            let bot = game.capabilities().computer;
            match bot.and_then(|b| b.bot_orders(state, seat, rng).unwrap()) {
                Some((orders, _)) => orders,
                None => state.default_orders(seat).unwrap(),
            }
        })
        .collect()
}

/// A game of `players` computer players from `seed`, `rounds` rounds at most (it stops when
/// the game is over): the picture of each round, with its round (none: the game draws none).
pub(super) fn bot_pictures(
    game: &dyn crate::games::DynGame,
    seed: u64,
    players: usize,
    rounds: usize,
) -> Vec<(usize, String)> {
    use crate::games::{GameRng, Players, TurnOrders};
    use rand::SeedableRng;
    let Some(p) = game.capabilities().pictures else {
        return Vec::new();
    };
    let settings = game.check_settings(&serde_json::json!({})).unwrap();
    let mut rng = GameRng::seed_from_u64(seed);
    let names: Vec<String> = (0..players).map(|i| format!("Player{i}")).collect();
    let first = game
        .new_game(&settings, Players::named(&names), &mut rng)
        .unwrap();
    let mut state = game.load(&first).unwrap();
    let mut pictures = Vec::new();
    for round in 0..rounds {
        let orders = bot_round(game, &*state, players, &mut rng);
        let next = state
            .resolve(TurnOrders::unranked(&orders), &mut rng)
            .unwrap();
        let after = game.load(&next.state).unwrap();
        let say = crate::lang::Say::english();
        let svg = p.render_picture(Some(&*state), &next.events, &*after, say);
        pictures.push((round, svg.unwrap()));
        state = after;
        if state.outcome().is_some() {
            break;
        }
    }
    pictures
}

/// Drawn whole, then encoded over its background drawn whole.
fn whole(svg: &str) -> Vec<u8> {
    let (background, _) = split(svg).unwrap();
    let background = draw(&background).unwrap();
    let base = palette::Base::of(&background);
    palette::encode_over(&mut draw(svg).unwrap(), &background, &base, 2).unwrap()
}

#[test]
fn a_kept_background_gives_the_same_picture_as_drawing_it_whole() {
    let mut drawn = 0;
    for game in crate::games::registry() {
        for (seed, players) in [(1u64, 2usize), (2, 3), (3, 4)] {
            for (_, svg) in bot_pictures(*game, seed, players, 4) {
                assert!(split(&svg).is_some(), "{}: a background", game.kind());
                assert_eq!(png(&svg).unwrap(), whole(&svg), "{}", game.kind());
                // Twice: the second from the kept background.
                assert_eq!(png(&svg).unwrap(), whole(&svg), "{}", game.kind());
                drawn += 1;
            }
        }
    }
    assert!(drawn >= 12, "pictures of every game: {drawn}");
    // A round with moves, marks and arrows (RAMbots' opening), as `sim --svg` draws it.
    let text = include_str!("../../examples/rambots-opening.toml");
    let (_, files) = crate::games::capability::files::position_files_for(
        crate::games::Registry::builtin(),
        text,
    )
    .unwrap();
    let svg = files
        .picture(
            crate::games::PositionText::new(text),
            "t",
            crate::lang::Say::english(),
        )
        .unwrap();
    assert!(svg.contains("marker-end"), "arrows drawn");
    assert_eq!(png(&svg).unwrap(), whole(&svg));
}

/// A step picture is drawn on the pixmap the thread's last one was drawn on, put back to
/// its background: the same bytes whatever was drawn before it and on whichever thread.
#[test]
fn a_step_picture_is_the_same_whatever_was_drawn_before_it() {
    use crate::games::rambots::{self, position_file};
    let text = include_str!("../../examples/rambots-opening.toml");
    let setup: position_file::Setup = toml::from_str(text).unwrap();
    let (pos, programs) = position_file::validate(&setup).unwrap();
    let (after, events, _) = rambots::play_round(&pos, &programs);
    let look = Look::for_steps(3, 390);
    let steps: Vec<(String, Vec<Shape>)> = (0..3)
        .map(|k| {
            let (state, marks) = if k == 0 {
                (&pos, &[][..])
            } else {
                (&after, &events[..events.len() * k / 2])
            };
            rambots::picture::step_picture(
                state,
                marks,
                "t",
                &format!("Step {k}"),
                crate::lang::Say::english(),
            )
        })
        .collect();
    // Each alone, on a thread of its own: nothing drawn before it.
    let alone: Vec<Vec<u8>> = steps
        .iter()
        .map(|(svg, shapes)| {
            std::thread::scope(|s| s.spawn(|| png_of(svg, shapes, look).unwrap()).join()).unwrap()
        })
        .collect();
    assert!(
        alone[0] != alone[1] && alone[1] != alone[2],
        "the steps differ"
    );
    // In order, backwards and twice over on this thread.
    for order in [[0, 1, 2], [2, 1, 0], [1, 1, 0]] {
        for k in order {
            let (svg, shapes) = &steps[k];
            assert_eq!(png_of(svg, shapes, look).unwrap(), alone[k], "step {k}");
        }
    }
    // After a picture over another background (the same board at twice the pixels).
    let (svg, shapes) = &steps[1];
    let twice = Look { scale: 2, level: 2 };
    assert!(png_of(svg, shapes, twice).unwrap().len() > alone[1].len());
    assert_eq!(png_of(svg, shapes, look).unwrap(), alone[1]);
}

#[test]
fn the_background_is_kept_without_the_title_and_the_rest_keeps_the_head() {
    use crate::games::rambots::{self, position_file};
    let text = include_str!("../../examples/rambots-opening.toml");
    let setup: position_file::Setup = toml::from_str(text).unwrap();
    let (pos, _) = position_file::validate(&setup).unwrap();
    let svg = rambots::picture::picture_of(
        &pos,
        &[],
        "a title",
        rambots::Phase::Setup,
        crate::lang::Say::english(),
    );
    let (background, rest) = split(&svg).unwrap();
    assert!(!background.contains("a title") && background.contains("Precedence"));
    assert!(rest.contains("<title>a title</title>") && rest.contains("<defs>"));
    assert!(!rest.contains("Precedence") && rest.trim_end().ends_with("</svg>"));
    assert_eq!(split("<svg></svg>"), None);
}

/// The table tags of a TrueType file, from its table directory.
fn tables(font: &[u8]) -> Vec<&[u8]> {
    let count = u16::from_be_bytes([font[4], font[5]]) as usize;
    (0..count)
        .map(|i| &font[12 + 16 * i..12 + 16 * i + 4])
        .collect()
}

#[test]
fn the_shipped_font_kerns_from_gpos_alone() {
    let tags = tables(FONT);
    assert!(tags.contains(&&b"GPOS"[..]) && tags.contains(&&b"glyf"[..]));
    assert!(!tags.contains(&&b"kern"[..]), "the kern table is back");
}
