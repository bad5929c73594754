//! What every game must do, checked through the moderator's own view of it ([`DynGame`]),
//! public (the `conformance` feature) so that a game outside this crate is checked as the
//! shipped ones are: [`check`] runs it all. Whole games played to their end (or a round cap)
//! with computer and default orders on every variant the game declares ([`Game::trials`]:
//! RAMbots' two red beams, every shipped race board, both Ricochet sizes), and after every
//! round the state the engine wrote loads back through the path the moderator reads a stored
//! state, equal to what was written (a state that does not load back would jam its game for
//! good); then short games with every check of the core and of each capability the game
//! declares ([`checks`]), in every language. The suite names no game.
//!
//! [`Game::trials`]: super::Game::trials

mod checks;
mod compose;

use super::{DynGame, GameRng, Loaded, Players, Seat, TurnOrders, Viewer, step_rng};
use crate::lang::{Phrasebook, Say};
use checks::{Seen, check_words, checked_game};
use rand::RngExt;
use serde_json::Value;

/// Rounds after which a game that has not ended is stopped.
const ROUND_CAP: u32 = 60;

/// Every check of the suite on `engine`: [`states_load_back`], [`new_games_load_back`] and
/// [`conforms`]. Panics with what failed.
pub fn check(engine: &dyn DynGame) {
    states_load_back(engine);
    new_games_load_back(engine);
    house_rules_play(engine);
    conforms(engine);
}

/// One seat's orders for the open turn: the computer player's (when the game has one) or what
/// a silent player gets, at random, so that games see both.
fn orders(engine: &dyn DynGame, state: &dyn Loaded, seat: Seat, rng: &mut GameRng) -> Value {
    if rng.random_range(0..4) > 0
        && let Some(computer) = engine.capabilities().computer
        && let Some((orders, _)) = computer.bot_orders(state, seat, rng).expect("bot orders")
    {
        return orders;
    }
    state.default_orders(seat).expect("default orders")
}

/// Plays one game to its end or the cap (the last seat resigned from round 3 in odd seeds);
/// returns the rounds played.
fn play(engine: &dyn DynGame, settings: &Value, players: usize, seed: u64) -> u32 {
    play_to(engine, settings, players, seed, ROUND_CAP).0
}

/// [`play`] with a cap of `cap` rounds; also whether the game reached its end.
fn play_to(
    engine: &dyn DynGame,
    settings: &Value,
    players: usize,
    seed: u64,
    cap: u32,
) -> (u32, bool) {
    let kind = engine.kind();
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let settings = engine.check_settings(settings).expect("settings");
    let first = engine
        .new_game(&settings, Players::named(&names), &mut step_rng(seed, 0))
        .unwrap_or_else(|e| panic!("{kind} {settings}: {e}"));
    let mut state = engine.load(&first).expect("the new game loads");
    let say = Say::english();
    let viewers: Vec<Viewer<'_>> = std::iter::once((None, say))
        .chain((0..players).map(|i| (Some(Seat(i as u8)), say)))
        .collect();
    let mut rounds = 0;
    while rounds < cap && state.outcome().is_none() {
        rounds += 1;
        let mut rng = step_rng(seed ^ 0x5eed, rounds);
        // In odd seeds the last seat's player resigns before round 3: the game's orders for a
        // resigned seat from then on, every state still loading back.
        let resigned = seed % 2 == 1 && rounds >= 3;
        let orders: Vec<Value> = (0..players)
            .map(|i| match i + 1 == players && resigned {
                true => state
                    .resigned_orders(Seat(i as u8))
                    .expect("resigned orders"),
                false => orders(engine, &*state, Seat(i as u8), &mut rng),
            })
            .collect();
        let arrival: Vec<Option<u64>> = (0..players).map(|i| Some(i as u64)).collect();
        let turn = TurnOrders {
            orders: &orders,
            arrival: &arrival,
        };
        let round = state
            .resolve_round(turn, &mut step_rng(seed, rounds), &viewers, say)
            .unwrap_or_else(|e| panic!("{kind} {settings} seed {seed} round {rounds}: {e}"));
        // What the store keeps is the text; the next round reads it back as the moderator does.
        let stored: Value = serde_json::from_str(round.state.text()).expect("stored state is JSON");
        state = engine.load(&stored).expect("the stored state loads");
        if state.outcome().is_some() {
            break;
        }
    }
    (rounds, state.outcome().is_some())
}

/// Every house rule the game declares ([`super::capability::HouseRules`]) at each value other
/// than its default (a number's ends and middle), on the game's first variant: the game's
/// settings check keeps it, and games played through the generic interface run to their end
/// (at least one of a few seeds), every state loading back; a value out of range or of the
/// wrong kind is refused.
pub fn house_rules_play(engine: &dyn DynGame) {
    use super::capability::house::{self, HouseKind};
    let Some(rules) = engine.capabilities().house else {
        return;
    };
    let kind = engine.kind();
    let trials = engine.trials();
    let (base, most) = trials.variants.first().cloned().unwrap_or_default();
    let with = |key: &str, v: Value| {
        let mut s = base.as_object().cloned().unwrap_or_default();
        s.insert(key.to_string(), v);
        Value::Object(s)
    };
    for rule in rules.rules() {
        let bad = match rule.kind {
            HouseKind::Switch => Value::from("maybe"),
            HouseKind::Number { max, .. } => Value::from(max + 1),
            HouseKind::OneOf(_) => Value::from("no-such-value"),
        };
        assert!(
            engine.check_settings(&with(rule.key, bad.clone())).is_err(),
            "{kind}: {}={bad} is refused",
            rule.key
        );
        for value in rule.others() {
            let settings = with(rule.key, value.to_json());
            let checked = engine
                .check_settings(&settings)
                .unwrap_or_else(|e| panic!("{kind} {settings}: {e}"));
            let kept = house::values(rules, &checked);
            assert!(
                kept.iter().any(|(r, v)| r.key == rule.key && *v == value),
                "{kind}: {settings} is kept as {checked}"
            );
            let ended = (0..3u64).filter(|&seed| {
                let players = trials.fewest.max(2).min(most.max(2)) + (seed as usize % 2);
                let players = players.min(most.max(2));
                play_to(engine, &settings, players, seed, 4 * ROUND_CAP).1
            });
            assert!(
                ended.count() > 0,
                "{kind} {settings}: no game played to its end"
            );
        }
    }
}

/// Every variant the game declares, many seeds and table sizes: no round ever writes a state
/// that does not load back (the check is part of every round the moderator runs:
/// `resolve_round` refuses such a state). Thousands of rounds per game.
pub fn states_load_back(engine: &dyn DynGame) {
    let kind = engine.kind();
    let trials = engine.trials();
    let (min, games) = (trials.fewest, trials.games);
    let mut rounds = 0;
    for (settings, max) in &trials.variants {
        for seed in 0..games {
            let players = min + (seed as usize % (max - min + 1));
            rounds += play(engine, settings, players, seed);
        }
    }
    assert!(rounds >= 1_000, "{kind}: only {rounds} rounds played");
}

/// The first state of every variant loads back too (a game that cannot start its first round
/// is as jammed as one that cannot start its tenth).
pub fn new_games_load_back(engine: &dyn DynGame) {
    for (settings, _) in engine.trials().variants {
        let settings = engine.check_settings(&settings).expect("settings");
        let names = vec!["Ann".to_string(), "Bob".to_string()];
        let state = engine
            .new_game(&settings, Players::named(&names), &mut step_rng(9, 0))
            .expect("a new game");
        let text = state.to_string();
        let again: Value = serde_json::from_str(&text).expect("JSON");
        engine.load(&again).expect("the new game's state loads");
        assert_eq!(again, state);
    }
}

/// Every check of what a game must do (its core) and of each capability it declares, on a few
/// seeds of every variant, in every language.
pub fn conforms(engine: &dyn DynGame) {
    for code in Phrasebook::builtin().codes() {
        conforms_in(engine, Phrasebook::builtin().say(code));
    }
}

/// [`conforms`] in one language.
pub fn conforms_in(engine: &dyn DynGame, say: Say<'_>) {
    check_words(engine, say);
    {
        let kind = engine.kind();
        let mut seen = Seen::default();
        let trials = engine.trials();
        for (settings, max) in &trials.variants {
            for seed in 0..4u64 {
                let players = 2 + (seed as usize % (max - 1));
                checked_game(engine, settings, players, seed, &mut seen, say);
            }
        }
        assert!(seen.rounds >= 20, "{kind}: {} rounds", seen.rounds);
        // Canonical texts that are orders (not a description in brackets) read back.
        assert!(
            seen.round_trips > 0 || !trials.round_trips,
            "{kind}: no round trip"
        );
        let caps = engine.capabilities();
        // Each declared capability was exercised (a check that checked nothing proves nothing).
        let exercised = [
            (caps.computer.is_some(), seen.bot_orders, "computer player"),
            (caps.what_if.is_some(), seen.what_ifs, "what-if"),
            (caps.pictures.is_some(), seen.pictures, "pictures"),
            (caps.standings.is_some(), seen.standings, "standings"),
            (caps.compensation.is_some(), seen.grants, "wildcards"),
            (caps.next_game.is_some(), seen.next_games, "next game"),
            (caps.compose.is_some(), seen.composed, "composer"),
        ];
        for (declared, times, what) in exercised {
            assert!(!declared || times > 0, "{kind}: {what} never checked");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::registry;

    /// Every shipped game, every variant, many seeds and table sizes: [`states_load_back`].
    #[test]
    fn every_state_every_game_writes_loads_back() {
        for engine in registry() {
            states_load_back(*engine);
        }
    }

    /// [`house_rules_play`] for every shipped game: each option at each other value.
    #[test]
    fn every_house_rule_of_every_game_plays() {
        for engine in registry() {
            house_rules_play(*engine);
        }
    }

    /// [`new_games_load_back`] for every shipped game.
    #[test]
    fn every_new_game_loads_back() {
        for engine in registry() {
            new_games_load_back(*engine);
        }
    }

    /// The conformance suite: every shipped game, every variant, a few seeds, in every
    /// language ([`conforms`]).
    #[test]
    fn every_game_conforms() {
        for engine in registry() {
            conforms(*engine);
        }
    }
}
