//! The `rounds` and `submissions` tables: every resolution with its inputs and outputs, and
//! every set of orders a player sent, valid or not.

use super::Error;
use super::query::{all_rows, optional_row, optional_time_in, time_in};
use super::ts;
use crate::games::JsonDoc;
use crate::games::Seat;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, Row, params};
use serde::{Deserialize, Serialize};
use serde_json::Value;

mod submissions;

pub(crate) use submissions::submissions_where;
pub use submissions::{
    Source, Submission, insert_submission, mailed_orders, sent_anything, submissions,
};

/// Why a round closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClosedBy {
    /// Its scheduled deadline passed.
    Deadline,
    /// Every player had a program in.
    Early,
    /// Speedbots: all but one were in and the last player's grace ran out.
    Speedbots,
    /// The moderator ran it by hand (`game run-now`).
    RunNow,
}

impl ClosedBy {
    pub fn as_str(self) -> &'static str {
        match self {
            ClosedBy::Deadline => "deadline",
            ClosedBy::Early => "early",
            ClosedBy::Speedbots => "speedbots",
            ClosedBy::RunNow => "run_now",
        }
    }
    fn parse(s: &str) -> Self {
        match s {
            "early" => ClosedBy::Early,
            "speedbots" => ClosedBy::Speedbots,
            "run_now" => ClosedBy::RunNow,
            _ => ClosedBy::Deadline,
        }
    }
}

/// One resolution, with everything needed to replay it.
#[derive(Clone, Debug)]
pub struct RoundRow {
    pub game_id: i64,
    pub number: u32,
    pub phase: String,
    pub opened_at: DateTime<Utc>,
    pub deadline: DateTime<Utc>,
    pub closed_at: DateTime<Utc>,
    pub executed_at: DateTime<Utc>,
    pub closed_by: ClosedBy,
    pub state_before: JsonDoc,
    /// One entry per seat.
    pub orders: Vec<Value>,
    pub defaulted: Vec<Seat>,
    /// The seats among `defaulted` whose players were playing and sent nothing: late.
    pub late: Vec<Seat>,
    pub events: JsonDoc,
    pub state_after: JsonDoc,
    pub report: String,
    pub next_deadline: Option<DateTime<Utc>>,
    /// The seats whose players had resigned when the round ran (they played the game's
    /// orders for a resigned seat); `None` for a round stored before these were recorded.
    pub resigned: Option<Vec<Seat>>,
    /// What every report of the round tells the players about seats.
    pub news: Vec<SeatNews>,
    /// The language each report of the round was written in.
    pub languages: RoundLanguages,
}

/// The language each report of a round was written in (issue 41), so that a replay renders
/// the same bytes: the stored public report's and each seat's. Empty (a round stored before
/// languages): English throughout.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundLanguages {
    /// The public report's (`rounds.report`) language code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub report: Option<String>,
    /// Each seat's report's language code, by seat number.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub seats: std::collections::BTreeMap<u8, String>,
}

impl RoundLanguages {
    /// The language of the public report.
    pub fn report(&self) -> &str {
        self.report.as_deref().unwrap_or(crate::lang::ENGLISH)
    }
    /// The language `seat`'s report was written in.
    pub fn seat(&self, seat: Seat) -> &str {
        self.seats
            .get(&seat.0)
            .map_or(crate::lang::ENGLISH, String::as_str)
    }
}

/// What a round's reports tell every player about a seat (issue 38), as data: the words are
/// the templates' (`news.txt`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "what", rename_all = "snake_case")]
pub enum SeatNews {
    /// The seat's player resigned since the round before.
    Resigned { seat: Seat },
    /// The seat's player has sent no orders for `missed` rounds in a row, the number at which
    /// the operator is asked to find someone else for the seat.
    Silent { seat: Seat, missed: u32 },
    /// The seat's player, silent for `missed` rounds in a row (at least the number above), sent
    /// orders again for this round.
    Back { seat: Seat, missed: u32 },
}

impl SeatNews {
    /// The seat the news is about.
    pub fn seat(&self) -> Seat {
        match self {
            SeatNews::Resigned { seat }
            | SeatNews::Silent { seat, .. }
            | SeatNews::Back { seat, .. } => *seat,
        }
    }
}

pub fn insert_round(c: &Connection, r: &RoundRow) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT INTO rounds (game_id, number, phase, opened_at, deadline, closed_at, executed_at,
             closed_by, state_before, orders, defaulted, events, state_after, report,
             next_deadline, late, resigned, news, languages, packed)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, '', ?9, ?10, '', '', '', ?11, ?12, ?13,
             ?14, ?15, ?16)",
    )?
    .execute(params![
        r.game_id,
        r.number,
        r.phase,
        ts(r.opened_at),
        ts(r.deadline),
        ts(r.closed_at),
        ts(r.executed_at),
        r.closed_by.as_str(),
        serde_json::to_string(&r.orders)?,
        serde_json::to_string(&r.defaulted)?,
        r.next_deadline.map(ts),
        serde_json::to_string(&r.late)?,
        r.resigned.as_ref().map(serde_json::to_string).transpose()?,
        serde_json::to_string(&r.news)?,
        serde_json::to_string(&r.languages)?,
        pack_texts([
            r.state_before.text(),
            r.events.text(),
            r.state_after.text(),
            &r.report,
        ])?,
    ])?;
    Ok(())
}

/// A round's big texts (state before, events, state after, public report), compressed as
/// the `packed` column keeps them (migration 29).
fn pack_texts(texts: [&str; 4]) -> Result<Vec<u8>, Error> {
    Ok(super::packed::pack(
        serde_json::to_string(&texts)?.as_bytes(),
    ))
}

/// A round's big texts as stored: from `packed` when there, else the columns' `texts` (a
/// round stored before migration 29).
pub(crate) fn round_texts(
    game: i64,
    number: u32,
    texts: [String; 4],
    packed: Option<Vec<u8>>,
) -> Result<[String; 4], Error> {
    let Some(bytes) = packed else {
        return Ok(texts);
    };
    let what = format!("game {game} round {number}");
    let json = super::packed::unpack(&bytes, &what)?;
    serde_json::from_slice(&json)
        .map_err(|e| Error::Corrupt(format!("{what} does not read back: {e}")))
}

/// The columns [`round_row`] reads, in its order.
pub(crate) const ROUND_COLS: &str = "game_id, number, phase, opened_at, deadline, closed_at, \
     executed_at, closed_by, state_before, orders, defaulted, events, state_after, report, \
     next_deadline, late, resigned, news, languages, packed";

/// A stored round's JSON columns, as text: state before, orders, defaulted, events, state
/// after, late, news, languages; resigned; and the packed texts.
type RoundJson = ([String; 8], Option<String>, Option<Vec<u8>>);

fn round_row(r: &Row) -> rusqlite::Result<(RoundRow, RoundJson)> {
    Ok((
        RoundRow {
            game_id: r.get(0)?,
            number: r.get(1)?,
            phase: r.get(2)?,
            opened_at: time_in(r, 3)?,
            deadline: time_in(r, 4)?,
            closed_at: time_in(r, 5)?,
            executed_at: time_in(r, 6)?,
            closed_by: ClosedBy::parse(&r.get::<_, String>(7)?),
            state_before: JsonDoc::default(),
            orders: Vec::new(),
            defaulted: Vec::new(),
            late: Vec::new(),
            events: JsonDoc::default(),
            state_after: JsonDoc::default(),
            report: r.get(13)?,
            next_deadline: optional_time_in(r, 14)?,
            resigned: None,
            news: Vec::new(),
            languages: RoundLanguages::default(),
        },
        (
            [
                r.get(8)?,
                r.get(9)?,
                r.get(10)?,
                r.get(11)?,
                r.get(12)?,
                r.get(15)?,
                r.get(17)?,
                r.get(18)?,
            ],
            r.get(16)?,
            r.get(19)?,
        ),
    ))
}

/// Every round of a game, in order.
pub fn rounds(c: &Connection, game: i64) -> Result<Vec<RoundRow>, Error> {
    rounds_where(c, "rounds WHERE game_id = ?1 ORDER BY number", [game])
}

/// The rounds of `game` numbered `from` to `to` (both included), in order.
pub fn rounds_between(
    c: &Connection,
    game: i64,
    from: u32,
    to: u32,
) -> Result<Vec<RoundRow>, Error> {
    rounds_where(
        c,
        "rounds WHERE game_id = ?1 AND number BETWEEN ?2 AND ?3 ORDER BY number",
        rusqlite::params![game, from, to],
    )
}

/// The number of `game`'s last round played; `None`: none yet.
pub fn last_round(c: &Connection, game: i64) -> Result<Option<u32>, Error> {
    c.prepare_cached("SELECT MAX(number) FROM rounds WHERE game_id = ?1")?
        .query_row([game], |r| r.get(0))
        .map_err(Error::from)
}

/// The rounds `from_where` (a table and its clause) selects, read back.
pub(crate) fn rounds_where(
    c: &Connection,
    from_where: &str,
    params: impl rusqlite::Params,
) -> Result<Vec<RoundRow>, Error> {
    let raws = all_rows(
        c,
        &format!("SELECT {ROUND_COLS} FROM {from_where}"),
        params,
        round_row,
    )?;
    raws.into_iter()
        .map(
            |(
                mut row,
                ([before, orders, defaulted, events, after, late, news, langs], resigned, packed),
            )| {
                let texts = [before, events, after, std::mem::take(&mut row.report)];
                let [before, events, after, report] =
                    round_texts(row.game_id, row.number, texts, packed)?;
                row.report = report;
                let bad = |e: serde_json::Error| {
                    Error::Corrupt(format!(
                        "game {} round {}: stored JSON does not read back: {e}",
                        row.game_id, row.number
                    ))
                };
                row.state_before = JsonDoc::parse(before).map_err(bad)?;
                row.orders = serde_json::from_str(&orders).map_err(bad)?;
                row.defaulted = serde_json::from_str(&defaulted).map_err(bad)?;
                row.late = serde_json::from_str(&late).map_err(bad)?;
                row.news = serde_json::from_str(&news).map_err(bad)?;
                row.languages = serde_json::from_str(&langs).map_err(bad)?;
                row.resigned = resigned
                    .map(|r| serde_json::from_str(&r))
                    .transpose()
                    .map_err(bad)?;
                row.events = JsonDoc::parse(events).map_err(bad)?;
                row.state_after = JsonDoc::parse(after).map_err(bad)?;
                Ok(row)
            },
        )
        .collect()
}

/// The state before round `number` of `game` was run, if it has run.
pub fn state_before(c: &Connection, game: i64, number: u32) -> Result<Option<String>, Error> {
    let row: Option<(String, Option<Vec<u8>>)> = optional_row(
        c,
        "SELECT state_before, packed FROM rounds WHERE game_id = ?1 AND number = ?2",
        params![game, number],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let Some((before, packed)) = row else {
        return Ok(None);
    };
    let texts = [before, String::new(), String::new(), String::new()];
    let [before, ..] = round_texts(game, number, texts, packed)?;
    Ok(Some(before))
}
