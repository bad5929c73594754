//! `robomod solve` on Ricochet positions, running the real binary.

use crate::support::assert_contains;
use crate::support::cli::{robomod, stderr, stdout};
use robomod::games::ricochet::file::read_setup;
use std::path::PathBuf;
use std::process::Output;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/ricochet/fixtures")
        .join(name)
}

fn solve(path: &std::path::Path, json: bool) -> Output {
    let mut args = vec!["solve".as_ref(), path.as_os_str()];
    if json {
        args.push("--json".as_ref());
    }
    robomod(&args)
}

#[test]
fn solve_prints_the_board_and_an_optimal_solution() {
    let out = solve(&fixture("seed.toml"), false);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert_contains(&text, " 8  .   .   .   .   .   RR  .   .   8");
    assert_contains(&text, " 6  .   .   .   .   .   .  *YR  .   6");
    assert_contains(
        &text,
        "Goal: the red robot onto the tower on g6 (yellow on red).",
    );
    assert_contains(&text, "Optimal solution, 5 moves: ");
}

#[test]
fn solve_json_gives_the_length_and_a_solution_that_replays() {
    for name in ["seed.toml", "example.toml"] {
        let out = solve(&fixture(name), true);
        assert!(out.status.success(), "{}", stderr(&out));
        let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
        let moves: Vec<robomod::games::ricochet::Move> =
            serde_json::from_value(v["solution"].clone()).unwrap();
        assert_eq!(v["moves"], moves.len(), "{name}");
        let pos = read_setup(&std::fs::read_to_string(fixture(name)).unwrap()).unwrap();
        assert!(pos.check_solution(&moves).is_ok(), "{name}: {v}");
    }
    let out = solve(&fixture("seed.toml"), true);
    assert_eq!(
        stdout(&out).trim(),
        r#"{"moves":5,"solution":["rN","rE","rN","yE","rS"]}"#
    );
}

#[test]
fn no_solution_is_an_answer() {
    let out = solve(&fixture("unsolvable.toml"), true);
    assert!(out.status.success());
    assert_eq!(stdout(&out).trim(), r#"{"moves":null}"#);
    let out = solve(&fixture("unsolvable.toml"), false);
    assert_contains(&stdout(&out), "No solution");
}

#[test]
fn malformed_files_exit_2_naming_the_field() {
    let dir = tempfile::tempdir().unwrap();
    let good = std::fs::read_to_string(fixture("example.toml")).unwrap();
    let cases = [
        (
            "bad_square",
            good.replace("at = \"f5\"", "at = \"f9\""),
            "robots[1].at",
        ),
        (
            "bad_colour",
            good.replace("top = \"red\"", "top = \"pink\""),
            "towers[0].top",
        ),
        (
            "missing_goal",
            good.replace("goal = {", "#goal = {"),
            "missing field `goal`",
        ),
        (
            "unknown_field",
            good.replace("color = \"red\"", "colour = \"red\""),
            "colour",
        ),
        (
            "other_game",
            good.replace("\"ricochet\"", "\"rambots\""),
            "game:",
        ),
        (
            "shared_square",
            good.replace("\"h5\"", "\"f5\""),
            "robots[2].at",
        ),
        (
            "absent_goal_robot",
            good.replace("robot = \"red\"", "robot = \"blue\""),
            "goal.robot",
        ),
        ("not_toml", "game = ricochet [".to_string(), "line 1"),
    ];
    for (name, text, field) in cases {
        let path = dir.path().join(format!("{name}.toml"));
        std::fs::write(&path, text).unwrap();
        for json in [false, true] {
            let out = solve(&path, json);
            assert_eq!(out.status.code(), Some(2), "{name}");
            let err = stderr(&out);
            assert!(err.starts_with("robomod: position file "), "{name}: {err}");
            assert!(err.contains(field), "{name}: {err}");
            assert!(stdout(&out).is_empty());
        }
    }
    let out = solve(&dir.path().join("absent.toml"), false);
    assert_eq!(out.status.code(), Some(2));
    assert_contains(&stderr(&out), "cannot read the position file");
}

/// `robomod ricochet solve`, the name `solve` had, still answers as `solve` does.
#[test]
fn the_former_name_of_solve_still_works() {
    let path = fixture("seed.toml");
    let former = robomod(&["ricochet", "solve", path.to_str().unwrap(), "--json"]);
    assert!(former.status.success(), "{}", stderr(&former));
    assert_eq!(stdout(&former), stdout(&solve(&path, true)));
}

/// `sim --new ricochet` writes a fresh position that `solve` and `sim` read;
/// `sim --json` on a file prints what `solve --json` prints.
#[test]
fn sim_new_ricochet_writes_a_position_that_solves() {
    let o = robomod(&[
        "sim",
        "--new",
        "ricochet",
        "--seed",
        "3",
        "--set",
        "colours=4",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fresh.toml");
    std::fs::write(&path, stdout(&o)).unwrap();
    let solved = solve(&path, true);
    assert!(solved.status.success(), "{}", stderr(&solved));
    let sim = robomod(&["sim", path.to_str().unwrap(), "--json"]);
    assert_eq!(stdout(&sim), stdout(&solved));
    assert_eq!(stdout(&o).matches("color = ").count(), 4);
}
