//! What a game is tried with: the settings, table sizes and seeds the conformance suite
//! (`conformance.rs`, public behind the `conformance` feature) plays it with, as the game
//! declares them ([`super::Game::trials`]), so that the suite names no game.

use serde_json::{Value, json};

/// The games the conformance suite plays of one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Trials {
    /// The settings to play, as the moderator gives them (a JSON object of its `key=value`
    /// settings), each with the most players it seats: every variant that changes what a
    /// state holds (RAMbots' two red beams, every shipped race board).
    pub variants: Vec<(Value, usize)>,
    /// The fewest players a game seats.
    pub fewest: usize,
    /// How many seeds of each variant are played to their end (or a round cap).
    pub games: u64,
    /// Whether some canonical orders are orders (no description in brackets, no colon) that
    /// read back: false for a game whose echo always describes (Ricochet's solutions).
    pub round_trips: bool,
}

impl Default for Trials {
    /// The default settings for two players (one at the fewest), 60 seeds, round trips seen.
    fn default() -> Self {
        Trials {
            variants: vec![(json!({}), 2)],
            fewest: 1,
            games: 60,
            round_trips: true,
        }
    }
}
