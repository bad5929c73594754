//! Ratings by the binary and in replays (issues 41, 64): `robomod ratings` lists and
//! rebuilds; a community's games replay their game-over ratings as mailed, by the library and
//! by `robomod replay --all`.

use super::common::*;
use crate::support::assert_contains;
use crate::support::world::*;
use chrono::Duration;

/// The binary: a demo game rates its four players; `robomod ratings` lists them, `--top`
/// and `--kind` narrow it, `ratings rebuild` gives the same, an unknown kind is refused.
#[test]
fn robomod_ratings_lists_and_rebuilds() {
    use crate::support::cli::{robomod, stderr, success};
    let dir = tempfile::tempdir().unwrap();
    let demo = dir.path().join("demo");
    let demo_s = demo.to_str().unwrap();
    success(&robomod(&["demo", "--dir", demo_s]));
    let config = demo.join("robomod.toml");
    let config = config.to_str().unwrap();
    let list = success(&robomod(&["ratings", "--config", config]));
    assert!(list.starts_with("rambots: 4 rated players\n"), "{list}");
    assert_contains(&list, "100% (5 of 5)");
    let top = success(&robomod(&[
        "ratings", "--top", "1", "--kind", "rambots", "--config", config,
    ]));
    assert!(
        top.starts_with("rambots: the best 1 of 4 rated players\n"),
        "{top}"
    );
    // Issue 52: --top keeps players tied with the last; --top 0 is refused; a kind with no
    // rating says so; JSON and CSV carry every figure.
    let json: serde_json::Value = serde_json::from_str(&success(&robomod(&[
        "ratings", "--json", "--config", config,
    ])))
    .unwrap();
    let players = json[0]["players"].as_array().unwrap();
    assert_eq!(players.len(), 4);
    let ranks: Vec<u64> = players
        .iter()
        .map(|p| p["rank"].as_u64().unwrap())
        .collect();
    let second = ranks[1] as usize;
    let tied = ranks.iter().filter(|&&r| r <= ranks[1]).count();
    let n = second.to_string();
    let cut = success(&robomod(&[
        "ratings", "--top", &n, "--json", "--config", config,
    ]));
    let cut: serde_json::Value = serde_json::from_str(&cut).unwrap();
    assert_eq!(
        cut[0]["players"].as_array().unwrap().len(),
        tied,
        "{ranks:?}"
    );
    assert!(players[0]["provisional"].as_bool().unwrap());
    assert!(players[0]["sigma"].as_f64().unwrap() > 0.0);
    let csv = success(&robomod(&["ratings", "--csv", "--config", config]));
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 5, "{csv}");
    assert!(lines[0].starts_with("kind,rank,name,address,"), "{csv}");
    assert!(lines[1].starts_with("rambots,1,"), "{csv}");
    let zero = robomod(&["ratings", "--top", "0", "--config", config]);
    assert_eq!(zero.status.code(), Some(2), "{}", stderr(&zero));
    let none = success(&robomod(&[
        "ratings", "--kind", "ricochet", "--config", config,
    ]));
    assert_eq!(
        none,
        "ricochet: no rated players yet (ratings come from finished games)\n\n"
    );
    let rebuilt = success(&robomod(&["ratings", "rebuild", "--config", config]));
    assert_eq!(rebuilt, "rambots: rated 1 finished game, 4 players rated\n");
    assert_eq!(success(&robomod(&["ratings", "--config", config])), list);
    let o = robomod(&["ratings", "--kind", "chess", "--config", config]);
    assert_eq!(o.status.code(), Some(2));
    assert_contains(&stderr(&o), "robomod knows rambots");
    // replay --all checks them; a rating changed by hand is found.
    let replay = success(&robomod(&["replay", "--all", "--config", config]));
    assert_contains(
        &replay,
        "ratings: as a rebuild from the finished games computes them",
    );
    let db = rusqlite::Connection::open(demo.join("data/robomod.sqlite")).unwrap();
    db.execute("UPDATE ratings SET mu = mu + 1 WHERE name = 'Ada'", [])
        .unwrap();
    drop(db);
    let o = robomod(&["replay", "--all", "--config", config]);
    assert_eq!(o.status.code(), Some(1));
    let out = crate::support::cli::stdout(&o);
    assert_contains(
        &out,
        "ratings: MISMATCH: rambots: the rating of ada@players.test",
    );
}

/// Issue 64 rule 4: a whole community's games replay, every mail, the game-over mails'
/// ratings included, however many games their players finished after: two games ending in the
/// same second, the later-numbered first (the other is rated out of order: the kind is rated
/// again and the first's changes rewritten), and a rollback that reopens an earlier game (the
/// kind rated again without it, then with it at its new end) leave every mail as it was sent.
#[test]
fn a_whole_communitys_games_replay_their_game_over_ratings_as_mailed() {
    let w = world();
    let robo = robomod::moderator::seats::bot_address("Robo");
    let tin = robomod::moderator::seats::bot_address("Tin");
    let (robo, tin) = (("Robo", robo.as_str()), ("Tin", tin.as_str()));
    let first = won_by_first(&w, &[ANN, BOB, robo]);
    w.advance(Duration::hours(1));
    won_by_first(&w, &[BOB, robo, tin, ANN]);
    w.advance(Duration::hours(1));
    let a = w.m.admin().create_game(&sprint(&[ANN, CID])).unwrap();
    let b = w.m.admin().create_game(&sprint(&[CID, BOB])).unwrap();
    let changes = |id: i64| {
        w.m.with_connection(|c| robomod::store::ratings::changes_of_game(c, id))
            .unwrap()
    };
    play_out(&w, b);
    let b_mailed = changes(b);
    play_out(&w, a);
    assert_eq!(w.game(a).finished_at, w.game(b).finished_at, "one second");
    assert_ne!(
        changes(b),
        b_mailed,
        "game {b} is rated again after game {a}"
    );
    w.advance(Duration::hours(1));
    won_by_first(&w, &[CID, ANN, BOB, tin]);
    // The first game reopened and played to its end again: every later game rated again.
    w.advance(Duration::hours(1));
    w.m.admin().rollback(first, "2", Some("a mistake")).unwrap();
    let mut ids = w.m.admin().game_ids().unwrap();
    while w.game(first).status.is_live() {
        play_on(&w, first);
    }
    ids.dedup();
    assert_eq!(ids.len(), 5);
    let mut mails = 0;
    for id in ids {
        let r = w.m.rounds().replay(id).unwrap();
        assert_eq!(r.mismatch, None, "game {id}");
        mails += r.mails;
    }
    assert!(mails > 5 * 3, "{mails} mails checked");
    assert_eq!(w.m.records().check_ratings().unwrap(), Vec::<String>::new());
    assert_rebuild_writes_the_same_rows(&w);
    // Each game-over mail shows the ratings it had: game b's the ones before game a was
    // rated; a replay checks them (a kept rating changed by hand is found).
    let over: Vec<_> = (w.outbox().into_iter())
        .filter(|m| m.kind == robomod::outgoing::MailKind::GameOver)
        .collect();
    assert!(over.len() >= 5 * 2, "{} game-over mails", over.len());
    w.m.with_connection(|c| {
        c.execute(
            "UPDATE ratings_before SET mu = mu + 1 WHERE game_id = ?1",
            [b],
        )
    })
    .unwrap();
    let found =
        w.m.rounds()
            .replay(b)
            .unwrap()
            .mismatch
            .expect("a mismatch");
    assert!(found.what.starts_with("game_over mail"), "{found}");
}

/// Plays one more round of sprint `id` (reopened by a rollback): seat 0 moves, the others
/// pass, then the deadline passes.
fn play_on(w: &World, id: i64) {
    for seat in 0..w.players(id).len() {
        let p = &w.players(id)[seat];
        if robomod::moderator::seats::is_bot(&p.address) {
            continue;
        }
        let text = match seat {
            0 => orders("PROGRAM", "3"),
            _ => orders("PASS", ""),
        };
        w.send(id, seat, vec![text]);
    }
    w.advance(Duration::hours(48));
    w.m.rounds().tick().unwrap();
}

/// Issue 64 rule 4, by the binary: a community's races played to their ends by the same
/// people and a computer player, the first reopened by a rollback and ended again after the
/// others (so that every later game is rated again from the start): `robomod replay --all`
/// reproduces every mail of every game, the game-over mails' ratings included, and finds the
/// ratings as a rebuild computes them.
#[test]
fn a_communitys_races_replay_all_by_the_binary() {
    use super::archive_growth::play_round;
    use crate::support::cli::{robomod, success};
    let w = world();
    let robo = robomod::moderator::seats::bot_address("Robo");
    let race = |seed: u64| {
        let mut new = new_game("race", &[ANN, BOB, ("Robo", &robo)], seed);
        new.settings.insert("board".into(), "race".into());
        w.m.admin().create_game(&new).unwrap()
    };
    let mut ids = Vec::new();
    for seed in [3, 4, 5] {
        let id = race(seed);
        let mut rounds = 0;
        while play_round(&w, id) {
            rounds += 1;
            assert!(rounds < 80, "game {id} ends");
        }
        ids.push(id);
    }
    let first = ids[0];
    let last = w.game(first).round - 1;
    w.m.admin()
        .rollback(first, &last.to_string(), Some("a mistake"))
        .unwrap();
    while play_round(&w, first) {}
    assert!(!w.game(first).status.is_live());
    let db = w._dir.path().join("robomod.sqlite");
    let out = success(&robomod(&["replay", "--all", "--db", db.to_str().unwrap()]));
    for id in ids {
        assert_contains(&out, &format!("game {id}: "));
    }
    assert!(!out.contains("MISMATCH"), "{out}");
    assert_contains(
        &out,
        "ratings: as a rebuild from the finished games computes them",
    );
}
