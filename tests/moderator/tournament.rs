//! Tournaments (issue 52, item 2), first step: a tournament of heats opened by the operator,
//! its heats drawn by rating and opened at once, its final opened when the heats are over, a
//! play-off for a tie, and its winner kept.

use super::support::*;
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
    w.m.open_tournament(&new).unwrap()
}

/// Game `id` played to its end, seat `winner` moving and the others passing (`None`: every
/// seat passes until the game is abandoned by the operator).
fn play(w: &World, id: i64, winner: Option<usize>) {
    let seats = w.players(id).len();
    for seat in 0..seats {
        w.send(id, seat, vec![orders("GOALS", "1")]);
    }
    let Some(winner) = winner else {
        w.m.abandon(id).unwrap();
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
    assert!(out.contains("opened tournament 1 of rambots"), "{out}");
    assert_eq!(out.matches(" heat ").count(), 2, "{out}");
    let o = robomod(&["tournament", "show", "1", "--db", db]);
    assert!(stdout(&o).ends_with("running\n"), "{}", stdout(&o));
    let o = robomod(&["tournament", "show", "9", "--db", db]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("there is no tournament 9"),
        "{}",
        stderr(&o)
    );
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
    assert!(
        stderr(&o).contains("two entrants or more"),
        "{}",
        stderr(&o)
    );
}
