//! The unit tests of [`board`](super), apart from the code they check.

use super::*;

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn open(width: u8, height: u8) -> Vec<Element> {
    let mut cells = vec![Element::Floor; width as usize * height as usize];
    cells[0] = Element::Start(1);
    cells[1] = Element::Flag(1);
    cells
}

#[test]
fn squares_name_like_rambots() {
    assert_eq!(sq("a1"), Square::new(0, 0).unwrap());
    assert_eq!(sq("P16").to_string(), "p16");
    for bad in ["", "a0", "a17", "q1", "11", "c", "c-1"] {
        assert!(bad.parse::<Square>().is_err(), "{bad}");
    }
}

#[test]
fn directions_turn_and_compose() {
    assert_eq!(Dir::N.turned(Rot::Cw), Dir::E);
    assert_eq!(Dir::N.turned(Rot::Ccw), Dir::W);
    assert_eq!(Dir::E.opposite(), Dir::W);
    for a in Dir::ALL {
        for b in Dir::ALL {
            match a.rot_to(b) {
                Some(r) => assert_eq!(a.turned(r), b),
                None => assert_eq!(a, b),
            }
        }
    }
}

#[test]
fn walls_are_shared_by_both_squares_and_the_edge_is_open() {
    let b = Board::new("t", 3, 2, open(3, 2), &[(sq("a1"), Dir::E)], vec![]).unwrap();
    assert!(b.wall(sq("a1"), Dir::E));
    assert!(b.wall(sq("b1"), Dir::W));
    assert!(!b.wall(sq("a1"), Dir::W));
    assert_eq!(b.step(sq("a1"), Dir::W), None);
    assert_eq!(b.step(sq("c2"), Dir::N), None);
    assert_eq!(b.step(sq("b1"), Dir::N), Some(sq("b2")));
    assert_eq!(b.walls(), vec![(sq("a1"), Dir::E)]);
}

#[test]
fn boards_without_flags_or_starts_or_with_gaps_are_refused() {
    let floor = vec![Element::Floor; 4];
    let errs = Board::new("t", 2, 2, floor, &[], vec![]).unwrap_err();
    assert!(errs.contains(&BoardError::NoFlag));
    assert!(errs.contains(&BoardError::NoStart));
    let mut cells = open(2, 2);
    cells[2] = Element::Flag(3);
    let errs = Board::new("t", 2, 2, cells, &[], vec![]).unwrap_err();
    assert_eq!(
        errs,
        vec![BoardError::FlagGap {
            missing: 2,
            present: 3
        }]
    );
    assert!(Board::new("t", 17, 2, vec![], &[], vec![]).is_err());
}
