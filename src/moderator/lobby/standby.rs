//! Standby replacements. When a seat of a lobby game is abandoned (its player's `RESIGN
//! CONFIRM`, the `[games] miss_alert` threshold of rounds missed in a row, or mail to them
//! bouncing), the first player on the game's standby list is offered it by mail: `TAKE 12`
//! within `[lobby] offer_hours`. Until someone takes it, the seat plays the orders a silent
//! player gets (a resigned player's seat: the game's orders for a resigned seat). An offer
//! that runs out goes to the next on the list. Whoever takes the seat gets the welcome of a
//! replacement; the others are told who plays it now, by name only.

use super::super::error::ModError;
use crate::games::Seat;
use crate::moderator::layers::Lobby;
use crate::moderator::lobby::Asked;
use crate::moderator::replies::Item;
use crate::outgoing::MailKind;
use crate::store::audit;
use crate::store::games::{GameRow, PlayerStatus, game, players, update_player};
use crate::store::lobby::{self as store, Offer};
use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;
use serde_json::json;

impl Lobby<'_> {
    /// Seat `seat` of `g` was abandoned (`why`: `resigned`, `missed`, `bounced`): offered to
    /// the game's standby list, unless it is no lobby game, nobody waits, or it is on offer
    /// already. Whether an offer went out.
    pub(crate) fn seat_abandoned(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
        why: &str,
        now: DateTime<Utc>,
    ) -> Result<bool, ModError> {
        if !g.status.is_live() || store::game(c, g.id)?.is_none() {
            return Ok(false);
        }
        let offers = store::offers(c, g.id)?;
        if offers
            .iter()
            .any(|o| o.seat == seat.0 && o.state == "offered")
        {
            return Ok(false);
        }
        audit::record(
            c,
            now,
            Some(g.id),
            "robomod",
            "seat_abandoned",
            json!({ "seat": seat.0, "why": why }),
        )?;
        self.offer_next(c, g, seat, &offers, now)
    }

    /// Offers `seat` of `g` to the first on the standby list not offered it yet.
    fn offer_next(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
        offers: &[Offer],
        now: DateTime<Utc>,
    ) -> Result<bool, ModError> {
        let ps = players(c, g.id)?;
        let next = store::seats(c, g.id)?.into_iter().find(|s| {
            s.standby
                && !ps
                    .iter()
                    .any(|p| p.address == s.address && p.status == PlayerStatus::Active)
                && !offers
                    .iter()
                    .any(|o| o.seat == seat.0 && o.address == s.address)
        });
        let Some(s) = next else {
            return Ok(false);
        };
        let hours = i64::from(self.ctx.config.lobby.offer_hours);
        let expires = now + Duration::hours(hours);
        store::offer(c, g.id, seat.0, &s.address, now, expires)?;
        let _speaking = self.notify.speak_to(c, Some(g.id), Some(&s.address))?;
        let label = self.ctx.engine(&g.kind)?.load(&g.state)?;
        let label = label.seat_name(seat, self.notify.say());
        let body = self.notify.render(
            "lobby_notice.txt",
            json!({
                "what": "offer", "game": g.id, "kind": g.kind, "name": s.name, "seat": label,
                "turn": self.ctx.turn_title(g)?, "hours": hours,
                "until": crate::schedule::format_time(expires, g.tz),
                "address": self.ctx.config.identity.address,
            }),
        )?;
        let subject = crate::say!(crate::lang::now(), "subject-offer", game = g.id);
        let salt = format!("offer-{}-{}-{}", g.id, seat.0, s.address);
        self.notify
            .queue_unasked(c, &s.address, (MailKind::Notice, &subject, body), &salt)?;
        audit::record(
            c,
            now,
            Some(g.id),
            "robomod",
            "seat_offer",
            json!({ "seat": seat.0, "name": s.name }),
        )?;
        Ok(true)
    }

    /// Offers whose time ran out: each goes to the next on the standby list.
    pub(crate) fn offers_expired(
        &self,
        c: &Connection,
        now: DateTime<Utc>,
    ) -> Result<u32, ModError> {
        let mut n = 0;
        for o in store::expired_offers(c, now)? {
            store::settle_offer(c, o.id, "expired")?;
            n += 1;
            let g = game(c, o.game)?;
            if g.status.is_live() {
                let offers = store::offers(c, g.id)?;
                self.offer_next(c, &g, Seat(o.seat), &offers, now)?;
            }
        }
        Ok(n)
    }

    /// `TAKE 12`: the seat offered takes its new player.
    pub(crate) fn take_item(&self, asked: Asked<'_>, id: i64) -> Result<Item, ModError> {
        let (c, from, quote, now) = (asked.c, asked.from, asked.quote, asked.now);
        let offer = store::offers(c, id)?
            .into_iter()
            .find(|o| o.address == from && o.state == "offered" && o.expires_at > now);
        let Some(o) = offer else {
            return self
                .notify
                .lobby_answer("no_offer", quote, json!({ "game": id }), true);
        };
        let mut g = game(c, id)?;
        if !g.status.is_live() {
            return self
                .notify
                .lobby_answer("no_offer", quote, json!({ "game": id }), true);
        }
        let engine = self.ctx.engine(&g.kind)?;
        let seat = Seat(o.seat);
        let label = engine.load(&g.state)?.seat_name(seat, self.notify.say());
        let standby = store::seats(c, id)?.into_iter().find(|s| s.address == from);
        let name = standby.map(|s| s.name).unwrap_or_else(|| "Player".into());
        let mut ps = players(c, id)?;
        let old = ps[seat.index()].clone();
        crate::store::holders::keep(c, &old, now)?;
        let p = &mut ps[seat.index()];
        p.address = from.to_string();
        p.name = name.clone();
        p.key = self.ctx.new_key();
        p.status = PlayerStatus::Active;
        p.thread_root = None;
        p.bounces = 0;
        p.joined_at = now;
        p.waits_in = None;
        update_player(c, p)?;
        store::settle_offer(c, o.id, "taken")?;
        store::leave(c, id, from)?;
        let detail = json!({ "seat": seat.0, "old": old.name, "new": name });
        audit::record(c, now, Some(id), "player", "lobby_take", detail)?;
        self.notify.queue_welcome(c, &g, &ps, seat, true)?;
        let ctx = json!({ "name": name, "old": old.name });
        self.admin
            .tell_new_player(c, &g, &mut ps, seat, "seat_taken", &ctx)?;
        self.play.reassess(c, &mut g, now)?;
        crate::store::games::update_game(c, &g)?;
        self.notify
            .lobby_answer("taken", quote, json!({ "game": id, "seat": label }), false)
    }
}
