//! Files robomod may read but not write. A database (a copy, a folder owned by another user):
//! the commands that only look work, and a command that writes fails with one clear message and
//! leaves the file as it was. A Maildir: reading stops with one error naming the folder, not a
//! warning per mail on every pass. Run as the real binary; as root, the binary runs as `nobody`
//! through `setpriv`, otherwise the folders and files are made read-only.

use crate::support::assert_contains;
use crate::support::cli::new_rambots;
use crate::support::unprivileged::{binary_in, chmod, root, text};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

struct ReadOnly {
    dir: tempfile::TempDir,
    bin: PathBuf,
    db: PathBuf,
}

impl ReadOnly {
    /// A database with one game, then made unwritable for the user the commands run as.
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let bin = binary_in(dir.path());
        let db = dir.path().join("robomod.sqlite");
        let made = Command::new(&bin)
            .args(["game", "new", "--kind", "rambots", "--seed", "3"])
            .args([
                "--player",
                "Ann=ann@example.org",
                "--player",
                "Bob=bob@example.org",
            ])
            .arg("--db")
            .arg(&db)
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert!(made.status.success(), "{}", text(&made.stderr));
        let (dir_mode, file_mode) = if root() {
            (0o755, 0o644)
        } else {
            (0o555, 0o444)
        };
        chmod(&db, file_mode);
        chmod(dir.path(), dir_mode);
        ReadOnly { dir, bin, db }
    }

    fn run(&self, args: &[&str]) -> Output {
        as_another_user(&self.bin)
            .args(args)
            .arg("--db")
            .arg(&self.db)
            .current_dir(self.dir.path())
            .env_remove("ROBOMOD_DB")
            .output()
            .expect("setpriv (util-linux) runs the binary as nobody")
    }
}

impl Drop for ReadOnly {
    fn drop(&mut self) {
        chmod(self.dir.path(), 0o755);
    }
}

/// `bin` run as `nobody` when the tests run as root (who may write anything), else as is.
fn as_another_user(bin: &Path) -> Command {
    if root() {
        let mut c = Command::new("setpriv");
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(bin);
        c
    } else {
        Command::new(bin)
    }
}

#[test]
fn commands_that_only_look_work_on_a_database_robomod_may_not_write() {
    let ro = ReadOnly::new();
    let before = std::fs::read(&ro.db).unwrap();
    for (args, expect) in [
        (&["game", "list"][..], "rambots"),
        (&["game", "show", "1"][..], "game 1 (rambots), active"),
        (&["export", "1"][..], "\"kind\": \"rambots\""),
        (&["mail", "outbox"][..], "2 queued"),
        (&["replay", "1"][..], "game 1: 0 round(s)"),
    ] {
        let o = ro.run(args);
        assert!(o.status.success(), "{args:?}: {}", text(&o.stderr));
        assert!(
            text(&o.stdout).contains(expect),
            "{args:?}: {}",
            text(&o.stdout)
        );
    }
    assert_eq!(
        std::fs::read(&ro.db).unwrap(),
        before,
        "a reader changed the file"
    );
}

#[test]
fn a_command_that_writes_says_once_why_it_cannot_and_what_to_do() {
    let ro = ReadOnly::new();
    let before = std::fs::read(&ro.db).unwrap();
    let o = ro.run(&["game", "pause", "1"]);
    let err = text(&o.stderr);
    // Refused before SQLite touches anything, naming the file and what to fix (issue 27).
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(err.matches("cannot write the database").count(), 1, "{err}");
    assert!(
        err.contains(&format!("may not write the file {}", ro.db.display()))
            && err.contains("chmod u+w")
            && err.contains("run robomod as the user that owns it"),
        "{err}"
    );
    assert_eq!(std::fs::read(&ro.db).unwrap(), before);
    assert!(!ro.dir.path().join("robomod.sqlite-wal").exists());
    let shown = ro.run(&["game", "show", "1"]);
    assert!(text(&shown.stdout).contains("active"), "still not paused");
}

/// A Maildir robomod may read but not write: each mail would be read again, and warned about,
/// on every pass. The pass stops reading with one error that names the folder and the fix, the
/// rest of the pass (deadlines, sending) still runs, and once the rights are fixed the waiting
/// mail is read and marked.
#[test]
fn a_maildir_robomod_may_not_write_stops_the_reading_with_one_error() {
    let dir = tempfile::tempdir().unwrap();
    chmod(dir.path(), 0o755);
    let bin = binary_in(dir.path());
    let (data, maildir) = (dir.path().join("data"), dir.path().join("maildir"));
    std::fs::create_dir(&data).unwrap();
    chmod(&data, 0o777);
    std::fs::write(
        dir.path().join("robomod.toml"),
        format!(
            "data_dir = {:?}\n[inbound.maildir]\npath = {:?}\n",
            data.display().to_string(),
            maildir.display().to_string()
        ),
    )
    .unwrap();
    let run = |args: &[&str]| {
        as_another_user(&bin)
            .args(args)
            .current_dir(dir.path())
            .env_remove("ROBOMOD_DB")
            .env_remove("ROBOMOD_CONFIG")
            .output()
            .unwrap()
    };
    let made = run(&new_rambots(&[]));
    assert!(made.status.success(), "{}", text(&made.stderr));
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(maildir.join(sub)).unwrap();
    }
    for n in 0..3 {
        std::fs::write(
            maildir.join(format!("new/10{n}.a.host")),
            format!("From: ann@example.org\r\nSubject: s\r\nMessage-ID: <{n}@example.org>\r\n\r\nSTATUS\r\n"),
        )
        .unwrap();
    }
    let mode = if root() { 0o755 } else { 0o555 };
    chmod(&maildir.join("new"), mode);
    chmod(&maildir.join("cur"), mode);

    let stopped = run(&["serve", "--once"]);
    let err = text(&stopped.stderr);
    assert_eq!(stopped.status.code(), Some(1), "{err}");
    assert!(
        err.contains("cannot mark mail handled in")
            && err.contains("give the user robomod runs as write access"),
        "{err}"
    );
    // Logged once by the pass and said once as the exit message: not once per mail.
    assert_eq!(err.matches("cannot mark mail handled").count(), 2, "{err}");
    assert!(!err.contains("WARN"), "{err}");
    assert!(
        err.contains("sent=2"),
        "the welcomes went out all the same: {err}"
    );
    assert_eq!(std::fs::read_dir(maildir.join("new")).unwrap().count(), 3);

    chmod(&maildir.join("new"), 0o777);
    chmod(&maildir.join("cur"), 0o777);
    let fixed = run(&["serve", "--once"]);
    assert!(fixed.status.success(), "{}", text(&fixed.stderr));
    assert_contains(&text(&fixed.stdout), "read 3 mail(s): 3 answered");
    assert_eq!(std::fs::read_dir(maildir.join("new")).unwrap().count(), 0);
}

fn chown_to_nobody(path: &Path) {
    let c = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid path; chown only reads it.
    assert_eq!(unsafe { libc::chown(c.as_ptr(), 65534, 65534) }, 0);
}

/// Issue 27: a database its owner made read-only (0444). Looking creates no `-wal` or `-shm`
/// (SQLite would make them 0444 too, and a writer could not use them once the database's
/// rights were fixed); a command that writes is refused before anything is touched, naming the
/// file and the permission; after `chmod 644` on the database alone, writing works.
#[test]
fn a_read_only_database_is_refused_untouched_and_works_once_its_rights_are_fixed() {
    let dir = tempfile::tempdir().unwrap();
    chmod(dir.path(), 0o755);
    let bin = binary_in(dir.path());
    let db = dir.path().join("robomod.sqlite");
    let run = |args: &[&str]| {
        as_another_user(&bin)
            .args(args)
            .arg("--db")
            .arg(&db)
            .current_dir(dir.path())
            .env_remove("ROBOMOD_DB")
            .env_remove("ROBOMOD_CONFIG")
            .output()
            .unwrap()
    };
    if root() {
        chown_to_nobody(dir.path());
    }
    let made = run(&new_rambots(&[]));
    assert!(made.status.success(), "{}", text(&made.stderr));
    let beside = |ext: &str| dir.path().join(format!("robomod.sqlite{ext}"));
    assert!(!beside("-wal").exists(), "the writer closed cleanly");
    chmod(&db, 0o444);
    let before = std::fs::read(&db).unwrap();

    for args in [
        &["game", "list"][..],
        &["game", "show", "1"],
        &["export", "1"],
    ] {
        let o = run(args);
        assert!(o.status.success(), "{args:?}: {}", text(&o.stderr));
    }
    assert!(
        !beside("-wal").exists() && !beside("-shm").exists(),
        "looking created files"
    );

    let o = run(&["game", "pause", "1"]);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!(
            "cannot write the database {}: this user may not write the file {} (mode 0444)",
            db.display(),
            db.display()
        )) && err.contains("chmod u+w"),
        "{err}"
    );
    assert!(!beside("-wal").exists() && !beside("-shm").exists());
    assert_eq!(std::fs::read(&db).unwrap(), before, "the database changed");

    chmod(&db, 0o644);
    let o = run(&["game", "pause", "1"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&run(&["game", "show", "1"]).stdout).contains("paused"));
}
