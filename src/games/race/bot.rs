//! Computer players for the race: [`random_plan`], a random legal program from a hand (the
//! property tests, the benchmark, and a fallback).

use super::cards::{Card, Instr};
use super::execute::Plan;
use super::position::{Position, REGISTERS};
use super::upgrades::{RoundOption, Upgrade};
use crate::games::GameRng;
use rand::RngExt;
use rand::seq::SliceRandom;

/// A random legal plan for `robot` from `hand`: upgrade forms where held, options at random.
pub fn random_plan(pos: &Position, robot: usize, hand: &[Card], rng: &mut GameRng) -> Plan {
    let r = pos.robot(robot);
    let mut plan = Plan::default();
    if r.powered_down() {
        plan.power_down_next = rng.random_bool(0.3);
        return plan;
    }
    let mut cards = hand.to_vec();
    cards.shuffle(rng);
    let unlocked = REGISTERS - r.locked();
    let leave_out = rng.random_range(0..=1usize);
    for k in 0..unlocked.saturating_sub(leave_out) {
        let Some(card) = cards.pop() else { break };
        let form = match card {
            Card::F1 if r.has(Upgrade::Brakes) && rng.random_bool(0.3) => Instr::F0,
            Card::F3 if r.has(Upgrade::FourthGear) => Instr::F4,
            Card::B if r.has(Upgrade::ReverseGear) => Instr::B2,
            Card::F1 | Card::F2 | Card::F3 | Card::B
                if r.has(Upgrade::DualProcessor) && cards.iter().any(|c| c.is_turn()) =>
            {
                let k = cards.iter().position(|c| c.is_turn()).expect("a turn");
                Instr::Dual(card, cards.remove(k))
            }
            c => Instr::Card(c),
        };
        plan.registers[k] = Some(form);
    }
    plan.spare = cards;
    plan.power_down_next = rng.random_bool(0.05);
    for held in r.upgrades() {
        if let Some(mode) = held.kind.beam_mode() {
            plan.options.push(RoundOption::Beam(mode, rng.random_bool(0.7)));
        }
    }
    if r.has(Upgrade::GyroscopicStabilizer) {
        plan.options.push(RoundOption::Gyro(rng.random_bool(0.5)));
    }
    if r.has(Upgrade::CircuitBreaker) {
        plan.options.push(RoundOption::Breaker(Some(rng.random_range(4..=21))));
    }
    if r.has(Upgrade::Flywheel)
        && let Some(&c) = plan.spare.first()
    {
        plan.options.push(RoundOption::Flywheel(c));
    }
    plan
}

