//! `robomod game open` (a game players join by mail) and `robomod game list --open`: thin over
//! the moderator's lobby (`src/moderator/lobby/`).

use super::db::{DbArg, failure};
use super::game::{board_settings, duration, setting};
use super::{CmdResult, Failure};
use crate::moderator::lobby::{OpenGame, Request};
use crate::schedule::format_time;
use anyhow::anyhow;
use clap::Args;
use serde_json::{Map, Value};

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
    /// The game: rambots, ricochet, race.
    #[arg(long)]
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
    /// A game setting, KEY=VALUE (repeatable); VALUE is read as JSON when it can be.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub settings: Vec<String>,
    /// RAMbots: what the red beam does (short for --set red_beam=VALUE).
    #[arg(long, value_name = "EFFECT")]
    pub red_beam: Option<String>,
    /// The race: the board, a shipped name (robomod board list) or a board file.
    #[arg(long, value_name = "NAME|FILE")]
    pub board: Option<String>,
    /// Deadlines: a time of day (22:00, 22:00 Europe/London) or a period (48h).
    #[arg(long)]
    pub schedule: Option<String>,
    /// The game's IANA time zone (Europe/London).
    #[arg(long)]
    pub tz: Option<String>,
    /// The seed of the game's randomness (default: drawn at random when it starts, stored).
    #[arg(long)]
    pub seed: Option<u64>,
    /// No deadline sooner than this after a report (default 20h).
    #[arg(long, value_name = "DURATION")]
    pub min_notice: Option<String>,
    /// Run a round this long after the last program comes in (default 0).
    #[arg(long, value_name = "DURATION")]
    pub early_delay: Option<String>,
    /// Speedbots: when all but one are in, the last one's deadline shrinks to this (1h).
    #[arg(long, value_name = "GRACE")]
    pub speedbots: Option<String>,
    /// Remind players who sent nothing this long before the deadline (0: never).
    #[arg(long, value_name = "DURATION")]
    pub reminder: Option<String>,
    /// Press between players: none, signed (the default), anonymous, or both.
    #[arg(long, value_name = "MODE")]
    pub press: Option<String>,
    /// What press the archive publishes: public (the default) or all.
    #[arg(long, value_name = "public|all")]
    pub press_archive: Option<String>,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn open(a: OpenArgs) -> CmdResult {
    let mut settings = Map::new();
    for s in &a.settings {
        let (k, v) = setting(s)?;
        settings.insert(k, v);
    }
    if let Some(rb) = &a.red_beam {
        settings.insert("red_beam".into(), Value::String(rb.clone()));
    }
    if let Some(b) = &a.board {
        board_settings(b, &mut settings)?;
    }
    let secs = |flag, s: &Option<String>| -> Result<Option<i64>, Failure> {
        Ok(duration(flag, s)?.map(|d| d.num_seconds()))
    };
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
    let press_archive = match a.press_archive.as_deref().map(str::trim) {
        None | Some("public") => false,
        Some("all") => true,
        Some(other) => {
            return Err(Failure::input(anyhow!(
                "--press-archive {other:?}: write public or all"
            )));
        }
    };
    let open = OpenGame {
        request: Request {
            kind: a.kind.clone(),
            settings,
            seed: a.seed,
            schedule: a.schedule.clone(),
            tz: a.tz.clone(),
            min_notice_secs: secs("min-notice", &a.min_notice)?,
            early_delay_secs: secs("early-delay", &a.early_delay)?,
            speedbots_secs: secs("speedbots", &a.speedbots)?,
            reminder_secs: secs("reminder", &a.reminder)?,
            press: a.press.clone(),
            press_archive,
        },
        seats: a.seats,
        min_seats: a.min_seats,
        start_at,
        fill_bots: a.bots,
        word: a.private.clone(),
        description: a.description.clone(),
    };
    let m = a.db.moderator()?;
    let id = m.open_game(&open).map_err(failure)?;
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
    let games = db.reader()?.open_games().map_err(failure)?;
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
