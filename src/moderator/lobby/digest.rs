//! The daily digest (`SET DIGEST DAILY`): once a day, at `[lobby] digest_hour` (UTC, by the
//! moderator's clock), one mail to each address that asked for it, listing every game of
//! theirs waiting for their orders, with its deadline. A day with nothing waiting sends
//! nothing. The day each digest went is kept (`digests`), so a restart never sends two.

use super::super::error::ModError;
use crate::moderator::layers::Lobby;
use crate::outgoing::MailKind;
use crate::schedule::format_time;
use crate::store::games::{GameStatus, PlayerStatus, game};
use crate::store::lobby as store;
use chrono::{DateTime, Duration, NaiveTime, Utc};
use rusqlite::Connection;
use serde_json::json;

/// Every address that asked for the daily digest.
fn subscribers(c: &Connection) -> Result<Vec<String>, ModError> {
    let mut stmt = c.prepare_cached(
        "SELECT address FROM preferences WHERE key = 'digest' AND value = 'DAILY' ORDER BY address",
    )?;
    let rows = stmt
        .query_map([], |r| r.get(0))?
        .collect::<Result<Vec<String>, _>>()?;
    Ok(rows)
}

impl Lobby<'_> {
    /// The moment today's digests are due (`digest_hour` UTC), or tomorrow's once that passed.
    pub(crate) fn digest_time(&self, now: DateTime<Utc>) -> DateTime<Utc> {
        let hour = self.ctx.config.lobby.digest_hour.min(23);
        let at = NaiveTime::from_hms_opt(hour, 0, 0).unwrap_or_default();
        let today = now.date_naive().and_time(at).and_utc();
        if today > now {
            today
        } else {
            today + Duration::days(1)
        }
    }

    /// Sends the digests due at `now`; how many.
    pub(crate) fn send_digests(&self, c: &Connection, now: DateTime<Utc>) -> Result<u32, ModError> {
        let hour = self.ctx.config.lobby.digest_hour.min(23);
        if now.time() < NaiveTime::from_hms_opt(hour, 0, 0).unwrap_or_default() {
            return Ok(0);
        }
        let day = now.format("%Y-%m-%d").to_string();
        let mut n = 0;
        // The seats of the games running, read once: a subscriber's games over are never
        // read (issue 50), however many they played.
        let mut running: std::collections::HashMap<String, Vec<crate::store::games::PlayerRow>> =
            Default::default();
        for id in crate::store::history::running_ids(c)? {
            for p in crate::store::games::players(c, id)? {
                running.entry(p.address.clone()).or_default().push(p);
            }
        }
        for address in subscribers(c)? {
            if store::digest_day(c, &address)?.as_deref() == Some(day.as_str()) {
                continue;
            }
            store::digest_sent(c, &address, &day)?;
            let _speaking = self.notify.speak_to(c, None, Some(&address))?;
            let mut waiting = Vec::new();
            let mut name = None;
            let mut seats = running.get(&address).cloned().unwrap_or_default();
            seats.sort_by_key(|p| (p.game_id, p.id));
            for p in seats {
                if p.status != PlayerStatus::Active {
                    continue;
                }
                let g = game(c, p.game_id)?;
                if g.status != GameStatus::Active || g.held.is_some() {
                    continue;
                }
                let state = self.ctx.engine(&g.kind)?.load(&g.state)?;
                let n_players = crate::store::games::players(c, g.id)?.len();
                let seats_in =
                    crate::moderator::round::gather::seats_in(c, &*state, &g, n_players)?;
                if seats_in.contains(&p.seat) || state.takes_no_orders(p.seat)? {
                    continue;
                }
                name.get_or_insert(p.name.clone());
                waiting.push(json!({
                    "game": g.id,
                    "kind": g.kind,
                    "turn": self.ctx.turn_title(&g)?,
                    "seat": state.seat_name(p.seat, crate::lang::now()),
                    "deadline": crate::moderator::due::close_at(&g).map(|t| format_time(t, g.tz)).unwrap_or_default(),
                }));
            }
            if waiting.is_empty() {
                continue;
            }
            let name = super::prefs::name(c, &address)?.or(name);
            let body = self.notify.render(
                "digest.txt",
                json!({ "name": name, "games": waiting, "day": crate::schedule::format_day(now), "address": self.ctx.config.identity.address }),
            )?;
            let subject = crate::say!(crate::lang::now(), "subject-digest", n = waiting.len());
            let salt = format!("digest-{day}");
            self.notify
                .queue_unasked(c, &address, (MailKind::Reminder, &subject, body), &salt)?;
            n += 1;
        }
        Ok(n)
    }

    /// Whether anyone asked for the digest (the daemon then wakes at its hour).
    pub(crate) fn digest_wanted(&self, c: &Connection) -> Result<bool, ModError> {
        Ok(!subscribers(c)?.is_empty())
    }

    /// The lobby's timed work at `now`, in one transaction: start dates (games' and
    /// tournaments'), offers running out,
    /// the daily digests. Called by `tick`.
    pub fn lobby_tick(&self) -> Result<u32, ModError> {
        let now = self.ctx.now();
        self.ctx.write(|c| {
            let mut n = self.lobby_starts(c, now)?;
            n += self.tournaments.tournament_starts(c, now)?;
            n += self.offers_expired(c, now)?;
            n += self.send_digests(c, now)?;
            Ok(n)
        })
    }

    /// When the lobby next has timed work after `after`.
    pub(crate) fn lobby_due(
        &self,
        c: &Connection,
        after: Option<DateTime<Utc>>,
    ) -> Result<Option<DateTime<Utc>>, ModError> {
        let mut due = store::earliest_due(c, after)?;
        if let Some(t) = self
            .tournaments
            .tournament_due(c)?
            .filter(|t| after.is_none_or(|a| *t > a))
        {
            due = Some(due.map_or(t, |d| d.min(t)));
        }
        if self.digest_wanted(c)? {
            let d = self.digest_time(after.unwrap_or_else(|| self.ctx.now()));
            due = Some(due.map_or(d, |t| t.min(d)));
        }
        Ok(due)
    }
}
