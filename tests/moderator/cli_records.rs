//! The admin CLI on a game's records, run as the real binary on a temp database: replay and
//! export (and a tampered database found out), absences, the schedule and rollback, the
//! archive website.

use super::common::*;
use crate::support::assert_contains;

#[test]
fn replay_and_export_and_a_tampered_database() {
    let cli = Cli::new();
    cli.new_game();
    cli.ok(&["submit", "1", "red", "GOALS 1Y 3R 2G 1B"]);
    cli.ok(&["submit", "1", "blue", "GOALS 3Y 1R 1G 2B"]);
    cli.ok(&["submit", "1", "red", "1GN 3BU"]);
    cli.ok(&["game", "run-now", "1"]);
    let s = cli.ok(&["replay", "1"]);
    assert_eq!(s, "game 1: 2 round(s) and 4 mail(s) reproduced\n");
    assert!(cli.ok(&["replay", "--all"]).contains("reproduced"));
    let e = cli.fails(2, &["replay"]);
    assert_contains(&e, "name the games to replay");
    let export: serde_json::Value = serde_json::from_str(&cli.ok(&["export", "1"])).unwrap();
    assert_eq!(export["rounds"].as_array().unwrap().len(), 2);
    assert_eq!(export["submissions"][2]["source"], "moderator");
    assert_eq!(export["submissions"][2]["canonical"], "1GN 3BU");
    // Issue 11: no player key leaves without --with-keys, neither in the players nor in a mail.
    let text = cli.ok(&["export", "1"]);
    let full: serde_json::Value =
        serde_json::from_str(&cli.ok(&["export", "1", "--with-keys"])).unwrap();
    let key = full["players"][0]["key"].as_str().unwrap().to_string();
    assert!(
        key.len() >= 5 && !text.contains(&key),
        "the key {key} leaked"
    );
    assert_eq!(export["players"][0]["key"], "********");
    assert!(
        export["mails"][0]["mail"]["subject"]
            .as_str()
            .unwrap()
            .contains("g1 ********]")
    );
    assert!(cli.ok(&["export", "1", "--with-keys"]).contains(&key));
    let e = cli.fails(2, &["export", "9"]);
    assert_contains(&e, "no game 9");

    let conn = rusqlite::Connection::open(&cli.db).unwrap();
    crate::support::tamper_round(&conn, 1, 2, |t| t[3] = t[3].replace("Red", "Rex"));
    drop(conn);
    let o = cli.run(&["replay", "1"]);
    assert_eq!(o.status.code(), Some(1));
    let s = out(&o);
    assert!(
        s.starts_with("game 1: MISMATCH in round 2: public report differs at line"),
        "{s}"
    );
    assert!(s.contains("stored:   \"") && s.contains("Rex"), "{s}");
    assert_contains(&err(&o), "1 of 1 game(s) do not replay as stored");
}

/// Issue 14 through the binary: an absence, lateness counts, a schedule change and a rollback
/// with its reason, then replay and export.
#[test]
fn absent_schedule_and_rollback() {
    let cli = Cli::new();
    cli.new_game();
    // The binary runs on the real clock: an absence from the day after tomorrow.
    let day = |n| (chrono::Utc::now().date_naive() + chrono::Duration::days(n)).to_string();
    let (first, last) = (day(2), day(4));
    let s = cli.ok(&["player", "absent", "1", "red", &first, &last]);
    assert!(
        s.starts_with(&format!(
            "recorded an absence of seat 0 (Red) in game 1: {first} to {last}"
        )),
        "{s}"
    );
    let show = cli.ok(&["game", "show", "1"]);
    assert!(
        show.contains(&format!("    away {first} to {last}\n")),
        "{show}"
    );
    let e = cli.fails(2, &["player", "absent", "1", "red", &day(3)]);
    assert_contains(&e, "it overlaps your absence");
    let s = cli.ok(&["player", "absent", "1", "red", "--cancel"]);
    assert_contains(&s, "Cancelled: your absence");
    let e = cli.fails(2, &["player", "absent", "1", "red"]);
    assert_contains(&e, "FIRST");

    let s = cli.ok(&["game", "schedule", "1", "48h"]);
    assert_eq!(
        s,
        "game 1: deadlines from the next round on are 48h after the previous round, never \
         sooner than 20h after the previous report\nqueued 2 mail(s)\n"
    );
    let e = cli.fails(2, &["game", "schedule", "1", "soon"]);
    assert_contains(&e, "bad schedule \"soon\"");

    cli.ok(&["game", "run-now", "1"]);
    cli.ok(&["game", "run-now", "1"]);
    let list = cli.ok(&["game", "list"]);
    assert!(
        list.contains(" MISSES ") && list.contains("  2,2    "),
        "{list}"
    );
    let show = cli.ok(&["game", "show", "1"]);
    assert_contains(&show, "    missed 2 round(s), 2 in a row\n");
    assert_contains(&show, "round 2, programming phase (round 3 in the record)");

    let e = cli.fails(2, &["game", "rollback", "1", "--to", "9"]);
    assert_contains(&e, "the rounds run are 1 (setup), 2 (round 1)");
    let s = cli.ok(&[
        "game",
        "rollback",
        "1",
        "--to",
        "round 1",
        "--reason",
        "the moderator ran the round a day early",
    ]);
    assert!(
        s.starts_with("rolled game 1 back to round 2 (round 1): 1 round(s) undone"),
        "{s}"
    );
    assert!(s.ends_with("queued 2 mail(s)\n"), "{s}");
    assert!(cli.ok(&["replay", "1"]).contains("reproduced"));
    let export: serde_json::Value = serde_json::from_str(&cli.ok(&["export", "1"])).unwrap();
    assert_eq!(
        export["rollbacks"][0]["reason"],
        "the moderator ran the round a day early"
    );
    let undone: Vec<&serde_json::Value> = export["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["undone"] == true)
        .collect();
    assert_eq!(undone.len(), 1);
    assert_eq!(undone[0]["number"], 2);
    assert!(export["absences"][0]["cancelled_at"].is_string());
}

/// Issue 12: `robomod archive` writes the website; its errors say what to do.
#[test]
fn archive_writes_the_website() {
    let cli = Cli::new();
    cli.new_game();
    cli.ok(&["game", "run-now", "1"]);
    let out = cli._dir.path().join("site");
    let out_s = out.to_str().unwrap();
    let s = cli.ok(&["archive", "1", "--out", out_s]);
    // Its 5 pages, and a composer page per game kind and language (3 x 2, issue 67).
    assert!(s.starts_with("wrote 1 game(s), 11 page(s) to "), "{s}");
    assert!(out.join("game-1/round-1.html").exists());
    assert!(
        cli.ok(&["archive", "--all", "--out", out_s])
            .starts_with("wrote 1 game(s)")
    );
    let e = cli.fails(2, &["archive", "--out", out_s]);
    assert_contains(&e, "name the games to write");
    let e = cli.fails(2, &["archive", "9", "--out", out_s]);
    assert_contains(&e, "no game 9");
}
