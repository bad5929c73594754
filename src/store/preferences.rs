//! The `preferences` table: what a player asked for by mail (`SET PICTURES REGISTERS`,
//! `SET REMINDERS OFF`, ...), kept per address and key. The store keeps the words; what each
//! key means, and its default when no row exists, belong to the code that reads it.

use super::Error;
use super::query::{all_rows, optional_row, time_in};
use super::ts;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};

/// One preference as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preference {
    pub key: String,
    pub value: String,
    pub set_at: DateTime<Utc>,
}

/// The value `address` set for `key`, if any. `address` is compared as stored (lower-case).
pub fn get(c: &Connection, address: &str, key: &str) -> Result<Option<String>, Error> {
    optional_row(
        c,
        "SELECT value FROM preferences WHERE address = ?1 AND key = ?2",
        params![address.to_ascii_lowercase(), key],
        |r| r.get(0),
    )
}

/// Sets (or replaces) `address`'s `key`.
pub fn set(
    c: &Connection,
    address: &str,
    key: &str,
    value: &str,
    at: DateTime<Utc>,
) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT INTO preferences (address, key, value, set_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (address, key) DO UPDATE SET value = excluded.value, set_at = excluded.set_at",
    )?
    .execute(params![address.to_ascii_lowercase(), key, value, ts(at)])?;
    Ok(())
}

/// Forgets `address`'s `key` (back to the default).
pub fn clear(c: &Connection, address: &str, key: &str) -> Result<(), Error> {
    c.prepare_cached("DELETE FROM preferences WHERE address = ?1 AND key = ?2")?
        .execute(params![address.to_ascii_lowercase(), key])?;
    Ok(())
}

/// Every preference `address` set, by key.
pub fn of_address(c: &Connection, address: &str) -> Result<Vec<Preference>, Error> {
    all_rows(
        c,
        "SELECT key, value, set_at FROM preferences WHERE address = ?1 ORDER BY key",
        [address.to_ascii_lowercase()],
        |r| {
            Ok(Preference {
                key: r.get(0)?,
                value: r.get(1)?,
                set_at: time_in(r, 2)?,
            })
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn set_get_replace_clear_list() {
        let c = crate::store::open_in_memory().unwrap();
        let at = Utc.with_ymd_and_hms(2026, 11, 23, 12, 0, 0).unwrap();
        assert_eq!(get(&c, "ann@example.org", "pictures").unwrap(), None);
        set(&c, "Ann@Example.org", "pictures", "REGISTERS", at).unwrap();
        assert_eq!(
            get(&c, "ann@example.org", "pictures").unwrap().as_deref(),
            Some("REGISTERS")
        );
        set(&c, "ann@example.org", "pictures", "NONE", at).unwrap();
        set(&c, "ann@example.org", "name", "Ann", at).unwrap();
        let all = of_address(&c, "ann@example.org").unwrap();
        let keys: Vec<_> = all.iter().map(|p| (&*p.key, &*p.value)).collect();
        assert_eq!(keys, [("name", "Ann"), ("pictures", "NONE")]);
        assert_eq!(get(&c, "bob@example.org", "pictures").unwrap(), None);
        clear(&c, "ann@example.org", "pictures").unwrap();
        assert_eq!(get(&c, "ann@example.org", "pictures").unwrap(), None);
    }
}
