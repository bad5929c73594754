//! Tests that cannot run on this machine (no Postfix, Dovecot, Chromium, systemd-analyze, not
//! root...) return early and check nothing; libtest still reports them `ok` and swallows what
//! they print. [`skip`] records each one, and when the test binary exits the run ends with one
//! line on stderr naming every skipped test, why, and the command that installs what it needs
//! (`sudo .ci/run` installs everything and runs the whole suite). Under `CI=true` nothing
//! skips: [`skip`] fails the test instead.

use std::io::Write as _;
use std::sync::{Mutex, Once};

/// One test that returned early.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    pub test: String,
    /// What is missing: "postfix is not installed".
    pub why: String,
    /// What installs it: "apt-get install postfix".
    pub install: String,
}

static SKIPPED: Mutex<Vec<Skipped>> = Mutex::new(Vec::new());
static AT_EXIT: Once = Once::new();

/// `true` when running under CI, where every test must run.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true" || v == "1")
}

/// Records that `test` checks nothing here because `why`, and that `install` would fix it;
/// the caller then returns. Under CI it panics instead: there every test must run.
pub fn skip(test: &str, why: &str, install: &str) {
    if in_ci() {
        panic!("{test}: CI=true but {why} ({install})");
    }
    SKIPPED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(Skipped {
            test: test.into(),
            why: why.into(),
            install: install.into(),
        });
    AT_EXIT.call_once(|| {
        // SAFETY: `report` is an `extern "C" fn()` that never unwinds; registering it has no
        // other precondition.
        unsafe {
            libc::atexit(report);
        }
    });
}

/// The one line the run ends with: the skipped tests grouped by what they lack.
pub fn summary(skipped: &[Skipped]) -> Option<String> {
    if skipped.is_empty() {
        return None;
    }
    let mut groups: Vec<(&str, &str, Vec<&str>)> = Vec::new();
    for s in skipped {
        match groups
            .iter_mut()
            .find(|(why, install, _)| *why == s.why && *install == s.install)
        {
            Some(g) => g.2.push(&s.test),
            None => groups.push((&s.why, &s.install, vec![&s.test])),
        }
    }
    let parts: Vec<String> = groups
        .iter_mut()
        .map(|(why, install, tests)| {
            tests.sort_unstable();
            format!("{} ({why}; {install})", tests.join(", "))
        })
        .collect();
    Some(format!(
        "SKIPPED {} test(s) that checked nothing: {}. To install everything and run it all: \
         sudo .ci/run",
        skipped.len(),
        parts.join("; ")
    ))
}

extern "C" fn report() {
    let skipped = match SKIPPED.lock() {
        Ok(s) => s.clone(),
        Err(e) => e.into_inner().clone(),
    };
    if let Some(line) = summary(&skipped) {
        let _ = writeln!(std::io::stderr(), "\n{line}");
    }
}

#[test]
fn the_summary_names_each_skipped_test_why_and_what_installs_it() {
    let s = |test: &str, why: &str, install: &str| Skipped {
        test: test.into(),
        why: why.into(),
        install: install.into(),
    };
    assert_eq!(summary(&[]), None);
    let line = summary(&[
        s(
            "e2e_b",
            "postfix is not installed",
            "apt-get install postfix",
        ),
        s(
            "browser",
            "Chromium is not installed",
            "apt-get install chromium",
        ),
        s(
            "e2e_a",
            "postfix is not installed",
            "apt-get install postfix",
        ),
    ])
    .expect("a line");
    assert_eq!(
        line,
        "SKIPPED 3 test(s) that checked nothing: e2e_a, e2e_b (postfix is not installed; \
         apt-get install postfix); browser (Chromium is not installed; apt-get install \
         chromium). To install everything and run it all: sudo .ci/run"
    );
    assert_eq!(line.lines().count(), 1);
}
