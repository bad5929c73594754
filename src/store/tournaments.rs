//! Tournaments (`tournaments`, `tournament_entrants`, `tournament_games`, migrations 34 and
//! 37): a tournament (opened to be joined, running, over or cancelled), its entrants, and its
//! games with their stage.

use super::error::Error;
use super::query::{all_rows, optional_row, optional_time_in, time_in};
use super::ts;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};

/// A tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentRow {
    pub id: i64,
    pub kind: String,
    /// `heats` or `series`.
    pub format: String,
    /// Heats: the most players a heat; a series: how many games.
    pub size: u32,
    /// The game each of its games is made from, JSON.
    pub new_game: String,
    /// `open` (to be joined), `running`, `over` or `cancelled`.
    pub status: String,
    pub winner: Option<String>,
    pub created_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
    /// Who opened it by mail (`None`: the operator).
    pub organiser: Option<String>,
    /// When an open tournament starts (`None`: when its organiser says, or when full).
    pub starts_at: Option<DateTime<Utc>>,
    /// The most entrants (`None`: no limit); an open tournament starts when it holds them.
    pub max_entrants: Option<u32>,
}

/// A game of a tournament: its stage (`heat`, `play_off`, `final`, `final_play_off`) and
/// round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentGame {
    pub game_id: i64,
    pub tournament_id: i64,
    pub stage: String,
    pub round: u32,
}

/// Stores a new tournament; its number.
pub fn insert(c: &Connection, t: &TournamentRow) -> Result<i64, Error> {
    c.prepare_cached(
        "INSERT INTO tournaments (kind, format, size, new_game, status, winner, created_at, \
         ended_at, organiser, starts_at, max_entrants) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
    )?
    .execute(params![
        t.kind,
        t.format,
        t.size,
        t.new_game,
        t.status,
        t.winner,
        ts(t.created_at),
        t.ended_at.map(ts),
        t.organiser,
        t.starts_at.map(ts),
        t.max_entrants,
    ])?;
    Ok(c.last_insert_rowid())
}

const COLUMNS: &str = "id, kind, format, size, new_game, status, winner, created_at, \
     ended_at, organiser, starts_at, max_entrants";

fn tournament(r: &rusqlite::Row) -> rusqlite::Result<TournamentRow> {
    Ok(TournamentRow {
        id: r.get(0)?,
        kind: r.get(1)?,
        format: r.get(2)?,
        size: r.get(3)?,
        new_game: r.get(4)?,
        status: r.get(5)?,
        winner: r.get(6)?,
        created_at: time_in(r, 7)?,
        ended_at: optional_time_in(r, 8)?,
        organiser: r.get(9)?,
        starts_at: optional_time_in(r, 10)?,
        max_entrants: r.get(11)?,
    })
}

/// Tournament `id`.
pub fn get(c: &Connection, id: i64) -> Result<Option<TournamentRow>, Error> {
    optional_row(
        c,
        &format!("SELECT {COLUMNS} FROM tournaments WHERE id = ?1"),
        [id],
        tournament,
    )
}

/// The tournaments with `status`, by number.
pub fn with_status(c: &Connection, status: &str) -> Result<Vec<TournamentRow>, Error> {
    all_rows(
        c,
        &format!("SELECT {COLUMNS} FROM tournaments WHERE status = ?1 ORDER BY id"),
        [status],
        tournament,
    )
}

/// Every tournament, by number.
pub fn all(c: &Connection) -> Result<Vec<TournamentRow>, Error> {
    all_rows(
        c,
        &format!("SELECT {COLUMNS} FROM tournaments ORDER BY id"),
        [],
        tournament,
    )
}

/// Tournament `id` now `status` (`running`, `cancelled`).
pub fn set_status(c: &Connection, id: i64, status: &str) -> Result<(), Error> {
    c.prepare_cached("UPDATE tournaments SET status = ?2 WHERE id = ?1")?
        .execute(params![id, status])?;
    Ok(())
}

/// Removes an entrant of an open tournament; whether they were one.
pub fn leave(c: &Connection, id: i64, address: &str) -> Result<bool, Error> {
    Ok(c.prepare_cached(
        "DELETE FROM tournament_entrants WHERE tournament_id = ?1 AND address = ?2",
    )?
    .execute(params![id, address.to_lowercase()])?
        > 0)
}

/// Tournament `id` over, won by `winner`, at `now`.
pub fn finish(c: &Connection, id: i64, winner: &str, now: DateTime<Utc>) -> Result<(), Error> {
    c.prepare_cached(
        "UPDATE tournaments SET status = 'over', winner = ?2, ended_at = ?3 WHERE id = ?1",
    )?
    .execute(params![id, winner, ts(now)])?;
    Ok(())
}

/// Adds an entrant.
pub fn enter(c: &Connection, id: i64, address: &str, name: &str) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT INTO tournament_entrants (tournament_id, address, name) VALUES (?1, ?2, ?3)",
    )?
    .execute(params![id, address.to_lowercase(), name])?;
    Ok(())
}

/// The entrants of tournament `id`: (address, name), in the order they entered.
pub fn entrants(c: &Connection, id: i64) -> Result<Vec<(String, String)>, Error> {
    all_rows(
        c,
        "SELECT address, name FROM tournament_entrants WHERE tournament_id = ?1 ORDER BY rowid",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
}

/// Records game `g` as one of its tournament's.
pub fn add_game(c: &Connection, g: &TournamentGame) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT INTO tournament_games (game_id, tournament_id, stage, round) \
         VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![g.game_id, g.tournament_id, g.stage, g.round])?;
    Ok(())
}

/// The tournament game `game` is, if any.
pub fn of_game(c: &Connection, game: i64) -> Result<Option<TournamentGame>, Error> {
    optional_row(
        c,
        "SELECT game_id, tournament_id, stage, round FROM tournament_games WHERE game_id = ?1",
        [game],
        row,
    )
}

/// The games of tournament `id`, in the order they were opened.
pub fn games(c: &Connection, id: i64) -> Result<Vec<TournamentGame>, Error> {
    all_rows(
        c,
        "SELECT game_id, tournament_id, stage, round FROM tournament_games \
         WHERE tournament_id = ?1 ORDER BY game_id",
        [id],
        row,
    )
}

fn row(r: &rusqlite::Row) -> rusqlite::Result<TournamentGame> {
    Ok(TournamentGame {
        game_id: r.get(0)?,
        tournament_id: r.get(1)?,
        stage: r.get(2)?,
        round: r.get(3)?,
    })
}
