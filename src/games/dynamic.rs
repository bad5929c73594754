//! The JSON-facing view of a game: [`DynGame`], object-safe, with states, orders and events as
//! `serde_json::Value`, as the store keeps them; [`Erased`] gives every [`Game`] this view. The
//! moderator drives games only through it, so it never knows which game it runs. The batch
//! methods (`read_orders`, `summary`, `resolve_round`) read a stored state once where the single
//! calls would each read it again; [`Erased`], the one implementation, reads it once in each.

use super::{Game, GameRng, JsonDoc, OrdersError, Outcome, PhaseInfo, Seat, SetupError};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Errors of the JSON-facing [`DynGame`] view.
#[derive(Debug, thiserror::Error)]
pub enum DynError {
    #[error("stored {what} does not fit this game: {source}")]
    Json {
        what: &'static str,
        #[source]
        source: serde_json::Error,
    },
    #[error("bad game settings: {0}")]
    Settings(String),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error(transparent)]
    Orders(#[from] OrdersError),
    /// The engine produced a state its own loader refuses or reads back different: storing it
    /// would jam the game, so the round is not stored.
    #[error("the round produced a state that does not load back ({0}): a bug in the game")]
    Unloadable(String),
}

/// `state` as the store writes it (JSON text), read back the way the moderator reads a stored
/// state and written again: the stored document when both texts are equal. Every round the
/// moderator stores passes this check first, so no state is ever stored that cannot be run.
pub fn reloads<G: Game>(state: &G::State) -> Result<JsonDoc, String> {
    let text = serde_json::to_string(state).map_err(|e| format!("cannot write it: {e}"))?;
    let doc = JsonDoc::parse(text).map_err(|e| format!("not JSON: {e}"))?;
    let back = G::State::deserialize(doc.value()).map_err(|e| e.to_string())?;
    let again = serde_json::to_string(&back).map_err(|e| format!("cannot write it: {e}"))?;
    if again == doc.text() {
        Ok(doc)
    } else {
        Err(format!(
            "it reads back as {again}, written as {}",
            doc.text()
        ))
    }
}

/// A resolution with state and events as JSON, as the store keeps them.
#[derive(Clone, Debug)]
pub struct DynResolution {
    pub state: serde_json::Value,
    pub events: serde_json::Value,
}

/// What the moderator says about one state in its mails, read from the state once: the phase,
/// the outcome and every seat's label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateSummary {
    pub phase: PhaseInfo,
    pub outcome: Option<Outcome>,
    /// The label of seats `0..seats`.
    pub labels: Vec<String>,
    /// Per seat, what happens at the deadline to a seat that sends nothing
    /// ([`Game::default_text`]), and whether it has nothing to order ([`Game::takes_no_orders`]).
    pub idle: Vec<(bool, String)>,
}

impl StateSummary {
    /// Whether `seat` has nothing to order in this state.
    pub fn takes_no_orders(&self, seat: Seat) -> bool {
        self.idle.get(seat.index()).is_some_and(|(idle, _)| *idle)
    }
    /// What happens at the deadline to `seat` if it sends nothing.
    pub fn default_text(&self, seat: Seat) -> String {
        self.idle
            .get(seat.index())
            .map(|(_, t)| t.clone())
            .unwrap_or_default()
    }

    /// The label of `seat`, or its number when the summary has no label for it.
    pub fn label(&self, seat: Seat) -> String {
        self.labels
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| seat.to_string())
    }
}

/// A resolved round as the moderator stores and mails it: the resolution, the report for each
/// viewer asked for, and the summary of the new state.
#[derive(Clone, Debug)]
pub struct DynRound {
    /// The phase the round was played in (of the state before it).
    pub before: PhaseInfo,
    /// The new state and the events, serialised straight from the engine's types.
    pub state: JsonDoc,
    pub events: JsonDoc,
    pub reports: Vec<String>,
    pub after: StateSummary,
}

/// Orders read in the phase they were sent for: the phase, and the orders (valid or not)
/// when `pick` found a text to read in it.
pub type PhaseOrders = (
    PhaseInfo,
    Option<Result<(serde_json::Value, String), OrdersError>>,
);

/// The object-safe face of a [`Game`]: states, orders and events as JSON.
pub trait DynGame: Send + Sync {
    fn kind(&self) -> &'static str;
    /// Settings from a JSON object; refuses unknown keys and bad values, naming them.
    fn check_settings(&self, settings: &serde_json::Value) -> Result<serde_json::Value, DynError>;
    fn new_game(
        &self,
        settings: &serde_json::Value,
        players: usize,
        rng: &mut GameRng,
    ) -> Result<serde_json::Value, DynError>;
    /// [`Game::new_game_named`]: a new game whose seats carry the players' names.
    fn new_game_named(
        &self,
        settings: &serde_json::Value,
        names: &[String],
        rng: &mut GameRng,
    ) -> Result<serde_json::Value, DynError>;
    fn seat_label(&self, state: &serde_json::Value, seat: Seat) -> Result<String, DynError>;
    fn phase(&self, state: &serde_json::Value) -> Result<PhaseInfo, DynError>;
    /// Validated orders as JSON plus their canonical notation.
    fn parse_orders(
        &self,
        state: &serde_json::Value,
        seat: Seat,
        text: &str,
    ) -> Result<(serde_json::Value, String), DynError>;
    fn canonical(
        &self,
        state: &serde_json::Value,
        orders: &serde_json::Value,
    ) -> Result<String, DynError>;
    fn default_orders(
        &self,
        state: &serde_json::Value,
        seat: Seat,
    ) -> Result<serde_json::Value, DynError>;
    fn replaces(
        &self,
        state: &serde_json::Value,
        new: &serde_json::Value,
        old: &serde_json::Value,
    ) -> Result<bool, DynError>;
    /// [`Game::resolve_ranked`]: `arrival[seat]` ranks when each seat's kept orders arrived
    /// (all `None`, or an empty slice: no ranks, as [`Game::resolve`]).
    fn resolve_ranked(
        &self,
        state: &serde_json::Value,
        orders: &[serde_json::Value],
        arrival: &[Option<u64>],
        rng: &mut GameRng,
    ) -> Result<DynResolution, DynError>;
    fn render_report(
        &self,
        before: &serde_json::Value,
        events: &serde_json::Value,
        after: &serde_json::Value,
        viewer: Option<Seat>,
    ) -> Result<String, DynError>;
    /// [`DynGame::render_report`] for each of `viewers`, reading the stored states and events
    /// once (a round's mails to every seat; the intake benchmark's hot path).
    fn render_reports(
        &self,
        before: &serde_json::Value,
        events: &serde_json::Value,
        after: &serde_json::Value,
        viewers: &[Option<Seat>],
    ) -> Result<Vec<String>, DynError>;
    fn render_status(
        &self,
        state: &serde_json::Value,
        viewer: Option<Seat>,
    ) -> Result<String, DynError>;
    /// [`Game::PICTURES`].
    fn draws_pictures(&self) -> bool;
    /// [`Game::render_picture`]; `events` `null` or `[]`: the position alone.
    fn render_picture(
        &self,
        before: &serde_json::Value,
        events: &serde_json::Value,
        after: &serde_json::Value,
    ) -> Result<Option<String>, DynError>;
    fn outcome(&self, state: &serde_json::Value) -> Result<Option<Outcome>, DynError>;
    /// [`Game::render_steps`].
    fn render_steps(
        &self,
        before: &serde_json::Value,
        events: &serde_json::Value,
        after: &serde_json::Value,
    ) -> Result<Vec<crate::games::Step>, DynError>;
    /// [`Game::render_standings`].
    fn render_standings(&self, state: &serde_json::Value) -> Result<Option<String>, DynError>;
    fn help(&self) -> &'static str;
    /// [`Game::VOCABULARY`].
    fn vocabulary(&self) -> super::Vocabulary;

    /// The phase, outcome and labels of seats `0..seats`, reading the state once.
    fn summary(&self, state: &serde_json::Value, seats: usize) -> Result<StateSummary, DynError>;

    /// [`DynGame::phase`], then [`Game::parse_orders_on_file`] of the text `pick` chooses for
    /// that phase (none: nothing to read) on top of the seat's orders `on_file`, reading the
    /// state once (one player's mail).
    fn read_orders(
        &self,
        state: &serde_json::Value,
        seat: Seat,
        pick: &dyn Fn(&PhaseInfo) -> Option<String>,
        on_file: Option<&serde_json::Value>,
    ) -> Result<PhaseOrders, DynError>;

    /// [`Game::ORDERS_ON_FILE`].
    fn orders_on_file(&self) -> bool;

    /// [`Game::what_if`].
    fn what_if(
        &self,
        state: &serde_json::Value,
        seat: Seat,
        orders: &serde_json::Value,
        rng: &mut GameRng,
    ) -> Result<Option<String>, DynError>;

    /// [`Game::takes_no_orders`].
    fn takes_no_orders(&self, state: &serde_json::Value, seat: Seat) -> Result<bool, DynError>;
    /// Per seat, whether it is "in": its kept orders are complete ([`Game::orders_complete`]),
    /// or it has nothing to order ([`Game::takes_no_orders`]). `kept[i]` is seat `i`'s kept
    /// orders, if any. Reads the state once.
    fn seats_in(
        &self,
        state: &serde_json::Value,
        kept: &[Option<&serde_json::Value>],
    ) -> Result<Vec<bool>, DynError>;
    /// [`Game::default_text`].
    fn default_text(&self, state: &serde_json::Value, seat: Seat) -> Result<String, DynError>;
    /// [`Game::tries_per_turn`].
    fn tries_per_turn(&self, state: &serde_json::Value) -> Result<Option<u32>, DynError>;

    /// [`Game::grant_wildcards`]: the new state.
    fn grant_wildcards(
        &self,
        state: &serde_json::Value,
        seat: Seat,
        n: u8,
    ) -> Result<serde_json::Value, DynError>;

    /// [`Game::next_settings`].
    fn next_settings(
        &self,
        state: &serde_json::Value,
        settings: &serde_json::Value,
        seated: &[Seat],
    ) -> Result<Option<serde_json::Value>, DynError>;

    /// [`Game::bot_orders`]: the orders and their canonical text.
    fn bot_orders(
        &self,
        state: &serde_json::Value,
        seat: Seat,
        rng: &mut GameRng,
    ) -> Result<Option<(serde_json::Value, String)>, DynError>;

    /// [`DynGame::resolve_ranked`], the reports for `viewers` and the summary of the new state
    /// for seats `0..seats`, reading each state once (a round run).
    fn resolve_round(
        &self,
        state: &serde_json::Value,
        orders: &[serde_json::Value],
        arrival: &[Option<u64>],
        rng: &mut GameRng,
        viewers: &[Option<Seat>],
    ) -> Result<DynRound, DynError>;
}

/// Wraps a [`Game`] as a [`DynGame`].
pub struct Erased<G>(std::marker::PhantomData<fn() -> G>);

impl<G> Erased<G> {
    pub const fn new() -> Self {
        Erased(std::marker::PhantomData)
    }
}

impl<G> Default for Erased<G> {
    fn default() -> Self {
        Self::new()
    }
}

fn from_json<T: DeserializeOwned>(
    what: &'static str,
    v: &serde_json::Value,
) -> Result<T, DynError> {
    T::deserialize(v).map_err(|source| DynError::Json { what, source })
}

/// Every viewer's report of one resolution; rendered once when the game's reports are the
/// same for everyone.
fn reports<G: Game>(
    before: &G::State,
    events: &[G::Event],
    after: &G::State,
    viewers: &[Option<Seat>],
) -> Vec<String> {
    if G::PRIVATE_REPORTS {
        return viewers
            .iter()
            .map(|&v| G::render_report(before, events, after, v))
            .collect();
    }
    let Some(first) = viewers.first() else {
        return Vec::new();
    };
    vec![G::render_report(before, events, after, *first); viewers.len()]
}

fn to_doc<T: Serialize>(what: &'static str, v: &T) -> Result<JsonDoc, DynError> {
    JsonDoc::from_typed(v).map_err(|source| DynError::Json { what, source })
}

fn to_json<T: Serialize>(what: &'static str, v: &T) -> Result<serde_json::Value, DynError> {
    serde_json::to_value(v).map_err(|source| DynError::Json { what, source })
}

impl<G: Game> DynGame for Erased<G> {
    fn kind(&self) -> &'static str {
        G::KIND
    }
    fn check_settings(&self, settings: &serde_json::Value) -> Result<serde_json::Value, DynError> {
        let s: G::Settings =
            G::Settings::deserialize(settings).map_err(|e| DynError::Settings(e.to_string()))?;
        to_json("settings", &s)
    }
    fn new_game(
        &self,
        settings: &serde_json::Value,
        players: usize,
        rng: &mut GameRng,
    ) -> Result<serde_json::Value, DynError> {
        let s: G::Settings =
            G::Settings::deserialize(settings).map_err(|e| DynError::Settings(e.to_string()))?;
        to_json("state", &G::new_game(&s, players, rng)?)
    }
    fn new_game_named(
        &self,
        settings: &serde_json::Value,
        names: &[String],
        rng: &mut GameRng,
    ) -> Result<serde_json::Value, DynError> {
        let s: G::Settings =
            G::Settings::deserialize(settings).map_err(|e| DynError::Settings(e.to_string()))?;
        to_json("state", &G::new_game_named(&s, names, rng)?)
    }
    fn seat_label(&self, state: &serde_json::Value, seat: Seat) -> Result<String, DynError> {
        Ok(G::seat_label(&from_json("state", state)?, seat))
    }
    fn phase(&self, state: &serde_json::Value) -> Result<PhaseInfo, DynError> {
        Ok(G::phase(&from_json("state", state)?))
    }
    fn parse_orders(
        &self,
        state: &serde_json::Value,
        seat: Seat,
        text: &str,
    ) -> Result<(serde_json::Value, String), DynError> {
        let st: G::State = from_json("state", state)?;
        let orders = G::parse_orders(&st, seat, text)?;
        Ok((to_json("orders", &orders)?, G::canonical(&st, &orders)))
    }
    fn canonical(
        &self,
        state: &serde_json::Value,
        orders: &serde_json::Value,
    ) -> Result<String, DynError> {
        Ok(G::canonical(
            &from_json("state", state)?,
            &from_json("orders", orders)?,
        ))
    }
    fn default_orders(
        &self,
        state: &serde_json::Value,
        seat: Seat,
    ) -> Result<serde_json::Value, DynError> {
        to_json(
            "orders",
            &G::default_orders(&from_json("state", state)?, seat),
        )
    }
    fn replaces(
        &self,
        state: &serde_json::Value,
        new: &serde_json::Value,
        old: &serde_json::Value,
    ) -> Result<bool, DynError> {
        Ok(G::replaces(
            &from_json("state", state)?,
            &from_json("orders", new)?,
            &from_json("orders", old)?,
        ))
    }
    fn resolve_ranked(
        &self,
        state: &serde_json::Value,
        orders: &[serde_json::Value],
        arrival: &[Option<u64>],
        rng: &mut GameRng,
    ) -> Result<DynResolution, DynError> {
        let st: G::State = from_json("state", state)?;
        let orders = orders
            .iter()
            .map(|o| from_json("orders", o))
            .collect::<Result<Vec<G::Orders>, _>>()?;
        let r = G::resolve_ranked(&st, &orders, arrival, rng);
        Ok(DynResolution {
            state: to_json("state", &r.state)?,
            events: to_json("events", &r.events)?,
        })
    }
    fn render_report(
        &self,
        before: &serde_json::Value,
        events: &serde_json::Value,
        after: &serde_json::Value,
        viewer: Option<Seat>,
    ) -> Result<String, DynError> {
        let events: Vec<G::Event> = from_json("events", events)?;
        Ok(G::render_report(
            &from_json("state", before)?,
            &events,
            &from_json("state", after)?,
            viewer,
        ))
    }
    fn render_reports(
        &self,
        before: &serde_json::Value,
        events: &serde_json::Value,
        after: &serde_json::Value,
        viewers: &[Option<Seat>],
    ) -> Result<Vec<String>, DynError> {
        let events: Vec<G::Event> = from_json("events", events)?;
        let (before, after): (G::State, G::State) =
            (from_json("state", before)?, from_json("state", after)?);
        Ok(reports::<G>(&before, &events, &after, viewers))
    }
    fn render_status(
        &self,
        state: &serde_json::Value,
        viewer: Option<Seat>,
    ) -> Result<String, DynError> {
        Ok(G::render_status(&from_json("state", state)?, viewer))
    }
    fn draws_pictures(&self) -> bool {
        G::PICTURES
    }
    fn render_steps(
        &self,
        before: &serde_json::Value,
        events: &serde_json::Value,
        after: &serde_json::Value,
    ) -> Result<Vec<crate::games::Step>, DynError> {
        if events.is_null() || before.is_null() {
            return Ok(Vec::new());
        }
        let events: Vec<G::Event> = from_json("events", events)?;
        Ok(G::render_steps(
            &from_json("state", before)?,
            &events,
            &from_json("state", after)?,
        ))
    }
    fn render_standings(&self, state: &serde_json::Value) -> Result<Option<String>, DynError> {
        Ok(G::render_standings(&from_json("state", state)?))
    }
    fn render_picture(
        &self,
        before: &serde_json::Value,
        events: &serde_json::Value,
        after: &serde_json::Value,
    ) -> Result<Option<String>, DynError> {
        let events: Vec<G::Event> = if events.is_null() {
            Vec::new()
        } else {
            from_json("events", events)?
        };
        let after: G::State = from_json("state", after)?;
        let before: G::State = if before == &serde_json::Value::Null {
            after.clone()
        } else {
            from_json("state", before)?
        };
        Ok(G::render_picture(&before, &events, &after))
    }
    fn outcome(&self, state: &serde_json::Value) -> Result<Option<Outcome>, DynError> {
        Ok(G::outcome(&from_json("state", state)?))
    }
    fn help(&self) -> &'static str {
        G::help()
    }
    fn vocabulary(&self) -> super::Vocabulary {
        G::VOCABULARY
    }
    fn summary(&self, state: &serde_json::Value, seats: usize) -> Result<StateSummary, DynError> {
        Ok(summarise::<G>(&from_json("state", state)?, seats))
    }
    fn read_orders(
        &self,
        state: &serde_json::Value,
        seat: Seat,
        pick: &dyn Fn(&PhaseInfo) -> Option<String>,
        on_file: Option<&serde_json::Value>,
    ) -> Result<PhaseOrders, DynError> {
        let st: G::State = from_json("state", state)?;
        let phase = G::phase(&st);
        let on_file: Option<G::Orders> = on_file.map(|o| from_json("orders", o)).transpose()?;
        let orders = match pick(&phase) {
            None => None,
            Some(text) => match G::parse_orders_on_file(&st, seat, &text, on_file.as_ref()) {
                Ok(o) => Some(Ok((to_json("orders", &o)?, G::canonical(&st, &o)))),
                Err(e) => Some(Err(e)),
            },
        };
        Ok((phase, orders))
    }
    fn orders_on_file(&self) -> bool {
        G::ORDERS_ON_FILE
    }
    fn what_if(
        &self,
        state: &serde_json::Value,
        seat: Seat,
        orders: &serde_json::Value,
        rng: &mut GameRng,
    ) -> Result<Option<String>, DynError> {
        Ok(G::what_if(
            &from_json("state", state)?,
            seat,
            &from_json("orders", orders)?,
            rng,
        ))
    }
    fn seats_in(
        &self,
        state: &serde_json::Value,
        kept: &[Option<&serde_json::Value>],
    ) -> Result<Vec<bool>, DynError> {
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
    fn default_text(&self, state: &serde_json::Value, seat: Seat) -> Result<String, DynError> {
        Ok(G::default_text(&from_json("state", state)?, seat))
    }
    fn tries_per_turn(&self, state: &serde_json::Value) -> Result<Option<u32>, DynError> {
        Ok(G::tries_per_turn(&from_json("state", state)?))
    }
    fn takes_no_orders(&self, state: &serde_json::Value, seat: Seat) -> Result<bool, DynError> {
        Ok(G::takes_no_orders(&from_json("state", state)?, seat))
    }
    fn grant_wildcards(
        &self,
        state: &serde_json::Value,
        seat: Seat,
        n: u8,
    ) -> Result<serde_json::Value, DynError> {
        to_json(
            "state",
            &G::grant_wildcards(&from_json("state", state)?, seat, n)?,
        )
    }
    fn next_settings(
        &self,
        state: &serde_json::Value,
        settings: &serde_json::Value,
        seated: &[Seat],
    ) -> Result<Option<serde_json::Value>, DynError> {
        let s: G::Settings =
            G::Settings::deserialize(settings).map_err(|e| DynError::Settings(e.to_string()))?;
        G::next_settings(&from_json("state", state)?, &s, seated)
            .map(|n| to_json("settings", &n))
            .transpose()
    }
    fn bot_orders(
        &self,
        state: &serde_json::Value,
        seat: Seat,
        rng: &mut GameRng,
    ) -> Result<Option<(serde_json::Value, String)>, DynError> {
        let st: G::State = from_json("state", state)?;
        match G::bot_orders(&st, seat, rng) {
            Some(o) => Ok(Some((to_json("orders", &o)?, G::canonical(&st, &o)))),
            None => Ok(None),
        }
    }
    fn resolve_round(
        &self,
        state: &serde_json::Value,
        orders: &[serde_json::Value],
        arrival: &[Option<u64>],
        rng: &mut GameRng,
        viewers: &[Option<Seat>],
    ) -> Result<DynRound, DynError> {
        let st: G::State = from_json("state", state)?;
        let typed = orders
            .iter()
            .map(|o| from_json("orders", o))
            .collect::<Result<Vec<G::Orders>, _>>()?;
        let r = G::resolve_ranked(&st, &typed, arrival, rng);
        let state = reloads::<G>(&r.state).map_err(DynError::Unloadable)?;
        let reports = reports::<G>(&st, &r.events, &r.state, viewers);
        Ok(DynRound {
            before: G::phase(&st),
            state,
            events: to_doc("events", &r.events)?,
            reports,
            after: summarise::<G>(&r.state, orders.len()),
        })
    }
}

fn summarise<G: Game>(state: &G::State, seats: usize) -> StateSummary {
    StateSummary {
        phase: G::phase(state),
        outcome: G::outcome(state),
        labels: (0..seats)
            .map(|i| G::seat_label(state, Seat(i as u8)))
            .collect(),
        idle: (0..seats)
            .map(|i| {
                let seat = Seat(i as u8);
                (
                    G::takes_no_orders(state, seat),
                    G::default_text(state, seat),
                )
            })
            .collect(),
    }
}
