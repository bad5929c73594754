//! The race's closed board vocabulary: directions, rotations, squares, the board elements, walls
//! and board lasers, and [`Board`], a validated board of any size up to 16x16.
//!
//! Squares are named as in RAMbots: `a1` is the south-west corner, files `a`.. run east, ranks
//! `1`.. run north. A [`Square`] is a plain coordinate pair; whether it lies on a given board is
//! the board's question ([`Board::contains`], [`Board::step`]). A [`Board`] can only be built
//! through [`Board::new`] (or the board file parser, `board_file`), which refuses a board with no
//! flag, no start square or a gap in its flag numbers.

use crate::games::text::string_serde;
use std::fmt;
use std::str::FromStr;

/// The largest board, in either direction.
pub const MAX_SIDE: u8 = 16;

/// A board direction; N is towards higher ranks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    /// Clockwise from north.
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    pub fn index(self) -> usize {
        self as usize
    }
    pub fn opposite(self) -> Dir {
        self.turned(Rot::Half)
    }
    /// The direction after turning by `rot`.
    pub fn turned(self, rot: Rot) -> Dir {
        let quarter = match rot {
            Rot::Cw => 1,
            Rot::Half => 2,
            Rot::Ccw => 3,
        };
        Dir::ALL[(self.index() + quarter) % 4]
    }
    /// The turn that takes `self` to `to`, if they differ.
    pub fn rot_to(self, to: Dir) -> Option<Rot> {
        match (to.index() + 4 - self.index()) % 4 {
            1 => Some(Rot::Cw),
            2 => Some(Rot::Half),
            3 => Some(Rot::Ccw),
            _ => None,
        }
    }
    pub fn letter(self) -> char {
        ['N', 'E', 'S', 'W'][self.index()]
    }
    /// An ASCII arrow: `^ > v <`.
    pub fn arrow(self) -> char {
        ['^', '>', 'v', '<'][self.index()]
    }
    pub fn name(self) -> &'static str {
        ["north", "east", "south", "west"][self.index()]
    }
    fn delta(self) -> (i8, i8) {
        [(0, 1), (1, 0), (0, -1), (-1, 0)][self.index()]
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Dir {
    type Err = String;
    fn from_str(s: &str) -> Result<Dir, String> {
        Dir::ALL
            .into_iter()
            .find(|d| {
                s.eq_ignore_ascii_case(d.name()) || s.eq_ignore_ascii_case(&d.letter().to_string())
            })
            .ok_or_else(|| format!("{s:?} is not a direction: use N, E, S or W"))
    }
}
string_serde!(Dir);

/// A turn in place: a quarter clockwise (right), a quarter counter-clockwise (left), or half.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Rot {
    Cw,
    Ccw,
    Half,
}

impl Rot {
    /// `cw`, `ccw`, `half`: as board files and events write it.
    pub fn name(self) -> &'static str {
        match self {
            Rot::Cw => "cw",
            Rot::Ccw => "ccw",
            Rot::Half => "half",
        }
    }
}

impl fmt::Display for Rot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Rot {
    type Err = String;
    fn from_str(s: &str) -> Result<Rot, String> {
        match s.to_ascii_lowercase().as_str() {
            "cw" | "r" | "right" => Ok(Rot::Cw),
            "ccw" | "l" | "left" => Ok(Rot::Ccw),
            "half" | "u" => Ok(Rot::Half),
            _ => Err(format!("{s:?} is not a turn: use cw or ccw")),
        }
    }
}
string_serde!(Rot);

/// A square by file (0 = `a`, east-going) and rank (0 = `1`, north-going).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    file: u8,
    rank: u8,
}

impl Square {
    /// The square at `file` and `rank` (0-based), if within [`MAX_SIDE`].
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < MAX_SIDE && rank < MAX_SIDE).then_some(Square { file, rank })
    }
    pub fn file(self) -> u8 {
        self.file
    }
    pub fn rank(self) -> u8 {
        self.rank
    }
    /// Squares apart along files plus along ranks.
    pub fn manhattan(self, other: Square) -> u8 {
        self.file.abs_diff(other.file) + self.rank.abs_diff(other.rank)
    }
    /// The neighbour in `dir`, within [`MAX_SIDE`] (use [`Board::step`] for a board's edge).
    fn neighbour(self, dir: Dir) -> Option<Square> {
        let (df, dr) = dir.delta();
        let file = self.file.checked_add_signed(df)?;
        let rank = self.rank.checked_add_signed(dr)?;
        Square::new(file, rank)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

impl FromStr for Square {
    type Err = String;
    fn from_str(s: &str) -> Result<Square, String> {
        let bad =
            || format!("{s:?} is not a square: write a file letter a-p and a rank 1-16, as c3");
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return Err(bad());
        }
        let rank: u8 = chars.as_str().parse().map_err(|_| bad())?;
        if rank == 0 {
            return Err(bad());
        }
        Square::new(letter as u8 - b'a', rank - 1).ok_or_else(bad)
    }
}
string_serde!(Square);

/// What lies on a square (ruling 1: at most one element a square).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Element {
    #[default]
    Floor,
    /// Entering it destroys a robot.
    Pit,
    /// A conveyor belt moving robots towards `dir`; `express` ones move again in step c;
    /// `turn` marks a rotating section (the curved arrow) and which way it turns a robot that a
    /// belt carries onto it.
    Belt {
        dir: Dir,
        express: bool,
        turn: Option<Rot>,
    },
    /// Turns robots a quarter each register (step d); `Rot::Half` is never used.
    Gear(Rot),
    /// Flag number `n`, from 1.
    Flag(u8),
    /// A wrench: repairs two damage at step 4; also an archive site.
    Repair,
    /// A crossed wrench and hammer: repairs and gives the upgrade on offer; an archive site.
    Upgrade,
    /// Start square number `n`, from 1.
    Start(u8),
}

impl Element {
    /// Whether a robot here updates its archive at step f (ruling 22).
    pub fn is_archive_site(self) -> bool {
        matches!(self, Element::Flag(_) | Element::Repair | Element::Upgrade)
    }
    pub fn belt(self) -> Option<(Dir, bool, Option<Rot>)> {
        match self {
            Element::Belt { dir, express, turn } => Some((dir, express, turn)),
            _ => None,
        }
    }
}

/// A board laser: mounted on the edge of `at` opposite `dir`, firing `beams` beams (1-3) across
/// `at` and onward towards `dir` (ruling 3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Laser {
    pub at: Square,
    pub dir: Dir,
    pub beams: u8,
}

/// One reason a board cannot be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    #[error("a board is 1 to 16 squares each way, not {width}x{height}")]
    Size { width: u8, height: u8 },
    #[error("the board has {got} squares listed where {width}x{height} needs {want}")]
    Cells {
        width: u8,
        height: u8,
        got: usize,
        want: usize,
    },
    #[error("{0} is off the board")]
    OffBoard(Square),
    #[error("the board has no flag: add at least flag 1")]
    NoFlag,
    #[error("the board has no start square: add start squares S1, S2, ...")]
    NoStart,
    #[error(
        "flag {missing} is missing, but flag {present} is on the board: number flags 1, 2, 3 ... with no gap"
    )]
    FlagGap { missing: u8, present: u8 },
    #[error("flag {0} is on the board twice")]
    FlagTwice(u8),
    #[error("start square {0} is on the board twice")]
    StartTwice(u8),
    #[error(
        "start square {missing} is missing, but start square {present} is on the board: number them 1, 2, 3 ... with no gap"
    )]
    StartGap { missing: u8, present: u8 },
    #[error("the laser on {0} fires {1} beams: use 1, 2 or 3")]
    Beams(Square, u8),
    #[error("a gear turns cw or ccw, not half")]
    HalfGear,
}

/// A validated board: its squares' elements, walls on square edges, and board lasers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    name: String,
    width: u8,
    height: u8,
    /// Rank-major from a1: index `rank * width + file`.
    cells: Vec<Element>,
    /// Per square, bit `dir.index()` set when a wall stands on that edge.
    walls: Vec<u8>,
    lasers: Vec<Laser>,
    flags: u8,
    starts: Vec<Square>,
}

/// What a board is built from: width, height, the cells rank-major from a1, the walls as
/// (square, side) pairs, the lasers.
pub type BoardParts<'a> = (u8, u8, Vec<Element>, &'a [(Square, Dir)], Vec<Laser>);

impl Board {
    /// A board from its parts: `cells` rank-major from a1, walls as (square, side) pairs (a wall
    /// between two squares may be given from either side), lasers. Every problem at once.
    pub fn new(
        name: &str,
        width: u8,
        height: u8,
        cells: Vec<Element>,
        walls: &[(Square, Dir)],
        lasers: Vec<Laser>,
    ) -> Result<Board, Vec<BoardError>> {
        Self::build(name, (width, height, cells, walls, lasers), true)
    }

    /// [`Board::new`]; without `needs_starts` a board with no start square is accepted (a
    /// position file places every robot itself; only starting a race needs start squares).
    pub fn build(
        name: &str,
        (width, height, cells, walls, lasers): BoardParts<'_>,
        needs_starts: bool,
    ) -> Result<Board, Vec<BoardError>> {
        let mut errors = Vec::new();
        if !(1..=MAX_SIDE).contains(&width) || !(1..=MAX_SIDE).contains(&height) {
            return Err(vec![BoardError::Size { width, height }]);
        }
        let want = width as usize * height as usize;
        if cells.len() != want {
            return Err(vec![BoardError::Cells {
                width,
                height,
                got: cells.len(),
                want,
            }]);
        }
        let mut board = Board {
            name: name.to_string(),
            width,
            height,
            cells,
            walls: vec![0; want],
            lasers: Vec::new(),
            flags: 0,
            starts: Vec::new(),
        };
        board.mount(walls, lasers, &mut errors);
        board.number(needs_starts, &mut errors);
        if errors.is_empty() {
            Ok(board)
        } else {
            Err(errors)
        }
    }

    /// The walls (on both squares of an edge) and the lasers on the board; those off it, or
    /// with beams not 1 to 3, as errors.
    fn mount(&mut self, walls: &[(Square, Dir)], lasers: Vec<Laser>, errors: &mut Vec<BoardError>) {
        for &(sq, side) in walls {
            if !self.contains(sq) {
                errors.push(BoardError::OffBoard(sq));
                continue;
            }
            let i = self.index(sq);
            self.walls[i] |= 1 << side.index();
            if let Some(other) = self.step(sq, side) {
                let i = self.index(other);
                self.walls[i] |= 1 << side.opposite().index();
            }
        }
        for laser in lasers {
            if !self.contains(laser.at) {
                errors.push(BoardError::OffBoard(laser.at));
            } else if !(1..=3).contains(&laser.beams) {
                errors.push(BoardError::Beams(laser.at, laser.beams));
            } else {
                self.lasers.push(laser);
            }
        }
        self.lasers.sort_by_key(|l| (l.at, l.dir));
    }

    /// The flags and start squares numbered from 1 without a gap or a twice, and no half gear;
    /// a board needs a flag, and start squares when `needs_starts`.
    fn number(&mut self, needs_starts: bool, errors: &mut Vec<BoardError>) {
        let mut flags = vec![0usize; 256];
        let mut starts: Vec<Option<Square>> = vec![None; 256];
        for sq in self.squares() {
            match self.element(sq) {
                Element::Flag(n) => {
                    flags[n as usize] += 1;
                    if flags[n as usize] == 2 {
                        errors.push(BoardError::FlagTwice(n));
                    }
                }
                Element::Start(n) => {
                    if starts[n as usize].is_some() {
                        errors.push(BoardError::StartTwice(n));
                    }
                    starts[n as usize] = Some(sq);
                }
                Element::Gear(Rot::Half) => errors.push(BoardError::HalfGear),
                _ => {}
            }
        }
        let top_flag = (1..=255u8).rev().find(|&n| flags[n as usize] > 0);
        match top_flag {
            None => errors.push(BoardError::NoFlag),
            Some(top) => {
                if let Some(missing) = (1..top).find(|&n| flags[n as usize] == 0) {
                    errors.push(BoardError::FlagGap {
                        missing,
                        present: top,
                    });
                }
                self.flags = top;
            }
        }
        let top_start = (1..=255u8).rev().find(|&n| starts[n as usize].is_some());
        match top_start {
            None if needs_starts => errors.push(BoardError::NoStart),
            None => {}
            Some(top) => {
                if let Some(missing) = (1..top).find(|&n| starts[n as usize].is_none()) {
                    errors.push(BoardError::StartGap {
                        missing,
                        present: top,
                    });
                }
                self.starts = (1..=top).filter_map(|n| starts[n as usize]).collect();
            }
        }
    }

    /// The board's name (a shipped board's registry name, or the file's `name`).
    pub fn name(&self) -> &str {
        &self.name
    }
    pub fn width(&self) -> u8 {
        self.width
    }
    pub fn height(&self) -> u8 {
        self.height
    }
    pub fn contains(&self, sq: Square) -> bool {
        sq.file < self.width && sq.rank < self.height
    }
    fn index(&self, sq: Square) -> usize {
        sq.rank as usize * self.width as usize + sq.file as usize
    }
    /// Every square, a1 first, rank by rank.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.height)
            .flat_map(move |r| (0..self.width).map(move |f| Square { file: f, rank: r }))
    }
    /// What lies on `sq` (floor off the board).
    pub fn element(&self, sq: Square) -> Element {
        if self.contains(sq) {
            self.cells[self.index(sq)]
        } else {
            Element::Floor
        }
    }
    /// Whether a wall stands on `sq`'s `side` edge.
    pub fn wall(&self, sq: Square, side: Dir) -> bool {
        self.contains(sq) && self.walls[self.index(sq)] & (1 << side.index()) != 0
    }
    /// The square next to `sq` towards `dir`, `None` past the board's edge (walls not checked).
    pub fn step(&self, sq: Square, dir: Dir) -> Option<Square> {
        sq.neighbour(dir).filter(|&n| self.contains(n))
    }
    pub fn lasers(&self) -> &[Laser] {
        &self.lasers
    }
    /// How many flags: the last flag's number.
    pub fn flags(&self) -> u8 {
        self.flags
    }
    /// The square of flag `n`.
    pub fn flag(&self, n: u8) -> Option<Square> {
        self.squares()
            .find(|&sq| self.element(sq) == Element::Flag(n))
    }
    /// Start squares in number order: `starts()[0]` is S1.
    pub fn starts(&self) -> &[Square] {
        &self.starts
    }
    /// Every wall edge once: (square, side) with side N or E, or S/W on the board's edge.
    pub fn walls(&self) -> Vec<(Square, Dir)> {
        let mut out = Vec::new();
        for sq in self.squares() {
            for d in Dir::ALL {
                let owned = matches!(d, Dir::N | Dir::E) || self.step(sq, d).is_none();
                if owned && self.wall(sq, d) {
                    out.push((sq, d));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests;
