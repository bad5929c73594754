//! Step f (flags and archives), step 4 (wrenches and hammers) and the end of the round: re-entry,
//! Circuit Breaker, upgrade offers, power down and up, Flywheel, the end of the race (rulings
//! 22-29, 40).

use super::{Plan, Run};
use crate::games::race::board::{Element, Square};
use crate::games::race::events::{DownWhy, Event, OfferWhy};
use crate::games::race::position::{OFFER_ROUNDS, REGISTERS};
use crate::games::race::upgrades::{Held, RoundOption, Upgrade};
use rand::RngExt;

/// Damage a robot re-enters with (seed: "Robots reenter the race with 4 damage").
const REENTRY_DAMAGE: u8 = 4;
/// What step 4 repairs (seed: "Robots on a wrench space repair two damage").
const REPAIR: u8 = 2;

impl Run<'_> {
    /// Step f (ruling 22). Seed: "Any robot that's survived the mayhem to this point and is on a
    /// flag 'touches' that flag. The goal is to touch the flags in order."; "Any robot on a flag
    /// or repair site updates its archive location."; "A powered-down robot also doesn't fire
    /// lasers and doesn't touch flags/archive locations."
    pub(super) fn step_f_flags(&mut self) {
        let last = self.pos.board.flags();
        for i in self.on_board() {
            let r = &self.pos.robots[i];
            if r.powered_down {
                continue;
            }
            let at = r.at.expect("on the board");
            let element = self.pos.board.element(at);
            if let Element::Flag(n) = element
                && r.flags + 1 == n
            {
                let place = (n == last).then(|| {
                    let places = self.pos.robots.iter().filter(|r| r.place.is_some()).count();
                    places as u8 + 1
                });
                let r = &mut self.pos.robots[i];
                r.flags = n;
                r.place = place;
                if place.is_some() && self.pos.first_finish.is_none() {
                    self.pos.first_finish = Some(self.pos.round);
                }
                self.events.push(Event::Flag { robot: i, n, place });
            }
            let r = &mut self.pos.robots[i];
            if element.is_archive_site() && r.archive != at {
                r.archive = at;
                self.events.push(Event::Archive { robot: i, at });
            }
        }
    }

    /// Step 4 (ruling 23). Seed: "Robots on a wrench space repair two damage. Robots on a crossed
    /// wrench/hammer space repair two damage AND upgrade with the upgrade at that spot. Once a
    /// robot has been upgraded, a new random upgrade will become available at that spot.";
    /// "Robots can't use wrenches or hammers while powered-down."
    pub(super) fn step_4_repairs_and_upgrades(&mut self) {
        for i in self.on_board() {
            let r = &mut self.pos.robots[i];
            let at = r.at.expect("on the board");
            let element = self.pos.board.element(at);
            if r.powered_down || !matches!(element, Element::Repair | Element::Upgrade) {
                continue;
            }
            let points = r.damage.min(REPAIR);
            r.damage -= points;
            self.events.push(Event::Repaired { robot: i, points });
            if element != Element::Upgrade {
                continue;
            }
            let Some(k) = self.pos.offers.iter().position(|o| o.at == at) else {
                continue;
            };
            let upgrade = self.pos.offers[k].upgrade;
            let r = &mut self.pos.robots[i];
            if upgrade == Upgrade::GyroscopicStabilizer && !r.has(upgrade) {
                r.settings.gyro = true;
            }
            r.upgrades.push(Held::new(upgrade));
            self.events.push(Event::Upgraded {
                robot: i,
                upgrade,
                at,
            });
            let fresh = self.pos.house.draw(self.rng);
            self.pos.offers[k].upgrade = fresh;
            self.pos.offers[k].age = 0;
            self.fresh_offers.push(at);
            self.events.push(Event::Offer {
                at,
                upgrade: fresh,
                why: OfferWhy::Taken,
            });
        }
    }

    /// The end of the round (ruling 4.5), then the start of the next one's power changes (4.1).
    pub(super) fn end_of_round(&mut self, plans: &[&Plan]) {
        self.reenter();
        let tripped = self.circuit_breakers();
        self.age_offers();
        self.power_changes(&tripped);
        self.keep_programs(plans);
        self.end_of_race();
        if !self.pos.over {
            self.pos.round += 1;
        }
    }

    /// Rulings 26-27: destroyed robots come back on their archive in the order they were
    /// destroyed, facing as they died, with 4 damage (0 with Superior Archive); an occupied
    /// archive sends a robot to a random empty square next to it (then 2 away, ...), pits
    /// excluded. Seed: "Robots return to the race at the last archive location it has touched.
    /// Robots reenter the race with 4 damage."; "The player whose robot was destroyed next then
    /// gets a random empty adjacent (not diagonal) space, facing the direction when it died.
    /// Board elements are ignored (except for pits) when placing robots in adjacent spaces."
    fn reenter(&mut self) {
        for i in std::mem::take(&mut self.destroyed) {
            let r = &self.pos.robots[i];
            if r.is_out() || r.at.is_some() {
                continue;
            }
            let archive = r.archive;
            let Some(at) = self.free_square_near(archive) else {
                continue;
            };
            self.place(i, at);
            let r = &mut self.pos.robots[i];
            r.damage = if r.has(Upgrade::SuperiorArchive) {
                0
            } else {
                REENTRY_DAMAGE
            };
            r.powered_down = false;
            r.power_down_next = false;
            r.last_program = [None; REGISTERS];
            self.events.push(Event::Reentered {
                robot: i,
                at,
                facing: r.facing,
                damage: r.damage,
            });
        }
    }

    /// `sq` if free, else a uniformly random free non-pit square at distance 1, then 2, ...
    fn free_square_near(&mut self, sq: Square) -> Option<Square> {
        if self.occupant(sq).is_none() {
            return Some(sq);
        }
        let board = &self.pos.board;
        let far = board.width() + board.height();
        for d in 1..=far {
            let ring: Vec<Square> = board
                .squares()
                .filter(|&s| s.manhattan(sq) == d)
                .filter(|&s| board.element(s) != Element::Pit && self.occupant(s).is_none())
                .collect();
            if !ring.is_empty() {
                return Some(ring[self.rng.random_range(0..ring.len())]);
            }
        }
        None
    }

    /// Ruling 40: a robot not destroyed this round whose damage reaches its Circuit Breaker
    /// threshold powers down next round as if announced. Seed: "If the robot has received eight
    /// damage, it will automatically power down next round. The threshold can be adjusted each
    /// round."
    /// Returns the robots whose breaker tripped.
    fn circuit_breakers(&mut self) -> Vec<usize> {
        let mut tripped = Vec::new();
        for i in self.on_board() {
            if self.wrecked[i] || self.pos.robots[i].retired {
                continue;
            }
            let r = &mut self.pos.robots[i];
            if let Some(t) = r.settings.breaker
                && r.has(Upgrade::CircuitBreaker)
                && !r.power_down_next
                && r.damage >= t
            {
                r.power_down_next = true;
                tripped.push(i);
                self.events.push(Event::PowerDown {
                    robot: i,
                    why: DownWhy::Breaker,
                });
            }
        }
        tripped
    }

    /// Ruling 23: an offer on a site for five rounds is replaced. Seed: "An upgrade that has been
    /// available for five rounds will be replaced by a new random upgrade."
    fn age_offers(&mut self) {
        for k in 0..self.pos.offers.len() {
            let at = self.pos.offers[k].at;
            if self.fresh_offers.contains(&at) {
                continue;
            }
            let o = &mut self.pos.offers[k];
            o.age += 1;
            if o.age >= OFFER_ROUNDS {
                let upgrade = self.pos.house.draw(self.rng);
                let o = &mut self.pos.offers[k];
                o.upgrade = upgrade;
                o.age = 0;
                self.events.push(Event::Offer {
                    at,
                    upgrade,
                    why: OfferWhy::Aged,
                });
            }
        }
    }

    /// Ruling 28: a power down announced this round (and not cancelled by destruction) takes
    /// effect now, for next round, repairing all damage; a powered-down robot stays down only if
    /// its player said so. Seed: "At the beginning of the round when your robot powers down, it
    /// repairs all damage."
    fn power_changes(&mut self, tripped: &[usize]) {
        for i in self.on_board() {
            let r = &mut self.pos.robots[i];
            let was = r.powered_down;
            if r.retired {
                // Resigned: down for good, repaired as a robot staying down is.
                r.powered_down = true;
                r.damage = 0;
                r.power_down_next = false;
                continue;
            }
            if r.power_down_next {
                r.powered_down = true;
                r.damage = 0;
                if !tripped.contains(&i) {
                    self.events.push(Event::PowerDown {
                        robot: i,
                        why: DownWhy::Announced,
                    });
                }
            } else if was {
                r.powered_down = false;
                self.events.push(Event::PowerUp { robot: i });
            }
            self.pos.robots[i].power_down_next = false;
        }
    }

    /// What the registers held when they ran stays for locked registers next round (ruling 7);
    /// Flywheel keeps the card the player named if it was unused (ruling 40).
    fn keep_programs(&mut self, plans: &[&Plan]) {
        for (i, plan) in plans.iter().enumerate() {
            let r = &mut self.pos.robots[i];
            r.last_program = match self.regs[i] {
                Some(regs) if r.at.is_some() && !self.wrecked[i] => regs.map(Some),
                _ => [None; REGISTERS],
            };
            let saved = plan.options.iter().find_map(|o| match o {
                RoundOption::Flywheel(c) => Some(*c),
                _ => None,
            });
            let r = &mut self.pos.robots[i];
            r.saved = saved.filter(|c| r.has(Upgrade::Flywheel) && plan.spare.contains(c));
            if let Some(card) = r.saved {
                self.events.push(Event::Saved { robot: i, card });
            }
        }
    }

    /// Ruling 29: the race ends five rounds after the round in which first place was claimed, or
    /// as soon as no robot that can still finish remains. Seed: "Once a robot has touched the
    /// last flag and claimed first place, the race will continue for five more rounds for other
    /// robots to attempt to be the runner-ups."
    fn end_of_race(&mut self) {
        let racing = self
            .pos
            .robots
            .iter()
            .any(|r| r.place.is_none() && !r.is_out() && !r.retired);
        let after_first = self
            .pos
            .first_finish
            .is_some_and(|f| self.pos.round >= f + self.pos.house.extra_rounds);
        if !racing || after_first {
            self.pos.over = true;
            self.pos.pick_order = crate::games::race::standings::pick_order(self.pos, self.rng);
            self.events.push(Event::RaceOver);
        }
    }
}
