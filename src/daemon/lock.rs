//! One daemon per database: the lock a process holds while it runs passes.
//!
//! Two daemons on one database would each read the same inbox and send the same outbox, so
//! every mail would be handled and sent twice. [`PassLock::take`] takes an exclusive `flock` on
//! a file beside the database (`robomod.sqlite.lock` for `robomod.sqlite`) and writes the
//! holder's PID into it; the kernel releases the lock when the process ends, however it ends
//! (`kill -9` included), so a stale lock file never blocks the next start. A second `serve` is
//! refused with the holder's PID ([`LockError::Held`]). Admin commands do not take the lock:
//! they write through SQLite's own locking beside a running daemon; `db restore` does take
//! it, so that it is refused under a running daemon.
//!
//! [`probe`] tells `robomod status` whether a daemon holds the lock now (liveness read from the
//! kernel, not from how old the last pass is): it takes a shared lock for an instant, without
//! creating the file. A daemon starting in that instant waits for it ([`PassLock::take`] tries
//! again for up to [`TAKE_PATIENCE`] before it says the lock is held).

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long [`PassLock::take`] tries again while the lock is busy: long enough for a
/// [`probe`]'s instant, short enough that a second daemon is refused at once.
pub const TAKE_PATIENCE: Duration = Duration::from_millis(500);

/// Whether a daemon holds the lock of a database, as [`probe`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    /// A process holds it (its PID, when the file names one).
    Serving(Option<u32>),
    /// No process holds it (or there is no lock file: no daemon ever ran here).
    Free,
}

/// Whether a daemon serves the database at `db` now: a shared lock tried for an instant on
/// its lock file (opened for reading, never created). `Err` when the file cannot be read.
pub fn probe(db: &Path) -> std::io::Result<Holder> {
    let path = lock_path(db);
    let mut file = match File::open(&path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Holder::Free),
        Err(e) => return Err(e),
    };
    match file.try_lock_shared() {
        Ok(()) => Ok(Holder::Free),
        Err(TryLockError::WouldBlock) => {
            let mut text = String::new();
            let _ = file.read_to_string(&mut text);
            Ok(Holder::Serving(text.trim().parse().ok()))
        }
        Err(TryLockError::Error(e)) => Err(e),
    }
}

/// Why the lock could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another process runs passes on this database.
    #[error(
        "another robomod{} is already serving the database {db} (it holds {lock}): only one \
         daemon may run on a database; stop that one first, or let it do the work",
        pid.map(|p| format!(" (PID {p})")).unwrap_or_default(),
        db = db.display(),
        lock = lock.display()
    )]
    Held {
        db: PathBuf,
        lock: PathBuf,
        pid: Option<u32>,
    },
    /// The lock file cannot be created or locked.
    #[error(
        "cannot take the daemon's lock {}: {source}; robomod needs to create and write this \
         file beside the database",
        path.display()
    )]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// The daemon's lock on a database, held until dropped (or the process ends).
#[derive(Debug)]
pub struct PassLock {
    _file: File,
    path: PathBuf,
}

/// The lock file of the database at `db`: its name with `.lock` added, in the same folder.
pub fn lock_path(db: &Path) -> PathBuf {
    let mut name = db.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    db.with_file_name(name)
}

impl PassLock {
    /// Takes the lock of the database at `db` without waiting: [`LockError::Held`] naming the
    /// holder's PID when another process has it.
    pub fn take(db: &Path) -> Result<PassLock, LockError> {
        let path = lock_path(db);
        let io = |source| LockError::Io {
            path: path.clone(),
            source,
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(io)?;
        }
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(io)?;
        let patience = Instant::now() + TAKE_PATIENCE;
        let taken = loop {
            match file.try_lock() {
                Err(TryLockError::WouldBlock) if Instant::now() < patience => {
                    std::thread::sleep(Duration::from_millis(20));
                }
                other => break other,
            }
        };
        match taken {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let mut text = String::new();
                let _ = file.read_to_string(&mut text);
                return Err(LockError::Held {
                    db: db.to_path_buf(),
                    lock: path,
                    pid: text.trim().parse().ok(),
                });
            }
            Err(TryLockError::Error(e)) => return Err(io(e)),
        }
        // Ours: the PID for whoever finds it busy.
        file.set_len(0).map_err(io)?;
        file.rewind().map_err(io)?;
        writeln!(file, "{}", std::process::id()).map_err(io)?;
        file.flush().map_err(io)?;
        Ok(PassLock { _file: file, path })
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lock_is_beside_the_database() {
        assert_eq!(
            lock_path(Path::new("data/robomod.sqlite")),
            Path::new("data/robomod.sqlite.lock")
        );
        assert_eq!(lock_path(Path::new("x.db")), Path::new("x.db.lock"));
    }

    /// A second taker (another open file description, as another process has) is refused with
    /// the holder's PID; once the holder lets go, the lock is free again.
    #[test]
    fn a_second_taker_is_refused_with_the_holders_pid() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("robomod.sqlite");
        let held = PassLock::take(&db).expect("the lock");
        let text = std::fs::read_to_string(held.path()).unwrap();
        assert_eq!(text.trim(), std::process::id().to_string());
        match PassLock::take(&db) {
            Err(LockError::Held { pid, .. }) => assert_eq!(pid, Some(std::process::id())),
            other => panic!("taken twice: {other:?}"),
        }
        drop(held);
        PassLock::take(&db).expect("free again");
    }

    /// The probe sees the holder (and its PID) while the lock is held, and a free lock after;
    /// it never creates the lock file.
    #[test]
    fn the_probe_tells_a_held_lock_from_a_free_one() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("robomod.sqlite");
        assert_eq!(probe(&db).unwrap(), Holder::Free);
        assert!(!lock_path(&db).exists(), "the probe created the lock file");
        let held = PassLock::take(&db).unwrap();
        assert_eq!(
            probe(&db).unwrap(),
            Holder::Serving(Some(std::process::id()))
        );
        drop(held);
        assert_eq!(probe(&db).unwrap(), Holder::Free);
        // A probe's instant does not keep a daemon from starting.
        PassLock::take(&db).expect("taken after the probe");
    }
}
