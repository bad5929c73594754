//! A tournament of heats run by the moderator: opened with its entrants (its heats drawn by
//! their ratings and opened at once, each an ordinary game of the tournament's kind, settings
//! and schedule), and moved on in the transaction that ends each of its games
//! ([`Moderator::tournament_game_over`]): the draw ([`super::draw::next`]) says which games
//! open next (play-offs, heats again, the final) or who won. An abandoned game counts as
//! every seat tied first (its players play it off).

use super::draw::{self, Entrant, Next, Played, Stage};
use crate::moderator::admin::games::{NewGame, NewPlayer};
use crate::moderator::{ModError, Moderator};
use crate::store::games::{GameRow, GameStatus, game, players};
use crate::store::tournaments::{self as store, TournamentGame, TournamentRow};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// A tournament to open.
#[derive(Clone, Debug, Default)]
pub struct NewTournament {
    pub kind: String,
    /// The most players a heat (2 or more).
    pub heat_size: u32,
    pub entrants: Vec<NewPlayer>,
    /// Each game's settings and schedule.
    pub settings: Map<String, Value>,
    pub schedule: Option<String>,
}

/// What every game of a tournament is made from (kept as JSON with the tournament).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct Made {
    settings: Map<String, Value>,
    schedule: Option<String>,
}

fn stage_name(s: &Stage) -> (&'static str, u32) {
    match s {
        Stage::Heat { round } => ("heat", *round),
        Stage::PlayOff { round } => ("play_off", *round),
        Stage::Final => ("final", 0),
        Stage::FinalPlayOff => ("final_play_off", 0),
    }
}

fn stage_of(name: &str, round: u32) -> Stage {
    match name {
        "heat" => Stage::Heat { round },
        "play_off" => Stage::PlayOff { round },
        "final" => Stage::Final,
        _ => Stage::FinalPlayOff,
    }
}

impl Moderator {
    /// Opens a tournament of heats: its number. Its first heats open at once.
    pub fn open_tournament(&self, new: &NewTournament) -> Result<i64, ModError> {
        self.engine(&new.kind)?;
        if new.entrants.len() < 2 || new.heat_size < 2 {
            // english: the operator's CLI
            return Err(ModError::Input(
                "a tournament needs two entrants or more, in heats of two or more".into(),
            ));
        }
        self.write(|c| {
            let made = Made {
                settings: new.settings.clone(),
                schedule: new.schedule.clone(),
            };
            let id = store::insert(
                c,
                &TournamentRow {
                    id: 0,
                    kind: new.kind.clone(),
                    format: "heats".into(),
                    size: new.heat_size,
                    new_game: serde_json::to_string(&made)?,
                    status: "running".into(),
                    winner: None,
                    created_at: self.now(),
                    ended_at: None,
                },
            )?;
            let mut seeded = Vec::new();
            for p in &new.entrants {
                store::enter(c, id, &p.address, &p.name)?;
                let person = crate::moderator::ratings::table::person(c, &p.address)?;
                let rating = crate::store::ratings::rating(c, &new.kind, &person)?
                    .map_or(crate::moderator::ratings::rate::newcomer().0, |r| r.mu);
                seeded.push(Entrant {
                    who: p.address.to_lowercase(),
                    rating,
                });
            }
            let stage = Stage::Heat { round: 1 };
            for heat in draw::heats(&seeded, new.heat_size as usize) {
                self.open_tournament_game(c, id, &stage, &heat)?;
            }
            Ok(id)
        })
    }

    /// Opens one game of tournament `id` between `who` (entrants' addresses).
    fn open_tournament_game(
        &self,
        c: &Connection,
        id: i64,
        stage: &Stage,
        who: &[String],
    ) -> Result<i64, ModError> {
        let t = store::get(c, id)?.ok_or_else(|| ModError::Input(format!("no tournament {id}")))?;
        let made: Made = serde_json::from_str(&t.new_game).unwrap_or_default();
        let names = store::entrants(c, id)?;
        let players = (who.iter())
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
            settings: made.settings,
            schedule: made.schedule,
            ..NewGame::default()
        };
        let game_id = self.create_game_in(c, &new, None)?;
        let (name, round) = stage_name(stage);
        store::add_game(
            c,
            &TournamentGame {
                game_id,
                tournament_id: id,
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
        crate::moderator::ratings::rate_finished(c, self.placing(&g.kind), g)?;
        self.tournament_game_over(c, g)
    }

    /// Game `g`, just over (finished or abandoned), moves its tournament on, if it has one.
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
        let entrants = store::entrants(c, t.id)?;
        let mut played = Vec::new();
        for tg in store::games(c, t.id)? {
            let gr = if tg.game_id == g.id {
                g.clone()
            } else {
                game(c, tg.game_id)?
            };
            let ps = players(c, gr.id)?;
            let places = match gr.status {
                GameStatus::Finished => Some(crate::moderator::ratings::seat_places(
                    self.placing(&gr.kind),
                    &gr,
                    &ps,
                )),
                GameStatus::Abandoned => Some(vec![1; ps.len()]),
                _ => None,
            };
            // The entrants who began the game (a seat's later holders are no entrants).
            let held = crate::store::holders::of_game(c, gr.id)?;
            let who = (ps.iter())
                .map(|p| {
                    let first = (held.iter().filter(|h| h.seat == p.seat))
                        .map(|h| h.address.clone())
                        .next()
                        .unwrap_or_else(|| p.address.clone());
                    if entrants.iter().any(|(a, _)| *a == first) {
                        first
                    } else {
                        p.address.clone()
                    }
                })
                .collect();
            played.push(Played {
                stage: stage_of(&tg.stage, tg.round),
                players: who,
                places,
            });
        }
        match draw::next(&played, t.size as usize) {
            Next::Wait => {}
            Next::Open(games) => {
                for (stage, who) in games {
                    self.open_tournament_game(c, t.id, &stage, &who)?;
                }
            }
            Next::Won(winner) => store::finish(c, t.id, &winner, self.now())?,
        }
        Ok(())
    }
}
