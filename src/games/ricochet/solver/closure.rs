//! Whether the goal can be reached at all ([`Closure::reachable`]): every reachable position
//! visited in no particular order, the goal robot's squares moved together per placement.

use super::slides::*;
use super::states::*;

/// The buffers of [`Closure::reachable`], by placement of the other robots (the rank of their
/// squares, [`rank`]).
#[derive(Default)]
pub(super) struct Closure {
    /// The goal robot's squares reached with this placement.
    visited: Vec<u64>,
    /// Those not yet moved from (zero between searches).
    waiting: Vec<u64>,
    /// The placement's squares, packed 6 bits each.
    placement: Vec<u32>,
    /// The placements with squares waiting, last in, first out.
    stack: Vec<u32>,
    /// Positions reached by the last check.
    pub(super) seen: usize,
}

impl Closure {
    /// Whether the goal robot, from `from` with the other robots on `others` (ascending), can
    /// reach `goal` in any number of moves: every reachable position visited in no particular
    /// order, so that the positions waiting for one placement of the other robots pile up and
    /// are moved together, all the goal robot's squares at once ([`stops`]): a breadth-first
    /// layer holds two or three per placement, here dozens wait. Proving a goal out of reach
    /// costs a fifth of visiting every state in order.
    pub(super) fn reachable<const K: usize>(
        &mut self,
        from: u32,
        others: [u32; K],
        towers: u64,
        goal: u32,
    ) -> bool {
        let size = placements::<K>(&mut self.visited, &mut self.waiting, &mut self.placement);
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
            others_move(&sq, (towers, robots), todo, &mut add);
        }
        for &r in stack.iter() {
            waiting[r as usize] = 0;
        }
        self.seen = visited.iter().map(|v| v.count_ones() as usize).sum();
        found
    }
}
