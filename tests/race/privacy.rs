//! Issue 27, the privacy matrix: a robot race by mail (private hands, programs hidden until
//! the round runs, press signed, anonymous and private) through the daemon, the Maildir and
//! the mail files, with every channel a player can reach used: the welcome, STATUS, ORDERS,
//! TRY, HELP, PRESS and a reply to anonymous press, every report, `mail check`, the archive
//! while the game runs and after it ends, and `export` without `--with-keys`. No mail or page
//! shows a player another player's address or key, a hand not their own, orders not yet run,
//! or who wrote anonymous press. An observer (`OBSERVE 12` from a stranger) gets the round
//! reports and nothing private: no key, address or hand of anyone's, no orders before they
//! ran, no press.

use super::common::ARENA;
use crate::support::{people_at, whole_game};
use robomod::cli::demo::reply;
use robomod::clock::Clock;
use robomod::daemon::Daemon;
use robomod::games::race::game::{RaceOrders, State};
use robomod::games::race::{Race, orders};
use robomod::games::{ComputerPlayer, Seat, step_rng};
use robomod::mail::maildir::MaildirInbox;
use robomod::moderator::NewGame;
use serde_json::Map;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const NAMES: [&str; 3] = ["Ann", "Bob", "Cid"];
const OLGA: &str = "olga@watchers.test";

fn address(name: &str) -> String {
    format!("{}@players.test", name.to_lowercase())
}

/// One mail robomod wrote: its number, recipient, and what a reader sees of it (the header
/// lines and every text part, decoded).
struct Seen {
    n: u64,
    to: String,
    text: String,
}

fn written(out: &Path) -> Vec<Seen> {
    let mut v = Vec::new();
    for (n, raw) in whole_game::mail_files(out) {
        let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
        let head_end = raw
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .unwrap_or(raw.len());
        let mut text = String::from_utf8_lossy(&raw[..head_end]).into_owned();
        for i in 0..m.text_body_count() {
            text.push('\n');
            text.push_str(&m.body_text(i).unwrap_or_default());
        }
        let to = m
            .to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .unwrap_or_default()
            .to_string();
        v.push(Seen { n, to, text });
    }
    v.sort_by_key(|s| s.n);
    v
}

/// The files under `dir`, with their text.
fn pages(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut v = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            v.extend(pages(&p));
        } else if let Ok(t) = std::fs::read_to_string(&p) {
            v.push((p, t));
        }
    }
    v
}

/// What must never reach anyone but its owner, by seat: address, key, hands dealt so far.
struct Secrets {
    addresses: Vec<String>,
    keys: Vec<String>,
    hands: Vec<Vec<String>>,
}

impl Secrets {
    /// Every secret of seats other than `seat` (all seats: `None`) found in `text`.
    fn leaks(&self, seat: Option<usize>, text: &str) -> Vec<String> {
        let mut found = Vec::new();
        for other in (0..NAMES.len()).filter(|&o| Some(o) != seat) {
            for secret in [&self.addresses[other], &self.keys[other]]
                .into_iter()
                .chain(&self.hands[other])
            {
                if text.contains(secret.as_str()) {
                    found.push(format!("{}'s {secret:?}", NAMES[other]));
                }
            }
        }
        found
    }
}

fn program_for(state: &State, seat: usize, salt: u32) -> String {
    let mut rng = step_rng(99, salt * 8 + seat as u32);
    match Race::bot_orders(state, Seat(seat as u8), &mut rng) {
        Some(RaceOrders::Round(o)) => orders::mail_text(&o),
        _ => "PASS".into(),
    }
}

#[test]
fn no_channel_shows_a_player_what_is_anothers() {
    // The archive's pages go to `site`, beside the config.
    let (dir, config, clock) = whole_game::site(
        "data_dir = \"data\"\n[identity]\naddress = \"robomod@race.test\"\n\
         [archive]\ndir = \"site\"\n",
    );
    let site = dir.path().join("site");
    let moderator = whole_game::moderator(&config, &clock, 27);
    let mut settings = Map::new();
    settings.insert("board".into(), "arena".into());
    settings.insert("board_text".into(), ARENA.into());
    let id = moderator
        .admin()
        .create_game(&NewGame {
            kind: "race".into(),
            players: people_at(&NAMES, "players.test"),
            settings,
            seed: Some(27),
            press: Some("both".into()),
            ..NewGame::default()
        })
        .unwrap();
    let out = config.outgoing_path();
    let mut d = whole_game::daemon(&config, moderator, &clock);
    let maildir = MaildirInbox::open(config.maildir_path()).unwrap();
    let send = |d: &mut Daemon, name: &str, text: &str| {
        maildir.deliver(&reply(&out, name, text).unwrap()).unwrap();
        d.pass().unwrap();
    };
    let state = |d: &Daemon| -> State {
        let g = d
            .moderator()
            .with_connection(|c| robomod::store::games::game(c, id))
            .unwrap();
        serde_json::from_value(g.state.into_value()).unwrap()
    };
    d.pass().unwrap();
    // A stranger watches the game.
    let watch = format!(
        "From: Olga <{OLGA}>\r\nTo: robomod@race.test\r\nSubject: watching\r\n\
         Message-ID: <olga-1@watchers.test>\r\nDate: Mon, 2 Mar 2026 09:00:00 +0000\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\nOBSERVE {id}\r\n"
    );
    maildir.deliver(watch.as_bytes()).unwrap();
    d.pass().unwrap();
    let players = d.moderator().admin().game_view(id).unwrap().seats;
    let labels: Vec<String> = players.iter().map(|s| s.label.clone()).collect();
    let mut secrets = Secrets {
        addresses: NAMES.iter().map(|n| address(n)).collect(),
        keys: d
            .moderator()
            .with_connection(|c| robomod::store::games::players(c, id))
            .unwrap()
            .into_iter()
            .map(|p| p.key)
            .collect(),
        hands: vec![Vec::new(); 3],
    };
    let deal = |secrets: &mut Secrets, s: &State| {
        for (seat, hand) in secrets.hands.iter_mut().enumerate() {
            hand.push(orders::cards_text(s.hand(Seat(seat as u8))));
        }
    };
    // Orders not run yet, by seat, and the mails written while they were not.
    let mut unrun: BTreeMap<usize, Vec<(String, u64, u64)>> = BTreeMap::new();

    // The archive while the game runs.
    robomod::archive::write(d.moderator(), &[id], &site).unwrap();
    for (p, t) in pages(&site) {
        let leaks = secrets.leaks(None, &t);
        assert!(leaks.is_empty(), "{}: {leaks:?}", p.display());
    }

    for round in 1..=2u32 {
        let s = state(&d);
        deal(&mut secrets, &s);
        let first = written(&out).last().map_or(0, |m| m.n);
        // Ann orders first; then everyone asks what a player can ask.
        let ann = program_for(&s, 0, round);
        send(&mut d, "Ann", &ann);
        let ann_registers = ann.lines().next().unwrap().trim_start_matches("PROGRAM ");
        for name in ["Bob", "Cid"] {
            send(&mut d, name, "STATUS\nORDERS\nHELP");
            let mine = program_for(&s, NAMES.iter().position(|n| *n == name).unwrap(), round);
            send(
                &mut d,
                name,
                &format!("TRY {}", mine.lines().next().unwrap()),
            );
        }
        if round == 1 {
            // Anonymous press from Ann to all; Bob answers it with a plain reply.
            send(&mut d, "Ann", "PRESS ANON TO ALL: Meet me at the flag.");
            send(&mut d, "Bob", "Who is this?");
            // Private press, signed, from Cid to Bob.
            send(&mut d, "Cid", "PRESS TO Bob: Let us leave Ann behind.");
        }
        // `mail check` of a mail of Bob's: what the operator sees robomod would send Bob.
        let raw = reply(&out, "Bob", "STATUS\nORDERS").unwrap();
        let eml = dir.path().join("check.eml");
        std::fs::write(&eml, raw).unwrap();
        let now = dir.path().join("now");
        robomod::clock::FileClock::write(&now, clock.now()).unwrap();
        let check = crate::support::cli::command()
            .args(["mail", "check"])
            .arg(&eml)
            .arg("--config")
            .arg(dir.path().join("robomod.toml"))
            .env("ROBOMOD_CLOCK_FILE", &now)
            .env_remove("ROBOMOD_DB")
            .output()
            .unwrap();
        let all = String::from_utf8_lossy(&check.stdout);
        assert!(check.status.success(), "{all}");
        // What robomod would send Bob (the operator's view of the other mails is theirs).
        let shown: String = all
            .split("--- would send: ")
            .filter(|part| part.contains("Answered:") || part.contains(" to bob@players.test\n"))
            .collect();
        assert!(shown.contains("to bob@players.test"), "{all}");
        let mut leaks = secrets.leaks(Some(1), &shown);
        if shown.contains(ann_registers) {
            leaks.push("Ann's unrun orders".into());
        }
        assert!(leaks.is_empty(), "mail check: {leaks:?}\n{shown}");
        let before_run = written(&out).last().map_or(0, |m| m.n);
        unrun
            .entry(0)
            .or_default()
            .push((ann_registers.to_string(), first, before_run));
        for name in ["Bob", "Cid"] {
            let seat = NAMES.iter().position(|n| *n == name).unwrap();
            send(&mut d, name, &program_for(&s, seat, round));
        }
        // The round ran (the arena is small: a good program may end the race in round 2).
        let after = state(&d);
        let over = after.position().is_over();
        assert!(
            after.position().round() == round + 1 || over,
            "round {round} ran"
        );
    }
    if !state(&d).position().is_over() {
        deal(&mut secrets, &state(&d));
    }

    // Every mail: nothing of another player's; no orders shown before they ran (but to their
    // owner); anonymous press and the answers to it never name its author.
    let mails = written(&out);
    assert!(mails.len() >= 20, "{}", mails.len());
    for m in &mails {
        let seat = NAMES.iter().position(|n| address(n) == m.to);
        let leaks = secrets.leaks(seat, &m.text);
        assert!(
            leaks.is_empty(),
            "mail {} to {}: {leaks:?}\n{}",
            m.n,
            m.to,
            m.text
        );
        for (owner, shown) in &unrun {
            for (registers, from, to) in shown {
                if seat != Some(*owner) && (*from..=*to).contains(&m.n) {
                    assert!(
                        !m.text.contains(registers.as_str()),
                        "mail {} to {} shows {}'s orders before they ran:\n{}",
                        m.n,
                        m.to,
                        NAMES[*owner],
                        m.text
                    );
                }
            }
        }
        let anonymous = m.text.contains("Press #1 ")
            || m.text.contains("press #1")
            || m.text.contains("Meet me at the flag")
            || m.text.contains("Who is this?");
        if anonymous && seat != Some(0) {
            for giveaway in [labels[0].as_str(), "Ann", &address("Ann")] {
                assert!(
                    !m.text.contains(giveaway),
                    "mail {} to {} names the author of anonymous press ({giveaway}):\n{}",
                    m.n,
                    m.to,
                    m.text
                );
            }
        }
    }
    // The observer got both round reports and nothing private (the checks above, with no
    // seat of their own), and no press, public or private.
    let olga: Vec<&Seen> = mails.iter().filter(|m| m.to == OLGA).collect();
    let reports = olga
        .iter()
        .filter(|m| m.text.contains("the public report"))
        .count();
    assert_eq!(reports, 2, "the observer's round reports");
    for m in &olga {
        for press in [
            "Meet me at the flag",
            "Who is this?",
            "Let us leave Ann behind.",
        ] {
            assert!(
                !m.text.contains(press),
                "press reached the observer:\n{}",
                m.text
            );
        }
    }
    // The checks above look for what is really there: each player's own hand and key reach
    // them, and Ann's orders are shown to the others once they ran.
    for (seat, name) in NAMES.iter().enumerate() {
        let theirs: Vec<&Seen> = mails.iter().filter(|m| m.to == address(name)).collect();
        for secret in [&secrets.keys[seat], &secrets.hands[seat][0]] {
            assert!(
                theirs.iter().any(|m| m.text.contains(secret.as_str())),
                "{name} never saw their own {secret:?}"
            );
        }
    }
    let (ann_round_1, _, ran) = &unrun[&0][0];
    assert!(
        mails
            .iter()
            .any(|m| m.n > *ran && m.to == address("Bob") && m.text.contains(ann_round_1.as_str())),
        "the report shows Ann's program once it ran"
    );
    assert!(
        mails
            .iter()
            .any(|m| m.to == address("Ann") && m.text.contains("Who is this?")),
        "Bob's answer reached the author"
    );
    assert!(
        mails
            .iter()
            .any(|m| m.to == address("Bob") && m.text.contains("the author of press #1")),
        "Bob was told where his answer went"
    );

    // After the end: the archive shows only press to everyone, anonymous press without its
    // author, and nothing secret.
    if !state(&d).position().is_over() {
        d.moderator().admin().abandon(id).unwrap();
    }
    robomod::archive::write(d.moderator(), &[id], &site).unwrap();
    let all: String = pages(&site).into_iter().map(|(_, t)| t).collect();
    let leaks = secrets.leaks(None, &all);
    assert!(leaks.is_empty(), "the archive: {leaks:?}");
    assert!(
        all.contains("Meet me at the flag."),
        "public press is published"
    );
    for private in ["Who is this?", "Let us leave Ann behind."] {
        assert!(!all.contains(private), "private press published: {private}");
    }
    let archived = d.moderator().records().archived_game(id).unwrap();
    assert_eq!(archived.press.len(), 1);
    assert_eq!(archived.press[0].from, "anonymous");

    // The export without keys is shareable: no one's key, address or hand.
    let export = d
        .moderator()
        .records()
        .export_without_keys(id)
        .unwrap()
        .to_string();
    assert!(
        !export.contains(OLGA),
        "the observer's address is in the export"
    );
    let leaks = secrets.leaks(None, &export);
    assert!(leaks.is_empty(), "the export: {leaks:?}");
    let record = d.moderator().records().export_without_keys(id).unwrap();
    let anonymous: Vec<&serde_json::Value> = record["press"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["anonymous"] == true)
        .collect();
    assert!(!anonymous.is_empty(), "the race had anonymous press");
    assert!(
        anonymous.iter().all(|p| p["from_seat"].is_null()),
        "the export names the author of anonymous press"
    );
    for (seat, key) in secrets.keys.iter().enumerate() {
        assert!(
            !export.contains(key.as_str()),
            "{}'s key is in the export",
            NAMES[seat]
        );
    }
}
