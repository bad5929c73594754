//! Dead mail through the daemon and the real binary: `outbound.max_attempts` from the config
//! gives a mail up; `robomod mail outbox --dead` lists a dead mail, `robomod mail retry` puts it
//! back and the next pass sends it.

use crate::support::site::robomod;
use crate::support::site::*;
use chrono::Duration;
use robomod::clock::{Clock, FileClock, TestClock};
use robomod::config::Config;
use robomod::daemon::{Daemon, inbox_from_config, open_moderator};
use robomod::mail::transport::{RecordingTransport, SendError};
use std::sync::Arc;

/// A daemon over `config` whose transport fails with `failures` first, then records.
fn daemon(config: &Config, clock: Arc<dyn Clock>, failures: Vec<SendError>) -> Daemon {
    let m = open_moderator(config, &config.database_path(), clock.clone()).unwrap();
    let mut t = RecordingTransport::new(clock.clone());
    for e in failures {
        t.fail_next(e);
    }
    let inbox = inbox_from_config(config).unwrap();
    Daemon::from_parts(config, m, inbox, Box::new(t), clock)
}

fn states(site: &Site) -> Vec<(String, u32)> {
    let c = site.db();
    let rows = robomod::store::mail::outbox_since(&c, robomod::store::mail::OutboxId(0)).unwrap();
    rows.into_iter().map(|r| (r.state, r.attempts)).collect()
}

#[test]
fn the_daemon_gives_a_mail_up_at_the_configured_max_attempts() {
    let site = Site::new();
    let text = format!("{TOML}\n[outbound]\nmax_attempts = 2\n");
    let config = Config::from_toml(&text, "robomod.toml", site.dir.path()).unwrap();
    assert_eq!(config.outbound.max_attempts, 2);
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let dyn_clock: Arc<dyn Clock> = Arc::new(clock.clone());
    site.new_game(dyn_clock.clone(), &["Ann", "Bob"]);
    let deferred = || SendError::Deferred("421 4.3.0 try again later".into());
    let mut d = daemon(&config, dyn_clock, (0..4).map(|_| deferred()).collect());
    let r = d.pass().unwrap();
    assert_eq!((r.flush.sent, r.flush.failed, r.flush.dead), (0, 2, 0));
    clock.advance(Duration::minutes(1));
    let r = d.pass().unwrap();
    assert_eq!((r.flush.sent, r.flush.failed, r.flush.dead), (0, 0, 2));
    assert_eq!(states(&site), [("dead".into(), 2), ("dead".into(), 2)]);
    // Days later (the round has run meanwhile, its reports go out), they are not tried again.
    clock.advance(Duration::days(3));
    let r = d.pass().unwrap();
    assert_eq!((r.flush.failed, r.flush.dead), (0, 0), "{r:?}");
    assert!(r.flush.sent > 0, "{r:?}");
    assert_eq!(states(&site)[..2], [("dead".into(), 2), ("dead".into(), 2)]);
    let c = site.db();
    let bounces: Vec<u32> = robomod::store::games::players(&c, 1)
        .unwrap()
        .iter()
        .map(|p| p.bounces)
        .collect();
    assert_eq!(bounces, [1, 1]);
}

use crate::support::cli::success as stdout;

#[test]
fn mail_outbox_lists_a_dead_mail_and_mail_retry_sends_it_again() {
    let site = Site::new();
    let clock_file = site.clock_file();
    let clock: Arc<dyn Clock> = Arc::new(FileClock::new(&clock_file));
    site.new_game(clock.clone(), &["Ann", "Bob"]);
    let refused = SendError::Rejected(
        "550 5.1.1 <ann@example.org>: Recipient address rejected: User unknown in virtual \
         mailbox table"
            .into(),
    );
    let r = daemon(&site.config, clock.clone(), vec![refused])
        .pass()
        .unwrap();
    assert_eq!((r.flush.sent, r.flush.dead), (1, 1));

    let cli = |args: &[&str]| robomod(&site, &clock_file).args(args).output().unwrap();
    let listed = stdout(&cli(&["mail", "outbox", "--dead"]));
    assert!(listed.lines().all(|l| l.chars().count() <= 72), "{listed}");
    insta::assert_snapshot!("mail_outbox_dead", listed);
    assert_eq!(
        stdout(&cli(&["mail", "outbox", "--game", "1"])),
        listed,
        "the unsent mails of game 1 are the dead one"
    );
    let game_two = cli(&["mail", "outbox", "--game", "2"]);
    assert_eq!(game_two.status.code(), Some(2));

    let said = stdout(&cli(&["mail", "retry", "1"]));
    assert_eq!(
        said,
        "mail 1 (welcome) to ann@example.org is queued again: the next pass of `robomod serve` \
         sends it\n"
    );
    assert_eq!(states(&site)[0], ("queued".into(), 0));
    // The next pass (the file transport of the config) sends it.
    let r = Daemon::new(&site.config, clock).unwrap().pass().unwrap();
    assert_eq!((r.flush.sent, r.flush.dead), (1, 0));
    assert_eq!(site.sent().len(), 1);
    assert_eq!(stdout(&cli(&["mail", "outbox"])), "no mail to show\n");
    let again = cli(&["mail", "retry", "1"]);
    assert_eq!(again.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&again.stderr).starts_with("robomod: mail 1 is sent, not dead"),
        "{again:?}"
    );
}

/// The outbox rows of `kind`, as (recipient, state, subject, body).
fn mails_of(site: &Site, kind: &str) -> Vec<(String, String, String, String)> {
    let c = site.db();
    robomod::store::mail::outbox_since(&c, robomod::store::mail::OutboxId(0))
        .unwrap()
        .into_iter()
        .filter(|r| r.mail.kind.as_str() == kind)
        .map(|r| (r.mail.to, r.state, r.mail.subject, r.mail.body))
        .collect()
}

#[test]
fn a_dead_mail_alerts_the_operator_and_a_dead_alert_does_not() {
    let site = Site::with("[identity]\noperator = \"ops@example.org\"\n");
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let dyn_clock: Arc<dyn Clock> = Arc::new(clock.clone());
    site.new_game(dyn_clock.clone(), &["Ann", "Bob"]);
    let refused = |who: &str| SendError::Rejected(format!("550 5.1.1 <{who}>: no such user"));
    // Ann's welcome, Bob's welcome, then the first alert: each refused for good.
    let failures = vec![
        refused("ann@example.org"),
        refused("bob@example.org"),
        refused("ops@example.org"),
    ];
    let mut d = daemon(&site.config, dyn_clock, failures);
    d.pass().unwrap();
    clock.advance(Duration::minutes(1));
    d.pass().unwrap();
    let alerts = mails_of(&site, "alert");
    let states: Vec<&str> = alerts.iter().map(|a| a.1.as_str()).collect();
    assert_eq!(
        states,
        ["dead", "sent"],
        "two alerts, the dead one not alerted about"
    );
    assert!(alerts.iter().all(|a| a.0 == "ops@example.org"));
    let (_, _, subject, body) = &alerts[1];
    assert_eq!(subject, "robomod alert: mail to bob@example.org given up");
    assert!(body.lines().all(|l| l.chars().count() <= 72), "{body}");
    insta::assert_snapshot!("mail_alert_dead", body);
}

#[test]
fn without_an_operator_no_alert_is_queued() {
    let site = Site::new();
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
    site.new_game(clock.clone(), &["Ann", "Bob"]);
    let refused = SendError::Rejected("550 5.1.1 no such user".into());
    let mut d = daemon(&site.config, clock, vec![refused]);
    assert_eq!(d.pass().unwrap().flush.dead, 1);
    assert!(mails_of(&site, "alert").is_empty());
}
