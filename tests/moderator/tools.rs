//! `game preview` and `game announce` through the library.

use super::support::*;
use chrono::Duration;
use robomod::moderator::NewGame;
use robomod::outgoing::MailKind;

fn rambots(players: &[(&str, &str)]) -> NewGame {
    let mut new = race(players);
    new.kind = "rambots".into();
    new
}

#[test]
fn preview_shows_the_round_that_would_run_and_changes_nothing() {
    let w = world();
    let id = w.m.create_game(&rambots(&[ANN, BOB])).unwrap();
    w.send(id, 0, vec![orders("GOALS", "1Y 3R 2G 1B")]);
    w.send(id, 1, vec![orders("GOALS", "3Y 1R 1G 2B")]);
    w.advance(Duration::hours(1));
    w.send(id, 0, vec![orders("PROGRAM", "1gn 3bu")]);
    let (game_before, mails_before) = (w.game(id).state, w.outbox().len());
    let preview = w.m.preview(id).unwrap();
    assert!(preview.contains("round 1, if it ran now"), "{preview}");
    assert!(preview.contains("no orders yet from"), "{preview}");
    assert!(preview.contains("Nothing is stored or sent."), "{preview}");
    assert_eq!(w.game(id).state, game_before);
    assert_eq!(w.outbox().len(), mails_before);
    // Run it for real: the report is the one the preview showed.
    w.m.run_now(id).unwrap();
    let report = w.newest(MailKind::RoundReport).body;
    let previewed = preview.split_once("\n\n").unwrap().1;
    assert!(
        report.contains(previewed.trim_end()),
        "{report}\n---\n{previewed}"
    );
}

#[test]
fn announce_mails_every_active_player() {
    let w = world();
    let id = w.m.create_game(&rambots(&[ANN, BOB])).unwrap();
    let before = w.outbox().len();
    let d =
        w.m.announce(
            id,
            "The server moves on Sunday; deadlines stay as they are.",
        )
        .unwrap();
    assert_eq!(d.mails, 2);
    let mails = w.outbox_from(before);
    assert!(mails.iter().all(|m| m.kind == MailKind::Notice));
    insta::assert_snapshot!("announcement", mails[0].body);
    assert!(w.m.announce(id, "  ").is_err());
    let audit = w.m.export(id).unwrap()["audit"].clone();
    assert!(
        audit
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a["action"] == "announce")
    );
}
