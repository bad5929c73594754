//! The lobby: players find, join and watch games by mail to robomod's plain address (no game
//! tag needed), and keep their own preferences. Every email judge has one (njudge's LIST /
//! SIGNON / OBSERVE, DPjudge's CREATE / JOIN / LIST).
//!
//! - [`join`]: games opened to be joined (`robomod game open`, `OPEN` by mail), `LIST`, `JOIN`,
//!   `LEAVE`, and the start of a game when it is full; [`open`]: `OPEN` by mail and start dates;
//! - [`prefs`]: `SET` (pictures, reminders, digest, name), kept per address;
//! - [`watch`]: `OBSERVE`, and the public round reports its observers get;
//! - [`standby`]: a seat abandoned in a lobby game offered to its standby list (`TAKE 12`);
//! - [`digest`]: the daily digest of the games waiting for a player's orders;
//! - [`ratings`]: `RATINGS`, the best players of each game kind and the sender's own line;
//! - [`also`]: `ALSO`, a person's second address, linked once both addresses say so;
//! - [`course`]: `COURSE name`, a course (a race's board) sent, checked and kept.
//!
//! A mail carrying a lobby command and no valid game tag is answered here with one reply
//! ([`Lobby::lobby_mail`]); a lobby command in a player's tagged mail is answered in that
//! mail's reply ([`Lobby::lobby_item`]). Every answer's words are in
//! `templates/lobby_answer.txt`.

mod absent;
pub mod also;
pub mod course;
pub mod digest;
pub mod join;
pub mod open;
pub mod prefs;
pub mod ratings;
pub mod record;
pub mod standby;
pub mod watch;

use super::error::ModError;
use super::replies::MailOutcome;
use super::replies::{Item, reply_kind};
use crate::inbound::{InboundMail, LobbyCommand, PlayerCommand};
use crate::moderator::layers::Lobby;
use crate::outgoing::MailKind;
use crate::store::inbox::finish_inbox;
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

/// One lobby command as it was asked, what each command's `*_item` handler answers: the
/// connection it is answered on, who asked (`from`, lower-case, and `name`, what their mail's
/// From calls them), the command as quoted back, and when.
#[derive(Clone, Copy)]
pub(crate) struct Asked<'a> {
    pub c: &'a Connection,
    pub from: &'a str,
    pub name: Option<&'a str>,
    pub quote: &'a str,
    pub now: DateTime<Utc>,
}

pub use join::{OpenGame, Request};

/// Whether `mail` (with no player's key) is the lobby's: a lobby command in it, or with no
/// game's tag at all HELP, prose, an unknown line or ABSENT.
fn is_lobby_mail(mail: &InboundMail) -> bool {
    // HELP with no tag at all is the lobby's too: how a stranger starts; and so is a
    // stranger's prose ("How do I sign up?"), answered with how to.
    mail.commands.iter().any(|c| match c.inner() {
        PlayerCommand::Lobby { .. } => true,
        // A line that is no command (`FROBNICATE 3`) is answered as one.
        PlayerCommand::Help
        | PlayerCommand::HelpRules
        | PlayerCommand::Letter { .. }
        | PlayerCommand::Unknown { .. } => mail.tag.is_none(),
        // A holiday is a person's: with no game named, every game they play.
        PlayerCommand::Absent { .. } => mail.tag.is_none(),
        _ => false,
    })
}

impl Lobby<'_> {
    /// The answer to one lobby command from `from` (`name`: what their mail's From calls
    /// them): each command's `*_item` handler gets it [`Asked`].
    pub(crate) fn lobby_command(
        &self,
        c: &Connection,
        (from, name): (&str, Option<&str>),
        cmd: &LobbyCommand,
        now: DateTime<Utc>,
    ) -> Result<Item, ModError> {
        let quote = cmd.to_string();
        let asked = Asked {
            c,
            from,
            name,
            quote: &quote,
            now,
        };
        match cmd {
            LobbyCommand::List { game } => self.list_item(asked, *game),
            LobbyCommand::Join {
                game,
                standby,
                word,
                name: given,
            } => {
                let name = given
                    .clone()
                    .or(prefs::name(c, from)?)
                    .or(name.map(str::to_string));
                let wanted = join::Wanted {
                    game: *game,
                    standby: *standby,
                    word: word.as_deref(),
                    name: name.as_deref(),
                };
                self.join_item(asked, wanted)
            }
            // Made a JOIN of the one open game by `lobby_items`, or answered with how to start
            // there; a game's mail never asks it (`incoming/commands.rs`): only the list.
            LobbyCommand::JoinOpen { .. } => self.list_item(asked, None),
            LobbyCommand::Leave { game } => self.leave_item(asked, *game),
            LobbyCommand::Open { text } => self.open_item(asked, text),
            LobbyCommand::Observe { game, on } => self.observe_item(asked, *game, *on),
            LobbyCommand::Take { game } => self.take_item(asked, *game),
            LobbyCommand::Set { text } => self.set_item(asked, text),
            LobbyCommand::Ratings { kind } => self.ratings_item(asked, kind.as_deref()),
            LobbyCommand::Also { other, off } => self.also_item(asked, (other.as_deref(), *off)),
            LobbyCommand::Tournament { what } => self.tournaments.tournament_item(asked, what),
            LobbyCommand::Course { words, text } => self.course_item(asked, (words, text)),
            LobbyCommand::Unreadable { line } => {
                self.notify.lobby_answer("unknown", line, json!({}), true)
            }
            LobbyCommand::NameUnsure { game, names } => self.notify.lobby_answer(
                "name_unsure",
                asked.quote,
                json!({ "game": game, "names": names }),
                true,
            ),
        }
    }

    /// A lobby command in a player's tagged mail: answered in that mail's reply.
    pub(crate) fn lobby_item(
        &self,
        c: &Connection,
        from: &str,
        cmd: &LobbyCommand,
        now: DateTime<Utc>,
    ) -> Result<Item, ModError> {
        self.lobby_command(c, (&from.to_lowercase(), None), cmd, now)
    }

    /// What a stranger who asks how to start is told: how (pushed onto `items`), and the games
    /// there are (the item returned).
    fn how_to_start(
        &self,
        c: &Connection,
        from: &str,
        items: &mut Vec<Item>,
        now: DateTime<Utc>,
    ) -> Result<Item, ModError> {
        let plays = crate::store::games::plays_any(c, from)?;
        let ctx = json!({ "plays": plays, "moderator": self.ctx.config.operator });
        items.push(
            self.notify
                .lobby_answer("stranger", "(your mail)", ctx, false)?,
        );
        let list = LobbyCommand::List { game: None };
        let mut item = self.lobby_command(c, (from, None), &list, now)?;
        // Quoted as the reader writes LIST (`LISTA`): she sent no such line.
        item.quote = crate::lang::now().command_line("LIST");
        Ok(item)
    }

    /// A mail with no valid game tag: when it carries a lobby command, every command in it is
    /// answered here with one reply (within the reply rate limit and the caps on mail to
    /// strangers: beyond them it is recorded and nothing is done); `None` when it carries
    /// none, nor (with no tag at all) HELP: it is refused as before.
    pub(crate) fn lobby_mail(
        &self,
        c: &Connection,
        inbox: i64,
        mail: &InboundMail,
        limited: bool,
        now: DateTime<Utc>,
    ) -> Result<Option<MailOutcome>, ModError> {
        if !is_lobby_mail(mail) {
            return Ok(None);
        }
        let from = mail.from.to_lowercase();
        if limited || self.notify.refusals_capped(c, &from, now)? {
            finish_inbox(c, inbox, None, None, "rate_limited", None)?;
            return Ok(Some(MailOutcome::RateLimited {
                game: None,
                rounds_run: 0,
            }));
        }
        let takes_a_place = mail.commands.iter().any(|c| {
            matches!(
                c.inner(),
                PlayerCommand::Lobby {
                    lobby: LobbyCommand::Join { .. }
                        | LobbyCommand::JoinOpen { .. }
                        | LobbyCommand::Open { .. }
                        | LobbyCommand::Observe { on: true, .. }
                        | LobbyCommand::Take { .. }
                }
            )
        });
        if takes_a_place {
            self.notify.keep_written_language(c, mail, now)?;
        }
        let items = self.lobby_items(c, mail, &from, now)?;
        self.queue_lobby_reply(c, (inbox, mail), &from, items)
    }

    /// The answers to the lines of lobby mail `mail` from `from`, in order.
    fn lobby_items(
        &self,
        c: &Connection,
        mail: &InboundMail,
        from: &str,
        now: DateTime<Utc>,
    ) -> Result<Vec<Item>, ModError> {
        let mut items = Vec::new();
        // The games are listed once, however many lines asked for them (a letter or "how do
        // I play?" lists them too).
        let mut listed = false;
        // The name her mail's From gives, for a seat she takes.
        let name = mail.from_name.as_deref().filter(|n| !n.trim().is_empty());
        for said in &mail.commands {
            // Each answer in the sender's language as it is now: a `SET LANGUAGE` before it
            // in this mail holds for it.
            let _speaking = self.notify.speak_to_sender(c, mail)?;
            let cmd = said.inner();
            let how = matches!(cmd, PlayerCommand::Letter { .. })
                || (matches!(cmd, PlayerCommand::Help)
                    && matches!(said, PlayerCommand::Said { .. }));
            let list = matches!(
                cmd,
                PlayerCommand::Lobby {
                    lobby: LobbyCommand::List { game: None }
                }
            );
            if list && listed {
                continue;
            }
            listed |= list || how;
            let item = match cmd {
                // Wishes to a player greeted by name: no player of hers here, so thanks.
                PlayerCommand::Press { .. } if said.greets() => continue,
                // A seat asked naming no game: in the one game open to all; with none or
                // several, how to start, and the games there are.
                PlayerCommand::Lobby {
                    lobby: LobbyCommand::JoinOpen { name: given },
                } => match self.only_open_game(c)? {
                    Some(game) => {
                        let join = LobbyCommand::Join {
                            game,
                            standby: false,
                            word: None,
                            name: given.clone(),
                        };
                        let item = self.lobby_command(c, (from, name), &join, now)?;
                        in_her_words(item, said)
                    }
                    None if std::mem::replace(&mut listed, true) => continue,
                    None => self.how_to_start(c, from, &mut items, now)?,
                },
                PlayerCommand::Lobby { lobby } => {
                    let item = self.lobby_command(c, (from, name), lobby, now)?;
                    in_her_words(item, said)
                }
                // "How do I play?" in words, and prose: how to start, and the games there are.
                PlayerCommand::Help if matches!(said, PlayerCommand::Said { .. }) => {
                    self.how_to_start(c, from, &mut items, now)?
                }
                PlayerCommand::Help | PlayerCommand::HelpRules => {
                    let mut item = self.notify.lobby_answer("help", "HELP", json!({}), false)?;
                    item.acted = false;
                    item
                }
                // A known command with what it does not take: the word, and what it takes.
                PlayerCommand::Unknown {
                    line,
                    wrong: Some(wrong),
                    ..
                } => Item::wrong(line, wrong),
                PlayerCommand::Unknown { line, .. } => {
                    self.notify.lobby_answer("unknown", line, json!({}), true)?
                }
                PlayerCommand::Letter { .. } => self.how_to_start(c, from, &mut items, now)?,
                PlayerCommand::Absent { text } => {
                    let mut each = self.absent_everywhere(c, from, text, now)?;
                    let Some(last) = each.pop() else { continue };
                    items.extend(each);
                    last
                }
                PlayerCommand::TooMany { .. }
                | PlayerCommand::TooLong { .. }
                | PlayerCommand::TooLarge { .. }
                | PlayerCommand::NotRead { .. }
                | PlayerCommand::Chatter { .. }
                | PlayerCommand::Remark { .. }
                | PlayerCommand::Question { .. } => continue,
                other => {
                    let quote = other.quoted();
                    self.notify
                        .lobby_answer("needs_tag", &quote, json!({}), true)?
                }
            };
            items.push(item);
        }
        Ok(items)
    }

    /// The one reply to lobby mail `mail` (inbox row `inbox`) from `from`, of `items`.
    fn queue_lobby_reply(
        &self,
        c: &Connection,
        (inbox, mail): (i64, &InboundMail),
        from: &str,
        mut items: Vec<Item>,
    ) -> Result<Option<MailOutcome>, ModError> {
        let kind = reply_kind(&items, MailKind::Help);
        let attachments: Vec<String> = items
            .iter()
            .filter_map(|i| i.attachment.as_deref())
            .map(|t| t.trim_end().to_string())
            .collect();
        let name = prefs::name(c, from)?;
        // A `SET LANGUAGE` in this mail holds for its reply.
        let _speaking = self.notify.speak_to_sender(c, mail)?;
        let help = items
            .iter()
            .any(|i| matches!(i.what, "help" | "unknown" | "stranger"));
        let body = self.notify.render(
            "lobby_reply.txt",
            json!({
                "name": name,
                "items": items,
                "attachments": attachments,
                "help": help,
                "address": self.ctx.config.identity.address,
            }),
        )?;
        let subject = match kind {
            MailKind::Error => crate::lang::now().t("subject-lobby-problems"),
            _ => crate::lang::now().t("subject-lobby-received"),
        };
        let answering = mail.message_id.as_ref().map(|m| format!("<{m}>"));
        let pictures = items
            .iter_mut()
            .flat_map(|i| i.pictures.drain(..))
            .collect();
        let id = self.notify.queue_address_attaching(
            c,
            from,
            (kind, &subject, body),
            answering.as_deref(),
            &mail.content_hash,
            pictures,
        )?;
        finish_inbox(c, inbox, None, None, "replied", Some(id))?;
        Ok(Some(MailOutcome::Replied {
            kind,
            reply: id,
            game: None,
            rounds_run: 0,
        }))
    }
}

/// The name a player joins with: `wanted` tidied ([`clean_name`]), else their address's
/// local part (else `Player`); `Err` the wanted name that cannot be one.
pub(crate) fn joining_name(wanted: Option<&str>, from: &str) -> Result<String, String> {
    match wanted {
        Some(n) => clean_name(n).ok_or_else(|| n.to_string()),
        None => Ok((from.split('@').next())
            .and_then(clean_name)
            .unwrap_or_else(|| "Player".into())),
    }
}

/// Checks and tidies a player's name: one line of at most 30 printable characters; pictures
/// after it (`Zuza 😊`) are no part of it (two columns wide, they would shift every table
/// her name stands in).
pub(crate) fn clean_name(name: &str) -> Option<String> {
    let picture = |c: char| {
        let c = c as u32;
        c >= 0x1F000 || (0x2600..0x27C0).contains(&c) || c == 0xFE0F || c == 0x200D
    };
    let n = name
        .split_whitespace()
        .map(|w| w.trim_matches(picture))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let ok = !n.is_empty()
        && n.chars().count() <= 30
        && n.chars().all(|c| !c.is_control() && !"<>@[]\"".contains(c));
    ok.then_some(n)
}

/// A lobby command read from her words is answered as in a game: her line quoted and what it
/// was read as (`> I'd like to join game 1` / `Read as JOIN 1:`), never a command line she did
/// not write quoted as hers (seen in play: `> OPEN rambots SEATS 3`).
fn in_her_words(mut item: Item, said: &PlayerCommand) -> Item {
    if let PlayerCommand::Said { line, .. } = said {
        let head = crate::say!(
            crate::lang::now(),
            "answer-read-as",
            command = item.quote.clone()
        );
        item.lines.insert(0, format!("  {}", head.trim()));
        item.quote = crate::moderator::words::clip(line, 70);
    }
    item
}

#[cfg(test)]
mod tests {
    #[test]
    fn answers_are_joined_into_paragraphs() {
        let text =
            "You have a seat\nin game 2.\n\nYour settings:\n- A 1\n- B 2\nChange one\nwith SET.\n";
        assert_eq!(
            crate::moderator::notify::answers::paragraphs(text),
            "You have a seat in game 2.\nYour settings:\n- A 1\n- B 2\nChange one with SET."
        );
    }

    #[test]
    fn names_are_one_short_plain_line() {
        assert_eq!(
            super::clean_name("  Ann   Smith "),
            Some("Ann Smith".into())
        );
        assert_eq!(super::clean_name("ann@example.org"), None);
        assert_eq!(super::clean_name(&"x".repeat(31)), None);
        assert_eq!(super::clean_name(""), None);
        assert_eq!(super::clean_name("Zuza 😊"), Some("Zuza".into()));
        assert_eq!(super::clean_name("🔥Kuba🔥"), Some("Kuba".into()));
        assert_eq!(super::clean_name("😊"), None);
    }
}
