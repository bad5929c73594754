//! The JSON-facing view of a game: [`DynGame`], object-safe, with states, orders and events as
//! `serde_json::Value`, as the store keeps them; [`Erased`] gives every [`Game`] this view. The
//! moderator drives games only through it, so it never knows which game it runs. The batch
//! methods (`read_orders`, `summary`, `resolve_round`) read a stored state once where the single
//! calls would each read it again; [`Erased`], the one implementation, reads it once in each.

use super::{
    Capabilities, Game, GameRng, JsonDoc, OrdersError, OrdersText, Outcome, PhaseInfo, Players,
    Seat, SetupError, TurnOrders,
};
use crate::lang::Say;
use serde::Deserialize;
use serde_json::Value;

mod erased;
pub use erased::Erased;
pub(super) use erased::{from_json, to_json};

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
    /// The phase, its title and name in the summary's language ([`Game::phase_in`]).
    pub phase: PhaseInfo,
    /// The phase's own name ([`Game::phase`]), what the game row keeps.
    pub phase_name: String,
    pub outcome: Option<Outcome>,
    /// The name of seats `0..seats` in the summary's language ([`Game::seat_name`]).
    pub labels: Vec<String>,
    /// Per seat, what happens at the deadline to a seat that sends nothing
    /// ([`TurnRules::default_text`]), and whether it has nothing to order
    /// ([`TurnRules::takes_no_orders`]).
    pub idle: Vec<(bool, String)>,
    /// Per seat, what it does once its player has resigned ([`TurnRules::resigned_text`]).
    pub resigned: Vec<String>,
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

    /// What `seat` does once its player has resigned.
    pub fn resigned_text(&self, seat: Seat) -> String {
        self.resigned.get(seat.index()).cloned().unwrap_or_default()
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

/// Who a report is rendered for: the seat (`None`: the public report) and the reader's
/// language.
pub type Viewer<'a> = (Option<Seat>, Say<'a>);

/// Orders read in the phase they were sent for: the phase, and the orders (valid or not)
/// when `pick` found a text to read in it.
pub type PhaseOrders = (PhaseInfo, Option<Result<(Value, String), OrdersError>>);

/// The object-safe face of a [`Game`] and its [`TurnRules`]: states, orders and events as
/// JSON. What only some games do is reached through [`DynGame::capabilities`].
pub trait DynGame: Send + Sync {
    fn kind(&self) -> &'static str;
    /// Settings from a JSON object; refuses unknown keys and bad values, naming them.
    fn check_settings(&self, settings: &Value) -> Result<Value, DynError>;
    /// [`Game::new_game`].
    fn new_game(
        &self,
        settings: &Value,
        players: Players<'_>,
        rng: &mut GameRng,
    ) -> Result<Value, DynError>;
    fn seat_label(&self, state: &Value, seat: Seat) -> Result<String, DynError>;
    fn phase(&self, state: &Value) -> Result<PhaseInfo, DynError>;
    /// [`Game::phase_in`].
    fn phase_in(&self, state: &Value, say: Say<'_>) -> Result<PhaseInfo, DynError>;
    /// [`Game::seat_name`].
    fn seat_name(&self, state: &Value, seat: Seat, say: Say<'_>) -> Result<String, DynError>;
    /// [`Game::parse_orders`]: validated orders as JSON plus their canonical notation.
    fn parse_orders(
        &self,
        state: &Value,
        seat: Seat,
        written: OrdersText<'_, Value>,
        say: Say<'_>,
    ) -> Result<(Value, String), DynError>;
    /// [`Game::ORDERS_ON_FILE`].
    fn orders_on_file(&self) -> bool;
    /// [`Game::canonical`].
    fn canonical(&self, state: &Value, orders: &Value, say: Say<'_>) -> Result<String, DynError>;
    fn default_orders(&self, state: &Value, seat: Seat) -> Result<Value, DynError>;
    /// [`Game::resolve`].
    fn resolve(
        &self,
        state: &Value,
        turn: TurnOrders<'_, Value>,
        rng: &mut GameRng,
    ) -> Result<DynResolution, DynError>;
    fn render_report(
        &self,
        before: &Value,
        events: &Value,
        after: &Value,
        viewer: Option<Seat>,
        say: Say<'_>,
    ) -> Result<String, DynError>;
    fn render_status(
        &self,
        state: &Value,
        viewer: Option<Seat>,
        say: Say<'_>,
    ) -> Result<String, DynError>;
    fn outcome(&self, state: &Value) -> Result<Option<Outcome>, DynError>;
    fn help(&self, say: Say<'_>) -> String;
    /// [`Game::rules`].
    fn rules(&self, say: Say<'_>) -> String;
    /// [`Game::rules_in_short`].
    fn rules_in_short(&self, say: Say<'_>) -> String;
    /// [`Game::example_orders`].
    fn example_orders(&self) -> &'static str;
    /// [`Game::VOCABULARY`].
    fn vocabulary(&self) -> super::Vocabulary;
    /// [`Game::trials`].
    fn trials(&self) -> super::Trials;

    /// [`TurnRules::replaces`].
    fn replaces(&self, state: &Value, new: &Value, old: &Value) -> Result<bool, DynError>;
    /// [`TurnRules::takes_no_orders`].
    fn takes_no_orders(&self, state: &Value, seat: Seat) -> Result<bool, DynError>;
    /// Per seat, whether it is "in": its kept orders are complete
    /// ([`TurnRules::orders_complete`]). `kept[i]` is seat `i`'s kept orders, if any. Reads
    /// the state once.
    fn seats_in(&self, state: &Value, kept: &[Option<&Value>]) -> Result<Vec<bool>, DynError>;
    /// [`TurnRules::default_text`].
    fn default_text(&self, state: &Value, seat: Seat, say: Say<'_>) -> Result<String, DynError>;
    /// [`TurnRules::tries_per_turn`].
    fn tries_per_turn(&self, state: &Value) -> Result<Option<u32>, DynError>;
    /// [`TurnRules::resigned_orders`].
    fn resigned_orders(&self, state: &Value, seat: Seat) -> Result<Value, DynError>;
    /// [`TurnRules::resigned_text`].
    fn resigned_text(&self, state: &Value, seat: Seat, say: Say<'_>) -> Result<String, DynError>;

    /// [`DynGame::render_report`] for each of `viewers`, each in its reader's language,
    /// reading the stored states and events once (a round's mails to every seat; the intake
    /// benchmark's hot path).
    fn render_reports(
        &self,
        before: &Value,
        events: &Value,
        after: &Value,
        viewers: &[Viewer<'_>],
    ) -> Result<Vec<String>, DynError>;
    /// The phase, outcome and labels of seats `0..seats`, reading the state once; its texts
    /// (what a silent or resigned seat does) in `say`'s language.
    fn summary(&self, state: &Value, seats: usize, say: Say<'_>) -> Result<StateSummary, DynError>;
    /// [`DynGame::phase`], then [`Game::parse_orders`] of the text `pick` chooses for that
    /// phase (none: nothing to read) on top of the seat's orders `on_file`, reading the state
    /// once (one player's mail).
    fn read_orders(
        &self,
        state: &Value,
        seat: Seat,
        pick: &dyn Fn(&PhaseInfo) -> Option<String>,
        on_file: Option<&Value>,
        say: Say<'_>,
    ) -> Result<PhaseOrders, DynError>;
    /// [`DynGame::resolve`], the reports for `viewers` and the summary of the new state for
    /// every seat (its texts in `say`'s language), reading each state once (a round run).
    /// Refuses a new state that does not load back ([`reloads`]).
    fn resolve_round(
        &self,
        state: &Value,
        turn: TurnOrders<'_, Value>,
        rng: &mut GameRng,
        viewers: &[Viewer<'_>],
        say: Say<'_>,
    ) -> Result<DynRound, DynError>;

    /// What this game does beyond the core: its computer player, what-if, pictures, ...
    fn capabilities(&self) -> &Capabilities;
}
