//! The record of the daemon's last pass: when it started and ended, whether it failed and what
//! it did, as one small JSON file beside the database (`robomod.sqlite.last-pass`), rewritten
//! after every pass. `robomod status` reads it back (how long since the last pass; whether it
//! failed), and so can a person: `cat robomod-data/robomod.sqlite.last-pass`.
//!
//! It is a file rather than a table so that an idle daemon costs no database commit (and no
//! disk sync) per pass, and a backup never carries another host's liveness. It is written to a
//! temporary name and renamed, never synced: a power loss can lose the newest record, which
//! only makes the daemon look one pass older.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// One pass, as recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastPass {
    pub started_at: DateTime<Utc>,
    pub finished_at: DateTime<Utc>,
    /// The first error of the pass (the pass went on with its other stages), or `None`.
    pub error: Option<String>,
    pub fetched: usize,
    pub answered: usize,
    pub failed: usize,
    pub rounds: u32,
    pub sent: usize,
    pub send_failures: usize,
    pub dead: usize,
    /// Written by `serve --once` (cron) rather than a running `serve`: no daemon holds the
    /// lock between passes, so `robomod status` judges liveness by the pass's age alone.
    #[serde(default)]
    pub once: bool,
}

/// Where the record of the database at `db` is kept.
pub fn path_for(db: &Path) -> PathBuf {
    let mut name = db.file_name().unwrap_or_default().to_os_string();
    name.push(".last-pass");
    db.with_file_name(name)
}

/// Writes `pass` as the last pass of the database at `db`.
pub fn write(db: &Path, pass: &LastPass) -> std::io::Result<()> {
    let path = path_for(db);
    let mut tmp = path.clone().into_os_string();
    tmp.push(".tmp");
    let text = serde_json::to_string_pretty(pass).map_err(std::io::Error::other)?;
    std::fs::write(&tmp, text + "\n")?;
    std::fs::rename(&tmp, &path)
}

/// The last pass recorded for the database at `db`; `Ok(None)` when no pass was recorded.
pub fn read(db: &Path) -> Result<Option<LastPass>, String> {
    let path = path_for(db);
    match std::fs::read_to_string(&path) {
        Ok(text) => serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| format!("{} does not read: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("cannot read {}: {e}", path.display())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pass_is_written_beside_the_database_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("robomod.sqlite");
        assert_eq!(read(&db), Ok(None));
        let t = DateTime::from_timestamp(1_772_452_800, 0).unwrap();
        let pass = LastPass {
            started_at: t,
            finished_at: t + chrono::Duration::seconds(2),
            error: Some("inbox: cannot connect".into()),
            fetched: 3,
            answered: 2,
            failed: 1,
            rounds: 1,
            sent: 4,
            send_failures: 0,
            dead: 0,
            once: false,
        };
        write(&db, &pass).unwrap();
        assert_eq!(path_for(&db), dir.path().join("robomod.sqlite.last-pass"));
        assert_eq!(read(&db), Ok(Some(pass)));
        std::fs::write(path_for(&db), "{").unwrap();
        assert!(read(&db).unwrap_err().contains("does not read"));
    }
}
