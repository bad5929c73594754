//! The lobby's line grammar: `LIST`, `JOIN`, `LEAVE`, `OPEN`, `OBSERVE`, `TAKE`, `SET` and
//! `RATINGS`, the
//! commands a mail to robomod's plain address carries (no game tag needed). The moderator's
//! lobby (`src/moderator/lobby/`) answers them.
//!
//! These words are common English ("Take care", "Leave it to me", "Set the table"), so each
//! command has a strict shape, and a line that does not have it is chatter, unless the word is
//! written in capitals: then it is quoted back as unknown, so the reply can say how to fix it.
//! - `LIST` alone, or `LIST 12` (a number, `#12` or `g12`);
//! - `JOIN 12`, then in any order a private game's word, `STANDBY`, and `AS Name` last (the name
//!   is the rest of the line); more than one word besides those is prose, unless shouted;
//! - `LEAVE 12`, `TAKE 12`, `OBSERVE 12`, `OBSERVE 12 OFF` (or `ON`): nothing else after them;
//! - `SET` alone, or `SET` followed by `PICTURES`, `REMINDERS`, `DIGEST` or `NAME` (the rest of
//!   the line is read by the moderator, which says what each takes);
//! - `OPEN` followed by a game kind robomod knows (`OPEN race SEATS 4`);
//! - `RATINGS` alone, or followed by a game kind robomod knows (`RATINGS race`);
//! - `ALSO` followed by one mail address (`ALSO ann@work.example`), then `OFF` or nothing;
//!   `ALSO` alone in capitals ("Also, ..." is prose);
//! - `TOURNAMENT` alone in capitals, `TOURNAMENT 3`, `TOURNAMENT OPEN` and a game kind,
//!   `TOURNAMENT START 3`; `JOIN TOURNAMENT 3 [AS Name]` and `LEAVE TOURNAMENT 3` (also
//!   written `TOURNAMENT JOIN 3`).
//!
//! In the subject the command word must be in capitals.

use super::shapes::{collapse, strip_list_marker};
use crate::inbound::{LobbyCommand, PlayerCommand, Tournament, Wrong};

const WORDS: &[&str] = &[
    "LIST",
    "JOIN",
    "LEAVE",
    "OPEN",
    "OBSERVE",
    "TAKE",
    "SET",
    "RATINGS",
    "ALSO",
    "TOURNAMENT",
];

/// The keys `SET` takes.
pub const SET_KEYS: &[&str] = &["PICTURES", "REMINDERS", "DIGEST", "NAME", "LANGUAGE"];

/// A game number: `12`, `#12`, `g12`.
fn number(t: &str) -> Option<i64> {
    let t = t.trim_end_matches(['.', ',', '!']);
    let t = t
        .strip_prefix('#')
        .or_else(|| t.strip_prefix(['g', 'G']))
        .unwrap_or(t);
    (!t.is_empty() && t.len() <= 12 && t.bytes().all(|b| b.is_ascii_digit()))
        .then(|| t.parse().ok())
        .flatten()
}

/// The lobby command `line` carries, if any (see the module doc); `subject`: read from the
/// subject, where the word must be in capitals. In steps: the line's lobby word
/// ([`LobbyLine::read`]), a tournament's line, then the word's own shape.
pub fn lobby_command(line: &str, subject: bool) -> Option<PlayerCommand> {
    let read = LobbyLine::read(line, subject)?;
    if let Some(tournament) = read.tournament() {
        return tournament;
    }
    match read.word {
        "LIST" => read.list(),
        "RATINGS" => read.ratings(),
        "ALSO" => read.also(),
        "LEAVE" | "TAKE" | "OBSERVE" | "JOIN" => read.seat(),
        "SET" => read.set(),
        "OPEN" => read.open(),
        _ => read.unknown(),
    }
}

/// A line that starts with a lobby word, read once for the steps of [`lobby_command`].
struct LobbyLine<'a> {
    line: &'a str,
    /// The lobby word, upper-case.
    word: &'static str,
    /// Whether it is written in capitals: a misshapen line is then quoted back, not chatter.
    shouting: bool,
    /// The words after it, without a `game` before the game's number (`JOIN game 12`).
    rest: Vec<&'a str>,
}

fn lobby(lobby: LobbyCommand) -> Option<PlayerCommand> {
    Some(PlayerCommand::Lobby { lobby })
}

/// A word as quoted back: without the punctuation after it.
fn plain(t: &str) -> String {
    t.trim_end_matches(['.', ',', ';', '!']).to_string()
}

/// Whether `t` is the word `w` (any case), perhaps with a full stop or `!`.
fn is(t: &str, w: &str) -> bool {
    t.trim_end_matches(['.', '!']).eq_ignore_ascii_case(w)
}

impl<'a> LobbyLine<'a> {
    /// The line's lobby word and the words after it; `None` when it starts with none, or (in
    /// the subject) with one not in capitals.
    fn read(line: &'a str, subject: bool) -> Option<Self> {
        let body = strip_list_marker(line.trim());
        let mut tokens = body.split_whitespace();
        let word = tokens.next()?.trim_end_matches([':', '.', '!', ',']);
        let upper = WORDS.iter().find(|w| w.eq_ignore_ascii_case(word))?;
        let shouting = word.chars().all(|c| c.is_ascii_uppercase());
        if subject && !shouting {
            return None;
        }
        let mut rest: Vec<&str> = tokens.collect();
        // `JOIN game 12`, `OBSERVE game #12`: the word "game" before the number is no part of
        // it.
        if rest.len() >= 2 && rest[0].eq_ignore_ascii_case("game") && number(rest[1]).is_some() {
            rest.remove(0);
        }
        Some(LobbyLine {
            line,
            word: upper,
            shouting,
            rest,
        })
    }

    /// The line quoted back as unknown when shouted; chatter otherwise.
    fn unknown(&self) -> Option<PlayerCommand> {
        self.misread(None)
    }

    /// A known command with what it does not take (`OPEN chess`): quoted back with the word
    /// when shouted.
    fn misread(&self, wrong: Option<Wrong>) -> Option<PlayerCommand> {
        self.shouting.then(|| PlayerCommand::Unknown {
            line: self.line.trim().to_string(),
            meant: None,
            wrong,
        })
    }

    /// A tournament's line (see [`tournament`]): `None` when it is none.
    fn tournament(&self) -> Option<Option<PlayerCommand>> {
        let rest = &self.rest;
        if self.word == "TOURNAMENT"
            && rest.len() >= 2
            && rest[0].eq_ignore_ascii_case("open")
            && crate::games::reading().kind_named(rest[1]).is_none()
        {
            return Some(self.misread(Some(Wrong::Kind(plain(rest[1])))));
        }
        let read = tournament(self.word, rest, self.shouting)?;
        Some(read.map_or_else(
            || self.unknown(),
            |what| lobby(LobbyCommand::Tournament { what }),
        ))
    }

    /// `LIST` alone, or `LIST 12`.
    fn list(&self) -> Option<PlayerCommand> {
        match &self.rest[..] {
            [] => lobby(LobbyCommand::List { game: None }),
            [t] if number(t).is_some() => lobby(LobbyCommand::List { game: number(t) }),
            _ => self.unknown(),
        }
    }

    /// `RATINGS` alone, or followed by a game kind robomod knows, by its kind or its name in
    /// any language (`RANKING wyścig`).
    fn ratings(&self) -> Option<PlayerCommand> {
        let kind = |k: &str| {
            crate::games::reading()
                .kind_named(k.trim_end_matches(['.', '!']))
                .map(str::to_string)
        };
        match &self.rest[..] {
            [] => lobby(LobbyCommand::Ratings { kind: None }),
            [k] if kind(k).is_some() => lobby(LobbyCommand::Ratings { kind: kind(k) }),
            [k] => self.misread(Some(Wrong::Kind(plain(k)))),
            _ => self.unknown(),
        }
    }

    /// `ALSO` and one mail address, then `OFF` or nothing; `ALSO` alone in capitals.
    fn also(&self) -> Option<PlayerCommand> {
        let rest = &self.rest;
        let other = rest.first().and_then(|t| mailbox(t));
        match other {
            None if rest.is_empty() && self.shouting => lobby(LobbyCommand::Also {
                other: None,
                off: false,
            }),
            Some(other) if rest.len() == 1 || (rest.len() == 2 && is(rest[1], "off")) => {
                lobby(LobbyCommand::Also {
                    other: Some(other),
                    off: rest.len() == 2,
                })
            }
            None if !rest.is_empty() => self.misread(Some(Wrong::Address(plain(rest[0])))),
            _ => self.unknown(),
        }
    }

    /// `LEAVE 12`, `TAKE 12`, `OBSERVE 12 [ON|OFF]`, `JOIN 12 ...`: a game's number first.
    fn seat(&self) -> Option<PlayerCommand> {
        let Some(game) = self.rest.first().and_then(|t| number(t)) else {
            return self.unknown();
        };
        let after = &self.rest[1..];
        match (self.word, after) {
            ("LEAVE", []) => lobby(LobbyCommand::Leave { game }),
            ("TAKE", []) => lobby(LobbyCommand::Take { game }),
            ("OBSERVE", []) => lobby(LobbyCommand::Observe { game, on: true }),
            ("OBSERVE", [t]) if is(t, "off") || is(t, "on") => lobby(LobbyCommand::Observe {
                game,
                on: is(t, "on"),
            }),
            ("JOIN", _) => join(game, after, self.shouting).map_or_else(|| self.unknown(), lobby),
            _ => self.unknown(),
        }
    }

    /// `SET` alone, or followed by a key it takes (any words in capitals): the rest of the
    /// line, read by the moderator.
    fn set(&self) -> Option<PlayerCommand> {
        let rest = &self.rest;
        if rest.is_empty() {
            return lobby(LobbyCommand::Set {
                text: String::new(),
            });
        }
        if self.shouting || SET_KEYS.iter().any(|k| is(rest[0], k)) {
            return lobby(LobbyCommand::Set {
                text: collapse(&rest.join(" ")),
            });
        }
        self.unknown()
    }

    /// `OPEN` and the game by its kind or its name in any language (`OTWÓRZ wyścig`),
    /// written as its kind for the lobby.
    fn open(&self) -> Option<PlayerCommand> {
        let Some(first) = self.rest.first() else {
            return self.unknown();
        };
        let Some(kind) = crate::games::reading().kind_named(first) else {
            return self.misread(Some(Wrong::Kind(plain(first))));
        };
        let mut words = vec![kind];
        words.extend(&self.rest[1..]);
        lobby(LobbyCommand::Open {
            text: collapse(&words.join(" ")),
        })
    }
}

/// A tournament line: `None` when `word` and `rest` are no tournament's, `Some(None)` when
/// they are one misshapen.
fn tournament(word: &str, rest: &[&str], shouting: bool) -> Option<Option<Tournament>> {
    let is = |t: &str, w: &str| t.trim_end_matches(['.', '!', ':']).eq_ignore_ascii_case(w);
    let (verb, rest): (&str, &[&str]) = match word {
        "TOURNAMENT" => match rest.first() {
            None if shouting => return Some(Some(Tournament::Show { id: None })),
            None => return None,
            Some(t) if number(t).is_some() && rest.len() == 1 => {
                return Some(Some(Tournament::Show { id: number(t) }));
            }
            Some(t) if is(t, "open") => {
                let kind = rest
                    .get(1)
                    .and_then(|k| crate::games::reading().kind_named(k));
                return Some(kind.map(|kind| {
                    let mut words = vec![kind.to_string()];
                    words.extend(rest[2..].iter().map(|w| w.to_string()));
                    Tournament::Open {
                        text: collapse(&words.join(" ")),
                    }
                }));
            }
            Some(t) if ["start", "join", "leave"].iter().any(|w| is(t, w)) => {
                (t.trim_end_matches(['.', '!', ':']), &rest[1..])
            }
            // `Tournament time!`: prose unless shouted.
            Some(_) => return shouting.then_some(None),
        },
        // `JOIN TOURNAMENT 3`; `JOIN TO TOURNAMENT 3` as Polish reads (`DOŁĄCZ DO TURNIEJU`).
        "JOIN" | "LEAVE" => {
            let skip = usize::from(rest.first().is_some_and(|t| is(t, "to")));
            if !rest.get(skip).is_some_and(|t| is(t, "tournament")) {
                return None;
            }
            (word, &rest[skip + 1..])
        }
        _ => return None,
    };
    let id = rest.first().and_then(|t| number(t));
    let after = rest.get(1..).unwrap_or(&[]);
    Some(match (verb.to_ascii_uppercase().as_str(), id) {
        ("START", Some(id)) if after.is_empty() => Some(Tournament::Start { id }),
        ("LEAVE", Some(id)) if after.is_empty() => Some(Tournament::Leave { id }),
        ("JOIN", Some(id)) if after.is_empty() => Some(Tournament::Join { id, name: None }),
        ("JOIN", Some(id)) if after.len() >= 2 && is(after[0], "as") => Some(Tournament::Join {
            id,
            name: Some(collapse(&after[1..].join(" "))),
        }),
        _ => None,
    })
}

/// A mail address as written after `ALSO` (`<ann@x.org>`, `ann@x.org.`), lower case.
fn mailbox(t: &str) -> Option<String> {
    let t = t
        .trim_end_matches(['.', ',', ';', '!'])
        .trim_matches(['<', '>', '(', ')', '"', '\'']);
    let (local, domain) = t.split_once('@')?;
    (!local.is_empty() && domain.contains('.') && !domain.contains('@')).then(|| t.to_lowercase())
}

/// What follows `JOIN 12`: a private game's word, `STANDBY`, `AS Name`.
fn join(game: i64, after: &[&str], shouting: bool) -> Option<LobbyCommand> {
    let mut standby = false;
    let mut word = None;
    let mut name = None;
    let mut others = 0;
    for (i, t) in after.iter().enumerate() {
        if t.eq_ignore_ascii_case("as") {
            let n = collapse(&after[i + 1..].join(" "));
            if n.is_empty() {
                return None;
            }
            name = Some(n);
            break;
        } else if t.eq_ignore_ascii_case("standby") {
            standby = true;
        } else {
            others += 1;
            word = Some(t.to_string());
        }
    }
    // `Join 3 friends for dinner` is prose; a private game's word is one word.
    if others > 1 || (others == 1 && !shouting && name.is_none() && after.len() > 1) {
        return None;
    }
    Some(LobbyCommand::Join {
        game,
        standby,
        word,
        name,
    })
}

/// Whether `word` (any case) is a lobby word: `LIST`, `JOIN`, `SET`, ...
pub fn is_lobby_word(word: &str) -> bool {
    WORDS.iter().any(|x| x.eq_ignore_ascii_case(word))
}

/// Whether `line` starts with a lobby word (a misshapen lobby command, quoted back as
/// unknown, belongs to the lobby's reply).
pub fn starts_with_lobby_word(line: &str) -> bool {
    let body = strip_list_marker(line.trim());
    body.split_whitespace()
        .next()
        .is_some_and(|w| is_lobby_word(w.trim_end_matches([':', '.', '!', ','])))
}

#[cfg(test)]
mod tests;
