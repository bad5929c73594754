//! robomod's memory: one SQLite database (WAL mode), its schema applied on open from
//! `migrations/*.sql`, and typed reads and writes, one file per table group:
//! [`games`] (games, players), [`rounds`] (rounds, submissions), [`mail`] (inbox, outbox),
//! [`failures`] (mails whose handling failed), [`audit`]; [`backup`]: consistent copies of the
//! database (backup, restore, the copy kept before a migration).
//!
//! The store sits on the games alone: it owns its errors ([`Error`]) and its row types and
//! imports nothing of the moderator, the mail layer or the config.
//!
//! The functions here take a `&Connection` (a transaction derefs to one) and never commit: the
//! moderator decides what belongs in one transaction, so a state change and the mails it causes
//! are committed together. Times are stored as whole seconds since the epoch.

pub mod absences;
pub mod audit;
pub mod backup;
pub mod claim;
pub mod error;
pub mod failures;
pub mod game_options;
pub mod games;
pub mod lobby;
pub mod mail;
pub mod pictures;
pub mod preferences;
pub mod press;
pub mod ratings;
pub mod rollback;
pub mod rounds;
pub mod stand_in;

pub use error::Error;

use chrono::{DateTime, Utc};
use rusqlite::Connection;
use rusqlite_migration::{M, Migrations};
use std::path::{Path, PathBuf};

/// The schema, in order. Add a line (never edit a shipped file) to change it.
const MIGRATIONS: &[M<'static>] = &[
    M::up(include_str!("../../migrations/0001_moderator.sql")),
    M::up(include_str!("../../migrations/0002_inbox_failures.sql")),
    M::up(include_str!(
        "../../migrations/0003_outbox_replies_index.sql"
    )),
    M::up(include_str!("../../migrations/0004_press.sql")),
    M::up(include_str!(
        "../../migrations/0005_absences_lateness_rollback.sql"
    )),
    M::up(include_str!("../../migrations/0006_pictures.sql")),
    M::up(include_str!("../../migrations/0007_outbox_kind_index.sql")),
    M::up(include_str!("../../migrations/0008_outbox_queue_index.sql")),
    M::up(include_str!(
        "../../migrations/0009_pictures_drawn_later.sql"
    )),
    M::up(include_str!(
        "../../migrations/0010_pictures_from_rounds.sql"
    )),
    M::up(include_str!("../../migrations/0011_held_games.sql")),
    M::up(include_str!(
        "../../migrations/0012_rollbacks_quarantine_press_archive.sql"
    )),
    M::up(include_str!("../../migrations/0013_wait.sql")),
    M::up(include_str!("../../migrations/0014_preferences.sql")),
    M::up(include_str!("../../migrations/0015_lobby.sql")),
    M::up(include_str!("../../migrations/0016_game_options.sql")),
    M::up(include_str!("../../migrations/0017_stand_in.sql")),
    M::up(include_str!("../../migrations/0018_resigned_news.sql")),
    M::up(include_str!(
        "../../migrations/0019_step_pictures_from_rounds.sql"
    )),
    M::up(include_str!("../../migrations/0020_ratings.sql")),
    M::up(include_str!("../../migrations/0021_round_languages.sql")),
    M::up(include_str!("../../migrations/0022_picture_languages.sql")),
];

/// The migrations, for `db migrate` and tests.
pub fn migrations() -> Migrations<'static> {
    Migrations::from_slice(MIGRATIONS)
}

/// The newest schema version this build knows.
pub fn latest_version() -> usize {
    MIGRATIONS.len()
}

/// The schema version a database is at (`PRAGMA user_version`).
pub fn schema_version(conn: &Connection) -> Result<usize, Error> {
    let v: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    Ok(v as usize)
}

/// Opens (creating it and its folder if needed) the database at `path`, switches it to WAL and
/// applies any pending migrations, after keeping a copy of a database at an older schema
/// ([`backup::before_migrating`]). Refuses, before writing anything: a database from a newer
/// robomod, another program's file ([`claim::check`]), and a database this user cannot write
/// ([`claim::writable`]).
pub fn open(path: &Path) -> Result<Connection, Error> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| {
            Error::Input(format!(
                "cannot create the database folder {}: {e}",
                dir.display()
            ))
        })?;
    }
    // SQLite would take an empty file for a new database: an empty file where robomod's
    // database should be is a mistake (a failed copy, a truncated restore), not a fresh start.
    if std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.len() == 0) {
        return Err(Error::Input(format!(
            "{} is an empty file, not a robomod database: restore the database from a backup, \
             or remove the file to start a new one",
            path.display()
        )));
    }
    if path.exists() {
        claim::writable(path)?;
    }
    let mut conn = Connection::open(path)
        .map_err(|e| Error::Input(format!("cannot open the database {}: {e}", path.display())))?;
    let checked = |conn: &mut Connection| {
        conn.busy_timeout(std::time::Duration::from_secs(10))?;
        claim::check(conn, path)?;
        backup::before_migrating(conn, path)?;
        prepare(conn)
    };
    checked(&mut conn).map_err(|e| match e {
        Error::Db(rusqlite::Error::SqliteFailure(f, _))
            if f.code == rusqlite::ErrorCode::NotADatabase =>
        {
            Error::Input(format!(
                "{} is not a robomod database (SQLite: file is not a database): point --db or \
                 data_dir at robomod's database, or restore it from a backup",
                path.display()
            ))
        }
        other => other,
    })?;
    Ok(conn)
}

/// A second connection to the database at `path`, which [`open`] has opened (and migrated),
/// for a writer's own reads beside its writes: in WAL mode it reads what is committed while
/// the first connection writes, without waiting for it (the daemon draws the pictures of the
/// mails ahead while the tick runs rounds). Read only.
pub fn open_reader(path: &Path) -> Result<Connection, Error> {
    use rusqlite::OpenFlags;
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(path, flags)
        .map_err(|e| Error::Input(format!("cannot open the database {}: {e}", path.display())))?;
    tune(&conn)?;
    conn.pragma_update(None, "query_only", true)?;
    Ok(conn)
}

/// Opens the existing database at `path` for reading only, for the commands that only look
/// (`game list`, `game show`, `export`, ...): they work on a copy or a folder robomod may not
/// write, and can never change the database by mistake. Nothing is created or migrated; a
/// database at an older schema is refused with what to run, another program's file too
/// ([`claim::check`]). Looking creates nothing: see [`open_to_look`]. Where there is no
/// database yet, an empty one in memory stands in: nothing to show, nothing made.
pub fn open_read_only(path: &Path) -> Result<Connection, Error> {
    if !path.exists() {
        // No database yet reads as one with no games (what `game list` shows on a new
        // install), and nothing is created on disk by looking.
        let conn = open_in_memory()?;
        conn.pragma_update(None, "query_only", true)?;
        return Ok(conn);
    }
    let (conn, found) = open_to_look(path)?;
    let latest = latest_version();
    if found != latest {
        return Err(Error::Input(if found > latest {
            format!(
                "the database is at schema version {found} but this robomod knows only up to \
                 {latest}: use a newer robomod"
            )
        } else {
            format!(
                "the database is at schema version {found}, this robomod reads {latest}: run \
                 robomod db migrate (it needs write access) or robomod serve once"
            )
        }));
    }
    Ok(conn)
}

/// Opens the existing robomod database at `path` for reading only, at whatever schema it is
/// (`db check` on a backup an older robomod wrote: looking must leave it usable by that
/// robomod), and returns its schema version. Another program's file is refused
/// ([`claim::check`]). Looking creates nothing: with no `-wal` beside the database (no writer
/// has it open, and everything committed is in the file), or in a folder where SQLite cannot
/// create its WAL index, the file is opened as immutable (what the last writer left), since
/// SQLite would otherwise create `-wal` and `-shm` files with the database's rights, which a
/// writer could not use after the database's rights are fixed.
pub fn open_to_look(path: &Path) -> Result<(Connection, usize), Error> {
    use rusqlite::OpenFlags;
    if !path.is_file() {
        return Err(Error::Input(format!(
            "{} is not a file: point --db or data_dir at robomod's database",
            path.display()
        )));
    }
    if std::fs::metadata(path).is_ok_and(|m| m.len() == 0) {
        return Err(Error::Input(format!(
            "{} is an empty file, not a robomod database: restore the database from a backup",
            path.display()
        )));
    }
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let open = |name: &str| -> rusqlite::Result<(Connection, usize)> {
        let conn = Connection::open_with_flags(name, flags)?;
        conn.busy_timeout(std::time::Duration::from_secs(10))?;
        // The first read: where the WAL index cannot be made, this is what fails.
        let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        Ok((conn, version as usize))
    };
    let plain = path
        .to_string_lossy()
        .replace('?', "%3f")
        .replace('#', "%23");
    let mut wal = path.as_os_str().to_os_string();
    wal.push("-wal");
    let live = Path::new(&wal).exists();
    let frozen = format!("file:{plain}?mode=ro&immutable=1");
    let opened = if live {
        open(&format!("file:{plain}?mode=ro")).or_else(|_| open(&frozen))
    } else {
        open(&frozen)
    };
    let (conn, found) = opened.map_err(|e| match e {
        rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::NotADatabase => {
            Error::Input(format!(
                "{} is not a robomod database (SQLite: file is not a database): point --db \
                     or data_dir at robomod's database, or restore it from a backup",
                path.display()
            ))
        }
        e => Error::Input(format!("cannot read the database {}: {e}", path.display())),
    })?;
    claim::check(&conn, path)?;
    conn.pragma_update(None, "query_only", true)?;
    Ok((conn, found))
}

/// A database error said once, in SQLite's words, with what to do where there is something an
/// operator can do (a read-only file or folder, a full disk, another process holding a lock).
pub fn explain(e: &rusqlite::Error) -> String {
    use rusqlite::ErrorCode as C;
    let hint = match e.sqlite_error_code() {
        Some(C::ReadOnly) => {
            "; robomod needs to write the database and its folder (SQLite keeps a -wal file \
             beside it): run robomod as the user that owns them, or give this user write access"
        }
        Some(C::DiskFull) => "; free some space on the disk holding the database and try again",
        Some(C::DatabaseBusy | C::DatabaseLocked) => {
            "; another robomod is writing the database: try again in a moment"
        }
        Some(C::CannotOpen) => "; check the database path and the rights on its folder",
        _ => "",
    };
    format!("database: {e}{hint}")
}

/// A quick look for damage (`PRAGMA quick_check`), for `serve` at start: `Err` with what to do
/// when the database is damaged.
pub fn quick_check(conn: &Connection) -> Result<(), Error> {
    let found: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
    if found == "ok" {
        Ok(())
    } else {
        Err(Error::Corrupt(format!(
            "the database is damaged ({found}): robomod will not serve it. Run robomod db \
             check for details and restore the database from a backup"
        )))
    }
}

/// Runs `f` inside a savepoint of the transaction open on `c`: what it wrote is kept when it
/// returns `Ok`, rolled back alone when it returns `Err` (the rest of the transaction stands).
/// The outer `Err`: the savepoint itself failed. One batch transaction, one savepoint per mail
/// (the intake) or per game (the tick).
pub fn in_savepoint<T, E>(
    c: &Connection,
    f: impl FnOnce() -> Result<T, E>,
) -> Result<Result<T, E>, Error> {
    c.prepare_cached("SAVEPOINT part")?.execute([])?;
    let out = f();
    if out.is_err() {
        c.prepare_cached("ROLLBACK TO part")?.execute([])?;
    }
    c.prepare_cached("RELEASE part")?.execute([])?;
    Ok(out)
}

/// The write-ahead log of the database file `conn` has open (none for one in memory).
pub fn log_path(conn: &Connection) -> Option<PathBuf> {
    conn.path()
        .filter(|p| !p.is_empty())
        .map(|p| PathBuf::from(format!("{p}-wal")))
}

/// Makes every commit written to the write-ahead log at `log` so far durable: one fsync of
/// the file, from any thread, without the connection (it is the same file whichever handle
/// syncs it). A log that is not there was checkpointed into the database, which SQLite synced
/// before removing it.
pub fn sync_log(log: &Path) -> std::io::Result<()> {
    match std::fs::File::open(log) {
        Ok(f) => f.sync_data(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e),
    }
}

/// Whether a commit waits for the disk (`synchronous = FULL`, the default robomod opens
/// with) or only writes the log (`NORMAL`: durable at the next [`sync_log`] or checkpoint).
pub fn set_commit_sync(conn: &Connection, wait: bool) -> Result<(), Error> {
    conn.pragma_update(None, "synchronous", if wait { "FULL" } else { "NORMAL" })?;
    Ok(())
}

/// An in-memory database with the schema (no WAL there), for tests and benchmarks.
pub fn open_in_memory() -> Result<Connection, Error> {
    let mut conn = Connection::open_in_memory()?;
    prepare(&mut conn)?;
    Ok(conn)
}

/// What every connection robomod opens to its database sets: how long to wait for a lock,
/// the statements kept prepared, the page cache.
fn tune(conn: &Connection) -> Result<(), Error> {
    conn.busy_timeout(std::time::Duration::from_secs(10))?;
    // Room for every statement the store prepares (about 110 `prepare_cached` calls): with
    // rusqlite's 16 a round's statements pushed each other out and were parsed again each
    // time (issue 39: 7% of the deadline sweep's tick).
    conn.set_prepared_statement_cache_capacity(256);
    // 16 MB of page cache (the default is 2 MB): a pass touches the inbox, outbox, rounds and
    // submissions indexes of many games; keeping them cached saves re-reading pages.
    conn.pragma_update(None, "cache_size", -16_000)?;
    Ok(())
}

fn prepare(conn: &mut Connection) -> Result<(), Error> {
    tune(conn)?;
    // WAL + synchronous=FULL: every commit is synced to disk before it returns, so what robomod
    // has committed survives a power loss too, and only then does it mark the mails handled in
    // the inbox or send a reply. The daemon's intake switches to NORMAL while it runs and syncs
    // the log itself before marking each batch ([`sync_log`], `daemon::intake`). See
    // docs/mail.md, "What survives a crash or a power loss".
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    // A checkpoint every 10,000 WAL pages (~40 MB) instead of 1,000: a page the intake rewrites
    // often (an index's, a game's) is copied into the database once per checkpoint, so fewer
    // checkpoints copy less (intake: ~10% less time). Durability is unchanged: each commit is
    // synced in the WAL (see above).
    conn.pragma_update(None, "wal_autocheckpoint", 10_000)?;
    conn.pragma_update(None, "temp_store", "MEMORY")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    let found = schema_version(conn)?;
    if found > latest_version() {
        return Err(Error::Input(format!(
            "the database is at schema version {found} but this robomod knows only up to \
             {}: use a newer robomod",
            latest_version()
        )));
    }
    migrations().to_latest(conn)?;
    claim::stamp(conn)?;
    Ok(())
}

/// Seconds since the epoch, as stored.
pub fn ts(t: DateTime<Utc>) -> i64 {
    t.timestamp()
}

/// A stored time.
pub fn from_ts(s: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(s, 0).unwrap_or_default()
}

/// What `db check` found: each problem as one line. Only reads (a database at an older
/// schema is checked as it is: that is not a problem, `db migrate` or `db restore` brings it
/// up to date).
pub fn check(conn: &Connection) -> Result<Vec<String>, Error> {
    let mut problems = Vec::new();
    let integrity: String = conn.query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
    if integrity != "ok" {
        problems.push(format!("integrity check: {integrity}"));
    }
    let mut stmt = conn.prepare("PRAGMA foreign_key_check")?;
    let fk: Vec<String> = stmt
        .query_map([], |r| {
            Ok(format!(
                "table {} row {} points to a missing {} row",
                r.get::<_, String>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, String>(2)?
            ))
        })?
        .collect::<Result<_, _>>()?;
    problems.extend(fk);
    let v = schema_version(conn)?;
    if v > latest_version() {
        problems.push(format!(
            "schema version {v}, newer than this robomod's {}: check it with a newer robomod",
            latest_version()
        ));
    }
    let mut stmt = conn.prepare(
        "SELECT id FROM games WHERE status = 'active' AND next_due_at IS NULL
         UNION ALL SELECT id FROM games WHERE status <> 'active' AND next_due_at IS NOT NULL",
    )?;
    let stuck: Vec<i64> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    for id in stuck {
        problems.push(format!(
            "game {id}: its next due time does not fit its status"
        ));
    }
    Ok(problems)
}

#[cfg(test)]
mod tests {
    /// Every commit is synced before robomod acts on it (marks mail handled, sends a reply):
    /// WAL with synchronous=FULL (2), on a file database as the daemon opens it.
    #[test]
    fn commits_are_synced_to_disk() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let c = super::open(&dir.path().join("robomod.db")).expect("a database");
        let sync: i64 = c
            .pragma_query_value(None, "synchronous", |r| r.get(0))
            .expect("the pragma");
        let journal: String = c
            .pragma_query_value(None, "journal_mode", |r| r.get(0))
            .expect("the pragma");
        assert_eq!((sync, journal.as_str()), (2, "wal"));
    }

    /// A part that fails is rolled back alone; the parts around it stand.
    #[test]
    fn a_savepoint_keeps_what_succeeds_and_rolls_back_what_fails() {
        let mut c = super::open_in_memory().expect("a database");
        let tx = c.transaction().expect("a transaction");
        tx.execute_batch("CREATE TABLE t (x INTEGER)")
            .expect("a table");
        let put = |x: i64| tx.execute("INSERT INTO t VALUES (?1)", [x]).map(|_| ());
        let kept = super::in_savepoint(&tx, || put(1)).expect("the savepoint");
        assert!(kept.is_ok());
        let failed = super::in_savepoint(&tx, || {
            put(2).expect("written, then undone");
            Err::<(), _>("refused")
        });
        assert_eq!(failed.expect("the savepoint"), Err("refused"));
        super::in_savepoint(&tx, || put(3)).unwrap().unwrap();
        let xs: Vec<i64> = tx
            .prepare("SELECT x FROM t ORDER BY x")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(xs, [1, 3]);
    }

    /// The daemon's intake commits without waiting for the disk and syncs the log itself.
    #[test]
    fn the_log_is_found_synced_and_commits_switch_between_waiting_and_not() {
        let dir = tempfile::tempdir().expect("a dir");
        let path = dir.path().join("robomod.sqlite");
        let c = super::open(&path).expect("a database");
        let log = super::log_path(&c).expect("a file database has a log");
        assert_eq!(log, dir.path().join("robomod.sqlite-wal"));
        c.execute_batch("CREATE TABLE t (x INTEGER)")
            .expect("a write");
        assert!(log.exists(), "WAL mode writes the log");
        super::sync_log(&log).expect("synced");
        super::sync_log(&dir.path().join("none-wal")).expect("no log: nothing to sync");
        let sync = |c: &rusqlite::Connection| -> i64 {
            c.pragma_query_value(None, "synchronous", |r| r.get(0))
                .expect("the pragma")
        };
        super::set_commit_sync(&c, false).expect("NORMAL");
        assert_eq!(sync(&c), 1);
        super::set_commit_sync(&c, true).expect("FULL");
        assert_eq!(sync(&c), 2);
        let memory = super::open_in_memory().expect("a database");
        assert_eq!(super::log_path(&memory), None);
    }

    /// Migration 9 keeps the pictures drawn under 8 and lets a new one wait for its PNG.
    #[test]
    fn pictures_drawn_before_migration_9_keep_their_png() {
        let mut c = rusqlite::Connection::open_in_memory().expect("a database");
        super::migrations().to_version(&mut c, 8).expect("schema 8");
        // A picture alone, its game left out.
        c.pragma_update(None, "foreign_keys", false)
            .expect("the pragma");
        c.execute(
            "INSERT INTO pictures (game_id, round, svg, png, created_at)
                 VALUES (1, 1, '<svg/>', x'89504e47', 0)",
            [],
        )
        .expect("a picture");
        super::migrations()
            .to_latest(&mut c)
            .expect("the latest schema");
        let old = super::pictures::get(&c, 1).unwrap().expect("kept");
        assert_eq!(
            (old.drawing, old.png),
            (
                super::pictures::Drawing::Svg("<svg/>".into()),
                Some(vec![0x89, 0x50, 0x4e, 0x47])
            )
        );
        let now = chrono::Utc::now();
        let new = super::pictures::insert(&c, 1, None, Some("<svg/>"), None, now).unwrap();
        assert_eq!(super::pictures::get(&c, new).unwrap().unwrap().png, None);
        super::pictures::drawn(&c, new, b"png").unwrap();
        super::pictures::drawn(&c, new, b"other").unwrap();
        assert_eq!(
            super::pictures::get(&c, new).unwrap().unwrap().png,
            Some(b"png".to_vec())
        );
    }

    /// Migration 19: the step pictures an HTML report attached, stored as SVG before, become
    /// references to their round and step; those of a round undone since, a STATUS picture and
    /// the round's own keep what they had.
    #[test]
    fn step_pictures_stored_as_svg_become_references_to_their_round() {
        let mut c = rusqlite::Connection::open_in_memory().expect("a database");
        super::migrations()
            .to_version(&mut c, 18)
            .expect("schema 18");
        c.pragma_update(None, "foreign_keys", false)
            .expect("the pragma");
        let svg = "<svg>a step, some kilobytes</svg>";
        c.execute_batch(&format!(
            "INSERT INTO games (id, kind, settings, seed, state, phase, status, round, schedule,
                 tz, min_notice, early_delay, created_at, opened_at)
             VALUES (1, 'rambots', '{{}}', 0, '{{}}', 'p', 'active', 4, '48h', 'UTC', 0, 0, 0, 0);
             INSERT INTO rounds (game_id, number, phase, opened_at, deadline, closed_at,
                 executed_at, closed_by, state_before, orders, defaulted, events, state_after,
                 report)
             VALUES (1, 3, 'p', 0, 0, 0, 0, 'deadline', '{{}}', '[]', '[]', '[]', '{{}}', '');
             INSERT INTO pictures (id, game_id, round, svg, created_at) VALUES
                 (1, 1, NULL, '{svg}', 0), (2, 1, NULL, '{svg}', 0), (3, 1, 3, NULL, 0),
                 (4, 1, NULL, '<svg>status</svg>', 0), (5, 1, NULL, '{svg}', 0),
                 (6, 1, NULL, '{svg}', 0);"
        ))
        .expect("a round and its pictures");
        let mail = |id: i64, round: u32, pictures: &[(i64, &str)]| {
            let attachments: Vec<serde_json::Value> = pictures
                .iter()
                .map(|(p, cid)| {
                    serde_json::json!({"filename": "f.png", "content_type": "image/png",
                        "picture": p, "content_id": cid})
                })
                .collect();
            let json = serde_json::json!({"attachments": attachments}).to_string();
            c.execute(
                "INSERT INTO outbox (id, kind, game_id, round, recipient, message_id, mail,
                     state, queued_at, next_attempt_at)
                 VALUES (?1, 'report', 1, ?2, 'a@b', ?1, ?3, 'sent', 0, 0)",
                rusqlite::params![id, round, json],
            )
            .expect("a mail");
        };
        // Two players' reports of round 3 (steps 1 and 2, the board), and a report of round 4,
        // since undone (its row is gone), and one of round 3 undone since (another run).
        let steps = [
            (1, "step1.r3.g1@x"),
            (2, "step2.r3.g1@x"),
            (3, "board.r3.g1@x"),
        ];
        mail(10, 3, &steps);
        mail(11, 3, &steps);
        mail(12, 4, &[(5, "step1.r4.g1@x")]);
        mail(13, 3, &[(6, "step1.r3.g1@x")]);
        c.execute(
            "INSERT INTO outbox_undone (outbox_id, rollback_id) VALUES (13, 1)",
            [],
        )
        .expect("undone");
        super::migrations()
            .to_latest(&mut c)
            .expect("the latest schema");
        let row = |id: i64| -> (Option<u32>, Option<u32>, Option<String>) {
            c.query_row(
                "SELECT round, step, svg FROM pictures WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .expect("kept")
        };
        assert_eq!(row(1), (Some(3), Some(1), None));
        assert_eq!(row(2), (Some(3), Some(2), None));
        assert_eq!(row(3), (Some(3), None, None), "the round's own");
        assert_eq!(row(4).2.as_deref(), Some("<svg>status</svg>"));
        assert_eq!(row(5), (None, None, Some(svg.into())), "its round is gone");
        assert_eq!(
            row(6),
            (None, None, Some(svg.into())),
            "its round was undone"
        );
        match super::pictures::get(&c, 2).unwrap().unwrap().drawing {
            super::pictures::Drawing::Step {
                game,
                round,
                step,
                language,
                ..
            } => assert_eq!((game, round, step, language.as_str()), (1, 3, 2, "en")),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            super::pictures::svgs_of_rounds(&c, 1).unwrap().len(),
            0,
            "replay checks no step against a round"
        );
    }

    /// Migration 10: a round's picture may be stored without an SVG (it is drawn from its
    /// round's row), a STATUS picture may not; one whose round is gone reads as corrupt.
    #[test]
    fn a_picture_without_svg_needs_its_round() {
        let c = super::open_in_memory().expect("a database");
        c.pragma_update(None, "foreign_keys", false)
            .expect("the pragma");
        let now = chrono::Utc::now();
        let status = super::pictures::insert(&c, 1, None, None, None, now);
        assert!(
            status.is_err(),
            "a STATUS picture without SVG is refused: {status:?}"
        );
        let id = super::pictures::insert(&c, 1, Some(3), None, Some("pl"), now)
            .expect("a round's picture");
        let err = super::pictures::get(&c, id).map(|_| ()).unwrap_err();
        assert!(
            err.to_string()
                .contains("shows round 3 of its game, which is not stored"),
            "{err}"
        );
        let from = super::pictures::drawn_from_rounds(&c, 1, 3).unwrap();
        let from: Vec<_> = from
            .iter()
            .map(|p| (p.id, p.round, p.step, p.language.as_str()))
            .collect();
        assert_eq!(from, vec![(id, 3, None, "pl")], "in its language");
        assert!(
            super::pictures::drawn_from_rounds(&c, 1, 4)
                .unwrap()
                .is_empty()
        );
        super::pictures::write_svg(&c, id, "<svg/>").unwrap();
        assert_eq!(
            super::pictures::get(&c, id).unwrap().unwrap().drawing,
            super::pictures::Drawing::Svg("<svg/>".into())
        );
        assert!(
            super::pictures::drawn_from_rounds(&c, 1, 3)
                .unwrap()
                .is_empty()
        );
    }

    fn read_only_error(path: &std::path::Path) -> String {
        match super::open_read_only(path) {
            Ok(_) => panic!("{} opened", path.display()),
            Err(e) => e.to_string(),
        }
    }

    /// A reader takes only robomod's database at this robomod's schema, and never writes.
    #[test]
    fn a_reader_opens_only_a_robomod_database_and_cannot_write() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let path = dir.path().join("robomod.db");
        let missing = super::open_read_only(&path).expect("no database reads as empty");
        let games: i64 = missing
            .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
            .expect("the games table");
        assert_eq!(games, 0);
        assert!(!path.exists(), "looking created the file");

        std::fs::write(&path, b"").expect("write");
        assert!(read_only_error(&path).contains("is an empty file"));
        std::fs::write(&path, vec![b'x'; 4096]).expect("write");
        assert!(read_only_error(&path).contains("is not a robomod database"));
        std::fs::remove_file(&path).expect("remove");

        let writer = super::open(&path).expect("a database");
        let reader = super::open_read_only(&path).expect("a reader");
        let e = reader
            .execute("DELETE FROM games", [])
            .expect_err("a reader wrote");
        assert!(super::explain(&e).contains("readonly"), "{e}");
        writer
            .pragma_update(None, "user_version", 99)
            .expect("a newer schema");
        assert!(read_only_error(&path).contains("use a newer robomod"));
        writer
            .pragma_update(None, "user_version", 3)
            .expect("an older schema");
        assert!(read_only_error(&path).contains("robomod db migrate"));
    }
}
