//! `robomod replay ID... | --all`: recompute games from their seeds and orders and compare with
//! the stored reports and mails, byte for byte. Every game named is tried; a game that does not
//! replay (or cannot be read) is reported on its own line, and the exit status is 1 at the end.
//! With `--all` the ratings are checked too: the stored rows must be those a rebuild writes.

use super::db::{DbArg, failure};
use super::{CmdResult, Failure};
use anyhow::anyhow;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The games to replay.
    pub ids: Vec<i64>,
    /// Replay every game.
    #[arg(long, conflicts_with = "ids")]
    pub all: bool,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(a: ReplayArgs) -> CmdResult {
    let m = a.db.reader()?;
    let ids: Vec<i64> = if a.all {
        m.admin().game_ids().map_err(failure)?
    } else if a.ids.is_empty() {
        return Err(Failure::input(anyhow!(
            "name the games to replay (robomod replay 3 4) or give --all"
        )));
    } else {
        a.ids.clone()
    };
    // The bar draws on standard error, only on a terminal and only for several games.
    let bar = ProgressBar::new(ids.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    if ids.len() < 2 {
        bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let mut bad = 0;
    for id in &ids {
        let r = m.rounds().replay(*id);
        bar.inc(1);
        // A game that cannot be replayed at all is reported on its own line; the others go on.
        let r = match r {
            Ok(r) => r,
            Err(e) => {
                bad += 1;
                bar.suspend(|| println!("game {id}: cannot be replayed: {e}"));
                continue;
            }
        };
        match &r.mismatch {
            None => bar.suspend(|| {
                println!(
                    "game {id}: {} round(s) and {} mail(s) reproduced",
                    r.rounds, r.mails
                )
            }),
            Some(mm) => {
                bad += 1;
                bar.suspend(|| println!("game {id}: MISMATCH in {mm}"));
            }
        }
    }
    bar.finish_and_clear();
    // With every game: the ratings, as a rebuild from the finished games computes them.
    let differ = match a.all {
        true => m.records().check_ratings().map_err(failure)?,
        false => Vec::new(),
    };
    if a.all {
        for line in &differ {
            println!("ratings: MISMATCH: {line} (robomod ratings rebuild writes them again)");
        }
        if differ.is_empty() {
            println!("ratings: as a rebuild from the finished games computes them");
        }
    }
    if !differ.is_empty() {
        return Err(Failure::Check(anyhow!(
            "{bad} of {} game(s) do not replay as stored, and the ratings of {} kind(s) are \
             not what a rebuild computes",
            ids.len(),
            differ.len()
        )));
    }
    if bad > 0 {
        Err(Failure::Check(anyhow!(
            "{bad} of {} game(s) do not replay as stored",
            ids.len()
        )))
    } else {
        Ok(())
    }
}
