//! The store's ways to run a read: every row of a query into a `Vec`, the one row a query may
//! find, and a stored time read from a column. Each table's module keeps its SQL and its row
//! reader; these run them the one way (statements from the connection's cache).

use super::{Error, from_ts};
use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, Params, Row};

/// Every row `sql` finds with `params`, in its order, each read by `read`.
pub(super) fn all_rows<T>(
    c: &Connection,
    sql: &str,
    params: impl Params,
    read: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
) -> Result<Vec<T>, Error> {
    let mut stmt = c.prepare_cached(sql)?;
    let rows = stmt.query_map(params, read)?.collect::<Result<_, _>>()?;
    Ok(rows)
}

/// The first row `sql` finds with `params`, read by `read`; `None` when it finds none.
pub(super) fn optional_row<T>(
    c: &Connection,
    sql: &str,
    params: impl Params,
    read: impl FnOnce(&Row<'_>) -> rusqlite::Result<T>,
) -> Result<Option<T>, Error> {
    Ok(c.prepare_cached(sql)?.query_row(params, read).optional()?)
}

/// The time stored in column `i` (whole seconds since the epoch).
pub(super) fn time_in(r: &Row<'_>, i: usize) -> rusqlite::Result<DateTime<Utc>> {
    r.get(i).map(from_ts)
}

/// The time stored in column `i`, which may be NULL.
pub(super) fn optional_time_in(r: &Row<'_>, i: usize) -> rusqlite::Result<Option<DateTime<Utc>>> {
    Ok(r.get::<_, Option<i64>>(i)?.map(from_ts))
}
