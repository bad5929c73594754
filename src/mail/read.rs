//! Raw mail bytes to an [`InboundMail`]: one pure function, [`read_mail`], never panicking.
//!
//! What it reads:
//! - From (address lower-cased, display name), Message-ID (without `<>`), the decoded subject
//!   (RFC 2047), and the SHA-256 of the raw bytes.
//! - The tag: from the subject `[robomod g12 k7Qf3]` first, else from the first recipient
//!   plus-address `robomod+g12.k7Qf3@host` found in Delivered-To, X-Original-To, To or Cc.
//! - The commands: the subject's (see [`super::commands`]) then the body's own lines (see
//!   [`super::text`] and [`super::blocks`]). The body is the text/plain parts; a mail with
//!   only HTML is converted by [`super::html`]. mail-parser handles multipart, quoted-printable, base64 and legacy charsets.
//! - Whether to answer at all ([`super::loops`]).
//!
//! It does not authenticate: a forged From is read as written; the moderator checks the key and
//! the sender together.

use super::blocks::{Reading, read_lines};
use super::commands::command_from_subject;
use super::html::html_to_text;
use super::loops::{clean_address, no_reply_reason};
use super::text::own_lines;
use crate::identity::MailIdentity;
use crate::inbound::{AsWritten, GameTag, InboundMail, PlayerCommand, content_hash};
use mail_parser::{Message, MessageParser, PartType};

pub use crate::inbound::{MAX_COMMANDS, MAX_LETTER_CHARS, MAX_READ_BYTES};

/// [`read_mail`] in the words of `games` (a moderator's registry: its games' order words,
/// notation and kinds) instead of the registry in scope.
pub fn read_mail_in(
    raw: &[u8],
    identity: &MailIdentity,
    games: &'static crate::games::Registry,
) -> InboundMail {
    crate::games::reading_with(games, || read_mail(raw, identity))
}

/// A mail's head alone: its sender, subject, tag and whether robomod may answer it, and no
/// command (a mail set aside unread: whom to tell). Linear in the head's size; the body is
/// never looked at.
pub fn read_head(raw: &[u8], identity: &MailIdentity) -> InboundMail {
    let content_hash = content_hash(raw);
    let Some(msg) = MessageParser::default().parse_headers(raw) else {
        return nobodys(content_hash);
    };
    headed(&msg, content_hash, identity)
}

/// The mail as its head says (sender, subject, tag, whether robomod may answer it), with no
/// command yet: [`read_head`]'s whole answer, and where [`read_mail`] starts.
fn headed(msg: &Message<'_>, content_hash: String, identity: &MailIdentity) -> InboundMail {
    let (from, from_name, subject, tag) = head(msg, identity);
    let no_reply = no_reply_reason(msg, &from, identity);
    InboundMail {
        message_id: message_id(msg),
        content_hash,
        from,
        from_name,
        subject,
        tag,
        commands: Vec::new(),
        no_reply,
        in_reply_to: in_reply_to(msg),
        written_in: None,
        written: Vec::new(),
    }
}

/// Who sent `msg` (address and name), its subject, and the tag robomod finds in it (the
/// subject's, else a recipient's plus-address).
fn head(
    msg: &Message<'_>,
    identity: &MailIdentity,
) -> (String, Option<String>, String, Option<GameTag>) {
    let (from, from_name) = sender(msg);
    let subject = msg.subject().unwrap_or("").trim().to_string();
    let tag = identity
        .tag_from_subject(&subject)
        .or_else(|| tag_from_recipients(msg, identity));
    (from, from_name, subject, tag)
}

/// A mail with nothing readable, so no sender: never answered (an empty file included).
fn nobodys(content_hash: String) -> InboundMail {
    InboundMail {
        message_id: None,
        content_hash,
        from: String::new(),
        from_name: None,
        subject: String::new(),
        tag: None,
        commands: Vec::new(),
        no_reply: Some(crate::inbound::NoReplyReason::NoSender),
        in_reply_to: None,
        written_in: None,
        written: Vec::new(),
    }
}

fn message_id(msg: &Message<'_>) -> Option<String> {
    msg.message_id()
        .map(|id| id.trim().to_string())
        .filter(|id| !id.is_empty())
}

fn in_reply_to(msg: &Message<'_>) -> Option<String> {
    msg.in_reply_to()
        .as_text_list()
        .and_then(|ids| ids.first())
        .map(|id| id.trim().trim_matches(['<', '>']).to_string())
        .filter(|id| !id.is_empty())
}

/// What robomod understands from one raw mail, in the words of the games of the registry in
/// scope ([`crate::games::reading`]: the built-in one unless [`read_mail_in`] names another).
/// Best effort on broken input; never panics.
pub fn read_mail(raw: &[u8], identity: &MailIdentity) -> InboundMail {
    let content_hash = content_hash(raw);
    let Some(msg) = MessageParser::default().parse(raw) else {
        return nobodys(content_hash);
    };
    let mut mail = headed(&msg, content_hash, identity);
    let subject = &mail.subject;
    let body = body_text(&msg);
    let mut lines = own_lines(&body);
    let unread = keep_what_is_read(&mut lines);
    let (mut commands, course_line, lines) = subject_and_course(&msg, subject, lines);
    let mut reading = read_lines(&lines);
    // Her own lines first, the subject last (a reply's subject is robomod's words).
    let stripped = strip_tags(subject);
    // A seat asked for in a fresh mail's subject in words or in lower case (`join 12`, `I'd
    // like to join game 12`), when her lines ask for none: the rest of her mail may name her.
    let seat_asked = |c: &PlayerCommand| {
        matches!(
            c.inner(),
            PlayerCommand::Lobby {
                lobby: crate::inbound::LobbyCommand::Join { .. }
                    | crate::inbound::LobbyCommand::JoinOpen { .. }
            }
        )
    };
    if commands.is_empty() && !reading.commands.iter().any(seat_asked) {
        commands.extend(super::reader::seat_in_subject(&stripped));
    }
    // Her body says her language before the subject does: a subject is often a word of
    // greeting robomod's default or her client wrote (`hello` above `mozna dolaczyc?`).
    let body: Vec<&str> = course_line
        .into_iter()
        .chain(lines.iter().copied())
        .collect();
    let own: Vec<&str> = body
        .iter()
        .copied()
        .chain(std::iter::once(stripped.as_ref()))
        .collect();
    let written_in = super::written_in::written_in(&body)
        .or_else(|| super::written_in::written_in(&own))
        .map(str::to_string);
    super::reader::amend(&mut reading);
    let written = as_written(&reading, &lines);
    match press_answered(&msg, subject) {
        Some(press) => relay_reply(&mut commands, reading, &lines, press),
        None => sort_own_words(&mut commands, reading, &lines),
    }
    settle(&mut commands, unread);
    // The name she chose for a seat, given anywhere in her mail (`name Moss pls`).
    super::reader::name_seats(&mut commands, &own, crate::phrases::Phrases::builtin());
    if mail.no_reply.is_some() {
        // A bounce or an auto-reply is never answered: its prose is nobody's intent.
        commands.retain(|c| {
            !matches!(
                c,
                PlayerCommand::NotRead { .. }
                    | PlayerCommand::Letter { .. }
                    | PlayerCommand::Said { .. }
                    | PlayerCommand::Remark { .. }
                    | PlayerCommand::Chatter { .. }
                    | PlayerCommand::Question { .. }
            )
        });
    }
    // Her lines of the orders that are still as read (one program made of pieces is not).
    mail.written = written
        .into_iter()
        .filter(|w| commands.iter().any(|c| c.quoted() == w.command))
        .collect();
    mail.commands = commands;
    mail.written_in = written_in;
    mail
}

/// Her lines of each order that reading them rewrote ([`AsWritten`]): a lead-in left out, a
/// list's numbering dropped. An order whose letters and digits are her lines' is quoted as
/// read.
fn as_written(reading: &Reading, lines: &[&str]) -> Vec<AsWritten> {
    let orders = |c: &PlayerCommand| {
        matches!(
            c,
            PlayerCommand::Orders { .. } | PlayerCommand::Unmarked { .. }
        )
    };
    let mut written = Vec::new();
    for (k, c) in reading.commands.iter().enumerate() {
        if !orders(c) {
            continue;
        }
        let hers: Vec<String> = lines
            .iter()
            .zip(&reading.owner)
            .filter(|(l, owner)| **owner == Some(k) && !l.trim().is_empty())
            .map(|(l, _)| l.trim().to_string())
            .collect();
        let command = c.quoted();
        // An order's word is said back in the game's language (`GOALS` as `CELE`): her
        // line is kept for the answer, which quotes it when its quote says otherwise.
        let keyword = matches!(c, PlayerCommand::Orders { .. });
        if !hers.is_empty() && (keyword || !AsWritten::same_letters(&hers.join(" "), &command)) {
            written.push(AsWritten {
                command,
                lines: hers,
            });
        }
    }
    written
}

/// The subject's command, and a course sent (`COURSE name`): its lines are the course's, the
/// others read as usual; its command's line tells the mail's language with them. Returns the
/// commands so far, the course command's line, and the lines left to read.
fn subject_and_course<'a>(
    msg: &Message<'_>,
    subject: &str,
    mut lines: Vec<&'a str>,
) -> (Vec<PlayerCommand>, Option<&'a str>, Vec<&'a str>) {
    let mut commands: Vec<_> = command_from_subject(&strip_tags(subject))
        .into_iter()
        .collect();
    let tagless = strip_tags(subject);
    let (bare_subject, _) = super::commands::strip_reply_prefixes(tagless.trim());
    let attached = super::course::attached_text(msg);
    let mut course_line = None;
    if let Some(found) = super::course::course_in(&lines, bare_subject, attached) {
        if found.at.is_none() {
            commands.clear(); // the subject's command was the course's
        }
        commands.push(found.command);
        course_line = found.at.map(|i| lines[i]);
        lines = found.rest.into_iter().map(|i| lines[i]).collect();
    }
    (commands, course_line, lines)
}

/// The relayed press `msg` replies to, if any. The Message-IDs this mail answers, newest
/// first: a reply to relayed press is known by them (its subject may be in any language, or
/// rewritten), else by its English subject.
fn press_answered(msg: &Message<'_>, subject: &str) -> Option<i64> {
    let answered: Vec<String> = [msg.in_reply_to(), msg.references()]
        .into_iter()
        .flat_map(|h| h.as_text_list().unwrap_or_default().iter().rev())
        .map(|id| id.to_string())
        .collect();
    crate::identity::press_in_reply(answered.iter().map(String::as_str))
        .or_else(|| press_replied_to(subject))
}

/// A reply to relayed press ("Re: ... Press #17 from Red"): the sender's lines that are no
/// documented command (words read as commands included: they talk to the player) go back to
/// the press's sender, even when some of them look like bare orders ("F3 then L?"), which only
/// a reply to a turn mail could be, or mention a command word ("I'd rather not power down");
/// the commands in it (`SET PICTURES ROUND`, `POWER DOWN`) are done as well.
fn relay_reply(commands: &mut Vec<PlayerCommand>, reading: Reading, lines: &[&str], press: i64) {
    let words_only = |c: &PlayerCommand| {
        matches!(
            c,
            PlayerCommand::Unmarked { .. }
                | PlayerCommand::NotRead { .. }
                | PlayerCommand::Remark { .. }
                | PlayerCommand::Chatter { .. }
                | PlayerCommand::Question { .. }
        ) || matches!(c, PlayerCommand::Said { .. })
    };
    let relayed = |owner: Option<usize>| owner.is_none_or(|k| words_only(&reading.commands[k]));
    let text: Vec<&str> = lines
        .iter()
        .zip(&reading.owner)
        .filter(|(_, owner)| relayed(**owner))
        .map(|(l, _)| *l)
        .collect();
    let text = text.join("\n").trim().to_string();
    commands.extend(reading.commands.into_iter().filter(|c| !words_only(c)));
    if !text.is_empty() {
        commands.push(PlayerCommand::PressReply { press, text });
    }
}

/// A mail that replies to no press: her commands, and what to do with the words no command
/// took (questions, thanks, prose: a letter for the moderator).
fn sort_own_words(commands: &mut Vec<PlayerCommand>, reading: Reading, lines: &[&str]) {
    commands.extend(reading.commands);
    // Wishes to a player greeted by name are chatter should the name be nobody's: they do
    // not keep the rest of her words from the moderator.
    let acted = commands.iter().any(|c| {
        !matches!(
            c,
            PlayerCommand::NotRead { .. }
                | PlayerCommand::Chatter { .. }
                | PlayerCommand::Question { .. }
                | PlayerCommand::Remark { .. }
        ) && !c.greets()
    });
    // Prose no command took: a line of three words or more (a signature is not).
    let prose = lines
        .iter()
        .zip(&reading.owner)
        .any(|(l, owner)| owner.is_none() && l.split_whitespace().count() >= 3);
    let questions: Vec<String> = commands
        .iter()
        .filter_map(|c| match c {
            PlayerCommand::Question { line, .. } => Some(line.clone()),
            _ => None,
        })
        .collect();
    let only_chatter = commands
        .iter()
        .all(|c| matches!(c, PlayerCommand::Chatter { .. }));
    let chatter_or_question = |c: &PlayerCommand| {
        matches!(
            c,
            PlayerCommand::Chatter { .. } | PlayerCommand::Question { .. }
        )
    };
    if acted {
        // Beside commands: thanks need no answer; the questions go to the moderator,
        // together.
        commands.retain(|c| !chatter_or_question(c));
        // The whole of her words, so that the moderator reads the question in them.
        if let Some(line) = questions.first() {
            commands.push(PlayerCommand::Question {
                line: line.clone(),
                text: letter(lines),
            });
        }
    } else if !questions.is_empty()
        || prose
        || commands.is_empty()
        || commands
            .iter()
            .any(|c| matches!(c, PlayerCommand::NotRead { .. }))
    {
        // Nothing read but a letter: the text itself, for the person who can read it.
        commands.retain(|c| !chatter_or_question(c));
        let text = letter(lines);
        if !text.is_empty() {
            commands.push(PlayerCommand::Letter { text });
        }
    } else if only_chatter {
        // Thanks alone: answered once, refusing nothing.
        commands.truncate(1);
    }
}

/// The commands as the moderator gets them: one program, each question asked once, lobby words
/// to the lobby, no more than [`MAX_COMMANDS`], and the lines left unread (`unread`) said.
fn settle(commands: &mut Vec<PlayerCommand>, unread: usize) {
    // Every piece of instructions in her text is one program, read by the game once.
    super::reader::one_program(commands);
    // HELP in the subject and the body is one question: answered once (so STATUS, ORDERS,
    // RATINGS, the tournaments).
    let mut seen = Vec::new();
    commands.retain(|c| {
        // A seat asked for twice in words (`I'd love to play - put me down as Pixel`) is one
        // request; `JOIN 1` written twice is answered twice, as written.
        let in_words = matches!(c, PlayerCommand::Said { .. });
        let c = c.inner();
        let join = matches!(
            c,
            PlayerCommand::Lobby {
                lobby: crate::inbound::LobbyCommand::Join { .. }
                    | crate::inbound::LobbyCommand::JoinOpen { .. }
            }
        );
        let once = (join && in_words)
            || matches!(
                c,
                PlayerCommand::Help
                    | PlayerCommand::HelpRules
                    | PlayerCommand::Status
                    | PlayerCommand::Summary
                    | PlayerCommand::ShowOrders
                    | PlayerCommand::Lobby {
                        lobby: crate::inbound::LobbyCommand::List { .. }
                            | crate::inbound::LobbyCommand::Ratings { .. }
                            | crate::inbound::LobbyCommand::Tournament {
                                what: crate::inbound::Tournament::Show { .. }
                            }
                    }
            );
        if !once {
            return true;
        }
        let first = !seen.contains(c);
        if first {
            seen.push(c.clone());
        }
        first
    });
    // A line that looked like a command and starts with a lobby word is an unreadable lobby
    // command: the lobby answers it when the mail has no game tag.
    for c in commands.iter_mut() {
        if let PlayerCommand::Unknown {
            line, wrong: None, ..
        } = c
            && super::lobby::starts_with_lobby_word(line)
        {
            let line = std::mem::take(line);
            *c = PlayerCommand::Lobby {
                lobby: crate::inbound::LobbyCommand::Unreadable { line },
            };
        }
    }
    if commands.len() > MAX_COMMANDS {
        let count = commands.len() - MAX_COMMANDS;
        commands.truncate(MAX_COMMANDS);
        commands.push(PlayerCommand::TooMany { count });
    }
    if unread > 0 {
        commands.push(PlayerCommand::TooLong { lines: unread });
    }
}

/// `lines` cut to the first [`MAX_READ_BYTES`] of her text, which is all that is read (the
/// commands, the course, the language, the letter): the number of lines with words cut off.
fn keep_what_is_read(lines: &mut Vec<&str>) -> usize {
    let mut bytes = 0;
    let Some(cut) = lines.iter().position(|l| {
        bytes += l.len() + 1;
        bytes > MAX_READ_BYTES
    }) else {
        return 0;
    };
    let unread = lines[cut..].iter().filter(|l| !l.trim().is_empty()).count();
    lines.truncate(cut);
    unread
}

/// Her own lines as a letter for the moderator: a letter, not a book.
fn letter(lines: &[&str]) -> String {
    lines
        .join("\n")
        .trim()
        .chars()
        .take(MAX_LETTER_CHARS)
        .collect()
}

/// The press number a reply's subject answers: `Re: [robomod g12 k] Press #17 from Red`.
fn press_replied_to(subject: &str) -> Option<i64> {
    let stripped = strip_tags(subject);
    let (rest, was_reply) = super::commands::strip_reply_prefixes(stripped.trim());
    if !was_reply {
        return None;
    }
    let n = rest.strip_prefix("Press #")?;
    n.split_whitespace().next()?.parse().ok()
}

/// The From address (lower-cased) and name; Sender when From has no address.
fn sender(msg: &Message<'_>) -> (String, Option<String>) {
    let addr = msg
        .from()
        .and_then(|a| a.first())
        .filter(|a| a.address().is_some())
        .or_else(|| msg.sender().and_then(|a| a.first()));
    let Some(addr) = addr else {
        return (String::new(), None);
    };
    let from = addr.address().map(clean_address).unwrap_or_default();
    let name = addr
        .name()
        .map(|n| n.trim().trim_matches('"').trim().to_string())
        .filter(|n| !n.is_empty());
    (from, name)
}

/// The tag from the first plus-address among the recipients.
fn tag_from_recipients(msg: &Message<'_>, identity: &MailIdentity) -> Option<GameTag> {
    let raw_fields = ["Delivered-To", "X-Original-To"];
    let from_raw = msg
        .headers_raw()
        .filter(|(name, _)| raw_fields.iter().any(|f| f.eq_ignore_ascii_case(name)))
        .find_map(|(_, value)| identity.tag_from_address(value));
    from_raw.or_else(|| {
        msg.to()
            .into_iter()
            .chain(msg.cc())
            .flat_map(|a| a.iter())
            .filter_map(|a| a.address())
            .find_map(|a| identity.tag_from_address(a))
    })
}

/// The subject without any `[...]` groups (the tag), for reading a command from it.
fn strip_tags(subject: &str) -> String {
    super::shapes::without_groups(subject, '[', ']')
}

/// The body as text: every text/plain body part in order; HTML parts converted block-aware.
fn body_text(msg: &Message<'_>) -> String {
    let mut out = String::new();
    for &id in &msg.text_body {
        let Some(part) = msg.parts.get(id as usize) else {
            continue;
        };
        match &part.body {
            PartType::Text(t) => out.push_str(t),
            PartType::Html(h) => out.push_str(&html_to_text(h)),
            _ => continue,
        }
        out.push('\n');
    }
    out
}
