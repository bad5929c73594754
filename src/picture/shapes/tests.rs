//! The unit tests of [`shapes`](super), apart from the code they check.

use super::*;
use crate::font::text_width;

#[test]
fn letters_are_read_from_the_shipped_font_and_drawn() {
    assert!(text_width("Register 3", 14.0) > 60.0);
    assert_eq!(text_width("", 14.0), 0.0);
    let mut a = Pixmap::new(60, 20).unwrap();
    a.fill(Color::WHITE);
    let blank = a.clone();
    let text = Shape::Text {
        at: (30.0, 10.0),
        size: 12.0,
        colour: [0, 0, 0, 255],
        text: "a1 b2".into(),
        centred: true,
    };
    draw(std::slice::from_ref(&text), &mut a, 1.0);
    assert_ne!(a.data(), blank.data(), "the text drew something");
    let mut b = blank.clone();
    draw(&[text], &mut b, 1.0);
    assert_eq!(a.data(), b.data(), "the same every time");
}

/// A shape is drawn from a drawing kept per place within a pixel: the same pixels
/// whichever picture drew it first, and a whole number of pixels away the same within a
/// shade.
#[test]
fn a_kept_shape_gives_the_same_pixels_wherever_it_is_drawn() {
    let circle = |x: f32| Shape::Circle {
        centre: (x, 20.25),
        r: 9.5,
        fill: Some([200, 30, 30, 255]),
        stroke: Some([20, 20, 20, 255]),
        width: 1.5,
    };
    let mut blank = Pixmap::new(120, 40).unwrap();
    blank.fill(Color::from_rgba8(240, 235, 220, 255));
    let region = |p: &Pixmap, x0: usize| -> Vec<u8> {
        (0..40)
            .flat_map(|y| p.data()[(y * 120 + x0) * 4..(y * 120 + x0 + 40) * 4].to_vec())
            .collect()
    };
    let (mut a, mut b) = (blank.clone(), blank.clone());
    draw(&[circle(20.25), circle(80.25)], &mut a, 1.0);
    draw(&[circle(80.25), circle(20.25)], &mut b, 1.0);
    assert_eq!(a.data(), b.data(), "the same whichever came first");
    // A whole 60 pixels on, the path's points may differ in their last bits (a circle's
    // curves are worked out from its centre): another drawing, within a shade.
    let differ = |x: &[u8], y: &[u8], by: u8| {
        (x.iter().zip(y))
            .filter(|(x, y)| x.abs_diff(**y) > by)
            .count()
    };
    let off = differ(&region(&a, 0), &region(&a, 60), 16);
    assert!(off <= 8, "{off} bytes differ 60 pixels on");
    assert!(
        differ(&region(&a, 0), &region(&blank, 0), 0) > 1000,
        "drawn"
    );
    // As drawn in place, within a shade.
    let mut c = blank.clone();
    let path = PathBuilder::from_circle(20.25, 20.25, 9.5).unwrap();
    let (fill, stroke) = (Some([200, 30, 30, 255]), Some([20, 20, 20, 255]));
    fill_stroke_in_place(&mut c, &path, fill, stroke, 1.5, Transform::identity());
    let off = (region(&a, 0).iter().zip(region(&c, 0)))
        .filter(|(x, y)| x.abs_diff(*y) > 8)
        .count();
    assert!(
        off < 20,
        "{off} bytes differ from the circle drawn in place"
    );
}

/// Every game's step pictures and boards after a round drawn from their shapes look as
/// drawn from their SVG: few pixels differ much (letters without kerning sit a fraction of
/// a pixel off). Both kept in `target/tmp/step-shapes/` to look at.
#[test]
fn step_pictures_from_shapes_look_as_from_their_svg() {
    use crate::games::{GameRng, Players, TurnOrders, registry};
    use rand::SeedableRng;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/tmp/step-shapes");
    std::fs::create_dir_all(&dir).unwrap();
    let mut compared = 0;
    for game in registry() {
        let settings = game.check_settings(&serde_json::json!({})).unwrap();
        let mut rng = GameRng::seed_from_u64(7);
        let names: Vec<String> = (0..3).map(|i| format!("Player{i}")).collect();
        let first = game
            .new_game(&settings, Players::named(&names), &mut rng)
            .unwrap();
        let mut state = game.load(&first).unwrap();
        for round in 0..4 {
            let orders = super::super::tests::bot_round(*game, &*state, 3, &mut rng);
            let next = state
                .resolve(TurnOrders::unranked(&orders), &mut rng)
                .unwrap();
            let after = game.load(&next.state).unwrap();
            let Some(p) = game.capabilities().pictures else {
                break;
            };
            let mut steps = p
                .render_steps(
                    Some(&*state),
                    &next.events,
                    &*after,
                    crate::lang::Say::english(),
                )
                .unwrap();
            // The board after the round, as the last.
            let (svg, shapes) = p
                .render_picture_shapes(
                    Some(&*state),
                    &next.events,
                    &*after,
                    crate::lang::Say::english(),
                )
                .unwrap();
            assert!(!shapes.is_empty(), "{}: a board's shapes", game.kind());
            steps.push(crate::games::Step {
                svg: Some(svg),
                shapes,
                ..Default::default()
            });
            for (k, step) in steps.iter().enumerate() {
                let Some(svg) = &step.svg else { continue };
                let whole = super::super::pixmap(svg).unwrap();
                let (background, _) = super::super::split(svg).unwrap();
                let mut drawn = super::super::background_of(&background, 1)
                    .unwrap()
                    .pixmap
                    .clone();
                draw(&step.shapes, &mut drawn, 1.0);
                let off = whole
                    .data()
                    .chunks_exact(4)
                    .zip(drawn.data().chunks_exact(4))
                    .filter(|(a, b)| (0..3).any(|i| a[i].abs_diff(b[i]) > 96))
                    .count();
                let share = off as f64 / (whole.width() * whole.height()) as f64;
                assert!(
                    share < 0.01,
                    "{} round {round} step {k}: {off} pixels differ",
                    game.kind()
                );
                if round == 3 && (k == 0 || k + 1 == steps.len()) {
                    let name = |how: &str| dir.join(format!("{}-{k}-{how}.png", game.kind()));
                    std::fs::write(name("svg"), whole.encode_png().unwrap()).unwrap();
                    std::fs::write(name("shapes"), drawn.encode_png().unwrap()).unwrap();
                }
                compared += 1;
            }
            state = after;
        }
    }
    assert!(compared > 10, "step pictures compared: {compared}");
}
