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
pub mod courses;
pub mod error;
pub mod failures;
pub mod game_options;
pub mod games;
pub mod held;
pub mod history;
pub mod holders;
pub mod inbox;
pub mod lobby;
pub mod mail;
pub mod masters;
pub mod packed;
pub mod people;
pub mod pictures;
pub mod preferences;
pub mod press;
mod query;
pub mod ratings;
pub mod retention;
pub mod rollback;
pub mod rounds;
pub mod stand_in;
pub mod tournaments;

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
    M::up(include_str!("../../migrations/0023_mail_rounds.sql")),
    M::up(include_str!("../../migrations/0024_games_status_index.sql")),
    M::up(include_str!("../../migrations/0025_history_indexes.sql")),
    M::up(include_str!("../../migrations/0026_packed_mail.sql")),
    M::up(include_str!("../../migrations/0027_history_lookups.sql")),
    M::up(include_str!("../../migrations/0028_dropped_bodies.sql")),
    M::up(include_str!("../../migrations/0029_packed_rounds.sql")),
    M::up(include_str!("../../migrations/0030_dedication_kept.sql")),
    M::up(include_str!("../../migrations/0031_seat_holders.sql")),
    M::up(include_str!("../../migrations/0032_addresses.sql")),
    M::up(include_str!("../../migrations/0033_game_masters.sql")),
    M::up(include_str!("../../migrations/0034_tournaments.sql")),
    M::up(include_str!("../../migrations/0035_master_pause_end.sql")),
    M::up(include_str!("../../migrations/0036_courses.sql")),
    M::up(include_str!(
        "../../migrations/0037_tournaments_by_mail.sql"
    )),
    M::up(include_str!("../../migrations/0038_steps_word.sql")),
    M::up(include_str!("../../migrations/0039_ratings_before.sql")),
    M::up(include_str!("../../migrations/0040_unsure_in.sql")),
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

/// The bytes of the database's pages in use (its free pages left out), as the connection sees
/// it (what is committed in the write-ahead log included): what `robomod status` reports.
pub fn used_bytes(conn: &Connection) -> Result<u64, Error> {
    let pragma = |name: &str| -> Result<i64, Error> {
        Ok(conn.query_row(&format!("PRAGMA {name}"), [], |r| r.get(0))?)
    };
    let pages = pragma("page_count")? - pragma("freelist_count")?;
    Ok((pages.max(0) * pragma("page_size")?) as u64)
}

/// Whether the database's schema reads (its header and schema pages: `doctor`'s look, which
/// does not grow with the history); `Err` with what to do when it does not.
pub fn schema_readable(conn: &Connection) -> Result<(), Error> {
    let read = conn.query_row("SELECT count(*) FROM sqlite_schema", [], |r| {
        r.get::<_, i64>(0)
    });
    match read {
        Ok(_) => Ok(()),
        Err(e) => Err(Error::Corrupt(format!(
            "the database's schema does not read ({e}): run robomod db check for details and \
             restore the database from a backup"
        ))),
    }
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
mod tests;
