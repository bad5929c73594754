//! The admin CLI, run as the real binary on a temp database: every command, what it prints,
//! and its error messages (exit 2 for bad input, 1 for a failed check).

use crate::support::assert_contains;
use std::path::{Path, PathBuf};
use std::process::Output;

struct Cli {
    _dir: tempfile::TempDir,
    db: PathBuf,
}

impl Cli {
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("data").join("robomod.sqlite");
        Cli { _dir: dir, db }
    }

    fn run(&self, args: &[&str]) -> Output {
        crate::support::cli::command()
            .args(args)
            .arg("--db")
            .arg(&self.db)
            .env_remove("ROBOMOD_DB")
            .output()
            .unwrap()
    }

    /// Runs a command that must succeed; its standard output.
    fn ok(&self, args: &[&str]) -> String {
        let o = self.run(args);
        assert!(o.status.success(), "{args:?} failed: {}", err(&o));
        String::from_utf8(o.stdout).unwrap()
    }

    /// Runs a command that must fail with `code`; its standard error.
    fn fails(&self, code: i32, args: &[&str]) -> String {
        let o = self.run(args);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {}", out(&o));
        err(&o)
    }

    fn new_game(&self) -> String {
        self.ok(&[
            "game",
            "new",
            "--kind",
            "rambots",
            "--player",
            "Ann=ann@example.org",
            "--player",
            "Bob=Bob@Example.org",
            "--red-beam",
            "slide",
            "--schedule",
            "22:00 Europe/London",
            "--seed",
            "5",
        ])
    }
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn exists(p: &Path) -> bool {
    p.exists()
}

#[test]
fn db_migrate_creates_and_check_approves() {
    let cli = Cli::new();
    let missing = cli.fails(2, &["db", "check"]);
    assert!(
        missing.contains("no database at") && missing.contains("robomod db migrate"),
        "{missing}"
    );
    let latest = robomod::store::latest_version();
    assert!(
        cli.ok(&["db", "migrate"])
            .contains(&format!("migrated schema version 0 -> {latest}"))
    );
    assert!(exists(&cli.db));
    assert!(
        cli.ok(&["db", "migrate"])
            .contains(&format!("schema version {latest}, up to date"))
    );
    assert!(cli.ok(&["db", "check"]).ends_with(": ok\n"));
}

#[test]
fn game_new_list_show() {
    let cli = Cli::new();
    assert!(cli.ok(&["game", "list"]).contains("no games yet"));
    let created = cli.new_game();
    assert!(
        created.starts_with("created game 1: rambots, 2 players, every day at 22:00"),
        "{created}"
    );
    assert_contains(&created, "  seat 0 Red      Ann <ann@example.org>\n");
    assert_contains(&created, "  seat 1 Blue     Bob <bob@example.org>\n");
    assert_contains(&created, "setup closes");
    assert_contains(&created, "queued 2 welcome mail(s)");
    let list = cli.ok(&["game", "list"]);
    assert_contains(
        &list,
        "   1  rambots  active    setup     setup        0/2  ",
    );
    let show = cli.ok(&["game", "show", "1"]);
    assert!(
        show.starts_with("game 1 (rambots), active\nsetup (round 1 in the record)\n"),
        "{show}"
    );
    assert_contains(&show, "  0 Red      not yet  Ann <ann@example.org>");
    assert!(
        show.contains("BOARD") && show.contains("red beam: slide"),
        "{show}"
    );
    assert!(!show.contains("bounced"), "{show}");
    // Bob's mail bounced twice (counted by the mail layer): the moderator sees it.
    let c = robomod::store::open(&cli.db).unwrap();
    c.execute("UPDATE players SET bounces = 2 WHERE seat = 1", [])
        .unwrap();
    let show = cli.ok(&["game", "show", "1"]);
    assert!(
        show.contains(
            "  1 Blue     not yet  Bob <bob@example.org>\n    2 mail(s) to this player \
             bounced: check the address\n"
        ),
        "{show}"
    );
}

#[test]
fn game_new_refuses_bad_arguments() {
    let cli = Cli::new();
    let base = [
        "game",
        "new",
        "--player",
        "Ann=ann@example.org",
        "--player",
        "Bob=bob@example.org",
    ];
    fn with<'a>(base: &[&'a str], extra: &[&'a str]) -> Vec<&'a str> {
        [base, extra].concat()
    }
    let e = cli.fails(2, &with(&base, &["--kind", "chess"]));
    assert!(
        e.starts_with("robomod: unknown game kind \"chess\": robomod knows rambots"),
        "{e}"
    );
    let e = cli.fails(
        2,
        &with(&base, &["--kind", "rambots", "--red-beam", "purple"]),
    );
    assert!(
        e.starts_with("robomod: bad game settings: ") && e.contains("purple"),
        "{e}"
    );
    let e = cli.fails(
        2,
        &with(&base, &["--kind", "rambots", "--set", "colour=blue"]),
    );
    assert_contains(&e, "unknown field `colour`");
    // House rules are checked by what the game declares: range, type, the option named.
    let e = cli.fails(2, &with(&base, &["--kind", "race", "--set", "lives=12"]));
    assert_contains(&e, "LIVES 12: write a whole number from 1 to 9");
    let e = cli.fails(
        2,
        &with(&base, &["--kind", "race", "--set", "upgrades=maybe"]),
    );
    assert_contains(&e, "UPGRADES maybe: write UPGRADES ON or UPGRADES OFF");
    let e = cli.fails(
        2,
        &with(&base, &["--kind", "rambots", "--set", "red_beam=laser"]),
    );
    assert_contains(&e, "REDBEAM laser: write one of DAMAGE, SLIDE");
    let e = cli.fails(2, &with(&base, &["--kind", "rambots", "--set", "novalue"]));
    assert_contains(&e, "--set \"novalue\": write KEY=VALUE");
    let e = cli.fails(
        2,
        &with(&base, &["--kind", "rambots", "--schedule", "10pm"]),
    );
    assert_contains(&e, "bad schedule \"10pm\"");
    let e = cli.fails(2, &with(&base, &["--kind", "rambots", "--tz", "Mars/Base"]));
    assert_contains(&e, "unknown time zone \"Mars/Base\"");
    let e = cli.fails(
        2,
        &with(&base, &["--kind", "rambots", "--speedbots", "soon"]),
    );
    assert_contains(&e, "--speedbots: bad duration \"soon\"");
    let e = cli.fails(2, &["game", "new", "--kind", "rambots", "--player", "Ann"]);
    assert_contains(&e, "--player \"Ann\": write NAME=ADDRESS");
    let e = cli.fails(
        2,
        &["game", "new", "--kind", "rambots", "--player", "Ann=ann"],
    );
    assert_contains(&e, "bad mail address \"ann\"");
    let e = cli.fails(
        2,
        &[
            "game",
            "new",
            "--kind",
            "rambots",
            "--player",
            "Ann=a@b.org",
        ],
    );
    assert!(e.starts_with("robomod: ") && e.contains('1'), "{e}");
    assert!(cli.ok(&["game", "list"]).contains("no games yet"));
}

#[test]
fn submit_by_number_or_label_with_clear_errors() {
    let cli = Cli::new();
    cli.new_game();
    let s = cli.ok(&["submit", "1", "red", "GOALS 1y 3r 2g 1b"]);
    assert_eq!(s, "entered for Red in setup of game 1: 1Y 3R 2G 1B\n");
    let e = cli.fails(2, &["submit", "1", "1", "1Y 3R 2G"]);
    assert_contains(
        &e,
        "orders not accepted: \"1Y 3R 2G\": a goal stack is four pieces",
    );
    let e = cli.fails(2, &["submit", "1", "purple", "PASS"]);
    assert_eq!(
        e,
        "robomod: game 1 has no seat \"purple\": its seats are 0 (Red), 1 (Blue)\n"
    );
    let e = cli.fails(2, &["submit", "7", "red", "PASS"]);
    assert_contains(
        &e,
        "no game 7: `robomod game list` shows the games there are",
    );
    let s = cli.ok(&["submit", "1", "1", "3Y 1R 1G 2B"]);
    assert_contains(&s, "everyone is in: ran 1 round(s)");
    let show = cli.ok(&["game", "show", "1"]);
    assert_contains(&show, "round 1, programming phase");
    let s = cli.ok(&["submit", "1", "blue", "PASS"]);
    assert!(s.ends_with(": PASS\n"), "{s}");
}

#[test]
fn pause_resume_extend_run_now_abandon() {
    let cli = Cli::new();
    cli.new_game();
    assert_eq!(
        cli.ok(&["game", "pause", "1"]),
        "paused game 1\nqueued 2 mail(s)\n"
    );
    let e = cli.fails(2, &["game", "pause", "1"]);
    assert_eq!(
        e,
        "robomod: game 1 is paused: only an active game can be paused\n"
    );
    assert!(
        cli.ok(&["game", "resume", "1"])
            .starts_with("resumed game 1 (timers moved by")
    );
    let e = cli.fails(2, &["game", "extend", "1", "soon"]);
    assert_contains(&e, "bad duration \"soon\"");
    let s = cli.ok(&["game", "extend", "1", "24h"]);
    assert!(
        s.starts_with("extended setup of game 1 by 24h; it closes"),
        "{s}"
    );
    assert_eq!(
        cli.ok(&["game", "run-now", "1"]),
        "ran setup of game 1\nran 1 round(s)\nqueued 4 mail(s)\n",
        "two reports and two late notices"
    );
    assert!(
        cli.ok(&["game", "show", "1"])
            .contains("round 1, programming phase")
    );
    assert_eq!(
        cli.ok(&["game", "abandon", "1"]),
        "abandoned game 1 in round 1\nqueued 2 mail(s)\n"
    );
    let show = cli.ok(&["game", "show", "1"]);
    assert!(
        show.starts_with("game 1 (rambots), abandoned\nresult: abandoned\n"),
        "{show}"
    );
    assert_contains(&show, "  0 Red      -        Ann");
    let e = cli.fails(2, &["game", "run-now", "1"]);
    assert_contains(&e, "game 1 is abandoned");
    assert!(cli.ok(&["game", "list"]).contains("abandoned"));
    let e = cli.fails(2, &["game", "show", "x"]);
    assert_contains(&e, "invalid value 'x'");
}

#[test]
fn player_replace() {
    let cli = Cli::new();
    cli.new_game();
    let s = cli.ok(&[
        "player",
        "replace",
        "1",
        "blue",
        "cat@example.org",
        "--name",
        "Cat",
    ]);
    assert_eq!(
        s,
        "gave seat 1 (Blue) of game 1 to cat@example.org (was bob@example.org)\nqueued 3 mail(s)\n",
        "to Bob, to Cat, and to Ann who is told of Cat"
    );
    let e = cli.fails(2, &["player", "replace", "1", "blue", "not-an-address"]);
    assert_contains(&e, "bad mail address \"not-an-address\"");
    assert!(
        cli.ok(&["game", "show", "1"])
            .contains("Cat <cat@example.org>")
    );
}

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

#[test]
fn game_preview_and_announce_through_the_binary() {
    let cli = Cli::new();
    cli.new_game();
    let preview = cli.ok(&["game", "preview", "1"]);
    assert!(
        preview.starts_with("PREVIEW of game 1, setup, if it ran now"),
        "{preview}"
    );
    let out = cli.ok(&[
        "game",
        "announce",
        "1",
        "Deadlines move to 23:00 next week.",
    ]);
    assert_contains(&out, "announced to the players of game 1");
    assert_contains(&out, "queued 2 mail(s)");
    let err = cli.fails(2, &["game", "preview", "9"]);
    assert_contains(&err, "no game 9");
}

#[test]
fn absurd_durations_are_refused_not_panicked_on() {
    let cli = Cli::new();
    cli.new_game();
    let err = cli.fails(2, &["game", "extend", "1", "106751991166d"]);
    assert_contains(&err, "at most 366 days");
    let err = cli.fails(
        2,
        &[
            "game",
            "new",
            "--kind",
            "rambots",
            "--player",
            "A=a@example.org",
            "--player",
            "B=b@example.org",
            "--speedbots",
            "99999999999d",
        ],
    );
    assert_contains(&err, "at most 366 days");
    let err = cli.fails(
        2,
        &[
            "game",
            "new",
            "--kind",
            "rambots",
            "--player",
            "A=a@example.org",
            "--player",
            "B=b@example.org",
            "--schedule",
            "9999999999h",
        ],
    );
    assert_contains(&err, "at most 366 days");
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
    assert!(s.starts_with("wrote 1 game(s), 5 page(s) to "), "{s}");
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

/// `game open` (issue 29): a game players join by mail, checked as `game new` checks one;
/// `game list --open` shows it with who joined; numbers are shared with `game new`.
#[test]
fn game_open_and_list_open() {
    let cli = Cli::new();
    assert!(
        cli.ok(&["game", "list", "--open"])
            .contains("no games open to join")
    );
    let opened = cli.ok(&[
        "game",
        "open",
        "--kind",
        "race",
        "--board",
        "race",
        "--seats",
        "4",
        "--min-seats",
        "2",
        "--start",
        "2026-12-01T20:00:00Z",
        "--bots",
        "--schedule",
        "48h",
        "--description",
        "Newcomers welcome",
    ]);
    assert_eq!(
        opened,
        "opened game 1: race, 4 seats; players join by mail with JOIN 1\n"
    );
    let private = cli.ok(&[
        "game",
        "open",
        "--kind",
        "rambots",
        "--seats",
        "2",
        "--private",
        "owl",
    ]);
    assert!(
        private.contains(
            "opened game 2: rambots, 2 seats, private; players join by mail with JOIN 2 owl"
        ),
        "{private}"
    );
    // `game new` takes the next number: no lobby game's.
    assert!(cli.new_game().starts_with("created game 3:"));
    let list = cli.ok(&["game", "list", "--open"]);
    assert_contains(
        &list,
        "   1  race       0/4  0        moderator  when full, or Tue 01 Dec 2026 20:00 UTC with 2+ (bots fill)",
    );
    assert_contains(
        &list,
        "   2  rambots    0/2  0        moderator  when full (private)",
    );
    let bad = cli.fails(2, &["game", "open", "--kind", "rambots", "--seats", "9"]);
    assert_contains(&bad, "rambots with 9 players");
    let bad = cli.fails(2, &["game", "open", "--kind", "chess", "--seats", "2"]);
    assert_contains(&bad, "chess");
    // `game open` takes every setting `game new` takes, robomod's own among them.
    let pl = cli.ok(&[
        "game",
        "open",
        "--kind",
        "race",
        "--board",
        "training",
        "--seats",
        "2",
        "--set",
        "language=pl",
    ]);
    assert!(pl.starts_with("opened game 4:"), "{pl}");
    let bad = cli.fails(
        2,
        &[
            "game",
            "open",
            "--kind",
            "race",
            "--seats",
            "2",
            "--set",
            "language=xx",
        ],
    );
    assert_contains(&bad, "language=xx");
}
