//! What the archive costs a round (issue 50): the bytes the daemon's refresh writes after each
//! round of each game kind, beside many other games, stay within the budget (30 KB a round in
//! the soak's mix: RAMbots, Ricochet Pyramids and the robot race by turns), and do not grow
//! with the games the archive already holds.

use crate::support::world::*;
use robomod::games::{Seat, step_rng};
use robomod::moderator::{ModeratorConfig, NewGame, NewPlayer};
use robomod::store::games::GameStatus;
use std::path::Path;

/// Game `kind` (settings as the soak's) between `seats` people, from `seed`.
pub fn game_of(kind: &str, seats: usize, seed: u64) -> NewGame {
    let mut new = new_game(kind, &[], seed);
    new.players = (0..seats)
        .map(|i| NewPlayer {
            name: format!("P{i}"),
            address: format!("p{i}.s{seed}@example.org"),
        })
        .collect();
    if kind == "rambots" {
        new.settings.insert("red_beam".into(), "slide".into());
    }
    if kind == "race" {
        new.settings.insert("board".into(), "race".into());
    }
    new
}

/// Every seat's orders for game `id`'s open round, as its computer player would send them,
/// entered by the moderator; then the round runs. `false` when the game is over.
pub fn play_round(w: &World, id: i64) -> bool {
    play_round_with(w, id, |seat, text, _| {
        w.m.admin().submit(id, &seat.to_string(), text).is_ok()
    })
}

/// One round of game `id` played by its computer players: each seat's orders handed in by
/// `hand_in(seat, canonical text, text as mailed)` (`false`: no more), until the round runs
/// or its deadline passes. `false` when the game is over.
pub fn play_round_with(w: &World, id: i64, hand_in: impl Fn(usize, &str, &str) -> bool) -> bool {
    let g = w.game(id);
    if g.status != GameStatus::Active {
        return false;
    }
    let engine = w.m.registry().by_kind(&g.kind).unwrap();
    let computer = engine.capabilities().computer.unwrap();
    let state = engine.load(&g.state).unwrap();
    let mut rng = step_rng(g.seed, g.round * 7 + 1);
    for seat in 0..w.players(id).len() {
        let Ok(Some((orders, text))) = computer.bot_orders(&*state, Seat(seat as u8), &mut rng)
        else {
            continue;
        };
        let mailed = computer.mail_text(&*state, &orders).unwrap();
        if !hand_in(seat, &text, &mailed) {
            break;
        }
        if w.game(id).round != g.round {
            return true;
        }
    }
    w.advance(chrono::Duration::days(3));
    w.m.rounds().tick().unwrap();
    w.game(id).round != g.round
}

/// Every file under `dir`: its inode and size (the archive writes a file under a temporary
/// name and renames it: a file written has a new inode).
fn files(dir: &Path) -> std::collections::HashMap<std::path::PathBuf, (u64, u64)> {
    use std::os::unix::fs::MetadataExt as _;
    let mut out = std::collections::HashMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries {
            let e = e.unwrap();
            let meta = e.metadata().unwrap();
            if meta.is_dir() {
                todo.push(e.path());
            } else {
                out.insert(e.path(), (meta.ino(), meta.len()));
            }
        }
    }
    out
}

/// The bytes of the files of `after` that are not those of `before` (what a refresh wrote).
fn written(
    before: &std::collections::HashMap<std::path::PathBuf, (u64, u64)>,
    after: &std::collections::HashMap<std::path::PathBuf, (u64, u64)>,
) -> u64 {
    let mut total = 0;
    for (path, (ino, len)) in after {
        if before.get(path).is_none_or(|(i, _)| i != ino) {
            total += len;
            if std::env::var("ARCHIVE_FILES").is_ok() {
                eprintln!("  {} {len}", path.display());
            }
        }
    }
    total
}

/// The archive's bytes a round, by kind and in all, over `rounds` rounds of one game of each
/// kind, with `others` games (half of them over) already in the archive.
fn bytes_per_round(others: usize, rounds: usize) -> Vec<(String, u64)> {
    use robomod::clock::Clock as _;
    let w = world_with(ModeratorConfig {
        max_replies: u32::MAX,
        ..config()
    });
    for i in 0..others {
        let id =
            w.m.admin()
                .create_game(&game_of("rambots", 2, 1000 + i as u64))
                .unwrap();
        if i % 2 == 0 {
            w.m.admin().abandon(id).unwrap();
        } else {
            w.m.admin().pause(id).unwrap();
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("site");
    let kinds = [("rambots", 3), ("ricochet", 3), ("race", 4)];
    let ids: Vec<i64> = kinds
        .iter()
        .map(|(k, n)| w.m.admin().create_game(&game_of(k, *n, 7)).unwrap())
        .collect();
    let all = w.m.admin().game_ids().unwrap();
    robomod::archive::write(&w.m, &all, &out).unwrap();
    let mut figures = Vec::new();
    let mut total = (0, 0);
    for ((kind, _), id) in kinds.iter().zip(&ids) {
        let (mut bytes, mut played) = (0, 0);
        for _ in 0..rounds {
            w.advance(chrono::Duration::seconds(60));
            let since = w.clock.now();
            if !play_round(&w, *id) {
                break;
            }
            let before = files(&out);
            let changed = w.m.records().games_changed_since(since).unwrap();
            robomod::archive::refresh(&w.m, &changed, &out, since).unwrap();
            bytes += written(&before, &files(&out));
            played += 1;
        }
        assert!(played > 0, "{kind}: no round ran");
        figures.push((kind.to_string(), bytes / played));
        total = (total.0 + bytes, total.1 + played);
    }
    figures.push(("all".into(), total.0 / total.1));
    if let Ok(keep) = std::env::var("ARCHIVE_KEEP") {
        let _ = std::fs::rename(&out, format!("{keep}-{others}"));
    }
    figures
}

/// Issue 50, item 2: the archive writes what changed, at most 30 KB a round in the soak's mix
/// (and no kind above 45 KB), the same beside 40 games as beside none.
#[test]
fn the_archive_writes_at_most_30_kb_a_round_whatever_it_holds() {
    let alone = bytes_per_round(0, 12);
    let beside = bytes_per_round(40, 12);
    eprintln!("archive bytes a round: alone {alone:?}, beside 40 games {beside:?}");
    let all = |f: &[(String, u64)]| f.last().unwrap().1;
    assert!(all(&beside) <= 30_000, "{beside:?}");
    assert!(beside.iter().all(|(_, b)| *b <= 45_000), "{beside:?}");
    // What the other games hold costs nothing a round: the index lists the games running
    // alone, a page of games over holds a hundred at most (written when a game ends).
    assert!(all(&beside) <= all(&alone) + 1_000, "{alone:?} {beside:?}");
}
