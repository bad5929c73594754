//! The courses people sent by mail (`courses`, migration 36): a course file's text kept per
//! sender (`owner`, lower case), game kind and name; sending one again under its name replaces
//! its text. `OPEN race BOARD name` finds the sender's own first; `robomod board list` lists
//! them all.

use super::error::Error;
use super::query::{all_rows, optional_row, time_in};
use super::ts;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, Row, params};

/// One kept course.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseRow {
    pub owner: String,
    pub kind: String,
    pub name: String,
    /// The course file as sent.
    pub text: String,
    /// When it was first sent.
    pub created_at: DateTime<Utc>,
    /// When it was last sent (its text replaced).
    pub updated_at: DateTime<Utc>,
}

const COLUMNS: &str = "owner, kind, name, text, created_at, updated_at";

fn row(r: &Row) -> rusqlite::Result<CourseRow> {
    Ok(CourseRow {
        owner: r.get(0)?,
        kind: r.get(1)?,
        name: r.get(2)?,
        text: r.get(3)?,
        created_at: time_in(r, 4)?,
        updated_at: time_in(r, 5)?,
    })
}

/// Keeps course `name` of `kind` sent by `owner` at `now`, replacing the text of one kept
/// under that name; whether it replaced one.
pub fn put(
    c: &Connection,
    (owner, kind, name): (&str, &str, &str),
    text: &str,
    now: DateTime<Utc>,
) -> Result<bool, Error> {
    let owner = owner.to_lowercase();
    let had = get(c, &owner, kind, name)?.is_some();
    c.prepare_cached(&format!(
        "INSERT INTO courses ({COLUMNS}) VALUES (?1, ?2, ?3, ?4, ?5, ?5)
         ON CONFLICT (owner, kind, name) DO UPDATE SET text = ?4, updated_at = ?5"
    ))?
    .execute(params![owner, kind, name, text, ts(now)])?;
    Ok(had)
}

/// The course `name` of `kind` that `owner` sent, if any.
pub fn get(
    c: &Connection,
    owner: &str,
    kind: &str,
    name: &str,
) -> Result<Option<CourseRow>, Error> {
    optional_row(
        c,
        &format!("SELECT {COLUMNS} FROM courses WHERE owner = ?1 AND kind = ?2 AND name = ?3"),
        params![owner.to_lowercase(), kind, name],
        row,
    )
}

/// Every kept course, by kind, owner and name.
pub fn all(c: &Connection) -> Result<Vec<CourseRow>, Error> {
    all_rows(
        c,
        &format!("SELECT {COLUMNS} FROM courses ORDER BY kind, owner, name"),
        [],
        row,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::from_ts;

    #[test]
    fn a_course_is_kept_per_owner_replaced_under_its_name_and_read_back() {
        let c = crate::store::open_in_memory().unwrap();
        let key = ("Gm@Example.org", "race", "loop");
        assert!(!put(&c, key, "text 1", from_ts(1_000)).unwrap());
        assert!(put(&c, key, "text 2", from_ts(2_000)).unwrap());
        put(
            &c,
            ("ann@example.org", "race", "loop"),
            "hers",
            from_ts(3_000),
        )
        .unwrap();
        let mine = get(&c, "GM@example.org", "race", "loop").unwrap().unwrap();
        assert_eq!(mine.owner, "gm@example.org");
        assert_eq!(mine.text, "text 2");
        assert_eq!(
            (mine.created_at, mine.updated_at),
            (from_ts(1_000), from_ts(2_000))
        );
        assert_eq!(get(&c, "gm@example.org", "race", "other").unwrap(), None);
        let owners: Vec<String> = all(&c).unwrap().into_iter().map(|r| r.owner).collect();
        assert_eq!(owners, ["ann@example.org", "gm@example.org"]);
    }

    #[test]
    fn a_courses_picture_belongs_to_no_game() {
        let c = crate::store::open_in_memory().unwrap();
        let id = crate::store::pictures::insert_course(&c, "<svg/>", "pl", from_ts(1)).unwrap();
        let got = crate::store::pictures::get(&c, id).unwrap().unwrap();
        assert_eq!(
            got.drawing,
            crate::store::pictures::Drawing::Svg("<svg/>".into())
        );
    }
}
