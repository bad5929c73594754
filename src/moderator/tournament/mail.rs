//! Tournaments by mail, in the lobby (no game tag needed): `TOURNAMENT OPEN rambots HEATS 4
//! [ENTRANTS 16] [START 7d | START 2026-12-01]` and the game's own OPEN settings after them
//! (`BOARD`, `SCHEDULE`, ...), by whoever may `OPEN` a game (its organiser, the master of its
//! games); `TOURNAMENT START 3` by its organiser; `JOIN TOURNAMENT 3 [AS Name]`, `LEAVE
//! TOURNAMENT 3` before it starts; `TOURNAMENT` (the open and running ones) and
//! `TOURNAMENT 3` (one in full). Open tournaments start at their date (or are cancelled with
//! fewer than two entrants) in the lobby's timed work ([`Tournaments::tournament_starts`]).

use super::types::Step;
use super::types::{Format, NewTournament};
use crate::duration::parse_duration;
use crate::inbound::Tournament;
use crate::moderator::admin::games::NewPlayer;
use crate::moderator::error::ModError;
use crate::moderator::layers::Tournaments;
use crate::moderator::lobby::Asked;
use crate::moderator::lobby::joining_name;
use crate::moderator::replies::Item;
use crate::store::tournaments::{self as store, TournamentRow};
use chrono::{DateTime, NaiveDate, Utc};
use rusqlite::Connection;
use serde_json::{Value, json};

/// What `TOURNAMENT OPEN` reads before the game's own settings.
#[derive(Debug, PartialEq)]
struct Opening {
    format: Format,
    starts: Option<Start>,
    max_entrants: Option<u32>,
    /// How many computer players enter it from the start (`COMPUTERS 2`).
    computers: u32,
    /// The rest, as `OPEN` reads it (the kind first).
    game: String,
}

#[derive(Debug, PartialEq)]
enum Start {
    In(chrono::Duration),
    On(NaiveDate),
}

/// Reads what follows `TOURNAMENT OPEN` (the kind first): its format, start and size; the
/// words it does not know are the game's (read by `OPEN`'s reader). A problem in the
/// reader's words.
fn read_opening(text: &str) -> Result<Opening, String> {
    let say = crate::lang::now();
    let words: Vec<&str> = text.split_whitespace().collect();
    let options = crate::lang::Phrasebook::builtin().option_words();
    let mut format = None;
    let mut starts = None;
    let mut max_entrants = None;
    let mut computers = 0;
    let mut game = vec![words.first().copied().unwrap_or_default()];
    let mut i = 1;
    while i < words.len() {
        let folded = crate::lang::fold(words[i]);
        let word = options.get(&folded).cloned().unwrap_or(folded);
        let value = words.get(i + 1).copied();
        // A whole number, `least` or more: refused with the range, never changed.
        let number = |least: u32| -> Result<u32, String> {
            let word = words[i];
            let Some(n) = value.and_then(|v| v.parse::<u32>().ok()) else {
                return Err(crate::say!(
                    say,
                    "tournament-needs-number",
                    word = word,
                    least = least
                ));
            };
            if n < least {
                let value = n.to_string();
                return Err(crate::say!(
                    say,
                    "tournament-too-few",
                    word = word,
                    value = value,
                    least = least
                ));
            }
            Ok(n)
        };
        match word.as_str() {
            "HEATS" => format = Some(Format::Heats { size: number(2)? }),
            "SERIES" => format = Some(Format::Series { games: number(1)? }),
            "ENTRANTS" => max_entrants = Some(number(2)?),
            "COMPUTERS" => computers = number(1)?,
            "START" => {
                let v = value.unwrap_or_default();
                starts = Some(if let Ok(d) = NaiveDate::parse_from_str(v, "%Y-%m-%d") {
                    Start::On(d)
                } else if let Ok(d) = parse_duration(v) {
                    Start::In(d)
                } else {
                    return Err(crate::say!(say, "tournament-bad-start", value = v));
                });
            }
            "SEATS" | "PRIVATE" => {
                return Err(crate::say!(say, "tournament-not-here", word = words[i]));
            }
            _ => {
                game.push(words[i]);
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    let format = format.ok_or_else(|| say.t("tournament-needs-format"))?;
    if let Some(most) = max_entrants
        && computers >= most
    {
        let (computers, most) = (computers.to_string(), most.to_string());
        return Err(crate::say!(
            say,
            "tournament-computers-all",
            computers = computers,
            most = most
        ));
    }
    Ok(Opening {
        format,
        starts,
        max_entrants,
        computers,
        game: game.join(" "),
    })
}

impl Tournaments<'_> {
    /// The answer to one `TOURNAMENT` line from `from` (`name`: what they are called).
    pub(crate) fn tournament_item(
        &self,
        asked: Asked<'_>,
        what: &Tournament,
    ) -> Result<Item, ModError> {
        let (c, from, quote, now) = (asked.c, asked.from, asked.quote, asked.now);
        let answer = |what: &'static str, ctx: Value, error: bool| {
            self.notify.lobby_answer(what, quote, ctx, error)
        };
        let open_one = |id: i64| -> Result<Option<TournamentRow>, ModError> {
            Ok(store::get(c, id)?.filter(|t| t.status == "open"))
        };
        match what {
            Tournament::Show { id: None } => {
                let list = self.tournament_list(c)?;
                answer("tournament_list", json!({ "tournaments": list }), false)
            }
            Tournament::Show { id: Some(id) } => match store::get(c, *id)? {
                Some(t) => {
                    let mut view = self.tournament_view(c, &t)?;
                    view["what"] = "show".into();
                    let mut item = answer("tournament_show", json!({ "id": id }), false)?;
                    item.acted = false;
                    item.attachment = Some(self.notify.render("tournament.txt", view)?);
                    Ok(item)
                }
                None => answer("tournament_none", json!({ "id": id }), true),
            },
            Tournament::Open { text } => self.tournament_open_item(asked, text),
            Tournament::Start { id } => {
                let Some(t) = open_one(*id)? else {
                    return answer("tournament_not_open", json!({ "id": id }), true);
                };
                if t.organiser.as_deref() != Some(from) {
                    return answer("tournament_not_yours", json!({ "id": id }), true);
                }
                let count = store::entrants(c, *id)?.len();
                if count < 2 {
                    return answer(
                        "tournament_too_few",
                        json!({ "id": id, "count": count }),
                        true,
                    );
                }
                match crate::store::in_savepoint(c, || self.start_tournament_in(c, *id, now))? {
                    Ok(()) => answer("tournament_started", json!({ "id": id }), false),
                    Err(e) => answer("tournament_bad", json!({ "problem": e.to_string() }), true),
                }
            }
            Tournament::Join { id, name: given } => {
                self.tournament_join_item(asked, *id, given.as_deref())
            }
            Tournament::Leave { id } => {
                if open_one(*id)?.is_none() {
                    return answer("tournament_not_open", json!({ "id": id }), true);
                }
                if store::leave(c, *id, from)? {
                    answer("tournament_left", json!({ "id": id }), false)
                } else {
                    answer("tournament_not_in", json!({ "id": id }), true)
                }
            }
        }
    }

    /// `JOIN TOURNAMENT id [name]`: `asked.from` entered in open tournament `id` under a name
    /// unique in it; a tournament full with them starts.
    fn tournament_join_item(
        &self,
        asked: Asked<'_>,
        id: i64,
        given: Option<&str>,
    ) -> Result<Item, ModError> {
        let (c, from, name, quote, now) = (asked.c, asked.from, asked.name, asked.quote, asked.now);
        let answer = |what: &'static str, ctx: Value, error: bool| {
            self.notify.lobby_answer(what, quote, ctx, error)
        };
        let open_one = |id: i64| -> Result<Option<TournamentRow>, ModError> {
            Ok(store::get(c, id)?.filter(|t| t.status == "open"))
        };
        let Some(t) = open_one(id)? else {
            return answer("tournament_not_open", json!({ "id": id }), true);
        };
        let entrants = store::entrants(c, id)?;
        if entrants.iter().any(|(a, _)| a == from) {
            return answer("tournament_already", json!({ "id": id }), true);
        }
        if t.max_entrants.is_some_and(|m| entrants.len() as u32 >= m) {
            return answer("tournament_full", json!({ "id": id }), true);
        }
        // A name as a game's JOIN takes one, unique in the tournament (its games
        // are made of its entrants' names).
        let wanted = (given.map(str::to_string))
            .or(crate::moderator::lobby::prefs::name(c, from)?)
            .or(name.map(str::to_string));
        let name = match joining_name(wanted.as_deref(), from) {
            Ok(n) => n,
            Err(bad) => return answer("bad_name", json!({ "name": bad }), true),
        };
        if entrants.iter().any(|(_, n)| n.eq_ignore_ascii_case(&name)) {
            return answer(
                "tournament_name_taken",
                json!({ "id": id, "name": name }),
                true,
            );
        }
        store::enter(c, id, from, &name)?;
        let count = entrants.len() + 1;
        let full = t.max_entrants.is_some_and(|m| count as u32 >= m);
        let item = answer(
            "tournament_joined",
            json!({ "id": id, "name": name, "count": count, "full": full,
                    "starts_at": t.starts_at.map(super::types::utc) }),
            false,
        );
        // Full: it starts now; a start that fails leaves it open, audited, for the
        // organiser's START or the operator.
        if full
            && let Err(e) = crate::store::in_savepoint(c, || self.start_tournament_in(c, id, now))?
        {
            let why = json!({ "tournament": id, "error": e.to_string() });
            crate::store::audit::record(c, now, None, "robomod", "tournament_failed", why)?;
        }
        item
    }

    /// `TOURNAMENT OPEN ...` from `from`.
    fn tournament_open_item(&self, asked: Asked<'_>, text: &str) -> Result<Item, ModError> {
        let (c, from, quote, now) = (asked.c, asked.from, asked.quote, asked.now);
        let running = || {
            Ok((store::all(c)?.into_iter())
                .filter(|t| t.organiser.as_deref() == Some(from))
                .filter(|t| t.status == "open" || t.status == "running")
                .count() as u32)
        };
        if let Some(refused) = self.notify.open_refused(quote, running)? {
            return Ok(refused);
        }
        let bad = |problem: String| {
            self.notify
                .lobby_answer("tournament_bad", quote, json!({ "problem": problem }), true)
        };
        let opening = match read_opening(text) {
            Ok(o) => o,
            Err(problem) => return bad(problem),
        };
        let game =
            match crate::moderator::lobby::open::read_open(&opening.game, self.ctx.registry()) {
                Ok(g) => g,
                Err(problem) => return bad(problem),
            };
        let starts_at = opening.starts.map(|s| match s {
            Start::In(d) => now + d,
            Start::On(day) => day.and_time(chrono::NaiveTime::MIN).and_utc(),
        });
        if starts_at.is_some_and(|s| s <= now) {
            return bad(crate::say!(crate::lang::now(), "tournament-start-past"));
        }
        // The game's settings are checked now, as a game made of them would be.
        let engine = self.ctx.engine(&game.request.kind)?;
        if let Err(e) = engine.check_settings(&Value::Object(game.request.settings.clone())) {
            return bad(e.to_string());
        }
        let entrants = match self.computer_entrants(&game.request.kind, opening.computers) {
            Ok(e) => e,
            Err(problem) => return bad(problem),
        };
        let new = NewTournament {
            kind: game.request.kind.clone(),
            entrants,
            format: opening.format,
            settings: game.request.settings.clone(),
            schedule: game.request.schedule.clone(),
            organiser: Some(from.to_string()),
            starts_at,
            max_entrants: opening.max_entrants,
            ..NewTournament::default()
        };
        let computers = opening.computers;
        let announced = || {
            let id = self.announce_tournament_in(c, &new, now)?;
            // The computer players may not fill it: a person must be able to enter.
            if let Some(most) = super::run::get(c, id)?.max_entrants
                && computers >= most
            {
                let (computers, most) = (computers.to_string(), most.to_string());
                let say = crate::lang::now();
                let why = crate::say!(
                    say,
                    "tournament-computers-all",
                    computers = computers,
                    most = most
                );
                return Err(ModError::Input(why));
            }
            Ok(id)
        };
        let id = match crate::store::in_savepoint(c, announced)? {
            Ok(id) => id,
            Err(ModError::Input(problem)) => return bad(problem),
            Err(e) => return Err(e),
        };
        let t = super::run::get(c, id)?;
        let mut view = self.tournament_view(c, &t)?;
        view["what"] = "show".into();
        let mut item =
            self.notify
                .lobby_answer("tournament_opened", quote, json!({ "id": id }), false)?;
        item.attachment = Some(self.notify.render("tournament.txt", view)?);
        Ok(item)
    }

    /// `count` computer players to enter a tournament of `kind` from its start (`COMPUTERS
    /// 2`), named in the reader's language; a problem when `kind` has none.
    fn computer_entrants(&self, kind: &str, count: u32) -> Result<Vec<NewPlayer>, String> {
        let say = crate::lang::now();
        if count == 0 {
            return Ok(Vec::new());
        }
        let has = self
            .ctx
            .engine(kind)
            .is_ok_and(|e| e.capabilities().computer.is_some());
        if !has {
            return Err(crate::say!(say, "tournament-no-computer", kind = kind));
        }
        Ok((1..=count)
            .map(|n| {
                let name = crate::say!(say, "tournament-computer-name", n = n);
                let address = crate::moderator::seats::bot_address(&name);
                NewPlayer { name, address }
            })
            .collect())
    }

    /// The open and running tournaments, for `TOURNAMENT` and `LIST`: `id`, `kind`, `format`,
    /// `size`, `status`, `entrants` (how many), `starts_at`.
    pub(crate) fn tournament_list(&self, c: &Connection) -> Result<Vec<Value>, ModError> {
        let mut out = Vec::new();
        for status in ["open", "running"] {
            for t in store::with_status(c, status)? {
                out.push(json!({
                    "id": t.id,
                    "kind": t.kind,
                    "format": t.format,
                    "size": t.size,
                    "status": t.status,
                    "entrants": store::entrants(c, t.id)?.len(),
                    "max_entrants": t.max_entrants,
                    "starts_at": t.starts_at.map(super::types::utc),
                }));
            }
        }
        Ok(out)
    }

    /// Open tournaments whose start date has come: started with two entrants or more, else
    /// cancelled and those who entered told. Returns how many.
    pub(crate) fn tournament_starts(
        &self,
        c: &Connection,
        now: DateTime<Utc>,
    ) -> Result<u32, ModError> {
        let mut n = 0;
        for t in store::with_status(c, "open")? {
            if t.starts_at.is_none_or(|s| s > now) {
                continue;
            }
            if store::entrants(c, t.id)?.len() >= 2 {
                let started =
                    crate::store::in_savepoint(c, || self.start_tournament_in(c, t.id, now))?;
                if let Err(e) = started {
                    store::set_status(c, t.id, "cancelled")?;
                    let why = serde_json::json!({ "tournament": t.id, "error": e.to_string() });
                    crate::store::audit::record(c, now, None, "robomod", "tournament_failed", why)?;
                }
            } else {
                store::set_status(c, t.id, "cancelled")?;
                self.tell_tournament(c, t.id, Step::Cancelled, &[])?;
            }
            n += 1;
        }
        Ok(n)
    }

    /// When an open tournament next starts, if any.
    pub(crate) fn tournament_due(&self, c: &Connection) -> Result<Option<DateTime<Utc>>, ModError> {
        Ok((store::with_status(c, "open")?.into_iter())
            .filter_map(|t| t.starts_at)
            .min())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournament_open_reads_its_format_start_and_the_game_s_settings() {
        let o = read_opening("race SERIES 3 ENTRANTS 6 BOARD gauntlet START 7d").unwrap();
        assert_eq!(o.format, Format::Series { games: 3 });
        assert_eq!(o.max_entrants, Some(6));
        assert_eq!(o.starts, Some(Start::In(chrono::Duration::days(7))));
        assert_eq!(o.game, "race BOARD gauntlet");
        let o = read_opening("rambots HEATS 4 START 2026-12-01").unwrap();
        assert_eq!(o.format, Format::Heats { size: 4 });
        assert_eq!(
            o.starts,
            Some(Start::On(NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()))
        );
        assert!(read_opening("rambots").unwrap_err().contains("HEATS"));
        assert!(read_opening("rambots HEATS 1").is_err());
        // Out of range: refused with the range, never changed (issue 64).
        let e = read_opening("race SERIES 0").unwrap_err();
        assert!(e.contains("SERIES 0") && e.contains("1 or more"), "{e}");
        let e = read_opening("race SERIES 2 ENTRANTS 1").unwrap_err();
        assert!(e.contains("ENTRANTS 1") && e.contains("2 or more"), "{e}");
        let e = read_opening("race SERIES 2 ENTRANTS 3 COMPUTERS 3").unwrap_err();
        assert!(e.contains("COMPUTERS 3"), "{e}");
        let o = read_opening("race SERIES 2 ENTRANTS 3 COMPUTERS 2").unwrap();
        assert_eq!((o.max_entrants, o.computers), (Some(3), 2));
        assert_eq!(
            read_opening("race SERIA 2 KOMPUTERY 1").unwrap().computers,
            1
        );
        assert!(
            read_opening("rambots HEATS many")
                .unwrap_err()
                .contains("HEATS")
        );
        assert!(
            read_opening("rambots HEATS 4 SEATS 3")
                .unwrap_err()
                .contains("SEATS")
        );
        assert!(
            read_opening("rambots HEATS 4 START soon")
                .unwrap_err()
                .contains("soon")
        );
    }

    #[test]
    fn tournament_open_reads_polish_words() {
        let o = read_opening("race SERIA 3 GRACZY 6 PLANSZA gauntlet").unwrap();
        assert_eq!(o.format, Format::Series { games: 3 });
        assert_eq!(o.max_entrants, Some(6));
        assert_eq!(o.game, "race PLANSZA gauntlet");
    }
}
