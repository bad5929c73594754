//! Game masters by mail (issue 51): a person who is not the operator runs a game by mail with
//! their own key for it (`docs/moderator.md`, the page a master reads).
//!
//! A mail whose tag names a master's key of the game and which comes from that master's
//! address is a master's ([`Admin::master_mail`]): each command in it is applied in turn
//! ([`commands`]: `STATUS`, `PREVIEW`, `PROCESS`, `PAUSE`, `RESUME`, `EXTEND`, `EJECT`,
//! `REPLACE`, `ANNOUNCE`, `ROLLBACK`, `TERMINATE`, `PROMOTE`), through the very functions the
//! operator's CLI calls (`moderator::admin`), with the master as the actor ([`By`]): the
//! players are told with the master's reason, the audit names the master. The master gets one
//! reply listing each command's result. Every command goes first through [`gate`]: a master
//! who holds a seat is a player first (no PREVIEW while a round is open, STATUS as their seat
//! sees it, no PROCESS while others have time). The operator's caps on masters (days paused and
//! extended, rollbacks) are counted from the audit ([`caps`]). Who the masters are, their keys
//! and their welcome: [`roster`]; mails to a master: [`outbox`]; `TERMINATE`, results as
//! they stand: [`terminate`]. A course sent in a master's mail (`COURSE`) is kept as one
//! sent to the lobby is (`lobby/course.rs`), its picture attached to the reply.
//!
//! A master's command in anyone else's mail is refused by the player's reply
//! (`incoming/commands/not_master.rs`); a stranger's mail is refused as any stranger's is.

pub mod caps;
pub mod commands;
pub mod gate;
pub mod outbox;
pub mod roster;
pub mod terminate;

use crate::inbound::{InboundMail, LobbyCommand, PlayerCommand};
use crate::lang;
use crate::moderator::Admin;
use crate::moderator::incoming::MailOutcome;
use crate::moderator::incoming::reply::{Item, reply_kind};
use crate::moderator::words::MAIL_WIDTH;
use crate::moderator::{By, ModError, Moderator};
use crate::outgoing::MailKind;
use crate::say;
use crate::store::games::game;
use crate::store::inbox::finish_inbox;
use crate::store::masters::{self, MasterRow};
use chrono::{DateTime, Utc};
pub(crate) use outbox::{queue_to_master, queue_to_master_attaching};
use rusqlite::Connection;
use serde_json::json;

/// One master acting on one game, in one transaction.
pub(crate) struct Master<'a> {
    pub m: &'a Moderator,
    pub c: &'a Connection,
    pub row: &'a MasterRow,
    pub now: DateTime<Utc>,
}

impl Master<'_> {
    /// The master as the actor of an action, giving `reason`.
    pub fn by(&self, reason: &str) -> By {
        By::master(&self.row.name, &self.row.address, reason)
    }
}

impl Admin<'_> {
    /// Handles `mail` when it is a game master's (see the module doc): the outcome, or `None`
    /// when it is not a master's mail.
    pub(crate) fn master_mail(
        &self,
        c: &Connection,
        inbox: i64,
        mail: &InboundMail,
        limited: bool,
        now: DateTime<Utc>,
    ) -> Result<Option<MailOutcome>, ModError> {
        let Some(tag) = &mail.tag else {
            return Ok(None);
        };
        let Some(row) = masters::by_key(c, tag.game, &tag.key)? else {
            return Ok(None);
        };
        if !row.address.eq_ignore_ascii_case(mail.from.trim()) {
            return Ok(None);
        }
        let mut g = game(c, tag.game)?;
        let master = Master {
            m: self,
            c,
            row: &row,
            now,
        };
        let mut items = Vec::new();
        let mut shown = Vec::new();
        let mut pictures = Vec::new();
        for cmd in &mail.commands {
            // Each answer in the master's language as it is now.
            let _speaking = self.notify().speak_to(c, Some(g.id), Some(&row.address))?;
            // A course sent to a game's master address is a master's too (`COURSE`).
            if let PlayerCommand::Lobby { lobby } = cmd.inner()
                && let LobbyCommand::Course { words, text } = lobby
            {
                let quote = lobby.to_string();
                let asked = crate::moderator::lobby::Asked {
                    c,
                    from: &row.address,
                    name: None,
                    quote: &quote,
                    now,
                };
                let mut item = self.lobby().course_item(asked, (words, text))?;
                shown.extend(item.attachment.take());
                pictures.append(&mut item.pictures);
                items.push(item);
                continue;
            }
            let (item, attachment) = commands::apply(&master, &mut g, cmd.inner())?;
            items.extend(item);
            shown.extend(attachment);
        }
        let _speaking = self.notify().speak_to(c, Some(g.id), Some(&row.address))?;
        if items.is_empty() {
            let text = lang::now().t("master-no-command");
            items.push(Item::new("none", "(your mail)", &text, true, false));
        }
        if limited {
            finish_inbox(c, inbox, Some(g.id), None, "rate_limited", None)?;
            return Ok(Some(MailOutcome::RateLimited {
                game: Some(g.id),
                rounds_run: 0,
            }));
        }
        let kind = reply_kind(&items, MailKind::Status);
        let body = self.notify().render(
            "master.txt",
            json!({
                "what": "reply", "name": roster::greeting_name(c, &row)?,
                "game": g.id, "items": items,
                "shown": shown, "commands": commands_list(),
            }),
        )?;
        let subject = say!(lang::now(), "master-subject", game = g.id);
        let answering = mail.message_id.as_ref().map(|m| format!("<{m}>"));
        let mail = (kind, subject.as_str(), body);
        let id = queue_to_master_attaching(self, c, (&g, &row), mail, answering, pictures)?;
        finish_inbox(c, inbox, Some(g.id), None, "replied", Some(id))?;
        Ok(Some(MailOutcome::Replied {
            kind,
            reply: id,
            game: Some(g.id),
            rounds_run: 0,
        }))
    }
}

/// The master's commands, as the footer of their mails lists them, wrapped.
pub(crate) fn commands_list() -> String {
    crate::templates::wrap(&lang::now().t("master-commands"), MAIL_WIDTH, "  ").join("\n")
}
