//! The plain-text board format, read and written. A person can read and edit it in any text
//! editor; `docs/rules/race-boards.md` documents it with a full example.
//!
//! ```text
//! name: training
//!
//!      a   b   c   d
//! 4    .   .   .   F1
//! 3    .   >   >r  v
//! 2    ##  cw  W   H
//! 1    S1  S2  .   .
//!
//! wall: b2 N, c2 E
//! laser: a3 E 1
//! ```
//!
//! A grid row is a rank number and one token a square, west to east; rows go from the top
//! rank down to rank 1. Tokens: `.` floor, `##` pit, `^ > v <` a belt moving that way, `^^ >>
//! vv <<` an express belt, a trailing `r` / `l` a rotating section that turns a robot right /
//! left (`>r`, `>>l`), `cw` / `ccw` a gear, `F1` ... a flag, `W` a repair site (wrench), `H` an
//! upgrade site (wrench and hammer), `S1` ... a start square. `wall: SQUARE SIDE, ...` puts walls
//! on square edges (`c3 N` is the edge between c3 and c4; the board's own edge too).
//! `laser: SQUARE DIR BEAMS` mounts a board laser on the edge of SQUARE opposite DIR, firing
//! towards DIR with 1 to 3 beams. `#` starts a comment (at the start of a line or after a space).
//! Every error is reported with its line and column.

use super::board::{Board, Dir, Element, Laser, Rot, Square};
use crate::games::SetupError;
use std::fmt;

mod said;
mod sheet;
use said::{board_error, said};
use sheet::Sheet;

/// One problem, where it is, and what is wrong in words of the race's phrasebook.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// 1-based; 0 when the problem is with the board as a whole.
    pub line: usize,
    pub column: usize,
    /// What is wrong, in English.
    pub message: String,
    /// What is wrong, as a message of the race's phrasebook ([`Problem::in_words`]).
    pub said: SetupError,
}

impl Problem {
    /// What is wrong in `say`'s language (without its place).
    pub fn in_words(&self, say: crate::lang::Say<'_>) -> String {
        self.said.in_words(say)
    }
}

/// Every problem in a board file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct BoardFileErrors(pub Vec<Problem>);

impl fmt::Display for BoardFileErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            if p.line == 0 {
                write!(f, "{}", p.message)?;
            } else {
                write!(f, "line {}, column {}: {}", p.line, p.column, p.message)?;
            }
        }
        Ok(())
    }
}

/// A comment starts at a `#` that begins the line or follows a space, and is itself followed
/// by a space or the end of the line (so the pit token `##` is no comment).
fn strip_comment(line: &str) -> &str {
    let b = line.as_bytes();
    for i in 0..b.len() {
        if b[i] == b'#'
            && (i == 0 || b[i - 1].is_ascii_whitespace())
            && (i + 1 == b.len() || b[i + 1].is_ascii_whitespace())
        {
            return &line[..i];
        }
    }
    line
}

/// Words with their 1-based columns.
fn words(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices() {
        let sep = c.is_whitespace() || c == ',';
        match (sep, start) {
            (true, Some(s)) => {
                out.push((s + 1, &line[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s + 1, &line[s..]));
    }
    out
}

/// One square's token.
fn element(token: &str) -> Result<Element, SetupError> {
    let t = token;
    let arrow = |c: char| match c {
        '^' => Some(Dir::N),
        '>' => Some(Dir::E),
        'v' | 'V' => Some(Dir::S),
        '<' => Some(Dir::W),
        _ => None,
    };
    let number = |rest: &str| rest.parse::<u8>().ok().filter(|&n| n >= 1);
    let bad = || said("race-board-file-token", &[("token", t)]);
    Ok(match t {
        "." => Element::Floor,
        "##" => Element::Pit,
        "cw" | "CW" => Element::Gear(Rot::Cw),
        "ccw" | "CCW" => Element::Gear(Rot::Ccw),
        "W" | "w" => Element::Repair,
        "H" | "h" => Element::Upgrade,
        _ if t.starts_with(['F', 'f']) && t.len() > 1 => Element::Flag(
            number(&t[1..]).ok_or_else(|| said("race-board-file-flag", &[("token", t)]))?,
        ),
        _ if t.starts_with(['S', 's']) && t.len() > 1 => Element::Start(
            number(&t[1..]).ok_or_else(|| said("race-board-file-start", &[("token", t)]))?,
        ),
        _ => {
            let chars: Vec<char> = t.chars().collect();
            let dir = chars.first().and_then(|&c| arrow(c)).ok_or_else(bad)?;
            let express = chars.get(1).and_then(|&c| arrow(c)) == Some(dir);
            let rest: String = chars[if express { 2 } else { 1 }..].iter().collect();
            let turn = match rest.as_str() {
                "" => None,
                "r" | "R" => Some(Rot::Cw),
                "l" | "L" => Some(Rot::Ccw),
                _ => return Err(bad()),
            };
            Element::Belt { dir, express, turn }
        }
    })
}

/// The token for an element (the inverse of [`element`]).
fn token(e: Element) -> String {
    match e {
        Element::Floor => ".".into(),
        Element::Pit => "##".into(),
        Element::Gear(Rot::Ccw) => "ccw".into(),
        Element::Gear(_) => "cw".into(),
        Element::Repair => "W".into(),
        Element::Upgrade => "H".into(),
        Element::Flag(n) => format!("F{n}"),
        Element::Start(n) => format!("S{n}"),
        Element::Belt { dir, express, turn } => {
            let a = dir.arrow();
            let mut s = if express {
                format!("{a}{a}")
            } else {
                a.to_string()
            };
            match turn {
                Some(Rot::Cw) => s.push('r'),
                Some(Rot::Ccw) => s.push('l'),
                _ => {}
            }
            s
        }
    }
}

/// Parse a board file; `name` is used when the file has no `name:` line.
pub fn parse(name: &str, text: &str) -> Result<Board, BoardFileErrors> {
    parse_with(name, text, true)
}

/// [`parse`] for a position file's board, on which every robot is placed by the file: start
/// squares are needed only to start a race, so a board without them is read.
pub fn parse_for_position(name: &str, text: &str) -> Result<Board, BoardFileErrors> {
    parse_with(name, text, false)
}

fn parse_with(name: &str, text: &str, needs_starts: bool) -> Result<Board, BoardFileErrors> {
    let mut sheet = Sheet {
        problems: Vec::new(),
        name: name.to_string(),
        rows: Vec::new(),
        walls: Vec::new(),
        wall_lines: Vec::new(),
        lasers: Vec::new(),
    };
    for (k, raw) in text.lines().enumerate() {
        sheet.line(k + 1, raw);
    }
    let Some((width, height)) = sheet.shape() else {
        return Err(BoardFileErrors(sheet.problems));
    };
    let mut cells = Vec::with_capacity(width as usize * height as usize);
    for row in sheet.rows.iter().rev() {
        cells.extend_from_slice(&row.cells);
    }
    let laser_list: Vec<Laser> = sheet.lasers.iter().map(|(_, _, l)| *l).collect();
    let parts = (width, height, cells, sheet.walls.as_slice(), laser_list);
    match Board::build(&sheet.name, parts, needs_starts) {
        Ok(_) if !sheet.problems.is_empty() => Err(BoardFileErrors(sheet.problems)),
        Ok(b) => Ok(b),
        Err(errors) => {
            for e in errors {
                let (line, column) = sheet.place(&e);
                sheet.add(line, column, board_error(&e, (width, height)));
            }
            Err(BoardFileErrors(sheet.problems))
        }
    }
}

/// A board in the file format; `parse(name, &write(b)) == b`.
pub fn write(board: &Board) -> String {
    let mut out = format!("name: {}\n\n", board.name());
    let w = board.width();
    out.push_str("    ");
    for f in 0..w {
        out.push_str(&format!(" {:<4}", (b'a' + f) as char));
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    for r in (0..board.height()).rev() {
        let mut line = format!("{:<4}", r + 1);
        for f in 0..w {
            let sq = Square::new(f, r).expect("on the board");
            line.push_str(&format!(" {:<4}", token(board.element(sq))));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    let walls = board.walls();
    if !walls.is_empty() {
        out.push('\n');
        for chunk in walls.chunks(8) {
            let items: Vec<String> = chunk.iter().map(|(sq, d)| format!("{sq} {d}")).collect();
            out.push_str(&format!("wall: {}\n", items.join(", ")));
        }
    }
    if !board.lasers().is_empty() {
        out.push('\n');
        for l in board.lasers() {
            out.push_str(&format!("laser: {} {} {}\n", l.at, l.dir, l.beams));
        }
    }
    out
}

#[cfg(test)]
mod tests;
