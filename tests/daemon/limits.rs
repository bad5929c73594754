//! Issue 11, size: a mail over `inbound.max_mail_bytes` is not read whole; a player who sent
//! it is told so, and only its head is kept.

use crate::support::assert_contains;
use crate::support::site::*;
use robomod::clock::{Clock, TestClock};
use robomod::daemon::Daemon;
use std::sync::Arc;

#[test]
fn a_mail_over_the_size_limit_is_not_read_and_its_sender_is_told() {
    let site = Site::with("[inbound]\nmax_mail_bytes = 100000\n");
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
    let id = site.new_game(clock.clone(), &["Ann", "Bob"]);
    let keys = site.keys(id);
    let mut d = Daemon::new(&site.config, clock).unwrap();
    d.pass().unwrap();
    let big = format!("GOALS 1y 3r 2g 1b\n\n{}", "x".repeat(80).repeat(2_500));
    site.deliver("Ann", id, &keys[0], "big1", &big);
    site.deliver("Bob", id, &keys[1], "ok1", "GOALS 2y 2r 2g 1b");
    let r = d.pass().unwrap();
    assert_eq!((r.fetched, r.replied, r.failed), (2, 2, 0), "{r:?}");
    let db = site.db();
    let (outcome, stored): (String, i64) = db
        .query_row(
            "SELECT outcome, length(raw) FROM inbox WHERE message_id = 'big1@example.org'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(outcome, "replied");
    assert!(stored <= 64 * 1024, "only the head is kept: {stored}");
    let subs: i64 = db
        .query_row("SELECT COUNT(*) FROM submissions WHERE seat = 0", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(subs, 0, "nothing in the big mail was read");
    let reply = site
        .sent()
        .into_iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .find(|m| m.contains("To: ann@example.org") && m.contains("Not read"))
        .expect("Ann is told");
    assert_contains(&reply, "more than the 97 KB robomod reads");
}
