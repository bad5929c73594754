//! One test per ruling of docs/rules/rambots.md, named after it. Positions are one-line texts
//! (see `testkit`); the default stack is red, yellow, blue, green (top first).

use super::*;
use crate::games::rambots::events::Event;
use crate::games::rambots::position::RedBeam;
use crate::games::rambots::testkit::{cell, run, setup, story};

/// Beacons far from the action (a8 b8 g8 h8) for the colours `objects` does not place.
fn spec(objects: &str) -> String {
    let far = ["ya8W", "rb8W", "bg8W", "gh8W"];
    let mut out = objects.to_string();
    for f in far {
        if !objects.split_whitespace().any(|w| w.starts_with(&f[..1])) {
            out = format!("{out} {f}");
        }
    }
    out
}

/// One round of `objects` (see [`spec`]) in which only Red runs `program`: afterwards each
/// `(square, code)` of `cells` holds (see [`cell`]) and the story says each of `says`.
/// Returns the position after the round and its story.
fn red_runs(
    objects: &str,
    program: &str,
    cells: &[(&str, &str)],
    says: &[&str],
) -> (Position, String) {
    let (pos, ev, _) = run(setup(&spec(objects)), &[('R', program)]);
    let story = story(&ev);
    for &(sq, code) in cells {
        assert_eq!(cell(&pos, sq), code, "on {sq}: {story}");
    }
    for said in says {
        assert!(story.contains(said), "{said:?} is not in: {story}");
    }
    (pos, story)
}

/// Which bot ran each instruction, and why it ran when it did.
fn runs(ev: &[Event]) -> Vec<(Colour, Reason)> {
    ev.iter()
        .filter_map(|e| match e {
            Event::Runs { bot, reason, .. } => Some((*bot, *reason)),
            _ => None,
        })
        .collect()
}

#[test]
fn ruling_pointing_is_a_board_direction_and_first_unit_tips_an_upright_bot() {
    let says = "Red tips down, pointing north. Red drives from d4 to d6.";
    red_runs("Rd4U Bh1U", "3GN", &[("d6", "R^")], &[says]);
}

#[test]
fn ruling_first_unit_turns_a_bot_facing_elsewhere_and_small_only_turns() {
    red_runs(
        "Rd4W Bh1U",
        "1GE 2GE",
        &[("d4", ".."), ("f4", "R>")],
        &["Red turns to face east.", "Red drives from d4 to f4."],
    );
}

#[test]
fn ruling_reverse_gear_backs_away_keeping_the_facing() {
    let says = "Red backs up from d4 to d2.";
    red_runs("Rd4N Bh1U", "2GU", &[("d2", "R^")], &[says]);
}

#[test]
fn ruling_reverse_gear_on_an_upright_bot_does_not_move_it() {
    let says = "Red is upright: reverse gear does not move it.";
    red_runs("Rd4U Bh1U", "3GU", &[("d4", "R*")], &[says]);
}

#[test]
fn ruling_walls_stop_a_bot_driving_into_them_with_nothing_special() {
    let says = "Red drives from d7 to d8. Red meets the wall and stays on d8.";
    let (_, s) = red_runs("Rd7N Bh1U", "3YN", &[("d8", "R^")], &[says]);
    assert!(!s.contains("RAMs"));
}

#[test]
fn ruling_moving_into_an_object_pushes_the_whole_line_and_keeps_orientations() {
    let (pos, _) = red_runs(
        "Rd2N Bd4E | yd3U rd5S",
        "2RN",
        &[("d4", "R^"), ("d6", "B>"), ("d7", "rv")],
        &[
            "Red RAMs the yellow beacon on d3!",
            "Blue is pushed from d4 to d6.",
        ],
    );
    assert_eq!(
        cell(&pos, "d5"),
        "y^",
        "the upright beacon is tipped by the RAM"
    );
}

#[test]
fn ruling_a_push_against_the_wall_fails_every_unit_and_still_rams() {
    let says = "Red takes 1R from Blue's code pool.";
    let (pos, s) = red_runs("Rd5N Bd6N | yd7N rd8N", "3GN", &[("d5", "R^")], &[says]);
    assert_eq!(
        cell(&pos, "d6"),
        "B*",
        "not moved, then stood up by the green beam"
    );
    assert_eq!(s.matches("RAMs").count(), 1);
    assert_eq!(s.matches("cannot push").count(), 1, "{s}");
}

#[test]
fn ruling_several_contacts_in_one_instruction_are_one_ram() {
    let (_, s) = red_runs("Rd2N Bd3S", "3YN", &[("d5", "R^"), ("d6", "Bv")], &[]);
    assert_eq!(s.matches("RAMs").count(), 1);
    assert_eq!(s.matches("takes").count(), 1);
}

#[test]
fn ruling_backing_into_an_object_pushes_but_never_rams() {
    let (pos, s) = red_runs("Rd4N Bd3U", "1YU", &[("d3", "R^")], &[]);
    assert_eq!(
        cell(&pos, "d2"),
        "B*",
        "no RAM: the upright bot is not tipped"
    );
    assert!(!s.contains("RAMs"));
}

#[test]
fn ruling_being_pushed_into_an_object_is_not_a_ram() {
    // Red pushes Blue into the upright yellow beacon: only Red RAMs (Blue), nobody RAMs it.
    let (_, s) = red_runs(
        "Rd2N Bd3N | yd4U rc5E bh1N gf4N",
        "2GN",
        &[("d6", "y*")],
        &[],
    );
    assert_eq!(s.matches("RAMs").count(), 1);
}

#[test]
fn ruling_ram_steals_the_highest_precedence_piece_outside_the_running_program() {
    let mut s = setup(&spec("Rd2N Bd3S"));
    s.precedence = [Colour::Blue, Colour::Green, Colour::Red, Colour::Yellow].to_vec();
    // Blue's 1B is still to run (reserved) when Red RAMs; 1G is the next best.
    let (pos, ev, _) = run(s, &[('R', "2RN"), ('B', "3BU 1BN")]);
    assert!(story(&ev).contains("Red takes 1G from Blue's code pool."));
    assert_eq!(pos.pool(Colour::Red).count("1G".parse().unwrap()), 2);
    assert_eq!(pos.pool(Colour::Blue).count("1B".parse().unwrap()), 1);
}

#[test]
fn ruling_pieces_already_run_this_round_can_be_stolen() {
    let mut s = setup(&spec("Rd2N Bd3N"));
    s.bots[1].pool = vec!["1B".parse().unwrap()];
    let (pos, ev, _) = run(s, &[('B', "1BN"), ('R', "2RN")]);
    assert!(story(&ev).contains("Red takes 1B from Blue's code pool."));
    assert!(pos.pool(Colour::Blue).is_empty());
}

#[test]
fn ruling_ramming_a_bot_with_an_empty_pool_steals_nothing() {
    let mut s = setup(&spec("Rd2N Bd3S"));
    s.bots[1].pool.clear();
    let (_, ev, _) = run(s, &[('R', "2RN")]);
    assert!(story(&ev).contains("Blue's code pool holds nothing Red may take."));
}

#[test]
fn ruling_ramming_an_upright_object_tips_it_pointing_away_from_the_impact() {
    let says = "The yellow beacon tips over, pointing east.";
    red_runs("Rd4E Bh1U | ye4U", "1YE", &[("f4", "y>")], &[says]);
}

#[test]
fn ruling_a_tag_needs_an_upright_object_of_the_next_goal_colour() {
    // Upright red beacon: tipped, but red is not the next goal (yellow is).
    let says = "The red beacon tips over";
    let (pos, s) = red_runs("Rd4N Bh1U | rd5U", "1YN", &[], &[says]);
    assert!(!s.contains("TAG"));
    assert_eq!(pos.goals(Colour::Red).len(), 4);
    // Lying yellow beacon: RAMed and pushed, but only an upright object can be tagged.
    let says = "Red RAMs the yellow beacon on e4!";
    let (pos, s) = red_runs("Rd4E Bh1U | ye4N", "1YE", &[], &[says]);
    assert!(!s.contains("TAG"));
    assert_eq!(pos.goals(Colour::Red).len(), 4);
}

#[test]
fn ruling_tagging_a_beacon_moves_the_goal_piece_into_the_taggers_pool() {
    let says = "TAG! Red tags its yellow goal; 3Y joins its pool; 3 left.";
    let (pos, _) = red_runs("Rd4E Bh1U | ye4U", "1YE", &[], &[says]);
    assert_eq!(pos.goals(Colour::Red).len(), 3);
    assert_eq!(pos.pool(Colour::Red).count("3Y".parse().unwrap()), 2);
}

#[test]
fn ruling_an_upright_rambot_can_be_tagged_and_is_damaged_too() {
    let mut s = setup(&spec("Rd4E Be4U"));
    s.bots[0].goals = ["2B", "3R", "3Y", "3G"]
        .map(|g| g.parse().unwrap())
        .to_vec();
    let (pos, ev, _) = run(s, &[('R', "1YE")]);
    let st = story(&ev);
    assert!(st.contains("Red RAMs Blue on e4! Red takes 1R from Blue's code pool."));
    assert!(st.contains("Blue tips over, pointing east. TAG! Red tags its blue goal"));
    assert_eq!(cell(&pos, "f4"), "B>");
}

#[test]
fn ruling_precedence_is_size_then_instruction_colour_then_owner_colour() {
    use crate::games::rambots::events::Reason;
    let mut s = setup(&spec("Rd2U Yb2U Bg2U Gh5U"));
    s.precedence = [Colour::Green, Colour::Blue, Colour::Yellow, Colour::Red].to_vec();
    let (_, ev, _) = run(
        s,
        &[('R', "1YU 2RU"), ('Y', "1YU"), ('B', "1BU"), ('G', "2RU")],
    );
    use Colour::*;
    // 1B beats 1Y on colour; Yellow's 1Y beats Red's 1Y on owner; Red's 1Y then stands alone
    // among size 1; then 2R twice: Green ranks above Red.
    assert_eq!(
        runs(&ev),
        [
            (Blue, Reason::Colour),
            (Yellow, Reason::Owner),
            (Red, Reason::Size),
            (Green, Reason::Owner),
            (Red, Reason::Alone),
        ]
    );
}

#[test]
fn ruling_a_player_may_run_several_instructions_in_a_row_and_the_stack_rotates_at_the_end() {
    let (pos, ev, _) = run(setup(&spec("Rd2U Bg2U")), &[('R', "1YU 1GU"), ('B', "3BU")]);
    let order: Vec<Colour> = runs(&ev).into_iter().map(|(bot, _)| bot).collect();
    assert_eq!(order, [Colour::Red, Colour::Red, Colour::Blue]);
    assert_eq!(
        pos.precedence(),
        &[Colour::Yellow, Colour::Blue, Colour::Green, Colour::Red]
    );
    assert!(matches!(ev.last(), Some(Event::StackRotated { .. })));
}

#[test]
fn ruling_a_beam_hits_the_first_object_even_when_adjacent() {
    let after = [("d5", ".."), ("d6", "Bv"), ("d7", "y*")];
    red_runs("Rd4E Bd5S | yd6U", "1BN", &after, &[]);
}

#[test]
fn ruling_a_beam_from_an_upright_bot_fires_straight_up() {
    let says = "Red is upright: its blue beam fires straight up, no effect.";
    red_runs("Rd4U Bd5S", "1BU", &[], &[says]);
}

#[test]
fn ruling_blue_pushes_the_hit_object_and_its_line_stopped_by_the_wall() {
    red_runs(
        "Rd2E Bd5S | yd7U",
        "3BN",
        &[("d4", "R^"), ("d7", "Bv"), ("d8", "y*")],
        &[
            "Blue is pushed from d5 to d7.",
            "Blue is jammed against the wall on d7.",
        ],
    );
}

#[test]
fn ruling_yellow_pulls_up_to_the_nose_and_never_rams() {
    let says = "Blue is pulled from d5 to d4.";
    let (pos, s) = red_runs("Rd2W Bd5U", "2YN", &[("d3", "R^")], &[says]);
    assert_eq!(cell(&pos, "d4"), "B*", "pulled to the nose, still upright");
    assert!(!s.contains("RAMs") && !s.contains("takes"));
    let says = "Blue is already next to the nose: no effect.";
    red_runs("Rd2E Bd3U", "1YN", &[], &[says]);
}

#[test]
fn ruling_green_stands_things_upright_and_a_bot_loses_its_facing() {
    red_runs(
        "Rd2E Bh1U | yd4W",
        "1GN 1GU",
        &[("d4", "y*")],
        &[
            "The yellow beacon stands upright.",
            "The yellow beacon is already upright: no effect.",
        ],
    );
    red_runs("Rd2E Bd6E", "1GN", &[("d6", "B*")], &[]);
}

#[test]
fn ruling_red_slide_moves_sideways_towards_the_centre_line_pushing_like_blue() {
    let mut s = setup(&spec("Rb2E Bb5N | yc5U"));
    s.red_beam = RedBeam::Slide;
    let (pos, ev, _) = run(s, &[('R', "3RN")]);
    // North beam from b4 hits Blue on b5 (file b, west half): slides east, pushing the beacon.
    assert_eq!(cell(&pos, "b5"), "..");
    assert_eq!(cell(&pos, "e5"), "B^");
    assert_eq!(cell(&pos, "f5"), "y*");
    let st = story(&ev);
    assert!(st.contains("Blue slides from b5 to e5."), "{st}");
    assert!(!st.contains("takes"));
    assert_eq!(slide_direction("e2".parse().unwrap(), Dir::S), Dir::W);
    assert_eq!(slide_direction("e5".parse().unwrap(), Dir::E), Dir::S);
    assert_eq!(slide_direction("e4".parse().unwrap(), Dir::W), Dir::N);
}

#[test]
fn ruling_red_damage_steals_in_addition_to_ram_damage_without_tipping() {
    let says = "Red's red beam hits Blue on d4. Red takes 1R from Blue's code pool.";
    let (pos, s) = red_runs("Rd2N Bd4U", "1RN 2RN", &[], &[says]);
    assert_eq!(s.matches("Red takes").count(), 3, "{s}");
    let says = "The yellow beacon absorbs the red beam: no effect.";
    red_runs("Rd2N Bh4U | yd5N", "1RN", &[], &[says]);
    assert_eq!(pos.pool(Colour::Red).len(), 15);
}

#[test]
fn ruling_the_winning_instruction_finishes_then_the_game_ends() {
    // A RAM on a beacon: the push it belongs to, the rest of the move and the beam all happen.
    let mut s = setup(&spec("Rd4E Bh1U | ye4U"));
    s.bots[0].goals = vec!["1Y".parse().unwrap()];
    let (pos, ev, winner) = run(s, &[('R', "2GE 1BW"), ('B', "3BN")]);
    assert_eq!(winner, Some(Colour::Red));
    assert_eq!(cell(&pos, "d4"), "..");
    assert_eq!(cell(&pos, "e4"), "..");
    assert_eq!(cell(&pos, "f4"), "R>", "the whole move ran");
    assert_eq!(
        cell(&pos, "g4"),
        "y*",
        "pushed twice, then stood up by the green beam"
    );
    assert_eq!(cell(&pos, "h1"), "B*", "no later instruction ran");
    assert!(matches!(ev.last(), Some(Event::Won { bot: Colour::Red })));
    assert_eq!(pos.precedence()[0], Colour::Red, "no rotation after a win");
    assert_eq!(pos.winner(), Some(Colour::Red));
}

#[test]
fn ruling_a_winning_ram_on_a_rambot_pushes_it() {
    let mut s = setup(&spec("Rd4E Ye4U Bh1U"));
    s.bots[0].goals = vec!["1Y".parse().unwrap()];
    let (pos, ev, winner) = run(s, &[('R', "1BE"), ('B', "1BN")]);
    assert_eq!(winner, Some(Colour::Red));
    assert_eq!(cell(&pos, "e4"), "R>");
    assert_eq!(
        cell(&pos, "g4"),
        "Y>",
        "tipped, pushed by the RAM, then by the blue beam"
    );
    let st = story(&ev);
    assert!(st.contains("Red RAMs Yellow on e4"), "{st}");
    assert!(st.contains("wins"), "{st}");
}

#[test]
fn ruling_a_winning_ram_against_the_wall_moves_nothing() {
    let mut s = setup(&spec("Rf4E Bh1U | yg4U rh4N"));
    s.bots[0].goals = vec!["1Y".parse().unwrap()];
    let (pos, ev, winner) = run(s, &[('R', "2GE"), ('B', "1BW")]);
    assert_eq!(winner, Some(Colour::Red), "{}", story(&ev));
    assert_eq!(
        cell(&pos, "f4"),
        "R>",
        "the push is against the wall: {}",
        story(&ev)
    );
    assert_eq!(
        cell(&pos, "g4"),
        "y*",
        "tipped where it stood, stood up by the green beam"
    );
    assert_eq!(cell(&pos, "h4"), "r^");
}
