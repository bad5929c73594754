//! `robomod game rollback ID --to ROUND [--reason TEXT]`: undo a moderator's mistake.
//!
//! Rolling back to round N puts the game where it stood while round N was open: the
//! resolutions of round N and of every later round are undone (their states, reports, and the
//! mails of theirs still queued), round N's order phase opens again with the orders that were on
//! file for it (the moderator may `submit` corrections), a new deadline is set by the schedule
//! from now, and every player is told why, with the position they are back at.
//!
//! Nothing is deleted that anyone saw: the undone rounds, the orders sent for rounds after N and
//! the reports already mailed move to the `*_undone` tables, tied to the rollback, so the export
//! shows them marked undone and `replay` checks only the rounds that stand. Each undone round
//! and the rollback itself are written to the audit trail. A finished game comes back to life;
//! a paused one stays paused; an abandoned one stays over.
//!
//! ROUND is the record's round number (as in `export` and `replay`: round 1 is the first
//! resolution, a setup included), or the game's own name for the turn (`setup`, `round 3`).

use crate::moderator::due;
use crate::moderator::words::{MAIL_WIDTH, turn_phrase, wrap};
use crate::moderator::{done::By, done::Done};
use crate::moderator::{error::ModError, layers::Admin};
use crate::outgoing::MailKind;
use crate::schedule::{format_time, next_deadline};
use crate::store::audit;
use crate::store::games::{GameRow, GameStatus, PlayerStatus, players, update_game};
use crate::store::mail::outbox_of_game;
use crate::store::rollback as store;
use crate::store::rounds::{RoundRow, rounds};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

/// Whether a mail belongs to the undone rounds `to..`: their reports and late notices, and the
/// reminders for the rounds after `to`.
fn undone_mail(kind: MailKind, round: Option<u32>, to: u32) -> bool {
    let Some(r) = round else { return false };
    match kind {
        MailKind::RoundReport | MailKind::GameOver | MailKind::Late => r >= to,
        MailKind::Reminder => r > to,
        _ => false,
    }
}

/// The stored round `spec` names: its record number, or the turn's name in the game's words.
fn find_round<'a>(
    engine: &dyn crate::games::DynGame,
    g: &GameRow,
    stored: &'a [RoundRow],
    spec: &str,
) -> Result<&'a RoundRow, ModError> {
    let spec = spec.trim();
    let mut names = Vec::new();
    for r in stored {
        let title = engine.load(&r.state_before)?.phase().title;
        if spec == r.number.to_string() || spec.eq_ignore_ascii_case(&title) {
            return Ok(r);
        }
        names.push(format!("{} ({title})", r.number));
    }
    let known = if names.is_empty() {
        "no round has run yet".to_string()
    } else {
        format!("the rounds run are {}", names.join(", "))
    };
    Err(ModError::Input(format!(
        "game {} has no round {spec:?} to roll back to: {known}; the open turn ({}) is \
         changed with `submit` and `extend`, not a rollback",
        g.id,
        engine.load(&g.state)?.phase().title
    )))
}

impl Admin<'_> {
    /// Rolls game `id` back to round `to` (see the module doc).
    pub fn rollback(&self, id: i64, to: &str, reason: Option<&str>) -> Result<Done, ModError> {
        let by = By::operator_because(reason);
        self.ctx
            .on_game(id, |c, g, now| rollback(self, c, (g, now), to, &by))
    }

    /// The open round of `g` starts again at `now`: a deadline from the schedule (clear of
    /// absences), no early run or Speedbots grace yet (they come back with the next orders, so
    /// that the moderator can `submit` corrections first), reminders due again.
    fn reopen(&self, c: &Connection, g: &mut GameRow, now: DateTime<Utc>) -> Result<(), ModError> {
        g.opened_at = now;
        let d = next_deadline(g.schedule, g.tz, now, g.min_notice);
        g.deadline = Some(crate::moderator::absence::clear_of_absences(c, g, d)?.0);
        g.grace_at = None;
        g.early_at = None;
        g.reminded_round = None;
        if g.status == GameStatus::Paused {
            g.paused_at = Some(now);
        }
        Ok(())
    }

    /// Withdraws the queued mails of the undone rounds and marks the sent ones; (withdrawn,
    /// marked).
    fn undo_mails(
        &self,
        c: &Connection,
        game: i64,
        rb: i64,
        to: u32,
    ) -> Result<(usize, usize), ModError> {
        let (mut dropped, mut marked) = (0, 0);
        // Mails an earlier rollback marked stay under it: rollbacks compose.
        let earlier = store::undone_mails(c, game)?;
        for m in outbox_of_game(c, game)? {
            if !undone_mail(m.mail.kind, m.ctx.round, to) || earlier.contains_key(&m.id.0) {
                continue;
            }
            if store::drop_if_queued(c, rb, m.id.0)? {
                dropped += 1;
            } else {
                store::mark_mail_undone(c, rb, m.id.0)?;
                marked += 1;
            }
        }
        Ok((dropped, marked))
    }

    /// Tells every player why the game went back, where it is now, and by when orders are due;
    /// how many mails that queued.
    fn tell_rollback(
        &self,
        c: &Connection,
        g: &GameRow,
        undone: usize,
        reason: &str,
        by: &By,
    ) -> Result<usize, ModError> {
        let state = self.ctx.engine(&g.kind)?.load(&g.state)?;
        let mut told = 0;
        for mut p in players(c, g.id)? {
            if p.status != PlayerStatus::Active {
                continue;
            }
            let seat = p.seat;
            let queued = self.notify.queue_notice(c, g, &mut p, || {
                let phase = state.phase_in(self.notify.say());
                let close = g.deadline.map(|t| format_time(t, g.tz)).unwrap_or_default();
                let status = state.render_status(Some(seat), self.notify.say());
                let board: Vec<String> = status
                    .trim_end()
                    .lines()
                    .map(|l| format!("  {l}").trim_end().to_string())
                    .collect();
                let mut why = wrap(reason, MAIL_WIDTH, "  ").join("\n");
                if let Some(name) = &by.master {
                    let said =
                        crate::say!(crate::lang::now(), "notice-said-by", name = name.as_str());
                    why = format!("{why}\n  {said}");
                }
                let ctx = json!({
                    "game": g.id, "undone": undone, "why": why, "close": close,
                    "turn": turn_phrase(&phase),
                    "paused": g.status == GameStatus::Paused, "board": board.join("\n"),
                });
                let subject = crate::say!(
                    crate::lang::now(),
                    "subject-rolled-back",
                    game = g.id,
                    turn = phase.title.as_str()
                );
                Ok((subject, self.notify.notice_text("rolled_back", ctx)?))
            })?;
            if queued.0 > 0 {
                told += 1;
            }
        }
        Ok(told)
    }
}

/// [`Admin::rollback`] in the caller's transaction, by `by` (its reason told to the
/// players).
pub(crate) fn rollback(
    m: &Admin<'_>,
    c: &Connection,
    (g, now): (&mut GameRow, DateTime<Utc>),
    to: &str,
    by: &By,
) -> Result<Done, ModError> {
    if g.status == GameStatus::Abandoned {
        return Err(ModError::WrongStatus {
            game: g.id,
            status: g.status,
            hint: "an abandoned game stays over",
        });
    }
    let engine = m.ctx.engine(&g.kind)?;
    let stored = rounds(c, g.id)?;
    let target = find_round(engine, g, &stored, to)?.clone();
    let to = target.number;
    let reason_text = by
        .reason
        .as_deref()
        .unwrap_or("a mistake in the moderation");
    let rb = store::insert(c, g.id, now, to, reason_text)?;
    let (dropped, marked) = m.undo_mails(c, g.id, rb, to)?;
    let undone_rounds = store::undo_rounds(c, rb, g.id, to)?;
    let undone_orders = store::undo_submissions(c, rb, g.id, to)?;
    m.outbox.keep_pictures_of_undone(c, g, &stored, to)?;
    store::detach_pictures(c, g.id, to)?;
    for r in stored.iter().filter(|r| r.number >= to) {
        let detail =
            json!({ "round": r.number, "rollback": rb, "closed_by": r.closed_by.as_str() });
        audit::record(c, now, Some(g.id), &by.actor, "undo_round", detail)?;
    }
    let was = g.status;
    g.state = target.state_before.clone();
    g.phase = target.phase.clone();
    g.round = to;
    m.reopen(c, g, now)?;
    if was == GameStatus::Finished {
        g.status = GameStatus::Active;
        g.outcome = None;
        g.finished_at = None;
    }
    // Undoing the rounds is the operator's fix for a held game: it runs again.
    if g.held.take().is_some() {
        crate::store::held::release_game(c, g.id)?;
    }
    due::refresh_due(g);
    update_game(c, g)?;
    if was == GameStatus::Finished {
        crate::moderator::ratings::dedication::forget(c, g.id)?;
        crate::moderator::ratings::forget(c, g.id)?;
        crate::moderator::ratings::rerate(c, m.records.placing(&g.kind), &g.kind)?;
    }
    // The orders on file for the reopened round: those sent after it are told apart by their
    // ids (`round/early.rs`: it runs early only once every player has sent again).
    let on_file = crate::store::rounds::submissions(c, g.id, Some(g.round))?
        .iter()
        .map(|s| s.id)
        .max()
        .unwrap_or(0);
    let detail = json!({
        "to": to, "rollback": rb, "reason": reason_text, "rounds": undone_rounds,
        "orders_on_file": on_file,
        "orders_undone": undone_orders, "mails_dropped": dropped,
        "mails_marked": marked,
        "deadline": g.deadline.map(|t| t.timestamp()),
    });
    audit::record(c, now, Some(g.id), &by.actor, "rollback", detail)?;
    let turn = m.ctx.turn_title(g)?;
    let told = m.tell_rollback(c, g, undone_rounds, reason_text, by)?;
    let close = g.deadline.map(|t| format_time(t, g.tz)).unwrap_or_default();
    Ok(Done {
        what: format!(
            "rolled game {} back to round {to} ({turn}): {undone_rounds} round(s) \
                 undone, {undone_orders} later order(s) set aside, {dropped} queued \
                 mail(s) withdrawn; {turn} closes {close}{}",
            g.id,
            if g.status == GameStatus::Paused {
                " once resumed"
            } else {
                ""
            }
        ),
        mails: told,
        ..Done::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mails_of_undone_rounds_are_their_reports_and_later_reminders() {
        assert!(undone_mail(MailKind::RoundReport, Some(3), 3));
        assert!(undone_mail(MailKind::GameOver, Some(4), 3));
        assert!(undone_mail(MailKind::Late, Some(3), 3));
        assert!(!undone_mail(MailKind::RoundReport, Some(2), 3));
        assert!(
            !undone_mail(MailKind::Reminder, Some(3), 3),
            "round 3 is open again"
        );
        assert!(undone_mail(MailKind::Reminder, Some(4), 3));
        assert!(
            !undone_mail(MailKind::Confirmation, Some(4), 3),
            "answers stay"
        );
        assert!(!undone_mail(MailKind::Notice, None, 1));
    }
}
