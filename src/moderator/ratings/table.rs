//! The ratings as people read them: each kind's players ranked by the rating shown
//! ([`super::rate::points`]), with their dedication. `RATINGS` by mail, `robomod ratings`, the
//! archive's ratings page and LIST read them here. Mail and pages show names, never addresses.

use super::dedication::{self, Dedication};
use super::rate::{points, provisional};
use crate::moderator::error::ModError;
use crate::moderator::layers::Records;
use crate::moderator::seats::is_bot;
use crate::store::ratings as store;
use rusqlite::Connection;
use serde_json::{Value, json};

/// One player's line in a kind's table.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedPlayer {
    /// 1 first; equal ratings shown share a rank.
    pub rank: usize,
    /// The address (a computer player's reserved one): for the operator, never in mail.
    pub player: String,
    pub name: String,
    pub computer: bool,
    pub points: i64,
    /// Robomod's doubt about it is still high ([`provisional`]): shown with a `?`.
    pub provisional: bool,
    pub mu: f64,
    pub sigma: f64,
    pub games: u32,
    /// `None` for a computer player, and where it was not asked for.
    pub dedication: Option<Dedication>,
}

impl RatedPlayer {
    /// For templates: no address.
    pub fn context(&self) -> Value {
        json!({
            "rank": self.rank, "name": self.name, "computer": self.computer,
            "points": self.points, "provisional": self.provisional, "games": self.games,
            "dedication": self.dedication.map(|d| d.context()),
        })
    }
}

/// One kind's players, best first.
#[derive(Clone, Debug, PartialEq)]
pub struct KindTable {
    pub kind: String,
    /// How many players of the kind are rated (`players` may hold only the best).
    pub count: usize,
    pub players: Vec<RatedPlayer>,
}

/// Every rated player of `kind`, ranked, without dedication.
pub(crate) fn kind_table(c: &Connection, kind: &str) -> Result<KindTable, ModError> {
    let mut players: Vec<RatedPlayer> = store::all(c, Some(kind))?
        .into_iter()
        .map(|r| RatedPlayer {
            rank: 0,
            computer: is_bot(&r.player),
            points: points(r.mu),
            provisional: provisional(r.sigma),
            player: r.player,
            name: r.name,
            mu: r.mu,
            sigma: r.sigma,
            games: r.games,
            dedication: None,
        })
        .collect();
    players.sort_by(|a, b| {
        (b.points.cmp(&a.points))
            .then(b.mu.total_cmp(&a.mu))
            .then(a.name.cmp(&b.name))
            .then(a.player.cmp(&b.player))
    });
    for i in 0..players.len() {
        players[i].rank = match i {
            0 => 1,
            _ if players[i].points == players[i - 1].points => players[i - 1].rank,
            _ => i + 1,
        };
    }
    Ok(KindTable {
        kind: kind.to_string(),
        count: players.len(),
        players,
    })
}

/// Whose rating `address` plays for: the computer player, or the person it is (`ALSO`).
pub(crate) fn person(c: &Connection, address: &str) -> Result<String, ModError> {
    Ok(super::who::identity(&crate::store::people::person_of(
        c, address,
    )?))
}

/// For LIST: `name`'s rating in `kind` (`null` before a rated game) and dedication, by their
/// address.
pub(crate) fn figures(
    c: &Connection,
    kind: &str,
    address: &str,
    name: &str,
) -> Result<Value, ModError> {
    let rating = store::rating(c, kind, &person(c, address)?)?;
    let d = dedication::of(c, address)?;
    Ok(json!({
        "name": name,
        "points": rating.as_ref().map(|r| points(r.mu)),
        "provisional": rating.as_ref().is_none_or(|r| provisional(r.sigma)),
        "games": rating.map_or(0, |r| r.games),
        "dedication": d.map(|d| d.context()),
    }))
}

/// For the export of game `game` of `kind`: what the game changed (empty while it is not
/// rated) and each seat's rating and dedication now.
pub(crate) fn game_record(c: &Connection, game: i64, kind: &str) -> Result<Value, ModError> {
    let shown = |(mu, sigma): (f64, f64)| json!({ "mu": mu, "sigma": sigma, "rating": points(mu), "provisional": provisional(sigma) });
    let changes: Vec<Value> = store::changes_of_game(c, game)?
        .into_iter()
        .map(|ch| {
            json!({
                "seat": ch.seat, "name": ch.name, "player": ch.player, "place": ch.place,
                "before": shown(ch.before), "after": shown(ch.after),
            })
        })
        .collect();
    let mut now = Vec::new();
    for p in crate::store::games::players(c, game)? {
        let r = store::rating(c, kind, &person(c, &p.address)?)?;
        now.push(json!({
            "seat": p.seat, "name": p.name, "player": p.address,
            "rating": r.as_ref().map(|r| shown((r.mu, r.sigma))),
            "games": r.map_or(0, |r| r.games),
            "dedication": dedication::of(c, &p.address)?,
        }));
    }
    Ok(json!({ "changes": changes, "players": now }))
}

impl Records<'_> {
    /// `kind` checked against the games robomod knows; `None`: every kind with ratings.
    pub(crate) fn rating_kinds(
        &self,
        c: &Connection,
        kind: Option<&str>,
    ) -> Result<Vec<String>, ModError> {
        match kind {
            Some(k) => self.ctx.engine(k).map(|_| vec![k.to_string()]),
            None => Ok(store::kinds(c)?),
        }
    }

    /// The ratings of `kind` (every kind that has some: `None`), the `top` best of each (all:
    /// `None`; players tied with the last of them kept) with their dedication in that kind
    /// (`robomod ratings`, the archive).
    pub fn ratings(
        &self,
        kind: Option<&str>,
        top: Option<usize>,
    ) -> Result<Vec<KindTable>, ModError> {
        self.ctx.read(|c| {
            let mut out = Vec::new();
            for k in self.rating_kinds(c, kind)? {
                let mut t = kind_table(c, &k)?;
                if let Some(n) = top {
                    let cut = t.players.iter().position(|p| p.rank > n);
                    t.players.truncate(cut.unwrap_or(t.players.len()));
                }
                for p in &mut t.players {
                    p.dedication = dedication::of_kind(c, &p.player, Some(&k))?;
                }
                out.push(t);
            }
            Ok(out)
        })
    }
}
