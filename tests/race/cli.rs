//! `robomod sim` for the race and `robomod board` run as the real binary.

use crate::support::assert_contains;
use crate::support::cli::{robomod, sim_text, stderr, stdout};
use std::process::Output;

#[test]
fn sim_runs_a_race_round_and_prints_json() {
    let o = robomod(&["sim", "tests/race/positions/seed-example.toml"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_contains(&stdout(&o), "Register 1");
    let o = robomod(&["sim", "tests/race/positions/reentry.toml", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["position"]["game"], "race");
    assert!(v["events"].as_array().unwrap().len() > 10);
    let robots = v["position"]["robots"].as_array().unwrap();
    let first = robots.iter().find(|r| r["name"] == "First").unwrap();
    assert_eq!(first["destroyed_this_round"], true);
    assert_eq!(first["out"], false);
    let last = robots.iter().find(|r| r["name"] == "Last").unwrap();
    assert_eq!(last["out"], true);
    assert_eq!(
        v["priority"].as_array().unwrap().len(),
        3,
        "the out robot left the list"
    );
}

#[test]
fn sim_output_position_runs_again() {
    let o = robomod(&["sim", "tests/race/positions/belts.toml", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    // The position after a round holds no program for the next one: filled at random.
    let again = sim_text(&toml_of(&v["position"]), &["--fill-random"]);
    assert!(again.status.success(), "{}", stderr(&again));
}

/// The jam of issue "No game ever jams": a robot on its last life destroyed by damage is
/// written with 22 damage and out of the race; that position must read back and run again.
#[test]
fn a_last_life_lost_to_damage_reads_back_and_runs_again() {
    let text = "game = \"race\"\nboard = \"training\"\n\n[[robots]]\nname = \"Last\"\n\
                at = \"e5\"\nfacing = \"N\"\ndamage = 21\nlives = 1\n\
                last_program = \"L L L L L\"\n\n[[robots]]\nname = \"Other\"\n\
                at = \"a1\"\nfacing = \"N\"\nprogram = \"L L L L L\"\n";
    let o = sim_text(text, &["--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let last = &v["position"]["robots"][0];
    assert_eq!(
        (
            last["lives"].as_u64(),
            last["damage"].as_u64(),
            &last["out"]
        ),
        (Some(0), Some(22), &serde_json::json!(true)),
        "{last}"
    );
    assert_eq!(last["at"], serde_json::Value::Null, "out: at is null");
    let again = sim_text(&toml_of(&v["position"]), &["--fill-random"]);
    assert!(again.status.success(), "{}", stderr(&again));
}

/// A position from `sim --json` as a TOML position file (TOML has no null: absent fields).
fn toml_of(position: &serde_json::Value) -> String {
    fn strip(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(m) => {
                m.retain(|_, x| !x.is_null());
                m.values_mut().for_each(strip);
            }
            serde_json::Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut p = position.clone();
    strip(&mut p);
    toml::to_string(&p).unwrap()
}

/// A what-if does not guess: a robot whose program leaves unlocked registers empty is refused,
/// named, unless `--fill-random` says to fill them as a deadline would.
#[test]
fn a_short_program_is_refused_unless_fill_random_is_asked_for() {
    let text = "game = \"race\"\nboard = \"training\"\n\n[[robots]]\nname = \"Ann\"\n\
                at = \"a1\"\nfacing = \"N\"\nprogram = \"F L\"\n\n[[robots]]\n\
                name = \"Bob\"\nat = \"c1\"\nfacing = \"N\"\n";
    let o = sim_text(text, &[]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    let e = stderr(&o);
    assert_contains(&e, "robots[0] (Ann): program: 2 of 5");
    assert_contains(&e, "robots[1] (Bob): program: 0 of 5");
    assert_contains(&e, "--fill-random");
    let o = sim_text(text, &["--fill-random"]);
    assert!(o.status.success(), "{}", stderr(&o));
}

/// `--json` says what the report says: robots by name in the events, each register's table
/// (damage, move, notes) as fields, upgrade counters as fields, and it all reads back.
#[test]
fn sim_json_names_robots_and_gives_the_register_tables() {
    let o = robomod(&["sim", "tests/race/positions/beams.toml", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let events = v["events"].to_string();
    assert!(events.contains(r#""robot":"Press""#), "{events}");
    assert!(!events.contains(r#""robot":0"#), "{events}");
    let registers = v["registers"].as_array().unwrap();
    assert_eq!(registers.len(), 5);
    let row = &registers[0]["rows"][0];
    assert!(row["name"].is_string() && row["damage"].is_u64(), "{row}");
    assert!(row["move"].is_string() && row["notes"].is_array(), "{row}");
    let report = stdout(&robomod(&["sim", "tests/race/positions/beams.toml"]));
    for r in registers[0]["rows"].as_array().unwrap() {
        let line = format!("{:>3}  {}", r["damage"], r["name"].as_str().unwrap());
        assert!(report.contains(&line), "{line} not in\n{report}");
    }
    let again = sim_text(&toml_of(&v["position"]), &["--fill-random"]);
    assert!(again.status.success(), "{}", stderr(&again));
    // A counter is a field of its own, and that form reads back too.
    let text = "game = \"race\"\nboard = \"training\"\n\n[[robots]]\nname = \"Coat\"\n\
                at = \"a1\"\nfacing = \"N\"\nupgrades = [\"Ablative Coat (4 left)\"]\n\
                program = \"L R L R L\"\n";
    let o = sim_text(text, &["--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let coat = &v["position"]["robots"][0]["upgrades"][0];
    assert_eq!(coat["name"], "Ablative Coat", "{coat}");
    assert_eq!(coat["uses_left"], 4, "{coat}");
    let mut pos = v["position"].clone();
    pos["robots"][0]["program"] = "L R L R L".into();
    let again = sim_text(&toml_of(&pos), &["--json"]);
    let w: serde_json::Value = serde_json::from_str(&stdout(&again)).unwrap();
    assert_eq!(w["position"]["robots"][0]["upgrades"][0], *coat);
}

/// Start squares are for starting a race: a position file whose robots all stand somewhere
/// runs on a board without any (here a 3x3 board of belts).
#[test]
fn a_board_without_start_squares_runs_when_every_robot_stands_on_it() {
    let text = "game = \"race\"\nboard_text = \"\"\"\nname: belts\n3  >  >  F1\n\
                2  >  >  v\n1  >  >  v\n\"\"\"\n\n[[robots]]\nname = \"Ann\"\n\
                at = \"a1\"\nfacing = \"N\"\nprogram = \"L R L R L\"\n";
    let o = sim_text(text, &[]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn sim_new_race_prints_a_starting_position() {
    let o = robomod(&[
        "sim",
        "--new",
        "race",
        "--board",
        "race",
        "--players",
        "4",
        "--seed",
        "7",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(
        out,
        stdout(&robomod(&[
            "sim",
            "--new",
            "race",
            "--board",
            "race",
            "--players",
            "4",
            "--seed",
            "7"
        ]))
    );
    assert_eq!(out.matches("\n[[robots]]").count(), 4);
    assert!(out.contains("[[offers]]"), "the upgrade site gets an offer");
    let filled = out.replace("program = \"\"", "program = \"F2 L F R U\"");
    let run = sim_text(&filled, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let bad = robomod(&[
        "sim",
        "--new",
        "race",
        "--board",
        "training",
        "--players",
        "9",
    ]);
    assert_eq!(bad.status.code(), Some(2));
    assert_contains(&stderr(&bad), "2 to 8 players");
}

/// `--set board=NAME` is the game's own spelling of `--board NAME`; a board file is read by
/// either; `--board` for a game played on no course is refused.
#[test]
fn sim_new_race_takes_the_board_as_a_setting() {
    let old = stdout(&robomod(&[
        "sim", "--new", "race", "--board", "gauntlet", "--seed", "2",
    ]));
    let set = robomod(&[
        "sim",
        "--new",
        "race",
        "--set",
        "board=gauntlet",
        "--seed",
        "2",
    ]);
    assert!(set.status.success(), "{}", stderr(&set));
    assert_eq!(stdout(&set), old);
    assert!(old.starts_with("# robomod sim --new race --board gauntlet --players 4 --seed 2"));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mine.txt");
    std::fs::write(&file, "name: mine\n2  .  F1\n1  S1 S2\n").unwrap();
    let mine = robomod(&[
        "sim",
        "--new",
        "race",
        "--board",
        file.to_str().unwrap(),
        "--players",
        "2",
    ]);
    assert!(mine.status.success(), "{}", stderr(&mine));
    assert_contains(&stdout(&mine), "name: mine");
    let no = robomod(&["sim", "--new", "rambots", "--board", "training"]);
    assert_eq!(no.status.code(), Some(2));
    assert_contains(&stderr(&no), "games with courses: race");
    let o = robomod(&["board", "list", "--kind", "race"]);
    assert_eq!(stdout(&o), stdout(&robomod(&["board", "list"])));
    let o = robomod(&["board", "--kind", "rambots", "list"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn malformed_race_files_exit_2_naming_the_field() {
    let base = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/race/positions/seed-example.toml"),
    )
    .unwrap();
    let cases: &[(&str, &str, &str)] = &[
        ("at = \"b4\"", "at = \"z9\"", "\"z9\" is not a square"),
        (
            "at = \"b4\"",
            "at = \"h9\"",
            "robots[0].at: h9 is off the 4x4 board",
        ),
        (
            "program = \"F F0 F0 F0 F0\"",
            "program = \"F F7\"",
            "\"F7\" is not an instruction",
        ),
        (
            "program = \"F F0 F0 F0 F0\"",
            "program = \"F4\"",
            "F4 needs the upgrade Fourth Gear",
        ),
        ("facing = \"S\"", "facing = \"Q\"", "not a direction"),
        ("at = \"b3\"", "at = \"b4\"", "already holds another robot"),
        (
            "game = \"race\"",
            "game = \"race\"\nboard = \"nowhere\"",
            "board",
        ),
    ];
    for (from, to, want) in cases {
        assert!(base.contains(from), "{from}");
        let o = sim_text(&base.replacen(from, to, 1), &[]);
        assert_eq!(o.status.code(), Some(2), "{to}: {}", stderr(&o));
        assert!(stderr(&o).contains(want), "{to}: {}", stderr(&o));
    }
}

#[test]
fn board_show_prints_every_shipped_board_within_72_columns() {
    for name in robomod::games::race::boards::NAMES {
        let o = robomod(&["board", "show", name]);
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        let out = stdout(&o);
        assert!(out.lines().all(|l| l.chars().count() <= 72), "{name}");
        insta::assert_snapshot!(format!("board_show_{name}"), out);
    }
    let o = robomod(&["board", "list"]);
    assert_contains(&stdout(&o), "gauntlet");
}

#[test]
fn board_show_reads_a_file_and_reports_every_error() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("mine.txt");
    std::fs::write(&good, "name: mine\n2  .  F1\n1  S1 >>\n").unwrap();
    let o = robomod(&["board", "show", good.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_contains(&stdout(&o), "mine");
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "2  .  F3 zz\n1  S1 .  .\n").unwrap();
    let o = robomod(&["board", "show", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert_contains(&err, "line 1, column 10: \"zz\" is not a square");
    let o = robomod(&["board", "show", "nowhere"]);
    assert_eq!(o.status.code(), Some(2));
    assert_contains(&stderr(&o), "training, race, gauntlet, eight");
}

/// `robomod ARGS --db DB` in a temp folder (run from there, so the default config is used).
fn admin(dir: &std::path::Path, args: &[&str]) -> Output {
    crate::support::cli::command_in(dir)
        .args(args)
        .arg("--db")
        .arg(dir.join("robomod.sqlite"))
        .output()
        .unwrap()
}

#[test]
fn a_race_is_created_steered_and_shown_through_the_cli() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("mine.txt");
    std::fs::write(&board, "name: mine\n3  .  F1 .\n2  .  .  .\n1  S1 S2 S3\n").unwrap();
    let o = admin(
        dir.path(),
        &[
            "game",
            "new",
            "--kind",
            "race",
            "--board",
            board.to_str().unwrap(),
            "--player",
            "Ann=ann@example.org",
            "--player",
            "bot:Robo",
            "--seed",
            "4",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_contains(&out, "created game 1: race, 2 players");
    assert_contains(&out, "robo@bots.robomod.invalid");
    let o = admin(dir.path(), &["player", "compensate", "1", "Ann", "+2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_contains(&stdout(&o), "granted 2 to seat 0 (Ann) of game 1");
    // Its name before, kept for the operators used to it.
    let o = admin(dir.path(), &["player", "wildcard", "1", "Ann", "+1"]);
    assert_contains(&stdout(&o), "granted 1 to seat 0 (Ann) of game 1");
    let show = stdout(&admin(dir.path(), &["game", "show", "1"]));
    assert_contains(&show, "Robot race - round 1 on mine");
    // Robo, the computer, is in already; its orders came with the round.
    assert_contains(&show, "Robo");
    // Mistakes are named: a board file with an error, a wildcard count that is none, a game
    // that is not over.
    std::fs::write(&board, "1  S1 F1 zz\n").unwrap();
    let o = admin(
        dir.path(),
        &[
            "game",
            "new",
            "--kind",
            "race",
            "--board",
            board.to_str().unwrap(),
            "--player",
            "A=a@example.org",
            "--player",
            "B=b@example.org",
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    assert_contains(&stderr(&o), "line 1, column 10");
    let o = admin(dir.path(), &["player", "compensate", "1", "Ann", "+0"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let o = admin(dir.path(), &["game", "next", "1"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_contains(&stderr(&o), "is not finished");
    let o = admin(
        dir.path(),
        &[
            "game",
            "new",
            "--kind",
            "rambots",
            "--player",
            "A=a@example.org",
            "--player",
            "B=b@example.org",
        ],
    );
    assert!(o.status.success());
    let o = admin(dir.path(), &["player", "compensate", "2", "0"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_contains(
        &stderr(&o),
        "a rambots game has nothing to grant as compensation",
    );
}

/// `robomod board list` lists the courses sent by mail besides the shipped ones (owner, kind,
/// name, when), and `robomod board check` reads one again: its view, or its every error
/// located; a course nobody sent is refused with exit 2.
#[test]
fn board_list_and_check_show_the_courses_sent_by_mail() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("robomod.sqlite");
    let at = chrono::DateTime::from_timestamp(1_772_452_800, 0).unwrap();
    {
        let c = robomod::store::open(&db).unwrap();
        let good = "name: sprint\n3  F1 .  .\n2  .  .  .\n1  S1 .  S2\n";
        robomod::store::courses::put(&c, ("gm@example.org", "race", "sprint"), good, at).unwrap();
        // Kept before a stricter reading of courses, say: checked again, it no longer reads.
        let bad = "1  S1 Q  F1\n";
        robomod::store::courses::put(&c, ("ann@example.org", "race", "odd"), bad, at).unwrap();
    }
    let db = db.to_str().unwrap();
    let list = stdout(&robomod(&["board", "list", "--db", db]));
    insta::assert_snapshot!("board_list_with_courses_sent", list);
    let good = robomod(&["board", "check", "gm@example.org", "sprint", "--db", db]);
    assert_eq!(good.status.code(), Some(0), "{}", stderr(&good));
    assert!(stdout(&good).starts_with("sprint of gm@example.org (3x3, 1 flag, 2 start"));
    let bad = robomod(&["board", "check", "ann@example.org", "odd", "--db", db]);
    assert_eq!(bad.status.code(), Some(2));
    assert_contains(&stderr(&bad), "line 1, column 7: \"Q\" is not a square");
    let none = robomod(&["board", "check", "bob@example.org", "odd", "--db", db]);
    assert_eq!(none.status.code(), Some(2));
    assert_contains(&stderr(&none), "sent no race course called \"odd\"");
}
