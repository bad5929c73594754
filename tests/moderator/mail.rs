//! One mail in, one reply out: deduplication, mails not to answer, bounces, authentication,
//! command errors, rate limiting, threading and tags.

use crate::support::assert_contains;
use crate::support::world::*;
use robomod::inbound::{NoReplyReason, PlayerCommand};
use robomod::moderator::MailOutcome;
use robomod::outgoing::MailKind;
use robomod::store;

fn submissions(w: &World, id: i64) -> usize {
    w.m.with_connection(|c| store::rounds::submissions(c, id, None))
        .unwrap()
        .len()
}

#[test]
fn the_same_mail_twice_is_handled_once() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let mail = w.mail_from(id, 0, vec![orders("GOALS", "2")]);
    assert!(matches!(
        w.m.intake().handle_mail(b"raw 1", &mail).unwrap(),
        MailOutcome::Replied {
            kind: MailKind::Confirmation,
            ..
        }
    ));
    let (mails, subs) = (w.outbox().len(), submissions(&w, id));
    assert_eq!(
        w.m.intake().handle_mail(b"raw 1", &mail).unwrap(),
        MailOutcome::Duplicate
    );
    // Without a Message-ID the content hash is the identity.
    let mut bare = w.mail_from(id, 0, vec![orders("GOALS", "3")]);
    bare.message_id = None;
    w.m.intake().handle_mail(b"raw 2", &bare).unwrap();
    assert_eq!(
        w.m.intake().handle_mail(b"raw 2", &bare).unwrap(),
        MailOutcome::Duplicate
    );
    assert_eq!(
        (w.outbox().len(), submissions(&w, id)),
        (mails + 1, subs + 1)
    );
}

#[test]
fn mails_not_to_answer_are_recorded_but_not_acted_on_and_bounces_count() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let mut auto = w.mail_from(id, 0, vec![orders("GOALS", "2")]);
    auto.no_reply = Some(NoReplyReason::AutoSubmitted);
    let before = w.outbox().len();
    assert_eq!(
        w.m.intake().handle_mail(b"auto", &auto).unwrap(),
        MailOutcome::Ignored {
            reason: NoReplyReason::AutoSubmitted
        }
    );
    // A bounce of Bob's welcome mail (its Message-ID) counts against Bob.
    let welcome = w.outbox().into_iter().find(|m| m.to == BOB.1).unwrap();
    let mut bounce = inbound("mailer-daemon@example.org", None, vec![]);
    bounce.no_reply = Some(NoReplyReason::Bounce {
        original_to: Some("Bob@Example.org".into()),
        message_id: Some(welcome.message_id.trim_matches(['<', '>']).to_string()),
    });
    w.m.intake().handle_mail(b"bounce", &bounce).unwrap();
    assert_eq!(w.outbox().len(), before);
    assert_eq!(submissions(&w, id), 0);
    assert_eq!(w.players(id)[1].bounces, 1);
    assert_eq!(w.players(id)[0].bounces, 0);
    // Issue 11: a forged bounce (naming Ann, but no mail robomod sent) counts against nobody.
    for forged in [None, Some("made-up@example.org".to_string())] {
        let mut bounce = inbound("mailer-daemon@example.net", None, vec![]);
        bounce.no_reply = Some(NoReplyReason::Bounce {
            original_to: Some(ANN.1.into()),
            message_id: forged,
        });
        w.m.intake().handle_mail(b"forged", &bounce).unwrap();
    }
    assert_eq!(w.players(id)[0].bounces, 0);
}

#[test]
fn every_failed_authentication_gets_the_same_refusal_naming_nothing() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let key = w.key(id, 0);
    let attempts = [
        inbound(ANN.1, None, vec![orders("GOALS", "2")]),
        inbound(ANN.1, Some((id, "wrongky")), vec![orders("GOALS", "2")]),
        inbound(BOB.1, Some((id, &key)), vec![orders("GOALS", "2")]),
        inbound(ANN.1, Some((99, &key)), vec![orders("GOALS", "2")]),
    ];
    let mut bodies = Vec::new();
    for a in &attempts {
        let out = w.m.intake().handle_mail(b"x", a).unwrap();
        assert!(matches!(
            out,
            MailOutcome::Replied {
                kind: MailKind::Refusal,
                game: None,
                ..
            }
        ));
        let reply = w.outbox().pop().unwrap();
        assert!(!reply.subject.contains(&key) && !reply.body.contains(&key));
        assert!(!reply.subject.contains("g1") && reply.reply_to.is_none());
        assert_eq!(reply.to, a.from);
        bodies.push(reply.body);
    }
    assert!(bodies.windows(2).all(|b| b[0] == b[1]));
    assert_eq!(submissions(&w, id), 0);
    // The From check ignores case.
    let ok = inbound(
        "Ann@Example.ORG",
        Some((id, &key)),
        vec![orders("GOALS", "2")],
    );
    assert!(matches!(
        w.m.intake().handle_mail(b"y", &ok).unwrap(),
        MailOutcome::Replied {
            kind: MailKind::Confirmation,
            ..
        }
    ));
}

#[test]
fn a_keyword_that_does_not_fit_the_phase_and_unknown_lines_are_explained() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let reply = w.send(
        id,
        0,
        vec![
            orders("PROGRAM", "1GN 3BU"),
            PlayerCommand::Unknown {
                line: "MOVE FAST".into(),
                meant: None,
                wrong: None,
            },
            orders("GOALS", "2"),
        ],
    );
    assert_eq!(reply.kind, MailKind::Error);
    let b = &reply.body;
    assert_contains(b, "> PROGRAM 1GN 3BU\n");
    assert!(
        flat(b).contains(
            "- PROGRAM is not what game 1 needs now: it is in the setup phase; send GOALS \
             <your orders>"
        ),
        "{b}"
    );
    assert_contains(b, "> MOVE FAST\n  robomod does not know this command.");
    assert_contains(b, "> GOALS 2\n  Accepted for setup:\n  GOALS 2\n");
    let empty = w.send(id, 0, vec![]);
    assert_contains(&empty.body, "robomod found no command in this mail");
}

#[test]
fn help_and_status_replies() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let help = w.send(id, 0, vec![PlayerCommand::Help]);
    assert_eq!(help.kind, MailKind::Help);
    assert_contains(&help.body, "Sprint: GOALS n (1-3)");
    let both = w.send(id, 0, vec![PlayerCommand::Status, PlayerCommand::Help]);
    assert_eq!(both.kind, MailKind::Status);
    assert_contains(&both.body, "Game 1, setup (active)");
    assert_contains(&both.body, "Sprint: GOALS");
}

#[test]
fn replies_beyond_the_hourly_limit_are_not_sent_but_orders_still_count() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let limit = w.m.config().max_replies as usize;
    for _ in 0..limit {
        w.send(id, 0, vec![PlayerCommand::Status]);
    }
    let before = w.outbox().len();
    let mail = w.mail_from(id, 0, vec![orders("GOALS", "3")]);
    assert_eq!(
        w.m.intake().handle_mail(b"z", &mail).unwrap(),
        MailOutcome::RateLimited {
            game: Some(id),
            rounds_run: 0
        }
    );
    assert_eq!(w.outbox().len(), before);
    assert!(
        w.m.admin()
            .sent_anything(id, robomod::games::Seat(0))
            .unwrap()
    );
    // An hour later replies flow again.
    w.advance(chrono::Duration::minutes(61));
    assert_eq!(
        w.send(id, 0, vec![PlayerCommand::Status]).kind,
        MailKind::Status
    );
}

#[test]
fn mails_to_a_player_are_tagged_and_threaded_on_the_first_one() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let key = w.key(id, 0);
    let welcome = w.outbox()[0].clone();
    assert_eq!(
        welcome.subject,
        format!("[robomod g1 {key}] Welcome to game 1 (sprint)")
    );
    assert_eq!(
        welcome.reply_to.as_deref(),
        Some(&*format!("robomod+g1.{key}@example.test"))
    );
    // What the moderator writes, the mail layer reads back: a plain reply authenticates.
    let id_ = robomod::identity::MailIdentity::default();
    let tag = robomod::inbound::GameTag {
        game: 1,
        key: key.clone(),
    };
    assert_eq!(id_.tag_from_subject(&welcome.subject), Some(tag.clone()));
    assert_eq!(
        id_.tag_from_address(welcome.reply_to.as_deref().unwrap()),
        Some(tag)
    );
    assert_eq!(welcome.from, "robomod <robomod@example.test>");
    assert!(welcome.in_reply_to.is_none() && welcome.references.is_empty());
    let mail = w.mail_from(id, 0, vec![orders("GOALS", "3")]);
    w.m.intake().handle_mail(b"a", &mail).unwrap();
    let reply = w.outbox().pop().unwrap();
    let theirs = format!("<{}>", mail.message_id.unwrap());
    assert_eq!(reply.in_reply_to.as_deref(), Some(&*theirs));
    assert_eq!(reply.references, [welcome.message_id.clone(), theirs]);
    w.send(id, 1, vec![orders("GOALS", "1")]);
    let report = w
        .outbox()
        .into_iter()
        .find(|m| m.kind == MailKind::RoundReport)
        .unwrap();
    assert_eq!(report.to, ANN.1);
    assert_eq!(report.in_reply_to.as_deref(), Some(&*welcome.message_id));
    let ids: std::collections::HashSet<_> = w.outbox().into_iter().map(|m| m.message_id).collect();
    assert_eq!(ids.len(), w.outbox().len());
    assert!(
        ids.iter()
            .all(|m| m.starts_with("<robomod.") && m.ends_with("@example.test>"))
    );
}
