//! The corpus: realistic player mails written by hand (`corpus/NNN-name.eml`, made by
//! `corpus/make_corpus.py`), each with its golden reading `corpus/NNN-name.snap` (the
//! `InboundMail` as JSON). A mismatch fails with insta's diff; `INSTA_UPDATE=always` rewrites.
//!
//! Authentication is not read_mail's job: a spoofed From (018) or a wrong key (019) is read as
//! written, and the moderator refuses it.

use super::identity;
use robomod::inbound::{NoReplyReason, PlayerCommand};
use robomod::mail::read_mail;
use std::path::Path;

#[test]
fn every_corpus_mail_reads_as_its_golden_file() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mail/corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the corpus folder")
        .map(|e| e.expect("a corpus entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .collect();
    files.sort();
    let id = identity();
    for path in &files {
        let raw = std::fs::read(path).expect("a corpus file");
        let mail = read_mail(&raw, &id);
        let name = path.file_stem().and_then(|s| s.to_str()).expect("a name");
        insta::with_settings!({
            snapshot_path => "corpus",
            prepend_module_to_snapshot => false,
            input_file => path,
            omit_expression => true,
        }, {
            insta::assert_json_snapshot!(name, mail);
        });
    }
    assert!(files.len() >= 25, "only {} corpus mails", files.len());
}

fn corpus(name: &str) -> robomod::inbound::InboundMail {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/mail/corpus")
        .join(format!("{name}.eml"));
    read_mail(&std::fs::read(path).expect("a corpus file"), &identity())
}

fn orders(keyword: &str, text: &str) -> PlayerCommand {
    PlayerCommand::Orders {
        keyword: keyword.into(),
        text: text.into(),
    }
}

// A few corpus facts stated outright, so that a careless snapshot update cannot hide them.

#[test]
fn quoted_examples_in_replies_are_never_commands() {
    assert_eq!(
        corpus("002-gmail-reply").commands,
        vec![orders("PROGRAM", "1GN 3BU 2RE"), PlayerCommand::Status]
    );
    assert_eq!(
        corpus("003-outlook-reply").commands,
        vec![orders("GOALS", "1Y 3R 2G 1B")]
    );
    assert_eq!(
        corpus("004-outlook-html-only").commands,
        vec![orders("PROGRAM", "2GN 1BU 3RE"), PlayerCommand::Status]
    );
    assert_eq!(
        corpus("008-html-only-gmail-divs").commands,
        vec![
            orders("PROGRAM", "1GN 2GN 3GN"),
            orders("GOALS", "1Y 1R 1G 1B")
        ]
    );
}

#[test]
fn legacy_charsets_and_encoded_words_are_decoded() {
    let m = corpus("009-windows-1252-qp");
    assert_eq!(m.from_name.as_deref(), Some("Jörg Müller"));
    assert_eq!(m.subject, "[robomod g12 kJ0rg] Zug für Runde 3");
    let m = corpus("010-iso-8859-1-8bit");
    assert_eq!(m.from_name.as_deref(), Some("Élodie"));
    assert_eq!(m.commands, vec![orders("GOALS", "1Y 3R 2G 1B")]);
    let m = corpus("012-rfc2047-subject");
    assert_eq!(m.subject, "[robomod g12 kFr4n] Züge ✓ für Runde 3");
}

#[test]
fn loops_and_bounces_are_never_answered() {
    assert_eq!(
        corpus("022-vacation-auto-submitted").no_reply,
        Some(NoReplyReason::AutoSubmitted)
    );
    assert_eq!(
        corpus("024-bounce-dsn-postfix").no_reply,
        Some(NoReplyReason::Bounce {
            original_to: Some("hal@example.test".into()),
            message_id: Some("r4.g12.hal@example.test".into()),
        })
    );
    assert_eq!(
        corpus("025-bounce-exim-plain").no_reply,
        Some(NoReplyReason::Bounce {
            original_to: Some("ivy@example.test".into()),
            message_id: None,
        })
    );
    assert_eq!(
        corpus("041-bounce-qmail").no_reply,
        Some(NoReplyReason::Bounce {
            original_to: None,
            message_id: Some("robomod.77.0a1b2c3d4e5f@example.test".into()),
        })
    );
    assert_eq!(
        corpus("027-from-robomod-itself").no_reply,
        Some(NoReplyReason::SystemSender)
    );
    assert_eq!(corpus("032-auto-submitted-no").no_reply, None);
}

#[test]
fn spoofed_from_and_wrong_key_are_read_as_written() {
    let m = corpus("018-spoofed-from");
    assert_eq!(m.from, "ann@example.test");
    assert_eq!(m.tag.map(|t| t.key), Some("k7Qf3".into()));
    assert_eq!(
        corpus("019-wrong-key").tag.map(|t| t.key),
        Some("k0000".into())
    );
}

/// The tag the moderator writes (its own plus-address and `[robomod gN KEY]` subject, keys of 7
/// base62 characters) is the tag read_mail reads back, key verbatim.
#[test]
fn the_moderators_tags_read_back_verbatim() {
    let moderator = robomod::identity::MailIdentity {
        address: "robomod@example.test".into(),
        display_name: "robomod".into(),
        ..Default::default()
    };
    for key in ["k7Qf3aZ", "aB3dE5f", "0000000", "Kx9yZ12"] {
        let plus = moderator.plus_address(12, key);
        let raw = format!(
            "From: ann@example.test\nTo: {plus}\nSubject: Re: [robomod g12 {key}] Round 1\n\nPASS\n"
        );
        let m = read_mail(raw.as_bytes(), &identity());
        assert_eq!(
            m.tag.as_ref().map(|t| (t.game, t.key.as_str())),
            Some((12, key))
        );
        let no_subject_tag = raw.replace(&format!("[robomod g12 {key}] "), "");
        let m = read_mail(no_subject_tag.as_bytes(), &identity());
        assert_eq!(m.tag.map(|t| t.key), Some(key.to_string()), "{plus}");
        assert_eq!(identity().plus_address(12, key), plus);
    }
}

/// Issue 26: the readings a careful human moderator makes, stated outright.
#[test]
fn orders_are_read_as_a_careful_moderator_would() {
    let unmarked = |t: &str| PlayerCommand::Unmarked { text: t.into() };
    // Gmail's HTML list under a bare PROGRAM: PROGRAM, a blank line, 1. 2YS, 2. 1GE, ...
    assert_eq!(
        corpus("042-gmail-html-list").commands,
        vec![orders("PROGRAM", "2YS, 1GE, 3RW, 1BN")]
    );
    // The lower-case forms of every game, read as the game's commands.
    assert_eq!(
        corpus("043-lower-case-rambots").commands,
        vec![
            orders("GOALS", "1y 3r 2g 1b"),
            orders("PROGRAM", "1gn 3bu 2re"),
            orders("PASS", ""),
        ]
    );
    assert_eq!(
        corpus("044-lower-case-ricochet").commands,
        vec![orders("SOLUTION", "y down, y left")]
    );
    assert_eq!(
        corpus("045-lower-case-race").commands,
        vec![
            PlayerCommand::Try {
                text: "program f2 r f l f".into()
            },
            orders("PROGRAM", "r f l l u"),
            orders("PROGRAM", "r, f, l, l, u"),
            orders("POWER", "down"),
            orders("PICK", "3 1 4 2"),
            orders("RECOMPILE", ""),
        ]
    );
    // A bare line of instructions in a reply to the turn mail; the quoted example is not read.
    assert_eq!(
        corpus("046-bare-program-reply").commands,
        vec![unmarked("right, f3, left, f3, f")]
    );
    assert_eq!(
        corpus("047-wait-and-wait-off").commands,
        vec![
            PlayerCommand::Wait { on: true },
            PlayerCommand::Wait { on: false },
            // "please" is filler: the command inside is read.
            PlayerCommand::Wait { on: false },
        ]
    );
    assert_eq!(
        corpus("048-resign-confirm").commands,
        vec![PlayerCommand::ResignConfirm]
    );
    // Prose that starts with a command word, or is two-letter chatter, is never read as a
    // command: each line that mentions one is quoted back as not read, and the whole text
    // (no command was read) goes to the moderator.
    let prose = corpus("049-prose-stays-unread").commands;
    let not_read: Vec<&str> = prose
        .iter()
        .filter_map(|c| match c {
            PlayerCommand::NotRead { word, .. } => Some(word.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        not_read,
        ["PASS", "GOALS", "POWER", "TRY", "WAIT", "PROGRAM"]
    );
    assert!(
        matches!(prose.last(), Some(PlayerCommand::Letter { text }) if text.starts_with("Thanks, good game")),
        "{prose:?}"
    );
}
