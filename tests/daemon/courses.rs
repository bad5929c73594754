//! Issue 51 (item 5), courses by mail, through the daemon on the Maildir: a master sends a
//! course with mistakes and is answered with each located (line, column, what is wrong) and
//! the course numbered; sends it mended and gets it kept, its picture attached; sends it again
//! (replaced, said so); a shipped course's name is refused, and so is a stranger's course
//! where only masters send them. Then they OPEN a race on it, two players join, and the race
//! is played to its end by mail on the course. In English and in Polish; every mail of the
//! master and the players snapshotted.

use super::common::{Lobby, lobby_mail};
use super::mails::snap;
use crate::support::assert_contains;
use crate::support::english::assert_no_english;
use chrono::Duration;
use robomod::games::race::Race;
use robomod::games::race::game::State;
use robomod::games::{ComputerPlayer, Seat, step_rng};
use robomod::store::games::GameStatus;

/// A course with three mistakes: a square that is none, a flag numbered from 2, a wall on a
/// square off the board.
const BROKEN: &str = "\
name: sprint

     a    b    c
3    F2   .    .
2    .    Q    .
1    S1   .    S2

wall: b2 E, d9 N";

/// The same, mended: a short race, a flag two squares ahead of the first start.
const SPRINT: &str = "\
name: sprint

     a    b    c
3    F1   .    .
2    .    .    .
1    S1   .    S2

wall: b2 E";

fn to(name: &str) -> String {
    format!("{}@example.org", name.to_lowercase())
}

/// Every mail to `name`, subject then text, each line within 72 columns, as one text.
fn mails(l: &Lobby, name: &str) -> String {
    let all = l.bodies_to(name);
    assert!(!all.is_empty(), "{name} got no mail");
    for m in &all {
        for line in m.lines() {
            assert!(line.chars().count() <= 72, "{name}: {line:?}");
        }
    }
    all.join("\n\n=====\n\n")
}

/// `text` on one line, its runs of white space one space.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `name` mails `body` to the lobby an hour after the last (within the replies' rate limit).
fn later(l: &mut Lobby, name: &str, mid: &str, body: &str) {
    l.clock.advance(Duration::hours(1));
    l.send(name, mid, body);
}

/// The pictures the newest mail to `name` attaches.
fn pictures_to(l: &Lobby, name: &str) -> usize {
    let c = l.site.db();
    let all = robomod::store::mail::OutboxShow::All;
    let rows = robomod::store::mail::outbox_list(&c, all, None).unwrap();
    let last = rows.iter().rev().find(|r| r.mail.to == to(name)).unwrap();
    last.mail.attachments.len()
}

/// The race of game `id` played to its end by mail: each round Ann and Bob send what the
/// computer player would; the rounds played.
fn race_to_the_end(l: &mut Lobby, id: i64, names: [&str; 2]) -> u32 {
    let mut rounds = 0;
    loop {
        let g = robomod::store::games::game(&l.site.db(), id).unwrap();
        if g.status != GameStatus::Active {
            assert_eq!(g.status, GameStatus::Finished);
            return rounds;
        }
        rounds += 1;
        assert!(rounds <= 12, "the race ends within 12 rounds");
        let state: State = serde_json::from_value(g.state.into_value()).unwrap();
        for (seat, name) in names.iter().enumerate() {
            let mut rng = step_rng(11, g.round * 8 + seat as u32);
            let text = Race::bot_orders(&state, Seat(seat as u8), &mut rng)
                .map(|o| Race::mail_text(&state, &o))
                .unwrap_or_else(|| "PASS".into());
            let mid = format!("{name}-r{}", g.round);
            l.send_tagged(name, id, &mid, &text);
        }
    }
}

/// The game's board as its settings keep it.
fn board_text(l: &Lobby, id: i64) -> String {
    let g = robomod::store::games::game(&l.site.db(), id).unwrap();
    g.settings["board_text"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_master_sends_a_course_by_mail_mistakes_located_kept_and_replaced() {
    let mut l = Lobby::new("[lobby]\nplayers_may_open = false\n");
    // Only masters send courses here: Gm is none yet.
    later(&mut l, "Gm", "g0", &format!("COURSE sprint\n{SPRINT}"));
    snap(&l.site, "course_not_allowed", "error", &to("Gm"));
    // A master of a game the operator gave them.
    let new = robomod::moderator::NewGame {
        kind: "race".into(),
        players: ["Ann", "Bob"]
            .iter()
            .map(|n| robomod::moderator::NewPlayer {
                name: n.to_string(),
                address: to(n),
            })
            .collect(),
        seed: Some(5),
        master: Some(robomod::moderator::NewMaster::new(&to("Gm"), "admin")),
        ..Default::default()
    };
    l.d.moderator().admin().create_game(&new).unwrap();

    // Three mistakes, each located, the course numbered under them.
    let body = format!("Hello,\nmy first course:\n\nCOURSE sprint\n{BROKEN}");
    later(&mut l, "Gm", "g1", &body);
    snap(&l.site, "course_problems", "error", &to("Gm"));
    let reply = flat(&l.last_to("Gm"));
    for place in ["line 4, column 6", "line 5, column 11", "line 8, column 13"] {
        assert!(reply.contains(place), "{place}: {reply}");
    }
    assert_eq!(l.count("SELECT count(*) FROM courses"), 0);

    // Mended, attached as a file: kept, its picture attached.
    let raw = String::from_utf8(lobby_mail("Gm", "g2", "COURSE sprint")).unwrap();
    let raw = raw.replace(
        "Content-Type: text/plain; charset=utf-8\r\n\r\nCOURSE sprint\r\n",
        &format!(
            "Content-Type: multipart/mixed; boundary=\"b\"\r\n\r\n--b\r\n\
             Content-Type: text/plain; charset=utf-8\r\n\r\nCOURSE sprint\r\n--b\r\n\
             Content-Type: text/plain; charset=utf-8; name=\"sprint.txt\"\r\n\
             Content-Disposition: attachment; filename=\"sprint.txt\"\r\n\r\n{}\r\n--b--\r\n",
            SPRINT.replace('\n', "\r\n")
        ),
    );
    l.clock.advance(Duration::hours(1));
    l.site.maildir().deliver(raw.as_bytes()).unwrap();
    l.d.pass().unwrap();
    snap(&l.site, "course_kept", "confirmation", &to("Gm"));
    assert_eq!(pictures_to(&l, "Gm"), 1);
    // Again in the body: replaced, and said so.
    later(&mut l, "Gm", "g3", &format!("COURSE sprint\n{SPRINT}\n"));
    let reply = flat(&l.last_to("Gm"));
    assert_contains(&reply, "replaces the one you sent before");
    assert_eq!(l.count("SELECT count(*) FROM courses"), 1);
    // A shipped course's name is refused.
    later(&mut l, "Gm", "g4", &format!("COURSE training\n{SPRINT}"));
    let reply = flat(&l.last_to("Gm"));
    assert_contains(&reply, "a course robomod ships");
    assert_eq!(l.count("SELECT count(*) FROM courses"), 1);
    // A course is a board file, not a book.
    let long = format!(
        "COURSE tome\n{SPRINT}\n{}",
        "# a comment line\n".repeat(2000)
    );
    later(&mut l, "Gm", "g4b", &long);
    let reply = flat(&l.last_to("Gm"));
    assert_contains(&reply, "a course is at most 20 KB");
    // Sent to the game's master address, a course is a master's too: kept, its picture with
    // the master's reply.
    let key = robomod::store::masters::of_game(&l.site.db(), 1).unwrap()[0]
        .key
        .clone();
    l.clock.advance(Duration::hours(1));
    l.site
        .deliver("Gm", 1, &key, "g5", &format!("COURSE sprint-2\n{SPRINT}"));
    l.d.pass().unwrap();
    let reply = flat(&l.last_to("Gm"));
    assert_contains(&reply, "Kept: your course sprint-2");
    snap(&l.site, "course_kept_by_master", "confirmation", &to("Gm"));
    assert_eq!(pictures_to(&l, "Gm"), 1);
    assert_eq!(l.count("SELECT count(*) FROM courses"), 2);
}

#[test]
fn a_master_opens_a_race_on_their_course_and_it_is_played_to_the_end() {
    let mut l = Lobby::new("[lobby]\nplayers_may_open = true\n");
    later(&mut l, "Gm", "g1", &format!("COURSE sprint\n{SPRINT}"));
    assert_eq!(pictures_to(&l, "Gm"), 1);
    later(&mut l, "Gm", "g2", "OPEN race BOARD sprint SEATS 2");
    l.seeded();
    l.send("Ann", "a1", "JOIN 1");
    l.send("Bob", "b1", "JOIN 1");
    assert_eq!(board_text(&l, 1).trim_end(), SPRINT);
    // A later edit of the course changes no game opened on it.
    later(
        &mut l,
        "Gm",
        "g3",
        &format!("COURSE sprint\n{}", SPRINT.replace("b2 E", "b2 N")),
    );
    assert_eq!(board_text(&l, 1).trim_end(), SPRINT);
    let rounds = race_to_the_end(&mut l, 1, ["Ann", "Bob"]);
    assert!(rounds >= 1);
    for name in ["Gm", "Ann"] {
        insta::assert_snapshot!(
            format!("course_race_{}", name.to_lowercase()),
            mails(&l, name)
        );
    }
    assert_contains(&flat(&l.last_to("Bob")), "sprint");
}

#[test]
fn a_polish_master_sends_a_course_and_opens_a_race_on_it_in_polish() {
    let mut l = Lobby::new("[lobby]\nplayers_may_open = true\n");
    later(
        &mut l,
        "Gm",
        "g1",
        &format!("Dzień dobry, oto moja trasa:\n\nTRASA sprint\n{BROKEN}"),
    );
    let reply = flat(&l.last_to("Gm"));
    assert_contains(&reply, "wiersz 5, kolumna 11");
    later(
        &mut l,
        "Gm",
        "g2",
        &format!("Dzień dobry, poprawiona:\n\nTRASA sprint\n{SPRINT}"),
    );
    later(&mut l, "Gm", "g3", "OTWÓRZ wyścig PLANSZA sprint MIEJSCA 2");
    l.seeded();
    l.send("Ania", "a1", "Dzień dobry, DOŁĄCZ 1");
    l.send("Bartek", "b1", "Dzień dobry, DOŁĄCZ 1");
    assert_eq!(board_text(&l, 1).trim_end(), SPRINT);
    race_to_the_end(&mut l, 1, ["Ania", "Bartek"]);
    for name in ["Gm", "Ania"] {
        let text = mails(&l, name);
        assert_no_english([(name, text.as_str())]);
        insta::assert_snapshot!(format!("course_race_pl_{}", name.to_lowercase()), text);
    }
}
