//! The game kind `race` behind the [`Game`] trait: a race on a shipped or inline board, a hand
//! dealt to every seat from the game's seeded RNG (ruling 5) and kept private, programs checked
//! against it, one resolution per round, and the report (public, plus the viewer's next hand).

use super::board::Board;
use super::cards::Card;
use super::events::Event;
use super::execute::{Plan, run_round};
use super::orders::{self, Orders};
use super::position::{Position, REGISTERS};
use super::position_file::{Setup, board_of, validate};
use super::{boards, report, setup};
use crate::games::rambots::position_file::SetupErrors;
use crate::games::{Game, GameRng, OrdersError, Outcome, PhaseInfo, Resolution, Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// The game kind `race`.
pub struct Race;

/// Robot names when the moderator gives none: one per seat, their initials the board letters.
pub const DEFAULT_NAMES: [&str; 8] = ["Ada", "Bolt", "Cog", "Dyna", "Echo", "Flux", "Gizmo", "Hex"];

/// Options chosen when a race is created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// A shipped board by name.
    pub board: String,
    /// Or a board in the board format (the CLI reads a board file into this).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board_text: Option<String>,
    /// The robots' names, by seat (default: [`DEFAULT_NAMES`]).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            board: "training".into(),
            board_text: None,
            names: Vec::new(),
        }
    }
}

impl Settings {
    /// The board these settings name.
    pub fn board(&self) -> Result<Board, SetupError> {
        if let Some(text) = &self.board_text {
            return super::board_file::parse(&self.board, text)
                .map_err(|e| SetupError(format!("board_text: {e}")));
        }
        boards::shipped(&self.board).ok_or_else(|| {
            SetupError(format!(
                "board: {:?} is not a shipped board; use one of {}",
                self.board,
                boards::NAMES.join(", ")
            ))
        })
    }
}

/// The race between rounds, with every seat's private hand for the round being programmed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StateFile", into = "StateFile")]
pub struct State {
    position: Position,
    /// Indexed by seat; empty for a robot that gets no hand.
    hands: Vec<Vec<Card>>,
}

impl State {
    pub fn position(&self) -> &Position {
        &self.position
    }
    /// Seat `seat`'s hand for the round being programmed.
    pub fn hand(&self, seat: Seat) -> &[Card] {
        self.hands.get(seat.index()).map_or(&[], Vec::as_slice)
    }
}

/// The stored form of a [`State`]: the position in the file schema, and the hands.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StateFile {
    pub position: Setup,
    pub hands: Vec<Vec<Card>>,
}

impl TryFrom<StateFile> for State {
    type Error = SetupErrors;
    fn try_from(f: StateFile) -> Result<State, SetupErrors> {
        let board = board_of(&f.position, |_| {
            Err("a stored race names no board file".into())
        })?;
        let (position, _) = validate(&f.position, board)?;
        Ok(State {
            position,
            hands: f.hands,
        })
    }
}

impl From<State> for StateFile {
    fn from(s: State) -> StateFile {
        StateFile {
            position: s.position.to_setup(),
            hands: s.hands,
        }
    }
}

/// Deal every robot its hand for the next round (ruling 5): one card per free slot with the
/// dealing weights, plus the card Flywheel kept.
pub fn deal(pos: &Position, rng: &mut GameRng) -> Vec<Vec<Card>> {
    pos.robots()
        .iter()
        .map(|r| {
            let size = r.hand_size();
            if size == 0 {
                return Vec::new();
            }
            let mut hand: Vec<Card> = (0..size).map(|_| Card::draw(rng)).collect();
            hand.extend(r.saved());
            hand
        })
        .collect()
}

/// Run one round from a position with plans (`robomod sim`, and [`Game::resolve`]).
pub fn play_round(pos: &Position, plans: &[Plan], rng: &mut GameRng) -> (Position, Vec<Event>) {
    let mut next = pos.clone();
    let mut events = Vec::with_capacity(256);
    run_round(&mut next, plans, rng, &mut events);
    (next, events)
}

impl Game for Race {
    const KIND: &'static str = "race";
    type Settings = Settings;
    type State = State;
    type Orders = Orders;
    type Event = Event;

    fn new_game(
        settings: &Settings,
        players: usize,
        rng: &mut GameRng,
    ) -> Result<State, SetupError> {
        let board = settings.board()?;
        let names: Vec<String> = (0..players)
            .map(|i| match settings.names.get(i) {
                Some(n) => n.clone(),
                None => DEFAULT_NAMES.get(i).unwrap_or(&"Robot").to_string(),
            })
            .collect();
        let position = setup::new_race(board, &names, None, rng)?;
        let hands = deal(&position, rng);
        Ok(State { position, hands })
    }

    fn seat_label(state: &State, seat: Seat) -> String {
        match state.position.robots().get(seat.index()) {
            Some(r) => r.name().to_string(),
            None => format!("seat {seat}"),
        }
    }

    fn phase(state: &State) -> PhaseInfo {
        PhaseInfo {
            title: format!("round {}", state.position.round()),
            name: "programming".into(),
            order_keyword: "PROGRAM".into(),
            bare_orders: vec!["PASS".into()],
        }
    }

    fn parse_orders(state: &State, seat: Seat, text: &str) -> Result<Orders, OrdersError> {
        let Some(robot) = state.position.robots().get(seat.index()) else {
            return Err(OrdersError::one(
                "",
                format!("there is no seat {seat} in this race"),
            ));
        };
        if robot.is_out() {
            return Err(OrdersError::one(
                "",
                "your robot is out of the race: it takes no orders",
            ));
        }
        if text.trim().eq_ignore_ascii_case("PASS") {
            return Ok(Orders::default());
        }
        orders::read(text, robot, state.hand(seat))
    }

    fn canonical(_state: &State, orders: &Orders) -> String {
        orders::canonical(orders)
    }

    fn default_orders(_state: &State, _seat: Seat) -> Orders {
        Orders::default()
    }

    fn resolve(state: &State, orders: &[Orders], rng: &mut GameRng) -> Resolution<State, Event> {
        let plans: Vec<Plan> = (0..state.position.robots().len())
            .map(|i| {
                let o = orders.get(i).cloned().unwrap_or_default();
                orders::plan(&o, state.hand(Seat(i as u8)))
            })
            .collect();
        let (position, events) = play_round(&state.position, &plans, rng);
        let hands = if position.is_over() {
            vec![Vec::new(); position.robots().len()]
        } else {
            deal(&position, rng)
        };
        Resolution {
            state: State { position, hands },
            events,
        }
    }

    /// The report is public; each player's copy ends with their next hand.
    const PRIVATE_REPORTS: bool = true;

    fn render_report(
        before: &State,
        events: &[Event],
        after: &State,
        viewer: Option<Seat>,
    ) -> String {
        let mut out = report::round_report(&before.position, events, &after.position);
        if let Some(seat) = viewer {
            out.push_str(&hand_text(after, seat));
        }
        out
    }

    fn render_status(state: &State, viewer: Option<Seat>) -> String {
        let mut out = format!(
            "Robot race - round {} on {}\n\n",
            state.position.round(),
            state.position.board().name()
        );
        out.push_str(&report::status(&state.position));
        if let Some(seat) = viewer {
            out.push_str(&hand_text(state, seat));
        }
        out
    }

    fn outcome(state: &State) -> Option<Outcome> {
        if !state.position.is_over() {
            return None;
        }
        match state.position.finishers().first() {
            Some(&i) => Some(Outcome::Won(Seat(i as u8))),
            None => Some(Outcome::Draw),
        }
    }

    fn help() -> &'static str {
        HELP
    }
}

/// A player's private part: their hand for the round being programmed and their locks.
pub fn hand_text(state: &State, seat: Seat) -> String {
    let mut out = String::new();
    let Some(r) = state.position.robots().get(seat.index()) else {
        return out;
    };
    if state.position.is_over() || r.is_out() {
        return out;
    }
    let _ = writeln!(out, "\nYour hand for round {}", state.position.round());
    if r.powered_down() {
        out.push_str("  Your robot is powered down this round: no hand. Send STAY DOWN to\n");
        out.push_str("  stay down next round as well.\n");
        return out;
    }
    let _ = writeln!(out, "  {}", orders::cards_text(state.hand(seat)));
    let locked = r.locked();
    if locked > 0 {
        let held: Vec<String> = (REGISTERS - locked..REGISTERS)
            .map(|k| match r.last_program()[k] {
                Some(i) => format!("{}={i}", k + 1),
                None => format!("{}=random", k + 1),
            })
            .collect();
        let _ = writeln!(
            out,
            "  Locked registers (damage {}): {}; program the first {}.",
            r.damage(),
            held.join(" "),
            REGISTERS - locked
        );
    }
    out
}

const HELP: &str = "\
Robot race - how to write your orders

EACH ROUND you are dealt a hand of instructions (10, one fewer for
each two damage). Program five of them, run in order:
    PROGRAM F2 L F R U
  F3 F2 F   forward 3, 2, 1       B   back 1
  L R       turn left, right      U   u-turn
Also read: F1, forward 2, back, turn left, turn around, u-turn,
lower case, commas, numbering (1. F2 2. L ...).
Missing or illegal instructions are filled at random from your hand.
    PASS                      (every register at random)

ANNOUNCE in the same mail:
    POWER DOWN                (next round: no moves, all damage repaired)
    STAY DOWN                 (while powered down: stay down next round)

UPGRADES add forms and options:
    F0 (Brakes)  F4 (Fourth Gear)  B2 (Reverse Gear)
    FL FR (Crab Legs: sidestep)  F3+R (Dual Processor: move, then turn)
    GYRO ON|OFF   PRESSOR|TRACTOR|HOWITZER|SCRAMBLER|RADIO ON|OFF
    BREAKER 10 | BREAKER OFF  (Circuit Breaker threshold)
    FLYWHEEL F2               (keep an unused card for next round)
Example: PROGRAM F3+R F2 FL B U PRESSOR ON

Priority: F4 F3 F2 B2 F/FL/FR F0 B, then turns; ties go to whoever
moved first in the register before.
";
