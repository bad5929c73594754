//! Test support shared by topic modules.

pub mod browser;
pub mod cli;
pub mod clock;
pub mod english;
pub mod mailservers;
pub mod mime;
pub mod sink;
pub mod skip;
pub mod unprivileged;
pub mod whole_game;

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
