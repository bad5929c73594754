//! Crash safety, with the real binary: `robomod serve` is SIGKILLed at random points of its
//! work (after one to three steps of it seen on disk, never after a time: a loaded machine
//! kills at the same points as a quiet one) while it reads player mail (in batches of three,
//! each one transaction) and sends reports, restarted, 52 times over four rounds of 16 games.
//! Then it runs to quiescence, and the database and the outgoing folder must show:
//! - no order lost: every player mail is in the inbox table once, with exactly one submission,
//!   accepted, and one reply;
//! - no round run twice: each game's rounds are numbered 1, 2, ... without gaps, and each
//!   player has exactly one report per round;
//! - every mail sent at least once: each outbox row is `sent`, and its `.eml` (named by its
//!   Message-ID, so a resend overwrites it) carries that Message-ID; no `.eml` without a row.

use crate::support::one;
use crate::support::site::*;
use crate::support::site::{robomod, serve_quietly};
use rand::{RngExt, SeedableRng};
use robomod::clock::FileClock;
use robomod::games::GameRng;
use robomod::games::rambots::State;
use robomod::mail::transport::FileTransport;
use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

const GAMES: usize = 16;
const ROUNDS: u32 = 4;
const KILLS_PER_ROUND: usize = 13;

/// The orders seat `seat` sends now: goals in setup, else one piece from its pool (or PASS).
fn orders(state: &State, seat: usize) -> String {
    let pos = state.position();
    let me = pos.seats()[seat];
    match state.phase() {
        robomod::games::rambots::Phase::Setup => "GOALS 1Y 3R 2G 1B".into(),
        robomod::games::rambots::Phase::Programming => match pos.pool(me).pieces().next() {
            Some(p) if seat.is_multiple_of(2) => format!("PROGRAM {p}N"),
            _ => "PASS".into(),
        },
    }
}

fn live_games(site: &Site) -> Vec<(i64, u32, State)> {
    let c = robomod::store::open(&site.config.database_path()).unwrap();
    robomod::store::games::all_games(&c)
        .unwrap()
        .into_iter()
        .filter(|g| g.status.is_live())
        .map(|g| {
            (
                g.id,
                g.round,
                serde_json::from_value(g.state.into_value()).unwrap(),
            )
        })
        .collect()
}

/// `serve --once` until a pass reads and sends nothing.
fn quiesce(site: &Site, clock: &std::path::Path) {
    for _ in 0..20 {
        let out = robomod(site, clock)
            .args(["serve", "--once"])
            .output()
            .unwrap();
        let text = crate::support::cli::success(&out);
        if text.contains("read 0 mail(s)") && text.contains("sent 0 mail(s)") {
            return;
        }
    }
    panic!("robomod never went quiet");
}

#[test]
fn sigkill_at_random_points_loses_nothing_and_runs_nothing_twice() {
    let started = Instant::now();
    // Small batches: many commits and marks to land a kill between.
    let site = Site::with("[inbound]\nbatch = 3\n\n[outbound]\nbatch = 4\n");
    let clock = site.clock_file();
    for g in 0..GAMES {
        let names: Vec<String> = (0..4).map(|s| format!("P{g}x{s}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        site.new_game(Arc::new(FileClock::new(&clock)), &names);
    }
    let mut rng = GameRng::seed_from_u64(2026);
    let mut delivered: Vec<String> = Vec::new();
    let (mut kills, mut mid_work) = (0, 0);
    for round in 0..ROUNDS {
        // This round's mails, delivered a few before each restart so every run has work.
        let mut mails = Vec::new();
        for (id, _, state) in live_games(&site) {
            let keys = site.keys(id);
            for (seat, key) in keys.iter().enumerate() {
                let name = format!("P{}x{seat}", id - 1);
                let mid = format!("g{id}r{round}s{seat}");
                mails.push(player_mail(&name, id, key, &mid, &orders(&state, seat)));
                delivered.push(format!("{mid}@example.org"));
            }
        }
        // Half the round's mails before the first run, the rest a few at a time.
        let per_run = mails.len().div_ceil(2 * KILLS_PER_ROUND);
        for raw in mails.drain(..mails.len() / 2) {
            site.maildir().deliver(&raw).unwrap();
        }
        let mut mails = mails.into_iter();
        for _ in 0..KILLS_PER_ROUND {
            for raw in mails.by_ref().take(per_run) {
                site.maildir().deliver(&raw).unwrap();
            }
            let before = progress(&site);
            // Gone until the daemon's first pass ends: a pass that finds nothing to do is
            // seen so.
            let pass = robomod::daemon::last_pass::path_for(&site.config.database_path());
            let _ = std::fs::remove_file(&pass);
            let mut child = serve_quietly(&site, &clock);
            kill_at_work(&site, &mut child, before, rng.random_range(1..=3));
            kills += 1;
            let after = progress(&site);
            // Killed with work both done and left: mid-read or mid-send.
            if after != before && (after.0 > 0 || after.1 > 0) {
                mid_work += 1;
            }
        }
        quiesce(&site, &clock);
    }
    quiesce(&site, &clock);
    eprintln!(
        "{kills} kills, {mid_work} in the middle of work, {:?}",
        started.elapsed()
    );
    assert!(kills >= 50);
    assert!(mid_work >= 10, "only {mid_work} kills landed mid-work");

    let c = robomod::store::open(&site.config.database_path()).unwrap();
    // No order lost: each mail once in the inbox, one accepted submission, one reply.
    for mid in &delivered {
        let (inbox, outcome, reply): (i64, String, Option<i64>) = c
            .query_row(
                "SELECT id, outcome, reply_id FROM inbox WHERE message_id = ?1",
                [mid],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .unwrap_or_else(|e| panic!("mail {mid} lost: {e}"));
        assert_eq!(outcome, "replied", "{mid}");
        assert!(reply.is_some(), "{mid}");
        let subs: Vec<Option<String>> = c
            .prepare("SELECT canonical FROM submissions WHERE inbox_id = ?1")
            .unwrap()
            .query_map([inbox], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(subs.len(), 1, "{mid}: {subs:?}");
        assert!(subs[0].is_some(), "{mid}: orders not accepted");
    }
    let inbox_rows: i64 = one(&c, "SELECT COUNT(*) FROM inbox", []);
    assert_eq!(inbox_rows as usize, delivered.len());

    // No round run twice: rounds 1..=n per game, one report per player per round.
    let mut rounds: BTreeMap<i64, Vec<i64>> = BTreeMap::new();
    let mut stmt = c
        .prepare("SELECT game_id, number FROM rounds ORDER BY game_id, number")
        .unwrap();
    for row in stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).unwrap() {
        let (g, n): (i64, i64) = row.unwrap();
        rounds.entry(g).or_default().push(n);
    }
    assert_eq!(rounds.len(), GAMES);
    for (g, ns) in &rounds {
        assert_eq!(ns.len(), ROUNDS as usize, "game {g}: every round ran, once");
        assert_eq!(*ns, (1..=ns.len() as i64).collect::<Vec<_>>(), "game {g}");
        for n in ns {
            let reports: i64 = c
                .query_row(
                    "SELECT COUNT(*) FROM outbox WHERE game_id = ?1 AND round = ?2 \
                     AND kind IN ('round_report', 'game_over')",
                    [*g, *n],
                    |r| r.get(0),
                )
                .unwrap();
            assert_eq!(reports, 4, "game {g} round {n}");
        }
    }

    // Every mail sent at least once, recognisably: one .eml per outbox row, by Message-ID.
    let rows: Vec<(String, String)> = c
        .prepare("SELECT message_id, state FROM outbox")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let out = site.config.outgoing_path();
    let mut names = HashSet::new();
    for (mid, state) in &rows {
        assert_eq!(state, "sent", "{mid}");
        let name = FileTransport::file_name(mid);
        let text = std::fs::read_to_string(out.join(&name))
            .unwrap_or_else(|e| panic!("{mid} never written: {e}"));
        assert!(text.contains(&format!("Message-ID: {mid}")), "{name}");
        names.insert(out.join(name));
    }
    let files: HashSet<_> = site.sent().into_iter().collect();
    assert_eq!(
        files, names,
        "an .eml without an outbox row, or the other way"
    );
}

/// Kills the daemon `child` once it is seen at work: after `at` changes of its progress (a
/// player mail read, a mail queued or sent) since `before`, or as soon as nothing is left to
/// do (its first pass over, when it found nothing). Where a kill lands follows what the daemon
/// has done, not a time: a loaded machine (a daemon slow to start, slow to commit) gets kills
/// in the middle of work as a quiet one does, where a random sleep of 1-100 ms once killed
/// most runs before they began.
fn kill_at_work(site: &Site, child: &mut std::process::Child, before: Progress, at: usize) {
    let pass = robomod::daemon::last_pass::path_for(&site.config.database_path());
    let (mut last, mut changes) = (before, 0);
    let since = Instant::now();
    while changes < at {
        if let Some(status) = child.try_wait().unwrap() {
            panic!("robomod serve ended by itself: {status}");
        }
        std::thread::sleep(Duration::from_micros(500));
        let now = progress(site);
        if now != last {
            changes += 1;
            last = now;
        }
        if now.0 == 0 && now.1 == 0 && (now != before || pass.exists()) {
            break;
        }
        // Not a time a kill waits for: a daemon that does nothing for this long is broken.
        assert!(
            since.elapsed() < Duration::from_secs(120),
            "robomod serve made no progress"
        );
    }
    child.kill().unwrap();
    child.wait().unwrap();
}

/// (player mails not yet marked handled, mails not yet sent, mails sent so far).
type Progress = (usize, i64, i64);

/// Where the daemon is: (player mails not yet marked handled, mails not yet sent, mails sent
/// so far), read without writing (the daemon's transactions are not held up by the look).
fn progress(site: &Site) -> Progress {
    let unread = std::fs::read_dir(site.config.maildir_path().join("new"))
        .map(|d| d.count())
        .unwrap_or(0);
    let c = robomod::store::open_reader(&site.config.database_path()).unwrap();
    let count =
        |state: &str| -> i64 { one(&c, "SELECT COUNT(*) FROM outbox WHERE state = ?1", [state]) };
    (unread, count("queued"), count("sent"))
}
