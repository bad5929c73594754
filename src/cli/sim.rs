//! `robomod sim`: a what-if. Runs one round from a position file and prints the report (or, with
//! `--json`, the position after, the events and the winner), or prints a fresh starting position
//! with `--new N --seed S`. The file's `game` field picks the game; each game has one arm below.

use super::{CmdResult, Failure};
use crate::games::rambots::{self, position::RedBeam, position_file};
use crate::games::{GameRng, step_rng};
use anyhow::{Context as _, anyhow};
use std::path::{Path, PathBuf};

/// The games `sim` can run, for the error message when a file names another.
const KNOWN: &[&str] = &["rambots", "ricochet"];

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The position file (TOML) to run one round from.
    #[arg(required_unless_present = "new")]
    pub file: Option<PathBuf>,
    /// Print JSON {"position", "events", "winner"} instead of the report.
    #[arg(long)]
    pub json: bool,
    /// Print a fresh starting position for N players (2-4) instead, in the file schema.
    #[arg(long, value_name = "N", conflicts_with = "file")]
    pub new: Option<usize>,
    /// The seed for --new (beacon colours, precedence stack, goal stacks).
    #[arg(long, default_value_t = 0, requires = "new")]
    pub seed: u64,
}

pub fn run(args: Args) -> CmdResult {
    if let Some(players) = args.new {
        print!("{}", new_rambots(players, args.seed)?);
        return Ok(());
    }
    let file = args.file.expect("clap requires FILE without --new");
    let text = std::fs::read_to_string(&file)
        .with_context(|| format!("cannot read {}", file.display()))
        .map_err(Failure::Input)?;
    let value: toml::Table = toml::from_str(&text)
        .map_err(|e| Failure::input(anyhow!("{}: not a TOML file: {e}", file.display())))?;
    let game = match value.get("game") {
        Some(toml::Value::String(g)) => g.as_str(),
        Some(_) => return Err(input(&file, "game: must be a string such as \"rambots\"")),
        None => {
            return Err(input(
                &file,
                &format!("game: missing; known games: {}", KNOWN.join(", ")),
            ));
        }
    };
    let out = match game {
        "rambots" => sim_rambots(&file, &text, args.json)?,
        "ricochet" if args.json => crate::games::ricochet::file::solve_toml(&text)
            .map(|s| format!("{}\n", s.json()))
            .map_err(|e| input(&file, &e.to_string()))?,
        "ricochet" => crate::games::ricochet::file::sim_from_toml(&text)
            .map_err(|e| input(&file, &e.to_string()))?,
        other => {
            let msg = format!(
                "game: unknown game {other:?}; known games: {}",
                KNOWN.join(", ")
            );
            return Err(input(&file, &msg));
        }
    };
    print!("{out}");
    Ok(())
}

fn input(file: &Path, msg: &str) -> Failure {
    Failure::input(anyhow!("{}: {msg}", file.display()))
}

/// One RAMbots round from `text` (a [`position_file::Setup`]): the report, or the JSON object.
pub fn sim_rambots(file: &Path, text: &str, json: bool) -> Result<String, Failure> {
    let setup: position_file::Setup =
        toml::from_str(text).map_err(|e| input(file, e.to_string().trim_end()))?;
    let (pos, programs) =
        position_file::validate(&setup).map_err(|e| input(file, &e.to_string()))?;
    if let Some(w) = pos.winner() {
        let msg = format!("bots: {w}'s goal stack is empty, so the game is already over");
        return Err(input(file, &msg));
    }
    let (after, events, winner) = rambots::play_round(&pos, &programs);
    if !json {
        return Ok(rambots::report::round_report(&pos, &events, &after, None));
    }
    let out = serde_json::json!({
        "position": after.to_setup(),
        "events": events,
        "winner": winner,
    });
    let mut s = serde_json::to_string_pretty(&out).context("cannot print JSON")?;
    s.push('\n');
    Ok(s)
}

/// A fresh RAMbots position for `players`, goal stacks drawn at random, as a TOML file.
pub fn new_rambots(players: usize, seed: u64) -> Result<String, Failure> {
    let mut rng: GameRng = step_rng(seed, 0);
    let mut pos = rambots::setup::new_position(RedBeam::Damage, players, &mut rng)
        .map_err(|e| Failure::input(anyhow!("--new: {e}")))?;
    let mut events = Vec::new();
    rambots::setup::deal_goal_stacks(&mut pos, &[], &mut rng, &mut events);
    let body = toml::to_string(&pos.to_setup()).context("cannot print TOML")?;
    Ok(format!(
        "# robomod sim --new {players} --seed {seed}: a fresh RAMbots position, goal stacks \
         drawn at random.\n# Add program = \"1RN 2BE\" to a [[bots]] table, then run robomod \
         sim on this file.\n{body}"
    ))
}
