//! Snapshots of every mail the moderator queues, headers and body, with a fixed clock, fixed
//! keys and a fixed seed. Every body line fits 78 columns.

use crate::support::world::*;
use chrono::Duration;
use robomod::inbound::PlayerCommand;
use robomod::outgoing::{MailKind, OutgoingMail};

fn snap(name: &str, m: &OutgoingMail) {
    assert_short_lines(std::slice::from_ref(m));
    insta::assert_snapshot!(name, show_mail(m));
}

fn last(w: &World, kind: MailKind) -> OutgoingMail {
    w.outbox()
        .into_iter()
        .rev()
        .find(|m| m.kind == kind)
        .unwrap()
}

#[test]
fn mails_of_a_whole_game() {
    let mut new = sprint(&[ANN, BOB, CID]);
    new.speedbots_grace = Some(Duration::hours(1));
    let (w, id) = world_with_game(&new);
    snap("welcome", &w.outbox()[0]);

    snap(
        "confirmation",
        &w.send(id, 0, vec![orders("GOALS", "3"), PlayerCommand::Status]),
    );
    snap(
        "error",
        &w.send(
            id,
            1,
            vec![
                orders("PROGRAM", "1GN"),
                orders("GOALS", "seven"),
                PlayerCommand::Unknown {
                    line: "PLEASE HURRY".into(),
                    meant: None,
                    wrong: None,
                },
            ],
        ),
    );
    snap("help", &w.send(id, 1, vec![PlayerCommand::Help]));
    let stranger = inbound("eve@example.net", None, vec![orders("GOALS", "1")]);
    w.m.intake().handle_mail(b"eve", &stranger).unwrap();
    snap("refusal", &last(&w, MailKind::Refusal));

    w.send(id, 1, vec![orders("GOALS", "1")]);
    snap("reminder_speedbots", &last(&w, MailKind::Reminder));
    w.advance(Duration::hours(1));
    w.m.rounds().tick().unwrap();
    snap("round_report", &last(&w, MailKind::RoundReport));

    w.m.admin().pause(id).unwrap();
    snap("notice_pause", &last(&w, MailKind::Notice));
    w.advance(Duration::hours(3));
    w.m.admin().resume(id).unwrap();
    snap("notice_resume", &last(&w, MailKind::Notice));
    w.m.admin().extend(id, Duration::hours(24)).unwrap();
    snap("notice_extend", &last(&w, MailKind::Notice));
    w.m.admin().submit(id, "green", "PASS").unwrap();
    snap("notice_submit", &last(&w, MailKind::Notice));
    w.m.admin()
        .replace_player(id, "blue", "dee@example.org", Some("Dee"))
        .unwrap();
    let replaced = w
        .outbox()
        .into_iter()
        .rev()
        .find(|m| m.to == CID.1)
        .unwrap();
    snap("notice_replaced", &replaced);
    snap("welcome_replacing", &last(&w, MailKind::Welcome));

    // Reminders at deadline - 12h go to the one who sent nothing.
    let deadline = w.game(id).deadline.unwrap();
    w.clock.set(deadline - Duration::hours(12));
    w.m.rounds().tick().unwrap();
    snap("reminder", &last(&w, MailKind::Reminder));

    // RESIGN asks first; RESIGN CONFIRM resigns.
    let resign = w.send(id, 1, vec![PlayerCommand::Resign]);
    snap("resign_asked", &resign);
    let resign = w.send(id, 1, vec![PlayerCommand::ResignConfirm]);
    snap("resign", &resign);
    while w.game(id).status.is_live() {
        w.send(id, 0, vec![orders("PROGRAM", "3")]);
        w.send(id, 2, vec![orders("PASS", "")]);
    }
    snap("game_over", &last(&w, MailKind::GameOver));
    w.m.admin()
        .abandon(w.m.admin().create_game(&sprint(&[ANN, BOB])).unwrap())
        .unwrap();
    snap("notice_abandon", &last(&w, MailKind::Notice));
    assert_short_lines(&w.outbox());
}
