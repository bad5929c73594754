//! Robots' names: the player's own when it fits the report's columns, a short form a person
//! recognises when not, always distinct.

use crate::games::race::names::{MAX_NAME, robot_names};

fn names(players: &[&str]) -> Vec<String> {
    robot_names(&players.iter().map(|p| p.to_string()).collect::<Vec<_>>())
}

/// Seen in play: "Dana Kowalski" became the robot "Dana Kowal".
#[test]
fn a_name_that_fits_is_kept_whole() {
    assert_eq!(
        names(&["Dana Kowalski", "Bob", "  Cid   Moe "]),
        ["Dana Kowalski", "Bob", "Cid Moe"]
    );
}

#[test]
fn a_long_name_becomes_first_name_and_initial() {
    assert_eq!(
        names(&["Alexandra Kowalska-Nowak", "Bartholomew-Maximilian Smith"]),
        ["Alexandra K.", "Bartholomew-Maxi"]
    );
    for n in names(&[
        "A very long name indeed for a robot",
        "Zzzzzzzzzzzzzzzzzzzzzz",
    ]) {
        assert!(n.chars().count() <= MAX_NAME, "{n}");
    }
}

#[test]
fn names_are_distinct_and_blank_ones_get_defaults() {
    let n = names(&[
        "Ann",
        "ann",
        "",
        "Alexandra Kowalska",
        "Alexandra Kowalczyk",
    ]);
    assert_eq!(n[0], "Ann");
    assert_eq!(n[1], "ann2");
    assert!(!n[2].is_empty());
    assert_eq!(n[3], "Alexandra K.");
    assert_eq!(n[4], "Alexandra K.2");
}
