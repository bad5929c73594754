//! `game preview` and `game announce` through the library.

use crate::support::assert_contains;
use crate::support::world::*;
use chrono::Duration;
use robomod::moderator::NewGame;
use robomod::outgoing::MailKind;

fn rambots(players: &[(&str, &str)]) -> NewGame {
    let mut new = sprint(players);
    new.kind = "rambots".into();
    new
}

/// The audit trail of game `id`, as its export holds it.
fn audit(w: &World, id: i64) -> Vec<serde_json::Value> {
    w.m.records().export(id).unwrap()["audit"]
        .as_array()
        .unwrap()
        .clone()
}

/// Runs the round of `id` now: its report is the one `preview` showed.
fn runs_as_previewed(w: &World, id: i64, preview: &str) {
    w.m.admin().run_now(id).unwrap();
    let report = w.newest(MailKind::RoundReport).body;
    let previewed = preview.split_once("\n\n").unwrap().1;
    assert!(
        report.contains(previewed.trim_end()),
        "{report}\n---\n{previewed}"
    );
}

#[test]
fn preview_shows_the_round_that_would_run_and_changes_nothing() {
    let (w, id) = world_with_game(&rambots(&[ANN, BOB]));
    w.goals(id, &["1Y 3R 2G 1B", "3Y 1R 1G 2B"]);
    w.advance(Duration::hours(1));
    w.send(id, 0, vec![orders("PROGRAM", "1gn 3bu")]);
    let (game_before, mails_before) = (w.game(id).state, w.outbox().len());
    let preview = w.m.rounds().preview(id).unwrap();
    assert_contains(&preview, "round 1, if it ran now");
    assert_contains(&preview, "no orders yet from");
    assert_contains(&preview, "Nothing is stored or sent.");
    assert_eq!(w.game(id).state, game_before);
    assert_eq!(w.outbox().len(), mails_before);
    // Run it for real: the report is the one the preview showed.
    runs_as_previewed(&w, id, &preview);
}

#[test]
fn announce_mails_every_active_player() {
    let (w, id) = world_with_game(&rambots(&[ANN, BOB]));
    let before = w.outbox().len();
    let d =
        w.m.admin()
            .announce(
                id,
                "The server moves on Sunday; deadlines stay as they are.",
            )
            .unwrap();
    assert_eq!(d.mails, 2);
    let mails = w.outbox_from(before);
    assert!(mails.iter().all(|m| m.kind == MailKind::Notice));
    insta::assert_snapshot!("announcement", mails[0].body);
    assert!(w.m.admin().announce(id, "  ").is_err());
    assert!(audit(&w, id).iter().any(|a| a["action"] == "announce"));
}

/// Issue 14: every change of settings is announced to every player, as njudge does.
#[test]
fn schedule_changes_and_replacements_are_announced_to_everyone() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB, CID]));
    let before = w.outbox().len();
    let d =
        w.m.admin()
            .set_schedule(id, "22:00", Some("Europe/London"), None)
            .unwrap();
    assert_eq!(d.mails, 3);
    assert_contains(
        &d.what,
        "deadlines from the next round on are every day at 22:00 (Europe/London)",
    );
    let notice = w.outbox_from(before).pop().unwrap();
    assert_short_lines(std::slice::from_ref(&notice));
    insta::assert_snapshot!("notice_schedule", notice.body);
    // The open round keeps its deadline; the next one follows the new schedule.
    assert_eq!(
        w.game(id).deadline.unwrap().to_rfc3339(),
        "2026-03-04T12:00:00+00:00"
    );
    for seat in 0..3 {
        let r = w.send(id, seat, vec![orders("GOALS", "1")]);
        assert_eq!(r.kind, MailKind::Confirmation, "{}", r.body);
    }
    assert_eq!(
        w.game(id).deadline.unwrap().to_rfc3339(),
        "2026-03-03T22:00:00+00:00"
    );
    let same =
        w.m.admin()
            .set_schedule(id, "22:00", None, None)
            .unwrap_err();
    assert_contains(&same.to_string(), "already has this schedule");
    let bad =
        w.m.admin()
            .set_schedule(id, "25:00", None, None)
            .unwrap_err();
    assert_contains(&bad.to_string(), "HH:MM");

    // A replacement: the old player, the new one, and everyone else hear of it.
    let before = w.outbox().len();
    w.m.admin()
        .replace_player(id, "green", "dee@example.org", Some("Dee"))
        .unwrap();
    let mails = w.outbox_from(before);
    let to: Vec<&str> = mails.iter().map(|m| m.to.as_str()).collect();
    assert_eq!(to, [BOB.1, "dee@example.org", ANN.1, CID.1]);
    assert!(
        !mails[2].body.contains("dee@example.org"),
        "no address shown"
    );
    insta::assert_snapshot!("notice_new_player", mails[2].body);
    assert!(
        audit(&w, id)
            .iter()
            .any(|a| a["action"] == "schedule" && a["detail"]["tz"] == "Europe/London")
    );
    // The shareable export names neither the new player's address nor the replaced one's
    // (the audit of the replacement and the mails once sent to them).
    let full = w.m.records().export(id).unwrap().to_string();
    assert!(full.contains(CID.1) && full.contains("dee@example.org"));
    let shared = w.m.records().export_without_keys(id).unwrap().to_string();
    for address in [ANN.1, BOB.1, CID.1, "dee@example.org"] {
        assert!(!shared.contains(address), "{address}: {shared}");
    }
    assert_contains(&shared, "seat-1-earlier@hidden.invalid");
}

/// The preview gathers the orders as the round does: a resigned seat plays its default but
/// owes nothing, so the preview does not name it among those with no orders yet, as the
/// round's report does not count it late.
#[test]
fn preview_names_as_missing_only_the_players_the_round_counts_late() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB, CID]));
    w.send(id, 1, vec![robomod::inbound::PlayerCommand::ResignConfirm]);
    w.send(id, 0, vec![orders("GOALS", "1")]);
    let preview = w.m.rounds().preview(id).unwrap();
    let first = preview.lines().next().unwrap();
    assert!(
        first.ends_with("no orders yet from Blue (their defaults are used)."),
        "{preview}"
    );
    runs_as_previewed(&w, id, &preview);
    let round = &w.m.records().export(id).unwrap()["rounds"][0];
    assert_eq!(round["defaulted"], serde_json::json!([1, 2]), "{round}");
    assert_eq!(round["late"], serde_json::json!([2]), "{round}");
}
