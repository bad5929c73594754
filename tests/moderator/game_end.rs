//! Issue 64: one truth for a game's end, and an archive that is always true. A game ends one
//! way in the store (played out, terminated, abandoned, a seat resigned or ejected); the
//! game-over mail, the ratings and the export say the same of it; every master (co-masters
//! too) and everyone who held a seat is told; and the archive, refreshed as the daemon
//! refreshes it after each end, links no page that does not exist and shows every game's
//! status as the export has it.

use super::common::{play_out, won_by_first};
use super::masters::master_mail;
use crate::support::assert_contains;
use crate::support::world::*;
use chrono::Duration;
use robomod::clock::Clock;
use robomod::inbound::PlayerCommand;
use robomod::outgoing::{MailKind, OutgoingMail};
use std::path::Path;

const GM: &str = "gm@example.org";
const HAL: &str = "hal@example.org";

/// Game `new` with Gm as its master and Hal as a co-master (Gm's PROMOTE).
fn mastered(w: &World, mut new: robomod::moderator::NewGame) -> i64 {
    new.master = Some(robomod::moderator::NewMaster::new(GM, "admin"));
    let id = w.m.admin().create_game(&new).unwrap();
    master_mail(w, GM, id, &[&format!("PROMOTE {HAL}")]);
    id
}

/// The mails queued from `from` on to `to`.
fn to(w: &World, from: usize, to: &str) -> Vec<OutgoingMail> {
    (w.outbox_from(from).into_iter())
        .filter(|m| m.to == to)
        .collect()
}

/// The daemon's refresh after an action done at `since`: the games that changed since.
fn refresh(w: &World, out: &Path, since: chrono::DateTime<chrono::Utc>) {
    let ids = w.m.records().games_changed_since(since).unwrap();
    let written = robomod::archive::refresh(&w.m, &ids, out, since).unwrap();
    assert!(written.failed.is_empty(), "{:?}", written.failed);
}

/// Every page of the archive at `out`: each relative link names a file that exists; each
/// game's page says the status the export has; the pages of games over count them all.
fn walk(w: &World, out: &Path) {
    crate::support::archive_walk::links_hold(out);
    let ids = w.m.admin().game_ids().unwrap();
    let mut over = 0;
    for id in ids {
        let export = w.m.records().export(id).unwrap();
        let status = export["game"]["status"].as_str().unwrap().to_string();
        over += usize::from(status == "finished" || status == "abandoned");
        let page = std::fs::read_to_string(out.join(format!("game-{id}/index.html"))).unwrap();
        assert_contains(&page, &format!("Status: {status}"));
        // How it ended, as the export has it, is what the page says of it.
        let end = &export["game"]["end"];
        assert_eq!(
            end.is_null(),
            status == "active" || status == "paused",
            "{end}"
        );
        if let Some(result) = end["result"].as_str() {
            assert_contains(&page, result);
        }
        let running = std::fs::read_to_string(out.join("index.html")).unwrap();
        let listed = running.contains(&format!("href=\"game-{id}/index.html\""));
        assert_eq!(
            listed,
            status == "active" || status == "paused",
            "game {id}"
        );
    }
    if over > 0 {
        let first = std::fs::read_to_string(out.join("finished-1.html")).unwrap();
        for id in w.m.records().running_and_ended().unwrap().1 {
            assert_contains(&first, &format!("href=\"game-{id}/index.html\""));
        }
        let index = std::fs::read_to_string(out.join("index.html")).unwrap();
        assert_contains(&index, &format!("1 to {over}"));
    }
}

/// How game `id` ended, as its export says: how, each seat's place, whether it was rated.
fn end_of(w: &World, id: i64) -> (&'static str, Vec<u64>, bool) {
    let end = &w.m.records().export(id).unwrap()["game"]["end"];
    let how = ["decided", "stopped", "abandoned"]
        .into_iter()
        .find(|h| end["how"] == *h)
        .unwrap_or_else(|| panic!("{end}"));
    let places = (end["places"].as_array().into_iter().flatten())
        .map(|p| p["place"].as_u64().unwrap())
        .collect();
    (how, places, end["rated"].as_bool().unwrap())
}

#[test]
fn every_end_is_told_to_everyone_said_the_same_everywhere_and_archived_true() {
    let w = world();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("site");
    robomod::archive::write(&w.m, &[], &out).unwrap();
    // Played out.
    let since = w.clock.now();
    let played = won_by_first(&w, &[ANN, BOB]);
    assert_eq!(end_of(&w, played), ("decided", vec![1, 2], true));
    refresh(&w, &out, since);
    walk(&w, &out);
    // Terminated by its master with every player equal: not rated, said so everywhere.
    w.advance(Duration::hours(1));
    let equal = mastered(&w, sprint(&[ANN, BOB]));
    w.m.admin().run_now(equal).unwrap();
    refresh(&w, &out, w.clock.now());
    walk(&w, &out);
    let (since, before) = (w.clock.now(), w.outbox().len());
    master_mail(&w, GM, equal, &["TERMINATE the club closes"]);
    let over: Vec<_> = (w.outbox_from(before).into_iter())
        .filter(|m| m.kind == MailKind::GameOver)
        .collect();
    assert_eq!(over.len(), 2);
    for m in &over {
        assert_contains(&flat(&m.body), "every player is placed equal");
        assert_contains(&flat(&m.body), "The ratings do not count this game");
        assert!(!m.body.contains("Ratings in"), "{}", m.body);
    }
    let export = w.m.records().export(equal).unwrap();
    assert_eq!(export["ratings"]["changes"], serde_json::json!([]));
    assert_eq!(end_of(&w, equal), ("stopped", vec![1, 1], false));
    // The co-master is told; Gm has the answer.
    let hal = to(&w, before, HAL);
    assert_eq!(hal.len(), 1, "{hal:?}");
    assert_contains(
        &flat(&hal[0].body),
        &format!("Game {equal} (sprint) is over"),
    );
    insta::assert_snapshot!("game_end_co_master", show_mail(&hal[0]));
    assert_eq!(
        (to(&w, before, GM).iter())
            .filter(|m| m.kind == MailKind::Notice)
            .count(),
        0
    );
    refresh(&w, &out, since);
    walk(&w, &out);
    // Terminated with a player resigned: placed last, named so, rated by those places.
    w.advance(Duration::hours(1));
    let resigned = mastered(&w, sprint(&[ANN, BOB, CID]));
    w.send(resigned, 2, vec![PlayerCommand::ResignConfirm]);
    w.m.admin().run_now(resigned).unwrap();
    let (since, before) = (w.clock.now(), w.outbox().len());
    master_mail(&w, GM, resigned, &["TERMINATE enough"]);
    let over: Vec<_> = (w.outbox_from(before).into_iter())
        .filter(|m| m.kind == MailKind::GameOver)
        .collect();
    assert_eq!(over.len(), 3, "the resigned player too");
    for m in &over {
        let body = flat(&m.body);
        assert_contains(&body, "every player who stayed is placed equal");
        assert_contains(&body, "Resigned, and placed after every other player:");
        assert_contains(&body, "Ratings in sprint");
    }
    insta::assert_snapshot!("game_end_terminated_resigned", show_mail(&over[0]));
    let places: Vec<u64> = (w.m.records().export(resigned).unwrap()["ratings"]["changes"]
        .as_array()
        .unwrap()
        .iter())
    .map(|c| c["place"].as_u64().unwrap())
    .collect();
    assert_eq!(places, [1, 1, 3]);
    assert_eq!(end_of(&w, resigned), ("stopped", vec![1, 1, 3], true));
    refresh(&w, &out, since);
    walk(&w, &out);
    // Abandoned by the operator: the masters told, not rated.
    w.advance(Duration::hours(1));
    let abandoned = mastered(&w, sprint(&[ANN, CID]));
    let (since, before) = (w.clock.now(), w.outbox().len());
    w.m.admin().abandon(abandoned).unwrap();
    assert_eq!(to(&w, before, GM).len(), 1);
    assert_eq!(to(&w, before, HAL).len(), 1);
    assert_contains(&flat(&to(&w, before, HAL)[0].body), "was abandoned");
    assert_eq!(end_of(&w, abandoned), ("abandoned", vec![], false));
    refresh(&w, &out, since);
    walk(&w, &out);
    // A seat ejected, then played out: the ejected player is told the end.
    w.advance(Duration::hours(1));
    let ejected = mastered(&w, sprint(&[ANN, BOB, CID]));
    master_mail(&w, GM, ejected, &["EJECT Blue spam"]);
    let before = w.outbox().len();
    let since = w.clock.now();
    play_out(&w, ejected);
    assert!(!w.game(ejected).status.is_live());
    let told: Vec<_> = w.outbox_from(before);
    for (name, address) in [ANN, BOB, CID] {
        assert!(
            told.iter().any(|m| m.to == address
                && matches!(m.kind, MailKind::GameOver | MailKind::Notice)),
            "{name} is told the game {ejected} ended"
        );
    }
    assert_eq!(to(&w, before, GM).len(), 1);
    assert_eq!(to(&w, before, HAL).len(), 1);
    refresh(&w, &out, since);
    walk(&w, &out);
    // Every place among those rated: none above their number.
    for id in w.m.admin().game_ids().unwrap() {
        let changes = &w.m.records().export(id).unwrap()["ratings"]["changes"];
        let changes = changes.as_array().unwrap();
        for c in changes {
            assert!(c["place"].as_u64().unwrap() as usize <= changes.len());
        }
    }
    // Whole, the same pages as the refreshes wrote them.
    let refreshed = std::fs::read_to_string(out.join("index.html")).unwrap();
    let whole = dir.path().join("whole");
    robomod::archive::write(&w.m, &w.m.admin().game_ids().unwrap(), &whole).unwrap();
    assert_eq!(
        std::fs::read_to_string(whole.join("index.html")).unwrap(),
        refreshed
    );
    walk(&w, &whole);
    look(&out);
}

/// The archive's pages in a real browser at a phone's width (412 px) and a desktop's (1280
/// px): everything loads and fits, no error; the screenshots are kept in the target folder
/// (`game-end-screenshots/`) for a person to look at.
fn look(out: &Path) {
    let Some(mut b) = crate::support::browser::Browser::start_or_skip("the archive's ends") else {
        return;
    };
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("game-end-screenshots");
    std::fs::create_dir_all(&shots).unwrap();
    let mut pages = vec!["index.html".to_string(), "ratings.html".to_string()];
    pages.push("finished-1.html".into());
    for e in std::fs::read_dir(out).unwrap() {
        let name = e.unwrap().file_name().to_string_lossy().into_owned();
        if name.starts_with("player-") || name.starts_with("game-") {
            pages.push(match name.starts_with("game-") {
                true => format!("{name}/index.html"),
                false => name,
            });
        }
    }
    pages.sort();
    for page in &pages {
        let file = page.replace('/', "_").replace(".html", "");
        b.check_on_a_phone(&out.join(page), &shots.join(format!("{file}-412.png")));
        b.viewport(1280, 900).unwrap();
        b.goto(&format!("file://{}", out.join(page).display()))
            .unwrap();
        b.screenshot(&shots.join(format!("{file}-1280.png")))
            .unwrap();
        assert!(b.errors().is_empty(), "{page}: {:?}", b.errors());
    }
}
