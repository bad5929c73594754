//! Reading that can be called off. The daemon reads each mail within a budget
//! (`src/daemon/reading.rs`); past it, the mail is set aside and the reading still under way is
//! told to stop at its next line or sentence ([`called_off`]), so that a mail no reader finishes
//! in time never keeps a core busy after the daemon has moved on. Outside [`reading_with`]
//! nothing is ever called off: `robomod mail check` and the tests read every mail whole.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

thread_local! {
    static FLAG: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// Runs `read` on this thread with `flag` as the word to stop: once it is set,
/// [`called_off`] answers true inside `read`.
pub fn reading_with<T>(flag: Arc<AtomicBool>, read: impl FnOnce() -> T) -> T {
    let before = FLAG.with(|f| f.replace(Some(flag)));
    let out = read();
    FLAG.with(|f| *f.borrow_mut() = before);
    out
}

/// Whether the reading under way on this thread was called off: the reader stops at the next
/// line or sentence and returns what it has (nobody uses it).
pub fn called_off() -> bool {
    FLAG.with(|f| {
        f.borrow()
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_reading_given_a_flag_can_be_called_off() {
        assert!(!called_off());
        let flag = Arc::new(AtomicBool::new(false));
        assert!(!reading_with(flag.clone(), called_off));
        flag.store(true, Ordering::Relaxed);
        assert!(reading_with(flag.clone(), called_off));
        assert!(!called_off(), "the flag is this reading's alone");
    }
}
