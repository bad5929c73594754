//! RAMbots' orders as data for the archive's composer page ([`Compose`]), a form for each
//! turn a player sends: each round (`PROGRAM`) up to five pieces of the seat's code pool,
//! each with an orientation (lying north, east, south, west, or upright), or `PASS`; at the
//! setup (`GOALS`, asked once, in the welcome) the goal stack for the player on the left, one
//! piece of each colour from the seat's own pool, the first goal on top.

use super::board::{Colour, Dir, Piece};
use super::notation::MAX_PROGRAM;
use super::{Phase, Rambots, State, words};
use crate::games::capability::compose::{Choices, Compose, OrderForm, Pieces};
use crate::games::{Game, Seat};
use crate::lang::Say;

impl Compose for Rambots {
    fn order_forms(say: Say<'_>) -> Vec<OrderForm> {
        let mut variants: Vec<String> = Dir::ALL.iter().map(|d| d.letter().into()).collect();
        variants.push("U".into());
        let program = OrderForm {
            kind: Rambots::KIND.into(),
            keyword: "PROGRAM".into(),
            hint: say.t("rambots-compose-program"),
            min: 1,
            max: MAX_PROGRAM,
            pieces: Pieces::Dealt,
            variants,
            switches: Vec::new(),
            bare: vec!["PASS".into()],
            counted: false,
            one_per_group: false,
            said: Default::default(),
        };
        let goals = OrderForm {
            keyword: "GOALS".into(),
            hint: say.t("rambots-compose-goals"),
            min: Colour::ALL.len(),
            max: Colour::ALL.len(),
            variants: Vec::new(),
            bare: Vec::new(),
            one_per_group: true,
            ..program.clone()
        };
        vec![program, goals]
    }

    /// The seat's pool, piece by piece: while a round is programmed, and at the setup with
    /// each piece's colour (one of each makes the stack).
    /// Each piece as the reader writes it (Polish `2Z`, and blue `1N` in a goal stack where
    /// a program's is `1B`: [`words::initial`]).
    fn choices(state: &State, seat: Seat, say: Say<'_>) -> Option<Choices> {
        if Rambots::outcome(state).is_some() {
            return None;
        }
        let colour = *state.position().seats().get(seat.index())?;
        let pool: Vec<Piece> = state.position().pool(colour).pieces().collect();
        if pool.is_empty() {
            return None;
        }
        let goal = state.phase() == Phase::Setup;
        let pieces = (pool.iter())
            .map(|p| format!("{}{}", p.size.units(), words::initial(say, p.colour, goal)))
            .collect();
        Some(match state.phase() {
            Phase::Programming => Choices {
                form: "PROGRAM".into(),
                pieces,
                ..Choices::default()
            },
            Phase::Setup => {
                let groups: Vec<String> = pool.iter().map(|p| p.colour.letter().into()).collect();
                let mut colours = groups.clone();
                colours.sort();
                colours.dedup();
                Choices {
                    form: "GOALS".into(),
                    pieces,
                    groups,
                    count: Some(colours.len()),
                    ..Choices::default()
                }
            }
        })
    }
}
