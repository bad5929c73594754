//! A game's clock through the library: pause, extend and resume; a daemon down for two
//! deadlines; daily deadlines across DST; a game that fails in the tick rolled back alone.

use super::common::*;
use crate::support::assert_contains;
use crate::support::world::*;
use chrono::{DateTime, Duration, Utc};
use robomod::moderator::{ModError, TickReport};
use robomod::outgoing::MailKind;
use robomod::store;

#[test]
fn pause_stops_the_clock_and_resume_and_extend_move_the_deadline() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let done = w.m.admin().pause(id).unwrap();
    assert_eq!((done.what.as_str(), done.mails), ("paused game 1", 2));
    assert!(matches!(
        w.m.admin().pause(id),
        Err(ModError::WrongStatus { .. })
    ));
    w.advance(Duration::days(5));
    assert_eq!(w.m.rounds().tick().unwrap(), TickReport::default());
    // Orders are still taken while paused.
    let r = w.send(id, 0, vec![orders("GOALS", "2")]);
    assert_contains(&r.body, "paused");
    let done = w.m.admin().resume(id).unwrap();
    assert_contains(&done.what, "moved by 120h");
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-09T12:00:00Z")));
    let done = w.m.admin().extend(id, Duration::hours(24)).unwrap();
    assert_eq!(done.mails, 2);
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-10T12:00:00Z")));
    w.clock.set(utc("2026-03-10T11:59:59Z"));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 0);
    w.advance(Duration::seconds(1));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
    assert!(matches!(
        w.m.admin().extend(id, Duration::zero()),
        Err(ModError::Input(_))
    ));
}

#[test]
fn a_daemon_down_for_two_deadlines_runs_each_round_once_with_its_own_deadline() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    // Down from creation until well after the second deadline (12:00 on 4 and 6 March).
    w.clock.set(utc("2026-03-07T09:00:00Z"));
    let t = w.m.rounds().tick().unwrap();
    assert_eq!((t.games, t.rounds_run), (1, 2));
    let rs = rounds(&w, id);
    assert_eq!(rs.len(), 2);
    assert_eq!(rs[0].closed_at, utc("2026-03-04T12:00:00Z"));
    assert_eq!(rs[1].deadline, utc("2026-03-06T12:00:00Z"));
    assert_eq!(rs[1].closed_at, utc("2026-03-06T12:00:00Z"));
    assert!(
        rs.iter()
            .all(|r| r.executed_at == utc("2026-03-07T09:00:00Z"))
    );
    assert_eq!(w.game(id).deadline, Some(utc("2026-03-08T12:00:00Z")));
    // Starting again runs nothing twice.
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 0);
    let reports = w
        .outbox()
        .iter()
        .filter(|m| m.kind == MailKind::RoundReport)
        .count();
    assert_eq!(reports, 4);
}

fn daily_game(w: &World, tz: &str) -> i64 {
    let mut new = sprint(&[ANN, BOB]);
    new.schedule = Some(format!("22:00 {tz}"));
    w.m.admin().create_game(&new).unwrap()
}

/// Runs rounds at their deadlines, returning each deadline in UTC.
fn deadlines(w: &World, id: i64, n: usize) -> Vec<DateTime<Utc>> {
    let mut out = Vec::new();
    for _ in 0..n {
        let d = w.game(id).deadline.unwrap();
        out.push(d);
        w.clock.set(d);
        assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
    }
    out
}

#[test]
fn daily_deadlines_keep_local_time_across_london_spring_forward() {
    let w = world_at("2026-03-27T10:00:00Z"); // Friday
    let id = daily_game(&w, "Europe/London");
    let ds = deadlines(&w, id, 3);
    assert_eq!(
        ds,
        [
            utc("2026-03-28T22:00:00Z"), // Sat 22:00 GMT (Fri 22:00 is under 20 h away)
            utc("2026-03-29T21:00:00Z"), // Sun 22:00 BST
            utc("2026-03-30T21:00:00Z"),
        ]
    );
    let report = w.newest(MailKind::RoundReport);
    assert_contains(&report.body, "Tue 31 Mar 2026 22:00 BST (21:00 UTC)");
}

#[test]
fn daily_deadlines_keep_local_time_across_new_york_fall_back() {
    let w = world_at("2026-10-30T12:00:00Z"); // Friday 08:00 EDT
    let id = daily_game(&w, "America/New_York");
    let ds = deadlines(&w, id, 3);
    assert_eq!(
        ds,
        [
            utc("2026-11-01T02:00:00Z"), // Sat 22:00 EDT (Fri 22:00 is under 20 h away)
            utc("2026-11-02T03:00:00Z"), // Sun 22:00 EST, 25 h later
            utc("2026-11-03T03:00:00Z"),
        ]
    );
}

/// The tick commits games together, each in a savepoint: a game that fails is rolled back
/// alone (no round, no mail) and stays due, while the games beside it in the same commit run.
#[test]
fn a_game_that_fails_in_the_tick_is_rolled_back_alone_and_stays_due() {
    let w = world();
    let ids: Vec<i64> = (0..3)
        .map(|_| w.m.admin().create_game(&sprint(&[ANN, BOB])).unwrap())
        .collect();
    // The second game fails late, when its reports are queued (after its round is stored).
    w.m.with_connection(|c| {
        c.execute_batch(&format!(
            "CREATE TRIGGER fail BEFORE INSERT ON outbox WHEN NEW.game_id = {} \
             BEGIN SELECT RAISE(ABORT, 'the disk is unwell'); END;",
            ids[1]
        ))
        .unwrap()
    });
    let mails_before = w.outbox().len();
    w.clock.set(utc("2026-03-04T12:00:00Z"));
    let t = w.m.rounds().tick().unwrap();
    assert_eq!((t.games, t.rounds_run), (3, 2));
    assert_eq!(t.errors.len(), 1, "{:?}", t.errors);
    assert_eq!(t.errors[0].0, ids[1]);
    assert!(
        t.errors[0].1.contains("the disk is unwell"),
        "{:?}",
        t.errors
    );
    assert_eq!(rounds(&w, ids[0]).len(), 1);
    assert_eq!(rounds(&w, ids[1]).len(), 0);
    assert_eq!(rounds(&w, ids[2]).len(), 1);
    let of_game = |id: i64| {
        w.m.with_connection(|c| store::mail::outbox_of_game(c, id).unwrap().len())
    };
    assert_eq!(
        w.outbox().len() - mails_before,
        of_game(ids[0]) + of_game(ids[2]) - 2 * 2
    );
    assert_eq!(of_game(ids[1]), 2, "the broken game's welcomes alone");
    // Still due: the next tick tries it again.
    let again = w.m.rounds().tick().unwrap();
    assert_eq!((again.games, again.rounds_run), (1, 0));
    assert_eq!(again.errors[0].0, ids[1]);
}
