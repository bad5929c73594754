//! `robomod tournament new KIND --heats N --player NAME=ADDRESS ...`: a tournament of heats,
//! its heats drawn by rating and opened at once (each an ordinary game: `game list` shows
//! them); its final opens when its heats are over. `robomod tournament show ID`: its games
//! and, once over, its winner.

use super::db::{DbArg, failure};
use super::{CmdResult, Failure};
use crate::moderator::tournament::NewTournament;
use anyhow::anyhow;
use clap::{Args, Subcommand};

#[derive(Subcommand, Debug)]
pub enum TournamentCmd {
    /// Open a tournament of heats; its first heats open at once.
    New(NewArgs),
    /// A tournament's games and winner.
    Show(ShowArgs),
}

#[derive(Args, Debug)]
pub struct NewArgs {
    /// The game kind every game of the tournament is.
    pub kind: String,
    /// The most players a heat (2 or more); the winners of the heats play the final.
    #[arg(long, default_value_t = 4)]
    pub heats: u32,
    /// An entrant: NAME=ADDRESS (repeatable, two or more).
    #[arg(long = "player", value_name = "NAME=ADDRESS", required = true)]
    pub players: Vec<String>,
    /// A setting of every game, KEY=VALUE (repeatable), as `game new --set`.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub set: Vec<String>,
    /// Every game's schedule ("22:00" or "48h"); default: the config's.
    #[arg(long)]
    pub schedule: Option<String>,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct ShowArgs {
    pub id: i64,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(cmd: TournamentCmd) -> CmdResult {
    match cmd {
        TournamentCmd::New(a) => new(a),
        TournamentCmd::Show(a) => show(a),
    }
}

fn new(a: NewArgs) -> CmdResult {
    let entrants = (a.players.iter())
        .map(|p| super::game::player(p))
        .collect::<Result<Vec<_>, _>>()?;
    let mut settings = serde_json::Map::new();
    for s in &a.set {
        let (k, v) = super::settings::setting(s)?;
        settings.insert(k, v);
    }
    let new = NewTournament {
        kind: a.kind.clone(),
        heat_size: a.heats,
        entrants,
        settings,
        schedule: a.schedule.clone(),
    };
    let m = a.db.moderator()?;
    let id = m.open_tournament(&new).map_err(failure)?;
    println!("opened tournament {id} of {}: its heats", a.kind);
    print_games(&m, id)
}

fn show(a: ShowArgs) -> CmdResult {
    let m = a.db.moderator()?;
    print_games(&m, a.id)
}

fn print_games(m: &crate::moderator::Moderator, id: i64) -> CmdResult {
    let (t, games) = m.tournament(id).map_err(failure)?;
    let Some(t) = t else {
        return Err(Failure::input(anyhow!("there is no tournament {id}")));
    };
    for (game, stage, players) in games {
        println!("  game {game:<5} {stage:<15} {}", players.join(", "));
    }
    match t.winner {
        Some(w) => println!("over: won by {w}"),
        None => println!("running"),
    }
    Ok(())
}
