//! The `game_options` table: a game's own choices that belong to robomod rather than to its
//! engine (`pictures`: what its round reports carry), per game and key. The store keeps the
//! words; what each key means, and its default, belong to the code that reads it.

use super::Error;
use super::query::{all_rows, optional_row};
use rusqlite::{Connection, params};

/// The value game `game` has for `key`, if set.
pub fn get(c: &Connection, game: i64, key: &str) -> Result<Option<String>, Error> {
    optional_row(
        c,
        "SELECT value FROM game_options WHERE game_id = ?1 AND key = ?2",
        params![game, key],
        |r| r.get(0),
    )
}

/// The values of `key` in the games `address` holds a seat in, newest game first: read from
/// the indexes alone, one row per game that has one (the history of games without costs
/// nothing).
pub fn of_players_games(c: &Connection, address: &str, key: &str) -> Result<Vec<String>, Error> {
    all_rows(
        c,
        "SELECT o.value FROM players p INDEXED BY players_seats
         JOIN game_options o ON o.game_id = p.game_id AND o.key = ?2
         WHERE p.address = ?1 ORDER BY p.game_id DESC",
        params![address, key],
        |r| r.get(0),
    )
}

/// Every option game `game` has, by key.
pub fn all(c: &Connection, game: i64) -> Result<Vec<(String, String)>, Error> {
    all_rows(
        c,
        "SELECT key, value FROM game_options WHERE game_id = ?1 ORDER BY key",
        [game],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
}

/// Sets (or replaces) game `game`'s `key`.
pub fn set(c: &Connection, game: i64, key: &str, value: &str) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT INTO game_options (game_id, key, value) VALUES (?1, ?2, ?3)
         ON CONFLICT (game_id, key) DO UPDATE SET value = excluded.value",
    )?
    .execute(params![game, key, value])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_get_replace() {
        let c = crate::store::open_in_memory().unwrap();
        assert_eq!(get(&c, 1, "pictures").unwrap(), None);
        set(&c, 1, "pictures", "ROUND").unwrap();
        set(&c, 1, "pictures", "NONE").unwrap();
        assert_eq!(get(&c, 1, "pictures").unwrap().as_deref(), Some("NONE"));
        assert_eq!(get(&c, 2, "pictures").unwrap(), None);
        set(&c, 1, "stand_in", "2").unwrap();
        let every = all(&c, 1).unwrap();
        assert_eq!(
            every,
            [
                ("pictures".into(), "NONE".into()),
                ("stand_in".into(), "2".into())
            ]
        );
    }
}
