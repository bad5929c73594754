//! A whole race in Polish by mail (`language=pl`), read as a Polish player reads it: Ania
//! writes her programs in Polish words and asks for the state of the game, Bartek misses
//! rounds and is played for, Celina makes a mistake, then resigns; a computer player races
//! beside them to the final standings. Every mail robomod sends any of them is checked for
//! English and snapshotted as its reader gets it.

use crate::support::english::assert_no_english;
use crate::support::whole_game::{address, mails_to, newest_text};
use chrono::Duration;
use robomod::cli::demo::reply;
use robomod::clock::{Clock, TestClock};
use robomod::config::Config;
use robomod::daemon::{Daemon, open_moderator};
use robomod::games::race::game::{RaceOrders, State};
use robomod::games::race::{Race, orders};
use robomod::games::{ComputerPlayer, Seat, step_rng};
use robomod::mail::maildir::MaildirInbox;
use robomod::mail::transport::FileTransport;
use robomod::moderator::{NewGame, NewPlayer, SeededKeys};
use robomod::store::games::game;
use serde_json::Map;
use std::sync::Arc;

const HUMANS: [&str; 3] = ["Ania", "Bartek", "Celina"];

/// What the computer player would send for `seat`.
fn as_the_computer(state: &State, seat: usize, round: u32) -> String {
    let mut rng = step_rng(11, round * 8 + seat as u32);
    match Race::bot_orders(state, Seat(seat as u8), &mut rng) {
        Some(RaceOrders::Round(o)) => orders::mail_text(&o),
        _ => "PASUJĘ".into(),
    }
}

/// The computer's program in the Polish words a player writes: `naprzód 2`, `w lewo`,
/// `zawracam`, `cofnij`; anything else (a wildcard, an upgrade's card) as written.
fn in_polish_words(program: &str) -> String {
    program
        .split_whitespace()
        .map(|card| match card {
            "F1" => "naprzód 1".to_string(),
            "F2" => "naprzód 2".to_string(),
            "F3" => "naprzód 3".to_string(),
            "L" => "w lewo".to_string(),
            "R" => "w prawo".to_string(),
            "U" => "zawracam".to_string(),
            other => other.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn polish_race(seed: u64) -> NewGame {
    let mut settings = Map::new();
    settings.insert("language".into(), "pl".into());
    let mut players: Vec<NewPlayer> = HUMANS
        .iter()
        .map(|n| NewPlayer {
            name: n.to_string(),
            address: address(n),
        })
        .collect();
    players.push(NewPlayer {
        name: "Dora".into(),
        address: robomod::moderator::seats::bot_address("Dora"),
    });
    NewGame {
        kind: "race".into(),
        players,
        settings,
        seed: Some(seed),
        ..NewGame::default()
    }
}

#[test]
fn a_whole_polish_race_by_mail_carries_no_english() {
    let seed = 7;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("robomod.toml"),
        "data_dir = \"data\"\n[identity]\naddress = \"robomod@race.test\"\n",
    )
    .unwrap();
    let config = Config::load(&dir.path().join("robomod.toml")).unwrap();
    let clock = TestClock::at_str("2026-03-02T09:00:00Z");
    let shared: Arc<dyn Clock> = Arc::new(clock.clone());
    let moderator = open_moderator(&config, &config.database_path(), shared.clone())
        .unwrap()
        .with_keys(SeededKeys::new(seed));
    let id = moderator.create_game(&polish_race(seed)).unwrap();
    let inbox = MaildirInbox::open(config.maildir_path()).unwrap();
    let out = config.outgoing_path();
    let transport = FileTransport::new(out.clone(), shared.clone());
    let mut daemon = Daemon::from_parts(
        &config,
        moderator,
        Box::new(inbox),
        Box::new(transport),
        shared,
    );
    let maildir = MaildirInbox::open(config.maildir_path()).unwrap();
    let state = |d: &Daemon| -> State {
        let g = d.moderator().with_connection(|c| game(c, id)).unwrap();
        serde_json::from_value(g.state.into_value()).unwrap()
    };
    let send = |d: &mut Daemon, name: &str, text: &str| {
        maildir.deliver(&reply(&out, name, text).unwrap()).unwrap();
        d.pass().unwrap();
    };
    daemon.pass().unwrap();

    // Celina's first program is a mistake: a card she cannot have.
    send(&mut daemon, "Celina", "program: naprzód 4, w lewo");
    let refusal = newest_text(&out, "Celina");
    assert!(refusal.contains("Nie przyjęto"), "{refusal}");
    assert!(refusal.contains("F4"), "her card named: {refusal}");
    // Ania's mistakes, each answered in Polish with what is wrong: an option she has no
    // upgrade for, options that are none, a short program, a card she lacks, an upgrade she
    // lacks.
    send(
        &mut daemon,
        "Ania",
        "GYRO OFF\nGYRO MAYBE\nBREAKER 40\nPROGRAM F F\nPROGRAM U U U U U\nRECOMPILE\nPROGRAM F4 L L L L",
    );
    let mistakes = newest_text(&out, "Ania");
    assert!(mistakes.contains("to nie opcja"), "{mistakes}");
    assert!(mistakes.contains("Czwarty bieg"), "{mistakes}");
    // Ania asks how the game stands, in lower case.
    send(&mut daemon, "Ania", "stan");

    let mut rounds = 0;
    let mut resigned = false;
    loop {
        let s = state(&daemon);
        if s.position().is_over() {
            break;
        }
        rounds += 1;
        assert!(rounds < 60, "the race ends");
        let round = s.position().round();
        for (seat, name) in HUMANS.iter().enumerate() {
            if *name == "Bartek" && round % 3 == 1 {
                continue;
            }
            if *name == "Celina" && resigned {
                continue;
            }
            let computer = as_the_computer(&s, seat, round);
            let text = match (*name, computer.strip_prefix("PROGRAM ")) {
                ("Ania", Some(program)) => {
                    let mut lines = computer.lines();
                    lines.next();
                    let rest: Vec<&str> = lines.collect();
                    format!(
                        "Cześć,\n\nprogram: {}\n{}\n\nPozdrawiam\nAnia",
                        in_polish_words(program.lines().next().unwrap_or_default()),
                        rest.join("\n")
                    )
                }
                _ => computer,
            };
            send(&mut daemon, name, &text);
            let answer = newest_text(&out, name);
            assert!(
                !answer.contains("Nie przyjęto"),
                "{name}, round {round}: {text}\n{answer}"
            );
        }
        if round == 3 && !resigned {
            send(&mut daemon, "Celina", "rezygnuję");
            let asked = mails_to(&out, "Celina").pop().unwrap();
            assert!(asked.0.contains("potwierdź rezygnację"), "{asked:?}");
            send(&mut daemon, "Celina", "Tak, rezygnuję tak");
            let done = newest_text(&out, "Celina");
            assert!(!done.contains("Nie przyjęto"), "{done}");
            resigned = true;
        }
        if state(&daemon).position().round() == round {
            clock.advance(Duration::days(2));
            daemon.pass().unwrap();
        }
    }
    for name in HUMANS {
        let mails = mails_to(&out, name);
        assert!(mails.len() > 5, "{name}: {}", mails.len());
        let read: Vec<String> = mails
            .iter()
            .map(|(s, t)| format!("Temat: {s}\n\n{t}"))
            .collect();
        insta::assert_snapshot!(
            format!("polish_race_{}", name.to_lowercase()),
            read.join("\n\n=====\n\n")
        );
        assert_no_english(
            mails
                .iter()
                .flat_map(|(s, t)| [(name, s.as_str()), (name, t.as_str())]),
        );
        for (subject, text) in &mails {
            for line in text.lines() {
                assert!(line.chars().count() <= 72, "{name}, {subject}: {line:?}");
            }
        }
    }
    let r = daemon.moderator().replay(id).unwrap();
    assert!(r.mismatch.is_none(), "{:?}", r.mismatch);
}
