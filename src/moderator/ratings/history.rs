//! A player's history in one kind, as data for the archive's player page (issue 52: players
//! see their progress): their rating now, games rated and won, dedication in the kind, and
//! every rated game in the order they ended with the rating shown before and after. Where the
//! page lives is named from the player's first rated game and seat, never from an address.

use super::dedication::{self, Dedication};
use super::rate::{points, provisional};
use crate::moderator::error::ModError;
use crate::moderator::layers::Records;
use crate::store::ratings as store;
use chrono::{DateTime, Utc};
use std::collections::HashMap;

/// One rated game of a player.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedGame {
    pub game: i64,
    pub ended_at: DateTime<Utc>,
    /// Their place, 1 first, and how many were rated in the game.
    pub place: u32,
    pub of: u32,
    /// The rating shown before and after it.
    pub before: i64,
    pub after: i64,
}

/// A player's history in a kind.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerHistory {
    pub kind: String,
    /// The rating identity (an address: for the operator, never on a page).
    pub player: String,
    pub name: String,
    pub computer: bool,
    /// Their first rated game and seat: what names their page.
    pub first: (i64, u8),
    pub points: i64,
    pub provisional: bool,
    pub played: u32,
    pub won: u32,
    pub dedication: Option<Dedication>,
    /// Oldest first.
    pub games: Vec<RatedGame>,
}

impl Records<'_> {
    /// Each rated player of `kind`'s first rated game and seat, by rating identity: what
    /// names their page.
    pub fn first_rated_games(&self, kind: &str) -> Result<HashMap<String, (i64, u8)>, ModError> {
        self.ctx.read(|c| Ok(store::first_games(c, kind)?))
    }

    /// The rating identities of those game `game` rated.
    pub fn rated_in_game(&self, game: i64) -> Result<Vec<(String, String)>, ModError> {
        self.ctx.read(|c| {
            Ok(store::changes_of_game(c, game)?
                .into_iter()
                .map(|ch| (ch.kind, ch.player))
                .collect())
        })
    }

    /// The history of each of `players` (rating identities) in `kind`; a player with no rated
    /// game of the kind is left out.
    pub fn player_histories(
        &self,
        kind: &str,
        players: &[String],
    ) -> Result<Vec<PlayerHistory>, ModError> {
        self.ctx.read(|c| {
            let mut out = Vec::new();
            for player in players {
                let record = store::record_of(c, kind, player, usize::MAX)?;
                let Some((oldest, _)) = record.last.last() else {
                    continue;
                };
                let first = (oldest.game_id, oldest.seat.0);
                let (newest, _) = &record.last[0];
                let games = (record.last.iter().rev())
                    .map(|(ch, of)| RatedGame {
                        game: ch.game_id,
                        ended_at: ch.ended_at,
                        place: ch.place,
                        of: *of,
                        before: points(ch.before.0),
                        after: points(ch.after.0),
                    })
                    .collect();
                out.push(PlayerHistory {
                    kind: kind.to_string(),
                    player: player.clone(),
                    name: newest.name.clone(),
                    computer: crate::moderator::seats::is_bot(player),
                    first,
                    points: points(newest.after.0),
                    provisional: provisional(newest.after.1),
                    played: record.played,
                    won: record.won,
                    dedication: dedication::of_kind(c, player, Some(kind))?,
                    games,
                });
            }
            Ok(out)
        })
    }
}
