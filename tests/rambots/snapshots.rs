//! Golden round reports (insta snapshots) for the positions in `tests/rambots/positions/`.

use robomod::cli::sim::report_in;
use robomod::lang::Say;
use std::path::Path;

fn report(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/rambots/positions")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    sim_report(&path, &text)
}

fn sim_report(path: &Path, text: &str) -> String {
    let out = report_in(path, text, 0, false, Say::english())
        .unwrap_or_else(|e| panic!("{name}: {e}", name = path.display()));
    for line in out.lines() {
        assert!(line.chars().count() <= 72, "line over 72 columns: {line:?}");
    }
    out
}

#[test]
fn every_beam_colour_with_red_damage() {
    insta::assert_snapshot!(report("beams.toml"));
}

#[test]
fn every_beam_colour_with_red_slide() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rambots/positions/beams.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    let text = text.replace("red_beam = \"damage\"", "red_beam = \"slide\"");
    insta::assert_snapshot!(sim_report(&path, &text));
}

#[test]
fn chain_push() {
    insta::assert_snapshot!(report("chain-push.toml"));
}

#[test]
fn failed_push_against_the_wall() {
    insta::assert_snapshot!(report("failed-push.toml"));
}

#[test]
fn ram_steals_outside_the_running_program() {
    insta::assert_snapshot!(report("ram-steal.toml"));
}

#[test]
fn tags_of_a_beacon_and_a_rambot() {
    insta::assert_snapshot!(report("tags.toml"));
}

#[test]
fn precedence_ties_at_each_level() {
    insta::assert_snapshot!(report("precedence-ties.toml"));
}

#[test]
fn short_program_against_a_pass() {
    insta::assert_snapshot!(report("short-program.toml"));
}

#[test]
fn win_mid_round() {
    insta::assert_snapshot!(report("win.toml"));
}

#[test]
fn readme_example_opening() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/rambots-opening.toml");
    let text = std::fs::read_to_string(&path).unwrap();
    insta::assert_snapshot!(sim_report(&path, &text));
}
