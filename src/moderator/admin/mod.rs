//! The admin actions on a running game: pause, resume, extend, abandon, run now, replace a
//! player, enter orders received by other means. Each runs in one transaction, is written to
//! the audit table and tells the players by mail in that same transaction.

pub mod announce;
pub mod games;
pub mod next_game;
pub mod options;
pub mod players;
pub mod rollback;

use crate::duration::format_duration;
use crate::lang;
use crate::moderator::due;
use crate::moderator::happened::{Effect, Effects};
use crate::moderator::round::Advance;
use crate::moderator::words::{capitalised, spoken_duration};
use crate::moderator::{done::By, done::Done};
use crate::moderator::{error::ModError, layers::Admin};
use crate::say;
use crate::schedule::format_time;
use crate::store::audit;
use crate::store::games::{GameRow, GameStatus, update_game};
use crate::store::rounds::ClosedBy;
use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;
use serde_json::json;

pub(crate) fn require(g: &GameRow, ok: bool, hint: &'static str) -> Result<(), ModError> {
    if ok {
        Ok(())
    } else {
        Err(ModError::WrongStatus {
            game: g.id,
            status: g.status,
            hint,
        })
    }
}

/// ` (moved past an absence)` when `away` moved the deadline, for notices, in the language
/// written now.
pub(crate) fn moved_for(away: &[crate::store::absences::Absence]) -> String {
    if away.is_empty() {
        String::new()
    } else {
        lang::now().t("notice-moved-for-absence")
    }
}

impl Admin<'_> {
    /// Re-examines who is in, warns a Speedbots last player, runs whatever became due (a game
    /// whose round fails is held).
    pub(crate) fn settle(
        &self,
        c: &Connection,
        g: &mut GameRow,
        now: DateTime<Utc>,
    ) -> Result<Advance, ModError> {
        if let Some(mut last) = self.play.reassess(c, g, now)? {
            self.notify.queue_reminder(c, g, &mut last, true)?;
        }
        self.play.advance_row_or_hold(c, g, now)
    }

    /// Releases a held game (`game resume` after a fix): its due work runs at once; if it fails
    /// again, the game is held again and the result says so.
    fn release(
        &self,
        c: &Connection,
        g: &mut GameRow,
        now: DateTime<Utc>,
    ) -> Result<Done, ModError> {
        let error = g.held.take().map(|h| h.error).unwrap_or_default();
        crate::store::held::release_game(c, g.id)?;
        audit::record(
            c,
            now,
            Some(g.id),
            "admin",
            "release",
            json!({ "error": error }),
        )?;
        if let Some(mut last) = self.play.reassess(c, g, now)? {
            self.notify.queue_reminder(c, g, &mut last, true)?;
        }
        // Its players know it is held: a second failure alerts the operator alone.
        let a = self.play.advance_row_or_hold_telling(c, g, now, false)?;
        if let Some(again) = a.held {
            return Ok(Done {
                what: format!("game {} was released and is held again: {again}", g.id),
                ..Done::default()
            });
        }
        due::refresh_due(g);
        update_game(c, g)?;
        let turn = self.ctx.turn_title(g)?;
        let close = due::closes_text(g);
        if g.status.is_live() {
            self.notify.notice_all(c, g, || {
                let close = due::close_at(g).map(|t| format_time(t, g.tz));
                let turn = capitalised(&self.ctx.turn_title(g)?);
                let ctx = json!({ "turn": turn, "close": close.unwrap_or_default() });
                let subject = say!(lang::now(), "subject-goes-on", game = g.id);
                Ok((subject, self.notify.notice_text("released", ctx)?))
            })?;
        }
        Ok(Done {
            what: format!(
                "released game {} ({} round(s) run); {turn} closes {close}",
                g.id, a.rounds_run
            ),
            rounds_run: a.rounds_run,
            ..Done::default()
        })
    }

    /// Stops the clock: no deadline passes while paused; resume shifts them.
    pub fn pause(&self, id: i64) -> Result<Done, ModError> {
        self.ctx
            .on_game(id, |c, g, now| pause(self, c, g, now, &By::operator()))
    }

    /// Starts the clock again; every timer of the open round moves by the paused time.
    pub fn resume(&self, id: i64) -> Result<Done, ModError> {
        self.ctx
            .on_game(id, |c, g, now| resume(self, c, g, now, &By::operator()))
    }

    /// Moves the open round's deadline (and any Speedbots grace) later by `by`.
    pub fn extend(&self, id: i64, by: Duration) -> Result<Done, ModError> {
        self.ctx.on_game(id, |c, g, now| {
            extend(self, c, (g, now), by, &By::operator())
        })
    }

    /// Ends a game without a result.
    pub fn abandon(&self, id: i64) -> Result<Done, ModError> {
        self.ctx
            .on_game(id, |c, g, now| abandon(self, c, g, now, &By::operator()))
    }

    /// Closes the open round now and runs it (orders in count; the others get defaults).
    pub fn run_now(&self, id: i64) -> Result<Done, ModError> {
        self.ctx
            .on_game(id, |c, g, now| run_now(self, c, g, now, &By::operator()))
    }
}

/// Tells every active player of `g` the same thing, with `by`'s reason after it (and the
/// master's name, when a master acts).
pub(crate) fn tell_all(
    m: &Admin<'_>,
    c: &Connection,
    g: &GameRow,
    by: &By,
    notice: impl Fn() -> Result<(String, String), ModError>,
) -> Result<(), ModError> {
    m.notify.notice_all(c, g, || {
        let (subject, mut text) = notice()?;
        if let Some(why) = why(by) {
            text.push_str("\n\n");
            text.push_str(&why);
        }
        Ok((subject, text))
    })
}

/// [`tell_all`] a notice that says only what happened: its subject's phrase and the notice
/// (`templates/notices.txt`), both named as written.
fn tell_plain(
    m: &Admin<'_>,
    c: &Connection,
    g: &GameRow,
    by: &By,
    (subject, notice): (&str, &str),
) -> Result<(), ModError> {
    tell_all(m, c, g, by, || {
        let subject = say!(lang::now(), subject, game = g.id);
        Ok((subject, m.notify.notice_text(notice, json!({}))?))
    })
}

/// `by`'s reason as the players read it, in the language written now; none without one.
pub(crate) fn why(by: &By) -> Option<String> {
    let say = lang::now();
    if let Some(id) = by.said {
        return Some(say.t(id));
    }
    let reason = by.reason.as_deref()?;
    Some(match &by.master {
        Some(name) => say!(
            say,
            "notice-why-master",
            name = name.as_str(),
            reason = reason
        ),
        None => say!(say, "notice-why", reason = reason),
    })
}

/// [`Admin::pause`] in the caller's transaction, by `by`.
pub(crate) fn pause(
    m: &Admin<'_>,
    c: &Connection,
    g: &mut GameRow,
    now: DateTime<Utc>,
    by: &By,
) -> Result<Done, ModError> {
    require(
        g,
        g.status == GameStatus::Active,
        "only an active game can be paused",
    )?;
    g.status = GameStatus::Paused;
    g.paused_at = Some(now);
    // Until a RESUME; a master's pause may end by itself (`master::caps::pause_ends`).
    g.pause_ends_at = None;
    due::refresh_due(g);
    update_game(c, g)?;
    audit::record(c, now, Some(g.id), &by.actor, "pause", by.detail(json!({})))?;
    tell_plain(m, c, g, by, ("subject-paused", "paused"))?;
    Ok(Done {
        what: format!("paused game {}", g.id),
        ..Done::default()
    })
}

/// [`Admin::resume`] in the caller's transaction, by `by`.
pub(crate) fn resume(
    m: &Admin<'_>,
    c: &Connection,
    g: &mut GameRow,
    now: DateTime<Utc>,
    by: &By,
) -> Result<Done, ModError> {
    if g.held.is_some() && g.status == GameStatus::Active {
        return m.release(c, g, now);
    }
    require(
        g,
        g.status == GameStatus::Paused,
        "only a paused or held game can be resumed",
    )?;
    let shift = now - g.paused_at.unwrap_or(now);
    for t in [&mut g.deadline, &mut g.grace_at, &mut g.early_at] {
        *t = t.map(|t| t + shift);
    }
    g.status = GameStatus::Active;
    g.paused_at = None;
    g.pause_ends_at = None;
    let away = m.play.deadline_clear_of_absences(c, g)?;
    // `seconds`: what the caps on a master's pauses count.
    let detail = json!({ "shift": format_duration(shift), "seconds": shift.num_seconds() });
    audit::record(c, now, Some(g.id), &by.actor, "resume", by.detail(detail))?;
    let close = due::closes_text(g);
    let turn = m.ctx.turn_title(g)?;
    tell_all(m, c, g, by, || {
        let ctx = json!({
            "paused": spoken_duration(shift),
            "turn": capitalised(&m.ctx.turn_title(g)?),
            "moved": moved_for(&away),
            "close": due::closes_text(g),
        });
        let subject = say!(lang::now(), "subject-resumed", game = g.id);
        Ok((subject, m.notify.notice_text("resumed", ctx)?))
    })?;
    let a = m.settle(c, g, now)?;
    Ok(Done {
        what: format!(
            "resumed game {} (timers moved by {}); {turn} closes {close}",
            g.id,
            format_duration(shift),
        ),
        rounds_run: a.rounds_run,
        ..Done::default()
    })
}

/// [`Admin::extend`] in the caller's transaction, by `by`: the deadline moves `by_` later.
pub(crate) fn extend(
    m: &Admin<'_>,
    c: &Connection,
    (g, now): (&mut GameRow, DateTime<Utc>),
    by_: Duration,
    by: &By,
) -> Result<Done, ModError> {
    if by_ <= Duration::zero() {
        return Err(ModError::Input(
            "extend needs a positive duration, like 24h".into(),
        ));
    }
    require(g, g.status.is_live(), "only a running game can be extended")?;
    g.deadline = g.deadline.map(|t| t + by_);
    g.grace_at = g.grace_at.map(|t| t + by_);
    let away = m.play.deadline_clear_of_absences(c, g)?;
    due::refresh_due(g);
    update_game(c, g)?;
    let detail = json!({
        "round": g.round, "by": format_duration(by_), "seconds": by_.num_seconds(),
    });
    audit::record(c, now, Some(g.id), &by.actor, "extend", by.detail(detail))?;
    let close = due::closes_text(g);
    let turn = m.ctx.turn_title(g)?;
    tell_all(m, c, g, by, || {
        let turn = m.ctx.turn_title(g)?;
        let ctx = json!({
            "turn": turn, "by": spoken_duration(by_), "moved": moved_for(&away),
            "close": due::closes_text(g),
        });
        let subject = say!(lang::now(), "subject-extended", turn = capitalised(&turn));
        Ok((subject, m.notify.notice_text("extended", ctx)?))
    })?;
    Ok(Done {
        what: format!(
            "extended {turn} of game {} by {}; it closes {close}",
            g.id,
            format_duration(by_)
        ),
        ..Done::default()
    })
}

/// [`Admin::abandon`] in the caller's transaction, by `by`.
pub(crate) fn abandon(
    m: &Admin<'_>,
    c: &Connection,
    g: &mut GameRow,
    now: DateTime<Utc>,
    by: &By,
) -> Result<Done, ModError> {
    require(g, g.status.is_live(), "it is already over")?;
    g.status = GameStatus::Abandoned;
    g.pause_ends_at = None;
    g.deadline = None;
    g.grace_at = None;
    g.early_at = None;
    g.finished_at = Some(now);
    due::refresh_due(g);
    update_game(c, g)?;
    audit::record(
        c,
        now,
        Some(g.id),
        &by.actor,
        "abandon",
        by.detail(json!({})),
    )?;
    crate::moderator::ratings::dedication::keep(c, g.id, &g.kind)?;
    m.effects.hand(c, g, &Effect::GameAbandoned)?;
    tell_plain(m, c, g, by, ("subject-abandoned", "abandoned"))?;
    crate::moderator::notify::game_end::tell_the_end(&m.notify, c, g, Some(&by.actor))?;
    let turn = m.ctx.turn_title(g)?;
    Ok(Done {
        what: format!("abandoned game {} in {turn}", g.id),
        ..Done::default()
    })
}

/// [`Admin::run_now`] in the caller's transaction, by `by`.
pub(crate) fn run_now(
    m: &Admin<'_>,
    c: &Connection,
    g: &mut GameRow,
    now: DateTime<Utc>,
    by: &By,
) -> Result<Done, ModError> {
    require(
        g,
        g.status == GameStatus::Active && g.held.is_none(),
        "resume it before running a round",
    )?;
    let round = g.round;
    let turn = m.ctx.turn_title(g)?;
    let detail = by.detail(json!({ "round": round }));
    audit::record(c, now, Some(g.id), &by.actor, "run_now", detail)?;
    m.play.run_round(c, g, now, ClosedBy::RunNow, now)?;
    let a = m.play.advance(c, g, now)?;
    Ok(Done {
        what: format!("ran {turn} of game {}", g.id),
        rounds_run: 1 + a.rounds_run,
        ..Done::default()
    })
}
