//! The game through the `Game` trait and its JSON face: settings, orders, resolution, mails.

use super::{seed_position, sq};
use crate::support::assert_contains;
use robomod::games::ricochet::notation::parse_solution;
use robomod::games::ricochet::{Bid, Color, Event, Ricochet, Settings, State};
use robomod::games::{
    Bidding, Game, OrdersText, Outcome, Players, Seat, TurnOrders, by_kind, step_rng,
};
use robomod::lang::Say;
use serde_json::json;

fn seed_state(players: usize) -> State {
    State::new(Settings::default(), players, seed_position())
}

fn bid(text: &str) -> Bid {
    Bid::Solution(parse_solution(text).unwrap())
}

#[test]
fn ricochet_is_registered_and_settings_are_checked() {
    let game = by_kind("ricochet").expect("registered");
    let defaults = game.check_settings(&json!({})).unwrap();
    assert_eq!(
        defaults,
        json!({"colours": 3, "layout": "random", "target": 10, "min_moves": 3})
    );
    let s = game
        .check_settings(&json!({"colours": "4", "layout": "hard", "target": 5, "min_moves": "2"}))
        .unwrap();
    assert_eq!(s["colours"], 4);
    for (bad, word) in [
        (json!({"colours": 5}), "from 3 to 4"),
        (json!({"layout": "spiral"}), "spiral"),
        (json!({"target": 0}), "from 1 to 99"),
        (json!({"speed": 1}), "speed"),
    ] {
        let err = game.check_settings(&bad).unwrap_err().to_string();
        assert!(err.contains(word), "{bad}: {err}");
    }
}

#[test]
fn new_games_are_reproducible_and_follow_the_settings() {
    let settings = Settings::default();
    let a = Ricochet::new_game(&settings, Players::count(3), &mut step_rng(42, 0)).unwrap();
    let b = Ricochet::new_game(&settings, Players::count(3), &mut step_rng(42, 0)).unwrap();
    assert_eq!(a, b);
    let pos = a.position();
    assert_eq!((pos.towers().len(), pos.robots().len()), (9, 3));
    assert!(robomod::games::ricochet::solve(pos).unwrap().len() >= 3);
    assert_eq!(a.scores(), &[0, 0, 0]);
    let four = Settings {
        colours: 4,
        ..Settings::default()
    };
    let c = Ricochet::new_game(&four, Players::count(2), &mut step_rng(42, 0)).unwrap();
    assert_eq!(
        (c.position().towers().len(), c.position().robots().len()),
        (16, 4)
    );
    assert!(Ricochet::new_game(&settings, Players::count(0), &mut step_rng(1, 0)).is_err());
    assert!(Ricochet::new_game(&settings, Players::count(9), &mut step_rng(1, 0)).is_err());
}

#[test]
fn solutions_are_checked_at_once_and_echoed() {
    let state = seed_state(2);
    let phase = Ricochet::phase(&state);
    assert_eq!(
        (phase.name.as_str(), phase.order_keyword.as_str()),
        ("bidding", "SOLUTION")
    );
    let orders = Ricochet::parse_orders(
        &state,
        Seat(0),
        OrdersText::new("1. y N, 2. r N, 3. yE - yS / rE"),
        Say::english(),
    )
    .unwrap();
    assert_eq!(
        Ricochet::canonical(&state, &orders, Say::english()),
        "yN rN yE yS rE (5 moves)"
    );
    assert_eq!(
        Ricochet::canonical(&state, &orders, Say::builtin("pl")),
        "yN rN yE yS rE (5 ruchów)"
    );
    assert_eq!(
        Ricochet::canonical(&state, &Bid::NoBid, Say::builtin("pl")),
        "brak oferty"
    );
    let refused = |text: &str| {
        Ricochet::parse_orders(&state, Seat(0), OrdersText::new(text), Say::english())
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        refused("yN rN bE"),
        "\"yN rN bE\": move 3 (bE): there is no blue robot in this game"
    );
    // Why it is not a solution, never where the pieces end (no search for the answer by mail).
    let not_a_solution = "not a solution: it does not bring the red robot onto the goal tower \
                          with its last move";
    assert_eq!(
        refused("yN rN yE yS"),
        format!("\"yN rN yE yS\": {not_a_solution}")
    );
    assert_contains(&refused("yN rN yQ"), "move 3: \"yq\" is not a direction");
    assert_eq!(refused("yN yN"), format!("\"yN yN\": {not_a_solution}"));
    assert!(!refused("yN yN").contains("f7"));
    assert_contains(&refused(""), "no moves");
    // The JSON face gives the same answer.
    let game = by_kind("ricochet").unwrap();
    let st = serde_json::to_value(&state).unwrap();
    let (orders, canonical) = game
        .load(&st)
        .unwrap()
        .parse_orders(Seat(1), OrdersText::new("rN rE rN yE rS"), Say::english())
        .unwrap();
    assert_eq!(canonical, "rN rE rN yE rS (5 moves)");
    assert_eq!(orders, json!({"solution": ["rN", "rE", "rN", "yE", "rS"]}));
}

#[test]
fn only_a_strictly_shorter_resend_replaces_a_bid() {
    let state = seed_state(2);
    let five = bid("yN rN yE yS rE");
    let other_five = bid("rN rE rN yE rS");
    let seven = bid("gN gS yN rN yE yS rE");
    assert!(Ricochet::replaces(&state, &five, &seven));
    assert!(!Ricochet::replaces(&state, &seven, &five));
    assert!(
        !Ricochet::replaces(&state, &other_five, &five),
        "ties keep the earlier"
    );
    assert!(Ricochet::replaces(&state, &five, &Bid::NoBid));
    assert!(!Ricochet::replaces(&state, &Bid::NoBid, &five));
    assert_eq!(Ricochet::default_orders(&state, Seat(1)), Bid::NoBid);
}

fn winner(events: &[Event]) -> Option<Seat> {
    events.iter().find_map(|e| match e {
        Event::Scored { seat, .. } => Some(*seat),
        _ => None,
    })
}

#[test]
fn the_shortest_bid_wins_and_equal_lengths_go_to_the_earliest() {
    let state = seed_state(3);
    let orders = [
        bid("gN gS yN rN yE yS rE"),
        bid("yN rN yE yS rE"),
        bid("rN rE rN yE rS"),
    ];
    let arrival = [Some(1), Some(30), Some(10)];
    let r = Ricochet::resolve(
        &state,
        TurnOrders {
            orders: &orders,
            arrival: &arrival,
        },
        &mut step_rng(1, 1),
    );
    assert_eq!(winner(&r.events), Some(Seat(2)));
    let r = Ricochet::resolve(
        &state,
        TurnOrders {
            orders: &orders,
            arrival: &[Some(1), Some(5), Some(10)],
        },
        &mut step_rng(1, 1),
    );
    assert_eq!(winner(&r.events), Some(Seat(1)));
    // Without ranks, the lower seat.
    let r = Ricochet::resolve(&state, TurnOrders::unranked(&orders), &mut step_rng(1, 1));
    assert_eq!(winner(&r.events), Some(Seat(1)));
    // Every bid is recorded, best first.
    let bids: Vec<Seat> = r
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Bid { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(bids, [Seat(1), Seat(2), Seat(0)]);
}

#[test]
fn robots_stay_where_the_winning_solution_left_them_and_a_new_goal_is_drawn() {
    let state = seed_state(2);
    let orders = [Bid::NoBid, bid("yN rN yE yS rE")];
    let r = Ricochet::resolve(&state, TurnOrders::unranked(&orders), &mut step_rng(1, 1));
    let after = &r.state;
    assert_eq!(after.scores(), &[0, 1]);
    assert_eq!(after.round(), 2);
    let at = |c| after.position().robot(c).unwrap();
    assert_eq!(
        (at(Color::Red), at(Color::Yellow), at(Color::Green)),
        (sq("g6"), sq("h6"), sq("h5"))
    );
    assert_eq!(after.position().towers(), state.position().towers());
    assert!(!after.position().is_solved());
    let optimum = robomod::games::ricochet::solve(after.position())
        .unwrap()
        .len();
    assert!(optimum >= 3, "the minimum-moves variant: {optimum}");
    assert!(
        matches!(r.events.last(), Some(Event::NewGoal { round: 2, goal }) if *goal == after.position().goal())
    );
    assert!(r.events.contains(&Event::Optimal {
        solution: Some(parse_solution("rN rE rN yE rS").unwrap())
    }));
    // Reproducible from the same seed.
    let again = Ricochet::resolve(&state, TurnOrders::unranked(&orders), &mut step_rng(1, 1));
    assert_eq!(again.state, r.state);
}

#[test]
fn without_a_valid_bid_nobody_scores_and_the_robots_do_not_move() {
    let state = seed_state(2);
    let r = Ricochet::resolve(
        &state,
        TurnOrders::unranked(&[Bid::NoBid, Bid::NoBid]),
        &mut step_rng(1, 1),
    );
    assert!(r.events.contains(&Event::NoWinner));
    assert_eq!(r.state.scores(), &[0, 0]);
    assert_eq!(r.state.position().robots(), state.position().robots());
    // A bid that does not solve the position (never accepted by parse_orders) is refused.
    let r = Ricochet::resolve(
        &state,
        TurnOrders::unranked(&[bid("yN"), Bid::NoBid]),
        &mut step_rng(1, 1),
    );
    assert!(matches!(&r.events[0], Event::Refused { seat: Seat(0), .. }));
    assert!(r.events.contains(&Event::NoWinner));
}

#[test]
fn the_first_to_the_target_wins() {
    let settings = Settings {
        target: 1,
        ..Settings::default()
    };
    let state = State::new(settings, 2, seed_position());
    let r = Ricochet::resolve(
        &state,
        TurnOrders::unranked(&[bid("yN rN yE yS rE"), Bid::NoBid]),
        &mut step_rng(1, 1),
    );
    assert_eq!(r.events.last(), Some(&Event::Won { seat: Seat(0) }));
    assert_eq!(Ricochet::outcome(&r.state), Some(Outcome::Won(Seat(0))));
    assert_eq!(Ricochet::outcome(&state), None);
    assert!(
        Ricochet::parse_orders(&r.state, Seat(1), OrdersText::new("yN"), Say::english()).is_err()
    );
    let report = Ricochet::render_report(&state, &r.events, &r.state, None, Say::english());
    assert_contains(&report, "Player 1 reaches 1 points and wins the game.");
}

/// The round of the snapshots: four players, two equal bids (the earlier wins), a longer one and
/// a silent player.
fn snapshot_round() -> (State, robomod::games::Resolution<State, Event>) {
    let state = seed_state(4);
    let orders = [
        bid("gN gS yN rN yE yS rE"),
        bid("yN rN yE yS rE"),
        bid("rN rE rN yE rS"),
        Bid::NoBid,
    ];
    let arrival = [Some(1), Some(30), Some(10), None];
    let r = Ricochet::resolve(
        &state,
        TurnOrders {
            orders: &orders,
            arrival: &arrival,
        },
        &mut step_rng(5, 1),
    );
    (state, r)
}

#[test]
fn snapshot_the_round_mail() {
    let (_, r) = snapshot_round();
    let text = Ricochet::render_status(&r.state, Some(Seat(0)), Say::english());
    assert!(text.lines().all(|l| l.chars().count() <= 72), "{text}");
    insta::assert_snapshot!("ricochet_round_mail", text);
}

#[test]
fn snapshot_the_result_report() {
    let (before, r) = snapshot_round();
    let text = Ricochet::render_report(&before, &r.events, &r.state, None, Say::english());
    assert!(text.lines().all(|l| l.chars().count() <= 72), "{text}");
    insta::assert_snapshot!("ricochet_result_report", text);
}

#[test]
fn states_orders_and_events_survive_the_store() {
    let (before, r) = snapshot_round();
    let game = by_kind("ricochet").unwrap();
    let st = game.load(&serde_json::to_value(&before).unwrap()).unwrap();
    let orders = vec![
        json!({"solution": ["yN", "rN", "yE", "yS", "rE"]}),
        json!("no_bid"),
        json!("no_bid"),
        json!("no_bid"),
    ];
    let d = st
        .resolve(
            TurnOrders {
                orders: &orders,
                arrival: &[Some(3), None, None, None],
            },
            &mut step_rng(5, 1),
        )
        .unwrap();
    let after = game.load(&d.state).unwrap();
    let report = st
        .render_report(&d.events, &*after, None, Say::english())
        .unwrap();
    assert_contains(&report, "Player 1 scores with 5 moves");
    // Ricochet declares its reports public (rendered once for all): each seat's is the same.
    for seat in 0..4 {
        let theirs = st.render_report(&d.events, &*after, Some(Seat(seat)), Say::english());
        assert_eq!(theirs.unwrap(), report, "seat {seat}");
    }
    let back: State = serde_json::from_value(serde_json::to_value(&r.state).unwrap()).unwrap();
    assert_eq!(back, r.state);
    assert!(game.help(Say::english()).contains("SOLUTION"));
    assert_eq!(st.seat_label(Seat(2)), "Player 3");
}

/// Issue 33: the HTML report shows the solution that scored move by move: a step per move,
/// each the board after it with that move's numbered arrow,
/// a row of the move and words for readers without pictures; a small PNG each.
#[test]
fn the_winning_solution_is_a_step_per_move() {
    use robomod::games::Pictures;
    let state = seed_state(2);
    let orders = [Bid::NoBid, bid("yN rN yE yS rE")];
    let r = Ricochet::resolve(&state, TurnOrders::unranked(&orders), &mut step_rng(1, 1));
    let steps = Ricochet::render_steps(&state, &r.events, &r.state, Say::english());
    assert_eq!(steps.len(), 5);
    assert_eq!(steps[0].title, "Move 1 of 5");
    assert_eq!(steps[0].columns, ["Move", "Robot", "From", "To"]);
    assert_eq!(steps[0].rows[0][0..2], ["yN", "yellow"]);
    assert!(
        steps[4]
            .alt
            .starts_with("Move 5 of 5 of Player 2's solution: the red robot moves east from"),
        "{}",
        steps[4].alt
    );
    for (k, s) in steps.iter().enumerate() {
        let svg = s.svg.as_ref().unwrap();
        assert_eq!(
            svg.matches("marker-end").count(),
            1,
            "one arrow: {}",
            s.title
        );
        assert!(
            svg.contains(&format!(">{}</text>", k + 1)),
            "numbered {}",
            k + 1
        );
        assert!(
            svg.contains(&format!(">{}: the ", s.title)),
            "captioned {}",
            s.title
        );
        let png = robomod::picture::png(svg).unwrap();
        assert!(png.len() < 8 * 1024, "{}: {} bytes", s.title, png.len());
    }
    // No solution scored: no steps (the report gets the round's picture instead).
    let none = Ricochet::resolve(
        &state,
        TurnOrders::unranked(&[Bid::NoBid, Bid::NoBid]),
        &mut step_rng(1, 1),
    );
    assert!(Ricochet::render_steps(&state, &none.events, &none.state, Say::english()).is_empty());
}

/// The same round in Polish: the round mail, the report, HELP and the problems of a solution
/// as a Polish player reads them (Polish words read as moves).
#[test]
fn snapshot_the_round_in_polish() {
    let pl = Say::builtin("pl");
    let fits = |t: &str| assert!(t.lines().all(|l| l.chars().count() <= 72), "{t}");
    let (before, r) = snapshot_round();
    let mail = Ricochet::render_status(&r.state, Some(Seat(0)), pl);
    fits(&mail);
    insta::assert_snapshot!("ricochet_pl_round_mail", mail);
    let report = Ricochet::render_report(&before, &r.events, &r.state, None, pl);
    fits(&report);
    insta::assert_snapshot!("ricochet_pl_result_report", report);
    let help = Ricochet::help(pl);
    fits(&help);
    insta::assert_snapshot!("ricochet_pl_help", help);
    let read = Ricochet::parse_orders(
        &before,
        Seat(0),
        OrdersText::new("żółty północ, czerwony północ, y wschód, y dół, r prawo"),
        pl,
    );
    assert!(read.is_ok(), "{read:?}");
    let problems: Vec<String> = ["", "yN xx", "yN rN", "yN r"]
        .iter()
        .map(|t| {
            Ricochet::parse_orders(&before, Seat(0), OrdersText::new(t), pl)
                .unwrap_err()
                .to_string()
        })
        .collect();
    insta::assert_snapshot!("ricochet_pl_problems", problems.join("\n"));
}

#[test]
fn a_refused_bid_is_stored_structured_and_worded_in_the_readers_language() {
    let state = seed_state(2);
    let r = Ricochet::resolve(
        &state,
        TurnOrders::unranked(&[bid("yN"), Bid::NoBid]),
        &mut step_rng(1, 1),
    );
    let stored = serde_json::to_value(&r.events).unwrap();
    assert!(stored[0]["reason"].is_object(), "{stored}");
    let events: Vec<Event> = serde_json::from_value(stored).unwrap();
    assert_eq!(events, r.events, "the reason survives the store");
    let report = |say| Ricochet::render_report(&state, &events, &r.state, None, say);
    let en = report(Say::english());
    assert_contains(&en, "the red robot ends on f2, not on the goal tower g6");
    let pl = report(Say::builtin("pl"));
    assert!(!pl.contains("the red robot"), "{pl}");
    insta::assert_snapshot!(pl);
}

#[test]
fn a_refusal_stored_as_english_text_still_renders() {
    let old = json!([{
        "event": "refused",
        "seat": 0,
        "solution": ["yN"],
        "reason": "the yellow robot ends on a8, not on the goal tower c6",
    }, { "event": "no_winner" }]);
    let events: Vec<Event> = serde_json::from_value(old).unwrap();
    let state = seed_state(2);
    let report = Ricochet::render_report(&state, &events, &state, None, Say::builtin("pl"));
    assert_contains(
        &report,
        "the yellow robot ends on a8, not on the goal tower c6",
    );
}
