//! Issue 27: what robomod takes as its own. Another program's SQLite file is refused untouched
//! by every command that opens a database (`db check`, `game new`, `serve --once`), while a new
//! file and a robomod database from before the `application_id` stamp are taken (the latter
//! stamped once). Seats: robomod's own address, its plus-address, the computer players' domain,
//! two seats with one address (in any case), and `player replace` with another seat's address
//! are each refused with what to do.

use crate::support::assert_contains;
use crate::support::cli::new_rambots;
use crate::support::one;
use std::path::Path;
use std::process::Output;

use crate::support::cli::robomod_in as robomod;
use crate::support::cli::stderr as err;

/// The files in `dir`, sorted, with their bytes.
fn snapshot(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read(&p).unwrap(),
            )
        })
        .collect();
    v.sort();
    v
}

#[test]
fn another_programs_database_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir(&data).unwrap();
    let other = data.join("robomod.sqlite");
    {
        let c = rusqlite::Connection::open(&other).unwrap();
        c.execute_batch(
            "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT);
             INSERT INTO customers (name) VALUES ('Zed');",
        )
        .unwrap();
    }
    std::fs::write(
        dir.path().join("robomod.toml"),
        "data_dir = \"data\"\nlog_level = \"warn\"\n",
    )
    .unwrap();
    let before = snapshot(&data);
    let db = other.to_str().unwrap();
    for args in [
        &["db", "check", "--db", db][..],
        &["db", "migrate", "--db", db],
        &new_rambots(&["--db", db]),
        &["game", "list", "--db", db],
        &["serve", "--once"],
    ] {
        let o = robomod(dir.path(), args);
        let e = err(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {e}");
        assert!(
            e.contains(&format!("{} is not robomod's database", other.display()))
                || e.contains("data/robomod.sqlite is not robomod's database"),
            "{args:?}: {e}"
        );
        assert!(
            e.contains("another program's tables (customers)"),
            "{args:?}: {e}"
        );
        assert!(
            !String::from_utf8_lossy(&o.stdout).contains("ok"),
            "{args:?}"
        );
        let now: Vec<_> = snapshot(&data)
            .into_iter()
            .filter(|(n, _)| !n.ends_with(".lock"))
            .collect();
        assert_eq!(now, before, "{args:?} changed the folder");
    }
    // One stamped by another program (an application_id of its own), with no tables yet.
    let stamped = data.join("stamped.sqlite");
    rusqlite::Connection::open(&stamped)
        .unwrap()
        .pragma_update(None, "application_id", 42)
        .unwrap();
    let o = robomod(
        dir.path(),
        &["db", "check", "--db", stamped.to_str().unwrap()],
    );
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert_contains(&err(&o), "application_id is 42");
}

#[test]
fn a_new_file_is_stamped_and_an_old_robomod_database_is_recognised_and_stamped() {
    let dir = tempfile::tempdir().unwrap();
    let id = |p: &Path| -> i32 {
        one(
            &rusqlite::Connection::open(p).unwrap(),
            "PRAGMA application_id",
            [],
        )
    };
    let new = dir.path().join("new.sqlite");
    let o = robomod(
        dir.path(),
        &["db", "migrate", "--db", new.to_str().unwrap()],
    );
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(id(&new), robomod::store::claim::APPLICATION_ID);

    // A robomod database from before the stamp (schema 9, application_id 0).
    let old = dir.path().join("old.sqlite");
    {
        let mut c = rusqlite::Connection::open(&old).unwrap();
        robomod::store::migrations().to_version(&mut c, 9).unwrap();
    }
    assert_eq!(id(&old), 0);
    let o = robomod(dir.path(), &["game", "list", "--db", old.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "an old schema: migrate first");
    assert_contains(&err(&o), "robomod db migrate");
    // `db check` only looks (issue 40): the old database is recognised and left unstamped.
    let o = robomod(dir.path(), &["db", "check", "--db", old.to_str().unwrap()]);
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(id(&old), 0);
    let o = robomod(
        dir.path(),
        &["db", "migrate", "--db", old.to_str().unwrap()],
    );
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(id(&old), robomod::store::claim::APPLICATION_ID);
}

fn game_new(dir: &Path, players: &[&str]) -> Output {
    let mut args = vec!["game", "new", "--kind", "rambots", "--db", "g.sqlite"];
    for p in players {
        args.extend(["--player", p]);
    }
    robomod(dir, &args)
}

#[test]
fn seats_that_cannot_work_are_refused_with_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("robomod.toml"),
        "[identity]\naddress = \"robomod@example.test\"\n",
    )
    .unwrap();
    for (players, expect) in [
        (
            ["Ann=ann@example.org", "Bob=robomod@example.test"],
            "robomod@example.test is robomod's own address",
        ),
        (
            ["Ann=ann@example.org", "Bob=RoboMod+g1.abc@Example.test"],
            "robomod+g1.abc@example.test is robomod's own address",
        ),
        (
            ["Ann=ann@example.org", "Bob=bob@bots.robomod.invalid"],
            "write bot:Bob for a computer player",
        ),
        (
            ["Ann=ann@example.org", "Bob=ANN@example.org"],
            "Ann and Bob have the same address ann@example.org",
        ),
        // Issue 40: addresses robomod's mail could not reach, refused before a welcome.
        (
            ["Ann=ann@example.org", "Bob=x@example.org."],
            "x@example.org. cannot be written to: it ends its domain with a dot",
        ),
        (
            ["Ann=ann@example.org", "Bob=x..y@example.org"],
            "two dots in a row",
        ),
    ] {
        let o = game_new(dir.path(), &players);
        assert_eq!(o.status.code(), Some(2), "{players:?}: {}", err(&o));
        assert!(err(&o).contains(expect), "{players:?}: {}", err(&o));
    }
    // A computer player keeps its own address in the bots' domain; no game was made before.
    let o = game_new(dir.path(), &["Ann=ann@example.org", "bot:Robo"]);
    assert!(o.status.success(), "{}", err(&o));
    let made = String::from_utf8_lossy(&o.stdout);
    assert_contains(&made, "created game 1:");
    let o = game_new(dir.path(), &["Ann=ann@example.org", "Bob=bob@example.org"]);
    assert!(o.status.success(), "{}", err(&o));
    // Game 2: Bob's seat cannot go to Ann's address, in any case.
    let replace_bob = |address: &str| {
        robomod(
            dir.path(),
            &["player", "replace", "2", "1", address, "--db", "g.sqlite"],
        )
    };
    let o = replace_bob("Ann@Example.ORG");
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert_contains(&err(&o), "ann@example.org already plays");
    let o = replace_bob("robomod@example.test");
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert_contains(&err(&o), "robomod's own address");
    let o = replace_bob("cat@example.org");
    assert!(o.status.success(), "{}", err(&o));
}
