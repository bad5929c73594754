//! `robomod demo` as the real binary: a whole game ends with a winner, in seconds, every player
//! mail handled and every mail robomod sent on disk.

use crate::support::assert_contains;
use crate::support::cli::success;
use crate::support::site::eml_files;
use std::time::{Duration, Instant};

/// The final report of the demo in `demo`, once every player's mail there was read.
fn final_report(demo: &std::path::Path) -> String {
    let unread = std::fs::read_dir(demo.join("data/maildir/new"))
        .unwrap()
        .count();
    assert_eq!(unread, 0, "every player's mail is read");
    std::fs::read_to_string(demo.join("final-report.eml")).unwrap()
}

#[test]
fn the_demo_plays_a_whole_game_by_mail() {
    let dir = tempfile::tempdir().unwrap();
    let demo = dir.path().join("demo");
    let start = Instant::now();
    let out = crate::support::cli::command()
        .args(["demo", "--seed", "3", "--dir", demo.to_str().unwrap()])
        .env_remove("ROBOMOD_CLOCK_FILE")
        .output()
        .unwrap();
    let stdout = success(&out);
    assert!(
        start.elapsed() < Duration::from_secs(20),
        "{:?}",
        start.elapsed()
    );
    assert_contains(&stdout, " wins");
    assert_contains(&stdout, "is finished");
    let report = final_report(&demo);
    assert_contains(&report, "GAME OVER: ");
    assert_contains(&report, "Auto-Submitted: auto-generated");
    let data = demo.join("data");
    let player_mails = std::fs::read_dir(data.join("maildir/cur")).unwrap().count();
    let sent = eml_files(&data.join("outgoing"));
    // Per round: a reply to each of the four mails and a report to each player.
    assert!(
        player_mails >= 8 && sent.len() >= 4 + 2 * player_mails,
        "{player_mails} {}",
        sent.len()
    );

    // The same seed plays the same game; a folder that is not a demo's is left alone.
    let again = crate::support::cli::command()
        .args(["demo", "--seed", "3", "--dir", demo.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&again.stdout), stdout);
    let other = dir.path().join("mine");
    std::fs::create_dir(&other).unwrap();
    std::fs::write(other.join("notes.txt"), "keep").unwrap();
    let refused = crate::support::cli::command()
        .args(["demo", "--dir", other.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(other.join("notes.txt").exists());
}

#[test]
fn the_race_demo_races_four_computer_players_by_mail() {
    let dir = tempfile::tempdir().unwrap();
    let demo = dir.path().join("race");
    let run = || {
        crate::support::cli::command()
            .args([
                "demo",
                "--kind",
                "race",
                "--set",
                "board=race",
                "--seed",
                "2",
                "--dir",
                demo.to_str().unwrap(),
            ])
            .env_remove("ROBOMOD_CLOCK_FILE")
            .output()
            .unwrap()
    };
    let out = run();
    let stdout = success(&out);
    assert_contains(&stdout, "race (board=race)");
    assert_contains(&stdout, "is finished");
    let report = final_report(&demo);
    assert_contains(&report, "Final standings");
    assert_contains(&report, "Pick order for the next race");
    let data = demo.join("data");
    // Every mail robomod answered was a confirmation, never an error: the computer players'
    // programs are legal.
    for path in eml_files(&data.join("outgoing")) {
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!text.contains("Not accepted"), "{}", path.display());
    }
    assert_eq!(
        String::from_utf8_lossy(&run().stdout),
        stdout,
        "same seed, same race"
    );
}

/// The demo plays any game of the registry that has a computer player, by its kind alone: a
/// game it was never written for (Ricochet Pyramids) is played to its end; a kind with no
/// game is refused, naming those it can play.
#[test]
fn the_demo_plays_any_game_with_a_computer_player() {
    let dir = tempfile::tempdir().unwrap();
    let demo = dir.path().join("ricochet");
    let out = crate::support::cli::command()
        .args([
            "demo",
            "--kind",
            "ricochet",
            "--dir",
            demo.to_str().unwrap(),
        ])
        .env_remove("ROBOMOD_CLOCK_FILE")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert_contains(&stdout, "is finished");
    assert!(demo.join("final-report.eml").exists());
    let refused = crate::support::cli::command()
        .args([
            "demo",
            "--kind",
            "chess",
            "--dir",
            dir.path().join("x").to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    let err = String::from_utf8_lossy(&refused.stderr);
    assert_contains(&err, "rambots, ricochet, race");
}
