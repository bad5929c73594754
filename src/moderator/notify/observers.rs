//! The public report of a round just run, mailed to each of its game's observers (`OBSERVE
//! 12`, see `lobby/watch.rs`): addressed to them alone, carrying no game key, in each
//! observer's language (the report rendered again from the round's events when it is not
//! the game's).

use crate::games::{PhaseInfo, StateSummary};
use crate::moderator::error::ModError;
use crate::moderator::layers::Notify;
use crate::moderator::words::{capitalised, turn_phrase};
use crate::outgoing::MailKind;
use crate::schedule::format_time;
use crate::store::games::GameRow;
use crate::store::lobby as store;
use crate::store::rounds::RoundRow;
use rusqlite::Connection;
use serde_json::json;

impl Notify<'_> {
    /// Mails round `round` of `g`, just run, to each of its observers: the public report, in
    /// the observer's language (the game's when they chose none): the report in another
    /// language is rendered again from the round's events, once per language.
    pub(crate) fn tell_observers(
        &self,
        c: &Connection,
        g: &GameRow,
        round: &RoundRow,
        (before, after): (&PhaseInfo, &StateSummary),
    ) -> Result<u32, ModError> {
        let watchers = store::observers(c, g.id)?;
        if watchers.is_empty() {
            return Ok(0);
        }
        let public_lang = crate::moderator::language::for_reader(c, Some(g.id), None)?;
        let mut written: Vec<(&'static str, (String, String, MailKind))> = Vec::new();
        for to in &watchers {
            let code = crate::moderator::language::for_reader(c, Some(g.id), Some(to))?;
            let k = match written.iter().position(|(l, _)| *l == code) {
                Some(k) => k,
                None => {
                    let _speaking = crate::lang::speak(code);
                    let mail = match code == public_lang {
                        true => {
                            self.observer_mail(g, round, round.report.clone(), (before, after))?
                        }
                        false => {
                            let engine = self.ctx.engine(&g.kind)?;
                            let say = self.say();
                            let (b, a) =
                                (engine.load(&round.state_before)?, engine.load(&g.state)?);
                            let report = b.render_report(&round.events, &*a, None, say)?;
                            let before = b.phase_in(say);
                            let after = a.summary(after.labels.len(), say)?;
                            self.observer_mail(g, round, report, (&before, &after))?
                        }
                    };
                    written.push((code, mail));
                    written.len() - 1
                }
            };
            let (subject, body, kind) = &written[k].1;
            let salt = format!("observe-{}-{}", g.id, round.number);
            self.queue_unasked(c, to, (*kind, subject, body.clone()), &salt)?;
        }
        Ok(watchers.len() as u32)
    }

    /// The subject, text and kind of an observer's mail of `round`, whose public report is
    /// `report`, in the language being written.
    fn observer_mail(
        &self,
        g: &GameRow,
        round: &RoundRow,
        report: String,
        (before, after): (&PhaseInfo, &StateSummary),
    ) -> Result<(String, String, MailKind), ModError> {
        let over = after.outcome.is_some();
        let result = over.then(|| crate::moderator::words::describe_summary(after));
        let body = self.render(
            "observer_report.txt",
            json!({
                "game": g.id,
                "kind": g.kind,
                "turn": turn_phrase(before),
                "report": report.trim_end(),
                "over": over,
                "result": result,
                "next": turn_phrase(&after.phase),
                "deadline": round.next_deadline.map(|t| format_time(t, g.tz)),
                "address": self.ctx.config.identity.address,
            }),
        )?;
        let subject = match &result {
            Some(r) => crate::say!(
                crate::lang::now(),
                "subject-watching-over",
                game = g.id,
                result = r.as_str()
            ),
            None => crate::say!(
                crate::lang::now(),
                "subject-watching",
                game = g.id,
                turn = capitalised(&before.title)
            ),
        };
        let kind = if over {
            MailKind::GameOver
        } else {
            MailKind::RoundReport
        };
        Ok((subject, body, kind))
    }
}
