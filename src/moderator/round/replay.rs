//! `replay`: recompute a game from its stored seed and orders and compare, byte for byte, with
//! what was stored and mailed: the set-up state, each round's orders (the latest valid
//! submission, or the game's default for the silent), events, state after, public report, and
//! every round-report and game-over mail rebuilt through the same templates. Read-only.

use super::gather::{Sitter, gather, kept_orders};
use crate::games::JsonDoc;
use crate::games::{DynError, Players, Seat, SetupError, TurnOrders, step_rng};
use crate::moderator::error::ModError;
use crate::moderator::layers::Play;
use crate::outgoing::MailKind;
use crate::store::games::{game, players};
use crate::store::mail::outbox_of_game;
use crate::store::rounds::{RoundRow, rounds, submissions};
use serde_json::Value;
use std::fmt;

/// The first place a replay differs from the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// 0: the set-up; `n`: round `n`.
    pub round: u32,
    /// What differs: `public report`, `state after`, `round_report mail 12 to seat 1`...
    pub what: String,
    /// 1-based line of the first difference.
    pub line: usize,
    pub stored: String,
    pub replayed: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "round {}: {} differs at line {}\n  stored:   {:?}\n  replayed: {:?}",
            self.round, self.what, self.line, self.stored, self.replayed
        )
    }
}

/// What a replay checked, and the first difference if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayReport {
    pub game: i64,
    pub rounds: u32,
    pub mails: u32,
    pub mismatch: Option<Mismatch>,
}

/// Compares two texts; the first differing line, if any.
fn differ(round: u32, what: &str, stored: &str, replayed: &str) -> Option<Mismatch> {
    if stored == replayed {
        return None;
    }
    let (s, r): (Vec<&str>, Vec<&str>) =
        (stored.split('\n').collect(), replayed.split('\n').collect());
    let i = (0..s.len().max(r.len()))
        .find(|&i| s.get(i) != r.get(i))
        .unwrap_or(0);
    Some(Mismatch {
        round,
        what: what.to_string(),
        line: i + 1,
        stored: s.get(i).unwrap_or(&"<end>").to_string(),
        replayed: r.get(i).unwrap_or(&"<end>").to_string(),
    })
}

fn differ_json(round: u32, what: &str, stored: &Value, replayed: &Value) -> Option<Mismatch> {
    if stored == replayed {
        return None;
    }
    let pretty = |v: &Value| serde_json::to_string_pretty(v).unwrap_or_default();
    differ(round, what, &pretty(stored), &pretty(replayed))
}

impl Play<'_> {
    /// Replays game `id`; see the module doc. A mismatch is a finding, not an error.
    pub fn replay(&self, id: i64) -> Result<ReplayReport, ModError> {
        self.ctx.read(|c| {
            let g = game(c, id)?;
            let engine = self.ctx.engine(&g.kind)?;
            let seats = players(c, id)?.len();
            let stored = rounds(c, id)?;
            // The reports of undone rounds (see `rollback`) are history, not this record.
            let undone = crate::store::rollback::undone_mails(c, id)?;
            let record = Record {
                subs: submissions(c, id, None)?,
                mails: outbox_of_game(c, id)?
                    .into_iter()
                    .filter(|m| !undone.contains_key(&m.id.0))
                    .collect(),
                pictures: crate::store::pictures::svgs_of_rounds(c, id)?,
                // As its game-over mail showed them: from the ratings kept before it.
                rated: crate::moderator::ratings::as_mailed(c, self.records.placing(&g.kind), &g)?,
            };
            let mut report = ReplayReport {
                game: id,
                rounds: 0,
                mails: 0,
                mismatch: None,
            };
            let names = names_at_creation(c, id)?;
            let players = Players::named(&names);
            let mut state = engine.new_game(&g.settings, players, &mut step_rng(g.seed, 0))?;
            let grants = compensations(c, id)?;
            for (k, r) in (1u32..).zip(&stored) {
                state = apply_grants(engine, state, &grants, k)?;
                let found = self.replay_round(engine, &g, k, r, &state, seats, &record)?;
                report.mails += found.1;
                if let Some(m) = found.0 {
                    report.mismatch = Some(m);
                    return Ok(report);
                }
                report.rounds = k;
                state = r.state_after.clone().into_value();
            }
            state = apply_grants(engine, state, &grants, g.round)?;
            report.mismatch = differ_json(report.rounds, "current state", &g.state, &state);
            Ok(report)
        })
    }

    #[allow(clippy::too_many_arguments)]
    fn replay_round(
        &self,
        engine: &dyn crate::games::DynGame,
        g: &crate::store::games::GameRow,
        k: u32,
        r: &RoundRow,
        state: &Value,
        seats: usize,
        record: &Record,
    ) -> Result<(Option<Mismatch>, u32), ModError> {
        if r.number != k {
            let m = differ(k, "round number", &r.number.to_string(), &k.to_string());
            return Ok((m, 0));
        }
        if let Some(m) = differ_json(k, "state before", &r.state_before, state) {
            return Ok((Some(m), 0));
        }
        // The orders that should have counted, and when they arrived.
        let round_subs: Vec<_> = record
            .subs
            .iter()
            .filter(|s| s.round == k)
            .cloned()
            .collect();
        let before = engine.load(state)?;
        let kept = kept_orders(&*before, seats, &round_subs)?;
        // The round names its resigned seats; one stored before it did played the default for
        // them: the seats it defaulted whatever they had on file.
        let gathered = gather(&*before, kept, |seat| match &r.resigned {
            Some(resigned) if resigned.contains(&seat) => Sitter::Resigned,
            Some(_) if r.late.contains(&seat) => Sitter::Person,
            _ if r.defaulted.contains(&seat) => Sitter::Nobody,
            _ => Sitter::Computer,
        })?;
        for (i, want) in gathered.orders.iter().enumerate() {
            let got = r.orders.get(i).cloned().unwrap_or(Value::Null);
            if let Some(m) = differ_json(k, &format!("orders of seat {i}"), &got, want) {
                return Ok((Some(m), 0));
            }
        }
        let (stored, replayed) = (
            format!("{:?}", r.defaulted),
            format!("{:?}", gathered.defaulted),
        );
        if let Some(m) = differ(k, "seats defaulted", &stored, &replayed) {
            return Ok((Some(m), 0));
        }
        let arrival = gathered.arrival;
        let turn = TurnOrders {
            orders: &r.orders,
            arrival: &arrival,
        };
        let res = before.resolve(turn, &mut step_rng(g.seed, k))?;
        if let Some(m) = differ_json(k, "events", &r.events, &res.events) {
            return Ok((Some(m), 0));
        }
        if let Some(m) = differ_json(k, "state after", &r.state_after, &res.state) {
            return Ok((Some(m), 0));
        }
        let say = crate::lang::Say::builtin(r.languages.report());
        let after = engine.load(&res.state)?;
        let public = before.render_report(&res.events, &*after, None, say)?;
        if let Some(m) = differ(k, "public report", &r.report, &public) {
            return Ok((Some(m), 0));
        }
        // The board pictures the round's mails carried, when drawn (one per language).
        let drawn = (&*before, &res.events, &*after);
        if let Some(m) = pictures_differ(engine, k, record, drawn)? {
            return Ok((Some(m), 0));
        }
        let redone = RoundRow {
            state_before: JsonDoc::from_value(state.clone()),
            events: JsonDoc::from_value(res.events),
            state_after: JsonDoc::from_value(res.state),
            ..r.clone()
        };
        self.mails_differ(engine, g, &redone, record)
    }

    /// Round `redone` (replayed)'s round reports and game-over mails rebuilt and compared with
    /// those sent: the first that differs, and how many were checked before it.
    fn mails_differ(
        &self,
        engine: &dyn crate::games::DynGame,
        g: &crate::store::games::GameRow,
        redone: &RoundRow,
        record: &Record,
    ) -> Result<(Option<Mismatch>, u32), ModError> {
        let k = redone.number;
        let mut checked = 0;
        for row in record.mails.iter().filter(|m| {
            m.ctx.round == Some(k)
                && matches!(m.mail.kind, MailKind::RoundReport | MailKind::GameOver)
        }) {
            let seat = Seat(row.ctx.seat.unwrap_or_default());
            let (kind, subject, body) = self.notify.round_mail(engine, g.id, g.tz, redone, seat)?;
            let what = format!("{} mail {} to seat {}", kind.as_str(), row.id.0, seat.0);
            let stored_subject = row
                .mail
                .subject
                .split_once("] ")
                .map_or(row.mail.subject.as_str(), |(_, s)| s);
            // A game-over mail shows the game's rating changes (issue 52); one sent before it
            // did not: either is the mail rebuilt.
            let mut bodies = vec![body];
            // A round report with the composer's link (issue 67): the link made again from
            // the round replayed, the mail's reply address and subject.
            if kind == MailKind::RoundReport
                && let Some(to) = &row.mail.reply_to
            {
                let code = crate::moderator::language::known(redone.languages.seat(seat))
                    .unwrap_or(crate::lang::ENGLISH);
                let _speaking = crate::lang::speak(code);
                let after = engine.load(&redone.state_after)?;
                let at = (g.id, k + 1, seat);
                if let Some(link) =
                    (self.notify).composer_link(engine, &*after, at, (to, &row.mail.subject))?
                {
                    let linked = self.notify.with_composer(&bodies[0], &link);
                    bodies.insert(0, linked);
                }
            }
            if kind == MailKind::GameOver {
                let code = crate::moderator::language::known(redone.languages.seat(seat))
                    .unwrap_or(crate::lang::ENGLISH);
                let _speaking = crate::lang::speak(code);
                let rated =
                    self.notify
                        .with_ratings(&bodies[0], &g.kind, &record.rated, &row.mail.to)?;
                bodies.extend(rated);
                bodies.reverse();
            }
            // A body dropped for its age (`mail_body_months`) is checked by its hash.
            let body_differs = match &row.body_sha256 {
                None if bodies.contains(&row.mail.body) => None,
                None => differ(k, &what, &row.mail.body, &bodies[0]),
                Some(kept) => {
                    let hashes: Vec<String> = (bodies.iter())
                        .map(|b| crate::store::retention::body_sha256(b))
                        .collect();
                    let what = format!("{what} (SHA-256 of its dropped body)");
                    match hashes.contains(kept) {
                        true => None,
                        false => differ(k, &what, kept, &hashes[0]),
                    }
                }
            };
            if let Some(m) =
                differ(k, &format!("{what} (subject)"), stored_subject, &subject).or(body_differs)
            {
                return Ok((Some(m), checked));
            }
            checked += 1;
        }
        Ok((None, checked))
    }
}

/// The board pictures round `k`'s mails carried (one per language), drawn again from the
/// states and events replayed (`drawn`): the first that differs.
fn pictures_differ(
    engine: &dyn crate::games::DynGame,
    k: u32,
    record: &Record,
    (before, events, after): (&dyn crate::games::Loaded, &Value, &dyn crate::games::Loaded),
) -> Result<Option<Mismatch>, ModError> {
    let mut stored: Vec<(&String, &String)> = (record.pictures.iter())
        .filter(|((round, _), _)| *round == k)
        .map(|((_, language), svg)| (language, svg))
        .collect();
    stored.sort();
    for (language, stored) in stored {
        let say = crate::lang::Say::builtin(language);
        let drawn = match engine.capabilities().pictures {
            Some(p) => p.render_picture(Some(before), events, after, say)?,
            None => String::new(),
        };
        let what = match language.as_str() {
            crate::lang::ENGLISH => "board picture (SVG)".to_string(),
            other => format!("board picture in {other} (SVG)"),
        };
        if let Some(m) = differ(k, &what, stored, &drawn) {
            return Ok(Some(m));
        }
    }
    Ok(None)
}

/// What a game's record holds besides its rounds: the submissions, the mails that stand and
/// the board pictures by round.
struct Record {
    subs: Vec<crate::store::rounds::Submission>,
    mails: Vec<crate::store::mail::OutboxRow>,
    /// By round and language.
    pictures: std::collections::HashMap<(u32, String), String>,
    /// What the game changed of its players' ratings (its game-over mails show it).
    rated: Vec<crate::store::ratings::ChangeRow>,
}

/// The players' names as the game was created with them (its `create` audit line, written in
/// the same transaction), seat by seat: a game that names its pieces after players (the race)
/// is rebuilt as it was, even after a replacement.
fn names_at_creation(c: &rusqlite::Connection, id: i64) -> Result<Vec<String>, ModError> {
    let created = crate::store::audit::of_game(c, id)?
        .into_iter()
        .find(|a| a.action == "create");
    let from_audit: Option<Vec<String>> = created.and_then(|a| {
        a.detail["players"].as_array().map(|ps| {
            ps.iter()
                .map(|p| p[0].as_str().unwrap_or_default().to_string())
                .collect()
        })
    });
    match from_audit {
        Some(names) => Ok(names),
        None => Ok(players(c, id)?.into_iter().map(|p| p.name).collect()),
    }
}

/// What the operator granted as compensation (`player compensate`), from the audit: (round,
/// seat, n). Stored under the action `wildcards`, the name of the first game's grant.
/// A rollback to round N voids the grants made during later rounds (their states are gone).
fn compensations(c: &rusqlite::Connection, id: i64) -> Result<Vec<(u32, Seat, u8)>, ModError> {
    let mut grants = Vec::new();
    for a in crate::store::audit::of_game(c, id)? {
        let round = a.detail["round"].as_u64().map(|r| r as u32);
        match (a.action.as_str(), round) {
            ("wildcards", Some(round)) => {
                let seat = a.detail["seat"].as_u64().map(|s| Seat(s as u8));
                let n = a.detail["wildcards"].as_u64().map(|n| n as u8);
                if let (Some(seat), Some(n)) = (seat, n) {
                    grants.push((round, seat, n));
                }
            }
            ("rollback", _) => {
                if let Some(to) = a.detail["to"].as_u64() {
                    grants.retain(|g| u64::from(g.0) <= to);
                }
            }
            _ => {}
        }
    }
    Ok(grants)
}

/// `state` with the grants made during round `round` applied, as they were when granted.
fn apply_grants(
    engine: &dyn crate::games::DynGame,
    mut state: Value,
    grants: &[(u32, Seat, u8)],
    round: u32,
) -> Result<Value, ModError> {
    for &(_, seat, n) in grants.iter().filter(|g| g.0 == round) {
        let Some(compensation) = engine.capabilities().compensation else {
            // english: a replay's error for the operator
            let no = format!(
                "a {} game has nothing to grant as compensation",
                engine.kind()
            );
            return Err(DynError::Setup(SetupError::plain(no)).into());
        };
        state = compensation.grant(&*engine.load(&state)?, seat, n)?;
    }
    Ok(state)
}
