//! `robomod ratings [--kind K] [--top N] [--json | --csv]`: the players' ratings per game
//! kind with their dedication in it; `robomod ratings rebuild`: every rating computed again
//! from the finished games. Thin over `moderator::ratings`.

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
    /// Only the best N of each kind (and those tied with the last of them).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub top: Option<u64>,
    /// As JSON: one object per kind, its players with every figure.
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    /// As CSV (RFC 4180, a header line): one line per player and kind.
    #[arg(long)]
    pub csv: bool,
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
            let done = db
                .moderator()?
                .records()
                .rebuild_ratings()
                .map_err(failure)?;
            print!("{}", rebuilt(&done));
        }
        None => {
            let top = a.top.map(|n| usize::try_from(n).unwrap_or(usize::MAX));
            let tables =
                a.db.reader()?
                    .records()
                    .ratings(a.kind.as_deref(), top)
                    .map_err(failure)?;
            match (a.json, a.csv) {
                (true, _) => println!("{}", as_json(&tables)),
                (_, true) => print!("{}", as_csv(&tables)),
                _ => print!("{}", show(&tables)),
            }
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
            format!(
                "{kind}: rated {}, {} rated\n",
                counted(*games, "finished game"),
                counted(*players, "player")
            )
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
        if t.count == 0 {
            out.push_str(&format!(
                "{}: no rated players yet (ratings come from finished games)\n\n",
                t.kind
            ));
            continue;
        }
        let shown = match t.players.len() < t.count {
            true => format!(
                "the best {} of {}",
                t.players.len(),
                counted(t.count, "rated player")
            ),
            false => counted(t.count, "rated player"),
        };
        out.push_str(&format!("{}: {shown}\n", t.kind));
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
            let shown = format!("{}{}", p.points, if p.provisional { "?" } else { " " });
            out.push_str(&format!(
                "{:>4}  {:<20} {:>6} {:>5} {:>7.2} {:>6.2}  {:<17} {}\n",
                p.rank, p.name, shown, p.games, p.mu, p.sigma, d, p.player
            ));
        }
        out.push('\n');
    }
    out
}

/// `n` and `what`, in the plural unless one: `1 player`, `3 players`.
fn counted(n: usize, what: &str) -> String {
    match n {
        1 => format!("1 {what}"),
        _ => format!("{n} {what}s"),
    }
}

/// The tables as JSON: each kind with its players and every figure (addresses included: the
/// operator's).
fn as_json(tables: &[KindTable]) -> String {
    let kinds: Vec<serde_json::Value> = tables
        .iter()
        .map(|t| {
            let players: Vec<serde_json::Value> = t
                .players
                .iter()
                .map(|p| {
                    serde_json::json!({
                        "rank": p.rank, "name": p.name, "address": p.player,
                        "computer": p.computer, "rating": p.points,
                        "provisional": p.provisional, "games": p.games, "mu": p.mu,
                        "sigma": p.sigma, "dedication": p.dedication.map(|d| d.context()),
                    })
                })
                .collect();
            serde_json::json!({ "kind": t.kind, "count": t.count, "players": players })
        })
        .collect();
    serde_json::to_string_pretty(&kinds).unwrap_or_default()
}

/// The tables as CSV, one line per player and kind, after a header.
fn as_csv(tables: &[KindTable]) -> String {
    let mut out = String::from(
        "kind,rank,name,address,computer,rating,provisional,games,mu,sigma,on_time,counted\r\n",
    );
    for t in tables {
        for p in &t.players {
            let (on_time, counted) = p.dedication.map_or((String::new(), String::new()), |d| {
                (d.on_time.to_string(), d.counted.to_string())
            });
            let cells = [
                t.kind.clone(),
                p.rank.to_string(),
                p.name.clone(),
                p.player.clone(),
                p.computer.to_string(),
                p.points.to_string(),
                p.provisional.to_string(),
                p.games.to_string(),
                format!("{:.4}", p.mu),
                format!("{:.4}", p.sigma),
                on_time,
                counted,
            ];
            let line: Vec<String> = cells.iter().map(|c| csv_cell(c)).collect();
            out.push_str(&line.join(","));
            out.push_str("\r\n");
        }
    }
    out
}

/// One CSV field (RFC 4180): quoted, its quotes doubled, when it holds a comma, a quote or a
/// line break. (No CSV crate in the build for one table; this is the whole rule.)
fn csv_cell(s: &str) -> String {
    if s.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn csv_cells_are_quoted_only_when_they_must_be() {
        assert_eq!(super::csv_cell("Ann"), "Ann");
        assert_eq!(
            super::csv_cell("Ann, the \"Red\""),
            "\"Ann, the \"\"Red\"\"\""
        );
        assert_eq!(super::counted(1, "player"), "1 player");
        assert_eq!(super::counted(0, "player"), "0 players");
    }
}
