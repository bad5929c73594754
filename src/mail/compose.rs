//! An [`OutgoingMail`] as a lettre message: the headers robomod promises on every mail.
//!
//! - `Content-Type: text/plain; charset=utf-8`, never `format=flowed` (boards must not rewrap);
//!   `Content-Transfer-Encoding: 7bit` when the body is ASCII, `8bit` otherwise, with the lines
//!   as they are: never quoted-printable or base64, which lettre would pick for any line over
//!   76 bytes and which mangle boards in readers that show the raw text.
//! - The fixed `Message-ID` from the outbox (a resend after a crash carries the same one),
//!   `Reply-To` (the plus-address with the key), `In-Reply-To` and `References`.
//! - `Auto-Submitted: auto-replied` for answers to a player's mail, `auto-generated` for mails
//!   robomod sends on its own (welcome, reminders, reports); `X-Auto-Response-Suppress: All`.
//! - `Date` from the caller's clock, not the system's.
//! - Body lines at most [`MAX_LINE`] characters: [`wrap_body`] breaks longer ones (at a space
//!   when it can) so that the promise holds even if a template overflows; but a link alone on
//!   its line in angle brackets (`  <https://...>`, the composer page's, issue 67), which a
//!   break would make useless, is kept whole up to [`MAX_LINK_LINE`] (RFC 5322's limit).
//! - A mail with attachments (the board picture) is `multipart/mixed`: the text/plain part
//!   above first and unchanged, then each file, base64, with its name.
//! - A mail with an HTML rendering (the round register by register) is `multipart/alternative`:
//!   the text/plain part above, unchanged, then a `multipart/related` of the text/html part and
//!   its inline pictures (`Content-ID`, referred to as `cid:` in the HTML); files not inline
//!   follow in a `multipart/mixed` around both.

use crate::outgoing::{MailKind, OutgoingMail};
use chrono::{DateTime, Utc};
use lettre::Message;
use lettre::message::header::{ContentTransferEncoding, ContentType, HeaderName, HeaderValue};
use lettre::message::{Body, Mailbox, MultiPart, SinglePart};
use std::collections::HashMap;
use std::sync::Arc;

/// The longest body line robomod sends, in characters.
pub const MAX_LINE: usize = 78;

/// The longest line a link alone on its line may have ([`wrap_body`]): RFC 5322's 998.
pub const MAX_LINK_LINE: usize = 998;

/// Whether `line` is a link alone in angle brackets (`  <https://...>`), no space in it.
fn is_link_line(line: &str) -> bool {
    let link = line.trim_start_matches(' ');
    link.starts_with('<')
        && link.ends_with('>')
        && link.contains("://")
        && !link.contains([' ', '\t'])
        && line.len() <= MAX_LINK_LINE
}

/// Why an outgoing mail could not be turned into a message.
#[derive(Debug, thiserror::Error)]
pub enum ComposeError {
    /// An address field does not parse as `Name <a@b>` or `a@b`.
    #[error("the {field} address {value:?} is not a valid mail address")]
    BadAddress { field: &'static str, value: String },
    /// An attachment's content type does not parse.
    #[error("the attachment {name:?} has a bad content type {content_type:?}")]
    BadAttachment { name: String, content_type: String },
    /// lettre refused the message (a missing From, say).
    #[error("cannot build the message: {0}")]
    Build(#[from] lettre::error::Error),
}

/// `auto-replied` for answers to a player's mail, `auto-generated` otherwise (RFC 3834).
pub fn auto_submitted(kind: MailKind) -> &'static str {
    match kind {
        MailKind::Confirmation
        | MailKind::Error
        | MailKind::Refusal
        | MailKind::Help
        | MailKind::Status
        | MailKind::Failure => "auto-replied",
        MailKind::Welcome
        | MailKind::SetupRequest
        | MailKind::Reminder
        | MailKind::RoundReport
        | MailKind::GameOver
        | MailKind::Notice
        | MailKind::Late
        | MailKind::Alert => "auto-generated",
    }
}

fn mailbox(field: &'static str, value: &str) -> Result<Mailbox, ComposeError> {
    value.parse().map_err(|_| ComposeError::BadAddress {
        field,
        value: value.to_string(),
    })
}

fn raw_header(name: &'static str, value: &str) -> HeaderValue {
    HeaderValue::new(HeaderName::new_from_ascii_str(name), value.to_string())
}

/// The attachments' bodies encoded (base64) for a batch of mails, each once: a round's
/// pictures go with every player's report, the same bytes (one `Arc`) in each.
#[derive(Default)]
pub struct Encoded {
    bodies: HashMap<*const Vec<u8>, Body>,
}

impl Encoded {
    /// The body of `data`, encoded the first time it is asked for. Keyed by the bytes'
    /// address: the mails of the batch hold them, so no other bytes can take it meanwhile.
    fn body(&mut self, data: &Arc<Vec<u8>>) -> Body {
        (self.bodies.entry(Arc::as_ptr(data)))
            .or_insert_with(|| Body::new(data.as_ref().clone()))
            .clone()
    }
}

/// Builds the message for `mail`, dated `date`.
pub fn compose(mail: &OutgoingMail, date: DateTime<Utc>) -> Result<Message, ComposeError> {
    compose_with(mail, date, &mut Encoded::default())
}

/// [`compose`], the attachments' bodies from `encoded`: one batch's mails share it, and so
/// must hold the bytes they attach while it lives.
pub fn compose_with(
    mail: &OutgoingMail,
    date: DateTime<Utc>,
    encoded: &mut Encoded,
) -> Result<Message, ComposeError> {
    let mut b = Message::builder()
        .from(mailbox("From", &mail.from)?)
        .to(mailbox("To", &mail.to)?)
        .subject(without_controls(&mail.subject))
        .date(date.into())
        .message_id(Some(mail.message_id.clone()));
    if mail.attachments.is_empty() && mail.html.is_none() {
        // lettre writes MIME-Version for multipart mails only; RFC 2045 wants it on every MIME
        // mail, and some clients show a plain part without it as raw text.
        b = b
            .header(lettre::message::header::MIME_VERSION_1_0)
            .header(ContentType::TEXT_PLAIN);
    }
    b = b
        .raw_header(raw_header("Auto-Submitted", auto_submitted(mail.kind)))
        .raw_header(raw_header("X-Auto-Response-Suppress", "All"));
    if let Some(r) = &mail.reply_to {
        b = b.reply_to(mailbox("Reply-To", r)?);
    }
    if let Some(id) = &mail.in_reply_to {
        b = b.in_reply_to(id.clone());
    }
    if !mail.references.is_empty() {
        b = b.references(mail.references.join(" "));
    }
    let plain = mail.attachments.iter().all(|a| a.content_id.is_some());
    if mail.html.is_none() && mail.attachments.is_empty() {
        return Ok(b.body(plain_body(&mail.body))?);
    }
    let text = SinglePart::builder()
        .header(ContentType::TEXT_PLAIN)
        .body(plain_body(&mail.body));
    // The boundaries come from the Message-ID, so that a resend is the same message byte for
    // byte; `-` never occurs in base64, so no part can contain them, and none is the start of
    // another.
    let digest = <sha2::Sha256 as sha2::Digest>::digest(mail.message_id.as_bytes());
    let hex: String = digest[..12].iter().map(|b| format!("{b:02x}")).collect();
    let content_type = |a: &crate::outgoing::Attachment| {
        ContentType::parse(&a.content_type).map_err(|_| ComposeError::BadAttachment {
            name: a.filename.clone(),
            content_type: a.content_type.clone(),
        })
    };
    let Some(html) = &mail.html else {
        let mut parts = MultiPart::mixed()
            .boundary(format!("=_robomod-{hex}"))
            .singlepart(text);
        for a in &mail.attachments {
            parts = parts.singlepart(
                lettre::message::Attachment::new(a.filename.clone())
                    .body(encoded.body(&a.data), content_type(a)?),
            );
        }
        return Ok(b.multipart(parts)?);
    };
    // text/plain beside text/html, the HTML with its inline pictures (`cid:`) as one
    // multipart/related; files not inline after them, as a multipart/mixed around it all.
    let mut related = MultiPart::related()
        .boundary(format!("=_robomod-r-{hex}"))
        .singlepart(SinglePart::html(html.clone()));
    for a in &mail.attachments {
        if let Some(cid) = &a.content_id {
            related = related.singlepart(
                lettre::message::Attachment::new_inline_with_name(cid.clone(), a.filename.clone())
                    .body(encoded.body(&a.data), content_type(a)?),
            );
        }
    }
    let alternative = MultiPart::alternative()
        .boundary(format!("=_robomod-a-{hex}"))
        .singlepart(text)
        .multipart(related);
    if plain {
        return Ok(b.multipart(alternative)?);
    }
    let mut mixed = MultiPart::mixed()
        .boundary(format!("=_robomod-{hex}"))
        .multipart(alternative);
    for a in mail.attachments.iter().filter(|a| a.content_id.is_none()) {
        mixed = mixed.singlepart(
            lettre::message::Attachment::new(a.filename.clone())
                .body(encoded.body(&a.data), content_type(a)?),
        );
    }
    Ok(b.multipart(mixed)?)
}

/// `body` wrapped by [`wrap_body`], with CRLF line ends, sent as it is: `7bit` when it is ASCII,
/// `8bit` otherwise. Lines are at most [`MAX_LINE`] characters (at most 4 bytes each, well under
/// the 998 bytes RFC 5322 allows), so no transfer encoding is needed.
pub fn plain_body(body: &str) -> Body {
    let wrapped = wrap_body(body);
    let encoding = if wrapped.is_ascii() {
        ContentTransferEncoding::SevenBit
    } else {
        ContentTransferEncoding::EightBit
    };
    let crlf = wrapped.replace('\n', "\r\n");
    Body::dangerous_pre_encoded(crlf.into_bytes(), encoding)
}

/// The message's bytes as they go on the wire.
pub fn render(mail: &OutgoingMail, date: DateTime<Utc>) -> Result<Vec<u8>, ComposeError> {
    Ok(compose(mail, date)?.formatted())
}

/// `s` without control characters other than tab (a NUL or an escape a player wrote, quoted
/// back in a reply, must not reach a mail sent as 7bit text).
pub fn without_controls(s: &str) -> String {
    s.chars()
        .filter(|&c| c == '\t' || !c.is_control())
        .collect()
}

/// `body` with every line at most [`MAX_LINE`] characters, breaking at the last space that fits
/// (or hard at the limit when a line has none), and no control characters but tabs. Lines that
/// fit are untouched.
pub fn wrap_body(body: &str) -> String {
    let mut out = String::with_capacity(body.len() + 16);
    for (i, line) in body.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let line = line.strip_suffix('\r').unwrap_or(line);
        let cleaned;
        let line = if line.chars().any(|c| c != '\t' && c.is_control()) {
            cleaned = without_controls(line);
            cleaned.as_str()
        } else {
            line
        };
        let mut rest = line;
        while rest.chars().count() > MAX_LINE && !is_link_line(rest) {
            let limit = rest
                .char_indices()
                .nth(MAX_LINE)
                .map_or(rest.len(), |(i, _)| i);
            let cut = if rest[limit..].starts_with(' ') {
                limit
            } else {
                rest[..limit].rfind(' ').filter(|&c| c > 0).unwrap_or(limit)
            };
            out.push_str(rest[..cut].trim_end());
            out.push('\n');
            rest = rest[cut..].trim_start_matches(' ');
        }
        out.push_str(rest);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_alone_on_its_line_is_kept_whole() {
        let link = format!(
            "  <https://games.example.org/compose/race-en.html#{}>",
            "p=F2".repeat(60)
        );
        let body = format!("Tap your orders:\n{link}\n");
        assert_eq!(wrap_body(&body), body);
        // Not alone, or with a space: broken as any line.
        let said = format!("see {}", link.trim());
        assert_ne!(wrap_body(&said), said);
        let spaced = format!("  <https://x.test/{} y>", "a".repeat(90));
        assert_ne!(wrap_body(&spaced), spaced);
        let huge = format!("  <https://x.test/{}>", "a".repeat(MAX_LINK_LINE));
        assert!(
            wrap_body(&huge)
                .lines()
                .all(|l| l.chars().count() <= MAX_LINE)
        );
    }

    #[test]
    fn short_lines_untouched_long_lines_broken_at_spaces() {
        let board = "|..|..|\n|.A|..|";
        assert_eq!(wrap_body(board), board);
        let long = format!("{} {}", "a".repeat(70), "b".repeat(20));
        assert_eq!(
            wrap_body(&long),
            format!("{}\n{}", "a".repeat(70), "b".repeat(20))
        );
        let unbroken = "x".repeat(200);
        let wrapped = wrap_body(&unbroken);
        assert!(wrapped.lines().all(|l| l.chars().count() <= MAX_LINE));
        assert_eq!(wrapped.replace('\n', ""), unbroken);
        let accents = "é".repeat(100);
        assert!(
            wrap_body(&accents)
                .lines()
                .all(|l| l.chars().count() <= MAX_LINE)
        );
    }
}
