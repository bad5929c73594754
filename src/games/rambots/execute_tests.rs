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

#[test]
fn ruling_pointing_is_a_board_direction_and_first_unit_tips_an_upright_bot() {
    let (pos, ev, _) = run(setup(&spec("Rd4U Bh1U")), &[('R', "3GN")]);
    assert_eq!(cell(&pos, "d6"), "R^");
    assert!(story(&ev).contains("Red tips down, pointing north. Red drives from d4 to d6."));
}

#[test]
fn ruling_first_unit_turns_a_bot_facing_elsewhere_and_small_only_turns() {
    let (pos, ev, _) = run(setup(&spec("Rd4W Bh1U")), &[('R', "1GE 2GE")]);
    assert_eq!(cell(&pos, "d4"), "..");
    assert_eq!(cell(&pos, "f4"), "R>");
    let s = story(&ev);
    assert!(s.contains("Red turns to face east."));
    assert!(s.contains("Red drives from d4 to f4."));
}

#[test]
fn ruling_reverse_gear_backs_away_keeping_the_facing() {
    let (pos, ev, _) = run(setup(&spec("Rd4N Bh1U")), &[('R', "2GU")]);
    assert_eq!(cell(&pos, "d2"), "R^");
    assert!(story(&ev).contains("Red backs up from d4 to d2."));
}

#[test]
fn ruling_reverse_gear_on_an_upright_bot_does_not_move_it() {
    let (pos, ev, _) = run(setup(&spec("Rd4U Bh1U")), &[('R', "3GU")]);
    assert_eq!(cell(&pos, "d4"), "R*");
    assert!(story(&ev).contains("Red is upright: reverse gear does not move it."));
}

#[test]
fn ruling_walls_stop_a_bot_driving_into_them_with_nothing_special() {
    let (pos, ev, _) = run(setup(&spec("Rd7N Bh1U")), &[('R', "3YN")]);
    assert_eq!(cell(&pos, "d8"), "R^");
    let s = story(&ev);
    assert!(s.contains("Red drives from d7 to d8. Red meets the wall and stays on d8."));
    assert!(!s.contains("RAMs"));
}

#[test]
fn ruling_moving_into_an_object_pushes_the_whole_line_and_keeps_orientations() {
    let (pos, ev, _) = run(setup(&spec("Rd2N Bd4E | yd3U rd5S")), &[('R', "2RN")]);
    assert_eq!(cell(&pos, "d4"), "R^");
    assert_eq!(
        cell(&pos, "d5"),
        "y^",
        "the upright beacon is tipped by the RAM"
    );
    assert_eq!(cell(&pos, "d6"), "B>");
    assert_eq!(cell(&pos, "d7"), "rv");
    let s = story(&ev);
    assert!(s.contains("Red RAMs the yellow beacon on d3!"));
    assert!(s.contains("Blue is pushed from d4 to d6."));
}

#[test]
fn ruling_a_push_against_the_wall_fails_every_unit_and_still_rams() {
    let (pos, ev, _) = run(setup(&spec("Rd5N Bd6N | yd7N rd8N")), &[('R', "3GN")]);
    assert_eq!(cell(&pos, "d5"), "R^");
    assert_eq!(
        cell(&pos, "d6"),
        "B*",
        "not moved, then stood up by the green beam"
    );
    let s = story(&ev);
    assert_eq!(s.matches("RAMs").count(), 1);
    assert_eq!(s.matches("cannot push").count(), 1, "{s}");
    assert!(s.contains("Red takes 1R from Blue's code pool."));
}

#[test]
fn ruling_several_contacts_in_one_instruction_are_one_ram() {
    let (pos, ev, _) = run(setup(&spec("Rd2N Bd3S")), &[('R', "3YN")]);
    assert_eq!(cell(&pos, "d5"), "R^");
    assert_eq!(cell(&pos, "d6"), "Bv");
    let s = story(&ev);
    assert_eq!(s.matches("RAMs").count(), 1);
    assert_eq!(s.matches("takes").count(), 1);
}

#[test]
fn ruling_backing_into_an_object_pushes_but_never_rams() {
    let (pos, ev, _) = run(setup(&spec("Rd4N Bd3U")), &[('R', "1YU")]);
    assert_eq!(cell(&pos, "d3"), "R^");
    assert_eq!(
        cell(&pos, "d2"),
        "B*",
        "no RAM: the upright bot is not tipped"
    );
    assert!(!story(&ev).contains("RAMs"));
}

#[test]
fn ruling_being_pushed_into_an_object_is_not_a_ram() {
    // Red pushes Blue into the upright yellow beacon: only Red RAMs (Blue), nobody RAMs it.
    let (pos, ev, _) = run(
        setup(&spec("Rd2N Bd3N | yd4U rc5E bh1N gf4N")),
        &[('R', "2GN")],
    );
    assert_eq!(cell(&pos, "d6"), "y*");
    assert_eq!(story(&ev).matches("RAMs").count(), 1);
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
    let (pos, ev, _) = run(setup(&spec("Rd4E Bh1U | ye4U")), &[('R', "1YE")]);
    assert_eq!(cell(&pos, "f4"), "y>");
    assert!(story(&ev).contains("The yellow beacon tips over, pointing east."));
}

#[test]
fn ruling_a_tag_needs_an_upright_object_of_the_next_goal_colour() {
    // Upright red beacon: tipped, but red is not the next goal (yellow is).
    let (pos, ev, _) = run(setup(&spec("Rd4N Bh1U | rd5U")), &[('R', "1YN")]);
    assert!(story(&ev).contains("The red beacon tips over"));
    assert!(!story(&ev).contains("TAG"));
    assert_eq!(pos.goals(Colour::Red).len(), 4);
    // Lying yellow beacon: RAMed and pushed, but only an upright object can be tagged.
    let (pos, ev, _) = run(setup(&spec("Rd4E Bh1U | ye4N")), &[('R', "1YE")]);
    assert!(story(&ev).contains("Red RAMs the yellow beacon on e4!"));
    assert!(!story(&ev).contains("TAG"));
    assert_eq!(pos.goals(Colour::Red).len(), 4);
}

#[test]
fn ruling_tagging_a_beacon_moves_the_goal_piece_into_the_taggers_pool() {
    let (pos, ev, _) = run(setup(&spec("Rd4E Bh1U | ye4U")), &[('R', "1YE")]);
    assert!(story(&ev).contains("TAG! Red tags its yellow goal; 3Y joins its pool; 3 left."));
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
    let runs: Vec<(Colour, Reason)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Runs { bot, reason, .. } => Some((*bot, *reason)),
            _ => None,
        })
        .collect();
    use Colour::*;
    // 1B beats 1Y on colour; Yellow's 1Y beats Red's 1Y on owner; Red's 1Y then stands alone
    // among size 1; then 2R twice: Green ranks above Red.
    assert_eq!(
        runs,
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
    let order: Vec<Colour> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Runs { bot, .. } => Some(*bot),
            _ => None,
        })
        .collect();
    assert_eq!(order, [Colour::Red, Colour::Red, Colour::Blue]);
    assert_eq!(
        pos.precedence(),
        &[Colour::Yellow, Colour::Blue, Colour::Green, Colour::Red]
    );
    assert!(matches!(ev.last(), Some(Event::StackRotated { .. })));
}

#[test]
fn ruling_a_beam_hits_the_first_object_even_when_adjacent() {
    let (pos, _, _) = run(setup(&spec("Rd4E Bd5S | yd6U")), &[('R', "1BN")]);
    assert_eq!(cell(&pos, "d5"), "..");
    assert_eq!(cell(&pos, "d6"), "Bv");
    assert_eq!(cell(&pos, "d7"), "y*");
}

#[test]
fn ruling_a_beam_from_an_upright_bot_fires_straight_up() {
    let (_, ev, _) = run(setup(&spec("Rd4U Bd5S")), &[('R', "1BU")]);
    assert!(story(&ev).contains("Red is upright: its blue beam fires straight up, no effect."));
}

#[test]
fn ruling_blue_pushes_the_hit_object_and_its_line_stopped_by_the_wall() {
    let (pos, ev, _) = run(setup(&spec("Rd2E Bd5S | yd7U")), &[('R', "3BN")]);
    assert_eq!(cell(&pos, "d4"), "R^");
    assert_eq!(cell(&pos, "d7"), "Bv");
    assert_eq!(cell(&pos, "d8"), "y*");
    let s = story(&ev);
    assert!(s.contains("Blue is pushed from d5 to d7."), "{s}");
    assert!(s.contains("Blue is jammed against the wall on d7."), "{s}");
}

#[test]
fn ruling_yellow_pulls_up_to_the_nose_and_never_rams() {
    let (pos, ev, _) = run(setup(&spec("Rd2W Bd5U")), &[('R', "2YN")]);
    assert_eq!(cell(&pos, "d3"), "R^");
    assert_eq!(cell(&pos, "d4"), "B*", "pulled to the nose, still upright");
    let s = story(&ev);
    assert!(s.contains("Blue is pulled from d5 to d4."));
    assert!(!s.contains("RAMs") && !s.contains("takes"));
    let (_, ev, _) = run(setup(&spec("Rd2E Bd3U")), &[('R', "1YN")]);
    assert!(story(&ev).contains("Blue is already next to the nose: no effect."));
}

#[test]
fn ruling_green_stands_things_upright_and_a_bot_loses_its_facing() {
    let (pos, ev, _) = run(setup(&spec("Rd2E Bh1U | yd4W")), &[('R', "1GN 1GU")]);
    assert_eq!(cell(&pos, "d4"), "y*");
    let s = story(&ev);
    assert!(s.contains("The yellow beacon stands upright."));
    assert!(s.contains("The yellow beacon is already upright: no effect."));
    let (pos, _, _) = run(setup(&spec("Rd2E Bd6E")), &[('R', "1GN")]);
    assert_eq!(cell(&pos, "d6"), "B*");
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
    let (pos, ev, _) = run(setup(&spec("Rd2N Bd4U")), &[('R', "1RN 2RN")]);
    let s = story(&ev);
    assert_eq!(s.matches("Red takes").count(), 3, "{s}");
    assert!(s.contains("Red's red beam hits Blue on d4. Red takes 1R from Blue's code pool."));
    let (_, ev, _) = run(setup(&spec("Rd2N Bh4U | yd5N")), &[('R', "1RN")]);
    assert!(story(&ev).contains("The yellow beacon absorbs the red beam: no effect."));
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
