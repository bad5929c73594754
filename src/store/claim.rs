//! Whose file a database is, and whether robomod may write it, decided before anything is
//! written to it.
//!
//! robomod stamps its databases with an `application_id` ([`APPLICATION_ID`]) when it creates
//! them, and checks the stamp at every open ([`check`]): a file holding another program's
//! tables is refused untouched (never given robomod's tables). A new, empty SQLite file is
//! robomod's to create; a database from a robomod before the stamp is recognised by its tables
//! (only robomod's, `games` among them) and stamped once ([`stamp`]).
//!
//! A writer must be able to write the file, its folder (SQLite creates `-wal` and `-shm`
//! beside it) and any `-wal` or `-shm` already there: [`writable`] says which is not, before
//! SQLite creates anything with the wrong rights.

use super::Error;
use rusqlite::Connection;
use std::path::Path;
use std::sync::OnceLock;

/// robomod's `PRAGMA application_id`: "RMOD".
pub const APPLICATION_ID: i32 = 0x524d_4f44;

/// The tables of robomod's schema, of the newest version (an older robomod's are a subset).
fn robomod_tables() -> &'static [String] {
    static TABLES: OnceLock<Vec<String>> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut c = Connection::open_in_memory().expect("an in-memory database");
        // Silently: the migration library logs "Database migrated", which for this scratch
        // copy would read as a second migration of the real database.
        tracing::subscriber::with_default(tracing::subscriber::NoSubscriber::default(), || {
            super::migrations().to_latest(&mut c)
        })
        .expect("robomod's own schema applies");
        tables(&c).expect("the schema's tables")
    })
}

/// The tables and views of `c`, SQLite's own left out.
fn tables(c: &Connection) -> rusqlite::Result<Vec<String>> {
    let mut stmt = c.prepare(
        "SELECT name FROM sqlite_master WHERE type IN ('table', 'view')
             AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
    )?;
    stmt.query_map([], |r| r.get(0))?.collect()
}

/// Whether the database open on `c` (at `path`) is robomod's to use: stamped by robomod, new
/// and empty, or an unstamped robomod database. Reads only.
pub fn check(c: &Connection, path: &Path) -> Result<(), Error> {
    let id: i32 = c.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    if id == APPLICATION_ID {
        return Ok(());
    }
    let found = tables(c)?;
    let version: i64 = c.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let known = robomod_tables();
    let robomods = version >= 1
        && found.iter().any(|t| t == "games")
        && found.iter().all(|t| known.contains(t));
    if id == 0 && (robomods || (found.is_empty() && version == 0)) {
        return Ok(());
    }
    let what = if id != 0 {
        format!("it belongs to another program (its application_id is {id}, not robomod's)")
    } else {
        let others: Vec<&str> = found
            .iter()
            .filter(|t| !known.contains(t))
            .map(String::as_str)
            .collect();
        let mut shown = others
            .iter()
            .take(5)
            .copied()
            .collect::<Vec<_>>()
            .join(", ");
        if others.len() > 5 {
            shown.push_str(&format!(" and {} more", others.len() - 5));
        }
        if others.is_empty() {
            format!("it is not a robomod database (schema version {version})")
        } else {
            format!("it holds another program's tables ({shown})")
        }
    };
    Err(Error::Input(format!(
        "{} is not robomod's database: {what}. robomod changed nothing in it; point --db or \
         data_dir at robomod's database, or at a new file",
        path.display()
    )))
}

/// Stamps the database open on `c` as robomod's, unless it is already.
pub fn stamp(c: &Connection) -> Result<(), Error> {
    let id: i32 = c.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    if id != APPLICATION_ID {
        c.pragma_update(None, "application_id", APPLICATION_ID)?;
    }
    Ok(())
}

/// Whether this user may write `path` (true when it does not exist).
fn may_write(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let Ok(c) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: `c` is a valid NUL-terminated path; access only reads it.
    unsafe { libc::access(c.as_ptr(), libc::W_OK) == 0 }
}

/// `Ok` when this user can write the existing database at `path`, the folder it is in, and
/// its `-wal` and `-shm` files if there are any; else which one to fix, and how.
pub fn writable(path: &Path) -> Result<(), Error> {
    use std::os::unix::fs::PermissionsExt;
    let folder = match path.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(d) => d.to_path_buf(),
        None => std::path::PathBuf::from("."),
    };
    let mut wanted = vec![path.to_path_buf()];
    for ext in ["-wal", "-shm"] {
        let mut name = path.as_os_str().to_os_string();
        name.push(ext);
        let p = std::path::PathBuf::from(name);
        if p.exists() {
            wanted.push(p);
        }
    }
    wanted.push(folder.clone());
    for p in wanted {
        if may_write(&p) {
            continue;
        }
        let mode = std::fs::metadata(&p)
            .map(|m| format!("mode {:04o}", m.permissions().mode() & 0o7777))
            .unwrap_or_else(|e| e.to_string());
        let what = if p == folder {
            "its folder (SQLite keeps the -wal and -shm files beside the database)"
        } else {
            "the file"
        };
        return Err(Error::Input(format!(
            "cannot write the database {}: this user may not write {what} {} ({mode}); give \
             this user write access to it (e.g. chmod u+w {}, as its owner) or run robomod as \
             the user that owns it. Nothing was changed. Commands that only look (game list, \
             game show, export) work without write access",
            path.display(),
            p.display(),
            p.display()
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(setup: &str) -> Result<(), String> {
        let c = Connection::open_in_memory().unwrap();
        c.execute_batch(setup).unwrap();
        check(&c, Path::new("x.sqlite")).map_err(|e| e.to_string())
    }

    #[test]
    fn only_robomods_own_or_an_empty_file_is_taken() {
        assert_eq!(verdict(""), Ok(()), "a new file");
        let stamped = format!("PRAGMA application_id = {APPLICATION_ID}");
        assert_eq!(verdict(&stamped), Ok(()));
        let e = verdict("CREATE TABLE customers (id INTEGER)").unwrap_err();
        assert!(e.contains("another program's tables (customers)"), "{e}");
        assert!(e.contains("robomod changed nothing"), "{e}");
        let e = verdict("PRAGMA application_id = 7").unwrap_err();
        assert!(e.contains("application_id is 7"), "{e}");
        let e = verdict("PRAGMA user_version = 3").unwrap_err();
        assert!(e.contains("not a robomod database"), "{e}");
        // robomod's own tables beside another program's: not robomod's either.
        let e = verdict(
            "CREATE TABLE games (id INTEGER); CREATE TABLE t (x); PRAGMA user_version = 10",
        )
        .unwrap_err();
        assert!(e.contains("another program's tables (t)"), "{e}");
    }

    /// A robomod database from before the stamp: recognised by its tables, stamped once.
    #[test]
    fn an_unstamped_robomod_database_is_recognised_and_stamped() {
        let mut c = Connection::open_in_memory().unwrap();
        super::super::migrations().to_version(&mut c, 4).unwrap();
        check(&c, Path::new("x.sqlite")).expect("robomod's");
        stamp(&c).unwrap();
        let id: i32 = c
            .query_row("PRAGMA application_id", [], |r| r.get(0))
            .unwrap();
        assert_eq!(id, APPLICATION_ID);
    }
}
