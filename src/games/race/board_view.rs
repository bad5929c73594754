//! The board in ASCII, as reports and `robomod board show` print it, with a legend of every
//! mark that appears. Each square is three characters between wall columns, so a 16-wide
//! board takes 4 + 4 x 16 = 68 columns: every board fits 72 columns whole, never cut.
//!
//! ```text
//!      a   b   c
//!    +...+...+...+
//!  2 : .  f1 | > :
//!    +   +---+   +
//!  1 :A^s s2  >> :
//!    +...+...+...+
//! ```
//! No mark means two things (issue 33; `docs/board-glyphs.md` lists them all): a capital
//! letter is a robot and nothing else (its facing after it, then a small letter for what it
//! stands on); board elements are small letters, digits and signs; walls are `|` and `---`
//! with `+` at their corners, the board's open edge `:` and `...`; a board laser's beam is `=`
//! across, `!` up and down, `*` where two cross, and its mount `=>2` (the beam, the way it
//! fires, its beams).

use super::board::{Board, Dir, Element, Rot, Square};
use crate::lang::Say;
use std::fmt::Write as _;

/// A robot drawn on the board: where, which way it faces, the letter that names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Marker {
    pub at: Square,
    pub facing: Dir,
    pub letter: char,
}

/// The three characters of a square without a robot.
fn cell(board: &Board, sq: Square, beams: &[(bool, bool)]) -> String {
    let idx = sq.rank() as usize * board.width() as usize + sq.file() as usize;
    match board.element(sq) {
        Element::Floor => {
            if let Some(l) = board.lasers().iter().find(|l| l.at == sq) {
                return format!("{}{}{}", axis(l.dir), l.dir.arrow(), l.beams);
            }
            match beams[idx] {
                (true, true) => " * ".into(),
                (true, false) => " = ".into(),
                (false, true) => " ! ".into(),
                (false, false) => " . ".into(),
            }
        }
        Element::Pit => "###".into(),
        Element::Belt { dir, express, turn } => {
            let a = dir.arrow();
            let t = match turn {
                Some(Rot::Cw) => ')',
                Some(Rot::Ccw) => '(',
                _ => ' ',
            };
            if express {
                format!("{a}{a}{t}")
            } else {
                format!(" {a}{t}")
            }
        }
        Element::Gear(Rot::Ccw) => " @(".into(),
        Element::Gear(_) => " @)".into(),
        Element::Flag(n) => format!("{:<3}", format!("f{n}")),
        Element::Repair => " w ".into(),
        Element::Upgrade => "wh ".into(),
        Element::Start(n) => format!("{:<3}", format!("s{n}")),
    }
}

/// A board laser's beam mark: `=` across, `!` up and down.
fn axis(d: Dir) -> char {
    match d {
        Dir::E | Dir::W => '=',
        Dir::N | Dir::S => '!',
    }
}

/// The small letter a robot's square shows after its letter and facing: what it stands on
/// (never an arrow, which would read as a belt).
fn under(board: &Board, sq: Square) -> char {
    match board.element(sq) {
        Element::Floor if board.lasers().iter().any(|l| l.at == sq) => 'l',
        Element::Floor | Element::Pit => ' ',
        Element::Belt { express: false, .. } => 'b',
        Element::Belt { express: true, .. } => 'e',
        Element::Gear(_) => 'g',
        Element::Flag(_) => 'f',
        Element::Repair => 'w',
        Element::Upgrade => 'h',
        Element::Start(_) => 's',
    }
}

/// For each square: whether a board laser's beam crosses it east-west, north-south.
fn beam_paths(board: &Board) -> Vec<(bool, bool)> {
    let w = board.width() as usize;
    let mut out = vec![(false, false); w * board.height() as usize];
    for l in board.lasers() {
        let mut sq = l.at;
        loop {
            let i = sq.rank() as usize * w + sq.file() as usize;
            match l.dir {
                Dir::E | Dir::W => out[i].0 = true,
                Dir::N | Dir::S => out[i].1 = true,
            }
            if board.wall(sq, l.dir) {
                break;
            }
            match board.step(sq, l.dir) {
                Some(n) => sq = n,
                None => break,
            }
        }
    }
    out
}

/// The board with `markers` on it, and the legend of what appears. At most 68 columns.
pub fn render(board: &Board, markers: &[Marker], say: Say<'_>) -> String {
    let w = board.width();
    let h = board.height();
    let beams = beam_paths(board);
    let mut out = String::from("   ");
    for f in 0..w {
        let _ = write!(out, "  {} ", (b'a' + f) as char);
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    // Whether a wall runs along the west edge of file `f` (f == w: the east edge of the last)
    // in rank `r`.
    let upright = |f: u8, r: u8| match Square::new(f.min(w - 1), r) {
        Some(sq) if board.contains(sq) && f < w => board.wall(sq, Dir::W),
        Some(sq) if board.contains(sq) => board.wall(sq, Dir::E),
        _ => false,
    };
    // The line above rank `r` (r == h: the top edge). A corner is drawn where a wall meets it
    // or on the board's frame.
    let rule = |out: &mut String, r: u8| {
        let frame = r == 0 || r == h;
        let mut line = String::from("   ");
        let mut segments = Vec::new();
        for f in 0..w {
            let below = r
                .checked_sub(1)
                .and_then(|rr| Square::new(f, rr))
                .filter(|s| board.contains(*s));
            let above = Square::new(f, r).filter(|s| board.contains(*s));
            let edge = below.is_none() || above.is_none();
            let wall = match (below, above) {
                (Some(b), _) => board.wall(b, Dir::N),
                (None, Some(a)) => board.wall(a, Dir::S),
                _ => false,
            };
            segments.push(match (wall, edge) {
                (true, _) => "---",
                (false, true) => "...",
                (false, false) => "   ",
            });
        }
        for f in 0..=w {
            let left = f > 0 && segments[f as usize - 1] == "---";
            let right = f < w && segments[f as usize] == "---";
            let up = r < h && upright(f, r);
            let down = r > 0 && upright(f, r - 1);
            let corner = frame || f == 0 || f == w || left || right || up || down;
            line.push(if corner { '+' } else { ' ' });
            if f < w {
                line.push_str(segments[f as usize]);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    };
    rule(&mut out, h);
    for r in (0..h).rev() {
        let _ = write!(out, "{:>2} ", r + 1);
        for f in 0..w {
            let sq = Square::new(f, r).expect("on the board");
            let wall = board.wall(sq, Dir::W);
            out.push(match (wall, f == 0) {
                (true, _) => '|',
                (false, true) => ':',
                (false, false) => ' ',
            });
            match markers.iter().find(|m| m.at == sq) {
                Some(m) => {
                    out.push(m.letter);
                    out.push(m.facing.arrow());
                    out.push(under(board, sq));
                }
                None => out.push_str(&cell(board, sq, &beams)),
            }
        }
        let last = Square::new(w - 1, r).expect("on the board");
        out.push(if board.wall(last, Dir::E) { '|' } else { ':' });
        out.push('\n');
        rule(&mut out, r);
    }
    legend(&mut out, board, markers, say);
    out
}

/// One line per kind of thing on the board (only those that appear).
fn legend(out: &mut String, board: &Board, markers: &[Marker], say: Say<'_>) {
    let seen = |pred: &dyn Fn(Element) -> bool| board.squares().any(|s| pred(board.element(s)));
    let mut lines: Vec<String> = Vec::new();
    if !markers.is_empty() {
        // What the robots stand on, each letter that appears.
        let mut on: Vec<char> = Vec::new();
        for m in markers {
            let c = under(board, m.at);
            if "lbegfwhs".contains(c) && !on.contains(&c) {
                on.push(c);
            }
        }
        on.sort();
        let mut text = say.t("race-legend-robot");
        for c in &on {
            let what = crate::say!(say, "race-legend-under", c = c.to_string());
            let _ = write!(text, " {c} {what},");
        }
        let _ = write!(text, " {}", say.t("race-legend-blank"));
        // Within the board's 68 columns (a mail indents the position it shows): wrapped at
        // 72 with four columns more, which come off.
        let mut wrapped = String::new();
        crate::games::text::wrap(&mut wrapped, "      A^  ", "          ", &text);
        lines.extend(wrapped.lines().map(|l| l[6..].to_string()));
    }
    let mut add = |cond: bool, line: &str| {
        let line = line.trim_end();
        if cond {
            lines.push(line.to_string());
        }
    };
    add(
        seen(&|e| matches!(e, Element::Belt { express: false, .. })),
        &format!(" >  {}", say.t("race-legend-belt")),
    );
    add(
        seen(&|e| matches!(e, Element::Belt { express: true, .. })),
        &format!(">>  {}", say.t("race-legend-express")),
    );
    if seen(&|e| matches!(e, Element::Belt { turn: Some(_), .. })) {
        add(true, &format!(" >) {}", say.t("race-legend-rotating")));
        add(true, &format!("    {}", say.t("race-legend-rotating-more")));
    }
    add(
        seen(&|e| matches!(e, Element::Gear(_))),
        &format!(" @) {}", say.t("race-legend-gear")),
    );
    add(
        seen(&|e| e == Element::Pit),
        &format!("### {}", say.t("race-legend-pit")),
    );
    add(
        seen(&|e| matches!(e, Element::Flag(_))),
        &format!("f1  {}", say.t("race-legend-flag")),
    );
    add(
        seen(&|e| e == Element::Repair),
        &format!(" w  {}", say.t("race-legend-repair")),
    );
    add(
        seen(&|e| e == Element::Upgrade),
        &format!("wh  {}", say.t("race-legend-upgrade")),
    );
    add(
        seen(&|e| matches!(e, Element::Start(_))),
        &format!("s1  {}", say.t("race-legend-start")),
    );
    if !board.lasers().is_empty() {
        add(true, &format!("=>2 {}", say.t("race-legend-laser")));
        add(true, &format!(" =  {}", say.t("race-legend-laser-more")));
    }
    add(true, &format!(" .  {}", say.t("race-legend-floor")));
    add(true, &format!(" |  {}", say.t("race-legend-wall")));
    out.push('\n');
    for l in lines {
        out.push_str("  ");
        out.push_str(&l);
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::race::board_file::parse;

    #[test]
    fn walls_edges_and_robots_are_drawn() {
        let b = parse("t", "2  .  F1 >\n1  S1 S2 >>\nwall: b2 E, a1 N\n").unwrap();
        let m = [Marker {
            at: "a1".parse().unwrap(),
            facing: Dir::N,
            letter: 'A',
        }];
        let text = render(&b, &m, Say::english());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "     a   b   c");
        assert_eq!(lines[1], "   +...+...+...+");
        assert_eq!(lines[2], " 2 : .  f1 | > :");
        assert_eq!(lines[3], "   +---+   +   +");
        assert_eq!(lines[4], " 1 :A^s s2  >> :");
        assert_eq!(lines[5], "   +...+...+...+");
        assert!(text.contains("A^  a robot"));
        let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(words.contains("stands on: s a start square"), "{text}");
    }

    #[test]
    fn a_full_size_board_fits_72_columns() {
        let mut text = String::new();
        for r in (1..=16).rev() {
            text.push_str(&format!("{r} "));
            for f in 0..16 {
                text.push_str(if r == 1 && f == 0 {
                    " S1"
                } else if r == 16 && f == 15 {
                    " F1"
                } else {
                    " >>r"
                });
            }
            text.push('\n');
        }
        text.push_str("wall:");
        for f in 0..16u8 {
            for r in 1..=16 {
                text.push_str(&format!(
                    " {}{} N, {}{} E,",
                    (b'a' + f) as char,
                    r,
                    (b'a' + f) as char,
                    r
                ));
            }
        }
        text.push('\n');
        let b = parse("big", &text.replace(",\n", "\n")).unwrap();
        let drawn = render(&b, &[], Say::english());
        assert!(drawn.lines().all(|l| l.len() <= 72), "{drawn}");
        assert_eq!(
            drawn
                .lines()
                .filter(|l| l.starts_with(" 1 ") || l.starts_with("16 "))
                .count(),
            2
        );
    }

    /// Issue 33's board: every element on it.
    fn every_element() -> Board {
        parse(
            "t",
            "4  .  >  >>  >r\n3  ## cw ccw F1\n2  W  H  S1  .\n1  .  .  .  .\n\
             laser: a1 E 2, d2 S 1\nwall: b2 N\n",
        )
        .unwrap()
    }

    /// A robot facing east on each of `squares`, lettered A, B, ...
    fn robots_on(squares: &[&str]) -> Vec<Marker> {
        (squares.iter().enumerate())
            .map(|(i, sq)| Marker {
                at: sq.parse().unwrap(),
                facing: Dir::E,
                letter: (b'A' + i as u8) as char,
            })
            .collect()
    }

    /// A mail indents the position it shows by two or four columns: the board and its legend
    /// stay within 68, in every language, on the board of issue 33's every element with a
    /// robot on each kind of square.
    #[test]
    fn the_board_and_its_legend_fit_68_columns_in_every_language() {
        let b = every_element();
        let markers = robots_on(&["b4", "c4", "b3", "d3", "a2", "b2", "c2", "a1"]);
        let book = crate::lang::Phrasebook::builtin();
        for code in book.codes() {
            let text = render(&b, &markers, book.say(code));
            for line in text.lines() {
                assert!(line.chars().count() <= 68, "{code}: {line:?}");
            }
        }
    }

    /// Issue 33: no mark means two things. On a board with every element and a robot on each
    /// kind, a capital letter is only ever a robot, what a robot stands on is never an arrow
    /// (`R>>` read as an express belt), walls and corners never appear inside a square (`|`
    /// was a wall and a beam), and every small letter under a robot is in the legend.
    #[test]
    fn no_mark_means_two_things_and_every_mark_is_in_the_legend() {
        let b = every_element();
        let empty = render(&b, &[], Say::english());
        let squares = |text: &str| -> Vec<String> {
            text.lines()
                .filter(|l| l.len() > 4 && l.as_bytes()[1].is_ascii_digit())
                .flat_map(|l| {
                    let row: Vec<char> = l.chars().skip(4).collect();
                    row.chunks(4)
                        .map(|c| c.iter().take(3).collect::<String>())
                        .collect::<Vec<_>>()
                })
                .collect()
        };
        for sq in squares(&empty) {
            assert!(
                !sq.chars().any(|c| c.is_ascii_uppercase()),
                "a board element with a capital letter: {sq:?}"
            );
            assert!(
                !sq.contains('|') && !sq.contains('+') && !sq.contains(':'),
                "a wall's mark in a square: {sq:?}"
            );
        }
        assert!(empty.contains("=>2") && empty.contains("!v1"), "{empty}");
        assert!(empty.contains(" = ") && empty.contains(" * "));
        // A robot on each kind of square.
        let markers = robots_on(&["b4", "c4", "b3", "d3", "a2", "b2", "c2", "a1", "d2"]);
        let text = render(&b, &markers, Say::english());
        for m in &markers {
            let sq = squares(&text)
                .into_iter()
                .find(|s| s.starts_with(m.letter))
                .unwrap();
            let under = sq.chars().nth(2).unwrap();
            assert!(!"^>v<".contains(under), "{sq:?} reads as a belt");
            if under != ' ' {
                let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
                assert!(
                    words.contains(&format!(" {under} a")),
                    "{under:?} is not in the legend:\n{text}"
                );
            }
        }
        assert!(text.lines().all(|l| l.len() <= 72), "{text}");
    }
}
