//! `ALSO other@example.org` (issue 52; njudge's IAMALSO): a person's second address, linked
//! once both addresses have said so (each `ALSO` the other, within [`CONFIRM_DAYS`]). Then a
//! mail from either is theirs in their games (its tag's key still needed), and their ratings
//! and dedication are one record (the ratings rebuilt when the address brings rated games of
//! its own). `ALSO other OFF` unlinks, from either side; `ALSO` alone lists them. Refused: an
//! address robomod cannot write to, linking two people who each have several addresses (one
//! unlinks first), two addresses seated in the same running game (one person, two seats),
//! more than [`MAX_ADDRESSES`].

use crate::moderator::error::ModError;
use crate::moderator::layers::Lobby;
use crate::moderator::lobby::Asked;
use crate::moderator::replies::Item;
use crate::store::people::{self, addresses_of, ask, link, person_of, unlink};
use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;
use serde_json::json;

/// Days the other address has to confirm.
pub const CONFIRM_DAYS: i64 = 14;

/// The most addresses one person links.
pub const MAX_ADDRESSES: usize = 5;

impl Lobby<'_> {
    /// The answer to `ALSO [other [OFF]]` from `from`.
    pub(crate) fn also_item(
        &self,
        asked: Asked<'_>,
        (other, off): (Option<&str>, bool),
    ) -> Result<Item, ModError> {
        let (c, from, quote, now) = (asked.c, asked.from, asked.quote, asked.now);
        let person = person_of(c, from)?;
        let mine = addresses_of(c, &person)?;
        let Some(other) = other.map(str::to_lowercase) else {
            let others: Vec<&String> = mine.iter().filter(|a| **a != from).collect();
            let what = if others.is_empty() {
                "also_none"
            } else {
                "also_list"
            };
            return self
                .notify
                .lobby_answer(what, quote, json!({ "addresses": others }), false);
        };
        let ctx = json!({ "other": other, "from": from, "days": CONFIRM_DAYS });
        if off {
            if !mine.contains(&other) || other == from {
                return self
                    .notify
                    .lobby_answer("also_not_linked", quote, ctx, true);
            }
            // The person's own address leaves the others linked to it: the sender goes.
            let leaving = if other == person {
                from
            } else {
                other.as_str()
            };
            let rated = crate::store::ratings::played_rated(c, leaving)?;
            unlink(c, leaving)?;
            self.audit_also(c, now, "unlink", from, &other)?;
            if rated {
                self.records.rebuild_ratings_in(c)?;
            }
            return self.notify.lobby_answer("also_off", quote, ctx, false);
        }
        if other == from || mine.contains(&other) {
            return self.notify.lobby_answer("also_same", quote, ctx, true);
        }
        if let Err(why) = crate::address::check(&other) {
            let ctx = json!({ "other": other, "why": why.to_string() });
            return self.notify.lobby_answer("also_bad", quote, ctx, true);
        }
        let theirs = person_of(c, &other)?;
        let their_addresses = addresses_of(c, &theirs)?;
        // Two people of several addresses each are not merged: one unlinks first.
        if their_addresses.len() > 1 && mine.len() > 1 {
            return self
                .notify
                .lobby_answer("also_other_person", quote, ctx, true);
        }
        if mine.len() + their_addresses.len() > MAX_ADDRESSES {
            let ctx = json!({ "max": MAX_ADDRESSES });
            return self.notify.lobby_answer("also_cap", quote, ctx, true);
        }
        if let Some(game) = self.seated_together(c, &mine, &their_addresses)? {
            let ctx = json!({ "other": other, "game": game });
            return self
                .notify
                .lobby_answer("also_both_seated", quote, ctx, true);
        }
        let confirmed = people::asked(c, &other, from)?
            .is_some_and(|t| now - t <= Duration::days(CONFIRM_DAYS));
        if !confirmed {
            ask(c, from, &other, now)?;
            return self.notify.lobby_answer("also_asked", quote, ctx, false);
        }
        // The person already linked stays the person; else the first to ask.
        let (keep, joining) = if their_addresses.len() > 1 {
            (theirs, from.to_string())
        } else if mine.len() > 1 {
            (person, other.clone())
        } else {
            (other.clone(), from.to_string())
        };
        let rated = crate::store::ratings::played_rated(c, &joining)?;
        link(c, &keep, &joining, now)?;
        self.audit_also(c, now, "link", from, &other)?;
        if rated {
            self.records.rebuild_ratings_in(c)?;
        }
        self.notify.lobby_answer("also_linked", quote, ctx, false)
    }

    /// A running game in which one of `a` and one of `b` both hold a seat.
    fn seated_together(
        &self,
        c: &Connection,
        a: &[String],
        b: &[String],
    ) -> Result<Option<i64>, ModError> {
        let games = |addresses: &[String]| -> Result<Vec<i64>, ModError> {
            let mut out = Vec::new();
            for address in addresses {
                for p in crate::store::games::players_by_address(c, address)? {
                    if crate::store::games::game(c, p.game_id)?.status.is_live() {
                        out.push(p.game_id);
                    }
                }
            }
            Ok(out)
        };
        let theirs = games(b)?;
        Ok(games(a)?.into_iter().find(|g| theirs.contains(g)))
    }

    fn audit_also(
        &self,
        c: &Connection,
        now: DateTime<Utc>,
        what: &str,
        from: &str,
        other: &str,
    ) -> Result<(), ModError> {
        let detail = json!({ "from": from, "other": other });
        crate::store::audit::record(c, now, None, "player", &format!("also_{what}"), detail)?;
        Ok(())
    }
}
