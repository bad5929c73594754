//! Running the real binary where the database's permissions matter: a copy of the binary
//! that `nobody` may run, run as `nobody` when the tests run as root, modes set, output read.

use std::path::{Path, PathBuf};
use std::process::Command;

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

/// Bytes a command wrote, as text.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}
