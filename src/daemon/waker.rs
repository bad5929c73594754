//! What [`super::Daemon::serve`] waits on between passes, and nothing else: mail arriving (the
//! inbox's watch calls [`Waker::mail_arrived`] from its own thread), the next due instant
//! (a deadline, a reminder, a mail's retry: [`crate::moderator::Rounds::next_due`]), another
//! process's commit to the database (an admin command: `game run-now`, `game extend`, a game
//! created, may change what is due or queue mail), the poll interval (the safety net), and the
//! stop flag.
//!
//! The wait is a condition variable, woken at once by mail; it also wakes every
//! [`SLICE`] to look at the stop flag (set from a signal handler, which cannot notify it) and to
//! read the clock again. On the system clock the last slice before a due instant ends on it, so
//! a round runs within milliseconds of its deadline. On a test clock (a `TestClock`, or
//! `ROBOMOD_CLOCK_FILE`) the time does not pass by itself: every slice reads it again, so a
//! deadline the test moves the clock past is seen within one slice.

use crate::clock::Clock;
use chrono::{DateTime, Utc};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

/// How often a wait looks at the stop flag, the clock and the database.
pub const SLICE: Duration = Duration::from_millis(100);

/// Why a wait ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Woken {
    /// Mail may have arrived.
    Mail,
    /// The due instant came.
    Due,
    /// Another process committed to the database.
    Changed,
    /// The poll interval passed.
    Poll,
    /// The stop flag is set.
    Stop,
}

impl Woken {
    /// The reason as one word, for the log.
    pub fn as_str(self) -> &'static str {
        match self {
            Woken::Mail => "mail",
            Woken::Due => "due",
            Woken::Changed => "changed",
            Woken::Poll => "poll",
            Woken::Stop => "stop",
        }
    }
}

/// Mail arrivals, kept until the serve loop takes them.
#[derive(Debug, Default)]
pub struct Waker {
    mail: Mutex<bool>,
    cond: Condvar,
}

impl Waker {
    /// Mail may have arrived: the wait under way, or the next one, ends at once.
    pub fn mail_arrived(&self) {
        *self.mail.lock().unwrap_or_else(|e| e.into_inner()) = true;
        self.cond.notify_all();
    }

    /// Whether mail arrived since the last [`Waker::take`], clearing it: called before a pass
    /// reads the inbox, so that mail landing during the pass wakes the next wait at once.
    pub fn take(&self) -> bool {
        std::mem::take(&mut *self.mail.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// Whether mail arrived since the last [`Waker::take`].
    pub fn pending(&self) -> bool {
        *self.mail.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits until mail arrives, `clock` reaches `due`, `changed()` says the database changed,
    /// `poll` (an instant) passes, or `stop` is set, whichever comes first.
    pub fn wait(
        &self,
        poll: Instant,
        due: Option<DateTime<Utc>>,
        clock: &dyn Clock,
        changed: &dyn Fn() -> bool,
        stop: &AtomicBool,
    ) -> Woken {
        let mut mail = self.mail.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if stop.load(Ordering::SeqCst) {
                return Woken::Stop;
            }
            if *mail {
                return Woken::Mail;
            }
            if changed() {
                return Woken::Changed;
            }
            let now = Instant::now();
            if now >= poll {
                return Woken::Poll;
            }
            let mut slice = (poll - now).min(SLICE);
            if let Some(due) = due {
                let left = due - clock.now();
                if left <= chrono::Duration::zero() {
                    return Woken::Due;
                }
                slice = slice.min(left.to_std().unwrap_or(SLICE));
            }
            mail = self
                .cond
                .wait_timeout(mail, slice)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{SystemClock, TestClock};
    use std::sync::Arc;

    #[test]
    fn mail_wakes_at_once_and_is_taken_once() {
        let w = Arc::new(Waker::default());
        let stop = AtomicBool::new(false);
        let w2 = w.clone();
        let t = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            w2.mail_arrived();
        });
        let start = Instant::now();
        let poll = start + Duration::from_secs(300);
        assert_eq!(
            w.wait(poll, None, &SystemClock, &|| false, &stop),
            Woken::Mail
        );
        assert!(start.elapsed() < Duration::from_secs(2));
        t.join().unwrap();
        assert!(w.take());
        assert!(!w.take());
        assert!(!w.pending());
    }

    #[test]
    fn a_due_instant_on_the_system_clock_ends_the_wait_on_time() {
        let w = Waker::default();
        let stop = AtomicBool::new(false);
        let due = Utc::now() + chrono::Duration::milliseconds(250);
        let poll = Instant::now() + Duration::from_secs(300);
        assert_eq!(
            w.wait(poll, Some(due), &SystemClock, &|| false, &stop),
            Woken::Due
        );
        let late = Utc::now() - due;
        assert!(late >= chrono::Duration::zero(), "woke early: {late}");
        assert!(late < chrono::Duration::seconds(1), "woke {late} late");
    }

    #[test]
    fn a_test_clock_moved_past_the_due_instant_ends_the_wait() {
        let w = Waker::default();
        let stop = AtomicBool::new(false);
        let clock = TestClock::at_str("2026-03-02T12:00:00Z");
        let due = clock.now() + chrono::Duration::hours(48);
        let mover = clock.clone();
        let t = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(100));
            mover.advance(chrono::Duration::hours(49));
        });
        let start = Instant::now();
        let poll = start + Duration::from_secs(300);
        assert_eq!(
            w.wait(poll, Some(due), &clock, &|| false, &stop),
            Woken::Due
        );
        assert!(start.elapsed() < Duration::from_secs(2));
        t.join().unwrap();
    }

    #[test]
    fn a_change_ends_the_wait() {
        let w = Waker::default();
        let stop = AtomicBool::new(false);
        let start = Instant::now();
        let poll = start + Duration::from_secs(300);
        let changed = || start.elapsed() > Duration::from_millis(150);
        assert_eq!(
            w.wait(poll, None, &SystemClock, &changed, &stop),
            Woken::Changed
        );
        assert!(start.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn the_poll_and_the_stop_flag_end_the_wait() {
        let w = Waker::default();
        let stop = AtomicBool::new(false);
        let poll = Instant::now() + Duration::from_millis(150);
        assert_eq!(
            w.wait(poll, None, &SystemClock, &|| false, &stop),
            Woken::Poll
        );
        stop.store(true, Ordering::SeqCst);
        let poll = Instant::now() + Duration::from_secs(300);
        assert_eq!(
            w.wait(poll, None, &SystemClock, &|| false, &stop),
            Woken::Stop
        );
    }
}
