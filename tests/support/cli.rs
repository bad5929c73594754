//! Running the real `robomod` binary from a test: a command with nothing inherited from the
//! developer's shell (no `ROBOMOD_DB`, `ROBOMOD_CONFIG`, `ROBOMOD_CLOCK_FILE` or `RUST_LOG`),
//! and its output as text.

use std::ffi::OsStr;
use std::path::Path;
use std::process::{Command, Output};

/// The binary under test, with a clean environment, run in the crate's folder (where the
/// examples and boards are found by their relative paths).
pub fn command() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_robomod"));
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("ROBOMOD_DB")
        .env_remove("ROBOMOD_CONFIG")
        .env_remove("ROBOMOD_CLOCK_FILE")
        .env_remove("RUST_LOG");
    cmd
}

/// [`command`] run in `dir` (where a relative `--db` or config lands).
pub fn command_in(dir: &Path) -> Command {
    let mut cmd = command();
    cmd.current_dir(dir);
    cmd
}

/// `robomod args...` in the crate's folder, to its end.
pub fn robomod<S: AsRef<OsStr>>(args: &[S]) -> Output {
    command()
        .args(args)
        .output()
        .expect("the robomod binary runs")
}

/// `robomod args...` in `dir`, to its end.
pub fn robomod_in<S: AsRef<OsStr>>(dir: &Path, args: &[S]) -> Output {
    command_in(dir)
        .args(args)
        .output()
        .expect("the robomod binary runs")
}

/// The text of `rel` under the crate's `contrib/` (the files an operator installs).
pub fn contrib(rel: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("contrib")
            .join(rel),
    )
    .unwrap()
}

/// `robomod sim` on a file holding `text`, then `extra` arguments, to its end.
pub fn sim_text(text: &str, extra: &[&str]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("pos.toml");
    std::fs::write(&path, text).unwrap();
    let mut args = vec!["sim", path.to_str().unwrap()];
    args.extend_from_slice(extra);
    robomod(&args)
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// What a person at the terminal sees: standard output, then standard error.
pub fn text(o: &Output) -> String {
    format!("{}{}", stdout(o), stderr(o))
}

/// Standard output of a run that must have succeeded (its status and standard error shown
/// if not).
pub fn success(o: &Output) -> String {
    assert!(o.status.success(), "{}\n{}", o.status, stderr(o));
    stdout(o)
}

/// `game new` of a RAMbots game for Ann and Bob (`ann@example.org`, `bob@example.org`), then
/// `more` (`--seed 1`, `--db x`, ...): the game most command-line tests start with.
pub fn new_rambots<'a>(more: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "game",
        "new",
        "--kind",
        "rambots",
        "--player",
        "Ann=ann@example.org",
        "--player",
        "Bob=bob@example.org",
    ];
    args.extend_from_slice(more);
    args
}
