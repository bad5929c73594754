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

/// The batch methods of [`Erased`] (one read of the state) give what the one-at-a-time
/// methods give, for every game, through a whole round.
#[test]
fn batch_methods_agree_with_single_calls() {
    let say = crate::lang::Say::english();
    for engine in registry() {
        let state = engine
            .new_game(
                &serde_json::json!({}),
                Players::count(2),
                &mut step_rng(3, 0),
            )
            .expect("a new game");
        let sum = engine.summary(&state, 2, say).expect("summary");
        assert_eq!(sum.phase, engine.phase(&state).unwrap());
        assert_eq!(sum.outcome, engine.outcome(&state).unwrap());
        assert_eq!(
            sum.label(Seat(1)),
            engine.seat_label(&state, Seat(1)).unwrap()
        );
        assert_eq!(sum.label(Seat(7)), "7");

        let (phase, none) = engine
            .read_orders(&state, Seat(0), &|_| None, None, say)
            .unwrap();
        assert_eq!((phase, none.is_none()), (sum.phase.clone(), true));
        let (_, bad) = engine
            .read_orders(&state, Seat(0), &|_| Some("zzz".into()), None, say)
            .unwrap();
        let single = engine.parse_orders(&state, Seat(0), OrdersText::new("zzz"), say);
        match (bad, single) {
            (Some(Err(a)), Err(DynError::Orders(b))) => assert_eq!(a, b),
            other => panic!("{}: {other:?}", engine.kind()),
        }

        let orders: Vec<_> = (0..2)
            .map(|i| engine.default_orders(&state, Seat(i)).unwrap())
            .collect();
        let arrival = [None, None];
        let viewers = [(None, say), (Some(Seat(0)), say), (Some(Seat(1)), say)];
        let turn = TurnOrders {
            orders: &orders,
            arrival: &arrival,
        };
        let round = engine
            .resolve_round(&state, turn, &mut step_rng(3, 1), &viewers, say)
            .unwrap();
        let res = engine.resolve(&state, turn, &mut step_rng(3, 1)).unwrap();
        assert_eq!(*round.state, res.state);
        assert_eq!(*round.events, res.events);
        let reports = engine
            .render_reports(&state, &res.events, &res.state, &viewers)
            .unwrap();
        assert_eq!(round.reports, reports);
        assert_eq!(round.after, engine.summary(&res.state, 2, say).unwrap());
        // A game that draws pictures draws one of every round (the moderator stores a
        // round's picture before drawing it).
        if let Some(pictures) = engine.capabilities().pictures {
            let svg = pictures
                .render_picture(&state, &res.events, &res.state, say)
                .unwrap();
            assert!(svg.contains("<svg"), "{}", engine.kind());
        }
    }
}
