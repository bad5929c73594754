//! `robomod solve FILE [--json]`: solve a position file optimally with the solver of the game
//! it names ([`crate::games::Solver`], found in the registry among the games that have one)
//! and print the board and a solution, or its JSON (`{"moves": N, "solution": [...]}`).
//!
//! A file that cannot be read or is malformed is bad input (exit 2, the message names the field);
//! a position without solution is an answer, not a failure (exit 0).

use super::{CmdResult, Failure};
use crate::games::Registry;
use crate::games::capability::DynSolver;
use crate::games::capability::files::solvers;
use anyhow::{Context as _, anyhow};
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The position file (TOML), `game = ...` naming a game with a solver, then its position.
    pub file: PathBuf,
    /// Print {"moves": N, "solution": ["yN", ...]} (or {"moves": null}) instead of the board.
    #[arg(long)]
    pub json: bool,
}

/// The solver of the game `text` names, else the only solver (which then says what is wrong
/// with the file).
fn solver_for(text: &str) -> Option<&'static dyn DynSolver> {
    let all = solvers(Registry::builtin());
    let named = toml::from_str::<toml::Table>(text)
        .ok()
        .and_then(|t| t.get("game")?.as_str().map(str::to_string));
    all.iter()
        .find(|(g, _)| named.as_deref() == Some(g.kind()))
        .or(match all.as_slice() {
            [one] => Some(one),
            _ => None,
        })
        .map(|(_, s)| *s)
}

pub fn run(args: SolveArgs) -> CmdResult {
    let path = args.file.display();
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("cannot read the position file {path}"))
        .map_err(Failure::input)?;
    let solver = solver_for(&text).ok_or_else(|| {
        let kinds: Vec<&str> = solvers(Registry::builtin())
            .iter()
            .map(|(g, _)| g.kind())
            .collect();
        Failure::input(anyhow!(
            "position file {path}: game: name a game with a solver ({})",
            kinds.join(", ")
        ))
    })?;
    let solved = solver
        .solve(&text)
        .map_err(|e| Failure::input(anyhow!("position file {path}: {e}")))?;
    if args.json {
        println!("{}", solved.json);
    } else {
        print!("{}", solved.text);
    }
    Ok(())
}
