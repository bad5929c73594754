//! RAMbots' orders as data for the archive's composer page ([`Compose`]): up to five pieces
//! of the seat's code pool, each with an orientation (lying north, east, south, west, or
//! upright), or `PASS`. The setup's goal stack is left to the mail.

use super::board::Dir;
use super::notation::MAX_PROGRAM;
use super::{Phase, Rambots, State};
use crate::games::capability::compose::{Choices, Compose, OrderForm, Pieces};
use crate::games::{Game, Seat};

impl Compose for Rambots {
    fn order_form() -> OrderForm {
        let mut variants: Vec<String> = Dir::ALL.iter().map(|d| d.letter().into()).collect();
        variants.push("U".into());
        OrderForm {
            kind: Rambots::KIND.into(),
            keyword: "PROGRAM".into(),
            min: 1,
            max: MAX_PROGRAM,
            pieces: Pieces::Dealt,
            variants,
            switches: Vec::new(),
            bare: vec!["PASS".into()],
            counted: false,
        }
    }

    /// The seat's pool, piece by piece, while a round is programmed.
    fn choices(state: &State, seat: Seat) -> Option<Choices> {
        if state.phase() != Phase::Programming || Rambots::outcome(state).is_some() {
            return None;
        }
        let colour = *state.position().seats().get(seat.index())?;
        let pieces: Vec<String> = (state.position().pool(colour).pieces())
            .map(|p| p.to_string())
            .collect();
        (!pieces.is_empty()).then_some(Choices {
            pieces,
            count: None,
        })
    }
}
