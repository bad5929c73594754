//! How a turn counts where a game differs from the rule every other game keeps (the latest
//! valid orders count, any valid orders are complete, every seat orders, no limit of tries):
//! a bidding game ([`Bidding`]), seats that sit a turn out ([`IdleSeats`]), orders sent in
//! parts ([`OrdersInParts`]). The moderator asks them of a [`Loaded`] state, which gives the
//! common rule for a game without them.

use super::Via;
use crate::games::dynamic::{DynError, Loaded, from_json, to_json, typed};
use crate::games::{Game, Seat};
use serde_json::Value;

/// A bidding game (Ricochet): the best bid is kept, not the latest, and a seat has only so
/// many tries a turn.
pub trait Bidding: Game {
    /// Whether `new` replaces `old` when a player sends orders twice in one phase (Ricochet:
    /// only a strictly shorter solution does).
    fn replaces(state: &Self::State, new: &Self::Orders, old: &Self::Orders) -> bool;

    /// How many times a seat may send orders in one turn, valid or not (`None`: no limit).
    /// Ricochet limits solutions, so that refusals cannot be used to search for the answer.
    fn tries_per_turn(state: &Self::State) -> Option<u32>;
}

/// Seats that may have nothing to order (the race: a robot out of the race or powered down),
/// and what a resigned seat plays.
pub trait IdleSeats: Game {
    /// Whether `seat` has nothing to order in the current phase. The moderator enters its
    /// default orders as the turn opens, so that a round can still run early once everyone
    /// else is in, and never asks that seat for orders, reminds it or counts it late.
    fn takes_no_orders(state: &Self::State, seat: Seat) -> bool;

    /// The orders for a seat whose player has resigned, every turn from the resignation on,
    /// whatever was on file (without this capability: what a silent seat gets,
    /// [`Game::default_orders`]). The race powers the robot down for good instead of
    /// programming it at random.
    fn resigned_orders(state: &Self::State, seat: Seat) -> Self::Orders;
}

/// Orders sent in parts that build on each other (the race's `POWER DOWN` keeps the program
/// sent before): [`Game::parse_orders`] is given the orders on file, and a seat is "in" only
/// once its orders are complete.
pub trait OrdersInParts: Game {
    /// Whether `orders` are complete orders for `seat` this phase, so that the seat is "in"
    /// (the round may run early once every seat is). The race: a program for every unlocked
    /// register, or `PASS`; `POWER DOWN` or an option alone is not.
    fn orders_complete(state: &Self::State, seat: Seat, orders: &Self::Orders) -> bool;
}

/// [`Bidding`] as the moderator sees it.
pub trait DynBidding: Send + Sync {
    /// [`Bidding::replaces`].
    fn replaces(&self, state: &dyn Loaded, new: &Value, old: &Value) -> Result<bool, DynError>;
    /// [`Bidding::tries_per_turn`].
    fn tries_per_turn(&self, state: &dyn Loaded) -> Result<Option<u32>, DynError>;
}

/// [`IdleSeats`] as the moderator sees it.
pub trait DynIdleSeats: Send + Sync {
    /// [`IdleSeats::takes_no_orders`].
    fn takes_no_orders(&self, state: &dyn Loaded, seat: Seat) -> Result<bool, DynError>;
    /// [`IdleSeats::resigned_orders`].
    fn resigned_orders(&self, state: &dyn Loaded, seat: Seat) -> Result<Value, DynError>;
}

/// [`OrdersInParts`] as the moderator sees it.
pub trait DynOrdersInParts: Send + Sync {
    /// [`OrdersInParts::orders_complete`].
    fn orders_complete(
        &self,
        state: &dyn Loaded,
        seat: Seat,
        orders: &Value,
    ) -> Result<bool, DynError>;
}

impl<G: Bidding> DynBidding for Via<G> {
    fn replaces(&self, state: &dyn Loaded, new: &Value, old: &Value) -> Result<bool, DynError> {
        Ok(G::replaces(
            typed::<G>(state)?,
            &from_json("orders", new)?,
            &from_json("orders", old)?,
        ))
    }
    fn tries_per_turn(&self, state: &dyn Loaded) -> Result<Option<u32>, DynError> {
        Ok(G::tries_per_turn(typed::<G>(state)?))
    }
}

impl<G: IdleSeats> DynIdleSeats for Via<G> {
    fn takes_no_orders(&self, state: &dyn Loaded, seat: Seat) -> Result<bool, DynError> {
        Ok(G::takes_no_orders(typed::<G>(state)?, seat))
    }
    fn resigned_orders(&self, state: &dyn Loaded, seat: Seat) -> Result<Value, DynError> {
        to_json("orders", &G::resigned_orders(typed::<G>(state)?, seat))
    }
}

impl<G: OrdersInParts> DynOrdersInParts for Via<G> {
    fn orders_complete(
        &self,
        state: &dyn Loaded,
        seat: Seat,
        orders: &Value,
    ) -> Result<bool, DynError> {
        let orders = from_json("orders", orders)?;
        Ok(G::orders_complete(typed::<G>(state)?, seat, &orders))
    }
}
