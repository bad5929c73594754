//! `robomod mail read`'s account of a mail: what robomod read in it (sender, game tag, each
//! command as words) and why it would not answer it.

use crate::inbound::{Doubt, InboundMail, NoReplyReason, PlayerCommand};
use std::fmt::Write as _;

/// The reading of a mail as text a person can follow.
pub fn describe(mail: &InboundMail) -> String {
    let mut s = String::new();
    let from = match &mail.from_name {
        Some(n) => format!("{n} <{}>", mail.from),
        None if mail.from.is_empty() => "(none)".into(),
        None => mail.from.clone(),
    };
    let _ = writeln!(s, "From:       {from}");
    let _ = writeln!(s, "Subject:    {}", mail.subject);
    let _ = writeln!(
        s,
        "Message-ID: {}",
        mail.message_id
            .as_deref()
            .map_or("(none: known by its content hash)".into(), |m| format!(
                "<{m}>"
            ))
    );
    let _ = writeln!(s, "SHA-256:    {}", mail.content_hash);
    let _ = writeln!(
        s,
        "Tag:        {}",
        mail.tag.as_ref().map_or(
            "none (neither [robomod gN kKEY] in the subject nor a plus-address)".into(),
            |t| format!("game {}, key {}", t.game, t.key)
        )
    );
    let answer = match &mail.no_reply {
        None => "yes".to_string(),
        Some(r) => format!("no, {}", no_reply_text(r)),
    };
    let _ = writeln!(s, "Answered:   {answer}");
    if mail.commands.is_empty() {
        let _ = writeln!(s, "Commands:   none found");
    } else {
        let _ = writeln!(s, "Commands:");
        for c in &mail.commands {
            let _ = writeln!(s, "  {}", command_text(c));
        }
    }
    s
}

pub(super) fn no_reply_text(r: &NoReplyReason) -> String {
    r.to_string()
}

pub(super) fn command_text(c: &PlayerCommand) -> String {
    match c {
        PlayerCommand::Orders { keyword, text } if text.is_empty() => keyword.clone(),
        PlayerCommand::Orders { keyword, text } => format!("{keyword} {text}"),
        // The commands that read as their own line: as the reply quotes them.
        PlayerCommand::Status
        | PlayerCommand::ShowOrders
        | PlayerCommand::Clear
        | PlayerCommand::Try { .. }
        | PlayerCommand::Absent { .. }
        | PlayerCommand::Help
        | PlayerCommand::HelpRules
        | PlayerCommand::Resign
        | PlayerCommand::ResignConfirm
        | PlayerCommand::Wait { .. }
        | PlayerCommand::History { .. }
        | PlayerCommand::Summary => c.quoted(),
        PlayerCommand::Press {
            to,
            anonymous,
            text,
        } => format!(
            "PRESS{} TO {}: {}",
            if *anonymous { " ANON" } else { "" },
            to.join(", "),
            text.replace('\n', " / ")
        ),
        PlayerCommand::PressReply { press, text } => {
            format!("a reply to press #{press}: {}", text.replace('\n', " / "))
        }
        PlayerCommand::Unmarked { text } => {
            format!("no command word: {text:?} (read with the game, if it is instructions)")
        }
        PlayerCommand::Unknown {
            line,
            meant: Some(meant),
            ..
        } => format!("not a command: {line:?} (did you mean {meant}?)"),
        PlayerCommand::Unknown {
            line,
            wrong: Some(wrong),
            ..
        } => format!("a command with what it does not take ({wrong:?}): {line:?}"),
        PlayerCommand::Unknown { line, .. } => format!("not a command: {line:?}"),
        PlayerCommand::NotRead { line, word } => {
            format!("not read as a command (it holds {word}): {line:?}")
        }
        PlayerCommand::ToModerator { text } => {
            format!("for the moderator: {}", text.replace('\n', " / "))
        }
        PlayerCommand::Letter { text } => {
            format!("no command; the text: {}", text.replace('\n', " / "))
        }
        PlayerCommand::TooMany { count } => format!("{count} more command(s), not read"),
        PlayerCommand::TooLong { lines } => format!("{lines} more line(s), not read"),
        PlayerCommand::TooLarge { bytes, .. } => format!("a mail of {bytes} bytes, not read"),
        PlayerCommand::Lobby { lobby } => lobby.to_string(),
        PlayerCommand::Master { word, text } => {
            format!("a master's {word} {text}").trim().to_string()
        }
        PlayerCommand::Said {
            line, read_as, by, ..
        } => {
            format!("{line:?} read as {} ({by})", command_text(read_as))
        }
        PlayerCommand::Remark { line, meant, doubt } => format!(
            "{line:?} not done: {} {meant}",
            match doubt {
                Doubt::Undecided => "undecided about",
                Doubt::Conditional => "on a condition,",
                Doubt::Negated => "said no to",
            }
        ),
        PlayerCommand::Chatter { line } => {
            format!("{line:?} read as thanks or chatter: nothing to do")
        }
        PlayerCommand::Question { line, .. } => {
            format!("{line:?} a question for the moderator: the mail goes to them")
        }
    }
}
