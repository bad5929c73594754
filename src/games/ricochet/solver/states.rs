//! Search states: the robots' squares packed 6 bits each (the goal robot first, the others
//! sorted), their ranks in the combinatorial number system, and the visited set's indexing.

/// C(n, k) for n <= 64 and k <= 3: the combinatorial number system numbers each set of
/// `k` squares, sorted, with `Σ C(s[i], i + 1)`, densely from 0 to C(64, k).
pub(super) const BINOM: [[u32; 65]; 4] = {
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

/// Readies the buffers of a search by placement of `K` other robots: `visited`, `bits` and
/// `placement` at least one entry a placement long, `visited` cleared. Returns that length.
pub(super) fn placements<const K: usize>(
    visited: &mut Vec<u64>,
    bits: &mut Vec<u64>,
    placement: &mut Vec<u32>,
) -> usize {
    let size = BINOM[K][64] as usize;
    for buf in [&mut *visited, bits] {
        if buf.len() < size {
            buf.resize(size, 0);
        }
    }
    if placement.len() < size {
        placement.resize(size, 0);
    }
    visited[..size].fill(0);
    size
}

/// The rank of a sorted set of squares.
#[inline(always)]
pub(super) fn rank<const K: usize>(s: &[u32; K]) -> usize {
    let mut r = 0;
    for (i, &sq) in s.iter().enumerate() {
        r += BINOM[i + 1][sq as usize & 63];
    }
    r as usize
}

/// The squares of `s` packed 6 bits each, the lowest first.
#[inline(always)]
pub(super) fn pack<const K: usize>(s: &[u32; K]) -> u32 {
    s.iter()
        .enumerate()
        .fold(0, |acc, (i, &sq)| acc | sq << (6 * i))
}

/// The set `s` with the square at `i` replaced by `to`, still sorted: the others in order with
/// `to` merged in by min and max (no branches).
#[inline(always)]
pub(super) fn replaced<const K: usize>(s: &[u32; K], i: usize, to: u32) -> [u32; K] {
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

/// The bits of the breadth-first visited set: one per state, the goal robot's square times the
/// others' placement ([`index`]).
pub(super) const fn bits<const N: usize>() -> usize {
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
pub(super) fn index<const N: usize>(state: u32) -> usize {
    if N < 4 {
        state as usize
    } else {
        let sq = |i: u32| ((state >> (6 * i)) & 63) as usize;
        sq(0) | ((BINOM[1][sq(1)] + BINOM[2][sq(2)] + BINOM[3][sq(3)]) as usize) << 6
    }
}

/// `f` for each direction, N, E, S, W, each call with its direction a constant once inlined.
#[inline(always)]
pub(super) fn each_direction(mut f: impl FnMut(usize)) {
    f(0);
    f(1);
    f(2);
    f(3);
}

/// The state with robot `i` (not the goal robot) moved to `to`: the others stay in ascending
/// order, so the one that moved is taken out and `to` merged in (min/max, no branches).
#[inline(always)]
pub(super) fn moved<const N: usize>(sq: &[u32; N], i: usize, to: u32) -> u32 {
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
pub(super) fn unpack<const N: usize>(state: u32) -> [u32; N] {
    let mut sq = [0u32; N];
    for (i, s) in sq.iter_mut().enumerate() {
        *s = (state >> (6 * i)) & 63;
    }
    sq
}
