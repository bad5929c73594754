//! The optimal solver: breadth-first search over robot positions, returning one solution with
//! the fewest moves, or `None` when the goal cannot be reached at all (the search then has
//! visited every reachable position, which proves it).
//!
//! A search state packs the robots' squares into a `u32`, 6 bits each: the goal robot first,
//! then the other robots as an unordered set (sorted), since which of them stands where does not
//! change what the goal robot can do. The visited set has one bit per state ([`index`]): 32 KiB
//! with 3 robots, 330 KiB with 4. Slides use bitboards: a precomputed ray per square and
//! direction, masked with the blockers (towers other than the goal, robots), gives the first
//! blocker with one bit scan.
//!
//! Most goals are reached within a few thousand states. A search that goes on longer asks
//! [`Closure::reachable`] whether the goal can be reached at all, which visits the same states
//! in an order that moves the goal robot from many squares at once (bitboard fills); only then
//! does the breadth-first search go on to find the shortest way. A goal walled in by towers is
//! refused before any search ([`relaxed_reach`]).

mod closure;
mod layers;
mod slides;
mod states;
#[cfg(test)]
mod tests;

use super::board::{Color, Direction, Move, Square};
use super::position::Position;
use closure::Closure;
use layers::Layers;
use slides::*;
use states::*;

/// Reusable search buffers: solving many positions with one `Solver` allocates once.
#[derive(Default)]
pub struct Solver {
    /// One bit per state of the breadth-first search: seen already.
    visited: Vec<u64>,
    /// The breadth-first queue: a state in the low 32 bits, its parent's queue index above.
    queue: Vec<u64>,
    /// The buffers of [`Closure::reachable`].
    closure: Closure,
    /// The buffers of [`Layers::shortest`].
    layers: Layers,
    /// Positions reached by the last search.
    seen: usize,
}

/// One optimal solution of `pos`, or `None` if its goal cannot be reached.
pub fn solve(pos: &Position) -> Option<Vec<Move>> {
    Solver::default().solve(pos)
}

/// The parent index of the start state.
const ROOT: u64 = u32::MAX as u64;

/// States the breadth-first search visits before asking [`Closure::reachable`] whether the goal
/// can be reached at all: most goals are reached sooner, and the check then costs nothing.
const CHECK_AFTER: usize = 4096;

impl Solver {
    pub fn new() -> Self {
        Self::default()
    }

    /// How many positions the last search reached (for benchmarks).
    pub fn states_seen(&self) -> usize {
        self.seen
    }

    /// One solution of `pos` with the fewest moves (empty if already solved), or `None` when no
    /// sequence of moves reaches the goal.
    pub fn solve(&mut self, pos: &Position) -> Option<Vec<Move>> {
        self.solve_with(pos, CHECK_AFTER)
    }

    /// [`Solver::solve`], going over to the closure and layered search after `check_after`
    /// states (the tests force either way).
    fn solve_with(&mut self, pos: &Position, check_after: usize) -> Option<Vec<Move>> {
        self.seen = 0;
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
            1 => self.bfs::<1, 0>(&squares, towers, goal_sq, check_after),
            2 => self.bfs::<2, 1>(&squares, towers, goal_sq, check_after),
            3 => self.bfs::<3, 2>(&squares, towers, goal_sq, check_after),
            4 => self.bfs::<4, 3>(&squares, towers, goal_sq, check_after),
            n => unreachable!("{n} robots: a position holds at most 4"),
        }?;
        Some(moves_along(pos, &path))
    }

    /// The states from the start to the goal, both included, or `None`. `start` holds the goal
    /// robot's square, then the others' in ascending order.
    /// `K` is `N - 1`, the other robots. After [`CHECK_AFTER`] states, a goal that cannot be
    /// reached is found out by [`Closure::reachable`], at a fraction of the cost of visiting
    /// every reachable state in order; one that can is searched again by [`Layers::shortest`].
    fn bfs<const N: usize, const K: usize>(
        &mut self,
        start: &[u32],
        towers: u64,
        goal: u32,
        check_after: usize,
    ) -> Option<Vec<u32>> {
        let start_squares = start;
        let start = start
            .iter()
            .enumerate()
            .fold(0, |acc, (i, &s)| acc | s << (6 * i));
        let words = (bits::<N>() / 64).max(1);
        if self.visited.len() < words {
            self.visited.resize(words, 0);
        }
        let visited = &mut self.visited[..words];
        visited.fill(0);
        let at = index::<N>(start);
        visited[at >> 6] |= 1 << (at & 63);
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
            if len > check_after {
                let others: [u32; K] = std::array::from_fn(|i| start_squares[i + 1]);
                if !self
                    .closure
                    .reachable(start_squares[0], others, towers, goal)
                {
                    self.seen = self.closure.seen;
                    return None;
                }
                // A long way to a goal that can be reached: layer by layer, placements at once.
                let path = self.layers.shortest(start_squares[0], others, towers, goal);
                self.seen = self.layers.seen;
                return path;
            }
            if queue.len() < len + room {
                queue.resize(2 * queue.len(), 0);
            }
            let state = queue[head] as u32;
            let sq = unpack::<N>(state);
            let blockers = sq.iter().fold(towers, |bb, &s| bb | 1 << s);
            let parent = (head as u64) << 32;
            let mut visit = |next: u32| {
                let at = index::<N>(next);
                let (w, bit) = (at >> 6, 1u64 << (at & 63));
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
                    self.seen = len;
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
        self.seen = len;
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
