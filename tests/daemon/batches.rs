//! Batch boundaries change nothing: the same mails in the Maildir, handled in batches of 1, 7
//! or 200 (one transaction each, a savepoint per mail), leave the same rounds, the same mails
//! queued (byte for byte) and the same failures, including a duplicate, a typo and a mail
//! whose handling fails in the middle of a batch. The daemon marks the last batch and reads the
//! next while one is handled: each mail is still fetched once (`fetched` counts them) and
//! every mail handled ends up marked.

use crate::support::site::*;
use robomod::clock::{Clock, TestClock};
use robomod::daemon::Daemon;
use std::sync::Arc;

/// What a run leaves: every round's report, every queued mail, every failure.
#[derive(Debug, PartialEq)]
struct Record {
    rounds: Vec<(i64, u32, String)>,
    mails: Vec<(String, String, String, String)>,
    failures: Vec<(String, u32)>,
}

fn run(batch: usize) -> Record {
    let site = Site::with(&format!("[inbound]\nbatch = {batch}\n"));
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
    let (a, b) = (
        site.new_game(clock.clone(), &["Ann", "Bob"]),
        site.new_game(clock.clone(), &["Cat", "Dan"]),
    );
    let broken = site.new_game(clock.clone(), &["Eve", "Fay"]);
    super::poison::fail_mails_from(&site.db(), "eve@example.org");
    let (ka, kb, kx) = (site.keys(a), site.keys(b), site.keys(broken));
    let mut mails = Vec::new();
    let mut mail = |name: &str, game: i64, key: &str, mid: &str, body: &str| {
        mails.push(player_mail(name, game, key, mid, body));
    };
    mail("Ann", a, &ka[0], "a1", "GOALS 1Y 3R 2G 1B");
    mail("Cat", b, &kb[0], "c1", "GOALS 2Y 1R 3G 1B");
    mail("Eve", broken, &kx[0], "e1", "GOALS 1Y 3R 2G 1B");
    mail("Bob", a, &ka[1], "b1", "GOALS 2Y 1R 3G 1B");
    mail("Ann", a, &ka[0], "a1", "GOALS 1Y 3R 2G 1B");
    mail("Dan", b, &kb[1], "d1", "GOALS 1Y 3R 2G 1B\nSTATUS");
    mail("Ann", a, &ka[0], "a2", "PROGRAM 9ZZ");
    mail("Ann", a, &ka[0], "a3", "PASS");
    mail("Cat", b, &kb[0], "c2", "PASS");
    mail("Bob", a, &ka[1], "b2", "PASS");
    mail("Dan", b, &kb[1], "d2", "PASS");
    mail("Ann", a, &ka[0], "a4", "PASS");
    // Fixed names, so the Maildir order is the same in every run.
    let new = site.config.maildir_path().join("new");
    std::fs::create_dir_all(&new).unwrap();
    for (i, raw) in mails.iter().enumerate() {
        std::fs::write(new.join(format!("{:04}.test", i + 1)), raw).unwrap();
    }
    let mut d = Daemon::new(&site.config, clock).unwrap();
    let r = d.pass().unwrap();
    assert_eq!(
        (r.fetched, r.failed, r.duplicates),
        (12, 1, 1),
        "batch {batch}: {r:?}"
    );
    // Every mail handled is marked, the last batch's too (marked after the pipeline ends);
    // the failing one stays in new/ for the next pass.
    let files = |sub: &str| {
        std::fs::read_dir(site.config.maildir_path().join(sub))
            .unwrap()
            .count()
    };
    assert_eq!((files("new"), files("cur")), (1, 11), "batch {batch}");
    // The intake's commits did not wait for the disk; after it, commits wait again (FULL).
    let sync: i64 = d.moderator().with_connection(|c| {
        c.pragma_query_value(None, "synchronous", |r| r.get(0))
            .unwrap()
    });
    assert_eq!(sync, 2, "synchronous = FULL after the pass");

    let c = site.db();
    let mut q = c
        .prepare("SELECT game_id, number, report FROM rounds ORDER BY game_id, number")
        .unwrap();
    let rounds = q
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mails = robomod::store::mail::outbox_since(&c, robomod::store::mail::OutboxId(0))
        .unwrap()
        .into_iter()
        .map(|r| (r.mail.to, r.mail.message_id, r.mail.subject, r.mail.body))
        .collect();
    let failures = d
        .moderator()
        .intake()
        .failed_mails()
        .unwrap()
        .into_iter()
        .map(|f| (f.dedup, f.attempts))
        .collect();
    Record {
        rounds,
        mails,
        failures,
    }
}

#[test]
fn batch_boundaries_change_nothing() {
    let one = run(1);
    // Setup and round 1 of both games ran; Eve's mail failed once; nothing else failed.
    let games: Vec<(i64, u32)> = one.rounds.iter().map(|r| (r.0, r.1)).collect();
    assert_eq!(games, [(1, 1), (1, 2), (2, 1), (2, 2)]);
    assert_eq!(one.failures, [("mid:e1@example.org".to_string(), 1)]);
    assert!(
        one.mails
            .iter()
            .any(|m| m.2.contains("problems in your mail"))
    );
    assert_eq!(run(7), one, "batches of 7");
    assert_eq!(run(200), one, "one batch");
}
