//! Issue 52, item 2: tournaments by mail through the daemon on the Maildir, played to the end.
//! An organiser opens a tournament (`TOURNAMENT OPEN ...`), players `JOIN TOURNAMENT`, it
//! starts when full; every game is played by mail (each seat sends what the game's computer
//! player would), and the entrants get the draw, the standings after each game and the
//! winner. The organiser's and one entrant's tournament mails are snapshotted as sent.

use super::common::Lobby;
use super::mails::snap;
use crate::support::assert_contains;
use crate::support::one;
use chrono::Duration;
use robomod::games::{ComputerPlayer, Seat, step_rng};
use robomod::store;

const CONFIG: &str = "[lobby]\nplayers_may_open = true\n";

/// Who is seated in game `id`, by seat: their names.
fn seats(l: &Lobby, id: i64) -> Vec<String> {
    let c = l.site.db();
    (store::games::players(&c, id).unwrap().into_iter())
        .map(|p| p.name)
        .collect()
}

/// Game `id` played to its end by mail: each round every seat sends the computer player's
/// orders for it, tagged with its key; the deadline passes when a round does not run.
fn play_out<G: ComputerPlayer>(l: &mut Lobby, id: i64, cap: u32) -> u32 {
    let names = seats(l, id);
    let mut rounds = 0;
    loop {
        let g = l.site.db();
        let row = store::games::game(&g, id).unwrap();
        if !row.status.is_live() {
            return rounds;
        }
        rounds += 1;
        assert!(rounds <= cap, "game {id} ends within {cap} rounds");
        let state: G::State = serde_json::from_value(row.state.into_value()).unwrap();
        for (seat, name) in names.iter().enumerate() {
            let mut rng = step_rng(11, row.round * 8 + seat as u32);
            let Some(orders) = G::bot_orders(&state, Seat(seat as u8), &mut rng) else {
                continue;
            };
            let text = G::mail_text(&state, &orders);
            let mid = format!("{name}-{id}-{}", row.round);
            l.send_tagged(name, id, &mid, &text);
        }
        let after = store::games::game(&l.site.db(), id).unwrap();
        if after.round == row.round && after.status.is_live() {
            l.clock.advance(Duration::days(2));
            l.d.pass().unwrap();
        }
    }
}

/// The games of tournament `t`, in the order they opened.
fn games(l: &Lobby, t: i64) -> Vec<(i64, String)> {
    let c = l.site.db();
    (store::tournaments::games(&c, t).unwrap().into_iter())
        .map(|g| (g.game_id, g.stage))
        .collect()
}

fn to(name: &str) -> String {
    format!("{}@example.org", name.to_lowercase())
}

/// The tournament's mails to `name`, oldest first, as one text.
fn tournament_mails(l: &Lobby, name: &str) -> Vec<String> {
    (l.bodies_to(name).into_iter())
        .filter(|m| m.starts_with("robomod: tournament") || m.starts_with("robomod: turniej"))
        .collect()
}

const SIXTEEN: [&str; 16] = [
    "Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lea", "Max",
    "Ned", "Oli", "Pam",
];

#[test]
fn a_four_heat_rambots_tournament_by_mail_to_its_final() {
    use robomod::games::rambots::Rambots;
    let mut l = Lobby::new(CONFIG);
    l.send(
        "Olga",
        "o1",
        "Hello!\n\nTOURNAMENT OPEN rambots HEATS 4 ENTRANTS 16 SCHEDULE 48h\n\nOlga",
    );
    snap(&l.site, "tournament_opened", "confirmation", &to("Olga"));
    let olga = l.last_to("Olga");
    assert_contains(&olga, "JOIN TOURNAMENT 1");
    for (i, name) in SIXTEEN.iter().enumerate() {
        let body = if i == 0 {
            "LIST\njoin tournament 1".to_string()
        } else {
            "JOIN TOURNAMENT 1".to_string()
        };
        l.send(name, &format!("{name}-join"), &body);
        if i == 0 {
            snap(&l.site, "tournament_joined", "confirmation", &to("Ann"));
        }
    }
    // Full at sixteen: four heats of four, drawn at once.
    let heats = games(&l, 1);
    assert_eq!(heats.len(), 4, "{heats:?}");
    assert!(heats.iter().all(|(_, s)| s == "heat"));
    snap(&l.site, "tournament_drawn", "notice", &to("Ann"));
    let mut seen = std::collections::BTreeSet::new();
    for (id, _) in &heats {
        let who = seats(&l, *id);
        assert_eq!(who.len(), 4);
        seen.extend(who);
    }
    assert_eq!(seen.len(), 16, "everyone plays one heat");
    // A seventeenth is told it is full... it started: not open any more.
    l.send("Quin", "q1", "JOIN TOURNAMENT 1");
    assert_contains(&l.last_to("Quin"), "not open");

    for (id, _) in &heats {
        play_out::<Rambots>(&mut l, *id, 200);
    }
    // Heats over (play-offs where a first place was shared), then the final.
    let mut guard = 0;
    loop {
        let c = l.site.db();
        let t = store::tournaments::get(&c, 1).unwrap().unwrap();
        if t.status == "over" {
            break;
        }
        guard += 1;
        assert!(guard < 10, "the tournament ends");
        let running: Vec<i64> = (games(&l, 1).into_iter())
            .map(|(g, _)| g)
            .filter(|g| store::games::game(&c, *g).unwrap().status.is_live())
            .collect();
        assert!(!running.is_empty(), "a game runs while the tournament does");
        for g in running {
            play_out::<Rambots>(&mut l, g, 200);
        }
    }
    let all = games(&l, 1);
    assert!(all.iter().any(|(_, s)| s == "final"), "{all:?}");
    let winner = {
        let c = l.site.db();
        store::tournaments::get(&c, 1)
            .unwrap()
            .unwrap()
            .winner
            .unwrap()
    };
    // Every entrant was told the winner, by name.
    let name = SIXTEEN
        .iter()
        .find(|n| to(n) == winner)
        .expect("the winner is an entrant");
    for n in SIXTEEN {
        let last = tournament_mails(&l, n).pop().unwrap();
        assert!(
            last.contains(&format!("{name} wins the tournament")),
            "{n}: {last}"
        );
        // Told once a game over, besides the draw: never twice for one game.
        assert_eq!(tournament_mails(&l, n).len(), 1 + all.len(), "{n}");
    }
    insta::assert_snapshot!(
        "tournament_heats_organiser",
        tournament_mails(&l, "Olga").join("\n\n=====\n\n")
    );
    // The ratings moved: the winner played more games than anyone.
    let c = l.site.db();
    let rated: i64 = one(
        &c,
        "SELECT count(*) FROM ratings WHERE kind = 'rambots'",
        [],
    );
    assert_eq!(rated, 16);
}

#[test]
fn a_three_race_series_by_mail_hands_the_pick_order_on() {
    use robomod::games::race::Race;
    let mut l = Lobby::new(CONFIG);
    l.send("Olga", "o1", "TOURNAMENT OPEN race SERIES 3 START 3d");
    l.send("Ann", "Ann-join", "JOIN TOURNAMENT 1");
    // Bob writes as people write.
    l.send(
        "Bob",
        "Bob-join",
        "Hi Olga,\n\ncount me in for tournament 1, please!\n\nBob",
    );
    let bob = l.last_to("Bob");
    assert_contains(&bob, "You are in tournament 1 as Bob");
    // Cid reads Polish, and writes it.
    l.send("Cid", "c0", "USTAW JĘZYK PL\nDOŁĄCZ DO TURNIEJU 1");
    assert_contains(&l.last_to("Cid"), "Grasz w turnieju 1");
    l.send("Ann", "a2", "TOURNAMENT 1");
    snap(&l.site, "tournament_show_open", "help", &to("Ann"));
    // Its start date: the first race opens.
    l.clock.advance(Duration::days(3));
    l.d.pass().unwrap();
    let first = games(&l, 1);
    assert_eq!(first.len(), 1);
    for number in 1..=3 {
        let all = games(&l, 1);
        assert_eq!(all.len(), number, "{all:?}");
        let (id, stage) = all.last().unwrap().clone();
        assert_eq!(stage, "series");
        if number > 1 {
            // The next race opens with its start squares picked in the last race's order.
            let c = l.site.db();
            let g = store::games::game(&c, id).unwrap();
            let picks = g.settings["picks"].as_array().map_or(0, Vec::len);
            assert_eq!(picks, 3, "race {number}: {}", g.settings);
        }
        play_out::<Race>(&mut l, id, 300);
    }
    let c = l.site.db();
    let t = store::tournaments::get(&c, 1).unwrap().unwrap();
    assert_eq!(t.status, "over");
    let mails = tournament_mails(&l, "Bob");
    assert_eq!(mails.len(), 4, "the draw and one a race");
    assert_contains(&mails[3], "wins the tournament");
    insta::assert_snapshot!("tournament_series_bob", mails.join("\n\n=====\n\n"));
    let cid = tournament_mails(&l, "Cid");
    let read: Vec<(String, String)> = (cid.iter())
        .map(|m| {
            let (s, t) = m.split_once('\n').unwrap();
            (s.to_string(), t.to_string())
        })
        .collect();
    insta::assert_snapshot!(
        "tournament_series_cid_polish",
        crate::support::whole_game::read_in_polish("Cid", &read)
    );
}

#[test]
fn tournament_commands_refused_with_their_reason() {
    let mut l = Lobby::new("");
    // Players may not open games here: nor tournaments.
    l.send("Olga", "o0", "TOURNAMENT OPEN rambots HEATS 4");
    let olga = l.last_to("Olga");
    assert_contains(&olga, "only the moderator opens");
    let mut l = Lobby::new(CONFIG);
    l.send("Olga", "o1", "TOURNAMENT OPEN rambots");
    assert_contains(&l.last_to("Olga"), "HEATS 4");
    // Heats of nine: no RAMbots game holds them.
    l.send("Olga", "o1b", "TOURNAMENT OPEN rambots HEATS 9");
    let olga = l.last_to("Olga");
    assert_contains(&olga, "cannot be played by 5");
    l.clock.advance(Duration::hours(1));
    l.send(
        "Olga",
        "o2",
        "TOURNAMENT OPEN rambots HEATS 3 START 2020-01-01",
    );
    assert_contains(&l.last_to("Olga"), "passed");
    l.send("Olga", "o3", "TOURNAMENT OPEN rambots HEATS 3");
    l.send(
        "Ann",
        "a1",
        "JOIN TOURNAMENT 1\nJOIN TOURNAMENT 1\nTOURNAMENT START 1",
    );
    let ann = l.last_to("Ann");
    assert_contains(&ann, "entered tournament 1 already");
    assert_contains(&ann, "Only the organiser");
    l.send("Olga", "o4", "TOURNAMENT START 1");
    assert_contains(&l.last_to("Olga"), "it needs two or more");
    l.send(
        "Bob",
        "b1",
        "JOIN TOURNAMENT 1 AS Bobby\nLEAVE TOURNAMENT 1\nLEAVE TOURNAMENT 1",
    );
    let bob = l.last_to("Bob");
    assert!(
        bob.contains("as Bobby") && bob.contains("You have left"),
        "{bob}"
    );
    assert_contains(&bob, "had not entered");
    l.send("Bob", "b2", "TOURNAMENT\nTOURNAMENT 9");
    let bob = l.last_to("Bob");
    assert_contains(&bob, "rambots, heats of 3: one entrant");
    assert_contains(&bob, "no tournament 9");
    // A name is a name (as JOIN takes one), and one entrant's alone.
    l.send("Cid", "c0", "JOIN TOURNAMENT 1 AS <cid@x.org>");
    assert_contains(&l.last_to("Cid"), "cannot be a name");
    l.clock.advance(Duration::hours(1));
    l.send("Dan", "d0", "JOIN TOURNAMENT 1 AS ann");
    assert_contains(&l.last_to("Dan"), "already plays as ann");
    l.clock.advance(Duration::hours(1));
    l.send("Cid", "c1", "JOIN TOURNAMENT 1");
    l.send("Olga", "o5", "TOURNAMENT START 1");
    assert_contains(&l.last_to("Olga"), "has started");
    assert_eq!(games(&l, 1).len(), 1, "two entrants: one heat");
    l.send("Dan", "d1", "JOIN TOURNAMENT 1");
    assert_contains(&l.last_to("Dan"), "not open to enter");
}

#[test]
fn a_series_holds_as_many_entrants_as_one_game_does() {
    let mut l = Lobby::new(CONFIG);
    l.send("Olga", "o1", "TOURNAMENT OPEN rambots SERIES 2");
    for (i, name) in ["Ann", "Bob", "Cid", "Dan"].iter().enumerate() {
        l.send(name, &format!("{name}-j"), "JOIN TOURNAMENT 1");
        assert_eq!(
            games(&l, 1).len(),
            usize::from(i == 3),
            "full at four: started"
        );
    }
    l.send("Eve", "e1", "JOIN TOURNAMENT 1");
    assert_contains(&l.last_to("Eve"), "not open to enter");
    assert_eq!(seats(&l, games(&l, 1)[0].0).len(), 4);
}
