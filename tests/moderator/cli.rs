//! The admin CLI, run as the real binary on a temp database: creating, listing and showing
//! games, submitting for a player, pausing and resuming, replacing a player, previews and
//! announcements, open games; what each prints, and its error messages (exit 2 for bad input,
//! 1 for a failed check).

use super::common::*;
use crate::support::assert_contains;

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
