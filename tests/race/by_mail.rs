//! A whole race by mail on the embedded default: the daemon reads the players' mails from the
//! Maildir and writes its own as `.eml` files; the players read those files and reply as a mail
//! client would. A computer player, a player who sends an illegal program, one who misses
//! deadlines, one who powers down and one who uses an upgrade's option race to the final
//! standings; replay then reproduces every round and mail.

use super::game::{option_for, rehearse_round_1, start_state, switchable_offers_for_ann};
use chrono::Duration;
use robomod::cli::demo::{newest_to, reply};
use robomod::clock::{Clock, TestClock};
use robomod::config::Config;
use robomod::daemon::{Daemon, open_moderator};
use robomod::games::race::game::{RaceOrders, State};
use robomod::games::race::upgrades::Upgrade;
use robomod::games::race::{Race, orders};
use robomod::games::{ComputerPlayer, Seat, step_rng};
use robomod::mail::maildir::MaildirInbox;
use robomod::mail::transport::FileTransport;
use robomod::moderator::SeededKeys;
use robomod::store::games::game;
use std::path::Path;
use std::sync::Arc;

const HUMANS: [&str; 3] = ["Ann", "Bob", "Cid"];

fn address(name: &str) -> String {
    format!("{}@players.test", name.to_lowercase())
}

/// The text of the newest mail to `name`, decoded.
fn newest_text(outgoing: &Path, name: &str) -> String {
    let (_, raw) = newest_to(outgoing, &address(name)).unwrap();
    let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
    m.body_text(0).unwrap_or_default().into_owned()
}

/// Every mail to `name` in the order robomod wrote them: (subject, text).
fn mails_to(outgoing: &Path, name: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(outgoing).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let Some(n) = file
            .strip_prefix("robomod.")
            .and_then(|r| r.split('.').next())
            .and_then(|n| n.parse::<u64>().ok())
        else {
            continue;
        };
        let raw = std::fs::read(&path).unwrap();
        let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
        let to = m.to().and_then(|a| a.first()).and_then(|a| a.address());
        if to == Some(address(name).as_str()) {
            let subject = m.subject().unwrap_or_default().to_string();
            found.push((n, subject, m.body_text(0).unwrap_or_default().into_owned()));
        }
    }
    found.sort();
    found.into_iter().map(|(_, s, t)| (s, t)).collect()
}

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
    let id = moderator
        .create_game(&super::game::arena_race(seed, address))
        .unwrap();
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
    assert!(newest_text(&out, "Ann").contains("Your hand:"));

    // Round 1: Ann's illegal program is refused at once, with what to do.
    send(&mut daemon, "Ann", "PROGRAM F4 L");
    let refusal = newest_text(&out, "Ann");
    assert!(
        refusal.contains("F4 needs the upgrade Fourth Gear"),
        "{refusal}"
    );
    // The moderator compensates her; she steps onto the upgrade site with five wildcards.
    daemon.moderator().grant_wildcards(id, "Ann", 5).unwrap();
    send(&mut daemon, "Ann", "PROGRAM *F *U *U *U *U");
    assert!(newest_text(&out, "Ann").contains("Accepted for round 1"));
    // Cid powers down, his program (as the computer would play it) one instruction a line,
    // numbered, as a rich-text client sends a list; Bob sends nothing.
    let s = state(&daemon);
    let program = cid_round_1(&s);
    let listed: Vec<String> = program
        .split_whitespace()
        .enumerate()
        .map(|(k, i)| format!("{}. {i}", k + 1))
        .collect();
    send(
        &mut daemon,
        "Cid",
        &format!("Program:\n{}\n\nPOWER DOWN", listed.join("\n")),
    );
    let ack = newest_text(&out, "Cid");
    assert!(ack.contains(&format!("{program}; POWER DOWN")), "{ack}");
    clock.advance(Duration::days(2));
    daemon.pass().unwrap();
    let s = state(&daemon);
    assert_eq!(s.position().round(), 2);
    assert!(s.position().robot(0).has(offer), "Ann took the {offer}");
    let cid_down = s.position().robot(2).powered_down();
    let report = newest_report(&out, "Bob");
    assert!(report.contains("filled at random: 1,2,3,4,5"), "{report}");
    assert!(
        report.contains("No orders came from you: the game's default orders ran instead."),
        "{report}"
    );
    let (subject, late) = mails_to(&out, "Bob").pop().unwrap();
    assert!(
        subject.ends_with("Round 1: no orders from you"),
        "{subject}"
    );
    assert!(
        late.contains("So your robot, Bob, ran the game's default orders:"),
        "{late}"
    );

    // Round 2 on: Ann sets her upgrade's option; everyone plays as the computer would, Bob
    // missing every third round.
    let (k, v) = option_for(offer);
    send(&mut daemon, "Ann", &format!("{k} {v}"));
    let ack = newest_text(&out, "Ann");
    assert!(ack.contains(&format!("{k} {v}")), "{ack}");
    let mut rounds = 0;
    loop {
        let s = state(&daemon);
        if s.position().is_over() {
            break;
        }
        rounds += 1;
        assert!(rounds < 60, "the race ends");
        let round = s.position().round();
        for (seat, name) in HUMANS.iter().enumerate() {
            if *name == "Bob" && round % 3 == 0 {
                continue;
            }
            send(&mut daemon, name, &as_the_computer(&s, seat, round));
            let answer = newest_text(&out, name);
            assert!(
                !answer.contains("Not accepted"),
                "{name}, round {round}: {answer}"
            );
        }
        if state(&daemon).position().round() == round {
            clock.advance(Duration::days(2));
            daemon.pass().unwrap();
        }
    }
    assert!(cid_down, "Cid was powered down in round 2");
    for name in HUMANS {
        let last = newest_report(&out, name);
        assert!(last.contains("Final standings"), "{name}: {last}");
        assert!(last.contains("Gladiator robot"), "{name}: {last}");
    }
    assert_eq!(
        std::fs::read_dir(config.maildir_path().join("new"))
            .unwrap()
            .count(),
        0
    );
    let r = daemon.moderator().replay(id).unwrap();
    assert!(r.mismatch.is_none(), "{:?}", r.mismatch);
}
