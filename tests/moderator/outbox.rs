//! The outbox as the flusher sees it: due mails, sent, failed with a next attempt, given up.

use crate::support::assert_contains;
use crate::support::one;
use crate::support::world::*;
use chrono::Duration;
use robomod::clock::Clock;
use robomod::mail::flush::Backoff;
use robomod::store;

fn states(w: &World) -> Vec<(String, u32)> {
    w.m.with_connection(|c| store::mail::outbox_since(c, store::mail::OutboxId(0)))
        .unwrap()
        .into_iter()
        .map(|r| (r.state, r.attempts))
        .collect()
}

#[test]
fn the_flusher_sends_retries_with_backoff_and_gives_up() {
    let (w, _) = world_with_game(&sprint(&[ANN, BOB, CID]));
    let now = w.clock.now();
    let due = w.m.outbox().outbox_due(now, 10).unwrap();
    assert_eq!(due.len(), 3);
    assert!(due.iter().all(|(_, _, attempts)| *attempts == 0));
    assert_eq!(w.m.outbox().outbox_due(now, 2).unwrap().len(), 2);
    let (a, b, c) = (due[0].0, due[1].0, due[2].0);
    let message_id = due[1].1.message_id.clone();

    w.m.outbox().mark_sent(a, now).unwrap();
    w.m.outbox()
        .mark_failed(b, "421 try later", Some(now + Backoff::default().delay(0)))
        .unwrap();
    w.m.outbox()
        .mark_failed(c, "550 no such user", None)
        .unwrap();
    assert!(w.m.outbox().outbox_due(now, 10).unwrap().is_empty());
    assert_eq!(
        states(&w),
        [("sent".into(), 1), ("queued".into(), 1), ("dead".into(), 1)]
    );
    // A minute later the failed one is due again, with the same Message-ID.
    w.advance(Duration::minutes(1));
    let again = w.m.outbox().outbox_due(w.clock.now(), 10).unwrap();
    assert_eq!(again.len(), 1);
    assert_eq!((again[0].0, again[0].2), (b, 1));
    assert_eq!(again[0].1.message_id, message_id);
}

/// Issue 40: the operator's hands on the outbox. `mail flush` makes a mail waiting on its
/// backoff due now; `mail hold` keeps mail from going until flushed (listed as `held`, never
/// due); `mail delete` drops a mail not sent, and refuses one that was sent.
#[test]
fn queued_mail_can_be_flushed_held_and_deleted() {
    let (w, _) = world_with_game(&sprint(&[ANN, BOB, CID]));
    let now = w.clock.now();
    let due = w.m.outbox().outbox_due(now, 10).unwrap();
    let (a, b, c) = (due[0].0, due[1].0, due[2].0);
    // b failed and would wait six hours.
    w.m.outbox()
        .mark_failed(b, "421 try later", Some(now + Duration::hours(6)))
        .unwrap();
    assert_eq!(w.m.outbox().outbox_due(now, 10).unwrap().len(), 2);
    assert_eq!(w.m.outbox().flush_mail(Some(b.0)).unwrap(), 1);
    assert_eq!(w.m.outbox().outbox_due(now, 10).unwrap().len(), 3);

    // Everything held: nothing due, listed as held, for any time to come.
    assert_eq!(w.m.outbox().hold_mail(None).unwrap(), 3);
    assert!(
        w.m.outbox()
            .outbox_due(now + Duration::days(3650), 10)
            .unwrap()
            .is_empty()
    );
    assert!(
        states(&w).iter().all(|(s, _)| s == "held"),
        "{:?}",
        states(&w)
    );
    // One released by id, the rest with flush.
    assert_eq!(w.m.outbox().flush_mail(Some(a.0)).unwrap(), 1);
    assert_eq!(w.m.outbox().outbox_due(now, 10).unwrap().len(), 1);
    assert_eq!(w.m.outbox().flush_mail(None).unwrap(), 2);
    assert_eq!(w.m.outbox().outbox_due(now, 10).unwrap().len(), 3);

    // Deleted: gone; a sent mail cannot be deleted; a missing one is named.
    let row = w.m.outbox().delete_mail(c.0).unwrap();
    assert_eq!(row.id, c);
    assert_eq!(w.m.outbox().outbox_due(now, 10).unwrap().len(), 2);
    w.m.outbox().mark_sent(a, now).unwrap();
    let e = w.m.outbox().delete_mail(a.0).unwrap_err().to_string();
    assert_contains(&e, "is sent: it cannot be deleted");
    let e = w.m.outbox().delete_mail(999).unwrap_err().to_string();
    assert_contains(&e, "no mail 999");
    let e = w.m.outbox().hold_mail(Some(a.0)).unwrap_err().to_string();
    assert_contains(&e, "cannot be held");
}

/// A game whose picture code panics (a bug) does not stop the sending: its mails go without
/// the picture, which is stored as not drawable (not tried again at every pass), and the other
/// games' mails carry theirs.
#[test]
fn a_picture_that_panics_is_left_out_and_its_mails_still_go() {
    let w = world_of_games(START, config(), crate::support::testgame::games_drawn());
    let mut buggy = sprint(&[ANN, BOB]);
    buggy.settings.insert("picture_panics".into(), true.into());
    let buggy = w.m.admin().create_game(&buggy).unwrap();
    let fine = w.m.admin().create_game(&sprint(&[CID, ANN])).unwrap();
    w.advance(Duration::hours(49));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 2, "the setups");
    let due = w.m.outbox().outbox_due(w.clock.now(), 100).unwrap();
    let reports: Vec<_> = due
        .iter()
        .filter(|(_, m, _)| m.kind == robomod::outgoing::MailKind::RoundReport)
        .collect();
    assert_eq!(reports.len(), 4, "two reports a game");
    for (_, mail, _) in &reports {
        let pictures = mail.attachments.len();
        match mail.subject.contains(&format!("g{buggy} ")) {
            true => assert_eq!(pictures, 0, "{}: sent without it", mail.subject),
            false => {
                assert!(mail.subject.contains(&format!("g{fine} ")));
                assert_eq!(pictures, 1, "{}", mail.subject);
                assert!(mail.attachments[0].data.starts_with(b"\x89PNG"));
            }
        }
    }
    let empty: i64 = w.m.with_connection(|c| {
        one(
            c,
            "SELECT COUNT(*) FROM pictures WHERE game_id = ?1 AND png = x''",
            [buggy],
        )
    });
    assert_eq!(empty, 1, "stored as not drawable");
}

/// The sender reads which pictures its next mails carry on a second connection: a transaction
/// the tick holds open on the first (its rounds, twenty games at a time) does not hold it up.
#[test]
fn the_pictures_ahead_are_read_beside_an_open_transaction() {
    let (w, _) = world_with_game(&sprint(&[ANN, BOB]));
    let now = w.clock.now();
    let (told, heard) = std::sync::mpsc::channel();
    let m = &w.m;
    std::thread::scope(|s| {
        w.m.with_connection(|c| {
            let tx = c
                .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
                .unwrap();
            s.spawn(move || {
                told.send(m.outbox().pictures_due_after(now, 0, 10))
                    .unwrap()
            });
            let read = heard.recv_timeout(std::time::Duration::from_secs(5));
            let (_, mails, _) = read.expect("read at once").unwrap().expect("mails due");
            assert_eq!(mails, 2, "the two welcomes");
            tx.rollback().unwrap();
        });
    });
}
