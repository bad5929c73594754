//! Computer players for the race: [`random_plan`], a random legal program from a hand (the
//! property tests, the benchmark, the random player of the strength figures), and
//! [`choose`], the computer player: a search with the engine, options chosen by rule.

use super::board::Square;
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

/// Candidate programs a computer player weighs a round (each one a round played alone: well
/// within the 50 ms a decision may take, see docs/bots.md).
const CANDIDATES: usize = 200;

/// Damage at which the computer player announces a power down (after the round it plans): from
/// 12 on registers lock, and a hand shrinks by a card every two points.
pub const POWER_DOWN_AT: u8 = 8;

/// A computer player's orders for `seat` (see [`choose_for`]); `None` for a robot that takes
/// no orders.
pub fn choose(
    state: &super::game::State,
    seat: crate::games::Seat,
    rng: &mut GameRng,
) -> Option<super::orders::Orders> {
    choose_for(state.position(), seat.index(), state.hand(seat), rng)
}

/// A computer player's orders for robot `i` holding `hand` (a short search with the engine
/// itself): among random legal programs from the hand, the one whose round, played alone on the
/// board, ends nearest the next flag by a walk round walls and pits (touching flags counts
/// most, facing the way on counts a little, damage and destruction count against it). Its
/// options are chosen, never drawn ([`options_for`]): no Circuit Breaker (it powers down by
/// itself), no beam that spares the robot it hits. Announces a power down when the round it
/// plans leaves [`POWER_DOWN_AT`] damage or more, and never stays down: a powered-down robot
/// comes back up (its damage was repaired as it went down). `None` for a robot out of the race.
pub fn choose_for(
    pos: &Position,
    i: usize,
    hand: &[Card],
    rng: &mut GameRng,
) -> Option<super::orders::Orders> {
    use super::orders::{Entry, Orders};
    let r = pos.robots().get(i)?;
    if r.is_out() || pos.is_over() {
        return None;
    }
    let mut orders = Orders::nothing(r);
    orders.options = options_for(r);
    if r.powered_down() || r.at().is_none() {
        return Some(orders);
    }
    let goal = Goal::new(pos, i);
    let alone = pos.alone(i);
    let mut best: Option<(i64, Plan, u8)> = None;
    let mut seen = std::collections::HashSet::new();
    for _ in 0..CANDIDATES {
        let mut plan = random_plan(pos, i, hand, rng);
        plan.options.clone_from(&orders.options);
        plan.power_down_next = false;
        // A register left to chance gets a spare card: the computer sends whole programs.
        let mut spare = plan.spare.clone();
        for reg in plan.registers[..REGISTERS - r.locked()].iter_mut() {
            if reg.is_none()
                && let Some(c) = spare.pop()
            {
                *reg = Some(Instr::Card(c));
            }
        }
        plan.spare = spare;
        if !seen.insert(plan.registers) {
            continue;
        }
        let mut trial = alone.clone();
        let mut plans = vec![Plan::default(); pos.robots().len()];
        plans[i] = plan.clone();
        let mut events = Vec::new();
        let mut fixed = crate::games::step_rng(0, 0);
        super::execute::run_round(&mut trial, &plans, &mut fixed, &mut events);
        let score = goal.score(&trial);
        if best.as_ref().is_none_or(|(s, _, _)| score > *s) {
            let damage = trial.robot(i).damage();
            best = Some((score, plan, damage));
        }
    }
    let (_, plan, damage_after) = best?;
    let unlocked = REGISTERS - r.locked();
    orders.program = Some(
        plan.registers[..unlocked]
            .iter()
            .flatten()
            .map(|&instr| Entry { instr, wild: false })
            .collect(),
    );
    if r.has(Upgrade::Flywheel)
        && let Some(&keep) = plan.spare.iter().min_by_key(|c| keep_rank(**c))
    {
        orders.options.push(RoundOption::Flywheel(keep));
    }
    orders.power_down = damage_after >= POWER_DOWN_AT && r.place().is_none();
    Some(orders)
}

/// Which card Flywheel keeps first: the longest move.
fn keep_rank(c: Card) -> u8 {
    match c {
        Card::F3 => 0,
        Card::F2 => 1,
        Card::F1 => 2,
        Card::U => 3,
        Card::R | Card::L => 4,
        Card::B => 5,
    }
}

/// The options a computer player sends for `r`: only what changes a setting. Gyroscopic
/// Stabilizer on; the beam that damages (Mini Howitzer while it has uses, else Scrambler), never
/// one that spares the robot hit (Pressor, Tractor) or hands it our registers (Radio); Circuit
/// Breaker off, since the computer powers down by itself and a breaker left on keeps a
/// powered-down robot under fire down round after round.
pub fn options_for(r: &super::position::Robot) -> Vec<RoundOption> {
    let now = r.settings();
    let mut out = Vec::new();
    if r.has(Upgrade::GyroscopicStabilizer) && !now.gyro {
        out.push(RoundOption::Gyro(true));
    }
    let howitzer = r
        .upgrades()
        .iter()
        .any(|h| h.kind == Upgrade::MiniHowitzer && h.left() > 0);
    let want = if howitzer {
        Some(super::upgrades::BeamMode::Howitzer)
    } else if r.has(Upgrade::Scrambler) {
        Some(super::upgrades::BeamMode::Scrambler)
    } else {
        None
    };
    match (now.beam, want) {
        (a, b) if a == b => {}
        (_, Some(m)) => out.push(RoundOption::Beam(m, true)),
        (Some(m), None) => out.push(RoundOption::Beam(m, false)),
        (None, None) => {}
    }
    if r.has(Upgrade::CircuitBreaker) && now.breaker.is_some() {
        out.push(RoundOption::Breaker(None));
    }
    out
}

/// Whether `r` holds a setting that can only hurt it: a Circuit Breaker on while powered down
/// (damage taken while down trips it, and it stays down), the Gyroscopic Stabilizer off, or a
/// beam that spares the robot it hits (Pressor, Tractor). What the strength figures count.
pub fn harmful_setting(r: &super::position::Robot) -> bool {
    use super::upgrades::BeamMode;
    let s = r.settings();
    (r.powered_down() && r.has(Upgrade::CircuitBreaker) && s.breaker.is_some())
        || (r.has(Upgrade::GyroscopicStabilizer) && !s.gyro)
        || matches!(s.beam, Some(BeamMode::Pressor | BeamMode::Tractor))
}

/// What robot `i` is after: its next flag, with the walking distance to it from every square.
struct Goal {
    i: usize,
    flags: u8,
    lives: u8,
    /// Distance to each flag from `flags + 1` on, by square index (`u16::MAX`: unreachable).
    dist: Vec<Vec<u16>>,
    width: usize,
}

impl Goal {
    fn new(pos: &Position, i: usize) -> Goal {
        let r = pos.robot(i);
        let board = pos.board();
        let width = board.width() as usize;
        // The next two flags: touching one in the round makes the one after the goal.
        let dist = (r.flags() + 1..=board.flags().min(r.flags() + 2))
            .filter_map(|n| board.flag(n))
            .map(|flag| walk(board, flag))
            .collect();
        Goal {
            i,
            flags: r.flags(),
            lives: r.lives(),
            dist,
            width,
        }
    }

    /// How good the end of a trial round is.
    fn score(&self, after: &Position) -> i64 {
        let r = after.robot(self.i);
        let gained = r.flags().saturating_sub(self.flags);
        let mut score = 10_000 * i64::from(gained);
        if r.lives() < self.lives || r.at().is_none() {
            return score - 50_000;
        }
        score -= 30 * i64::from(r.damage());
        let Some(at) = r.at() else { return score };
        if let Some(dist) = self.dist.get(usize::from(gained)) {
            let board = after.board();
            let d = |sq: Square| dist[sq.rank() as usize * self.width + sq.file() as usize];
            let here = d(at);
            if here == u16::MAX {
                return score - 5_000;
            }
            score -= 100 * i64::from(here);
            // Facing the way on saves a turn next round.
            if board
                .step(at, r.facing())
                .is_some_and(|n| !board.wall(at, r.facing()) && d(n) < here)
            {
                score += 40;
            }
        }
        score
    }
}

/// A computer player's start picks (`PICK ...`, ruling 30): every start square, nearest the
/// first flag by a walk round walls and pits first (the lower number first among equals).
pub fn choose_picks(board: &super::board::Board) -> Vec<u8> {
    let starts = board.starts();
    let Some(flag) = board.flag(1) else {
        return (1..=starts.len() as u8).collect();
    };
    let dist = walk(board, flag);
    let w = board.width() as usize;
    let mut picks: Vec<(u16, u8)> = starts
        .iter()
        .enumerate()
        .map(|(k, sq)| {
            (
                dist[sq.rank() as usize * w + sq.file() as usize],
                k as u8 + 1,
            )
        })
        .collect();
    picks.sort();
    picks.into_iter().map(|(_, n)| n).collect()
}

/// Steps from every square to `to`, walking round walls and pits (belts ignored).
fn walk(board: &super::board::Board, to: Square) -> Vec<u16> {
    use super::board::{Dir, Element};
    let w = board.width() as usize;
    let at = |sq: Square| sq.rank() as usize * w + sq.file() as usize;
    let mut dist = vec![u16::MAX; w * board.height() as usize];
    dist[at(to)] = 0;
    let mut todo = std::collections::VecDeque::from([to]);
    while let Some(sq) = todo.pop_front() {
        let here = dist[at(sq)];
        for d in Dir::ALL {
            let Some(n) = board.step(sq, d) else { continue };
            if board.wall(sq, d)
                || board.wall(n, d.opposite())
                || board.element(n) == Element::Pit
                || dist[at(n)] != u16::MAX
            {
                continue;
            }
            dist[at(n)] = here + 1;
            todo.push_back(n);
        }
    }
    dist
}

#[cfg(test)]
mod tests;
