//! [`Erased`]: a typed [`Game`] behind the object-safe [`DynGame`], its JSON read into the game's
//! types and written back, each call's errors said as a [`DynError`].

use super::{
    DynError, DynGame, DynResolution, DynRound, PhaseOrders, StateSummary, Viewer, reloads,
};
use crate::games::{
    Capabilities, Game, GameRng, JsonDoc, OrdersText, Outcome, PhaseInfo, Players, Resolution,
    Seat, TurnOrders, TurnRules,
};
use crate::lang::Say;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Wraps a [`Game`] as a [`DynGame`], with the capabilities it declares (see
/// [`super::capability`]).
pub struct Erased<G> {
    pub(in crate::games) capabilities: Capabilities,
    game: std::marker::PhantomData<fn() -> G>,
}

impl<G> Erased<G> {
    /// `G` with no capabilities declared yet.
    pub const fn new() -> Self {
        Erased {
            capabilities: Capabilities::NONE,
            game: std::marker::PhantomData,
        }
    }
}

impl<G> Default for Erased<G> {
    fn default() -> Self {
        Self::new()
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

fn settings<G: Game>(settings: &Value) -> Result<G::Settings, DynError> {
    G::Settings::deserialize(settings).map_err(|e| DynError::Settings(e.to_string()))
}

/// Every viewer's report of one resolution; rendered once per language when the game's
/// reports are the same for everyone.
fn reports<G: Game>(
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

/// What `turn` resolves `state` to, its orders read into the game's type.
fn resolve_typed<G: Game>(
    state: &G::State,
    turn: TurnOrders<'_, Value>,
    rng: &mut GameRng,
) -> Result<Resolution<G::State, G::Event>, DynError> {
    let orders = turn
        .orders
        .iter()
        .map(|o| from_json("orders", o))
        .collect::<Result<Vec<G::Orders>, _>>()?;
    let turn = TurnOrders {
        orders: &orders,
        arrival: turn.arrival,
    };
    Ok(G::resolve(state, turn, rng))
}

impl<G: TurnRules> DynGame for Erased<G> {
    fn kind(&self) -> &'static str {
        G::KIND
    }
    /// The house rules the game declares read first ([`crate::games::capability::house`]):
    /// their refusals say the option and what it takes, in this thread's language.
    fn check_settings(&self, s: &Value) -> Result<Value, DynError> {
        if let (Some(house), Value::Object(map)) = (self.capabilities.house, s) {
            let map = crate::games::capability::house::check(house, map, crate::lang::now())
                .map_err(DynError::Settings)?;
            return to_json("settings", &settings::<G>(&Value::Object(map))?);
        }
        to_json("settings", &settings::<G>(s)?)
    }
    fn new_game(
        &self,
        s: &Value,
        players: Players<'_>,
        rng: &mut GameRng,
    ) -> Result<Value, DynError> {
        to_json("state", &G::new_game(&settings::<G>(s)?, players, rng)?)
    }
    fn seat_label(&self, state: &Value, seat: Seat) -> Result<String, DynError> {
        Ok(G::seat_label(&from_json("state", state)?, seat))
    }
    fn phase(&self, state: &Value) -> Result<PhaseInfo, DynError> {
        Ok(G::phase(&from_json("state", state)?))
    }
    fn phase_in(&self, state: &Value, say: Say<'_>) -> Result<PhaseInfo, DynError> {
        Ok(G::phase_in(&from_json("state", state)?, say))
    }
    fn seat_name(&self, state: &Value, seat: Seat, say: Say<'_>) -> Result<String, DynError> {
        Ok(G::seat_name(&from_json("state", state)?, seat, say))
    }
    fn parse_orders(
        &self,
        state: &Value,
        seat: Seat,
        written: OrdersText<'_, Value>,
        say: Say<'_>,
    ) -> Result<(Value, String), DynError> {
        let st: G::State = from_json("state", state)?;
        let on_file: Option<G::Orders> = written
            .on_file
            .map(|o| from_json("orders", o))
            .transpose()?;
        let typed = OrdersText {
            text: written.text,
            on_file: on_file.as_ref(),
        };
        let orders = G::parse_orders(&st, seat, typed, say)?;
        Ok((to_json("orders", &orders)?, G::canonical(&st, &orders, say)))
    }
    fn orders_on_file(&self) -> bool {
        G::ORDERS_ON_FILE
    }
    fn canonical(&self, state: &Value, orders: &Value, say: Say<'_>) -> Result<String, DynError> {
        Ok(G::canonical(
            &from_json("state", state)?,
            &from_json("orders", orders)?,
            say,
        ))
    }
    fn default_orders(&self, state: &Value, seat: Seat) -> Result<Value, DynError> {
        to_json(
            "orders",
            &G::default_orders(&from_json("state", state)?, seat),
        )
    }
    fn resolve(
        &self,
        state: &Value,
        turn: TurnOrders<'_, Value>,
        rng: &mut GameRng,
    ) -> Result<DynResolution, DynError> {
        let r = resolve_typed::<G>(&from_json("state", state)?, turn, rng)?;
        Ok(DynResolution {
            state: to_json("state", &r.state)?,
            events: to_json("events", &r.events)?,
        })
    }
    fn render_report(
        &self,
        before: &Value,
        events: &Value,
        after: &Value,
        viewer: Option<Seat>,
        say: Say<'_>,
    ) -> Result<String, DynError> {
        let events: Vec<G::Event> = from_json("events", events)?;
        Ok(G::render_report(
            &from_json("state", before)?,
            &events,
            &from_json("state", after)?,
            viewer,
            say,
        ))
    }
    fn render_status(
        &self,
        state: &Value,
        viewer: Option<Seat>,
        say: Say<'_>,
    ) -> Result<String, DynError> {
        Ok(G::render_status(&from_json("state", state)?, viewer, say))
    }
    fn outcome(&self, state: &Value) -> Result<Option<Outcome>, DynError> {
        Ok(G::outcome(&from_json("state", state)?))
    }
    fn help(&self, say: Say<'_>) -> String {
        G::help(say)
    }
    fn rules(&self, say: Say<'_>) -> String {
        G::rules(say)
    }
    fn rules_in_short(&self, say: Say<'_>) -> String {
        G::rules_in_short(say)
    }
    fn example_orders(&self) -> &'static str {
        G::example_orders()
    }
    fn trials(&self) -> crate::games::Trials {
        G::trials()
    }
    fn vocabulary(&self) -> crate::games::Vocabulary {
        G::VOCABULARY
    }
    fn replaces(&self, state: &Value, new: &Value, old: &Value) -> Result<bool, DynError> {
        Ok(G::replaces(
            &from_json("state", state)?,
            &from_json("orders", new)?,
            &from_json("orders", old)?,
        ))
    }
    fn takes_no_orders(&self, state: &Value, seat: Seat) -> Result<bool, DynError> {
        Ok(G::takes_no_orders(&from_json("state", state)?, seat))
    }
    fn seats_in(&self, state: &Value, kept: &[Option<&Value>]) -> Result<Vec<bool>, DynError> {
        let st: G::State = from_json("state", state)?;
        kept.iter()
            .enumerate()
            .map(|(i, o)| {
                let seat = Seat(i as u8);
                Ok(match o {
                    Some(o) => G::orders_complete(&st, seat, &from_json("orders", o)?),
                    None => false,
                })
            })
            .collect()
    }
    fn default_text(&self, state: &Value, seat: Seat, say: Say<'_>) -> Result<String, DynError> {
        Ok(G::default_text(&from_json("state", state)?, seat, say))
    }
    fn tries_per_turn(&self, state: &Value) -> Result<Option<u32>, DynError> {
        Ok(G::tries_per_turn(&from_json("state", state)?))
    }
    fn resigned_orders(&self, state: &Value, seat: Seat) -> Result<Value, DynError> {
        to_json(
            "orders",
            &G::resigned_orders(&from_json("state", state)?, seat),
        )
    }
    fn resigned_text(&self, state: &Value, seat: Seat, say: Say<'_>) -> Result<String, DynError> {
        Ok(G::resigned_text(&from_json("state", state)?, seat, say))
    }
    fn render_reports(
        &self,
        before: &Value,
        events: &Value,
        after: &Value,
        viewers: &[Viewer<'_>],
    ) -> Result<Vec<String>, DynError> {
        let events: Vec<G::Event> = from_json("events", events)?;
        let (before, after): (G::State, G::State) =
            (from_json("state", before)?, from_json("state", after)?);
        Ok(reports::<G>(&before, &events, &after, viewers))
    }
    fn summary(&self, state: &Value, seats: usize, say: Say<'_>) -> Result<StateSummary, DynError> {
        Ok(summarise::<G>(&from_json("state", state)?, seats, say))
    }
    fn read_orders(
        &self,
        state: &Value,
        seat: Seat,
        pick: &dyn Fn(&PhaseInfo) -> Option<String>,
        on_file: Option<&Value>,
        say: Say<'_>,
    ) -> Result<PhaseOrders, DynError> {
        let st: G::State = from_json("state", state)?;
        let phase = G::phase_in(&st, say);
        let on_file: Option<G::Orders> = on_file.map(|o| from_json("orders", o)).transpose()?;
        let orders = match pick(&phase) {
            None => None,
            Some(text) => {
                let written = OrdersText {
                    text: &text,
                    on_file: on_file.as_ref(),
                };
                match G::parse_orders(&st, seat, written, say) {
                    Ok(o) => Some(Ok((to_json("orders", &o)?, G::canonical(&st, &o, say)))),
                    Err(e) => Some(Err(e)),
                }
            }
        };
        Ok((phase, orders))
    }
    fn resolve_round(
        &self,
        state: &Value,
        turn: TurnOrders<'_, Value>,
        rng: &mut GameRng,
        viewers: &[Viewer<'_>],
        say: Say<'_>,
    ) -> Result<DynRound, DynError> {
        let st: G::State = from_json("state", state)?;
        let seats = turn.orders.len();
        let r = resolve_typed::<G>(&st, turn, rng)?;
        let state = reloads::<G>(&r.state).map_err(DynError::Unloadable)?;
        let reports = reports::<G>(&st, &r.events, &r.state, viewers);
        Ok(DynRound {
            before: G::phase_in(&st, say),
            state,
            events: to_doc("events", &r.events)?,
            reports,
            after: summarise::<G>(&r.state, seats, say),
        })
    }
    fn capabilities(&self) -> &Capabilities {
        &self.capabilities
    }
}

fn summarise<G: TurnRules>(state: &G::State, seats: usize, say: Say<'_>) -> StateSummary {
    StateSummary {
        phase: G::phase_in(state, say),
        phase_name: G::phase(state).name,
        outcome: G::outcome(state),
        labels: (0..seats)
            .map(|i| G::seat_name(state, Seat(i as u8), say))
            .collect(),
        idle: (0..seats)
            .map(|i| {
                let seat = Seat(i as u8);
                (
                    G::takes_no_orders(state, seat),
                    G::default_text(state, seat, say),
                )
            })
            .collect(),
        resigned: (0..seats)
            .map(|i| G::resigned_text(state, Seat(i as u8), say))
            .collect(),
    }
}
