//! A game of pebbles by mail through the real daemon (Maildir in, mail files out): the
//! moderator is given a registry with the toy game, and the daemon reads the players' mails in
//! that registry's words (`THROW two` is an order of pebbles alone).

use super::game::State;
use super::words::say;
use crate::support::assert_contains;
use crate::support::{people_at, whole_game};
use chrono::Duration;
use robomod::cli::demo::{newest_to, reply};
use robomod::daemon::Daemon;
use robomod::games::{Outcome, Seat};
use robomod::inbound::PlayerCommand;
use robomod::lang::Say;
use robomod::mail::maildir::MaildirInbox;
use robomod::mail::{read_mail, read_mail_in};
use robomod::moderator::NewGame;
use robomod::store::games::{GameStatus, game};
use std::path::Path;

/// The text of the newest mail to `name`, decoded.
fn newest_text(outgoing: &Path, name: &str) -> String {
    let address = format!("{}@players.test", name.to_lowercase());
    let (_, raw) = newest_to(outgoing, &address).unwrap();
    let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
    m.body_text(0).unwrap_or_default().replace("\r\n", "\n")
}

/// The orders `raw` carries.
fn orders(commands: &[PlayerCommand]) -> Vec<(String, String)> {
    (commands.iter())
        .filter_map(|c| match c {
            PlayerCommand::Orders { keyword, text } => Some((keyword.clone(), text.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn a_game_of_pebbles_by_mail_through_the_daemon() {
    let (_dir, config, clock) =
        whole_game::site("data_dir = \"data\"\n[identity]\naddress = \"robomod@pebbles.test\"\n");
    let moderator = whole_game::moderator(&config, &clock, 4).with_registry(super::games());
    let mut settings = serde_json::Map::new();
    settings.insert("goal".into(), 6.into());
    let id = moderator
        .admin()
        .create_game(&NewGame {
            kind: "pebbles".into(),
            players: people_at(&["Ann", "Bob"], "players.test"),
            settings,
            seed: Some(8),
            ..NewGame::default()
        })
        .unwrap();
    let identity = moderator.config().identity.clone();
    let out = config.outgoing_path();
    let mut daemon = whole_game::daemon(&config, moderator, &clock);
    let maildir = MaildirInbox::open(config.maildir_path()).unwrap();
    let state = |d: &Daemon| -> (State, GameStatus) {
        let g = d.moderator().with_connection(|c| game(c, id)).unwrap();
        (
            serde_json::from_value(g.state.into_value()).unwrap(),
            g.status,
        )
    };
    daemon.pass().unwrap();
    let en = Say::english();
    let welcome = newest_text(&out, "Ann");
    let short = say(en, "pebbles-short", &[]);
    assert_contains(&welcome, &short);

    // The same mail read in the shipped games' words holds no orders: its words are the toy's.
    let raw = reply(&out, "Ann", "THROW two").unwrap();
    assert_eq!(orders(&read_mail(&raw, &identity).commands), []);
    let read = read_mail_in(&raw, &identity, super::games());
    assert_eq!(orders(&read.commands), [("THROW".into(), "two".into())]);

    // Ann throws two a turn, Bob one: no clash; Ann reaches the goal of 6 in turn 3.
    for turn in 1..=3u8 {
        maildir
            .deliver(&reply(&out, "Ann", "THROW two").unwrap())
            .unwrap();
        daemon.pass().unwrap();
        // Accepted for the open turn, in the toy's name for it, and echoed as it reads.
        let title = say(en, "pebbles-phase", &[("round", &turn)]);
        let ack = newest_text(&out, "Ann");
        assert!(
            ack.contains(&format!("Accepted for {title}:\n  2\n")),
            "{ack}"
        );
        maildir
            .deliver(&reply(&out, "Bob", "throw: one").unwrap())
            .unwrap();
        daemon.pass().unwrap();
        let (s, _) = state(&daemon);
        if u32::from(turn) > s.turns {
            // Not run at once: its deadline.
            clock.advance(Duration::days(3));
            daemon.pass().unwrap();
        }
        let (s, _) = state(&daemon);
        assert_eq!(
            (s.turns, s.piles.clone()),
            (turn.into(), vec![2 * turn, turn])
        );
    }
    let (s, status) = state(&daemon);
    assert_eq!(status, GameStatus::Finished);
    let pebbles = super::games().by_kind("pebbles").unwrap();
    let value = serde_json::to_value(&s).unwrap();
    assert_eq!(
        pebbles.load(&value).unwrap().outcome(),
        Some(Outcome::Won(Seat(0)))
    );
    // The last report, in the toy's words, reaches Bob.
    let last = say(
        en,
        "pebbles-threw",
        &[("who", &"Ann"), ("n", &2), ("pile", &6)],
    );
    let report = newest_text(&out, "Bob");
    assert_contains(&report, &last);
}
