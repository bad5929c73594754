//! Tournaments (issue 52, item 2), first step: a tournament of heats opened by the operator,
//! its heats drawn by rating and opened at once, its final opened when the heats are over, a
//! play-off for a tie, and its winner kept.

use crate::support::assert_contains;
use crate::support::world::*;
use robomod::moderator::NewPlayer;
use robomod::moderator::tournament::NewTournament;
use robomod::store;

const ENTRANTS: [&str; 5] = ["a@x.org", "b@x.org", "c@x.org", "d@x.org", "e@x.org"];

fn open(w: &World) -> i64 {
    let new = NewTournament {
        kind: "sprint".into(),
        format: robomod::moderator::tournament::Format::Heats { size: 2 },
        entrants: (ENTRANTS.iter())
            .map(|a| NewPlayer {
                name: a[..1].to_uppercase(),
                address: a.to_string(),
            })
            .collect(),
        schedule: Some("48h".into()),
        ..NewTournament::default()
    };
    w.m.tournaments().open_tournament(&new).unwrap()
}

/// Game `id` played to its end, seat `winner` moving and the others passing (`None`: every
/// seat passes until the game is abandoned by the operator).
fn play(w: &World, id: i64, winner: Option<usize>) {
    let seats = w.players(id).len();
    for seat in 0..seats {
        w.send(id, seat, vec![orders("GOALS", "1")]);
    }
    let Some(winner) = winner else {
        w.m.admin().abandon(id).unwrap();
        return;
    };
    while w.game(id).status.is_live() {
        for seat in 0..seats {
            let o = if seat == winner {
                orders("PROGRAM", "3")
            } else {
                orders("PASS", "")
            };
            w.send(id, seat, vec![o]);
        }
    }
}

fn games(w: &World, t: i64) -> Vec<(i64, String, Vec<String>)> {
    w.m.with_connection(|c| {
        let mut out = Vec::new();
        for g in store::tournaments::games(c, t)? {
            let ps = store::games::players(c, g.game_id)?;
            out.push((
                g.game_id,
                g.stage,
                ps.into_iter().map(|p| p.address).collect(),
            ));
        }
        Ok::<_, store::error::Error>(out)
    })
    .unwrap()
}

#[test]
fn heats_then_the_final_and_its_winner_wins() {
    let w = world();
    let t = open(&w);
    let heats = games(&w, t);
    // Five newcomers in heats of two: nobody alone, one heat of three.
    assert_eq!(
        heats
            .iter()
            .map(|(_, s, p)| (s.as_str(), p.len()))
            .collect::<Vec<_>>(),
        [("heat", 3), ("heat", 2)]
    );
    for (id, _, _) in &heats {
        play(&w, *id, Some(0));
    }
    let all = games(&w, t);
    assert_eq!(all.len(), 3, "{all:?}");
    let (fin, stage, finalists) = all[2].clone();
    assert_eq!(stage, "final");
    assert_eq!(finalists, [heats[0].2[0].clone(), heats[1].2[0].clone()]);
    // Each finalist was told of the new game: a welcome.
    play(&w, fin, Some(1));
    let row =
        w.m.with_connection(|c| store::tournaments::get(c, t))
            .unwrap()
            .unwrap();
    assert_eq!(row.status, "over");
    assert_eq!(row.winner.as_deref(), Some(finalists[1].as_str()));
}

#[test]
fn an_abandoned_heat_is_played_off_by_all_its_players() {
    let w = world();
    let t = open(&w);
    let heats = games(&w, t);
    play(&w, heats[0].0, None);
    play(&w, heats[1].0, Some(1));
    let all = games(&w, t);
    let (_, stage, players) = &all[2];
    assert_eq!(stage, "play_off");
    assert_eq!(players, &heats[0].2);
}

#[test]
fn the_operator_opens_and_shows_a_tournament_from_the_cli() {
    use crate::support::cli::{robomod, stderr, stdout};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("r.sqlite");
    let db = db.to_str().unwrap();
    let mut args = vec!["tournament", "new", "rambots", "--heats", "2", "--db", db];
    for p in [
        "Ann=ann@x.org",
        "Bob=bob@x.org",
        "Cid=cid@x.org",
        "Dee=dee@x.org",
    ] {
        args.extend(["--player", p]);
    }
    let o = robomod(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert_contains(&out, "opened tournament 1 of rambots");
    assert_eq!(out.matches(" heat ").count(), 2, "{out}");
    let o = robomod(&["tournament", "show", "1", "--db", db]);
    assert!(stdout(&o).ends_with("running\n"), "{}", stdout(&o));
    let o = robomod(&["tournament", "show", "9", "--db", db]);
    assert!(!o.status.success());
    assert_contains(&stderr(&o), "there is no tournament 9");
    // One entrant is no tournament.
    let o = robomod(&[
        "tournament",
        "new",
        "rambots",
        "--player",
        "Ann=ann@x.org",
        "--db",
        db,
    ]);
    assert_contains(&stderr(&o), "two entrants or more");
}

#[test]
fn the_archive_has_a_page_for_each_tournament_and_the_index_links_them() {
    let w = world();
    let t = open(&w);
    for (id, _, _) in games(&w, t) {
        play(&w, id, Some(0));
    }
    let (fin, _, finalists) = games(&w, t)[2].clone();
    play(&w, fin, Some(0));
    let ids: Vec<i64> = games(&w, t).iter().map(|g| g.0).collect();
    let dir = tempfile::tempdir().unwrap();
    robomod::archive::write(&w.m, &ids, dir.path()).unwrap();
    let page = std::fs::read_to_string(dir.path().join("tournament-1.html")).unwrap();
    let winner = finalists[0][..1].to_uppercase();
    assert!(
        page.contains(&format!("{winner} wins the tournament")),
        "{page}"
    );
    for id in &ids {
        assert!(
            page.contains(&format!("href=\"game-{id}/index.html\"")),
            "{page}"
        );
    }
    assert!(!page.contains("@x.org"), "no address on a public page");
    let list = std::fs::read_to_string(dir.path().join("tournaments.html")).unwrap();
    assert_contains(&list, "href=\"tournament-1.html\"");
    let index = std::fs::read_to_string(dir.path().join("index.html")).unwrap();
    assert_contains(&index, "href=\"tournaments.html\"");
    // A refresh for a game of no tournament writes no tournament's page again; the list,
    // written anew when gone, still names the winner.
    let other = super::common::won_by_first(&w, &[("X", "x@x.org"), ("Y", "y@x.org")]);
    std::fs::remove_file(dir.path().join("tournament-1.html")).unwrap();
    std::fs::remove_file(dir.path().join("tournaments.html")).unwrap();
    robomod::archive::refresh(&w.m, &[other], dir.path(), w.m.now()).unwrap();
    assert!(!dir.path().join("tournament-1.html").exists());
    let list = std::fs::read_to_string(dir.path().join("tournaments.html")).unwrap();
    assert!(
        list.contains(&format!("{winner} wins the tournament")),
        "{list}"
    );
}

#[test]
fn an_open_tournament_starts_at_its_date_or_is_cancelled_with_too_few() {
    use robomod::moderator::tournament::Format;
    let w = world();
    let new = |starts| NewTournament {
        kind: "sprint".into(),
        format: Format::Series { games: 2 },
        organiser: Some("olga@x.org".into()),
        starts_at: Some(starts),
        ..NewTournament::default()
    };
    let soon = w.m.now() + chrono::Duration::days(1);
    let one = w.m.tournaments().announce_tournament(&new(soon)).unwrap();
    let two = w.m.tournaments().announce_tournament(&new(soon)).unwrap();
    w.m.with_connection(|c| {
        store::tournaments::enter(c, one, "a@x.org", "A")?;
        store::tournaments::enter(c, one, "b@x.org", "B")?;
        store::tournaments::enter(c, two, "c@x.org", "C")
    })
    .unwrap();
    w.advance(chrono::Duration::days(1));
    w.m.rounds().tick().unwrap();
    let status = |t| {
        w.m.with_connection(|c| store::tournaments::get(c, t))
            .unwrap()
            .unwrap()
            .status
    };
    assert_eq!(status(one), "running");
    assert_eq!(games(&w, one).len(), 1, "the first game of the series");
    assert_eq!(status(two), "cancelled");
    let told = w.outbox();
    let to_c: Vec<_> = told.iter().filter(|m| m.to == "c@x.org").collect();
    assert!(
        to_c.iter().any(|m| m.body.contains("did not start")),
        "{to_c:?}"
    );
    // The organiser heard of both, and masters the game that opened.
    let olga: Vec<_> = (told.iter())
        .filter(|m| m.to == "olga@x.org")
        .map(|m| m.subject.clone())
        .collect();
    assert_eq!(olga.len(), 3, "{olga:?}");
    assert!(olga[0].contains("you are its master"), "{olga:?}");
    assert!(
        olga[1..].iter().all(|s| s.contains("tournament")),
        "{olga:?}"
    );
}
