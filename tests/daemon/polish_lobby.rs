//! The mails of the lobby and of the days between rounds, to Polish people who never said
//! which language they read: strangers who write Polish (LISTA, DOŁĄCZ, OBSERWUJ, RANKING, a
//! command without a game), a daily digest, a reminder before the deadline, a stand-in notice
//! after a missed round, a mail robomod could not handle. Each is read as its reader reads it
//! (no English word, no line over 72 columns) and snapshotted; together with the whole games by
//! mail they reach every kind of mail robomod writes.

use super::common::Lobby;
use super::poison::fail_mails_from;
use crate::support::assert_contains;
use crate::support::english::assert_no_english;
use crate::support::site::player_mail;
use chrono::Duration;
use robomod::clock::Clock;
use robomod::moderator::lobby::{OpenGame, Request};

/// Every mail to `name`, subject then text, checked as a Polish reader reads it.
fn read(l: &Lobby, name: &str) -> String {
    let mails = l.bodies_to(name);
    assert!(!mails.is_empty(), "{name} got no mail");
    assert_no_english(mails.iter().map(|m| (name, m.as_str())));
    for m in &mails {
        for line in m.lines() {
            assert!(line.chars().count() <= 72, "{name}: {line:?}");
        }
    }
    mails.join("\n\n=====\n\n")
}

/// A Polish game of two seats, opened by the operator, where a robot plays for whoever misses
/// a round.
fn open(l: &Lobby) -> i64 {
    let mut settings = serde_json::Map::new();
    settings.insert("stand_in".into(), "1".into());
    l.d.moderator()
        .lobby()
        .open_game(&OpenGame {
            request: Request {
                kind: "rambots".into(),
                seed: Some(5),
                settings,
                reminder_secs: Some(6 * 3600),
                ..Request::default()
            },
            seats: 2,
            description: "Spokojna gra dla nowych".into(),
            ..OpenGame::default()
        })
        .unwrap()
}

#[test]
fn polish_strangers_read_the_lobby_and_the_days_between_rounds_in_polish() {
    let mut l = Lobby::new("[lobby]\ndigest_hour = 18\nplayers_may_open = true\n");
    let id = open(&l);
    l.send(
        "Ania",
        "a1",
        "Dzień dobry,\nchciałabym zagrać. Co jest?\n\nLISTA\n\nAnia",
    );
    l.send(
        "Ania",
        "a2",
        "Dziękuję!\n\nDOŁĄCZ 1\nUSTAW PODSUMOWANIE CODZIENNIE\n\nAnia",
    );
    l.send("Ewa", "e1", "Dzień dobry! DOŁĄCZ 1 REZERWA\nEwa");
    // A second game that needs three people by tomorrow noon: only Filip comes.
    let noon = l.clock.now() + Duration::days(1);
    l.d.moderator()
        .lobby()
        .open_game(&OpenGame {
            request: Request {
                kind: "rambots".into(),
                ..Request::default()
            },
            seats: 3,
            min_seats: Some(3),
            start_at: Some(noon),
            description: "Gra na trzy osoby".into(),
            ..OpenGame::default()
        })
        .unwrap();
    l.send("Filip", "f1", "Cześć! Dołączam do gry 2.");
    l.send(
        "Bartek",
        "b1",
        "Cześć, dołącz 1\nustaw przypomnienia włącz\nustaw podsumowanie codziennie",
    );
    l.send("Celina", "c1", "Dzień dobry, obserwuj 1 proszę. Celina");
    l.send("Ania", "a3", "Jaki mam ranking?\n\nRANKING");
    // Seen in play: a lobby command read from words quoted a command line she never wrote
    // (`> RANKING`); her words are quoted, and what they were read as.
    let ranking = l.last_to("Ania");
    assert_contains(&ranking, "> Jaki mam ranking?\n  Odczytano jako RANKING:");
    // Games that cannot be set up: too many seats for a race, a board robomod does not have.
    l.send(
        "Grzegorz",
        "g1",
        "Dzień dobry,\nOTWÓRZ wyścig MIEJSCA 9\nOTWÓRZ wyścig PLANSZA księżyc\n\nGrzegorz",
    );
    let refused = l.last_to("Grzegorz");
    assert_contains(&refused, "od 2 do 8 graczy, nie 9");
    assert_contains(&refused, "„księżyc” nie jest");
    // A command of a game to the plain address, from someone who plays none.
    l.send("Darek", "d1", "Cześć, CELE 1R 2Y 3B 1G");
    // Ania sends her goals; Bartek is reminded, then misses the round: a robot plays for him.
    let key = l.key(id, "Ania");
    l.site
        .deliver("Ania", id, &key, "a4", "CELE 1Y 3R 2G 1B\n\nAnia");
    l.d.pass().unwrap();
    // 18:00: the digest of the games waiting for Bartek.
    l.clock.advance(Duration::hours(6));
    l.d.pass().unwrap();
    // Six hours before the deadline: the reminder; then the deadline.
    l.clock.advance(Duration::hours(37));
    l.d.pass().unwrap();
    l.clock.advance(Duration::hours(6));
    l.d.pass().unwrap();
    // Bartek gives up his seat: Ewa, on standby, is offered it.
    l.send_tagged("Bartek", id, "b3", "Rezygnuję z gry.");
    l.send_tagged("Bartek", id, "b4", "REZYGNUJĘ TAK");
    // A mail of Bartek's robomod cannot store, tried until it goes to quarantine.
    fail_mails_from(&l.site.db(), "bartek@example.org");
    let key = l.key(id, "Bartek");
    let mail = String::from_utf8(player_mail("Bartek", id, &key, "b2", "STAN")).unwrap();
    let mail = mail.replace("] orders", "] rozkazy");
    l.site.maildir().deliver(mail.as_bytes()).unwrap();
    for _ in 0..3 {
        l.d.pass().unwrap();
    }
    // Each kind reached: the digest and the reminder (both `reminder`), the stand-in notice,
    // the failure, the observer's report, the refusal.
    let kinds = |name: &str| {
        let c = l.site.db();
        let mut q = c
            .prepare("SELECT kind FROM outbox WHERE recipient = ?1 ORDER BY id")
            .unwrap();
        q.query_map([format!("{}@example.org", name.to_lowercase())], |r| {
            r.get::<_, String>(0)
        })
        .unwrap()
        .map(Result::unwrap)
        .collect::<Vec<_>>()
    };
    let bartek = kinds("Bartek");
    assert_eq!(bartek.iter().filter(|k| *k == "reminder").count(), 2);
    for k in ["late", "notice", "failure"] {
        assert!(bartek.iter().any(|b| b == k), "{k} in {bartek:?}");
    }
    assert!(kinds("Celina").iter().any(|k| k == "round_report"));
    assert_eq!(kinds("Darek"), ["refusal"]);
    assert!(kinds("Ania").iter().any(|k| k == "welcome"));
    assert!(
        kinds("Ewa").iter().any(|k| k == "notice"),
        "the seat offered"
    );
    assert!(
        kinds("Filip").iter().any(|k| k == "notice"),
        "game 2 cancelled"
    );
    for name in [
        "Ania", "Bartek", "Celina", "Darek", "Ewa", "Filip", "Grzegorz",
    ] {
        insta::assert_snapshot!(
            format!("polish_lobby_{}", name.to_lowercase()),
            read(&l, name)
        );
    }
}

/// The language a stranger writes in is kept only when they chose none and it is not
/// English: a `SET LANGUAGE EN` stays theirs whatever they write after, and an English JOIN
/// stores nothing (the game's language, if it has one, still holds for them).
#[test]
fn a_chosen_language_is_never_overridden_by_the_language_written() {
    let mut l = Lobby::new("");
    let id = open(&l);
    l.send("Ola", "o1", "USTAW JĘZYK EN");
    l.send("Ola", "o2", "Dzień dobry, dołącz 1 proszę");
    l.send("Tom", "t1", "Hi, join game 1 please");
    let c = l.site.db();
    let lang = |who: &str| {
        robomod::store::preferences::get(&c, &format!("{who}@example.org"), "language")
            .unwrap()
            .map(|l| l.to_lowercase())
    };
    assert_eq!(lang("ola").as_deref(), Some("en"));
    assert_eq!(lang("tom"), None);
    // The game started with both: Ola's welcome is English, as she asked.
    let welcome = l
        .bodies_to("Ola")
        .into_iter()
        .find(|b| b.contains(&format!("game {id}")) && b.contains("Welcome"))
        .expect("Ola's welcome");
    assert_contains(&welcome, "You play");
}
