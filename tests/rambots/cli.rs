//! `robomod sim` run as the real binary: the report, `--json`, `--new`, and malformed files
//! (exit status 2, a message naming the field).

use crate::support::assert_contains;
use crate::support::cli::{robomod, sim_text, stderr, stdout};

fn example() -> String {
    std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/rambots-opening.toml"),
    )
    .unwrap()
}

#[test]
fn sim_prints_the_round_report() {
    let o = robomod(&["sim", "examples/rambots-opening.toml"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("RAMbots - one round (red beam: damage)"));
    assert_contains(&out, "TAG! Green tags its red goal");
}

#[test]
fn sim_json_gives_position_events_and_winner() {
    let o = robomod(&["sim", "examples/rambots-opening.toml", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["winner"], serde_json::Value::Null);
    assert_eq!(v["position"]["game"], "rambots");
    assert!(
        v["position"]["bots"][0].get("program").is_none(),
        "programs are left out"
    );
    assert_eq!(v["events"][0]["event"], "programs");
    assert_eq!(
        v["position"]["precedence"][0], "yellow",
        "the stack rotated"
    );
    // The position is in the input schema: it runs again as a sim file.
    let toml = toml::to_string(&v["position"]).unwrap();
    let again = sim_text(&toml, &[]);
    assert!(again.status.success(), "{}", stderr(&again));
}

#[test]
fn sim_json_names_the_winner() {
    let o = robomod(&["sim", "tests/rambots/positions/win.toml", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["winner"], "red");
}

#[test]
fn sim_new_prints_a_fresh_position_that_sim_accepts() {
    let o = robomod(&["sim", "--new", "4", "--seed", "7"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(
        out,
        stdout(&robomod(&["sim", "--new", "4", "--seed", "7"])),
        "reproducible"
    );
    assert_ne!(out, stdout(&robomod(&["sim", "--new", "4", "--seed", "8"])));
    assert_eq!(out.matches("\n[[bots]]").count(), 4);
    assert_eq!(out.matches("\n[[beacons]]").count(), 4);
    let run = sim_text(&out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let bad = robomod(&["sim", "--new", "5"]);
    assert_eq!(bad.status.code(), Some(2));
    assert_contains(&stderr(&bad), "2 to 4 players");
}

#[test]
fn malformed_files_exit_2_naming_the_field() {
    let cases: &[(&str, &str, &[&str])] = &[
        ("at = \"d1\"", "at = \"z9\"", &["z9", "square", "at ="]),
        ("facing = \"E\"", "facing = \"NE\"", &["NE", "facing"]),
        (
            "program = \"3GN 1YN 2BE\"",
            "program = \"3GN 1YX\"",
            &["bots[0].program", "YX"],
        ),
        (
            "red_beam = \"damage\"",
            "red_beam = \"laser\"",
            &["laser", "red_beam"],
        ),
        (
            "game = \"rambots\"",
            "game = \"chess\"",
            &["game", "chess", "known games: rambots"],
        ),
        ("game = \"rambots\"", "", &["game: missing", "rambots"]),
        (
            "[[beacons]]\ncolor = \"red\"\nat = \"f4\"",
            "[[beacons]]\ncolor = \"red\"\nat = \"d1\"",
            &["beacons[0].at", "d1"],
        ),
        (
            "precedence = [\"red\", \"yellow\", \"blue\", \"green\"]",
            "precedence = [\"red\", \"red\"]",
            &["precedence"],
        ),
        (
            "goals = [\"1Y\", \"3G\", \"1R\", \"3B\"]",
            "goals = [\"1Y\", \"3Y\"]",
            &["bots[0].goals", "yellow"],
        ),
        ("color = \"red\"", "colour = \"red\"", &["colour"]),
    ];
    let base = example();
    for (from, to, needles) in cases {
        assert!(base.contains(from), "the example holds {from:?}");
        let o = sim_text(&base.replacen(from, to, 1), &[]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{to:?}: {err}");
        for n in *needles {
            assert!(err.contains(n), "{to:?}: message lacks {n:?}: {err}");
        }
    }
    let o = robomod(&["sim", "no/such/file.toml"]);
    assert_eq!(o.status.code(), Some(2));
    assert_contains(&stderr(&o), "cannot read no/such/file.toml");
}

/// `--new KIND --players N` is the game's own spelling, `--new N` the registry's first game's;
/// settings come with `--set`; a game the registry lacks is told its kinds.
#[test]
fn sim_new_takes_a_kind_players_and_settings() {
    let short = stdout(&robomod(&["sim", "--new", "3", "--seed", "7"]));
    let long = robomod(&["sim", "--new", "rambots", "--players", "3", "--seed", "7"]);
    assert!(long.status.success(), "{}", stderr(&long));
    assert_eq!(stdout(&long), short);
    let slide = robomod(&["sim", "--new", "rambots", "--set", "red_beam=slide"]);
    assert!(slide.status.success(), "{}", stderr(&slide));
    assert_contains(&stdout(&slide), "red_beam = \"slide\"");
    assert_eq!(
        stdout(&slide).matches("\n[[bots]]").count(),
        4,
        "four unless told"
    );
    let bad = robomod(&["sim", "--new", "rambots", "--set", "board=race"]);
    assert_eq!(bad.status.code(), Some(2));
    assert_contains(&stderr(&bad), "board");
    let chess = robomod(&["sim", "--new", "chess"]);
    assert_eq!(chess.status.code(), Some(2));
    assert!(
        stderr(&chess).contains(&robomod::games::kinds()),
        "{}",
        stderr(&chess)
    );
}

/// A file naming no game, or one the registry lacks, is told every kind with position files.
#[test]
fn sim_names_the_registry_s_kinds() {
    let kinds = robomod::games::kinds();
    for (from, to) in [
        ("game = \"rambots\"", "game = \"chess\""),
        ("game = \"rambots\"", ""),
    ] {
        let o = sim_text(&example().replacen(from, to, 1), &[]);
        assert_eq!(o.status.code(), Some(2));
        assert!(
            stderr(&o).contains(&format!("known games: {kinds}\n")),
            "{}",
            stderr(&o)
        );
    }
}
