//! The lobby's tables (migration 0015): games opened to be joined (`lobby_games`), who joined
//! them or waits on their standby list (`lobby_seats`), who watches a running game
//! (`observers`), seats offered to the standby list (`seat_offers`) and the day each daily
//! digest last went (`digests`). The store keeps the rows; what they mean is
//! `crate::moderator::lobby`'s.

use super::Error;
use super::query::{all_rows, optional_row, optional_time_in, time_in};
use super::{from_ts, ts};
use chrono::{DateTime, Utc};
use rusqlite::{Connection, Row, params};
use serde_json::Value;

/// A lobby game's life: open to join, started (its `games` row has the same id), cancelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LobbyStatus {
    Open,
    Started,
    Cancelled,
}

impl LobbyStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            LobbyStatus::Open => "open",
            LobbyStatus::Started => "started",
            LobbyStatus::Cancelled => "cancelled",
        }
    }
    fn parse(s: &str) -> Self {
        match s {
            "started" => LobbyStatus::Started,
            "cancelled" => LobbyStatus::Cancelled,
            _ => LobbyStatus::Open,
        }
    }
}

/// One lobby game.
#[derive(Clone, Debug, PartialEq)]
pub struct LobbyGame {
    pub id: i64,
    pub kind: String,
    /// Every `game new` setting as opened, JSON (the moderator's `lobby::Request`).
    pub request: Value,
    pub seats: u32,
    pub min_seats: u32,
    pub start_at: Option<DateTime<Utc>>,
    pub fill_bots: bool,
    pub word: Option<String>,
    pub description: String,
    pub opened_by: String,
    pub status: LobbyStatus,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
}

/// A seat, or a place on the standby list, in a lobby game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LobbySeat {
    pub game: i64,
    pub address: String,
    pub name: String,
    pub standby: bool,
    pub joined_at: DateTime<Utc>,
}

const GAME_COLS: &str = "id, kind, request, seats, min_seats, start_at, fill_bots, word, \
     description, opened_by, status, created_at, started_at";

fn game_row(r: &Row) -> rusqlite::Result<(LobbyGame, String)> {
    let request: String = r.get(2)?;
    let status: String = r.get(10)?;
    Ok((
        LobbyGame {
            id: r.get(0)?,
            kind: r.get(1)?,
            request: Value::Null,
            seats: r.get(3)?,
            min_seats: r.get(4)?,
            start_at: optional_time_in(r, 5)?,
            fill_bots: r.get::<_, i64>(6)? != 0,
            word: r.get(7)?,
            description: r.get(8)?,
            opened_by: r.get(9)?,
            status: LobbyStatus::parse(&status),
            created_at: time_in(r, 11)?,
            started_at: optional_time_in(r, 12)?,
        },
        request,
    ))
}

fn cook((mut g, request): (LobbyGame, String)) -> Result<LobbyGame, Error> {
    g.request = serde_json::from_str(&request).map_err(|e| {
        Error::Corrupt(format!(
            "lobby game {}: stored request does not read back: {e}",
            g.id
        ))
    })?;
    Ok(g)
}

/// The number the next game takes, lobby or not: one above every game and lobby game so far.
pub fn next_id(c: &Connection) -> Result<i64, Error> {
    let n: i64 = c.query_row(
        "SELECT MAX(COALESCE((SELECT MAX(id) FROM games), 0),
                    COALESCE((SELECT MAX(id) FROM lobby_games), 0)) + 1",
        [],
        |r| r.get(0),
    )?;
    Ok(n)
}

/// Stores a new lobby game under [`next_id`]; returns its id. `g.id` is ignored.
pub fn insert_game(c: &Connection, g: &LobbyGame) -> Result<i64, Error> {
    let id = next_id(c)?;
    c.execute(
        &format!("INSERT INTO lobby_games ({GAME_COLS}) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)"),
        params![
            id,
            g.kind,
            g.request.to_string(),
            g.seats,
            g.min_seats,
            g.start_at.map(ts),
            i64::from(g.fill_bots),
            g.word,
            g.description,
            g.opened_by,
            g.status.as_str(),
            ts(g.created_at),
            g.started_at.map(ts),
        ],
    )?;
    Ok(id)
}

/// The lobby game `id`, if there is one.
pub fn game(c: &Connection, id: i64) -> Result<Option<LobbyGame>, Error> {
    optional_row(
        c,
        &format!("SELECT {GAME_COLS} FROM lobby_games WHERE id = ?1"),
        [id],
        game_row,
    )?
    .map(cook)
    .transpose()
}

/// Every lobby game with `status`, oldest first.
pub fn games(c: &Connection, status: LobbyStatus) -> Result<Vec<LobbyGame>, Error> {
    let rows = all_rows(
        c,
        &format!("SELECT {GAME_COLS} FROM lobby_games WHERE status = ?1 ORDER BY id"),
        [status.as_str()],
        game_row,
    )?;
    rows.into_iter().map(cook).collect()
}

/// Marks a lobby game started (at `at`) or cancelled.
pub fn set_status(
    c: &Connection,
    id: i64,
    status: LobbyStatus,
    at: DateTime<Utc>,
) -> Result<(), Error> {
    c.prepare_cached(
        "UPDATE lobby_games SET status = ?2,
             started_at = CASE WHEN ?2 = 'started' THEN ?3 ELSE started_at END
         WHERE id = ?1",
    )?
    .execute(params![id, status.as_str(), ts(at)])?;
    Ok(())
}

/// The open lobby games `address` opened.
pub fn opened_by(c: &Connection, address: &str) -> Result<u32, Error> {
    Ok(c.query_row(
        "SELECT count(*) FROM lobby_games WHERE opened_by = ?1 AND status = 'open'",
        [address],
        |r| r.get(0),
    )?)
}

fn seat_row(r: &Row) -> rusqlite::Result<LobbySeat> {
    Ok(LobbySeat {
        game: r.get(0)?,
        address: r.get(1)?,
        name: r.get(2)?,
        standby: r.get::<_, i64>(3)? != 0,
        joined_at: time_in(r, 4)?,
    })
}

/// Everyone in lobby game `game`, seats first, each in the order they joined.
pub fn seats(c: &Connection, game: i64) -> Result<Vec<LobbySeat>, Error> {
    all_rows(
        c,
        "SELECT game, address, name, standby, joined_at FROM lobby_seats WHERE game = ?1
         ORDER BY standby, joined_at, rowid",
        [game],
        seat_row,
    )
}

/// Seats `address` in `game` (or puts it on the standby list), or moves it between the two.
pub fn join(c: &Connection, s: &LobbySeat) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT INTO lobby_seats (game, address, name, standby, joined_at)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (game, address) DO UPDATE SET name = excluded.name,
             standby = excluded.standby, joined_at = excluded.joined_at",
    )?
    .execute(params![
        s.game,
        s.address,
        s.name,
        i64::from(s.standby),
        ts(s.joined_at)
    ])?;
    Ok(())
}

/// Takes `address` out of `game`; whether it was in.
pub fn leave(c: &Connection, game: i64, address: &str) -> Result<bool, Error> {
    Ok(
        c.prepare_cached("DELETE FROM lobby_seats WHERE game = ?1 AND address = ?2")?
            .execute(params![game, address])?
            > 0,
    )
}

/// How many seats (not standby places) `address` holds in games still open.
pub fn open_seats_of(c: &Connection, address: &str) -> Result<u32, Error> {
    Ok(c.query_row(
        "SELECT count(*) FROM lobby_seats s JOIN lobby_games g ON g.id = s.game
         WHERE s.address = ?1 AND s.standby = 0 AND g.status = 'open'",
        [address],
        |r| r.get(0),
    )?)
}

/// Starts or stops `address` watching `game`; whether anything changed.
pub fn observe(
    c: &Connection,
    game: i64,
    address: &str,
    on: bool,
    at: DateTime<Utc>,
) -> Result<bool, Error> {
    let n = if on {
        c.prepare_cached(
            "INSERT INTO observers (game, address, since) VALUES (?1, ?2, ?3)
             ON CONFLICT DO NOTHING",
        )?
        .execute(params![game, address, ts(at)])?
    } else {
        c.prepare_cached("DELETE FROM observers WHERE game = ?1 AND address = ?2")?
            .execute(params![game, address])?
    };
    Ok(n > 0)
}

/// Who watches `game`, in the order they asked.
pub fn observers(c: &Connection, game: i64) -> Result<Vec<String>, Error> {
    all_rows(
        c,
        "SELECT address FROM observers WHERE game = ?1 ORDER BY since, address",
        [game],
        |r| r.get(0),
    )
}

/// How many games `address` watches.
pub fn observing(c: &Connection, address: &str) -> Result<u32, Error> {
    Ok(c.query_row(
        "SELECT count(*) FROM observers WHERE address = ?1",
        [address],
        |r| r.get(0),
    )?)
}

/// A seat offered from the standby list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub id: i64,
    pub game: i64,
    pub seat: u8,
    pub address: String,
    pub offered_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub state: String,
}

fn offer_row(r: &Row) -> rusqlite::Result<Offer> {
    Ok(Offer {
        id: r.get(0)?,
        game: r.get(1)?,
        seat: r.get(2)?,
        address: r.get(3)?,
        offered_at: time_in(r, 4)?,
        expires_at: time_in(r, 5)?,
        state: r.get(6)?,
    })
}

const OFFER_COLS: &str = "id, game, seat, address, offered_at, expires_at, state";

/// Records a seat offered to `address` until `expires_at`.
pub fn offer(
    c: &Connection,
    game: i64,
    seat: u8,
    address: &str,
    at: DateTime<Utc>,
    expires_at: DateTime<Utc>,
) -> Result<i64, Error> {
    c.prepare_cached(
        "INSERT INTO seat_offers (game, seat, address, offered_at, expires_at, state)
         VALUES (?1, ?2, ?3, ?4, ?5, 'offered')",
    )?
    .execute(params![game, seat, address, ts(at), ts(expires_at)])?;
    Ok(c.last_insert_rowid())
}

/// Every offer of `game`, oldest first.
pub fn offers(c: &Connection, game: i64) -> Result<Vec<Offer>, Error> {
    all_rows(
        c,
        &format!("SELECT {OFFER_COLS} FROM seat_offers WHERE game = ?1 ORDER BY id"),
        [game],
        offer_row,
    )
}

/// The offers still open whose time ran out at `now`.
pub fn expired_offers(c: &Connection, now: DateTime<Utc>) -> Result<Vec<Offer>, Error> {
    all_rows(
        c,
        &format!(
            "SELECT {OFFER_COLS} FROM seat_offers WHERE state = 'offered' AND expires_at <= ?1
         ORDER BY expires_at, id"
        ),
        [ts(now)],
        offer_row,
    )
}

/// Marks an offer `taken` or `expired`.
pub fn settle_offer(c: &Connection, id: i64, state: &str) -> Result<(), Error> {
    c.prepare_cached("UPDATE seat_offers SET state = ?2 WHERE id = ?1")?
        .execute(params![id, state])?;
    Ok(())
}

/// The earliest moment lobby work is due after `after`: a start date, an offer running out.
pub fn earliest_due(
    c: &Connection,
    after: Option<DateTime<Utc>>,
) -> Result<Option<DateTime<Utc>>, Error> {
    let t: Option<i64> = c
        .prepare_cached(
            "SELECT MIN(t) FROM (
                 SELECT MIN(start_at) AS t FROM lobby_games
                     WHERE status = 'open' AND start_at > ?1
                 UNION ALL
                 SELECT MIN(expires_at) FROM seat_offers
                     WHERE state = 'offered' AND expires_at > ?1)",
        )?
        .query_row([after.map_or(i64::MIN, ts)], |r| r.get(0))?;
    Ok(t.map(from_ts))
}

/// The day (`YYYY-MM-DD`) `address`'s digest last went, if ever.
pub fn digest_day(c: &Connection, address: &str) -> Result<Option<String>, Error> {
    optional_row(
        c,
        "SELECT day FROM digests WHERE address = ?1",
        [address],
        |r| r.get(0),
    )
}

/// Records that `address`'s digest for `day` went.
pub fn digest_sent(c: &Connection, address: &str, day: &str) -> Result<(), Error> {
    c.prepare_cached(
        "INSERT INTO digests (address, day) VALUES (?1, ?2)
         ON CONFLICT (address) DO UPDATE SET day = excluded.day",
    )?
    .execute(params![address, day])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 23, 12, 0, 0).unwrap()
    }

    fn open(kind: &str) -> LobbyGame {
        LobbyGame {
            id: 0,
            kind: kind.into(),
            request: serde_json::json!({ "kind": kind }),
            seats: 4,
            min_seats: 2,
            start_at: None,
            fill_bots: false,
            word: None,
            description: String::new(),
            opened_by: "admin".into(),
            status: LobbyStatus::Open,
            created_at: at(),
            started_at: None,
        }
    }

    #[test]
    fn a_lobby_game_reads_back_and_seats_keep_their_order() {
        let c = crate::store::open_in_memory().unwrap();
        let id = insert_game(&c, &open("race")).unwrap();
        assert_eq!(id, 1);
        assert_eq!(next_id(&c).unwrap(), 2);
        let g = game(&c, id).unwrap().unwrap();
        assert_eq!(g, LobbyGame { id, ..open("race") });
        for (i, a) in ["b@x.org", "a@x.org", "c@x.org"].iter().enumerate() {
            let s = LobbySeat {
                game: id,
                address: a.to_string(),
                name: a[..1].into(),
                standby: i == 2,
                joined_at: at(),
            };
            join(&c, &s).unwrap();
        }
        let order: Vec<_> = seats(&c, id)
            .unwrap()
            .into_iter()
            .map(|s| s.address)
            .collect();
        assert_eq!(order, ["b@x.org", "a@x.org", "c@x.org"]);
        assert_eq!(open_seats_of(&c, "a@x.org").unwrap(), 1);
        assert_eq!(
            open_seats_of(&c, "c@x.org").unwrap(),
            0,
            "standby is no seat"
        );
        assert!(leave(&c, id, "a@x.org").unwrap());
        assert!(!leave(&c, id, "a@x.org").unwrap());
        set_status(&c, id, LobbyStatus::Started, at()).unwrap();
        assert_eq!(games(&c, LobbyStatus::Open).unwrap(), vec![]);
        assert_eq!(open_seats_of(&c, "b@x.org").unwrap(), 0);
    }

    #[test]
    fn observers_offers_and_digests() {
        let c = crate::store::open_in_memory().unwrap();
        assert!(observe(&c, 3, "o@x.org", true, at()).unwrap());
        assert!(!observe(&c, 3, "o@x.org", true, at()).unwrap());
        assert_eq!(observers(&c, 3).unwrap(), ["o@x.org"]);
        assert!(observe(&c, 3, "o@x.org", false, at()).unwrap());
        assert!(observers(&c, 3).unwrap().is_empty());
        let later = at() + chrono::Duration::hours(24);
        let id = offer(&c, 3, 1, "s@x.org", at(), later).unwrap();
        assert_eq!(earliest_due(&c, None).unwrap(), Some(later));
        assert!(expired_offers(&c, at()).unwrap().is_empty());
        assert_eq!(expired_offers(&c, later).unwrap()[0].id, id);
        settle_offer(&c, id, "expired").unwrap();
        assert_eq!(earliest_due(&c, None).unwrap(), None);
        assert_eq!(digest_day(&c, "a@x.org").unwrap(), None);
        digest_sent(&c, "a@x.org", "2026-11-23").unwrap();
        assert_eq!(
            digest_day(&c, "a@x.org").unwrap().as_deref(),
            Some("2026-11-23")
        );
    }
}
