//! A game's seats changing hands through the library: a replaced player keeps the seat and
//! the old key stops working (nor is a bouncing address written to again), resignation, and a
//! stranger robomod cannot write to.

use super::common::*;
use crate::support::assert_contains;
use crate::support::world::*;
use robomod::moderator::ModError;
use robomod::outgoing::MailKind;
use robomod::store::games::GameStatus;

#[test]
fn a_replaced_player_keeps_the_seat_and_the_old_key_stops_working() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    w.send(id, 0, vec![orders("GOALS", "2")]);
    let old_key = w.key(id, 1);
    let done =
        w.m.admin()
            .replace_player(id, "green", "dee@example.org", Some("Dee"))
            .unwrap();
    assert_contains(&done.what, "to dee@example.org (was bob@example.org)");
    let p = &w.players(id)[1];
    assert_ne!(p.key, old_key);
    assert_eq!(
        (p.name.as_str(), p.address.as_str()),
        ("Dee", "dee@example.org")
    );
    // Bob with his old key is refused; Dee is welcomed and plays.
    let bob = inbound(BOB.1, Some((id, &old_key)), vec![orders("GOALS", "1")]);
    w.m.intake().handle_mail(b"x", &bob).unwrap();
    assert_eq!(w.outbox().last().unwrap().kind, MailKind::Refusal);
    let welcome = w
        .outbox()
        .into_iter()
        .find(|m| m.to == "dee@example.org")
        .unwrap();
    assert_contains(&welcome.body, "You take over seat Green");
    w.send(id, 1, vec![orders("GOALS", "1")]);
    assert_eq!(w.game(id).round, 2);
    assert!(matches!(
        w.m.admin()
            .replace_player(id, "purple", "x@example.org", None),
        Err(ModError::NoSuchSeat { .. })
    ));
}

#[test]
fn a_resigned_player_passes_and_when_all_resign_the_game_is_abandoned() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let r = w.send(id, 1, vec![robomod::inbound::PlayerCommand::ResignConfirm]);
    assert_eq!(r.kind, MailKind::Confirmation);
    assert_contains(&r.body, "You have resigned. From now on, for your seat");
    let one_line = r.body.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_contains(&one_line, "only once more, with its final result");
    // Ann is now the only one to wait for: her goals run the setup at once.
    w.send(id, 0, vec![orders("GOALS", "3")]);
    assert_eq!(w.game(id).round, 2);
    assert_eq!(rounds(&w, id)[0].defaulted, [robomod::games::Seat(1)]);
    let later = w.send(id, 1, vec![orders("PROGRAM", "3")]);
    assert_contains(&later.body, "you have resigned");
    w.send(id, 0, vec![robomod::inbound::PlayerCommand::ResignConfirm]);
    assert_eq!(w.game(id).status, GameStatus::Abandoned);
}

/// Issue 40: a player whose address bounced (mail to it given up) is replaced without one more
/// mail to that dead address; the newcomer is welcomed as usual.
#[test]
fn a_replaced_player_whose_mail_bounced_is_not_written_to_again() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    w.m.with_connection(|c| {
        c.execute(
            "UPDATE players SET bounces = 1 WHERE game_id = ?1 AND address = ?2",
            rusqlite::params![id, BOB.1],
        )
    })
    .unwrap();
    let before = w.outbox().iter().filter(|m| m.to == BOB.1).count();
    let done =
        w.m.admin()
            .replace_player(id, "green", "dee@example.org", Some("Dee"))
            .unwrap();
    assert_contains(&done.what, "not told");
    let after = w.outbox().iter().filter(|m| m.to == BOB.1).count();
    assert_eq!(after, before, "the dead address was written to");
    assert!(w.outbox().iter().any(|m| m.to == "dee@example.org"));
}

/// Issue 40: a stranger writing from an address robomod cannot write to gets nothing queued
/// (no refusal that would go dead at once, no operator alert after it).
#[test]
fn a_stranger_robomod_cannot_write_to_gets_nothing_queued() {
    let w = world();
    for from in ["x@example.org.", "x..y@example.org", "x@[192.0.2.1]"] {
        let mail = inbound(from, None, vec![orders("GOALS", "1")]);
        let out = w.m.intake().handle_mail(b"x", &mail).unwrap();
        assert!(
            matches!(out, robomod::moderator::MailOutcome::Ignored { .. }),
            "{from}: {out:?}"
        );
    }
    assert!(w.outbox().is_empty(), "{:?}", w.outbox());
}
