//! `robomod export ID [--with-keys]`: a game's record as JSON. Without `--with-keys` it is
//! shareable: no player keys, addresses, stored states (hands), mail bodies, open orders or
//! authors of anonymous press; `--with-keys` writes the whole record, a backup to keep private.

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
    /// Keep the player keys (in the players and in every stored mail): a full backup, to be
    /// kept private.
    #[arg(long)]
    pub with_keys: bool,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(a: ExportArgs) -> CmdResult {
    let m = a.db.reader()?;
    let record = if a.with_keys {
        m.records().export(a.id)
    } else {
        m.records().export_without_keys(a.id)
    }
    .map_err(failure)?;
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
