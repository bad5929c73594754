//! The config file drives the moderator (identity, rate limit, game defaults), and the
//! moderator's outbox is the flusher's queue.

use crate::support::people_at;
use chrono::Duration;
use robomod::clock::{Clock, TestClock};
use robomod::config::Config;
use robomod::daemon::moderator_config;
use robomod::mail::flush::{Backoff, flush};
use robomod::mail::transport::{RecordingTransport, SendError};
use robomod::moderator::{Moderator, NewGame};
use std::path::Path;
use std::sync::Arc;

const TOML: &str = r#"
[identity]
address = "referee@games.test"
display_name = "The Referee"
tag_word = "ref"

[rate_limit]
max_replies = 3
window_minutes = 10

[games]
schedule = "48h"
tz = "Europe/London"
min_notice = "2h"
early_delay = "5m"
reminder_lead = "0"
"#;

#[test]
fn moderator_settings_come_from_the_config_file() {
    let c = Config::from_toml(TOML, "test.toml", Path::new("/tmp")).unwrap();
    let m = moderator_config(&c).unwrap();
    assert_eq!(m.identity, c.identity());
    assert_eq!(m.identity.tag_word, "ref");
    assert_eq!((m.max_replies, m.reply_window), (3, Duration::minutes(10)));
    assert_eq!(m.schedule, "48h");
    assert_eq!(m.tz, chrono_tz::Europe::London);
    assert_eq!(m.min_notice, Duration::hours(2));
    assert_eq!(m.early_delay, Duration::minutes(5));
    assert_eq!(m.reminder_lead, None);
    let d = moderator_config(&Config::default()).unwrap();
    assert_eq!(d.reminder_lead, Some(Duration::hours(12)));
}

#[test]
fn a_bad_games_key_is_named() {
    let e = Config::from_toml("[games]\nmin_notice = \"soon\"\n", "t.toml", Path::new("/"))
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("config key games.min_notice: bad duration \"soon\""),
        "{e}"
    );
    let e = Config::from_toml("[games]\ntz = \"Mars/Olympus\"\n", "t.toml", Path::new("/"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("games.tz") && e.contains("Mars/Olympus"), "{e}");
}

#[test]
fn the_flusher_sends_the_moderators_outbox_and_backs_off() {
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let c = Config::from_toml(TOML, "t.toml", dir.path()).unwrap();
    let m = Moderator::open(
        &dir.path().join("db.sqlite"),
        Arc::new(clock.clone()),
        moderator_config(&c).unwrap(),
    )
    .unwrap();
    let new = NewGame {
        kind: "rambots".into(),
        players: people_at(&["ann", "bob"], "example.org"),
        seed: Some(1),
        ..NewGame::default()
    };
    m.admin().create_game(&new).unwrap();
    let mut t = RecordingTransport::new(Arc::new(clock.clone()));
    t.fail_next(SendError::Deferred("421 later".into()));
    let backoff = Backoff::default();
    let r = flush(&mut m.outbox(), &mut t, &clock, 10, backoff).unwrap();
    assert_eq!((r.sent, r.failed), (1, 1));
    let welcome = &t.sent[0];
    assert_eq!(welcome.from, "The Referee <referee@games.test>");
    assert!(
        welcome.subject.starts_with("[ref g1 "),
        "{}",
        welcome.subject
    );
    // The failed one is due again after the backoff, not before.
    assert_eq!(
        flush(&mut m.outbox(), &mut t, &clock, 10, backoff)
            .unwrap()
            .sent,
        0
    );
    clock.advance(backoff.delay(0));
    assert_eq!(
        flush(&mut m.outbox(), &mut t, &clock, 10, backoff)
            .unwrap()
            .sent,
        1
    );
    assert!(m.outbox().outbox_due(clock.now(), 10).unwrap().is_empty());
}
