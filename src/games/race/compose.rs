//! The race's orders as data for the archive's composer page ([`Compose`]): five registers
//! filled from the hand dealt, each card once, one per unlocked register, or `PASS`; `POWER
//! DOWN` beside them. The upgrades' forms and options are left to the mail (HELP).

use super::cards::Card;
use super::game::{Phase, Race, State};
use super::position::REGISTERS;
use crate::games::capability::compose::{Choices, Compose, OrderForm, Pieces, Switch};
use crate::games::{Game, IdleSeats, Seat};

impl Compose for Race {
    fn order_form() -> OrderForm {
        OrderForm {
            kind: Race::KIND.into(),
            keyword: "PROGRAM".into(),
            min: 1,
            max: REGISTERS,
            pieces: Pieces::Dealt,
            variants: Vec::new(),
            switches: vec![Switch {
                line: "POWER DOWN".into(),
            }],
            bare: vec!["PASS".into()],
            counted: false,
        }
    }

    /// The hand dealt, and one instruction for each unlocked register: in a round being
    /// programmed, for a robot that takes orders.
    fn choices(state: &State, seat: Seat) -> Option<Choices> {
        if !matches!(state.phase, Phase::Racing) || Race::takes_no_orders(state, seat) {
            return None;
        }
        let robot = state.position.robots().get(seat.index())?;
        let unlocked = REGISTERS - robot.locked();
        // In the order the report lists the hand (F3 F2 F B L R U).
        let mut hand: Vec<Card> = state.hand(seat).to_vec();
        hand.sort();
        if unlocked == 0 || hand.len() < unlocked {
            return None;
        }
        Some(Choices {
            pieces: hand.iter().map(|c| c.text().to_string()).collect(),
            count: Some(unlocked),
        })
    }
}
