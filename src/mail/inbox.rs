//! Inbound adapters: where raw mails come from. An adapter yields each mail's bytes with a
//! handle, and marks a mail handled only when asked to, after the moderator committed it; it
//! never interprets a mail. A mail fetched again after a crash between commit and mark is
//! recognised downstream by its Message-ID or content hash.
//!
//! An adapter may also tell when mail arrives ([`Inbox::watch`]: inotify on a Maildir's `new/`,
//! IMAP IDLE), so that the daemon reads it at once instead of at its next poll.

use std::collections::HashSet;

/// One raw mail and how to mark it handled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FetchedMail {
    /// The whole mail, or only its head (see `oversize`).
    pub raw: Vec<u8>,
    pub handle: MailHandle,
    /// The mail's size when it was over the size limit: then `raw` holds only its first
    /// [`HEAD_BYTES`] (enough for the headers), and nothing in it is read as commands.
    pub oversize: Option<u64>,
}

/// What is read of a mail over the size limit: its headers, to know whom to tell.
pub const HEAD_BYTES: usize = 64 * 1024;

/// The most bytes read in one batch of mail, in all (a batch holds at least one mail).
pub const BATCH_BYTES: u64 = 64 * 1024 * 1024;

/// Which mail to mark handled, in the adapter's own terms.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MailHandle {
    /// The Maildir unique name (file name without the `:2,` flags).
    Maildir { id: String },
    /// The IMAP UID, valid within the folder's UIDVALIDITY.
    Imap { uid: u32, uid_validity: u32 },
}

/// Why an inbox cannot be read or a mail marked.
#[derive(Debug, thiserror::Error)]
pub enum InboxError {
    /// A file or folder cannot be read or moved.
    #[error("{action} {path}: {source}")]
    Io {
        action: &'static str,
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    /// robomod may read the mailbox but not mark mail handled in it: every mail would be read
    /// again on every pass. Reading stops until the rights are fixed.
    #[error(
        "cannot mark mail handled in {path}: {reason}; give the user robomod runs as write \
         access to its new/ and cur/ folders (no mail is read until then)"
    )]
    NotWritable {
        path: std::path::PathBuf,
        reason: String,
    },
    /// The mail is not (or no longer) in the mailbox.
    #[error("mail {0} is not in the mailbox any more")]
    Gone(String),
    /// The IMAP folder was recreated since the mail was fetched: its UID means nothing now.
    #[error("the IMAP folder changed (UIDVALIDITY {was} is now {now}); fetch again")]
    Stale { was: u32, now: u32 },
    /// The IMAP server cannot be reached, refused the login, or broke the connection.
    #[error("IMAP {host}: {message}")]
    Imap { host: String, message: String },
    /// The configuration cannot work (a missing password variable, an unreadable CA file).
    #[error(transparent)]
    Config(#[from] crate::config::ConfigError),
    /// The handle is from another kind of inbox.
    #[error("a {0} handle was given to a different kind of inbox")]
    WrongHandle(&'static str),
}

/// Called by an inbox's watch when mail may have arrived (from a thread of the watch's own).
pub type Wake = std::sync::Arc<dyn Fn() + Send + Sync>;

/// A running watch on an inbox ([`Inbox::watch`]): it calls its [`Wake`] until dropped.
pub struct Watch(#[allow(dead_code)] Box<dyn Send>);

impl Watch {
    /// Keeps `guard` (what stops the watch when dropped) alive as long as the watch.
    pub fn new(guard: impl Send + 'static) -> Watch {
        Watch(Box::new(guard))
    }
}

impl std::fmt::Debug for Watch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Watch")
    }
}

/// A source of raw mails. `Send`: the daemon fetches the next batch on a thread of its own
/// while the moderator handles the current one.
pub trait Inbox: Send {
    /// Up to `limit` mails not yet marked handled, oldest first, leaving out those in `skip`
    /// (mails whose handling failed earlier in the same pass: they wait for the next one).
    fn fetch_except(
        &mut self,
        limit: usize,
        skip: &HashSet<MailHandle>,
    ) -> Result<Vec<FetchedMail>, InboxError>;
    /// Up to `limit` mails not yet marked handled, oldest first.
    fn fetch(&mut self, limit: usize) -> Result<Vec<FetchedMail>, InboxError> {
        self.fetch_except(limit, &HashSet::new())
    }
    /// Marks one fetched mail handled so it is not fetched again.
    fn mark_handled(&mut self, handle: &MailHandle) -> Result<(), InboxError>;
    /// Makes the marks so far durable (a Maildir syncs its folders; IMAP's server does that
    /// itself). Called once per batch, after its marks.
    fn sync(&mut self) -> Result<(), InboxError> {
        Ok(())
    }
    /// Moves one fetched mail out of the inbox into quarantine (a mail whose handling keeps
    /// failing), where an operator can look at it and move it back to try again.
    fn quarantine(&mut self, handle: &MailHandle) -> Result<(), InboxError>;
    /// Starts telling `wake` when mail may have arrived, until the [`Watch`] is dropped; a
    /// wake may be spurious, and mail that came before the watch started is not announced.
    /// `None`: this inbox cannot tell (the daemon polls it). The default.
    fn watch(&mut self, _wake: Wake) -> Result<Option<Watch>, InboxError> {
        Ok(None)
    }
}

impl<T: Inbox + ?Sized> Inbox for Box<T> {
    fn fetch_except(
        &mut self,
        limit: usize,
        skip: &HashSet<MailHandle>,
    ) -> Result<Vec<FetchedMail>, InboxError> {
        (**self).fetch_except(limit, skip)
    }
    fn mark_handled(&mut self, handle: &MailHandle) -> Result<(), InboxError> {
        (**self).mark_handled(handle)
    }
    fn sync(&mut self) -> Result<(), InboxError> {
        (**self).sync()
    }
    fn quarantine(&mut self, handle: &MailHandle) -> Result<(), InboxError> {
        (**self).quarantine(handle)
    }
    fn watch(&mut self, wake: Wake) -> Result<Option<Watch>, InboxError> {
        (**self).watch(wake)
    }
}
