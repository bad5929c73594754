//! The shortest way ([`Layers::shortest`]): breadth-first, one entry per placement of the
//! other robots per layer, the goal robot's squares moved together.

use super::slides::*;
use super::states::*;

/// The buffers of [`Layers::shortest`], by placement of the other robots (the rank of their
/// squares, [`rank`]).
#[derive(Default)]
pub(super) struct Layers {
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
    pub(super) seen: usize,
}

impl Layers {
    /// The states of one shortest way from the goal robot on `from`, the others on `others`
    /// (ascending), to `goal` (packed: the goal robot's square, then the others'), or `None`.
    /// Breadth-first, but a layer holds each placement of the other robots once, with all the
    /// goal robot's squares that share it as one bitboard: the goal robot moves from all of them
    /// at once ([`stops`]), and another robot's move is worked out once for all of them except
    /// those standing in its way. The way back is found from the layers kept in `history`.
    pub(super) fn shortest<const K: usize>(
        &mut self,
        from: u32,
        others: [u32; K],
        towers: u64,
        goal: u32,
    ) -> Option<Vec<u32>> {
        let size = placements::<K>(&mut self.visited, &mut self.next, &mut self.placement);
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
                others_move(&sq, (towers, robots), todo, &mut add);
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
    pub(super) fn way_back<const K: usize>(
        &mut self,
        mut sq: [u32; K],
        mut at: u32,
        towers: u64,
    ) -> Vec<u32> {
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
