//! read_mail beyond the corpus: it never panics on any input, and a 10 MB attachment does not
//! hide the commands next to it.

use super::identity;
use proptest::prelude::*;
use robomod::inbound::PlayerCommand;
use robomod::mail::{read_head, read_mail};

fn corpus_files() -> Vec<Vec<u8>> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mail/corpus");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("the corpus")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| std::fs::read(p).expect("a corpus file"))
        .collect()
}

/// Pieces that steer random input into the parser's interesting corners.
fn piece() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        any::<Vec<u8>>(),
        Just(b"Content-Type: multipart/mixed; boundary=\"b\"\r\n\r\n--b\r\n".to_vec()),
        Just(b"Content-Type: multipart/report; report-type=delivery-status; boundary=b\n".to_vec()),
        Just(b"Content-Type: message/delivery-status\n\nFinal-Recipient: rfc822;".to_vec()),
        Just(b"Content-Type: text/html; charset=windows-1252\n\n<div><blockquote><".to_vec()),
        Just(b"Content-Transfer-Encoding: base64\n\n////\n".to_vec()),
        Just(b"Content-Transfer-Encoding: quoted-printable\n\n=E9=\n=".to_vec()),
        Just(b"Subject: =?utf-8?B?W3JvYm9tb2Qg?= [robomod g1 k\n".to_vec()),
        Just(b"From: \"\xff\" <@>\nTo: robomod+g.k@example.test\n".to_vec()),
        Just(b"Auto-Submitted:\n\tno\n".to_vec()),
        Just("PROGRAM 1GN\nOn x\nwrote:\n> é\n-- \n".as_bytes().to_vec()),
        Just(b"\n\n--b--\n".to_vec()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn read_mail_never_panics_on_random_bytes(bytes in any::<Vec<u8>>()) {
        let m = read_mail(&bytes, &identity());
        prop_assert_eq!(m.content_hash.len(), 64);
    }

    #[test]
    fn read_mail_never_panics_on_mail_shaped_noise(pieces in prop::collection::vec(piece(), 0..12)) {
        let raw: Vec<u8> = pieces.concat();
        let _ = read_mail(&raw, &identity());
    }

    #[test]
    fn read_mail_never_panics_on_damaged_corpus_mails(
        which in any::<prop::sample::Index>(),
        cuts in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..20),
        truncate in any::<prop::sample::Index>(),
    ) {
        let files = corpus_files();
        let mut raw = files[which.index(files.len())].clone();
        for (at, byte) in cuts {
            let i = at.index(raw.len().max(1));
            if i < raw.len() {
                raw[i] = byte;
            }
        }
        raw.truncate(truncate.index(raw.len() + 1));
        let _ = read_mail(&raw, &identity());
    }
}

#[test]
fn a_ten_megabyte_attachment_does_not_hide_the_commands() {
    let mut raw = String::from(
        "From: Ann <ann@example.test>\r\nTo: robomod+g12.k7Qf3@example.test\r\n\
         Subject: [robomod g12 k7Qf3] with a photo of my board\r\nMessage-ID: <big@example.test>\r\n\
         MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=\"big\"\r\n\r\n\
         --big\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nPROGRAM 1GN 3BU 2RE\r\n\r\n\
         --big\r\nContent-Type: image/jpeg; name=\"board.jpg\"\r\n\
         Content-Disposition: attachment; filename=\"board.jpg\"\r\n\
         Content-Transfer-Encoding: base64\r\n\r\n",
    );
    let line = "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////\r\n";
    while raw.len() < 10 * 1024 * 1024 {
        raw.push_str(line);
    }
    raw.push_str("--big--\r\n");
    let started = std::time::Instant::now();
    let m = read_mail(raw.as_bytes(), &identity());
    assert_eq!(
        m.commands,
        vec![PlayerCommand::Orders {
            keyword: "PROGRAM".into(),
            text: "1GN 3BU 2RE".into()
        }]
    );
    assert_eq!(m.message_id.as_deref(), Some("big@example.test"));
    assert!(
        started.elapsed() < std::time::Duration::from_secs(10),
        "reading 10 MB took {:?}",
        started.elapsed()
    );
}

#[test]
fn untrimmed_and_odd_auto_submitted_values() {
    let mail = |value: &str| {
        format!(
            "From: ann@example.test\nTo: robomod@example.test\nAuto-Submitted:{value}\n\
             Subject: x\n\nHELP\n"
        )
    };
    let read = |v: &str| read_mail(mail(v).as_bytes(), &identity()).no_reply;
    assert_eq!(read(" no  "), None);
    assert_eq!(read(" No ; comment"), None);
    assert!(read(" auto-generated").is_some());
    assert!(read(" auto-replied; owner-email=x").is_some());
}

#[test]
fn a_plain_reply_to_relayed_press_carries_its_text_back() {
    let raw = b"From: Bob <bob@example.org>\r\nTo: robomod+g12.kBob@example.test\r\n\
Subject: Re: [robomod g12 kBob] Press #17 from Red, game 12\r\n\
Message-ID: <r17@example.org>\r\nContent-Type: text/plain\r\n\r\n\
Deal. I go north, you go east.\r\nNo lasers at each other.\r\n\r\n\
On Mon, Ann wrote:\r\n> shall we?\r\n";
    let m = robomod::mail::read_mail(raw, &super::identity());
    assert_eq!(
        m.commands,
        vec![robomod::inbound::PlayerCommand::PressReply {
            press: 17,
            text: "Deal. I go north, you go east.\nNo lasers at each other.".into()
        }]
    );
    // Lines that look like bare orders are press text in a reply to press.
    let raw = b"From: Bob <bob@example.org>\r\nTo: robomod+g12.kBob@example.test\r\n\
Subject: Re: [robomod g12 kBob] Press #17 from Red, game 12\r\n\
Content-Type: text/plain\r\n\r\nOK\r\nF3 L\r\n";
    let m = robomod::mail::read_mail(raw, &super::identity());
    assert_eq!(
        m.commands,
        vec![robomod::inbound::PlayerCommand::PressReply {
            press: 17,
            text: "OK\nF3 L".into()
        }]
    );
    // A reply that carries commands is read as commands, not as press.
    let raw = b"From: Bob <bob@example.org>\r\nTo: robomod+g12.kBob@example.test\r\n\
Subject: Re: [robomod g12 kBob] Press #17 from Red, game 12\r\n\
Content-Type: text/plain\r\n\r\nSTATUS\r\n";
    let m = robomod::mail::read_mail(raw, &super::identity());
    assert_eq!(m.commands, vec![robomod::inbound::PlayerCommand::Status]);
}

/// A line in capitals that starts with a lobby word but is no lobby command is the lobby's to
/// answer (the moderator answers it as an unknown line in a game's reply).
#[test]
fn a_lobby_word_that_reads_as_no_lobby_command_is_marked_unreadable() {
    let raw = b"From: Ann <ann@example.org>\r\nTo: robomod@example.test\r\n\
Subject: hello\r\nContent-Type: text/plain\r\n\r\nJOIN the fun\r\nLIST\r\n";
    let m = read_mail(raw, &identity());
    use robomod::inbound::LobbyCommand;
    assert_eq!(
        m.commands,
        vec![
            PlayerCommand::Lobby {
                lobby: LobbyCommand::Unreadable {
                    line: "JOIN the fun".into()
                }
            },
            PlayerCommand::Lobby {
                lobby: LobbyCommand::List { game: None }
            },
        ]
    );
}

/// A seat asked for in a fresh mail's subject, in lower case or in words, takes the name
/// given in her lines (`join 12` / `name Moss pls`), once however often it is asked; a
/// reply's subject asks for nothing (issue 63, the lobby).
#[test]
fn a_lobby_seat_asked_in_the_subject_takes_the_name_in_the_body() {
    use robomod::inbound::LobbyCommand;
    let mail = |subject: &str, body: &str| {
        format!(
            "From: Mia <mia@example.net>\r\nTo: robomod@example.test\r\nSubject: {subject}\r\n\
             Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
        )
    };
    let seats = |subject: &str, body: &str| -> Vec<(i64, Option<String>)> {
        read_mail(mail(subject, body).as_bytes(), &identity())
            .commands
            .iter()
            .filter_map(|c| match c.inner() {
                PlayerCommand::Lobby {
                    lobby: LobbyCommand::Join { game, name, .. },
                } => Some((*game, name.clone())),
                _ => None,
            })
            .collect()
    };
    assert_eq!(
        seats("join 12", "name Moss pls"),
        [(12, Some("Moss".into()))]
    );
    assert_eq!(
        seats("Can I join game 12?", "My nickname will be Quill. Thanks!"),
        [(12, Some("Quill".into()))]
    );
    assert_eq!(
        seats("dołączam do gry 12", "ksywka Kuba"),
        [(12, Some("Kuba".into()))]
    );
    // Asked in the subject and in her lines: once, as her lines ask.
    assert_eq!(
        seats("join 12", "JOIN 12 AS Gil"),
        [(12, Some("Gil".into()))]
    );
    assert!(seats("Re: join 12", "name Moss pls").is_empty());
}

/// The head read alone (a mail set aside unread: whom to tell) says what the whole read says
/// of the same mail, short of its commands (and her lines of them), its language and a bounce's details: both are
/// built in one place.
#[test]
fn the_head_alone_says_what_the_whole_read_says_of_the_head() {
    let files = corpus_files();
    assert!(files.len() > 10, "the corpus");
    let mut answered = 0;
    for raw in files {
        let whole = read_mail(&raw, &identity());
        let head = read_head(&raw, &identity());
        answered += usize::from(whole.no_reply.is_none());
        let mut expected = whole.clone();
        expected.commands.clear();
        expected.written_in = None;
        expected.written.clear();
        // What a bounce says of the mail it returns is in its body's parts, never looked at
        // for the head alone: only that it is a bounce.
        if let (Some(h), Some(w)) = (&head.no_reply, &whole.no_reply) {
            assert_eq!(std::mem::discriminant(h), std::mem::discriminant(w));
            expected.no_reply = head.no_reply.clone();
        }
        assert_eq!(head, expected, "{}", String::from_utf8_lossy(&raw));
    }
    assert!(answered > 0, "some corpus mails are answered");
}

/// A mail from Bob to his game, `body` as he wrote it.
fn bobs_mail(subject: &str, body: &str) -> robomod::inbound::InboundMail {
    let raw = format!(
        "From: Bob <bob@example.org>\r\nTo: robomod+g12.kBob@example.test\r\n\
Subject: {subject}\r\nContent-Type: text/plain\r\n\r\n{body}"
    );
    read_mail(raw.as_bytes(), &identity())
}

fn orders(keyword: &str, text: &str) -> PlayerCommand {
    PlayerCommand::Orders {
        keyword: keyword.into(),
        text: text.into(),
    }
}

/// Seen in play: orders written as people talk were dropped without a word.
#[test]
fn orders_written_as_people_talk_are_read() {
    let subject = "Re: [robomod g12 kBob] Round 1";
    for (body, want) in [
        ("power down please\r\n", vec![orders("POWER", "down")]),
        ("please power down\r\n", vec![orders("POWER", "down")]),
        ("Power down next round\r\n", vec![orders("POWER", "down")]),
        ("I want to power down\r\n", vec![orders("POWER", "down")]),
        ("POWER DOWN please\r\n", vec![orders("POWER", "DOWN")]),
        (
            "oops. PROGRAM F3 F3 L F2 L\r\n",
            vec![orders("PROGRAM", "F3 F3 L F2 L")],
        ),
        (
            "forgot: power down please\r\nBREAKER 8\r\n",
            vec![orders("POWER", "down"), orders("BREAKER", "8")],
        ),
        (
            "I'd like to stay down, thanks\r\n",
            vec![orders("STAY", "down")],
        ),
    ] {
        assert_eq!(bobs_mail(subject, body).commands, want, "{body}");
    }
}

/// Every line that holds a command word is read as that command or quoted back; the subject
/// is never quoted as an unread line; near misses say what they are near.
#[test]
fn no_line_with_a_command_word_is_left_unsaid() {
    let m = bobs_mail(
        "Re: [robomod g12 kBob] Round 1",
        "Hi all,\r\ndon't power down\r\nI'll pass on the alliance idea, sorry.\r\n\
STAUTS\r\nThanks!\r\n",
    );
    assert_eq!(
        m.commands,
        vec![
            // Said no to: a power down taken back, in the race's own words (POWER ON).
            PlayerCommand::Said {
                line: "don't power down".into(),
                read_as: Box::new(PlayerCommand::Orders {
                    keyword: "POWER".into(),
                    text: "ON".into(),
                }),
                by: "order: power * down".into(),
                bare: robomod::inbound::Bare::Sentence,
            },
            PlayerCommand::NotRead {
                line: "I'll pass on the alliance idea, sorry.".into(),
                word: "PASS".into()
            },
            PlayerCommand::Unknown {
                line: "STAUTS".into(),
                meant: Some("STATUS".into()),
                wrong: None,
            },
        ]
    );
    // Prose alone: the text itself, for the moderator; "Dear moderator," is a greeting.
    let m = bobs_mail(
        "Re: [robomod g12 kBob] Round 3 report",
        "Dear moderator,\r\nWhat happened to my robot??\r\n",
    );
    assert_eq!(
        m.commands,
        vec![PlayerCommand::Letter {
            text: "Dear moderator,\nWhat happened to my robot??".into()
        }]
    );
}

/// `MODERATOR:` takes its text over the following lines, paragraphs and all, up to a command.
#[test]
fn a_letter_to_the_moderator_goes_on_across_paragraphs() {
    let m = bobs_mail(
        "Re: [robomod g12 kBob] Round 3",
        "MODERATOR: I was in hospital.\r\nCan I have my seat back?\r\n\r\nBob\r\nSTATUS\r\n",
    );
    assert_eq!(
        m.commands,
        vec![
            PlayerCommand::ToModerator {
                text: "I was in hospital.\nCan I have my seat back?\n\nBob".into()
            },
            PlayerCommand::Status,
        ]
    );
}

/// Seen in play: a reply to press that also held a command lost its apology.
#[test]
fn a_press_reply_with_a_command_relays_its_text_and_does_the_command() {
    let m = bobs_mail(
        "Re: [robomod g12 kBob] Press #1 from Red, game 12",
        "Sorry, I did not mean to push you.\r\nSET PICTURES ROUND\r\npower down please\r\n\
I'd rather not power down, though.\r\n",
    );
    use robomod::inbound::LobbyCommand;
    let set = match &m.commands[0] {
        PlayerCommand::Lobby {
            lobby: lobby @ LobbyCommand::Set { .. },
        } => lobby.to_string(),
        other => panic!("not SET: {other:?}"),
    };
    assert_eq!(set, "SET PICTURES ROUND");
    assert_eq!(
        m.commands[1..],
        [
            orders("POWER", "down"),
            PlayerCommand::PressReply {
                press: 1,
                text: "Sorry, I did not mean to push you.\nI'd rather not power down, though."
                    .into()
            }
        ]
    );
}

/// A stranger asks for one seat twice in one line of words (`I'd love to play - put me down
/// as Pixel`): the mail holds one JOIN; `JOIN 1` written twice in the grammar stays twice.
#[test]
fn a_seat_asked_for_twice_in_words_is_one_request() {
    let mail = |body: &str| {
        format!(
            "From: Mia <mia@example.org>\r\nTo: robomod@example.test\r\nSubject: hello\r\n\
             Message-ID: <j1@example.org>\r\n\r\n{body}\r\n"
        )
        .into_bytes()
    };
    let joins = |body: &str| {
        read_mail(&mail(body), &identity())
            .commands
            .iter()
            .filter(|c| {
                matches!(
                    c.inner(),
                    PlayerCommand::Lobby {
                        lobby: robomod::inbound::LobbyCommand::Join { .. }
                    }
                )
            })
            .count()
    };
    assert_eq!(
        joins("Hi! There's a race starting (game 7). I'd love to play - put me down as Pixel."),
        1
    );
    assert_eq!(joins("JOIN 1\nJOIN 1"), 2);
}
