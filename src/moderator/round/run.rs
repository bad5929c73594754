//! Running one round: the orders that count ([`super::gather`]), the engine's resolution
//! with `step_rng(seed, round)`, the stored round and the next round opened by the schedule.
//! What it produces is data, a [`RoundRun`] (the round, each seat's report, who reads which
//! language, its late seats, whether it ended the game, and its [`Effect`]s); [`super::tell`]
//! then hands each effect on and has the mailer turn the run into mails (events, then
//! words). [`Play::run_round`] reads top to bottom: resolve, tell, the machines' next turn.

use super::gather::{Gathered, gather_open};
use crate::games::{Seat, StateSummary, TurnOrders, Viewer, step_rng};
use crate::lang::Say;
use crate::moderator::error::ModError;
use crate::moderator::happened::{Effect, Late, RoundRun};
use crate::moderator::language::for_reader;
use crate::moderator::layers::Play;
use crate::moderator::words::describe_summary;
use crate::schedule::next_deadline;
use crate::store::audit;
use crate::store::games::{GameRow, GameStatus, PlayerRow, PlayerStatus, players};
use crate::store::rounds::{ClosedBy, RoundLanguages, RoundRow, insert_round};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

impl Play<'_> {
    /// Runs the open round of `g` as of `close`: resolves and stores it ([`Play::resolve_round`]),
    /// tells it ([`Play::tell_round_run`]: its effects handed on, its mails queued), and, when
    /// the game goes on, has the computer players and machines take their next turn.
    pub(crate) fn run_round(
        &self,
        c: &Connection,
        g: &mut GameRow,
        close: DateTime<Utc>,
        by: ClosedBy,
        now: DateTime<Utc>,
    ) -> Result<(), ModError> {
        let mut ps = players(c, g.id)?;
        let run = self.resolve_round(c, g, &ps, (close, by), now)?;
        self.tell_round_run(c, g, &mut ps, &run)?;
        if run.after.outcome.is_none() {
            self.bots_play(c, g, now)?;
            self.machines_move(c, g, now)?;
        }
        Ok(())
    }

    /// Resolves the open round of `g` (played by `ps`) as of `close` and stores it, the game
    /// moved on to its next round or finished: what happened, as data.
    pub(crate) fn resolve_round(
        &self,
        c: &Connection,
        g: &mut GameRow,
        ps: &[PlayerRow],
        (close, by): (DateTime<Utc>, ClosedBy),
        now: DateTime<Utc>,
    ) -> Result<RoundRun, ModError> {
        let engine = self.ctx.engine(&g.kind)?;
        let state = engine.load(&g.state)?;
        let Gathered {
            orders,
            arrival,
            defaulted,
            mut late,
        } = gather_open(c, &*state, g, ps)?;
        // Seats a stand-in played were missed too (late, not defaulted: see `stand_in`).
        late.extend(crate::store::stand_in::stood_in(c, g.id, g.round)?);
        late.sort();
        late.dedup();
        let resigned: Vec<Seat> = ps
            .iter()
            .filter(|p| p.status == PlayerStatus::Resigned)
            .map(|p| p.seat)
            .collect();
        let langs = Languages::read(c, g, ps)?;
        let turn = TurnOrders {
            orders: &orders,
            arrival: &arrival,
        };
        let mut rng = step_rng(g.seed, g.round);
        let say = Say::builtin(langs.public);
        let res = state.resolve_round(turn, &mut rng, &langs.viewers(ps), say)?;
        let outcome = res.after.outcome;
        // When the round ends the game, a resigned player gets the final result too.
        let gone_reports = match outcome {
            Some(_) => {
                let gone: Vec<Viewer<'_>> = (resigned.iter())
                    .map(|&s| (Some(s), Say::builtin(langs.of(s))))
                    .collect();
                let after = engine.load(res.state.value())?;
                state.render_reports(res.events.value(), &*after, &gone)?
            }
            None => Vec::new(),
        };
        let news = self.round_news(c, g, ps, (&late, &resigned), outcome.is_some())?;
        let next = match outcome {
            Some(_) => None,
            None => {
                let t = next_deadline(g.schedule, g.tz, close, g.min_notice);
                Some(crate::moderator::absence::clear_of_absences(c, g, t)?.0)
            }
        };
        let mut reports = res.reports.into_iter();
        let round = RoundRow {
            game_id: g.id,
            number: g.round,
            phase: g.phase.clone(),
            opened_at: g.opened_at,
            deadline: g.deadline.unwrap_or(close),
            closed_at: close,
            executed_at: now,
            closed_by: by,
            report: reports.next().unwrap_or_default(),
            state_before: std::mem::take(&mut g.state),
            orders,
            defaulted,
            late,
            resigned: Some(resigned),
            news,
            languages: langs.stored(),
            events: res.events,
            // Serialised once by the engine, for the round row and the game alike.
            state_after: res.state,
            next_deadline: next,
        };
        let round = self.store_round(c, g, round, &res.after, now)?;
        let own = seat_reports(ps, reports, gone_reports);
        let late = self.lateness(c, g, &round, &res.after)?;
        let effects = effects_of(&round, outcome.is_some(), &late);
        Ok(RoundRun {
            round,
            reports: own,
            langs: langs.seats,
            public_lang: langs.public,
            before: res.before,
            after: res.after,
            late,
            effects,
        })
    }

    /// Stores `round` and moves `g` on past it: to the next round, or finished (audited, and
    /// stored finished at once, so that a rating rebuilt from here reads it among the others).
    fn store_round(
        &self,
        c: &Connection,
        g: &mut GameRow,
        mut round: RoundRow,
        after: &StateSummary,
        now: DateTime<Utc>,
    ) -> Result<RoundRow, ModError> {
        insert_round(c, &round)?;
        g.state = std::mem::take(&mut round.state_after);
        g.phase = after.phase_name.clone();
        g.round += 1;
        g.opened_at = round.closed_at;
        g.deadline = round.next_deadline;
        g.grace_at = None;
        g.early_at = None;
        if let Some(outcome) = after.outcome {
            g.status = GameStatus::Finished;
            g.outcome = Some(outcome);
            g.finished_at = Some(now);
            let result = describe_summary(after);
            audit::record(
                c,
                now,
                Some(g.id),
                "robomod",
                "finish",
                json!({ "round": round.number, "result": result }),
            )?;
            crate::store::games::update_game(c, g)?;
        }
        Ok(round)
    }
}

/// What `round` caused beyond its game, in the order it is handed on: the game finished
/// (`over`), then each seat abandoned for its misses (`late`, silent).
fn effects_of(round: &RoundRow, over: bool, late: &[Late]) -> Vec<Effect> {
    let finished = over.then_some(Effect::GameFinished);
    let abandoned = late
        .iter()
        .filter(|l| l.silent)
        .map(|l| Effect::SeatAbandoned {
            seat: l.seat,
            why: "missed",
            at: round.executed_at,
        });
    finished.into_iter().chain(abandoned).collect()
}

/// Each seat's report: the active seats' in order (`reports`), then a resigned player's at the
/// end (`gone`, when the round ended the game).
fn seat_reports(
    ps: &[PlayerRow],
    mut reports: impl Iterator<Item = String>,
    gone: Vec<String>,
) -> Vec<(Seat, String)> {
    let mut gone = gone.into_iter();
    let mut own = Vec::new();
    for p in ps {
        let report = match p.status {
            PlayerStatus::Active => reports.next(),
            PlayerStatus::Resigned => gone.next(),
        };
        if let Some(report) = report {
            own.push((p.seat, report));
        }
    }
    own
}

/// The languages of a round's reports: the public report's (the game's) and each seat's
/// player's; stored with the round, so that a replay renders the same bytes.
struct Languages {
    public: &'static str,
    seats: Vec<(Seat, &'static str)>,
}

impl Languages {
    fn read(c: &Connection, g: &GameRow, ps: &[PlayerRow]) -> Result<Languages, ModError> {
        let public = for_reader(c, Some(g.id), None)?;
        let mut seats = Vec::with_capacity(ps.len());
        for p in ps {
            seats.push((p.seat, for_reader(c, Some(g.id), Some(&p.address))?));
        }
        Ok(Languages { public, seats })
    }

    /// The language `seat`'s player reads (the public report's for a seat not listed).
    fn of(&self, seat: Seat) -> &'static str {
        self.seats
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(self.public, |(_, l)| *l)
    }

    /// Who each report is rendered for: the public (in the game's language), then every
    /// active seat (in its player's).
    fn viewers(&self, ps: &[PlayerRow]) -> Vec<Viewer<'static>> {
        std::iter::once((None, Say::builtin(self.public)))
            .chain(
                ps.iter()
                    .filter(|p| p.status == PlayerStatus::Active)
                    .map(|p| (Some(p.seat), Say::builtin(self.of(p.seat)))),
            )
            .collect()
    }

    fn stored(&self) -> RoundLanguages {
        RoundLanguages {
            report: Some(self.public.to_string()),
            seats: self
                .seats
                .iter()
                .map(|(s, l)| (s.0, l.to_string()))
                .collect(),
        }
    }
}
