//! `db backup` (SQLite's online backup API) while another connection writes, `db restore`
//! into a fresh folder that `replay --all` accepts, and the copy `store::open` keeps before it
//! migrates an older database.

use super::*;
use crate::support::assert_contains;
use crate::support::one;
use crate::support::site::Site;
use robomod::clock::TestClock;
use robomod::store;
use std::sync::Arc;

fn robomod_cmd(args: &[&str]) -> Output {
    crate::support::cli::command()
        .args(args)
        .env_remove("ROBOMOD_CONFIG")
        .env_remove("ROBOMOD_DB")
        .env_remove("ROBOMOD_CLOCK_FILE")
        .output()
        .unwrap()
}

fn ok(args: &[&str]) -> String {
    let out = robomod_cmd(args);
    assert!(
        out.status.success(),
        "{args:?}: {}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    text(&out.stdout)
}

fn audit_rows(db: &Path) -> i64 {
    let c = rusqlite::Connection::open(db).unwrap();
    one(&c, "SELECT count(*) FROM audit", [])
}

#[test]
fn a_backup_taken_while_robomod_writes_is_consistent_checked_and_restores() {
    let site = Site::new();
    let clock = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
    site.new_game(clock, &["Ann", "Bob"]);
    let db = site.config.database_path();
    let db_s = db.to_str().unwrap();
    let committed = audit_rows(&db);

    // A writer in the middle of a transaction, as the daemon is in the middle of a batch.
    let writer = store::open(&db).unwrap();
    writer.execute_batch("BEGIN IMMEDIATE").unwrap();
    for _ in 0..50 {
        writer
            .execute(
                "INSERT INTO audit (at, actor, action, detail) VALUES (0, 'admin', 'x', '{}')",
                [],
            )
            .unwrap();
    }
    let backup = site.dir.path().join("backups/robomod-1.sqlite");
    std::fs::create_dir_all(backup.parent().unwrap()).unwrap();
    let b = backup.to_str().unwrap();
    let out = ok(&["db", "backup", b, "--db", db_s]);
    assert_contains(&out, "checked: ok");
    writer.execute_batch("COMMIT").unwrap();

    // The copy holds what was committed when it was taken, not the writer's open work; it is
    // one file (no -wal to carry), and passes db check.
    assert_eq!(audit_rows(&backup), committed);
    assert_eq!(audit_rows(&db), committed + 50);
    assert_eq!(
        files(backup.parent().unwrap()),
        vec![backup.clone()],
        "a partial file or a -wal left beside the backup"
    );
    assert!(ok(&["db", "check", "--db", b]).contains(": ok"));
    // Checking it leaves nothing beside it (issue 40: -wal, -shm and .schema-*.backup files
    // piled up in the backup folder, one set per check).
    assert_eq!(files(backup.parent().unwrap()), vec![backup.clone()]);

    // An existing backup is not replaced by mistake.
    let again = robomod_cmd(&["db", "backup", b, "--db", db_s]);
    assert_eq!(again.status.code(), Some(2), "{}", text(&again.stderr));
    assert_contains(&text(&again.stderr), "--force");
    ok(&["db", "backup", b, "--db", db_s, "--force"]);
    assert_eq!(audit_rows(&backup), committed + 50);

    // Restored into a fresh folder: the games are there and replay reproduces them.
    let fresh = site.dir.path().join("fresh/robomod.sqlite");
    let f = fresh.to_str().unwrap();
    let out = ok(&["db", "restore", b, "--db", f]);
    assert_contains(&out, "checked: ok");
    assert!(ok(&["game", "list", "--db", f]).contains("rambots"));
    assert!(ok(&["replay", "--all", "--db", f]).contains("reproduced"));
    // An existing database is replaced only when asked.
    let refused = robomod_cmd(&["db", "restore", b, "--db", f]);
    assert_eq!(refused.status.code(), Some(2));
    assert_contains(&text(&refused.stderr), "stop the daemon");
}

#[test]
fn a_backup_that_cannot_be_written_says_where_and_leaves_nothing() {
    let site = Site::new();
    site.new_game(
        Arc::new(TestClock::at_str("2026-03-02T12:00:00Z")),
        &["Ann", "Bob"],
    );
    let db = site.config.database_path();
    let to = site.dir.path().join("no-such-folder/b.sqlite");
    let out = robomod_cmd(&[
        "db",
        "backup",
        to.to_str().unwrap(),
        "--db",
        db.to_str().unwrap(),
    ]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("no-such-folder") && err.contains("choose a folder"),
        "{err}"
    );
    assert!(!to.parent().unwrap().exists());
    let missing = robomod_cmd(&[
        "db",
        "backup",
        "b.sqlite",
        "--db",
        "/nonexistent/robomod.sqlite",
    ]);
    assert_contains(&text(&missing.stderr), "no database at");
}

#[test]
fn an_older_database_is_copied_beside_itself_before_it_is_migrated() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("robomod.sqlite");
    {
        let mut c = rusqlite::Connection::open(&db).unwrap();
        c.pragma_update(None, "journal_mode", "WAL").unwrap();
        store::migrations().to_version(&mut c, 8).unwrap();
        c.execute(
            "INSERT INTO audit (at, actor, action, detail) VALUES (1, 'admin', 'old', '{}')",
            [],
        )
        .unwrap();
    }
    let out = ok(&["db", "migrate", "--db", db.to_str().unwrap()]);
    assert!(out.contains(&format!(
        "migrated schema version 8 -> {}",
        store::latest_version()
    )));
    let kept = store::backup::kept_before_migrating(&db, 8).expect("a copy kept");
    assert!(
        out.contains(&format!(
            "the database before the migration: {}",
            kept.display()
        )),
        "{out}"
    );
    let copy = rusqlite::Connection::open(&kept).unwrap();
    let (version, rows): (i64, i64) = (
        one(&copy, "PRAGMA user_version", []),
        copy.query_row("SELECT count(*) FROM audit WHERE action = 'old'", [], |r| {
            r.get(0)
        })
        .unwrap(),
    );
    assert_eq!((version, rows), (8, 1));
    // Up to date: opened again, nothing more is copied.
    drop(store::open(&db).unwrap());
    let copies = files(dir.path())
        .into_iter()
        .filter(|p| p.to_string_lossy().ends_with(".backup"))
        .count();
    assert_eq!(copies, 1);
    // A new database is not "older": nothing copied.
    let new = dir.path().join("new/robomod.sqlite");
    drop(store::open(&new).unwrap());
    assert_eq!(
        files(new.parent().unwrap())
            .iter()
            .filter(|p| p.to_string_lossy().ends_with(".backup"))
            .count(),
        0
    );
}

/// Issue 40: `db check` of a backup an older robomod wrote only looks: the file keeps its
/// schema and its bytes (the older robomod can still restore it), nothing is written beside it,
/// and the check says the schema is older and what brings it up to date.
#[test]
fn db_check_leaves_an_older_backup_as_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("backup.sqlite");
    {
        let mut c = rusqlite::Connection::open(&db).unwrap();
        store::migrations().to_version(&mut c, 15).unwrap();
    }
    let bytes = std::fs::read(&db).unwrap();
    let out = ok(&["db", "check", "--db", db.to_str().unwrap()]);
    assert_contains(&out, "ok, schema version 15 (left as it is");
    assert_contains(&out, "db migrate");
    assert_eq!(std::fs::read(&db).unwrap(), bytes, "the backup was changed");
    assert_eq!(files(dir.path()), vec![db.clone()], "files made beside it");
}

/// Another program's SQLite file at robomod's path is refused as before, and not copied.
#[test]
fn another_programs_database_is_not_copied_before_it_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("robomod.sqlite");
    {
        let c = rusqlite::Connection::open(&db).unwrap();
        c.execute_batch("CREATE TABLE notes (x TEXT); PRAGMA user_version = 3;")
            .unwrap();
    }
    assert!(store::open(&db).is_err(), "a foreign database was migrated");
    assert!(store::backup::kept_before_migrating(&db, 3).is_none());
}
