//! What the public archive of a game may show, gathered from the store (read-only): the game,
//! its players by seat, every round that stands with its public report (the programs revealed
//! and the log) and its board picture, the position now for a running game, and the press once
//! the game is over. Never anything private: reports and status are the ones rendered for no
//! seat, so secret goal stacks, programs and hands appear only once the game has revealed them;
//! of the press, only what went to every other player (private press and replies stay between
//! their players unless the game was created with `--press-archive all`), anonymous press
//! without its author.
//! [`crate::archive`] writes it as web pages.

use super::error::ModError;
use crate::moderator::due;
use crate::moderator::layers::Records;
use crate::schedule::format_time;
use crate::store::games::{GameStatus, game, players};
use serde::Serialize;
use serde_json::Value;

/// One game as the archive shows it.
#[derive(Clone, Debug, Serialize)]
pub struct ArchivedGame {
    pub id: i64,
    pub kind: String,
    /// `active`, `paused`, `finished`, `abandoned`.
    pub status: String,
    /// `Red wins`, `a draw`, `abandoned`; none while it runs.
    pub result: Option<String>,
    /// The seats' labels (robot names, colours), in seat order: the public pages name no
    /// person, only the robots they played.
    pub players: Vec<String>,
    pub rounds: Vec<ArchivedRound>,
    /// The position now, for a game still running.
    pub now: Option<ArchivedNow>,
    /// The press, shown once the game is over.
    pub press: Vec<ArchivedPress>,
    /// The final standings (statistics, awards) once over, the standings now while it runs:
    /// what the game page opens with ([`crate::games::Game::render_standings`]).
    pub standings: Option<String>,
    /// Once the game is over, the house rules it set to other than the game's own, as their
    /// words (`LIVES 5, UPGRADES OFF`: [`crate::games::capability::house::changed`]); none when
    /// it set none. Not while it runs: the page is written again every round, and the archive
    /// keeps to 30 KB a round (`tests/moderator/archive_growth.rs`); the players have them
    /// from the welcome and HELP RULES.
    pub house: Option<String>,
    /// The heading over a round's steps and what their pictures' marks mean
    /// ([`crate::games::capability::Pictures::STEPS_HEADING`]).
    pub steps_heading: String,
    pub steps_legend: String,
}

/// One round that stands.
#[derive(Clone, Debug, Serialize)]
pub struct ArchivedRound {
    /// The record's number: 1 is the first resolution.
    pub number: u32,
    /// The game's name for the turn: `setup`, `round 3`.
    pub title: String,
    /// The public report.
    pub report: String,
    /// The board after the round with its moves, as SVG; none for a game without pictures.
    pub svg: Option<String>,
    /// What the SVG draws after its background, as shapes (what the archive writes it from).
    #[serde(skip)]
    pub shapes: Vec<crate::games::shape::Shape>,
    pub closed: String,
    /// The game's name for the turn after it (what a link to the next round says, the same
    /// before and after that round runs).
    pub next_title: String,
    /// The round step by step (the race's registers): tables and pictures.
    pub steps: Vec<crate::games::Step>,
}

/// A running game's open turn.
#[derive(Clone, Debug, Serialize)]
pub struct ArchivedNow {
    pub title: String,
    pub status: String,
    pub svg: Option<String>,
    #[serde(skip)]
    pub shapes: Vec<crate::games::shape::Shape>,
    pub closes: Option<String>,
}

/// One relayed press message.
#[derive(Clone, Debug, Serialize)]
pub struct ArchivedPress {
    pub round: u32,
    pub sent: String,
    /// The sender's seat label, or `anonymous`.
    pub from: String,
    /// The seats it went to.
    pub to: String,
    pub text: String,
}

/// One game in the archive's index or on a page of games over: what its row shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct IndexRow {
    pub id: i64,
    pub kind: String,
    /// The seats' labels, joined (the public pages name no person).
    pub players: String,
    pub status: String,
    /// `Red wins`, `abandoned`; empty while it runs.
    pub result: String,
    /// When it ended, in seconds since the epoch; `None` while it runs. Not kept in the
    /// archive's lists.
    #[serde(skip)]
    pub ended: Option<i64>,
}

/// Whether press `p` went to every seat but its sender's (of `seats`): public, not private.
fn to_everyone(p: &crate::store::press::PressRow, seats: usize) -> bool {
    (0..seats).all(|i| {
        let s = crate::games::Seat(i as u8);
        s == p.from_seat || p.to_seats.contains(&s)
    })
}

impl Records<'_> {
    /// The public record of game `id`.
    pub fn archived_game(&self, id: i64) -> Result<ArchivedGame, ModError> {
        self.archived_game_from(id, 1)
    }

    /// [`Records::archived_game`] with only the rounds numbered `from` and after (their
    /// reports and pictures are what costs: an archive refresh reads only the rounds whose
    /// pages it writes).
    pub fn archived_game_from(&self, id: i64, from: u32) -> Result<ArchivedGame, ModError> {
        self.ctx.read(|c| {
            let g = game(c, id)?;
            // In the game's language, as its rounds' public reports are.
            let _speaking = self.notify.speak_to(c, Some(id), None)?;
            let engine = self.ctx.engine(&g.kind)?;
            let state = engine.load(&g.state)?;
            let ps = players(c, id)?;
            let seats: Vec<String> = ps.iter().map(|p| state.seat_label(p.seat)).collect();
            let label = |s: crate::games::Seat| {
                seats
                    .get(s.index())
                    .map_or_else(|| s.to_string(), String::clone)
            };
            let mut out = Vec::new();
            let stand = crate::store::rounds::rounds_where(
                c,
                "rounds WHERE game_id = ?1 AND number >= ?2 ORDER BY number",
                rusqlite::params![id, from],
            )?;
            for r in stand {
                out.push(self.archived_round(engine, &g, r)?);
            }
            let now = self.archived_now(engine, &g, &*state)?;
            let over = matches!(g.status, GameStatus::Finished | GameStatus::Abandoned);
            let press = if over {
                let all = crate::store::press::archive_all(c, id)?;
                crate::store::press::of_game(c, id)?
                    .into_iter()
                    .filter(|p| all || to_everyone(p, ps.len()))
                    .map(|p| ArchivedPress {
                        round: p.round,
                        sent: format_time(p.sent_at, g.tz),
                        from: if p.anonymous {
                            "anonymous".into()
                        } else {
                            label(p.from_seat)
                        },
                        to: p
                            .to_seats
                            .iter()
                            .map(|s| label(*s))
                            .collect::<Vec<_>>()
                            .join(", "),
                        text: p.body,
                    })
                    .collect()
            } else {
                Vec::new()
            };
            let result = crate::moderator::words::result_line(engine, &g)?;
            let words = (engine.capabilities().pictures)
                .map_or((String::new(), String::new()), |p| {
                    p.steps_words(self.notify.say())
                });
            let standings = match engine.capabilities().standings {
                Some(s) => s.render_standings(&*state, self.notify.say())?,
                None => None,
            };
            Ok(ArchivedGame {
                id,
                kind: g.kind.clone(),
                status: g.status.as_str().to_string(),
                result,
                players: seats,
                rounds: out,
                now,
                press,
                standings,
                house: engine
                    .capabilities()
                    .house
                    .map(|h| {
                        crate::games::capability::house::changed(h, &g.settings, self.notify.say())
                    })
                    .filter(|c| !c.is_empty() && !g.status.is_live())
                    .map(|c| c.join(", ")),
                steps_heading: words.0.to_string(),
                steps_legend: words.1.to_string(),
            })
        })
    }

    /// Round `r` of game `g` as its archive page shows it: its report, its picture and steps.
    fn archived_round(
        &self,
        engine: &dyn crate::games::DynGame,
        g: &crate::store::games::GameRow,
        r: crate::store::rounds::RoundRow,
    ) -> Result<ArchivedRound, ModError> {
        let (before, after) = (engine.load(&r.state_before)?, engine.load(&r.state_after)?);
        let title = before.phase_in(self.notify.say()).title;
        let pictures = engine.capabilities().pictures;
        let (before, after) = (Some(&*before), &*after);
        let (svg, shapes) = match pictures {
            Some(p) => {
                let (svg, shapes) =
                    p.render_picture_shapes(before, &r.events, after, self.notify.say())?;
                (Some(svg), shapes)
            }
            None => (None, Vec::new()),
        };
        let steps = match pictures {
            Some(p) => p.render_steps(before, &r.events, after, self.notify.say())?,
            None => Vec::new(),
        };
        Ok(ArchivedRound {
            number: r.number,
            title,
            report: r.report,
            svg,
            shapes,
            closed: format_time(r.closed_at, g.tz),
            next_title: after.phase_in(self.notify.say()).title,
            steps,
        })
    }

    /// A live game's position now (`state`), as its archive page shows it; `None` once over.
    fn archived_now(
        &self,
        engine: &dyn crate::games::DynGame,
        g: &crate::store::games::GameRow,
        state: &dyn crate::games::Loaded,
    ) -> Result<Option<ArchivedNow>, ModError> {
        if g.status.is_live() {
            let (svg, shapes) = match engine.capabilities().pictures {
                Some(p) => {
                    let (svg, shapes) =
                        p.render_picture_shapes(None, &Value::Null, state, self.notify.say())?;
                    (Some(svg), shapes)
                }
                None => (None, Vec::new()),
            };
            Ok(Some(ArchivedNow {
                title: state.phase_in(self.notify.say()).title,
                status: state.render_status(None, self.notify.say()),
                svg,
                shapes,
                closes: due::close_at(g).map(|t| format_time(t, g.tz)),
            }))
        } else {
            Ok(None)
        }
    }

    /// The index rows of games `ids`, in that order; a game that cannot be read is left out
    /// with why.
    pub fn index_rows(
        &self,
        ids: &[i64],
    ) -> Result<Vec<Result<IndexRow, crate::moderator::admin::games::Unreadable>>, ModError> {
        self.ctx.read(|c| {
            let mut out = Vec::with_capacity(ids.len());
            for &id in ids {
                let row = (|| -> Result<IndexRow, ModError> {
                    let g = game(c, id)?;
                    let engine = self.ctx.engine(&g.kind)?;
                    // A held game's state may not load: its seats by number.
                    let state = engine.load(&g.state).ok();
                    let mut labels = Vec::new();
                    for p in players(c, id)? {
                        labels.push(
                            state
                                .as_ref()
                                .map_or_else(|| p.seat.to_string(), |s| s.seat_label(p.seat)),
                        );
                    }
                    let result = crate::moderator::words::result_line(engine, &g).unwrap_or(None);
                    Ok(IndexRow {
                        id,
                        kind: g.kind.clone(),
                        players: labels.join(", "),
                        status: g.status.as_str().to_string(),
                        result: result.unwrap_or_default(),
                        ended: (!g.status.is_live())
                            .then(|| g.finished_at.map_or(0, crate::store::ts)),
                    })
                })();
                out.push(row.map_err(|e| crate::moderator::admin::games::Unreadable {
                    id,
                    error: e.to_string(),
                }));
            }
            Ok(out)
        })
    }

    /// Whether game `id` runs (active or paused): its archive has a page of the position now.
    pub fn game_is_live(&self, id: i64) -> Result<bool, ModError> {
        self.ctx.read(|c| Ok(game(c, id)?.status.is_live()))
    }

    /// The games running (not over), newest first; the games over in the order they ended.
    pub fn running_and_ended(&self) -> Result<(Vec<i64>, Vec<i64>), ModError> {
        self.ctx.read(|c| {
            Ok((
                crate::store::history::running_ids(c)?,
                crate::store::history::ended_ids(c)?,
            ))
        })
    }

    /// How many games are over.
    pub fn ended_count(&self) -> Result<usize, ModError> {
        self.ctx
            .read(|c| Ok(crate::store::history::ended_count(c)?))
    }

    /// The games running (not over), newest first.
    pub fn running_ids(&self) -> Result<Vec<i64>, ModError> {
        self.ctx
            .read(|c| Ok(crate::store::history::running_ids(c)?))
    }

    /// Whether the ratings may have moved at or after `since` other than by a game ending: a
    /// rollback (a game reopened, its rating taken back) or two addresses linked or unlinked
    /// (ALSO: one record in the ratings).
    pub fn ratings_moved_since(
        &self,
        since: chrono::DateTime<chrono::Utc>,
    ) -> Result<bool, ModError> {
        self.ctx.read(|c| {
            let sql = "SELECT EXISTS (SELECT 1 FROM rollbacks WHERE at >= ?1) \
                       OR EXISTS (SELECT 1 FROM audit WHERE action IN ('also_link', \
                       'also_unlink') AND at >= ?1)";
            Ok(c.prepare_cached(sql)?
                .query_row([crate::store::ts(since)], |r| r.get(0))?)
        })
    }

    /// The first round whose page a refresh of game `id` writes, when the archive holds its
    /// rounds up to `known` as they stood before `since`: the first round run since (or the
    /// one after `known`, if fewer), at least 1 (a page's links do not change when the round
    /// after it runs: it is the page of the position now until then); 1 after a rollback since
    /// (rounds may have been replaced).
    pub fn archive_from(
        &self,
        id: i64,
        since: chrono::DateTime<chrono::Utc>,
        known: u32,
    ) -> Result<u32, ModError> {
        self.ctx.read(|c| {
            let at = crate::store::ts(since);
            let rolled: bool = c
                .prepare_cached(
                    "SELECT EXISTS (SELECT 1 FROM rollbacks WHERE game_id = ?1 AND at >= ?2)",
                )?
                .query_row(rusqlite::params![id, at], |r| r.get(0))?;
            if rolled {
                return Ok(1);
            }
            let first: Option<u32> = c
                .prepare_cached(
                    "SELECT MIN(number) FROM rounds WHERE game_id = ?1 AND executed_at >= ?2",
                )?
                .query_row(rusqlite::params![id, at], |r| r.get(0))?;
            let first = first.map_or(known + 1, |f| f.min(known + 1));
            Ok(first.max(1))
        })
    }

    /// The games whose record changed at or after `since` (a round ran, a rollback): what the
    /// daemon refreshes in the archive after a pass.
    pub fn games_changed_since(
        &self,
        since: chrono::DateTime<chrono::Utc>,
    ) -> Result<Vec<i64>, ModError> {
        // One query each, each through its index: as one UNION, SQLite 3.53 merges them in
        // game order, scanning every round ever run (65 ms beside ten years of history).
        self.ctx.read(|c| {
            let mut ids = std::collections::BTreeSet::new();
            for sql in [
                "SELECT game_id FROM rounds WHERE executed_at >= ?1",
                "SELECT game_id FROM rollbacks WHERE at >= ?1",
                "SELECT id FROM games WHERE created_at >= ?1",
                "SELECT id FROM games WHERE finished_at >= ?1",
                // Whatever else changed a game (a master's TERMINATE, the operator's abandon,
                // a pause, an extension, an ejection, a tournament's step).
                "SELECT game_id FROM audit WHERE at >= ?1 AND game_id IS NOT NULL",
            ] {
                let mut stmt = c.prepare_cached(sql)?;
                for id in stmt.query_map([crate::store::ts(since)], |r| r.get::<_, i64>(0))? {
                    ids.insert(id?);
                }
            }
            Ok(ids.into_iter().collect())
        })
    }
}
