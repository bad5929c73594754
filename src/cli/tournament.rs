//! `robomod tournament new KIND --heats N | --series N [--player NAME=ADDRESS ...]`: a
//! tournament, started at once with the players named (its heats drawn by rating, each an
//! ordinary game: `game list` shows them), or with none opened to entrants by mail (`JOIN
//! TOURNAMENT 3`) until `--start`, `--entrants` or `tournament start ID`. `tournament list`,
//! `tournament show ID`: its games and, once over, its winner.

use super::db::{DbArg, failure};
use super::{CmdResult, Failure};
use crate::moderator::tournament::{Format, NewTournament};
use anyhow::anyhow;
use clap::{Args, Subcommand};

#[derive(Subcommand, Debug)]
pub enum TournamentCmd {
    /// Open a tournament: with --player, started at once; without, open to entrants by mail.
    New(NewArgs),
    /// Start an open tournament now (two entrants or more).
    Start(ShowArgs),
    /// Every tournament: its number, kind, format, status and entrants.
    List(DbArg),
    /// A tournament's games and winner.
    Show(ShowArgs),
}

#[derive(Args, Debug)]
pub struct NewArgs {
    /// The game kind every game of the tournament is.
    pub kind: String,
    /// The most players a heat (2 or more); the winners of the heats play the final
    /// (the default: heats of 4).
    #[arg(long, conflicts_with = "series")]
    pub heats: Option<u32>,
    /// A series: every entrant plays N games, points for places.
    #[arg(long, value_name = "N")]
    pub series: Option<u32>,
    /// An entrant: NAME=ADDRESS (repeatable, two or more); none: open to entrants by mail.
    #[arg(long = "player", value_name = "NAME=ADDRESS")]
    pub players: Vec<String>,
    /// Open to entrants by mail: when it starts, a date (2026-12-01) or a time from now (7d).
    #[arg(long, conflicts_with = "players")]
    pub start: Option<String>,
    /// Open to entrants by mail: it starts when this many have entered.
    #[arg(long, conflicts_with = "players")]
    pub entrants: Option<u32>,
    /// A setting of every game, KEY=VALUE (repeatable), as `game new --set`.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub set: Vec<String>,
    /// Every game's schedule ("22:00" or "48h"); default: the config's.
    #[arg(long)]
    pub schedule: Option<String>,
    /// The seed its games' seeds are made from (default: drawn, and kept).
    #[arg(long)]
    pub seed: Option<u64>,
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
        TournamentCmd::Start(a) => {
            let m = a.db.moderator()?;
            m.tournaments().start_tournament(a.id).map_err(failure)?;
            println!("tournament {} started", a.id);
            print_games(&m, a.id)
        }
        TournamentCmd::List(db) => {
            let m = db.moderator()?;
            for t in m.tournaments().all().map_err(failure)? {
                let entrants = m
                    .tournaments()
                    .tournament_entrants(t.id)
                    .map_err(failure)?
                    .len();
                println!(
                    "{:>4}  {:<8} {:<7} {:>2}  {:<9} {entrants} entrants",
                    t.id, t.kind, t.format, t.size, t.status
                );
            }
            Ok(())
        }
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
    let format = match a.series {
        Some(games) => Format::Series { games },
        None => Format::Heats {
            size: a.heats.unwrap_or(4),
        },
    };
    let m = a.db.moderator()?;
    let starts_at = match &a.start {
        None => None,
        Some(s) => Some(match chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d") {
            Ok(d) => d.and_time(chrono::NaiveTime::MIN).and_utc(),
            Err(_) => {
                m.now()
                    + crate::duration::parse_duration(s)
                        .map_err(|e| Failure::input(anyhow!("--start {s}: {e}")))?
            }
        }),
    };
    let new = NewTournament {
        kind: a.kind.clone(),
        format,
        entrants,
        settings,
        schedule: a.schedule.clone(),
        starts_at,
        max_entrants: a.entrants,
        organiser: None,
        seed: a.seed,
    };
    if new.entrants.is_empty() {
        let id = m.tournaments().announce_tournament(&new).map_err(failure)?;
        println!(
            "opened tournament {id} of {}: players enter with JOIN TOURNAMENT {id}",
            a.kind
        );
        return Ok(());
    }
    let id = m.tournaments().open_tournament(&new).map_err(failure)?;
    println!("opened tournament {id} of {}: its first games", a.kind);
    print_games(&m, id)
}

fn show(a: ShowArgs) -> CmdResult {
    let m = a.db.moderator()?;
    print_games(&m, a.id)
}

fn print_games(m: &crate::moderator::Moderator, id: i64) -> CmdResult {
    let (t, games) = m.tournaments().tournament(id).map_err(failure)?;
    let Some(t) = t else {
        return Err(Failure::input(anyhow!("there is no tournament {id}")));
    };
    for (game, stage, players) in games {
        println!("  game {game:<5} {stage:<15} {}", players.join(", "));
    }
    match t.winner {
        Some(w) => println!("over: won by {w}"),
        None => println!("{}", t.status),
    }
    Ok(())
}
