//! `LIST`: the games open to be joined, each in a few words (its settings, when its deadlines
//! fall, its seats).

use super::Request;
use crate::games::capability::DynHouseRules;
use crate::moderator::error::ModError;
use crate::moderator::layers::Lobby;
use crate::moderator::lobby::Asked;
use crate::moderator::replies::Item;
use crate::schedule::{format_time, parse_schedule};
use crate::store::lobby::{self as store, LobbyGame, LobbyStatus};
use serde_json::{Value, json};

/// A game's settings in a few words, for LIST, in the reader's language: `race (board race,
/// a stand-in after 2 missed rounds)`. A setting is worded by the game's message
/// `<kind>-setting-<key>` or robomod's `setting-<key>` (its value as `$value`), else shown as
/// `key=value`. The game's house rules set to other than its own come last, as their words
/// (`LIVES 5`, `UPGRADES OFF`: [`crate::games::capability::house::changed`]).
fn describe(g: &LobbyGame, house: Option<&dyn DynHouseRules>) -> String {
    let request: Request = serde_json::from_value(g.request.clone()).unwrap_or_default();
    let say = crate::lang::now();
    let is_house = |k: &str| house.is_some_and(|h| h.rules().iter().any(|r| r.key == k));
    let mut shown: Vec<String> = request
        .settings
        .iter()
        .filter(|(k, _)| !is_house(k))
        .filter_map(|(k, v)| {
            let v = match v {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            if v.len() > 20 || v.contains('\n') {
                return None;
            }
            let value = match v.parse::<i64>() {
                Ok(n) => crate::lang::Arg::from(n),
                Err(_) => crate::lang::Arg::from(v.as_str()),
            };
            let ids = [format!("{}-setting-{k}", g.kind), format!("setting-{k}")];
            Some(match ids.iter().find(|id| say.has(id)) {
                Some(id) => say.args(id, &[("value", value)]),
                None => format!("{k}={v}"),
            })
        })
        .collect();
    if let Some(house) = house {
        let settings = Value::Object(request.settings.clone());
        shown.extend(crate::games::capability::house::changed(
            house, &settings, say,
        ));
    }
    let kind = kind_word(&g.kind, say);
    if shown.is_empty() {
        kind
    } else {
        format!("{kind} ({})", shown.join(", "))
    }
}

/// A game's kind as the reader types it in OPEN: the first of the game's names in their
/// language (`<kind>-names`: `wyścig`), in lower case, else the kind (`rambots`).
fn kind_word(kind: &str, say: crate::lang::Say<'_>) -> String {
    let id = format!("{kind}-names");
    let named = say.has(&id).then(|| say.t(&id));
    named
        .as_deref()
        .and_then(|n| n.split_whitespace().next())
        .map_or_else(|| kind.to_string(), str::to_lowercase)
}

/// When deadlines fall, in words: `22:00 Europe/London`, or the default; a time of day always
/// with its zone (`22:00 UTC`), a period (`48h`) as it is.
fn schedule_words(g: &LobbyGame, (default, default_tz): (&str, chrono_tz::Tz)) -> String {
    let request: Request = serde_json::from_value(g.request.clone()).unwrap_or_default();
    let s = request.schedule.unwrap_or_else(|| default.to_string());
    match parse_schedule(&s) {
        // A time of day with no zone of its own: the game's (or the default).
        Ok((crate::schedule::Schedule::Daily(_), None)) => {
            let tz = request.tz.unwrap_or_else(|| default_tz.name().to_string());
            format!("{s} {tz}")
        }
        _ => s,
    }
}

impl Lobby<'_> {
    /// `LIST` and `LIST 12`.
    pub(crate) fn list_item(&self, asked: Asked<'_>, game: Option<i64>) -> Result<Item, ModError> {
        let Asked { c, from, quote, .. } = asked;
        let default = (self.ctx.config.schedule.as_str(), self.ctx.config.tz);
        let row = |g: &LobbyGame| -> Result<Value, ModError> {
            let seats = store::seats(c, g.id)?;
            let taken = seats.iter().filter(|s| !s.standby).count();
            let request: Request = serde_json::from_value(g.request.clone()).unwrap_or_default();
            let mut players = Vec::new();
            for s in seats.iter().filter(|s| !s.standby) {
                players.push(crate::moderator::ratings::table::figures(
                    c, &g.kind, &s.address, &s.name,
                )?);
            }
            Ok(json!({
                "players": players,
                "entry": request.entry.context(),
                "id": g.id,
                "what": describe(g, self.ctx.engine(&g.kind).ok().and_then(|e| e.capabilities().house)),
                "taken": taken,
                "seats": g.seats,
                "min_seats": g.min_seats,
                "standby": seats.len() - taken,
                "schedule": schedule_words(g, default),
                "start_at": g.start_at.map(|t| format_time(t, chrono_tz::Tz::UTC)),
                "fill_bots": g.fill_bots,
                "by_moderator": g.opened_by == "admin",
                "description": g.description,
                "private": g.word.is_some(),
                "names": seats.iter().filter(|s| !s.standby).map(|s| s.name.clone()).collect::<Vec<_>>(),
                "mine": seats.iter().any(|s| s.address == from),
            }))
        };
        let text = match game {
            Some(id) => {
                let g = store::game(c, id)?;
                // A private game is shown only to those who joined it.
                let visible = g.as_ref().is_some_and(|g| {
                    g.word.is_none()
                        || store::seats(c, g.id)
                            .map(|s| s.iter().any(|s| s.address == from))
                            .unwrap_or(false)
                });
                match g.filter(|_| visible) {
                    Some(g) if g.status == LobbyStatus::Open => self.notify.render(
                        "lobby_list.txt",
                        json!({ "one": row(&g)?, "address": self.ctx.config.identity.address, "tournaments": [] }),
                    )?,
                    _ => {
                        return self.notify.lobby_answer(
                            "no_open_game",
                            quote,
                            json!({ "game": id }),
                            true,
                        );
                    }
                }
            }
            None => {
                let mut open = Vec::new();
                for g in store::games(c, LobbyStatus::Open)? {
                    if g.word.is_none() {
                        open.push(row(&g)?);
                    }
                }
                let watch = self.watchable(c)?;
                self.notify.render(
                    "lobby_list.txt",
                    json!({ "one": null, "open": open, "watch": watch, "address": self.ctx.config.identity.address,
                            "tournaments": self.tournaments.tournament_list(c)? }),
                )?
            }
        };
        let mut item = self.notify.lobby_answer("list", quote, json!({}), false)?;
        item.acted = false;
        item.attachment = Some(text);
        Ok(item)
    }
}
