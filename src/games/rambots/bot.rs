//! A simple computer player (for `robomod demo` and tests): greedy, one round deep.
//!
//! To program, it draws candidate programs from its own code pool, runs each one alone with
//! the pure engine ([`play_round`], every other robot passing), and keeps the best by
//! [`score`]: a win, then goals tagged, then an upright object of the goal colour in front of
//! its nose, then how close it ends to one. Random programs win about one game in a hundred
//! within 25 rounds; this wins most four-player games in a few dozen rounds. It does not
//! predict what the others do, so a rival's move can still spoil its plan.
//!
//! Pure like the engine: a position and a [`GameRng`] in, orders out.

use super::board::{ByColour, Colour, Dir, Facing, Piece, Size, Square};
use super::notation::{Instruction, MAX_PROGRAM, Program};
use super::play_round;
use super::pool::Pool;
use super::position::{Position, Thing};
use crate::games::GameRng;
use rand::RngExt;
use rand::seq::SliceRandom;
use std::ops::RangeInclusive;

/// How many programs the bot tries per round.
pub const CANDIDATES: usize = 300;

/// A goal stack for the player on the left: one piece of each colour from `me`'s pool, sizes
/// and order at random.
pub fn choose_goals(pos: &Position, me: Colour, rng: &mut GameRng) -> Vec<Piece> {
    let pool = pos.pool(me);
    let mut stack: Vec<Piece> = Colour::ALL
        .iter()
        .filter_map(|&c| {
            let sizes: Vec<Piece> = pool.pieces().filter(|p| p.colour == c).collect();
            (!sizes.is_empty()).then(|| sizes[rng.random_range(0..sizes.len())])
        })
        .collect();
    stack.shuffle(rng);
    stack
}

/// A random legal program from `pool`: its pieces shuffled, the first `lengths` of them (the
/// range clamped to the pool's size, length drawn uniformly), each with a random facing (one of
/// the four directions lying, or upright). `0..=MAX_PROGRAM` may give the empty program, a pass.
/// Used by the greedy player, the tests and the benchmarks.
pub fn random_program(pool: &Pool, lengths: RangeInclusive<usize>, rng: &mut GameRng) -> Program {
    let mut pieces: Vec<Piece> = pool.pieces().collect();
    pieces.shuffle(rng);
    let n = pieces.len();
    let len = rng.random_range((*lengths.start()).min(n)..=(*lengths.end()).min(n));
    pieces
        .into_iter()
        .take(len)
        .map(|piece| Instruction {
            piece,
            facing: match rng.random_range(0..5) {
                4 => Facing::Up,
                d => Facing::Lying(Dir::ALL[d]),
            },
        })
        .collect()
}

/// The best of [`CANDIDATES`] random programs (and a pass) by [`score`], each run alone.
pub fn choose_program(pos: &Position, me: Colour, rng: &mut GameRng) -> Program {
    let mut best = (score(pos, me, &Vec::new()), Vec::new());
    for _ in 0..CANDIDATES {
        let p = random_program(pos.pool(me), 0..=MAX_PROGRAM, rng);
        let s = score(pos, me, &p);
        if s > best.0 {
            best = (s, p);
        }
    }
    best.1
}

/// How good `program` is for `me` if every other robot passes: higher is better.
pub fn score(pos: &Position, me: Colour, program: &Program) -> i64 {
    let mut programs: ByColour<Program> = ByColour::default();
    *programs.get_mut(me) = program.clone();
    let (next, _events, winner) = play_round(pos, &programs);
    if winner == Some(me) {
        return i64::MAX;
    }
    let tagged = pos.goals(me).len() as i64 - next.goals(me).len() as i64;
    let mut s = tagged * 10_000;
    let Some(goal) = next.goals(me).first().map(|g| g.colour) else {
        return s;
    };
    let Some(at) = next.find(Thing::Bot(me)) else {
        return s;
    };
    // Targets: upright objects of the goal colour (ramming one tags it); lying ones must be
    // stood up first, so they count for less.
    let mut nearest = i64::MAX;
    for (sq, o) in next.objects() {
        if o.thing.colour() != goal || o.thing == Thing::Bot(me) {
            continue;
        }
        let d = i64::from(at.distance(sq));
        let cost = if o.facing == Facing::Up { d } else { d + 4 };
        nearest = nearest.min(cost);
        if o.facing == Facing::Up && facing_towards(next.at(at).map(|o| o.facing), at, sq) {
            s += 300;
        }
    }
    if nearest < i64::MAX {
        s -= nearest * 100;
    }
    // Keep a few pieces: an empty pool cannot move.
    s + pos.pool(me).len().min(next.pool(me).len()) as i64 + big_pieces(&next, me)
}

/// Whether a robot lying towards `facing` at `from` points straight at `to`.
fn facing_towards(facing: Option<Facing>, from: Square, to: Square) -> bool {
    let Some(Facing::Lying(d)) = facing else {
        return false;
    };
    let mut sq = from;
    while let Some(n) = sq.step(d) {
        if n == to {
            return true;
        }
        sq = n;
    }
    false
}

/// A small bonus for holding big pieces (longer moves next round).
fn big_pieces(pos: &Position, me: Colour) -> i64 {
    pos.pool(me)
        .pieces()
        .filter(|p| p.size == Size::Large)
        .count() as i64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rambots::{Orders, Rambots, Settings, State};
    use crate::games::{Game, Players, TurnOrders};
    use rand::SeedableRng;

    /// A 4-player game after the bots dealt goal stacks.
    fn dealt(rng: &mut GameRng) -> State {
        let s = Rambots::new_game(&Settings::default(), Players::count(4), rng).unwrap();
        let goals: Vec<Orders> = s
            .position()
            .seats()
            .iter()
            .map(|&c| Orders::Goals(Some(choose_goals(s.position(), c, rng))))
            .collect();
        Rambots::resolve(&s, TurnOrders::unranked(&goals), rng).state
    }

    /// Whole 4-player games between bots: most end within 60 rounds (random programs: ~1%).
    #[test]
    fn greedy_bots_usually_finish_a_game() {
        let mut finished = 0;
        for seed in 0..6u64 {
            let mut rng = GameRng::seed_from_u64(seed);
            let mut pos = dealt(&mut rng).position().clone();
            let seats: Vec<Colour> = pos.seats().to_vec();
            assert!(seats.iter().all(|&c| pos.goals(c).len() == 4));
            for _ in 0..60 {
                let mut programs: ByColour<Program> = ByColour::default();
                for &c in &seats {
                    let p = choose_program(&pos, c, &mut rng);
                    assert!(p.len() <= MAX_PROGRAM);
                    let mut pool = pos.pool(c).clone();
                    assert!(
                        p.iter().all(|i| pool.remove(i.piece)),
                        "{p:?} not from the pool"
                    );
                    *programs.get_mut(c) = p;
                }
                let (next, _, winner) = play_round(&pos, &programs);
                pos = next;
                if winner.is_some() {
                    finished += 1;
                    break;
                }
            }
        }
        assert!(finished >= 4, "only {finished} of 6 games finished");
    }

    /// Random programs are legal: pieces from the pool, each at most as often as it holds, a
    /// length in the asked range clamped to the pool's size, every facing drawn.
    #[test]
    fn random_programs_are_legal_and_their_length_in_range() {
        let mut rng = GameRng::seed_from_u64(7);
        let pools: [Pool; 3] = [Pool::full(), "1R 2G 3B".parse().unwrap(), Pool::default()];
        let mut facings = std::collections::HashSet::new();
        for pool in &pools {
            for (lo, hi) in [
                (0, MAX_PROGRAM),
                (1, MAX_PROGRAM),
                (MAX_PROGRAM, MAX_PROGRAM),
            ] {
                for _ in 0..200 {
                    let p = random_program(pool, lo..=hi, &mut rng);
                    assert!((lo.min(pool.len())..=hi.min(pool.len())).contains(&p.len()));
                    let mut left = pool.clone();
                    assert!(p.iter().all(|i| left.remove(i.piece)), "{p:?} from {pool}");
                    facings.extend(p.iter().map(|i| i.facing));
                }
            }
        }
        assert_eq!(facings.len(), 5, "four lying directions and upright");
    }

    #[test]
    fn goal_stacks_take_one_piece_of_each_colour_from_the_pool() {
        let mut rng = GameRng::seed_from_u64(1);
        let s = Rambots::new_game(&Settings::default(), Players::count(4), &mut rng).unwrap();
        let me = s.position().seats()[0];
        let stack = choose_goals(s.position(), me, &mut rng);
        let mut colours: Vec<Colour> = stack.iter().map(|p| p.colour).collect();
        colours.sort_by_key(|c| c.index());
        assert_eq!(colours, Colour::ALL.to_vec());
        assert!(stack.iter().all(|&p| s.position().pool(me).count(p) > 0));
    }
}
