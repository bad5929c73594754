//! The solver against known puzzles, exhaustive small cases and a brute-force reference.

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
