//! What a tournament's entrants are told, and what `TOURNAMENT 3`, `LIST` and the archive
//! show of it: one view of a tournament ([`Tournaments::tournament_view`]: its games with their
//! stage, players and winner, a series' points, its winner) and the mail every entrant (and
//! its organiser) gets at each step ([`Step`]): the draw, each game over with what opened
//! next, the winner, or the tournament cancelled. Words in `templates/tournament.txt` and
//! `templates/lang/<code>/tournament.ftl`.

use super::draw;
use super::run::get;
use super::types::{Format, Step};
use crate::moderator::ModError;
use crate::moderator::Tournaments;
use crate::outgoing::MailKind;
use crate::store::games::{GameStatus, game};
use crate::store::tournaments::{self as store, TournamentRow};
use rusqlite::Connection;
use serde_json::{Value, json};

impl Tournaments<'_> {
    /// Tournament `t` as its mails and pages show it (names, never addresses): `kind`,
    /// `format` (`heats`/`series`), `size`, `status`, `entrants`, `games` (each `game`,
    /// `stage`, `round`, `players`, `winner` or null, `over`, `abandoned`), a series'
    /// `standings` (`place`, `name`, `points`), `winner` (a name or null).
    pub(crate) fn tournament_view(
        &self,
        c: &Connection,
        t: &TournamentRow,
    ) -> Result<Value, ModError> {
        let entrants = store::entrants(c, t.id)?;
        let name = |a: &str| {
            (entrants.iter())
                .find(|(addr, _)| addr == a)
                .map_or_else(|| a.to_string(), |(_, n)| n.clone())
        };
        let played = self.played(c, t, None)?;
        let mut games = Vec::new();
        for (tg, p) in store::games(c, t.id)?.iter().zip(&played) {
            let g = game(c, tg.game_id)?;
            let won: Vec<String> = match &p.places {
                Some(places) if g.status == GameStatus::Finished => {
                    let best = places.iter().min().copied().unwrap_or(1);
                    (p.players.iter().zip(places))
                        .filter(|(_, pl)| **pl == best)
                        .map(|(w, _)| name(w))
                        .collect()
                }
                _ => Vec::new(),
            };
            games.push(json!({
                "game": tg.game_id,
                "stage": tg.stage,
                "round": tg.round,
                "players": p.players.iter().map(|w| name(w)).collect::<Vec<_>>(),
                "winner": (!won.is_empty()).then(|| won.join(", ")),
                "over": p.places.is_some(),
                "abandoned": g.status == GameStatus::Abandoned,
            }));
        }
        let standings: Vec<Value> = match Format::of(t) {
            Format::Series { .. } => {
                (series_standings(&played).into_iter())
                    .map(|(place, who, points)| {
                        json!({ "place": place, "name": name(&who), "points": points })
                    })
                    .collect()
            }
            Format::Heats { .. } => Vec::new(),
        };
        Ok(json!({
            "id": t.id,
            "kind": t.kind,
            "format": t.format,
            "size": t.size,
            "status": t.status,
            "entrants": entrants.iter().map(|(_, n)| n.clone()).collect::<Vec<_>>(),
            "max_entrants": t.max_entrants,
            "starts_at": t.starts_at.map(super::types::utc),
            "by_moderator": t.organiser.is_none(),
            "games": games,
            "standings": standings,
            "winner": t.winner.as_deref().map(name),
            "machines_tied": machines_tied(t, &played).iter().map(|w| name(w)).collect::<Vec<_>>(),
        }))
    }

    /// Every tournament that has started, for the archive: a line of it (`id`, `kind`,
    /// `format`, `size`, `winner`'s name or null) and, when it holds any of `changed` games
    /// (every one when `None`), its whole [`Tournaments::tournament_view`]: a refresh after a
    /// round builds only the pages it changes.
    #[allow(clippy::type_complexity)]
    pub fn archive_tournaments(
        &self,
        changed: Option<&[i64]>,
    ) -> Result<Vec<(Value, Option<Value>)>, ModError> {
        self.read(|c| {
            let mut out = Vec::new();
            for t in store::all(c)? {
                if t.status == "open" || t.status == "cancelled" {
                    continue;
                }
                let games = store::games(c, t.id)?;
                let touched =
                    changed.is_none_or(|ids| games.iter().any(|g| ids.contains(&g.game_id)));
                let view = touched.then(|| self.tournament_view(c, &t)).transpose()?;
                let winner = match (&view, &t.winner) {
                    (Some(v), _) => v["winner"].clone(),
                    (None, Some(w)) => (store::entrants(c, t.id)?.into_iter())
                        .find(|(a, _)| a == w)
                        .map_or_else(|| Value::from(w.as_str()), |(_, n)| n.into()),
                    (None, None) => Value::Null,
                };
                let line = json!({ "id": t.id, "kind": t.kind, "format": t.format,
                                   "size": t.size, "winner": winner });
                out.push((line, view));
            }
            Ok(out)
        })
    }

    /// Tells every entrant of tournament `id` (and its organiser) of `step`; `opened`: the
    /// games it opened with it.
    pub(crate) fn tell_tournament(
        &self,
        c: &Connection,
        id: i64,
        step: Step,
        opened: &[i64],
    ) -> Result<(), ModError> {
        let t = get(c, id)?;
        let mut view = self.tournament_view(c, &t)?;
        let (what, game) = match step {
            Step::Drawn => ("drawn", None),
            Step::Over(g) => ("over", Some(g)),
            Step::Won(g) => ("won", Some(g)),
            Step::Cancelled => ("cancelled", None),
        };
        // A computer player's address takes no mail: its entrants are told nothing.
        let mut to: Vec<(String, String)> = (store::entrants(c, id)?.into_iter())
            .filter(|(a, _)| !crate::moderator::seats::is_bot(a))
            .collect();
        if let Some(o) = &t.organiser
            && !to.iter().any(|(a, _)| a == o)
        {
            let name = crate::moderator::lobby::prefs::name(c, o)?.unwrap_or_default();
            to.push((o.clone(), name));
        }
        // Who plays each game it opened, read once for every recipient.
        let mut seated = Vec::new();
        for g in opened {
            let ps = crate::store::games::players(c, *g)?;
            seated.push((*g, ps.into_iter().map(|p| p.address).collect::<Vec<_>>()));
        }
        for (address, name) in to {
            let _speaking = self.notify().speak_to(c, None, Some(&address))?;
            let mine: Vec<i64> = (seated.iter())
                .filter(|(_, who)| who.contains(&address))
                .map(|(g, _)| *g)
                .collect();
            if let Value::Object(m) = &mut view {
                m.insert("what".into(), what.into());
                m.insert("name".into(), name.clone().into());
                m.insert("game".into(), game.into());
                m.insert("opened".into(), json!(opened));
                m.insert("mine".into(), json!(mine));
                m.insert(
                    "address".into(),
                    self.config.identity.address.clone().into(),
                );
            }
            let body = self.notify().render("tournament.txt", view.clone())?;
            let subject = crate::say!(crate::lang::now(), "subject-tournament", id = id);
            let salt = format!("tournament-{id}-{what}-{}", game.unwrap_or_default());
            self.notify()
                .queue_unasked(c, &address, (MailKind::Notice, &subject, body), &salt)?;
        }
        Ok(())
    }
}

/// Who shared first place of tournament `t`, over, when they are computer players alone (a
/// play-off among them is not played: `run::no_play_off_of_machines`); empty otherwise.
fn machines_tied(t: &TournamentRow, played: &[draw::Played]) -> Vec<String> {
    if t.status != "over" {
        return Vec::new();
    }
    let tied: Vec<String> = match Format::of(t) {
        Format::Series { .. } => (series_standings(played).into_iter())
            .filter(|(place, _, _)| *place == 1)
            .map(|(_, who, _)| who)
            .collect(),
        Format::Heats { .. } => match played.last() {
            Some(last) if last.stage == draw::Stage::Final => {
                let places = last.places.clone().unwrap_or_default();
                (last.players.iter().zip(&places))
                    .filter(|(_, p)| **p == 1)
                    .map(|(w, _)| w.clone())
                    .collect()
            }
            _ => Vec::new(),
        },
    };
    let machines = tied.len() > 1 && tied.iter().all(|w| crate::moderator::seats::is_bot(w));
    if machines { tied } else { Vec::new() }
}

/// A series' standings from its games played (its play-offs left out): (place, who, points).
fn series_standings(played: &[draw::Played]) -> Vec<(u32, String, u32)> {
    let series: Vec<draw::Played> = (played.iter())
        .filter(|p| matches!(p.stage, draw::Stage::Series { .. }))
        .cloned()
        .collect();
    draw::series_standings(&series)
}
