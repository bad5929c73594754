//! Steps b-d: conveyor belts, express belts and gears (rulings 15-18).

use super::Run;
use super::moves::belt_turn;
use crate::games::race::board::{Dir, Element, Rot, Square};
use crate::games::race::events::{Mover, Turner};

impl Run<'_> {
    /// Step b (ruling 15). Seed: "Conveyor belts (both normal and express) move robots 1 space
    /// in the direction of the arrows."
    pub(super) fn step_b_belts(&mut self) {
        self.belts(false);
    }

    /// Step c (ruling 16): robots on express squares when the step starts move again. Seed:
    /// "Blue express conveyor belts move robots 1 space in the direction of the arrows. In
    /// effect, this means that blue express conveyor belts will move robots 2 spaces in total
    /// each register phase".
    pub(super) fn step_c_express_belts(&mut self) {
        self.belts(true);
    }

    /// Every robot on a belt (an express one with `express_only`) moves at once, never pushing.
    /// Seed: "All robots on a conveyor belt are moved simultaneously. Robots being moved by
    /// conveyor belts never push other robots. If robots being moved by belts arrive at a space
    /// at the same time neither of them move. If a robot is blocking another robot that's on a
    /// conveyor belt, the robot on the belt stays there." Head-on swaps stay too; a full loop
    /// moves; a stay cascades back along a queue.
    fn belts(&mut self, express_only: bool) {
        // (robot, from, to, direction); `to` None is off the board.
        let mut movers: Vec<(usize, Square, Option<Square>, Dir)> = Vec::new();
        for i in self.on_board() {
            let from = self.pos.robots[i].at.expect("on the board");
            let Some((dir, express, _)) = self.pos.board.element(from).belt() else {
                continue;
            };
            if (express_only && !express) || self.pos.board.wall(from, dir) {
                continue;
            }
            movers.push((i, from, self.pos.board.step(from, dir), dir));
        }
        if movers.is_empty() {
            return;
        }
        let mut stays = vec![false; movers.len()];
        for a in 0..movers.len() {
            for b in 0..movers.len() {
                if a == b {
                    continue;
                }
                let (_, fa, ta, _) = movers[a];
                let (_, fb, tb, _) = movers[b];
                let same_target = ta.is_some() && ta == tb;
                let head_on = ta == Some(fb) && tb == Some(fa);
                if same_target || head_on {
                    stays[a] = true;
                }
            }
        }
        loop {
            let mut changed = false;
            for a in 0..movers.len() {
                if stays[a] {
                    continue;
                }
                let Some(to) = movers[a].2 else { continue };
                if let Some(j) = self.occupant(to) {
                    let moving_away = movers
                        .iter()
                        .zip(&stays)
                        .any(|(m, &stay)| m.0 == j && !stay);
                    if !moving_away {
                        stays[a] = true;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        let by = if express_only {
            Mover::Express
        } else {
            Mover::Belt
        };
        let moving: Vec<_> = movers
            .into_iter()
            .zip(stays)
            .filter(|(_, stay)| !stay)
            .map(|(m, _)| m)
            .collect();
        for &(i, _, _, _) in &moving {
            self.lift(i);
        }
        for (i, from, to, dir) in moving {
            if let Some(sq) = self.arrive(i, (from, to), dir, by)
                && let Some(rot) = belt_turn(self.pos.board.element(sq), dir)
                && !self.gyro(i)
            {
                self.turn(i, rot, Turner::Belt);
            }
        }
    }

    /// Step d (ruling 18). Seed: "Gears rotate robots on top of them by 90 degrees in the
    /// direction of the arrows."
    pub(super) fn step_d_gears(&mut self) {
        for i in self.on_board() {
            let at = self.pos.robots[i].at.expect("on the board");
            if let Element::Gear(rot) = self.pos.board.element(at)
                && rot != Rot::Half
                && !self.gyro(i)
            {
                self.turn(i, rot, Turner::Gear);
            }
        }
    }
}
