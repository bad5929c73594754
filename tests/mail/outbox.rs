//! The flusher over the moderator's real outbox table: a new game's mails go out once, a
//! failure is retried after the backoff, and nothing is sent twice.

use chrono::Duration;
use robomod::clock::TestClock;
use robomod::mail::flush::Backoff;
use robomod::mail::transport::RecordingTransport;
use robomod::mail::{SendError, flush};
use robomod::moderator::{
    MailIdentity, Moderator, ModeratorConfig, NewGame, NewPlayer, SeededKeys,
};
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
    let m = Moderator::open(
        &dir.path().join("robomod.sqlite"),
        Arc::new(clock.clone()),
        config,
    )
    .expect("a moderator")
    .with_keys(SeededKeys::new(7));
    m.create_game(&NewGame {
        kind: "rambots".into(),
        players: ["ann", "bob"]
            .iter()
            .map(|n| NewPlayer {
                name: n.to_string(),
                address: format!("{n}@example.test"),
            })
            .collect(),
        seed: Some(1),
        ..NewGame::default()
    })
    .expect("a game");

    let mut t = RecordingTransport::new(Arc::new(clock.clone()));
    t.fail_next(SendError::Deferred("451 greylisted".into()));
    let mut q = m;
    let r = flush(&mut q, &mut t, &clock, 100, Backoff::default()).expect("flushed");
    assert_eq!(r.failed, 1);
    assert!(r.sent >= 1, "{r:?}");
    let first = t.sent.len();
    // Nothing more is due until the backoff passes; then the failed mail goes out.
    let r = flush(&mut q, &mut t, &clock, 100, Backoff::default()).expect("flushed");
    assert_eq!((r.sent, r.failed), (0, 0));
    clock.advance(Duration::seconds(61));
    let r = flush(&mut q, &mut t, &clock, 100, Backoff::default()).expect("flushed");
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
