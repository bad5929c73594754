//! One `Daemon::pass` over a Maildir and the file transport, with a test clock: mails in,
//! replies and reports out, handled mails marked, a mail seen twice applied once.

use crate::support::assert_contains;
use crate::support::site::*;
use chrono::Duration;
use robomod::clock::{Clock, TestClock};
use robomod::daemon::Daemon;
use std::sync::Arc;

#[test]
fn a_pass_reads_answers_runs_and_sends() {
    let site = Site::new();
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let dyn_clock: Arc<dyn Clock> = Arc::new(clock.clone());
    let id = site.new_game(dyn_clock.clone(), &["Ann", "Bob"]);
    let mut d = Daemon::new(&site.config, dyn_clock).unwrap();
    let r = d.pass().unwrap();
    assert_eq!((r.fetched, r.flush.sent), (0, 2), "{r:?}");
    assert_eq!(site.sent().len(), 2);

    let keys = site.keys(id);
    site.deliver("Ann", id, &keys[0], "a1", "GOALS 1Y 3R 2G 1B");
    site.deliver("Bob", id, &keys[1], "b1", "GOALS 2Y 1R 3G 1B\n-- \nBob");
    let r = d.pass().unwrap();
    assert_eq!((r.fetched, r.replied, r.rounds_by_mail), (2, 2, 1), "{r:?}");
    // Two confirmations and the setup round's report to each: four mails.
    assert_eq!(r.flush.sent, 4, "{r:?}");
    assert_eq!(site.sent().len(), 6);
    // Handled mails left new/ for cur/ with the S flag; nothing is fetched again.
    let md = site.config.maildir_path();
    assert_eq!(std::fs::read_dir(md.join("new")).unwrap().count(), 0);
    let cur: Vec<String> = std::fs::read_dir(md.join("cur"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        cur.len() == 2 && cur.iter().all(|n| n.ends_with(":2,S")),
        "{cur:?}"
    );
    assert!(d.pass().unwrap().is_idle());

    // The same mail delivered again (a crash between commit and marking): no second reply.
    site.deliver("Ann", id, &keys[0], "a1", "GOALS 1Y 3R 2G 1B");
    let r = d.pass().unwrap();
    assert_eq!((r.fetched, r.duplicates, r.flush.sent), (1, 1, 0), "{r:?}");

    // Deadline: the round runs with passes for both; each gets a report and, having sent
    // nothing for it, a late notice.
    clock.advance(Duration::hours(49));
    let r = d.pass().unwrap();
    assert_eq!((r.tick.rounds_run, r.flush.sent), (1, 4), "{r:?}");
}

#[test]
fn a_pass_that_cannot_send_keeps_the_mail_and_says_so() {
    let site = Site::new();
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let dyn_clock: Arc<dyn Clock> = Arc::new(clock.clone());
    site.new_game(dyn_clock.clone(), &["Ann", "Bob"]);
    // The outgoing folder cannot be created: a file stands in its way.
    std::fs::create_dir_all(&site.config.data_dir).unwrap();
    std::fs::write(site.config.outgoing_path(), "in the way").unwrap();
    let mut d = Daemon::new(&site.config, dyn_clock).unwrap();
    let r = d.pass().unwrap();
    assert_eq!((r.flush.sent, r.flush.failed, r.flush.deferred), (0, 1, 1));
    assert_contains(&r.flush.last_error.unwrap(), "outgoing");
    std::fs::remove_file(site.config.outgoing_path()).unwrap();
    clock.advance(Duration::minutes(2));
    assert_eq!(d.pass().unwrap().flush.sent, 2);
}
