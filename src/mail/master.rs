//! The game master's line grammar: `PAUSE`, `RESUME`, `EXTEND`, `PROCESS`, `PREVIEW`, `EJECT`,
//! `REPLACE`, `ANNOUNCE`, `ROLLBACK`, `TERMINATE`, `PROMOTE` (a master's `STATUS` is the
//! players' word). The moderator obeys them only in a mail with a master's key of the game
//! (`src/moderator/master/`); in anyone else's they are refused, never read as prose, so that
//! a player learns a PAUSE of theirs did nothing.
//!
//! These words are common English ("Pause for thought", "Process is slow"), so a master
//! command is its word **in capitals** at the start of a line (after an optional list marker,
//! an optional colon after it), in the body or a subject that is no reply's; the rest of the
//! line is its text, read by the moderator (a reason, a duration, a seat, an address). In
//! another language's words (`PAUZA`, `WZNÓW`) they are read as the English ones
//! ([`super::translate`]).

use super::shapes::{collapse, strip_list_marker};
use crate::inbound::PlayerCommand;

/// The master's command words, English, upper-case.
pub const WORDS: &[&str] = &[
    "PAUSE",
    "RESUME",
    "EXTEND",
    "PROCESS",
    "PREVIEW",
    "EJECT",
    "REPLACE",
    "ANNOUNCE",
    "ROLLBACK",
    "TERMINATE",
    "PROMOTE",
];

/// Whether `word` (any case) is a master's command word.
pub(super) fn is_master_word(word: &str) -> bool {
    WORDS.iter().any(|w| w.eq_ignore_ascii_case(word))
}

/// The master command `line` carries, if any (see the module doc); `line` is already in
/// English words.
pub fn master_command(line: &str) -> Option<PlayerCommand> {
    let body = strip_list_marker(line.trim());
    let end = body
        .find(|c: char| c.is_whitespace() || c == ':')
        .unwrap_or(body.len());
    let written = body[..end].trim_end_matches(['.', '!', ',']);
    let word = WORDS.iter().find(|w| **w == written)?;
    let rest = body[end..].trim_start().trim_start_matches(':');
    Some(PlayerCommand::Master {
        word: word.to_string(),
        text: collapse(rest),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn master(word: &str, text: &str) -> Option<PlayerCommand> {
        Some(PlayerCommand::Master {
            word: word.into(),
            text: text.into(),
        })
    }

    #[test]
    fn master_words_count_in_capitals_only() {
        assert_eq!(
            master_command("PAUSE  Ann's  flood"),
            master("PAUSE", "Ann's flood")
        );
        assert_eq!(
            master_command("- EXTEND: 2d storm"),
            master("EXTEND", "2d storm")
        );
        assert_eq!(master_command("PROCESS"), master("PROCESS", ""));
        assert_eq!(master_command("Pause for thought"), None);
        assert_eq!(master_command("process is slow"), None);
        assert_eq!(master_command("PAUSED"), None);
    }
}
