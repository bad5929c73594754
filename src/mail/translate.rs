//! Commands written in another language's words, read as the English ones: `POMOC ZASADY` is
//! `HELP RULES`, `dołącz 12 jako Anna` is `join 12 AS Anna`, `USTAW JĘZYK PL` is `SET LANGUAGE
//! PL`. The words come from the phrasebooks (`command-<word>` messages, see
//! [`crate::lang::Phrasebook::command_words`]); the grammar (which words may follow which
//! command) is here, so that a name or a message is never translated: only the first word of
//! a line, then the words its command takes after it, up to the first that is not one.
//!
//! A word keeps the case it was written in (`POMOC` is `HELP`, shouted; `pomoc` is `help`),
//! since the reader gives capitals a meaning.

use super::shapes::strip_list_marker;
use crate::lang::{Phrasebook, fold};
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The words each command takes after it that are translated too (numbers pass through).
const FOLLOWERS: &[(&str, &[&str])] = &[
    ("HELP", &["RULES"]),
    ("RESIGN", &["CONFIRM"]),
    ("WAIT", &["ON", "OFF"]),
    ("ABSENT", &["CANCEL"]),
    ("HISTORY", &["ALL", "TO"]),
    ("PRESS", &["TO", "ANON"]),
    (
        "SET",
        &[
            "PICTURES",
            "REMINDERS",
            "DIGEST",
            "NAME",
            "LANGUAGE",
            "ON",
            "OFF",
        ],
    ),
    ("JOIN", &["STANDBY", "AS", "TO", "TOURNAMENT"]),
    ("LEAVE", &["TO", "TOURNAMENT"]),
    ("TOURNAMENT", &["OPEN", "START", "JOIN", "LEAVE", "AS"]),
    ("OBSERVE", &["ON", "OFF"]),
    ("ALSO", &["OFF"]),
];

fn words() -> &'static HashMap<String, String> {
    static WORDS: OnceLock<HashMap<String, String>> = OnceLock::new();
    WORDS.get_or_init(|| Phrasebook::builtin().command_words())
}

/// `english` in the case `written` was in.
fn in_case_of(written: &str, english: &str) -> String {
    if written.chars().any(char::is_lowercase) {
        let lower = english.to_ascii_lowercase();
        if written.chars().next().is_some_and(char::is_uppercase) {
            let mut c = lower.chars();
            c.next().map_or(lower.clone(), |f| {
                f.to_ascii_uppercase().to_string() + c.as_str()
            })
        } else {
            lower
        }
    } else {
        english.to_string()
    }
}

/// The English command word `token` stands for (trailing punctuation aside), if any, with
/// the punctuation to put back.
fn english_of(token: &str) -> Option<(&'static str, &str)> {
    let bare = token.trim_end_matches([':', ',', '.', '!', '?', ';']);
    if bare.is_empty() {
        return None;
    }
    let english = words().get(&fold(bare))?;
    Some((english.as_str(), &token[bare.len()..]))
}

/// `line` with a command written in another language's words in English ones; `line` itself
/// when there is none (the common case: nothing is allocated).
pub fn in_english(line: &str) -> Cow<'_, str> {
    let body = strip_list_marker(line.trim_start());
    let mut tokens = body.split(' ');
    let Some(first) = tokens.next() else {
        return Cow::Borrowed(line);
    };
    let Some((command, tail)) = english_of(first) else {
        return Cow::Borrowed(line);
    };
    let followers = FOLLOWERS
        .iter()
        .find(|(c, _)| *c == command)
        .map_or(&[][..], |(_, f)| *f);
    let mut out: Vec<String> = vec![format!("{}{tail}", in_case_of(first, command))];
    let mut translating = true;
    for t in tokens {
        if translating {
            let number = t.trim_start_matches(['#', 'g', 'G']);
            if !number.is_empty() && number.chars().all(|c| c.is_ascii_digit()) {
                out.push(t.to_string());
                continue;
            }
            match english_of(t) {
                Some((e, tail)) if followers.contains(&e) => {
                    out.push(format!("{}{tail}", in_case_of(t, e)));
                    // A name follows `AS`: never translated (`JAKO Do Re`).
                    translating = e != "AS";
                    continue;
                }
                _ => translating = false,
            }
        }
        out.push(t.to_string());
    }
    let translated = out.join(" ");
    if translated == body {
        return Cow::Borrowed(line);
    }
    let prefix = &line[..line.len() - body.len()];
    Cow::Owned(format!("{prefix}{translated}"))
}

#[cfg(test)]
mod tests {
    use super::in_english;

    #[test]
    fn polish_commands_read_as_english_ones() {
        for (pl, en) in [
            ("POMOC", "HELP"),
            ("pomoc", "help"),
            ("POMOC ZASADY", "HELP RULES"),
            ("REZYGNUJĘ POTWIERDZAM", "RESIGN CONFIRM"),
            ("rezygnuje potwierdzam", "resign confirm"),
            ("CZEKAJ WYŁĄCZ", "WAIT OFF"),
            ("USTAW JĘZYK PL", "SET LANGUAGE PL"),
            ("Ustaw język polski", "Set language polski"),
            ("USTAW PRZYPOMNIENIA WYŁĄCZ", "SET REMINDERS OFF"),
            ("DOŁĄCZ 12 JAKO Do Re", "JOIN 12 AS Do Re"),
            (
                "dołącz do turnieju 3 jako Do Re",
                "join to tournament 3 as Do Re",
            ),
            (
                "TURNIEJ OTWÓRZ rambots GRUPY 4",
                "TOURNAMENT OPEN rambots GRUPY 4",
            ),
            ("Turniej start 3", "Tournament start 3"),
            ("dolacz 12 rezerwa", "join 12 standby"),
            ("OBSERWUJ 12 WYŁĄCZ", "OBSERVE 12 OFF"),
            ("CELE 1Y 3R 2G 1B", "GOALS 1Y 3R 2G 1B"),
            ("pasuję", "pass"),
            ("Rozwiązanie: R U L", "Solution: R U L"),
            ("LISTA", "LIST"),
            ("- STAN", "- STATUS"),
            ("NIEOBECNY ODWOŁAJ", "ABSENT CANCEL"),
            ("WIADOMOŚĆ DO Ann: cześć", "PRESS TO Ann: cześć"),
        ] {
            assert_eq!(in_english(pl), en, "{pl}");
        }
    }

    #[test]
    fn english_and_prose_are_left_as_they_are() {
        for line in [
            "HELP RULES",
            "Dzień dobry wszystkim",
            "PROGRAM 1GN 3BU",
            "ustawiam",
        ] {
            assert!(
                matches!(in_english(line), std::borrow::Cow::Borrowed(_)),
                "{line}"
            );
        }
    }
}
