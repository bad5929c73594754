//! Slides on bitboards: a precomputed ray per square and direction, masked with the blockers,
//! gives a robot's stop with one bit scan ([`slide`]); [`stops`] moves a whole set of squares
//! at once; [`others_move`] moves each other robot with the goal robot's squares in its way;
//! [`relaxed_reach`] refuses a goal walled in by towers before any search.

use super::states::{each_direction, replaced};

/// Squares strictly beyond `sq` in each direction (N, E, S, W), to the edge.
pub(super) const RAYS: [[u64; 64]; 4] = {
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
pub(super) const EDGES: [[u8; 64]; 4] = {
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
pub(super) fn slide(from: u32, d: usize, blockers: u64) -> u32 {
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
pub(super) fn relaxed_reach(from: u32, towers: u64, goal: u32) -> bool {
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
pub(super) const DELTA: [i32; 4] = [8, 1, -8, -1];

/// Where each robot of the set `from` stops moving in direction `d` (each bit a robot of its own
/// state: they do not block one another), with `blockers` the squares none may enter: a
/// Kogge-Stone fill along `d`, then the squares of the fill whose next square cannot be entered.
/// A robot that cannot move at all "stops" where it stands.
#[inline(always)]
pub(super) fn stops(from: u64, d: usize, blockers: u64) -> u64 {
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

/// Every move of another robot from the placement `sq`, the goal robot on the squares `todo`,
/// with `towers` and `robots` (the others' squares) blocking: `add` gets each placement it
/// leads to and the goal robot's squares that come with it. A robot stops short of the goal
/// robot where the goal robot stands in its way, so each square of `todo` on its path makes
/// a placement of its own.
#[inline(always)]
pub(super) fn others_move<const K: usize>(
    sq: &[u32; K],
    (towers, robots): (u64, u64),
    todo: u64,
    mut add: impl FnMut(&[u32; K], u64),
) {
    for i in 0..K {
        let rest = towers | (robots & !(1 << sq[i]));
        each_direction(|d| {
            let s0 = slide(sq[i], d, rest);
            let seg = RAYS[d][sq[i] as usize] & !RAYS[d][s0 as usize];
            add(&replaced(sq, i, s0), todo & !seg);
            let mut on = todo & seg;
            while on != 0 {
                let at = on.trailing_zeros();
                on &= on - 1;
                let stop = (at as i32 - DELTA[d]) as u32;
                add(&replaced(sq, i, stop), 1 << at);
            }
        });
    }
}
