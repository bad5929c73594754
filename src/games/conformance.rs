//! What every registered game must do, checked through the moderator's own view of it
//! ([`DynGame`]): whole games played to their end (or a round cap) with computer and default
//! orders on every variant (RAMbots' two red beams, every shipped race board, a race opening
//! with picks, both Ricochet sizes), and after every round the state the engine wrote loads back
//! through the path the moderator reads a stored state, equal to what was written. A state that
//! does not load back would jam its game for good (issue: "No game ever jams").

use super::{DynGame, GameRng, Seat, registry, step_rng};
use rand::RngExt;
use serde_json::{Value, json};

/// Rounds after which a game that has not ended is stopped.
const ROUND_CAP: u32 = 60;

/// The settings each game is played with (every variant that changes what a state holds), with
/// the most players each seats.
fn variants(kind: &str) -> Vec<(Value, usize)> {
    let starts = |b: &str| super::race::boards::shipped(b).map_or(2, |b| b.starts().len());
    match kind {
        "rambots" => vec![
            (json!({"red_beam": "damage"}), 4),
            (json!({"red_beam": "slide"}), 4),
        ],
        "race" => super::race::boards::NAMES
            .iter()
            .map(|b| (json!({ "board": b }), starts(b).min(8)))
            .chain([(json!({"board": "race", "picks": [1, 0]}), 4)])
            .collect(),
        "ricochet" => vec![
            (json!({"colours": 3}), 4),
            (json!({"colours": 4, "target": 3}), 4),
        ],
        _ => vec![(json!({}), 2)],
    }
}

/// One seat's orders for the open turn: the computer player's (when the game has one) or what
/// a silent player gets, at random, so that games see both.
fn orders(engine: &dyn DynGame, state: &Value, seat: Seat, rng: &mut GameRng) -> Value {
    if rng.random_range(0..4) > 0
        && let Some((orders, _)) = engine.bot_orders(state, seat, rng).expect("bot orders")
    {
        return orders;
    }
    engine.default_orders(state, seat).expect("default orders")
}

/// Plays one game to its end or the cap; returns the rounds played.
fn play(engine: &dyn DynGame, settings: &Value, players: usize, seed: u64) -> u32 {
    let kind = engine.kind();
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let settings = engine.check_settings(settings).expect("settings");
    let mut state = engine
        .new_game_named(&settings, &names, &mut step_rng(seed, 0))
        .unwrap_or_else(|e| panic!("{kind} {settings}: {e}"));
    let viewers: Vec<Option<Seat>> = std::iter::once(None)
        .chain((0..players).map(|i| Some(Seat(i as u8))))
        .collect();
    let mut rounds = 0;
    while rounds < ROUND_CAP && engine.outcome(&state).expect("outcome").is_none() {
        rounds += 1;
        let mut rng = step_rng(seed ^ 0x5eed, rounds);
        let orders: Vec<Value> = (0..players)
            .map(|i| orders(engine, &state, Seat(i as u8), &mut rng))
            .collect();
        let arrival: Vec<Option<u64>> = (0..players).map(|i| Some(i as u64)).collect();
        let round = engine
            .resolve_round(
                &state,
                &orders,
                &arrival,
                &mut step_rng(seed, rounds),
                &viewers,
            )
            .unwrap_or_else(|e| panic!("{kind} {settings} seed {seed} round {rounds}: {e}"));
        // What the store keeps is the text; the next round reads it back as the moderator does.
        state = serde_json::from_str(round.state.text()).expect("stored state is JSON");
        if engine.outcome(&state).expect("outcome").is_some() {
            break;
        }
    }
    rounds
}

/// Every game, every variant, many seeds and table sizes: no round ever writes a state that does
/// not load back (the check is part of every round the moderator runs: `resolve_round` refuses
/// such a state). Thousands of rounds per game.
#[test]
fn every_state_every_game_writes_loads_back() {
    for engine in registry() {
        let kind = engine.kind();
        let (min, games) = match kind {
            "rambots" => (2, 120),
            "race" => (2, 40),
            _ => (1, 60),
        };
        let mut rounds = 0;
        for (settings, max) in variants(kind) {
            for seed in 0..games {
                let players = min + (seed as usize % (max - min + 1));
                rounds += play(*engine, &settings, players, seed);
            }
        }
        assert!(rounds >= 1_000, "{kind}: only {rounds} rounds played");
    }
}

/// The first state of every game loads back too (a game that cannot start its first round is as
/// jammed as one that cannot start its tenth).
#[test]
fn every_new_game_loads_back() {
    for engine in registry() {
        for (settings, _) in variants(engine.kind()) {
            let settings = engine.check_settings(&settings).expect("settings");
            let names = vec!["Ann".to_string(), "Bob".to_string()];
            let state = engine
                .new_game_named(&settings, &names, &mut step_rng(9, 0))
                .expect("a new game");
            let text = state.to_string();
            let again: Value = serde_json::from_str(&text).expect("JSON");
            engine.phase(&again).expect("the new game's state loads");
            assert_eq!(again, state);
        }
    }
}
