//! A board file read line by line ([`Sheet`]): the name, the grid rows, the walls and lasers,
//! each with the line and column it is written at, and every problem found on the way, so that
//! [`super::parse`] builds the board and places the board's own problems in the file.

use super::super::board::{BoardError, Dir, Element, Laser, MAX_SIDE, Square};
use super::said::{bad_side, bad_square, said};
use super::{Problem, element, strip_comment, words};
use crate::games::SetupError;

/// One grid row as written: its line, its rank, its squares and the column of each.
pub(super) struct Row {
    line: usize,
    rank: u8,
    pub(super) cells: Vec<Element>,
    columns: Vec<usize>,
}

/// A board file read line by line: what it says so far, where, and its problems.
pub(super) struct Sheet {
    pub(super) problems: Vec<Problem>,
    pub(super) name: String,
    pub(super) rows: Vec<Row>,
    pub(super) walls: Vec<(Square, Dir)>,
    /// Each wall's line and column.
    pub(super) wall_lines: Vec<(usize, usize)>,
    /// Each laser with its line and column.
    pub(super) lasers: Vec<(usize, usize, Laser)>,
}

impl Sheet {
    pub(super) fn add(&mut self, line: usize, column: usize, said: SetupError) {
        self.problems.push(Problem {
            line,
            column,
            message: said.to_string(),
            said,
        })
    }

    /// Line `ln` (`raw`): a name, a size, walls, lasers, a grid row, the file letters, or a
    /// problem.
    pub(super) fn line(&mut self, ln: usize, raw: &str) {
        let line = strip_comment(raw);
        let trimmed = line.trim();
        if trimmed.is_empty() {
            return;
        }
        let lower = trimmed.to_ascii_lowercase();
        let col0 = line.len() - line.trim_start().len() + 1;
        if lower.starts_with("name:") {
            self.name = trimmed[5..].trim().to_string();
            return;
        }
        if lower.starts_with("size:") {
            return;
        }
        if let Some(key) = ["wall:", "walls:", "laser:", "lasers:"]
            .iter()
            .find(|p| lower.starts_with(**p))
        {
            let start = line.find(':').expect("a colon") + 1;
            let items = words(&line[start..]);
            let items: Vec<(usize, &str)> =
                items.into_iter().map(|(c, w)| (c + start, w)).collect();
            if key.starts_with("wall") {
                self.walls(ln, &items);
            } else {
                self.lasers(ln, &items);
            }
            return;
        }
        let ws = words(line);
        // A line of separators alone (`,,`) says nothing.
        let Some(&(c, first)) = ws.first() else {
            return;
        };
        if let Ok(rank) = first.parse::<u8>() {
            self.grid_row(ln, (c, rank), &ws[1..]);
            return;
        }
        let letters = ws
            .iter()
            .all(|(_, w)| w.len() == 1 && w.chars().all(|ch| ch.is_ascii_lowercase()));
        if letters {
            return; // the file letters above the grid
        }
        self.add(ln, col0, said("race-board-file-line", &[("line", trimmed)]));
    }

    /// `wall: SQUARE SIDE, ...` on line `ln`: `items` are its words and their columns.
    fn walls(&mut self, ln: usize, items: &[(usize, &str)]) {
        for pair in items.chunks(2) {
            match pair {
                [(c, sq), (c2, side)] => match (sq.parse::<Square>(), side.parse::<Dir>()) {
                    (Ok(sq), Ok(side)) => {
                        self.walls.push((sq, side));
                        self.wall_lines.push((ln, *c));
                    }
                    (Err(_), _) => self.add(ln, *c, bad_square(sq)),
                    (_, Err(_)) => self.add(ln, *c2, bad_side(side)),
                },
                [(c, w)] => self.add(ln, *c, said("race-board-file-wall-side", &[("word", w)])),
                _ => {}
            }
        }
    }

    /// `laser: SQUARE DIR BEAMS, ...` on line `ln`: `items` are its words and their columns.
    fn lasers(&mut self, ln: usize, items: &[(usize, &str)]) {
        for triple in items.chunks(3) {
            match triple {
                [(c, sq), (c2, dir), (c3, beams)] => {
                    let sq = sq.parse::<Square>().map_err(|_| (*c, bad_square(sq)));
                    let dir = dir.parse::<Dir>().map_err(|_| (*c2, bad_side(dir)));
                    let beams = beams
                        .parse::<u8>()
                        .ok()
                        .filter(|b| (1..=3).contains(b))
                        .ok_or_else(|| (*c3, said("race-board-file-beams", &[("beams", beams)])));
                    match (sq, dir, beams) {
                        (Ok(at), Ok(dir), Ok(beams)) => {
                            self.lasers.push((ln, *c, Laser { at, dir, beams }))
                        }
                        (Err((c, e)), _, _) | (_, Err((c, e)), _) | (_, _, Err((c, e))) => {
                            self.add(ln, c, e)
                        }
                    }
                }
                _ => self.add(ln, triple[0].0, said("race-board-file-laser", &[])),
            }
        }
    }

    /// A grid row on line `ln`: its rank (written at column `c`) and its squares' tokens.
    fn grid_row(&mut self, ln: usize, (c, rank): (usize, u8), tokens: &[(usize, &str)]) {
        if rank == 0 || rank > MAX_SIDE {
            let rank = rank.to_string();
            self.add(ln, c, said("race-board-file-rank", &[("rank", &rank)]));
            return;
        }
        let mut cells = Vec::new();
        for &(c, w) in tokens {
            match element(w) {
                Ok(e) => cells.push(e),
                Err(e) => {
                    self.add(ln, c, e);
                    cells.push(Element::Floor);
                }
            }
        }
        let columns = tokens.iter().map(|(c, _)| *c).collect();
        self.rows.push(Row {
            line: ln,
            rank,
            cells,
            columns,
        });
    }

    /// The grid's width and height, when it has a shape a board can be built from. A square's
    /// problems leave the grid's shape whole: the board is still built, to find its own
    /// problems too; a grid out of shape is not.
    pub(super) fn shape(&mut self) -> Option<(u8, u8)> {
        if self.rows.is_empty() {
            self.add(0, 0, said("race-board-file-no-grid", &[]));
            return None;
        }
        let (height, width) = (self.rows.len(), self.rows[0].cells.len());
        let first = self.rows[0].line;
        if height > MAX_SIDE as usize || width > MAX_SIDE as usize {
            let (w, h) = (width.to_string(), height.to_string());
            let size = [("width", w.as_str()), ("height", h.as_str())];
            self.add(first, 1, said("race-board-file-too-large", &size));
            return None;
        }
        let (height, width) = (height as u8, width as u8);
        let mut shaped = true;
        let (w, h) = (width.to_string(), height.to_string());
        let mut found = Vec::new();
        for (k, row) in self.rows.iter().enumerate() {
            let want = height - k as u8;
            let r = row.rank.to_string();
            if row.rank != want {
                let want = want.to_string();
                let args = [("rank", r.as_str()), ("want", &want), ("height", &h)];
                found.push((row.line, said("race-board-file-rank-order", &args)));
            }
            if row.cells.len() != width as usize {
                let got = row.cells.len().to_string();
                let args = [("rank", r.as_str()), ("got", &got), ("width", &w)];
                found.push((row.line, said("race-board-file-rank-width", &args)));
            }
        }
        for (line, e) in found {
            self.add(line, 1, e);
            shaped = false;
        }
        if width == 0 || width > MAX_SIDE {
            self.add(first, 1, said("race-board-file-width", &[("width", &w)]));
            shaped = false;
        }
        shaped.then_some((width, height))
    }

    /// Where a flag or a start square is written (after `skip` of them): line and column.
    fn at(&self, wanted: Element, skip: usize) -> (usize, usize) {
        self.rows
            .iter()
            .flat_map(|row| {
                let line = row.line;
                row.cells
                    .iter()
                    .zip(&row.columns)
                    .map(move |(e, c)| (e, line, *c))
            })
            .filter(|(e, _, _)| **e == wanted)
            .nth(skip)
            .map_or((0, 0), |(_, ln, c)| (ln, c))
    }

    /// Where the file writes what board error `e` is about: line and column, (0, 0) for the
    /// board as a whole.
    pub(super) fn place(&self, e: &BoardError) -> (usize, usize) {
        let laser_at = |sq: &Square| {
            self.lasers
                .iter()
                .find(|(_, _, l)| l.at == *sq)
                .map(|(ln, c, _)| (*ln, *c))
        };
        match e {
            BoardError::OffBoard(sq) => self
                .wall_lines
                .iter()
                .zip(&self.walls)
                .find(|(_, (w, _))| w == sq)
                .map(|(l, _)| *l)
                .or_else(|| laser_at(sq))
                .unwrap_or((0, 0)),
            BoardError::FlagGap { present: n, .. } => self.at(Element::Flag(*n), 0),
            BoardError::FlagTwice(n) => self.at(Element::Flag(*n), 1),
            BoardError::StartGap { present: n, .. } => self.at(Element::Start(*n), 0),
            BoardError::StartTwice(n) => self.at(Element::Start(*n), 1),
            BoardError::Beams(sq, _) => laser_at(sq).unwrap_or((0, 0)),
            _ => (0, 0),
        }
    }
}
