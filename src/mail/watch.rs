//! Mail landing in a Maildir, as it lands: inotify on `new/` (through the `notify` crate), for
//! [`Inbox::watch`](super::Inbox::watch) on a [`MaildirInbox`](super::maildir::MaildirInbox).
//!
//! A mail lands in `new/` by a rename from `tmp/` (Postfix, Dovecot's LMTP, `robomod deliver`,
//! the `maildir` crate) or, from careless writers, by being created there; either wakes the
//! daemon. robomod's own moves out of `new/` (marking handled, quarantine) do not. When the
//! kernel's event queue overflowed, or the watch reports an error, the daemon is woken too: a
//! spurious wake costs one pass that finds nothing.

use super::inbox::{InboxError, Wake, Watch};
use notify::event::{EventKind, ModifyKind, RenameMode};
use notify::{RecursiveMode, Watcher};
use std::path::Path;

/// Watches `maildir/new` and calls `wake` for every mail that lands there, until the returned
/// [`Watch`] is dropped.
pub fn maildir(maildir: &Path, wake: Wake) -> Result<Watch, InboxError> {
    let new = maildir.join("new");
    let io = |e: notify::Error| InboxError::Io {
        action: "watching (inotify)",
        path: new.clone(),
        source: std::io::Error::other(e.to_string()),
    };
    let mut watcher =
        notify::recommended_watcher(move |event: notify::Result<notify::Event>| match event {
            Ok(e) if !lands(&e) => {}
            _ => wake(),
        })
        .map_err(io)?;
    watcher
        .watch(&new, RecursiveMode::NonRecursive)
        .map_err(io)?;
    Ok(Watch::new(watcher))
}

/// Whether an event on `new/` may be a mail landing.
fn lands(e: &notify::Event) -> bool {
    e.need_rescan()
        || matches!(
            e.kind,
            EventKind::Create(_)
                | EventKind::Modify(ModifyKind::Name(
                    RenameMode::To | RenameMode::Both | RenameMode::Any
                ))
                | EventKind::Any
                | EventKind::Other
        )
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::{Duration, Instant};

    fn wait_for(n: &AtomicUsize, at_least: usize) -> bool {
        let until = Instant::now() + Duration::from_secs(5);
        while Instant::now() < until {
            if n.load(Ordering::SeqCst) >= at_least {
                return true;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        false
    }

    #[test]
    fn a_mail_renamed_into_new_wakes_and_one_moved_out_does_not() {
        let dir = tempfile::tempdir().unwrap();
        let md = maildir::Maildir::from(dir.path().to_path_buf());
        md.create_dirs().unwrap();
        let woken = Arc::new(AtomicUsize::new(0));
        let w = woken.clone();
        let watch = super::maildir(
            dir.path(),
            Arc::new(move || {
                w.fetch_add(1, Ordering::SeqCst);
            }),
        )
        .unwrap();
        let id = md.store_new(b"Subject: hi\r\n\r\nhello\r\n").unwrap();
        assert!(wait_for(&woken, 1), "no wake for a delivery");
        std::thread::sleep(Duration::from_millis(100));
        let after_delivery = woken.load(Ordering::SeqCst);
        // Marking handled (new/ -> cur/) is robomod's own move: no wake.
        std::fs::rename(
            dir.path().join("new").join(&id),
            dir.path().join("cur").join(format!("{id}:2,S")),
        )
        .unwrap();
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(woken.load(Ordering::SeqCst), after_delivery);
        // Dropped: no more wakes.
        drop(watch);
        md.store_new(b"Subject: again\r\n\r\nhello\r\n").unwrap();
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(woken.load(Ordering::SeqCst), after_delivery);
    }
}
