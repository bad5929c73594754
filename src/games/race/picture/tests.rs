//! The race's pictures: what is drawn where, and the moves of a round.

use super::{Dir, Element, X0, Y0, picture_of};
use crate::games::race::testkit::{board, plan, play, position, robot, still, with_offer};
use crate::games::race::upgrades::Upgrade;
use crate::lang::Say;

/// Issue 33: a board laser's beam runs to what stops it, a robot's shot is a line from
/// shooter to target, the upgrades on offer are named in full, and the picture is narrow
/// enough for a phone.
#[test]
fn beams_run_their_path_shots_are_lines_and_upgrades_are_named_in_full() {
    // A laser on a1 firing east along rank 1 to the wall east of d1; Ann on a3 faces Bob
    // on d3 and shoots him.
    let b = board(
        6,
        4,
        &[("f4", Element::Upgrade)],
        &[("d1", Dir::E)],
        &[("a1", Dir::E, 2)],
    );
    let before = with_offer(
        position(
            b,
            vec![robot("Ann", "a3", Dir::E), robot("Bob", "d3", Dir::N)],
        ),
        "f4",
        Upgrade::DoubleBarreledLasers,
    );
    let mut after = before.clone();
    let events = play(&mut after, &[still(), still()]);
    let svg = picture_of(&before, &events, &after, "t", Say::english());
    let cell = 40.0;
    let (x0, y1) = (X0, Y0 + 3.5 * cell);
    let beam = format!(
        "<line x1=\"{:.1}\" y1=\"{y1:.1}\" x2=\"{:.1}\" y2=\"{y1:.1}\" stroke=\"#ef4444\"",
        x0,
        x0 + 4.0 * cell
    );
    assert!(svg.contains(&beam), "the beam to the wall: {beam}\n{svg}");
    // The board after the round draws no shots (issue 39: one arrow a robot); the register's
    // does, and its hit mark over Bob, not under him.
    assert!(
        !svg.contains("stroke=\"#7e22ce\""),
        "no shot after the round"
    );
    let (register, _) = super::board_of(
        &before,
        &events,
        &after,
        ("t", "Register 1"),
        Say::english(),
    );
    assert!(
        register.contains("stroke=\"#7e22ce\""),
        "Ann's shot at Bob, purple"
    );
    let bob = register.rfind(">Bo</text>").expect("Bob drawn");
    let hit = register.rfind(">H</text>").expect("the hit marked");
    assert!(hit > bob, "the mark over the robot");
    assert!(svg.contains("1. f4: Double-Barreled Lasers"), "{svg}");
    let width: f32 = svg
        .split("width=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(width <= 540.0, "{width}");
    assert!(crate::picture::png(&svg).is_ok());
    // A robot in the beam stops it at its centre.
    let mut blocked = before.clone();
    blocked.robots[1] = robot("Bob", "c1", Dir::N);
    let svg = picture_of(&blocked, &[], &blocked, "t", Say::english());
    let beam = format!(
        "<line x1=\"{:.1}\" y1=\"{y1:.1}\" x2=\"{:.1}\" y2=\"{y1:.1}\" stroke=\"#ef4444\"",
        x0,
        x0 + 2.5 * cell
    );
    assert!(svg.contains(&beam), "stopped by Bob: {beam}\n{svg}");
}

/// Issue 39: a robot driving off the board in a register is shown where it died, crossed out,
/// with an arrow over the edge; the board after the round draws one arrow a robot.
#[test]
fn a_robot_destroyed_is_shown_where_it_died_and_the_round_has_one_arrow_a_robot() {
    let b = board(6, 4, &[], &[], &[]);
    let before = position(
        b,
        vec![robot("Ann", "e2", Dir::E), robot("Bob", "a1", Dir::N)],
    );
    let mut after = before.clone();
    let events = play(&mut after, &[plan("F3 F0 F0 F0 F0"), plan("F F F0 F0 F0")]);
    let first = crate::games::race::testkit::register(&events, 1);
    let (register, _) =
        super::board_of(&before, &first, &after, ("t", "Register 1"), Say::english());
    let ghost = register.rfind("fill=\"#ffffffaa\"").expect("Ann's ghost");
    let cross = register
        .rfind("stroke=\"#b91c1c\" stroke-width=\"3\"")
        .expect("crossed out");
    assert!(cross > ghost, "the cross over the ghost");
    // Ann died on f2, the last square before the edge: her ghost is there.
    let (fx, fy) = (X0 + 5.5 * 30.0, Y0 + 2.5 * 30.0);
    assert!(
        register.contains(&format!("cx=\"{fx}\" cy=\"{fy}\"")),
        "on f2: {register}"
    );
    let whole = picture_of(&before, &events, &after, "t", Say::english());
    let arrows = whole.matches("marker-end").count();
    // The legend's two samples, Ann's arrow to where she died and over the edge, Bob's one.
    assert_eq!(arrows, 2 + 2 + 1, "{whole}");
}

/// Issue 41: the picture for a Polish reader, upgrades on offer and a robot finished: every
/// word below the board Polish, none running off, the picture as wide as English's.
#[test]
fn a_polish_reader_gets_the_words_below_the_board_in_polish() {
    let b = board(6, 4, &[("f4", Element::Upgrade)], &[], &[]);
    let mut before = with_offer(
        position(
            b,
            vec![robot("Ann", "a3", Dir::E), robot("Bob", "d3", Dir::N)],
        ),
        "f4",
        Upgrade::DoubleBarreledLasers,
    );
    before.robots[1].place = Some(1);
    let (en, pl) = (
        picture_of(&before, &[], &before, "t", Say::english()),
        picture_of(&before, &[], &before, "t", Say::builtin("pl")),
    );
    for words in [
        "Ulepszenia do wzięcia",
        ">Roboty<",
        "Bob: 1. na mecie",
        "Ann: uszkodzenia 0, życia 3, flagi 0/",
        "własny ruch robota",
        "1. f4: Lasery dwulufowe",
    ] {
        assert!(pl.contains(words), "{words}: {pl}");
    }
    assert!(
        en.contains("Bob: finished 1")
            && en.contains("Upgrades on offer")
            && en.contains("1. f4: Double-Barreled Lasers")
    );
    assert!(crate::games::svg::texts_outside(&pl).is_empty());
    let width = |svg: &str| {
        svg.split("width=\"")
            .nth(1)
            .map(|w| w.split('"').next().map(str::to_string))
    };
    assert_eq!(width(&pl), width(&en));
}
