//! What an operator runs (issue 31, `docs/operating.md`): `robomod deliver` from an MTA's
//! pipe, `db backup` and `db restore` (and the copy kept before a migration), `status` and its
//! exit status, `doctor`, and the systemd unit shipped in `contrib/systemd/`.

mod backup;
mod deliver;
mod doctor;
mod friction;
mod status;
mod systemd;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Whether the tests run as root (who may write anything: permission tests then run the
/// binary as `nobody`).
pub fn root() -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() == 0 }
}

/// A hard link to the binary in `dir` (a copy across file systems), so that `nobody` may run
/// it wherever the build lives (root's home is closed to other users).
pub fn binary_in(dir: &Path) -> PathBuf {
    let bin = dir.join("robomod");
    std::fs::hard_link(env!("CARGO_BIN_EXE_robomod"), &bin)
        .or_else(|_| std::fs::copy(env!("CARGO_BIN_EXE_robomod"), &bin).map(drop))
        .unwrap();
    bin
}

/// `bin` run as `nobody` when the tests run as root, else as is; `None` (the test skipped)
/// when root cannot switch users here.
pub fn as_unprivileged(test: &str, bin: &Path) -> Option<Command> {
    if !root() {
        return Some(Command::new(bin));
    }
    let found = Command::new("setpriv")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        crate::support::skip::skip(
            test,
            "setpriv is not installed (root must run the binary as nobody)",
            "apt-get install util-linux, as root",
        );
        return None;
    }
    let mut c = Command::new("setpriv");
    c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
        .arg(bin);
    Some(c)
}

pub fn chmod(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs `cmd`, feeding it `input`.
pub fn run_with_input(cmd: &mut Command, input: &[u8]) -> Output {
    use std::io::Write as _;
    use std::process::Stdio;
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .env_remove("ROBOMOD_CONFIG")
        .env_remove("ROBOMOD_DB")
        .env_remove("ROBOMOD_CLOCK_FILE")
        .spawn()
        .expect("the binary runs");
    // A child that exits before reading everything closes the pipe: not an error here.
    let _ = child.stdin.take().expect("stdin").write_all(input);
    child.wait_with_output().expect("its output")
}

/// The files in `dir` (none when it is missing).
pub fn files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    v.sort();
    v
}
