//! The unit tests of [`games`](super), apart from the code they check.

use super::*;
use rand::RngExt;

/// A game's words are its own: every message id in `src/games/<kind>/lang/<code>.ftl`
/// starts with `<kind>-`, and the folder is a registered game's.
#[test]
fn every_game_message_id_starts_with_its_kind() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
    let mut files = 0;
    for dir in std::fs::read_dir(&root).unwrap().filter_map(Result::ok) {
        let lang = dir.path().join("lang");
        let Ok(entries) = std::fs::read_dir(&lang) else {
            continue;
        };
        let kind = dir.file_name().to_string_lossy().into_owned();
        assert!(by_kind(&kind).is_some(), "{}: not a game", lang.display());
        for f in entries.filter_map(Result::ok) {
            // What the game reads from people is no phrasebook of messages.
            if f.path().to_string_lossy().ends_with(".reading.toml") {
                continue;
            }
            let text = std::fs::read_to_string(f.path()).unwrap();
            let res = fluent_syntax::parser::parse(text.as_str()).unwrap();
            for entry in res.body {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    let id = m.id.name;
                    assert!(
                        id.starts_with(&format!("{kind}-")),
                        "{}: {id}",
                        f.path().display()
                    );
                }
            }
            files += 1;
        }
    }
    assert!(files >= 2, "no game phrasebooks found");
}

#[test]
fn step_rng_is_reproducible_and_distinct_per_step() {
    let a: u64 = step_rng(7, 1).random();
    let b: u64 = step_rng(7, 1).random();
    let c: u64 = step_rng(7, 2).random();
    let d: u64 = step_rng(8, 1).random();
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_ne!(a, d);
}

/// What a loaded state answers at once (its summary, a round run whole) is what its single
/// answers give, for every game, through a whole round.
#[test]
fn a_round_run_whole_agrees_with_its_parts() {
    let say = crate::lang::Say::english();
    for engine in registry() {
        let stored = engine
            .new_game(
                &serde_json::json!({}),
                Players::count(2),
                &mut step_rng(3, 0),
            )
            .expect("a new game");
        let state = engine.load(&stored).expect("the new game loads");
        let sum = state.summary(2, say).expect("summary");
        assert_eq!(sum.phase, state.phase_in(say));
        assert_eq!(sum.outcome, state.outcome());
        assert_eq!(sum.label(Seat(1)), state.seat_label(Seat(1)));
        assert_eq!(sum.label(Seat(7)), "7");
        match state.parse_orders(Seat(0), OrdersText::new("zzz"), say) {
            Err(DynError::Orders(_)) => {}
            other => panic!("{}: {other:?}", engine.kind()),
        }

        let orders: Vec<_> = (0..2)
            .map(|i| state.default_orders(Seat(i)).unwrap())
            .collect();
        let arrival = [None, None];
        let viewers = [(None, say), (Some(Seat(0)), say), (Some(Seat(1)), say)];
        let turn = TurnOrders {
            orders: &orders,
            arrival: &arrival,
        };
        let round = (state.resolve_round(turn, &mut step_rng(3, 1), &viewers, say)).unwrap();
        let res = state.resolve(turn, &mut step_rng(3, 1)).unwrap();
        assert_eq!(*round.state, res.state);
        assert_eq!(*round.events, res.events);
        let after = engine.load(&res.state).unwrap();
        let reports = state
            .render_reports(&res.events, &*after, &viewers)
            .unwrap();
        assert_eq!(round.reports, reports);
        assert_eq!(round.after, after.summary(2, say).unwrap());
        // A game that draws pictures draws one of every round (the moderator stores a
        // round's picture before drawing it).
        if let Some(pictures) = engine.capabilities().pictures {
            let svg = pictures
                .render_picture(Some(&*state), &res.events, &*after, say)
                .unwrap();
            assert!(svg.contains("<svg"), "{}", engine.kind());
        }
    }
}

/// A capability reads only its own game's state: another game's loaded state is refused.
#[test]
fn a_capability_refuses_another_games_state() {
    let (race, rambots) = (by_kind("race").unwrap(), by_kind("rambots").unwrap());
    let stored = rambots
        .new_game(
            &serde_json::json!({}),
            Players::count(2),
            &mut step_rng(1, 0),
        )
        .unwrap();
    let state = rambots.load(&stored).unwrap();
    let standings = race.capabilities().standings.unwrap();
    match standings.places_now(&*state) {
        Err(DynError::OtherGame { kind, wanted }) => {
            assert_eq!((kind, wanted), ("rambots", "race"))
        }
        other => panic!("{other:?}"),
    }
}
