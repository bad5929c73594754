//! The unit tests of [`board_file`](super), apart from the code they check.

use super::*;

/// Found by fuzzing (issue 11): a line of commas alone panicked.
#[test]
fn a_line_of_separators_alone_is_nothing() {
    let e = parse("x", ",\n , ,\n").unwrap_err();
    assert!(!e.to_string().is_empty());
}

/// Found by fuzzing (issue 11): a grid of 256 ranks or more panicked (its height
/// wrapped round in a byte).
#[test]
fn a_grid_too_tall_or_too_wide_is_refused_with_the_limit() {
    let tall = "1 .\n".repeat(300);
    let e = parse("x", &tall).unwrap_err().to_string();
    assert!(
        e.contains("by 300 ranks") && e.contains("at most 16"),
        "{e}"
    );
    let wide = format!("1 {}\n", ". ".repeat(256));
    let e = parse("x", &wide).unwrap_err().to_string();
    assert!(e.contains("256 squares") && e.contains("at most 16"), "{e}");
    let raw = include_bytes!("../../../../tests/race/fuzz-tall-grid.txt");
    assert!(parse("fuzz", &String::from_utf8_lossy(raw)).is_err());
}

const SMALL: &str = "\
name: small
# a comment line
 a   b   c   d
4    .   .   .   F1   # flag 1
3    .   >   >r  v
2    ##  cw  W   H
1    S1  S2  <<l ccw

wall: b2 N, c2 E
laser: a3 E 1
";

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

#[test]
fn every_token_reads() {
    let b = parse("x", SMALL).unwrap();
    assert_eq!(b.name(), "small");
    assert_eq!((b.width(), b.height()), (4, 4));
    assert_eq!(b.element(sq("d4")), Element::Flag(1));
    assert_eq!(
        b.element(sq("b3")),
        Element::Belt {
            dir: Dir::E,
            express: false,
            turn: None
        }
    );
    assert_eq!(
        b.element(sq("c3")),
        Element::Belt {
            dir: Dir::E,
            express: false,
            turn: Some(Rot::Cw)
        }
    );
    assert_eq!(
        b.element(sq("c1")),
        Element::Belt {
            dir: Dir::W,
            express: true,
            turn: Some(Rot::Ccw)
        }
    );
    assert_eq!(b.element(sq("a2")), Element::Pit);
    assert_eq!(b.element(sq("b2")), Element::Gear(Rot::Cw));
    assert_eq!(b.element(sq("d1")), Element::Gear(Rot::Ccw));
    assert_eq!(b.element(sq("c2")), Element::Repair);
    assert_eq!(b.element(sq("d2")), Element::Upgrade);
    assert_eq!(b.starts(), &[sq("a1"), sq("b1")]);
    assert!(b.wall(sq("b3"), Dir::S));
    assert!(b.wall(sq("d2"), Dir::W));
    assert_eq!(
        b.lasers(),
        &[Laser {
            at: sq("a3"),
            dir: Dir::E,
            beams: 1
        }]
    );
}

#[test]
fn writing_and_reading_give_the_same_board() {
    let b = parse("x", SMALL).unwrap();
    let text = write(&b);
    assert_eq!(parse("other", &text).unwrap(), b);
}

#[test]
fn errors_name_their_line_and_column_and_what_to_write() {
    let text = "name: bad\n2  .  X>  F1\n1  S1 .\nwall: c9 N, a1\nlaser: a1 N 4\n";
    let err = parse("x", text).unwrap_err().to_string();
    assert!(
        err.contains("line 2, column 7: \"X>\" is not a square: use ."),
        "{err}"
    );
    assert!(
        err.contains("line 3, column 1: rank 1 has 2 squares"),
        "{err}"
    );
    assert!(
        err.contains("line 4, column 13: \"a1\" has no side"),
        "{err}"
    );
    assert!(err.contains("line 5, column 13: \"4\" beams"), "{err}");
}

#[test]
fn boards_without_a_flag_or_a_start_or_with_a_gap_are_refused() {
    let err = parse("x", "1  .  .\n").unwrap_err().to_string();
    assert!(err.contains("no flag"), "{err}");
    assert!(err.contains("no start square"), "{err}");
    let err = parse("x", "1  S1  F1  F3\n").unwrap_err().to_string();
    assert!(err.contains("flag 2 is missing, but flag 3"), "{err}");
    let err = parse("x", "2  S1 F1\n1  .  .\nwall: c1 N\n")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("line 3, column 7: c1 is off the 2x2 board"),
        "{err}"
    );
}

#[test]
fn ranks_must_run_down_to_one() {
    let err = parse("x", "1  S1 F1\n2  .  .\n").unwrap_err().to_string();
    assert!(err.contains("rank 1 where rank 2 belongs"), "{err}");
}

/// Every problem is collected, not only the first: a square that is none leaves the grid's
/// shape whole, so the board's own problems are found too, each where it is written (a flag
/// numbered from 2 at its square, a wall off the board at its square on the wall line).
#[test]
fn every_problem_is_collected_each_at_its_line_and_column() {
    let text = "name: x\n     a    b\n2    F2   Q\n1    S1   S1\n\nwall: a1 E, c9 N\n";
    let e = parse("x", text).unwrap_err();
    let found: Vec<(usize, usize)> = e.0.iter().map(|p| (p.line, p.column)).collect();
    assert_eq!(found.len(), 4, "{e}");
    for place in [(3, 11), (3, 6), (4, 11), (6, 13)] {
        assert!(found.contains(&place), "{place:?} in {e}");
    }
    let text = e.to_string();
    assert!(
        text.contains("line 3, column 11: \"Q\" is not a square"),
        "{text}"
    );
    assert!(
        text.contains("line 3, column 6: flag 1 is missing"),
        "{text}"
    );
    assert!(
        text.contains("line 4, column 11: start square 1 is on the board twice"),
        "{text}"
    );
    assert!(
        text.contains("line 6, column 13: c9 is off the 2x2 board"),
        "{text}"
    );
    // In Polish, with the same places.
    let pl = crate::lang::Say::builtin("pl");
    assert!(
        e.0[0].in_words(pl).contains("„Q” nie jest polem"),
        "{:?}",
        e.0[0]
    );
}
