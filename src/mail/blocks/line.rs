//! One line by itself: what the line grammar ([`super::super::commands`]) and the reader's
//! words make of it, before [`super::read`] decides what it opens, ends or goes on.

use super::super::commands::{Source, command_from_line, is_command_word};
use crate::games::words;
use crate::inbound::PlayerCommand;

/// The commands line `line` (`t` trimmed) holds by itself: the grammar's, read again in words
/// where the grammar's reading is not the whole of it; empty when the line is no command.
pub(super) fn by_the_grammar(line: &str, t: &str) -> Vec<PlayerCommand> {
    match command_from_line(line, Source::Body) {
        // Instructions after an order's word that takes none (`Wybieram: L, F2, F2, R, F3`):
        // the reader's, which reads them as her program.
        Some(PlayerCommand::Orders { keyword, text })
            if super::super::reader::cards_after_word(&keyword, &text) =>
        {
            super::super::reader::read_line(line)
        }
        // Read as documented, unless it holds more than one sentence or clause (`Power
        // down.`, `PROGRAM F2 L F R U. Thanks`, `POWER down, program is l l f r f3`): then
        // each is read on its own.
        Some(
            PlayerCommand::Orders { .. }
            | PlayerCommand::Status
            | PlayerCommand::Summary
            | PlayerCommand::History { .. }
            | PlayerCommand::Help
            | PlayerCommand::HelpRules
            | PlayerCommand::ShowOrders
            // `join 12 as Jess - wait no, use JessH`: the name is no rest of the line.
            | PlayerCommand::Lobby {
                lobby: crate::inbound::LobbyCommand::Join { name: Some(_), .. },
            },
        ) if super::super::reader::several(t) => super::super::reader::read_line(line),
        // An intent in words is what was meant (`Rezygnuję z gry.`, `JOIN the game? Can I
        // leave the game?`, `Sign me up for 12`, whose `Sign` is near `RESIGN`); else a
        // near miss keeps its did-you-mean.
        Some(
            cmd @ (PlayerCommand::Unknown { .. }
            | PlayerCommand::Lobby {
                lobby: crate::inbound::LobbyCommand::Unreadable { .. },
            }),
        ) => {
            let words = super::super::reader::read_line(line);
            // Instructions count too after a command word she did not shout (`Resign z F3 w
            // pierwszym rejestrze - jednak tak: F2 L F R U`); a word shouted near one
            // (`PROGAM F2 L`) keeps its did-you-mean.
            let said = t
                .split_whitespace()
                .next()
                .is_some_and(|w| w.chars().any(char::is_lowercase));
            if words.iter().any(|c| match c {
                PlayerCommand::Said { read_as, .. } => {
                    said || !matches!(**read_as, PlayerCommand::Unmarked { .. })
                }
                PlayerCommand::Unmarked { .. } => said,
                PlayerCommand::Chatter { .. }
                | PlayerCommand::Question { .. }
                | PlayerCommand::Unknown { .. }
                | PlayerCommand::NotRead { .. } => false,
                _ => true,
            }) {
                words
            } else {
                vec![cmd]
            }
        }
        Some(cmd) => vec![super::super::reader::tidy(cmd)],
        // A word robomod does not know, shouted at the start of a short line in capitals
        // (`FROBNICATE 3`): a command meant, quoted back as none (issue 64: every line
        // answered), unless the words read as something (`THANKS!`, chatter).
        None if shouted_command(t) && super::super::reader::read_line(line).is_empty() => {
            vec![PlayerCommand::Unknown {
                line: t.to_string(),
                meant: None,
                wrong: None,
            }]
        }
        None => Vec::new(),
    }
}

/// The first command word a line holds as a word of its own (any case), upper-case: `power`
/// in "don't power down", `PASS` in "I'll pass on that".
/// `moderator` is no such word: "Dear moderator, ..." is written to a person, and a mail
/// robomod cannot read reaches the moderator anyway.
pub(super) fn command_word_in(line: &str) -> Option<String> {
    let words = words();
    line.split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .find_map(|w| {
            if is_command_word(w) && !w.eq_ignore_ascii_case("moderator") {
                return Some(w.to_ascii_uppercase());
            }
            // A form of an order word of five letters or more: `powered`, `powering`.
            let upper = w.to_uppercase();
            words
                .order_words
                .iter()
                .find(|o| {
                    o.len() >= 5
                        && upper
                            .strip_prefix(o.as_str())
                            .is_some_and(|end| ["ED", "ING", "S", "D"].contains(&end))
                })
                .cloned()
        })
}

/// Whether `line` reads as a command shouted (`FROBNICATE 3`): a first word of three capital
/// letters or more, no small letter in the line, two words to six (a word alone is a
/// signature as often as a command), none of them a game's
/// notation spelled out (`NIEBIESKIE, NIEBIESKIE` is instructions).
pub(super) fn shouted_command(line: &str) -> bool {
    let body = super::super::shapes::strip_list_marker(line.trim());
    let mut split = body.split_whitespace();
    let first = split
        .next()
        .unwrap_or_default()
        .trim_end_matches([':', '.', '!', ',']);
    first.chars().count() >= 3
        && first.chars().all(|c| c.is_alphabetic() && c.is_uppercase())
        && !body.chars().any(char::is_lowercase)
        && (2..=6).contains(&body.split_whitespace().count())
        && !body
            .split(|c: char| c.is_whitespace() || c == ',')
            .any(|w| words().is_notation(w.trim_end_matches(['.', '!', ':'])))
}
