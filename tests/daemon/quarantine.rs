//! Issue 27: quarantine is recorded, then done. `robomod` is killed with SIGKILL just before
//! and just after a failing mail is moved into quarantine, then restarted: either way the mail
//! ends up in quarantine once, its sender gets one notice and the operator one alert (a mail
//! quarantined with nobody told is what the old order, move then record, left behind).
//!
//! The kill is real: this test runs its own binary again as a helper ([`crash_helper`], which
//! does nothing unless asked), whose inbox sends itself SIGKILL at the chosen moment.

use crate::support::site::*;
use robomod::clock::Clock;
use robomod::daemon::{Daemon, open_moderator};
use robomod::mail::{FetchedMail, Inbox, InboxError, MailHandle};
use std::collections::HashSet;
use std::sync::Arc;

const AT: &str = "ROBOMOD_TEST_KILL_AT";
const CONFIG: &str = "ROBOMOD_TEST_KILL_CONFIG";

/// The Maildir inbox, whose quarantine kills the process `before` or `after` the move.
struct Killing {
    inner: Box<dyn Inbox>,
    after: bool,
}

fn sigkill() -> ! {
    // SAFETY: signalling our own process; SIGKILL cannot be caught.
    unsafe { libc::kill(libc::getpid(), libc::SIGKILL) };
    unreachable!("killed")
}

impl Inbox for Killing {
    fn fetch_except(
        &mut self,
        limit: usize,
        skip: &HashSet<MailHandle>,
    ) -> Result<Vec<FetchedMail>, InboxError> {
        self.inner.fetch_except(limit, skip)
    }
    fn mark_handled(&mut self, handle: &MailHandle) -> Result<(), InboxError> {
        self.inner.mark_handled(handle)
    }
    fn quarantine(&mut self, handle: &MailHandle) -> Result<(), InboxError> {
        if !self.after {
            sigkill();
        }
        self.inner.quarantine(handle)?;
        sigkill()
    }
}

fn clock() -> Arc<dyn Clock> {
    crate::support::clock::at("2026-03-02T12:00:00Z")
}

/// The helper: one pass over the config in `$ROBOMOD_TEST_KILL_CONFIG` with the killing
/// inbox. Does nothing when the variable is not set (a normal test run).
#[test]
fn crash_helper() {
    let (Ok(path), Ok(at)) = (std::env::var(CONFIG), std::env::var(AT)) else {
        return;
    };
    let config = robomod::config::Config::load(std::path::Path::new(&path)).unwrap();
    let moderator = open_moderator(&config, &config.database_path(), clock()).unwrap();
    let inbox = Box::new(Killing {
        inner: robomod::mail::setup::inbox(&config).unwrap(),
        after: at == "after",
    });
    let transport = robomod::mail::setup::transport(&config, clock()).unwrap();
    let mut d = Daemon::from_parts(&config, moderator, inbox, transport, clock());
    let _ = d.pass();
    panic!("the helper was not killed");
}

fn count(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir).map_or(0, |r| r.count())
}

#[test]
fn a_kill_on_either_side_of_the_move_loses_no_notice() {
    for at in ["before", "after"] {
        let site =
            Site::with("[identity]\noperator = \"ops@example.org\"\n[inbound]\nmax_attempts = 1\n");
        let bad = site.new_game(clock(), &["Cat", "Dan"]);
        // Cat's mail cannot be stored (a game that cannot run would be held and its mail
        // answered instead: tests/moderator/held.rs).
        super::poison::fail_mails_from(&site.db(), "cat@example.org");
        site.deliver("Cat", bad, &site.keys(bad)[0], "c1", "PASS");
        let helper = std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--exact", "daemon::quarantine::crash_helper", "--nocapture"])
            .env(CONFIG, site.config_path())
            .env(AT, at)
            .output()
            .unwrap();
        use std::os::unix::process::ExitStatusExt;
        assert_eq!(
            helper.status.signal(),
            Some(libc::SIGKILL),
            "{at}: {}",
            String::from_utf8_lossy(&helper.stderr)
        );
        let md = site.config.maildir_path();
        let held = md.join(".Quarantine/new");
        assert_eq!(count(&held), usize::from(at == "after"), "{at}");

        // Restarted: the mail is moved (if it was not) and nobody is told twice.
        let mut d = Daemon::new(&site.config, clock()).unwrap();
        d.pass().unwrap();
        d.pass().unwrap();
        assert_eq!(count(&held), 1, "{at}: the mail in quarantine once");
        assert_eq!(count(&md.join("new")) + count(&md.join("cur")), 0, "{at}");
        let sent = |kind: &str, to: &str| site.count_sent(kind, to);
        assert_eq!(sent("failure", "cat@example.org"), 1, "{at}: Cat told once");
        assert_eq!(sent("alert", "ops@example.org"), 1, "{at}: one alert");
        let failures = d.moderator().intake().failed_mails().unwrap();
        assert_eq!(failures.len(), 1);
        assert_eq!(failures[0].attempts, 1, "{at}: not handled again");
        assert!(failures[0].quarantined_at.is_some());
    }
}
