//! Ratings by mail and in the lobby (issue 41): RATINGS answers by mail, an open game's
//! minimum keeps players out and says why, a game created with its players refuses one; the
//! archive's ratings page and the export's rating changes.

use super::common::*;
use super::replay::finished_sprint;
use crate::support::assert_contains;
use crate::support::world::*;
use robomod::inbound::LobbyCommand;
use robomod::moderator::lobby::{OpenGame, Request};
use serde_json::{Map, Value};

#[test]
fn ratings_by_mail_show_the_best_and_your_own_line() {
    let w = world();
    won_by_first(&w, &[ANN, BOB]);
    finished_sprint(&w);
    let reply = lobby_mail(&w, "cid@example.org", LobbyCommand::Ratings { kind: None });
    assert_short_lines(std::slice::from_ref(&reply));
    insta::assert_snapshot!("ratings_by_mail", show_mail(&reply));
    // Issue 52: the sender's own record, their latest game with the rating before and after.
    assert!(
        reply.body.contains("Your record: one rated game, 0 won.")
            && reply.body.contains("place 2 of 3, 1000 -> "),
        "{}",
        reply.body
    );
    let none = lobby_mail(
        &w,
        "dan@example.org",
        LobbyCommand::Ratings {
            kind: Some("race".into()),
        },
    );
    assert_contains(&none.body, "nobody rated yet");
}

fn open_with(w: &World, set: &[(&str, Value)]) -> i64 {
    let mut settings = Map::new();
    for (k, v) in set {
        settings.insert(k.to_string(), v.clone());
    }
    w.m.lobby()
        .open_game(&OpenGame {
            request: Request {
                kind: "sprint".into(),
                settings,
                ..Request::default()
            },
            seats: 3,
            ..OpenGame::default()
        })
        .unwrap()
}

#[test]
fn an_open_game_keeps_out_players_below_its_minimum_and_says_why() {
    let w = world();
    won_by_first(&w, &[ANN, BOB]);
    // A rating still provisional (one game, or none) meets no minimum...
    let settled = open_with(&w, &[("min_rating", 1000.into())]);
    let join = |id: i64, from: &str| {
        lobby_mail(
            &w,
            from,
            LobbyCommand::Join {
                game: id,
                standby: false,
                word: None,
                name: None,
            },
        )
    };
    let unproven = join(settled, "ann@example.org");
    insta::assert_snapshot!("join_still_provisional", unproven.body);
    assert_contains(&unproven.body, "still provisional");
    assert!(
        join(settled, "dan@example.org")
            .body
            .contains("still provisional")
    );
    // ...unless the game lets provisional players in: then the figure counts.
    let id = open_with(
        &w,
        &[
            ("min_rating", 1000.into()),
            ("min_dedication", 90.into()),
            ("provisional", true.into()),
        ],
    );
    let refused = join(id, "bob@example.org");
    insta::assert_snapshot!("join_below_minimum", refused.body);
    assert!(join(id, "ann@example.org").body.contains("You have a seat"));
    // A newcomer counts as 1000, and has no dedication to fall short of.
    assert!(join(id, "dan@example.org").body.contains("You have a seat"));
    let list = lobby_mail(&w, "eve@example.org", LobbyCommand::List { game: None });
    assert_short_lines(std::slice::from_ref(&list));
    insta::assert_snapshot!("list_with_ratings", list.body);
}

#[test]
fn a_game_created_with_its_players_refuses_a_minimum() {
    let w = world();
    let mut new = sprint(&[ANN, BOB]);
    new.settings.insert("min_rating".into(), 1100.into());
    let err = w.m.admin().create_game(&new).unwrap_err().to_string();
    assert_contains(&err, "robomod game open");
}

#[test]
fn the_archive_has_a_ratings_page_linked_from_its_index() {
    let w = world();
    let id = won_by_first(&w, &[ANN, BOB]);
    let dir = tempfile::tempdir().unwrap();
    robomod::archive::write(&w.m, &[id], dir.path()).unwrap();
    let index = std::fs::read_to_string(dir.path().join("index.html")).unwrap();
    assert_contains(&index, "href=\"ratings.html\"");
    let page = std::fs::read_to_string(dir.path().join("ratings.html")).unwrap();
    insta::assert_snapshot!("archive_ratings", page);
    assert!(!page.contains("@example.org"));
}

#[test]
fn the_export_carries_the_games_rating_changes_without_addresses() {
    let w = world();
    let id = won_by_first(&w, &[ANN, BOB]);
    let full = w.m.records().export(id).unwrap();
    let ch = &full["ratings"]["changes"];
    assert_eq!(ch[0]["place"], 1);
    assert_eq!(ch[1]["place"], 2);
    assert_eq!(ch[0]["before"]["rating"], 1000);
    assert_eq!(full["ratings"]["players"][0]["dedication"]["counted"], 4);
    let shared = w.m.records().export_without_keys(id).unwrap().to_string();
    assert!(!shared.contains("@example.org"), "{shared}");
}
