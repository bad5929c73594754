//! A game's life as the moderator steers it: creation (settings checked by the engine, seed
//! stored, keys drawn, welcome mails queued), and the admin actions: pause, resume, extend,
//! abandon, run now, replace a player, enter orders (in [`crate::moderator::admin`]).
//!
//! Lifecycle: created -> active (setup phase, then rounds) -> finished, or abandoned; an active
//! game may be paused and resumed (its timers shift by the paused time). Every admin action is
//! written to the audit table and tells the players by mail, in the same transaction.

use crate::games::JsonDoc;
use crate::games::{Players, Seat, step_rng};
use crate::moderator::due;
use crate::moderator::error::ModError;
use crate::moderator::layers::Admin;
use crate::schedule::{Schedule, next_deadline, parse_schedule, parse_tz};
use crate::store::audit;
use crate::store::games::{
    GameRow, GameStatus, PlayerRow, PlayerStatus, game, insert_game, insert_player, players,
};
use crate::store::rounds::ClosedBy;
use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;
use serde_json::{Map, Value, json};

/// A player of a new game.
#[derive(Clone, Debug)]
pub struct NewPlayer {
    pub name: String,
    pub address: String,
}

/// Everything `game new` decides; `None` takes the moderator's default.
#[derive(Clone, Debug, Default)]
pub struct NewGame {
    pub kind: String,
    pub players: Vec<NewPlayer>,
    /// The engine's settings, as `--set key=value` pairs gathered into a JSON object.
    pub settings: Map<String, Value>,
    /// The game's seed; `None` draws one from the operating system.
    pub seed: Option<u64>,
    /// `"22:00"`, `"22:00 Europe/London"` or `"48h"`.
    pub schedule: Option<String>,
    pub tz: Option<String>,
    pub min_notice: Option<Duration>,
    pub early_delay: Option<Duration>,
    /// Speedbots: when all but one are in, the last player's deadline shrinks to this.
    pub speedbots_grace: Option<Duration>,
    /// Reminder lead time; zero turns reminders off.
    pub reminder_lead: Option<Duration>,
    /// What press the game allows: `none`, `signed` (the default), `anonymous`, `both`.
    pub press: Option<String>,
    /// `--press-archive all`: the archive publishes the game's private press too, which its
    /// players agree to by joining it (default: only press to everyone is published).
    pub press_archive: bool,
    /// The game's master (`--master ADDRESS`, or who OPENed it by mail): see
    /// `moderator::master`.
    pub master: Option<NewMaster>,
}

/// The master a new game is created with.
#[derive(Clone, Debug, Default)]
pub struct NewMaster {
    pub address: String,
    /// Who named them: `admin` (the operator), `lobby` (they OPENed it by mail).
    pub added_by: String,
    /// The name they gave when they opened it (their mail's display name), to greet them by
    /// when they hold no seat and set none.
    pub name: Option<String>,
}

impl NewMaster {
    /// `address`, named by `added_by`, with no name given.
    pub fn new(address: &str, added_by: &str) -> NewMaster {
        NewMaster {
            address: address.to_string(),
            added_by: added_by.to_string(),
            name: None,
        }
    }
}

/// One seat as `game show` presents it.
#[derive(Clone, Debug)]
pub struct SeatView {
    pub seat: Seat,
    pub label: String,
    pub name: String,
    pub address: String,
    pub status: PlayerStatus,
    /// Valid orders in for the open round.
    pub orders_in: bool,
    /// Those orders are the stand-in's (the player has been silent).
    pub stand_in: bool,
    /// Mails to this player that bounced or were refused for good.
    pub bounces: u32,
    /// Rounds this player sent no orders for, since taking the seat.
    pub misses: crate::moderator::round::lateness::Misses,
    /// Absences not yet over: `2026-12-24 to 2026-12-27`.
    pub away: Vec<String>,
}

/// A game a read-only command could not read (its row or state is damaged), with why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub id: i64,
    pub error: String,
}

/// A game as `game show` and `game list` present it.
#[derive(Clone, Debug)]
pub struct GameView {
    pub id: i64,
    pub kind: String,
    pub status: GameStatus,
    pub phase: String,
    /// The open turn as the game names it: `setup`, `round 3`.
    pub turn: String,
    /// The moderator's count of resolutions (setup included), as rounds are numbered in the
    /// database and in exports.
    pub round: u32,
    pub schedule: String,
    pub tz: String,
    pub close: Option<(DateTime<Utc>, ClosedBy)>,
    pub seats: Vec<SeatView>,
    /// The position, as the public sees it.
    pub board: String,
    pub result: Option<String>,
    /// Set while the game is held for the operator.
    pub held: Option<crate::store::games::Held>,
}

impl GameView {
    /// `round 3, programming phase`, or `setup`.
    pub fn turn_phrase(&self) -> String {
        crate::moderator::words::phrase_of(&self.turn, &self.phase)
    }
}

/// The result of entering orders for a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubmitOutcome {
    /// The turn the orders are for, as the game names it.
    pub turn: String,
    pub round: u32,
    pub seat_label: String,
    pub canonical: String,
    pub rounds_run: u32,
}

impl Admin<'_> {
    /// Creates a game: checks the kind, players, settings and schedule; sets the game up from
    /// its seed (step 0); draws each player a key; opens round 1 with its deadline; queues a
    /// welcome mail to every player. Returns the game's id.
    pub fn create_game(&self, new: &NewGame) -> Result<i64, ModError> {
        self.ctx.write(|c| self.create_game_in(c, new, None))
    }

    /// [`Admin::create_game`] inside the caller's transaction, as number `id` (a lobby
    /// game's), else the next number no game or lobby game has taken.
    pub(crate) fn create_game_in(
        &self,
        c: &Connection,
        new: &NewGame,
        id: Option<i64>,
    ) -> Result<i64, ModError> {
        let engine = self.ctx.engine(&new.kind)?;
        if new.players.is_empty() {
            return Err(ModError::Input(
                "a game needs players: give --player NAME=ADDRESS for each".into(),
            ));
        }
        let roster = self.roster(&new.players)?;
        let addresses = roster.iter().map(|(_, a)| a.as_str());
        crate::moderator::round::stand_in::check_some_human(addresses)?;
        // Robomod's own options (what the reports carry, the stand-in, ...), not the engine's.
        let mut settings = new.settings.clone();
        let options = super::options::take(&mut settings)?;
        let settings = engine.check_settings(&Value::Object(settings))?;
        let press_mode: crate::store::press::PressMode = match &new.press {
            Some(p) => p.parse().map_err(ModError::Input)?,
            None => Default::default(),
        };
        let (schedule, tz) = self.schedule_of(new)?;
        let seed = new.seed.unwrap_or_else(rand::random);
        let names: Vec<String> = roster.iter().map(|(n, _)| n.clone()).collect();
        let state = engine.new_game(&settings, Players::named(&names), &mut step_rng(seed, 0))?;
        let now = self.ctx.now();
        let min_notice = new.min_notice.unwrap_or(self.ctx.config.min_notice);
        let reminder_lead = match new.reminder_lead {
            Some(d) if d <= Duration::zero() => None,
            Some(d) => Some(d),
            None => self.ctx.config.reminder_lead,
        };
        let mut g = GameRow {
            id: 0,
            kind: new.kind.clone(),
            settings,
            seed,
            phase: engine.load(&state)?.phase().name,
            state: JsonDoc::from_value(state),
            status: GameStatus::Active,
            round: 1,
            schedule,
            tz,
            min_notice,
            early_delay: new.early_delay.unwrap_or(self.ctx.config.early_delay),
            speedbots_grace: new.speedbots_grace,
            reminder_lead,
            created_at: now,
            opened_at: now,
            deadline: Some(next_deadline(schedule, tz, now, min_notice)),
            grace_at: None,
            early_at: None,
            reminded_round: None,
            paused_at: None,
            pause_ends_at: None,
            next_due_at: None,
            outcome: None,
            finished_at: None,
            held: None,
        };
        due::refresh_due(&mut g);
        {
            g.id = match id {
                Some(id) => id,
                None => crate::store::lobby::next_id(c)?,
            };
            g.id = insert_game(c, &g)?;
            let ps = self.seat_players(c, &g, &roster, now)?;
            crate::store::press::set_mode(c, g.id, press_mode)?;
            crate::store::press::set_archive_all(c, g.id, new.press_archive)?;
            for (key, value) in &options {
                crate::store::game_options::set(c, g.id, key, value)?;
            }
            let detail = json!({
                "kind": g.kind, "seed": g.seed.to_string(), "settings": g.settings,
                "press": press_mode.as_str(), "press_archive_all": new.press_archive,
                "options": super::options::as_json(&options),
                "players": roster, "schedule": g.schedule.to_string(), "tz": g.tz.name(),
            });
            audit::record(c, now, Some(g.id), "admin", "create", detail)?;
            // The master first: the players' welcome names them.
            if let Some(master) = &new.master {
                self.add_master_in(c, &g, master)?;
            }
            for p in &ps {
                self.notify.queue_welcome(c, &g, &ps, p.seat, false)?;
            }
            self.play.bots_play(c, &g, now)?;
            self.play.machines_move(c, &mut g, now)?;
            Ok(g.id)
        }
    }

    /// The schedule and time zone of a new game: as given, else the config's (a zone named in
    /// the schedule, `22:00 Europe/Warsaw`, unless one is given apart).
    fn schedule_of(&self, new: &NewGame) -> Result<(Schedule, chrono_tz::Tz), ModError> {
        let (schedule, tz_in_schedule) =
            parse_schedule(new.schedule.as_deref().unwrap_or(&self.ctx.config.schedule))
                .map_err(ModError::Input)?;
        let tz = match (&new.tz, tz_in_schedule) {
            (Some(t), _) => parse_tz(t).map_err(ModError::Input)?,
            (None, Some(t)) => t,
            (None, None) => self.ctx.config.tz,
        };
        Ok((schedule, tz))
    }

    /// The players of a new game as given (`NAME=ADDRESS`), each name tidied and each address
    /// a seat's own (compared without case): (name, address) in seat order.
    fn roster(&self, players: &[NewPlayer]) -> Result<Vec<(String, String)>, ModError> {
        let mut roster = Vec::new();
        for p in players {
            if p.name.trim().is_empty() {
                return Err(ModError::Input(format!(
                    "player {:?} has no name: write NAME=ADDRESS",
                    p.address
                )));
            }
            let name = p.name.trim();
            let address =
                crate::moderator::seats::seat_address(&self.ctx.config.identity, name, &p.address)?;
            if let Some((other, _)) = roster.iter().find(|(_, a)| *a == address) {
                return Err(ModError::Input(format!(
                    "{other} and {name} have the same address {address} (addresses are compared \
                     without case): every seat needs its own address, so that robomod knows \
                     whose orders a mail carries"
                )));
            }
            roster.push((name.to_string(), address));
        }
        Ok(roster)
    }

    /// Seats `roster` in new game `g`, each with a key of its own: their rows, stored.
    fn seat_players(
        &self,
        c: &Connection,
        g: &GameRow,
        roster: &[(String, String)],
        now: DateTime<Utc>,
    ) -> Result<Vec<PlayerRow>, ModError> {
        let mut ps = Vec::new();
        for (i, (name, address)) in roster.iter().enumerate() {
            let mut p = PlayerRow {
                id: 0,
                game_id: g.id,
                seat: Seat(i as u8),
                address: address.clone(),
                name: name.clone(),
                key: self.ctx.new_key(),
                status: PlayerStatus::Active,
                thread_root: None,
                bounces: 0,
                joined_at: now,
                waits_in: None,
                unsure_in: None,
            };
            p.id = insert_player(c, &p)?;
            ps.push(p);
        }
        Ok(ps)
    }

    /// Every game, as `game list` shows them (without boards); a game that cannot be read is
    /// listed as such, with why, and the others still are.
    pub fn list_games(&self) -> Result<Vec<Result<GameView, Unreadable>>, ModError> {
        self.ctx.read(|c| {
            let mut out = Vec::new();
            for id in crate::store::games::game_ids(c)? {
                let view = game(c, id)
                    .map_err(ModError::from)
                    .and_then(|g| self.view(c, &g, false));
                out.push(view.map_err(|e| Unreadable {
                    id,
                    error: e.to_string(),
                }));
            }
            Ok(out)
        })
    }

    /// The id of every game, oldest first.
    pub fn game_ids(&self) -> Result<Vec<i64>, ModError> {
        self.ctx.read(|c| Ok(crate::store::games::game_ids(c)?))
    }

    /// One game with its board, as `game show` shows it.
    pub fn game_view(&self, id: i64) -> Result<GameView, ModError> {
        self.ctx.read(|c| self.view(c, &game(c, id)?, true))
    }

    pub(crate) fn view(
        &self,
        c: &Connection,
        g: &GameRow,
        board: bool,
    ) -> Result<GameView, ModError> {
        let engine = self.ctx.engine(&g.kind)?;
        // A held game's state may not load: it is still shown, seats by number.
        let state = engine.load(&g.state);
        let ps = players(c, g.id)?;
        // A held game's state may not load: nobody shows as in.
        let seats_in = match &state {
            Ok(s) => crate::moderator::round::gather::seats_in(c, &**s, g, ps.len()),
            Err(_) => Ok(Vec::new()),
        }
        .unwrap_or_default();
        let misses = crate::moderator::round::lateness::misses(c, g.id, &ps)?;
        let stood_in = crate::store::stand_in::stood_in(c, g.id, g.round)?;
        let absences = crate::store::absences::of_game(c, g.id)?;
        let now = self.ctx.now();
        let mut seats = Vec::new();
        for (p, misses) in ps.iter().zip(misses) {
            let away = absences
                .iter()
                .filter(|a| a.seat == p.seat && a.cancelled_at.is_none() && a.ends_at > now)
                .map(|a| a.days())
                .collect();
            seats.push(SeatView {
                seat: p.seat,
                label: state
                    .as_ref()
                    .map_or_else(|_| p.seat.to_string(), |s| s.seat_label(p.seat)),
                name: p.name.clone(),
                address: p.address.clone(),
                status: p.status,
                orders_in: g.status.is_live() && seats_in.contains(&p.seat),
                stand_in: g.status.is_live() && stood_in.contains(&p.seat),
                bounces: p.bounces,
                misses,
                away,
            });
        }
        let result = crate::moderator::words::result_line(engine, g).unwrap_or(None);
        Ok(GameView {
            id: g.id,
            kind: g.kind.clone(),
            status: g.status,
            phase: g.phase.clone(),
            turn: state
                .as_ref()
                .map_or_else(|_| format!("round {}", g.round), |s| s.phase().title),
            round: g.round,
            schedule: crate::moderator::words::describe_schedule(g),
            tz: g.tz.name().to_string(),
            close: if g.status.is_live() {
                due::close(g)
            } else {
                None
            },
            seats,
            board: if board {
                match &state {
                    Ok(s) => s.render_status(None, self.notify.say()),
                    Err(e) => format!("(the position cannot be shown: {e})\n"),
                }
            } else {
                String::new()
            },
            result,
            held: g.held.clone(),
        })
    }
}
