//! Test support shared by topic modules: where a test's opening comes from, so that each test
//! reads as what it checks. A moderator over a temporary store at a fixed time with seeded keys
//! and a game in it ([`world`], its test game [`testgame`]); a site with the daemon over a
//! Maildir ([`site`]); a whole game by mail ([`whole_game`]); the real binary ([`cli`]); mail
//! as sent ([`mime`]) and the mail servers ([`mailservers`], [`sink`]); and the checks most
//! tests make ([`assert_contains`], [`one`]).

pub mod archive_walk;
pub mod browser;
pub mod cli;
pub mod clock;
pub mod english;
pub mod mailservers;
pub mod mime;
pub mod sink;
pub mod site;
pub mod skip;
pub mod testgame;
pub mod unprivileged;
pub mod whole_game;
pub mod world;

/// Fails unless `text` contains `part`, showing the whole text: the check most tests make of a
/// mail, a report or a command's output.
#[track_caller]
pub fn assert_contains(text: &str, part: &str) {
    assert!(text.contains(part), "{part:?} is not in:\n{text}");
}

/// The people `names`, each at `name@domain` (the name in lower case): a new game's players.
pub fn people_at(names: &[&str], domain: &str) -> Vec<robomod::moderator::NewPlayer> {
    names
        .iter()
        .map(|n| robomod::moderator::NewPlayer {
            name: n.to_string(),
            address: format!("{}@{domain}", n.to_lowercase()),
        })
        .collect()
}

/// The one value the query `sql` returns (a count, a status, an id): how tests read the
/// database.
#[track_caller]
pub fn one<T: rusqlite::types::FromSql>(
    c: &rusqlite::Connection,
    sql: &str,
    params: impl rusqlite::Params,
) -> T {
    c.query_row(sql, params, |r| r.get(0)).unwrap()
}

/// Every value of the query `sql`'s one column, in the order it returns them.
#[track_caller]
pub fn column<T: rusqlite::types::FromSql>(c: &rusqlite::Connection, sql: &str) -> Vec<T> {
    c.prepare(sql)
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

/// Changes the stored texts of round `number` of game `game` (state before, events, state
/// after, public report) as someone editing the database would: they are kept compressed
/// (migration 29).
pub fn tamper_round(
    c: &rusqlite::Connection,
    game: i64,
    number: u32,
    f: impl FnOnce(&mut [String; 4]),
) {
    use robomod::store::packed::{pack, unpack};
    let where_ = "WHERE game_id = ?1 AND number = ?2";
    let packed: Vec<u8> = c
        .query_row(
            &format!("SELECT packed FROM rounds {where_}"),
            rusqlite::params![game, number],
            |r| r.get(0),
        )
        .unwrap();
    let mut texts: [String; 4] =
        serde_json::from_slice(&unpack(&packed, "a round").unwrap()).unwrap();
    f(&mut texts);
    let again = pack(serde_json::to_string(&texts).unwrap().as_bytes());
    c.execute(
        &format!("UPDATE rounds SET packed = ?3 {where_}"),
        rusqlite::params![game, number, again],
    )
    .unwrap();
}
