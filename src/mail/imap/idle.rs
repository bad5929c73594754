//! IMAP IDLE for [`Inbox::watch`](crate::mail::Inbox::watch) on an [`ImapInbox`]: a thread of its
//! own holding a second connection to the folder, so that waiting for mail never blocks a pass
//! (the daemon's own connection fetches and marks meanwhile).
//!
//! The thread IDLEs and calls the wake when the server announces mail (`EXISTS`, `RECENT`);
//! flag changes (robomod marking mail `\Seen` on the other connection) do not wake. After
//! `idle_secs` of silence from the server it ends the IDLE and issues it again (before the
//! server's inactivity timeout, which RFC 2177 puts at no less than 29 minutes; a server that
//! says "still here" keeps the IDLE). A dropped connection (the server restarted, `doveadm
//! kick`, a network failure) is reconnected at once after the server's BYE, else after 1 s,
//! then 2, 4... at most 60 s apart, and each reconnection wakes the daemon once, for the mail
//! that may have come meanwhile. A server
//! without IDLE ends the thread: the daemon polls, as it always does, every
//! `poll_interval_secs`.
//!
//! Dropping the [`Watch`] stops the thread: it cuts the connection's socket, which ends the
//! wait at once.

use super::ImapInbox;
use crate::mail::inbox::{InboxError, Wake, Watch};
use imap::types::UnsolicitedResponse;
use std::net::{Shutdown, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The longest wait before reconnecting.
const MAX_BACKOFF: Duration = Duration::from_secs(60);

/// Starts IDLE on `inbox` (a fresh inbox: its connection is the IDLE's own) on a thread of its
/// own; the returned [`Watch`] stops it when dropped.
pub(super) fn start(inbox: ImapInbox, wake: Wake) -> Watch {
    let guard = Guard {
        stop: Arc::new(AtomicBool::new(false)),
        socket: Arc::new(Mutex::new(None)),
    };
    let (stop, socket) = (guard.stop.clone(), guard.socket.clone());
    let spawned = std::thread::Builder::new()
        .name("imap-idle".into())
        .spawn(move || run(inbox, &wake, &stop, &socket));
    if let Err(e) = spawned {
        tracing::warn!("cannot start IMAP IDLE ({e}): new mail waits for the next poll");
    }
    Watch::new(guard)
}

/// Stops the IDLE thread when dropped.
struct Guard {
    stop: Arc<AtomicBool>,
    socket: Arc<Mutex<Option<TcpStream>>>,
}

impl Drop for Guard {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(s) = self.socket.lock().unwrap_or_else(|e| e.into_inner()).take() {
            let _ = s.shutdown(Shutdown::Both);
        }
    }
}

/// How one IDLE ended.
enum Ended {
    /// Mail came, or the server said something else worth a look: the daemon was woken.
    Woken,
    /// Silence for `idle_secs`: issue it again.
    Silent,
    /// The server closed the connection (BYE): connect again.
    Closed,
    /// The server has no IDLE.
    Unsupported,
}

/// The thread: IDLE after IDLE until stopped, reconnecting with backoff.
fn run(mut inbox: ImapInbox, wake: &Wake, stop: &AtomicBool, socket: &Mutex<Option<TcpStream>>) {
    let mut failures = 0u32;
    let mut announced = false;
    while !stop.load(Ordering::SeqCst) {
        let ended = idle_once(&mut inbox, wake, stop, socket);
        match ended {
            Ok(Ended::Unsupported) => {
                tracing::info!(
                    host = %inbox.config.host,
                    "the IMAP server has no IDLE: new mail waits for the next poll"
                );
                return;
            }
            Ok(_) => {
                if !announced {
                    tracing::info!(folder = %inbox.config.folder, "IMAP IDLE: watching");
                    announced = true;
                }
                failures = 0;
            }
            Err(e) => {
                inbox.session = None;
                if stop.load(Ordering::SeqCst) {
                    return;
                }
                let wait = Duration::from_secs(1u64 << failures.min(6)).min(MAX_BACKOFF);
                tracing::warn!("IMAP IDLE: {e}; reconnecting in {} s", wait.as_secs());
                failures += 1;
                let until = Instant::now() + wait;
                while Instant::now() < until && !stop.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(100));
                }
            }
        }
    }
}

/// One IDLE on the inbox's connection (connected first when there is none; a new connection
/// wakes the daemon once, for mail that came while there was none).
fn idle_once(
    inbox: &mut ImapInbox,
    wake: &Wake,
    stop: &AtomicBool,
    socket: &Mutex<Option<TcpStream>>,
) -> Result<Ended, InboxError> {
    if inbox.session.is_none() {
        let session = inbox.connect()?;
        inbox.session = Some(session);
        let shared = inbox.socket.as_ref().and_then(|s| s.try_clone().ok());
        *socket.lock().unwrap_or_else(|e| e.into_inner()) = shared;
        if stop.load(Ordering::SeqCst) {
            return Err(inbox.error("stopped"));
        }
        if inbox.connects > 1 {
            tracing::info!(host = %inbox.config.host, "IMAP IDLE: connected again");
            wake();
        }
    }
    let silence = Duration::from_secs(inbox.config.idle_secs.max(1));
    let timeout = Duration::from_secs(inbox.config.timeout_secs.max(1));
    let Some((session, _)) = inbox.session.as_mut() else {
        return Err(inbox.error("no connection"));
    };
    let has_idle = session.capabilities().map(|c| c.has_str("IDLE"));
    let has_idle = has_idle.map_err(|e| inbox.error(e))?;
    if !has_idle {
        return Ok(Ended::Unsupported);
    }
    let Some((session, _)) = inbox.session.as_mut() else {
        return Err(inbox.error("no connection"));
    };
    let mut handle = session.idle();
    handle.timeout(silence).keepalive(false);
    let mut bye = false;
    let outcome = handle.wait_while(|r| match r {
        UnsolicitedResponse::Exists(_) | UnsolicitedResponse::Recent(_) => false,
        UnsolicitedResponse::Bye { .. } => {
            bye = true;
            false
        }
        _ => true,
    });
    // The IDLE ends with DONE and the server's answer (when the handle is dropped): never
    // wait for that answer longer than the network timeout.
    if let Some(s) = &inbox.socket {
        let _ = s.set_read_timeout(Some(timeout));
    }
    drop(handle);
    if bye {
        // The server is closing the connection (shutting down, or an operator's kick): connect
        // again at once, and if that fails, with backoff.
        inbox.session = None;
        tracing::info!(host = %inbox.config.host, "IMAP IDLE: the server said BYE");
        return Ok(Ended::Closed);
    }
    match outcome {
        Ok(imap::extensions::idle::WaitOutcome::MailboxChanged) => {
            wake();
            Ok(Ended::Woken)
        }
        Ok(imap::extensions::idle::WaitOutcome::TimedOut) => Ok(Ended::Silent),
        Err(e) => Err(inbox.error(format!("the IDLE connection dropped: {e}"))),
    }
}
