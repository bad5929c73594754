//! The race's position files and courses through the registry: a file runs, its JSON reads
//! back as a file, a board file it names is read by name, a fresh race reads back.

use crate::games::capability::PositionText;
use crate::games::capability::files::{courses, position_files_for};
use crate::games::registry::Registry;
use crate::lang::Say;

const EXAMPLE: &str = include_str!("../../../../tests/race/positions/seed-example.toml");
const BELTS: &str = include_str!("../../../../tests/race/positions/belts.toml");

#[test]
fn a_file_runs_through_the_registry_and_its_json_runs_again() {
    let (game, files) = position_files_for(Registry::builtin(), BELTS).unwrap();
    assert_eq!(game.kind(), "race");
    let file = PositionText::new(BELTS);
    assert!(
        files
            .report(file, Say::english())
            .unwrap()
            .contains("Register 1")
    );
    let json: serde_json::Value = serde_json::from_str(&files.json(file).unwrap()).unwrap();
    assert_eq!(json["position"]["game"], "race");
    let again = toml::to_string(&json["position"]).unwrap();
    let filled = PositionText {
        fill: true,
        ..PositionText::new(&again)
    };
    assert!(files.report(filled, Say::english()).is_ok());
    let err = files
        .report(PositionText::new(&again), Say::english())
        .unwrap_err();
    assert!(err.contains("a what-if does not guess"), "{err}");
    assert!(files.played_back(PositionText::new(EXAMPLE)).unwrap());
    assert!(
        files
            .picture(file, "t", Say::english())
            .unwrap()
            .starts_with("<svg ")
    );
}

#[test]
fn a_board_file_the_position_names_is_read_by_its_name() {
    let (_, files) = position_files_for(Registry::builtin(), EXAMPLE).unwrap();
    let (board, rest) = EXAMPLE.split_once("board_text = \"\"\"\n").unwrap();
    let (text, rest) = rest.split_once("\"\"\"\n").unwrap();
    let named = format!("{board}board = \"mine.txt\"\n{rest}");
    let read = |name: &str| match name {
        "mine.txt" => Ok(text.to_string()),
        other => Err(format!("no {other}")),
    };
    let file = PositionText {
        read: &read,
        ..PositionText::new(&named)
    };
    assert_eq!(
        files.report(file, Say::english()),
        files.report(PositionText::new(EXAMPLE), Say::english())
    );
    let err = files
        .report(PositionText::new(&named), Say::english())
        .unwrap_err();
    assert!(
        err.contains("board: \"mine.txt\" is not a shipped board"),
        "{err}"
    );
}

#[test]
fn a_fresh_race_on_a_board_setting_reads_back() {
    let (_, files) = position_files_for(Registry::builtin(), EXAMPLE).unwrap();
    let (_, race) = courses(Registry::builtin())[0];
    let gauntlet = race.settings("gauntlet", None);
    let fresh = files.fresh(&gauntlet, Some(3), 7).unwrap();
    assert!(fresh.starts_with("# robomod sim --new race --board gauntlet --players 3 --seed 7"));
    assert_eq!(fresh.matches("\n[[robots]]").count(), 3);
    let filled = fresh.replace("program = \"\"", "program = \"F2 L F R U\"");
    assert!(
        files
            .report(PositionText::new(&filled), Say::english())
            .is_ok()
    );
    let err = files.fresh(&Default::default(), Some(9), 7).unwrap_err();
    assert!(err.contains("2 to 8 players"), "{err}");
}

#[test]
fn courses_show_shipped_boards_and_locate_a_file_s_errors() {
    let all = courses(Registry::builtin());
    assert_eq!(
        all.iter().map(|(g, _)| g.kind()).collect::<Vec<_>>(),
        ["race"]
    );
    let race = all[0].1;
    for name in race.names() {
        let c = race.shipped(name, Say::english()).unwrap();
        assert_eq!(&c.name, name);
        assert!(c.summary.contains(" flags, "), "{}", c.summary);
    }
    assert!(race.shipped("nowhere", Say::english()).is_none());
    let mine = race
        .file("mine", "2  .  F1\n1  S1 >>\n", Say::english())
        .unwrap();
    assert_eq!(
        (mine.name.as_str(), mine.summary.as_str()),
        ("mine", "2x2, 1 flag, 1 start square")
    );
    let err = race
        .file("bad", "2  .  F3 zz\n1  S1 .  .\n", Say::english())
        .unwrap_err();
    let err = crate::games::capability::files::problems_text(&err);
    assert!(
        err.contains("line 1, column 10: \"zz\" is not a square"),
        "{err}"
    );
    let settings = race.settings("mine", Some("text"));
    assert_eq!(
        serde_json::Value::Object(settings),
        serde_json::json!({"board": "mine", "board_text": "text"})
    );
}
