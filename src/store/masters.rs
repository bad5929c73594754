//! The masters of a game (`game_masters`, migration 33): the people who run a game by mail,
//! each with their own key for it, as a player has. Addresses are kept in lower case.

use super::error::Error;
use super::query::{all_rows, optional_row, time_in};
use super::ts;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, Row, params};

/// One master of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MasterRow {
    pub game_id: i64,
    pub address: String,
    pub key: String,
    pub name: String,
    /// `admin`, `lobby` (opened the game by mail) or the address of the master who promoted
    /// them.
    pub added_by: String,
    pub added_at: DateTime<Utc>,
}

const COLUMNS: &str = "game_id, address, key, name, added_by, added_at";

fn row(r: &Row) -> rusqlite::Result<MasterRow> {
    Ok(MasterRow {
        game_id: r.get(0)?,
        address: r.get(1)?,
        key: r.get(2)?,
        name: r.get(3)?,
        added_by: r.get(4)?,
        added_at: time_in(r, 5)?,
    })
}

/// Adds `m` (its address lower-cased); false when that address is a master of the game
/// already.
pub fn insert(c: &Connection, m: &MasterRow) -> Result<bool, Error> {
    let n = c
        .prepare_cached(&format!(
            "INSERT OR IGNORE INTO game_masters ({COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
        ))?
        .execute(params![
            m.game_id,
            m.address.to_lowercase(),
            m.key,
            m.name,
            m.added_by,
            ts(m.added_at)
        ])?;
    Ok(n == 1)
}

/// Removes `address` from the masters of `game`; whether it was one.
pub fn remove(c: &Connection, game: i64, address: &str) -> Result<bool, Error> {
    let n = c
        .prepare_cached("DELETE FROM game_masters WHERE game_id = ?1 AND address = ?2")?
        .execute(params![game, address.to_lowercase()])?;
    Ok(n == 1)
}

/// The master of `game` whose key is `key`, if any.
pub fn by_key(c: &Connection, game: i64, key: &str) -> Result<Option<MasterRow>, Error> {
    optional_row(
        c,
        &format!("SELECT {COLUMNS} FROM game_masters WHERE game_id = ?1 AND key = ?2"),
        params![game, key],
        row,
    )
}

/// Whether `address` is a master of any game.
pub fn masters_any(c: &Connection, address: &str) -> Result<bool, Error> {
    Ok(
        c.prepare_cached("SELECT EXISTS (SELECT 1 FROM game_masters WHERE address = ?1)")?
            .query_row([address.to_lowercase()], |r| r.get(0))?,
    )
}

/// The masters of `game`, first added first.
pub fn of_game(c: &Connection, game: i64) -> Result<Vec<MasterRow>, Error> {
    all_rows(
        c,
        &format!("SELECT {COLUMNS} FROM game_masters WHERE game_id = ?1 ORDER BY added_at, rowid"),
        [game],
        row,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::from_ts;

    #[test]
    fn masters_are_added_once_found_by_key_and_removed() {
        let c = crate::store::open_in_memory().unwrap();
        let m = MasterRow {
            game_id: 1,
            address: "Gm@Example.org".into(),
            key: "k1".into(),
            name: "Gm".into(),
            added_by: "admin".into(),
            added_at: from_ts(1_000),
        };
        c.execute_batch("PRAGMA foreign_keys = OFF").unwrap();
        assert!(insert(&c, &m).unwrap());
        assert!(!insert(&c, &m).unwrap());
        let found = by_key(&c, 1, "k1").unwrap().unwrap();
        assert_eq!(found.address, "gm@example.org");
        assert_eq!(by_key(&c, 2, "k1").unwrap(), None);
        assert_eq!(of_game(&c, 1).unwrap().len(), 1);
        assert!(masters_any(&c, "GM@example.org").unwrap());
        assert!(!masters_any(&c, "ann@example.org").unwrap());
        assert!(remove(&c, 1, "GM@example.org").unwrap());
        assert!(of_game(&c, 1).unwrap().is_empty());
    }
}
