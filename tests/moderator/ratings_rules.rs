//! How games rate their players (issue 41): a finished game rates its players in the
//! transaction that ends it, a rebuild gets the very same rows, a rollback of a finished game
//! takes its rating back; dedication counts rounds on time; a race rates by its finishing
//! order, an abandoned game rates nobody, a loss lowers the rating shown.

use super::common::*;
use super::replay::{finished_sprint, world_with_finished_sprint};
use crate::support::assert_contains;
use crate::support::one;
use crate::support::world::*;
use chrono::Duration;
use robomod::inbound::{LobbyCommand, PlayerCommand};

#[test]
fn a_finished_game_rates_its_players_and_a_rebuild_writes_the_same_rows() {
    let w = world();
    won_by_first(&w, &[ANN, BOB]);
    w.advance(Duration::hours(1));
    won_by_first(&w, &[BOB, CID, ANN]);
    w.advance(Duration::hours(1));
    finished_sprint(&w);
    let tables = w.m.records().ratings(Some("sprint"), None).unwrap();
    let t = &tables[0];
    assert_eq!(t.players.len(), 3);
    assert_eq!(t.players.iter().map(|p| p.games).sum::<u32>(), 2 + 3 + 3);
    let incremental = rows(&w);
    assert_eq!(w.m.records().check_ratings().unwrap(), Vec::<String>::new());
    let done = w.m.records().rebuild_ratings().unwrap();
    assert_eq!(done.kinds, vec![("sprint".to_string(), 3, 3)]);
    assert_eq!(rows(&w), incremental);
    // Again: a rebuild is idempotent.
    assert_rebuild_writes_the_same_rows(&w);
}

#[test]
fn the_winner_rises_and_a_game_ended_out_of_order_rebuilds_the_kind() {
    let w = world();
    let first = won_by_first(&w, &[ANN, BOB]);
    let t = &w.m.records().ratings(None, None).unwrap()[0];
    assert_eq!(t.players[0].name, "Ann");
    assert!(t.players[0].points > 1000 && t.players[1].points < 1000);
    // A later game stamped as ended before the first: rated as a rebuild would rate it.
    w.m.with_connection(|c| {
        c.execute(
            "UPDATE rating_changes SET ended_at = ended_at + 100000 WHERE game_id = ?1",
            [first],
        )
    })
    .unwrap();
    won_by_first(&w, &[BOB, ANN]);
    assert_rebuild_writes_the_same_rows(&w);
}

#[test]
fn rolling_a_finished_game_back_takes_its_rating_back() {
    let w = world();
    let id = won_by_first(&w, &[ANN, BOB]);
    assert_eq!(
        w.m.records().ratings(None, None).unwrap()[0].players.len(),
        2
    );
    w.m.admin().rollback(id, "2", Some("a mistake")).unwrap();
    assert!(w.m.records().ratings(None, None).unwrap().is_empty());
}

#[test]
fn dedication_counts_rounds_on_time() {
    let w = world();
    finished_sprint(&w);
    let t = &w.m.records().ratings(Some("sprint"), None).unwrap()[0];
    let d = |name: &str| {
        t.players
            .iter()
            .find(|p| p.name == name)
            .and_then(|p| p.dedication)
            .unwrap()
    };
    // Cid never sent anything; Ann and Bob always did.
    assert_eq!(d("Cid").on_time, 0);
    assert_eq!(d("Ann").on_time, d("Ann").counted);
    assert_eq!(d("Ann").counted, 4);
}

/// Issue 50: a game over keeps each person's count (one row per game, read instead of its
/// rounds); what is kept is what its rounds count, a rebuild keeps the same, and a rollback
/// reopening the game counts its rounds again.
#[test]
fn a_game_over_keeps_each_persons_dedication_as_its_rounds_count_it() {
    use robomod::moderator::ratings::dedication;
    use robomod::store::ratings::forget_dedication;
    let (w, id) = world_with_finished_sprint();
    let running = w.m.admin().create_game(&sprint(&[ANN, BOB])).unwrap();
    w.goals(running, &["1", "1"]);
    w.m.rounds().tick().unwrap();
    let people = ["ann@example.org", "bob@example.org", "cid@example.org"];
    let all = |w: &World| -> Vec<Option<dedication::Dedication>> {
        w.m.with_connection(|c| people.map(|a| dedication::of(c, a).unwrap()))
            .to_vec()
    };
    let kept: i64 = w.m.with_connection(|c| {
        one(
            c,
            "SELECT COUNT(*) FROM dedication_games WHERE game_id = ?1",
            [id],
        )
    });
    assert_eq!(kept, 3, "a row for each person of the game over");
    let with_kept = all(&w);
    assert!(with_kept.iter().all(|d| d.is_some_and(|d| d.counted > 0)));
    // Counted from every round instead: the same.
    w.m.with_connection(|c| forget_dedication(c, None)).unwrap();
    assert_eq!(all(&w), with_kept);
    w.m.records().rebuild_ratings().unwrap();
    assert_eq!(all(&w), with_kept);
    w.m.admin().rollback(id, "2", Some("a mistake")).unwrap();
    let kept: i64 =
        w.m.with_connection(|c| one(c, "SELECT COUNT(*) FROM dedication_games", []));
    assert_eq!(kept, 0, "the game runs again: its rounds count");
}

/// The binary: a race is rated by its finishing order (the game's own final places), equal
/// flags tied, not by its winner alone.
#[test]
fn a_race_is_rated_by_its_finishing_order() {
    use crate::support::cli::{robomod, success};
    let dir = tempfile::tempdir().unwrap();
    let demo = dir.path().join("race");
    success(&robomod(&[
        "demo",
        "--kind",
        "race",
        "--set",
        "board=race",
        "--dir",
        demo.to_str().unwrap(),
    ]));
    let db = rusqlite::Connection::open(demo.join("data/robomod.sqlite")).unwrap();
    let places: Vec<(String, u32)> = db
        .prepare("SELECT name, place FROM rating_changes ORDER BY seat")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let report = std::fs::read_to_string(demo.join("final-report.eml")).unwrap();
    assert_contains(&report, "1  Grace  finished 1st");
    assert_contains(&report, "2  Ada    finished 2nd");
    assert_eq!(
        places,
        [
            ("Ada".into(), 2),
            ("Brian".into(), 3),
            ("Grace".into(), 1),
            ("Linus".into(), 3)
        ]
    );
}

#[test]
fn an_abandoned_game_is_not_rated_and_a_resigned_player_comes_last() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    w.m.admin().abandon(id).unwrap();
    assert!(w.m.records().ratings(None, None).unwrap().is_empty());
    // Cid resigns; Ann wins: Bob second, Cid last.
    let id = w.m.admin().create_game(&sprint(&[ANN, BOB, CID])).unwrap();
    w.send(id, 2, vec![PlayerCommand::ResignConfirm]);
    for seat in 0..2 {
        w.send(id, seat, vec![orders("GOALS", "1")]);
    }
    w.m.rounds().tick().unwrap();
    while w.game(id).status.is_live() {
        w.send(id, 0, vec![orders("PROGRAM", "3")]);
        w.send(id, 1, vec![orders("PASS", "")]);
        w.m.rounds().tick().unwrap();
    }
    let full = w.m.records().export(id).unwrap();
    let places: Vec<u64> = full["ratings"]["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["place"].as_u64().unwrap())
        .collect();
    assert_eq!(places, [1, 2, 3]);
}

/// Issue 52: a game over before a round ran (its last person resigned at the set-up, the
/// computer player left alone) rates nobody: a computer player gained 107 without playing.
#[test]
fn a_game_over_before_any_round_rates_nobody() {
    let robo = robomod::moderator::seats::bot_address("Robo");
    let (w, id) = world_with_game(&sprint(&[ANN, ("Robo", &robo)]));
    w.send(id, 0, vec![PlayerCommand::ResignConfirm]);
    w.m.rounds().tick().unwrap();
    let g = w.game(id);
    assert!(!g.status.is_live(), "the game is over: {:?}", g.status);
    assert!(w.m.records().ratings(None, None).unwrap().is_empty());
    w.m.records().rebuild_ratings().unwrap();
    assert!(
        w.m.records().ratings(None, None).unwrap().is_empty(),
        "nor after a rebuild"
    );
}

/// Issue 52: the rating shown is 1000 for a newcomer, falls with a loss, and carries a `?`
/// while provisional; the operator's table says so too.
#[test]
fn a_loss_lowers_the_rating_shown_and_a_newcomer_is_provisional() {
    let w = world();
    won_by_first(&w, &[ANN, BOB]);
    let t = &w.m.records().ratings(None, None).unwrap()[0];
    let ann = t.players.iter().find(|p| p.name == "Ann").unwrap();
    let bob = t.players.iter().find(|p| p.name == "Bob").unwrap();
    assert!(ann.points > 1000 && bob.points < 1000, "{ann:?} {bob:?}");
    assert!(ann.provisional && bob.provisional);
    let reply = lobby_mail(&w, "bob@example.org", LobbyCommand::Ratings { kind: None });
    assert!(
        reply.body.contains(&format!("{}?", bob.points)),
        "{}",
        reply.body
    );
    assert!(
        reply.body.contains("never"),
        "the figures explained: {}",
        reply.body
    );
}
