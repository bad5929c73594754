//! One damaged game through the real binary: `serve --once` holds it and exits 1 with the count,
//! and `game list`, `archive --all` and `replay --all` each report it on its own line, do every
//! other game, and exit 1 at the end.

use crate::support::assert_contains;
use crate::support::cli::new_rambots;
use std::path::Path;
use std::process::Output;

fn robomod(dir: &Path, args: &[&str]) -> Output {
    crate::support::cli::command_in(dir)
        .args(args)
        .env("ROBOMOD_CLOCK_FILE", dir.join("clock"))
        .output()
        .unwrap()
}

use crate::support::cli::text;

fn new_game(dir: &Path) {
    let o = robomod(dir, &new_rambots(&["--schedule", "48h", "--seed", "5"]));
    assert!(o.status.success(), "{}", text(&o));
}

#[test]
fn one_damaged_game_is_held_and_reported_while_every_other_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("clock"), "2026-03-02T12:00:00Z").unwrap();
    new_game(d);
    new_game(d);
    // Game 1's row is damaged beyond reading (settings that are not JSON).
    let db = rusqlite::Connection::open(d.join("robomod-data/robomod.sqlite")).unwrap();
    db.execute("UPDATE games SET settings = 'damaged' WHERE id = 1", [])
        .unwrap();
    drop(db);

    std::fs::write(d.join("clock"), "2026-03-05T12:00:00Z").unwrap();
    let o = robomod(d, &["serve", "--once"]);
    let out = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert_contains(&out, "1 round(s) run");
    assert_contains(&out, "1 game(s) held");
    assert_contains(&out, "game(s) held: 1");
    // The next pass has nothing new to say about it: the game is held, not retried.
    let o = robomod(d, &["serve", "--once"]);
    assert!(o.status.success(), "{}", text(&o));

    let o = robomod(d, &["game", "list"]);
    let out = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert_contains(&out, "   1  cannot be read");
    assert_contains(&out, "   2  rambots");

    let o = robomod(d, &["archive", "--all", "--out", "site"]);
    let out = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert_contains(&out, "game 1: not written");
    assert!(d.join("site/game-2/index.html").is_file(), "{out}");
    assert!(!d.join("site/game-1").exists(), "{out}");

    let o = robomod(d, &["replay", "--all"]);
    let out = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert_contains(&out, "game 1: cannot be replayed");
    assert_contains(&out, "game 2: 1 round(s)");
}
