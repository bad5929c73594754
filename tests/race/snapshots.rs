//! Golden round reports (insta snapshots) for the race positions in `tests/race/positions/`:
//! every report fits 72 columns.

use crate::support::assert_contains;
use robomod::cli::sim::report_in as race_report_in;
use robomod::lang::Say;
use std::path::Path;

fn report(name: &str) -> String {
    report_in(name, Say::english())
}

/// The report of `name` in `say`'s language: every line within 72 columns.
fn report_in(name: &str, say: Say<'_>) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/race/positions")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let out = race_report_in(&path, &text, 0, true, say).unwrap_or_else(|e| panic!("{name}: {e}"));
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
    assert_contains(&out, "  0  Dale    S,B       Pushed by Ananta");
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
    assert_contains(&out, "FINISHES 2nd");
    insta::assert_snapshot!(out);
}

#[test]
fn race_into_the_gauntlet() {
    insta::assert_snapshot!(report("gauntlet.toml"));
}

/// The report of `name` in Polish.
fn report_pl(name: &str) -> String {
    report_in(name, Say::builtin("pl"))
}

#[test]
fn race_seed_example_in_polish() {
    let out = report_pl("seed-example.toml");
    assert_contains(&out, "Rejestr 1");
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

#[test]
fn race_the_end_standings_awards_and_picks_in_polish() {
    let out = report_pl("finish.toml");
    for words in [
        "Klasyfikacja końcowa",
        "Statystyki",
        "Nagrody",
        "Robot pacyfista (zadał najmniej uszkodzeń)",
        "Robot worek treningowy",
        "Kolejność wyboru pól w następnym wyścigu",
    ] {
        assert!(out.contains(words), "{words}\n{out}");
    }
    assert!(!out.contains(" robot, "), "no English award line\n{out}");
    insta::assert_snapshot!(out);
}

/// The HTML report's tables and a seat's facts for the position after `name`'s round, in
/// `code`'s language, as text: each table's title, columns, rows and notes; each fact.
fn tables_and_facts(name: &str, code: &str) -> String {
    use robomod::games::Seat;
    use robomod::games::race::cards::Card;
    use robomod::games::race::report::{seat_facts, standings_tables};
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/race/positions")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let file = robomod::games::PositionText {
        fill: true,
        ..robomod::games::PositionText::new(&text)
    };
    let (_, _, after) =
        robomod::games::race::position_files::round(file).unwrap_or_else(|e| panic!("{name}: {e}"));
    let say = Say::builtin(code);
    let mut out = String::new();
    for t in standings_tables(&after, say) {
        out.push_str(&format!("## {}\n{}\n", t.title, t.columns.join(" | ")));
        for row in &t.rows {
            out.push_str(&format!("{}\n", row.join(" | ")));
        }
        for note in &t.notes {
            out.push_str(&format!("> {note}\n"));
        }
    }
    let hand: Vec<Card> = ["F2", "L", "R", "U", "F"]
        .map(|c| c.parse().unwrap())
        .to_vec();
    for seat in 0..after.robots().len() {
        out.push_str(&format!("## seat {seat}\n"));
        for (what, value) in seat_facts(&after, &hand, false, Seat(seat as u8), say) {
            out.push_str(&format!("{what}: {value}\n"));
        }
    }
    out
}

#[test]
fn race_html_tables_and_facts_in_polish() {
    let running = tables_and_facts("repair.toml", "pl");
    assert_contains(&running, "Twój robot: ");
    assert_contains(&running, "Ręka na rundę ");
    assert_contains(&running, "Hamulce");
    insta::assert_snapshot!("race_html_tables_and_facts_running_in_polish", running);
    let over = tables_and_facts("finish.toml", "pl");
    assert_contains(&over, "## Nagrody");
    assert_contains(&over, "Robot pacyfista");
    insta::assert_snapshot!("race_html_tables_and_facts_over_in_polish", over);
}

#[test]
fn race_html_tables_and_facts_in_english() {
    let running = tables_and_facts("repair.toml", "en");
    assert_contains(&running, "Your robot: ");
    insta::assert_snapshot!("race_html_tables_and_facts_running", running);
    insta::assert_snapshot!(
        "race_html_tables_and_facts_over",
        tables_and_facts("finish.toml", "en")
    );
}
