//! The composer page's link (issue 67) in the mails that ask for a turn: the round report
//! (text and HTML parts), the welcome and the reminder, in English and Polish, and none
//! without a public address; snapshotted; and a mail the page wrote delivered ([`delivered`]).
//! The page itself in a browser: `compose_page.rs`.

use crate::support::people_at;
use crate::support::whole_game::{Table, address, mail_files};
use robomod::games::{OrdersText, Registry, Seat};
use robomod::lang::Say;
use robomod::moderator::NewGame;
use robomod::moderator::notify::compose::decode;
use robomod::say;
use robomod::store::games::game;
use robomod::store::rounds::submissions;
use serde_json::Value;

/// A game of `kind` for Ann and Bob in language `code`, with the archive served from `url`
/// (`None`: its own folder); `Some("")`: no public address.
pub(super) fn table_at(kind: &str, code: &str, seed: u64, url: Option<&str>) -> Table {
    table_with(kind, code, seed, url, &[])
}

/// [`table_at`] with the game's `extra` settings (the race's draft, its pick order).
pub(super) fn table_with(
    kind: &str,
    code: &str,
    seed: u64,
    url: Option<&str>,
    extra: &[(&str, Value)],
) -> Table {
    let mut settings = serde_json::Map::new();
    settings.insert("language".into(), code.into());
    for (k, v) in extra {
        settings.insert(k.to_string(), v.clone());
    }
    let new = NewGame {
        kind: kind.into(),
        players: people_at(&["Ann", "Bob"], "players.test"),
        settings,
        seed: Some(seed),
        ..NewGame::default()
    };
    table_of(&new, seed, url)
}

/// A table of game `new` with the archive served from `url`, as [`table_at`].
pub(super) fn table_of(new: &NewGame, seed: u64, url: Option<&str>) -> Table {
    Table::with_game_and(new, seed, |dir| match url {
        Some("") => "[archive]\ndir = \"archive\"\n".to_string(),
        Some(url) => format!("[archive]\ndir = \"archive\"\npublic_url = \"{url}\"\n"),
        None => format!(
            "[archive]\ndir = \"archive\"\npublic_url = \"file://{}/archive/\"\n",
            dir.display()
        ),
    })
}

/// Every mail to Ann, in the order sent: (subject, text, HTML part or nothing).
pub(super) fn ann_mails(t: &Table) -> Vec<(String, String, String)> {
    let mut found = Vec::new();
    for (_, raw) in mail_files(&t.out) {
        let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
        if m.to().and_then(|a| a.first()).and_then(|a| a.address()) != Some(&address("Ann")) {
            continue;
        }
        found.push((
            m.subject().unwrap_or_default().to_string(),
            m.body_text(0).unwrap_or_default().replace("\r\n", "\n"),
            // An HTML part of its own (mail-parser makes one of a text alone).
            match String::from_utf8_lossy(&raw).contains("text/html") {
                true => m.body_html(0).unwrap_or_default().into_owned(),
                false => String::new(),
            },
        ));
    }
    found
}

/// The fragment's field `k` of `link`, if any.
pub(super) fn field(link: &str, k: &str) -> Option<String> {
    let fragment = decode(link.split_once('#').unwrap().1).unwrap();
    fragment.into_iter().find(|(f, _)| f == k).map(|(_, v)| v)
}

/// The stored state of the game.
pub(super) fn game_state(t: &Table) -> Value {
    t.daemon
        .moderator()
        .with_connection(|c| game(c, t.id))
        .unwrap()
        .state
        .into_value()
}

/// The mail the page wrote delivered as Ann's: exactly the orders its lines read as (on the
/// game's `state` before) on file. `english`: the same lines as the game reads them in
/// English (a Polish page writes `WYŁĄCZAM SIĘ` for `POWER DOWN`), the orders expected.
pub(super) fn delivered(
    t: &mut Table,
    (kind, code): (&str, &str),
    state: &Value,
    (to, subject, body): (&str, &str, &str),
    (keyword, english): (&str, &str),
) {
    let round = t
        .daemon
        .moderator()
        .with_connection(|c| game(c, t.id))
        .unwrap()
        .round;
    let mail = format!(
        "From: Ann <{}>\r\nTo: {to}\r\nSubject: {subject}\r\nMessage-ID: <composed.{kind}.{code}.{round}@players.test>\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
        address("Ann")
    );
    t.deliver(mail.as_bytes());
    let engine = Registry::builtin().by_kind(kind).unwrap();
    let loaded = engine.load(state).unwrap();
    let mut read: Option<Value> = None;
    for line in english.split("\r\n") {
        // The race's picks and draft are read whole, keyword and all.
        let text = match keyword {
            "PICK" | "DRAFT" => line,
            _ => line.strip_prefix(&format!("{keyword} ")).unwrap_or(line),
        };
        let written = OrdersText {
            text,
            on_file: read.as_ref(),
        };
        read = Some(
            loaded
                .parse_orders(Seat(0), written, Say::english())
                .unwrap()
                .0,
        );
    }
    let on_file = t
        .daemon
        .moderator()
        .with_connection(|c| submissions(c, t.id, Some(round)))
        .unwrap()
        .into_iter()
        .rev()
        .filter(|s| s.seat == Seat(0))
        .find_map(|s| s.result.ok())
        .map(|(orders, _)| orders);
    assert_eq!(on_file, read, "{kind} {code}: the orders on file");
}

/// The turn mail with the link (English and Polish) and without it, snapshotted: the link's
/// words from the phrasebooks within 72 columns, the link on a line of its own; without a
/// public address neither part says anything of the page.
#[test]
fn the_turn_mail_links_the_page_only_with_a_public_archive() {
    let served = Some("https://games.example.org/robomod");
    for (code, url, name) in [
        ("en", served, "compose_turn_mail_en"),
        ("pl", served, "compose_turn_mail_pl"),
        ("en", Some(""), "compose_turn_mail_without"),
    ] {
        let mut t = table_at("race", code, 5, url);
        // The start squares, then round 1: the report that opens round 2, with a hand dealt.
        for _ in 0..2 {
            t.clock.advance(chrono::Duration::days(1));
            t.daemon.pass().unwrap();
        }
        let report = say!(Say::builtin(code), "subject-report", turn = "");
        let (_, text, html) = (ann_mails(&t).into_iter().rev())
            .find(|(subject, ..)| subject.ends_with(report.trim()))
            .expect("a round report");
        let linked = url != Some("");
        assert_eq!(text.contains("/compose/race-"), linked, "{name}: {text}");
        assert_eq!(html.contains("#v=1&amp;g="), linked, "{name}");
        for line in text.lines().filter(|l| !l.trim_start().starts_with('<')) {
            assert!(line.chars().count() <= 72, "{name}: {line:?}");
        }
        if linked {
            let words = Say::builtin(code).t("compose-button");
            assert!(html.contains(&words), "{name}: {words}");
        }
        // Replay makes every report again, the link with it, byte for byte.
        let r = t.daemon.moderator().rounds().replay(t.id).unwrap();
        assert!(
            r.mismatch.is_none() && r.mails > 0,
            "{name}: {:?}",
            r.mismatch
        );
        insta::assert_snapshot!(name, text);
    }
}

/// The mails that ask for a turn besides the report: the welcome (here RAMbots' goal stack)
/// and the reminder before the deadline carry the link, in English and Polish, and say
/// nothing of the page without a public address; snapshotted.
#[test]
fn the_welcome_and_the_reminder_link_the_page_only_with_a_public_archive() {
    let served = Some("https://games.example.org/robomod");
    for (code, url, name) in [
        ("en", served, "en"),
        ("pl", served, "pl"),
        ("en", Some(""), "without"),
    ] {
        let mut settings = serde_json::Map::new();
        settings.insert("language".into(), code.into());
        // A deadline in 48 hours, the reminders 12 hours before it.
        let new = NewGame {
            kind: "rambots".into(),
            players: people_at(&["Ann", "Bob"], "players.test"),
            settings,
            seed: Some(5),
            schedule: Some("48h".into()),
            reminder_lead: Some(chrono::Duration::hours(12)),
            ..NewGame::default()
        };
        let mut t = table_of(&new, 5, url);
        let welcome = ann_mails(&t).remove(0).1;
        let open = |t: &Table| {
            (t.daemon.moderator())
                .with_connection(|c| game(c, t.id))
                .unwrap()
                .round
        };
        let first = open(&t);
        // Hour by hour until the reminder, in the same round.
        let mut mails = ann_mails(&t);
        for _ in 0..72 {
            if mails.len() > 1 {
                break;
            }
            t.clock.advance(chrono::Duration::hours(1));
            t.daemon.pass().unwrap();
            mails = ann_mails(&t);
        }
        assert_eq!(
            open(&t),
            first,
            "{name}: the reminder comes before the setup closes"
        );
        let reminder = mails.get(1).expect("a reminder").1.clone();
        let linked = url.is_some_and(|u| !u.is_empty());
        for (what, text) in [("welcome", &welcome), ("reminder", &reminder)] {
            assert_eq!(
                text.contains("/compose/rambots-"),
                linked,
                "{name} {what}: {text}"
            );
            if linked {
                let link = text.lines().find(|l| l.contains("/compose/")).unwrap();
                let link = link.trim().trim_start_matches('<').trim_end_matches('>');
                assert_eq!(field(link, "f").as_deref(), Some("GOALS"), "{link}");
                assert_eq!(field(link, "r"), Some(first.to_string()), "{link}");
            }
            for line in text.lines().filter(|l| !l.trim_start().starts_with('<')) {
                assert!(line.chars().count() <= 72, "{name} {what}: {line:?}");
            }
            insta::assert_snapshot!(format!("compose_{what}_{name}"), text);
        }
    }
}
