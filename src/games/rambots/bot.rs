//! The computer player: [`choose_program`], a wide search of one round, and [`greedy_program`],
//! the narrower greedy player it replaced (the yardstick of the strength figures).
//!
//! To program, it draws candidate programs from its own code pool, runs each one alone with
//! the pure engine ([`play_round`], every other robot passing), and weighs where it ends by
//! [`score`]: a win, then goals tagged, then an upright object of the goal colour in front of
//! its nose, then how close it ends to one. Random programs win about one game in a hundred
//! within 25 rounds; the computer player wins most four-player games in a few dozen rounds
//! (figures in docs/bots.md). It does not predict what the others do, so a rival's move can
//! still spoil its plan.
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

/// How many programs the greedy player tries per round.
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

/// The computer player's program: the best of [`SEARCH`]'s 10,000 random programs (and a
/// pass), each run alone and weighed by where it ends; a win this round is taken at once. The
/// search can also look a round further ([`Search::follow_ups`]), but measured against the
/// greedy player that did not pay: breadth did (docs/bots.md has the figures).
pub fn choose_program(pos: &Position, me: Colour, rng: &mut GameRng) -> Program {
    search_program(pos, me, rng, SEARCH)
}

/// How wide and deep [`search_program`] looks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// Random programs tried for this round.
    pub candidates: usize,
    /// The best of them kept for a second look.
    pub shortlist: usize,
    /// Random programs tried after each of those, for the next round.
    pub follow_ups: usize,
}

/// The computer player's search: wide, one round deep (see docs/bots.md for the figures that
/// chose it; about 10 ms a decision, 14 ms at most, on one core in a release build).
pub const SEARCH: Search = Search {
    candidates: 10_000,
    shortlist: 1,
    follow_ups: 0,
};

/// [`choose_program`] with the search's size given: the best `shortlist` of `candidates`
/// random programs (and a pass), each run alone, are each followed by `follow_ups` random
/// programs for the next round from the position they leave; a program is worth the better of
/// where it ends and where its best follow-up ends (a little less: a round later).
pub fn search_program(pos: &Position, me: Colour, rng: &mut GameRng, search: Search) -> Program {
    // A pass, then the random programs, each drawn as it is weighed.
    let drawn = std::iter::once(Vec::new())
        .chain((0..search.candidates).map(|_| random_program(pos.pool(me), 0..=MAX_PROGRAM, rng)));
    let mut firsts: Vec<(i64, Program)> = Vec::with_capacity(search.candidates + 1);
    let mut seen = std::collections::HashSet::new();
    for p in drawn {
        if !seen.insert(p.clone()) {
            continue;
        }
        let (next, won) = alone(pos, me, &p);
        if won {
            return p;
        }
        firsts.push((value(pos, &next, me), p));
    }
    // Best first; among equals, the earlier drawn (a stable sort keeps the draw's order).
    firsts.sort_by_key(|(s, _)| std::cmp::Reverse(*s));
    let mut best: Option<(i64, Program)> = None;
    for (s1, p) in firsts.into_iter().take(search.shortlist) {
        let mut s = s1;
        if search.follow_ups > 0 {
            let next = alone(pos, me, &p).0;
            for _ in 0..search.follow_ups {
                let p2 = random_program(next.pool(me), 0..=MAX_PROGRAM, rng);
                let (after, won) = alone(&next, me, &p2);
                let s2 = if won { WIN } else { value(pos, &after, me) };
                s = s.max(s2 - LATER);
            }
        }
        if best.as_ref().is_none_or(|(b, _)| s > *b) {
            best = Some((s, p));
        }
    }
    best.map(|(_, p)| p).unwrap_or_default()
}

/// A win found a round later (worth less than one now, more than anything else).
const WIN: i64 = i64::MAX / 4;
/// What waiting a round costs a plan.
const LATER: i64 = 150;

/// The round with `program` for `me` and every other robot passing: the position it leaves,
/// and whether `me` won.
fn alone(pos: &Position, me: Colour, program: &Program) -> (Position, bool) {
    let mut programs: ByColour<Program> = ByColour::default();
    *programs.get_mut(me) = program.clone();
    let (next, _events, winner) = play_round(pos, &programs);
    (next, winner == Some(me))
}

/// How good `next` is for `me`, counting goals tagged since `start` (see [`score`]).
fn value(start: &Position, next: &Position, me: Colour) -> i64 {
    let tagged = start.goals(me).len() as i64 - next.goals(me).len() as i64;
    let mut s = tagged * 10_000;
    let Some(goal) = next.goals(me).first().map(|g| g.colour) else {
        return s;
    };
    let Some(at) = next.find(Thing::Bot(me)) else {
        return s;
    };
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
    s + start.pool(me).len().min(next.pool(me).len()) as i64 + big_pieces(next, me)
}

/// The greedy player this search replaced, kept as the yardstick of the strength figures: the
/// best of [`CANDIDATES`] random programs (and a pass) by [`score`], each run alone.
pub fn greedy_program(pos: &Position, me: Colour, rng: &mut GameRng) -> Program {
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
    match alone(pos, me, program) {
        (_, true) => i64::MAX,
        (next, false) => value(pos, &next, me),
    }
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
                    let p = greedy_program(&pos, c, &mut rng);
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
