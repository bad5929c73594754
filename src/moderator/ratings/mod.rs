//! Ratings per game kind, from finished games, and dedication beside them (issue 41; see
//! `docs/ratings.md`).
//!
//! A kind's ratings are a fold over its finished games in the order they ended (then by
//! number): each game's places ([`rate::places`]: the outcome, resigned players last) move the
//! Weng-Lin ratings of those it rates ([`who`]: each seat's holders for their share, the
//! computer player once) ([`rate::update_weighted`]). A game is rated in the transaction that
//! finishes it ([`rate_finished`]); when it would not come last in that order (or a rollback
//! reopens a finished game, [`rerate`]) the kind is rebuilt from its finished games instead, so
//! that the stored rows are always those a rebuild ([`Records::rebuild_ratings`]) writes.
//! An abandoned game is not rated; a game with fewer than two seats neither. A game stopped
//! before its rules decided it (its master terminated it) is rated by its places as they stood.
//!
//! - [`rate`]: the arithmetic, pure;
//! - [`dedication`]: the share of rounds on time;
//! - [`entry`]: an open game's minimum rating and dedication, checked at `JOIN`;
//! - [`history`]: a player's rated games in a kind, for the archive's player page;
//! - [`table`]: the tables people read (`RATINGS`, `robomod ratings`, the archive, LIST);
//! - [`who`]: who a finished game rates and for what share of it, pure.

pub mod dedication;
pub mod entry;
pub mod history;
pub mod rate;
pub mod table;
pub mod who;

use super::ModError;
use crate::games::DynGame;
use crate::games::capability::DynStandings;
use crate::moderator::Records;
use crate::store::games::players;
use crate::store::people::person_of;
use crate::store::ratings::{self as store, ChangeRow, Ended, RatingRow};
use rusqlite::Connection;
use std::collections::BTreeMap;

pub use dedication::Dedication;
pub use table::{KindTable, RatedPlayer};

/// What a rebuild did: games rated and players with a rating, per kind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rebuilt {
    pub kinds: Vec<(String, usize, usize)>,
}

/// Rates finished game `g` (just finished: `status`, `outcome` and `finished_at` set, its
/// players stored) inside the transaction that finishes it.
pub(crate) fn rate_finished(
    c: &Connection,
    placing: Placing,
    g: &crate::store::games::GameRow,
) -> Result<(), ModError> {
    let ended = Ended {
        id: g.id,
        outcome: g.outcome,
        // As stored: whole seconds.
        ended_at: crate::store::from_ts(g.finished_at.map_or(0, crate::store::ts)),
    };
    dedication::keep(c, g.id, &g.kind)?;
    if !store::any_round(c, g.id)? {
        // Over before a round ran (its last person resigned at the set-up): nobody played.
        return Ok(());
    }
    let last = store::last_rated(c, &g.kind)?;
    if last.is_some_and(|l| l > (ended.ended_at, ended.id)) {
        // Not last in the order a rebuild rates: the kind again from the start.
        rebuild_kind(c, placing, &g.kind)?;
    } else {
        let places = game_places(placing, g.state.value(), g.outcome.is_some());
        rate_game(c, &g.kind, &ended, places)?;
    }
    // What its game-over mail shows, kept whatever a later rebuild makes of the changes.
    Ok(store::keep_before(c, g.id)?)
}

/// A rollback reopens finished game `game`: what it kept of its players' ratings before it
/// goes (it is rated again when it ends again).
pub(crate) fn forget(c: &Connection, game: i64) -> Result<(), ModError> {
    Ok(store::forget_before(c, game)?)
}

/// What finished game `g` changed of its players' ratings as its game-over mail showed it:
/// the ratings they had going into it, as kept when it was rated (`ratings_before`), moved by
/// its places. `replay` rebuilds the mail from these, not from the changes a later rebuild
/// wrote. Empty when the game rated nobody.
pub(crate) fn as_mailed(
    c: &Connection,
    placing: Placing,
    g: &crate::store::games::GameRow,
) -> Result<Vec<ChangeRow>, ModError> {
    let kept = store::kept_before(c, g.id)?;
    if kept.is_empty() {
        return Ok(Vec::new());
    }
    // A kept player's address linked to another since (ALSO): the person it is now.
    let mut by_person = BTreeMap::new();
    for (player, rating) in &kept {
        by_person.insert(person_of(c, player)?, *rating);
    }
    let ended = Ended {
        id: g.id,
        outcome: g.outcome,
        ended_at: crate::store::from_ts(g.finished_at.map_or(0, crate::store::ts)),
    };
    let places = game_places(placing, g.state.value(), g.outcome.is_some());
    let rated = rated_in(c, &ended, places)?;
    let before: Vec<Option<RatingRow>> = (rated.iter())
        .map(|e| {
            let (mu, sigma) = kept.get(&e.player).or(by_person.get(&e.player)).copied()?;
            Some(RatingRow {
                kind: g.kind.clone(),
                player: e.player.clone(),
                name: e.name.clone(),
                mu,
                sigma,
                games: 0,
                updated_at: ended.ended_at,
            })
        })
        .collect();
    let (_, mut changes) = rate_one(&g.kind, &ended, &rated, &before);
    changes.sort_by_key(|ch| ch.seat);
    Ok(changes)
}

/// A finished game of `kind` came back to life (a rollback): its kind rated again without it.
pub(crate) fn rerate(c: &Connection, placing: Placing, kind: &str) -> Result<(), ModError> {
    rebuild_kind(c, placing, kind).map(|_| ())
}

/// Where a kind's final places come from: the game's own ([`DynStandings::final_places`]),
/// when it has them; else its outcome.
pub(crate) type Placing = Option<(&'static dyn DynGame, &'static dyn DynStandings)>;

/// The game's own final places of a finished game's `state`, when it gives them: of a game
/// over by its rules (`decided`), its final places; of one stopped before (its master
/// terminated it, no person was left), its places as they stood.
fn game_places(placing: Placing, state: &serde_json::Value, decided: bool) -> Option<Vec<u32>> {
    let (engine, standings) = placing?;
    let state = engine.load(state).ok()?;
    match decided {
        true => standings.final_places(&*state).ok().flatten(),
        false => standings.places_now(&*state).ok().flatten(),
    }
}

/// Each seat's final place in finished game `g` (its players `ps`), as the ratings take them:
/// the game's own places or its outcome, resigned seats last. A tournament reads who won.
pub(crate) fn seat_places(
    placing: Placing,
    g: &crate::store::games::GameRow,
    ps: &[crate::store::games::PlayerRow],
) -> Vec<u32> {
    let seats: Vec<_> = (ps.iter())
        .map(|p| {
            (
                p.seat,
                p.status == crate::store::games::PlayerStatus::Resigned,
            )
        })
        .collect();
    let own =
        game_places(placing, g.state.value(), g.outcome.is_some()).filter(|p| p.len() == ps.len());
    rate::places(g.outcome, own.as_deref(), &seats)
}

/// [`seat_places`] as the ratings rank them and every view says them: 1, and one more for
/// each seat placed above (equal places tied: 1, 1, 3).
pub(crate) fn seat_ranks(
    placing: Placing,
    g: &crate::store::games::GameRow,
    ps: &[crate::store::games::PlayerRow],
) -> Vec<u32> {
    let places = seat_places(placing, g, ps);
    (places.iter())
        .map(|p| 1 + places.iter().filter(|q| *q < p).count() as u32)
        .collect()
}

/// Rates one finished game on the ratings stored now.
fn rate_game(
    c: &Connection,
    kind: &str,
    ended: &Ended,
    places: Option<Vec<u32>>,
) -> Result<(), ModError> {
    let rated = rated_in(c, ended, places)?;
    let mut before = Vec::with_capacity(rated.len());
    for e in &rated {
        before.push(store::rating(c, kind, &e.player)?);
    }
    let (rows, changes) = rate_one(kind, ended, &rated, &before);
    for ch in &changes {
        store::insert_change(c, ch)?;
    }
    for r in &rows {
        store::put(c, r)?;
    }
    Ok(())
}

/// Who finished game `ended` rates ([`who::entries`]), from the store.
fn rated_in(
    c: &Connection,
    ended: &Ended,
    places: Option<Vec<u32>>,
) -> Result<Vec<who::Entry>, ModError> {
    // Each address as the person it is (a second address linked with ALSO).
    let mut ps = players(c, ended.id)?;
    let mut holders = crate::store::holders::of_game(c, ended.id)?;
    for p in &mut ps {
        p.address = person_of(c, &p.address)?;
    }
    for h in &mut holders {
        h.address = person_of(c, &h.address)?;
    }
    let openings = crate::store::holders::round_openings(c, ended.id)?;
    Ok(who::entries(
        &ps,
        &holders,
        &openings,
        ended.outcome,
        places.as_deref(),
    ))
}

/// What one finished game makes of the ratings `before` of those it rates (`rated`, `None`:
/// none yet): their new ratings and the game's changes.
fn rate_one(
    kind: &str,
    ended: &Ended,
    rated: &[who::Entry],
    before: &[Option<RatingRow>],
) -> (Vec<RatingRow>, Vec<ChangeRow>) {
    let input: Vec<_> = (rated.iter().zip(before))
        .map(|(e, r)| {
            let was = r.as_ref().map_or(rate::newcomer(), |r| (r.mu, r.sigma));
            (was, e.place, e.weight)
        })
        .collect();
    let after = rate::update_weighted(&input);
    let mut rows = Vec::with_capacity(rated.len());
    let mut changes = Vec::with_capacity(rated.len());
    for (((e, old), (was, _, _)), new) in rated.iter().zip(before).zip(&input).zip(&after) {
        changes.push(ChangeRow {
            game_id: ended.id,
            kind: kind.to_string(),
            player: e.player.clone(),
            seat: e.seat,
            name: e.name.clone(),
            place: e.place,
            before: *was,
            after: *new,
            ended_at: ended.ended_at,
        });
        rows.push(RatingRow {
            kind: kind.to_string(),
            player: e.player.clone(),
            name: e.name.clone(),
            mu: new.0,
            sigma: new.1,
            games: old.as_ref().map_or(0, |r| r.games) + 1,
            updated_at: ended.ended_at,
        });
    }
    (rows, changes)
}

/// The rows a rebuild of `kind` writes, computed without writing: its ratings by player, and
/// the changes by game and player.
fn fold(
    c: &Connection,
    placing: Placing,
    kind: &str,
) -> Result<(Vec<RatingRow>, Vec<ChangeRow>, usize), ModError> {
    let mut now: BTreeMap<String, RatingRow> = BTreeMap::new();
    let mut changes = Vec::new();
    let games = store::finished(c, kind)?;
    for ended in &games {
        // A state that does not read gives no places of its own: the outcome's count.
        let places = match placing {
            Some(_) => crate::store::games::game(c, ended.id)
                .ok()
                .and_then(|g| game_places(placing, g.state.value(), ended.outcome.is_some())),
            None => None,
        };
        let rated = rated_in(c, ended, places)?;
        let before: Vec<_> = rated.iter().map(|e| now.get(&e.player).cloned()).collect();
        let (rows, chs) = rate_one(kind, ended, &rated, &before);
        for r in rows {
            now.insert(r.player.clone(), r);
        }
        changes.extend(chs);
    }
    changes.sort_by(|a, b| (a.game_id, &a.player).cmp(&(b.game_id, &b.player)));
    Ok((now.into_values().collect(), changes, games.len()))
}

/// Empties `kind`'s ratings and rates its finished games again in order: (games, players).
fn rebuild_kind(c: &Connection, placing: Placing, kind: &str) -> Result<(usize, usize), ModError> {
    store::clear(c, Some(kind))?;
    let (rows, changes, games) = fold(c, placing, kind)?;
    for ch in &changes {
        store::insert_change(c, ch)?;
    }
    for r in &rows {
        store::put(c, r)?;
    }
    Ok((games, rows.len()))
}

impl Records<'_> {
    /// Where `kind`'s final places come from (a kind robomod no longer knows: its outcomes).
    pub(crate) fn placing(&self, kind: &str) -> Placing {
        self.engine(kind)
            .ok()
            .and_then(|e| Some((e, e.capabilities().standings?)))
    }

    /// `robomod ratings rebuild`: every kind's ratings computed again from the finished games,
    /// in one transaction.
    pub fn rebuild_ratings(&self) -> Result<Rebuilt, ModError> {
        self.write(|c| {
            dedication::rebuild(c)?;
            self.rebuild_ratings_in(c)
        })
    }

    /// Every kind's ratings computed again, inside the caller's transaction (a person's
    /// addresses linked or unlinked: their rated games are one record, or two, from now on).
    pub(crate) fn rebuild_ratings_in(&self, c: &Connection) -> Result<Rebuilt, ModError> {
        store::clear(c, None)?;
        let mut out = Rebuilt::default();
        for kind in store::finished_kinds(c)? {
            let (games, players) = rebuild_kind(c, self.placing(&kind), &kind)?;
            out.kinds.push((kind, games, players));
        }
        Ok(out)
    }

    /// Whether the stored ratings are those a rebuild would write (`replay --all`): one line
    /// per kind that differs, saying where; none when all agree.
    pub fn check_ratings(&self) -> Result<Vec<String>, ModError> {
        self.read(|c| {
            let mut kinds = store::finished_kinds(c)?;
            kinds.extend(store::kinds(c)?);
            kinds.sort();
            kinds.dedup();
            let mut out = Vec::new();
            for kind in kinds {
                let (rows, changes, _) = fold(c, self.placing(&kind), &kind)?;
                let stored = store::all(c, Some(&kind))?;
                let stored_changes = store::changes_of_kind(c, &kind)?;
                let first = rows
                    .iter()
                    .map(Some)
                    .chain(std::iter::repeat(None))
                    .zip(stored.iter().map(Some).chain(std::iter::repeat(None)))
                    .take(rows.len().max(stored.len()))
                    .find(|(a, b)| a != b);
                if let Some((want, have)) = first {
                    let who = want.or(have).map_or("", |r| r.player.as_str());
                    // english: the operator's rebuild check
                    out.push(format!(
                        "{kind}: the rating of {who} is not what a rebuild computes"
                    ));
                } else if changes != stored_changes {
                    // english: the operator's rebuild check
                    out.push(format!(
                        "{kind}: a game's rating changes are not what a rebuild computes"
                    ));
                }
            }
            Ok(out)
        })
    }
}
