//! The games robomod can moderate, and the traits the moderator drives them through.
//!
//! Each game lives in its own module (`rambots`, `ricochet`, ...) as a pure rules engine: plain
//! types, a notation parser, setup, resolution and rendering, with no I/O, no clock and no RNG of
//! its own (randomness comes in as a seeded [`GameRng`]).
//!
//! A game implements the typed core, [`Game`] (setup, orders, defaults, resolve, reports,
//! outcome, help, its [`Vocabulary`]), and [`TurnRules`] (what a silent or resigned seat is
//! told it gets), plus the capabilities of [`capability`] it offers (a computer player, a
//! what-if, pictures, a turn counted its own way, ...), declared in its [`registry`] entry. The
//! moderator, which stores states as JSON and must not know which game it runs, uses the
//! object-safe [`DynGame`] view that every game gets for free through [`Erased`], and reads a
//! stored state once into a [`Loaded`] value ([`DynGame::load`]) that it asks everything of
//! that state; [`by_kind`] finds a game by its name (`"rambots"`, ...); [`words`] is the union
//! of the games' words for the mail reader.
//!
//! Adding a game: its folder (`src/games/<game>/`, implementing the traits), its `pub mod` and
//! its line in [`Registry::builtin`]. The conformance suite (`conformance.rs`) then checks it
//! with what the game declares it is tried with ([`Game::trials`]).

pub mod capability;
#[cfg(any(test, feature = "conformance"))]
pub mod conformance;
mod setup_error;
pub use setup_error::{SetupArg, SetupError};
mod dynamic;
mod json_doc;
pub mod race;
pub mod rambots;
pub mod registry;
pub mod ricochet;
pub mod shape;
pub mod svg;
pub mod text;
pub mod trials;
pub mod vocabulary;

pub use capability::{
    Bidding, Capabilities, Compensation, Compose, ComputerPlayer, Courses, IdleSeats, NextGame,
    OrdersInParts, Pictures, PositionFiles, PositionText, Solver, Standings, WhatIf,
};
pub use dynamic::{
    DynError, DynGame, DynResolution, DynRound, Erased, Loaded, StateSummary, Viewer, reloads,
};
pub use json_doc::JsonDoc;
pub use registry::{Registry, reading, reading_with};
pub use trials::Trials;
pub use vocabulary::{Vocabulary, Words, never_glued, words};

use crate::lang::Say;
use rand::SeedableRng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The only randomness an engine ever sees: a seeded, portable, reproducible generator.
pub type GameRng = rand::rngs::ChaCha8Rng;

/// The generator for one step of one game: the same `(seed, step)` always gives the same stream,
/// so a round replayed from the stored seed and orders reproduces its report byte for byte.
/// Step 0 is game creation; step `n` is the `n`-th resolution.
pub fn step_rng(seed: u64, step: u32) -> GameRng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    key[8..12].copy_from_slice(&step.to_le_bytes());
    key[12..20].copy_from_slice(b"robomod!");
    GameRng::from_seed(key)
}

/// A seat at the table, `0..players`, in the order players joined. Games give seats their own
/// names (RAMbots: a colour and a start square) through [`Game::seat_label`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What the game is waiting for right now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhaseInfo {
    /// The open turn as the game's own reports name it, lower-case: `"setup"`, `"round 3"`.
    /// Every mail says this, so players never see two numberings.
    pub title: String,
    /// A short name for people: `"setup"`, `"programming"`, `"bidding"`.
    pub name: String,
    /// The command word that carries orders in this phase (`"GOALS"`, `"PROGRAM"`, `"SOLUTION"`).
    pub order_keyword: String,
    /// Other words that are complete orders on their own in this phase (`"PASS"`).
    pub bare_orders: Vec<String>,
}

/// One step of a resolution (a register, an instruction), as [`Pictures::render_steps`] gives it:
/// its table (the report's own rows) and the board at its end with its moves.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Step {
    /// `Register 2`.
    pub title: String,
    /// The table's column headings and its rows, as the text report words them.
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
    /// What moved, in words: the picture's text alternative.
    pub alt: String,
    /// The width of its picture as drawn, in pixels (its SVG's); 0: the step has no picture.
    /// Given with the words alone too ([`Pictures::render_step_words`]).
    pub width: u32,
    /// The board at the end of the step with its moves, as SVG.
    pub svg: Option<String>,
    /// What the SVG draws after its background, as shapes: what its PNG is drawn from
    /// ([`crate::picture::png_of`]).
    #[serde(skip)]
    pub shapes: Vec<shape::Shape>,
}

impl Step {
    /// A resolution's events cut into steps: each from an event `starts` picks to the next
    /// such event (the last to the end); the events before the first belong to none.
    pub fn parts<E>(events: &[E], starts: impl Fn(&E) -> bool) -> Vec<std::ops::Range<usize>> {
        let firsts: Vec<usize> = (0..events.len()).filter(|&k| starts(&events[k])).collect();
        let ends = firsts.iter().skip(1).copied().chain([events.len()]);
        firsts
            .iter()
            .zip(ends)
            .map(|(&start, end)| start..end)
            .collect()
    }
}

/// A table for the HTML renderings ([`Standings::standings_tables`]): its heading, its
/// column headings and rows in the text's words, and notes under it.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Table {
    /// `Final standings`.
    pub title: String,
    pub columns: Vec<String>,
    pub rows: Vec<Vec<String>>,
    /// Sentences under the table (what its abbreviations mean).
    pub notes: Vec<String>,
}

/// One thing wrong with a player's orders, quoting what they wrote.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderProblem {
    /// The offending text exactly as the player wrote it (may be empty when nothing was written).
    pub text: String,
    /// What is wrong and how to fix it, one plain sentence.
    pub message: String,
}

/// Every problem found in one set of orders (validation never stops at the first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrdersError {
    pub problems: Vec<OrderProblem>,
}

impl OrdersError {
    /// `orders` when no problem was found in them, else the problems.
    pub fn unless_any<T>(problems: Vec<OrderProblem>, orders: T) -> Result<T, OrdersError> {
        if problems.is_empty() {
            Ok(orders)
        } else {
            Err(OrdersError { problems })
        }
    }

    pub fn one(text: impl Into<String>, message: impl Into<String>) -> Self {
        OrdersError {
            problems: vec![OrderProblem {
                text: text.into(),
                message: message.into(),
            }],
        }
    }
}

impl fmt::Display for OrdersError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            if p.text.is_empty() {
                f.write_str(&p.message)?;
            } else {
                write!(f, "{:?}: {}", p.text, p.message)?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for OrdersError {}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Won(Seat),
    /// Over without a single winner (a game-defined round cap, say).
    Draw,
}

/// The result of resolving one phase: the next state and what happened, in order.
#[derive(Clone, Debug)]
pub struct Resolution<S, E> {
    pub state: S,
    pub events: Vec<E>,
}

/// Who sits at a new game's table: how many seats, and the players' names when they are known
/// (a game that shows them names its seats after them: the race's robots).
#[derive(Clone, Copy, Debug)]
pub struct Players<'a> {
    seats: usize,
    names: &'a [String],
}

impl<'a> Players<'a> {
    /// `seats` players whose names the game does not know.
    pub fn count(seats: usize) -> Self {
        Players { seats, names: &[] }
    }
    /// One player per name, seat by seat.
    pub fn named(names: &'a [String]) -> Self {
        Players {
            seats: names.len(),
            names,
        }
    }
    /// How many seats the table has.
    pub fn seats(&self) -> usize {
        self.seats
    }
    /// The name of the player in seat `i`, when known.
    pub fn name(&self, i: usize) -> Option<&'a str> {
        self.names.get(i).map(String::as_str)
    }
}

/// What a player wrote as orders (the text after the order keyword, or a bare order such as
/// `PASS`), with the orders this seat already has on file this phase, for a game whose
/// commands build on each other ([`capability::OrdersInParts`]).
#[derive(Debug)]
pub struct OrdersText<'a, O> {
    pub text: &'a str,
    pub on_file: Option<&'a O>,
}

impl<'a, O> OrdersText<'a, O> {
    /// `text` alone, with nothing on file.
    pub fn new(text: &'a str) -> Self {
        OrdersText {
            text,
            on_file: None,
        }
    }
}

impl<O> Clone for OrdersText<'_, O> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<O> Copy for OrdersText<'_, O> {}

/// Every seat's orders for one resolution (indexed by seat), with the rank of their arrival:
/// `arrival[seat]`, lower first (the store's row id), `None` for a seat whose orders are the
/// default; empty when nothing ranks them. A game where arrival decides ties (a bidding race)
/// reads it; the others ignore it.
#[derive(Debug)]
pub struct TurnOrders<'a, O> {
    pub orders: &'a [O],
    pub arrival: &'a [Option<u64>],
}

impl<'a, O> TurnOrders<'a, O> {
    /// `orders` with no arrival ranks.
    pub fn unranked(orders: &'a [O]) -> Self {
        TurnOrders {
            orders,
            arrival: &[],
        }
    }
    /// When `seat`'s orders arrived, if known.
    pub fn rank(&self, seat: Seat) -> Option<u64> {
        self.arrival.get(seat.index()).copied().flatten()
    }
}

impl<O> Clone for TurnOrders<'_, O> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<O> Copy for TurnOrders<'_, O> {}

/// A rules engine the moderator can run: the core every game has. Everything here is pure: the
/// same inputs give the same outputs, byte for byte. What a silent or resigned seat is told is
/// [`TurnRules`] (every game, defaults for most); what only some games do are the capabilities
/// of [`capability`] (a computer player, a what-if, pictures, a bid kept, ...), which a game
/// opts into in the [`registry`].
pub trait Game: Sized + 'static {
    /// The registry name, stored with every game: `"rambots"`.
    const KIND: &'static str;
    /// Per-game options chosen at creation (`red_beam = "slide"`). Deserialized from a JSON
    /// object of the moderator's `key=value` settings; unknown keys must be refused.
    type Settings: Serialize + DeserializeOwned + Default + Clone;
    /// A validated position, including the phase and anything the game keeps between rounds.
    type State: Serialize + DeserializeOwned + Clone + 'static;
    /// One player's orders for one phase, already validated.
    type Orders: Serialize + DeserializeOwned + Clone;
    /// One structured thing that happened during a resolution; reports render from these.
    type Event: Serialize + DeserializeOwned + Clone;

    /// A new game for `players`. Any randomness (beacon colours, board) comes from `rng`.
    fn new_game(
        settings: &Self::Settings,
        players: Players<'_>,
        rng: &mut GameRng,
    ) -> Result<Self::State, SetupError>;

    /// How the game names a seat to people: `"Red"`.
    fn seat_label(state: &Self::State, seat: Seat) -> String;

    /// What the current phase is called and which command word carries orders.
    fn phase(state: &Self::State) -> PhaseInfo;

    /// [`Game::phase`] with its title and name in `say`'s language (the order words stay):
    /// what the moderator's sentences quote. By default the words of [`Game::phase`].
    fn phase_in(state: &Self::State, _say: Say<'_>) -> PhaseInfo {
        Self::phase(state)
    }

    /// The number the open turn's title gives it (`round 3`: 3), 0 for a turn before the
    /// first numbered round (RAMbots' setup, the race's draft and start squares): what HISTORY
    /// and the export number a game's rounds by, as its reports name them. By default `None`:
    /// the game numbers its turns as robomod records them (its first turn is round 1).
    fn round_number(_state: &Self::State) -> Option<u32> {
        None
    }

    /// How `seat` is named to people in `say`'s language (`Czerwony`): by default its
    /// [`Game::seat_label`], which stays the name commands are matched against.
    fn seat_name(state: &Self::State, seat: Seat, _say: Say<'_>) -> String {
        Self::seat_label(state, seat)
    }

    /// Read and validate `seat`'s orders for the current phase from what they wrote, on top of
    /// the orders on file when the game sends them in parts ([`capability::OrdersInParts`]:
    /// the race's `POWER DOWN` keeps the program sent before). The result replaces what was on
    /// file.
    fn parse_orders(
        state: &Self::State,
        seat: Seat,
        written: OrdersText<'_, Self::Orders>,
        say: Say<'_>,
    ) -> Result<Self::Orders, OrdersError>;

    /// The orders in canonical notation, echoed back to the player: `"1GN 3BU 2RE"`. The
    /// notation is one in every language; the words around it (`(drawn at random)`, `no bid`)
    /// are in `say`'s.
    fn canonical(state: &Self::State, orders: &Self::Orders, say: Say<'_>) -> String;

    /// The orders used for a seat that sent none by the deadline.
    fn default_orders(state: &Self::State, seat: Seat) -> Self::Orders;

    /// Whether `orders`, read right, leave part of the turn to chance because of what was
    /// written (the race: a card the hand does not hold, its register drawn at the deadline):
    /// the round then waits for its deadline or the player's next mail rather than running
    /// early on them. Never, unless a game says so.
    fn left_to_chance(_orders: &Self::Orders) -> bool {
        false
    }

    /// Resolve the phase with every seat's orders and their arrival ranks.
    fn resolve(
        state: &Self::State,
        turn: TurnOrders<'_, Self::Orders>,
        rng: &mut GameRng,
    ) -> Resolution<Self::State, Self::Event>;

    /// Whether [`Game::render_report`] can differ between viewers (a game with hidden
    /// information). When false, a round's report is rendered once and sent to everyone.
    const PRIVATE_REPORTS: bool = true;

    /// The report of one resolution, as `viewer` may see it (`None`: the public report). At most
    /// 72 columns, no line relying on wrapping.
    fn render_report(
        before: &Self::State,
        events: &[Self::Event],
        after: &Self::State,
        viewer: Option<Seat>,
        say: Say<'_>,
    ) -> String;

    /// The position as `viewer` may see it now: board, pools, goals, whatever the game shows.
    fn render_status(state: &Self::State, viewer: Option<Seat>, say: Say<'_>) -> String;

    /// The end of the game, if it has come.
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// The notation and commands, with examples, for the HELP reply.
    fn help(say: Say<'_>) -> String;

    /// The rules as players need them, for `HELP RULES`: plain text within 72 columns. By
    /// default the HELP text, for a game whose HELP already says the rules.
    fn rules(say: Say<'_>) -> String {
        Self::help(say)
    }

    /// The rules in a few lines (the goal, what hurts, what wins), for the welcome and the top
    /// of HELP; none by default.
    fn rules_in_short(_say: Say<'_>) -> String {
        String::new()
    }

    /// One example of this game's orders as a player writes them (`PROGRAM F2 L F R U`), for
    /// the commands every game shares (`TRY ...`).
    fn example_orders() -> &'static str {
        ""
    }

    /// The words players write in this game (order words, those complete alone, spelled-out
    /// notation), which the mail reader takes from every game in the registry.
    const VOCABULARY: Vocabulary;

    /// What the conformance suite plays this game with: its variants, table sizes and seeds
    /// ([`Trials`]); by default its default settings for two players.
    fn trials() -> Trials {
        Trials::default()
    }
}

/// What the moderator tells a seat that sends nothing and a seat whose player resigned, per
/// game. Every game states it (`impl TurnRules for G {}` keeps the defaults). Where a game
/// counts a turn differently from the rest (a bid kept, a seat sitting out, orders in parts),
/// it declares a capability of [`capability::turns`].
pub trait TurnRules: Game {
    /// What happens at the deadline to a seat that sent nothing, in a sentence for the
    /// reminder (`"your registers are filled at random from your hand"`).
    fn default_text(_state: &Self::State, _seat: Seat, _say: Say<'_>) -> String {
        "you get the orders the game gives a silent player".into()
    }

    /// What a resigned seat does from then on, a clause with its own subject, for the reports
    /// and the answer to `RESIGN` (`"the robot stays on the board, powered down for the rest
    /// of the race"`).
    fn resigned_text(_state: &Self::State, _seat: Seat, _say: Say<'_>) -> String {
        "the seat plays the orders the game gives a silent player".into()
    }

    /// What a newcomer taking over `seat` finds as it was, a clause with its own subject, for
    /// their welcome (`"the robot, its lives and its flags stay as they are"`). By default the
    /// core's words: the seat's place in the game stays as it is.
    fn kept_text(_state: &Self::State, _seat: Seat, say: Say<'_>) -> String {
        say.t("welcome-replacing-kept")
    }
}

/// Every game robomod ships, by registry name ([`Registry::builtin`]).
pub fn registry() -> &'static [&'static dyn DynGame] {
    Registry::builtin().games()
}

/// The shipped game called `kind`, if robomod has it.
pub fn by_kind(kind: &str) -> Option<&'static dyn DynGame> {
    Registry::builtin().by_kind(kind)
}

/// The shipped games' names, for error messages: `"rambots, ricochet"`.
pub fn kinds() -> String {
    Registry::builtin().kinds()
}

#[cfg(test)]
mod tests;
