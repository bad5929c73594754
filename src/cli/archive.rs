//! `robomod archive ID... | --all --out DIR`: write the games as a static website (see
//! [`crate::archive`]).

use super::db::{DbArg, failure};
use super::{CmdResult, Failure};
use anyhow::anyhow;
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct ArchiveArgs {
    /// The games to write (the index always lists the games running and links the pages of
    /// the games over).
    pub ids: Vec<i64>,
    /// Write every game.
    #[arg(long, conflicts_with = "ids")]
    pub all: bool,
    /// The folder to write to (created when missing): open its index.html in a browser.
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(a: ArchiveArgs) -> CmdResult {
    let m = a.db.reader()?;
    let ids = if a.all {
        m.admin().game_ids().map_err(failure)?
    } else if a.ids.is_empty() {
        return Err(Failure::input(anyhow!(
            "name the games to write (robomod archive 3 4 --out DIR) or give --all"
        )));
    } else {
        for &id in &a.ids {
            m.records().archived_game(id).map_err(failure)?;
        }
        a.ids.clone()
    };
    let options = a.db.load_config()?.archive.options();
    let w = crate::archive::write_as(&m, &ids, &a.out, options).map_err(Failure::Input)?;
    for (id, e) in &w.failed {
        println!("game {id}: not written: {e}");
    }
    println!(
        "wrote {} game(s), {} page(s) to {}; open {}",
        w.games,
        w.pages,
        a.out.display(),
        a.out.join("index.html").display()
    );
    if w.failed.is_empty() {
        Ok(())
    } else {
        Err(Failure::Check(anyhow!(
            "{} game(s) could not be written (above); the others were",
            w.failed.len()
        )))
    }
}
