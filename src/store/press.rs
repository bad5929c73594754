//! The `press` and `press_modes` tables: messages players relay to each other through robomod
//! (`PRESS TO ...`), and each game's press setting.

use super::Error;
use super::query::{all_rows, optional_row, time_in};
use super::ts;
use crate::games::Seat;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// What press a game allows (`game new --press`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PressMode {
    /// No press at all.
    None,
    /// Press is relayed signed with the sender's seat (the default).
    #[default]
    Signed,
    /// Press is relayed without saying who sent it.
    Anonymous,
    /// The sender chooses: `PRESS TO ...` signed, `PRESS ANON TO ...` anonymous.
    Both,
}

impl PressMode {
    pub fn as_str(self) -> &'static str {
        match self {
            PressMode::None => "none",
            PressMode::Signed => "signed",
            PressMode::Anonymous => "anonymous",
            PressMode::Both => "both",
        }
    }
}

impl fmt::Display for PressMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for PressMode {
    type Err = String;
    fn from_str(s: &str) -> Result<PressMode, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" => Ok(PressMode::None),
            "signed" => Ok(PressMode::Signed),
            "anonymous" | "anon" => Ok(PressMode::Anonymous),
            "both" => Ok(PressMode::Both),
            _ => Err(format!(
                "{s:?} is not a press setting: use none, signed, anonymous or both"
            )),
        }
    }
}

/// One relayed message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PressRow {
    pub id: i64,
    pub game_id: i64,
    pub round: u32,
    pub sent_at: DateTime<Utc>,
    pub from_seat: Seat,
    pub to_seats: Vec<Seat>,
    pub anonymous: bool,
    pub body: String,
    pub reply_to: Option<i64>,
}

pub fn set_mode(c: &Connection, game: i64, mode: PressMode) -> Result<(), Error> {
    c.prepare_cached("INSERT OR REPLACE INTO press_modes (game_id, mode) VALUES (?1, ?2)")?
        .execute(params![game, mode.as_str()])?;
    Ok(())
}

/// A game's press setting (signed when none was stored).
pub fn mode(c: &Connection, game: i64) -> Result<PressMode, Error> {
    let m: Option<String> = optional_row(
        c,
        "SELECT mode FROM press_modes WHERE game_id = ?1",
        [game],
        |r| r.get(0),
    )?;
    Ok(m.and_then(|m| m.parse().ok()).unwrap_or_default())
}

/// `game new --press-archive all`: whether the archive publishes the game's private press too
/// (press to some players only; off unless set: only press to everyone is published).
pub fn set_archive_all(c: &Connection, game: i64, all: bool) -> Result<(), Error> {
    c.prepare_cached("UPDATE press_modes SET archive_all = ?2 WHERE game_id = ?1")?
        .execute(params![game, all])?;
    Ok(())
}

/// Whether the archive publishes game `game`'s private press ([`set_archive_all`]).
pub fn archive_all(c: &Connection, game: i64) -> Result<bool, Error> {
    let all: Option<bool> = optional_row(
        c,
        "SELECT archive_all FROM press_modes WHERE game_id = ?1",
        [game],
        |r| r.get(0),
    )?;
    Ok(all.unwrap_or(false))
}

pub fn insert(c: &Connection, p: &PressRow) -> Result<i64, Error> {
    let to: Vec<u8> = p.to_seats.iter().map(|s| s.0).collect();
    c.prepare_cached(
        "INSERT INTO press (game_id, round, sent_at, from_seat, to_seats, anonymous, body, reply_to)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![
        p.game_id,
        p.round,
        ts(p.sent_at),
        p.from_seat.0,
        serde_json::to_string(&to)?,
        p.anonymous,
        p.body,
        p.reply_to
    ])?;
    Ok(c.last_insert_rowid())
}

const COLS: &str = "id, game_id, round, sent_at, from_seat, to_seats, anonymous, body, reply_to";

fn row(r: &rusqlite::Row) -> rusqlite::Result<(PressRow, String)> {
    Ok((
        PressRow {
            id: r.get(0)?,
            game_id: r.get(1)?,
            round: r.get(2)?,
            sent_at: time_in(r, 3)?,
            from_seat: Seat(r.get(4)?),
            to_seats: Vec::new(),
            anonymous: r.get(6)?,
            body: r.get(7)?,
            reply_to: r.get(8)?,
        },
        r.get(5)?,
    ))
}

fn with_seats((mut p, to): (PressRow, String)) -> Result<PressRow, Error> {
    let seats: Vec<u8> = serde_json::from_str(&to)?;
    p.to_seats = seats.into_iter().map(Seat).collect();
    Ok(p)
}

pub fn get(c: &Connection, id: i64) -> Result<Option<PressRow>, Error> {
    let found = optional_row(
        c,
        &format!("SELECT {COLS} FROM press WHERE id = ?1"),
        [id],
        row,
    )?;
    found.map(with_seats).transpose()
}

/// Press `id`'s number as its game's players see it: the first press of a game is 1, the next
/// 2, whatever other games sent between them; `id` itself for no such press.
pub fn number_in_game(c: &Connection, id: i64) -> Result<i64, Error> {
    let n: i64 = c
        .prepare_cached(
            "SELECT COUNT(*) FROM press
             WHERE game_id = (SELECT game_id FROM press WHERE id = ?1) AND id <= ?1",
        )?
        .query_row([id], |r| r.get(0))?;
    Ok(if n > 0 { n } else { id })
}

/// A game's press, oldest first.
pub fn of_game(c: &Connection, game: i64) -> Result<Vec<PressRow>, Error> {
    let rows = all_rows(
        c,
        &format!("SELECT {COLS} FROM press WHERE game_id = ?1 ORDER BY id"),
        [game],
        row,
    )?;
    rows.into_iter().map(with_seats).collect()
}

/// How many press messages `seat` sent in `game` since `since` (the rate limit).
pub fn sent_since(
    c: &Connection,
    game: i64,
    seat: Seat,
    since: DateTime<Utc>,
) -> Result<u32, Error> {
    Ok(c.prepare_cached(
        "SELECT COUNT(*) FROM press WHERE game_id = ?1 AND from_seat = ?2 AND sent_at > ?3",
    )?
    .query_row(params![game, seat.0, ts(since)], |r| r.get(0))?)
}
