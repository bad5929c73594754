//! Lateness through the library with a test clock: the notice a silent player gets, the report
//! naming the late, miss counts per player (reset by a replacement), and the operator's alert
//! after N misses in a row, once per run of misses.

use crate::support::assert_contains;
use crate::support::world::*;
use robomod::moderator::ModeratorConfig;
use robomod::outgoing::{MailKind, OutgoingMail};

fn snap(name: &str, m: &OutgoingMail) {
    assert_short_lines(std::slice::from_ref(m));
    insta::assert_snapshot!(name, show_mail(m));
}

/// Runs the open round of `id` at its deadline.
fn at_deadline(w: &World, id: i64) {
    w.clock.set(w.game(id).deadline.unwrap());
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
}

fn misses(w: &World, id: i64) -> Vec<(u32, u32)> {
    w.m.admin()
        .game_view(id)
        .unwrap()
        .seats
        .iter()
        .map(|s| (s.misses.total, s.misses.in_a_row))
        .collect()
}

#[test]
fn the_late_are_told_counted_and_reported_to_the_operator() {
    let w = world_with(ModeratorConfig {
        operator: Some("ops@example.org".into()),
        ..config()
    });
    let id = w.m.admin().create_game(&sprint(&[ANN, BOB, CID])).unwrap();
    w.send(id, 0, vec![orders("GOALS", "1")]);
    w.send(id, 2, vec![orders("GOALS", "2")]);
    let before = w.outbox().len();
    at_deadline(&w, id);
    let late = w.outbox_of(before, MailKind::Late);
    assert_eq!(late.len(), 1, "only Bob was late");
    assert_eq!(late[0].to, BOB.1);
    snap("late", &late[0]);
    let report = w.newest(MailKind::RoundReport);
    assert_contains(
        &report.body,
        "No orders came from Green: the game's default orders ran instead.",
    );
    assert_eq!(misses(&w, id), [(0, 0), (1, 1), (0, 0)]);

    // Bob misses again: two in a row, and the operator is alerted, once.
    w.send(id, 0, vec![orders("PROGRAM", "1")]);
    w.send(id, 2, vec![orders("PASS", "")]);
    at_deadline(&w, id);
    assert_eq!(misses(&w, id), [(0, 0), (2, 2), (0, 0)]);
    let alert = w.newest(MailKind::Alert);
    assert_eq!(alert.to, "ops@example.org");
    snap("alert_misses", &alert);
    let second = w.newest(MailKind::Late);
    // Gone silent: the mail says "you", what the seat does meanwhile, and how to come back.
    let one_line = second.body.split_whitespace().collect::<Vec<_>>().join(" ");
    for needle in [
        "That is 2 rounds in a row without orders from you, so your seat may now be given",
        "To keep your seat, send your orders as usual",
        "write a line MODERATOR: your text",
    ] {
        assert!(one_line.contains(needle), "{needle}: {}", second.body);
    }
    w.send(id, 0, vec![orders("PROGRAM", "1")]);
    w.send(id, 2, vec![orders("PASS", "")]);
    at_deadline(&w, id);
    let alerts = w
        .outbox()
        .iter()
        .filter(|m| m.kind == MailKind::Alert)
        .count();
    assert_eq!(alerts, 1, "one alert per run of misses");
    assert_eq!(misses(&w, id), [(0, 0), (3, 3), (0, 0)]);

    // Bob plays again: the run ends, the total stays.
    for seat in 0..3 {
        w.send(id, seat, vec![orders("PASS", "")]);
    }
    assert_eq!(misses(&w, id), [(0, 0), (3, 0), (0, 0)]);
    // A replacement starts with a clean record.
    w.m.admin()
        .replace_player(id, "green", "dee@example.org", Some("Dee"))
        .unwrap();
    assert_eq!(misses(&w, id), [(0, 0), (0, 0), (0, 0)]);
    // The export has the late seats of each round.
    let rounds = w.m.records().export(id).unwrap()["rounds"].clone();
    assert_eq!(rounds[0]["late"], serde_json::json!([1]));
    assert_eq!(rounds[3]["late"], serde_json::json!([]));
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!(r.mismatch, None);
}

/// The same alert in the operator's language (`identity.operator_language = "pl"`).
#[test]
fn the_missed_rounds_alert_is_in_the_operators_language() {
    let w = world_with(ModeratorConfig {
        operator: Some("ops@example.org".into()),
        operator_language: "pl",
        ..config()
    });
    let id = w.m.admin().create_game(&sprint(&[ANN, BOB, CID])).unwrap();
    w.send(id, 0, vec![orders("GOALS", "1")]);
    w.send(id, 2, vec![orders("GOALS", "2")]);
    at_deadline(&w, id);
    w.send(id, 0, vec![orders("PROGRAM", "1")]);
    w.send(id, 2, vec![orders("PASS", "")]);
    at_deadline(&w, id);
    let alert = w.newest(MailKind::Alert);
    snap("alert_misses_pl", &alert);
    assert_contains(&alert.subject, "potrzebuje zastępstwa");
    assert_contains(&alert.body, "przez 2 rundy z rzędu");
    assert!(!alert.body.contains("has sent no orders"), "{}", alert.body);
}

#[test]
fn resigned_players_and_a_game_without_an_operator_raise_nothing() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB, CID]));
    w.send(id, 1, vec![robomod::inbound::PlayerCommand::ResignConfirm]);
    w.send(id, 0, vec![orders("GOALS", "1")]);
    at_deadline(&w, id);
    let late: Vec<String> = w
        .outbox()
        .into_iter()
        .filter(|m| m.kind == MailKind::Late)
        .map(|m| m.to)
        .collect();
    assert_eq!(late, [CID.1], "Bob resigned: he is not late");
    w.send(id, 0, vec![orders("PASS", "")]);
    at_deadline(&w, id);
    assert!(w.outbox().iter().all(|m| m.kind != MailKind::Alert));
    assert_eq!(misses(&w, id), [(0, 0), (0, 0), (2, 2)]);
}
