//! `robomod ratings [--kind K] [--top N]`: the players' ratings per game kind with their
//! dedication; `robomod ratings rebuild`: every rating computed again from the finished games.
//! Thin over `moderator::ratings`.

use super::CmdResult;
use super::db::{DbArg, failure};
use crate::moderator::ratings::{KindTable, Rebuilt};
use clap::{Args, Subcommand};

#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true)]
pub struct RatingsArgs {
    #[command(subcommand)]
    pub cmd: Option<RatingsCmd>,
    #[arg(long, help = format!("Only this game kind ({})", super::kinds_listed(", ")))]
    pub kind: Option<String>,
    /// Only the best N of each kind.
    #[arg(long, value_name = "N")]
    pub top: Option<usize>,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Subcommand, Debug)]
pub enum RatingsCmd {
    /// Empty the ratings and rate every finished game again, in the order they ended (after an
    /// upgrade from a robomod without ratings, or to check: the same games give the same rows).
    Rebuild {
        #[command(flatten)]
        db: DbArg,
    },
}

pub fn run(a: RatingsArgs) -> CmdResult {
    match a.cmd {
        Some(RatingsCmd::Rebuild { db }) => {
            let done = db.moderator()?.rebuild_ratings().map_err(failure)?;
            print!("{}", rebuilt(&done));
        }
        None => {
            let tables =
                a.db.reader()?
                    .ratings(a.kind.as_deref(), a.top)
                    .map_err(failure)?;
            print!("{}", show(&tables));
        }
    }
    Ok(())
}

fn rebuilt(done: &Rebuilt) -> String {
    if done.kinds.is_empty() {
        return "no finished game to rate\n".into();
    }
    done.kinds
        .iter()
        .map(|(kind, games, players)| {
            format!("{kind}: rated {games} finished game(s), {players} player(s) rated\n")
        })
        .collect()
}

/// The tables as the operator reads them: with addresses, mu and sigma.
fn show(tables: &[KindTable]) -> String {
    if tables.is_empty() {
        return "no ratings yet: they come from finished games (robomod ratings rebuild rates \
                the games that finished before this robomod)\n"
            .into();
    }
    let mut out = String::new();
    for t in tables {
        let shown = match t.players.len() < t.count {
            true => format!("the best {} of {}", t.players.len(), t.count),
            false => t.count.to_string(),
        };
        out.push_str(&format!("{}: {shown} rated player(s)\n", t.kind));
        out.push_str(
            "rank  player               rating games      mu  sigma  on time           address\n",
        );
        for p in &t.players {
            let d = match p.dedication {
                None => "-".to_string(),
                Some(d) => match d.percent() {
                    None => "no rounds".to_string(),
                    Some(pc) => format!("{pc}% ({} of {})", d.on_time, d.counted),
                },
            };
            out.push_str(&format!(
                "{:>4}  {:<20} {:>6} {:>5} {:>7.2} {:>6.2}  {:<17} {}\n",
                p.rank, p.name, p.points, p.games, p.mu, p.sigma, d, p.player
            ));
        }
        out.push('\n');
    }
    out
}
