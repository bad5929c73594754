//! SMTP delivery at the mail server's speed: [`SmtpTransport`].
//!
//! lettre speaks the protocol (EHLO, STARTTLS, AUTH, MAIL/RCPT/DATA, dot-stuffing); this module
//! owns the connections, because lettre's own transport leaves Nagle's algorithm on (each mail's
//! closing `.` then waits ~40 ms for the server's delayed ACK: ~23 mails/s) and sends a NOOP
//! before every mail on a pooled connection. Here:
//!
//! - each connection is a tokio `TcpStream` with `TCP_NODELAY`, handed to lettre's
//!   [`AsyncSmtpConnection::connect_with_transport`]; implicit TLS wraps it with tokio-rustls
//!   (robomod's [`super::tls`] roots plus the optional CA file), STARTTLS is lettre's upgrade;
//! - a batch of mails goes out over up to `pool_size` connections at once, each taking the next
//!   mail when its last one is accepted, with no NOOP: a connection kept from an earlier batch
//!   that turns out dead is replaced and the mail sent again on the new one;
//! - connections idle for [`IDLE_LIMIT`] are closed before the next batch (servers drop idle
//!   clients after a few minutes), and a connection is used for at most [`MAX_AGE`] (then
//!   closed with QUIT and opened again), so that after `postfix reload` (a new smtpd, a new
//!   milter setting such as DKIM signing) robomod's mail goes through the new one within
//!   seconds, not over an old smtpd kept alive by a steady stream of mail;
//! - a failure to connect, or a second broken connection in a row, stops the batch: the mails
//!   not yet tried stay due ([`super::transport::Transport::send_all`] says which).
//!
//! `security = "none"` speaks plain SMTP (a local MTA on 127.0.0.1:25); the config allows it
//! only to this machine unless `allow_plaintext` is set.

use super::compose::{Encoded, compose_with};
use super::transport::{SendError, SmtpSetupError, Transport};
use crate::clock::Clock;
use crate::config::{Security, SmtpConfig};
use crate::outgoing::OutgoingMail;
use lettre::address::Envelope;
use lettre::transport::smtp::authentication::{Credentials, DEFAULT_MECHANISMS};
use lettre::transport::smtp::client::{AsyncSmtpConnection, AsyncTokioStream, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

/// A connection unused this long is closed rather than reused.
pub const IDLE_LIMIT: Duration = Duration::from_secs(30);

/// A connection this old is closed and opened again before its next mail.
pub const MAX_AGE: Duration = Duration::from_secs(10);

/// A connection and when it was opened.
type Conn = (AsyncSmtpConnection, Instant);

/// SMTP over up to `pool_size` parallel connections with `TCP_NODELAY`.
pub struct SmtpTransport {
    rt: tokio::runtime::Runtime,
    link: Arc<Link>,
    /// Connections kept between batches, with when each was last used.
    idle: Vec<(Conn, Instant)>,
    pool_size: usize,
    clock: Arc<dyn Clock>,
    max_age: Duration,
}

/// How to open one connection, shared by the workers of a batch.
struct Link {
    host: String,
    port: u16,
    security: Security,
    /// lettre's parameters, for STARTTLS.
    starttls: TlsParameters,
    /// For implicit TLS.
    connector: tokio_rustls::TlsConnector,
    credentials: Option<Credentials>,
    timeout: Duration,
    hello: ClientId,
}

/// One mail ready for the wire.
struct Wire {
    index: usize,
    envelope: Envelope,
    bytes: Vec<u8>,
}

impl SmtpTransport {
    /// Builds the transport; the password comes from the environment variable the config names.
    /// Nothing connects until the first send.
    pub fn new(config: &SmtpConfig, clock: Arc<dyn Clock>) -> Result<Self, SmtpSetupError> {
        use lettre::transport::smtp::client::Certificate;
        let tls_err = |message: String| SmtpSetupError::Tls {
            host: config.host.clone(),
            message,
        };
        let mut params = TlsParameters::builder(config.host.clone());
        if let Some(path) = &config.ca_file {
            let pem = std::fs::read(path).map_err(|source| SmtpSetupError::CaFile {
                path: path.clone(),
                source,
            })?;
            let cert = Certificate::from_pem(&pem).map_err(|e| tls_err(e.to_string()))?;
            params = params.add_root_certificate(cert);
        }
        let starttls = params.build_rustls().map_err(|e| tls_err(e.to_string()))?;
        let rustls = super::tls::client_config(config.ca_file.as_deref())
            .map_err(|e| tls_err(e.to_string()))?;
        let credentials = config
            .credentials()?
            .map(|(user, password)| Credentials::new(user, password));
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| tls_err(format!("cannot start the network runtime: {e}")))?;
        Ok(SmtpTransport {
            rt,
            link: Arc::new(Link {
                host: config.host.clone(),
                port: config.port(),
                security: config.security,
                starttls,
                connector: tokio_rustls::TlsConnector::from(rustls),
                credentials,
                timeout: Duration::from_secs(config.timeout_secs.max(1)),
                hello: ClientId::default(),
            }),
            idle: Vec::new(),
            pool_size: config.pool_size.max(1) as usize,
            clock,
            max_age: MAX_AGE,
        })
    }

    /// Another [`MAX_AGE`] (tests).
    pub fn with_max_age(mut self, max_age: Duration) -> Self {
        self.max_age = max_age;
        self
    }

    /// Opens one connection (greeting, TLS, login) and says goodbye: whether mail could be
    /// sent now (`robomod doctor`).
    pub fn probe(&mut self) -> Result<(), SendError> {
        let link = self.link.clone();
        self.rt.block_on(async move {
            let c = link.connect().await?;
            close(vec![c]).await;
            Ok(())
        })
    }

    /// Sends `mails` over up to `pool_size` connections; see
    /// [`super::transport::Transport::send_all`] for what the result says.
    pub fn send_all(&mut self, mails: &[&OutgoingMail]) -> Vec<Option<Result<(), SendError>>> {
        let now = self.clock.now();
        let mut results: Vec<Option<Result<(), SendError>>> = Vec::with_capacity(mails.len());
        let mut work = Vec::with_capacity(mails.len());
        // A round's pictures go with each of its players' reports: encoded once.
        let mut encoded = Encoded::default();
        for (index, mail) in mails.iter().enumerate() {
            match compose_with(mail, now, &mut encoded) {
                Ok(msg) => {
                    work.push(Wire {
                        index,
                        envelope: msg.envelope().clone(),
                        bytes: msg.formatted(),
                    });
                    results.push(None);
                }
                Err(e) => results.push(Some(Err(e.into()))),
            }
        }
        if work.is_empty() {
            return results;
        }
        let workers = self.pool_size.min(work.len());
        let mut kept: Vec<Conn> = Vec::new();
        let mut stale = Vec::new();
        let max_age = self.max_age;
        for ((conn, opened), since) in self.idle.drain(..) {
            if since.elapsed() < IDLE_LIMIT && opened.elapsed() < max_age && kept.len() < workers {
                kept.push((conn, opened));
            } else {
                stale.push(conn);
            }
        }
        let link = self.link.clone();
        let work = Arc::new(work);
        let first = work[0].index;
        let done = self.rt.block_on(async move {
            close(stale).await;
            // One connection first: when the server is down, one mail says so and the rest
            // stay due without a failure counted against them.
            if kept.is_empty() {
                match link.connect().await {
                    Ok(c) => kept.push((c, Instant::now())),
                    Err(e) => return Err(e),
                }
            }
            let next = Arc::new(AtomicUsize::new(0));
            let stop = Arc::new(AtomicBool::new(false));
            let mut set = tokio::task::JoinSet::new();
            for w in 0..workers {
                let conn = kept.pop();
                let shared = (link.clone(), work.clone(), next.clone(), stop.clone());
                set.spawn(async move { worker(w, conn, max_age, shared).await });
            }
            let mut done = Vec::with_capacity(workers);
            while let Some(r) = set.join_next().await {
                // A worker cannot panic short of a bug in lettre; its mails then stay due.
                if let Ok(r) = r {
                    done.push(r);
                }
            }
            Ok(done)
        });
        let done = match done {
            Ok(done) => done,
            Err(e) => {
                results[first] = Some(Err(e));
                return results;
            }
        };
        for (outcomes, conn) in done {
            for (index, r) in outcomes {
                results[index] = Some(r);
            }
            if let Some(c) = conn {
                self.idle.push((c, Instant::now()));
            }
        }
        results
    }
}

type Shared = (Arc<Link>, Arc<Vec<Wire>>, Arc<AtomicUsize>, Arc<AtomicBool>);
type Outcomes = Vec<(usize, Result<(), SendError>)>;

/// Sends the next mail of the batch until none is left or the batch stops; returns what
/// happened to each mail it took and its connection if still good.
async fn worker(
    w: usize,
    kept: Option<Conn>,
    max_age: Duration,
    (link, work, next, stop): Shared,
) -> (Outcomes, Option<Conn>) {
    let mut out = Vec::new();
    let (mut conn, mut opened) = match kept {
        Some((c, at)) => (Some(c), at),
        None => (None, Instant::now()),
    };
    while !stop.load(Ordering::SeqCst) {
        let i = next.fetch_add(1, Ordering::SeqCst);
        let Some(mail) = work.get(i) else { break };
        // Old enough: said goodbye to, and a new one opened (see the module doc).
        if opened.elapsed() >= max_age
            && let Some(old) = conn.take()
        {
            close(vec![old]).await;
        }
        // A kept connection may have been closed by the server meanwhile: one more try on a
        // fresh one. A fresh connection that breaks means the server is in trouble.
        let mut fresh = conn.is_none();
        let result = loop {
            let c = match conn.as_mut() {
                Some(c) => c,
                None => match link.connect().await {
                    Ok(c) => {
                        fresh = true;
                        opened = Instant::now();
                        conn.insert(c)
                    }
                    Err(e) => break Err(e),
                },
            };
            match tokio::time::timeout(link.timeout, c.send(&mail.envelope, &mail.bytes)).await {
                Ok(Ok(_)) => break Ok(()),
                Ok(Err(e)) if e.is_permanent() => break Err(SendError::Rejected(e.to_string())),
                Ok(Err(e)) if e.is_transient() => break Err(SendError::Deferred(e.to_string())),
                Ok(Err(e)) => {
                    conn = None;
                    if fresh {
                        break Err(link.unavailable(e));
                    }
                    tracing::debug!(worker = w, "kept SMTP connection broke ({e}); reconnecting");
                    fresh = true;
                }
                Err(_) => {
                    conn = None;
                    break Err(link.unavailable(format!("no answer in {:?}", link.timeout)));
                }
            }
        };
        // lettre ends a session that saw an error (it sends QUIT): open a new one next time.
        if conn.as_ref().is_some_and(|c| c.has_broken()) {
            conn = None;
        }
        if let Err(e) = &result
            && e.stops_batch()
        {
            stop.store(true, Ordering::SeqCst);
        }
        out.push((mail.index, result));
    }
    (out, conn.map(|c| (c, opened)))
}

impl Link {
    fn unavailable(&self, e: impl std::fmt::Display) -> SendError {
        SendError::Unavailable(format!("SMTP {}:{}: {e}", self.host, self.port))
    }

    /// Opens, greets, encrypts and logs in one connection.
    async fn connect(&self) -> Result<AsyncSmtpConnection, SendError> {
        match tokio::time::timeout(self.timeout, self.open()).await {
            Ok(r) => r.map_err(|e| self.unavailable(e)),
            Err(_) => Err(self.unavailable(format!("cannot connect in {:?}", self.timeout))),
        }
    }

    async fn open(&self) -> Result<AsyncSmtpConnection, String> {
        let tcp = TcpStream::connect((self.host.as_str(), self.port))
            .await
            .map_err(|e| format!("cannot connect: {e}"))?;
        // The point of this module: without it every mail waits for a delayed ACK.
        tcp.set_nodelay(true)
            .map_err(|e| format!("cannot set TCP_NODELAY: {e}"))?;
        let stream: Box<dyn AsyncTokioStream> = match self.security {
            Security::Tls => {
                let name = rustls::pki_types::ServerName::try_from(self.host.clone())
                    .map_err(|e| format!("not a TLS server name: {e}"))?;
                let tls = self
                    .connector
                    .connect(name, tcp)
                    .await
                    .map_err(|e| format!("TLS: {e}"))?;
                Box::new(TlsTcp(tls))
            }
            Security::Starttls | Security::None => Box::new(tcp),
        };
        let mut conn = AsyncSmtpConnection::connect_with_transport(stream, &self.hello)
            .await
            .map_err(|e| e.to_string())?;
        if self.security == Security::Starttls {
            conn.starttls(self.starttls.clone(), &self.hello)
                .await
                .map_err(|e| format!("STARTTLS: {e}"))?;
        }
        if let Some(credentials) = &self.credentials {
            conn.auth(DEFAULT_MECHANISMS, credentials)
                .await
                .map_err(|e| format!("login failed: {e}"))?;
        }
        Ok(conn)
    }
}

/// Says goodbye on connections that will not be used again (best effort, briefly).
async fn close(conns: Vec<AsyncSmtpConnection>) {
    for mut c in conns {
        let _ = tokio::time::timeout(Duration::from_secs(1), c.quit()).await;
    }
}

impl Drop for SmtpTransport {
    fn drop(&mut self) {
        let idle: Vec<_> = self.idle.drain(..).map(|((c, _), _)| c).collect();
        if !idle.is_empty() {
            self.rt.block_on(close(idle));
        }
    }
}

/// A TLS stream lettre can drive (it knows only plain tokio streams for "existing transports").
#[derive(Debug)]
struct TlsTcp(tokio_rustls::client::TlsStream<TcpStream>);

impl AsyncRead for TlsTcp {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl AsyncWrite for TlsTcp {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.0).poll_write(cx, buf)
    }
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }
    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

impl AsyncTokioStream for TlsTcp {
    fn peer_addr(&self) -> std::io::Result<std::net::SocketAddr> {
        self.0.get_ref().0.peer_addr()
    }
}

impl Transport for SmtpTransport {
    fn send(&mut self, mail: &OutgoingMail) -> Result<(), SendError> {
        super::transport::alone(self.send_all(&[mail]), "the mail was not tried")
    }
    fn send_all(&mut self, mails: &[&OutgoingMail]) -> Vec<Option<Result<(), SendError>>> {
        SmtpTransport::send_all(self, mails)
    }
}
