//! The `pictures` table: board pictures that mails attach by id, so that a round's picture is
//! stored once however many players it goes to. A round's picture is a reference to the round
//! (its SVG is rendered from the round's row when its first mail leaves), and so is a step
//! picture of an HTML report (the round and which step, issue 39), each in the language its
//! words are drawn in (issue 41: a round read in two languages has a picture in each); a STATUS
//! picture, and the pictures of a round a rollback undid, keep their SVG.

use super::Error;
use super::query::all_rows;
use super::ts;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, params};
use std::collections::HashMap;

/// Stores a picture of `game`: `round`, the round whose report shows it (none: a STATUS);
/// `svg`, the picture itself, or none for the round's own picture, drawn from its row in
/// `rounds` with its words in `language` (a language code; none: English). Its PNG is not
/// drawn yet ([`drawn`] stores it).
pub fn insert(
    c: &Connection,
    game: i64,
    round: Option<u32>,
    svg: Option<&str>,
    language: Option<&str>,
    now: DateTime<Utc>,
) -> Result<i64, Error> {
    c.prepare_cached(
        "INSERT INTO pictures (game_id, round, svg, language, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![game, round, svg, language, ts(now)])?;
    Ok(c.last_insert_rowid())
}

/// Stores the picture of a course sent by mail (`svg`, its words in `language`), which
/// belongs to no game.
pub fn insert_course(
    c: &Connection,
    svg: &str,
    language: &str,
    now: DateTime<Utc>,
) -> Result<i64, Error> {
    c.prepare_cached(
        "INSERT INTO pictures (game_id, svg, language, created_at) VALUES (NULL, ?1, ?2, ?3)",
    )?
    .execute(params![svg, language, ts(now)])?;
    Ok(c.last_insert_rowid())
}

/// Stores step `step` (from 1; 0: all the steps as one animation) of `round` of `game`, drawn
/// from the round's row like the round's own picture, its words in `language`.
pub fn insert_step(
    c: &Connection,
    game: i64,
    (round, step): (u32, u32),
    language: &str,
    now: DateTime<Utc>,
) -> Result<i64, Error> {
    c.prepare_cached(
        "INSERT INTO pictures (game_id, round, step, language, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![game, round, step, language, ts(now)])?;
    Ok(c.last_insert_rowid())
}

/// The language of a picture's words as stored: its code, English for none.
fn language_of(stored: Option<String>) -> String {
    stored.unwrap_or_else(|| crate::lang::ENGLISH.to_string())
}

/// What a stored picture is drawn from.
#[derive(Debug, PartialEq, Eq)]
pub enum Drawing {
    /// Its SVG, as stored.
    Svg(String),
    /// The round it shows, as stored in `rounds`: the game's kind, the language of its words,
    /// and the JSON texts of the state before, the events and the state after.
    Round {
        kind: String,
        language: String,
        before: String,
        events: String,
        after: String,
    },
    /// One of the steps of a round (from 1; 0: all of them, animated), drawn from the round's
    /// row like [`Drawing::Round`]; `game` and `round` say which round.
    Step {
        game: i64,
        round: u32,
        step: u32,
        kind: String,
        language: String,
        before: String,
        events: String,
        after: String,
    },
}

/// A stored picture: what it is drawn from, and its PNG once drawn (empty: it could not be).
pub struct Stored {
    pub drawing: Drawing,
    pub png: Option<Vec<u8>>,
}

/// Picture `id`, if stored.
pub fn get(c: &Connection, id: i64) -> Result<Option<Stored>, Error> {
    let row = c
        .prepare_cached(
            "SELECT p.svg, p.png, p.round, g.kind, r.state_before, r.events, r.state_after,
                    p.step, p.game_id, p.language, r.packed
             FROM pictures p LEFT JOIN games g ON g.id = p.game_id
             LEFT JOIN rounds r ON p.svg IS NULL AND r.game_id = p.game_id AND r.number = p.round
             WHERE p.id = ?1",
        )?
        .query_row([id], |r| {
            let svg: Option<String> = r.get(0)?;
            let png: Option<Vec<u8>> = r.get(1)?;
            let round: Option<u32> = r.get(2)?;
            let source: Option<([String; 4], Option<Vec<u8>>)> = match r
                .get::<_, Option<String>>(4)?
            {
                Some(before) => Some(([before, r.get(5)?, r.get(6)?, String::new()], r.get(10)?)),
                None => None,
            };
            let step: Option<(u32, i64)> = match r.get::<_, Option<u32>>(7)? {
                Some(step) => Some((step, r.get(8)?)),
                None => None,
            };
            Ok((
                svg,
                png,
                round,
                r.get::<_, Option<String>>(3)?,
                source,
                step,
                language_of(r.get(9)?),
            ))
        })
        .optional()?;
    let Some((svg, png, round, kind, source, step, language)) = row else {
        return Ok(None);
    };
    let source = match source {
        Some((texts, packed)) => {
            let game = step.map_or(0, |(_, game)| game);
            let [before, events, after, _] =
                super::rounds::round_texts(game, round.unwrap_or_default(), texts, packed)?;
            Some((before, events, after))
        }
        None => None,
    };
    let drawing = match (svg, kind, source) {
        (Some(svg), _, _) => Drawing::Svg(svg),
        (None, Some(kind), Some((before, events, after))) if step.is_some() => {
            let (step, game) = step.unwrap_or_default();
            Drawing::Step {
                game,
                round: round.unwrap_or_default(),
                step,
                kind,
                language,
                before,
                events,
                after,
            }
        }
        (None, Some(kind), Some((before, events, after))) => Drawing::Round {
            kind,
            language,
            before,
            events,
            after,
        },
        (None, _, _) => {
            return Err(Error::Corrupt(format!(
                "picture {id} shows round {} of its game, which is not stored",
                round.map_or("?".to_string(), |n| n.to_string())
            )));
        }
    };
    Ok(Some(Stored { drawing, png }))
}

/// Picture `id` is drawn: `png` (empty if it cannot be drawn). A picture drawn already keeps
/// its bytes (two flushers drawing the same SVG get the same ones anyway).
pub fn drawn(c: &Connection, id: i64, png: &[u8]) -> Result<(), Error> {
    c.prepare_cached("UPDATE pictures SET png = ?2 WHERE id = ?1 AND png IS NULL")?
        .execute(params![id, png])?;
    Ok(())
}

/// A picture drawn from its round's row: its id, the round, the step (none: the round's own
/// picture) and the language of its words.
pub struct FromRound {
    pub id: i64,
    pub round: u32,
    pub step: Option<u32>,
    pub language: String,
}

/// The pictures of rounds `from` and later of `game` that have no SVG of their own (they are
/// drawn from their round's row).
pub fn drawn_from_rounds(c: &Connection, game: i64, from: u32) -> Result<Vec<FromRound>, Error> {
    all_rows(
        c,
        "SELECT id, round, step, language FROM pictures
         WHERE game_id = ?1 AND round >= ?2 AND svg IS NULL ORDER BY id",
        params![game, from],
        |r| {
            Ok(FromRound {
                id: r.get(0)?,
                round: r.get(1)?,
                step: r.get(2)?,
                language: language_of(r.get(3)?),
            })
        },
    )
}

/// Picture `id` gets its SVG written (a round about to be undone).
pub fn write_svg(c: &Connection, id: i64, svg: &str) -> Result<(), Error> {
    c.prepare_cached("UPDATE pictures SET svg = ?2 WHERE id = ?1")?
        .execute(params![id, svg])?;
    Ok(())
}

/// The SVG stored for each round's picture of `game` by round and language, the newest when a
/// rollback drew one again. A picture drawn from its round's row is left out: it is whatever
/// that row gives.
pub fn svgs_of_rounds(c: &Connection, game: i64) -> Result<HashMap<(u32, String), String>, Error> {
    let rows: Vec<((u32, String), String)> = all_rows(
        c,
        "SELECT round, language, svg FROM pictures
         WHERE game_id = ?1 AND round IS NOT NULL AND step IS NULL AND svg IS NOT NULL
         ORDER BY id",
        [game],
        |r| Ok(((r.get(0)?, language_of(r.get(1)?)), r.get(2)?)),
    )?;
    // Later rows replace earlier ones.
    Ok(rows.into_iter().collect())
}
