//! What only some games do, each its own trait a game opts into: a computer player
//! ([`ComputerPlayer`]), a what-if ([`WhatIf`]), a grant as compensation ([`Compensation`]),
//! a next game ([`NextGame`]), pictures and steps ([`Pictures`]), standings ([`standings`]);
//! how a turn counts where a game differs ([`turns`]: [`Bidding`], [`IdleSeats`],
//! [`OrdersInParts`]); for the operator's commands ([`files`]) position files
//! ([`PositionFiles`]), courses ([`Courses`]) and a solver ([`Solver`]); its house rules as
//! data ([`house`]); its orders as data for the archive's composer page ([`compose`]); its cards
//! named in words, for edits in words ([`cards`]). Those that read a state read it as the [`Loaded`] value of the game's
//! own state, typed again without reading it a second time.
//!
//! A game declares the ones it implements in its [`super::registry`] entry
//! (`Erased::<Race>::new().computer().what_if()`): each declaration is checked by the compiler
//! (`.what_if()` only compiles for a game that implements [`WhatIf`]) and records the
//! capability's JSON-facing view in the game's [`Capabilities`], which the moderator reads
//! (`engine.capabilities().computer`): `None` is a game without it.

use super::dynamic::{DynError, Loaded, from_json, to_json, typed};
use super::shape::Shape;
use super::{Erased, Game, GameRng, Seat, SetupError, Step};
use crate::lang::Say;
use serde::Deserialize;
use serde_json::Value;
use std::marker::PhantomData;

pub mod cards;
pub mod compose;
pub mod files;
pub mod house;
pub mod standings;
pub mod turns;
pub use cards::{CardWords, DynCardWords};
pub use compose::{Choices, Compose, DynCompose, OrderForm, Pieces, Switch};
pub use files::{
    Course, CourseProblem, Courses, DynCourses, DynPositionFiles, DynSolver, PositionFiles,
    PositionText, Solution, Solver,
};
pub use house::{DynHouseRules, HouseRules};
pub use standings::{DynStandings, Standings};
pub use turns::{Bidding, DynBidding, DynIdleSeats, DynOrdersInParts, IdleSeats, OrdersInParts};

/// A computer player: orders for a seat, as the game's bot chooses them.
pub trait ComputerPlayer: Game {
    /// Orders a computer player sends for `seat` in the current phase (`None`: it has none
    /// to send, a seat that does not exist).
    fn bot_orders(state: &Self::State, seat: Seat, rng: &mut GameRng) -> Option<Self::Orders>;

    /// `orders` as a player writes them in a mail, a command per line with its word
    /// (`PROGRAM 1GN 3BU`, `PASS`); empty for what a silent player gets anyway. A computer
    /// player that plays by mail (the demo) sends this.
    fn mail_text(state: &Self::State, orders: &Self::Orders) -> String;
}

/// A what-if (`TRY`).
pub trait WhatIf: Game {
    /// The report of the open turn as it would run with `orders` for `seat` and every other
    /// seat doing nothing, drawn from `rng`; nothing changes. It must show nothing private of
    /// the other seats. `None`: no what-if in this phase.
    fn what_if(
        state: &Self::State,
        seat: Seat,
        orders: &Self::Orders,
        rng: &mut GameRng,
        say: Say<'_>,
    ) -> Option<String>;
}

/// What the operator may grant a seat as compensation for a mistake or an outage (the
/// race's wildcards, of its seed): the game keeps it in its state and names it in its words.
pub trait Compensation: Game {
    /// The notice telling the player of game `game` they were granted `n`: its subject and
    /// its text (what they got, what it does, how to use it), in `say`'s language: a paragraph
    /// the moderator wraps.
    fn granted_notice(n: u8, game: i64, say: Say<'_>) -> (String, String);
    /// The state with `n` more granted to `seat`.
    fn grant(state: &Self::State, seat: Seat, n: u8) -> Result<Self::State, SetupError>;
}

/// A game that hands settings on to the next game once it is over.
pub trait NextGame: Game {
    /// The settings for the next game once this one is over (the race: the pick order for
    /// start squares). `seated` are this game's seats that play again, in their new order
    /// (new seat `i` was `seated[i]`; newcomers come after them). `None`: no next game yet.
    fn next_settings(
        state: &Self::State,
        settings: &Self::Settings,
        seated: &[Seat],
    ) -> Option<Self::Settings>;
}

/// Pictures of the board, and the resolution step by step.
pub trait Pictures: Game {
    /// The board as an SVG picture after the round `events` describe (`events` empty: the
    /// position `after` alone), its moves drawn on it. Public: it shows what every player may
    /// see, so that one picture serves a round's every mail.
    fn render_picture(
        before: &Self::State,
        events: &[Self::Event],
        after: &Self::State,
        say: Say<'_>,
    ) -> String {
        Self::render_picture_shapes(before, events, after, say).0
    }

    /// [`Pictures::render_picture`], and what it draws after its background as shapes
    /// ([`crate::games::svg::Svg::finish_with_shapes`]): what a mail's PNG is drawn from, over
    /// the background kept drawn, without the SVG parsed (issue 39). No shapes: the PNG is
    /// drawn from the SVG.
    fn render_picture_shapes(
        before: &Self::State,
        events: &[Self::Event],
        after: &Self::State,
        say: Say<'_>,
    ) -> (String, Vec<Shape>);

    /// The resolution step by step (the race's registers), for renderings that show each
    /// step: its table and its picture, from the same events as the report. Public. Empty
    /// (the default): the game shows its resolution whole.
    fn render_steps(
        _before: &Self::State,
        _events: &[Self::Event],
        _after: &Self::State,
        _say: Say<'_>,
    ) -> Vec<Step> {
        Vec::new()
    }

    /// [`Pictures::render_steps`] without their pictures (no SVG, no shapes; each step's
    /// `width` kept): what a round's report needs when the round runs, its pictures drawn from
    /// the round when the mails leave. The default renders the steps whole and drops the
    /// pictures; a game that can leave them undrawn does so here (issue 39: the tick drew
    /// every step of every round for its tables).
    fn render_step_words(
        before: &Self::State,
        events: &[Self::Event],
        after: &Self::State,
        say: Say<'_>,
    ) -> Vec<Step> {
        Self::render_steps(before, events, after, say)
            .into_iter()
            .map(|s| Step {
                svg: None,
                shapes: Vec::new(),
                ..s
            })
            .collect()
    }

    /// The heading over the steps (`Register by register`) and what the step pictures'
    /// arrows, lines and marks mean, one short paragraph.
    fn steps_words(_say: Say<'_>) -> (String, String) {
        ("Step by step".into(), String::new())
    }
}

/// [`ComputerPlayer`] as the moderator sees it.
pub trait DynComputer: Send + Sync {
    /// The orders and their canonical text, in the language this thread writes in
    /// ([`crate::lang::now`]).
    fn bot_orders(
        &self,
        state: &dyn Loaded,
        seat: Seat,
        rng: &mut GameRng,
    ) -> Result<Option<(Value, String)>, DynError>;
    /// [`ComputerPlayer::mail_text`].
    fn mail_text(&self, state: &dyn Loaded, orders: &Value) -> Result<String, DynError>;
}

/// [`WhatIf`] as the moderator sees it.
pub trait DynWhatIf: Send + Sync {
    fn what_if(
        &self,
        state: &dyn Loaded,
        seat: Seat,
        orders: &Value,
        rng: &mut GameRng,
        say: Say<'_>,
    ) -> Result<Option<String>, DynError>;
}

/// [`Compensation`] as the moderator sees it.
pub trait DynCompensation: Send + Sync {
    /// [`Compensation::granted_notice`].
    fn granted_notice(&self, n: u8, game: i64, say: Say<'_>) -> (String, String);
    /// [`Compensation::grant`]: the new state.
    fn grant(&self, state: &dyn Loaded, seat: Seat, n: u8) -> Result<Value, DynError>;
}

/// [`NextGame`] as the moderator sees it.
pub trait DynNextGame: Send + Sync {
    fn next_settings(
        &self,
        state: &dyn Loaded,
        settings: &Value,
        seated: &[Seat],
    ) -> Result<Option<Value>, DynError>;
}

/// [`Pictures`] as the moderator sees it, of a round from the state `before` by `events` to
/// the state `after`; `before` `None` (or `events` `null` or `[]`): the position `after` alone.
pub trait DynPictures: Send + Sync {
    fn render_picture(
        &self,
        before: Option<&dyn Loaded>,
        events: &Value,
        after: &dyn Loaded,
        say: Say<'_>,
    ) -> Result<String, DynError> {
        Ok(self.render_picture_shapes(before, events, after, say)?.0)
    }
    /// [`Pictures::render_picture_shapes`].
    fn render_picture_shapes(
        &self,
        before: Option<&dyn Loaded>,
        events: &Value,
        after: &dyn Loaded,
        say: Say<'_>,
    ) -> Result<(String, Vec<Shape>), DynError>;
    fn render_steps(
        &self,
        before: Option<&dyn Loaded>,
        events: &Value,
        after: &dyn Loaded,
        say: Say<'_>,
    ) -> Result<Vec<Step>, DynError>;
    /// [`Pictures::render_step_words`].
    fn render_step_words(
        &self,
        before: Option<&dyn Loaded>,
        events: &Value,
        after: &dyn Loaded,
        say: Say<'_>,
    ) -> Result<Vec<Step>, DynError>;
    /// [`Pictures::steps_words`].
    fn steps_words(&self, say: Say<'_>) -> (String, String);
}

/// The JSON-facing view of one capability of game `G`, a unit value made only where `G`
/// implements the capability.
struct Via<G>(PhantomData<fn() -> G>);

/// The capabilities: for each, its field in [`Capabilities`], the typed trait a game
/// implements, the JSON-facing trait the moderator calls, and the declaring method of
/// [`Erased`]. Adding a capability: its two traits, the JSON-facing impl for `Via`, one line
/// here.
macro_rules! capabilities {
    ($($(#[$doc:meta])* $field:ident: $typed:ident => $dyn:ident, $konst:ident;)*) => {
        /// What one game can do beyond the core [`Game`]: each `Some` is a capability it
        /// declared in the registry.
        #[derive(Clone, Copy)]
        pub struct Capabilities {
            $($(#[$doc])* pub $field: Option<&'static dyn $dyn>,)*
        }

        impl Capabilities {
            /// A game with none.
            pub const NONE: Capabilities = Capabilities { $($field: None,)* };
        }

        $(impl<G: $typed> Via<G> {
            const $konst: &'static dyn $dyn = &Via::<G>(PhantomData);
        })*

        impl<G: Game> Erased<G> {
            $($(#[$doc])* pub const fn $field(mut self) -> Self
            where
                G: $typed,
            {
                self.capabilities.$field = Some(Via::<G>::$konst);
                self
            })*
        }
    };
}

capabilities! {
    /// A computer player ([`ComputerPlayer`]).
    computer: ComputerPlayer => DynComputer, COMPUTER;
    /// A what-if ([`WhatIf`]).
    what_if: WhatIf => DynWhatIf, WHAT_IF;
    /// A grant as compensation ([`Compensation`]).
    compensation: Compensation => DynCompensation, COMPENSATION;
    /// Settings handed on to the next game ([`NextGame`]).
    next_game: NextGame => DynNextGame, NEXT_GAME;
    /// Pictures and steps ([`Pictures`]).
    pictures: Pictures => DynPictures, PICTURES;
    /// Standings ([`Standings`]).
    standings: Standings => DynStandings, STANDINGS;
    /// Position files ([`PositionFiles`]).
    position_files: PositionFiles => DynPositionFiles, POSITION_FILES;
    /// Courses ([`Courses`]).
    courses: Courses => DynCourses, COURSES;
    /// A solver ([`Solver`]).
    solver: Solver => DynSolver, SOLVER;
    /// House rules ([`HouseRules`]).
    house: HouseRules => DynHouseRules, HOUSE;
    /// Bids: the best kept, tries limited ([`Bidding`]).
    bidding: Bidding => DynBidding, BIDDING;
    /// Seats with nothing to order ([`IdleSeats`]).
    idle_seats: IdleSeats => DynIdleSeats, IDLE_SEATS;
    /// Orders sent in parts ([`OrdersInParts`]).
    orders_in_parts: OrdersInParts => DynOrdersInParts, ORDERS_IN_PARTS;
    /// Orders composed on the archive's page ([`Compose`]).
    compose: Compose => DynCompose, COMPOSE;
    /// Cards named and changed in words ([`CardWords`]).
    card_words: CardWords => DynCardWords, CARD_WORDS;
}

impl<G: ComputerPlayer> DynComputer for Via<G> {
    fn bot_orders(
        &self,
        state: &dyn Loaded,
        seat: Seat,
        rng: &mut GameRng,
    ) -> Result<Option<(Value, String)>, DynError> {
        let st = typed::<G>(state)?;
        match G::bot_orders(st, seat, rng) {
            Some(o) => Ok(Some((
                to_json("orders", &o)?,
                G::canonical(st, &o, crate::lang::now()),
            ))),
            None => Ok(None),
        }
    }
    fn mail_text(&self, state: &dyn Loaded, orders: &Value) -> Result<String, DynError> {
        Ok(G::mail_text(
            typed::<G>(state)?,
            &from_json("orders", orders)?,
        ))
    }
}

impl<G: WhatIf> DynWhatIf for Via<G> {
    fn what_if(
        &self,
        state: &dyn Loaded,
        seat: Seat,
        orders: &Value,
        rng: &mut GameRng,
        say: Say<'_>,
    ) -> Result<Option<String>, DynError> {
        let orders = from_json("orders", orders)?;
        Ok(G::what_if(typed::<G>(state)?, seat, &orders, rng, say))
    }
}

impl<G: Compensation> DynCompensation for Via<G> {
    fn granted_notice(&self, n: u8, game: i64, say: Say<'_>) -> (String, String) {
        G::granted_notice(n, game, say)
    }
    fn grant(&self, state: &dyn Loaded, seat: Seat, n: u8) -> Result<Value, DynError> {
        to_json("state", &G::grant(typed::<G>(state)?, seat, n)?)
    }
}

impl<G: NextGame> DynNextGame for Via<G> {
    fn next_settings(
        &self,
        state: &dyn Loaded,
        settings: &Value,
        seated: &[Seat],
    ) -> Result<Option<Value>, DynError> {
        let s: G::Settings =
            G::Settings::deserialize(settings).map_err(|e| DynError::Settings(e.to_string()))?;
        G::next_settings(typed::<G>(state)?, &s, seated)
            .map(|n| to_json("settings", &n))
            .transpose()
    }
}

impl<G: Pictures> DynPictures for Via<G> {
    fn render_picture_shapes(
        &self,
        before: Option<&dyn Loaded>,
        events: &Value,
        after: &dyn Loaded,
        say: Say<'_>,
    ) -> Result<(String, Vec<Shape>), DynError> {
        let events: Vec<G::Event> = if events.is_null() {
            Vec::new()
        } else {
            from_json("events", events)?
        };
        let after = typed::<G>(after)?;
        let before = before.map(typed::<G>).transpose()?.unwrap_or(after);
        Ok(G::render_picture_shapes(before, &events, after, say))
    }
    fn render_steps(
        &self,
        before: Option<&dyn Loaded>,
        events: &Value,
        after: &dyn Loaded,
        say: Say<'_>,
    ) -> Result<Vec<Step>, DynError> {
        steps_of::<G>(G::render_steps, (before, events, after), say)
    }
    fn render_step_words(
        &self,
        before: Option<&dyn Loaded>,
        events: &Value,
        after: &dyn Loaded,
        say: Say<'_>,
    ) -> Result<Vec<Step>, DynError> {
        steps_of::<G>(G::render_step_words, (before, events, after), say)
    }
    fn steps_words(&self, say: Say<'_>) -> (String, String) {
        G::steps_words(say)
    }
}

/// What makes a round's steps: [`Pictures::render_steps`] or [`Pictures::render_step_words`].
type StepsFn<G> =
    fn(&<G as Game>::State, &[<G as Game>::Event], &<G as Game>::State, Say<'_>) -> Vec<Step>;

/// The steps `render` makes of a stored round (its state before, events and state after);
/// none for a round not run (no events or no state before: a position alone).
fn steps_of<G: Pictures>(
    render: StepsFn<G>,
    (before, events, after): (Option<&dyn Loaded>, &Value, &dyn Loaded),
    say: Say<'_>,
) -> Result<Vec<Step>, DynError> {
    let Some(before) = before.filter(|_| !events.is_null()) else {
        return Ok(Vec::new());
    };
    let events: Vec<G::Event> = from_json("events", events)?;
    Ok(render(
        typed::<G>(before)?,
        &events,
        typed::<G>(after)?,
        say,
    ))
}
