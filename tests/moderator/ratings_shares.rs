//! Issue 52: ratings players trust when seats change hands. A replaced seat rates each of its
//! holders for their share of its rounds, who resigned comes last whoever took the seat over,
//! the rounds a resigned seat goes without its player are missed in the resigner's dedication,
//! and the computer player is one player per kind, rated once a game. A rebuild writes the
//! same rows.

use super::common::assert_rebuild_writes_the_same_rows;
use crate::support::world::*;
use robomod::inbound::PlayerCommand;
use serde_json::Value;

/// One round of a sprint an hour after the last: seat 0 moves one square, the other people
/// pass (computer players play their own); the round runs.
fn round(w: &World, id: i64) {
    let open = w.game(id).round;
    w.advance(chrono::Duration::hours(1));
    w.send(id, 0, vec![orders("PROGRAM", "1")]);
    for (seat, p) in w.players(id).iter().enumerate().skip(1) {
        if !robomod::moderator::seats::is_bot(&p.address) {
            w.send(id, seat, vec![orders("PASS", "")]);
        }
    }
    // A resigned seat sends nothing: the round waits for its deadline.
    if w.game(id).round == open {
        w.advance(chrono::Duration::days(3));
        w.m.rounds().tick().unwrap();
    }
}

fn start(w: &World, players: &[(&str, &str)]) -> i64 {
    let id = w.m.admin().create_game(&sprint(players)).unwrap();
    w.send(id, 0, vec![orders("GOALS", "1")]);
    for (seat, p) in players.iter().enumerate().skip(1) {
        if !robomod::moderator::seats::is_bot(p.1) {
            w.send(id, seat, vec![orders("GOALS", "1")]);
        }
    }
    w.advance(chrono::Duration::days(3));
    w.m.rounds().tick().unwrap();
    id
}

/// Rounds ([`round`]) until the game is over; its rating changes.
fn played_out(w: &World, id: i64) -> Vec<(String, u64, f64)> {
    while w.game(id).status.is_live() {
        round(w, id);
    }
    changes(w, id)
}

/// The game's rating changes: (name, place, mu after - mu before).
fn changes(w: &World, id: i64) -> Vec<(String, u64, f64)> {
    let full = w.m.records().export(id).unwrap();
    full["ratings"]["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let mu = |v: &Value| v["mu"].as_f64().unwrap();
            (
                c["name"].as_str().unwrap().to_string(),
                c["place"].as_u64().unwrap(),
                mu(&c["after"]) - mu(&c["before"]),
            )
        })
        .collect()
}

fn change<'a>(all: &'a [(String, u64, f64)], name: &str) -> &'a (String, u64, f64) {
    all.iter()
        .find(|c| c.0 == name)
        .unwrap_or_else(|| panic!("{name} rated: {all:?}"))
}

#[test]
fn a_replaced_seat_rates_each_holder_for_their_share() {
    let w = world();
    let id = start(&w, &[ANN, BOB, CID]);
    round(&w, id);
    w.m.admin()
        .replace_player(id, "2", "dee@example.org", Some("Dee"))
        .unwrap();
    let all = played_out(&w, id);
    assert_eq!(all.len(), 4, "{all:?}");
    let (cid, dee, bob) = (
        change(&all, "Cid"),
        change(&all, "Dee"),
        change(&all, "Bob"),
    );
    // Bob played the whole game in second place; Cid and Dee shared seat 2, both second.
    assert_eq!((bob.1, cid.1, dee.1), (2, 2, 2));
    assert!(change(&all, "Ann").2 > 0.0);
    // Losers lose, each in proportion to the rounds they held: less than Bob's whole loss.
    assert!(bob.2 < cid.2 && cid.2 < 0.0 && dee.2 < 0.0, "{all:?}");
    assert!(bob.2 < dee.2, "{all:?}");
    assert_rebuild_writes_the_same_rows(&w);
    assert!(w.m.records().check_ratings().unwrap().is_empty());
}

#[test]
fn who_resigned_comes_last_and_misses_the_rounds_until_the_seat_is_taken() {
    let w = world();
    let id = start(&w, &[ANN, BOB, CID]);
    round(&w, id);
    // Bob resigns; two rounds run without him; then Dee takes his seat.
    w.send(id, 1, vec![PlayerCommand::ResignConfirm]);
    round(&w, id);
    round(&w, id);
    w.m.admin()
        .replace_player(id, "1", "dee@example.org", Some("Dee"))
        .unwrap();
    let all = played_out(&w, id);
    // Last of the four rated, behind every seat, his own (Dee's now) too (issue 64: a place
    // counts the seats placed above).
    assert_eq!(change(&all, "Bob").1, 4, "last, behind every seat: {all:?}");
    assert_eq!(change(&all, "Dee").1, 2);
    assert!(change(&all, "Bob").2 < change(&all, "Cid").2);
    // Bob's dedication: the set-up and the first round on time; missed, the three the seat
    // went without him (two run at their deadlines, the third opened before Dee took it).
    let bob =
        w.m.with_connection(|c| robomod::moderator::ratings::dedication::of(c, BOB.1))
            .unwrap()
            .unwrap();
    assert_eq!((bob.on_time, bob.counted), (2, 5), "{bob:?}");
    let dee =
        w.m.with_connection(|c| robomod::moderator::ratings::dedication::of(c, "dee@example.org"))
            .unwrap()
            .unwrap();
    assert_eq!(
        dee.on_time, dee.counted,
        "Dee's rounds are hers alone: {dee:?}"
    );
    assert_rebuild_writes_the_same_rows(&w);
}

#[test]
fn the_computer_is_one_player_rated_once_a_game() {
    let w = world();
    let robo = robomod::moderator::seats::bot_address("Robo");
    let blue = robomod::moderator::seats::bot_address("Deep Blue");
    let id = start(&w, &[ANN, ("Robo", &robo), ("Deep Blue", &blue)]);
    let all = played_out(&w, id);
    assert_eq!(all.len(), 2, "Ann and the computer: {all:?}");
    let tables = w.m.records().ratings(Some("sprint"), None).unwrap();
    let computers: Vec<_> = tables[0].players.iter().filter(|p| p.computer).collect();
    assert_eq!(computers.len(), 1, "{:?}", tables[0].players);
    assert_eq!(computers[0].player, "computer@bots.robomod.invalid");
    assert_eq!(computers[0].games, 1);
}
