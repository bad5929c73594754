//! Step 5's commands: what each intent, found and weighed, makes. Most are one command; an
//! amendment and press take the whole clause; the name given when joining is the line's,
//! found once it is read (`reader::name_seats`, `naming.rs`).

use super::{Clause, Found, Step};
use crate::inbound::{Bare, Edit, LobbyCommand, PlayerCommand, Rounds, Slot, Tournament};
use crate::phrases::{Phrases, Token, tokens};

/// Which rounds a `HISTORY` said in words asks for: a number in the sentence names one
/// (`resend the report of round 4`), else every one (`history_all`) or the last.
pub(super) fn history_rounds(intent: &str, toks: &[Token]) -> Rounds {
    let number = toks
        .iter()
        .find_map(|t| t.norm.parse::<u32>().ok().filter(|n| *n > 0));
    match (number, intent) {
        (Some(n), _) => Rounds::Span { from: n, to: n },
        (None, "history_all") => Rounds::All,
        (None, _) => Rounds::Last,
    }
}

/// The command of an intent that takes nothing from the clause but its number, if any.
pub(super) fn plain(intent: &str, toks: &[Token]) -> Option<PlayerCommand> {
    Some(match intent {
        "resign_confirm" => PlayerCommand::ResignConfirm,
        "resign" => PlayerCommand::Resign,
        "clear" => PlayerCommand::Clear,
        "pass" => PlayerCommand::Orders {
            keyword: "PASS".into(),
            text: String::new(),
        },
        "wait" => PlayerCommand::Wait { on: true },
        "wait_off" => PlayerCommand::Wait { on: false },
        "reminders_off" | "reminders_on" => PlayerCommand::Lobby {
            lobby: LobbyCommand::Set {
                text: format!(
                    "REMINDERS {}",
                    if intent == "reminders_off" {
                        "OFF"
                    } else {
                        "ON"
                    }
                ),
            },
        },
        "orders_on_file" => PlayerCommand::ShowOrders,
        "status" => PlayerCommand::Status,
        "history" | "history_all" => PlayerCommand::History {
            rounds: history_rounds(intent, toks),
        },
        "summary" => PlayerCommand::Summary,
        "rules" => PlayerCommand::HelpRules,
        "help" => PlayerCommand::Help,
        "list" => PlayerCommand::Lobby {
            lobby: LobbyCommand::List { game: None },
        },
        "ratings" => PlayerCommand::Lobby {
            lobby: LobbyCommand::Ratings { kind: None },
        },
        "tournaments" => PlayerCommand::Lobby {
            lobby: LobbyCommand::Tournament {
                what: Tournament::Show { id: None },
            },
        },
        _ => return None,
    })
}

impl Clause<'_> {
    /// The command intent `intent`, found as `f`, makes (phrasing `by`).
    pub(super) fn make(&self, intent: &str, f: &Found<'_>, by: &str) -> Step {
        let cmd = match intent {
            "amend_last" => return self.amend_last(f, by),
            "press" => return self.press(f, by),
            "order" => {
                let o = f.order.clone().unwrap_or_default();
                let (keyword, text) = o.split_once(' ').unwrap_or((&o, ""));
                Some(PlayerCommand::Orders {
                    keyword: keyword.to_string(),
                    text: text.to_string(),
                })
            }
            // Time is the moderator's to give: the line goes to them.
            "more_time" => Some(PlayerCommand::ToModerator {
                text: self.line.trim().to_string(),
            }),
            // Away on no date robomod can read: a word for the moderator, as more time is.
            "absent" => Some(match dates(&tokens(self.line)) {
                days if days.is_empty() => PlayerCommand::ToModerator {
                    text: self.line.trim().to_string(),
                },
                days => PlayerCommand::Absent { text: days },
            }),
            "absent_cancel" => Some(PlayerCommand::Absent {
                text: "CANCEL".into(),
            }),
            // `what if I play F2 L F R U?`: the round as it would run, nothing changed.
            "try" => f.m.text.map(|t| PlayerCommand::Try {
                text: super::super::runs::bare_text(
                    self.rest_of(t).trim_end_matches(['?', '.', '!']),
                ),
            }),
            _ => match self.lobby(intent, f) {
                Some(made) => made,
                None => plain(intent, self.toks),
            },
        };
        match cmd {
            Some(cmd) => Step::Push(self.said(cmd, by)),
            None => Step::Skip,
        }
    }

    /// What a lobby intent naming a game, an address or a game's words makes: `None` for
    /// another intent, `Some(None)` when what it names is not there.
    fn lobby(&self, intent: &str, f: &Found<'_>) -> Option<Option<PlayerCommand>> {
        let lobby = |lobby| Some(PlayerCommand::Lobby { lobby });
        let game = f.m.game;
        Some(match intent {
            // `put me down for forward 3 ...`: her instructions, no seat asked (a word of
            // notation after it, no preposition: `miejsce w tej grze`).
            "join_here"
                if self.toks.get(f.m.end).is_some_and(|t| {
                    t.norm.chars().count() >= 3 && crate::games::words().is_notation(&t.norm)
                }) =>
            {
                None
            }
            // The name given anywhere in the mail: `reader::name_seats`.
            "join" | "join_here" => {
                let named = match intent {
                    // `put me down for forward 3 ...`: a count of squares, no game.
                    "join" => game
                        .filter(|&g| !counted(self.line, g))
                        .into_iter()
                        .collect(),
                    _ => games_named(self.line, self.phrases),
                };
                match named[..] {
                    [game] => lobby(LobbyCommand::Join {
                        game,
                        standby: false,
                        word: None,
                        name: None,
                    }),
                    // No game named: the one open to all, found by the lobby.
                    [] if intent == "join_here" => lobby(LobbyCommand::JoinOpen { name: None }),
                    _ => None,
                }
            }
            "list_game" => game.and_then(|game| lobby(LobbyCommand::List { game: Some(game) })),
            "join_tournament" => game.and_then(|id| {
                lobby(LobbyCommand::Tournament {
                    what: Tournament::Join { id, name: None },
                })
            }),
            "leave_tournament" => game.and_then(|id| {
                lobby(LobbyCommand::Tournament {
                    what: Tournament::Leave { id },
                })
            }),
            "observe" | "observe_off" => game.and_then(|game| {
                lobby(LobbyCommand::Observe {
                    game,
                    on: intent == "observe",
                })
            }),
            "leave" => game.and_then(|game| lobby(LobbyCommand::Leave { game })),
            "take" => game.and_then(|game| lobby(LobbyCommand::Take { game })),
            "also" | "also_off" => address(self.line).and_then(|other| {
                lobby(LobbyCommand::Also {
                    other: Some(other),
                    off: intent == "also_off",
                })
            }),
            "open" => {
                opened(self.toks, self.phrases).and_then(|text| lobby(LobbyCommand::Open { text }))
            }
            _ => return None,
        })
    }

    /// `the last one should be F3`, `make the last one a left`: resolved against the program
    /// before it by the mail reader; `the last one should be the large blue: 2RN 3GE 3BS`
    /// gives the whole program.
    fn amend_last(&self, f: &Found<'_>, by: &str) -> Step {
        let Some(t) = f.m.text else {
            return Step::Skip;
        };
        // After instructions in the clause it ends her list (`F, potem L, potem F2, potem R i
        // na końcu F3`): no edit.
        let listed = self.toks[self.a..f.m.start.max(self.a)]
            .iter()
            .filter(|t| super::super::runs::strong(t, &self.text[t.start..t.end]))
            .count()
            >= 2;
        // A verb of placing before it moves the card (`move the last one to the front`): the
        // edit rules read it.
        let placed = (self
            .phrases
            .find("place", &self.toks[self.a..f.m.start.max(self.a)]))
        .is_some();
        // Her orders whole after it are no card of the last register (`sorry bout the last
        // one heres proper moves turn right turn right forward three ...`): a list.
        // (A note in brackets is none of it: `R, F2 (regs 4–5)`.)
        let note = (self.text[self.toks[t].start..].find('('))
            .map_or(self.text.len(), |k| self.toks[t].start + k);
        let many = self.toks[t..]
            .iter()
            .filter(|t| t.end <= note && super::super::runs::strong(t, &self.text[t.start..t.end]))
            .count()
            >= 4;
        if listed || placed || many {
            return Step::Skip;
        }
        // A verb of change before the instruction is no part of it: `na końcu daj zawracanie`.
        let t = (t + self.phrases.leading("edit", &self.toks[t..])).min(self.toks.len() - 1);
        // One more after the last (`na końcu jeszcze duży niebieski północ`, `append: R,
        // F2`): added.
        let added = self.phrases.leading("added", &self.toks[t..]);
        let adding = (self.phrases)
            .find("added", &self.toks[f.m.start..t])
            .is_some();
        let (t, edit) = match added {
            0 if adding => (t, Edit::Add),
            0 => (t, Edit::Put(Slot::Last)),
            n if t + n < self.toks.len() => (t + n, Edit::Add),
            _ => return Step::Skip,
        };
        // A second thought said after the card (`the last one a right after all`), or where
        // an added card goes (`dodaj F na końcu`).
        let after_all = match self.phrases.trailing("after_all", &self.toks[t..]) {
            0 if edit == Edit::Add => self.phrases.trailing("bottom", &self.toks[t..]),
            n => n,
        };
        let text = match self.toks.len() - after_all {
            end if after_all > 0 && end > t => {
                self.text[self.toks[t].start..self.toks[end - 1].end].to_string()
            }
            _ => self.rest_of(t),
        };
        let said = |text: String, bare: Bare| PlayerCommand::Said {
            line: self.text.to_string(),
            read_as: Box::new(PlayerCommand::Unmarked { text }),
            by: by.to_string(),
            bare,
        };
        if let Some((_, program)) = text.split_once(':')
            && !program.trim().is_empty()
        {
            let program = super::super::runs::bare_text(program.trim());
            return Step::Finish(said(program, Bare::SecondThought));
        }
        // A note in brackets after the cards is no card (`R, F2 (regs 4–5)`).
        let cards = crate::mail::shapes::without_groups(&text, '(', ')');
        let text = if cards.trim().is_empty() {
            text
        } else {
            crate::mail::shapes::collapse(&cards)
        };
        let text = text
            .trim_start_matches("a ")
            .trim_start_matches("an ")
            .trim_end_matches(['.', '!'])
            .to_string();
        Step::Finish(said(text, Bare::Amend(edit)))
    }

    /// Press to a name (`tell Bob ...`): said first, not inside another sentence (`my message
    /// to the following addresses`); the whole clause is the message.
    fn press(&self, f: &Found<'_>, by: &str) -> Step {
        let (Some(mut n), Some(mut t)) = (f.m.name, f.m.text) else {
            return Step::Skip;
        };
        // A title before the name (`to Mr. Bob: ...`, `panu Bobowi`) is no name.
        if self.phrases.is_word("title", &self.toks[n].norm) && t == n + 1 && t + 1 < self.b {
            (n, t) = (t, t + 1);
        }
        // The phrasing opens the clause, after a conjunction at most (`I przekaż Ani...`).
        let opening = self.toks[self.a..f.m.start.max(self.a)]
            .iter()
            .all(|t| self.phrases.is_word("connector", &t.norm));
        // A word of a game's notation names nobody (`forward to left forward won`: dictation).
        if !opening
            || self.phrases.is_word("not_name", &self.toks[n].norm)
            || crate::games::words().is_notation(&self.toks[n].norm)
        {
            return Step::Skip;
        }
        // `to Bob: good luck`: a phrasing with a colon after the name reads only with one,
        // and a name written with its capital (`To start: F2 L` names nobody).
        if by.contains("{name}:")
            && (!self.text[self.toks[n].end..].trim_start().starts_with(':')
                || !self.text[self.toks[n].start..].starts_with(char::is_uppercase))
        {
            return Step::Skip;
        }
        let name = self.text[self.toks[n].start..self.toks[n].end].to_string();
        let text = self.rest_of(t);
        let mut text = text.trim_start_matches([':', ',', '-']).trim().to_string();
        // Her closing quote, its opening one before the text (`Bob: 'Good afternoon.'`).
        for q in ['\'', '"', '\u{201D}', '\u{2019}'] {
            if text.ends_with(q) && text.matches(q).count() % 2 == 1 {
                text.pop();
            }
        }
        let cmd = PlayerCommand::Press {
            to: vec![name],
            anonymous: false,
            text,
        };
        Step::Finish(self.said(cmd, by))
    }
}

/// The days of an absence said in words: the dates written as `YYYY-MM-DD` in the sentence,
/// as `ABSENT` takes them (the first and the last); none, empty.
pub(super) fn dates(toks: &[Token]) -> String {
    let days: Vec<&str> = toks
        .iter()
        .map(|t| t.norm.as_str())
        .filter(|w| chrono::NaiveDate::parse_from_str(w, "%Y-%m-%d").is_ok())
        .collect();
    match days.as_slice() {
        [] => String::new(),
        [one] => one.to_string(),
        [first, .., last] => format!("{first} {last}"),
    }
}

/// The one mail address written in `line` (`my other address is ann@work.example.`), if
/// exactly one is.
pub(super) fn address(line: &str) -> Option<String> {
    let found: Vec<&str> = line
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '<' | '>' | '(' | ')'))
        .map(|w| w.trim_matches(|c: char| matches!(c, '.' | '!' | '?' | ':' | '"' | '\'')))
        .filter(|w| {
            w.split_once('@')
                .is_some_and(|(user, host)| !user.is_empty() && host.contains('.'))
        })
        .collect();
    match found.as_slice() {
        [one] => Some(one.to_string()),
        _ => None,
    }
}

/// Every game `line` names (`game 12`, `gra 12`, `grze nr 12`, `#12`, `g12`), each once: a
/// number after a word for a game (`[words] game_word`), or written as a game's.
fn games_named(line: &str, phrases: &Phrases) -> Vec<i64> {
    let toks = tokens(line);
    let game_word = |t: &Token| phrases.is_word("game_word", &t.norm);
    let mut found: Vec<i64> = Vec::new();
    for (k, t) in toks.iter().enumerate() {
        let plain = t.norm.bytes().all(|b| b.is_ascii_digit());
        let named = !plain || k.checked_sub(1).is_some_and(|b| game_word(&toks[b]));
        if let Some(n) = crate::phrases::game_number(&t.norm).filter(|_| named) {
            found.push(n);
        }
    }
    found.dedup();
    found
}

/// Whether `number` stands in `line` as the count of an instruction (`forward 3`): a word of a
/// game's notation just before it.
fn counted(line: &str, number: i64) -> bool {
    let toks = tokens(line);
    let written = number.to_string();
    toks.windows(2)
        .any(|w| w[1].norm == written && crate::games::words().is_notation(&w[0].norm))
}

/// The counts a seat number is written in, with their values.
const COUNTS: &[(&str, u32)] = &[
    ("count_2", 2),
    ("count_3", 3),
    ("count_4", 4),
    ("count_5", 5),
    ("count_6", 6),
    ("count_7", 7),
    ("count_8", 8),
];

/// The game a sentence asks to open, as `OPEN` reads it (`race SEATS 3`): the kind by any of
/// its names (`a new robot race`, `wyścig`), the seats by a count just before a word for
/// players (`for three players`, `dla trzech graczy`). `None` when no kind is named, or when
/// players are counted in words robomod cannot read (`for a few players`): nothing guessed.
pub(super) fn opened(toks: &[Token], phrases: &Phrases) -> Option<String> {
    let reading = crate::games::reading();
    let kind = toks.iter().find_map(|t| reading.kind_named(&t.norm))?;
    let mut seats = None;
    for (k, t) in toks.iter().enumerate() {
        if !phrases.is_word("seats_word", &t.norm) {
            continue;
        }
        let before = k.checked_sub(1).map(|b| &toks[b].norm);
        let n = before.and_then(|w| {
            COUNTS
                .iter()
                .find(|(list, _)| phrases.is_word(list, w))
                .map(|&(_, n)| n)
        });
        seats = Some(n?);
    }
    Some(match seats {
        Some(n) => format!("{kind} SEATS {n}"),
        None => kind.to_string(),
    })
}
