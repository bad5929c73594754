//! When robomod must not answer (RFC 3834 and common practice), and bounces.
//!
//! Checked in this order, the first match wins:
//! 1. A bounce: a `multipart/report; report-type=delivery-status` (the recipient from the
//!    `Original-Recipient` or `Final-Recipient` field of the status part, else the `To` of the
//!    returned message or headers), or `X-Failed-Recipients`, or mail from MAILER-DAEMON or
//!    postmaster whose subject says delivery failed (the recipient from a returned message).
//! 2. `Auto-Submitted` present with a value other than `no`; read receipts
//!    (`report-type=disposition-notification`) count as auto-submitted too.
//! 3. `Precedence: bulk`, `junk` or `list` (`auto_reply` counts as an auto-reply).
//! 4. `List-Id` present.
//! 5. `X-Autoreply`, `X-Autorespond`, `X-Autoresponder` present (any value).
//! 6. From MAILER-DAEMON, postmaster, a no-reply address, or robomod's own address.
//! 7. No sender address at all, or several From headers or addresses: nobody to answer safely.
//!
//! Header values are read raw, which mail-parser returns untrimmed: always trimmed here.

use crate::identity::MailIdentity;
use crate::inbound::NoReplyReason;
use mail_parser::{Message, MessageParser, MimeHeaders, PartType};

/// Why `msg` (from the lower-case address `from`) must not be answered, if it must not.
pub fn no_reply_reason(
    msg: &Message<'_>,
    from: &str,
    identity: &MailIdentity,
) -> Option<NoReplyReason> {
    let headers = LoopHeaders::of(msg);
    if let Some(original_to) = bounce(msg, from, &headers) {
        return Some(NoReplyReason::Bounce {
            original_to,
            message_id: returned_message_id(msg),
        });
    }
    let report_type = report_type(msg);
    if headers.auto_submitted.is_some_and(|v| {
        !v.split(';')
            .next()
            .unwrap_or("")
            .trim()
            .eq_ignore_ascii_case("no")
    }) || report_type.as_deref() == Some("disposition-notification")
    {
        return Some(NoReplyReason::AutoSubmitted);
    }
    if let Some(p) = headers.precedence {
        match &*p.to_ascii_lowercase() {
            "bulk" | "junk" | "list" => return Some(NoReplyReason::Precedence),
            "auto_reply" | "auto-reply" => return Some(NoReplyReason::AutoReply),
            _ => {}
        }
    }
    if headers.list_id {
        return Some(NoReplyReason::MailingList);
    }
    if headers.autoreply {
        return Some(NoReplyReason::AutoReply);
    }
    if is_system_sender(from) || identity.is_own_address(from) {
        return Some(NoReplyReason::SystemSender);
    }
    let addresses = msg.from().map_or(0, |a| a.iter().count());
    if headers.from_headers > 1 || addresses > 1 {
        return Some(NoReplyReason::SeveralSenders);
    }
    if !crate::inbound::usable_sender(from) {
        return Some(NoReplyReason::NoSender);
    }
    None
}

/// The raw values (trimmed) of the headers loop detection looks at, found in one pass over the
/// headers: looking each up by name costs a name parse per lookup.
#[derive(Default)]
struct LoopHeaders<'a> {
    auto_submitted: Option<&'a str>,
    precedence: Option<&'a str>,
    list_id: bool,
    autoreply: bool,
    failed_recipients: Option<&'a str>,
    from_headers: usize,
}

impl<'a> LoopHeaders<'a> {
    fn of(msg: &'a Message<'_>) -> Self {
        let mut h = LoopHeaders::default();
        for header in msg.headers() {
            let name = header.name.as_str();
            let value = || {
                msg.raw_message
                    .get(header.offset_start() as usize..header.offset_end() as usize)
                    .and_then(|b| std::str::from_utf8(b).ok())
                    .map(str::trim)
            };
            let is = |n: &str| name.eq_ignore_ascii_case(n);
            if is("Auto-Submitted") {
                h.auto_submitted = h.auto_submitted.or_else(value);
            } else if is("Precedence") {
                h.precedence = h.precedence.or_else(value);
            } else if is("List-Id") {
                h.list_id = true;
            } else if is("X-Autoreply") || is("X-Autorespond") || is("X-Autoresponder") {
                h.autoreply = true;
            } else if is("X-Failed-Recipients") {
                h.failed_recipients = h.failed_recipients.or_else(value);
            } else if is("From") {
                h.from_headers += 1;
            }
        }
        h
    }
}

/// `report-type` of a `multipart/report` root, lower-cased.
fn report_type(msg: &Message<'_>) -> Option<String> {
    let ct = msg.root_part().content_type()?;
    if !(ct.ctype().eq_ignore_ascii_case("multipart")
        && ct
            .subtype()
            .is_some_and(|s| s.eq_ignore_ascii_case("report")))
    {
        return None;
    }
    ct.attribute("report-type").map(|s| s.to_ascii_lowercase())
}

/// MAILER-DAEMON, postmaster, and the usual no-reply local parts.
fn is_system_sender(from: &str) -> bool {
    let local = from.split('@').next().unwrap_or("");
    let local = local.split('+').next().unwrap_or("");
    matches!(
        local,
        "mailer-daemon" | "postmaster" | "noreply" | "no-reply" | "do-not-reply" | "donotreply"
    )
}

/// `Some(recipient)` when `msg` is a bounce.
fn bounce(msg: &Message<'_>, from: &str, headers: &LoopHeaders<'_>) -> Option<Option<String>> {
    let is_dsn = report_type(msg).is_some_and(|t| t.contains("delivery-status"));
    let failed = headers
        .failed_recipients
        .and_then(|v| v.split(',').next().map(clean_address))
        .filter(|a| !a.is_empty());
    let local = from.split('@').next().unwrap_or("");
    let daemon = matches!(local, "mailer-daemon" | "postmaster");
    if !is_dsn && failed.is_none() && !daemon {
        return None;
    }
    let subject = msg.subject().unwrap_or("").to_lowercase();
    let says_failed = [
        "undeliver",
        "undelivered",
        "delivery status notification",
        "failure notice",
        "returned mail",
        "delivery failure",
        "mail delivery failed",
        "delivery has failed",
    ]
    .iter()
    .any(|w| subject.contains(w));
    if !is_dsn && failed.is_none() && !(daemon && says_failed) {
        return None;
    }
    Some(
        failed
            .or_else(|| dsn_recipient(msg))
            .or_else(|| returned_recipient(msg)),
    )
}

/// `Original-Recipient: rfc822; ann@example.test`, else `Final-Recipient`, from the status part.
fn dsn_recipient(msg: &Message<'_>) -> Option<String> {
    let status = msg.parts.iter().find_map(|p| {
        let ct = p.content_type()?;
        let sub = ct.subtype()?.to_ascii_lowercase();
        (ct.ctype().eq_ignore_ascii_case("message")
            && (sub == "delivery-status" || sub == "global-delivery-status"))
            .then(|| String::from_utf8_lossy(p.contents()).into_owned())
    })?;
    let field = |name: &str| {
        status.lines().find_map(|l| {
            let (n, v) = l.split_once(':')?;
            if !n.trim().eq_ignore_ascii_case(name) {
                return None;
            }
            let addr = v.split_once(';').map_or(v, |(_, a)| a);
            Some(clean_address(addr)).filter(|a| a.contains('@'))
        })
    };
    field("Original-Recipient").or_else(|| field("Final-Recipient"))
}

/// `read` of the first returned message (`message/rfc822`) or returned headers
/// (`text/rfc822-headers`) of a bounce that gives an answer.
fn from_returned<T>(msg: &Message<'_>, read: impl Fn(&Message<'_>) -> Option<T>) -> Option<T> {
    msg.parts.iter().skip(1).find_map(|p| match &p.body {
        PartType::Message(m) => read(m),
        _ => {
            let ct = p.content_type()?;
            if !ct
                .subtype()
                .is_some_and(|s| s.eq_ignore_ascii_case("rfc822-headers"))
            {
                return None;
            }
            read(&MessageParser::default().parse(p.contents())?)
        }
    })
}

/// The `To` of the returned message or headers.
fn returned_recipient(msg: &Message<'_>) -> Option<String> {
    from_returned(msg, first_to)
}

/// The Message-ID of the returned mail: from a returned message (`message/rfc822`) or returned
/// headers (`text/rfc822-headers`), else from a `Message-ID:` line quoted in the text (qmail's
/// and Exim's plain bounces).
fn returned_message_id(msg: &Message<'_>) -> Option<String> {
    from_returned(msg, |m| m.message_id().map(str::to_string))
        .or_else(|| {
            let text = msg.body_text(0)?;
            text.lines().find_map(|l| {
                let (name, value) = l.trim().split_once(':')?;
                name.eq_ignore_ascii_case("message-id").then(|| {
                    value
                        .trim()
                        .trim_start_matches('<')
                        .trim_end_matches('>')
                        .to_string()
                })
            })
        })
        .filter(|id| !id.is_empty())
}

fn first_to(m: &Message<'_>) -> Option<String> {
    m.to()?
        .first()?
        .address()
        .map(clean_address)
        .filter(|a| !a.is_empty())
}

/// ` <Ann@Example.test> ` to `ann@example.test`.
pub fn clean_address(s: &str) -> String {
    s.trim()
        .trim_start_matches('<')
        .trim_end_matches('>')
        .trim()
        .to_lowercase()
}
