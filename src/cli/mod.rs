//! The command layer: one module per `robomod` subcommand, each with its clap `Args` and a `run`
//! that calls library functions and prints. `main.rs` only parses and dispatches.
//!
//! Exit statuses: 0 success; 1 the command ran and found a problem (a replay mismatch, say);
//! 2 bad input (arguments, files, configuration); 75 (`EX_TEMPFAIL`, `robomod deliver` only)
//! try again later — see [`Failure`].

pub mod archive;
pub mod board;
pub mod db;
pub mod deliver;
pub mod demo;
pub mod doctor;
pub mod export;
pub mod game;
pub mod lobby;
pub mod mail;
pub mod player;
pub mod ratings;
pub mod replay;
pub mod serve;
pub mod settings;
pub mod sim;
pub mod solve;
pub mod status;
pub mod submit;
pub mod tournament;

use std::fmt;

/// The shipped games' names as a help text lists them, the last two joined by `last`:
/// `rambots, ricochet or race` (from the registry, so that a new game is named by itself).
pub fn kinds_listed(last: &str) -> String {
    let kinds = crate::games::Registry::builtin().kind_names();
    match kinds.split_last() {
        Some((end, rest)) if !rest.is_empty() => format!("{}{last}{end}", rest.join(", ")),
        _ => kinds.join(""),
    }
}

/// Why a command failed, which decides the exit status.
#[derive(Debug)]
pub enum Failure {
    /// The user's input is wrong (exit 2): the message says what and how to fix it.
    Input(anyhow::Error),
    /// The command ran but its answer is "no" (exit 1).
    Check(anyhow::Error),
    /// The work could not be done now and nothing was done: the caller (a mail server) should
    /// try again later (exit 75, `EX_TEMPFAIL` of sysexits.h).
    TryLater(anyhow::Error),
}

impl Failure {
    pub fn input(e: impl Into<anyhow::Error>) -> Self {
        Failure::Input(e.into())
    }
    pub fn exit_code(&self) -> u8 {
        match self {
            Failure::Input(_) => 2,
            Failure::Check(_) => 1,
            Failure::TryLater(_) => 75,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Input(e) | Failure::Check(e) | Failure::TryLater(e) => f.write_str(&chain(e)),
        }
    }
}

/// An error and its causes joined by `: `, each said once: a cause whose words its wrapper
/// already quotes (`inbox: X` caused by `X`, SQLite's message under robomod's) is left out.
fn chain(e: &anyhow::Error) -> String {
    let mut shown: Vec<String> = Vec::new();
    for cause in e.chain() {
        let text = cause.to_string();
        if shown.iter().any(|s| s.contains(&text)) {
            continue;
        }
        shown.push(text);
    }
    shown.join(": ")
}

/// Any other error (I/O, database) is a failure to run: exit 1.
impl From<anyhow::Error> for Failure {
    fn from(e: anyhow::Error) -> Self {
        Failure::Check(e)
    }
}

pub type CmdResult = Result<(), Failure>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_chain_says_each_thing_once() {
        let sqlite = anyhow::anyhow!("attempt to write a readonly database");
        let e = sqlite
            .context("attempt to write a readonly database")
            .context("database: attempt to write a readonly database");
        assert_eq!(
            Failure::Check(e).to_string(),
            "database: attempt to write a readonly database"
        );
        let e = anyhow::anyhow!("disk full").context("cannot write game-1/index.html");
        assert_eq!(
            Failure::Check(e).to_string(),
            "cannot write game-1/index.html: disk full"
        );
    }

    /// The help's list of games is the registry's: every kind once, in order, the last two
    /// joined as asked.
    #[test]
    fn the_kinds_listed_are_the_registrys() {
        let kinds = crate::games::Registry::builtin().kind_names();
        let listed = kinds_listed(" or ");
        let (last, rest) = kinds.split_last().unwrap();
        assert!(listed.ends_with(&format!(" or {last}")), "{listed}");
        assert_eq!(listed, format!("{} or {last}", rest.join(", ")));
        assert_eq!(kinds_listed(", "), kinds.join(", "));
    }
}
