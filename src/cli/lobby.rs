//! `robomod game open` (a game players join by mail) and `robomod game list --open`: thin over
//! the moderator's lobby (`src/moderator/lobby/`).

use super::db::{DbArg, failure};
use super::{CmdResult, Failure};
use crate::moderator::lobby::{OpenGame, Request};
use crate::schedule::format_time;
use anyhow::anyhow;
use clap::Args;

#[derive(Args, Debug)]
pub struct ListArgs {
    /// Only the games open to be joined, with who joined them.
    #[arg(long)]
    pub open: bool,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct OpenArgs {
    #[arg(long, help = format!("The game: {}", super::kinds_listed(", ")))]
    pub kind: String,
    /// It starts on its own when this many players have joined.
    #[arg(long)]
    pub seats: u32,
    /// At --start, it starts with at least this many (default: every seat).
    #[arg(long)]
    pub min_seats: Option<u32>,
    /// A start date (2026-12-01T20:00:00Z): then it starts with at least --min-seats players.
    #[arg(long, value_name = "TIME")]
    pub start: Option<String>,
    /// At --start, computer players take the seats nobody took.
    #[arg(long)]
    pub bots: bool,
    /// A private game: listed to nobody, joined with JOIN 12 WORD.
    #[arg(long, value_name = "WORD")]
    pub private: Option<String>,
    /// One line LIST shows under the game.
    #[arg(long, default_value = "")]
    pub description: String,
    #[command(flatten)]
    pub game: super::settings::GameArgs,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn open(a: OpenArgs) -> CmdResult {
    let start_at = a
        .start
        .as_deref()
        .map(|s| {
            chrono::DateTime::parse_from_rfc3339(s)
                .map(|t| t.with_timezone(&chrono::Utc))
                .map_err(|e| {
                    Failure::input(anyhow!("--start {s:?}: {e}: write 2026-12-01T20:00:00Z"))
                })
        })
        .transpose()?;
    let open = OpenGame {
        request: a.game.request(&a.kind)?,
        seats: a.seats,
        min_seats: a.min_seats,
        start_at,
        fill_bots: a.bots,
        word: a.private.clone(),
        description: a.description.clone(),
    };
    let m = a.db.moderator()?;
    let id = m.lobby().open_game(&open).map_err(failure)?;
    println!(
        "opened game {id}: {}, {} seats{}; players join by mail with JOIN {id}{}",
        a.kind,
        a.seats,
        if a.private.is_some() { ", private" } else { "" },
        a.private
            .as_deref()
            .map(|w| format!(" {w}"))
            .unwrap_or_default()
    );
    Ok(())
}

pub fn list_open(db: DbArg) -> CmdResult {
    let games = db.reader()?.lobby().open_games().map_err(failure)?;
    if games.is_empty() {
        println!("no games open to join: open one with `robomod game open`");
        return Ok(());
    }
    println!(
        "{:>4}  {:<8} {:>5}  {:<8} {:<10} STARTS",
        "ID", "KIND", "SEATS", "STANDBY", "OPENED BY"
    );
    for (g, seats) in &games {
        let taken = seats.iter().filter(|s| !s.standby).count();
        let starts = match g.start_at {
            Some(t) => format!(
                "when full, or {} with {}+{}",
                format_time(t, chrono_tz::Tz::UTC),
                g.min_seats,
                if g.fill_bots { " (bots fill)" } else { "" }
            ),
            None => "when full".into(),
        };
        println!(
            "{:>4}  {:<8} {:>5}  {:<8} {:<10} {starts}{}",
            g.id,
            g.kind,
            format!("{taken}/{}", g.seats),
            seats.len() - taken,
            if g.opened_by == "admin" {
                "moderator"
            } else {
                "a player"
            },
            if g.word.is_some() { " (private)" } else { "" }
        );
        let entry = serde_json::from_value::<Request>(g.request.clone())
            .map(|r| r.entry)
            .unwrap_or_default();
        if !entry.is_open() {
            let mut needs = Vec::new();
            if let Some(r) = entry.min_rating {
                needs.push(format!("a rating of {r} or more"));
            }
            if let Some(d) = entry.min_dedication {
                needs.push(format!("a dedication of {d}% or more"));
            }
            println!("        joining needs {}", needs.join(" and "));
        }
        for s in seats {
            println!(
                "        {} <{}>{}",
                s.name,
                s.address,
                if s.standby { " (standby)" } else { "" }
            );
        }
    }
    Ok(())
}
