//! The unit tests of [`board_file`](super), apart from the code they check.

use super::*;

/// Each of `parts` is in `text`.
fn says_all(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(text.contains(part), "{part:?} is not in: {text}");
    }
}

/// `text` is no board, and the problems found say each of `parts`.
fn refused(text: &str, parts: &[&str]) {
    says_all(&parse("x", text).unwrap_err().to_string(), parts);
}

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
    refused(&"1 .\n".repeat(300), &["by 300 ranks", "at most 16"]);
    let wide = format!("1 {}\n", ". ".repeat(256));
    refused(&wide, &["256 squares", "at most 16"]);
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
    let belt = |dir, express, turn| Element::Belt { dir, express, turn };
    for (at, want) in [
        ("d4", Element::Flag(1)),
        ("b3", belt(Dir::E, false, None)),
        ("c3", belt(Dir::E, false, Some(Rot::Cw))),
        ("c1", belt(Dir::W, true, Some(Rot::Ccw))),
        ("a2", Element::Pit),
        ("b2", Element::Gear(Rot::Cw)),
        ("d1", Element::Gear(Rot::Ccw)),
        ("c2", Element::Repair),
        ("d2", Element::Upgrade),
    ] {
        assert_eq!(b.element(sq(at)), want, "{at}");
    }
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
    refused(
        text,
        &[
            "line 2, column 7: \"X>\" is not a square: use .",
            "line 3, column 1: rank 1 has 2 squares",
            "line 4, column 13: \"a1\" has no side",
            "line 5, column 13: \"4\" beams",
        ],
    );
}

#[test]
fn boards_without_a_flag_or_a_start_or_with_a_gap_are_refused() {
    refused("1  .  .\n", &["no flag", "no start square"]);
    refused("1  S1  F1  F3\n", &["flag 2 is missing, but flag 3"]);
    let wall_off = "2  S1 F1\n1  .  .\nwall: c1 N\n";
    refused(wall_off, &["line 3, column 7: c1 is off the 2x2 board"]);
}

#[test]
fn ranks_must_run_down_to_one() {
    refused("1  S1 F1\n2  .  .\n", &["rank 1 where rank 2 belongs"]);
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
    says_all(
        &e.to_string(),
        &[
            "line 3, column 11: \"Q\" is not a square",
            "line 3, column 6: flag 1 is missing",
            "line 4, column 11: start square 1 is on the board twice",
            "line 6, column 13: c9 is off the 2x2 board",
        ],
    );
    // In Polish, with the same places.
    let pl = crate::lang::Say::builtin("pl");
    assert!(
        e.0[0].in_words(pl).contains("„Q” nie jest polem"),
        "{:?}",
        e.0[0]
    );
}
