//! The lobby's part of a game's export: how it was opened, who joined it or waits on its
//! standby list, who watches it, and the seats offered from the standby list. The shareable
//! export ([`hide`]) keeps none of their addresses, nor a private game's word.

use super::super::error::ModError;
use crate::store::lobby as store;
use chrono::SecondsFormat;
use rusqlite::Connection;
use serde_json::{Value, json};

fn t(x: chrono::DateTime<chrono::Utc>) -> String {
    x.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// The lobby's record of game `id` (null for a game made with `game new`).
pub(crate) fn export(c: &Connection, id: i64) -> Result<Value, ModError> {
    let observers: Vec<Value> = store::observers(c, id)?
        .into_iter()
        .map(|a| json!({ "address": a }))
        .collect();
    let Some(g) = store::game(c, id)? else {
        return Ok(if observers.is_empty() {
            Value::Null
        } else {
            json!({ "observers": observers })
        });
    };
    let seats: Vec<Value> = store::seats(c, id)?
        .into_iter()
        .map(|s| {
            json!({ "name": s.name, "address": s.address, "standby": s.standby, "joined_at": t(s.joined_at) })
        })
        .collect();
    let offers: Vec<Value> = store::offers(c, id)?
        .into_iter()
        .map(|o| {
            json!({
                "seat": o.seat, "address": o.address, "offered_at": t(o.offered_at),
                "expires_at": t(o.expires_at), "state": o.state,
            })
        })
        .collect();
    Ok(json!({
        "kind": g.kind, "request": g.request, "seats": g.seats, "min_seats": g.min_seats,
        "start_at": g.start_at.map(t), "fill_bots": g.fill_bots, "word": g.word,
        "description": g.description, "opened_by": g.opened_by, "status": g.status.as_str(),
        "created_at": t(g.created_at), "started_at": g.started_at.map(t),
        "joined": seats, "observers": observers, "offers": offers,
    }))
}

/// Takes the addresses and the private word out of a lobby record: returns each address with
/// what replaces it everywhere in the export (`standby-1@hidden.invalid`...).
pub(crate) fn hide(lobby: &mut Value) -> Vec<(String, String)> {
    let mut hidden = Vec::new();
    let mut hide_in = |list: &str, what: &str, lobby: &mut Value| {
        for (i, v) in lobby[list].as_array_mut().into_iter().flatten().enumerate() {
            if let Some(a) = v["address"].as_str() {
                hidden.push((a.to_string(), format!("{what}-{}@hidden.invalid", i + 1)));
            }
        }
    };
    hide_in("joined", "joined", lobby);
    hide_in("observers", "observer", lobby);
    hide_in("offers", "offered", lobby);
    if lobby.get("word").is_some_and(|w| !w.is_null()) {
        lobby["word"] = Value::String("********".into());
    }
    if let Some(by) = lobby.get("opened_by").and_then(Value::as_str)
        && by.contains('@')
    {
        hidden.push((by.to_string(), "opener@hidden.invalid".into()));
    }
    hidden
}
