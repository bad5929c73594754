//! `game rollback` in the store: the `rollbacks` table, and moving what a rollback undoes out of
//! the live tables into `rounds_undone`, `submissions_undone` and `outbox_undone`, where it stays
//! as history (the export shows it, marked undone; `replay` never sees it).

use super::Error;
use super::query::{all_rows, time_in};
use super::rounds::{ROUND_COLS, RoundRow, Submission, rounds_where, submissions_where};
use super::ts;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};
use std::collections::HashMap;

/// One rollback.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rollback {
    pub id: i64,
    pub game_id: i64,
    pub at: DateTime<Utc>,
    /// The round reopened: its resolution and every later one were undone.
    pub to_round: u32,
    pub reason: String,
}

pub fn insert(
    c: &Connection,
    game: i64,
    at: DateTime<Utc>,
    to_round: u32,
    reason: &str,
) -> Result<i64, Error> {
    c.prepare_cached(
        "INSERT INTO rollbacks (game_id, at, to_round, reason) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![game, ts(at), to_round, reason])?;
    Ok(c.last_insert_rowid())
}

/// The rollbacks of a game, oldest first.
pub fn of_game(c: &Connection, game: i64) -> Result<Vec<Rollback>, Error> {
    all_rows(
        c,
        "SELECT id, game_id, at, to_round, reason FROM rollbacks WHERE game_id = ?1 ORDER BY id",
        [game],
        |r| {
            Ok(Rollback {
                id: r.get(0)?,
                game_id: r.get(1)?,
                at: time_in(r, 2)?,
                to_round: r.get(3)?,
                reason: r.get(4)?,
            })
        },
    )
}

/// Moves rounds `from` and later of `game` into `rounds_undone` under `rollback`; how many.
pub fn undo_rounds(c: &Connection, rollback: i64, game: i64, from: u32) -> Result<usize, Error> {
    c.prepare_cached(&format!(
        "INSERT INTO rounds_undone (rollback_id, {ROUND_COLS})
         SELECT ?1, {ROUND_COLS} FROM rounds WHERE game_id = ?2 AND number >= ?3"
    ))?
    .execute(params![rollback, game, from])?;
    Ok(
        c.prepare_cached("DELETE FROM rounds WHERE game_id = ?1 AND number >= ?2")?
            .execute(params![game, from])?,
    )
}

/// Moves the submissions for rounds after `round` of `game` (orders for rounds that no longer
/// stand) into `submissions_undone`; how many.
pub fn undo_submissions(
    c: &Connection,
    rollback: i64,
    game: i64,
    round: u32,
) -> Result<usize, Error> {
    let cols = "id, game_id, seat, round, received_at, source, inbox_id, keyword, text, orders, \
                canonical, problems";
    c.prepare_cached(&format!(
        "INSERT INTO submissions_undone (rollback_id, {cols})
         SELECT ?1, {cols} FROM submissions WHERE game_id = ?2 AND round > ?3"
    ))?
    .execute(params![rollback, game, round])?;
    Ok(
        c.prepare_cached("DELETE FROM submissions WHERE game_id = ?1 AND round > ?2")?
            .execute(params![game, round])?,
    )
}

/// Detaches the pictures of rounds `from` and later of `game` from their round numbers (the
/// mails that carried them still refer to them by id): a round run again draws its own.
pub fn detach_pictures(c: &Connection, game: i64, from: u32) -> Result<(), Error> {
    c.prepare_cached("UPDATE pictures SET round = NULL WHERE game_id = ?1 AND round >= ?2")?
        .execute(params![game, from])?;
    Ok(())
}

/// Marks the mail `outbox_id` (already sent) as belonging to an undone round.
pub fn mark_mail_undone(c: &Connection, rollback: i64, outbox_id: i64) -> Result<(), Error> {
    c.prepare_cached("INSERT INTO outbox_undone (outbox_id, rollback_id) VALUES (?1, ?2)")?
        .execute(params![outbox_id, rollback])?;
    Ok(())
}

/// Drops the mail `outbox_id` if it is still queued (an undone round's mail nobody has seen),
/// keeping its id taken under `rollback` (`outbox_withdrawn`: never given to another mail);
/// whether it was.
pub fn drop_if_queued(c: &Connection, rollback: i64, outbox_id: i64) -> Result<bool, Error> {
    let dropped = c
        .prepare_cached("DELETE FROM outbox WHERE id = ?1 AND state = 'queued'")?
        .execute([outbox_id])?
        > 0;
    if dropped {
        c.prepare_cached("INSERT INTO outbox_withdrawn (outbox_id, rollback_id) VALUES (?1, ?2)")?
            .execute(params![outbox_id, rollback])?;
    }
    Ok(dropped)
}

/// The undone rounds of a game, each with the rollback that undid it.
pub fn undone_rounds(c: &Connection, game: i64) -> Result<Vec<(i64, RoundRow)>, Error> {
    let ids = undone_ids(
        c,
        "SELECT number, rollback_id FROM rounds_undone WHERE game_id = ?1",
        game,
    )?;
    let rounds = rounds_where(
        c,
        "rounds_undone WHERE game_id = ?1 ORDER BY rollback_id, number",
        [game],
    )?;
    // Round numbers repeat across rollbacks: pair them in the same order.
    let mut order: Vec<(i64, i64)> = ids.into_iter().map(|(n, r)| (r, n)).collect();
    order.sort();
    Ok(order.into_iter().map(|(r, _)| r).zip(rounds).collect())
}

/// The undone submissions of a game, each with the rollback that undid it.
pub fn undone_submissions(c: &Connection, game: i64) -> Result<Vec<(i64, Submission)>, Error> {
    let by_id: HashMap<i64, i64> = undone_ids(
        c,
        "SELECT id, rollback_id FROM submissions_undone WHERE game_id = ?1",
        game,
    )?
    .into_iter()
    .collect();
    let subs = submissions_where(
        c,
        "submissions_undone WHERE game_id = ?1 ORDER BY id",
        [game],
    )?;
    Ok(subs
        .into_iter()
        .map(|s| (by_id.get(&s.id).copied().unwrap_or_default(), s))
        .collect())
}

/// The outbox ids of a game's mails that belong to undone rounds, with their rollback.
pub fn undone_mails(c: &Connection, game: i64) -> Result<HashMap<i64, i64>, Error> {
    Ok(undone_ids(
        c,
        "SELECT u.outbox_id, u.rollback_id FROM outbox_undone u
         JOIN outbox o ON o.id = u.outbox_id WHERE o.game_id = ?1",
        game,
    )?
    .into_iter()
    .collect())
}

fn undone_ids(c: &Connection, sql: &str, game: i64) -> Result<Vec<(i64, i64)>, Error> {
    all_rows(c, sql, [game], |r| Ok((r.get(0)?, r.get(1)?)))
}
