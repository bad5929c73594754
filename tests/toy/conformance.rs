//! The toy game passes the whole conformance suite, as the shipped games do, from outside the
//! crate: what the suite plays it with is what the game declares.

use robomod::games::{Registry, conformance};

#[test]
fn pebbles_passes_the_conformance_suite() {
    // The toy is no shipped game: one registry line adds it.
    assert!(Registry::builtin().by_kind("pebbles").is_none());
    let pebbles = super::games().by_kind("pebbles").expect("registered");
    assert_eq!(pebbles.trials().fewest, 2);
    conformance::check(pebbles);
}
