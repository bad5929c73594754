//! The state of a ricochet game and what a round records: the settings chosen at creation,
//! the scores and position kept between rounds, a seat's bid, the events of a round and why a
//! solution was refused. Read by the engine (`game.rs`), its reports, pictures and steps.

use super::board::Move;
use super::layout::Layout;
use super::position::{Goal, Position, SolutionError, Step};
use crate::games::Seat;
use crate::lang::Say;
use serde::{Deserialize, Deserializer, Serialize};

/// Options chosen when the game is created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// 3 colours (9 towers, 3 robots) or the 4-colour variant (16 towers, 4 robots).
    #[serde(deserialize_with = "colours")]
    pub colours: u8,
    /// Where the towers go: easy (edges), hard (middle) or random.
    pub layout: Layout,
    /// "Play until someone reaches a pre-agreed number of points. 10 points is suggested."
    #[serde(deserialize_with = "target")]
    pub target: u32,
    /// The minimum-moves variant: goals solvable in fewer moves are redrawn. "It is suggested
    /// that non-newbies require at least 3 moves."
    #[serde(deserialize_with = "min_moves")]
    pub min_moves: u8,
    /// Solutions a player may send per round, valid or not (default 3): by mail a refused
    /// solution must not become a free search for the answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions: Option<u8>,
}

/// Solutions a player may send per round unless the game says otherwise.
pub const SOLUTIONS_PER_ROUND: u8 = 3;

impl Default for Settings {
    fn default() -> Self {
        Settings {
            colours: 3,
            layout: Layout::Random,
            target: 10,
            min_moves: 3,
            solutions: None,
        }
    }
}

/// A whole number in `lo..=hi`, written as a number or as text (`"4"`), since settings come from
/// `key=value` words.
fn number_in<'de, D: Deserializer<'de>>(d: D, lo: u64, hi: u64) -> Result<u64, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum NumberOrText {
        Number(u64),
        Text(String),
    }
    let n = match NumberOrText::deserialize(d)? {
        NumberOrText::Number(n) => Some(n),
        NumberOrText::Text(t) => t.trim().parse().ok(),
    };
    n.filter(|n| (lo..=hi).contains(n)).ok_or_else(|| {
        // english: a setting's error for the operator (game new/open)
        serde::de::Error::custom(format!("expected a whole number from {lo} to {hi}"))
    })
}

fn colours<'de, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    number_in(d, 3, 4).map(|n| n as u8)
}

fn target<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    number_in(d, 1, 99).map(|n| n as u32)
}

fn min_moves<'de, D: Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    number_in(d, 1, 8).map(|n| n as u8)
}

/// The game between resolutions: the board, the current goal, the scores.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub(super) settings: Settings,
    /// Points per seat.
    pub(super) scores: Vec<u32>,
    /// The round of the current goal, from 1.
    pub(super) round: u32,
    pub(super) position: Position,
}

impl State {
    /// A game at round 1 of this position, every score 0 (tests, simulations).
    pub fn new(settings: Settings, players: usize, position: Position) -> State {
        State {
            settings,
            scores: vec![0; players],
            round: 1,
            position,
        }
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    /// The board and the current goal (met, once the game is won).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The seat that reached the target, if any.
    pub fn winner(&self) -> Option<Seat> {
        let best = self
            .scores
            .iter()
            .position(|&p| p >= self.settings.target)?;
        Some(Seat(best as u8))
    }
}

/// One seat's orders: its bid for the round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bid {
    /// Nothing sent before the deadline.
    NoBid,
    /// A solution, valid when it was sent; its length is the bid.
    Solution(Vec<Move>),
}

/// What happened at one deadline, in order; reports render from these.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A seat's valid bid. Bids come best first: shortest, then earliest.
    Bid { seat: Seat, solution: Vec<Move> },
    /// A bid that does not solve the round's position (only if it changed after the check).
    Refused {
        seat: Seat,
        solution: Vec<Move>,
        reason: Refusal,
    },
    /// The best bid, played step by step; the seat now has `points`.
    Scored {
        seat: Seat,
        steps: Vec<Step>,
        points: u32,
    },
    /// No valid bid: "If no player successfully shows a solution, then no point is awarded."
    NoWinner,
    /// The solver's optimal solution of the round (`None`: there was none).
    Optimal { solution: Option<Vec<Move>> },
    /// The seat reached the target: the game is over.
    Won { seat: Seat },
    /// The next round's goal.
    NewGoal { round: u32, goal: Goal },
}

/// Why a bid was refused, as stored with the round's events: the reason itself, worded in
/// each reader's language when a report is rendered; a round stored before that kept the
/// English text, which still renders as it was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Refusal {
    /// What is wrong with the solution.
    Why(SolutionError),
    /// The English text of a round stored before the reason was.
    Text(String),
}

/// The most players, as the seed says ("Players: 2 - 8"); one player may practise alone.
pub const MAX_PLAYERS: usize = 8;

/// A seat's label in the game's own notation (`Player 2`).
pub fn seat_label(seat: Seat) -> String {
    format!("Player {}", seat.index() + 1)
}

/// A seat as the reader names it (`Gracz 2`).
pub fn seat_name(seat: Seat, say: Say<'_>) -> String {
    crate::say!(say, "ricochet-player", n = seat.index() + 1)
}

/// Ricochet's house rules: what its settings allow, each default the game's own.
impl crate::games::capability::HouseRules for super::Ricochet {
    const HOUSE_RULES: &'static [crate::games::capability::house::HouseRule] = {
        use crate::games::capability::house::HouseRule;
        &[
            HouseRule::number("colours", 3, 4, 3),
            HouseRule::one_of("layout", &["easy", "hard", "random"], "random"),
            HouseRule::number("target", 1, 99, 10),
            HouseRule::number("min_moves", 1, 8, 3),
            HouseRule::number("solutions", 1, 9, SOLUTIONS_PER_ROUND as i64),
        ]
    };
}
