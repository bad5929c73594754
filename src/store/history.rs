//! What reads many games at once without reading every game ever played: the games running
//! (the archive's index, through the `games_status` index of migration 24), the games over in
//! the order they ended (the archive's pages of finished games, written whole only by
//! `robomod archive`).

use super::Error;
use super::query::all_rows;
use rusqlite::Connection;

/// The ids of the games not over (active or paused, held ones included), newest first.
pub fn running_ids(c: &Connection) -> Result<Vec<i64>, Error> {
    all_rows(
        c,
        "SELECT id FROM games WHERE status IN ('active', 'paused') ORDER BY id DESC",
        [],
        |r| r.get(0),
    )
}

/// The ids of the games over (finished or abandoned), in the order they ended (equal times:
/// by id).
pub fn ended_ids(c: &Connection) -> Result<Vec<i64>, Error> {
    all_rows(
        c,
        "SELECT id FROM games WHERE status IN ('finished', 'abandoned')
         ORDER BY finished_at, id",
        [],
        |r| r.get(0),
    )
}

/// How many games are over (finished or abandoned): what the archive's pages of games over
/// must count (through the `games_status` index).
pub fn ended_count(c: &Connection) -> Result<usize, Error> {
    Ok(
        c.prepare_cached("SELECT COUNT(*) FROM games WHERE status IN ('finished', 'abandoned')")?
            .query_row([], |r| r.get::<_, i64>(0))? as usize,
    )
}
