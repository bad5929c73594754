//! The race's settings: the board, the pick order the previous race handed on, and the house
//! rules (lives, upgrades, Circuit Breaker, rounds after the first finish, the option draft),
//! each house rule left
//! out of the stored settings at the seed's own value.

use crate::games::SetupError;
use crate::games::race::board::Board;
use crate::games::race::boards;
use crate::games::race::position::House;
use serde::{Deserialize, Serialize};

/// Options chosen when a race is created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// A shipped board by name (or the name of the board in `board_text`).
    pub board: String,
    /// A board in the board format (the CLI reads a board file into this).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board_text: Option<String>,
    /// Seats in the previous race's pick order (ruling 30); seats not listed are newcomers.
    /// Non-empty: the race opens with a picking phase.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub picks: Vec<u8>,
    /// House rules (`turns.rs`, [`crate::games::capability::HouseRules`]), each left out at
    /// the seed's own value: lives at the start.
    #[serde(skip_serializing_if = "is_default_lives")]
    pub lives: u8,
    /// Upgrades in the race.
    #[serde(skip_serializing_if = "is_true")]
    pub upgrades: bool,
    /// Circuit Breaker among the upgrades.
    #[serde(skip_serializing_if = "is_true")]
    pub breaker: bool,
    /// Rounds played after the round of the first finish.
    #[serde(skip_serializing_if = "is_default_extra")]
    pub extra_rounds: u32,
    /// The option draft: upgrades each robot drafts before the first round (0: none).
    #[serde(skip_serializing_if = "is_zero")]
    pub draft: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_true(b: &bool) -> bool {
    *b
}
fn is_default_lives(n: &u8) -> bool {
    *n == House::default().lives
}
fn is_default_extra(n: &u32) -> bool {
    *n == House::default().extra_rounds
}

impl Default for Settings {
    fn default() -> Self {
        let house = House::default();
        Settings {
            board: "training".into(),
            board_text: None,
            picks: Vec::new(),
            lives: house.lives,
            upgrades: house.upgrades,
            breaker: house.breaker,
            extra_rounds: house.extra_rounds,
            draft: 0,
        }
    }
}

impl Settings {
    /// The house rules these settings choose.
    pub fn house(&self) -> House {
        House {
            lives: self.lives,
            upgrades: self.upgrades,
            breaker: self.breaker,
            extra_rounds: self.extra_rounds,
        }
    }

    /// The board these settings name.
    pub fn board(&self) -> Result<Board, SetupError> {
        if let Some(text) = &self.board_text {
            return crate::games::race::board_file::parse(&self.board, text)
                .map_err(|e| SetupError::plain(format!("board_text: {e}")));
        }
        boards::shipped(&self.board).ok_or_else(|| {
            SetupError::said(
                "race-setup-no-board",
                vec![
                    ("board", self.board.clone().into()),
                    ("boards", boards::NAMES.join(", ").into()),
                ],
            )
        })
    }
}
