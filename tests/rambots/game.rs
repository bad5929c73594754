//! The Game trait as the moderator drives it, through the registry's JSON view.

use crate::support::assert_contains;
use robomod::games::{OrdersText, Outcome, Players, Seat, TurnOrders, by_kind, kinds, step_rng};
use robomod::lang::Say;
use serde_json::json;

#[test]
fn rambots_is_in_the_registry() {
    assert!(by_kind("rambots").is_some());
    assert_contains(&kinds(), "rambots");
}

#[test]
fn settings_default_to_damage_and_refuse_unknown_keys() {
    let g = by_kind("rambots").unwrap();
    assert_eq!(
        g.check_settings(&json!({})).unwrap(),
        json!({"red_beam": "damage"})
    );
    assert_eq!(
        g.check_settings(&json!({"red_beam": "slide"})).unwrap()["red_beam"],
        "slide"
    );
    let e = g.check_settings(&json!({"red_beem": "slide"})).unwrap_err();
    assert_contains(&e.to_string(), "red_beem");
    assert!(g.check_settings(&json!({"red_beam": "laser"})).is_err());
}

#[test]
fn a_game_from_setup_to_a_round_through_the_json_view() {
    let g = by_kind("rambots").unwrap();
    assert!(
        g.new_game(&json!({}), Players::count(5), &mut step_rng(1, 0))
            .is_err()
    );
    let stored = g
        .new_game(&json!({}), Players::count(3), &mut step_rng(1, 0))
        .unwrap();
    let state = g.load(&stored).unwrap();
    assert_eq!(state.seat_label(Seat(0)), "Red");
    assert_eq!(state.seat_label(Seat(2)), "Blue");
    let phase = state.phase();
    assert_eq!(
        (
            phase.title.as_str(),
            phase.name.as_str(),
            phase.order_keyword.as_str()
        ),
        ("setup", "setup", "GOALS")
    );
    assert_eq!(state.outcome(), None);

    // Setup: Red builds Yellow's stack; the others are drawn at random.
    let (red, canon) = state
        .parse_orders(Seat(0), OrdersText::new("1y, 3r, 2g, 1b"), Say::english())
        .unwrap();
    assert_eq!(canon, "1Y 3R 2G 1B");
    let bad = state
        .parse_orders(Seat(0), OrdersText::new("1Y 3Y 2G 1B"), Say::english())
        .unwrap_err();
    assert!(bad.to_string().contains("yellow appears 2 times"), "{bad}");
    let none = state.default_orders(Seat(1)).unwrap();
    let r = state
        .resolve(
            TurnOrders {
                orders: &[red, none.clone(), none],
                arrival: &[],
            },
            &mut step_rng(1, 1),
        )
        .unwrap();
    let after = g.load(&r.state).unwrap();
    let report = state
        .render_report(&r.events, &*after, None, Say::english())
        .unwrap();
    assert_contains(&report, "Red built Yellow's goal stack: 1Y 3R 2G 1B.");
    assert_contains(&report, "drawn at random");
    assert!(report.lines().all(|l| l.chars().count() <= 72));
    assert_eq!(r.state["phase"], "programming");
    assert_eq!(
        r.state["position"]["bots"][1]["goals"],
        json!(["1Y", "3R", "2G", "1B"])
    );
    let state = after;
    let phase = state.phase();
    // Named as the report names it: the first programming round is "round 1".
    assert_eq!(phase.title, "round 1");
    assert_eq!(phase.order_keyword, "PROGRAM");
    assert_eq!(phase.bare_orders, ["PASS"]);

    // Programming: pieces must come from the player's own pool (Red gave away 3R).
    let e = state
        .parse_orders(Seat(0), OrdersText::new("3RN"), Say::english())
        .unwrap_err();
    assert!(e.to_string().contains("no 3R"), "{e}");
    let (red, canon) = state
        .parse_orders(
            Seat(0),
            OrdersText::new("small green north, 2-B-E"),
            Say::english(),
        )
        .unwrap();
    assert_eq!(canon, "1GN 2BE");
    let (pass, canon) = state
        .parse_orders(Seat(1), OrdersText::new("PASS"), Say::english())
        .unwrap();
    assert_eq!(canon, "PASS");
    let blue = state.default_orders(Seat(2)).unwrap();
    let r = state
        .resolve(
            TurnOrders {
                orders: &[red, pass, blue],
                arrival: &[],
            },
            &mut step_rng(1, 2),
        )
        .unwrap();
    let after = g.load(&r.state).unwrap();
    let report = state
        .render_report(&r.events, &*after, None, Say::english())
        .unwrap();
    assert_contains(&report, "RAMbots - round 1");
    assert_contains(&report, "Red runs 1GN");
    assert_contains(&report, "Precedence stack for round 2");
    // RAMbots declares its reports public (rendered once for all): each seat's is the same.
    for seat in 0..3 {
        let theirs = state.render_report(&r.events, &*after, Some(Seat(seat)), Say::english());
        assert_eq!(theirs.unwrap(), report, "seat {seat}");
    }
    let en = Say::english();
    let viewers = [
        (None, en),
        (Some(Seat(0)), en),
        (Some(Seat(1)), en),
        (Some(Seat(2)), en),
    ];
    let all = state.render_reports(&r.events, &*after, &viewers).unwrap();
    assert_eq!(all, vec![report.clone(); 4]);
    assert_eq!(r.state["round"], 2);
    let status = after.render_status(Some(Seat(0)), Say::english());
    assert!(status.contains("round 2, programming phase"));
    assert!(status.lines().all(|l| l.chars().count() <= 72));
    assert_contains(&g.help(Say::english()), "PROGRAM 1GN 3BU 2RE");
}

#[test]
fn a_stored_state_is_validated_when_read() {
    let g = by_kind("rambots").unwrap();
    let mut state = g
        .new_game(&json!({}), Players::count(2), &mut step_rng(2, 0))
        .unwrap();
    state["position"]["bots"][1]["at"] = state["position"]["bots"][0]["at"].clone();
    let e = g.load(&state).err().expect("refused");
    assert!(e.to_string().contains("bots[1].at"), "{e}");
}

#[test]
fn the_outcome_names_the_winning_seat() {
    let g = by_kind("rambots").unwrap();
    let state = g
        .new_game(&json!({}), Players::count(2), &mut step_rng(3, 0))
        .unwrap();
    let state = g.load(&state).unwrap();
    let none = state.default_orders(Seat(0)).unwrap();
    let mut state = state
        .resolve(
            TurnOrders {
                orders: &[none.clone(), none],
                arrival: &[],
            },
            &mut step_rng(3, 1),
        )
        .unwrap()
        .state;
    state["position"]["bots"][1]["goals"] = json!([]);
    assert_eq!(
        g.load(&state).unwrap().outcome(),
        Some(Outcome::Won(Seat(1)))
    );
}
