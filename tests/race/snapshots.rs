//! Golden round reports (insta snapshots) for the race positions in `tests/race/positions/`:
//! every report fits 72 columns.

use robomod::cli::sim::{race_report_in, sim_race};
use robomod::lang::Say;
use std::path::Path;

fn report(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/race/positions")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let out = sim_race(&path, &text, false, 0, true).unwrap_or_else(|e| panic!("{name}: {e}"));
    for line in out.lines() {
        assert!(
            line.chars().count() <= 72,
            "{name}: line over 72 columns: {line:?}"
        );
    }
    out
}

#[test]
fn race_seed_example() {
    let out = report("seed-example.toml");
    assert!(
        out.contains("  0  Dale    S,B       Pushed by Ananta"),
        "{out}"
    );
    insta::assert_snapshot!(out);
}

#[test]
fn race_belts_express_loop_and_queue() {
    insta::assert_snapshot!(report("belts.toml"));
}

#[test]
fn race_board_and_robot_lasers() {
    insta::assert_snapshot!(report("lasers.toml"));
}

#[test]
fn race_pushes_into_a_pit_and_off_the_board() {
    insta::assert_snapshot!(report("pit-kill.toml"));
}

#[test]
fn race_locked_registers_and_random_fills() {
    insta::assert_snapshot!(report("locked.toml"));
}

#[test]
fn race_power_down_and_shield() {
    insta::assert_snapshot!(report("power-down.toml"));
}

#[test]
fn race_beam_modes() {
    insta::assert_snapshot!(report("beams.toml"));
}

#[test]
fn race_reentry_on_a_shared_archive() {
    insta::assert_snapshot!(report("reentry.toml"));
}

#[test]
fn race_movement_upgrades() {
    insta::assert_snapshot!(report("moves.toml"));
}

#[test]
fn race_repairs_upgrades_and_breaker() {
    insta::assert_snapshot!(report("repair.toml"));
}

#[test]
fn race_the_end_standings_awards_and_picks() {
    let out = report("finish.toml");
    for award in [
        "Pacifist",
        "Terminator",
        "Shover",
        "Friendly",
        "Camouflaged",
        "Swiss cheese",
        "Clumsy",
        "Cautious",
        "Energizer",
        "Hibernating",
        "Smart",
        "Confused",
        "Gladiator",
        "Punching Bag",
    ] {
        assert!(out.contains(&format!("{award} robot")), "{award}");
    }
    assert!(out.contains("FINISHES 2nd"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn race_into_the_gauntlet() {
    insta::assert_snapshot!(report("gauntlet.toml"));
}

/// The report of `name` in Polish: every line within 72 columns.
fn report_pl(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/race/positions")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let out = race_report_in(&path, &text, 0, true, Say::builtin("pl"))
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    for line in out.lines() {
        assert!(
            line.chars().count() <= 72,
            "{name}: line over 72 columns: {line:?}"
        );
    }
    out
}

#[test]
fn race_seed_example_in_polish() {
    let out = report_pl("seed-example.toml");
    assert!(out.contains("Rejestr 1"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn race_pushes_into_a_pit_and_off_the_board_in_polish() {
    insta::assert_snapshot!(report_pl("pit-kill.toml"));
}

#[test]
fn race_repairs_upgrades_and_breaker_in_polish() {
    insta::assert_snapshot!(report_pl("repair.toml"));
}
