//! The JSON-facing view of a game: [`DynGame`], object-safe, with settings, orders and events as
//! `serde_json::Value`, as the store keeps them, and a stored state read once into a
//! [`Loaded`] value that answers everything asked of it; [`Erased`] gives every [`Game`] this
//! view. The moderator drives games only through it, so it never knows which game it runs.

use super::{
    Capabilities, Game, GameRng, JsonDoc, OrdersError, Outcome, PhaseInfo, Players, Seat,
    SetupError,
};
use crate::lang::Say;
use serde::Deserialize;
use serde_json::Value;

mod erased;
mod loaded;
pub use erased::Erased;
pub use loaded::Loaded;
pub(super) use loaded::{from_json, to_json, typed};

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
    /// A state of one game given to another game's capability.
    #[error("a state of {kind} given to {wanted}")]
    OtherGame {
        kind: &'static str,
        wanted: &'static str,
    },
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
    /// ([`crate::games::TurnRules::default_text`]), and whether it has nothing to order
    /// ([`Loaded::takes_no_orders`]).
    pub idle: Vec<(bool, String)>,
    /// Per seat, what it does once its player has resigned ([`crate::games::TurnRules::resigned_text`]).
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

/// The object-safe face of a [`Game`] and its [`crate::games::TurnRules`]: settings as JSON; a stored state
/// is read once ([`DynGame::load`]) and asked what it holds through the [`Loaded`] value.
/// What only some games do is reached through [`DynGame::capabilities`].
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
    /// The stored `state` read into the game's types, once: everything asked of one state is
    /// asked of the value this gives ([`Loaded`]).
    fn load(&self, state: &Value) -> Result<Box<dyn Loaded>, DynError>;
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

    /// What this game does beyond the core: its computer player, what-if, pictures, ...
    fn capabilities(&self) -> &Capabilities;
}
