//! `OPEN` by mail (a player opens a game, when `[lobby] players_may_open`, within
//! `[lobby] max_opened`; `BOARD name` the sender's own course first, `COURSE`), and the
//! start dates: a game opened with one starts then with at
//! least its minimum seats, computer players in the empty seats when asked, or is cancelled
//! and those who joined told.

use super::super::ModError;
use super::join::{OpenGame, Request};
use crate::duration::parse_duration;
use crate::games::Registry;
use crate::games::capability::house;
use crate::moderator::Lobby;
use crate::moderator::incoming::reply::Item;
use crate::moderator::lobby::Asked;
use crate::store::audit;
use crate::store::lobby::{self as store, LobbyStatus};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::{Value, json};

impl Lobby<'_> {
    /// `OPEN race [BOARD b] [SEATS n] [SCHEDULE "22:00 Europe/London"] [PRIVATE word]`.
    pub(crate) fn open_item(&self, asked: Asked<'_>, text: &str) -> Result<Item, ModError> {
        let (c, from, quote, now) = (asked.c, asked.from, asked.quote, asked.now);
        if let Some(refused) = self.open_refused(quote, || Ok(store::opened_by(c, from)?))? {
            return Ok(refused);
        }
        let mut open = match read_open(text, self.registry()) {
            Ok(open) => open,
            Err(problem) => {
                return self.lobby_answer("open_bad", quote, json!({ "problem": problem }), true);
            }
        };
        // `BOARD name`: the sender's own course of that name first (its text kept in the
        // game's settings), else a shipped one.
        let board = open.request.settings.get("board").and_then(Value::as_str);
        if let Some(board) = board.map(str::to_lowercase)
            && let Some(own) = self.own_course_settings(c, from, &open.request.kind, &board)?
        {
            open.request.settings.extend(own);
        }
        open.request.opener_name = asked.name.map(str::to_string);
        let opened = crate::store::in_savepoint(c, || self.open_game_in(c, &open, from, now))?;
        match opened {
            Ok(id) => {
                let private = open.word.is_some();
                self.lobby_answer(
                    "opened",
                    quote,
                    json!({ "game": id, "seats": open.seats, "private": private, "word": open.word }),
                    false,
                )
            }
            Err(ModError::Input(problem)) => {
                self.lobby_answer("open_bad", quote, json!({ "problem": problem }), true)
            }
            Err(e) => {
                let problem = e.to_string();
                self.lobby_answer("open_bad", quote, json!({ "problem": problem }), true)
            }
        }
    }

    /// The answer refusing a player's `OPEN` (of a game or a tournament): players may not open
    /// (`[lobby] players_may_open`), or what they have open now, counted by `opened`, is at
    /// `[lobby] max_opened`. `None`: they may open.
    pub(crate) fn open_refused(
        &self,
        quote: &str,
        opened: impl FnOnce() -> Result<u32, ModError>,
    ) -> Result<Option<Item>, ModError> {
        let cfg = &self.config.lobby;
        if !cfg.players_may_open {
            return self
                .lobby_answer("open_not_allowed", quote, json!({}), true)
                .map(Some);
        }
        if opened()? >= cfg.max_opened {
            let cap = json!({ "cap": cfg.max_opened });
            return self.lobby_answer("open_cap", quote, cap, true).map(Some);
        }
        Ok(None)
    }

    /// Lobby games whose start date has come: started with at least their minimum seats
    /// (computer players filling the rest when asked), else cancelled, everyone who joined
    /// told. Returns how many started.
    pub(crate) fn lobby_starts(&self, c: &Connection, now: DateTime<Utc>) -> Result<u32, ModError> {
        let mut n = 0;
        for g in store::games(c, LobbyStatus::Open)? {
            if g.start_at.is_none_or(|t| t > now) {
                continue;
            }
            let seats = store::seats(c, g.id)?;
            let humans = seats.iter().filter(|s| !s.standby).count() as u32;
            let enough = humans >= g.min_seats && humans > 0;
            if enough {
                self.start_lobby_game(c, &g, now)?;
                n += 1;
                continue;
            }
            store::set_status(c, g.id, LobbyStatus::Cancelled, now)?;
            audit::record(
                c,
                now,
                Some(g.id),
                "robomod",
                "lobby_cancel",
                json!({ "players": humans, "min_seats": g.min_seats }),
            )?;
            for s in &seats {
                let _speaking = self.notify().speak_to(c, None, Some(&s.address))?;
                let body = self.notify().render(
                    "lobby_notice.txt",
                    json!({ "what": "cancelled", "game": g.id, "name": s.name, "joined": humans, "min_seats": g.min_seats, "address": self.config.identity.address }),
                )?;
                let subject = crate::say!(crate::lang::now(), "subject-did-not-start", game = g.id);
                let salt = format!("lobby-cancel-{}", g.id);
                self.notify().queue_unasked(
                    c,
                    &s.address,
                    (crate::outgoing::MailKind::Notice, &subject, body),
                    &salt,
                )?;
            }
        }
        Ok(n)
    }
}

/// Reads what follows `OPEN`: the kind, then `BOARD name`, `SEATS n`, `SCHEDULE "..."`,
/// `PRIVATE word` and the game's house rules (`LIVES 3`, `UPGRADES OFF`: the words its
/// [`crate::games::capability::HouseRules`] declares, in any language) in any order.
pub(crate) fn read_open(text: &str, registry: &Registry) -> Result<OpenGame, String> {
    let mut words = text.split_whitespace();
    let kind = words.next().unwrap_or_default().to_lowercase();
    // The kind in any language's name (`wyścig`) is the kind.
    let kind = registry.kind_named(&kind).map_or(kind, str::to_string);
    let house = registry.by_kind(&kind).and_then(|g| g.capabilities().house);
    let mut open = OpenGame {
        request: Request {
            kind,
            ..Default::default()
        },
        seats: 4,
        ..Default::default()
    };
    let rest: Vec<&str> = words.collect();
    let mut i = 0;
    let value = |i: usize| {
        rest.get(i + 1).copied().ok_or_else(|| {
            crate::say!(
                crate::lang::now(),
                "open-needs-value",
                word = rest[i].to_uppercase()
            )
        })
    };
    // Settings in any language's words (`MIEJSCA 3`, `PLANSZA`), read as the English ones.
    let options = crate::lang::Phrasebook::builtin().option_words();
    let say = crate::lang::now();
    while i < rest.len() {
        let folded = crate::lang::fold(rest[i]);
        let word = options.get(&folded).cloned().unwrap_or(folded);
        match word.as_str() {
            "BOARD" => {
                open.request
                    .settings
                    .insert("board".into(), Value::String(value(i)?.to_string()));
                i += 2;
            }
            "SEATS" => {
                let v = value(i)?;
                open.seats = v
                    .parse()
                    .map_err(|_| crate::say!(say, "open-seats-number", value = v))?;
                i += 2;
            }
            "PRIVATE" => {
                open.word = Some(value(i)?.to_string());
                i += 2;
            }
            "SCHEDULE" => {
                // Quoted: up to the closing quote; else one word (48h, 22:00).
                let first = value(i)?;
                if let Some(start) = first.strip_prefix('"') {
                    let mut parts = vec![start.to_string()];
                    let mut j = i + 1;
                    while !parts.last().is_some_and(|p| p.ends_with('"')) {
                        j += 1;
                        let Some(p) = rest.get(j) else {
                            return Err(say.t("open-quote-missing"));
                        };
                        parts.push(p.to_string());
                    }
                    let s = parts.join(" ");
                    open.request.schedule = Some(s.trim_end_matches('"').to_string());
                    i = j + 1;
                } else {
                    open.request.schedule = Some(first.to_string());
                    i += 2;
                }
            }
            "DEADLINE" | "EVERY" => {
                let v = value(i)?;
                parse_duration(v).map_err(|e| format!("{v}: {e}"))?;
                open.request.schedule = Some(v.to_string());
                i += 2;
            }
            _ => {
                let Some(house) = house else {
                    let word = rest[i].to_uppercase();
                    return Err(crate::say!(say, "open-unknown-setting", word = word));
                };
                let Some(rule) = house::rule_named(house, rest[i]) else {
                    return Err(house::unknown(house, rest[i], say));
                };
                let v = house::read_word(house, rule, value(i)?, say)?;
                open.request
                    .settings
                    .insert(rule.key.to_string(), v.to_json());
                i += 2;
            }
        }
    }
    Ok(open)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reg() -> &'static Registry {
        Registry::builtin()
    }

    #[test]
    fn open_reads_the_games_house_rules_in_any_language_and_refuses_bad_ones() {
        let o = read_open("race LIVES 5 upgrades off SEATS 3 extra 0", reg()).unwrap();
        assert_eq!(o.request.settings["lives"], 5);
        assert_eq!(o.request.settings["upgrades"], false);
        assert_eq!(o.request.settings["extra_rounds"], 0);
        assert_eq!(o.seats, 3);
        let o = read_open("wyścig ŻYCIA 2 BEZPIECZNIK WYŁĄCZONE", reg()).unwrap();
        assert_eq!(o.request.settings["lives"], 2);
        assert_eq!(o.request.settings["breaker"], false);
        let o = read_open("rambots REDBEAM slide", reg()).unwrap();
        assert_eq!(o.request.settings["red_beam"], "slide");
        let o = read_open("ricochet LAYOUT hard COLOURS 4 TARGET 5", reg()).unwrap();
        assert_eq!(o.request.settings["layout"], "hard");
        assert_eq!(o.request.settings["colours"], 4);
        let e = read_open("race LIVES 12", reg()).unwrap_err();
        assert_eq!(e, "LIVES 12: write a whole number from 1 to 9");
        let e = read_open("race REDBEAM slide", reg()).unwrap_err();
        assert!(e.contains("LIVES, UPGRADES, BREAKER, EXTRA"), "{e}");
        let _pl = crate::lang::speak("pl");
        let e = read_open("race ŻYCIA 0", reg()).unwrap_err();
        assert_eq!(e, "ŻYCIA 0: podaj liczbę całkowitą od 1 do 9");
        let e = read_open("race ULEPSZENIA może", reg()).unwrap_err();
        assert!(e.contains("ULEPSZENIA WYŁĄCZONE"), "{e}");
    }

    #[test]
    fn open_reads_its_settings_in_polish_words_too() {
        let o = read_open("race MIEJSCA 3 plansza gauntlet prywatna mors", reg()).unwrap();
        assert_eq!(o.seats, 3);
        assert_eq!(o.request.settings["board"], "gauntlet");
        assert_eq!(o.word.as_deref(), Some("mors"));
        let _pl = crate::lang::speak("pl");
        let e = read_open("race KOLOR 3", reg()).unwrap_err();
        assert!(e.starts_with("OTWÓRZ nie zna ustawienia KOLOR"), "{e}");
    }

    #[test]
    fn open_reads_its_settings_in_any_order() {
        let o = read_open(
            "race SEATS 3 SCHEDULE \"22:00 Europe/London\" PRIVATE walrus BOARD gauntlet",
            reg(),
        )
        .unwrap();
        assert_eq!(o.request.kind, "race");
        assert_eq!(o.seats, 3);
        assert_eq!(o.request.schedule.as_deref(), Some("22:00 Europe/London"));
        assert_eq!(o.word.as_deref(), Some("walrus"));
        assert_eq!(o.request.settings["board"], "gauntlet");
        assert!(
            read_open("race SEATS many", reg())
                .unwrap_err()
                .contains("SEATS many")
        );
        assert!(
            read_open("race COLOUR red", reg())
                .unwrap_err()
                .contains("COLOUR")
        );
        assert!(
            read_open("race SCHEDULE \"22:00", reg())
                .unwrap_err()
                .contains("quote")
        );
    }
}
