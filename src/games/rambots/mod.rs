//! RAMbots (Kory Heath) as a pure rules engine behind the [`Game`] trait.
//!
//! - [`board`]: closed types (colours, pieces, squares, directions); [`pool`]: code pools.
//! - [`notation`]: what players type; [`position`] / [`position_file`]: the validated position
//!   and the file schema it is built from, `position_files`: a round run from one (`robomod
//!   sim`); [`setup`]: a new game and the goal stacks.
//! - [`execute`]: one round, one function per rule; [`events`]: what happened; [`report`]: text.
//! - [`picture`]: the board as SVG; [`steps`]: the round instruction by instruction.
//!
//! The rules as played, with the source of each ruling, are in `docs/rules/rambots.md`.

pub mod arena;
pub mod board;
pub mod bot;
mod compose;
pub mod events;
pub mod execute;
pub mod notation;
pub mod picture;
pub mod pool;
pub mod position;
pub mod position_file;
mod position_files;
pub mod report;
pub mod setup;
pub mod steps;
pub mod words;

#[cfg(test)]
pub(crate) mod testkit;

use crate::games::{
    ComputerPlayer, Game, GameRng, OrdersError, OrdersText, Outcome, PhaseInfo, Pictures, Players,
    Resolution, Seat, SetupError, TurnOrders, TurnRules, WhatIf,
};
use crate::lang::Say;
use board::{ByColour, Piece};
use events::Event;
use notation::{MAX_PROGRAM, Program};
use position::{Position, RedBeam};
use position_file::{Setup, SetupErrors};
use serde::{Deserialize, Serialize};

/// The RAMbots game, for the registry.
pub struct Rambots;

/// Options chosen when a game is created.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// `damage` (the default, the later card) or `slide` (the designer's text).
    pub red_beam: RedBeam,
}

/// Where the game stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// Waiting for the goal stacks.
    Setup,
    /// Waiting for programs (also after the game is won; see [`Game::outcome`]).
    Programming,
}

/// A validated game state. Stored as JSON through [`StateFile`], whose position is the same
/// schema as a `sim` file; deserializing validates it again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StateFile", into = "StateFile")]
pub struct State {
    phase: Phase,
    round: u32,
    position: Position,
}

impl State {
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The round being programmed (1 after setup).
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn position(&self) -> &Position {
        &self.position
    }
}

/// The stored form of a [`State`].
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StateFile {
    pub phase: Phase,
    pub round: u32,
    pub position: Setup,
}

impl TryFrom<StateFile> for State {
    type Error = SetupErrors;
    fn try_from(f: StateFile) -> Result<State, SetupErrors> {
        Ok(State {
            phase: f.phase,
            round: f.round,
            position: Position::try_from(&f.position)?,
        })
    }
}

impl From<State> for StateFile {
    fn from(s: State) -> StateFile {
        StateFile {
            phase: s.phase,
            round: s.round,
            position: s.position.to_setup(),
        }
    }
}

/// One player's validated orders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Orders {
    /// The goal stack for the player on the left, top first; `None`: draw one at random.
    Goals(Option<Vec<Piece>>),
    /// Up to five instructions; empty is a pass.
    Program(Program),
}

/// Run one round from a validated position and programs: the new position, the events, and the
/// winner if the game ended. Used by [`Game::resolve`] and `robomod sim`.
pub fn play_round(
    pos: &Position,
    programs: &ByColour<Program>,
) -> (Position, Vec<Event>, Option<board::Colour>) {
    let mut next = pos.clone();
    let mut events = Vec::with_capacity(64);
    let winner = execute::run_round(&mut next, programs, &mut events);
    (next, events, winner)
}

/// A program is usable if it has at most five pieces, all in the pool at once.
fn usable(program: &Program, pool: &pool::Pool) -> bool {
    let mut left = pool.clone();
    program.len() <= MAX_PROGRAM && program.iter().all(|i| left.remove(i.piece))
}

impl Game for Rambots {
    const KIND: &'static str = "rambots";
    const VOCABULARY: crate::games::Vocabulary = crate::games::Vocabulary {
        order_words: &["GOALS", "PROGRAM", "PASS"],
        alone: &["PASS"],
        lists: &["GOALS", "PROGRAM"],
        notation: notation::WORDS,
        shortened: notation::SHORTENED,
        glued: crate::games::never_glued,
    };
    type Settings = Settings;
    type State = State;
    type Orders = Orders;
    type Event = Event;

    /// Both red beams, two to four players, twice the seeds (games are short).
    fn trials() -> crate::games::Trials {
        crate::games::Trials {
            variants: ["damage", "slide"]
                .map(|beam| (serde_json::json!({ "red_beam": beam }), 4))
                .to_vec(),
            fewest: 2,
            games: 120,
            ..Default::default()
        }
    }

    fn new_game(
        settings: &Settings,
        players: Players<'_>,
        rng: &mut GameRng,
    ) -> Result<State, SetupError> {
        Ok(State {
            phase: Phase::Setup,
            round: 0,
            position: setup::new_position(settings.red_beam, players.seats(), rng)?,
        })
    }

    fn seat_label(state: &State, seat: Seat) -> String {
        match state.position.seats().get(seat.index()) {
            Some(c) => c.label().to_string(),
            None => format!("seat {seat}"),
        }
    }

    fn seat_name(state: &State, seat: Seat, say: Say<'_>) -> String {
        match state.position.seats().get(seat.index()) {
            Some(&c) => words::bot(say, c),
            None => Self::seat_label(state, seat),
        }
    }

    fn phase_in(state: &State, say: Say<'_>) -> PhaseInfo {
        let phase = Self::phase(state);
        let (title, name) = match state.phase {
            Phase::Setup => (say.t("rambots-turn-setup"), say.t("rambots-turn-setup")),
            Phase::Programming => (
                crate::say!(say, "rambots-turn-round", n = state.round),
                say.t("rambots-phase-programming"),
            ),
        };
        PhaseInfo {
            title,
            name,
            ..phase
        }
    }

    fn round_number(state: &State) -> Option<u32> {
        match state.phase {
            Phase::Setup => Some(0),
            Phase::Programming => Some(state.round),
        }
    }

    fn phase(state: &State) -> PhaseInfo {
        match state.phase {
            Phase::Setup => PhaseInfo {
                title: "setup".into(),
                name: "setup".into(),
                order_keyword: "GOALS".into(),
                bare_orders: vec![],
            },
            Phase::Programming => PhaseInfo {
                title: format!("round {}", state.round),
                name: "programming".into(),
                order_keyword: "PROGRAM".into(),
                bare_orders: vec!["PASS".into()],
            },
        }
    }

    fn parse_orders(
        state: &State,
        seat: Seat,
        written: OrdersText<'_, Orders>,
        say: Say<'_>,
    ) -> Result<Orders, OrdersError> {
        let text = written.text;
        let Some(&colour) = state.position.seats().get(seat.index()) else {
            return Err(OrdersError::one(
                "",
                crate::say!(say, "rambots-no-seat", seat = seat.to_string()),
            ));
        };
        let pool = state.position.pool(colour);
        match state.phase {
            Phase::Setup => {
                notation::parse_goal_stack(text, pool, say).map(|s| Orders::Goals(Some(s)))
            }
            Phase::Programming => notation::parse_program(text, pool, say).map(Orders::Program),
        }
    }

    fn canonical(_state: &State, orders: &Orders, say: Say<'_>) -> String {
        match orders {
            Orders::Goals(Some(s)) => notation::pieces_said(s, say),
            Orders::Goals(None) => say.t("rambots-echo-drawn"),
            Orders::Program(p) => notation::program_said(p, say),
        }
    }

    fn default_orders(state: &State, _seat: Seat) -> Orders {
        match state.phase {
            Phase::Setup => Orders::Goals(None),
            Phase::Programming => Orders::Program(Vec::new()),
        }
    }

    fn resolve(
        state: &State,
        turn: TurnOrders<'_, Orders>,
        rng: &mut GameRng,
    ) -> Resolution<State, Event> {
        let orders = turn.orders;
        let mut next = state.clone();
        let mut events = Vec::new();
        match state.phase {
            Phase::Setup => {
                let chosen: Vec<Option<Vec<Piece>>> = orders
                    .iter()
                    .map(|o| match o {
                        Orders::Goals(s) => s.clone(),
                        Orders::Program(_) => None,
                    })
                    .collect();
                setup::deal_goal_stacks(&mut next.position, &chosen, rng, &mut events);
                next.phase = Phase::Programming;
                next.round = 1;
            }
            Phase::Programming if state.position.winner().is_some() => {}
            Phase::Programming => {
                let mut programs = ByColour::<Program>::default();
                for (i, &c) in state.position.seats().iter().enumerate() {
                    if let Some(Orders::Program(p)) = orders.get(i)
                        && usable(p, state.position.pool(c))
                    {
                        *programs.get_mut(c) = p.clone();
                    }
                }
                let winner = execute::run_round(&mut next.position, &programs, &mut events);
                if winner.is_none() {
                    next.round += 1;
                }
            }
        }
        Resolution {
            state: next,
            events,
        }
    }

    /// Everything on a RAMbots board is public: one report for all.
    const PRIVATE_REPORTS: bool = false;

    fn render_report(
        before: &State,
        events: &[Event],
        after: &State,
        _viewer: Option<Seat>,
        say: Say<'_>,
    ) -> String {
        match before.phase {
            Phase::Setup => report::setup_report(events, &after.position, say),
            Phase::Programming => report::round_report(
                &before.position,
                events,
                &after.position,
                Some(before.round),
                say,
            ),
        }
    }

    fn render_status(state: &State, viewer: Option<Seat>, say: Say<'_>) -> String {
        let setup = state.phase == Phase::Setup;
        let mut out = report::status(&state.position, setup, state.round, say);
        // Seen in play: "who do I build this stack for?" The player on her left, named.
        let seats = state.position.seats();
        if let (true, Some(&maker)) = (setup, viewer.and_then(|v| seats.get(v.index()))) {
            let owner = setup::left_of(seats, maker);
            report::stack_for_whom(&mut out, owner, say);
        }
        out
    }

    fn outcome(state: &State) -> Option<Outcome> {
        if state.phase == Phase::Setup {
            return None;
        }
        let w = state.position.winner()?;
        let seat = state.position.seats().iter().position(|&c| c == w)?;
        Some(Outcome::Won(Seat(seat as u8)))
    }

    fn help(say: Say<'_>) -> String {
        format!("{}\n", say.t("rambots-help"))
    }
    fn rules(say: Say<'_>) -> String {
        format!("{}\n", say.t("rambots-rules"))
    }
    fn rules_in_short(say: Say<'_>) -> String {
        format!("{}\n", say.t("rambots-rules-short"))
    }
    fn example_orders() -> &'static str {
        "PROGRAM 1GN 3BU"
    }
}

impl TurnRules for Rambots {
    /// A resigned seat keeps its robot on the board, passing (the default orders).
    fn resigned_text(_state: &State, _seat: Seat, say: Say<'_>) -> String {
        say.t("rambots-resigned")
    }
    fn kept_text(_state: &State, _seat: Seat, say: Say<'_>) -> String {
        say.t("rambots-kept")
    }

    fn default_text(state: &State, _seat: Seat, say: Say<'_>) -> String {
        match state.phase {
            Phase::Setup => say.t("rambots-default-setup"),
            Phase::Programming => say.t("rambots-default-programming"),
        }
    }
}

impl ComputerPlayer for Rambots {
    /// The greedy computer player of [`bot`]: a goal stack drawn from its pool, then the best of
    /// a few hundred random programs, each tried alone.
    fn bot_orders(state: &State, seat: Seat, rng: &mut GameRng) -> Option<Orders> {
        let &me = state.position.seats().get(seat.index())?;
        Some(match state.phase {
            Phase::Setup => Orders::Goals(Some(bot::choose_goals(&state.position, me, rng))),
            Phase::Programming => Orders::Program(bot::choose_program(&state.position, me, rng)),
        })
    }

    /// `GOALS` and the stack in setup; `PROGRAM` and the program, or `PASS`.
    fn mail_text(_state: &State, orders: &Orders) -> String {
        match orders {
            Orders::Goals(Some(s)) => format!("GOALS {}", notation::pieces_text(s)),
            Orders::Goals(None) => String::new(),
            Orders::Program(p) if p.is_empty() => "PASS".into(),
            Orders::Program(p) => format!("PROGRAM {}", notation::program_text(p)),
        }
    }
}

impl WhatIf for Rambots {
    /// The round with `orders` for `seat` and every other RAMbot passing.
    fn what_if(
        state: &State,
        seat: Seat,
        orders: &Orders,
        rng: &mut GameRng,
        say: Say<'_>,
    ) -> Option<String> {
        if state.phase != Phase::Programming || state.position.winner().is_some() {
            return None;
        }
        let all: Vec<Orders> = (0..state.position.seats().len())
            .map(|i| {
                if i == seat.index() {
                    orders.clone()
                } else {
                    Orders::Program(Vec::new())
                }
            })
            .collect();
        let r = Self::resolve(state, TurnOrders::unranked(&all), rng);
        Some(Self::render_report(state, &r.events, &r.state, None, say))
    }
}

impl Pictures for Rambots {
    fn render_picture_shapes(
        before: &State,
        events: &[Event],
        after: &State,
        say: Say<'_>,
    ) -> (String, Vec<crate::games::shape::Shape>) {
        picture::picture_shapes(before, events, after, say)
    }

    /// Each instruction that ran, from the round's events.
    fn render_steps(
        before: &State,
        events: &[Event],
        _after: &State,
        say: Say<'_>,
    ) -> Vec<crate::games::Step> {
        steps::round_steps(before, events, say, steps::Make::Pictures)
    }

    /// The steps' words, their pictures not drawn.
    fn render_step_words(
        before: &State,
        events: &[Event],
        _after: &State,
        say: Say<'_>,
    ) -> Vec<crate::games::Step> {
        steps::round_steps(before, events, say, steps::Make::Words)
    }

    fn steps_words(say: Say<'_>) -> (String, String) {
        (
            say.t("rambots-steps-heading"),
            say.t("rambots-steps-legend"),
        )
    }
}

/// RAMbots' pieces named and changed in words (`the yellow`, `point west`).
impl crate::games::capability::CardWords for Rambots {
    fn card_named(cards: &[&str], words: &str) -> Option<usize> {
        notation::card_named(cards, words)
    }
    fn card_changed(card: &str, words: &str) -> Option<String> {
        notation::card_changed(card, words)
    }
}

/// RAMbots' house rule: which printed Red beam is played (001/002's damage by default).
impl crate::games::capability::HouseRules for Rambots {
    const HOUSE_RULES: &'static [crate::games::capability::house::HouseRule] =
        &[crate::games::capability::house::HouseRule::one_of(
            "red_beam",
            &["damage", "slide"],
            "damage",
        )];
}
