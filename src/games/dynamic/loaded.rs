//! [`Loaded`]: one stored state read into its game's types once ([`super::DynGame::load`]),
//! and everything the moderator asks of a state asked of it, each answer from the typed state.
//! [`Typed`], the one implementation, holds the state and the capabilities its game declared,
//! so that what only some games do (a bid kept, a seat sitting out) is asked of the same value.

use super::{DynError, DynResolution, DynRound, StateSummary, Viewer, reloads};
use crate::games::JsonDoc;
use crate::games::{
    Capabilities, GameRng, OrdersText, Outcome, PhaseInfo, Seat, TurnOrders, TurnRules,
};
use crate::lang::Say;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::any::Any;

/// A game's state, read once: what is asked of one state (its phase, seat names, orders read
/// against it, its resolution, reports and outcome) is asked of this value, which the game
/// reads from the stored JSON once ([`super::DynGame::load`]). Orders and events stay JSON,
/// as the store keeps them. What a game without a capability gets (every orders complete, the
/// latest kept, no limit of tries) is said here, so callers never ask which game they hold.
pub trait Loaded {
    /// The typed state, for its own game's capabilities to read it as itself.
    fn as_any(&self) -> &dyn Any;
    /// The game's registry name.
    fn kind(&self) -> &'static str;
    /// [`crate::games::Game::seat_label`].
    fn seat_label(&self, seat: Seat) -> String;
    /// [`crate::games::Game::phase`].
    fn phase(&self) -> PhaseInfo;
    /// [`crate::games::Game::phase_in`].
    fn phase_in(&self, say: Say<'_>) -> PhaseInfo;
    /// [`crate::games::Game::round_number`].
    fn round_number(&self) -> Option<u32>;
    /// [`crate::games::Game::seat_name`].
    fn seat_name(&self, seat: Seat, say: Say<'_>) -> String;
    /// [`crate::games::Game::parse_orders`]: validated orders as JSON plus their canonical
    /// notation.
    fn parse_orders(
        &self,
        seat: Seat,
        written: OrdersText<'_, Value>,
        say: Say<'_>,
    ) -> Result<(Value, String), DynError>;
    /// [`crate::games::Game::canonical`].
    fn canonical(&self, orders: &Value, say: Say<'_>) -> Result<String, DynError>;
    /// [`crate::games::Game::default_orders`].
    fn default_orders(&self, seat: Seat) -> Result<Value, DynError>;
    /// [`crate::games::Game::resolve`].
    fn resolve(
        &self,
        turn: TurnOrders<'_, Value>,
        rng: &mut GameRng,
    ) -> Result<DynResolution, DynError>;
    /// [`crate::games::Game::render_report`] of the resolution from this state by `events` to
    /// `after`, for each of `viewers` in its reader's language (rendered once per language
    /// when the game's reports are the same for everyone).
    fn render_reports(
        &self,
        events: &Value,
        after: &dyn Loaded,
        viewers: &[Viewer<'_>],
    ) -> Result<Vec<String>, DynError>;
    /// [`crate::games::Game::render_status`].
    fn render_status(&self, viewer: Option<Seat>, say: Say<'_>) -> String;
    /// [`crate::games::Game::outcome`].
    fn outcome(&self) -> Option<Outcome>;
    /// [`crate::games::TurnRules::default_text`].
    fn default_text(&self, seat: Seat, say: Say<'_>) -> String;
    /// [`crate::games::TurnRules::resigned_text`].
    fn resigned_text(&self, seat: Seat, say: Say<'_>) -> String;
    /// [`crate::games::TurnRules::kept_text`].
    fn kept_text(&self, seat: Seat, say: Say<'_>) -> String;

    /// Whether `new` replaces `old` sent before in this phase
    /// ([`crate::games::capability::Bidding::replaces`]; without it, the latest counts).
    fn replaces(&self, new: &Value, old: &Value) -> Result<bool, DynError>;
    /// [`crate::games::Game::left_to_chance`].
    fn left_to_chance(&self, orders: &Value) -> Result<bool, DynError>;
    /// How many times a seat may send orders this turn
    /// ([`crate::games::capability::Bidding::tries_per_turn`]; without it, no limit).
    fn tries_per_turn(&self) -> Result<Option<u32>, DynError>;
    /// Whether `seat` has nothing to order
    /// ([`crate::games::capability::IdleSeats::takes_no_orders`]; without it, never).
    fn takes_no_orders(&self, seat: Seat) -> Result<bool, DynError>;
    /// The orders of a seat whose player resigned
    /// ([`crate::games::capability::IdleSeats::resigned_orders`]; without it, the default
    /// orders).
    fn resigned_orders(&self, seat: Seat) -> Result<Value, DynError>;
    /// Whether `orders` make `seat` "in" this phase
    /// ([`crate::games::capability::OrdersInParts::orders_complete`]; without it, any valid
    /// orders do).
    fn orders_complete(&self, seat: Seat, orders: &Value) -> Result<bool, DynError>;

    /// [`Loaded::resolve`], the reports for `viewers` and the summary of the new state for
    /// every seat (its texts in `say`'s language), each state read once (a round run).
    /// Refuses a new state that does not load back ([`reloads`]).
    fn resolve_round(
        &self,
        turn: TurnOrders<'_, Value>,
        rng: &mut GameRng,
        viewers: &[Viewer<'_>],
        say: Say<'_>,
    ) -> Result<DynRound, DynError>;

    /// [`Loaded::render_reports`] for one viewer.
    fn render_report(
        &self,
        events: &Value,
        after: &dyn Loaded,
        viewer: Option<Seat>,
        say: Say<'_>,
    ) -> Result<String, DynError> {
        Ok(self
            .render_reports(events, after, &[(viewer, say)])?
            .pop()
            .unwrap_or_default())
    }

    /// The phase, outcome and names of seats `0..seats`, and what a silent or resigned seat
    /// does, in `say`'s language.
    fn summary(&self, seats: usize, say: Say<'_>) -> Result<StateSummary, DynError> {
        let seats = (0..seats).map(|i| Seat(i as u8));
        Ok(StateSummary {
            phase: self.phase_in(say),
            phase_name: self.phase().name,
            outcome: self.outcome(),
            labels: seats.clone().map(|s| self.seat_name(s, say)).collect(),
            idle: seats
                .clone()
                .map(|s| Ok((self.takes_no_orders(s)?, self.default_text(s, say))))
                .collect::<Result<_, DynError>>()?,
            resigned: seats.map(|s| self.resigned_text(s, say)).collect(),
        })
    }
}

pub(in crate::games) fn from_json<T: DeserializeOwned>(
    what: &'static str,
    v: &Value,
) -> Result<T, DynError> {
    T::deserialize(v).map_err(|source| DynError::Json { what, source })
}

pub(in crate::games) fn to_json<T: Serialize>(
    what: &'static str,
    v: &T,
) -> Result<Value, DynError> {
    serde_json::to_value(v).map_err(|source| DynError::Json { what, source })
}

fn to_doc<T: Serialize>(what: &'static str, v: &T) -> Result<JsonDoc, DynError> {
    JsonDoc::from_typed(v).map_err(|source| DynError::Json { what, source })
}

/// The state of game `G` behind `loaded`, for `G`'s own capabilities; a state of another game
/// is refused.
pub(in crate::games) fn typed<G: crate::games::Game>(
    loaded: &dyn Loaded,
) -> Result<&G::State, DynError> {
    loaded
        .as_any()
        .downcast_ref::<G::State>()
        .ok_or(DynError::OtherGame {
            kind: loaded.kind(),
            wanted: G::KIND,
        })
}

/// A state of game `G`, read, with the capabilities `G` declared.
pub(in crate::games) struct Typed<G: crate::games::Game> {
    pub(super) state: G::State,
    pub(super) capabilities: Capabilities,
}

impl<G: TurnRules> Typed<G> {
    fn orders(&self, o: &Value) -> Result<G::Orders, DynError> {
        from_json("orders", o)
    }
}

impl<G: TurnRules> Loaded for Typed<G> {
    fn as_any(&self) -> &dyn Any {
        &self.state
    }
    fn kind(&self) -> &'static str {
        G::KIND
    }
    fn seat_label(&self, seat: Seat) -> String {
        G::seat_label(&self.state, seat)
    }
    fn phase(&self) -> PhaseInfo {
        G::phase(&self.state)
    }
    fn phase_in(&self, say: Say<'_>) -> PhaseInfo {
        G::phase_in(&self.state, say)
    }
    fn round_number(&self) -> Option<u32> {
        G::round_number(&self.state)
    }
    fn seat_name(&self, seat: Seat, say: Say<'_>) -> String {
        G::seat_name(&self.state, seat, say)
    }
    fn parse_orders(
        &self,
        seat: Seat,
        written: OrdersText<'_, Value>,
        say: Say<'_>,
    ) -> Result<(Value, String), DynError> {
        let on_file = written.on_file.map(|o| self.orders(o)).transpose()?;
        let typed = OrdersText {
            text: written.text,
            on_file: on_file.as_ref(),
        };
        let orders = G::parse_orders(&self.state, seat, typed, say)?;
        let canonical = G::canonical(&self.state, &orders, say);
        Ok((to_json("orders", &orders)?, canonical))
    }
    fn canonical(&self, orders: &Value, say: Say<'_>) -> Result<String, DynError> {
        Ok(G::canonical(&self.state, &self.orders(orders)?, say))
    }
    fn default_orders(&self, seat: Seat) -> Result<Value, DynError> {
        to_json("orders", &G::default_orders(&self.state, seat))
    }
    fn resolve(
        &self,
        turn: TurnOrders<'_, Value>,
        rng: &mut GameRng,
    ) -> Result<DynResolution, DynError> {
        let r = self.resolved(turn, rng)?;
        Ok(DynResolution {
            state: to_json("state", &r.state)?,
            events: to_json("events", &r.events)?,
        })
    }
    fn render_reports(
        &self,
        events: &Value,
        after: &dyn Loaded,
        viewers: &[Viewer<'_>],
    ) -> Result<Vec<String>, DynError> {
        let events: Vec<G::Event> = from_json("events", events)?;
        Ok(reports::<G>(
            &self.state,
            &events,
            typed::<G>(after)?,
            viewers,
        ))
    }
    fn render_status(&self, viewer: Option<Seat>, say: Say<'_>) -> String {
        G::render_status(&self.state, viewer, say)
    }
    fn outcome(&self) -> Option<Outcome> {
        G::outcome(&self.state)
    }
    fn default_text(&self, seat: Seat, say: Say<'_>) -> String {
        G::default_text(&self.state, seat, say)
    }
    fn resigned_text(&self, seat: Seat, say: Say<'_>) -> String {
        G::resigned_text(&self.state, seat, say)
    }
    fn kept_text(&self, seat: Seat, say: Say<'_>) -> String {
        G::kept_text(&self.state, seat, say)
    }
    fn left_to_chance(&self, orders: &Value) -> Result<bool, DynError> {
        Ok(G::left_to_chance(&self.orders(orders)?))
    }
    fn replaces(&self, new: &Value, old: &Value) -> Result<bool, DynError> {
        match self.capabilities.bidding {
            Some(b) => b.replaces(self, new, old),
            None => Ok(true),
        }
    }
    fn tries_per_turn(&self) -> Result<Option<u32>, DynError> {
        match self.capabilities.bidding {
            Some(b) => b.tries_per_turn(self),
            None => Ok(None),
        }
    }
    fn takes_no_orders(&self, seat: Seat) -> Result<bool, DynError> {
        match self.capabilities.idle_seats {
            Some(i) => i.takes_no_orders(self, seat),
            None => Ok(false),
        }
    }
    fn resigned_orders(&self, seat: Seat) -> Result<Value, DynError> {
        match self.capabilities.idle_seats {
            Some(i) => i.resigned_orders(self, seat),
            None => self.default_orders(seat),
        }
    }
    fn orders_complete(&self, seat: Seat, orders: &Value) -> Result<bool, DynError> {
        match self.capabilities.orders_in_parts {
            Some(p) => p.orders_complete(self, seat, orders),
            None => Ok(true),
        }
    }
    fn resolve_round(
        &self,
        turn: TurnOrders<'_, Value>,
        rng: &mut GameRng,
        viewers: &[Viewer<'_>],
        say: Say<'_>,
    ) -> Result<DynRound, DynError> {
        let r = self.resolved(turn, rng)?;
        let state = reloads::<G>(&r.state).map_err(DynError::Unloadable)?;
        let reports = reports::<G>(&self.state, &r.events, &r.state, viewers);
        let events = to_doc("events", &r.events)?;
        let after = Typed::<G> {
            state: r.state,
            capabilities: self.capabilities,
        };
        Ok(DynRound {
            before: self.phase_in(say),
            state,
            events,
            reports,
            after: after.summary(turn.orders.len(), say)?,
        })
    }
}

impl<G: TurnRules> Typed<G> {
    /// The resolution of this state with `turn`'s orders read into the game's types.
    fn resolved(
        &self,
        turn: TurnOrders<'_, Value>,
        rng: &mut GameRng,
    ) -> Result<crate::games::Resolution<G::State, G::Event>, DynError> {
        let orders = turn
            .orders
            .iter()
            .map(|o| self.orders(o))
            .collect::<Result<Vec<_>, _>>()?;
        let turn = TurnOrders {
            orders: &orders,
            arrival: turn.arrival,
        };
        Ok(G::resolve(&self.state, turn, rng))
    }
}

/// Every viewer's report of one resolution; rendered once per language when the game's
/// reports are the same for everyone.
fn reports<G: crate::games::Game>(
    before: &G::State,
    events: &[G::Event],
    after: &G::State,
    viewers: &[Viewer<'_>],
) -> Vec<String> {
    if G::PRIVATE_REPORTS {
        return viewers
            .iter()
            .map(|&(v, say)| G::render_report(before, events, after, v, say))
            .collect();
    }
    let mut done: Vec<(&str, String)> = Vec::new();
    viewers
        .iter()
        .map(|&(v, say)| {
            if let Some((_, r)) = done.iter().find(|(c, _)| *c == say.code()) {
                return r.clone();
            }
            let r = G::render_report(before, events, after, v, say);
            done.push((say.code(), r.clone()));
            r
        })
        .collect()
}
