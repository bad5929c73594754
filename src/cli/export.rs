//! `robomod export ID`: a game's whole record as JSON (private: it holds the player keys).

use super::db::{DbArg, failure};
use super::{CmdResult, Failure};
use anyhow::anyhow;
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct ExportArgs {
    pub id: i64,
    /// Write to this file instead of standard output.
    #[arg(long, short)]
    pub out: Option<PathBuf>,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(a: ExportArgs) -> CmdResult {
    let record = a.db.moderator()?.export(a.id).map_err(failure)?;
    let text = serde_json::to_string_pretty(&record).map_err(anyhow::Error::from)? + "\n";
    match &a.out {
        None => print!("{text}"),
        Some(path) => {
            std::fs::write(path, text)
                .map_err(|e| Failure::input(anyhow!("cannot write {}: {e}", path.display())))?;
            println!("wrote game {} to {}", a.id, path.display());
        }
    }
    Ok(())
}
