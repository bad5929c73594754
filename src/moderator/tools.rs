//! Moderator tools from the email judges: `game preview` (the report the open round would
//! produce now, for the moderator's eyes, nothing stored or sent), `game announce` (one
//! mail to every player of a game, in the game's thread) and `game schedule` (new deadlines
//! from the next round on, announced to every player as every change of settings is).

use super::lifecycle::Done;
use super::timers::current_orders;
use super::{ModError, Moderator};
use crate::games::{Seat, TurnOrders, step_rng};
use crate::store::audit;
use crate::store::games::{PlayerStatus, game, players, update_game};
use chrono::Duration;
use serde_json::json;

impl Moderator {
    /// The public report of the open round as it would run now: the orders on file, the
    /// defaults for seats that sent none (and for resigned seats), the round's own random
    /// stream. Reads only.
    pub fn preview(&self, id: i64) -> Result<String, ModError> {
        self.read(|c| {
            let g = game(c, id)?;
            if !g.status.is_live() {
                return Err(ModError::Input(format!(
                    "game {id} is {}: there is no round to preview",
                    g.status
                )));
            }
            let engine = self.engine(&g.kind)?;
            let ps = players(c, id)?;
            let kept = current_orders(c, engine, &g, ps.len())?;
            let mut orders = Vec::with_capacity(ps.len());
            let mut arrival = Vec::with_capacity(ps.len());
            let mut missing = Vec::new();
            for (i, k) in kept.into_iter().enumerate() {
                let seat = Seat(i as u8);
                let resigned = ps[i].status == PlayerStatus::Resigned;
                match k {
                    Some(k) if !resigned => {
                        orders.push(k.orders);
                        arrival.push(Some(k.arrival));
                    }
                    _ => {
                        orders.push(engine.default_orders(&g.state, seat)?);
                        arrival.push(None);
                        missing.push(engine.seat_label(&g.state, seat)?);
                    }
                }
            }
            let mut rng = step_rng(g.seed, g.round);
            let turn = TurnOrders {
                orders: &orders,
                arrival: &arrival,
            };
            let res = engine.resolve(&g.state, turn, &mut rng)?;
            let report = engine.render_report(&g.state, &res.events, &res.state, None)?;
            let turn = self.turn_title(&g)?;
            let missing = if missing.is_empty() {
                "every player's orders are in".to_string()
            } else {
                format!(
                    "no orders yet from {} (their defaults are used)",
                    missing.join(", ")
                )
            };
            Ok(format!(
                "PREVIEW of game {id}, {turn}, if it ran now: {missing}.\n\
                 Nothing is stored or sent.\n\n{report}"
            ))
        })
    }

    /// Mails `text` to every active player of game `id`, and audits it.
    pub fn announce(&self, id: i64, text: &str) -> Result<Done, ModError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ModError::Input(
                "an announcement needs a text: robomod game announce ID \"TEXT\"".into(),
            ));
        }
        self.admin(id, |c, g, now| {
            let subject = format!("Game {}: an announcement from the moderator", g.id);
            for mut p in players(c, g.id)? {
                if p.status == PlayerStatus::Active {
                    self.queue_notice(c, g, &mut p, &subject, text)?;
                }
            }
            audit::record(
                c,
                now,
                Some(g.id),
                "admin",
                "announce",
                json!({ "text": text }),
            )?;
            Ok(Done {
                what: format!("announced to the players of game {}", g.id),
                ..Done::default()
            })
        })
    }

    /// Changes the schedule of game `id` (and its zone and minimum notice, when given) from
    /// the next round on; the open round keeps its deadline (`extend` moves that). Every
    /// player is told.
    pub fn set_schedule(
        &self,
        id: i64,
        schedule: &str,
        tz: Option<&str>,
        min_notice: Option<Duration>,
    ) -> Result<Done, ModError> {
        use super::schedule::{format_duration, format_time, parse_schedule, parse_tz};
        let (schedule, tz_in) = parse_schedule(schedule).map_err(ModError::Input)?;
        let tz = match (tz, tz_in) {
            (Some(t), _) => Some(parse_tz(t).map_err(ModError::Input)?),
            (None, t) => t,
        };
        self.admin(id, |c, g, now| {
            if !g.status.is_live() {
                return Err(ModError::WrongStatus {
                    game: g.id,
                    status: g.status,
                    hint: "a game that is over has no more deadlines",
                });
            }
            let before = super::notify::describe_schedule(g);
            g.schedule = schedule;
            if let Some(tz) = tz {
                g.tz = tz;
            }
            if let Some(n) = min_notice {
                g.min_notice = n;
            }
            let after = super::notify::describe_schedule(g);
            if after == before {
                return Err(ModError::Input(format!(
                    "game {} already has this schedule: {after}",
                    g.id
                )));
            }
            update_game(c, g)?;
            crate::store::games::update_schedule(c, g)?;
            let detail = json!({
                "schedule": g.schedule.to_string(), "tz": g.tz.name(),
                "min_notice": format_duration(g.min_notice), "was": before,
            });
            audit::record(c, now, Some(g.id), "admin", "schedule", detail)?;
            let turn = self.turn_title(g)?;
            let close = g
                .close_at()
                .map(|t| format_time(t, g.tz))
                .unwrap_or_default();
            let text = format!(
                "The moderator has changed the schedule of game {}. From the next round on, \
                 deadlines are {after} (they were {before}). The deadline of {turn} stays\n  \
                 {close}",
                g.id
            );
            self.notice_all(c, g, &format!("Game {}: new schedule", g.id), &text)?;
            Ok(Done {
                what: format!(
                    "game {}: deadlines from the next round on are {after}",
                    g.id
                ),
                ..Done::default()
            })
        })
    }
}
