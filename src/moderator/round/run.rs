//! Running one round: the orders that count ([`super::gather`]), the engine's resolution
//! with `step_rng(seed, round)`, the stored round and the next round opened by the schedule.
//! What it produces is data, a [`RoundRun`] (the round, each seat's report, who reads which
//! language); `notify::round` alone turns it into mails (events, then words).

use super::gather::{Gathered, gather_open};
use crate::games::{PhaseInfo, Seat, StateSummary, TurnOrders, Viewer, step_rng};
use crate::lang::Say;
use crate::moderator::ModError;
use crate::moderator::Rounds;
use crate::moderator::language::for_reader;
use crate::moderator::words::describe_summary;
use crate::schedule::next_deadline;
use crate::store::audit;
use crate::store::games::{GameRow, GameStatus, PlayerStatus, players};
use crate::store::rounds::{ClosedBy, RoundLanguages, RoundRow, insert_round};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

/// A round just run and stored, what its mails are written from ([`Notify::tell_round`]).
pub(crate) struct RoundRun {
    /// The round as stored (its public report, languages, late and defaulted seats).
    pub round: RoundRow,
    /// Each seat's own report, in its reader's language: every active seat's, and a resigned
    /// player's when the round ended the game.
    pub reports: Vec<(Seat, String)>,
    /// The language each seat's player reads; the public report's.
    pub langs: Vec<(Seat, &'static str)>,
    pub public_lang: &'static str,
    /// The turn that ran and the state after it, in the public report's language.
    pub before: PhaseInfo,
    pub after: StateSummary,
}

impl RoundRun {
    /// The language `seat`'s player reads (the public report's for a seat not listed).
    pub fn lang_of(&self, seat: Seat) -> &'static str {
        self.langs
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(self.public_lang, |(_, l)| *l)
    }
}

impl Rounds<'_> {
    /// Resolves the open round of `g` as of `close`, stores it and mails it: see the module
    /// doc.
    pub(crate) fn run_round(
        &self,
        c: &Connection,
        g: &mut GameRow,
        close: DateTime<Utc>,
        by: ClosedBy,
        now: DateTime<Utc>,
    ) -> Result<(), ModError> {
        let engine = self.engine(&g.kind)?;
        let state = engine.load(&g.state)?;
        let mut ps = players(c, g.id)?;
        let Gathered {
            orders,
            arrival,
            defaulted,
            mut late,
        } = gather_open(c, &*state, g, &ps)?;
        // Seats a stand-in played were missed too (late, not defaulted: see `stand_in`).
        late.extend(crate::store::stand_in::stood_in(c, g.id, g.round)?);
        late.sort();
        late.dedup();
        let resigned: Vec<Seat> = ps
            .iter()
            .filter(|p| p.status == PlayerStatus::Resigned)
            .map(|p| p.seat)
            .collect();
        let mut rng = step_rng(g.seed, g.round);
        // The public report (in the game's language) and every active seat's (in its
        // player's), reading each state once; the languages are stored with the round, so
        // that a replay renders the same bytes.
        let public_lang = for_reader(c, Some(g.id), None)?;
        // The summary's words (turn, seat names) in the game's language; a seat whose player
        // reads another gets its own below.
        let say = Say::builtin(public_lang);
        let mut langs: Vec<(Seat, &'static str)> = Vec::with_capacity(ps.len());
        for p in &ps {
            langs.push((p.seat, for_reader(c, Some(g.id), Some(&p.address))?));
        }
        let lang_of = |seat: Seat| {
            langs
                .iter()
                .find(|(s, _)| *s == seat)
                .map_or(public_lang, |(_, l)| *l)
        };
        let languages = RoundLanguages {
            report: Some(public_lang.to_string()),
            seats: langs.iter().map(|(s, l)| (s.0, l.to_string())).collect(),
        };
        let viewers: Vec<Viewer<'_>> = std::iter::once((None, Say::builtin(public_lang)))
            .chain(
                ps.iter()
                    .filter(|p| p.status == PlayerStatus::Active)
                    .map(|p| (Some(p.seat), Say::builtin(lang_of(p.seat)))),
            )
            .collect();
        let turn = TurnOrders {
            orders: &orders,
            arrival: &arrival,
        };
        let res = state.resolve_round(turn, &mut rng, &viewers, say)?;
        let outcome = res.after.outcome;
        // When the round ends the game, a resigned player gets the final result too.
        let gone: Vec<Viewer<'_>> = match outcome {
            Some(_) => resigned
                .iter()
                .map(|&s| (Some(s), Say::builtin(lang_of(s))))
                .collect(),
            None => Vec::new(),
        };
        let gone_reports = match gone.is_empty() {
            true => Vec::new(),
            false => {
                let after = engine.load(res.state.value())?;
                state.render_reports(res.events.value(), &*after, &gone)?
            }
        };
        let news = self.round_news(c, g, &ps, (&late, &resigned), outcome.is_some())?;
        let next = match outcome {
            Some(_) => None,
            None => {
                let t = next_deadline(g.schedule, g.tz, close, g.min_notice);
                Some(crate::moderator::absence::clear_of_absences(c, g, t)?.0)
            }
        };
        let mut reports = res.reports.into_iter();
        let public = reports.next().unwrap_or_default();
        let mut round = RoundRow {
            game_id: g.id,
            number: g.round,
            phase: g.phase.clone(),
            opened_at: g.opened_at,
            deadline: g.deadline.unwrap_or(close),
            closed_at: close,
            executed_at: now,
            closed_by: by,
            report: public,
            state_before: std::mem::take(&mut g.state),
            orders,
            defaulted,
            late,
            resigned: Some(resigned),
            news,
            languages,
            events: res.events,
            // Serialised once by the engine, for the round row and the game alike.
            state_after: res.state,
            next_deadline: next,
        };
        insert_round(c, &round)?;
        g.state = std::mem::take(&mut round.state_after);
        g.phase = res.after.phase_name.clone();
        g.round += 1;
        g.opened_at = close;
        g.deadline = next;
        g.grace_at = None;
        g.early_at = None;
        if outcome.is_some() {
            g.status = GameStatus::Finished;
            g.outcome = outcome;
            g.finished_at = Some(now);
            let result = describe_summary(&res.after);
            audit::record(
                c,
                now,
                Some(g.id),
                "robomod",
                "finish",
                json!({ "round": round.number, "result": result }),
            )?;
            // Stored finished first: a rating rebuilt from here reads it among the others.
            crate::store::games::update_game(c, g)?;
            self.tournaments().game_finished(c, g)?;
            crate::moderator::notify::game_end::tell_the_end(self, c, g, None)?;
        }
        // Each seat's report: the active seats' in order, then a resigned player's at the end.
        let mut gone_reports = gone_reports.into_iter();
        let mut own = Vec::new();
        for p in &ps {
            let report = match p.status {
                PlayerStatus::Active => reports.next(),
                PlayerStatus::Resigned => gone_reports.next(),
            };
            if let Some(report) = report {
                own.push((p.seat, report));
            }
        }
        let run = RoundRun {
            round,
            reports: own,
            langs,
            public_lang,
            before: res.before,
            after: res.after,
        };
        self.notify().tell_round(c, g, &mut ps, &run)?;
        if outcome.is_none() {
            self.rounds().bots_play(c, g, now)?;
            self.machines_move(c, g, now)?;
        }
        Ok(())
    }
}
