//! What several benchmarks share (each includes this file with `#[path]`).

use robomod::moderator::{Moderator, NewGame, NewPlayer};

/// RAMbots game number `i`: 2, 3 or 4 players by turns (3 reports a round on average), `P0`..
/// at `p{seat}.g{i}@example.org`, seeded with `i`, on a 48-hour schedule. The sweep, the
/// moderator's and the wake benchmarks create thousands of these.
pub fn rambots_game(i: usize) -> NewGame {
    let players = 2 + i % 3;
    NewGame {
        kind: "rambots".into(),
        players: (0..players)
            .map(|p| NewPlayer {
                name: format!("P{p}"),
                address: format!("p{p}.g{i}@example.org"),
            })
            .collect(),
        seed: Some(i as u64),
        schedule: Some("48h".into()),
        ..NewGame::default()
    }
}

/// Creates [`rambots_game`] `i` in `m` with its goal stacks sent and the programs of every
/// player but the last (whose empty program stands): a game whose round 1 is due at its
/// deadline with one player late. Returns its id.
pub fn rambots_round_due(m: &Moderator, i: usize) -> i64 {
    let new = rambots_game(i);
    let players = new.players.len();
    let id = m.admin().create_game(&new).expect("create");
    for seat in 0..players {
        m.admin()
            .submit(id, &seat.to_string(), "GOALS 3Y 3R 3G 3B")
            .expect("goals");
    }
    for seat in 0..players - 1 {
        m.admin()
            .submit(id, &seat.to_string(), "1GN 2BU 1RE 2YW 1BS")
            .expect("program");
    }
    id
}
