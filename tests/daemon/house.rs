//! Issue 51, item 4: house rules set by mail. A player opens a race with house rules
//! (`OPEN race ... LIVES 1 UPGRADES OFF EXTRA 0`), LIST shows them, the welcome and HELP RULES
//! say them, the race is played by mail to its end with them in force, and the archive's game
//! page names them; a Polish player opens one in Polish words and is refused in Polish. The
//! option draft (`DRAFT 1`) drafted by mail, alone and beside a race's picks. Every mail
//! snapshotted as sent.

use super::common::Lobby;
use crate::support::assert_contains;
use crate::support::english::assert_no_english;
use chrono::Duration;

const OPEN: &str = "[lobby]\nplayers_may_open = true\n";

/// The first game's state as stored.
fn state(l: &Lobby) -> serde_json::Value {
    let text: String = l.site.one("SELECT state FROM games WHERE id = 1", []);
    serde_json::from_str(&text).unwrap()
}

/// Deadlines pass until the race is under way (its picks and draft resolved): its state.
fn until_racing(l: &mut Lobby) -> serde_json::Value {
    for _ in 0..3 {
        if state(l)["phase"]["phase"] == "racing" {
            break;
        }
        l.clock.advance(Duration::days(2));
        l.d.pass().unwrap();
    }
    let s = state(l);
    assert_eq!(s["phase"]["phase"], "racing", "{s}");
    s
}

/// The option draft's pool in state `s`.
fn pool(s: &serde_json::Value) -> Vec<String> {
    s["phase"]["pool"]
        .as_array()
        .unwrap_or_else(|| panic!("a pool: {s}"))
        .iter()
        .map(|u| u.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_race_opened_with_house_rules_by_mail_is_played_to_its_end_with_them() {
    let mut l = Lobby::new(OPEN);
    l.send(
        "Gm",
        "g0",
        "OPEN race SEATS 2 BOARD race LIVES 1 UPGRADES OFF EXTRA 0",
    );
    assert_contains(&l.last_to("Gm"), "Opened game 1");
    l.seeded();
    l.send("Ann", "a0", "LIST");
    let list = l.last_to("Ann");
    assert!(
        list.contains("LIVES 1, UPGRADES OFF, EXTRA 0"),
        "LIST names the house rules: {list}"
    );
    insta::assert_snapshot!("house_list", l.last_to("Ann"));
    l.send("Ann", "a1", "JOIN 1");
    l.send("Bob", "b1", "JOIN 1");
    assert_eq!(l.count("SELECT count(*) FROM games"), 1);
    insta::assert_snapshot!("house_welcome", l.last_to("Ann"));
    let welcome = l.last_to("Ann");
    assert_contains(&welcome, "LIVES 1 *");
    assert!(
        welcome.contains("BREAKER ON:"),
        "every rule in force: {welcome}"
    );

    l.send_tagged("Ann", 1, "a2", "HELP RULES");
    insta::assert_snapshot!("house_help_rules", l.last_to("Ann"));
    let rules = l.last_to("Ann");
    for line in ["LIVES 1 *", "UPGRADES OFF *", "BREAKER ON:", "EXTRA 0 *"] {
        assert!(rules.contains(line), "{line}: {rules}");
    }

    // In force in the race: one life each, no upgrade on offer.
    let s = state(&l);
    assert_eq!(s["position"]["house"]["lives"], 1, "{s}");
    assert_eq!(s["position"]["house"]["upgrades"], false, "{s}");
    assert!(s["position"].get("offers").is_none(), "{s}");
    for r in s["position"]["robots"].as_array().unwrap() {
        assert_eq!(r["lives"], 1, "{r}");
    }

    // Nobody sends a program: each round's deadline plays random ones until the race is over.
    for _ in 0..80 {
        if l.count("SELECT count(*) FROM games WHERE status = 'finished'") == 1 {
            break;
        }
        l.clock.advance(Duration::days(2));
        l.d.pass().unwrap();
    }
    assert_eq!(
        l.count("SELECT count(*) FROM games WHERE status = 'finished'"),
        1,
        "the race ends: {}",
        state(&l)
    );
    let s = state(&l);
    let robots = s["position"]["robots"].as_array().unwrap();
    assert!(robots.iter().all(|r| r["lives"].as_u64() <= Some(1)), "{s}");
    assert!(
        robots
            .iter()
            .all(|r| r["upgrades"] == serde_json::json!([])),
        "{s}"
    );

    // The archive's game page names the house rules.
    let out = l.site.dir.path().join("archive");
    robomod::archive::write(l.d.moderator(), &[1], &out).unwrap();
    let page = std::fs::read_to_string(out.join("game-1/index.html")).unwrap();
    assert_contains(&page, "House rules: LIVES 1, UPGRADES OFF, EXTRA 0.");
}

#[test]
fn a_polish_player_opens_with_house_rules_in_polish_and_is_refused_in_polish() {
    let mut l = Lobby::new(OPEN);
    l.send(
        "Ania",
        "a0",
        "Dzień dobry!\n\nOTWÓRZ wyścig MIEJSCA 2 ŻYCIA 12\n\nAnia",
    );
    insta::assert_snapshot!("house_polish_refused", l.last_to("Ania"));
    let refused = l.last_to("Ania");
    assert_contains(&refused, "ŻYCIA 12: podaj liczbę całkowitą od 1 do 9");
    assert_eq!(l.count("SELECT count(*) FROM lobby_games"), 0);

    l.send(
        "Ania",
        "a1",
        "OTWÓRZ wyścig MIEJSCA 2 ŻYCIA 2 BEZPIECZNIK WYŁĄCZONY DOGRYWKA 3",
    );
    assert_eq!(l.count("SELECT count(*) FROM lobby_games"), 1);
    l.seeded();
    l.send("Bartek", "b0", "Cześć!\n\nLISTA\n\nBartek");
    insta::assert_snapshot!("house_polish_list", l.last_to("Bartek"));
    let list = l.last_to("Bartek");
    assert_contains(&list, "ŻYCIA 2, BEZPIECZNIK WYŁĄCZONY, DOGRYWKA 3");
    l.send("Bartek", "b1", "DOŁĄCZ 1");
    l.send("Celina", "c1", "Dzień dobry, DOŁĄCZ 1");
    assert_eq!(l.count("SELECT count(*) FROM games"), 1);
    let welcome = l.last_to("Bartek");
    insta::assert_snapshot!("house_polish_welcome", welcome);
    assert_contains(&welcome, "ZASADY DOMOWE");
    assert_contains(&welcome, "BEZPIECZNIK WYŁĄCZONY *");
    l.send_tagged("Bartek", 1, "b2", "POMOC ZASADY");
    insta::assert_snapshot!("house_polish_help_rules", l.last_to("Bartek"));
    let rules = l.last_to("Bartek");
    for line in [
        "ŻYCIA 2 *",
        "BEZPIECZNIK WYŁĄCZONY *",
        "ULEPSZENIA WŁĄCZONE:",
    ] {
        assert!(rules.contains(line), "{line}: {rules}");
    }
    // Every mail to the Polish players in Polish, within the mail width.
    for name in ["Ania", "Bartek"] {
        let mails = l.bodies_to(name);
        assert_no_english(mails.iter().map(|m| (name, m.as_str())));
        for line in mails.iter().flat_map(|m| m.lines()) {
            assert!(line.chars().count() <= 72, "{name}: {line:?}");
        }
    }
    let s = state(&l);
    assert_eq!(s["position"]["house"]["lives"], 2, "{s}");
    assert_eq!(s["position"]["house"]["breaker"], false, "{s}");
    assert_eq!(s["position"]["house"]["extra_rounds"], 3, "{s}");
}

/// The option draft (`DRAFT 1`): the race opens asking for drafts with the pool in the mail;
/// each player mails one list, by number or name; the draft is resolved, the start report says
/// who took what, the robots hold their upgrades and the race plays on.
#[test]
fn a_race_opened_with_an_option_draft_is_drafted_by_mail_and_plays_on() {
    let mut l = Lobby::new(OPEN);
    l.send("Gm", "g0", "OPEN race SEATS 2 BOARD race DRAFT 1");
    assert_contains(&l.last_to("Gm"), "Opened game 1");
    l.seeded();
    l.send("Ann", "a1", "JOIN 1");
    l.send("Bob", "b1", "JOIN 1");
    let s = state(&l);
    assert_eq!(s["phase"]["phase"], "picking", "{s}");
    let pool = pool(&s);
    assert_eq!(pool.len(), 3, "two players, one each, and one more");
    let welcome = l.last_to("Ann");
    insta::assert_snapshot!("house_draft_welcome", welcome);
    assert!(welcome.contains(&format!(" 1 = {}", pool[0])), "{welcome}");
    assert_contains(&welcome, "DRAFT 1 *");

    // Both want the pool's second first: one of them takes it, the other its second choice.
    l.send_tagged("Ann", 1, "a2", "DRAFT 2, 1");
    let echo = l.last_to("Ann");
    assert!(
        echo.contains(&format!("DRAFT {}, {}", pool[1], pool[0])),
        "{echo}"
    );
    l.send_tagged(
        "Bob",
        1,
        "b2",
        &format!("Hi!\n\nDRAFT {}, {}\n\nBob", pool[1], pool[2]),
    );
    let s = until_racing(&mut l);
    let held: Vec<String> = s["position"]["robots"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["upgrades"][0].as_str().unwrap_or_default().to_string())
        .collect();
    assert!(held.contains(&pool[1]), "{held:?}");
    assert!(
        held == [pool[1].clone(), pool[2].clone()] || held == [pool[0].clone(), pool[1].clone()],
        "each a choice of its own: {held:?} from {pool:?}"
    );
    let report = l.last_to("Bob");
    insta::assert_snapshot!("house_draft_start", report);
    assert_contains(&report, "The option draft:");
    for line in l.bodies_to("Ann").iter().flat_map(|m| m.lines()) {
        assert!(line.chars().count() <= 72, "{line:?}");
    }

    // The race plays on with the drafted upgrades held.
    for _ in 0..3 {
        l.clock.advance(Duration::days(2));
        l.d.pass().unwrap();
    }
    let s = state(&l);
    assert!(s["position"]["round"].as_u64() >= Some(3), "{s}");
}

/// The open game's pick order as a previous race would have handed it on: Bob (seat 2) first.
fn bob_picks_first(l: &Lobby) {
    l.site
        .db()
        .execute(
            "UPDATE lobby_games SET request = json_set(request, '$.settings.picks', json('[1, 0]'))",
            [],
        )
        .unwrap();
}

/// A race after a race (a pick order in its settings) with the option draft: one turn asks for
/// both, each player's one mail holds `PICK` and `DRAFT`, both resolved in the pick order.
#[test]
fn pick_and_draft_go_in_one_mail_and_are_resolved_in_pick_order() {
    let mut l = Lobby::new(OPEN);
    l.send("Gm", "g0", "OPEN race SEATS 2 BOARD race DRAFT 1");
    l.seeded();
    bob_picks_first(&l);
    l.send("Ann", "a1", "JOIN 1");
    l.send("Bob", "b1", "JOIN 1");
    let s = state(&l);
    assert_eq!(s["phase"]["order"], serde_json::json!([1, 0]), "{s}");
    let pool = pool(&s);
    let welcome = l.last_to("Ann");
    assert_contains(&welcome, "PICK");
    assert!(welcome.contains(&format!(" 1 = {}", pool[0])), "{welcome}");

    l.send_tagged("Ann", 1, "a2", "PICK 1 2\nDRAFT 1");
    let echo = l.last_to("Ann");
    assert!(echo.contains(&format!("DRAFT {}", pool[0])), "{echo}");
    l.send_tagged("Bob", 1, "b2", "DRAFT 1, 2\nPICK 1 2");
    let s = until_racing(&mut l);
    let robots = s["position"]["robots"].as_array().unwrap();
    // Bob first: his square 1 and the pool's first; Ann's list is spent, so she gets the
    // computer player's choice of what is left, and her second square.
    assert_eq!(robots[1]["upgrades"], serde_json::json!([pool[0]]), "{s}");
    let ann = robots[0]["upgrades"][0].as_str().unwrap_or_default();
    assert!(ann != pool[0] && pool.contains(&ann.to_string()), "{s}");
    assert_eq!(
        s["position"]["priority"],
        serde_json::json!(["Bob", "Ann"]),
        "{s}"
    );
    let report = l.last_to("Ann");
    assert_contains(&report, "its first choice");
    assert_contains(&report, "its choice no. 2");
}

/// The same in Polish (issue 66): a race opened by its Polish names (`wyścig`, the board
/// `tor`, `WYBÓR 1`), joined in Polish, the starting squares and the upgrades chosen with the
/// Polish keywords (`WYBIERAM 1 2`, `ULEPSZENIA 1`), echoed in them, and resolved as in
/// English.
#[test]
fn pick_and_draft_in_polish_words_are_read_and_echoed_in_them() {
    let mut l = Lobby::new(OPEN);
    l.send("Gm", "g0", "OTWÓRZ wyścig MIEJSCA 2 PLANSZA tor WYBÓR 1");
    l.seeded();
    bob_picks_first(&l);
    l.send("Ann", "a1", "DOŁĄCZ 1");
    l.send("Bob", "b1", "DOŁĄCZ 1");
    let s = state(&l);
    let pool = pool(&s);
    let welcome = l.last_to("Ann");
    assert_contains(&welcome, "WYBIERAM");
    assert_contains(&welcome, "plansza tor");
    assert_no_english([("Ann", welcome.as_str())]);

    l.send_tagged("Ann", 1, "a2", "WYBIERAM 1 2\nULEPSZENIA 1");
    let echo = l.last_to("Ann");
    assert_contains(&echo, "WYBIERAM 1");
    assert_contains(&echo, "ULEPSZENIA ");
    assert_no_english([("Ann", echo.as_str())]);
    l.send_tagged("Bob", 1, "b2", "ulepszenia 1, 2\nwybieram 1 2");
    let s = until_racing(&mut l);
    let robots = s["position"]["robots"].as_array().unwrap();
    assert_eq!(robots[1]["upgrades"], serde_json::json!([pool[0]]), "{s}");
    assert_eq!(
        s["position"]["priority"],
        serde_json::json!(["Bob", "Ann"]),
        "{s}"
    );
}
