//! A mail whose handling fails: the rest of its batch is handled all the same, the failure is
//! counted, and at `inbound.max_attempts` the mail goes to quarantine instead of being tried on
//! every pass. A panic while reading or handling a mail is one such failure, not a crash.

use crate::support::assert_contains;
use crate::support::one;
use crate::support::site::robomod;
use crate::support::site::*;
use robomod::clock::{Clock, FileClock, TestClock};
use robomod::daemon::Daemon;
use robomod::inbound::InboundMail;
use robomod::mail::{MailIdentity, read_mail};
use robomod::moderator::{Handled, MailOutcome};
use std::sync::Arc;

/// Makes storing any mail from `address` fail, as a failing disk or a bug would.
pub fn fail_mails_from(db: &rusqlite::Connection, address: &str) {
    db.execute(
        &format!(
            "CREATE TRIGGER fail_mails BEFORE INSERT ON inbox WHEN NEW.from_addr = '{address}'
             BEGIN SELECT RAISE(ABORT, 'injected failure'); END"
        ),
        [],
    )
    .unwrap();
}

fn files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .map(|r| r.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn a_failing_mail_is_retried_then_quarantined_and_the_batch_goes_on() {
    let site = Site::with("[identity]\noperator = \"ops@example.org\"\n");
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
    let good = site.new_game(clock.clone(), &["Ann", "Bob"]);
    let bad = site.new_game(clock.clone(), &["Cat", "Dan"]);
    // Cat's mails cannot be stored (a failure of the database's, not of the game: a game that
    // cannot be run is held and its mails still answered, see tests/moderator/held.rs).
    let db = site.db();
    fail_mails_from(&db, "cat@example.org");
    let mut d = Daemon::new(&site.config, clock).unwrap();
    d.pass().unwrap();
    let (ka, kc) = (&site.keys(good)[0], &site.keys(bad)[0]);
    site.deliver("Cat", bad, kc, "c1", "GOALS 1Y 3R 2G 1B");
    site.deliver("Ann", good, ka, "a1", "GOALS 1Y 3R 2G 1B");
    let md = site.config.maildir_path();
    let sent_before = site.sent().len();

    // Passes 1 and 2: Ann's mail is answered; Cat's fails and stays in new/.
    for attempt in 1..=2 {
        let r = d.pass().unwrap();
        let expect = if attempt == 1 {
            (2, 1, 1, 0)
        } else {
            (1, 0, 1, 0)
        };
        assert_eq!(
            (r.fetched, r.replied, r.failed, r.quarantined),
            expect,
            "pass {attempt}: {r:?}"
        );
        assert_eq!(files(&md.join("new")).len(), 1);
        let failures = d.moderator().intake().failed_mails().unwrap();
        assert_eq!(failures.len(), 1);
        assert_eq!(failures[0].dedup, "mid:c1@example.org");
        assert_eq!(failures[0].from, "cat@example.org");
        assert_eq!(failures[0].reply_to.as_deref(), Some("cat@example.org"));
        assert_eq!(failures[0].attempts, attempt);
        assert_eq!(failures[0].quarantined_at, None);
    }
    assert_eq!(site.sent().len(), sent_before + 1, "one reply, to Ann");
    let stored: i64 = one(&db, "SELECT count(*) FROM inbox", []);
    assert_eq!(stored, 1, "nothing of Cat's mail was applied");

    // Pass 3 (inbound.max_attempts = 3 by default): into the quarantine Maildir.
    let r = d.pass().unwrap();
    assert_eq!((r.fetched, r.failed, r.quarantined), (1, 1, 1), "{r:?}");
    assert!(files(&md.join("new")).is_empty());
    let held = files(&md.join(".Quarantine/new"));
    assert_eq!(held.len(), 1);
    let failures = d.moderator().intake().failed_mails().unwrap();
    assert_eq!(failures[0].attempts, 3);
    assert!(failures[0].quarantined_at.is_some());
    assert!(
        failures[0].last_error.contains("injected failure"),
        "{failures:?}"
    );
    assert_eq!(d.pass().unwrap().fetched, 0, "not tried again");
    // Cat is told that nothing was applied (and nothing about the cause); the operator is
    // alerted with the error.
    super::mails::snap(&site, "mail_failure", "failure", "cat@example.org");
    super::mails::snap(&site, "mail_alert_quarantine", "alert", "ops@example.org");
    // What the operator sees.
    let now = site.dir.path().join("now");
    FileClock::write(&now, TestClock::at_str("2026-03-02T13:00:00Z").now()).unwrap();
    let out = robomod(&site, &now)
        .args(["mail", "failures"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(out.status.success(), "{out:?}");
    assert!(
        text.starts_with("mid:c1@example.org\n  from cat@example.org"),
        "{text}"
    );
    assert_contains(&text, "  3 failed attempt(s), first 2026-03-02 12:00 UTC");
    assert_contains(&text, "quarantined 2026-03-02 12:00 UTC: move it back");
    // Issue 11: the subject's tag is shown without Cat's key.
    let key: String = one(
        &db,
        "SELECT key FROM players WHERE address = 'cat@example.org'",
        [],
    );
    assert!(!text.contains(&key), "{text}");
    assert_contains(&text, "********]");

    // Mended and moved back by the operator: handled, and its failure record gone.
    db.execute("DROP TRIGGER fail_mails", []).unwrap();
    let name = held[0].file_name().unwrap();
    std::fs::rename(&held[0], md.join("new").join(name)).unwrap();
    let r = d.pass().unwrap();
    assert_eq!((r.fetched, r.replied, r.failed), (1, 1, 0), "{r:?}");
    assert!(d.moderator().intake().failed_mails().unwrap().is_empty());
    let out = robomod(&site, &now)
        .args(["mail", "failures"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "No failed mail.\n");
}

#[test]
fn max_attempts_zero_never_quarantines() {
    let mut site = Site::new();
    site.config.inbound.max_attempts = 0;
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
    let bad = site.new_game(clock.clone(), &["Cat", "Dan"]);
    fail_mails_from(&site.db(), "cat@example.org");
    let mut d = Daemon::new(&site.config, clock).unwrap();
    site.deliver("Cat", bad, &site.keys(bad)[0], "c1", "PASS");
    for _ in 0..5 {
        let r = d.pass().unwrap();
        assert_eq!((r.failed, r.quarantined), (1, 0), "{r:?}");
    }
    assert_eq!(
        d.moderator().intake().failed_mails().unwrap()[0].attempts,
        5
    );
}

#[test]
fn a_panic_fails_one_mail_and_the_moderator_lives_on() {
    let site = Site::new();
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
    let id = site.new_game(clock.clone(), &["Ann", "Bob"]);
    let keys = site.keys(id);
    let d = Daemon::new(&site.config, clock).unwrap();
    let m = d.moderator();
    let ann = player_mail("Ann", id, &keys[0], "a1", "GOALS 1Y 3R 2G 1B");
    let bob = player_mail("Bob", id, &keys[1], "b1", "GOALS 2Y 1R 3G 1B");
    let identity = MailIdentity::default();
    let read = |raw: &[u8]| -> InboundMail {
        assert!(raw != bob.as_slice(), "a reader bug on Bob's mail");
        read_mail(raw, &identity)
    };
    let out = m.intake().handle_batch(&[&ann, &bob], read).unwrap();
    assert!(
        matches!(
            &out[0],
            Handled::Done {
                outcome: MailOutcome::Replied { .. },
                ..
            }
        ),
        "{out:?}"
    );
    let Handled::Failed {
        error,
        attempts,
        mail,
        at_once,
    } = &out[1]
    else {
        panic!("Bob's mail failed: {out:?}");
    };
    assert_contains(error, "a reader bug on Bob's mail");
    assert_contains(error, "please report it");
    assert_eq!(*attempts, 1);
    assert!(!at_once, "a bug is tried again: it may be fixed by then");
    assert!(mail.dedup.starts_with("sha:"), "{mail:?}");
    // Unreadable: nobody to tell.
    assert_eq!(m.intake().failed_mails().unwrap()[0].reply_to, None);
    // The connection is fine afterwards: Bob's mail, read properly, is handled.
    let out = m
        .intake()
        .handle_batch(&[&bob], |raw| read_mail(raw, &identity))
        .unwrap();
    assert!(matches!(&out[0], Handled::Done { .. }), "{out:?}");
}

#[test]
fn serve_once_reports_failures_and_the_quarantine() {
    let site = Site::with("[inbound]\nmax_attempts = 2\n");
    let (now, bad) = site.game_on_clock_file(&["Cat", "Dan"]);
    fail_mails_from(&site.db(), "cat@example.org");
    site.deliver("Cat", bad, &site.keys(bad)[0], "c1", "PASS");
    let pass = || {
        let out = robomod(&site, &now)
            .args(["serve", "--once"])
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let first = pass();
    assert_contains(&first, "read 1 mail(s): 0 answered");
    assert_contains(&first, "1 failed (0 quarantined)");
    let second = pass();
    assert_contains(&second, "1 failed (1 quarantined)");
    assert_contains(&pass(), "read 0 mail(s)");
    let held = site.config.maildir_path().join(".Quarantine/new");
    assert_eq!(std::fs::read_dir(held).unwrap().count(), 1);
}
