//! The closed vocabulary of Ricochet Pyramids: squares, colours, directions, moves and towers.
//!
//! `Square` is a validated index `0..64` (a1 = 0, h1 = 7, a8 = 56) rather than shakmaty's enum of
//! 64 variants: the solver packs squares into integers, and the index never leaks out of this
//! module except through `index()` for the bitboards. Rank 8 is "north", file a is "west", as in
//! the seed's diagrams (rank 8 at the top, file a at the left).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the 64 squares of the 8x8 board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Every square, a1 b1 ... h1 a2 ... h8.
    pub const ALL: [Square; 64] = {
        let mut all = [Square(0); 64];
        let mut i = 0;
        while i < 64 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if both are below 8.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < 8 && rank < 8).then(|| Square(rank * 8 + file))
    }

    /// The square with bitboard index `i` (`0..64`).
    pub fn from_index(i: u8) -> Option<Square> {
        (i < 64).then_some(Square(i))
    }

    pub fn index(self) -> u8 {
        self.0
    }

    /// 0 for file a ... 7 for file h.
    pub fn file(self) -> u8 {
        self.0 % 8
    }

    /// 0 for rank 1 ... 7 for rank 8.
    pub fn rank(self) -> u8 {
        self.0 / 8
    }

    /// The bitboard with only this square.
    pub fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The neighbouring square one step in `dir`, if it is on the board.
    pub fn step(self, dir: Direction) -> Option<Square> {
        let (f, r) = (self.file() as i8, self.rank() as i8);
        let (df, dr) = dir.delta();
        let (f, r) = (f + df, r + dr);
        ((0..8).contains(&f) && (0..8).contains(&r)).then(|| Square((r * 8 + f) as u8))
    }

    /// The on-board orthogonal neighbours.
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        Direction::ALL.into_iter().filter_map(move |d| self.step(d))
    }

    /// On the outer ring of the board (file a or h, rank 1 or 8).
    pub fn on_edge(self) -> bool {
        self.file() == 0 || self.file() == 7 || self.rank() == 0 || self.rank() == 7
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// A square that is not written `a1` .. `h8`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a square: write a file a-h and a rank 1-8, like \"c5\"")]
pub struct BadSquare(pub String);

impl FromStr for Square {
    type Err = BadSquare;
    fn from_str(s: &str) -> Result<Square, BadSquare> {
        let b = s.trim().as_bytes();
        let bad = || BadSquare(s.to_string());
        if b.len() != 2 {
            return Err(bad());
        }
        let file = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let rank = b[1].wrapping_sub(b'1');
        Square::new(file, rank).ok_or_else(bad)
    }
}

impl Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A pyramid colour: of robots (small pyramids) and of tower pieces.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    Red,
    Yellow,
    Green,
    Blue,
}

impl Color {
    /// The four colours; games with 3 colours use the first three.
    pub const ALL: [Color; 4] = [Color::Red, Color::Yellow, Color::Green, Color::Blue];

    /// The initial, lower-case: robots in solutions and on boards (`r y g b`).
    pub fn letter(self) -> char {
        match self {
            Color::Red => 'r',
            Color::Yellow => 'y',
            Color::Green => 'g',
            Color::Blue => 'b',
        }
    }

    /// The colour's name, lower-case.
    pub fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Yellow => "yellow",
            Color::Green => "green",
            Color::Blue => "blue",
        }
    }

    /// The colour of an initial (either case).
    pub fn from_letter(c: char) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|col| col.letter() == c.to_ascii_lowercase())
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A colour that is none of red, yellow, green, blue.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a colour: use red, yellow, green or blue")]
pub struct BadColor(pub String);

impl FromStr for Color {
    type Err = BadColor;
    fn from_str(s: &str) -> Result<Color, BadColor> {
        let t = s.trim().to_ascii_lowercase();
        Color::ALL
            .into_iter()
            .find(|c| c.name() == t || (t.len() == 1 && t.starts_with(c.letter())))
            .ok_or_else(|| BadColor(s.to_string()))
    }
}

/// One of the four main directions; north is towards rank 8.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Direction {
    N,
    E,
    S,
    W,
}

impl Direction {
    pub const ALL: [Direction; 4] = [Direction::N, Direction::E, Direction::S, Direction::W];

    /// (file step, rank step).
    pub fn delta(self) -> (i8, i8) {
        match self {
            Direction::N => (0, 1),
            Direction::E => (1, 0),
            Direction::S => (0, -1),
            Direction::W => (-1, 0),
        }
    }

    /// The upper-case initial used in solutions.
    pub fn letter(self) -> char {
        match self {
            Direction::N => 'N',
            Direction::E => 'E',
            Direction::S => 'S',
            Direction::W => 'W',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Direction::N => "north",
            Direction::E => "east",
            Direction::S => "south",
            Direction::W => "west",
        }
    }

    /// The direction of an initial (either case).
    pub fn from_letter(c: char) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|d| d.letter() == c.to_ascii_uppercase())
    }

    /// The direction from `from` to `to` when they share a file or a rank.
    pub fn between(from: Square, to: Square) -> Option<Direction> {
        use std::cmp::Ordering::*;
        match (to.file().cmp(&from.file()), to.rank().cmp(&from.rank())) {
            (Equal, Greater) => Some(Direction::N),
            (Equal, Less) => Some(Direction::S),
            (Greater, Equal) => Some(Direction::E),
            (Less, Equal) => Some(Direction::W),
            _ => None,
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// One move: a robot slides in a direction until blocked. Written `yN`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub robot: Color,
    pub dir: Direction,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.robot.letter(), self.dir.letter())
    }
}

/// A move not written as a robot initial and a direction initial (`yN`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0:?} is not a move: write a robot initial (r y g b) and a direction (N E S W), like \"yN\""
)]
pub struct BadMove(pub String);

impl FromStr for Move {
    type Err = BadMove;
    fn from_str(s: &str) -> Result<Move, BadMove> {
        let mut cs = s.trim().chars();
        let bad = || BadMove(s.to_string());
        let robot = cs.next().and_then(Color::from_letter).ok_or_else(bad)?;
        let dir = cs.next().and_then(Direction::from_letter).ok_or_else(bad)?;
        if cs.next().is_some() {
            return Err(bad());
        }
        Ok(Move { robot, dir })
    }
}

impl Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A tower: a medium pyramid (`top`) on a large one (`base`), fixed on its square for the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tower {
    pub at: Square,
    pub top: Color,
    pub base: Color,
}

impl Tower {
    /// Upper-case initials, top then base: `RG` is red on green.
    pub fn code(&self) -> String {
        let up = |c: Color| c.letter().to_ascii_uppercase();
        format!("{}{}", up(self.top), up(self.base))
    }

    /// `g6 (red on green)`.
    pub fn describe(&self) -> String {
        format!("{} ({} on {})", self.at, self.top, self.base)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_and_print_as_file_then_rank() {
        let sq: Square = "c5".parse().unwrap();
        assert_eq!((sq.file(), sq.rank()), (2, 4));
        assert_eq!(sq.to_string(), "c5");
        assert_eq!("H8".parse::<Square>().unwrap().index(), 63);
        for bad in ["", "i1", "a9", "a0", "a10", "5c"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        assert!(Square::ALL.iter().all(|s| s.to_string().parse() == Ok(*s)));
    }

    #[test]
    fn north_is_towards_rank_8_and_steps_stop_at_the_edge() {
        let e4: Square = "e4".parse().unwrap();
        assert_eq!(e4.step(Direction::N).unwrap().to_string(), "e5");
        assert_eq!(e4.step(Direction::W).unwrap().to_string(), "d4");
        let h8: Square = "h8".parse().unwrap();
        assert_eq!(h8.step(Direction::N), None);
        assert_eq!(h8.step(Direction::E), None);
        assert_eq!(h8.neighbours().count(), 2);
        assert_eq!(
            Direction::between(e4, "e8".parse().unwrap()),
            Some(Direction::N)
        );
        assert_eq!(Direction::between(e4, "f5".parse().unwrap()), None);
    }

    #[test]
    fn moves_and_colours_round_trip() {
        let m: Move = "yN".parse().unwrap();
        assert_eq!(
            m,
            Move {
                robot: Color::Yellow,
                dir: Direction::N
            }
        );
        assert_eq!(m.to_string(), "yN");
        assert_eq!("RE".parse::<Move>().unwrap().to_string(), "rE");
        assert!("xN".parse::<Move>().is_err());
        assert!("yQ".parse::<Move>().is_err());
        assert_eq!("Green".parse::<Color>(), Ok(Color::Green));
        assert_eq!("b".parse::<Color>(), Ok(Color::Blue));
        assert!("purple".parse::<Color>().is_err());
    }
}
