//! Whole RAMbots games through the moderator: created, set up by mail (one goal stack drawn at
//! random at the setup deadline), played by mail with legal programs until someone wins, with
//! a test clock; then replayed byte for byte.

use crate::support::assert_contains;
use crate::support::world::*;
use chrono::Duration;
use robomod::games::rambots::State;
use robomod::games::rambots::bot::random_program;
use robomod::games::rambots::notation::{MAX_PROGRAM, program_text};
use robomod::games::{GameRng, Outcome, step_rng};
use robomod::inbound::PlayerCommand;
use robomod::lang::Say;
use robomod::moderator::NewGame;
use robomod::outgoing::MailKind;
use robomod::store::games::GameStatus;

fn rambots_game(players: &[(&str, &str)], seed: u64) -> NewGame {
    let mut new = sprint(players);
    new.kind = "rambots".into();
    new.seed = Some(seed);
    new.schedule = Some("22:00 Europe/London".into());
    new.settings.insert("red_beam".into(), "slide".into());
    new
}

fn state(w: &World, id: i64) -> State {
    serde_json::from_value(w.game(id).state.into_value()).unwrap()
}

/// Plays game `id` by mail until it ends or `cap` rounds pass: every round each player sends
/// a random legal program, except that seat 1 stays silent every third round (the round then
/// runs at its deadline, from `tick`). Returns the rounds played.
fn play(w: &World, id: i64, rng: &mut GameRng, cap: u32) -> u32 {
    let mut rounds = 0;
    while w.game(id).status == GameStatus::Active && rounds < cap {
        rounds += 1;
        let s = state(w, id);
        let seats = s.position().seats().to_vec();
        for (i, c) in seats.iter().enumerate() {
            if i == 1 && rounds % 3 == 0 {
                continue;
            }
            let program =
                program_text(&random_program(s.position().pool(*c), 1..=MAX_PROGRAM, rng));
            let reply = w.send(id, i, vec![orders("PROGRAM", &program)]);
            assert_eq!(reply.kind, MailKind::Confirmation, "{}", reply.body);
        }
        if rounds % 3 == 0 {
            w.clock.set(w.game(id).deadline.unwrap());
            assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
        }
    }
    rounds
}

#[test]
fn a_whole_rambots_game_from_creation_to_a_win() {
    let w = world();
    let id =
        w.m.admin()
            .create_game(&rambots_game(&[ANN, BOB, CID], 11))
            .unwrap();
    assert_eq!(w.outbox().len(), 3);
    // Setup: Ann and Cid build stacks; Bob's is drawn at random at the deadline.
    let ann = w.send(id, 0, vec![orders("GOALS", "1y 3r 2g 1b")]);
    assert_contains(&ann.body, "1Y 3R 2G 1B");
    let wrong = w.send(id, 2, vec![orders("PROGRAM", "1GN")]);
    assert_contains(&wrong.body, "PROGRAM is not what game 1 needs now");
    w.send(id, 2, vec![orders("GOALS", "2Y 2R 2G 2B")]);
    let status = w.send(id, 1, vec![PlayerCommand::Status]);
    assert!(!status.body.contains("1Y 3R 2G 1B") && !status.body.contains("2Y 2R 2G 2B"));
    w.clock.set(w.game(id).deadline.unwrap());
    let t = w.m.rounds().tick().unwrap();
    assert_eq!(
        (t.rounds_run, w.game(id).phase.as_str()),
        (1, "programming")
    );
    let report = w.newest(MailKind::RoundReport);
    assert_contains(&report.body, "PROGRAM <your orders>, or PASS");

    // Random legal play from this stream is won in round 41 (found by trying streams).
    let mut rng = step_rng(11, 18);
    let rounds = play(&w, id, &mut rng, 60);
    assert_eq!(rounds, 40);
    let g = w.game(id);
    assert_eq!(
        g.status,
        GameStatus::Finished,
        "no winner after {rounds} rounds"
    );
    assert!(matches!(g.outcome, Some(Outcome::Won(_))));
    let over: Vec<_> = w
        .outbox()
        .into_iter()
        .filter(|m| m.kind == MailKind::GameOver)
        .collect();
    assert_eq!(over.len(), 3);
    assert_contains(&over[0].body, "wins");
    assert_short_lines(&w.outbox());
    // The record replays byte for byte.
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!(r.mismatch, None);
    assert_eq!(r.rounds, rounds + 1);
    assert!(r.mails >= 3 * (rounds + 1) - 3, "{r:?}");
}

#[test]
fn rambots_mail_snapshots() {
    let (w, id) = world_with_game(&rambots_game(&[ANN, BOB], 5));
    insta::assert_snapshot!("rambots_welcome", w.outbox()[0].body);
    w.goals(id, &["1Y 3R 2G 1B", "3Y 1R 1G 2B"]);
    let report = w.newest(MailKind::RoundReport);
    insta::assert_snapshot!("rambots_setup_report", report.body);
    let help = w.send(
        id,
        0,
        vec![PlayerCommand::Help, orders("PROGRAM", "1GN 3BU 2RX")],
    );
    insta::assert_snapshot!("rambots_error_with_help", help.body);
    w.advance(Duration::hours(1));
    w.send(id, 0, vec![orders("PROGRAM", "1gn 3bu")]);
    w.send(id, 1, vec![orders("PASS", "")]);
    let report = w.newest(MailKind::RoundReport);
    insta::assert_snapshot!("rambots_round_report", report.body);
    assert_short_lines(&w.outbox());
}

#[test]
fn try_shows_the_round_as_it_would_run_and_stores_nothing() {
    let (w, id) = world_with_game(&rambots_game(&[ANN, BOB], 5));
    w.goals(id, &["1Y 3R 2G 1B", "3Y 1R 1G 2B"]);
    let before = state(&w, id);
    let tried = w.send(id, 0, vec![try_orders("PROGRAM 1GN 3BU")]);
    assert_eq!(tried.kind, MailKind::Status, "{}", tried.body);
    assert_contains(&tried.body, "with every other player sending no orders");
    assert_contains(&tried.body, "EXECUTION");
    insta::assert_snapshot!("rambots_try", tried.body);
    assert_eq!(state(&w, id), before, "nothing changed");
    assert!(
        !w.m.admin()
            .sent_anything(id, robomod::games::Seat(0))
            .unwrap(),
        "nothing stored"
    );
    let bad = w.send(id, 0, vec![try_orders("PROGRAM 9ZZ")]);
    assert_eq!(bad.kind, MailKind::Error, "{}", bad.body);
    assert_contains(&bad.body, "Not tried");
    assert_short_lines(&w.outbox());
}

/// A raw mail from seat `seat` of game `id` with `body`, read by the mail layer.
fn raw_mail(w: &World, id: i64, seat: usize, body: &str) -> robomod::inbound::InboundMail {
    let p = &w.players(id)[seat];
    let raw = format!(
        "From: {n} <{a}>\r\nTo: robomod+g{id}.{k}@example.test\r\nSubject: Re: [robomod g{id} {k}] orders\r\n\
         Message-ID: <{n}.{len}@example.org>\r\nContent-Type: text/plain\r\n\r\n{body}\r\n",
        n = p.name,
        a = p.address,
        k = p.key,
        len = body.len(),
        body = body.replace('\n', "\r\n")
    );
    robomod::mail::read_mail(raw.as_bytes(), &robomod::identity::MailIdentity::default())
}

#[test]
fn the_players_forms_work_as_whole_mails() {
    let (w, id) = world_with_game(&rambots_game(&[ANN, BOB], 5));
    w.goals(id, &["1Y 3R 2G 1B", "3Y 1R 1G 2B"]);
    let handle = |body: &str| {
        let before = w.outbox().len();
        w.m.intake()
            .handle_mail(b"raw", &raw_mail(&w, id, 0, body))
            .unwrap();
        w.outbox_from(before).remove(0)
    };
    // A program over several lines, numbered, with a comment.
    let r = handle("Hi all,\n\nProgram:\n1. 1GN\n# my favourite\n2) 3BU\n\nCheers");
    assert_contains(&r.body, "Accepted for round 1:\n  1GN 3BU");
    // A labelled program in words and letters, inside a sentence.
    let r = handle("Here is my program: small red east, m r n");
    assert_contains(&r.body, "Accepted for round 1:\n  1RE 2RN");
    // An unknown instruction is quoted whole.
    let r = handle("PROGRAM 1GN 7XK");
    assert_contains(&r.body, "- \"7XK\": unknown word");
    // ORDERS shows what counts; CLEAR withdraws it.
    let r = handle("ORDERS");
    assert_contains(&r.body, "1RE 2RN");
    let r = handle("CLEAR");
    assert_contains(&r.body, "Withdrawn. Nothing on file for round 1");
}

/// Issue 14: a finished RAMbots game rolled back two rounds comes back to life with the
/// orders on file; replay checks the rounds that stand, before and after it is played out again.
#[test]
fn a_finished_rambots_game_rolls_back_and_replays() {
    let (w, id) = world_with_game(&rambots_game(&[ANN, BOB], 5));
    w.goals(id, &["1y 3r 2g 1b", "2y 2r 2g 1b"]);
    let mut rng = step_rng(5, 99);
    play(&w, id, &mut rng, 200);
    let g = w.game(id);
    assert_eq!(g.status, GameStatus::Finished, "the game ends");
    let last = g.round - 1;
    let to = (last - 1).to_string();
    // The pictures of the rounds to be undone, drawn from their rows (stored without SVG): the
    // rounds' own and the step pictures of their HTML reports (issue 39: the round and step).
    type Undone = (i64, Option<u32>, Option<String>, String, Option<u32>);
    let undone_pictures = |w: &World| -> Vec<Undone> {
        w.m.with_connection(|c| {
            let mut q = c
                .prepare(
                    "SELECT p.id, p.round, p.svg, p.step
                     FROM pictures p JOIN rounds r ON r.game_id = p.game_id AND r.number = p.round
                     WHERE p.game_id = ?1 AND p.round >= ?2 ORDER BY p.id",
                )
                .unwrap();
            let rounds = robomod::store::rounds::rounds(c, id).unwrap();
            let engine = robomod::games::by_kind("rambots").unwrap();
            let pictures = engine.capabilities().pictures.unwrap();
            q.query_map(rusqlite::params![id, last - 1], |r| {
                let round = &rounds[r.get::<_, u32>(1)? as usize - 1];
                let (before, after) = (
                    engine.load(&round.state_before).unwrap(),
                    engine.load(&round.state_after).unwrap(),
                );
                let (before, events, after) = (Some(&*before), round.events.value(), &*after);
                let step: Option<u32> = r.get(3)?;
                let drawn = match step {
                    None => pictures
                        .render_picture(before, events, after, Say::english())
                        .unwrap(),
                    Some(k) => {
                        let steps = pictures
                            .render_steps(before, events, after, Say::english())
                            .unwrap();
                        steps[k as usize - 1].svg.clone().unwrap()
                    }
                };
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, drawn, step))
            })
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
        })
    };
    let before = undone_pictures(&w);
    let rounds = before.iter().filter(|p| p.4.is_none()).count();
    assert_eq!(rounds, 2, "one picture for each round undone");
    assert!(
        before.len() > rounds,
        "and the step pictures of their reports"
    );
    assert!(before.iter().all(|p| p.2.is_none()), "stored without SVG");
    w.advance(Duration::hours(2));
    let d =
        w.m.admin()
            .rollback(id, &to, Some("a program was entered for the wrong seat"))
            .unwrap();
    assert_contains(&d.what, "2 round(s) undone");
    // Their SVG is written as their rounds go: the mails that carried them still draw them.
    for (pid, _, _, drawn, _) in &before {
        let (round, svg): (Option<u32>, Option<String>) = w.m.with_connection(|c| {
            c.query_row(
                "SELECT round, svg FROM pictures WHERE id = ?1",
                [pid],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap()
        });
        assert_eq!((round, svg.as_deref()), (None, Some(drawn.as_str())));
    }
    let g = w.game(id);
    assert_eq!(
        (g.status, g.round, g.outcome),
        (GameStatus::Active, last - 1, None)
    );
    assert!(g.deadline.is_some());
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!((r.mismatch, r.rounds), (None, last - 2));
    // The game is played out again, by other programs; the new record replays too.
    play(&w, id, &mut rng, 200);
    assert_eq!(w.game(id).status, GameStatus::Finished);
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!(r.mismatch, None);
    let x = w.m.records().export(id).unwrap();
    let undone = x["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["undone"] == true)
        .count();
    assert_eq!(undone, 2);
}

/// A RAMbots game in Polish (`language=pl`) by mail, Bob having chosen English for himself:
/// Polish orders read, each report in its reader's language (the engine's words; the
/// moderator's own are the templates'), and the record replays byte for byte, the language of
/// every report being stored with its round.
#[test]
fn a_polish_rambots_game_by_mail() {
    let mut new = rambots_game(&[ANN, BOB], 5);
    new.settings.insert("language".into(), "pl".into());
    let (w, id) = world_with_game(&new);
    let now = w.m.now();
    w.m.with_connection(|c| robomod::store::preferences::set(c, BOB.1, "language", "en", now))
        .unwrap();
    let goals = "mały żółty, duży czerwony, średni zielony, mały niebieski";
    let ann = w.send(id, 0, vec![orders("GOALS", goals)]);
    // Echoed in her initials (Ż żółty, C czerwony, Z zielony, N niebieski).
    assert_contains(&ann.body, "1Ż 3C 2Z 1N");
    w.send(id, 1, vec![orders("GOALS", "3Y 1R 1G 2B")]);
    let report_to = |who: &str| {
        w.outbox()
            .into_iter()
            .rev()
            .find(|m| m.kind == MailKind::RoundReport && m.to.contains(who))
            .unwrap()
            .body
    };
    let (ann, bob) = (report_to(ANN.1), report_to(BOB.1));
    assert_contains(&ann, "RAMbots - stosy celów zostają odkryte");
    assert_contains(&bob, "RAMbots - the goal stacks are revealed");
    insta::assert_snapshot!("rambots_pl_setup_report", ann);
    w.advance(Duration::hours(1));
    let program = "mały zielony północ, średni niebieski pionowo";
    let read = w.send(id, 0, vec![orders("PROGRAM", program)]);
    assert_contains(&read.body, "1ZN 2BU");
    w.send(id, 1, vec![orders("PASS", "")]);
    let (ann, bob) = (report_to(ANN.1), report_to(BOB.1));
    assert_contains(&ann, "Czerwony wykonuje 1ZN");
    assert_contains(&bob, "Red runs 1GN");
    insta::assert_snapshot!("rambots_pl_round_report", ann);
    assert_short_lines(&w.outbox());
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!(r.mismatch, None);
    assert!(r.mails >= 4, "{r:?}");
}
