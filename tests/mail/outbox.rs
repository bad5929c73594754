//! The flusher over the moderator's real outbox table: a new game's mails go out once, a
//! failure is retried after the backoff, and nothing is sent twice; a mail refused for good or
//! out of attempts is dead, counted as a bounce, audited, listed, and sent again on retry.

use crate::support::people_at;
use chrono::Duration;
use robomod::clock::{Clock, TestClock};
use robomod::identity::MailIdentity;
use robomod::mail::flush::Backoff;
use robomod::mail::transport::RecordingTransport;
use robomod::mail::{SendError, flush};
use robomod::moderator::{Moderator, ModeratorConfig, NewGame, SeededKeys};
use robomod::store;
use robomod::store::mail::{OutboxId, OutboxShow};
use std::sync::Arc;

#[test]
fn a_new_games_mails_leave_the_outbox_once() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let config = ModeratorConfig {
        identity: MailIdentity {
            address: "robomod@example.test".into(),
            display_name: "robomod".into(),
            ..Default::default()
        },
        ..ModeratorConfig::default()
    };
    let m = game_of(dir.path(), &clock, &["ann", "bob"], config);

    let mut t = RecordingTransport::new(Arc::new(clock.clone()));
    t.fail_next(SendError::Deferred("451 greylisted".into()));
    let q = m;
    let r = flush(&mut q.outbox(), &mut t, &clock, 100, Backoff::default()).expect("flushed");
    assert_eq!(r.failed, 1);
    assert!(r.sent >= 1, "{r:?}");
    let first = t.sent.len();
    // Nothing more is due until the backoff passes; then the failed mail goes out.
    let r = flush(&mut q.outbox(), &mut t, &clock, 100, Backoff::default()).expect("flushed");
    assert_eq!((r.sent, r.failed), (0, 0));
    clock.advance(Duration::seconds(61));
    let r = flush(&mut q.outbox(), &mut t, &clock, 100, Backoff::default()).expect("flushed");
    assert_eq!((r.sent, r.failed), (1, 0));
    assert_eq!(t.sent.len(), first + 1);
    let mut ids: Vec<_> = t.sent.iter().map(|m| m.message_id.clone()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), t.sent.len(), "a mail was sent twice");
    assert!(
        t.sent
            .iter()
            .all(|m| m.body.lines().all(|l| l.chars().count() <= 78))
    );
}

/// A moderator over a temp database with a three-player game (ann, bob, cid at
/// `example.test`): three welcome mails queued, ids 1 to 3 in seat order.
fn three_players(dir: &std::path::Path, clock: &TestClock) -> Moderator {
    game_of(
        dir,
        clock,
        &["ann", "bob", "cid"],
        ModeratorConfig::default(),
    )
}

/// A moderator over a temp database in `dir` with one RAMbots game of `names` (at
/// `example.test`, seed 1, seeded keys): their welcome mails queued in seat order.
fn game_of(
    dir: &std::path::Path,
    clock: &TestClock,
    names: &[&str],
    config: ModeratorConfig,
) -> Moderator {
    let m = Moderator::open(&dir.join("robomod.sqlite"), Arc::new(clock.clone()), config)
        .expect("a moderator")
        .with_keys(SeededKeys::new(7));
    m.admin()
        .create_game(&NewGame {
            kind: "rambots".into(),
            players: people_at(names, "example.test"),
            seed: Some(1),
            ..NewGame::default()
        })
        .expect("a game");
    m
}

fn bounces(m: &Moderator) -> Vec<u32> {
    m.with_connection(|c| store::games::players(c, 1))
        .expect("players")
        .iter()
        .map(|p| p.bounces)
        .collect()
}

fn audit(m: &Moderator) -> Vec<store::audit::AuditRow> {
    m.with_connection(|c| store::audit::of_game(c, 1))
        .expect("the audit")
}

fn row(m: &Moderator, id: i64) -> store::mail::OutboxRow {
    m.with_connection(|c| store::mail::outbox_row(c, OutboxId(id)))
        .expect("read")
        .expect("a row")
}

#[test]
fn a_refused_mail_is_dead_counted_as_a_bounce_and_audited_and_retry_sends_it() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let m = three_players(dir.path(), &clock);
    let mut t = RecordingTransport::new(Arc::new(clock.clone()));
    t.fail_next(SendError::Rejected(
        "550 5.1.1 <ann@example.test>: no such user".into(),
    ));
    let r = flush(&mut m.outbox(), &mut t, &clock, 100, Backoff::default()).expect("flushed");
    assert_eq!((r.sent, r.failed, r.dead), (2, 0, 1), "{r:?}");
    let dead = row(&m, 1);
    assert_eq!((dead.state.as_str(), dead.attempts), ("dead", 1));
    assert_eq!(dead.mail.to, "ann@example.test");
    assert_eq!(
        dead.last_error.as_deref(),
        Some("the mail was refused: 550 5.1.1 <ann@example.test>: no such user")
    );
    assert_eq!(bounces(&m), [1, 0, 0]);
    let last = audit(&m).pop().expect("an audit row");
    assert_eq!(
        (last.actor.as_str(), last.action.as_str()),
        ("robomod", "mail_dead")
    );
    assert_eq!(last.detail["mail"], 1);
    assert_eq!(last.detail["seat"], 0);
    assert_eq!(last.detail["to"], "ann@example.test");
    assert_eq!(last.detail["attempts"], 1);

    // A day later it is still not tried again, and nothing more is counted.
    clock.advance(Duration::days(1));
    let r = flush(&mut m.outbox(), &mut t, &clock, 100, Backoff::default()).expect("flushed");
    assert_eq!((r.sent, r.failed, r.dead), (0, 0, 0));
    assert_eq!(t.sent.len(), 2);
    m.outbox()
        .mark_dead(OutboxId(1), "again", clock.now())
        .expect("a no-op");
    assert_eq!(bounces(&m), [1, 0, 0]);

    // The operator lists it and puts it back; the next flush sends it.
    let listed = m.outbox().list(OutboxShow::Dead, Some(1)).expect("listed");
    assert_eq!(listed.iter().map(|r| r.id.0).collect::<Vec<_>>(), [1]);
    assert!(
        m.outbox()
            .list(OutboxShow::Unsent, None)
            .expect("listed")
            .len()
            == 1
    );
    assert_eq!(
        m.outbox()
            .list(OutboxShow::All, None)
            .expect("listed")
            .len(),
        3
    );
    m.outbox().retry_mail(1).expect("requeued");
    assert_eq!(row(&m, 1).attempts, 0);
    let last = audit(&m).pop().expect("an audit row");
    assert_eq!(
        (last.actor.as_str(), last.action.as_str()),
        ("admin", "mail_retry")
    );
    let r = flush(&mut m.outbox(), &mut t, &clock, 100, Backoff::default()).expect("flushed");
    assert_eq!((r.sent, r.dead), (1, 0));
    assert_eq!(t.sent[2].message_id, dead.mail.message_id);
    assert_eq!(row(&m, 1).state, "sent");
}

#[test]
fn retry_refuses_what_is_not_dead_and_outbox_an_unknown_game() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let m = three_players(dir.path(), &clock);
    let e = m.outbox().retry_mail(2).expect_err("queued").to_string();
    assert!(e.starts_with("mail 2 is queued, not dead"), "{e}");
    let e = m.outbox().retry_mail(99).expect_err("missing").to_string();
    assert!(e.starts_with("no mail 99 in the outbox"), "{e}");
    let e = m
        .outbox()
        .list(OutboxShow::Dead, Some(9))
        .expect_err("no game");
    assert!(
        e.is_input() && e.to_string().starts_with("no game 9"),
        "{e}"
    );
}

#[test]
fn a_deferred_mail_goes_dead_at_max_attempts_and_counts_as_a_bounce() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let m = three_players(dir.path(), &clock);
    let mut t = RecordingTransport::new(Arc::new(clock.clone()));
    let backoff = Backoff {
        max_attempts: 2,
        ..Backoff::default()
    };
    t.fail_next(SendError::Deferred("452 mailbox full".into()));
    let r = flush(&mut m.outbox(), &mut t, &clock, 1, backoff).expect("flushed");
    assert_eq!((r.failed, r.dead), (1, 0));
    assert_eq!(row(&m, 1).state, "queued");
    clock.advance(backoff.delay(0));
    t.fail_next(SendError::Deferred("452 mailbox full".into()));
    let r = flush(&mut m.outbox(), &mut t, &clock, 1, backoff).expect("flushed");
    assert_eq!((r.failed, r.dead), (0, 1));
    let dead = row(&m, 1);
    assert_eq!((dead.state.as_str(), dead.attempts), ("dead", 2));
    assert!(
        dead.last_error
            .as_deref()
            .unwrap()
            .ends_with("(gave up after 2 attempts)"),
        "{dead:?}"
    );
    assert_eq!(bounces(&m), [1, 0, 0]);
}
