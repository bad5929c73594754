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

/// Where a robot on `from` stops moving in direction `d` (index into [`Direction::ALL`]), with
/// `blockers` the squares it cannot enter.
#[inline(always)]
fn slide(from: u32, d: usize, blockers: u64) -> u32 {
    let ray = RAYS[d][from as usize];
    let hit = ray & blockers;
    match d {
        // North (+8) and east (+1): the nearest blocker is the lowest bit.
        0 | 1 => {
            let step = if d == 0 { 8 } else { 1 };
            if hit != 0 {
                hit.trailing_zeros() - step
            } else if ray != 0 {
                63 - ray.leading_zeros()
            } else {
                from
            }
        }
        // South (-8) and west (-1): the nearest blocker is the highest bit.
        _ => {
            let step = if d == 2 { 8 } else { 1 };
            if hit != 0 {
                63 - hit.leading_zeros() + step
            } else if ray != 0 {
                ray.trailing_zeros()
            } else {
                from
            }
        }
    }
}

/// Reusable search buffers: solving many positions with one `Solver` allocates once.
#[derive(Default)]
pub struct Solver {
    visited: Vec<u64>,
    queue: Vec<u32>,
    parent: Vec<u32>,
}

/// One optimal solution of `pos`, or `None` if its goal cannot be reached.
pub fn solve(pos: &Position) -> Option<Vec<Move>> {
    Solver::default().solve(pos)
}

impl Solver {
    pub fn new() -> Self {
        Self::default()
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
        let mut squares = [0u8; 4];
        squares[0] = target.index();
        let others: Vec<u8> = pos
            .robots()
            .iter()
            .filter(|r| r.color != goal.robot)
            .map(|r| r.at.index())
            .collect();
        squares[1..=others.len()].copy_from_slice(&others);
        let towers = pos.blocking_towers();
        let goal_sq = u32::from(goal.tower.index());
        let path = match others.len() {
            0 => self.bfs::<1>(&squares, towers, goal_sq),
            1 => self.bfs::<2>(&squares, towers, goal_sq),
            2 => self.bfs::<3>(&squares, towers, goal_sq),
            3 => self.bfs::<4>(&squares, towers, goal_sq),
            n => unreachable!("{} robots: a position holds at most 4", n + 1),
        }?;
        Some(moves_along(pos, &path))
    }

    /// The states from the start to the goal, both included, or `None`.
    fn bfs<const N: usize>(&mut self, start: &[u8; 4], towers: u64, goal: u32) -> Option<Vec<u32>> {
        let mut sq = [0u32; N];
        for (s, &v) in sq.iter_mut().zip(start) {
            *s = u32::from(v);
        }
        sq[1..].sort_unstable();
        let start = pack::<N>(sq);
        self.visited.clear();
        self.visited.resize((1usize << (6 * N)).div_ceil(64), 0);
        self.queue.clear();
        self.parent.clear();
        self.visited[start as usize / 64] |= 1 << (start % 64);
        self.queue.push(start);
        self.parent.push(u32::MAX);
        let mut head = 0;
        while head < self.queue.len() {
            let state = self.queue[head];
            let sq = unpack::<N>(state);
            let robots = sq.iter().fold(0u64, |bb, &s| bb | 1 << s);
            let blockers = towers | robots;
            for i in 0..N {
                for d in 0..4 {
                    let to = slide(sq[i], d, blockers);
                    if to == sq[i] {
                        continue;
                    }
                    if i == 0 && to == goal {
                        return Some(self.path_to(head, moved::<N>(sq, i, to)));
                    }
                    let next = moved::<N>(sq, i, to);
                    let (w, b) = (next as usize / 64, next % 64);
                    if self.visited[w] & (1 << b) == 0 {
                        self.visited[w] |= 1 << b;
                        self.queue.push(next);
                        self.parent.push(head as u32);
                    }
                }
            }
            head += 1;
        }
        None
    }

    fn path_to(&self, mut at: usize, last: u32) -> Vec<u32> {
        let mut path = vec![last];
        while at != u32::MAX as usize {
            path.push(self.queue[at]);
            at = self.parent[at] as usize;
        }
        path.reverse();
        path
    }
}

/// The state with robot `i` moved to `to`, the others kept sorted.
#[inline(always)]
fn moved<const N: usize>(mut sq: [u32; N], i: usize, to: u32) -> u32 {
    sq[i] = to;
    if i > 0 {
        // Insertion: only robot i is out of place among the sorted others.
        let mut j = i;
        while j > 1 && sq[j - 1] > sq[j] {
            sq.swap(j - 1, j);
            j -= 1;
        }
        while j + 1 < N && sq[j + 1] < sq[j] {
            sq.swap(j, j + 1);
            j += 1;
        }
    }
    pack::<N>(sq)
}

#[inline(always)]
fn pack<const N: usize>(sq: [u32; N]) -> u32 {
    sq.iter()
        .enumerate()
        .fold(0, |acc, (i, &s)| acc | s << (6 * i))
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
    fn states_keep_the_other_robots_sorted() {
        let s = moved::<4>([5, 10, 20, 30], 1, 40);
        assert_eq!(unpack::<4>(s), [5, 20, 30, 40]);
        let s = moved::<4>([5, 10, 20, 30], 3, 1);
        assert_eq!(unpack::<4>(s), [5, 1, 10, 20]);
        let s = moved::<3>([5, 10, 20], 0, 7);
        assert_eq!(unpack::<3>(s), [7, 10, 20]);
    }
}
