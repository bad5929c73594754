//! The validated race position between rounds: the board, every robot (where, facing, damage,
//! lives, flags, archive, upgrades and settings, power down, last round's registers, the
//! statistics the awards need), the carried priority list (ruling 9) and the upgrade offers.
//!
//! Fields are private to the race module: a position is built by `position_file` (from a
//! position file or the stored state, checking every rule) or by `setup`, and changed only by
//! the round's execution.

use super::board::{Board, Dir, Square};
use super::cards::{Card, Instr};
use super::upgrades::{Held, Settings, Upgrade};
use serde::{Deserialize, Serialize};

/// Lives at the start of a race (seed: "If a robot has been destroyed 3 times, it is out").
pub const LIVES: u8 = 3;
/// Damage that destroys (seed: "22 Destroyed!").
pub const DESTROYED_AT: u8 = 22;
/// Registers in a round.
pub const REGISTERS: usize = 5;
/// Rounds an upgrade offer stays before it is replaced (ruling 23).
pub const OFFER_ROUNDS: u8 = 5;
/// Rounds played after the one in which first place was claimed (ruling 29).
pub const ROUNDS_AFTER_FIRST: u32 = 5;

/// The house rules a race is played with (`race.md`, "House rules"): each default is the
/// seed's own game, and a race at the defaults stores and plays as one without them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct House {
    /// Lives at the start (seed: 3).
    pub lives: u8,
    /// Upgrades in the race at all: off, no site offers one.
    pub upgrades: bool,
    /// Circuit Breaker among the upgrades drawn for the offers.
    pub breaker: bool,
    /// Rounds played after the one in which first place was claimed (seed: 5).
    pub extra_rounds: u32,
}

impl Default for House {
    fn default() -> Self {
        House {
            lives: LIVES,
            upgrades: true,
            breaker: true,
            extra_rounds: ROUNDS_AFTER_FIRST,
        }
    }
}

impl House {
    /// The seed's own game.
    pub fn is_default(&self) -> bool {
        *self == House::default()
    }
    /// A new upgrade for an offer, drawn uniformly from those in the race: the 22, or 21
    /// without Circuit Breaker (the seed's draw, the same numbers, when it is in).
    pub fn draw(&self, rng: &mut crate::games::GameRng) -> Upgrade {
        use rand::RngExt;
        if self.breaker {
            return Upgrade::draw(rng);
        }
        let all: Vec<Upgrade> = Upgrade::ALL
            .into_iter()
            .filter(|&u| u != Upgrade::CircuitBreaker)
            .collect();
        all[rng.random_range(0..all.len())]
    }
}

/// The whole-race statistics behind the awards and the next race's picks (ruling 31).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// Damage points this robot added to others (lasers, ramming, howitzer), kills not included.
    pub dealt: u32,
    /// Damage points added to this robot from any source, Recompile's cost included.
    pub taken: u32,
    /// Robots this robot pushed to their doom (ruling 32).
    pub kills: u32,
    /// Destructions by a pit or the board edge.
    pub falls: u32,
    /// Destructions of any kind.
    pub deaths: u32,
    /// Rounds spent powered down.
    pub rounds_down: u32,
    /// Registers filled at random, plus own moves into a pit or off the board.
    pub questionable: u32,
}

impl Stats {
    /// Damage dealt as the awards and picks count it: kills count 3 each (seed: "pushing a
    /// player and causing them to die counts as 3 damage").
    pub fn damage_caused(&self) -> u32 {
        self.dealt + 3 * self.kills
    }
    /// Dealt minus taken, for the damage-record awards.
    pub fn record(&self) -> i64 {
        self.damage_caused() as i64 - self.taken as i64
    }
}

/// One robot and everything its player holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Robot {
    pub(super) name: String,
    /// `None` while destroyed (until re-entry) or out of the race.
    pub(super) at: Option<Square>,
    pub(super) facing: Dir,
    pub(super) damage: u8,
    /// Lives left; 0 = out of the race.
    pub(super) lives: u8,
    pub(super) flags: u8,
    pub(super) archive: Square,
    pub(super) upgrades: Vec<Held>,
    pub(super) settings: Settings,
    pub(super) powered_down: bool,
    pub(super) power_down_next: bool,
    /// What each register held when it last ran (ruling 7).
    pub(super) last_program: [Option<Instr>; REGISTERS],
    /// The card Flywheel keeps for the next hand.
    pub(super) saved: Option<Card>,
    /// Finishing place, from 1.
    pub(super) place: Option<u8>,
    pub(super) stats: Stats,
    /// Wildcards the moderator granted and the player has not spent.
    pub(super) wildcards: u8,
    /// Its player resigned: powered down for the rest of the race, no award, no pick.
    pub(super) retired: bool,
}

impl Robot {
    /// A robot at the start of a race: on its start square, which is its archive.
    pub fn new(name: &str, start: Square, facing: Dir, lives: u8) -> Robot {
        Robot {
            name: name.to_string(),
            at: Some(start),
            facing,
            damage: 0,
            lives,
            flags: 0,
            archive: start,
            upgrades: Vec::new(),
            settings: Settings::default(),
            powered_down: false,
            power_down_next: false,
            last_program: [None; REGISTERS],
            saved: None,
            place: None,
            stats: Stats::default(),
            wildcards: 0,
            retired: false,
        }
    }
    pub fn name(&self) -> &str {
        &self.name
    }
    pub fn at(&self) -> Option<Square> {
        self.at
    }
    pub fn facing(&self) -> Dir {
        self.facing
    }
    pub fn damage(&self) -> u8 {
        self.damage
    }
    pub fn lives(&self) -> u8 {
        self.lives
    }
    pub fn flags(&self) -> u8 {
        self.flags
    }
    pub fn archive(&self) -> Square {
        self.archive
    }
    pub fn upgrades(&self) -> &[Held] {
        &self.upgrades
    }
    pub fn settings(&self) -> Settings {
        self.settings
    }
    pub fn powered_down(&self) -> bool {
        self.powered_down
    }
    pub fn power_down_next(&self) -> bool {
        self.power_down_next
    }
    pub fn last_program(&self) -> &[Option<Instr>; REGISTERS] {
        &self.last_program
    }
    pub fn saved(&self) -> Option<Card> {
        self.saved
    }
    pub fn place(&self) -> Option<u8> {
        self.place
    }
    pub fn stats(&self) -> &Stats {
        &self.stats
    }
    pub fn wildcards(&self) -> u8 {
        self.wildcards
    }
    /// Its player resigned: it stays powered down for the rest of the race.
    pub fn retired(&self) -> bool {
        self.retired
    }
    /// Out of the race: its last life is lost.
    pub fn is_out(&self) -> bool {
        self.lives == 0
    }
    pub fn has(&self, u: Upgrade) -> bool {
        self.upgrades.iter().any(|h| h.kind == u)
    }
    /// Registers locked by damage: the last `locked()` ones (ruling 7).
    pub fn locked(&self) -> usize {
        locked_registers(self.damage)
    }
    /// Cards dealt for the current damage (ruling 5), Flywheel's saved card not included.
    pub fn hand_size(&self) -> usize {
        if self.is_out() || self.powered_down || self.at.is_none() {
            return 0;
        }
        let base = 10usize.saturating_sub(self.damage as usize / 2);
        let base = if self.damage >= 20 { 0 } else { base };
        base + usize::from(self.has(Upgrade::ExtraMemory))
    }
}

/// Registers locked at `damage` (ruling 7): none below 12, then one more each two points.
pub fn locked_registers(damage: u8) -> usize {
    if damage < 12 {
        0
    } else {
        (((damage - 10) / 2) as usize).min(REGISTERS)
    }
}

/// The upgrade on offer at an upgrade site, and for how many rounds it has been there.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Offer {
    pub at: Square,
    pub upgrade: Upgrade,
    /// Rounds ended with this offer on the site.
    pub age: u8,
}

/// Where the race stands between rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(super) board: Board,
    /// The round about to be played, from 1.
    pub(super) round: u32,
    /// Indexed by seat.
    pub(super) robots: Vec<Robot>,
    /// Robots still in the race, highest priority first (ruling 9).
    pub(super) priority: Vec<usize>,
    pub(super) offers: Vec<Offer>,
    /// The round in which first place was claimed.
    pub(super) first_finish: Option<u32>,
    /// The race is over (ruling 29).
    pub(super) over: bool,
    /// When over: who picks a start square first in the next race (ruling 30).
    pub(super) pick_order: Vec<usize>,
    /// The house rules it is played with.
    pub(super) house: House,
}

impl Position {
    /// `board` with no robot on it, before its first round: a course as it is drawn alone.
    pub fn empty(board: Board) -> Position {
        Position {
            board,
            round: 1,
            robots: Vec::new(),
            priority: Vec::new(),
            offers: Vec::new(),
            first_finish: None,
            over: false,
            pick_order: Vec::new(),
            house: House::default(),
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn robots(&self) -> &[Robot] {
        &self.robots
    }
    pub fn robot(&self, i: usize) -> &Robot {
        &self.robots[i]
    }
    /// Seats in the carried priority order, highest first.
    pub fn priority(&self) -> &[usize] {
        &self.priority
    }
    pub fn offers(&self) -> &[Offer] {
        &self.offers
    }
    pub fn offer_at(&self, sq: Square) -> Option<&Offer> {
        self.offers.iter().find(|o| o.at == sq)
    }
    pub fn first_finish(&self) -> Option<u32> {
        self.first_finish
    }
    pub fn is_over(&self) -> bool {
        self.over
    }
    pub fn house(&self) -> &House {
        &self.house
    }
    /// When the race is over: seats in the next race's pick order.
    pub fn pick_order(&self) -> &[usize] {
        &self.pick_order
    }
    /// The robot standing on `sq`.
    pub fn robot_at(&self, sq: Square) -> Option<usize> {
        self.robots.iter().position(|r| r.at == Some(sq))
    }
    /// Finishers in place order.
    pub fn finishers(&self) -> Vec<usize> {
        let mut f: Vec<usize> = (0..self.robots.len())
            .filter(|&i| self.robots[i].place.is_some())
            .collect();
        f.sort_by_key(|&i| self.robots[i].place);
        f
    }

    /// This position with robot `i` alone on the board (the others out of it): what a computer
    /// player tries its programs on.
    pub fn alone(&self, i: usize) -> Position {
        let mut p = self.clone();
        for (k, r) in p.robots.iter_mut().enumerate() {
            if k != i {
                r.at = None;
                r.lives = 0;
            }
        }
        p.priority = vec![i];
        p.first_finish = None;
        p
    }

    /// Grant `n` wildcards to `seat` (the moderator's compensation); false for no such seat.
    pub fn grant_wildcards(&mut self, seat: usize, n: u8) -> bool {
        match self.robots.get_mut(seat) {
            Some(r) => {
                r.wildcards = r.wildcards.saturating_add(n);
                true
            }
            None => false,
        }
    }

    /// Spend `n` of `seat`'s wildcards.
    pub fn spend_wildcards(&mut self, seat: usize, n: u8) {
        if let Some(r) = self.robots.get_mut(seat) {
            r.wildcards = r.wildcards.saturating_sub(n);
        }
    }

    /// Recompile (ruling 40): the robot takes 2 damage, not absorbed; refused (false) when it
    /// would bring it to 22 or more, or it does not hold the upgrade or is not racing.
    pub fn recompile(&mut self, seat: usize) -> bool {
        let Some(r) = self.robots.get_mut(seat) else {
            return false;
        };
        if !r.has(Upgrade::Recompile)
            || r.at.is_none()
            || r.powered_down
            || r.damage + 2 >= DESTROYED_AT
        {
            return false;
        }
        r.damage += 2;
        r.stats.taken += 2;
        r.saved = None;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locks_follow_the_damage_table() {
        let table = [
            (0, 0),
            (11, 0),
            (12, 1),
            (13, 1),
            (14, 2),
            (16, 3),
            (18, 4),
            (20, 5),
            (21, 5),
        ];
        for (damage, locked) in table {
            assert_eq!(locked_registers(damage), locked, "damage {damage}");
        }
    }

    #[test]
    fn hands_shrink_one_card_per_two_damage() {
        let mut r = Robot::new("ann", "a1".parse().unwrap(), Dir::N, LIVES);
        let table = [
            (0, 10),
            (1, 10),
            (2, 9),
            (4, 8),
            (11, 5),
            (12, 4),
            (19, 1),
            (20, 0),
            (21, 0),
        ];
        for (damage, cards) in table {
            r.damage = damage;
            assert_eq!(r.hand_size(), cards, "damage {damage}");
        }
        r.upgrades.push(Held::new(Upgrade::ExtraMemory));
        r.damage = 20;
        assert_eq!(
            r.hand_size(),
            1,
            "Extra Memory gives one even when all is locked"
        );
        r.powered_down = true;
        assert_eq!(r.hand_size(), 0);
    }
}
