//! Any text as orders, for every game, in its first phase and after one round: parsing never
//! panics, and orders that read come back in a canonical form that reads again the same
//! (unless it is a description in brackets of what empty orders mean).
#![no_main]
use libfuzzer_sys::fuzz_target;
use robomod::games::{OrdersText, Players, Seat, TurnOrders, registry, step_rng};
use serde_json::{Value, json};
use std::sync::OnceLock;

/// Each game's state as it opens, and after a round of default orders.
fn states() -> &'static Vec<(&'static dyn robomod::games::DynGame, Value)> {
    static STATES: OnceLock<Vec<(&'static dyn robomod::games::DynGame, Value)>> = OnceLock::new();
    STATES.get_or_init(|| {
        let mut out = Vec::new();
        for &g in registry() {
            let settings = g.check_settings(&json!({})).expect("default settings");
            let first = g
                .new_game(&settings, Players::count(2), &mut step_rng(1, 0))
                .expect("a new game");
            let orders: Vec<Value> = (0..2)
                .map(|s| g.default_orders(&first, Seat(s)).expect("defaults"))
                .collect();
            let next = g
                .resolve(&first, TurnOrders::unranked(&orders), &mut step_rng(1, 1))
                .expect("a round")
                .state;
            out.push((g, first));
            out.push((g, next));
        }
        out
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for (g, state) in states() {
        if let Ok((orders, canonical)) = g.parse_orders(
            state,
            Seat(0),
            OrdersText::new(text),
            robomod::lang::Say::english(),
        ) {
            // A description in brackets ("(no program yet: every register at random)") says
            // what empty orders mean; it is not itself orders.
            if canonical.contains('(') {
                continue;
            }
            let (again, _) = g
                .parse_orders(
                    state,
                    Seat(0),
                    OrdersText::new(&canonical),
                    robomod::lang::Say::english(),
                )
                .unwrap_or_else(|e| {
                    panic!("{}: canonical {canonical:?} does not read: {e}", g.kind())
                });
            assert_eq!(again, orders, "{}: {text:?} -> {canonical:?}", g.kind());
        }
    }
});
