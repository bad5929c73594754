//! The daemon marks a batch handled while it handles the next (`daemon::intake`): a mark that
//! fails is counted, that mail waits for the next pass and is recognised there as a duplicate;
//! marking refused for want of rights stops the pass with what to do.

use crate::support::assert_contains;
use crate::support::site::*;
use robomod::clock::{Clock, TestClock};
use robomod::daemon::{Daemon, open_moderator};
use robomod::mail::transport::RecordingTransport;
use robomod::mail::{FetchedMail, Inbox, InboxError, MailHandle};
use std::collections::HashSet;
use std::io::ErrorKind;
use std::sync::Arc;

/// A Maildir whose marking fails, with `kind`, for the mail file named `refuse`.
struct Refusing {
    inner: Box<dyn Inbox>,
    refuse: &'static str,
    kind: ErrorKind,
}

impl Inbox for Refusing {
    fn fetch_except(
        &mut self,
        limit: usize,
        skip: &HashSet<MailHandle>,
    ) -> Result<Vec<FetchedMail>, InboxError> {
        self.inner.fetch_except(limit, skip)
    }
    fn mark_handled(&mut self, handle: &MailHandle) -> Result<(), InboxError> {
        match handle {
            MailHandle::Maildir { id } if id.starts_with(self.refuse) => Err(InboxError::Io {
                action: "moving",
                path: id.into(),
                source: std::io::Error::new(self.kind, "refused by the test"),
            }),
            _ => self.inner.mark_handled(handle),
        }
    }
    fn sync(&mut self) -> Result<(), InboxError> {
        self.inner.sync()
    }
    fn quarantine(&mut self, handle: &MailHandle) -> Result<(), InboxError> {
        self.inner.quarantine(handle)
    }
}

/// A site with one game and five mails for it in the Maildir (`0001.test`...), read in
/// batches of two; the daemon over it refuses to mark `refuse` with `kind`.
fn site_and_daemon(refuse: &'static str, kind: ErrorKind) -> (Site, Daemon, Arc<dyn Clock>) {
    let site = Site::with("[inbound]\nbatch = 2\n");
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
    let g = site.new_game(clock.clone(), &["Ann", "Bob"]);
    let k = site.keys(g);
    let mails = [
        player_mail("Ann", g, &k[0], "a1", "GOALS 1Y 3R 2G 1B"),
        player_mail("Bob", g, &k[1], "b1", "GOALS 2Y 1R 3G 1B"),
        player_mail("Ann", g, &k[0], "a2", "PASS"),
        player_mail("Bob", g, &k[1], "b2", "PASS"),
        player_mail("Ann", g, &k[0], "a3", "STATUS"),
    ];
    let new = site.config.maildir_path().join("new");
    std::fs::create_dir_all(&new).unwrap();
    for (i, raw) in mails.iter().enumerate() {
        std::fs::write(new.join(format!("{:04}.test", i + 1)), raw).unwrap();
    }
    let config = &site.config;
    let m = open_moderator(config, &config.database_path(), clock.clone()).unwrap();
    let inbox = Refusing {
        inner: Box::new(site.maildir()),
        refuse,
        kind,
    };
    let transport = Box::new(RecordingTransport::new(clock.clone()));
    let d = Daemon::from_parts(config, m, Box::new(inbox), transport, clock.clone());
    (site, d, clock)
}

fn files(site: &Site, sub: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(site.config.maildir_path().join(sub))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_mark_that_fails_is_counted_and_the_mail_comes_again_as_a_duplicate() {
    // 0002 is in the first batch, marked by the helper while the second batch is handled.
    let (site, mut d, clock) = site_and_daemon("0002", ErrorKind::Other);
    let r = d.pass().unwrap();
    assert_eq!((r.fetched, r.failed, r.duplicates), (5, 1, 0), "{r:?}");
    assert_eq!(files(&site, "new"), ["0002.test"]);
    assert_eq!(files(&site, "cur").len(), 4);
    // The next pass, marking as it should, reads it again and changes nothing.
    let rounds = |site: &Site| -> i64 { site.one("SELECT COUNT(*) FROM rounds", []) };
    let before = rounds(&site);
    let mut d = Daemon::new(&site.config, clock).unwrap();
    let r = d.pass().unwrap();
    assert_eq!((r.fetched, r.failed, r.duplicates), (1, 0, 1), "{r:?}");
    assert!(files(&site, "new").is_empty());
    assert_eq!(rounds(&site), before);
}

#[test]
fn marking_refused_for_want_of_rights_stops_the_pass_with_what_to_do() {
    let (site, mut d, _) = site_and_daemon("0001", ErrorKind::PermissionDenied);
    let e = d.pass().unwrap_err().to_string();
    assert_contains(&e, "give the user robomod runs as write access");
    // Marking stops at the first refusal (the others would fail alike) and so does the
    // pass: the two batches handled stay in new/, to come again as duplicates, and the third
    // batch was never handled.
    let all = [
        "0001.test",
        "0002.test",
        "0003.test",
        "0004.test",
        "0005.test",
    ];
    assert_eq!(files(&site, "new"), all);
    let handled: i64 = site.one("SELECT COUNT(*) FROM inbox", []);
    assert_eq!(handled, 4, "two batches of two committed");
}
