//! Step e: board and robot lasers, all at once (rulings 3, 19-21, 36, 37), and how damage is
//! taken (Power-Down Shield, Ablative Coat: ruling 39).

use super::Run;
use super::moves::Step;
use crate::games::race::board::{Dir, Square};
use crate::games::race::cards::Card;
use crate::games::race::cards::Instr;
use crate::games::race::events::{Event, Hit, Mover};
use crate::games::race::position::{DESTROYED_AT, REGISTERS};
use crate::games::race::upgrades::{BeamMode, Upgrade};

/// One beam's hit on a robot, traced before anything is applied.
#[derive(Copy, Clone, Debug)]
struct BeamHit {
    target: usize,
    hit: Hit,
    points: u8,
    /// The direction the beam travels.
    dir: Dir,
    /// The firing robot's beam mode, if any.
    mode: Option<BeamMode>,
    /// Squares between the firer and the target, plus one (1 = adjacent).
    distance: u8,
}

impl Run<'_> {
    /// Step e (ruling 19): every beam is traced from the positions after step d, then all damage
    /// is added, then robots at 22 are destroyed, then the beam modes' effects apply in execution
    /// order. Seed: "Only robots that are still in the path of a laser after all the board
    /// elements have moved receive damage."
    pub(super) fn step_e_lasers(&mut self) {
        let mut hits = Vec::new();
        self.board_lasers(&mut hits);
        self.robot_lasers(&mut hits);
        for h in &hits {
            let damage = match (h.hit, h.mode) {
                (Hit::Board { .. }, _) | (_, None | Some(BeamMode::Howitzer)) => h.points,
                _ => 0,
            };
            if damage > 0 {
                self.deal(h.target, damage, h.dir.opposite(), h.hit);
            }
        }
        self.destroy_wrecks();
        self.beam_effects(&hits);
    }

    /// Ruling 3. Seed: "A robot that ends a register phase in a space that has lasers going
    /// through it receives 1 damage for each laser in that space. Lasers don't pass through
    /// robots, so if multiple robots are in the path of the same beam, only the robot closest to
    /// the source of the laser is damaged."
    fn board_lasers(&self, hits: &mut Vec<BeamHit>) {
        for laser in self.pos.board.lasers() {
            let mut sq = laser.at;
            let mut distance = 1;
            loop {
                if let Some(target) = self.occupant(sq) {
                    hits.push(BeamHit {
                        target,
                        hit: Hit::Board { at: laser.at },
                        points: laser.beams,
                        dir: laser.dir,
                        mode: None,
                        distance,
                    });
                    break;
                }
                if self.pos.board.wall(sq, laser.dir) {
                    break;
                }
                match self.pos.board.step(sq, laser.dir) {
                    Some(n) => sq = n,
                    None => break,
                }
                distance += 1;
            }
        }
    }

    /// Rulings 20 and 36: every robot on the board not powered down fires forward (2 with
    /// Double-Barreled Lasers) and, with Rear-Firing Laser, backward (1). Seed: "Any robot in
    /// another robot's line of sight is automatically damaged by that robot's main forward
    /// laser and receives 1 damage."
    fn robot_lasers(&self, hits: &mut Vec<BeamHit>) {
        for &i in &self.order {
            let r = &self.pos.robots[i];
            let Some(at) = r.at else { continue };
            if r.powered_down {
                continue;
            }
            let mode = r.settings.beam.filter(|m| r.has(m.upgrade()));
            let forward = if r.has(Upgrade::DoubleBarreledLasers) {
                2
            } else {
                1
            };
            self.trace(i, at, r.facing, forward, false, mode, hits);
            if r.has(Upgrade::RearFiringLaser) {
                self.trace(i, at, r.facing.opposite(), 1, true, mode, hits);
            }
        }
    }

    /// One robot beam from `at` towards `dir`: the first robot met is hit; a wall stops it.
    /// High-Power Laser passes one obstacle, wall or robot (a robot passed is hit too).
    #[allow(clippy::too_many_arguments)]
    fn trace(
        &self,
        firer: usize,
        at: Square,
        dir: Dir,
        points: u8,
        rear: bool,
        mode: Option<BeamMode>,
        hits: &mut Vec<BeamHit>,
    ) {
        let mut passes = u8::from(self.pos.robots[firer].has(Upgrade::HighPowerLaser));
        let mut sq = at;
        let mut distance = 0;
        loop {
            if self.pos.board.wall(sq, dir) {
                if passes == 0 {
                    return;
                }
                passes -= 1;
            }
            let Some(next) = self.pos.board.step(sq, dir) else {
                return;
            };
            sq = next;
            distance += 1;
            if let Some(target) = self.occupant(sq) {
                hits.push(BeamHit {
                    target,
                    hit: Hit::Laser { by: firer, rear },
                    points,
                    dir,
                    mode,
                    distance,
                });
                if passes == 0 {
                    return;
                }
                passes -= 1;
            }
        }
    }

    /// Ruling 37: what Pressor, Tractor, Mini Howitzer, Scrambler and Radio Control do to the
    /// robots their beams hit, in execution order, to each target where it now stands.
    fn beam_effects(&mut self, hits: &[BeamHit]) {
        let mut howitzers = Vec::new();
        for h in hits {
            let (Hit::Laser { by, .. }, Some(mode)) = (h.hit, h.mode) else {
                continue;
            };
            if mode == BeamMode::Howitzer && !howitzers.contains(&by) {
                howitzers.push(by);
            }
            if self.pos.robots[h.target].at.is_none() {
                continue;
            }
            match mode {
                BeamMode::Pressor | BeamMode::Howitzer => {
                    self.beam_push(h.target, h.dir, by);
                }
                BeamMode::Tractor if h.distance >= 2 => {
                    self.beam_push(h.target, h.dir.opposite(), by);
                }
                BeamMode::Tractor => self.events.push(Event::NoEffect {
                    robot: h.target,
                    by,
                }),
                BeamMode::Scrambler => self.scramble(h.target, by),
                BeamMode::Radio => self.radio(h.target, by),
            }
        }
        for by in howitzers {
            self.use_howitzer(by);
        }
    }

    fn beam_push(&mut self, target: usize, dir: Dir, by: usize) {
        if self.step(target, dir, Mover::Beam { by }) == Step::Blocked {
            self.pushed_by[target] = None;
        }
    }

    /// Scrambler: the target's next register this round becomes a random card.
    fn scramble(&mut self, target: usize, by: usize) {
        let next = self.register + 1;
        if next >= REGISTERS {
            return;
        }
        let Some(regs) = self.regs[target].as_mut() else {
            return;
        };
        let instr = Instr::Card(Card::draw(self.rng));
        regs[next] = instr;
        self.events.push(Event::Scrambled {
            robot: target,
            by,
            register: next as u8 + 1,
            instr,
        });
    }

    /// Radio Control: the target's registers after this one copy the firer's.
    fn radio(&mut self, target: usize, by: usize) {
        let (Some(theirs), Some(mine)) = (self.regs[target], self.regs[by]) else {
            return;
        };
        let mut copied = theirs;
        copied[self.register + 1..].copy_from_slice(&mine[self.register + 1..]);
        self.regs[target] = Some(copied);
        self.events.push(Event::Radioed {
            robot: target,
            by,
            register: self.register as u8 + 1,
        });
    }

    /// Mini Howitzer: one use per register in which it hit; discarded after the fifth.
    fn use_howitzer(&mut self, by: usize) {
        let r = &mut self.pos.robots[by];
        let Some(k) = r
            .upgrades
            .iter()
            .position(|h| h.kind == Upgrade::MiniHowitzer)
        else {
            return;
        };
        r.upgrades[k].used += 1;
        if r.upgrades[k].left() == 0 {
            r.upgrades.remove(k);
            if !r.has(Upgrade::MiniHowitzer) && r.settings.beam == Some(BeamMode::Howitzer) {
                r.settings.beam = None;
            }
            self.events.push(Event::Spent {
                robot: by,
                upgrade: Upgrade::MiniHowitzer,
            });
        }
    }

    /// Add `points` of damage coming in by `side` (ruling 39): Power-Down Shield stops the first
    /// point from each side per register while powered down, then Ablative Coat absorbs, then
    /// the rest is damage (never past 22). The firer is credited with what lands (ruling 31).
    /// Seed: "Shield prevents one damage from each direction per register phase when
    /// powered-down"; "Coat absorbs six damage, then is discarded".
    pub(super) fn deal(&mut self, target: usize, points: u8, side: Dir, hit: Hit) -> u8 {
        let (mut landed, mut shielded, mut absorbed) = (0, 0, 0);
        let mut spent = false;
        {
            let r = &mut self.pos.robots[target];
            for _ in 0..points {
                if r.powered_down
                    && r.has(Upgrade::PowerDownShield)
                    && !self.shielded[target][side.index()]
                {
                    self.shielded[target][side.index()] = true;
                    shielded += 1;
                } else if let Some(k) = r
                    .upgrades
                    .iter()
                    .position(|h| h.kind == Upgrade::AblativeCoat)
                {
                    r.upgrades[k].used += 1;
                    absorbed += 1;
                    if r.upgrades[k].left() == 0 {
                        r.upgrades.remove(k);
                        spent = true;
                    }
                } else if r.damage < DESTROYED_AT {
                    r.damage += 1;
                    landed += 1;
                }
            }
            r.stats.taken += u32::from(landed);
        }
        let by = match hit {
            Hit::Laser { by, .. } | Hit::Ram { by } => Some(by),
            Hit::Board { .. } => None,
        };
        if let Some(by) = by {
            self.pos.robots[by].stats.dealt += u32::from(landed);
        }
        self.events.push(Event::Damaged {
            robot: target,
            hit,
            points: landed,
            shielded,
            absorbed,
        });
        if spent {
            self.events.push(Event::Spent {
                robot: target,
                upgrade: Upgrade::AblativeCoat,
            });
        }
        landed
    }
}
