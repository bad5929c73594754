//! The admin actions on one seat: a player replaced, orders entered for a seat (`submit`),
//! wildcards granted as compensation, and whether a seat ever sent anything.

use crate::games::{DynError, JsonDoc, Seat, SetupError};
use crate::moderator::admin::games::SubmitOutcome;
use crate::moderator::admin::require;
use crate::moderator::incoming::orders::{OrdersReading, apply_orders, split_orders};
use crate::moderator::seats::{check_address, find_seat};
use crate::moderator::words::{capitalised, seat_words};
use crate::moderator::{done::By, done::Done};
use crate::moderator::{error::ModError, layers::Admin};
use crate::store::audit;
use crate::store::games::{PlayerStatus, game, players, update_game, update_player};
use crate::store::rounds::{Source, sent_anything};
use crate::{lang, say};
use serde_json::json;

impl Admin<'_> {
    /// Gives a seat to a new player: same robot, pool and goals; new address, name and key.
    /// The old player is told (unless mail to that address was given up: it bounces), the new
    /// one welcomed.
    pub fn replace_player(
        &self,
        id: i64,
        seat: &str,
        address: &str,
        name: Option<&str>,
    ) -> Result<Done, ModError> {
        let who = (seat, address, name);
        self.ctx.on_game(id, |c, g, now| {
            replace(self, c, (g, now), who, &By::operator())
        })
    }

    /// Tells every other active player of `g` that `seat` has a new player: the branch `say`
    /// of the notices with `ctx` and the seat's name, in each reader's language.
    pub(crate) fn tell_new_player(
        &self,
        c: &rusqlite::Connection,
        g: &crate::store::games::GameRow,
        ps: &mut [crate::store::games::PlayerRow],
        seat: Seat,
        say: &str,
        ctx: &serde_json::Value,
    ) -> Result<(), ModError> {
        let state = self.ctx.engine(&g.kind)?.load(&g.state)?;
        for other in ps.iter_mut() {
            if other.seat != seat && other.status == PlayerStatus::Active {
                self.notify.queue_notice(c, g, other, || {
                    let mut words = seat_words(&*state, seat);
                    for (k, v) in ctx.as_object().into_iter().flatten() {
                        words[k] = v.clone();
                    }
                    let subject = say!(
                        lang::now(),
                        "subject-new-player",
                        game = g.id,
                        label = words["label"].as_str().unwrap_or_default()
                    );
                    Ok((subject, self.notify.notice_text(say, words)?))
                })?;
            }
        }
        Ok(())
    }

    /// Enters orders a player sent by other means (marked as entered by the moderator). `text`
    /// may start with the phase's keyword or be a bare order. Invalid orders store nothing
    /// and come back as [`ModError::Orders`]. The player gets a confirmation.
    pub fn submit(&self, id: i64, seat: &str, text: &str) -> Result<SubmitOutcome, ModError> {
        let now = self.ctx.now();
        self.ctx.write(|c| {
            let mut g = game(c, id)?;
            require(&g, g.status.is_live(), "it no longer takes orders")?;
            let engine = self.ctx.engine(&g.kind)?;
            let ps = players(c, g.id)?;
            let seat = find_seat(engine, &g, ps.len(), seat)?;
            let mut p = ps[seat.index()].clone();
            let state = engine.load(&g.state)?;
            let phase = state.phase_in(self.notify.say());
            let (keyword, rest) = split_orders(&phase, text);
            let (reading, _) = {
                // The orders echoed back are the player's: in their language.
                let _speaking = self.notify.speak_to(c, Some(g.id), Some(&p.address))?;
                let written = (keyword.as_str(), rest.as_str());
                apply_orders(self.ctx, c, &g, seat, written, Source::Moderator, None, now)?
            };
            let canonical = match reading {
                OrdersReading::Accepted { canonical, .. } => canonical,
                OrdersReading::Rejected { problems } => {
                    return Err(ModError::Orders(crate::games::OrdersError { problems }));
                }
                // The moderator's own entries are not counted against the limit.
                OrdersReading::Spent { why } => return Err(ModError::Input(why)),
            };
            let label = state.seat_label(seat);
            self.notify.queue_notice(c, &g, &mut p, || {
                let phase = state.phase_in(self.notify.say());
                let canonical = &canonical;
                let ctx = json!({ "turn": phase.title, "canonical": canonical });
                let turn = capitalised(&phase.title);
                let subject = say!(lang::now(), "subject-orders-entered", turn = turn);
                Ok((subject, self.notify.notice_text("orders_entered", ctx)?))
            })?;
            let detail = json!({ "seat": seat.0, "round": g.round, "orders": canonical });
            audit::record(c, now, Some(g.id), "admin", "submit", detail)?;
            let round = g.round;
            let a = self.settle(c, &mut g, now)?;
            Ok(SubmitOutcome {
                turn: phase.title,
                round,
                seat_label: label,
                canonical,
                rounds_run: a.rounds_run,
            })
        })
    }

    /// Whether `seat` sent anything for the open round (tests, `game show`).
    pub fn sent_anything(&self, id: i64, seat: Seat) -> Result<bool, ModError> {
        self.ctx.read(|c| {
            let g = game(c, id)?;
            Ok(sent_anything(c, id, g.round, seat)?)
        })
    }

    /// Grants a seat `n` of what its game gives as compensation (`player compensate`; the
    /// race: wildcards): the game keeps them, the player is told in the game's words, the
    /// audit records it.
    pub fn compensate(&self, id: i64, seat: &str, n: u8) -> Result<Done, ModError> {
        if n == 0 {
            return Err(ModError::Input("grant at least one: +1".into()));
        }
        self.ctx.on_game(id, |c, g, now| {
            if !g.status.is_live() {
                return Err(ModError::Input(format!(
                    "game {} is over: nothing granted could be used any more",
                    g.id
                )));
            }
            let engine = self.ctx.engine(&g.kind)?;
            let mut ps = players(c, g.id)?;
            let seat: Seat = find_seat(engine, g, ps.len(), seat)?;
            let Some(compensation) = engine.capabilities().compensation else {
                // english: the CLI's error
                let no = format!("a {} game has nothing to grant as compensation", g.kind);
                return Err(DynError::Setup(SetupError::plain(no)).into());
            };
            let state = engine.load(&g.state)?;
            g.state = JsonDoc::from_value(compensation.grant(&*state, seat, n)?);
            update_game(c, g)?;
            let label = state.seat_label(seat);
            // The round is kept so that a replay grants them at the same point; the action and
            // its count keep the name of the first game's grant (`wildcards`), as stored.
            let detail = json!({ "seat": seat.0, "wildcards": n, "round": g.round });
            audit::record(c, now, Some(g.id), "admin", "wildcards", detail)?;
            let p = &mut ps[seat.index()];
            self.notify.queue_notice(c, g, p, || {
                let (subject, granted) = compensation.granted_notice(n, g.id, lang::now());
                let ctx = json!({ "granted": granted });
                Ok((subject, self.notify.notice_text("granted", ctx)?))
            })?;
            Ok(Done {
                what: format!("granted {n} to seat {} ({label}) of game {}", seat.0, g.id),
                ..Done::default()
            })
        })
    }
}

/// [`Admin::replace_player`] in the caller's transaction, by `by`: `(seat, address,
/// name)`.
pub(crate) fn replace(
    m: &Admin<'_>,
    c: &rusqlite::Connection,
    (g, now): (
        &mut crate::store::games::GameRow,
        chrono::DateTime<chrono::Utc>,
    ),
    (seat, address, name): (&str, &str, Option<&str>),
    by: &By,
) -> Result<Done, ModError> {
    let newcomer = name.map(str::to_string).unwrap_or_else(|| {
        check_address(address)
            .map(|a| a.split('@').next().unwrap_or_default().to_string())
            .unwrap_or_default()
    });
    if crate::moderator::seats::is_bot(address.trim()) {
        return Err(ModError::Input(format!(
            "{} is in the computer players' domain, where no mail is delivered: a seat \
             goes to a person with their own address",
            address.trim()
        )));
    }
    let address =
        crate::moderator::seats::seat_address(&m.ctx.config.identity, newcomer.trim(), address)?;
    require(
        g,
        g.status.is_live(),
        "players of a finished game cannot change",
    )?;
    let engine = m.ctx.engine(&g.kind)?;
    let mut ps = players(c, g.id)?;
    let seat = find_seat(engine, g, ps.len(), seat)?;
    let state = engine.load(&g.state)?;
    let label = state.seat_label(seat);
    if ps[seat.index()].address.eq_ignore_ascii_case(&address) {
        return Err(ModError::Input(format!(
            "{address} already plays {label} in game {}: a replacement is someone new, \
             with an address of their own",
            g.id
        )));
    }
    if let Some(other) = ps
        .iter()
        .find(|p| p.seat != seat && p.address.eq_ignore_ascii_case(&address))
    {
        let theirs = state.seat_label(other.seat);
        return Err(ModError::Input(format!(
            "{address} already plays {theirs} in game {}: every seat needs its own \
             address. Give the newcomer for {label} an address of their own",
            g.id
        )));
    }
    let mut old = ps[seat.index()].clone();
    // An address mail to which was given up is not written to again (issue 40): the
    // notice would only go dead too, with one more alert.
    let dead_address = old.bounces > 0;
    if !dead_address {
        m.notify.queue_notice(c, g, &mut old, || {
            let mut ctx = seat_words(&*state, seat);
            ctx["game"] = g.id.into();
            let subject = say!(lang::now(), "subject-replaced", game = g.id);
            Ok((subject, m.notify.notice_text("replaced", ctx)?))
        })?;
    }
    let new_name = name
        .map(str::to_string)
        .unwrap_or_else(|| address.split('@').next().unwrap_or_default().to_string());
    crate::store::holders::keep(c, &old, now)?;
    let p = &mut ps[seat.index()];
    p.address = address.clone();
    p.name = new_name;
    p.key = m.ctx.new_key();
    p.status = PlayerStatus::Active;
    p.thread_root = None;
    p.bounces = 0;
    p.joined_at = now;
    update_player(c, p)?;
    let detail = json!({ "seat": seat.0, "old": old.address, "new": address });
    audit::record(c, now, Some(g.id), &by.actor, "replace", by.detail(detail))?;
    m.notify.queue_welcome(c, g, &ps, seat, true)?;
    // Everyone else hears who plays the seat now (never their address).
    let ctx = json!({ "name": ps[seat.index()].name });
    m.tell_new_player(c, g, &mut ps, seat, "new_player", &ctx)?;
    let a = m.settle(c, g, now)?;
    Ok(Done {
        what: format!(
            "gave seat {} ({label}) of game {} to {address} (was {}{})",
            seat.0,
            g.id,
            old.address,
            if dead_address {
                ", not told: mail to that address was given up"
            } else {
                ""
            }
        ),
        rounds_run: a.rounds_run,
        ..Done::default()
    })
}
