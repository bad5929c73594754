//! Tournaments (`tournaments`, `tournament_entrants`, `tournament_games`, migration 34): a
//! tournament, its entrants, and its games with their stage.

use super::error::Error;
use super::{from_ts, ts};
use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, params};

/// A tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentRow {
    pub id: i64,
    pub kind: String,
    /// `heats`.
    pub format: String,
    /// The most players a heat.
    pub size: u32,
    /// The game each of its games is made from, JSON.
    pub new_game: String,
    /// `running` or `over`.
    pub status: String,
    pub winner: Option<String>,
    pub created_at: DateTime<Utc>,
    pub ended_at: Option<DateTime<Utc>>,
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
         ended_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
        t.kind,
        t.format,
        t.size,
        t.new_game,
        t.status,
        t.winner,
        ts(t.created_at),
        t.ended_at.map(ts)
    ])?;
    Ok(c.last_insert_rowid())
}

/// Tournament `id`.
pub fn get(c: &Connection, id: i64) -> Result<Option<TournamentRow>, Error> {
    Ok(c.prepare_cached(
        "SELECT id, kind, format, size, new_game, status, winner, created_at, ended_at \
         FROM tournaments WHERE id = ?1",
    )?
    .query_row([id], |r| {
        Ok(TournamentRow {
            id: r.get(0)?,
            kind: r.get(1)?,
            format: r.get(2)?,
            size: r.get(3)?,
            new_game: r.get(4)?,
            status: r.get(5)?,
            winner: r.get(6)?,
            created_at: from_ts(r.get(7)?),
            ended_at: r.get::<_, Option<i64>>(8)?.map(from_ts),
        })
    })
    .optional()?)
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

/// The entrants of tournament `id`: (address, name), by address.
pub fn entrants(c: &Connection, id: i64) -> Result<Vec<(String, String)>, Error> {
    let mut stmt = c.prepare_cached(
        "SELECT address, name FROM tournament_entrants WHERE tournament_id = ?1 ORDER BY address",
    )?;
    let rows = stmt
        .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    Ok(rows)
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
    Ok(c.prepare_cached(
        "SELECT game_id, tournament_id, stage, round FROM tournament_games WHERE game_id = ?1",
    )?
    .query_row([game], row)
    .optional()?)
}

/// The games of tournament `id`, in the order they were opened.
pub fn games(c: &Connection, id: i64) -> Result<Vec<TournamentGame>, Error> {
    let mut stmt = c.prepare_cached(
        "SELECT game_id, tournament_id, stage, round FROM tournament_games \
         WHERE tournament_id = ?1 ORDER BY game_id",
    )?;
    let rows = stmt.query_map([id], row)?.collect::<Result<_, _>>()?;
    Ok(rows)
}

fn row(r: &rusqlite::Row) -> rusqlite::Result<TournamentGame> {
    Ok(TournamentGame {
        game_id: r.get(0)?,
        tournament_id: r.get(1)?,
        stage: r.get(2)?,
        round: r.get(3)?,
    })
}
