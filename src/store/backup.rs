//! Copies of the database, taken with SQLite's online backup API: [`backup`] writes a
//! consistent copy of a database the daemon may be writing (`robomod db backup FILE`),
//! [`restore`] puts a copy back (`robomod db restore FILE`), and [`before_migrating`] keeps a
//! copy beside the database before [`super::open`] upgrades its schema.
//!
//! A copy is written under a temporary name in the destination's folder, checked
//! ([`super::check`]: integrity, references, timers), synced, and only then renamed to its
//! name: a file with the backup's name is always a whole, checked backup. It is one
//! self-contained file (rollback journal mode, no `-wal` beside it), to copy anywhere.

use super::{Error, check, latest_version, schema_version};
use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a backup or restore wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Copied {
    pub path: PathBuf,
    pub bytes: u64,
    pub schema_version: usize,
}

fn input(message: String) -> Error {
    Error::Input(message)
}

/// Copies every page of `from` into `to` in one step: the copy is one read transaction on
/// `from`, so it is consistent however busy the database is (in WAL mode writers go on
/// meanwhile). A moment of `SQLITE_BUSY` is waited out.
fn copy(from: &Connection, to: &mut Connection) -> Result<(), Error> {
    let b = Backup::new(from, to)?;
    for _ in 0..600 {
        match b.step(-1)? {
            StepResult::Done => return Ok(()),
            StepResult::More | StepResult::Busy | StepResult::Locked => {
                std::thread::sleep(Duration::from_millis(50))
            }
            _ => std::thread::sleep(Duration::from_millis(50)),
        }
    }
    Err(input(
        "the database stayed locked for 30 s: try again when robomod is less busy".into(),
    ))
}

/// The existing database at `path`, for reading only (it may be at an older schema).
fn open_source(path: &Path) -> Result<Connection, Error> {
    if !path.is_file() {
        return Err(input(format!(
            "no database at {}: check the path (--db, or data_dir in the config)",
            path.display()
        )));
    }
    let c = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| input(format!("cannot open the database {}: {e}", path.display())))?;
    c.busy_timeout(Duration::from_secs(10))?;
    let is_robomod: Result<i64, _> = c.query_row(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'games'",
        [],
        |r| r.get(0),
    );
    match is_robomod {
        Ok(1) => Ok(c),
        Ok(_) | Err(_) => Err(input(format!(
            "{} is not a robomod database: name robomod's database or a backup of it",
            path.display()
        ))),
    }
}

/// Syncs `dir` so that a rename into it survives a power loss.
fn sync_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::File::open(dir)?.sync_all()
}

fn folder(path: &Path) -> &Path {
    path.parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// Writes a checked copy of `from` to `to` through a temporary file beside `to`.
fn write_copy(from: &Connection, to: &Path) -> Result<Copied, Error> {
    let name = to.file_name().ok_or_else(|| {
        input(format!(
            "{} names no file: give the backup's file name",
            to.display()
        ))
    })?;
    let dir = folder(to);
    let io = |what: &str, e: std::io::Error| {
        input(format!(
            "cannot {what} in {}: {e}; choose a folder this user may write, with room for \
             the copy",
            dir.display()
        ))
    };
    let partial = dir.join(format!(
        ".{}.partial-{}",
        name.to_string_lossy(),
        std::process::id()
    ));
    let _ = std::fs::remove_file(&partial);
    let written = (|| -> Result<usize, Error> {
        let mut dest = Connection::open(&partial)
            .map_err(|e| io("create the copy", std::io::Error::other(super::explain(&e))))?;
        copy(from, &mut dest)?;
        // One self-contained file: no -wal to carry along.
        dest.pragma_update(None, "journal_mode", "DELETE")?;
        let problems = check(&dest)?
            .into_iter()
            // A copy of an older database is a faithful copy; `restore` migrates it.
            .filter(|p| !p.starts_with("schema version"))
            .collect::<Vec<_>>();
        if !problems.is_empty() {
            return Err(Error::Corrupt(format!(
                "the copy does not pass robomod db check, so the database itself is damaged: \
                 {}; restore from an older backup",
                problems.join("; ")
            )));
        }
        schema_version(&dest)
    })();
    let version = match written {
        Ok(v) => v,
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            return Err(e);
        }
    };
    let finish = || -> std::io::Result<u64> {
        let f = std::fs::File::open(&partial)?;
        f.sync_all()?;
        std::fs::rename(&partial, to)?;
        sync_dir(dir)?;
        Ok(f.metadata()?.len())
    };
    match finish() {
        Ok(bytes) => Ok(Copied {
            path: to.to_path_buf(),
            bytes,
            schema_version: version,
        }),
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            Err(io("write the copy", e))
        }
    }
}

/// `robomod db backup`: a consistent, checked copy of the database at `db` written to `to`,
/// while robomod may be running. An existing `to` is replaced only when `replace` is set.
pub fn backup(db: &Path, to: &Path, replace: bool) -> Result<Copied, Error> {
    if to.exists() && !replace {
        return Err(input(format!(
            "{} exists: name a new file (a date in the name keeps one a day), or pass \
             --force to replace it",
            to.display()
        )));
    }
    let from = open_source(db)?;
    write_copy(&from, to)
}

/// `robomod db restore`: the backup at `from` becomes the database at `db` (created, with its
/// folder, when missing), then brought to this robomod's schema and checked. An existing
/// database is replaced only when `replace` is set; stop the daemon first (the copy goes
/// through SQLite, so a database in use is never torn, but the daemon would go on from the
/// restored state in the middle of its work).
pub fn restore(from: &Path, db: &Path, replace: bool) -> Result<Copied, Error> {
    let source = open_source(from)?;
    let found = schema_version(&source)?;
    if found > latest_version() {
        return Err(input(format!(
            "{} is at schema version {found} but this robomod knows only up to {}: restore \
             it with a newer robomod",
            from.display(),
            latest_version()
        )));
    }
    let integrity: String = source.query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
    if integrity != "ok" {
        return Err(Error::Corrupt(format!(
            "{} is damaged ({integrity}): restore an older backup",
            from.display()
        )));
    }
    if db.exists() && !replace {
        return Err(input(format!(
            "{} exists: stop the daemon (systemctl stop robomod), then pass --force to \
             replace it with the backup",
            db.display()
        )));
    }
    std::fs::create_dir_all(folder(db)).map_err(|e| {
        input(format!(
            "cannot create the database folder {}: {e}",
            folder(db).display()
        ))
    })?;
    {
        let mut dest = Connection::open(db).map_err(|e| {
            input(format!(
                "cannot open {}: {}",
                db.display(),
                super::explain(&e)
            ))
        })?;
        dest.busy_timeout(Duration::from_secs(10))?;
        copy(&source, &mut dest)?;
    }
    // Migrated (a copy of the backup's state kept first) and put back into WAL mode.
    let conn = super::open(db)?;
    let problems = check(&conn)?;
    if !problems.is_empty() {
        return Err(Error::Corrupt(format!(
            "the restored database does not pass robomod db check: {}",
            problems.join("; ")
        )));
    }
    Ok(Copied {
        path: db.to_path_buf(),
        bytes: std::fs::metadata(db).map_or(0, |m| m.len()),
        schema_version: schema_version(&conn)?,
    })
}

/// Called by [`super::open`] before it migrates: when the database at `path` is at an older
/// schema than this robomod's (and not new, and robomod's), a checked copy is written beside
/// it first, `<name>.schema-<version>-<UTC time>.backup`, and its path returned. A database
/// that cannot be read here is left to `open` to explain.
pub fn before_migrating(conn: &Connection, path: &Path) -> Result<Option<PathBuf>, Error> {
    conn.busy_timeout(Duration::from_secs(10))?;
    let Ok(found) = schema_version(conn) else {
        return Ok(None);
    };
    if found == 0 || found >= latest_version() {
        return Ok(None);
    }
    // Another program's database is not robomod's to copy: `open` refuses it after this.
    let robomod: Result<i64, _> = conn.query_row(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'games'",
        [],
        |r| r.get(0),
    );
    if !robomod.is_ok_and(|n| n > 0) {
        return Ok(None);
    }
    let name = path
        .file_name()
        .map_or_else(|| "robomod.sqlite".into(), |n| n.to_string_lossy());
    let to = folder(path).join(format!(
        "{name}.schema-{found}-{}.backup",
        chrono::Utc::now().format("%Y%m%dT%H%M%SZ")
    ));
    let copied = write_copy(conn, &to).map_err(|e| {
        Error::Input(format!(
            "the database is at schema version {found} and this robomod upgrades it to {}, \
             but first keeps a copy, which failed: {e}. Nothing was changed",
            latest_version()
        ))
    })?;
    tracing::info!(
        backup = %copied.path.display(),
        from = found,
        to = latest_version(),
        "upgrading the database schema; a copy from before is kept"
    );
    Ok(Some(copied.path))
}

/// The newest copy [`before_migrating`] kept of the database at `path` at schema `version`.
pub fn kept_before_migrating(path: &Path, version: usize) -> Option<PathBuf> {
    let name = path.file_name()?.to_string_lossy().into_owned();
    let prefix = format!("{name}.schema-{version}-");
    let mut found: Vec<PathBuf> = std::fs::read_dir(folder(path))
        .ok()?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".backup"))
        })
        .collect();
    found.sort();
    found.pop()
}
