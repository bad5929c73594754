//! robomod's SMTP transport against Postfix's smtp-sink and a recording responder: a batch goes
//! out over parallel connections and every mail arrives once; connections are kept between
//! batches with no NOOP before a mail; a kept connection that the server dropped is replaced
//! without losing the mail; a server that is down costs one failed attempt, not one per mail.

use super::compose::sample;
use crate::support::mailservers::free_ports;
use crate::support::sink::{Recorder, Sink, binary};
use robomod::config::{Security, SmtpConfig};
use robomod::mail::flush::Backoff;
use robomod::mail::smtp::SmtpTransport;
use robomod::mail::{OutboxQueue, Outcome, QueuedMail, SendError, Transport, flush};
use robomod::outgoing::{MailKind, OutgoingMail};

fn config(port: u16, pool_size: u32) -> SmtpConfig {
    SmtpConfig {
        host: "127.0.0.1".into(),
        port: Some(port),
        security: Security::None,
        user: None,
        password_env: None,
        ca_file: None,
        pool_size,
        timeout_secs: 5,
        allow_plaintext: false,
    }
}

fn report(n: usize) -> OutgoingMail {
    let mut m = sample(MailKind::RoundReport, &format!("Round report {n}\n"));
    m.message_id = format!("<r{n}.sink@example.test>");
    m
}

use crate::support::clock::morning as clock;

fn all_ok(r: &[Option<Result<(), SendError>>]) -> bool {
    r.iter().all(|r| matches!(r, Some(Ok(()))))
}

#[test]
fn a_batch_arrives_whole_over_parallel_connections_and_a_restarted_server_is_reconnected() {
    let Some(bin) = binary("a_batch_arrives_whole") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let [port] = free_ports::<1>();
    let sink = Sink::start(&bin, port, &dir.path().join("a"), &[]);
    let mut t = SmtpTransport::new(&config(port, 4), clock()).expect("a transport");
    let mails: Vec<OutgoingMail> = (0..40).map(report).collect();
    let refs: Vec<&OutgoingMail> = mails.iter().collect();
    let r = t.send_all(&refs);
    assert!(all_ok(&r), "{r:?}");
    assert_eq!(sink.received(40), 40);
    let got = sink.mails();
    for n in 0..40 {
        let id = format!("Message-ID: <r{n}.sink@example.test>");
        assert_eq!(got.iter().filter(|m| m.contains(&id)).count(), 1, "{id}");
    }
    // The server goes away and another takes its port: the four kept connections are dead.
    sink.stop();
    let sink = Sink::start(&bin, port, &dir.path().join("b"), &[]);
    let r = t.send_all(&refs[..10]);
    assert!(all_ok(&r), "{r:?}");
    assert_eq!(sink.received(10), 10);
}

#[test]
fn connections_are_kept_between_batches_and_no_noop_precedes_a_mail() {
    let rec = Recorder::start();
    let mut t = SmtpTransport::new(&config(rec.port, 1), clock()).expect("a transport");
    let mails: Vec<OutgoingMail> = (0..3).map(report).collect();
    let refs: Vec<&OutgoingMail> = mails.iter().collect();
    assert!(all_ok(&t.send_all(&refs)));
    assert!(all_ok(&t.send_all(&refs)));
    t.send(&mails[0]).expect("sent");
    drop(t);
    let sessions = rec.sessions();
    assert_eq!(sessions.len(), 1, "one connection for all: {sessions:?}");
    let s = &sessions[0];
    assert_eq!(s.iter().filter(|c| *c == "DATA").count(), 7);
    assert!(!s.iter().any(|c| c == "NOOP" || c == "RSET"), "{s:?}");
    assert_eq!(s.first().map(String::as_str), Some("EHLO"));
    assert_eq!(
        s.last().map(String::as_str),
        Some("QUIT"),
        "closed politely"
    );
}

/// Issue 40: a connection older than its maximum age is closed (QUIT) and a new one opened
/// before the next mail, so that after `postfix reload` mail goes through the new smtpd (and
/// its milters) within seconds.
#[test]
fn a_connection_past_its_age_is_replaced_before_the_next_mail() {
    let rec = Recorder::start();
    let mut t = SmtpTransport::new(&config(rec.port, 1), clock())
        .expect("a transport")
        .with_max_age(std::time::Duration::from_millis(200));
    let mails: Vec<OutgoingMail> = (0..2).map(report).collect();
    let refs: Vec<&OutgoingMail> = mails.iter().collect();
    assert!(all_ok(&t.send_all(&refs)));
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(all_ok(&t.send_all(&refs)));
    drop(t);
    let sessions = rec.sessions();
    assert_eq!(sessions.len(), 2, "{sessions:?}");
    for s in &sessions {
        assert_eq!(s.iter().filter(|c| *c == "DATA").count(), 2, "{s:?}");
        assert_eq!(s.last().map(String::as_str), Some("QUIT"), "{s:?}");
    }
}

/// An outbox of `n` mails in memory, for the flusher.
struct Queue(Vec<(QueuedMail, Option<Outcome>)>);

impl OutboxQueue for Queue {
    type Error = std::convert::Infallible;
    fn due(
        &mut self,
        _now: chrono::DateTime<chrono::Utc>,
        limit: usize,
    ) -> Result<Vec<QueuedMail>, Self::Error> {
        Ok(self
            .0
            .iter()
            .filter(|(_, o)| !matches!(o, Some(Outcome::Sent)))
            .take(limit)
            .map(|(q, _)| q.clone())
            .collect())
    }
    fn settle(
        &mut self,
        outcomes: &[(i64, Outcome)],
        _now: chrono::DateTime<chrono::Utc>,
    ) -> Result<(), Self::Error> {
        for (id, o) in outcomes {
            self.0[*id as usize].1 = Some(o.clone());
        }
        Ok(())
    }
}

#[test]
fn a_server_that_is_down_costs_one_attempt_and_the_rest_stay_due() {
    let [port] = free_ports::<1>(); // nothing listens there
    let clock = clock();
    let mut t = SmtpTransport::new(&config(port, 4), clock.clone()).expect("a transport");
    let mut q = Queue(
        (0..10)
            .map(|n| {
                let q = QueuedMail {
                    id: n as i64,
                    mail: report(n),
                    attempts: 0,
                };
                (q, None)
            })
            .collect(),
    );
    let r = flush(&mut q, &mut t, &*clock, 10, Backoff::default()).expect("flushed");
    assert_eq!((r.sent, r.failed, r.deferred), (0, 1, 9), "{r:?}");
    let e = r.last_error.expect("an error");
    assert!(e.contains(&format!("127.0.0.1:{port}")), "{e}");
    assert!(matches!(q.0[0].1, Some(Outcome::Failed { .. })));
    assert!(q.0[1..].iter().all(|(_, o)| o.is_none()));
}
