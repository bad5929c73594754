//! The archive's player pages (issue 52): each rated player's history in a kind, a chart of
//! the rating after each game and every game linked, reached from the ratings page; never an
//! address. A refresh after a game ends writes the pages of its players alone.

use super::common::won_by_first;
use crate::support::assert_contains;
use crate::support::world::*;

/// A sprint between `players` won by the first, ended an hour before the next.
fn finished(w: &World, players: &[(&str, &str)]) -> i64 {
    let id = won_by_first(w, players);
    w.advance(chrono::Duration::hours(1));
    id
}
use std::path::Path;

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The player pages in `dir`.
fn pages(dir: &Path) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("player-"))
        .collect();
    out.sort();
    out
}

#[test]
fn each_rated_player_has_a_page_with_their_history_charted() {
    let w = world();
    let first = finished(&w, &[ANN, BOB]);
    let second = finished(&w, &[ANN, CID]);
    let dir = tempfile::tempdir().unwrap();
    robomod::archive::write(&w.m, &[first, second], dir.path()).unwrap();
    // Named from each player's first rated game and seat.
    assert_eq!(
        pages(dir.path()),
        ["player-1-0.html", "player-1-1.html", "player-2-1.html"]
    );
    let ratings = read(dir.path(), "ratings.html");
    assert_contains(&ratings, "<a href=\"player-1-0.html\">Ann</a>");
    let ann = read(dir.path(), "player-1-0.html");
    assert!(!ann.contains("@example.org"), "no address: {ann}");
    assert!(ann.contains("<polyline"), "a chart");
    assert_eq!(ann.matches("<circle").count(), 2, "a dot a game");
    assert!(
        ann.contains("href=\"game-2/index.html\"") && ann.contains("href=\"game-1/index.html\"")
    );
    assert_contains(&ann, "2 games rated, 2 won");
    insta::assert_snapshot!("archive_player", ann);
}

#[test]
fn a_refresh_writes_the_pages_of_the_players_of_a_game_that_ended() {
    let w = world();
    let first = finished(&w, &[ANN, BOB]);
    let dir = tempfile::tempdir().unwrap();
    robomod::archive::write(&w.m, &[first], dir.path()).unwrap();
    let bob_before = std::fs::metadata(dir.path().join("player-1-1.html"))
        .unwrap()
        .modified()
        .unwrap();
    let since = w.game(first).finished_at.unwrap();
    let second = finished(&w, &[ANN, CID]);
    std::thread::sleep(std::time::Duration::from_millis(20));
    robomod::archive::refresh(&w.m, &[second], dir.path(), since).unwrap();
    assert!(pages(dir.path()).contains(&"player-2-1.html".to_string()));
    assert!(read(dir.path(), "player-1-0.html").contains("2 games rated"));
    let bob_after = std::fs::metadata(dir.path().join("player-1-1.html"))
        .unwrap()
        .modified()
        .unwrap();
    assert_eq!(bob_before, bob_after, "Bob's page is not written again");
}
