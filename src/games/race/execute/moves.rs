//! Step a: every robot's instruction for the register, one at a time by priority, with pushing,
//! walls, pits, the board edge and Ramming Gear (rulings 8-13, 32, 34, 38).

use super::Run;
use crate::games::race::board::{Dir, Element, Rot, Square};
use crate::games::race::cards::{Card, Instr};
use crate::games::race::events::{Doom, Event, Hit, Mover, Turner};
use crate::games::race::upgrades::Upgrade;

/// What became of one square's move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Step {
    Moved,
    /// A wall stopped it (in front of the robot, or behind the line it would push).
    Blocked,
    /// It fell into a pit or off the board.
    Fell,
}

impl Run<'_> {
    /// Step a (ruling 9): robots run by priority class, ties in the order of the priority list
    /// as it stood after the previous register; that order becomes the new list. Seed: "If
    /// robots might bump into each other, priority determines which robot moves first. ... In
    /// case of ties, priority is determined by whichever robot had priority the previous move."
    pub(super) fn step_a_moves(&mut self) {
        self.pushed_by.iter_mut().for_each(|p| *p = None);
        self.shielded.iter_mut().for_each(|s| *s = [false; 4]);
        self.rammed.clear();
        let mut order = self.pos.priority.clone();
        order.sort_by_key(|&i| self.class(i));
        self.pos.priority.clone_from(&order);
        self.events.push(Event::Register {
            n: self.register as u8 + 1,
            order: order.clone(),
        });
        self.order.clone_from(&order);
        for i in order {
            let r = &self.pos.robots[i];
            if r.at.is_none() || r.powered_down {
                continue;
            }
            let Some(regs) = self.regs[i] else { continue };
            let instr = self.runnable(i, regs[self.register]);
            self.run_instruction(i, instr);
        }
        self.destroy_wrecks();
    }

    /// One robot's own instruction (rulings 11, 34): moves go a square at a time, a wall ends
    /// the instruction, a fall ends the robot. Seed: "An F2 will move a robot forward 2 spaces,
    /// a B will move a robot back 1 space"; the upgrade texts.
    fn run_instruction(&mut self, i: usize, instr: Instr) {
        self.pushed_by[i] = None;
        self.events.push(Event::Runs { robot: i, instr });
        let facing = self.pos.robots[i].facing;
        let (dir, squares, then) = match instr {
            Instr::Card(c) if c.is_turn() => {
                self.turn(i, c.turn().expect("a turn card"), Turner::Own);
                return;
            }
            Instr::F0 => return,
            Instr::Card(c) => (facing, c.distance(), None),
            Instr::F4 => (facing, 4, None),
            Instr::B2 => (facing, -2, None),
            Instr::Side(rot) => (facing.turned(rot), 1, None),
            Instr::Dual(m, t) => {
                let less = if t == Card::U { 2 } else { 1 };
                let d = m.distance();
                let left = (d.unsigned_abs() as i8 - less).max(0) * d.signum();
                (facing, left, t.turn())
            }
        };
        let dir = if squares < 0 { dir.opposite() } else { dir };
        for _ in 0..squares.unsigned_abs() {
            match self.step(i, dir, Mover::Own) {
                Step::Moved => {}
                Step::Blocked => break,
                Step::Fell => {
                    self.pos.robots[i].stats.questionable += 1;
                    return;
                }
            }
        }
        if let Some(rot) = then {
            self.turn(i, rot, Turner::Own);
        }
    }

    /// Move robot `i` one square towards `dir`, pushing the line of robots in front of it
    /// (ruling 12). Seed: "When robots collide, one will push the other. Robots can be pushed
    /// anywhere on the board (or off the side!), even into a pit or onto a conveyor belt. A robot
    /// can't be pushed through a wall; the movement of a pushing robot will stop if the pushed
    /// robot runs into a wall." A beam push (`Mover::Beam`) pushes the same way.
    pub(super) fn step(&mut self, i: usize, dir: Dir, by: Mover) -> Step {
        let Some(from) = self.pos.robots[i].at else {
            return Step::Fell;
        };
        if self.pos.board.wall(from, dir) {
            self.events.push(Event::Blocked { robot: i, dir });
            return Step::Blocked;
        }
        let mut line = Vec::new();
        let mut jammed = false;
        if let Some(next) = self.pos.board.step(from, dir) {
            let mut cur = next;
            while let Some(j) = self.occupant(cur) {
                line.push(j);
                if self.pos.board.wall(cur, dir) {
                    jammed = true;
                    break;
                }
                match self.pos.board.step(cur, dir) {
                    Some(n) => cur = n,
                    None => break,
                }
            }
        }
        if by == Mover::Own
            && let Some(&first) = line.first()
        {
            self.ram(i, first, dir);
        }
        if jammed {
            self.events.push(Event::Blocked { robot: i, dir });
            return Step::Blocked;
        }
        let pusher = match by {
            Mover::Beam { by } => by,
            _ => i,
        };
        for &j in line.iter().rev() {
            self.pushed_by[j] = Some(pusher);
            let push = match by {
                Mover::Beam { by } => Mover::Beam { by },
                _ => Mover::Push { by: i },
            };
            self.shift(j, dir, push);
        }
        if let Mover::Beam { by } = by {
            self.pushed_by[i] = Some(by);
        }
        if self.shift(i, dir, by) {
            Step::Moved
        } else {
            Step::Fell
        }
    }

    /// Move robot `i` one square towards `dir` onto a free square, or off the board or into a
    /// pit, which destroys it (ruling 13). Returns whether it is still on the board. Seed: "It
    /// moves or is moved into a pit (you cannot jump over pits)."; "It moves or is moved off the
    /// edge of the board."
    pub(super) fn shift(&mut self, i: usize, dir: Dir, by: Mover) -> bool {
        let from = self.pos.robots[i].at.expect("a robot on the board");
        let to = self.pos.board.step(from, dir);
        self.lift(i);
        self.arrive(i, (from, to), dir, by).is_some()
    }

    /// Robot `i`, lifted off `from`, moved by `by` towards `dir` to `to` (`None`: off the
    /// board): the move told, then the robot destroyed off the edge or in a pit (ruling 13),
    /// else placed. Where it stands after, if anywhere.
    pub(super) fn arrive(
        &mut self,
        i: usize,
        (from, to): (Square, Option<Square>),
        dir: Dir,
        by: Mover,
    ) -> Option<Square> {
        self.events.push(Event::Moved {
            robot: i,
            from,
            to,
            dir,
            by,
        });
        match to {
            None => {
                self.destroy(i, from, Doom::Edge);
                None
            }
            Some(sq) if self.pos.board.element(sq) == Element::Pit => {
                self.destroy(i, sq, Doom::Pit);
                None
            }
            Some(sq) => {
                self.place(i, sq);
                Some(sq)
            }
        }
    }

    /// Ramming Gear (ruling 38): the first robot a rammer's own move touches takes 2 damage, once
    /// per register per victim, from the rammer's side. Seed: "Ramming Gear (When the robot
    /// pushes/touches other robots, it deals two damage)".
    fn ram(&mut self, rammer: usize, victim: usize, dir: Dir) {
        if !self.pos.robots[rammer].has(Upgrade::RammingGear)
            || self.rammed.contains(&(rammer, victim))
        {
            return;
        }
        self.rammed.push((rammer, victim));
        // The victim is hit on the side the rammer comes from.
        self.deal(victim, 2, dir.opposite(), Hit::Ram { by: rammer });
    }
}

/// The turn of a rotating section for a robot carried onto it by a belt going `moving`
/// (ruling 17): the section's own turn, when the robot comes in from another direction.
pub(super) fn belt_turn(element: Element, moving: Dir) -> Option<Rot> {
    match element {
        Element::Belt {
            dir,
            turn: Some(rot),
            ..
        } if dir != moving => Some(rot),
        _ => None,
    }
}
