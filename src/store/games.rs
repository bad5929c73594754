//! The `games` and `players` tables: a game's settings, current state and timers, and the
//! people at its seats.

use super::Error;
use super::query::{all_rows, optional_row, time_in};
use super::{from_ts, ts};
use crate::games::JsonDoc;
use crate::games::{Outcome, Seat};
use crate::schedule::Schedule;
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use rusqlite::{Connection, Row, params};
use serde_json::Value;
use std::fmt;

/// Where a game is in its life. (A game is "created" only inside the transaction that creates
/// it and sends the welcome mails; it is stored already active.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Active,
    Paused,
    Finished,
    Abandoned,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Active => "active",
            GameStatus::Paused => "paused",
            GameStatus::Finished => "finished",
            GameStatus::Abandoned => "abandoned",
        }
    }
    fn parse(s: &str) -> Option<Self> {
        [
            GameStatus::Active,
            GameStatus::Paused,
            GameStatus::Finished,
            GameStatus::Abandoned,
        ]
        .into_iter()
        .find(|g| g.as_str() == s)
    }
    /// Whether the game still takes orders and runs rounds (perhaps after a resume).
    pub fn is_live(self) -> bool {
        matches!(self, GameStatus::Active | GameStatus::Paused)
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One stored game.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: i64,
    pub kind: String,
    pub settings: Value,
    pub seed: u64,
    pub state: JsonDoc,
    pub phase: String,
    pub status: GameStatus,
    /// The open round; round `n` is resolved with `step_rng(seed, n)`.
    pub round: u32,
    pub schedule: Schedule,
    pub tz: Tz,
    pub min_notice: Duration,
    pub early_delay: Duration,
    pub speedbots_grace: Option<Duration>,
    pub reminder_lead: Option<Duration>,
    pub created_at: DateTime<Utc>,
    pub opened_at: DateTime<Utc>,
    pub deadline: Option<DateTime<Utc>>,
    pub grace_at: Option<DateTime<Utc>>,
    pub early_at: Option<DateTime<Utc>>,
    pub reminded_round: Option<u32>,
    pub paused_at: Option<DateTime<Utc>>,
    /// When a master's pause ends by itself (their cap on pausing spent then); `None`: only a
    /// RESUME ends the pause.
    pub pause_ends_at: Option<DateTime<Utc>>,
    pub next_due_at: Option<DateTime<Utc>>,
    pub outcome: Option<Outcome>,
    pub finished_at: Option<DateTime<Utc>>,
    /// Set while the game is held for the operator: its round could not be run.
    pub held: Option<Held>,
}

/// Why and since when a game is held (see [`super::held::hold_game`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Held {
    pub error: String,
    pub since: DateTime<Utc>,
}

/// Columns 10..=23 are integers or NULL (times and durations), 24 the outcome, 25 why the game
/// is held, 26 when a master's pause ends.
const GAME_COLS: &str = "id, kind, settings, seed, state, phase, status, round, schedule, tz, \
     min_notice, early_delay, speedbots_grace, reminder_lead, created_at, opened_at, deadline, \
     grace_at, early_at, reminded_round, paused_at, next_due_at, finished_at, held_at, outcome, \
     held, pause_ends_at";

fn corrupt(id: i64, what: &str, e: impl fmt::Display) -> Error {
    Error::Corrupt(format!("game {id}: stored {what} does not read back: {e}"))
}

fn secs(s: Option<i64>) -> Option<Duration> {
    s.map(Duration::seconds)
}

fn time(s: Option<i64>) -> Option<DateTime<Utc>> {
    s.map(from_ts)
}

/// A games row as SQLite hands it over, before the JSON and names are read.
struct RawGame {
    id: i64,
    kind: String,
    settings: String,
    seed: i64,
    state: String,
    phase: String,
    status: String,
    round: u32,
    schedule: String,
    tz: String,
    times: [Option<i64>; 14],
    outcome: Option<String>,
    held: Option<String>,
    pause_ends_at: Option<i64>,
}

fn raw_game(r: &Row) -> rusqlite::Result<RawGame> {
    let mut times = [None; 14];
    for (i, t) in times.iter_mut().enumerate() {
        *t = r.get(10 + i)?;
    }
    Ok(RawGame {
        id: r.get(0)?,
        kind: r.get(1)?,
        settings: r.get(2)?,
        seed: r.get(3)?,
        state: r.get(4)?,
        phase: r.get(5)?,
        status: r.get(6)?,
        round: r.get(7)?,
        schedule: r.get(8)?,
        tz: r.get(9)?,
        times,
        outcome: r.get(24)?,
        held: r.get(25)?,
        pause_ends_at: r.get(26)?,
    })
}

fn cook(raw: RawGame) -> Result<GameRow, Error> {
    let id = raw.id;
    // min_notice, early_delay, speedbots_grace, reminder_lead, created_at, opened_at, deadline,
    // grace_at, early_at, reminded_round, paused_at, next_due_at, (outcome), finished_at
    let [
        min_notice,
        early_delay,
        speedbots_grace,
        reminder_lead,
        created_at,
        opened_at,
        deadline,
        grace_at,
        early_at,
        reminded_round,
        paused_at,
        next_due_at,
        finished_at,
        held_at,
    ] = raw.times;
    Ok(GameRow {
        id,
        kind: raw.kind,
        settings: serde_json::from_str(&raw.settings).map_err(|e| corrupt(id, "settings", e))?,
        seed: raw.seed as u64,
        state: JsonDoc::parse(raw.state).map_err(|e| corrupt(id, "state", e))?,
        phase: raw.phase,
        status: GameStatus::parse(&raw.status).ok_or_else(|| corrupt(id, "status", &raw.status))?,
        round: raw.round,
        schedule: raw
            .schedule
            .parse()
            .map_err(|e| corrupt(id, "schedule", e))?,
        tz: raw.tz.parse().map_err(|e| corrupt(id, "time zone", e))?,
        min_notice: Duration::seconds(min_notice.unwrap_or_default()),
        early_delay: Duration::seconds(early_delay.unwrap_or_default()),
        speedbots_grace: secs(speedbots_grace),
        reminder_lead: secs(reminder_lead),
        created_at: from_ts(created_at.unwrap_or_default()),
        opened_at: from_ts(opened_at.unwrap_or_default()),
        deadline: time(deadline),
        grace_at: time(grace_at),
        early_at: time(early_at),
        reminded_round: reminded_round.map(|r| r as u32),
        paused_at: time(paused_at),
        pause_ends_at: time(raw.pause_ends_at),
        next_due_at: time(next_due_at),
        outcome: raw
            .outcome
            .map(|o| serde_json::from_str(&o))
            .transpose()
            .map_err(|e| corrupt(id, "outcome", e))?,
        finished_at: time(finished_at),
        held: raw.held.map(|error| Held {
            error,
            since: from_ts(held_at.unwrap_or_default()),
        }),
    })
}

/// The game `id`.
pub fn game(c: &Connection, id: i64) -> Result<GameRow, Error> {
    let raw = optional_row(
        c,
        &format!("SELECT {GAME_COLS} FROM games WHERE id = ?1"),
        [id],
        raw_game,
    )?
    .ok_or(Error::NoSuchGame(id))?;
    cook(raw)
}

/// Every game, oldest first.
pub fn all_games(c: &Connection) -> Result<Vec<GameRow>, Error> {
    let raws = all_rows(
        c,
        &format!("SELECT {GAME_COLS} FROM games ORDER BY id"),
        [],
        raw_game,
    )?;
    raws.into_iter().map(cook).collect()
}

/// The ids of every game, oldest first (read one by one, so that one damaged row does not hide
/// the others).
pub fn game_ids(c: &Connection) -> Result<Vec<i64>, Error> {
    all_rows(c, "SELECT id FROM games ORDER BY id", [], |r| r.get(0))
}

/// The ids of the games with work due at `now`, soonest first.
pub fn due_games(c: &Connection, now: DateTime<Utc>) -> Result<Vec<i64>, Error> {
    all_rows(
        c,
        "SELECT id FROM games WHERE next_due_at IS NOT NULL AND next_due_at <= ?1
         ORDER BY next_due_at, id",
        [ts(now)],
        |r| r.get(0),
    )
}

/// The earliest `next_due_at` of any game after `after` (any, with `None`), through the
/// `games_next_due` index: when the tick next has work.
pub fn earliest_due(
    c: &Connection,
    after: Option<DateTime<Utc>>,
) -> Result<Option<DateTime<Utc>>, Error> {
    let t: Option<i64> = c
        .prepare_cached("SELECT MIN(next_due_at) FROM games WHERE next_due_at > ?1")?
        .query_row([after.map_or(i64::MIN, ts)], |r| r.get(0))?;
    Ok(t.map(from_ts))
}

/// Stores a new game and returns its id: `g.id`, or the next free one when it is 0.
pub fn insert_game(c: &Connection, g: &GameRow) -> Result<i64, Error> {
    c.execute(
        "INSERT INTO games (kind, settings, seed, state, phase, status, round, schedule, tz,
             min_notice, early_delay, speedbots_grace, reminder_lead, created_at, opened_at, id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
        params![
            g.kind,
            g.settings.to_string(),
            g.seed as i64,
            g.state.text(),
            g.phase,
            g.status.as_str(),
            g.round,
            g.schedule.to_string(),
            g.tz.name(),
            g.min_notice.num_seconds(),
            g.early_delay.num_seconds(),
            g.speedbots_grace.map(|d| d.num_seconds()),
            g.reminder_lead.map(|d| d.num_seconds()),
            ts(g.created_at),
            ts(g.opened_at),
            (g.id != 0).then_some(g.id),
        ],
    )?;
    let id = c.last_insert_rowid();
    update_game(c, &GameRow { id, ..g.clone() })?;
    Ok(id)
}

/// Writes back everything about a game that changes while it runs.
pub fn update_game(c: &Connection, g: &GameRow) -> Result<(), Error> {
    c.prepare_cached(
        "UPDATE games SET state = ?2, phase = ?3, status = ?4, round = ?5, opened_at = ?6,
             deadline = ?7, grace_at = ?8, early_at = ?9, reminded_round = ?10, paused_at = ?11,
             next_due_at = ?12, outcome = ?13, finished_at = ?14, pause_ends_at = ?15
         WHERE id = ?1",
    )?
    .execute(params![
        g.id,
        g.state.text(),
        g.phase,
        g.status.as_str(),
        g.round,
        ts(g.opened_at),
        g.deadline.map(ts),
        g.grace_at.map(ts),
        g.early_at.map(ts),
        g.reminded_round,
        g.paused_at.map(ts),
        g.next_due_at.map(ts),
        g.outcome.map(|o| serde_json::to_string(&o)).transpose()?,
        g.finished_at.map(ts),
        g.pause_ends_at.map(ts),
    ])?;
    Ok(())
}

/// Stores a game's schedule, zone and minimum notice (`game schedule`; [`update_game`] leaves
/// them, as nothing else changes them).
pub fn update_schedule(c: &Connection, g: &GameRow) -> Result<(), Error> {
    c.prepare_cached("UPDATE games SET schedule = ?2, tz = ?3, min_notice = ?4 WHERE id = ?1")?
        .execute(params![
            g.id,
            g.schedule.to_string(),
            g.tz.name(),
            g.min_notice.num_seconds()
        ])?;
    Ok(())
}

/// Whether a player still plays or has resigned (their bot stays and passes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerStatus {
    Active,
    Resigned,
}

impl PlayerStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            PlayerStatus::Active => "active",
            PlayerStatus::Resigned => "resigned",
        }
    }
}

/// One seat's player.
#[derive(Clone, Debug)]
pub struct PlayerRow {
    pub id: i64,
    pub game_id: i64,
    pub seat: Seat,
    /// Lower-case mail address.
    pub address: String,
    pub name: String,
    pub key: String,
    pub status: PlayerStatus,
    /// The Message-ID of the first mail robomod sent this player in this game.
    pub thread_root: Option<String>,
    pub bounces: u32,
    pub joined_at: DateTime<Utc>,
    /// The round this player asked not to run before its deadline (`WAIT`), if any.
    pub waits_in: Option<u32>,
    /// The round in which this player's last mail held a line robomod could not read: the
    /// round does not run early for her until a mail of hers reads whole, or `WAIT OFF`.
    pub unsure_in: Option<u32>,
}

const PLAYER_COLS: &str =
    "id, game_id, seat, address, name, key, status, thread_root, bounces, joined_at, waits_in,
     unsure_in";

fn player_row(r: &Row) -> rusqlite::Result<PlayerRow> {
    let status: String = r.get(6)?;
    Ok(PlayerRow {
        id: r.get(0)?,
        game_id: r.get(1)?,
        seat: Seat(r.get(2)?),
        address: r.get(3)?,
        name: r.get(4)?,
        key: r.get(5)?,
        status: if status == "resigned" {
            PlayerStatus::Resigned
        } else {
            PlayerStatus::Active
        },
        thread_root: r.get(7)?,
        bounces: r.get(8)?,
        joined_at: time_in(r, 9)?,
        waits_in: r.get(10)?,
        unsure_in: r.get(11)?,
    })
}

/// A game's players, by seat.
pub fn players(c: &Connection, game: i64) -> Result<Vec<PlayerRow>, Error> {
    all_rows(
        c,
        &format!("SELECT {PLAYER_COLS} FROM players WHERE game_id = ?1 ORDER BY seat"),
        [game],
        player_row,
    )
}

/// The player of `game` holding `key`, if any.
pub fn player_by_key(c: &Connection, game: i64, key: &str) -> Result<Option<PlayerRow>, Error> {
    optional_row(
        c,
        &format!("SELECT {PLAYER_COLS} FROM players WHERE game_id = ?1 AND key = ?2"),
        params![game, key],
        player_row,
    )
}

/// Whether `address` holds (or held) a seat in any game: from the index alone.
pub fn plays_any(c: &Connection, address: &str) -> Result<bool, Error> {
    Ok(c.prepare_cached(
        "SELECT EXISTS (SELECT 1 FROM players INDEXED BY players_seats WHERE address = ?1)",
    )?
    .query_row([address], |r| r.get(0))?)
}

/// Every player row with this address, in any game (for bounces).
pub fn players_by_address(c: &Connection, address: &str) -> Result<Vec<PlayerRow>, Error> {
    all_rows(
        c,
        &format!("SELECT {PLAYER_COLS} FROM players WHERE address = ?1 ORDER BY id"),
        [address],
        player_row,
    )
}

/// Stores a new player and returns its id. `p.id` is ignored.
pub fn insert_player(c: &Connection, p: &PlayerRow) -> Result<i64, Error> {
    c.prepare_cached(
        "INSERT INTO players (game_id, seat, address, name, key, status, thread_root, bounces,
             joined_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?
    .execute(params![
        p.game_id,
        p.seat.0,
        p.address,
        p.name,
        p.key,
        p.status.as_str(),
        p.thread_root,
        p.bounces,
        ts(p.joined_at),
    ])?;
    Ok(c.last_insert_rowid())
}

/// Writes back a player's address, name, key, status, thread and bounce count.
pub fn update_player(c: &Connection, p: &PlayerRow) -> Result<(), Error> {
    c.prepare_cached(
        "UPDATE players SET address = ?2, name = ?3, key = ?4, status = ?5, thread_root = ?6,
             bounces = ?7, joined_at = ?8, waits_in = ?9, unsure_in = ?10
         WHERE id = ?1",
    )?
    .execute(params![
        p.id,
        p.address,
        p.name,
        p.key,
        p.status.as_str(),
        p.thread_root,
        p.bounces,
        ts(p.joined_at),
        p.waits_in,
        p.unsure_in,
    ])?;
    Ok(())
}
