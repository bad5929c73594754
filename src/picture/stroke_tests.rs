//! The unit tests of [`picture`](super), apart from the code they check.

use super::tests::bot_round;
use super::*;
use crate::games::{GameRng, Players, TurnOrders, registry};
use rand::SeedableRng;

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
        let settings = game.check_settings(&serde_json::json!({})).unwrap();
        for seed in 0..30u64 {
            let players = 2 + (seed % 3) as usize;
            let mut rng = GameRng::seed_from_u64(seed);
            let names: Vec<String> = (0..players).map(|i| format!("Player{i}")).collect();
            let first = game
                .new_game(&settings, Players::named(&names), &mut rng)
                .unwrap();
            let mut state = game.load(&first).unwrap();
            for round in 0..12 {
                let orders = bot_round(*game, &*state, players, &mut rng);
                let turn = TurnOrders::unranked(&orders);
                let next = state.resolve(turn, &mut rng).unwrap();
                let after = game.load(&next.state).unwrap();
                let picture = game.capabilities().pictures.map(|p| {
                    p.render_picture(
                        Some(&*state),
                        &next.events,
                        &*after,
                        crate::lang::Say::english(),
                    )
                    .unwrap()
                });
                if let Some(svg) = picture {
                    drawn += 1;
                    let failed = failed_strokes(&svg).unwrap();
                    if !failed.is_empty() {
                        found.push(format!(
                            "{} seed {seed} round {round}: {failed:?}",
                            game.kind()
                        ));
                    }
                }
                state = after;
                if state.outcome().is_some() {
                    break;
                }
            }
        }
    }
    assert!(drawn > 500, "pictures drawn: {drawn}");
    assert!(found.is_empty(), "{}", found.join("\n"));
}
