//! One round of the race, read like the seed's own list (ruling 4): the start of the round, then
//! for each of the five registers: a) moves by priority, b) belts, c) express belts, d) gears,
//! e) lasers, f) flags and archives; then 4) wrenches and hammers; then the end of the round
//! (re-entry, Circuit Breaker, offers, power down, the end of the race).
//!
//! [`run_round`] is the only entry point; each step is one function in a submodule, each rule
//! one function whose doc names the seed sentence or ruling it implements. The working state of
//! a round is [`Run`]: the position being changed, the occupancy grid, the registers as they
//! will run, and what a register remembers (who pushed whom, shields used, robots rammed).

mod board_steps;
mod end;
mod lasers;
mod moves;

use super::board::Square;
use super::cards::{Card, Class, Instr};
use super::events::{Event, Reg, Source};
use super::position::{Position, REGISTERS};
use super::upgrades::{RoundOption, Upgrade};
use crate::games::GameRng;
use rand::RngExt;

/// One robot's orders for a round, already checked against its hand by the caller.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    /// The unlocked registers' instructions; `None` (or an illegal form) is filled at random
    /// from `spare`. Entries for locked registers are ignored.
    pub registers: [Option<Instr>; REGISTERS],
    /// The hand's cards not used by the program: what random fills draw from (ruling 6); when
    /// empty, fills use the dealing weights.
    pub spare: Vec<Card>,
    /// This round's upgrade options (ruling 33), applied before the round.
    pub options: Vec<RoundOption>,
    /// Power down next round (`POWER DOWN`), or, while powered down, stay down (`STAY DOWN`).
    pub power_down_next: bool,
    /// The player resigned: the robot powers down now, for the rest of the race.
    pub retire: bool,
}

/// The working state of one round.
pub(super) struct Run<'a> {
    pos: &'a mut Position,
    rng: &'a mut GameRng,
    events: &'a mut Vec<Event>,
    /// The robot on each square, by board index.
    grid: Vec<Option<usize>>,
    /// The registers as they run, per robot; `None` for a robot with no program this round.
    regs: Vec<Option<[Instr; REGISTERS]>>,
    /// The current register, 0-based.
    register: usize,
    /// The register's execution order.
    order: Vec<usize>,
    /// Who last pushed each robot directly this register, cleared by its own instruction
    /// (ruling 32).
    pushed_by: Vec<Option<usize>>,
    /// Power-Down Shield: directions already shielded this register, per robot (ruling 39).
    shielded: Vec<[bool; 4]>,
    /// Ramming Gear: (rammer, victim) pairs this register (ruling 38).
    rammed: Vec<(usize, usize)>,
    /// Robots destroyed this round, in the order they were destroyed (ruling 27).
    destroyed: Vec<usize>,
    /// Whether each robot was destroyed this round.
    wrecked: Vec<bool>,
    /// Upgrade sites whose offer was taken this round (they do not age).
    fresh_offers: Vec<Square>,
}

/// Run one round: `plans` indexed by seat (missing seats get an empty plan). The position
/// becomes the one the next round starts from; what happened is appended to `events`.
pub fn run_round(pos: &mut Position, plans: &[Plan], rng: &mut GameRng, events: &mut Vec<Event>) {
    run_round_observed(pos, plans, rng, events, &mut |_, _| {});
}

/// [`run_round`], calling `observe` with the position after each register (1-5): the property
/// tests check their invariants there.
pub fn run_round_observed(
    pos: &mut Position,
    plans: &[Plan],
    rng: &mut GameRng,
    events: &mut Vec<Event>,
    observe: &mut dyn FnMut(&Position, u8),
) {
    if pos.over {
        return;
    }
    let cells = pos.board.width() as usize * pos.board.height() as usize;
    let n = pos.robots.len();
    let mut run = Run {
        grid: vec![None; cells],
        regs: vec![None; n],
        register: 0,
        order: Vec::with_capacity(n),
        pushed_by: vec![None; n],
        shielded: vec![[false; 4]; n],
        rammed: Vec::new(),
        destroyed: Vec::new(),
        wrecked: vec![false; n],
        fresh_offers: Vec::new(),
        pos,
        rng,
        events,
    };
    for (i, r) in run.pos.robots.iter().enumerate() {
        if let Some(sq) = r.at {
            let k = run.idx(sq);
            run.grid[k] = Some(i);
        }
    }
    let empty = Plan::default();
    let plans: Vec<&Plan> = (0..n).map(|i| plans.get(i).unwrap_or(&empty)).collect();
    run.start_of_round(&plans);
    for register in 0..REGISTERS {
        run.register = register;
        run.step_a_moves();
        run.step_b_belts();
        run.step_c_express_belts();
        run.step_d_gears();
        run.step_e_lasers();
        run.step_f_flags();
        observe(run.pos, register as u8 + 1);
    }
    run.step_4_repairs_and_upgrades();
    run.end_of_round(&plans);
}

impl Run<'_> {
    fn idx(&self, sq: Square) -> usize {
        sq.rank() as usize * self.pos.board.width() as usize + sq.file() as usize
    }
    fn occupant(&self, sq: Square) -> Option<usize> {
        self.grid[self.idx(sq)]
    }
    /// Put robot `i` on `sq` (empty).
    fn place(&mut self, i: usize, sq: Square) {
        let k = self.idx(sq);
        debug_assert!(self.grid[k].is_none(), "two robots on {sq}");
        self.grid[k] = Some(i);
        self.pos.robots[i].at = Some(sq);
    }
    /// Take robot `i` off the board (it stays where `at` says until placed or destroyed).
    fn lift(&mut self, i: usize) {
        if let Some(sq) = self.pos.robots[i].at {
            let k = self.idx(sq);
            if self.grid[k] == Some(i) {
                self.grid[k] = None;
            }
        }
    }
    fn turn(&mut self, i: usize, rot: super::board::Rot, by: super::events::Turner) {
        let r = &mut self.pos.robots[i];
        r.facing = r.facing.turned(rot);
        self.events.push(Event::Turned { robot: i, rot, by });
    }
    /// Whether gears and rotating belts leave robot `i` alone (ruling 35).
    fn gyro(&self, i: usize) -> bool {
        let r = &self.pos.robots[i];
        r.settings.gyro && r.has(Upgrade::GyroscopicStabilizer)
    }
    /// Robots on the board, in the current priority order.
    fn on_board(&self) -> Vec<usize> {
        self.pos
            .priority
            .iter()
            .copied()
            .filter(|&i| self.pos.robots[i].at.is_some())
            .collect()
    }

    /// Rule 4.1-2 as `sim` and the moderator hand them over: options take effect, power down
    /// for next round is noted, and every robot that runs gets its five registers: its own
    /// program, locked registers from last round (ruling 7), random fills for what is missing or
    /// illegal (ruling 6). Seed: "An illegal or missing instruction will be replaced with a
    /// random available instruction from your list."
    fn start_of_round(&mut self, plans: &[&Plan]) {
        for (i, plan) in plans.iter().enumerate() {
            let r = &mut self.pos.robots[i];
            // A resigned player's robot powers down at once and for good, repaired as a robot
            // that powers down is: it runs no program, fires no laser, wins nothing. A robot
            // already out of the race is marked too: its player wins no award and no pick.
            if plan.retire && !r.retired {
                r.retired = true;
                self.events.push(Event::Retired { robot: i });
            } else if !plan.retire && r.retired {
                // Someone plays the seat again (a replacement): the robot stays down this
                // round and powers up for the next, as any powered-down robot does.
                r.retired = false;
            }
            if r.is_out() {
                continue;
            }
            if r.retired {
                r.powered_down = true;
                r.damage = 0;
                r.power_down_next = false;
                r.stats.rounds_down += 1;
                continue;
            }
            for &o in &plan.options {
                if r.has(o.upgrade()) {
                    r.settings.apply(o);
                }
            }
            r.power_down_next = plan.power_down_next;
            if r.powered_down {
                r.stats.rounds_down += 1;
            }
        }
        for (i, plan) in plans.iter().enumerate() {
            let r = &self.pos.robots[i];
            if r.at.is_none() || r.is_out() {
                continue;
            }
            if r.powered_down {
                self.events.push(Event::Down { robot: i });
                continue;
            }
            let locked = r.locked();
            let mut spare = plan.spare.clone();
            let mut shown = Vec::with_capacity(REGISTERS);
            let mut regs = [Instr::Card(Card::F1); REGISTERS];
            for (k, slot) in regs.iter_mut().enumerate() {
                let r = &self.pos.robots[i];
                let reg = if k >= REGISTERS - locked {
                    match r.last_program[k] {
                        Some(instr) => Reg {
                            instr: self.runnable(i, instr),
                            source: Source::Locked,
                        },
                        None => Reg {
                            instr: Instr::Card(Card::draw(self.rng)),
                            source: Source::LockedRandom,
                        },
                    }
                } else {
                    match plan.registers[k] {
                        Some(instr)
                            if instr.is_valid() && instr.needs().is_none_or(|u| r.has(u)) =>
                        {
                            Reg {
                                instr,
                                source: Source::Own,
                            }
                        }
                        _ => {
                            let card = if spare.is_empty() {
                                Card::draw(self.rng)
                            } else {
                                spare.swap_remove(self.rng.random_range(0..spare.len()))
                            };
                            self.pos.robots[i].stats.questionable += 1;
                            Reg {
                                instr: Instr::Card(card),
                                source: Source::Random,
                            }
                        }
                    }
                };
                *slot = reg.instr;
                shown.push(reg);
            }
            self.regs[i] = Some(regs);
            self.events.push(Event::Program {
                robot: i,
                registers: shown,
            });
        }
    }

    /// An instruction as robot `i` can run it: an upgrade form it no longer holds runs as its
    /// move card (rulings 7 and 37).
    fn runnable(&self, i: usize, instr: Instr) -> Instr {
        match instr.needs() {
            Some(u) if !self.pos.robots[i].has(u) => instr.base(),
            _ => instr,
        }
    }

    /// Robot `i`'s priority class in the current register (ruling 8).
    fn class(&self, i: usize) -> Class {
        let r = &self.pos.robots[i];
        if r.at.is_none() {
            Class::Dead
        } else if r.powered_down {
            Class::PoweredDown
        } else {
            match self.regs[i] {
                Some(regs) => self.runnable(i, regs[self.register]).class(),
                None => Class::PoweredDown,
            }
        }
    }

    /// Destroyed robots leave the board at once (ruling 25): a life, a random upgrade and any
    /// power down announced for next round are lost; it drops to the bottom of the priority
    /// list, or leaves it when out. Seed: "A destroyed robot immediately loses a random upgrade
    /// (if it has any)."; "If you announce a power down for the next round but get destroyed
    /// before then, the power down command is cancelled."; "The robot that died most recently
    /// is placed at the bottom of the priority list."
    fn destroy(&mut self, i: usize, at: Square, doom: super::events::Doom) {
        use super::events::Doom;
        self.lift(i);
        let killer = match doom {
            Doom::Damage => None,
            Doom::Pit | Doom::Edge => self.pushed_by[i],
        };
        let lost = {
            let r = &mut self.pos.robots[i];
            (!r.upgrades.is_empty()).then(|| {
                r.upgrades
                    .remove(self.rng.random_range(0..r.upgrades.len()))
                    .kind
            })
        };
        let r = &mut self.pos.robots[i];
        r.at = None;
        r.lives = r.lives.saturating_sub(1);
        let cancelled = std::mem::take(&mut r.power_down_next);
        r.stats.deaths += 1;
        if doom != Doom::Damage {
            r.stats.falls += 1;
        }
        if r.upgrades
            .iter()
            .all(|h| h.kind != Upgrade::GyroscopicStabilizer)
        {
            r.settings.gyro = true;
        }
        if let Some(mode) = r.settings.beam
            && !r.has(mode.upgrade())
        {
            r.settings.beam = None;
        }
        let lives = r.lives;
        if let Some(k) = killer {
            self.pos.robots[k].stats.kills += 1;
        }
        self.pos.priority.retain(|&j| j != i);
        if lives > 0 {
            self.pos.priority.push(i);
        }
        self.destroyed.push(i);
        self.wrecked[i] = true;
        self.events.push(Event::Destroyed {
            robot: i,
            at,
            doom,
            killer,
            lost,
            lives,
        });
        if cancelled {
            self.events.push(Event::PowerDownCancelled { robot: i });
        }
    }

    /// Ruling 24: robots at 22 damage are destroyed at the end of the step that brought them
    /// there, in priority order. Seed: "A robot is destroyed when: It receives 22 damage."
    fn destroy_wrecks(&mut self) {
        for i in self.on_board() {
            let r = &self.pos.robots[i];
            if r.damage >= super::position::DESTROYED_AT
                && let Some(at) = r.at
            {
                self.destroy(i, at, super::events::Doom::Damage);
            }
        }
    }
}
