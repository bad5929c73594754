//! Issue 50: with `mail_body_months`, the daemon's pass drops the text of mails older than
//! that (their hashes kept); newer ones, and everything without the setting, stay whole.

use crate::support::site::*;
use robomod::clock::TestClock;
use robomod::daemon::Daemon;
use std::sync::Arc;

/// Mails sent, and those of them whose text was dropped.
fn sent_and_dropped(site: &Site) -> (i64, i64) {
    site.db()
        .query_row(
            "SELECT COUNT(*), COUNT(body_sha256) FROM outbox WHERE state = 'sent'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
}

#[test]
fn each_pass_drops_the_text_of_mails_older_than_mail_body_months() {
    for months in [0, 1] {
        let mut site = Site::new();
        site.config.mail_body_months = months;
        let clock = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
        let id = site.new_game(clock.clone(), &["Ann", "Bob"]);
        let mut d = Daemon::new(&site.config, clock.clone()).unwrap();
        d.pass().unwrap();
        let (sent, dropped) = sent_and_dropped(&site);
        assert!(sent >= 2 && dropped == 0, "{sent} {dropped}");
        // Five weeks on: the welcomes are over a month old.
        clock.advance(chrono::Duration::days(35));
        let keys = site.keys(id);
        site.deliver("Ann", id, &keys[0], "late1", "STATUS");
        d.pass().unwrap();
        let (now_sent, dropped) = sent_and_dropped(&site);
        assert!(now_sent > sent, "the STATUS reply went out");
        let expect = if months == 0 { 0 } else { sent };
        assert_eq!(dropped, expect, "mail_body_months = {months}");
    }
}
