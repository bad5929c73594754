//! A player's orders on file, by mail: RECOMPILE answers at once with a new hand, ORDERS shows
//! what is on file and since when, CLEAR withdraws them, TRY runs the round as a what-if that
//! shows no other hand.

use super::common::*;
use crate::support::assert_contains;
use chrono::Duration;
use robomod::games::Seat;
use robomod::inbound::PlayerCommand;
use robomod::outgoing::MailKind;
use robomod::store;

#[test]
fn recompile_answers_at_once_with_a_new_hand() {
    let (w, id) = world_with_race(3);
    // Give Ann the upgrade through the state the moderator keeps (as if earned).
    w.edit_state(id, |v| {
        v["position"]["robots"][0]["upgrades"] = serde_json::json!(["Recompile"]);
    });
    let before = w.state(id).hand(Seat(0)).to_vec();
    let reply = w.send(id, 0, &[("RECOMPILE", "")]);
    assert_eq!(reply.kind, MailKind::Confirmation, "{}", reply.body);
    assert_contains(&reply.body, "RECOMPILED: new hand");
    assert_contains(&reply.body, "damage now 2");
    insta::assert_snapshot!("race_mail_recompile", reply.body);
    let new = w.state(id).hand(Seat(0)).to_vec();
    assert_eq!(
        new, before,
        "the dealt hand stays; the new one rides on the orders"
    );
    // A program from the old hand only is refused when the new hand lacks its cards.
    let again = w.send(id, 0, &[("RECOMPILE", "")]);
    assert_contains(&again.body, "damage now 4");
}

#[test]
fn orders_shows_what_is_on_file_and_since_when() {
    let (w, id) = world_with_race(3);
    let send = |cmds: Vec<PlayerCommand>| w.send_commands(id, 0, cmds);
    let none = send(vec![PlayerCommand::ShowOrders]);
    assert_eq!(none.kind, MailKind::Status);
    assert_contains(
        &none.body,
        "Nothing on file for round 1. If nothing comes by the deadline:",
    );
    let hand = w.state(id).hand(Seat(0)).to_vec();
    let program = format!("{} {}", hand[0], hand[1]);
    w.clock.advance(Duration::hours(1));
    send(vec![PlayerCommand::Orders {
        keyword: "PROGRAM".into(),
        text: program.clone(),
    }]);
    let on_file = send(vec![PlayerCommand::ShowOrders]);
    assert_contains(
        &on_file.body,
        "On file for round 1, received Mon 02 Mar 2026 13:00 UTC:",
    );
    assert_contains(&on_file.body, &program);
    insta::assert_snapshot!("race_mail_orders_on_file", on_file.body);
}

#[test]
fn clear_withdraws_the_orders_on_file() {
    let (w, id) = world_with_race(3);
    let hand = w.state(id).hand(Seat(0)).to_vec();
    let program = format!("{} {}", hand[0], hand[1]);
    w.send(id, 0, &[("PROGRAM", &program)]);
    let reply = w.send_commands(id, 0, vec![PlayerCommand::Clear]);
    assert_eq!(reply.kind, MailKind::Confirmation, "{}", reply.body);
    assert_contains(&reply.body, "Withdrawn. Nothing on file for round 1.");
    insta::assert_snapshot!("race_mail_clear", reply.body);
    // Everyone else in, Ann's seat no longer is: the round waits for the deadline.
    for seat in [1, 2] {
        let hand = w.state(id).hand(Seat(seat as u8)).to_vec();
        w.send(id, seat, &[("PROGRAM", &hand[0].to_string())]);
    }
    w.m.rounds().tick().unwrap();
    assert_eq!(
        w.state(id).position().round(),
        1,
        "Ann's orders were withdrawn"
    );
    w.deadline();
    let report = w.newest(MailKind::RoundReport);
    assert_contains(&report.body, "filled at random: 1,2,3,4,5");
    assert!(w.m.rounds().replay(id).unwrap().mismatch.is_none());
}

#[test]
fn try_runs_the_round_as_a_what_if_and_shows_no_other_hand() {
    let (w, id) = world_with_race(3);
    let hand = w.state(id).hand(Seat(0)).to_vec();
    let program = format!("{} {} {}", hand[0], hand[1], hand[2]);
    let state_before =
        w.m.with_connection(|c| store::games::game(c, id))
            .unwrap()
            .state;
    let reply = w.send_commands(
        id,
        0,
        vec![PlayerCommand::Try {
            text: format!("PROGRAM {program}"),
        }],
    );
    assert_eq!(reply.kind, MailKind::Status, "{}", reply.body);
    assert_contains(&reply.body, "Register 5");
    assert_contains(&reply.body, &program);
    assert!(
        !reply.body.contains("Your hand"),
        "no hand in a what-if:\n{}",
        reply.body
    );
    let state_after =
        w.m.with_connection(|c| store::games::game(c, id))
            .unwrap()
            .state;
    assert_eq!(state_before, state_after);
    assert!(!w.m.admin().sent_anything(id, Seat(0)).unwrap());
}

/// Played: `left, f3 (up to the belt), ...` was taken as `L F3 (registers 3-5 at random)` and
/// the STATUS in the same answer said she had sent "not yet". Orders on file that are not
/// complete are said as such; "not yet" is for a seat with nothing on file.
#[test]
fn status_tells_a_program_in_part_from_none() {
    let (w, id) = world_with_race(3);
    let hand = w.state(id).hand(Seat(0)).to_vec();
    let program = format!("{} {}", hand[0], hand[1]);
    w.send(id, 0, &[("PROGRAM", &program)]);
    let status = w.send_commands(id, 0, vec![PlayerCommand::Status]);
    assert_contains(&status.body, ": in part: not complete\n");
    assert_eq!(
        status.body.matches(": not yet\n").count(),
        2,
        "{}",
        status.body
    );
}
