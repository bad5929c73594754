//! Ricochet's orders as data for the archive's composer page ([`Compose`]): a solution, move
//! by move a robot and a direction, the moves counted (fewer is better), up to the longest
//! solution robomod reads.

use super::board::{Color, Direction};
use super::game::Ricochet;
use super::notation::MAX_MOVES;
use super::state::State;
use crate::games::capability::compose::{Choices, Compose, OrderForm, Pieces};
use crate::games::{Game, Seat};

impl Compose for Ricochet {
    fn order_form() -> OrderForm {
        OrderForm {
            kind: Ricochet::KIND.into(),
            keyword: "SOLUTION".into(),
            min: 1,
            max: MAX_MOVES,
            pieces: Pieces::Fixed(Color::ALL.iter().map(|c| c.letter().into()).collect()),
            variants: Direction::ALL.iter().map(|d| d.letter().into()).collect(),
            switches: Vec::new(),
            bare: Vec::new(),
            counted: true,
        }
    }

    /// Nothing private: every seat bids with the same robots, while the game goes on.
    fn choices(state: &State, _seat: Seat) -> Option<Choices> {
        state.winner().is_none().then(Choices::default)
    }
}
