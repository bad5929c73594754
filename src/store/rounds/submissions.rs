//! The `submissions` table: every set of orders a player sent (or the moderator entered for
//! them), valid or not, with what robomod made of it. [`Submission::for_turn`] is where every
//! submission starts.

use crate::games::{OrderProblem, Seat};
use crate::store::Error;
use crate::store::games::GameRow;
use crate::store::query::{optional_row, time_in};
use crate::store::ts;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, params};
use serde_json::Value;

/// Where a submission came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Mail,
    /// Entered by the moderator (`robomod submit`), for orders received by other means.
    Moderator,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Mail => "mail",
            Source::Moderator => "moderator",
        }
    }
}

/// One set of orders as received, and what robomod made of it.
#[derive(Clone, Debug)]
pub struct Submission {
    pub id: i64,
    pub game_id: i64,
    pub seat: Seat,
    pub round: u32,
    pub received_at: DateTime<Utc>,
    pub source: Source,
    pub inbox_id: Option<i64>,
    pub keyword: String,
    pub text: String,
    /// `Ok((orders, canonical))` when valid.
    pub result: Result<(Value, String), Vec<OrderProblem>>,
}

impl Submission {
    /// What is known of a submission for `seat` of `game`'s open turn before its orders are
    /// read: where it came from (a mail's `inbox_id`, or none) and when. No order word, no
    /// text, nothing read: the caller sets those (`Submission { keyword, text, result,
    /// ..Submission::for_turn(..) }`), so that every submission is built in one place.
    pub fn for_turn(
        game: &GameRow,
        seat: Seat,
        received_at: DateTime<Utc>,
        source: Source,
        inbox_id: Option<i64>,
    ) -> Submission {
        Submission {
            id: 0,
            game_id: game.id,
            seat,
            round: game.round,
            received_at,
            source,
            inbox_id,
            keyword: String::new(),
            text: String::new(),
            result: Err(Vec::new()),
        }
    }
}

pub fn insert_submission(c: &Connection, s: &Submission) -> Result<i64, Error> {
    let (orders, canonical, problems) = match &s.result {
        Ok((o, canon)) => (Some(o.to_string()), Some(canon.clone()), None),
        Err(p) => (None, None, Some(serde_json::to_string(p)?)),
    };
    c.prepare_cached(
        // The id above every one given, those a rollback set aside included: an id is never
        // used twice (a second rollback keeps the submissions it undoes under their ids).
        "INSERT INTO submissions (id, game_id, seat, round, received_at, source, inbox_id,
             keyword, text, orders, canonical, problems)
         VALUES ((SELECT MAX(m) + 1 FROM (SELECT MAX(id) AS m FROM submissions
                     UNION ALL SELECT MAX(id) FROM submissions_undone)),
                 ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
    )?
    .execute(params![
        s.game_id,
        s.seat.0,
        s.round,
        ts(s.received_at),
        s.source.as_str(),
        s.inbox_id,
        s.keyword,
        s.text,
        orders,
        canonical,
        problems,
    ])?;
    Ok(c.last_insert_rowid())
}

/// Every submission of a game (or of one round of it), in the order received.
pub fn submissions(
    c: &Connection,
    game: i64,
    round: Option<u32>,
) -> Result<Vec<Submission>, Error> {
    // Two statements, not `(?2 IS NULL OR round = ?2)`: that OR keeps SQLite from using the
    // (game_id, round) index, and one round's submissions would mean reading the whole game's.
    match round {
        Some(_) => submissions_where(
            c,
            "submissions WHERE game_id = ?1 AND round = ?2 ORDER BY id",
            params![game, round],
        ),
        None => submissions_where(
            c,
            "submissions WHERE game_id = ?1 ORDER BY id",
            params![game],
        ),
    }
}

/// The submissions `from_where` (a table and its clause) selects, read back.
pub(crate) fn submissions_where(
    c: &Connection,
    from_where: &str,
    params: impl rusqlite::Params,
) -> Result<Vec<Submission>, Error> {
    let cols = "id, game_id, seat, round, received_at, source, inbox_id, keyword, text, \
                orders, canonical, problems";
    let mut stmt = c.prepare_cached(&format!("SELECT {cols} FROM {from_where}"))?;
    let rows = stmt
        .query_map(params, |r| {
            let source: String = r.get(5)?;
            Ok((
                Submission {
                    id: r.get(0)?,
                    game_id: r.get(1)?,
                    seat: Seat(r.get(2)?),
                    round: r.get(3)?,
                    received_at: time_in(r, 4)?,
                    source: if source == "moderator" {
                        Source::Moderator
                    } else {
                        Source::Mail
                    },
                    inbox_id: r.get(6)?,
                    keyword: r.get(7)?,
                    text: r.get(8)?,
                    result: Err(Vec::new()),
                },
                r.get::<_, Option<String>>(9)?,
                r.get::<_, Option<String>>(10)?,
                r.get::<_, Option<String>>(11)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter()
        .map(|(mut s, orders, canonical, problems)| {
            s.result = match (orders, canonical) {
                (Some(o), Some(canon)) => Ok((serde_json::from_str(&o)?, canon)),
                _ => Err(problems
                    .map(|p| serde_json::from_str(&p))
                    .transpose()?
                    .unwrap_or_default()),
            };
            Ok(s)
        })
        .collect()
}

/// How many orders `seat` mailed in `round` of `game`, valid or not (`CLEAR` not counted).
pub fn mailed_orders(c: &Connection, game: i64, round: u32, seat: Seat) -> Result<u32, Error> {
    Ok(c.prepare_cached(
        "SELECT count(*) FROM submissions WHERE game_id = ?1 AND round = ?2 AND seat = ?3
             AND source = 'mail' AND keyword <> 'CLEAR'",
    )?
    .query_row(params![game, round, seat.0], |r| r.get(0))?)
}

/// Whether `seat` sent anything at all (valid or not) for `round`.
pub fn sent_anything(c: &Connection, game: i64, round: u32, seat: Seat) -> Result<bool, Error> {
    Ok(optional_row(
        c,
        "SELECT 1 FROM submissions WHERE game_id = ?1 AND round = ?2 AND seat = ?3 LIMIT 1",
        params![game, round, seat.0],
        |_| Ok(()),
    )?
    .is_some())
}
