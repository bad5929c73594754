//! A database robomod may read but not write (a copy, a folder owned by another user): the
//! commands that only look work, and a command that writes fails with one clear message and
//! leaves the file as it was. Run as the real binary; as root, the binary runs as `nobody`
//! through `setpriv`, otherwise the folder and file are made read-only.

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
        // A copy of the binary inside the folder, so that `nobody` may run it wherever the
        // build lives (root's home is closed to other users).
        let bin = dir.path().join("robomod");
        std::fs::hard_link(env!("CARGO_BIN_EXE_robomod"), &bin)
            .or_else(|_| std::fs::copy(env!("CARGO_BIN_EXE_robomod"), &bin).map(drop))
            .unwrap();
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
        let root = unsafe { libc::geteuid() } == 0;
        let (dir_mode, file_mode) = if root { (0o755, 0o644) } else { (0o555, 0o444) };
        chmod(&db, file_mode);
        chmod(dir.path(), dir_mode);
        ReadOnly { dir, bin, db }
    }

    fn run(&self, args: &[&str]) -> Output {
        let mut cmd = if unsafe { libc::geteuid() } == 0 {
            let mut c = Command::new("setpriv");
            c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
                .arg(&self.bin);
            c
        } else {
            Command::new(&self.bin)
        };
        cmd.args(args)
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

fn chmod(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
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
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(err.matches("readonly database").count(), 1, "{err}");
    assert!(
        err.contains("run robomod as the user that owns them"),
        "{err}"
    );
    assert_eq!(std::fs::read(&ro.db).unwrap(), before);
    let shown = ro.run(&["game", "show", "1"]);
    assert!(text(&shown.stdout).contains("active"), "still not paused");
}
