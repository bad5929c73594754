//! The outbox as the flusher sees it: due mails, sent, failed with a next attempt, given up.

use super::support::*;
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
    let w = world();
    w.m.create_game(&sprint(&[ANN, BOB, CID])).unwrap();
    let now = w.clock.now();
    let due = w.m.outbox_due(now, 10).unwrap();
    assert_eq!(due.len(), 3);
    assert!(due.iter().all(|(_, _, attempts)| *attempts == 0));
    assert_eq!(w.m.outbox_due(now, 2).unwrap().len(), 2);
    let (a, b, c) = (due[0].0, due[1].0, due[2].0);
    let message_id = due[1].1.message_id.clone();

    w.m.mark_sent(a, now).unwrap();
    w.m.mark_failed(b, "421 try later", Some(now + Backoff::default().delay(0)))
        .unwrap();
    w.m.mark_failed(c, "550 no such user", None).unwrap();
    assert!(w.m.outbox_due(now, 10).unwrap().is_empty());
    assert_eq!(
        states(&w),
        [("sent".into(), 1), ("queued".into(), 1), ("dead".into(), 1)]
    );
    // A minute later the failed one is due again, with the same Message-ID.
    w.advance(Duration::minutes(1));
    let again = w.m.outbox_due(w.clock.now(), 10).unwrap();
    assert_eq!(again.len(), 1);
    assert_eq!((again[0].0, again[0].2), (b, 1));
    assert_eq!(again[0].1.message_id, message_id);
}
