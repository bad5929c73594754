//! A tournament run by the moderator: opened to be joined ([`Tournaments::announce_tournament_in`])
//! or with its entrants at once ([`Tournaments::open_tournament`]), started (its first games
//! drawn by rating and opened, each an ordinary game of the tournament's kind, settings and
//! schedule, its organiser their master), and moved on in the transaction that ends each of
//! its games ([`Tournaments::tournament_game_over`]): the draw ([`super::draw`]) says which games
//! open next (play-offs, heats again, the final, a series' next game) or who won. An abandoned
//! game counts as every seat tied first (its players play it off). Every entrant is told at
//! each step (the news module).

use super::draw::{self, Entrant, Next, Played, Stage};
use super::types::{Format, NewTournament, Step};
use super::types::{Made, game_seed, stage_name, stage_of};
use crate::moderator::ModError;
use crate::moderator::NewMaster;
use crate::moderator::Tournaments;
use crate::moderator::admin::games::{NewGame, NewPlayer};
use crate::store::games::{GameRow, GameStatus, game, players};
use crate::store::tournaments::{self as store, TournamentGame, TournamentRow};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::Value;

impl Tournaments<'_> {
    /// Opens a tournament with its entrants and starts it at once: its number.
    pub fn open_tournament(&self, new: &NewTournament) -> Result<i64, ModError> {
        if new.entrants.len() < 2 {
            // english: the operator's CLI
            return Err(ModError::Input(
                "a tournament needs two entrants or more: give --player NAME=ADDRESS for each"
                    .into(),
            ));
        }
        let now = self.now();
        self.write(|c| {
            let id = self.announce_tournament_in(c, new, now)?;
            self.start_tournament_in(c, id, now)?;
            Ok(id)
        })
    }

    /// Opens tournament `new` to be joined by mail (`JOIN TOURNAMENT 3`): its number.
    pub fn announce_tournament(&self, new: &NewTournament) -> Result<i64, ModError> {
        let now = self.now();
        self.write(|c| self.announce_tournament_in(c, new, now))
    }

    /// Starts open tournament `id` now (the operator's `tournament start`).
    pub fn start_tournament(&self, id: i64) -> Result<(), ModError> {
        let now = self.now();
        self.write(|c| self.start_tournament_in(c, id, now))
    }

    /// The entrants of tournament `id`: (address, name), in the order they entered.
    pub fn tournament_entrants(&self, id: i64) -> Result<Vec<(String, String)>, ModError> {
        self.read(|c| Ok(store::entrants(c, id)?))
    }

    /// Every tournament, by number.
    pub fn all(&self) -> Result<Vec<TournamentRow>, ModError> {
        self.read(|c| Ok(store::all(c)?))
    }

    /// Opens tournament `new` to be joined (with the entrants it names, if any): its number.
    pub(crate) fn announce_tournament_in(
        &self,
        c: &Connection,
        new: &NewTournament,
        now: DateTime<Utc>,
    ) -> Result<i64, ModError> {
        self.engine(&new.kind)?;
        let (format, size) = new.format.stored();
        if size < 1 || (format == "heats" && size < 2) {
            // english: the operator's CLI (by mail the words are checked before)
            return Err(ModError::Input(
                "heats of two players or more, a series of one game or more".into(),
            ));
        }
        // Drawn as keys are (the tests' keys repeat, and so do their tournaments).
        let seed = new.seed.unwrap_or_else(|| {
            (self.new_key().bytes()).fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
            })
        });
        // Every game it may open must be playable: heats of 2 up to their size (heats of two
        // make one of three with an odd count); a series, with all its entrants at once.
        let engine = self.engine(&new.kind)?;
        let settings = engine.check_settings(&Value::Object(new.settings.clone()))?;
        let playable = |n: u32| {
            let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
            let players = crate::games::Players::named(&names);
            (engine.new_game(&settings, players, &mut crate::games::step_rng(0, 0))).is_ok()
        };
        let mut new = new.clone();
        match new.format {
            Format::Heats { size } => {
                if let Some(n) = (2..=size.max(3)).find(|n| !playable(*n)) {
                    return Err(unplayable(&new.kind, n));
                }
            }
            Format::Series { .. } => {
                let most = (2..=16).take_while(|n| playable(*n)).last().unwrap_or(0);
                if most < 2 || new.max_entrants.is_some_and(|m| m > most) {
                    return Err(unplayable(&new.kind, new.max_entrants.unwrap_or(2).max(2)));
                }
                new.max_entrants = Some(new.max_entrants.unwrap_or(most));
                if new.entrants.len() as u32 > most {
                    return Err(unplayable(&new.kind, new.entrants.len() as u32));
                }
            }
        }
        let new = &new;
        let made = Made {
            settings: new.settings.clone(),
            schedule: new.schedule.clone(),
            seed: Some(seed),
        };
        let id = store::insert(
            c,
            &TournamentRow {
                id: 0,
                kind: new.kind.clone(),
                format: format.into(),
                size,
                new_game: serde_json::to_string(&made)?,
                status: "open".into(),
                winner: None,
                created_at: now,
                ended_at: None,
                organiser: new.organiser.clone(),
                starts_at: new.starts_at,
                max_entrants: new.max_entrants,
            },
        )?;
        for p in &new.entrants {
            store::enter(c, id, &p.address, &p.name)?;
        }
        crate::store::audit::record(
            c,
            now,
            None,
            new.organiser.as_deref().unwrap_or("operator"),
            "tournament_open",
            serde_json::json!({ "tournament": id, "kind": new.kind, "format": format, "size": size }),
        )?;
        Ok(id)
    }

    /// Starts open tournament `id`: its first games drawn and opened, every entrant told.
    /// Refused with fewer than two entrants.
    pub(crate) fn start_tournament_in(
        &self,
        c: &Connection,
        id: i64,
        now: DateTime<Utc>,
    ) -> Result<(), ModError> {
        let t = get(c, id)?;
        if t.status != "open" {
            // english: the operator's CLI (by mail the answer says it in the reader's words)
            return Err(ModError::Input(format!(
                "tournament {id} has started already"
            )));
        }
        let entrants = store::entrants(c, id)?;
        if entrants.len() < 2 {
            // english: the operator's CLI (by mail the answer says it in the reader's words)
            return Err(ModError::Input(format!(
                "tournament {id} has {} entrant(s): it needs two or more",
                entrants.len()
            )));
        }
        store::set_status(c, id, "running")?;
        let mut opened = Vec::new();
        match Format::of(&t) {
            Format::Heats { size } => {
                let mut seeded = Vec::new();
                for (address, _) in &entrants {
                    let person = crate::moderator::ratings::table::person(c, address)?;
                    let rating = crate::store::ratings::rating(c, &t.kind, &person)?
                        .map_or(crate::moderator::ratings::rate::newcomer().0, |r| r.mu);
                    seeded.push(Entrant {
                        who: address.clone(),
                        rating,
                    });
                }
                let stage = Stage::Heat { round: 1 };
                for heat in draw::heats(&seeded, size as usize) {
                    opened.push(self.open_tournament_game(c, &t, &stage, &heat, None)?);
                }
            }
            Format::Series { .. } => {
                let who: Vec<String> = entrants.iter().map(|(a, _)| a.clone()).collect();
                let stage = Stage::Series { number: 1 };
                opened.push(self.open_tournament_game(c, &t, &stage, &who, None)?);
            }
        }
        crate::store::audit::record(
            c,
            now,
            None,
            "robomod",
            "tournament_start",
            serde_json::json!({ "tournament": id, "games": opened }),
        )?;
        self.tell_tournament(c, id, Step::Drawn, &opened)
    }

    /// Opens one game of tournament `t` between `who` (entrants' addresses); `after`: the
    /// series' game before it, whose settings the game hands on (the race: the pick order).
    fn open_tournament_game(
        &self,
        c: &Connection,
        t: &TournamentRow,
        stage: &Stage,
        who: &[String],
        after: Option<&GameRow>,
    ) -> Result<i64, ModError> {
        let made: Made = serde_json::from_str(&t.new_game).unwrap_or_default();
        let names = store::entrants(c, t.id)?;
        let mut seated: Vec<String> = who.to_vec();
        let mut settings = made.settings.clone();
        if let Some(before) = after {
            // The next game seats the same people in the same seats, with what the game
            // hands on (a game without a next game starts afresh).
            let ps = players(c, before.id)?;
            let by_seat = seat_entrants(c, before.id, &ps, &names)?;
            let seats: Vec<crate::games::Seat> = (ps.iter().zip(&by_seat))
                .filter(|(_, a)| who.contains(a))
                .map(|(p, _)| p.seat)
                .collect();
            seated = by_seat.into_iter().filter(|a| who.contains(a)).collect();
            let engine = self.engine(&t.kind)?;
            if let Some(Value::Object(handed)) = (engine.capabilities().next_game)
                .map(|n| n.next_settings(&*engine.load(&before.state)?, &before.settings, &seats))
                .transpose()?
                .flatten()
            {
                settings = handed;
            }
        }
        let players = (seated.iter())
            .map(|a| NewPlayer {
                name: (names.iter())
                    .find(|(addr, _)| addr == a)
                    .map_or_else(|| a.clone(), |(_, n)| n.clone()),
                address: a.clone(),
            })
            .collect();
        let new = NewGame {
            kind: t.kind.clone(),
            players,
            settings,
            schedule: made.schedule,
            master: (t.organiser.as_deref()).map(|o| NewMaster::new(o, "tournament")),
            ..NewGame::default()
        };
        let new = NewGame {
            seed: made
                .seed
                .map(|s| game_seed(s, store::games(c, t.id).map_or(0, |g| g.len()) + 1)),
            ..new
        };
        let game_id = self.admin().create_game_in(c, &new, None)?;
        let (name, round) = stage_name(stage);
        store::add_game(
            c,
            &TournamentGame {
                game_id,
                tournament_id: t.id,
                stage: name.into(),
                round,
            },
        )?;
        Ok(game_id)
    }

    /// Tournament `id` (`None`: no such one) and its games: (number, stage, players'
    /// addresses), in the order they opened.
    #[allow(clippy::type_complexity)]
    pub fn tournament(
        &self,
        id: i64,
    ) -> Result<(Option<TournamentRow>, Vec<(i64, String, Vec<String>)>), ModError> {
        self.read(|c| {
            let mut games = Vec::new();
            for g in store::games(c, id)? {
                let ps = players(c, g.game_id)?;
                games.push((
                    g.game_id,
                    g.stage,
                    ps.into_iter().map(|p| p.address).collect(),
                ));
            }
            Ok((store::get(c, id)?, games))
        })
    }

    /// Game `g`, just finished and stored: rated, and its tournament moved on (every way a
    /// game finishes goes through here: a round, the stand-in's end, TERMINATE).
    pub(crate) fn game_finished(&self, c: &Connection, g: &GameRow) -> Result<(), ModError> {
        crate::moderator::ratings::rate_finished(c, self.records().placing(&g.kind), g)?;
        self.tournament_moved_on(c, g)
    }

    /// [`Tournaments::tournament_game_over`], in a savepoint: a tournament that cannot move on
    /// (a next game its kind refuses) never keeps its game from ending; it waits, audited
    /// (`tournament_stuck`, with the reason) for the operator.
    pub(crate) fn tournament_moved_on(&self, c: &Connection, g: &GameRow) -> Result<(), ModError> {
        if let Err(e) = crate::store::in_savepoint(c, || self.tournament_game_over(c, g))? {
            crate::store::audit::record(
                c,
                self.now(),
                Some(g.id),
                "robomod",
                "tournament_stuck",
                serde_json::json!({ "error": e.to_string() }),
            )?;
        }
        Ok(())
    }

    /// Game `g`, just over (finished or abandoned), moves its tournament on, if it has one,
    /// and its entrants are told.
    pub(crate) fn tournament_game_over(&self, c: &Connection, g: &GameRow) -> Result<(), ModError> {
        let Some(tg) = store::of_game(c, g.id)? else {
            return Ok(());
        };
        let Some(t) = store::get(c, tg.tournament_id)? else {
            return Ok(());
        };
        if t.status != "running" {
            return Ok(());
        }
        let played = self.played(c, &t, Some(g))?;
        let next = match Format::of(&t) {
            Format::Heats { size } => draw::next(&played, size as usize),
            Format::Series { games } => draw::next_in_series(&played, games),
        };
        let next = self.no_play_off_of_machines(c, &t, next, g)?;
        let mut opened = Vec::new();
        let step = match next {
            Next::Wait => Step::Over(g.id),
            Next::Open(games) => {
                let after = matches!(Format::of(&t), Format::Series { .. }).then_some(g);
                for (stage, who) in games {
                    let after = after.filter(|_| matches!(stage, Stage::Series { .. }));
                    opened.push(self.open_tournament_game(c, &t, &stage, &who, after)?);
                }
                Step::Over(g.id)
            }
            Next::Won(winner) => {
                store::finish(c, t.id, &winner, self.now())?;
                Step::Won(g.id)
            }
        };
        self.tell_tournament(c, t.id, step, &opened)
    }

    /// A play-off for first place among computer players alone is not played (no person would
    /// read it, and robomod seats no game without one): the first of them in the draw's order
    /// wins, and the audit says so (`play_off_skipped`). Any other step as the draw made it.
    fn no_play_off_of_machines(
        &self,
        c: &Connection,
        t: &TournamentRow,
        next: Next,
        g: &GameRow,
    ) -> Result<Next, ModError> {
        let Next::Open(games) = &next else {
            return Ok(next);
        };
        let [(Stage::FinalPlayOff, tied)] = games.as_slice() else {
            return Ok(next);
        };
        // The draw names its players by address.
        let machine = |who: &String| crate::moderator::seats::is_bot(who);
        let Some(first) = tied.first().filter(|_| tied.iter().all(machine)) else {
            return Ok(next);
        };
        let detail = serde_json::json!({ "tournament": t.id, "tied": tied, "winner": first });
        crate::store::audit::record(
            c,
            self.now(),
            Some(g.id),
            "robomod",
            "play_off_skipped",
            detail,
        )?;
        Ok(Next::Won(first.clone()))
    }

    /// The games of tournament `t` as the draw reads them: each one's stage, its entrants
    /// (a seat's first holder when an entrant, else who holds it) and, once over, their
    /// places. `just`: a game just over, as it stands in this transaction.
    pub(crate) fn played(
        &self,
        c: &Connection,
        t: &TournamentRow,
        just: Option<&GameRow>,
    ) -> Result<Vec<Played>, ModError> {
        let entrants = store::entrants(c, t.id)?;
        let mut played = Vec::new();
        for tg in store::games(c, t.id)? {
            let gr = match just {
                Some(g) if g.id == tg.game_id => g.clone(),
                _ => game(c, tg.game_id)?,
            };
            let ps = players(c, gr.id)?;
            let places = match gr.status {
                GameStatus::Finished => Some(crate::moderator::ratings::seat_places(
                    self.records().placing(&gr.kind),
                    &gr,
                    &ps,
                )),
                GameStatus::Abandoned => Some(vec![1; ps.len()]),
                _ => None,
            };
            let who = seat_entrants(c, gr.id, &ps, &entrants)?;
            played.push(Played {
                stage: stage_of(&tg.stage, tg.round),
                players: who,
                places,
            });
        }
        Ok(played)
    }
}

/// Who plays each seat of game `game` (`ps`) for the tournament: the entrant who began it
/// (a seat's later holders, standbys and replacements, are no entrants), else who holds it.
fn seat_entrants(
    c: &Connection,
    game: i64,
    ps: &[crate::store::games::PlayerRow],
    entrants: &[(String, String)],
) -> Result<Vec<String>, ModError> {
    let held = crate::store::holders::of_game(c, game)?;
    Ok((ps.iter())
        .map(|p| {
            let first = (held.iter().filter(|h| h.seat == p.seat))
                .map(|h| h.address.clone())
                .next()
                .filter(|f| entrants.iter().any(|(a, _)| a == f));
            first.unwrap_or_else(|| p.address.clone())
        })
        .collect())
}

/// A tournament's games of `kind` cannot be played by `n`: in the words of who opens it.
fn unplayable(kind: &str, n: u32) -> ModError {
    ModError::Input(crate::say!(
        crate::lang::now(),
        "tournament-not-playable",
        kind = kind,
        players = n
    ))
}

/// Tournament `id`, which must be.
pub(crate) fn get(c: &Connection, id: i64) -> Result<TournamentRow, ModError> {
    // english: the operator's CLI (by mail the number is checked before)
    store::get(c, id)?.ok_or_else(|| ModError::Input(format!("no tournament {id}")))
}
