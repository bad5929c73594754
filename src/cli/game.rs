//! `robomod game new|list|show|pause|resume|extend|abandon|run-now`: thin over the moderator's
//! lifecycle functions; each prints what it did.

use super::db::{DbArg, failure};
use super::settings::{GameArgs, board_settings, duration};
use super::{CmdResult, Failure};
use crate::duration::parse_duration;
use crate::moderator::master::terminate::by_operator;
use crate::moderator::{Admin, Done, GameView, ModError};
use crate::moderator::{NewGame, NewMaster, NewPlayer};
use crate::schedule::format_time;
use crate::store::games::PlayerStatus;
use anyhow::anyhow;
use clap::{Args, Subcommand};
use serde_json::Map;

#[derive(Subcommand, Debug)]
pub enum GameCmd {
    /// Create a game and mail every player their welcome.
    New(Box<NewArgs>),
    /// List every game (`--open`: the games open to be joined, with who joined).
    List(super::lobby::ListArgs),
    /// Open a game for players to join by mail (JOIN 12): it starts on its own when full.
    Open(Box<super::lobby::OpenArgs>),
    /// Show one game: phase, deadline, who is in, the board.
    Show(IdArg),
    /// Stop a game's clock (deadlines shift by the paused time on resume).
    Pause(IdArg),
    /// Start a paused game's clock again.
    Resume(IdArg),
    /// Move the current deadline later.
    Extend(ExtendArgs),
    /// End a game without a result.
    Abandon(IdArg),
    /// End a game now with its results as they stand: finished, placed by the game's
    /// standings of the moment (else everyone equal), rated; every player gets the game-over
    /// mail, with the reason when given.
    Terminate(TerminateArgs),
    /// Run the current round now with the orders that are in.
    RunNow(IdArg),
    /// Create the next game after a finished one: same players (plus newcomers), the settings
    /// it hands on (the race: who picks a start square first), the same schedule.
    Next(NextArgs),
    /// The report the open round would produce now (orders on file, defaults for the rest),
    /// for the moderator's eyes: nothing is stored or sent.
    Preview(IdArg),
    /// Mail every player of a game one announcement.
    Announce(AnnounceArgs),
    /// Undo every round from ROUND on and reopen ROUND's orders (those on file stand), with a
    /// new deadline; every player is told why. The undone rounds stay in the export.
    Rollback(RollbackArgs),
    /// Change the schedule from the next round on (the open round keeps its deadline); every
    /// player is told.
    Schedule(ScheduleArgs),
    /// A game's masters, who run it by mail (docs/moderator.md): list them, or add or remove
    /// one (`game master 12 add gm@example.org`).
    Master(MasterArgs),
}

#[derive(Args, Debug)]
pub struct MasterArgs {
    pub id: i64,
    /// `add` or `remove`; none: list the masters.
    #[arg(value_parser = ["add", "remove"], requires = "address")]
    pub action: Option<String>,
    /// The master's address.
    pub address: Option<String>,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct RollbackArgs {
    pub id: i64,
    /// The round to reopen: its number in the record (`game show`, `export`) or the turn's
    /// name in the game's words ("round 3", setup).
    #[arg(long)]
    pub to: String,
    /// Why, in a sentence the players will read.
    #[arg(long)]
    pub reason: Option<String>,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct ScheduleArgs {
    pub id: i64,
    /// A time of day (22:00, "22:00 Europe/London") or a period (48h).
    pub schedule: String,
    /// The game's time zone (an IANA name).
    #[arg(long)]
    pub tz: Option<String>,
    /// No deadline sooner than this after the previous report: 20h.
    #[arg(long)]
    pub min_notice: Option<String>,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct AnnounceArgs {
    pub id: i64,
    /// The announcement.
    pub text: String,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct NextArgs {
    /// The finished game.
    pub id: i64,
    /// Another course, for a game played on one (the race's board): a shipped name or a
    /// board file.
    #[arg(long)]
    pub board: Option<String>,
    /// A newcomer: NAME=ADDRESS, or bot:NAME for a computer player (repeatable).
    #[arg(long = "player", value_name = "NAME=ADDRESS")]
    pub players: Vec<String>,
    /// The seed of the new game's randomness (default: drawn at random, stored).
    #[arg(long)]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct IdArg {
    /// The game's id (see `robomod game list`).
    pub id: i64,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct TerminateArgs {
    /// The game's id (see `robomod game list`).
    pub id: i64,
    /// Why, in a sentence the players will read.
    #[arg(long)]
    pub reason: Option<String>,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct ExtendArgs {
    pub id: i64,
    /// How much later: 24h, 90m, 2d.
    pub by: String,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct NewArgs {
    #[arg(long, help = format!("The game: {}", super::kinds_listed(" or ")))]
    pub kind: String,
    /// A player, in seat order: NAME=ADDRESS, or bot:NAME for a computer player (repeat for
    /// each).
    #[arg(long = "player", value_name = "NAME=ADDRESS", required = true)]
    pub players: Vec<String>,
    /// The game's master, who runs it by mail (docs/moderator.md); you always may.
    #[arg(long, value_name = "ADDRESS")]
    pub master: Option<String>,
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub db: DbArg,
}

/// `NAME=ADDRESS`, or `bot:NAME` for a computer player.
pub(super) fn player(s: &str) -> Result<NewPlayer, Failure> {
    if let Some(name) = s
        .strip_prefix("bot:")
        .map(str::trim)
        .filter(|n| !n.is_empty())
    {
        return Ok(NewPlayer {
            name: name.to_string(),
            address: crate::moderator::seats::bot_address(name),
        });
    }
    match s.split_once('=') {
        Some((name, address)) if crate::moderator::seats::is_bot(address.trim()) => {
            Err(Failure::input(anyhow!(
                "--player {s:?}: {} is in the computer players' domain ({}), where no mail is \
                 delivered: give {}'s own address, or write bot:{} for a computer player",
                address.trim(),
                crate::moderator::seats::BOT_DOMAIN,
                name.trim(),
                name.trim()
            )))
        }
        Some((name, address)) if !name.trim().is_empty() => Ok(NewPlayer {
            name: name.trim().to_string(),
            address: address.trim().to_string(),
        }),
        _ => Err(Failure::input(anyhow!(
            "--player {s:?}: write NAME=ADDRESS, like --player Ann=ann@example.org, or \
             bot:NAME for a computer player"
        ))),
    }
}

pub fn run(cmd: GameCmd) -> CmdResult {
    match cmd {
        GameCmd::New(a) => new(*a),
        GameCmd::List(a) if a.open => super::lobby::list_open(a.db),
        GameCmd::List(a) => list(a.db),
        GameCmd::Open(a) => super::lobby::open(*a),
        GameCmd::Show(a) => {
            let v = a.db.reader()?.admin().game_view(a.id).map_err(failure)?;
            show(&v);
            Ok(())
        }
        GameCmd::Pause(a) => act(&a.db, |m| m.pause(a.id)),
        GameCmd::Resume(a) => act(&a.db, |m| m.resume(a.id)),
        GameCmd::Abandon(a) => act(&a.db, |m| m.abandon(a.id)),
        GameCmd::Terminate(a) => act(&a.db, |m| by_operator(&m, a.id, a.reason.as_deref())),
        GameCmd::RunNow(a) => act(&a.db, |m| m.run_now(a.id)),
        GameCmd::Next(a) => next(a),
        GameCmd::Master(a) => master(a),
        GameCmd::Preview(a) => {
            let m = a.db.moderator()?;
            print!("{}", m.rounds().preview(a.id).map_err(failure)?);
            Ok(())
        }
        GameCmd::Announce(a) => act(&a.db, |m| m.announce(a.id, &a.text)),
        GameCmd::Rollback(a) => act(&a.db, |m| m.rollback(a.id, &a.to, a.reason.as_deref())),
        GameCmd::Schedule(a) => {
            let notice = duration("min-notice", &a.min_notice)?;
            act(&a.db, |m| {
                m.set_schedule(a.id, &a.schedule, a.tz.as_deref(), notice)
            })
        }
        GameCmd::Extend(a) => {
            let by = parse_duration(&a.by).map_err(|e| Failure::input(anyhow!(e)))?;
            act(&a.db, |m| m.extend(a.id, by))
        }
    }
}

/// An operator's action on a game, by the moderator's admin flow; what it did printed.
fn act(db: &DbArg, f: impl FnOnce(Admin<'_>) -> Result<Done, ModError>) -> CmdResult {
    done(f(db.moderator()?.admin()).map_err(failure)?)
}

fn done(d: Done) -> CmdResult {
    println!("{}", d.what);
    if d.rounds_run > 0 {
        println!("ran {} round(s)", d.rounds_run);
    }
    println!("queued {} mail(s)", d.mails);
    Ok(())
}

fn next(a: NextArgs) -> CmdResult {
    let newcomers = a
        .players
        .iter()
        .map(|p| player(p))
        .collect::<Result<Vec<_>, _>>()?;
    let m = a.db.moderator()?;
    let mut overrides = Map::new();
    if let Some(b) = &a.board {
        let kind = m.admin().game_view(a.id).map_err(failure)?.kind;
        board_settings(b, Some(&kind), &mut overrides)?;
    }
    let id = m
        .admin()
        .next_game(a.id, &overrides, &newcomers, a.seed)
        .map_err(failure)?;
    let v = m.admin().game_view(id).map_err(failure)?;
    created(&v, &format!(" after game {}", a.id));
    let old = m.admin().game_view(a.id).map_err(failure)?;
    for s in old
        .seats
        .iter()
        .filter(|s| s.status == PlayerStatus::Resigned)
    {
        if !v.seats.iter().any(|n| n.address == s.address) {
            println!(
                "not seated again: {} <{}> resigned from game {} (name them with --player to \
                 seat them)",
                s.name, s.address, a.id
            );
        }
    }
    Ok(())
}

/// What `game new` and `game next` print about the game they made.
fn created(v: &GameView, after: &str) {
    println!(
        "created game {}{after}: {}, {} players, {}",
        v.id,
        v.kind,
        v.seats.len(),
        v.schedule
    );
    for s in &v.seats {
        println!(
            "  seat {} {:<8} {} <{}>",
            s.seat.0, s.label, s.name, s.address
        );
    }
    if let Some((t, _)) = v.close {
        println!("{} closes {}", v.turn_phrase(), format_time(t, tz(v)));
    }
    // Computer players get no mail: count what really goes out.
    let humans = v
        .seats
        .iter()
        .filter(|s| !crate::moderator::seats::is_bot(&s.address))
        .count();
    println!("queued {humans} welcome mail(s)");
}

fn new(a: NewArgs) -> CmdResult {
    let players = a
        .players
        .iter()
        .map(|p| player(p))
        .collect::<Result<Vec<_>, _>>()?;
    let new = NewGame {
        master: (a.master.as_deref()).map(|m| NewMaster::new(m, "admin")),
        ..a.game.request(&a.kind)?.new_game(players)
    };
    let m = a.db.moderator()?;
    let id = m.admin().create_game(&new).map_err(failure)?;
    let v = m.admin().game_view(id).map_err(failure)?;
    created(&v, "");
    if let Some(n) = a.game.stand_in {
        println!("a stand-in plays a person's seat after {n} missed round(s) in a row");
    }
    Ok(())
}

fn tz(v: &GameView) -> chrono_tz::Tz {
    v.tz.parse().unwrap_or(chrono_tz::Tz::UTC)
}

fn closes(v: &GameView) -> String {
    match (&v.result, v.close) {
        (Some(r), _) => r.clone(),
        (None, Some((t, by))) => format!("{} ({})", format_time(t, tz(v)), by.as_str()),
        (None, None) => "-".into(),
    }
}

fn list(db: DbArg) -> CmdResult {
    let games = db.reader()?.admin().list_games().map_err(failure)?;
    if games.is_empty() {
        println!("no games yet: create one with `robomod game new`");
        return Ok(());
    }
    println!(
        "{:>4}  {:<8} {:<9} {:<9} {:<12} {:>3}  {:<6} CLOSES / RESULT",
        "ID", "KIND", "STATUS", "TURN", "PHASE", "IN", "MISSES"
    );
    let mut unreadable = 0;
    for v in &games {
        let v = match v {
            Ok(v) => v,
            Err(u) => {
                unreadable += 1;
                println!("{:>4}  cannot be read: {}", u.id, u.error);
                continue;
            }
        };
        let active = v.seats.iter().filter(|s| s.status == PlayerStatus::Active);
        let in_ = active.clone().filter(|s| s.orders_in).count();
        // Misses per seat in seat order (`0,2,0`): who keeps missing shows at a glance.
        let misses: Vec<String> = v.seats.iter().map(|s| s.misses.total.to_string()).collect();
        println!(
            "{:>4}  {:<8} {:<9} {:<9} {:<12} {:>3}  {:<6} {}",
            v.id,
            v.kind,
            status(v),
            v.turn,
            v.phase,
            format!("{in_}/{}", active.count()),
            misses.join(","),
            match &v.held {
                Some(h) => format!("held: {}", h.error),
                None => closes(v),
            }
        );
    }
    if unreadable > 0 {
        return Err(Failure::Check(anyhow::anyhow!(
            "{unreadable} game(s) could not be read (above); the others are listed"
        )));
    }
    Ok(())
}

/// The status as the operator reads it: `held` while a game is held.
fn status(v: &GameView) -> &'static str {
    if v.held.is_some() {
        "held"
    } else {
        v.status.as_str()
    }
}

fn show(v: &GameView) {
    println!("game {} ({}), {}", v.id, v.kind, status(v));
    if let Some(h) = &v.held {
        println!(
            "HELD since {}: {}",
            format_time(h.since, chrono_tz::Tz::UTC),
            h.error
        );
        println!(
            "  after a fix: `robomod game resume {}` (or `game rollback`)",
            v.id
        );
    }
    let live = v.status.is_live();
    if live {
        println!("{} (round {} in the record)", v.turn_phrase(), v.round);
        println!("closes: {}", closes(v));
    } else {
        let result = v.result.as_deref().unwrap_or("none");
        println!("result: {result}");
    }
    println!("schedule: {}", v.schedule);
    println!("seats:");
    for s in &v.seats {
        let state = match s.status {
            PlayerStatus::Resigned => "resigned",
            PlayerStatus::Active if !live => "-",
            PlayerStatus::Active if s.stand_in => "stand-in",
            PlayerStatus::Active if s.orders_in => "in",
            PlayerStatus::Active => "not yet",
        };
        println!(
            "  {} {:<8} {:<8} {} <{}>",
            s.seat.0, s.label, state, s.name, s.address
        );
        if s.misses.total > 0 {
            println!(
                "    missed {} round(s), {} in a row",
                s.misses.total, s.misses.in_a_row
            );
        }
        for days in &s.away {
            println!("    away {days}");
        }
        if s.bounces > 0 {
            println!(
                "    {} mail(s) to this player bounced: check the address",
                s.bounces
            );
        }
    }
    println!();
    print!("{}", v.board);
}

fn master(a: MasterArgs) -> CmdResult {
    let m = a.db.moderator()?;
    match (a.action.as_deref(), a.address.as_deref()) {
        (Some(action), Some(address)) => done(
            m.admin()
                .set_master(a.id, address, action == "add")
                .map_err(failure)?,
        ),
        _ => {
            let masters = m.admin().masters(a.id).map_err(failure)?;
            if masters.is_empty() {
                println!("game {} has no master but you", a.id);
            }
            for r in masters {
                println!("{} ({}), added by {}", r.address, r.name, r.added_by);
            }
            Ok(())
        }
    }
}
