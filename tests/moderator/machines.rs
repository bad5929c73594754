//! Computer players through the moderator (issue 28): a RAMbots computer player plays a whole
//! game on file (its goal stack and every program entered as each turn opens, nothing filled at
//! random); the stand-in takes over a silent person's seat and hands it back; a game with no
//! person left is finished or paused, with an alert; a roster of machines alone is refused.

use crate::support::assert_contains;
use crate::support::world::*;
use robomod::inbound::PlayerCommand;
use robomod::moderator::seats::bot_address;
use robomod::moderator::{ModeratorConfig, NewGame};
use robomod::outgoing::MailKind;
use robomod::store;
use robomod::store::games::GameStatus;

fn rambots(players: &[(&str, &str)]) -> NewGame {
    rambots_with(players, &[])
}

/// A RAMbots game with robomod's `options` among its settings (`stand_in`, `no_humans`).
fn rambots_with(players: &[(&str, &str)], options: &[(&str, serde_json::Value)]) -> NewGame {
    let mut new = new_game("rambots", players, 11);
    new.settings = options
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    new
}

fn ops() -> ModeratorConfig {
    ModeratorConfig {
        operator: Some("ops@example.org".into()),
        ..config()
    }
}

/// The open round's submissions for `seat`.
fn on_file(w: &World, id: i64, seat: u8) -> Vec<store::rounds::Submission> {
    let g = w.game(id);
    w.m.with_connection(|c| store::rounds::submissions(c, id, Some(g.round)))
        .unwrap()
        .into_iter()
        .filter(|s| s.seat.0 == seat)
        .collect()
}

/// Runs the open round at its deadline.
fn at_deadline(w: &World, id: i64) {
    w.clock.set(w.game(id).deadline.unwrap());
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
}

#[test]
fn a_rambots_computer_player_plays_a_whole_game_on_file() {
    let cy = bot_address("Cy");
    let (w, id) = world_with_game(&rambots(&[ANN, ("Cy", &cy)]));
    let mut rounds = 0;
    while w.game(id).status == GameStatus::Active && rounds < 80 {
        let mine = on_file(&w, id, 1);
        assert_eq!(
            mine.len(),
            1,
            "round {rounds}: the computer's orders are on file"
        );
        let keyword = if rounds == 0 { "GOALS" } else { "PROGRAM" };
        assert_eq!(mine[0].keyword.to_uppercase(), keyword);
        assert!(mine[0].result.is_ok(), "{:?}", mine[0].text);
        if rounds == 0 {
            w.send(id, 0, vec![orders("GOALS", "1R 1G 1B 1Y")]);
        } else {
            w.send(id, 0, vec![orders("PASS", "")]);
        }
        // Everyone is in: the round runs at once, without waiting for the deadline.
        w.m.rounds().tick().unwrap();
        assert_eq!(w.game(id).round, rounds + 2, "round {rounds} ran at once");
        rounds += 1;
    }
    assert_eq!(w.game(id).status, GameStatus::Finished, "{rounds} rounds");
    let rows =
        w.m.with_connection(|c| store::rounds::rounds(c, id))
            .unwrap();
    assert!(
        rows.iter().all(|r| r.defaulted.is_empty()),
        "nothing random"
    );
    let over = w.newest(MailKind::GameOver).body;
    assert!(
        over.contains("Blue wins"),
        "the computer (Blue) won: {over}"
    );
}

/// A RAMbots game of Ann and Bob whose silent seat the stand-in takes after 2 rounds, with an
/// operator.
fn stand_in_game() -> (World, i64) {
    let w = world_with(ops());
    let stand_in = [("stand_in", serde_json::json!(2))];
    let id =
        w.m.admin()
            .create_game(&rambots_with(&[ANN, BOB], &stand_in))
            .unwrap();
    (w, id)
}

#[test]
fn the_stand_in_takes_over_a_silent_seat_and_hands_it_back() {
    let (w, id) = stand_in_game();
    // The welcome says what happens to a silent seat.
    let welcome = w.outbox().into_iter().find(|m| m.to == BOB.1).unwrap();
    assert_eq!(welcome.kind, MailKind::Welcome);
    let one_line = welcome
        .body
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        one_line.contains("If you miss 2 rounds in a row, a computer player (the stand-in)"),
        "{}",
        welcome.body
    );
    assert_short_lines(std::slice::from_ref(&welcome));
    // Bob misses the goal stacks and round 1.
    w.send(id, 0, vec![orders("GOALS", "1R 1G 1B 1Y")]);
    at_deadline(&w, id);
    assert!(on_file(&w, id, 1).is_empty(), "one miss: no stand-in yet");
    w.send(id, 0, vec![orders("PASS", "")]);
    at_deadline(&w, id);
    // Two in a row: the stand-in plays Bob's seat, and Bob and the operator are told.
    assert_eq!(
        on_file(&w, id, 1).len(),
        1,
        "the stand-in's program is on file"
    );
    let notice = w.newest(MailKind::Notice);
    assert_eq!(notice.to, BOB.1);
    assert_contains(&notice.body, "a computer player, plays your seat");
    let alert = w.newest(MailKind::Alert);
    assert_contains(&alert.body, "the stand-in");
    insta::assert_snapshot!("alert_stand_in", alert.body);
    let seats = w.m.admin().game_view(id).unwrap().seats;
    assert!(seats[1].stand_in && seats[1].orders_in && !seats[0].stand_in);
    // Ann's orders complete the round: it runs at once, and says who played Bob.
    let before = w.outbox().len();
    let open = w.game(id).round;
    w.send(id, 0, vec![orders("PASS", "")]);
    w.m.rounds().tick().unwrap();
    assert_eq!(w.game(id).round, open + 1, "ran at once");
    // Ann reads who the stand-in played; Bob reads that it played his robot.
    let reports: Vec<_> = w
        .outbox()
        .into_iter()
        .filter(|m| m.kind == MailKind::RoundReport)
        .collect();
    let to = |who: &str| {
        reports
            .iter()
            .rev()
            .find(|m| m.to == who)
            .unwrap()
            .body
            .clone()
    };
    let (ann, bob) = (to(ANN.1), to(BOB.1));
    assert_contains(&ann, "Played by the stand-in, a computer player");
    assert_contains(
        &bob,
        "No orders came from you, so the stand-in, a computer player, played",
    );
    let late = w.outbox_of(before, MailKind::Late);
    assert_eq!(late.len(), 1);
    assert_contains(&late[0].body, "the stand-in, a computer player, played");
    assert_short_lines(&late);
    // It plays on while Bob is silent; Bob's own orders take the seat back at once.
    assert_eq!(on_file(&w, id, 1).len(), 1);
    let open = w.game(id).round;
    w.send(id, 1, vec![orders("PASS", "")]);
    w.send(id, 0, vec![orders("PASS", "")]);
    w.m.rounds().tick().unwrap();
    assert_eq!(w.game(id).round, open + 1, "ran at once");
    let report = w.newest(MailKind::RoundReport);
    assert!(!report.body.contains("stand-in"), "{}", report.body);
    assert!(on_file(&w, id, 1).is_empty(), "handed back");
    assert!(!w.m.admin().game_view(id).unwrap().seats[1].stand_in);
}

/// Issue 50: the stand-in's notice, queued as round N opens, is answered with orders for round
/// N that arrive after N has run: they are judged against round N (refused as written for a
/// round that has run, with where things stand), never applied to round N+1.
#[test]
fn a_reply_to_the_stand_in_notice_after_its_round_ran_is_not_applied_to_the_next() {
    let (w, id) = stand_in_game();
    w.send(id, 0, vec![orders("GOALS", "1R 1G 1B 1Y")]);
    at_deadline(&w, id);
    w.send(id, 0, vec![orders("PASS", "")]);
    at_deadline(&w, id);
    let notice = w.newest(MailKind::Notice);
    assert_eq!(notice.to, BOB.1);
    let written_for = w.game(id).round;
    // Round N runs (Ann's orders and the stand-in's complete it) before Bob's answer lands.
    w.send(id, 0, vec![orders("PASS", "")]);
    w.m.rounds().tick().unwrap();
    assert_eq!(w.game(id).round, written_for + 1);
    let before = w.outbox().len();
    let mut mail = w.mail_from(id, 1, vec![orders("PROGRAM", "1GN")]);
    mail.in_reply_to = Some(notice.message_id.trim_matches(['<', '>']).to_string());
    w.m.intake().handle_mail(b"raw", &mail).unwrap();
    let reply = w.outbox_from(before).remove(0);
    assert_contains(&reply.body, "Not applied");
    let mine: Vec<_> = on_file(&w, id, 1)
        .into_iter()
        .filter(|s| s.inbox_id.is_some())
        .collect();
    assert!(mine.is_empty(), "applied to round N+1: {mine:?}");
    // The same orders answering the newest report count.
    let before = w.outbox().len();
    let report = w
        .outbox()
        .into_iter()
        .rev()
        .find(|m| m.to == BOB.1 && m.kind == MailKind::RoundReport)
        .unwrap();
    let mut mail = w.mail_from(id, 1, vec![orders("PROGRAM", "1GN")]);
    mail.in_reply_to = Some(report.message_id.trim_matches(['<', '>']).to_string());
    w.m.intake().handle_mail(b"raw", &mail).unwrap();
    let reply = w.outbox_from(before).remove(0);
    assert!(!reply.body.contains("Not applied"), "{}", reply.body);
    assert!(
        on_file(&w, id, 1).iter().any(|s| s.inbox_id.is_some()),
        "orders for the open round count"
    );
}

/// With `identity.operator_language = "pl"` the operator's alerts are in Polish: the
/// resignation and the game left to machines, subjects too.
#[test]
fn the_operator_reads_the_alerts_in_their_language() {
    let w = world_with(ModeratorConfig {
        operator_language: "pl",
        ..ops()
    });
    let cy = bot_address("Cy");
    let pause = [("no_humans", serde_json::json!("pause"))];
    let id =
        w.m.admin()
            .create_game(&rambots_with(&[ANN, ("Cy", &cy)], &pause))
            .unwrap();
    w.send(id, 0, vec![PlayerCommand::Resign]);
    w.send(id, 0, vec![PlayerCommand::ResignConfirm]);
    let alerts: Vec<_> = (w.outbox().into_iter())
        .filter(|m| m.kind == MailKind::Alert)
        .collect();
    assert_eq!(alerts.len(), 2, "{alerts:?}");
    let shown: Vec<String> = alerts
        .iter()
        .map(|a| format!("Subject: {}\n\n{}", a.subject, a.body))
        .collect();
    insta::assert_snapshot!("alerts_in_polish", shown.join("\n----\n"));
    assert_contains(&shown[0], "zrezygnował");
    assert_contains(&shown[1], "Gra jest wstrzymana.");
    for a in &shown {
        assert!(
            !a.contains("has resigned") && !a.contains("no human"),
            "{a}"
        );
    }
}

#[test]
fn a_game_with_no_person_left_is_finished_or_paused_with_an_alert() {
    for (rule, status) in [
        ("finish", GameStatus::Finished),
        ("pause", GameStatus::Paused),
    ] {
        let w = world_with(ops());
        let cy = bot_address("Cy");
        let no_humans = [("no_humans", serde_json::json!(rule))];
        let id =
            w.m.admin()
                .create_game(&rambots_with(&[ANN, ("Cy", &cy)], &no_humans))
                .unwrap();
        w.send(id, 0, vec![PlayerCommand::Resign]);
        w.send(id, 0, vec![PlayerCommand::ResignConfirm]);
        assert_eq!(w.game(id).status, status, "{rule}");
        let alert = w.newest(MailKind::Alert);
        assert_contains(&alert.body, "no human player left");
        insta::assert_snapshot!(format!("alert_no_humans_{rule}"), alert.body);
        assert_short_lines(std::slice::from_ref(&alert));
        assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 0);
    }
}

#[test]
fn machines_alone_are_refused_a_game() {
    let w = world();
    let (cy, dee) = (bot_address("Cy"), bot_address("Dee"));
    let e =
        w.m.admin()
            .create_game(&rambots(&[("Cy", &cy), ("Dee", &dee)]))
            .unwrap_err();
    assert_contains(&e.to_string(), "seat at least one person");
}

#[test]
fn the_seat_rules_are_checked_and_kept_as_the_games_options() {
    let w = world();
    for (key, bad) in [
        ("stand_in", "soon"),
        ("stand_in", "-1"),
        ("no_humans", "wait"),
    ] {
        let e =
            w.m.admin()
                .create_game(&rambots_with(&[ANN, BOB], &[(key, serde_json::json!(bad))]))
                .unwrap_err();
        assert!(e.to_string().starts_with(&format!("{key}=")), "{e}");
    }
    let options = [
        ("stand_in", serde_json::json!(3)),
        ("no_humans", serde_json::json!("Pause")),
    ];
    let id =
        w.m.admin()
            .create_game(&rambots_with(&[ANN, BOB], &options))
            .unwrap();
    let kept =
        w.m.with_connection(|c| store::game_options::all(c, id))
            .unwrap();
    let want = [
        ("no_humans".to_string(), "pause".to_string()),
        ("stand_in".into(), "3".into()),
    ];
    assert_eq!(kept, want);
    // The engine never sees them: its settings are its own.
    assert!(w.game(id).settings.get("stand_in").is_none());
}
