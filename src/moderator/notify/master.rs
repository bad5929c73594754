//! The mails to a game's master: tagged with their master's key, Reply-To their plus-address,
//! so that their answer is a master's mail (replies, welcomes, alerts).

use crate::moderator::{error::ModError, layers::Notify};
use crate::outgoing::{MailKind, OutgoingMail};
use crate::store::games::{GameRow, players};
use crate::store::mail::{MailContext, OutboxId, insert_outbox, next_outbox_id};
use crate::store::masters::MasterRow;
use rusqlite::Connection;

/// Queues a mail to the master `row` of `g`: tagged with their key, Reply-To their
/// plus-address, so that their answer is a master's mail.
pub(crate) fn queue_to_master(
    m: &Notify<'_>,
    c: &Connection,
    g: &GameRow,
    row: &MasterRow,
    mail: (MailKind, &str, String),
    answering: Option<String>,
) -> Result<OutboxId, ModError> {
    queue_to_master_attaching(m, c, (g, row), mail, answering, Vec::new())
}

/// [`queue_to_master`] with pictures attached after the text (a course's, `COURSE`).
pub(crate) fn queue_to_master_attaching(
    m: &Notify<'_>,
    c: &Connection,
    (g, row): (&GameRow, &MasterRow),
    (kind, subject, body): (MailKind, &str, String),
    answering: Option<String>,
    attachments: Vec<crate::outgoing::Attachment>,
) -> Result<OutboxId, ModError> {
    let id = next_outbox_id(c)?;
    let identity = &m.ctx.config().identity;
    let mail = OutgoingMail {
        kind,
        message_id: m.message_id(id, &format!("master{}", g.seed), &row.address),
        from: identity.mailbox(),
        to: row.address.clone(),
        reply_to: Some(identity.plus_address(g.id, &row.key)),
        subject: format!("{} {subject}", identity.subject_tag(g.id, &row.key)),
        in_reply_to: answering.clone(),
        references: answering.into_iter().collect(),
        body,
        attachments,
        html: None,
    };
    let ctx = MailContext {
        game: Some(g.id),
        seat: None,
        round: Some(g.round),
    };
    insert_outbox(c, id, ctx, &mail, m.ctx.now())?;
    Ok(id)
}

/// The name `address` gave robomod or was given, to greet them by: their seat's in game `id`
/// when they play, else the one they set (`SET NAME`); none when robomod has none (then they
/// are greeted without one, never by their address's local part).
pub(crate) fn given_name(
    c: &Connection,
    id: i64,
    address: &str,
) -> Result<Option<String>, ModError> {
    let seat = players(c, id)?
        .into_iter()
        .find(|p| p.address.eq_ignore_ascii_case(address))
        .map(|p| p.name);
    match seat {
        Some(name) => Ok(Some(name)),
        None => Ok(crate::store::preferences::get(
            c,
            &address.to_lowercase(),
            "name",
        )?),
    }
}

/// The part of `address` before the `@`.
pub(crate) fn local_part(address: &str) -> &str {
    address.split('@').next().unwrap_or_default()
}

/// The name to greet master `row` by: the one they were given ([`given_name`]), else the one
/// they gave when they opened the game; `None` when they gave none (never their address's
/// local part, which their row keeps only to sign what they announce).
pub(crate) fn greeting_name(c: &Connection, row: &MasterRow) -> Result<Option<String>, ModError> {
    let given = given_name(c, row.game_id, &row.address)?;
    Ok(given.or_else(|| (row.name != local_part(&row.address)).then(|| row.name.clone())))
}
