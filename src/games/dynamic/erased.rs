//! [`Erased`]: a typed [`Game`] behind the object-safe [`DynGame`], its JSON read into the game's
//! types and written back, each call's errors said as a [`DynError`]; a stored state is read
//! here, once, into the [`Loaded`] value of [`super::loaded`].

use super::loaded::{Typed, from_json, to_json};
use super::{DynError, DynGame, Loaded};
use crate::games::{Capabilities, Game, GameRng, Players, TurnRules};
use crate::lang::Say;
use serde::Deserialize;
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

fn settings<G: Game>(settings: &Value) -> Result<G::Settings, DynError> {
    G::Settings::deserialize(settings).map_err(|e| DynError::Settings(e.to_string()))
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
    fn load(&self, state: &Value) -> Result<Box<dyn Loaded>, DynError> {
        Ok(Box::new(Typed::<G> {
            state: from_json("state", state)?,
            capabilities: self.capabilities,
        }))
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
    fn capabilities(&self) -> &Capabilities {
        &self.capabilities
    }
}
