//! `export`: a game's whole record as one JSON document: the game, its players (with their
//! keys; [`Records::export_without_keys`] redacts them), every round, every submission, every mail, the press, the
//! absences, the audit trail, the lobby's record (`lobby::record`) and the ratings (what the
//! game changed, each seat's rating and dedication now: `ratings::table::game_record`). Rounds, orders and mails undone by a rollback are in it too,
//! marked `"undone": true` / `"undone_by": ROLLBACK` (the `rollbacks` list says which and why).
//! `game.end` says how it ended (`Records::end_record`). Times are RFC 3339 UTC. Read-only.

use super::ModError;
use crate::moderator::Records;
use crate::moderator::due;
use crate::moderator::round::numbering::Numbering;
use crate::store::audit;
use crate::store::games::{game, players};
use crate::store::mail::outbox_of_game;
use crate::store::rollback;
use crate::store::rounds::{RoundRow, Submission, rounds, submissions};
use chrono::{DateTime, SecondsFormat, Utc};
use serde_json::{Value, json};

fn t(x: DateTime<Utc>) -> String {
    x.to_rfc3339_opts(SecondsFormat::Secs, true)
}

fn opt(x: Option<DateTime<Utc>>) -> Value {
    x.map_or(Value::Null, |x| Value::String(t(x)))
}

impl Records<'_> {
    /// How game `g` ended, as every other view reads it (issue 64: one truth for a game's
    /// end): `how` it ended (`decided` by its rules, `stopped` before they decided: its master
    /// or the operator terminated it or no person was left; `abandoned`), its `result` in
    /// words, each seat's `places` as the ratings take them (resigned seats last; none for an
    /// abandoned game) and whether it was `rated`. `null` while it runs.
    fn end_record(
        &self,
        c: &rusqlite::Connection,
        g: &crate::store::games::GameRow,
    ) -> Result<Value, ModError> {
        use crate::store::games::GameStatus;
        let how = match (g.status, g.outcome) {
            (GameStatus::Finished, Some(_)) => "decided",
            (GameStatus::Finished, None) => "stopped",
            (GameStatus::Abandoned, _) => "abandoned",
            _ => return Ok(Value::Null),
        };
        let result = match self.engine(&g.kind) {
            Ok(engine) => crate::moderator::words::result_line(engine, g)?,
            Err(_) => None,
        };
        let places = match g.status {
            GameStatus::Finished => {
                let ps = players(c, g.id)?;
                let places = super::ratings::seat_ranks(self.placing(&g.kind), g, &ps);
                json!(
                    ps.iter()
                        .zip(places)
                        .map(|(p, place)| json!({ "seat": p.seat, "place": place }))
                        .collect::<Vec<_>>()
                )
            }
            _ => Value::Null,
        };
        let rated = !crate::store::ratings::kept_before(c, g.id)?.is_empty();
        Ok(json!({ "how": how, "result": result, "places": places, "rated": rated }))
    }

    /// [`Records::export`] as it may be shared: no player keys (each player's `key`, and the
    /// key in every subject tag and plus-address of every stored mail, replaced by
    /// `********`), no addresses (each replaced by `seat-N@hidden.invalid`, a replaced player's
    /// by `seat-N-earlier@hidden.invalid`), no stored states
    /// (they hold private hands), no mail bodies or HTML parts (reports to a player carry
    /// their hand), no orders of the turn still open, and no author of anonymous press. The
    /// rounds' public reports, the orders that ran, the events and the audit stay. What `robomod export`
    /// writes unless asked `--with-keys` (the operator's full backup).
    pub fn export_without_keys(&self, id: i64) -> Result<Value, ModError> {
        let mut record = self.export(id)?;
        let mut addresses = Vec::new();
        if let Some(players) = record["players"].as_array_mut() {
            for p in players {
                p["key"] = Value::String("********".into());
                if let Some(a) = p["address"].as_str() {
                    addresses.push((a.to_string(), format!("seat-{}@hidden.invalid", p["seat"])));
                }
            }
        }
        record["game"]["state"] = Value::Null;
        let open = record["game"]["round"].clone();
        let live = matches!(record["game"]["status"].as_str(), Some("active" | "paused"));
        for r in record["rounds"].as_array_mut().into_iter().flatten() {
            r["state_after"] = Value::Null;
        }
        for m in record["mails"].as_array_mut().into_iter().flatten() {
            m["mail"]["body"] = Value::Null;
            // The HTML rendering carries the same text.
            if let Some(mail) = m["mail"].as_object_mut() {
                mail.remove("html");
            }
        }
        for s in record["submissions"].as_array_mut().into_iter().flatten() {
            if live && s["round"] == open {
                for field in ["text", "orders", "canonical", "problems"] {
                    s[field] = Value::Null;
                }
            }
        }
        for p in record["press"].as_array_mut().into_iter().flatten() {
            if p["anonymous"] == Value::Bool(true) {
                p["from_seat"] = Value::Null;
            }
        }
        // A player replaced is hidden too (the audit of `player replace` names them, and the
        // mails they were sent), as the seat's earlier player.
        for a in record["audit"].as_array().into_iter().flatten() {
            if a["action"] == "replace"
                && let Some(old) = a["detail"]["old"].as_str()
            {
                let seat = &a["detail"]["seat"];
                addresses.push((
                    old.to_string(),
                    format!("seat-{seat}-earlier@hidden.invalid"),
                ));
            }
        }
        // Player addresses first: a player who joined in the lobby is hidden as their seat.
        addresses.extend(super::lobby::record::hide(&mut record["lobby"]));
        let mut text = self.config.identity.redact_keys(&record.to_string());
        for (address, hidden) in &addresses {
            text = text.replace(address.as_str(), hidden);
        }
        Ok(serde_json::from_str(&text)?)
    }

    /// The whole record of game `id`, as JSON.
    pub fn export(&self, id: i64) -> Result<Value, ModError> {
        self.read(|c| {
            let g = game(c, id)?;
            let mut game_json = json!({
                "id": g.id,
                "kind": g.kind,
                "settings": g.settings,
                "seed": g.seed.to_string(),
                "status": g.status.as_str(),
                "phase": g.phase,
                "round": g.round,
                "schedule": g.schedule.to_string(),
                "tz": g.tz.name(),
                "min_notice_secs": g.min_notice.num_seconds(),
                "early_delay_secs": g.early_delay.num_seconds(),
                "speedbots_grace_secs": g.speedbots_grace.map(|d| d.num_seconds()),
                "reminder_lead_secs": g.reminder_lead.map(|d| d.num_seconds()),
                "created_at": t(g.created_at),
                "deadline": opt(g.deadline),
                "closes_at": opt(due::close_at(&g)),
                "paused_at": opt(g.paused_at),
                "finished_at": opt(g.finished_at),
                "outcome": g.outcome,
                "state": g.state,
            });
            let players: Vec<Value> = players(c, id)?
                .into_iter()
                .map(|p| {
                    json!({
                        "seat": p.seat, "name": p.name, "address": p.address, "key": p.key,
                        "status": p.status.as_str(), "bounces": p.bounces,
                        "joined_at": t(p.joined_at),
                    })
                })
                .collect();
            // The game's own numbers (issue 64: "round 1" after RAMbots' setup, its 0).
            let numbering = match self.engine(&g.kind) {
                Ok(engine) => Some(Numbering::of(c, engine, id)?),
                Err(_) => None,
            };
            let turn = |k: u32| numbering.map(|n| n.number(k));
            game_json["turn"] = turn(g.round).into();
            game_json["end"] = self.end_record(c, &g)?;
            let round_json = |r: RoundRow, undone_by: Option<i64>| {
                json!({
                    "number": r.number, "turn": turn(r.number), "phase": r.phase, "opened_at": t(r.opened_at),
                    "deadline": t(r.deadline), "closed_at": t(r.closed_at),
                    "executed_at": t(r.executed_at), "closed_by": r.closed_by.as_str(),
                    "orders": r.orders, "defaulted": r.defaulted, "late": r.late,
                    "resigned": r.resigned, "news": r.news,
                    "events": r.events, "report": r.report,
                    "next_deadline": opt(r.next_deadline), "state_after": r.state_after,
                    "undone": undone_by.is_some(), "undone_by": undone_by,
                })
            };
            let mut rounds: Vec<Value> = rounds(c, id)?
                .into_iter()
                .map(|r| round_json(r, None))
                .collect();
            rounds.extend(
                rollback::undone_rounds(c, id)?
                    .into_iter()
                    .map(|(rb, r)| round_json(r, Some(rb))),
            );
            let sub_json = |s: Submission, undone_by: Option<i64>| {
                let (orders, canonical, problems) = match s.result {
                    Ok((o, canon)) => (o, Value::String(canon), Value::Null),
                    Err(p) => (Value::Null, Value::Null, json!(p)),
                };
                json!({
                    "seat": s.seat, "round": s.round, "received_at": t(s.received_at),
                    "source": s.source.as_str(), "keyword": s.keyword, "text": s.text,
                    "orders": orders, "canonical": canonical, "problems": problems,
                    "undone": undone_by.is_some(), "undone_by": undone_by,
                })
            };
            let mut subs: Vec<Value> = submissions(c, id, None)?
                .into_iter()
                .map(|s| sub_json(s, None))
                .collect();
            subs.extend(
                rollback::undone_submissions(c, id)?
                    .into_iter()
                    .map(|(rb, s)| sub_json(s, Some(rb))),
            );
            let undone_mails = rollback::undone_mails(c, id)?;
            let mails: Vec<Value> = outbox_of_game(c, id)?
                .into_iter()
                .map(|m| {
                    json!({
                        "id": m.id.0, "round": m.ctx.round, "seat": m.ctx.seat,
                        "state": m.state, "attempts": m.attempts, "queued_at": t(m.queued_at),
                        "sent_at": opt(m.sent_at), "last_error": m.last_error, "mail": m.mail,
                        "body_sha256": m.body_sha256, "undone_by": undone_mails.get(&m.id.0),
                    })
                })
                .collect();
            let audit: Vec<Value> = audit::of_game(c, id)?
                .into_iter()
                .map(|a| json!({ "at": t(a.at), "actor": a.actor, "action": a.action, "detail": a.detail }))
                .collect();
            let press: Vec<Value> = crate::store::press::of_game(c, id)?
                .into_iter()
                .map(|p| {
                    json!({
                        "id": p.id, "round": p.round, "sent_at": t(p.sent_at),
                        "from_seat": p.from_seat, "to_seats": p.to_seats,
                        "anonymous": p.anonymous, "text": p.body, "reply_to": p.reply_to,
                    })
                })
                .collect();
            let rollbacks: Vec<Value> = rollback::of_game(c, id)?
                .into_iter()
                .map(|r| json!({ "id": r.id, "at": t(r.at), "to_round": r.to_round, "reason": r.reason }))
                .collect();
            let absences: Vec<Value> = crate::store::absences::of_game(c, id)?
                .into_iter()
                .map(|a| {
                    json!({
                        "seat": a.seat, "first_day": a.first_day.to_string(),
                        "last_day": a.last_day.to_string(), "starts_at": t(a.starts_at),
                        "ends_at": t(a.ends_at), "created_at": t(a.created_at),
                        "source": a.source.as_str(), "cancelled_at": opt(a.cancelled_at),
                    })
                })
                .collect();
            Ok(json!({
                "robomod_export": 1,
                "game": game_json,
                "players": players,
                "rounds": rounds,
                "submissions": subs,
                "mails": mails,
                "press_mode": crate::store::press::mode(c, id)?.as_str(),
                "press": press,
                "audit": audit,
                "rollbacks": rollbacks,
                "absences": absences,
                "lobby": super::lobby::record::export(c, id)?,
                "ratings": super::ratings::table::game_record(c, id, &g.kind)?,
            }))
        })
    }
}
