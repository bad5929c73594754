//! Moderator tools from the email judges: `game announce` (one
//! mail to every player of a game, in the game's thread) and `game schedule` (new deadlines
//! from the next round on, announced to every player as every change of settings is).

use crate::moderator::due;
use crate::moderator::{done::By, done::Done};
use crate::moderator::{error::ModError, layers::Admin};
use crate::store::audit;
use crate::store::games::GameRow;
use crate::store::games::update_game;
use chrono::Duration;
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

impl Admin<'_> {
    /// Mails `text` to every active player of game `id`, and audits it.
    pub fn announce(&self, id: i64, text: &str) -> Result<Done, ModError> {
        self.ctx.on_game(id, |c, g, now| {
            announce(self, c, (g, now), text, &By::operator())
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
        use crate::duration::format_duration;
        use crate::schedule::{parse_schedule, parse_tz};
        let (schedule, tz_in) = parse_schedule(schedule).map_err(ModError::Input)?;
        let tz = match (tz, tz_in) {
            (Some(t), _) => Some(parse_tz(t).map_err(ModError::Input)?),
            (None, t) => t,
        };
        self.ctx.on_game(id, |c, g, now| {
            if !g.status.is_live() {
                return Err(ModError::WrongStatus {
                    game: g.id,
                    status: g.status,
                    hint: "a game that is over has no more deadlines",
                });
            }
            let was = g.clone();
            let before = crate::moderator::words::describe_schedule(g);
            g.schedule = schedule;
            if let Some(tz) = tz {
                g.tz = tz;
            }
            if let Some(n) = min_notice {
                g.min_notice = n;
            }
            let after = crate::moderator::words::describe_schedule(g);
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
            self.notify.notice_all(c, g, || {
                // Described again in the player's language (`before` is the operator's).
                let ctx = json!({
                    "game": g.id,
                    "after": crate::moderator::words::describe_schedule(g),
                    "before": crate::moderator::words::describe_schedule(&was),
                    "turn": self.ctx.turn_title(g)?,
                    "close": due::closes_text(g),
                });
                let subject = crate::say!(crate::lang::now(), "subject-schedule", game = g.id);
                Ok((subject, self.notify.notice_text("new_schedule", ctx)?))
            })?;
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

/// [`Admin::announce`] in the caller's transaction, by `by` (a master's announcement
/// names them).
pub(crate) fn announce(
    m: &Admin<'_>,
    c: &Connection,
    (g, now): (&mut GameRow, DateTime<Utc>),
    text: &str,
    by: &By,
) -> Result<Done, ModError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ModError::Input(
            "an announcement needs a text: robomod game announce ID \"TEXT\"".into(),
        ));
    }
    m.notify.notice_all(c, g, || {
        let subject = crate::say!(crate::lang::now(), "subject-announcement", game = g.id);
        let ctx = json!({ "game": g.id, "text": text, "master": by.master });
        Ok((subject, m.notify.notice_text("announcement", ctx)?))
    })?;
    let detail = json!({ "text": text });
    audit::record(c, now, Some(g.id), &by.actor, "announce", detail)?;
    Ok(Done {
        what: format!("announced to the players of game {}", g.id),
        ..Done::default()
    })
}
