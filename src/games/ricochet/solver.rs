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

/// The squares a move enters next in each direction: N, E, S, W.
const DELTA: [i32; 4] = [8, 1, -8, -1];

/// Where each robot of the set `from` stops moving in direction `d` (each bit a robot of its own
/// state: they do not block one another), with `blockers` the squares none may enter: a
/// Kogge-Stone fill along `d`, then the squares of the fill whose next square cannot be entered.
/// A robot that cannot move at all "stops" where it stands.
#[inline(always)]
fn stops(from: u64, d: usize, blockers: u64) -> u64 {
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    let empty = !blockers;
    let mut g = from;
    let (fill, movable) = match d & 3 {
        0 => {
            let mut p = empty;
            g |= p & (g << 8);
            p &= p << 8;
            g |= p & (g << 16);
            p &= p << 16;
            g |= p & (g << 32);
            (g, empty >> 8)
        }
        1 => {
            let mut p = empty & NOT_A;
            let m = p >> 1;
            g |= p & (g << 1);
            p &= p << 1;
            g |= p & (g << 2);
            p &= p << 2;
            g |= p & (g << 4);
            (g, m)
        }
        2 => {
            let mut p = empty;
            g |= p & (g >> 8);
            p &= p >> 8;
            g |= p & (g >> 16);
            p &= p >> 16;
            g |= p & (g >> 32);
            (g, empty << 8)
        }
        _ => {
            let mut p = empty & NOT_H;
            let m = p << 1;
            g |= p & (g >> 1);
            p &= p >> 1;
            g |= p & (g >> 2);
            p &= p >> 2;
            g |= p & (g >> 4);
            (g, m)
        }
    };
    fill & !movable
}

/// C(n, k) for n <= 64 and k <= 3: the combinatorial number system numbers each set of
/// `k` squares, sorted, with `Σ C(s[i], i + 1)`, densely from 0 to C(64, k).
const BINOM: [[u32; 65]; 4] = {
    let mut t = [[0u32; 65]; 4];
    let mut n = 0;
    while n <= 64 {
        t[0][n] = 1;
        let mut k = 1;
        while k < 4 {
            t[k][n] = if n == 0 {
                0
            } else {
                t[k - 1][n - 1] + t[k][n - 1]
            };
            k += 1;
        }
        n += 1;
    }
    t
};

/// The rank of a sorted set of squares.
#[inline(always)]
fn rank<const K: usize>(s: &[u32; K]) -> usize {
    let mut r = 0;
    for (i, &sq) in s.iter().enumerate() {
        r += BINOM[i + 1][sq as usize & 63];
    }
    r as usize
}

/// The squares of `s` packed 6 bits each, the lowest first.
#[inline(always)]
fn pack<const K: usize>(s: &[u32; K]) -> u32 {
    s.iter()
        .enumerate()
        .fold(0, |acc, (i, &sq)| acc | sq << (6 * i))
}

/// The set `s` with the square at `i` replaced by `to`, still sorted: the others in order with
/// `to` merged in by min and max (no branches).
#[inline(always)]
fn replaced<const K: usize>(s: &[u32; K], i: usize, to: u32) -> [u32; K] {
    let mut out = [0u32; K];
    let mut carry = to;
    let mut k = 0;
    for (j, &sq) in s.iter().enumerate() {
        if j != i {
            out[k] = sq.min(carry);
            carry = sq.max(carry);
            k += 1;
        }
    }
    if K > 0 {
        out[K - 1] = carry;
    }
    out
}

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

/// The buffers of [`Closure::reachable`], by placement of the other robots (the rank of their
/// squares, [`rank`]).
#[derive(Default)]
struct Closure {
    /// The goal robot's squares reached with this placement.
    visited: Vec<u64>,
    /// Those not yet moved from (zero between searches).
    waiting: Vec<u64>,
    /// The placement's squares, packed 6 bits each.
    placement: Vec<u32>,
    /// The placements with squares waiting, last in, first out.
    stack: Vec<u32>,
    /// Positions reached by the last check.
    seen: usize,
}

impl Closure {
    /// Whether the goal robot, from `from` with the other robots on `others` (ascending), can
    /// reach `goal` in any number of moves: every reachable position visited in no particular
    /// order, so that the positions waiting for one placement of the other robots pile up and
    /// are moved together, all the goal robot's squares at once ([`stops`]): a breadth-first
    /// layer holds two or three per placement, here dozens wait. Proving a goal out of reach
    /// costs a fifth of visiting every state in order.
    fn reachable<const K: usize>(
        &mut self,
        from: u32,
        others: [u32; K],
        towers: u64,
        goal: u32,
    ) -> bool {
        let size = BINOM[K][64] as usize;
        for buf in [&mut self.visited, &mut self.waiting] {
            if buf.len() < size {
                buf.resize(size, 0);
            }
        }
        if self.placement.len() < size {
            self.placement.resize(size, 0);
        }
        self.visited[..size].fill(0);
        let (visited, waiting) = (&mut self.visited[..size], &mut self.waiting[..size]);
        let placement = &mut self.placement[..size];
        let stack = &mut self.stack;
        stack.clear();
        let r0 = rank(&others);
        visited[r0] = 1 << from;
        waiting[r0] = 1 << from;
        placement[r0] = pack(&others);
        stack.push(r0 as u32);
        let mut found = false;
        while let Some(r) = stack.pop() {
            let r = r as usize;
            let mut todo = std::mem::take(&mut waiting[r]);
            let sq: [u32; K] = unpack(placement[r]);
            let robots = sq.iter().fold(0u64, |bb, &s| bb | 1 << s);
            let blockers = towers | robots;
            // The goal robot first, as far as it goes with the others where they are.
            let mut fresh = todo;
            while fresh != 0 {
                let mut to = 0;
                each_direction(|d| to |= stops(fresh, d, blockers));
                fresh = to & !visited[r];
                visited[r] |= fresh;
                todo |= fresh;
            }
            if visited[r] & 1 << goal != 0 {
                found = true;
                break;
            }
            let mut add = |sq: &[u32; K], bits: u64| {
                let r = rank(sq).min(size - 1);
                let new = bits & !visited[r];
                if new != 0 {
                    visited[r] |= new;
                    if waiting[r] == 0 {
                        stack.push(r as u32);
                        placement[r] = pack(sq);
                    }
                    waiting[r] |= new;
                }
            };
            for i in 0..K {
                let rest = towers | (robots & !(1 << sq[i]));
                each_direction(|d| {
                    let s0 = slide(sq[i], d, rest);
                    let seg = RAYS[d][sq[i] as usize] & !RAYS[d][s0 as usize];
                    add(&replaced(&sq, i, s0), todo & !seg);
                    let mut on = todo & seg;
                    while on != 0 {
                        let at = on.trailing_zeros();
                        on &= on - 1;
                        let stop = (at as i32 - DELTA[d]) as u32;
                        add(&replaced(&sq, i, stop), 1 << at);
                    }
                });
            }
        }
        for &r in stack.iter() {
            waiting[r as usize] = 0;
        }
        self.seen = visited.iter().map(|v| v.count_ones() as usize).sum();
        found
    }
}

/// The buffers of [`Layers::shortest`], by placement of the other robots (the rank of their
/// squares, [`rank`]).
#[derive(Default)]
struct Layers {
    /// The goal robot's squares reached with this placement, in any layer.
    visited: Vec<u64>,
    /// Those first reached in the layer being built (zero between searches).
    next: Vec<u64>,
    /// The placement's squares, packed 6 bits each.
    placement: Vec<u32>,
    /// Every layer's entries, (placement, the goal robot's squares), one layer after another.
    history: Vec<(u32, u64)>,
    /// Where each layer starts in `history`.
    starts: Vec<usize>,
    /// Positions reached by the last search.
    seen: usize,
}

impl Layers {
    /// The states of one shortest way from the goal robot on `from`, the others on `others`
    /// (ascending), to `goal` (packed: the goal robot's square, then the others'), or `None`.
    /// Breadth-first, but a layer holds each placement of the other robots once, with all the
    /// goal robot's squares that share it as one bitboard: the goal robot moves from all of them
    /// at once ([`stops`]), and another robot's move is worked out once for all of them except
    /// those standing in its way. The way back is found from the layers kept in `history`.
    fn shortest<const K: usize>(
        &mut self,
        from: u32,
        others: [u32; K],
        towers: u64,
        goal: u32,
    ) -> Option<Vec<u32>> {
        let size = BINOM[K][64] as usize;
        for buf in [&mut self.visited, &mut self.next] {
            if buf.len() < size {
                buf.resize(size, 0);
            }
        }
        if self.placement.len() < size {
            self.placement.resize(size, 0);
        }
        self.visited[..size].fill(0);
        let (visited, next) = (&mut self.visited[..size], &mut self.next[..size]);
        let placement = &mut self.placement[..size];
        let (history, starts) = (&mut self.history, &mut self.starts);
        history.clear();
        starts.clear();
        let r0 = rank(&others);
        visited[r0] = 1 << from;
        placement[r0] = pack(&others);
        starts.push(0);
        history.push((r0 as u32, 1 << from));
        let mut found = None;
        'layers: while found.is_none() {
            let (begin, end) = (*starts.last().expect("a layer"), history.len());
            if begin == end {
                break;
            }
            starts.push(end);
            for e in begin..end {
                let (r, todo) = history[e];
                let r = r as usize;
                let sq: [u32; K] = unpack(placement[r]);
                let robots = sq.iter().fold(0u64, |bb, &s| bb | 1 << s);
                let blockers = towers | robots;
                let mut add = |sq: &[u32; K], bits: u64| {
                    let r = rank(sq).min(size - 1);
                    let new = bits & !visited[r];
                    if new != 0 {
                        visited[r] |= new;
                        if next[r] == 0 {
                            history.push((r as u32, 0));
                            placement[r] = pack(sq);
                        }
                        next[r] |= new;
                    }
                };
                let mut to = 0;
                each_direction(|d| to |= stops(todo, d, blockers));
                add(&sq, to);
                if to & 1 << goal != 0 {
                    found = Some(sq);
                    break 'layers;
                }
                for i in 0..K {
                    let rest = towers | (robots & !(1 << sq[i]));
                    each_direction(|d| {
                        let s0 = slide(sq[i], d, rest);
                        let seg = RAYS[d][sq[i] as usize] & !RAYS[d][s0 as usize];
                        add(&replaced(&sq, i, s0), todo & !seg);
                        let mut on = todo & seg;
                        while on != 0 {
                            let at = on.trailing_zeros();
                            on &= on - 1;
                            let stop = (at as i32 - DELTA[d]) as u32;
                            add(&replaced(&sq, i, stop), 1 << at);
                        }
                    });
                }
            }
            // The new layer's entries take their squares; `next` is left zero.
            for entry in &mut history[end..] {
                entry.1 = std::mem::take(&mut next[entry.0 as usize]);
            }
        }
        for entry in &history[*starts.last().expect("a layer")..] {
            next[entry.0 as usize] = 0;
        }
        self.seen = visited.iter().map(|v| v.count_ones() as usize).sum();
        let last = found?;
        Some(self.way_back(last, goal, towers))
    }

    /// The states from the start to the goal robot on `goal` with the others on `sq`, found
    /// in the last layer: each step back, a state of the layer before that moves to it.
    fn way_back<const K: usize>(&mut self, mut sq: [u32; K], mut at: u32, towers: u64) -> Vec<u32> {
        let state = |sq: &[u32; K], at: u32| at | pack(sq) << 6;
        let mut path = vec![state(&sq, at)];
        let layer = &mut self.next;
        // The layer being searched ends before the one that reached the goal began.
        for l in (0..self.starts.len() - 1).rev() {
            let entries = &self.history[self.starts[l]..self.starts[l + 1]];
            for &(r, bits) in entries {
                layer[r as usize] = bits;
            }
            let robots = sq.iter().fold(0u64, |bb, &s| bb | 1 << s);
            // The squares from which a robot moving in `d` stops on `to`, with `fellows` the
            // other robots' squares: the free squares behind it, and the tower beyond them,
            // where a robot may have started.
            let behind = |to: u32, d: usize, fellows: u64| -> u64 {
                let blockers = towers | fellows;
                if slide(to, d, blockers) != to {
                    return 0;
                }
                let back = (d + 2) & 3;
                let b = slide(to, back, blockers);
                let beyond = RAYS[back][b as usize];
                let next = if back < 2 {
                    beyond & beyond.wrapping_neg()
                } else {
                    (1u64 << 63)
                        .checked_shr(beyond.leading_zeros())
                        .unwrap_or(0)
                };
                (RAYS[back][to as usize] & !beyond) | (next & towers & !fellows)
            };
            let mut before = None;
            for d in 0..4 {
                let from = behind(at, d, robots) & layer[rank(&sq)];
                if from != 0 {
                    before = Some((sq, from.trailing_zeros()));
                    break;
                }
                for i in 0..K {
                    let mut from = behind(sq[i], d, (robots & !(1 << sq[i])) | 1 << at);
                    while from != 0 && before.is_none() {
                        let s = from.trailing_zeros();
                        from &= from - 1;
                        let prev = replaced(&sq, i, s);
                        if layer[rank(&prev)] & 1 << at != 0 {
                            before = Some((prev, at));
                        }
                    }
                }
                if before.is_some() {
                    break;
                }
            }
            for &(r, _) in entries {
                layer[r as usize] = 0;
            }
            (sq, at) = before.expect("every state of a layer was reached from the layer before");
            path.push(state(&sq, at));
        }
        path.reverse();
        path
    }
}

/// The bits of the breadth-first visited set: one per state, the goal robot's square times the
/// others' placement ([`index`]).
const fn bits<const N: usize>() -> usize {
    if N < 4 {
        1 << (6 * N)
    } else {
        64 * BINOM[3][64] as usize
    }
}

/// A state's bit in the visited set: the packed state itself up to 3 robots (32 KiB), the goal
/// robot's square and the rank of the others' squares with 4 (330 KiB, where the packed state
/// would need 2 MiB and miss the cache).
#[inline(always)]
fn index<const N: usize>(state: u32) -> usize {
    if N < 4 {
        state as usize
    } else {
        let sq = |i: u32| ((state >> (6 * i)) & 63) as usize;
        sq(0) | ((BINOM[1][sq(1)] + BINOM[2][sq(2)] + BINOM[3][sq(3)]) as usize) << 6
    }
}

/// `f` for each direction, N, E, S, W, each call with its direction a constant once inlined.
#[inline(always)]
fn each_direction(mut f: impl FnMut(usize)) {
    f(0);
    f(1);
    f(2);
    f(3);
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
    fn sets_of_squares_stay_sorted_and_rank_densely() {
        assert_eq!(replaced(&[10, 20, 30], 0, 40), [20, 30, 40]);
        assert_eq!(replaced(&[10, 20, 30], 2, 1), [1, 10, 20]);
        assert_eq!(replaced(&[10, 20, 30], 1, 25), [10, 25, 30]);
        assert_eq!(replaced(&[10], 0, 3), [3]);
        // Every sorted pair of squares has its own rank, from 0 to C(64, 2) - 1.
        let mut seen = vec![false; BINOM[2][64] as usize];
        for b in 0..64 {
            for a in 0..b {
                let r = rank(&[a, b]);
                assert!(!seen[r], "rank {r} twice");
                seen[r] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(BINOM[3][64], 41_664);
        assert_eq!(rank(&[61, 62, 63]), 41_663);
    }

    /// The fill moves every robot of the set as [`slide`] moves each alone.
    #[test]
    fn set_slides_match_single_slides() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let blockers = x & x.rotate_left(17) & x.rotate_left(31);
            let from = x.rotate_left(7) & !blockers & x.rotate_left(43);
            for d in 0..4 {
                let mut one_by_one = 0u64;
                let mut bits = from;
                while bits != 0 {
                    let s = bits.trailing_zeros();
                    bits &= bits - 1;
                    one_by_one |= 1 << slide(s, d, blockers);
                }
                assert_eq!(
                    stops(from, d, blockers),
                    one_by_one,
                    "{from:x} {blockers:x} {d}"
                );
            }
        }
    }

    /// The layered search finds a way as short as the plain breadth-first search's, and it
    /// replays, on uniform random boards of 1 to 4 robots (including goals out of reach, which
    /// the closure proves), from the very first state.
    #[test]
    fn the_layered_search_is_as_short_as_the_plain_one() {
        use super::super::board::Tower;
        use super::super::position::{Goal, Robot, Setup};
        use rand::RngExt;
        let mut solver = Solver::new();
        let (mut solved, mut out_of_reach) = (0, 0);
        for seed in 0..400u64 {
            let mut rng = crate::games::step_rng(seed, 13);
            let mut squares: Vec<Square> = Square::ALL.to_vec();
            for i in 0..64 {
                let j = rng.random_range(i..64);
                squares.swap(i, j);
            }
            let k = rng.random_range(1..20usize);
            let towers = squares[..k]
                .iter()
                .map(|&at| Tower {
                    at,
                    top: Color::Red,
                    base: Color::Red,
                })
                .collect();
            let n = 1 + (seed % 4) as usize;
            let mut at = squares[k..k + n].to_vec();
            if seed % 3 == 0 {
                // The last robot starts on a tower (a former goal).
                at[n - 1] = squares[0];
            }
            let robots: Vec<Robot> = Color::ALL[..n]
                .iter()
                .zip(at)
                .map(|(&color, at)| Robot { color, at })
                .collect();
            let goal = Goal {
                robot: robots[rng.random_range(0..n)].color,
                tower: squares[rng.random_range(0..k)],
            };
            let pos = Position::from_setup(Setup {
                towers,
                robots,
                goal,
            })
            .unwrap();
            let plain = solver.solve_with(&pos, usize::MAX);
            let layered = solver.solve_with(&pos, 0);
            assert_eq!(
                layered.as_ref().map(Vec::len),
                plain.as_ref().map(Vec::len),
                "seed {seed}"
            );
            match layered {
                Some(moves) if moves.is_empty() => assert!(pos.is_solved()),
                Some(moves) => {
                    let (after, _) = pos.check_solution(&moves).unwrap();
                    assert!(after.is_solved(), "seed {seed}");
                    solved += 1;
                }
                None => out_of_reach += 1,
            }
        }
        assert!(
            solved > 250 && out_of_reach > 50,
            "{solved} solved, {out_of_reach} not"
        );
    }
}
