//! A person's addresses (`addresses`, `address_requests`, migration 32): the second address a
//! player links with `ALSO` (confirmed from both), and who an address is. An address without a
//! row is a person of its own; a linked one names its person, the first address of the link.
//! Addresses are kept in lower case.

use super::error::Error;
use super::query::optional_row;
use super::{from_ts, ts};
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};

/// The person `address` is: the first address of its link, else itself (lower case).
pub fn person_of(c: &Connection, address: &str) -> Result<String, Error> {
    let a = address.to_lowercase();
    let found: Option<String> = optional_row(
        c,
        "SELECT person FROM addresses WHERE address = ?1",
        [&a],
        |r| r.get(0),
    )?;
    Ok(found.unwrap_or(a))
}

/// Every address of `person` (the person's own first), lower case.
pub fn addresses_of(c: &Connection, person: &str) -> Result<Vec<String>, Error> {
    let person = person.to_lowercase();
    let mut out = vec![person.clone()];
    let mut stmt = c.prepare_cached(
        "SELECT address FROM addresses WHERE person = ?1 AND address <> ?1 ORDER BY linked_at",
    )?;
    for a in stmt.query_map([&person], |r| r.get::<_, String>(0))? {
        out.push(a?);
    }
    Ok(out)
}

/// Every address of the person `address` is.
pub fn same_person(c: &Connection, address: &str) -> Result<Vec<String>, Error> {
    addresses_of(c, &person_of(c, address)?)
}

/// Records that `address` says `other` is also theirs, at `now`.
pub fn ask(c: &Connection, address: &str, other: &str, now: DateTime<Utc>) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT OR REPLACE INTO address_requests (address, other, asked_at) VALUES (?1, ?2, ?3)",
    )?
    .execute(params![
        address.to_lowercase(),
        other.to_lowercase(),
        ts(now)
    ])?;
    Ok(())
}

/// When `address` said `other` is also theirs, if it did.
pub fn asked(c: &Connection, address: &str, other: &str) -> Result<Option<DateTime<Utc>>, Error> {
    let t: Option<i64> = optional_row(
        c,
        "SELECT asked_at FROM address_requests WHERE address = ?1 AND other = ?2",
        params![address.to_lowercase(), other.to_lowercase()],
        |r| r.get(0),
    )?;
    Ok(t.map(from_ts))
}

/// Links `other` to `person` (and `person` to itself), at `now`; both requests answered.
pub fn link(c: &Connection, person: &str, other: &str, now: DateTime<Utc>) -> Result<(), Error> {
    let (person, other) = (person.to_lowercase(), other.to_lowercase());
    let mut put = c.prepare_cached(
        "INSERT OR REPLACE INTO addresses (address, person, linked_at) VALUES (?1, ?2, ?3)",
    )?;
    if person_of(c, &person)? == person {
        put.execute(params![person, person, ts(now)])?;
    }
    put.execute(params![other, person, ts(now)])?;
    c.prepare_cached(
        "DELETE FROM address_requests WHERE (address = ?1 AND other = ?2) \
         OR (address = ?2 AND other = ?1)",
    )?
    .execute(params![person, other])?;
    Ok(())
}

/// Unlinks `address` from its person; the person's own row goes with its last link.
pub fn unlink(c: &Connection, address: &str) -> Result<(), Error> {
    let a = address.to_lowercase();
    let person = person_of(c, &a)?;
    c.prepare_cached("DELETE FROM addresses WHERE address = ?1")?
        .execute([&a])?;
    c.prepare_cached(
        "DELETE FROM addresses WHERE address = ?1 AND person = ?1 \
         AND NOT EXISTS (SELECT 1 FROM addresses WHERE person = ?1 AND address <> ?1)",
    )?
    .execute([&person])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_makes_one_person_and_unlinking_undoes_it() {
        let c = crate::store::open_in_memory().unwrap();
        let now = from_ts(1_000);
        assert_eq!(person_of(&c, "Ann@X.org").unwrap(), "ann@x.org");
        ask(&c, "ann@x.org", "ann@work.org", now).unwrap();
        assert_eq!(asked(&c, "ann@x.org", "ann@work.org").unwrap(), Some(now));
        link(&c, "ann@x.org", "ann@work.org", now).unwrap();
        assert_eq!(asked(&c, "ann@x.org", "ann@work.org").unwrap(), None);
        assert_eq!(person_of(&c, "ANN@work.org").unwrap(), "ann@x.org");
        assert_eq!(
            same_person(&c, "ann@work.org").unwrap(),
            ["ann@x.org", "ann@work.org"]
        );
        unlink(&c, "ann@work.org").unwrap();
        assert_eq!(person_of(&c, "ann@work.org").unwrap(), "ann@work.org");
        assert_eq!(same_person(&c, "ann@x.org").unwrap(), ["ann@x.org"]);
        let rows: i64 = c
            .query_row("SELECT COUNT(*) FROM addresses", [], |r| r.get(0))
            .unwrap();
        assert_eq!(rows, 0, "the person's own row goes with its last link");
    }
}
