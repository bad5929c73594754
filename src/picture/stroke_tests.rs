//! The unit tests of [`picture`](super), apart from the code they check.

use super::tests::bot_pictures;
use super::*;
use crate::games::registry;

#[test]
fn a_stroke_tiny_skia_cannot_draw_is_an_error_in_the_tests() {
    let svg = |line: &str| {
        format!("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"40\">{line}</svg>")
    };
    let none =
        svg("<line x1=\"9\" y1=\"9\" x2=\"9\" y2=\"9\" stroke=\"#000\" stroke-width=\"3\"/>");
    assert_eq!(failed_strokes(&none).unwrap().len(), 1);
    let err = png(&none).unwrap_err();
    assert!(err.contains("strokes that cannot be drawn"), "{err}");
    let fine =
        svg("<line x1=\"9\" y1=\"9\" x2=\"19\" y2=\"9\" stroke=\"#000\" stroke-width=\"3\"/>");
    assert!(failed_strokes(&fine).unwrap().is_empty());
    assert!(png(&fine).is_ok());
}

/// 30 games of each kind between bots, 12 rounds each: no picture has a stroke that fails
/// (the race's had 10: a robot that moved and came back drew an arrow of no length).
#[test]
fn no_picture_of_any_game_has_a_stroke_that_fails() {
    let mut found = Vec::new();
    let mut drawn = 0;
    for game in registry() {
        for seed in 0..30u64 {
            let players = 2 + (seed % 3) as usize;
            for (round, svg) in bot_pictures(*game, seed, players, 12) {
                drawn += 1;
                let failed = failed_strokes(&svg).unwrap();
                if !failed.is_empty() {
                    found.push(format!(
                        "{} seed {seed} round {round}: {failed:?}",
                        game.kind()
                    ));
                }
            }
        }
    }
    assert!(drawn > 500, "pictures drawn: {drawn}");
    assert!(found.is_empty(), "{}", found.join("\n"));
}
