//! A whole robot race through the moderator, by mail, with a test clock: a computer player, a
//! player who sends an illegal program and then spends wildcards, one who misses deadlines, one
//! who powers down, an upgrade option; private hands that no other player's mail carries; the
//! final standings and awards; replay byte for byte; the next race's picks. Rounds that run
//! without waiting: a robot out, a race left to the computer, last lives lost, powering down.

use super::common::*;
use crate::support::assert_contains;
use chrono::Duration;
use robomod::clock::Clock;
use robomod::moderator::{NewGame, NewPlayer};
use robomod::outgoing::{MailKind, OutgoingMail};
use robomod::store;
use serde_json::Map;

#[test]
fn a_whole_race_by_mail() {
    let (seed, offer) = seed_with_a_switchable_offer_for_ann();
    let (w, id) = world_with_race(seed);
    let welcome = w
        .outbox()
        .into_iter()
        .find(|m| m.kind == MailKind::Welcome)
        .unwrap();
    assert_contains(&welcome.body, "Your hand:");
    insta::assert_snapshot!("race_mail_welcome", welcome.body);
    assert!(
        !w.outbox()
            .iter()
            .any(|m| m.to.ends_with("bots.robomod.invalid")),
        "no mail to the computer player"
    );

    // Round 1. Ann: an upgrade form she does not hold, refused with what to do.
    let err = w.send(id, 0, &[("PROGRAM", "F4 L")]);
    assert_eq!(err.kind, MailKind::Error, "{}", err.body);
    assert_contains(&err.body, "F4 needs the upgrade Fourth Gear");
    insta::assert_snapshot!("race_mail_illegal_program", err.body);
    // The moderator grants wildcards; Ann spends five to step onto the upgrade site.
    let d = w.m.admin().compensate(id, "0", 5).unwrap();
    assert_eq!(d.mails, 1);
    let notice = w.outbox().pop().unwrap();
    insta::assert_snapshot!("race_mail_wildcards", notice.body);
    let ok = w.send(id, 0, &[("PROGRAM", "*F *U *U *U *U")]);
    assert_eq!(ok.kind, MailKind::Confirmation, "{}", ok.body);
    // Cid: four turns paid with wildcards, register 5 at random, and a power down.
    w.m.admin().compensate(id, "2", 4).unwrap();
    w.send(id, 2, &[("PROGRAM", "*U *U *U *U")]);
    let ack = w.send(id, 2, &[("POWER", "DOWN")]);
    assert_contains(&ack.body, "(register 5 at random); POWER DOWN");
    insta::assert_snapshot!("race_mail_ack_random_fill", ack.body);
    assert_private(&w, id);
    // Bob sends nothing; Dee, the computer, is in already.
    w.deadline();
    let s = w.state(id);
    assert_eq!(s.position().round(), 2);
    assert!(s.position().robot(0).has(offer), "Ann took the {offer}");
    let report = w.newest(MailKind::RoundReport);
    assert!(
        s.position().robot(2).powered_down(),
        "Cid powered down\n{}",
        report.body
    );
    assert_eq!(s.position().robot(0).wildcards(), 0);
    let reports: Vec<OutgoingMail> = w
        .outbox()
        .into_iter()
        .filter(|m| m.kind == MailKind::RoundReport)
        .collect();
    assert_eq!(reports.len(), 3, "three humans");
    let ann_report = reports.iter().find(|m| m.to == "ann@example.org").unwrap();
    assert!(
        ann_report.body.contains("Bob ") && ann_report.body.contains("filled at random: 1,2,3,4,5")
    );
    insta::assert_snapshot!("race_mail_round_report", ann_report.body);
    assert_private(&w, id);
    // Issue 33: the mail says what it is; Ann's copy explains the upgrade she took, once.
    assert!(
        ann_report.body.starts_with("Round 1 results, game 1."),
        "{}",
        ann_report.body
    );
    let (k, _) = option_for(offer);
    let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words(&ann_report.body).contains(&format!("New upgrade: {}.", offer.name()))
            && words(&ann_report.body).contains(k),
        "{}",
        ann_report.body
    );
    for r in reports.iter().filter(|m| m.to != "ann@example.org") {
        assert!(!r.body.contains("New upgrade"), "{}", r.body);
    }
    // The archive's game page opens with the standings now.
    let site = tempfile::tempdir().unwrap();
    robomod::archive::write(&w.m, &[id], site.path()).unwrap();
    let page = std::fs::read_to_string(site.path().join(format!("game-{id}/index.html"))).unwrap();
    let main = page.split("<main>").nth(1).unwrap();
    assert!(
        main.trim_start().starts_with("<h2>Standings</h2>"),
        "{page}"
    );
    assert!(main.contains("Standings now, in round 2"), "{page}");
    // The round's page shows it register by register: a table and a picture each.
    let round =
        std::fs::read_to_string(site.path().join(format!("game-{id}/round-1.html"))).unwrap();
    assert_contains(&round, "<h2>Register by register</h2>");
    assert_eq!(
        round.matches("<svg ").count(),
        1 + 5,
        "the round's board and five registers"
    );
    assert_eq!(round.matches("<th scope=\"col\">Notes</th>").count(), 5);
    assert_contains(&round, "<h3 id=\"step-1\">Register 1");

    // Round 2: Ann sets her upgrade's option; the others play as the computer would.
    let (k, v) = option_for(offer);
    let ack = w.send(id, 0, &[(k, v)]);
    assert!(ack.body.contains(&format!("{k} {v}")), "{}", ack.body);

    // To the end: Ann and Cid play as the computer would; Bob misses every other round. When
    // everyone is in, the round runs at once; else at the deadline.
    let mut n = 0;
    while !w.state(id).position().is_over() {
        n += 1;
        assert!(n < 60, "the race ends");
        let s = w.state(id);
        let round = s.position().round();
        for seat in [0usize, 1, 2] {
            if seat == 1 && n % 2 == 0 {
                continue;
            }
            let lines = bot_lines(&s, seat, n);
            let refs: Vec<(&str, &str)> = lines
                .iter()
                .map(|(a, b)| (a.as_str(), b.as_str()))
                .collect();
            if !refs.is_empty() {
                let reply = w.send(id, seat, &refs);
                assert_ne!(reply.kind, MailKind::Error, "{}", reply.body);
            }
        }
        if w.state(id).position().round() == round {
            w.deadline();
        }
        assert_private(&w, id);
        // After a finish, every report says when the race ends.
        let s = w.state(id);
        if let (Some(first), false) = (s.position().first_finish(), s.position().is_over()) {
            let line = format!("The race ends after round {}", first + 5);
            let last: Vec<OutgoingMail> = w
                .outbox()
                .into_iter()
                .rev()
                .filter(|m| m.kind == MailKind::RoundReport)
                .take(3)
                .collect();
            assert!(
                last.iter().all(|m| m.body.contains(&line)),
                "{}",
                last[0].body
            );
        }
    }
    let over = w.newest(MailKind::GameOver);
    assert_contains(&over.body, "Final standings");
    assert_contains(&over.body, "Pick order for the next race");
    insta::assert_snapshot!("race_mail_final", over.body);
    // Over: the game page opens with the final standings, the statistics and the awards.
    robomod::archive::write(&w.m, &[id], site.path()).unwrap();
    let page = std::fs::read_to_string(site.path().join(format!("game-{id}/index.html"))).unwrap();
    let main = page.split("<main>").nth(1).unwrap();
    assert!(
        main.trim_start().starts_with("<h2>Final standings</h2>"),
        "{page}"
    );
    let before_players = main.split("<h2>Players</h2>").next().unwrap();
    for part in ["Final standings", "Statistics", "Awards"] {
        assert!(before_players.contains(part), "{part}: {page}");
    }

    let r = w.m.rounds().replay(id).unwrap();
    assert!(r.mismatch.is_none(), "{:?}", r.mismatch);
    assert!(r.rounds > 3);

    // The next race: same players and a newcomer; picks by mail in the seed's order.
    let next =
        w.m.admin()
            .next_game(id, &Map::new(), &[player("Eve")], Some(seed + 1))
            .unwrap();
    let s = w.state(next);
    let order: Vec<u8> = match s.phase() {
        robomod::games::race::game::Phase::Picking { order, .. } => order.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(order.len(), 4, "the newcomer is not in the pick order");
    let first = order[0] as usize;
    let asks: Vec<OutgoingMail> = w
        .outbox()
        .into_iter()
        .filter(|m| m.kind == MailKind::Welcome && m.body.contains("PICK"))
        .collect();
    assert_eq!(asks.len(), 4, "every human of the next race is asked");
    insta::assert_snapshot!("race_mail_next_race_picks", asks[0].body);
    if first != 3 {
        let ack = w.send(next, first, &[("PICK", "3 1 4 2")]);
        assert_eq!(ack.kind, MailKind::Confirmation, "{}", ack.body);
    }
    w.deadline();
    let s = w.state(next);
    assert_eq!(s.position().round(), 1);
    if first != 3 {
        assert_eq!(
            s.position().robot(first).at(),
            Some(s.position().board().starts()[2])
        );
    }
    assert_eq!(
        s.position().priority()[0],
        first,
        "first pick leads the priority list"
    );

    // A player who resigned is not seated in a next race unless named; the pick order is
    // renumbered for the seats that remain.
    w.m.with_connection(|c| {
        let mut bob = store::games::players(c, id).unwrap().remove(1);
        bob.status = store::games::PlayerStatus::Resigned;
        store::games::update_player(c, &bob).unwrap();
    });
    let again =
        w.m.admin()
            .next_game(id, &Map::new(), &[], Some(seed + 2))
            .unwrap();
    let seated: Vec<String> =
        w.m.admin()
            .game_view(again)
            .unwrap()
            .seats
            .iter()
            .map(|s| s.name.clone())
            .collect();
    assert_eq!(seated, ["Ann", "Cid", "Dee"]);
    match w.state(again).phase() {
        robomod::games::race::game::Phase::Picking { order, .. } => {
            let mut seats = order.clone();
            seats.sort_unstable();
            assert_eq!(seats, [0, 1, 2], "{order:?}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_robot_out_of_the_race_does_not_hold_up_an_early_round() {
    let (w, id) = world_with_race(3);
    // Bob's robot is out of the race (as after its third destruction).
    w.edit_state(id, |v| {
        let bob = &mut v["position"]["robots"][1];
        bob["lives"] = 0.into();
        bob.as_object_mut().unwrap().remove("at");
    });
    w.m.admin().run_now(id).unwrap();
    assert_eq!(w.state(id).position().round(), 2);
    let refused = w.send(id, 1, &[("PROGRAM", "F")]);
    assert_contains(&refused.body, "out of the race");
    // Ann and Cid send their programs; Dee, the computer, and Bob's empty seat are in already:
    // the round runs at once, before any deadline.
    for seat in [0, 2] {
        let lines = bot_lines(&w.state(id), seat, 2);
        let refs: Vec<(&str, &str)> = lines
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        w.send(id, seat, &refs);
    }
    w.m.rounds().tick().unwrap();
    assert_eq!(w.state(id).position().round(), 3, "ran early");
}

/// Machines never make people wait: with every person's robot out of the race and the
/// computer in, the round runs at once (a round a minute at most), not at its deadline.
#[test]
fn a_race_left_to_the_computer_runs_without_waiting() {
    let (w, id) = world_with_race(3);
    w.edit_state(id, |v| {
        for seat in 0..3 {
            let r = &mut v["position"]["robots"][seat];
            r["lives"] = 0.into();
            r.as_object_mut().unwrap().remove("at");
        }
        // The computer's robot far from the flag, facing away: more than a round to go.
        v["position"]["robots"][3]["at"] = "f1".into();
        v["position"]["robots"][3]["facing"] = "S".into();
    });
    w.m.admin().run_now(id).unwrap();
    let g = w.m.with_connection(|c| store::games::game(c, id)).unwrap();
    assert_eq!(g.status, store::games::GameStatus::Active, "{g:?}");
    assert_eq!(g.early_at, Some(w.clock.now() + Duration::minutes(1)));
    assert_eq!(
        w.m.rounds().tick().unwrap().rounds_run,
        0,
        "not before the minute"
    );
    w.clock.advance(Duration::minutes(1));
    assert_eq!(
        w.m.rounds().tick().unwrap().rounds_run,
        1,
        "ran a minute on"
    );
}

/// The jam of issue "No game ever jams", through the moderator: races on the shipped `race`
/// board in which silent players' registers are filled at random (about one in eight used to
/// lose a robot's last life to damage and then never load again) run to their end, never held,
/// and replay byte for byte. At least one of them loses a last life to damage.
#[test]
fn races_that_lose_a_last_life_to_damage_run_to_their_end() {
    let mut seen = false;
    for seed in 1..=40u64 {
        let w = world();
        let mut settings = Map::new();
        settings.insert("board".into(), "race".into());
        let mut players: Vec<NewPlayer> = ["Ann", "Bob", "Cid", "Eve"].map(player).to_vec();
        players.push(NewPlayer {
            name: "Dee".into(),
            address: robomod::moderator::seats::bot_address("Dee"),
        });
        let id =
            w.m.admin()
                .create_game(&NewGame {
                    kind: "race".into(),
                    players,
                    settings,
                    seed: Some(seed),
                    schedule: Some("24h".into()),
                    ..NewGame::default()
                })
                .unwrap();
        let mut out_by_damage = false;
        for _ in 0..120 {
            w.clock.advance(Duration::hours(25));
            let t = w.m.rounds().tick().unwrap();
            assert!(
                t.held.is_empty() && t.errors.is_empty(),
                "seed {seed}: {t:?}"
            );
            let state = w.state(id);
            out_by_damage |= state
                .position()
                .robots()
                .iter()
                .any(|r| r.is_out() && r.damage() >= 22);
            if state.position().is_over() {
                break;
            }
        }
        assert!(w.state(id).position().is_over(), "seed {seed}: not over");
        let r = w.m.rounds().replay(id).unwrap();
        assert!(r.mismatch.is_none(), "seed {seed}: {:?}", r.mismatch);
        if out_by_damage {
            seen = true;
            break;
        }
    }
    assert!(seen, "no race lost a last life to damage");
}

/// Issue 26, the two-mail case: a round runs early once every program is in; a mail holding
/// only `POWER DOWN` is not a program, so the next round waits for one (Bob's robot is not
/// thrown off the board by five random registers). A powered-down robot has nothing to send:
/// it is in from the start, gets no reminder, and is never reported late.
#[test]
fn power_down_alone_is_no_program_and_a_powered_down_robot_is_never_asked() {
    let (w, id) = world_with_race(5);
    assert_eq!(w.state(id).position().round(), 1);
    let send_bot = |seat: usize, n: u32, extra: &[(&str, &str)]| {
        let lines = bot_lines(&w.state(id), seat, n);
        let mut refs: Vec<(&str, &str)> = lines
            .iter()
            .filter(|(k, _)| k != "POWER")
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        refs.extend_from_slice(extra);
        w.send(id, seat, &refs)
    };
    send_bot(0, 1, &[("POWER", "DOWN")]);
    send_bot(2, 1, &[]);
    let r = send_bot(1, 1, &[]);
    assert_contains(&r.body, "runs now");
    assert_eq!(w.state(id).position().round(), 2, "round 1 ran at once");
    assert!(w.state(id).position().robots()[0].powered_down());

    // Bob's next mail is only POWER DOWN: accepted, but not a program; nothing runs.
    let r = w.send(id, 1, &[("POWER", "DOWN")]);
    assert_contains(&r.body, "Accepted");
    assert!(!r.body.contains("runs now"), "{}", r.body);
    w.clock.advance(Duration::hours(1));
    w.m.rounds().tick().unwrap();
    assert_eq!(
        w.state(id).position().round(),
        2,
        "round 2 waits for Bob's program"
    );
    let view = w.m.admin().game_view(id).unwrap();
    let ins: Vec<bool> = view.seats.iter().map(|s| s.orders_in).collect();
    assert_eq!(ins, [true, false, false, true], "Ann is powered down: in");

    // Reminders go to Bob and Cid, not to powered-down Ann.
    let before = w.outbox().len();
    let deadline = w.m.admin().game_view(id).unwrap().close.unwrap().0;
    w.clock.set(deadline - Duration::hours(2));
    w.m.rounds().tick().unwrap();
    let reminded: Vec<String> = w.outbox()[before..]
        .iter()
        .filter(|m| m.kind == MailKind::Reminder)
        .map(|m| m.to.clone())
        .collect();
    assert!(
        !reminded.iter().any(|t| t.starts_with("ann")),
        "{reminded:?}"
    );
    assert!(
        reminded.iter().any(|t| t.starts_with("bob")),
        "{reminded:?}"
    );
    let bob = w.outbox()[before..]
        .iter()
        .find(|m| m.kind == MailKind::Reminder && m.to.starts_with("bob"))
        .unwrap()
        .body
        .clone();
    assert_contains(&bob, "filled at random from your hand");

    // Bob sends his program; at the deadline Cid is late, Ann (powered down) is not.
    send_bot(1, 2, &[]);
    w.clock.set(deadline + Duration::seconds(1));
    w.m.rounds().tick().unwrap();
    assert_eq!(w.state(id).position().round(), 3);
    let late: Vec<String> = w
        .outbox()
        .iter()
        .filter(|m| m.kind == MailKind::Late)
        .map(|m| m.to.clone())
        .collect();
    assert!(late.iter().any(|t| t.starts_with("cid")), "{late:?}");
    assert!(!late.iter().any(|t| t.starts_with("ann")), "{late:?}");
}
