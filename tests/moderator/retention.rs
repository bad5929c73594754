//! What the database keeps a round (issue 50, item 3): games of the soak's mix played by mail
//! (each order a reply quoting the mail it answers, as players send them; every mail robomod
//! queues drawn and sent as the daemon does) take at most 25 KB of database a round; with
//! `mail_body_months` the bodies of older mails go, their hashes stay, and replay still checks
//! every round's mails against them.

use super::archive_growth::{game_of, play_round_with};
use crate::support::column;
use crate::support::one;
use crate::support::world::*;
use robomod::clock::Clock as _;
use robomod::mail::read::read_mail;
use robomod::moderator::ModeratorConfig;
use robomod::store;

/// The database's bytes in use (its pages less the free ones).
fn bytes_used(w: &World) -> u64 {
    w.m.with_connection(|c| store::retention::bytes_in_use(c))
        .unwrap()
}

/// The bytes each table's values take, biggest first (printed when a budget is missed).
fn by_table(w: &World) -> Vec<(String, i64)> {
    w.m.with_connection(|c| {
        let tables: Vec<String> = column(c, "SELECT name FROM sqlite_master WHERE type = 'table'");
        let mut out: Vec<(String, i64)> = tables
            .into_iter()
            .map(|t| {
                let cols: Vec<String> =
                    column(c, &format!("SELECT name FROM pragma_table_info('{t}')"));
                let sum = cols
                    .iter()
                    .map(|c| format!("COALESCE(SUM(length(\"{c}\")), 0)"))
                    .collect::<Vec<_>>()
                    .join(" + ");
                let n: i64 = one(c, &format!("SELECT {sum} FROM \"{t}\""), []);
                (t, n)
            })
            .collect();
        out.sort_by_key(|(_, n)| -n);
        out
    })
}

/// Every mail due drawn and sent, as the daemon's pass does (the pictures drawn ahead).
fn send_all(w: &World) {
    let now = w.clock.now();
    while let Some((_, _, pictures)) = w.m.outbox().pictures_due_after(now, 0, 1_000).unwrap() {
        w.m.outbox().draw_ahead(&pictures);
        for (id, _, _) in w.m.outbox().outbox_due(now, 1_000).unwrap() {
            w.m.outbox().mark_sent(id, now).unwrap();
        }
    }
}

/// One round of game `id` played by mail: each seat replies to its last mail with its
/// computer player's orders; then the deadline passes and everything is sent. `false` once the
/// game is over.
fn play_round_by_mail(w: &World, id: i64) -> bool {
    let players = w.players(id);
    let ran = play_round_with(w, id, |seat, _, mailed| {
        let p = &players[seat];
        let raw = reply(&p.address, &last_to(w, &p.address), mailed);
        let mail = read_mail(&raw, &Default::default());
        w.m.intake().handle_mail(&raw, &mail).unwrap();
        send_all(w);
        true
    });
    send_all(w);
    ran
}

/// Games of the soak's mix (RAMbots, Ricochet Pyramids, the race) played by mail, at most
/// `rounds` rounds each, in a world kept with `config`: the world, the games, the rounds run
/// and the bytes they added.
fn played(config: ModeratorConfig, rounds: usize) -> (World, Vec<i64>, u64, u64) {
    let w = world_with(ModeratorConfig {
        max_replies: u32::MAX,
        ..config
    });
    let ids: Vec<i64> = [("rambots", 3), ("ricochet", 3), ("race", 4)]
        .iter()
        .zip(7..)
        .map(|((k, n), seed)| w.m.admin().create_game(&game_of(k, *n, seed)).unwrap())
        .collect();
    send_all(&w);
    let before = bytes_used(&w);
    let mut run = 0;
    for _ in 0..rounds {
        for &id in &ids {
            w.advance(chrono::Duration::seconds(60));
            run += u64::from(play_round_by_mail(&w, id));
        }
    }
    assert!(run >= 3 * rounds as u64 / 2, "only {run} rounds ran");
    let added = bytes_used(&w) - before;
    (w, ids, run, added)
}

/// Item 3: at most 25 KB of database a round, every mail kept whole.
#[test]
fn the_database_keeps_at_most_25_kb_a_round() {
    let (w, _, rounds, added) = played(config(), 8);
    let per_round = added / rounds;
    eprintln!("database: {added} bytes for {rounds} rounds, {per_round} a round");
    assert!(
        per_round <= 25_000,
        "{per_round} bytes a round: {:?}",
        by_table(&w)
    );
    // The mails are all there, whole, and went out.
    let sent =
        w.m.outbox()
            .list(store::mail::OutboxShow::All, None)
            .unwrap();
    assert!(
        sent.iter()
            .all(|r| r.state == "sent" && r.body_sha256.is_none())
    );
    assert!(sent.len() as u64 > rounds * 3, "{} mails", sent.len());
}

/// Item 3: `mail_body_months` drops the bodies of older mails, sent and received, in slices;
/// what is queued and what is newer stays whole; replay checks the dropped bodies by their
/// hashes and finds a body that differs.
#[test]
fn old_bodies_are_dropped_their_hashes_kept_and_replay_still_checks_them() {
    let months = ModeratorConfig {
        body_months: 12,
        ..config()
    };
    let (w, ids, rounds, added) = played(months, 4);
    let none = w.m.records().drop_old_bodies(100).unwrap();
    assert_eq!(none.total(), 0, "nothing is a year old yet");
    w.advance(chrono::Duration::days(400));
    // A mail queued now, older than nothing: kept whatever happens.
    let lobby = inbound("newcomer@example.org", None, vec![]);
    w.m.intake().handle_mail(b"hello", &lobby).unwrap();
    // The room a smaller row leaves in its page comes back with a rewrite (`db compact`).
    let (nothing, _, before) = w.m.records().compact(Some(0)).unwrap();
    assert_eq!(nothing.total(), 0);
    let first = w.m.records().drop_old_bodies(10).unwrap();
    assert_eq!((first.sent, first.received), (10, 10), "a slice at most");
    let mut all = first;
    loop {
        let d = w.m.records().drop_old_bodies(1_000).unwrap();
        if d.total() == 0 {
            break;
        }
        all.sent += d.sent;
        all.received += d.received;
    }
    let (_, _, after) = w.m.records().compact(Some(0)).unwrap();
    let freed = before - after;
    eprintln!(
        "{rounds} rounds took {added} bytes; dropping {} sent and {} received bodies freed {freed}",
        all.sent, all.received
    );
    assert!(freed * 2 > added, "{freed} of {added} bytes freed");
    let rows =
        w.m.outbox()
            .list(store::mail::OutboxShow::All, None)
            .unwrap();
    let (dropped, kept): (Vec<_>, Vec<_>) = rows.iter().partition(|r| r.body_sha256.is_some());
    assert_eq!(dropped.len(), all.sent);
    assert!(
        dropped
            .iter()
            .all(|r| r.mail.body.is_empty() && r.mail.html.is_none())
    );
    assert!(
        dropped
            .iter()
            .all(|r| !r.mail.subject.is_empty() && !r.mail.to.is_empty())
    );
    assert!(
        kept.iter()
            .all(|r| r.state == "queued" && !r.mail.body.is_empty()),
        "only what is still queued keeps its body: {:?}",
        kept.iter().map(|r| &r.state).collect::<Vec<_>>()
    );
    let raws: Vec<Vec<u8>> = w.m.with_connection(|c| {
        let ids: Vec<i64> = column(c, "SELECT id FROM inbox ORDER BY id");
        ids.iter()
            .map(|&id| store::inbox::inbox_raw(c, id).unwrap().unwrap())
            .collect()
    });
    assert_eq!(raws.iter().filter(|r| r.is_empty()).count(), all.received);
    assert!(
        raws.last().is_some_and(|r| r == b"hello"),
        "the newest is kept"
    );
    for &id in &ids {
        let r = w.m.rounds().replay(id).unwrap();
        assert_eq!(r.mismatch, None, "game {id}");
        assert!(r.mails > 0, "game {id}: no mail checked");
    }
    // A body that differs from the one sent is found, by its hash.
    let report = dropped
        .iter()
        .find(|r| r.mail.kind == robomod::outgoing::MailKind::RoundReport)
        .expect("a round report dropped");
    w.m.with_connection(|c| {
        c.execute(
            "UPDATE outbox SET body_sha256 = ?2 WHERE id = ?1",
            rusqlite::params![report.id.0, store::retention::body_sha256("another text")],
        )
        .unwrap()
    });
    let game = report.ctx.game.unwrap();
    let m =
        w.m.rounds()
            .replay(game)
            .unwrap()
            .mismatch
            .expect("a mismatch");
    assert!(m.what.contains("SHA-256 of its dropped body"), "{m}");
}

/// The setting is off by default: nothing is dropped, however old.
#[test]
fn with_no_setting_every_body_is_kept_for_ever() {
    let (w, _, _, _) = played(config(), 1);
    w.advance(chrono::Duration::days(3_650));
    assert_eq!(w.m.records().drop_old_bodies(1_000).unwrap().total(), 0);
}
