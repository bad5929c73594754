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
            plan.options
                .push(RoundOption::Beam(mode, rng.random_bool(0.7)));
        }
    }
    if r.has(Upgrade::GyroscopicStabilizer) {
        plan.options.push(RoundOption::Gyro(rng.random_bool(0.5)));
    }
    if r.has(Upgrade::CircuitBreaker) {
        plan.options
            .push(RoundOption::Breaker(Some(rng.random_range(4..=21))));
    }
    if r.has(Upgrade::Flywheel)
        && let Some(&c) = plan.spare.first()
    {
        plan.options.push(RoundOption::Flywheel(c));
    }
    plan
}

/// Candidate programs a computer player weighs.
const CANDIDATES: usize = 120;

/// A computer player's orders for `seat` (a short search with the engine itself): among random
/// legal programs from the hand, the one whose round, played alone on the board, ends nearest
/// the next flag (touching flags counts most, damage and destruction count against it). Powers
/// down when badly damaged. `None` for a robot that takes no orders.
pub fn choose(
    state: &super::game::State,
    seat: crate::games::Seat,
    rng: &mut GameRng,
) -> Option<super::orders::Orders> {
    use super::orders::{Entry, Orders};
    let pos = state.position();
    let i = seat.index();
    let r = pos.robots().get(i)?;
    if r.is_out() || pos.is_over() {
        return None;
    }
    let mut orders = Orders::nothing(r);
    if r.powered_down() {
        orders.power_down = r.damage() >= 6;
        return Some(orders);
    }
    let hand = state.hand(seat);
    let alone = pos.alone(i);
    let mut best: Option<(i64, Plan)> = None;
    for _ in 0..CANDIDATES {
        let plan = random_plan(pos, i, hand, rng);
        let mut trial = alone.clone();
        let mut plans = vec![Plan::default(); pos.robots().len()];
        plans[i] = Plan {
            power_down_next: false,
            ..plan.clone()
        };
        let mut events = Vec::new();
        let mut fixed = crate::games::step_rng(0, 0);
        super::execute::run_round(&mut trial, &plans, &mut fixed, &mut events);
        let score = score(&trial, i, r.flags(), r.lives());
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, plan));
        }
    }
    let (_, plan) = best?;
    let unlocked = REGISTERS - r.locked();
    // A register the trial left to chance gets a spare card: the computer sends whole programs.
    let mut spare = plan.spare.iter().copied();
    orders.program = Some(
        plan.registers[..unlocked]
            .iter()
            .filter_map(|reg| reg.or_else(|| spare.next().map(Instr::Card)))
            .map(|instr| Entry { instr, wild: false })
            .collect(),
    );
    orders.options = plan.options;
    orders.power_down = r.damage() >= 10 && r.place().is_none();
    Some(orders)
}

/// How good the end of a trial round is for robot `i`.
fn score(after: &Position, i: usize, flags_before: u8, lives_before: u8) -> i64 {
    let r = after.robot(i);
    let mut score = 1000 * i64::from(r.flags().saturating_sub(flags_before));
    if r.lives() < lives_before {
        score -= 5000;
    }
    score -= 3 * i64::from(r.damage());
    let next = r.flags() + 1;
    if let (Some(at), Some(flag)) = (r.at(), after.board().flag(next)) {
        score -= 10 * i64::from(at.manhattan(flag));
    }
    score
}
