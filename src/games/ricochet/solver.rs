//! The optimal solver: breadth-first search over robot positions, returning one solution with
//! the fewest moves, or `None` when the goal cannot be reached at all (the search then has
//! visited every reachable position, which proves it).
//!
//! A search state packs the robots' squares into a `u32`, 6 bits each: the goal robot first,
//! then the other robots as an unordered set (sorted), since which of them stands where does not
//! change what the goal robot can do. With 3 robots that is under 64 * 64 * 64 states, marked in a
//! 32 KiB visited bitset; with 4 robots a 2 MiB one. Slides use bitboards: a precomputed ray per
//! square and direction, masked with the blockers (towers other than the goal, robots), gives the
//! first blocker with one bit scan.

use super::board::{Color, Direction, Move, Square};
use super::position::Position;

/// Squares strictly beyond `sq` in each direction (N, E, S, W), to the edge.
const RAYS: [[u64; 64]; 4] = {
    let mut rays = [[0u64; 64]; 4];
    let deltas: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    let mut d = 0;
    while d < 4 {
        let mut sq = 0;
        while sq < 64 {
            let (mut f, mut r) = ((sq % 8) as i8, (sq / 8) as i8);
            let mut bb = 0u64;
            loop {
                f += deltas[d].0;
                r += deltas[d].1;
                if f < 0 || f > 7 || r < 0 || r > 7 {
                    break;
                }
                bb |= 1u64 << (r * 8 + f);
            }
            rays[d][sq] = bb;
            sq += 1;
        }
        d += 1;
    }
    rays
};

/// Where a robot on each square stops in each direction on an empty board: the edge.
const EDGES: [[u8; 64]; 4] = {
    let mut edges = [[0u8; 64]; 4];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq % 8, sq / 8);
        edges[0][sq] = (56 + f) as u8;
        edges[1][sq] = (r * 8 + 7) as u8;
        edges[2][sq] = f as u8;
        edges[3][sq] = (r * 8) as u8;
        sq += 1;
    }
    edges
};

/// Where a robot on `from` stops moving in direction `d` (index into [`Direction::ALL`]), with
/// `blockers` the squares it cannot enter. Written without data-dependent branches: the search
/// calls it a million times on positions no branch predictor can guess.
#[inline(always)]
fn slide(from: u32, d: usize, blockers: u64) -> u32 {
    let (d, from) = (d & 3, (from & 63) as usize);
    let hit = RAYS[d][from] & blockers;
    let edge = u32::from(EDGES[d][from]);
    let stop = match d {
        // North (+8) and east (+1): the nearest blocker is the lowest bit.
        0 => hit.trailing_zeros().wrapping_sub(8),
        1 => hit.trailing_zeros().wrapping_sub(1),
        // South (-8) and west (-1): the nearest blocker is the highest bit.
        2 => 71u32.wrapping_sub(hit.leading_zeros()),
        _ => 64u32.wrapping_sub(hit.leading_zeros()),
    };
    if hit != 0 { stop } else { edge }
}

/// Whether the goal robot could reach the goal if it could stop on any square it passes (as if
/// robots stood wherever needed): a cheap proof of "no solution" for a goal walled in by towers,
/// which the full search would otherwise show by visiting every reachable position.
fn relaxed_reach(from: u32, towers: u64, goal: u32) -> bool {
    let mut seen = 1u64 << from;
    let mut frontier = seen;
    while frontier != 0 {
        let mut next = 0u64;
        let mut bits = frontier;
        while bits != 0 {
            let s = bits.trailing_zeros();
            bits &= bits - 1;
            for (d, rays) in RAYS.iter().enumerate() {
                let stop = slide(s, d, towers);
                next |= rays[s as usize] & !rays[stop as usize];
            }
        }
        frontier = next & !seen;
        seen |= next;
        if seen & (1 << goal) != 0 {
            return true;
        }
    }
    false
}

/// Reusable search buffers: solving many positions with one `Solver` allocates once.
#[derive(Default)]
pub struct Solver {
    /// One bit per state: seen already.
    visited: Vec<u64>,
    /// The breadth-first queue: a state in the low 32 bits, its parent's queue index above.
    queue: Vec<u64>,
}

/// One optimal solution of `pos`, or `None` if its goal cannot be reached.
pub fn solve(pos: &Position) -> Option<Vec<Move>> {
    Solver::default().solve(pos)
}

/// The parent index of the start state.
const ROOT: u64 = u32::MAX as u64;

impl Solver {
    pub fn new() -> Self {
        Self::default()
    }

    /// How many positions the last search reached (for benchmarks).
    pub fn states_seen(&self) -> usize {
        self.queue.len()
    }

    /// One solution of `pos` with the fewest moves (empty if already solved), or `None` when no
    /// sequence of moves reaches the goal.
    pub fn solve(&mut self, pos: &Position) -> Option<Vec<Move>> {
        if pos.is_solved() {
            return Some(Vec::new());
        }
        let goal = pos.goal();
        let target = pos
            .robot(goal.robot)
            .expect("the goal robot is in the game");
        let mut squares = vec![u32::from(target.index())];
        let mut others: Vec<u32> = pos
            .robots()
            .iter()
            .filter(|r| r.color != goal.robot)
            .map(|r| u32::from(r.at.index()))
            .collect();
        others.sort_unstable();
        squares.extend(others);
        let towers = pos.blocking_towers();
        let goal_sq = u32::from(goal.tower.index());
        if !relaxed_reach(squares[0], towers, goal_sq) {
            return None;
        }
        let path = match squares.len() {
            1 => self.bfs::<1>(&squares, towers, goal_sq),
            2 => self.bfs::<2>(&squares, towers, goal_sq),
            3 => self.bfs::<3>(&squares, towers, goal_sq),
            4 => self.bfs::<4>(&squares, towers, goal_sq),
            n => unreachable!("{n} robots: a position holds at most 4"),
        }?;
        Some(moves_along(pos, &path))
    }

    /// The states from the start to the goal, both included, or `None`. `start` holds the goal
    /// robot's square, then the others' in ascending order.
    fn bfs<const N: usize>(&mut self, start: &[u32], towers: u64, goal: u32) -> Option<Vec<u32>> {
        let start = start
            .iter()
            .enumerate()
            .fold(0, |acc, (i, &s)| acc | s << (6 * i));
        let words = ((1usize << (6 * N)) / 64).max(1);
        if self.visited.len() < words {
            self.visited.resize(words, 0);
        }
        let visited = &mut self.visited[..words];
        visited.fill(0);
        visited[start as usize >> 6] |= 1 << (start & 63);
        // The queue is written past its end and `len` advanced only for new states, so a
        // child costs no unpredictable branch; it always has room for one state's children.
        let queue = &mut self.queue;
        let room = 4 * N;
        queue.clear();
        queue.resize(1024, 0);
        queue[0] = u64::from(start) | ROOT << 32;
        let mut len = 1;
        let mut head = 0;
        while head < len {
            if queue.len() < len + room {
                queue.resize(2 * queue.len(), 0);
            }
            let state = queue[head] as u32;
            let sq = unpack::<N>(state);
            let blockers = sq.iter().fold(towers, |bb, &s| bb | 1 << s);
            let parent = (head as u64) << 32;
            let mut visit = |next: u32| {
                let (w, bit) = (next as usize >> 6, 1u64 << (next & 63));
                let word = visited[w];
                visited[w] = word | bit;
                queue[len] = u64::from(next) | parent;
                len += usize::from(word & bit == 0);
            };
            // The goal robot: only its moves can reach the goal. A move that goes nowhere
            // gives the state itself, already visited.
            for d in 0..4 {
                let to = slide(sq[0], d, blockers);
                if to == goal {
                    self.queue.truncate(len);
                    return Some(self.path_to(head, (state & !63) | to));
                }
                visit((state & !63) | to);
            }
            for i in 1..N {
                for d in 0..4 {
                    visit(moved::<N>(&sq, i, slide(sq[i], d, blockers)));
                }
            }
            head += 1;
        }
        self.queue.truncate(len);
        None
    }

    fn path_to(&self, mut at: usize, last: u32) -> Vec<u32> {
        let mut path = vec![last];
        while at as u64 != ROOT {
            let entry = self.queue[at];
            path.push(entry as u32);
            at = (entry >> 32) as usize;
        }
        path.reverse();
        path
    }
}

/// The state with robot `i` (not the goal robot) moved to `to`: the others stay in ascending
/// order, so the one that moved is taken out and `to` merged in (min/max, no branches).
#[inline(always)]
fn moved<const N: usize>(sq: &[u32; N], i: usize, to: u32) -> u32 {
    let mut packed = sq[0];
    let mut shift = 6;
    let mut carry = to;
    for (j, &s) in sq.iter().enumerate().skip(1) {
        if j != i {
            packed |= s.min(carry) << shift;
            carry = s.max(carry);
            shift += 6;
        }
    }
    packed | carry << shift
}

#[inline(always)]
fn unpack<const N: usize>(state: u32) -> [u32; N] {
    let mut sq = [0u32; N];
    for (i, s) in sq.iter_mut().enumerate() {
        *s = (state >> (6 * i)) & 63;
    }
    sq
}

/// The moves between consecutive states of `path`, naming robots by colour: the robot that moved
/// is the one standing on the square that the next state no longer holds.
fn moves_along(pos: &Position, path: &[u32]) -> Vec<Move> {
    let mut at: Vec<(Color, u32)> = pos
        .robots()
        .iter()
        .map(|r| (r.color, u32::from(r.at.index())))
        .collect();
    let n = at.len();
    let squares = |state: u32| -> Vec<u32> { (0..n).map(|i| (state >> (6 * i)) & 63).collect() };
    let mut moves = Vec::with_capacity(path.len() - 1);
    for pair in path.windows(2) {
        let (a, b) = (squares(pair[0]), squares(pair[1]));
        let from = *a.iter().find(|s| !b.contains(s)).expect("one robot moved");
        let to = *b.iter().find(|s| !a.contains(s)).expect("one robot moved");
        let robot = at
            .iter_mut()
            .find(|(_, s)| *s == from)
            .expect("a robot stood there");
        robot.1 = to;
        let sq = |s: u32| Square::from_index(s as u8).expect("a square");
        let dir = Direction::between(sq(from), sq(to)).expect("moves are straight");
        moves.push(Move {
            robot: robot.0,
            dir,
        });
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bitboard_slides_match_the_rules() {
        // d4 = 27; blockers on d7 (51) and a4 (24).
        let blockers = 1u64 << 51 | 1u64 << 24;
        assert_eq!(slide(27, 0, blockers), 43); // north: stops on d6
        assert_eq!(slide(27, 1, blockers), 31); // east: edge h4
        assert_eq!(slide(27, 2, blockers), 3); // south: edge d1
        assert_eq!(slide(27, 3, blockers), 25); // west: stops on b4
        assert_eq!(slide(63, 0, 0), 63); // h8 north: nowhere to go
        assert_eq!(slide(0, 3, 0), 0);
    }

    #[test]
    fn a_goal_walled_in_by_towers_is_out_of_reach_at_once() {
        // Goal a1 (0) behind towers on a2 (8) and b1 (1); the robot on h8 (63).
        assert!(!relaxed_reach(63, 1 << 8 | 1 << 1, 0));
        assert!(relaxed_reach(63, 1 << 8, 0));
    }

    #[test]
    fn states_keep_the_other_robots_sorted() {
        assert_eq!(
            unpack::<4>(moved::<4>(&[5, 10, 20, 30], 1, 40)),
            [5, 20, 30, 40]
        );
        assert_eq!(
            unpack::<4>(moved::<4>(&[5, 10, 20, 30], 3, 1)),
            [5, 1, 10, 20]
        );
        assert_eq!(
            unpack::<4>(moved::<4>(&[5, 10, 20, 30], 2, 25)),
            [5, 10, 25, 30]
        );
        assert_eq!(unpack::<3>(moved::<3>(&[7, 10, 20], 2, 0)), [7, 0, 10]);
        assert_eq!(unpack::<2>(moved::<2>(&[7, 10], 1, 0)), [7, 0]);
    }
}
