//! The IMAP inbox: TLS from the first byte or STARTTLS, login from the config with the password
//! from the environment variable it names, over rustls (robomod's own `StreamOwned`, not the imap
//! crate's TLS, which pulls an old rustls).
//!
//! Unhandled mail is every unseen, undeleted mail in `folder` (`handled = "seen"`), or every
//! undeleted one (`handled = "move"`, since handled mail leaves the folder). Bodies are fetched
//! with `BODY.PEEK[]` so that fetching alone never marks a mail seen. Marking handled sets
//! `\Seen`, or moves the mail to `move_to` (MOVE, else COPY + `\Deleted` + UID EXPUNGE).
//!
//! A dropped connection (I/O error, BYE, connection lost) is reconnected once per operation and
//! the operation retried. A handle carries the folder's UIDVALIDITY; if the folder was recreated
//! meanwhile, marking fails with [`InboxError::Stale`] rather than flag another mail.
//!
//! [`Inbox::watch`] starts IMAP IDLE on a second connection, on a thread of its own
//! ([`idle`]), unless `idle_secs = 0`.

pub mod idle;

use crate::config::{ImapConfig, ImapHandled, Security};
use crate::mail::inbox::{FetchedMail, Inbox, InboxError, MailHandle, Wake, Watch};
use crate::mail::tls::client_config;
use rustls::pki_types::ServerName;
use std::collections::HashSet;
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::Arc;
use std::time::Duration;

type TlsStream = rustls::StreamOwned<rustls::ClientConnection, TcpStream>;
pub(super) type Session = imap::Session<Stream>;

/// The connection under a session: TLS, or plain TCP for `security = "none"` (a server on this
/// machine, or one the config allows plaintext to).
#[derive(Debug)]
pub(super) enum Stream {
    Tls(Box<TlsStream>),
    Plain(TcpStream),
}

impl std::io::Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Stream::Tls(s) => s.read(buf),
            Stream::Plain(s) => s.read(buf),
        }
    }
}

impl std::io::Write for Stream {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Stream::Tls(s) => s.write(buf),
            Stream::Plain(s) => s.write(buf),
        }
    }
    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Stream::Tls(s) => s.flush(),
            Stream::Plain(s) => s.flush(),
        }
    }
}

impl imap::extensions::idle::SetReadTimeout for Stream {
    fn set_read_timeout(&mut self, timeout: Option<Duration>) -> imap::Result<()> {
        let tcp = match self {
            Stream::Tls(s) => s.get_ref(),
            Stream::Plain(s) => s,
        };
        tcp.set_read_timeout(timeout).map_err(imap::Error::Io)
    }
}

/// What went wrong inside one attempt of an operation.
enum Step {
    Imap(imap::Error),
    Fatal(InboxError),
}

impl From<imap::Error> for Step {
    fn from(e: imap::Error) -> Self {
        Step::Imap(e)
    }
}

pub struct ImapInbox {
    pub(super) config: ImapConfig,
    password: String,
    tls: Arc<rustls::ClientConfig>,
    pub(super) session: Option<(Session, u32)>,
    /// The socket under the last connection, shared (for the IDLE watch to cut it when the
    /// daemon stops).
    pub(super) socket: Option<TcpStream>,
    /// Connections opened so far (for tests and logs).
    pub connects: usize,
    /// Mails larger than this are fetched head only (`inbound.max_mail_bytes`).
    max_bytes: u64,
}

impl ImapInbox {
    /// Prepares the inbox, reading the password from the environment variable the config names.
    /// Nothing connects until the first fetch.
    pub fn new(config: &ImapConfig) -> Result<Self, InboxError> {
        let password = config.password()?;
        Self::with_password(config, password)
    }

    /// As [`ImapInbox::new`] with the password given.
    pub fn with_password(config: &ImapConfig, password: String) -> Result<Self, InboxError> {
        let tls = client_config(config.ca_file.as_deref()).map_err(|e| InboxError::Imap {
            host: config.host.clone(),
            message: e.to_string(),
        })?;
        Ok(ImapInbox {
            config: config.clone(),
            password,
            tls,
            session: None,
            socket: None,
            connects: 0,
            max_bytes: u64::MAX,
        })
    }

    /// Connects and logs in now, and opens the folder (`robomod doctor`); the connection is
    /// kept for the next fetch.
    pub fn probe(&mut self) -> Result<(), InboxError> {
        self.session = Some(self.connect()?);
        Ok(())
    }

    /// Fetches at most `max` bytes of a mail (its header only when it is larger).
    pub fn with_max_bytes(mut self, max: u64) -> Self {
        self.max_bytes = max;
        self
    }

    pub(super) fn error(&self, message: impl std::fmt::Display) -> InboxError {
        InboxError::Imap {
            host: format!("{}:{}", self.config.host, self.config.port()),
            message: message.to_string(),
        }
    }

    fn tcp(&self) -> Result<TcpStream, InboxError> {
        let timeout = Duration::from_secs(self.config.timeout_secs.max(1));
        let addrs = (self.config.host.as_str(), self.config.port())
            .to_socket_addrs()
            .map_err(|e| self.error(format!("cannot resolve: {e}")))?;
        let mut last = None;
        for addr in addrs {
            match TcpStream::connect_timeout(&addr, timeout) {
                Ok(tcp) => {
                    let _ = tcp.set_read_timeout(Some(timeout));
                    let _ = tcp.set_write_timeout(Some(timeout));
                    return Ok(tcp);
                }
                Err(e) => last = Some(e),
            }
        }
        Err(self.error(format!(
            "cannot connect: {}",
            last.map_or("no address".into(), |e| e.to_string())
        )))
    }

    fn wrap(&self, tcp: TcpStream) -> Result<Stream, InboxError> {
        let name = ServerName::try_from(self.config.host.clone())
            .map_err(|e| self.error(format!("not a TLS server name: {e}")))?;
        let conn = rustls::ClientConnection::new(self.tls.clone(), name)
            .map_err(|e| self.error(format!("TLS: {e}")))?;
        Ok(Stream::Tls(Box::new(rustls::StreamOwned::new(conn, tcp))))
    }

    pub(super) fn connect(&mut self) -> Result<(Session, u32), InboxError> {
        let tcp = self.tcp()?;
        self.socket = tcp.try_clone().ok();
        let err = |e: imap::Error| self.error(e);
        let client = match self.config.security {
            Security::Tls => {
                let mut c = imap::Client::new(self.wrap(tcp)?);
                c.read_greeting().map_err(err)?;
                c
            }
            Security::Starttls => {
                let tcp = starttls(tcp).map_err(|e| self.error(format!("STARTTLS: {e}")))?;
                imap::Client::new(self.wrap(tcp)?)
            }
            Security::None => {
                let mut c = imap::Client::new(Stream::Plain(tcp));
                c.read_greeting().map_err(err)?;
                c
            }
        };
        let mut session = client
            .login(&self.config.user, &self.password)
            .map_err(|(e, _)| self.error(format!("login as {} failed: {e}", self.config.user)))?;
        // Each fails harmlessly when the folder exists.
        if let (ImapHandled::Move, Some(to)) = (self.config.handled, &self.config.move_to) {
            let _ = session.create(to);
        }
        let _ = session.create(&self.config.quarantine_folder);
        let mailbox = session
            .select(&self.config.folder)
            .map_err(|e| self.error(format!("cannot open folder {}: {e}", self.config.folder)))?;
        self.connects += 1;
        tracing::debug!(host = %self.config.host, folder = %self.config.folder, "IMAP connected");
        Ok((session, mailbox.uid_validity.unwrap_or(0)))
    }

    /// Runs `op` on a live session, reconnecting and retrying once if the connection dropped.
    fn run<R>(
        &mut self,
        mut op: impl FnMut(&mut Session, u32, &ImapConfig) -> Result<R, Step>,
    ) -> Result<R, InboxError> {
        for attempt in 0..2 {
            if self.session.is_none() {
                self.session = Some(self.connect()?);
            }
            let Some((session, validity)) = self.session.as_mut() else {
                continue;
            };
            match op(session, *validity, &self.config) {
                Ok(r) => return Ok(r),
                Err(Step::Fatal(e)) => return Err(e),
                Err(Step::Imap(e)) if attempt == 0 && is_dropped(&e) => {
                    tracing::info!(host = %self.config.host, "IMAP connection dropped ({e}); reconnecting");
                    self.session = None;
                }
                Err(Step::Imap(e)) => {
                    if is_dropped(&e) {
                        self.session = None;
                    }
                    return Err(self.error(e));
                }
            }
        }
        Err(self.error("the connection dropped twice"))
    }
}

/// Reads the greeting and asks for STARTTLS on a plain connection, by hand: the imap crate keeps
/// its command runner private. Reads byte by byte so nothing meant for TLS is consumed.
fn starttls(mut tcp: TcpStream) -> std::io::Result<TcpStream> {
    use std::io::{Error, Read, Write};
    fn line(tcp: &mut TcpStream) -> std::io::Result<String> {
        let mut buf = Vec::new();
        let mut byte = [0u8; 1];
        while !buf.ends_with(b"\n") {
            if tcp.read(&mut byte)? == 0 {
                return Err(Error::other("connection closed"));
            }
            buf.push(byte[0]);
            if buf.len() > 64 * 1024 {
                return Err(Error::other("line too long"));
            }
        }
        Ok(String::from_utf8_lossy(&buf).trim_end().to_string())
    }
    let greeting = line(&mut tcp)?;
    if !greeting.starts_with("* OK") {
        return Err(Error::other(format!("unexpected greeting {greeting:?}")));
    }
    tcp.write_all(b"s0 STARTTLS\r\n")?;
    loop {
        let l = line(&mut tcp)?;
        if let Some(status) = l.strip_prefix("s0 ") {
            return if status.starts_with("OK") {
                Ok(tcp)
            } else {
                Err(Error::other(format!("refused: {status}")))
            };
        }
    }
}

/// Errors after which the session is unusable and a new connection may work.
fn is_dropped(e: &imap::Error) -> bool {
    matches!(
        e,
        imap::Error::Io(_)
            | imap::Error::ConnectionLost
            | imap::Error::Bye(_)
            | imap::Error::TagMismatch(_)
            | imap::Error::Parse(_)
    )
}

impl Inbox for ImapInbox {
    fn fetch_except(
        &mut self,
        limit: usize,
        skip: &HashSet<MailHandle>,
    ) -> Result<Vec<FetchedMail>, InboxError> {
        let max_bytes = self.max_bytes;
        self.run(|s, validity, config| {
            // A server shows mail that arrived since the last command only after a command
            // that syncs the folder (Dovecot does not sync for SEARCH): a mail IDLE announced
            // on the other connection would not be found without this.
            s.noop()?;
            let query = match config.handled {
                ImapHandled::Seen => "UNSEEN UNDELETED",
                ImapHandled::Move => "UNDELETED",
            };
            let mut uids: Vec<u32> = s
                .uid_search(query)?
                .into_iter()
                .filter(|&uid| {
                    !skip.contains(&MailHandle::Imap {
                        uid,
                        uid_validity: validity,
                    })
                })
                .collect();
            uids.sort_unstable();
            uids.truncate(limit);
            if uids.is_empty() {
                return Ok(Vec::new());
            }
            let list = |uids: &[u32]| {
                uids.iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            };
            // Sizes first: a batch stops at BATCH_BYTES, and a mail over the limit is fetched
            // head only.
            let mut sizes: Vec<(u32, u64)> = s
                .uid_fetch(list(&uids), "(UID RFC822.SIZE)")?
                .iter()
                .filter_map(|f| Some((f.uid?, u64::from(f.size?))))
                .collect();
            sizes.sort_unstable();
            let (mut whole, mut heads, mut bytes) = (Vec::new(), Vec::new(), 0u64);
            for (uid, size) in sizes {
                if bytes >= crate::mail::inbox::BATCH_BYTES {
                    break;
                }
                if size > max_bytes {
                    heads.push((uid, size));
                    bytes += crate::mail::inbox::HEAD_BYTES as u64;
                } else {
                    whole.push(uid);
                    bytes += size;
                }
            }
            let handle = |uid| MailHandle::Imap {
                uid,
                uid_validity: validity,
            };
            let mut out: Vec<FetchedMail> = Vec::new();
            if !whole.is_empty() {
                for f in s.uid_fetch(list(&whole), "(UID BODY.PEEK[])")?.iter() {
                    if let (Some(uid), Some(body)) = (f.uid, f.body()) {
                        out.push(FetchedMail {
                            raw: body.to_vec(),
                            handle: handle(uid),
                            oversize: None,
                        });
                    }
                }
            }
            if !heads.is_empty() {
                let ids: Vec<u32> = heads.iter().map(|h| h.0).collect();
                for f in s.uid_fetch(list(&ids), "(UID BODY.PEEK[HEADER])")?.iter() {
                    if let (Some(uid), Some(header)) = (f.uid, f.header()) {
                        let size = heads.iter().find(|h| h.0 == uid).map_or(0, |h| h.1);
                        let mut raw = header.to_vec();
                        raw.truncate(crate::mail::inbox::HEAD_BYTES);
                        out.push(FetchedMail {
                            raw,
                            handle: handle(uid),
                            oversize: Some(size),
                        });
                    }
                }
            }
            out.sort_by_key(|m| match m.handle {
                MailHandle::Imap { uid, .. } => uid,
                MailHandle::Maildir { .. } => 0,
            });
            Ok(out)
        })
    }

    fn mark_handled(&mut self, handle: &MailHandle) -> Result<(), InboxError> {
        self.on_uid(handle, |s, uid, config| {
            match (config.handled, &config.move_to) {
                (ImapHandled::Move, Some(to)) => move_uid(s, uid, to)?,
                _ => {
                    s.uid_store(uid, "+FLAGS.SILENT (\\Seen)")?;
                }
            }
            Ok(())
        })
    }

    fn quarantine(&mut self, handle: &MailHandle) -> Result<(), InboxError> {
        self.on_uid(handle, |s, uid, config| {
            move_uid(s, uid, &config.quarantine_folder)
        })
    }

    /// IMAP IDLE on a connection of its own ([`idle`]); none with `idle_secs = 0`.
    fn watch(&mut self, wake: Wake) -> Result<Option<Watch>, InboxError> {
        if self.config.idle_secs == 0 {
            return Ok(None);
        }
        let idler = ImapInbox::with_password(&self.config, self.password.clone())?;
        Ok(Some(idle::start(idler, wake)))
    }
}

impl ImapInbox {
    /// Runs `op` on the mail `handle` names, refusing a handle from before the folder was
    /// recreated (its UID would name another mail).
    fn on_uid(
        &mut self,
        handle: &MailHandle,
        op: impl Fn(&mut Session, &str, &ImapConfig) -> Result<(), Step>,
    ) -> Result<(), InboxError> {
        let &MailHandle::Imap { uid, uid_validity } = handle else {
            return Err(InboxError::WrongHandle("Maildir"));
        };
        self.run(|s, validity, config| {
            if validity != uid_validity {
                return Err(Step::Fatal(InboxError::Stale {
                    was: uid_validity,
                    now: validity,
                }));
            }
            op(s, &uid.to_string(), config)
        })
    }
}

/// Moves one mail to folder `to`: MOVE, else COPY + `\Deleted` + UID EXPUNGE.
fn move_uid(s: &mut Session, uid: &str, to: &str) -> Result<(), Step> {
    if let Err(e) = s.uid_mv(uid, to) {
        if is_dropped(&e) {
            return Err(e.into());
        }
        s.uid_copy(uid, to)?;
        s.uid_store(uid, "+FLAGS.SILENT (\\Deleted)")?;
        s.uid_expunge(uid)?;
    }
    Ok(())
}

impl Drop for ImapInbox {
    fn drop(&mut self) {
        if let Some((mut s, _)) = self.session.take() {
            let _ = s.logout();
        }
    }
}
