//! `robomod ricochet solve FILE [--json]`: solve a Ricochet Pyramids position file optimally and
//! print the board and a solution, or `{"moves": N, "solution": [...]}` with `--json`.
//!
//! A file that cannot be read or is malformed is bad input (exit 2, the message names the field);
//! a position without solution is an answer, not a failure (exit 0).

use super::{CmdResult, Failure};
use crate::games::ricochet::file::solve_toml;
use anyhow::Context as _;
use clap::{Args, Subcommand};
use std::path::PathBuf;

/// Ricochet Pyramids tools.
#[derive(Args, Debug)]
pub struct RicochetArgs {
    #[command(subcommand)]
    pub command: RicochetCommand,
}

#[derive(Subcommand, Debug)]
pub enum RicochetCommand {
    /// Solve a position file (TOML) optimally: the fewest moves, or proof there is no solution.
    Solve(SolveArgs),
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The position file: game = "ricochet", towers, robots, goal.
    pub file: PathBuf,
    /// Print {"moves": N, "solution": ["yN", ...]} (or {"moves": null}) instead of the board.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: RicochetArgs) -> CmdResult {
    match args.command {
        RicochetCommand::Solve(a) => solve(a),
    }
}

fn solve(args: SolveArgs) -> CmdResult {
    let path = args.file.display();
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("cannot read the position file {path}"))
        .map_err(Failure::input)?;
    let solved = solve_toml(&text)
        .with_context(|| format!("position file {path}"))
        .map_err(Failure::input)?;
    if args.json {
        println!("{}", solved.json());
    } else {
        print!("{}", solved.text());
    }
    Ok(())
}
