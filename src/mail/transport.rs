//! Sending one mail: the [`Transport`] trait and its implementations.
//!
//! - [`FileTransport`] (the embedded default) writes each mail as `<message-id>.eml` in a folder;
//!   the name comes from the fixed Message-ID, so a resend after a crash overwrites the same file
//!   instead of adding a second one. Written to a temporary name and renamed, never half a file;
//!   a batch's files are synced to disk (one `syncfs`) before any is reported sent.
//! - [`SendmailTransport`] pipes the mail to a sendmail-compatible command (lettre).
//! - [`SmtpTransport`](super::smtp::SmtpTransport) speaks SMTP with STARTTLS, TLS or (to this machine) none, optional
//!   login, parallel connections and an optional extra CA file (lettre; see [`super::smtp`]).
//! - [`RecordingTransport`] keeps what it was given, for tests, and fails when told to.
//!
//! Every transport composes the message with [`super::compose`], dated by its clock.

use super::compose::{ComposeError, render};
use crate::clock::Clock;
use crate::config::ConfigError;
use crate::outgoing::OutgoingMail;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Why a mail was not sent. [`SendError::stops_batch`] says whether trying the next mail now is
/// pointless (the server or the folder is unavailable).
#[derive(Debug, thiserror::Error)]
pub enum SendError {
    /// The mail itself cannot be built (a bad address): retrying will not help.
    #[error("cannot compose the mail: {0}")]
    Compose(#[from] ComposeError),
    /// The server refused this mail for good (SMTP 5xx, sendmail exit status).
    #[error("the mail was refused: {0}")]
    Rejected(String),
    /// The server refused this mail for now (SMTP 4xx).
    #[error("the mail was deferred: {0}")]
    Deferred(String),
    /// The server cannot be reached or the connection broke.
    #[error("the mail server is unavailable: {0}")]
    Unavailable(String),
    /// The outgoing folder cannot be written.
    #[error("cannot write {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

impl SendError {
    /// Whether the next mail would fail the same way (so the flusher stops the batch).
    pub fn stops_batch(&self) -> bool {
        matches!(self, SendError::Unavailable(_) | SendError::Io { .. })
    }
    /// Whether retrying this mail cannot succeed.
    pub fn is_permanent(&self) -> bool {
        matches!(self, SendError::Compose(_) | SendError::Rejected(_))
    }
}

/// Delivers mail.
pub trait Transport {
    /// Delivers one mail.
    fn send(&mut self, mail: &OutgoingMail) -> Result<(), SendError>;

    /// Delivers a batch, in order or in parallel as the transport can: one entry per mail,
    /// `None` for a mail not tried because the batch stopped (an error that
    /// [`SendError::stops_batch`]); such a mail stays due and no failure counts against it.
    /// By default one [`Transport::send`] after another.
    fn send_all(&mut self, mails: &[&OutgoingMail]) -> Vec<Option<Result<(), SendError>>> {
        one_by_one(mails, |mail| self.send(mail))
    }
}

/// What [`Transport::send_all`] answered for a batch of one mail, as [`Transport::send`] answers
/// (`not_sent`: why, when there is no answer).
pub(super) fn alone(
    mut answers: Vec<Option<Result<(), SendError>>>,
    not_sent: &str,
) -> Result<(), SendError> {
    answers
        .pop()
        .flatten()
        .unwrap_or_else(|| Err(SendError::Unavailable(not_sent.into())))
}

/// `mails` handed to `send` one after another, as [`Transport::send_all`] answers: the mails
/// after an error that [`SendError::stops_batch`] not tried (`None`).
fn one_by_one(
    mails: &[&OutgoingMail],
    mut send: impl FnMut(&OutgoingMail) -> Result<(), SendError>,
) -> Vec<Option<Result<(), SendError>>> {
    let mut out: Vec<Option<Result<(), SendError>>> = Vec::with_capacity(mails.len());
    for mail in mails {
        let r = send(mail);
        let stop = r.as_ref().is_err_and(SendError::stops_batch);
        out.push(Some(r));
        if stop {
            break;
        }
    }
    out.resize_with(mails.len(), || None);
    out
}

impl<T: Transport + ?Sized> Transport for Box<T> {
    fn send(&mut self, mail: &OutgoingMail) -> Result<(), SendError> {
        (**self).send(mail)
    }
    fn send_all(&mut self, mails: &[&OutgoingMail]) -> Vec<Option<Result<(), SendError>>> {
        (**self).send_all(mails)
    }
}

/// `.eml` files in a folder (created when missing).
pub struct FileTransport {
    dir: PathBuf,
    clock: Arc<dyn Clock>,
}

impl FileTransport {
    pub fn new(dir: impl Into<PathBuf>, clock: Arc<dyn Clock>) -> Self {
        FileTransport {
            dir: dir.into(),
            clock,
        }
    }

    /// `<abc.1@host>` → `abc.1@host.eml`: the file a mail is written to.
    pub fn file_name(message_id: &str) -> String {
        let stem: String = message_id
            .trim_matches(['<', '>'])
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || matches!(c, '.' | '@' | '-' | '_' | '+') {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        format!("{}.eml", stem.trim_start_matches('.'))
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

impl FileTransport {
    /// Writes one mail's file (temporary name, then renamed), not yet synced.
    fn write(&self, mail: &OutgoingMail) -> Result<(), SendError> {
        let bytes = render(mail, self.clock.now())?;
        std::fs::create_dir_all(&self.dir).map_err(io_error(&self.dir))?;
        let name = Self::file_name(&mail.message_id);
        let tmp = self.dir.join(format!(".{name}.tmp"));
        let path = self.dir.join(&name);
        std::fs::write(&tmp, &bytes).map_err(io_error(&tmp))?;
        std::fs::rename(&tmp, &path).map_err(io_error(&path))
    }
}

fn io_error(path: &Path) -> impl FnOnce(std::io::Error) -> SendError {
    let path = path.to_path_buf();
    move |source| SendError::Io { path, source }
}

/// `syncfs(2)` on the file system holding `dir`: every file written and renamed there so far is
/// on disk when it returns. One call per batch costs far less than an fsync per file.
fn sync_file_system(dir: &Path) -> std::io::Result<()> {
    use std::os::fd::AsRawFd;
    let d = std::fs::File::open(dir)?;
    // SAFETY: syncfs only reads the descriptor, which `d` keeps open for the call.
    if unsafe { libc::syncfs(d.as_raw_fd()) } == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

impl Transport for FileTransport {
    fn send(&mut self, mail: &OutgoingMail) -> Result<(), SendError> {
        alone(self.send_all(&[mail]), "the mail was not written")
    }

    /// Writes the batch's files, then syncs them to disk at once before any is reported sent
    /// (a power loss must not lose a mail the outbox calls sent).
    fn send_all(&mut self, mails: &[&OutgoingMail]) -> Vec<Option<Result<(), SendError>>> {
        let mut out = one_by_one(mails, |mail| self.write(mail));
        if out.iter().any(|r| matches!(r, Some(Ok(()))))
            && let Err(e) = sync_file_system(&self.dir)
        {
            for r in out.iter_mut().filter(|r| matches!(r, Some(Ok(())))) {
                *r = Some(Err(SendError::Io {
                    path: self.dir.clone(),
                    source: std::io::Error::new(e.kind(), format!("syncing: {e}")),
                }));
            }
        }
        out
    }
}

/// A sendmail-compatible command (`/usr/sbin/sendmail`, msmtp...).
pub struct SendmailTransport {
    inner: lettre::SendmailTransport,
    clock: Arc<dyn Clock>,
}

impl SendmailTransport {
    pub fn new(command: impl Into<std::ffi::OsString>, clock: Arc<dyn Clock>) -> Self {
        SendmailTransport {
            inner: lettre::SendmailTransport::new_with_command(command),
            clock,
        }
    }
}

impl Transport for SendmailTransport {
    fn send(&mut self, mail: &OutgoingMail) -> Result<(), SendError> {
        let msg = super::compose::compose(mail, self.clock.now())?;
        lettre::Transport::send(&self.inner, &msg)
            .map(|_| ())
            // lettre reports a missing command and a failing one alike; either is usually the
            // whole local mail system's trouble, not this mail's: retry later, stop the batch.
            .map_err(|e| SendError::Unavailable(format!("sendmail: {e}")))
    }
}

/// Why an SMTP transport cannot be set up.
#[derive(Debug, thiserror::Error)]
pub enum SmtpSetupError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error("cannot read the CA file {path}: {source}")]
    CaFile {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("TLS setup for {host} failed: {message}")]
    Tls { host: String, message: String },
}

/// A test double: records every mail it accepts (and its rendered bytes); fails the next sends
/// with the errors queued by [`RecordingTransport::fail_next`].
pub struct RecordingTransport {
    pub sent: Vec<OutgoingMail>,
    pub rendered: Vec<Vec<u8>>,
    failures: VecDeque<SendError>,
    clock: Arc<dyn Clock>,
}

impl RecordingTransport {
    pub fn new(clock: Arc<dyn Clock>) -> Self {
        RecordingTransport {
            sent: Vec::new(),
            rendered: Vec::new(),
            failures: VecDeque::new(),
            clock,
        }
    }
    /// The next send fails with `e` (queued in order).
    pub fn fail_next(&mut self, e: SendError) {
        self.failures.push_back(e);
    }
}

impl Transport for RecordingTransport {
    fn send(&mut self, mail: &OutgoingMail) -> Result<(), SendError> {
        if let Some(e) = self.failures.pop_front() {
            return Err(e);
        }
        self.rendered.push(render(mail, self.clock.now())?);
        self.sent.push(mail.clone());
        Ok(())
    }
}
