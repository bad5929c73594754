//! Composition: the headers robomod promises on every mail it sends, and body lines <= 78.

use crate::support::assert_contains;
use robomod::clock::{Clock, TestClock};
use robomod::mail::compose::{MAX_LINE, auto_submitted, render};
use robomod::outgoing::{MailKind, OutgoingMail};

pub fn sample(kind: MailKind, body: &str) -> OutgoingMail {
    OutgoingMail {
        kind,
        message_id: "<m1.g12.ann@example.test>".into(),
        from: "robomod <robomod@example.test>".into(),
        to: "Ann Example <ann@example.test>".into(),
        reply_to: Some("robomod+g12.k7Qf3@example.test".into()),
        subject: "[robomod g12 k7Qf3] Round 3 report".into(),
        in_reply_to: Some("<r2.g12.ann@example.test>".into()),
        references: vec![
            "<welcome.g12.ann@example.test>".into(),
            "<r2.g12.ann@example.test>".into(),
        ],
        body: body.into(),
        attachments: Vec::new(),
        html: None,
    }
}

fn headers_of(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    text.split("\r\n\r\n").next().unwrap_or("").to_string()
}

#[test]
fn a_reply_carries_every_promised_header() {
    let clock = TestClock::at_str("2026-03-02T10:00:00Z");
    let bytes = render(
        &sample(MailKind::Confirmation, "Understood:\nPROGRAM 1GN 3BU 2RE\n"),
        clock.now(),
    )
    .expect("renders");
    let h = headers_of(&bytes);
    for expected in [
        "Message-ID: <m1.g12.ann@example.test>",
        "From: robomod <robomod@example.test>",
        "To: \"Ann Example\" <ann@example.test>",
        "Reply-To: robomod+g12.k7Qf3@example.test",
        "Subject: [robomod g12 k7Qf3] Round 3 report",
        "In-Reply-To: <r2.g12.ann@example.test>",
        "References: <welcome.g12.ann@example.test> <r2.g12.ann@example.test>",
        "Auto-Submitted: auto-replied",
        "X-Auto-Response-Suppress: All",
        "Content-Type: text/plain; charset=utf-8",
        "Date: Mon, 02 Mar 2026 10:00:00 +0000",
    ] {
        assert!(h.contains(expected), "missing {expected:?} in\n{h}");
    }
    assert!(!h.to_lowercase().contains("flowed"), "{h}");
}

#[test]
fn mails_robomod_sends_on_its_own_are_auto_generated() {
    for kind in [
        MailKind::RoundReport,
        MailKind::Reminder,
        MailKind::Welcome,
        MailKind::GameOver,
    ] {
        assert_eq!(auto_submitted(kind), "auto-generated");
        let bytes = render(&sample(kind, "x"), chrono::Utc::now()).expect("renders");
        assert_contains(&headers_of(&bytes), "Auto-Submitted: auto-generated");
    }
    for kind in [
        MailKind::Confirmation,
        MailKind::Error,
        MailKind::Refusal,
        MailKind::Help,
        MailKind::Status,
    ] {
        assert_eq!(auto_submitted(kind), "auto-replied");
    }
}

/// Every body line robomod sends fits 78 characters, whatever the template produced, and what
/// fits is sent unchanged (boards must not rewrap).
#[test]
fn body_lines_never_exceed_78_characters_after_decoding() {
    let board = "  A B C D E F G H\n1 . . R . . . . .\n2 . . . . B . . .";
    let long = format!("{board}\n{}\nZüge: {}", "word ".repeat(40), "é".repeat(90));
    let bytes = render(&sample(MailKind::RoundReport, &long), chrono::Utc::now()).expect("renders");
    let parsed = mail_parser::MessageParser::default()
        .parse(&bytes)
        .expect("parses");
    let body = parsed.body_text(0).expect("a body").replace("\r\n", "\n");
    assert!(body.starts_with(board), "{body}");
    for line in body.lines() {
        assert!(
            line.chars().count() <= MAX_LINE,
            "{} chars: {line}",
            line.chars().count()
        );
    }
    for line in String::from_utf8(bytes).expect("8bit UTF-8").split("\r\n") {
        assert!(line.chars().count() <= 78, "raw line: {line}");
    }
}

/// Bodies go out as they are, never quoted-printable or base64 (lettre's choice for any line
/// over 76 bytes): `7bit` when ASCII, `8bit` otherwise, each line byte for byte.
#[test]
fn bodies_are_sent_as_7bit_or_8bit_with_lines_unchanged() {
    let ascii = format!(
        "{}
  a  b  c
",
        "x".repeat(MAX_LINE)
    );
    let utf8 = format!(
        "{}
Züge: 1GN",
        "é".repeat(MAX_LINE)
    );
    for (body, cte) in [(&ascii, "7bit"), (&utf8, "8bit")] {
        let bytes = render(&sample(MailKind::RoundReport, body), chrono::Utc::now()).unwrap();
        let text = String::from_utf8(bytes).expect("UTF-8 on the wire");
        let (head, raw) = text.split_once("\r\n\r\n").expect("a body");
        assert!(
            head.contains(&format!("Content-Transfer-Encoding: {cte}")),
            "{head}"
        );
        assert_eq!(raw.replace("\r\n", "\n"), *body);
    }
}

#[test]
fn a_bad_address_is_an_error_naming_it() {
    let mut m = sample(MailKind::Error, "x");
    m.to = "not an address".into();
    let e = render(&m, chrono::Utc::now()).expect_err("refused");
    assert_eq!(
        e.to_string(),
        "the To address \"not an address\" is not a valid mail address"
    );
}
