//! `ALSO` (issue 52): a person's second address, linked once both addresses say so. Then a
//! mail from either is theirs in their games, their ratings and dedication are one record,
//! and one person holds one seat of a game. Refused with a reason: an address robomod cannot
//! write to, one linked elsewhere, two addresses seated in one running game.

use super::common::won_by_first as finished;
use crate::support::assert_contains;
use crate::support::world::*;
use robomod::inbound::{LobbyCommand, PlayerCommand};
use robomod::outgoing::{MailKind, OutgoingMail};

const WORK: &str = "ann@work.example";

fn also(w: &World, from: &str, other: Option<&str>, off: bool) -> OutgoingMail {
    let before = w.outbox().len();
    let cmd = LobbyCommand::Also {
        other: other.map(str::to_string),
        off,
    };
    let mail = inbound(from, None, vec![PlayerCommand::Lobby { lobby: cmd }]);
    w.m.intake().handle_mail(b"raw", &mail).unwrap();
    w.outbox_from(before).remove(0)
}

#[test]
fn a_second_address_is_linked_once_both_say_so_and_plays_the_seat() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let asked = also(&w, ANN.1, Some(WORK), false);
    assert!(
        flat(&asked.body).contains(&format!("send ALSO {} from {WORK} within 14 days", ANN.1)),
        "{}",
        asked.body
    );
    // Before the other address says so, a mail from it with Ann's key is not hers.
    let key = w.key(id, 0);
    let before = w.outbox().len();
    let from_work = |cmds| inbound(WORK, Some((id, &key)), cmds);
    w.m.intake()
        .handle_mail(b"raw", &from_work(vec![orders("GOALS", "1")]))
        .unwrap();
    assert!(
        w.outbox_from(before)
            .iter()
            .all(|m| m.kind != MailKind::Confirmation),
        "not taken as Ann's before the link"
    );
    let linked = also(&w, WORK, Some(ANN.1), false);
    assert_contains(&flat(&linked.body), "are one player now");
    // Now it is: her goals are on file, and the reply goes to the seat's address.
    let before = w.outbox().len();
    w.m.intake()
        .handle_mail(b"raw", &from_work(vec![orders("GOALS", "1")]))
        .unwrap();
    let reply = w.outbox_from(before).remove(0);
    assert_eq!(reply.kind, MailKind::Confirmation, "{}", reply.body);
    assert_eq!(reply.to, ANN.1);
    let listed = also(&w, WORK, None, false);
    assert_contains(&flat(&listed.body), ANN.1);
    // Undone from either side: the work address is a stranger again.
    let off = also(&w, ANN.1, Some(WORK), true);
    assert_contains(&flat(&off.body), "no longer linked");
    let before = w.outbox().len();
    w.m.intake()
        .handle_mail(b"raw", &from_work(vec![orders("PROGRAM", "1")]))
        .unwrap();
    assert!(w.outbox_from(before).iter().all(|m| m.to != ANN.1));
}

#[test]
fn linked_addresses_are_one_record_in_the_ratings() {
    let w = world();
    finished(&w, &[ANN, BOB]);
    finished(&w, &[("Ann", WORK), CID]);
    let before = w.m.records().ratings(Some("sprint"), None).unwrap();
    assert_eq!(before[0].players.len(), 4, "two Anns before the link");
    also(&w, ANN.1, Some(WORK), false);
    also(&w, WORK, Some(ANN.1), false);
    let after = w.m.records().ratings(Some("sprint"), None).unwrap();
    let anns: Vec<_> = after[0]
        .players
        .iter()
        .filter(|p| p.name == "Ann")
        .collect();
    assert_eq!(anns.len(), 1, "{:?}", after[0].players);
    assert_eq!((anns[0].player.as_str(), anns[0].games), (ANN.1, 2));
    assert!(
        w.m.records().check_ratings().unwrap().is_empty(),
        "stored as a rebuild computes"
    );
    // RATINGS from the second address reads her record.
    let r = {
        let before = w.outbox().len();
        let cmd = LobbyCommand::Ratings { kind: None };
        let mail = inbound(WORK, None, vec![PlayerCommand::Lobby { lobby: cmd }]);
        w.m.intake().handle_mail(b"raw", &mail).unwrap();
        w.outbox_from(before).remove(0)
    };
    assert_contains(&flat(&r.body), "Your record: 2 rated games, 2 won");
    // Unlinked: two records again.
    also(&w, WORK, Some(ANN.1), true);
    let split = w.m.records().ratings(Some("sprint"), None).unwrap();
    assert_eq!(split[0].players.len(), 4);
}

#[test]
fn a_link_is_refused_with_its_reason() {
    // Both seated in one running game: one person cannot hold two seats.
    let (w, id) = world_with_game(&sprint(&[ANN, ("Ann2", WORK)]));
    also(&w, ANN.1, Some(WORK), false);
    let refused = also(&w, WORK, Some(ANN.1), false);
    assert!(
        flat(&refused.body).contains(&format!("both have a seat in game {id}")),
        "{}",
        refused.body
    );
    let bad = also(&w, BOB.1, Some("bob@localhost"), false);
    assert_contains(&flat(&bad.body), "Not linked: robomod cannot write to");
    let same = also(&w, BOB.1, Some(BOB.1), false);
    assert_contains(&flat(&same.body), "already this address");
    // Cid and Bob each link a second address: the two are not merged.
    for (a, b) in [(CID.1, "cid@work.example"), (BOB.1, "bob@work.example")] {
        also(&w, a, Some(b), false);
        also(&w, b, Some(a), false);
    }
    let taken = also(&w, BOB.1, Some("cid@work.example"), false);
    assert_contains(&flat(&taken.body), "linked to other addresses");
    let listed = also(&w, BOB.1, None, false);
    assert_contains(
        &flat(&listed.body),
        "Linked to this address: bob@work.example",
    );
    let none = also(&w, "dee@example.org", None, false);
    assert_contains(&flat(&none.body), "No other address is linked");
}
