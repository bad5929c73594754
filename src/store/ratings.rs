//! The `ratings` and `rating_changes` tables (migration 0020): each player's rating per game
//! kind, and what each finished game changed. Derived data: the moderator
//! (`moderator::ratings`) computes them, and a rebuild empties and refills a kind. Also the
//! reads dedication needs: a player's rounds and absences across their games.

use super::Error;
use super::query::{all_rows, optional_row, optional_time_in, time_in};
use super::{from_ts, ts};
use crate::games::{Outcome, Seat};
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};

/// One player's rating in one kind.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub kind: String,
    /// A person's lower-case address, or a computer player's reserved one.
    pub player: String,
    pub name: String,
    pub mu: f64,
    pub sigma: f64,
    pub games: u32,
    pub updated_at: DateTime<Utc>,
}

/// What one finished game changed for one of its players.
#[derive(Clone, Debug, PartialEq)]
pub struct ChangeRow {
    pub game_id: i64,
    pub kind: String,
    pub player: String,
    pub seat: Seat,
    pub name: String,
    pub place: u32,
    pub before: (f64, f64),
    pub after: (f64, f64),
    pub ended_at: DateTime<Utc>,
}

/// A finished game as rating reads it: its number, outcome and when it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    pub id: i64,
    /// `None`: over with no result of the game's own (left to computer players).
    pub outcome: Option<Outcome>,
    pub ended_at: DateTime<Utc>,
}

const RATING_COLS: &str = "kind, player, name, mu, sigma, games, updated_at";

fn rating_row(r: &rusqlite::Row) -> rusqlite::Result<RatingRow> {
    Ok(RatingRow {
        kind: r.get(0)?,
        player: r.get(1)?,
        name: r.get(2)?,
        mu: r.get(3)?,
        sigma: r.get(4)?,
        games: r.get(5)?,
        updated_at: time_in(r, 6)?,
    })
}

/// `player`'s rating in `kind`, if they have one.
pub fn rating(c: &Connection, kind: &str, player: &str) -> Result<Option<RatingRow>, Error> {
    optional_row(
        c,
        &format!("SELECT {RATING_COLS} FROM ratings WHERE kind = ?1 AND player = ?2"),
        params![kind, player],
        rating_row,
    )
}

/// Stores `r`, replacing the player's rating in its kind.
pub fn put(c: &Connection, r: &RatingRow) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT OR REPLACE INTO ratings (kind, player, name, mu, sigma, games, updated_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?
    .execute(params![
        r.kind,
        r.player,
        r.name,
        r.mu,
        r.sigma,
        r.games,
        ts(r.updated_at)
    ])?;
    Ok(())
}

/// Every rating of `kind` (every kind: `None`), by kind then player.
pub fn all(c: &Connection, kind: Option<&str>) -> Result<Vec<RatingRow>, Error> {
    all_rows(
        c,
        &format!(
            "SELECT {RATING_COLS} FROM ratings WHERE ?1 IS NULL OR kind = ?1 ORDER BY kind, player"
        ),
        [kind],
        rating_row,
    )
}

/// Whether a round of game `game` ran: a game over before any did is not rated.
pub fn any_round(c: &Connection, game: i64) -> Result<bool, Error> {
    Ok(
        c.prepare_cached("SELECT EXISTS (SELECT 1 FROM rounds WHERE game_id = ?1)")?
            .query_row([game], |r| r.get(0))?,
    )
}

/// Keeps `address`'s dedication in game `game` (over) of `kind`: `(counted, on_time)`.
pub fn keep_dedication(
    c: &Connection,
    address: &str,
    game: i64,
    kind: &str,
    (counted, on_time): (u32, u32),
) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT OR REPLACE INTO dedication_games (address, game_id, kind, counted, on_time)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![address, game, kind, counted, on_time])?;
    Ok(())
}

/// Forgets what game `game` kept (it runs again: a rollback), or every game's (`None`).
pub fn forget_dedication(c: &Connection, game: Option<i64>) -> Result<(), Error> {
    c.prepare_cached("DELETE FROM dedication_games WHERE ?1 IS NULL OR game_id = ?1")?
        .execute([game])?;
    Ok(())
}

/// What the games over kept of `address`'s dedication, in all or in `kind`:
/// `(counted, on_time)`.
pub fn kept_dedication(
    c: &Connection,
    address: &str,
    kind: Option<&str>,
) -> Result<(u32, u32), Error> {
    Ok(c.prepare_cached(
        "SELECT COALESCE(SUM(counted), 0), COALESCE(SUM(on_time), 0) FROM dedication_games
         WHERE address = ?1 AND (?2 IS NULL OR kind = ?2)",
    )?
    .query_row(params![address, kind], |r| Ok((r.get(0)?, r.get(1)?)))?)
}

/// The games over, of every kind: what a rebuild keeps the dedication of.
pub fn games_over(c: &Connection) -> Result<Vec<(i64, String)>, Error> {
    all_rows(
        c,
        "SELECT id, kind FROM games WHERE status IN ('finished', 'abandoned') ORDER BY id",
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
}

/// The kinds that have ratings.
pub fn kinds(c: &Connection) -> Result<Vec<String>, Error> {
    all_rows(
        c,
        "SELECT DISTINCT kind FROM ratings ORDER BY kind",
        [],
        |r| r.get(0),
    )
}

pub fn insert_change(c: &Connection, ch: &ChangeRow) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT INTO rating_changes (game_id, kind, player, seat, name, place, mu_before, \
         sigma_before, mu_after, sigma_after, ended_at) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
    )?
    .execute(params![
        ch.game_id,
        ch.kind,
        ch.player,
        ch.seat.0,
        ch.name,
        ch.place,
        ch.before.0,
        ch.before.1,
        ch.after.0,
        ch.after.1,
        ts(ch.ended_at)
    ])?;
    Ok(())
}

const CHANGE_COLS: &str = "game_id, kind, player, seat, name, place, mu_before, sigma_before, \
                           mu_after, sigma_after, ended_at";

fn change_row(r: &rusqlite::Row) -> rusqlite::Result<ChangeRow> {
    Ok(ChangeRow {
        game_id: r.get(0)?,
        kind: r.get(1)?,
        player: r.get(2)?,
        seat: Seat(r.get(3)?),
        name: r.get(4)?,
        place: r.get(5)?,
        before: (r.get(6)?, r.get(7)?),
        after: (r.get(8)?, r.get(9)?),
        ended_at: time_in(r, 10)?,
    })
}

/// What game `game` changed, by seat.
pub fn changes_of_game(c: &Connection, game: i64) -> Result<Vec<ChangeRow>, Error> {
    all_rows(
        c,
        &format!("SELECT {CHANGE_COLS} FROM rating_changes WHERE game_id = ?1 ORDER BY seat"),
        [game],
        change_row,
    )
}

/// A player's record in one kind (see [`record_of`]).
pub struct Record {
    /// Games rated.
    pub played: u32,
    /// Games won: first place, shared or not.
    pub won: u32,
    /// The latest changes, newest first, each with how many were rated in its game.
    pub last: Vec<(ChangeRow, u32)>,
}

/// `player`'s record in `kind`, the last `n` games listed.
pub fn record_of(c: &Connection, kind: &str, player: &str, n: usize) -> Result<Record, Error> {
    let (played, won): (u32, u32) = c
        .prepare_cached(
            "SELECT COUNT(*), COALESCE(SUM(place = 1), 0) FROM rating_changes
             WHERE player = ?1 AND kind = ?2",
        )?
        .query_row(params![player, kind], |r| Ok((r.get(0)?, r.get(1)?)))?;
    let last = all_rows(
        c,
        &format!(
        "SELECT {CHANGE_COLS}, (SELECT COUNT(*) FROM rating_changes o WHERE o.game_id = rc.game_id)
         FROM rating_changes rc WHERE player = ?1 AND kind = ?2
         ORDER BY ended_at DESC, game_id DESC LIMIT ?3"
    ),
        params![player, kind, n as i64],
        |r| Ok((change_row(r)?, r.get(11)?)),
    )?;
    Ok(Record { played, won, last })
}

/// Each rated player of `kind`'s first rated game (in the order games are rated) and seat.
pub fn first_games(
    c: &Connection,
    kind: &str,
) -> Result<std::collections::HashMap<String, (i64, u8)>, Error> {
    // The bare columns come from the row of the smallest key (SQLite's min/max rule).
    let rows = all_rows(
        c,
        "SELECT player, game_id, seat, MIN(ended_at * 4294967296 + game_id) \
         FROM rating_changes WHERE kind = ?1 GROUP BY player",
        [kind],
        |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?))),
    )?;
    Ok(rows.into_iter().collect())
}

/// Every change of `kind`'s games, by game and player.
pub fn changes_of_kind(c: &Connection, kind: &str) -> Result<Vec<ChangeRow>, Error> {
    all_rows(
        c,
        &format!(
            "SELECT {CHANGE_COLS} FROM rating_changes WHERE kind = ?1 ORDER BY game_id, player"
        ),
        [kind],
        change_row,
    )
}

/// The latest rated game of `kind` in the order games are rated: (when it ended, its number).
pub fn last_rated(c: &Connection, kind: &str) -> Result<Option<(DateTime<Utc>, i64)>, Error> {
    optional_row(
        c,
        "SELECT ended_at, game_id FROM rating_changes WHERE kind = ?1 \
         ORDER BY ended_at DESC, game_id DESC LIMIT 1",
        [kind],
        |r| Ok((time_in(r, 0)?, r.get(1)?)),
    )
}

/// Keeps the ratings game `game`'s players had going into it (`ratings_before`, migration 39),
/// as its changes say now: what its game-over mail shows, kept whatever a later rebuild makes
/// of the changes. Written when the game is rated.
pub fn keep_before(c: &Connection, game: i64) -> Result<(), Error> {
    forget_before(c, game)?;
    c.prepare_cached(
        "INSERT INTO ratings_before (game_id, player, mu, sigma) \
         SELECT game_id, player, mu_before, sigma_before FROM rating_changes WHERE game_id = ?1",
    )?
    .execute([game])?;
    Ok(())
}

/// Forgets what game `game` kept of its players' ratings before it (a rollback reopens it).
pub fn forget_before(c: &Connection, game: i64) -> Result<(), Error> {
    c.prepare_cached("DELETE FROM ratings_before WHERE game_id = ?1")?
        .execute([game])?;
    Ok(())
}

/// The ratings game `game`'s players had going into it, by player: (mu, sigma).
pub fn kept_before(
    c: &Connection,
    game: i64,
) -> Result<std::collections::BTreeMap<String, (f64, f64)>, Error> {
    let rows = all_rows(
        c,
        "SELECT player, mu, sigma FROM ratings_before WHERE game_id = ?1",
        [game],
        |r| Ok((r.get::<_, String>(0)?, (r.get(1)?, r.get(2)?))),
    )?;
    Ok(rows.into_iter().collect())
}

/// Empties the ratings of `kind` (every kind: `None`) and what games changed, for a rebuild.
pub fn clear(c: &Connection, kind: Option<&str>) -> Result<(), Error> {
    c.execute("DELETE FROM ratings WHERE ?1 IS NULL OR kind = ?1", [kind])?;
    c.execute(
        "DELETE FROM rating_changes WHERE ?1 IS NULL OR kind = ?1",
        [kind],
    )?;
    Ok(())
}

/// The finished games of `kind`, in the order they are rated: when they ended, then by number
/// (a game finished before 0020 with no end time counts as ended first; one whose outcome does
/// not read is left out, and one that ended before a round ran: nobody played it).
pub fn finished(c: &Connection, kind: &str) -> Result<Vec<Ended>, Error> {
    let rows = all_rows(
        c,
        "SELECT id, outcome, COALESCE(finished_at, 0) FROM games \
         WHERE kind = ?1 AND status = 'finished' \
           AND EXISTS (SELECT 1 FROM rounds r WHERE r.game_id = games.id) \
         ORDER BY COALESCE(finished_at, 0), id",
        [kind],
        |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, Option<String>>(1)?,
                r.get::<_, i64>(2)?,
            ))
        },
    )?;
    // A game whose stored outcome does not read is left out (not rated), not an error that
    // would stop every other game of its kind from being rated.
    Ok(rows
        .into_iter()
        .filter_map(|(id, outcome, at)| {
            let outcome = outcome.map(|o| serde_json::from_str(&o)).transpose().ok()?;
            Some(Ended {
                id,
                outcome,
                ended_at: from_ts(at),
            })
        })
        .collect())
}

/// The kinds of the finished games.
pub fn finished_kinds(c: &Connection) -> Result<Vec<String>, Error> {
    all_rows(
        c,
        "SELECT DISTINCT kind FROM games WHERE status = 'finished' ORDER BY kind",
        [],
        |r| r.get(0),
    )
}

/// Whether `address` held a seat (or an earlier holder's) in a finished game: its rated
/// games then count for whichever person it is.
pub fn played_rated(c: &Connection, address: &str) -> Result<bool, Error> {
    let found: i64 = c
        .prepare_cached(
            "SELECT EXISTS (SELECT 1 FROM players p JOIN games g ON g.id = p.game_id \
                            WHERE p.address = ?1 AND g.status = 'finished') \
                 OR EXISTS (SELECT 1 FROM seat_holders h JOIN games g ON g.id = h.game_id \
                            WHERE h.address = ?1 AND g.status = 'finished')",
        )?
        .query_row([address.to_lowercase()], |r| r.get(0))?;
    Ok(found != 0)
}

/// One round as dedication reads it, for one seat a player held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRound {
    pub game_id: i64,
    pub seat: Seat,
    /// When the player took the seat.
    pub joined_at: DateTime<Utc>,
    /// When they gave it up (an earlier holder, [`super::holders`]); `None`: they hold it.
    pub left_at: Option<DateTime<Utc>>,
    pub opened_at: DateTime<Utc>,
    pub closed_at: DateTime<Utc>,
    /// The round's late seats, JSON.
    pub late: String,
    /// The seats resigned when it ran, JSON (NULL before migration 0018).
    pub resigned: Option<String>,
}

/// Every round of every game in which `address` holds or held a seat (an earlier holder:
/// [`super::holders`]) whose dedication is not kept ([`kept_dedication`]: the games still
/// running, and those over before migration 30), by game; of game `game` alone, and of the
/// games of `kind` alone, when given.
pub fn seat_rounds(
    c: &Connection,
    address: &str,
    game: Option<i64>,
    kind: Option<&str>,
) -> Result<Vec<SeatRound>, Error> {
    all_rows(
        c,
        "SELECT p.game_id, p.seat, p.joined_at, NULL, r.opened_at, r.closed_at, r.late, \
                r.resigned, r.number \
         FROM players p JOIN rounds r ON r.game_id = p.game_id \
         WHERE p.address = ?1 AND (?2 IS NULL OR p.game_id = ?2) \
           AND NOT EXISTS (SELECT 1 FROM dedication_games d \
                           WHERE d.address = p.address AND d.game_id = p.game_id) \
           AND (?3 IS NULL OR EXISTS (SELECT 1 FROM games g \
                                      WHERE g.id = p.game_id AND g.kind = ?3)) \
         UNION ALL \
         SELECT h.game_id, h.seat, h.joined_at, h.left_at, r.opened_at, r.closed_at, r.late, \
                r.resigned, r.number \
         FROM seat_holders h JOIN rounds r ON r.game_id = h.game_id \
         WHERE h.address = ?1 AND (?2 IS NULL OR h.game_id = ?2) \
           AND NOT EXISTS (SELECT 1 FROM dedication_games d \
                           WHERE d.address = h.address AND d.game_id = h.game_id) \
           AND (?3 IS NULL OR EXISTS (SELECT 1 FROM games g \
                                      WHERE g.id = h.game_id AND g.kind = ?3)) \
         ORDER BY 1, 9",
        params![address, game, kind],
        |r| {
            Ok(SeatRound {
                game_id: r.get(0)?,
                seat: Seat(r.get(1)?),
                joined_at: time_in(r, 2)?,
                left_at: optional_time_in(r, 3)?,
                opened_at: time_in(r, 4)?,
                closed_at: time_in(r, 5)?,
                late: r.get(6)?,
                resigned: r.get(7)?,
            })
        },
    )
}
