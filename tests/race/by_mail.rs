//! A whole race by mail on the embedded default: the daemon reads the players' mails from the
//! Maildir and writes its own as `.eml` files; the players read those files and reply as a mail
//! client would. A computer player, a player who sends an illegal program, one who misses
//! deadlines, one who powers down and one who uses an upgrade's option race to the final
//! standings; replay then reproduces every round and mail.

use super::common::{option_for, rehearse_round_1, start_state, switchable_offers_for_ann};
use crate::support::assert_contains;
use crate::support::whole_game::{Table, address, mails_to, newest_text};
use chrono::Duration;
use robomod::games::race::game::{RaceOrders, State};
use robomod::games::race::upgrades::Upgrade;
use robomod::games::race::{Race, orders};
use robomod::games::{ComputerPlayer, Seat, step_rng};
use std::path::Path;

const HUMANS: [&str; 3] = ["Ann", "Bob", "Cid"];

/// The text of the newest round report (or game-over mail) to `name`.
fn newest_report(outgoing: &Path, name: &str) -> String {
    mails_to(outgoing, name)
        .into_iter()
        .rev()
        .find(|(s, _)| s.contains(" report") || s.contains("Game over"))
        .map(|(_, t)| t)
        .unwrap_or_default()
}

/// What the computer player would send for `seat`.
fn as_the_computer(state: &State, seat: usize, round: u32) -> String {
    let mut rng = step_rng(11, round * 8 + seat as u32);
    match Race::bot_orders(state, Seat(seat as u8), &mut rng) {
        Some(RaceOrders::Round(o)) => orders::mail_text(&o),
        _ => "PASS".into(),
    }
}

/// Cid's round 1 as the test sends it: the computer's program, then POWER DOWN.
fn cid_round_1(state: &State) -> String {
    let computer = as_the_computer(state, 2, 1);
    let program = computer.lines().next().unwrap();
    program.trim_start_matches("PROGRAM ").to_string()
}

/// A seed whose offer in front of Ann's robot is switchable and where she still stands on it
/// after round 1 as the test plays it (the computer players push whoever is in their way).
fn seed_where_ann_takes_her_offer() -> (u64, Upgrade) {
    switchable_offers_for_ann()
        .find(|&(seed, offer)| {
            let start = start_state(seed);
            let program = cid_round_1(&start);
            let after = rehearse_round_1(
                seed,
                &[(0, 5)],
                &[
                    (0, vec![("PROGRAM", "*F *U *U *U *U")]),
                    (2, vec![("PROGRAM", program.as_str()), ("POWER", "DOWN")]),
                ],
            );
            after.position().robot(0).has(offer)
        })
        .expect("a seed where Ann takes a switchable offer")
}

#[test]
fn a_whole_race_by_mail_through_the_maildir_and_mail_files() {
    let (seed, offer) = seed_where_ann_takes_her_offer();
    let mut t = Table::with_game(&super::common::arena_race(seed, address), seed);
    assert!(newest_text(&t.out, "Ann").contains("Your hand:"));

    // Round 1: Ann's illegal program is refused at once, with what to do.
    t.send("Ann", "PROGRAM F4 L");
    let refusal = newest_text(&t.out, "Ann");
    assert_contains(&refusal, "F4 needs the upgrade Fourth Gear");
    // The moderator compensates her; she steps onto the upgrade site with five wildcards.
    t.daemon
        .moderator()
        .admin()
        .compensate(t.id, "Ann", 5)
        .unwrap();
    t.send("Ann", "PROGRAM *F *U *U *U *U");
    assert!(newest_text(&t.out, "Ann").contains("Accepted for round 1"));
    // Cid powers down, his program (as the computer would play it) one instruction a line,
    // numbered, as a rich-text client sends a list; Bob sends nothing.
    let s = t.state::<Race>().0;
    let program = cid_round_1(&s);
    let listed: Vec<String> = program
        .split_whitespace()
        .enumerate()
        .map(|(k, i)| format!("{}. {i}", k + 1))
        .collect();
    t.send(
        "Cid",
        &format!("Program:\n{}\n\nPOWER DOWN", listed.join("\n")),
    );
    let ack = newest_text(&t.out, "Cid");
    assert!(ack.contains(&format!("{program}; POWER DOWN")), "{ack}");
    t.clock.advance(Duration::days(2));
    t.daemon.pass().unwrap();
    let s = t.state::<Race>().0;
    assert_eq!(s.position().round(), 2);
    assert!(s.position().robot(0).has(offer), "Ann took the {offer}");
    let cid_down = s.position().robot(2).powered_down();
    let report = newest_report(&t.out, "Bob");
    assert_contains(&report, "filled at random: 1,2,3,4,5");
    assert_contains(
        &report,
        "No orders came from you: the game's default orders ran instead.",
    );
    let (subject, late) = mails_to(&t.out, "Bob").pop().unwrap();
    assert!(
        subject.ends_with("Round 1: no orders from you"),
        "{subject}"
    );
    assert_contains(
        &late,
        "So the game's default orders ran for your seat, Bob:",
    );

    // Round 2 on: Ann sets her upgrade's option; everyone plays as the computer would, Bob
    // missing every third round.
    let (k, v) = option_for(offer);
    t.send("Ann", &format!("{k} {v}"));
    let ack = newest_text(&t.out, "Ann");
    assert!(ack.contains(&format!("{k} {v}")), "{ack}");
    let mut rounds = 0;
    loop {
        let s = t.state::<Race>().0;
        if s.position().is_over() {
            break;
        }
        rounds += 1;
        assert!(rounds < 60, "the race ends");
        let round = s.position().round();
        for (seat, name) in HUMANS.iter().enumerate() {
            if *name == "Bob" && round.is_multiple_of(3) {
                continue;
            }
            t.send(name, &as_the_computer(&s, seat, round));
            let answer = newest_text(&t.out, name);
            assert!(
                !answer.contains("Not accepted"),
                "{name}, round {round}: {answer}"
            );
        }
        if t.state::<Race>().0.position().round() == round {
            t.clock.advance(Duration::days(2));
            t.daemon.pass().unwrap();
        }
    }
    assert!(cid_down, "Cid was powered down in round 2");
    for name in HUMANS {
        let last = newest_report(&t.out, name);
        assert!(last.contains("Final standings"), "{name}: {last}");
        assert!(last.contains("Gladiator robot"), "{name}: {last}");
    }
    assert_eq!(
        std::fs::read_dir(t.maildir_path.join("new"))
            .unwrap()
            .count(),
        0
    );
    let r = t.daemon.moderator().rounds().replay(t.id).unwrap();
    assert!(r.mismatch.is_none(), "{:?}", r.mismatch);
}
