//! Games opened to be joined by the operator (`robomod game open`, [`Lobby::open_game`];
//! by a player: `super::open`); `LIST`, `JOIN`, `LEAVE`; and the start of a game, on its own
//! when its last seat is taken (at a start date: `super::open`). A started game is created exactly as `game new` creates one (welcome mails,
//! the first deadline from then), under the number it was listed with.

use super::super::error::ModError;
use crate::games::{DynError, Players, step_rng};
use crate::moderator::admin::games::{NewGame, NewMaster, NewPlayer};
use crate::moderator::layers::Lobby;
use crate::moderator::lobby::Asked;
use crate::moderator::replies::Item;
use crate::schedule::{format_time, parse_schedule};
use crate::store::audit;
use crate::store::lobby::{self as store, LobbyGame, LobbySeat, LobbyStatus};
use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

mod list;

/// Every `game new` setting of a game opened to be joined, kept until it starts.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub kind: String,
    #[serde(default)]
    pub settings: Map<String, Value>,
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub schedule: Option<String>,
    #[serde(default)]
    pub tz: Option<String>,
    #[serde(default)]
    pub min_notice_secs: Option<i64>,
    #[serde(default)]
    pub early_delay_secs: Option<i64>,
    #[serde(default)]
    pub speedbots_secs: Option<i64>,
    #[serde(default)]
    pub reminder_secs: Option<i64>,
    #[serde(default)]
    pub press: Option<String>,
    #[serde(default)]
    pub press_archive: bool,
    /// The name who OPENed it by mail gave (their mail's display name): they run it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opener_name: Option<String>,
    /// Who may join: a minimum rating and dedication (`--set min_rating=1100`).
    #[serde(flatten)]
    pub entry: crate::moderator::ratings::entry::Entry,
}

impl Request {
    /// The `game new` of this request with these players.
    pub fn new_game(&self, players: Vec<NewPlayer>) -> NewGame {
        NewGame {
            kind: self.kind.clone(),
            players,
            settings: self.settings.clone(),
            seed: self.seed,
            schedule: self.schedule.clone(),
            tz: self.tz.clone(),
            min_notice: self.min_notice_secs.map(Duration::seconds),
            early_delay: self.early_delay_secs.map(Duration::seconds),
            speedbots_grace: self.speedbots_secs.map(Duration::seconds),
            reminder_lead: self.reminder_secs.map(Duration::seconds),
            press: self.press.clone(),
            press_archive: self.press_archive,
            master: None,
        }
    }
}

/// A game to open for joining.
#[derive(Clone, Debug, Default)]
pub struct OpenGame {
    pub request: Request,
    /// It starts on its own when this many have joined.
    pub seats: u32,
    /// At `start_at`, it starts with at least this many (default: every seat).
    pub min_seats: Option<u32>,
    pub start_at: Option<DateTime<Utc>>,
    /// At `start_at`, computer players take the seats nobody took.
    pub fill_bots: bool,
    /// A private game's word: it is listed to nobody and joined with `JOIN 12 word`.
    pub word: Option<String>,
    pub description: String,
}

/// What a `JOIN` asks for.
pub(crate) struct Wanted<'a> {
    pub game: i64,
    pub standby: bool,
    pub word: Option<&'a str>,
    pub name: Option<&'a str>,
}

/// The computer players' names, in the order they take empty seats.
const BOT_NAMES: &[&str] = &[
    "Robo", "Cog", "Gizmo", "Sprocket", "Widget", "Bolt", "Rivet", "Servo",
];

impl Lobby<'_> {
    /// Opens a game to be joined (`robomod game open`): checked as `game new` would check it;
    /// returns its number.
    pub fn open_game(&self, open: &OpenGame) -> Result<i64, ModError> {
        let now = self.ctx.now();
        self.ctx.write(|c| self.open_game_in(c, open, "admin", now))
    }

    pub(crate) fn open_game_in(
        &self,
        c: &Connection,
        open: &OpenGame,
        by: &str,
        now: DateTime<Utc>,
    ) -> Result<i64, ModError> {
        let engine = self.ctx.engine(&open.request.kind)?;
        // Who may join (`min_rating`, `min_dedication`): robomod's, not the engine's.
        let mut request = open.request.clone();
        let entry = crate::moderator::ratings::entry::Entry::take(&mut request.settings)?;
        if !entry.is_open() {
            request.entry = entry;
        }
        let open = &OpenGame {
            request,
            ..open.clone()
        };
        let min = open.min_seats.unwrap_or(open.seats);
        if open.seats == 0 || min == 0 || min > open.seats {
            // In the words of whoever opens it: a player by mail, the operator (English).
            return Err(ModError::Input(crate::say!(
                crate::lang::now(),
                "open-bad-seats",
                seats = open.seats,
                min = min
            )));
        }
        // robomod's own options (`language`, `pictures`, the seats' rules) are checked here and
        // kept with the request for the game's start; the engine checks the rest.
        let mut engine_settings = open.request.settings.clone();
        crate::moderator::admin::options::take(&mut engine_settings)?;
        let settings = engine.check_settings(&Value::Object(engine_settings))?;
        // The game must be playable with every number of players it may start with.
        for n in [min, open.seats] {
            let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
            engine
                .new_game(&settings, Players::named(&names), &mut step_rng(0, 0))
                .map_err(|e| {
                    // In the words of whoever opens it, as the seats' error above.
                    let why = match e {
                        DynError::Setup(s) => s.in_words(crate::lang::now()),
                        other => other.to_string(),
                    };
                    ModError::Input(crate::say!(
                        crate::lang::now(),
                        "open-not-playable",
                        kind = open.request.kind.as_str(),
                        players = n,
                        why = why
                    ))
                })?;
        }
        if let Some(s) = &open.request.schedule {
            parse_schedule(s).map_err(ModError::Input)?;
        }
        if let Some(w) = &open.word
            && (w.is_empty() || w.contains(char::is_whitespace) || w.len() > 30)
        {
            return Err(ModError::Input(crate::say!(
                crate::lang::now(),
                "open-bad-word",
                word = w.as_str()
            )));
        }
        let g = LobbyGame {
            id: 0,
            kind: open.request.kind.clone(),
            request: serde_json::to_value(&open.request)?,
            seats: open.seats,
            min_seats: min,
            start_at: open.start_at,
            fill_bots: open.fill_bots,
            word: open.word.clone(),
            description: open.description.clone(),
            opened_by: by.to_string(),
            status: LobbyStatus::Open,
            created_at: now,
            started_at: None,
        };
        let id = store::insert_game(c, &g)?;
        let detail = json!({
            "kind": g.kind, "request": g.request, "seats": g.seats, "min_seats": g.min_seats,
            "start_at": g.start_at.map(|t| t.timestamp()), "fill_bots": g.fill_bots,
            "private": g.word.is_some(), "opened_by": by,
        });
        let actor = if by == "admin" { "admin" } else { "player" };
        audit::record(c, now, Some(id), actor, "lobby_open", detail)?;
        Ok(id)
    }

    /// Every game open to be joined, with who joined, oldest first (`game list --open`).
    pub fn open_games(&self) -> Result<Vec<(LobbyGame, Vec<LobbySeat>)>, ModError> {
        self.ctx.read(|c| {
            store::games(c, LobbyStatus::Open)?
                .into_iter()
                .map(|g| {
                    let seats = store::seats(c, g.id)?;
                    Ok((g, seats))
                })
                .collect()
        })
    }

    /// The one game open to everyone (no private word) with a seat free, if there is exactly
    /// one: the game a seat asked for in words that name none means.
    pub(crate) fn only_open_game(&self, c: &Connection) -> Result<Option<i64>, ModError> {
        let mut free = Vec::new();
        for g in store::games(c, LobbyStatus::Open)? {
            let taken = store::seats(c, g.id)?.iter().filter(|s| !s.standby).count();
            if g.word.is_none() && taken < g.seats as usize {
                free.push(g.id);
            }
        }
        Ok(match free[..] {
            [one] => Some(one),
            _ => None,
        })
    }

    /// `JOIN 12 [word] [STANDBY] [AS Name]`.
    pub(crate) fn join_item(&self, asked: Asked<'_>, w: Wanted) -> Result<Item, ModError> {
        let (c, from, quote, now) = (asked.c, asked.from, asked.quote, asked.now);
        let id = w.game;
        let Some(g) = store::game(c, id)? else {
            return self
                .notify
                .lobby_answer("no_open_game", quote, json!({ "game": id }), true);
        };
        let seats = store::seats(c, id)?;
        // Any address of the person (`ALSO`): one person, one seat.
        let addresses = crate::store::people::same_person(c, from)?;
        let mine = seats.iter().find(|s| addresses.contains(&s.address));
        // A private game answers the wrong word as if it did not exist.
        if let Some(word) = &g.word
            && mine.is_none()
            && w.word != Some(word.as_str())
        {
            return self
                .notify
                .lobby_answer("no_open_game", quote, json!({ "game": id }), true);
        }
        if g.status == LobbyStatus::Cancelled {
            return self
                .notify
                .lobby_answer("no_open_game", quote, json!({ "game": id }), true);
        }
        let name = match super::joining_name(w.name, from) {
            Ok(n) => n,
            Err(bad) => {
                return self
                    .notify
                    .lobby_answer("bad_name", quote, json!({ "name": bad }), true);
            }
        };
        if g.status == LobbyStatus::Started && !w.standby {
            return self
                .notify
                .lobby_answer("started", quote, json!({ "game": id }), true);
        }
        // Who may join: the game's minimum rating and dedication, with the player's own.
        let request: Request = serde_json::from_value(g.request.clone()).unwrap_or_default();
        let entry = crate::moderator::ratings::entry::check(c, &g.kind, from, request.entry)?;
        if let Some(mut ctx) = entry.filter(|_| mine.is_none()) {
            ctx["game"] = id.into();
            return self.notify.lobby_answer("below_minimum", quote, ctx, true);
        }
        let ctx = json!({ "game": id, "name": name, "seats": g.seats });
        if w.standby {
            let seated = mine.is_some_and(|s| !s.standby);
            return self.standby_item(asked, (id, &name), seated, ctx);
        }
        if mine.is_some_and(|s| !s.standby) {
            return self.notify.lobby_answer("already_seated", quote, ctx, true);
        }
        let taken: Vec<&LobbySeat> = seats.iter().filter(|s| !s.standby).collect();
        if taken.len() as u32 >= g.seats {
            return self.notify.lobby_answer("full", quote, ctx, true);
        }
        if taken.iter().any(|s| s.name.eq_ignore_ascii_case(&name)) {
            return self.notify.lobby_answer("name_taken", quote, ctx, true);
        }
        let cap = self.ctx.config.lobby.max_seats;
        if store::open_seats_of(c, from)? >= cap {
            return self
                .notify
                .lobby_answer("seat_cap", quote, json!({ "cap": cap }), true);
        }
        store::join(
            c,
            &LobbySeat {
                game: id,
                address: from.into(),
                name: name.clone(),
                standby: false,
                joined_at: now,
            },
        )?;
        audit::record(
            c,
            now,
            Some(id),
            "player",
            "lobby_join",
            json!({ "name": name }),
        )?;
        let now_taken = taken.len() as u32 + 1;
        let started = if now_taken == g.seats {
            self.start_lobby_game(c, &g, now)?;
            true
        } else {
            false
        };
        let ctx = json!({
            "game": id, "name": name, "taken": now_taken, "seats": g.seats,
            "started": started, "start_at": g.start_at.map(|t| format_time(t, chrono_tz::Tz::UTC)),
            "min_seats": g.min_seats,
        });
        self.notify.lobby_answer("joined", quote, ctx, false)
    }

    /// `JOIN n STANDBY`: `from` on the standby list of lobby game `id` under `name` (unless
    /// `seated` in it already), told their place.
    fn standby_item(
        &self,
        asked: Asked<'_>,
        (id, name): (i64, &str),
        seated: bool,
        ctx: Value,
    ) -> Result<Item, ModError> {
        let (c, from, quote, now) = (asked.c, asked.from, asked.quote, asked.now);
        if seated {
            return self.notify.lobby_answer("already_seated", quote, ctx, true);
        }
        store::join(
            c,
            &LobbySeat {
                game: id,
                address: from.into(),
                name: name.to_string(),
                standby: true,
                joined_at: now,
            },
        )?;
        let place = store::seats(c, id)?
            .iter()
            .filter(|s| s.standby)
            .position(|s| s.address == from)
            .map_or(0, |p| p + 1);
        audit::record(
            c,
            now,
            Some(id),
            "player",
            "lobby_standby",
            json!({ "name": name }),
        )?;
        self.notify.lobby_answer(
            "standby",
            quote,
            json!({ "game": id, "place": place }),
            false,
        )
    }

    /// `LEAVE 12`: a seat or a standby place given up before the game starts (a standby place
    /// also after).
    pub(crate) fn leave_item(&self, asked: Asked<'_>, id: i64) -> Result<Item, ModError> {
        let (c, from, quote, now) = (asked.c, asked.from, asked.quote, asked.now);
        let g = store::game(c, id)?;
        let mine = store::seats(c, id)?.into_iter().find(|s| s.address == from);
        match (g, mine) {
            (Some(g), Some(s)) if g.status == LobbyStatus::Open || s.standby => {
                store::leave(c, id, from)?;
                audit::record(
                    c,
                    now,
                    Some(id),
                    "player",
                    "lobby_leave",
                    json!({ "name": s.name, "standby": s.standby }),
                )?;
                self.notify.lobby_answer(
                    "left",
                    quote,
                    json!({ "game": id, "standby": s.standby }),
                    false,
                )
            }
            (Some(g), Some(_)) if g.status == LobbyStatus::Started => {
                self.notify
                    .lobby_answer("leave_started", quote, json!({ "game": id }), true)
            }
            _ => self
                .notify
                .lobby_answer("not_in", quote, json!({ "game": id }), true),
        }
    }

    /// Starts lobby game `g` with who joined, computer players in the empty seats when
    /// `fill` (the start date of a game that asked for them): created as `game new` creates a
    /// game, under `g`'s number.
    pub(crate) fn start_lobby_game(
        &self,
        c: &Connection,
        g: &LobbyGame,
        now: DateTime<Utc>,
    ) -> Result<i64, ModError> {
        let seats = store::seats(c, g.id)?;
        let mut players: Vec<NewPlayer> = seats
            .iter()
            .filter(|s| !s.standby)
            .map(|s| NewPlayer {
                name: s.name.clone(),
                address: s.address.clone(),
            })
            .collect();
        let humans = players.len();
        if g.fill_bots {
            for name in BOT_NAMES {
                if players.len() as u32 >= g.seats {
                    break;
                }
                if players.iter().any(|p| p.name.eq_ignore_ascii_case(name)) {
                    continue;
                }
                players.push(NewPlayer {
                    name: name.to_string(),
                    address: super::super::seats::bot_address(name),
                });
            }
        }
        let request: Request = serde_json::from_value(g.request.clone())
            .map_err(|e| ModError::Corrupt(format!("lobby game {}: {e}", g.id)))?;
        let mut new = request.new_game(players);
        // Who opened it by mail runs it (the operator's games have no master but the operator).
        if g.opened_by != "admin" {
            new.master = Some(NewMaster {
                name: request.opener_name.clone(),
                ..NewMaster::new(&g.opened_by, "lobby")
            });
        }
        let id = self.admin.create_game_in(c, &new, Some(g.id))?;
        store::set_status(c, g.id, LobbyStatus::Started, now)?;
        let detail = json!({ "players": humans, "computer_players": g.seats as usize - humans.min(g.seats as usize) });
        audit::record(c, now, Some(id), "robomod", "lobby_start", detail)?;
        Ok(id)
    }
}
