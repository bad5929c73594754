//! The race's state between rounds: its phase (starts being picked and upgrades drafted,
//! programming), a seat's orders, the position and the hands dealt, and the file form it is
//! stored in.

use super::deal_one;
use crate::games::race::cards::Card;
use crate::games::race::orders::Orders;
use crate::games::race::position::Position;
use crate::games::race::position_file::{Setup, board_of, validate};
use crate::games::race::report::private_text;
use crate::games::race::upgrades::Upgrade;
use crate::games::text::SetupErrors;
use crate::games::{Seat, step_rng};
use crate::lang::Say;
use serde::{Deserialize, Serialize};

/// Where the race stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "phase")]
pub enum Phase {
    /// Waiting for start-square picks; `order` is the pick order (seats, first pick first).
    /// With the option draft (`draft` upgrades each, from `pool`) it waits for the drafts too.
    Picking {
        order: Vec<u8>,
        #[serde(default, skip_serializing_if = "is_zero")]
        draft: u8,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pool: Vec<Upgrade>,
    },
    /// Waiting for programs.
    Racing,
}

/// One seat's orders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RaceOrders {
    /// Start squares by number, most wanted first (empty: none named).
    Pick(Vec<u8>),
    /// In a race with the option draft: start squares as `Pick`, and the upgrades of the pool
    /// wanted, most wanted first (either empty: none named).
    Draft {
        picks: Vec<u8>,
        wanted: Vec<Upgrade>,
    },
    Round(Orders),
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The race between rounds, with every seat's private hand for the round being programmed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StateFile", into = "StateFile")]
pub struct State {
    pub(in crate::games::race) phase: Phase,
    pub(in crate::games::race) position: Position,
    /// Indexed by seat; empty for a robot that gets no hand.
    pub(super) hands: Vec<Vec<Card>>,
    /// Seeds the hands that `RECOMPILE` deals between rounds.
    pub(super) deal_seed: u64,
}

impl State {
    /// The race after this state's round: `position`, programming with `hands`, the same deal
    /// seed.
    pub(super) fn racing(&self, position: Position, hands: Vec<Vec<Card>>) -> State {
        State {
            phase: Phase::Racing,
            position,
            hands,
            deal_seed: self.deal_seed,
        }
    }

    /// What `seat` alone reads below the report of this state: its hand, locked registers,
    /// upgrades' settings, wildcards.
    pub(super) fn private_text(&self, seat: Seat, say: Say<'_>) -> String {
        let picking = matches!(self.phase, Phase::Picking { .. });
        private_text(&self.position, self.hand(seat), picking, seat, say)
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn position(&self) -> &Position {
        &self.position
    }
    /// Seat `seat`'s hand for the round being programmed.
    pub fn hand(&self, seat: Seat) -> &[Card] {
        self.hands.get(seat.index()).map_or(&[], Vec::as_slice)
    }
    /// The hand `seat` holds after its `k`-th `RECOMPILE` this round (ruling 40): dealt for the
    /// damage it brings, from a stream of its own, so that a replay deals the same.
    pub fn recompiled_hand(&self, seat: Seat, k: u8) -> Vec<Card> {
        let Some(r) = self.position.robots().get(seat.index()) else {
            return Vec::new();
        };
        let mut after = r.clone();
        after.damage = r.damage().saturating_add(2 * k);
        after.saved = None;
        let step = self.position.round() * 64 + u32::from(seat.0) * 8 + u32::from(k);
        deal_one(&after, &mut step_rng(self.deal_seed, step))
    }
}

/// The stored form of a [`State`]: the position in the file schema, and the hands.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StateFile {
    pub phase: Phase,
    pub position: Setup,
    pub hands: Vec<Vec<Card>>,
    pub deal_seed: u64,
}

impl TryFrom<StateFile> for State {
    type Error = SetupErrors;
    fn try_from(f: StateFile) -> Result<State, SetupErrors> {
        let board = board_of(&f.position, |_| {
            Err("a stored race names no board file".into())
        })?;
        let (position, _) = validate(&f.position, board)?;
        Ok(State {
            phase: f.phase,
            position,
            hands: f.hands,
            deal_seed: f.deal_seed,
        })
    }
}

impl From<State> for StateFile {
    fn from(s: State) -> StateFile {
        StateFile {
            phase: s.phase,
            position: s.position.to_setup(),
            hands: s.hands,
            deal_seed: s.deal_seed,
        }
    }
}
