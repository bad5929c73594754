//! One mail robomod means to send, as plain data: what the moderator queues in the outbox table
//! and what the outbound transports deliver. No I/O here.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// What kind of mail this is, for logs, tests and templates.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MailKind {
    Welcome,
    SetupRequest,
    Confirmation,
    Error,
    Refusal,
    Help,
    Status,
    Reminder,
    RoundReport,
    GameOver,
    Notice,
    /// To a player whose orders did not come in time: what their robot did instead.
    Late,
    /// To the sender of a mail robomod could not handle and set aside (quarantine).
    Failure,
    /// To the operator: a mail quarantined, a mail given up.
    Alert,
}

impl MailKind {
    pub fn as_str(self) -> &'static str {
        match self {
            MailKind::Welcome => "welcome",
            MailKind::SetupRequest => "setup_request",
            MailKind::Confirmation => "confirmation",
            MailKind::Error => "error",
            MailKind::Refusal => "refusal",
            MailKind::Help => "help",
            MailKind::Status => "status",
            MailKind::Reminder => "reminder",
            MailKind::RoundReport => "round_report",
            MailKind::GameOver => "game_over",
            MailKind::Notice => "notice",
            MailKind::Late => "late",
            MailKind::Failure => "failure",
            MailKind::Alert => "alert",
        }
    }
}

/// A mail ready to send. The Message-ID is fixed when the mail is queued, so that a resend after
/// a crash carries the same one and can be recognised.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutgoingMail {
    pub kind: MailKind,
    /// `<...@host>` including the angle brackets.
    pub message_id: String,
    /// `robomod <robomod@example.test>`
    pub from: String,
    /// One recipient address.
    pub to: String,
    /// Where a plain reply goes: the plus-address carrying the game and the player's key.
    pub reply_to: Option<String>,
    /// The subject, including the `[robomod g12 k7Qf3]` tag when the mail is to a player.
    pub subject: String,
    pub in_reply_to: Option<String>,
    pub references: Vec<String>,
    /// text/plain UTF-8, lines at most 78 characters, never format=flowed.
    pub body: String,
    /// Files sent after the text (the board picture), in order; none for most mails. Those
    /// with a [`Attachment::content_id`] are the HTML part's inline pictures instead.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attachments: Vec<Attachment>,
    /// An HTML rendering of the same report (the round register by register), sent beside the
    /// text as `multipart/alternative`; its pictures are the attachments with a content id,
    /// referred to as `cid:`. None for most mails.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
}

/// A file attached to a mail: stored once (the `pictures` table) and referred to by id; its
/// bytes are loaded when the mail is sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attachment {
    /// `g12-round-3.png`
    pub filename: String,
    /// `image/png`
    pub content_type: String,
    /// The `pictures` row holding the bytes.
    pub picture: i64,
    /// `g12-r3-reg2@robomod`: an inline picture of the HTML part, which refers to it as
    /// `cid:g12-r3-reg2@robomod`. None: a file attached after the text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_id: Option<String>,
    /// The bytes, filled in when the mail leaves the outbox: shared by every mail of the
    /// batch that carries the picture (and encoded once for them all, `mail::compose`).
    #[serde(skip)]
    pub data: Arc<Vec<u8>>,
}

/// What became of one mail the outbound flusher tried: what the flusher reports and the
/// moderator records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The transport accepted it.
    Sent,
    /// It failed with `error`; try again at `retry_at`.
    Failed {
        error: String,
        retry_at: DateTime<Utc>,
    },
    /// It failed with `error` and is given up: never tried again unless requeued.
    Dead { error: String },
}
