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
/// subject, where the word must be in capitals.
pub fn lobby_command(line: &str, subject: bool) -> Option<PlayerCommand> {
    let body = strip_list_marker(line.trim());
    let mut tokens = body.split_whitespace();
    let first = tokens.next()?;
    let word = first.trim_end_matches([':', '.', '!', ',']);
    let upper = WORDS.iter().find(|w| w.eq_ignore_ascii_case(word))?;
    let shouting = word.chars().all(|c| c.is_ascii_uppercase());
    if subject && !shouting {
        return None;
    }
    let mut rest: Vec<&str> = tokens.collect();
    // `JOIN game 12`, `OBSERVE game #12`: the word "game" before the number is no part of it.
    if rest.len() >= 2 && rest[0].eq_ignore_ascii_case("game") && number(rest[1]).is_some() {
        rest.remove(0);
    }
    let lobby = |lobby| Some(PlayerCommand::Lobby { lobby });
    let unknown = || {
        shouting.then(|| PlayerCommand::Unknown {
            line: line.trim().to_string(),
            meant: None,
            wrong: None,
        })
    };
    // A known command with what it does not take (`OPEN chess`): quoted back with the word.
    let misread = |wrong: Wrong| {
        shouting.then(|| PlayerCommand::Unknown {
            line: line.trim().to_string(),
            meant: None,
            wrong: Some(wrong),
        })
    };
    let no_kind = |k: &str| crate::games::reading().kind_named(k).is_none();
    let plain = |t: &str| t.trim_end_matches(['.', ',', ';', '!']).to_string();
    if *upper == "TOURNAMENT"
        && rest.len() >= 2
        && rest[0].eq_ignore_ascii_case("open")
        && no_kind(rest[1])
    {
        return misread(Wrong::Kind(plain(rest[1])));
    }
    if let Some(t) = tournament(upper, &rest, shouting) {
        return t.map_or_else(unknown, |what| lobby(LobbyCommand::Tournament { what }));
    }
    let game = rest.first().and_then(|t| number(t));
    let after: &[&str] = rest.get(1..).unwrap_or(&[]);
    let is = |t: &str, w: &str| t.trim_end_matches(['.', '!']).eq_ignore_ascii_case(w);
    let kind = |k: &str| {
        crate::games::reading()
            .games()
            .iter()
            .find(|g| {
                g.kind()
                    .eq_ignore_ascii_case(k.trim_end_matches(['.', '!']))
            })
            .map(|g| g.kind().to_string())
    };
    match (*upper, game) {
        ("LIST", _) if rest.is_empty() => lobby(LobbyCommand::List { game: None }),
        ("RATINGS", _) if rest.is_empty() => lobby(LobbyCommand::Ratings { kind: None }),
        ("RATINGS", _) if rest.len() == 1 && kind(rest[0]).is_some() => {
            lobby(LobbyCommand::Ratings {
                kind: kind(rest[0]),
            })
        }
        ("ALSO", _) if rest.is_empty() && shouting => lobby(LobbyCommand::Also {
            other: None,
            off: false,
        }),
        ("ALSO", _)
            if let Some(other) = rest.first().and_then(|t| mailbox(t))
                && (rest.len() == 1 || (rest.len() == 2 && is(rest[1], "off"))) =>
        {
            lobby(LobbyCommand::Also {
                other: Some(other),
                off: rest.len() == 2,
            })
        }
        ("RATINGS", _) if rest.len() == 1 => misread(Wrong::Kind(plain(rest[0]))),
        ("ALSO", _) if !rest.is_empty() && rest.first().and_then(|t| mailbox(t)).is_none() => {
            misread(Wrong::Address(plain(rest[0])))
        }
        ("LIST", Some(g)) if after.is_empty() => lobby(LobbyCommand::List { game: Some(g) }),
        ("LEAVE", Some(g)) if after.is_empty() => lobby(LobbyCommand::Leave { game: g }),
        ("TAKE", Some(g)) if after.is_empty() => lobby(LobbyCommand::Take { game: g }),
        ("OBSERVE", Some(g)) if after.is_empty() => {
            lobby(LobbyCommand::Observe { game: g, on: true })
        }
        ("OBSERVE", Some(g)) if after.len() == 1 && (is(after[0], "off") || is(after[0], "on")) => {
            lobby(LobbyCommand::Observe {
                game: g,
                on: is(after[0], "on"),
            })
        }
        ("JOIN", Some(g)) => join(g, after, shouting).map_or_else(unknown, lobby),
        ("SET", _) if rest.is_empty() => lobby(LobbyCommand::Set {
            text: String::new(),
        }),
        ("SET", _) if shouting || SET_KEYS.iter().any(|k| is(rest[0], k)) => {
            lobby(LobbyCommand::Set {
                text: collapse(&rest.join(" ")),
            })
        }
        // The game by its kind or its name in any language (`OTWÓRZ wyścig`), written as its
        // kind for the lobby.
        ("OPEN", _)
            if let Some(kind) = rest
                .first()
                .and_then(|k| crate::games::reading().kind_named(k)) =>
        {
            let mut words = vec![kind];
            words.extend(&rest[1..]);
            lobby(LobbyCommand::Open {
                text: collapse(&words.join(" ")),
            })
        }
        ("OPEN", _) if !rest.is_empty() => misread(Wrong::Kind(plain(rest[0]))),
        _ => unknown(),
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
mod tests {
    use super::*;

    fn read(line: &str) -> Option<LobbyCommand> {
        match lobby_command(line, false)? {
            PlayerCommand::Lobby { lobby } => Some(lobby),
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn tournament_lines_read_as_their_command() {
        let t = |what| Some(LobbyCommand::Tournament { what });
        assert_eq!(read("TOURNAMENT"), t(Tournament::Show { id: None }));
        assert_eq!(read("tournament #3"), t(Tournament::Show { id: Some(3) }));
        assert_eq!(
            read("TOURNAMENT OPEN RAMbots HEATS 4 START 7d"),
            t(Tournament::Open {
                text: "rambots HEATS 4 START 7d".into()
            })
        );
        assert_eq!(read("Tournament start 3."), t(Tournament::Start { id: 3 }));
        assert_eq!(
            read("join tournament 3"),
            t(Tournament::Join { id: 3, name: None })
        );
        assert_eq!(
            read("JOIN TOURNAMENT 3 AS Ann Smith"),
            t(Tournament::Join {
                id: 3,
                name: Some("Ann Smith".into())
            })
        );
        assert_eq!(
            read("TOURNAMENT JOIN 3"),
            t(Tournament::Join { id: 3, name: None })
        );
        assert_eq!(read("leave tournament 3"), t(Tournament::Leave { id: 3 }));
        // A game's JOIN is still a game's.
        assert!(matches!(
            read("JOIN 3"),
            Some(LobbyCommand::Join { game: 3, .. })
        ));
        // Prose, unless shouted (then quoted back as unknown).
        assert_eq!(read("Tournament time, everyone"), None);
        assert_eq!(read("tournament"), None);
        assert!(matches!(
            lobby_command("TOURNAMENT OPEN chess", false),
            Some(PlayerCommand::Unknown { .. })
        ));
        assert!(matches!(
            lobby_command("JOIN TOURNAMENT soon", false),
            Some(PlayerCommand::Unknown { .. })
        ));
    }

    #[test]
    fn also_names_one_address() {
        let also = |o: &str, off| {
            Some(LobbyCommand::Also {
                other: Some(o.into()),
                off,
            })
        };
        assert_eq!(
            read("ALSO Ann@Work.example"),
            also("ann@work.example", false)
        );
        assert_eq!(
            read("also <ann@work.example>."),
            also("ann@work.example", false)
        );
        assert_eq!(
            read("ALSO ann@work.example OFF"),
            also("ann@work.example", true)
        );
        assert_eq!(
            read("ALSO"),
            Some(LobbyCommand::Also {
                other: None,
                off: false
            })
        );
        // Prose, and what does not read in capitals.
        assert_eq!(read("Also, I wanted to say thanks"), None);
        assert_eq!(read("also"), None);
        assert!(matches!(
            lobby_command("ALSO my work address", false),
            Some(PlayerCommand::Unknown { .. })
        ));
    }

    #[test]
    fn ratings_alone_or_with_a_kind() {
        assert_eq!(read("RATINGS"), Some(LobbyCommand::Ratings { kind: None }));
        assert_eq!(
            read("ratings Race"),
            Some(LobbyCommand::Ratings {
                kind: Some("race".into())
            })
        );
        // Prose, and a kind robomod does not know when shouted.
        assert_eq!(read("Ratings are fun"), None);
        assert!(matches!(
            lobby_command("RATINGS chess", false),
            Some(PlayerCommand::Unknown { .. })
        ));
    }

    #[test]
    fn each_command_in_its_shape() {
        assert_eq!(read("LIST"), Some(LobbyCommand::List { game: None }));
        assert_eq!(
            read("list #12"),
            Some(LobbyCommand::List { game: Some(12) })
        );
        assert_eq!(
            read("1. join 12 as Ann Smith"),
            Some(LobbyCommand::Join {
                game: 12,
                standby: false,
                word: None,
                name: Some("Ann Smith".into())
            })
        );
        assert_eq!(
            read("JOIN 7 STANDBY"),
            Some(LobbyCommand::Join {
                game: 7,
                standby: true,
                word: None,
                name: None
            })
        );
        assert_eq!(
            read("join 7 walrus"),
            Some(LobbyCommand::Join {
                game: 7,
                standby: false,
                word: Some("walrus".into()),
                name: None
            })
        );
        assert_eq!(read("leave g3"), Some(LobbyCommand::Leave { game: 3 }));
        assert_eq!(read("take 3"), Some(LobbyCommand::Take { game: 3 }));
        assert_eq!(
            read("observe 3 off"),
            Some(LobbyCommand::Observe { game: 3, on: false })
        );
        assert_eq!(read("set"), Some(LobbyCommand::Set { text: "".into() }));
        assert_eq!(
            read("set reminders   off"),
            Some(LobbyCommand::Set {
                text: "reminders off".into()
            })
        );
        assert_eq!(
            read("OPEN race SEATS 4"),
            Some(LobbyCommand::Open {
                text: "race SEATS 4".into()
            })
        );
    }

    #[test]
    fn prose_stays_chatter_and_shouted_misshapes_are_unknown() {
        for line in [
            "Take care",
            "take 5 minutes",
            "Leave it to me",
            "Set the table",
            "Open the door",
            "join 3 friends for dinner",
            "List of things",
            "observe the rules",
        ] {
            assert_eq!(lobby_command(line, false), None, "{line}");
        }
        assert_eq!(
            read("join game 12"),
            read("JOIN 12"),
            "the word game before the number"
        );
        assert_eq!(read("observe game #3"), read("OBSERVE 3"));
        assert_eq!(
            lobby_command("JOIN the fun", false),
            Some(PlayerCommand::Unknown {
                line: "JOIN the fun".into(),
                meant: None,
                wrong: None,
            })
        );
        assert_eq!(
            lobby_command("list", true),
            None,
            "a subject needs capitals"
        );
        assert_eq!(
            lobby_command("LIST", true),
            Some(PlayerCommand::Lobby {
                lobby: LobbyCommand::List { game: None }
            })
        );
    }

    #[test]
    fn a_known_command_with_an_unknown_kind_or_address_says_which_word() {
        let wrong = |line: &str| match lobby_command(line, false) {
            Some(PlayerCommand::Unknown { wrong, .. }) => wrong,
            other => panic!("{line}: {other:?}"),
        };
        assert_eq!(
            wrong("OPEN chess SEATS 2"),
            Some(Wrong::Kind("chess".into()))
        );
        assert_eq!(wrong("RATINGS chess"), Some(Wrong::Kind("chess".into())));
        assert_eq!(
            wrong("TOURNAMENT OPEN chess HEATS 4"),
            Some(Wrong::Kind("chess".into()))
        );
        assert_eq!(
            wrong("ALSO not-an-address"),
            Some(Wrong::Address("not-an-address".into()))
        );
        // In prose they stay prose.
        assert_eq!(lobby_command("Open chess club tonight", false), None);
        assert_eq!(lobby_command("Also not an address", false), None);
    }
}
