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

pub use crate::support::unprivileged::{as_unprivileged, binary_in, chmod, root, text};

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
