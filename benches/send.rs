//! Sending speed (issue 15), measured side by side in one run against Postfix's `smtp-sink` on
//! loopback (the `postfix` package ships `smtp-sink` and `smtp-source`; TLS goes through
//! `stunnel4` in front of the same sink, since smtp-sink speaks plain SMTP only):
//!
//! 1. the reference: `smtp-source` sending N mails of the same size as robomod's, with one
//!    session and with as many sessions as robomod's pool;
//! 2. robomod's flusher (`flush` over `SmtpTransport`, pool of 4, batches of 100, an outbox in
//!    memory) sending N round reports in plain SMTP (`security = "none"`), then over TLS;
//! 3. the outbox: flushing 20,000 queued mails out of the moderator's SQLite outbox (a
//!    transport that discards, so the store's cost alone is timed) with no sent history, then
//!    with 1,000,000 sent rows already in the table.
//!
//! `cargo bench --bench send` runs N = 20,000; without `--bench` (as `cargo test --benches`
//! would) it does 300 and a 10,000-row history. Figures are recorded in docs/mail.md.

use chrono::{DateTime, Utc};
use robomod::clock::{Clock, TestClock};
use robomod::config::{Security, SmtpConfig};
use robomod::mail::flush::Backoff;
use robomod::mail::smtp::SmtpTransport;
use robomod::mail::{OutboxQueue, Outcome, QueuedMail, SendError, Transport, flush};
use robomod::moderator::{Moderator, ModeratorConfig};
use robomod::outgoing::{MailKind, OutgoingMail};
use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

const POOL: u32 = 4;
const BATCH: usize = 100;

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .expect("a port")
        .local_addr()
        .expect("an address")
        .port()
}

fn wait_listening(port: u16) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "nothing listens on {port}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

struct Killed(Child);
impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A round report as robomod sends it: ~3 KB of board and log.
fn report(n: usize) -> OutgoingMail {
    let mut body = String::from("Round 7 of game 12. Your program ran as follows.\n\n");
    for row in 0..12 {
        body.push_str(&format!(
            "{:>2} | .  .  R1 .  .  #  .  .  B2 .  .  . | {row}\n",
            12 - row
        ));
    }
    for step in 0..40 {
        body.push_str(&format!(
            "Step {step:>2}: red moves 2 north, pushes blue into the pit; beam hits yellow.\n"
        ));
    }
    OutgoingMail {
        kind: MailKind::RoundReport,
        message_id: format!("<r{n}.g12.bench@example.test>"),
        from: "robomod <robomod@example.test>".into(),
        to: format!("Player {n} <p{n}@example.test>"),
        reply_to: Some("robomod+g12.k7Qf3@example.test".into()),
        subject: "[robomod g12 k7Qf3] Round 7 report".into(),
        in_reply_to: None,
        references: Vec::new(),
        body,
        attachments: Vec::new(),
        html: None,
    }
}

/// An outbox in memory: only the wire is timed.
struct MemQueue {
    mails: Vec<QueuedMail>,
    next: usize,
}

impl OutboxQueue for MemQueue {
    type Error = std::convert::Infallible;
    fn due(&mut self, _: DateTime<Utc>, limit: usize) -> Result<Vec<QueuedMail>, Self::Error> {
        let end = (self.next + limit).min(self.mails.len());
        let out = self.mails[self.next..end].to_vec();
        self.next = end;
        Ok(out)
    }
    fn settle(&mut self, outcomes: &[(i64, Outcome)], _: DateTime<Utc>) -> Result<(), Self::Error> {
        assert!(
            outcomes.iter().all(|(_, o)| *o == Outcome::Sent),
            "{outcomes:?}"
        );
        Ok(())
    }
}

fn clock() -> Arc<TestClock> {
    Arc::new(TestClock::at_str("2026-03-02T10:00:00Z"))
}

/// Sends `n` reports through robomod's flusher; mails per second.
fn robomod_rate(config: &SmtpConfig, n: usize) -> f64 {
    let clock = clock();
    let mut t = SmtpTransport::new(config, clock.clone()).expect("a transport");
    let mut q = MemQueue {
        mails: (0..n)
            .map(|i| QueuedMail {
                id: i as i64,
                mail: report(i),
                attempts: 0,
            })
            .collect(),
        next: 0,
    };
    let start = Instant::now();
    let mut sent = 0;
    while sent < n {
        let r = flush(&mut q, &mut t, &*clock, BATCH, Backoff::default()).expect("flushed");
        assert_eq!(r.failed + r.dead + r.deferred, 0, "{r:?}");
        sent += r.sent;
    }
    n as f64 / start.elapsed().as_secs_f64()
}

/// smtp-source's rate for `n` mails of `len` bytes over `sessions` sessions.
fn source_rate(port: u16, n: usize, len: usize, sessions: u32) -> f64 {
    let start = Instant::now();
    let status = Command::new("smtp-source")
        .args(["-s", &sessions.to_string(), "-m", &n.to_string()])
        .args(["-l", &len.to_string(), "-f", "robomod@example.test"])
        .args(["-t", "p@example.test", &format!("127.0.0.1:{port}")])
        .status()
        .expect("smtp-source runs");
    assert!(status.success());
    n as f64 / start.elapsed().as_secs_f64()
}

fn sink(port: u16) -> Killed {
    let child = Command::new("smtp-sink")
        .args(["-u", "root", &format!("127.0.0.1:{port}"), "256"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("smtp-sink starts (package postfix)");
    wait_listening(port);
    Killed(child)
}

/// stunnel in front of the sink: TLS on `tls_port`, with a fresh self-signed certificate for
/// `localhost` signed by a throwaway CA (whose PEM is returned for robomod to trust).
fn stunnel(dir: &Path, tls_port: u16, sink_port: u16) -> Option<(Killed, std::path::PathBuf)> {
    // A throwaway CA and a certificate for localhost signed by it (as the mail tests make).
    let ec = [
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
    ];
    std::fs::write(dir.join("ext.cnf"), "subjectAltName=DNS:localhost\n").ok()?;
    let steps: [Vec<&str>; 3] = [
        [
            &["req", "-x509"][..],
            &ec,
            &["-keyout", "ca.key", "-out", "ca.pem", "-days", "1"],
        ]
        .concat()
        .into_iter()
        .chain([
            "-subj",
            "/CN=bench CA",
            "-addext",
            "basicConstraints=critical,CA:TRUE",
        ])
        .chain(["-addext", "keyUsage=critical,keyCertSign,cRLSign"])
        .collect(),
        [
            &["req"][..],
            &ec,
            &["-keyout", "key.pem", "-out", "server.csr"],
        ]
        .concat()
        .into_iter()
        .chain(["-subj", "/CN=localhost"])
        .collect(),
        vec![
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-CAcreateserial",
            "-out",
            "cert.pem",
            "-days",
            "1",
            "-extfile",
            "ext.cnf",
        ],
    ];
    for args in steps {
        let ok = Command::new("openssl")
            .current_dir(dir)
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            return None;
        }
    }
    let (cert, key) = (dir.join("cert.pem"), dir.join("key.pem"));
    let conf = dir.join("stunnel.conf");
    std::fs::write(
        &conf,
        format!(
            "foreground = yes\npid =\n[smtps]\naccept = 127.0.0.1:{tls_port}\n\
             connect = 127.0.0.1:{sink_port}\ncert = {}\nkey = {}\n",
            cert.display(),
            key.display()
        ),
    )
    .ok()?;
    let child = Command::new("stunnel4")
        .arg(&conf)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    wait_listening(tls_port);
    Some((Killed(child), dir.join("ca.pem")))
}

fn wire(n: usize) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let port = free_port();
    let _sink = sink(port);
    let plain = SmtpConfig {
        host: "127.0.0.1".into(),
        port: Some(port),
        security: Security::None,
        user: None,
        password_env: None,
        ca_file: None,
        pool_size: POOL,
        timeout_secs: 30,
        allow_plaintext: false,
    };
    let size = robomod::mail::compose::render(&report(0), clock().now())
        .expect("a mail")
        .len();
    println!("send: {n} mails of {size} bytes to smtp-sink on loopback, best of 3");
    let best = |f: &dyn Fn() -> f64| (0..3).map(|_| f()).fold(0.0, f64::max);
    let one = best(&|| source_rate(port, n, size, 1));
    let pool = best(&|| source_rate(port, n, size, POOL));
    let ours = best(&|| robomod_rate(&plain, n));
    println!("  smtp-source, 1 session        {one:>8.0} mails/s");
    println!("  smtp-source, {POOL} sessions       {pool:>8.0} mails/s");
    println!(
        "  robomod plain, pool {POOL}        {ours:>8.0} mails/s  ratio {:.2} (1 session) {:.2} ({POOL})",
        ours / one,
        ours / pool
    );
    let tls_port = free_port();
    match stunnel(dir.path(), tls_port, port) {
        Some((_tunnel, cert)) => {
            let tls = SmtpConfig {
                host: "localhost".into(),
                port: Some(tls_port),
                security: Security::Tls,
                ca_file: Some(cert),
                ..plain.clone()
            };
            let ours = best(&|| robomod_rate(&tls, n));
            println!(
                "  robomod TLS (stunnel), pool {POOL} {ours:>8.0} mails/s  ratio {:.2} (1 session) {:.2} ({POOL})",
                ours / one,
                ours / pool
            );
        }
        None => println!("  TLS skipped: stunnel4 or openssl is not installed"),
    }
}

/// A transport that accepts everything and keeps nothing: the outbox's own cost.
struct Discard;
impl Transport for Discard {
    fn send(&mut self, _: &OutgoingMail) -> Result<(), SendError> {
        Ok(())
    }
}

fn outbox(queued: usize, history: usize) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let clock = clock();
    let m = Moderator::open(
        &dir.path().join("bench.sqlite"),
        clock.clone() as Arc<dyn Clock>,
        ModeratorConfig::default(),
    )
    .expect("a database");
    let json = serde_json::to_string(&report(0)).expect("json");
    let now = clock.now().timestamp();
    let fill = |m: &Moderator, state: &str, count: usize, from: usize| {
        m.with_connection(|c| {
            let tx = c.transaction().expect("tx");
            {
                let mut st = tx
                    .prepare(
                        "INSERT INTO outbox (kind, recipient, message_id, mail, state, queued_at,
                         next_attempt_at, sent_at) VALUES ('report', ?1, ?2, ?3, ?4, ?5, ?5, ?5)",
                    )
                    .expect("insert");
                for i in from..from + count {
                    st.execute(rusqlite::params![
                        format!("p{}@example.test", i % 997),
                        format!("<h{i}@example.test>"),
                        json,
                        state,
                        now - 1
                    ])
                    .expect("a row");
                }
            }
            tx.commit().expect("commit");
        })
    };
    let time_flush = |m: &mut Moderator| {
        let start = Instant::now();
        let mut sent = 0;
        loop {
            let r = flush(
                &mut m.outbox(),
                &mut Discard,
                &*clock,
                BATCH,
                Backoff::default(),
            )
            .expect("flush");
            sent += r.sent;
            if r.sent < BATCH {
                break;
            }
        }
        assert_eq!(sent, queued);
        start.elapsed().as_secs_f64() * 1e6 / queued as f64
    };
    let mut m = m;
    fill(&m, "queued", queued, 0);
    let fresh = time_flush(&mut m);
    let t = Instant::now();
    fill(&m, "sent", history, queued);
    let filled = t.elapsed();
    fill(&m, "queued", queued, queued + history);
    let old = time_flush(&mut m);
    println!(
        "outbox: flush of {queued} queued mails (discarding transport), batches of {BATCH}:\n  \
         no history {fresh:>6.1} us/mail\n  {history} sent rows {old:>6.1} us/mail  \
         (history written in {:.1} s)",
        filled.as_secs_f64()
    );
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    if full {
        wire(20_000);
        outbox(20_000, 1_000_000);
    } else {
        wire(300);
        outbox(300, 10_000);
    }
}
