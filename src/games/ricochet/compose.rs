//! Ricochet's orders as data for the archive's composer page ([`Compose`]): a solution, move
//! by move a robot and a direction, the moves counted (fewer is better), up to the longest
//! solution robomod reads.

use super::board::{Color, Direction};
use super::game::Ricochet;
use super::notation::MAX_MOVES;
use super::state::State;
use crate::games::capability::compose::{Choices, Compose, OrderForm, Pieces};
use crate::games::{Game, Seat};
use crate::lang::Say;

impl Compose for Ricochet {
    fn order_forms(say: Say<'_>) -> Vec<OrderForm> {
        vec![OrderForm {
            kind: Ricochet::KIND.into(),
            keyword: "SOLUTION".into(),
            hint: say.t("ricochet-compose-hint"),
            min: 1,
            max: MAX_MOVES,
            pieces: Pieces::Fixed(Color::ALL.iter().map(|c| c.letter().into()).collect()),
            variants: Direction::ALL.iter().map(|d| d.letter().into()).collect(),
            switches: Vec::new(),
            bare: Vec::new(),
            counted: true,
            one_per_group: false,
            said: Default::default(),
        }]
    }

    /// Nothing private: every seat bids with the same robots, while the game goes on.
    fn choices(state: &State, _seat: Seat, _say: Say<'_>) -> Option<Choices> {
        state.winner().is_none().then(Choices::default)
    }
}
