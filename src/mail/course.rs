//! A course sent by mail (`COURSE name`, Polish `TRASA nazwa`): the command word **in
//! capitals** at the start of a line of the body (or of the subject), the rest of its line the
//! course's name; the course itself is the text file attached to the mail, or, with none, the
//! lines of the body after the command's line (up to the signature). Those lines are the
//! course's, never read as commands (a board's rows look like orders); the lines before it,
//! and with an attachment the body's other lines, are read as usual.
//!
//! The moderator's lobby checks and keeps the course (`src/moderator/lobby/course.rs`).

use super::shapes::{collapse, strip_list_marker};
use super::translate::in_english;
use crate::inbound::{LobbyCommand, PlayerCommand};
use mail_parser::{Message, MimeHeaders, PartType};

/// The English command word.
pub const WORD: &str = "COURSE";

/// What follows the command word when `line` (in any language's words) is a `COURSE` line.
fn course_line(line: &str) -> Option<String> {
    let english = in_english(line);
    let body = strip_list_marker(english.trim());
    let end = body
        .find(|c: char| c.is_whitespace() || c == ':')
        .unwrap_or(body.len());
    (&body[..end] == WORD).then(|| collapse(body[end..].trim_start().trim_start_matches(':')))
}

/// A course found in a mail.
pub(super) struct Found {
    /// [`LobbyCommand::Course`].
    pub command: PlayerCommand,
    /// The indexes of the sender's lines left to read as usual.
    pub rest: Vec<usize>,
    /// The index of the command's line, when it is in the body (it says the mail's language).
    pub at: Option<usize>,
}

/// The course a mail sends, if any (see [`Found`]); `lines`: the sender's own lines;
/// `subject`: the subject without its tag or reply prefixes.
pub(super) fn course_in(lines: &[&str], subject: &str, attached: Option<String>) -> Option<Found> {
    let at = lines.iter().position(|l| course_line(l).is_some());
    let (words, rest, text) = match (at, attached) {
        (Some(at), Some(text)) => {
            let rest = (0..lines.len()).filter(|&i| i != at).collect();
            (course_line(lines[at])?, rest, text)
        }
        (Some(at), None) => {
            let text = lines[at + 1..].join("\n");
            (course_line(lines[at])?, (0..at).collect(), text)
        }
        (None, attached) => {
            let words = course_line(subject)?;
            match attached {
                Some(text) => (words, (0..lines.len()).collect(), text),
                None => (words, Vec::new(), lines.join("\n")),
            }
        }
    };
    let text = format!("{}\n", text.trim_matches('\n').trim_end());
    let lobby = LobbyCommand::Course { words, text };
    let command = PlayerCommand::Lobby { lobby };
    Some(Found { command, rest, at })
}

/// The first text file attached to `msg` (not its body), as text.
pub(super) fn attached_text(msg: &Message<'_>) -> Option<String> {
    msg.attachments().find_map(|part| match &part.body {
        PartType::Text(t) => Some(t.to_string()),
        PartType::Binary(b) | PartType::InlineBinary(b)
            if part.content_type().is_some_and(|c| c.ctype() == "text") =>
        {
            String::from_utf8(b.to_vec()).ok()
        }
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn course(words: &str, text: &str) -> PlayerCommand {
        PlayerCommand::Lobby {
            lobby: LobbyCommand::Course {
                words: words.into(),
                text: text.into(),
            },
        }
    }

    #[test]
    fn the_lines_after_course_are_the_course_and_those_before_are_read() {
        let lines = ["Hello,", "COURSE loop", "2  .  F1", "1  S1 S2"];
        let found = course_in(&lines, "", None).unwrap();
        assert_eq!(found.command, course("loop", "2  .  F1\n1  S1 S2\n"));
        assert_eq!((found.rest, found.at), (vec![0], Some(1)));
    }

    #[test]
    fn an_attached_course_leaves_the_body_to_read_and_polish_words_count() {
        let lines = ["TRASA pętla", "STATUS"];
        let found = course_in(&lines, "", Some("1 S1 F1\n".into())).unwrap();
        assert_eq!(found.command, course("pętla", "1 S1 F1\n"));
        assert_eq!(found.rest, [1]);
        let found = course_in(&["1 S1 F1"], "COURSE loop", None).unwrap();
        assert_eq!(found.command, course("loop", "1 S1 F1\n"));
        assert!(found.rest.is_empty() && found.at.is_none());
    }

    #[test]
    fn course_counts_in_capitals_only() {
        assert!(course_in(&["Of course, see you", "course loop"], "", None).is_none());
        assert!(course_in(&["COURSES loop"], "", None).is_none());
    }
}
