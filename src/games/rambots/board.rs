//! The closed vocabulary of RAMbots: colours, sizes, pieces, directions, facings, files, ranks and
//! squares, each with `ALL`, `FromStr` and `Display`, plus the per-colour container [`ByColour`].
//!
//! Unlike shakmaty, `Square` is a newtype over a private index rather than a 64-variant enum: it
//! can only be built from a `File` and a `Rank` (or parsed), so raw coordinates never leak, and the
//! code stays short. Everything serializes as the short text players write (`"c4"`, `"1R"`, `"N"`).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

use crate::games::text::string_serde;

/// A word that is not what was expected, quoted, with the forms that would do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text:?} is not a {what}: use {expected}")]
pub struct ParseError {
    pub text: String,
    pub what: &'static str,
    pub expected: &'static str,
}

impl ParseError {
    fn new(text: &str, what: &'static str, expected: &'static str) -> Self {
        ParseError {
            text: text.to_string(),
            what,
            expected,
        }
    }
}

/// A player's, RAMbot's, beacon's or piece's colour. `ALL` is also the clockwise seat order
/// (South, West, North, East), see `setup::SIDES`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Red,
    Yellow,
    Blue,
    Green,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Yellow, Colour::Blue, Colour::Green];

    pub fn index(self) -> usize {
        self as usize
    }
    pub fn letter(self) -> char {
        ['R', 'Y', 'B', 'G'][self.index()]
    }
    /// Lower case, as in prose and files: `"red"`.
    pub fn name(self) -> &'static str {
        ["red", "yellow", "blue", "green"][self.index()]
    }
    /// Capitalised, as a player's name: `"Red"`.
    pub fn label(self) -> &'static str {
        ["Red", "Yellow", "Blue", "Green"][self.index()]
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Colour {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        Colour::ALL
            .into_iter()
            .find(|c| {
                s.eq_ignore_ascii_case(c.name()) || s.eq_ignore_ascii_case(&c.letter().to_string())
            })
            .ok_or_else(|| ParseError::new(s, "colour", "red, yellow, blue or green"))
    }
}

/// A piece's size; small pieces run first and move least.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Size {
    Small = 1,
    Medium = 2,
    Large = 3,
}

impl Size {
    pub const ALL: [Size; 3] = [Size::Small, Size::Medium, Size::Large];

    /// Squares of movement or beam effect: 1, 2 or 3.
    pub fn units(self) -> u8 {
        self as u8
    }
    pub fn from_digit(d: char) -> Option<Size> {
        match d {
            '1' => Some(Size::Small),
            '2' => Some(Size::Medium),
            '3' => Some(Size::Large),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        ["small", "medium", "large"][self as usize - 1]
    }
}

/// One pyramid: a size and a colour. There are twelve kinds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    pub size: Size,
    pub colour: Colour,
}

impl Piece {
    /// The twelve kinds, small red first, colour-major.
    pub const ALL: [Piece; 12] = {
        let mut all = [Piece {
            size: Size::Small,
            colour: Colour::Red,
        }; 12];
        let mut i = 0;
        while i < 12 {
            all[i] = Piece {
                size: Size::ALL[i % 3],
                colour: Colour::ALL[i / 3],
            };
            i += 1;
        }
        all
    };

    pub fn new(size: Size, colour: Colour) -> Piece {
        Piece { size, colour }
    }
    /// Position in [`Piece::ALL`].
    pub fn index(self) -> usize {
        self.colour.index() * 3 + self.size as usize - 1
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.size.units(), self.colour.letter())
    }
}

impl FromStr for Piece {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let bad = || ParseError::new(s, "piece", "SIZE+COLOUR such as 1R, 2Y or 3G");
        let mut chars = s.trim().chars();
        let size = chars.next().and_then(Size::from_digit).ok_or_else(bad)?;
        let colour = chars.as_str().parse().map_err(|_| bad())?;
        Ok(Piece { size, colour })
    }
}
string_serde!(Piece);

/// A board direction; N is towards rank 8.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    pub fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::E => Dir::W,
            Dir::S => Dir::N,
            Dir::W => Dir::E,
        }
    }
    pub fn letter(self) -> char {
        ['N', 'E', 'S', 'W'][self as usize]
    }
    pub fn name(self) -> &'static str {
        ["north", "east", "south", "west"][self as usize]
    }
    /// The arrow the board diagram draws for this direction.
    pub fn arrow(self) -> char {
        ['^', '>', 'v', '<'][self as usize]
    }
    /// Whether the direction runs along a file (north-south).
    pub fn is_vertical(self) -> bool {
        matches!(self, Dir::N | Dir::S)
    }
}

impl fmt::Display for Dir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// How a RAMbot, beacon or instruction piece stands: upright on its base, or lying pointing a way.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Facing {
    Up,
    Lying(Dir),
}

impl fmt::Display for Facing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Facing::Up => f.write_str("up"),
            Facing::Lying(d) => write!(f, "{d}"),
        }
    }
}

impl FromStr for Facing {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let up = s.to_ascii_uppercase();
        let words = ["NORTH", "EAST", "SOUTH", "WEST"];
        if matches!(up.as_str(), "UP" | "U" | "UPRIGHT") {
            return Ok(Facing::Up);
        }
        Dir::ALL
            .into_iter()
            .find(|d| up == d.letter().to_string() || up == words[*d as usize])
            .map(Facing::Lying)
            .ok_or_else(|| ParseError::new(s, "facing", "N, E, S, W or \"up\""))
    }
}
string_serde!(Facing);

/// A column of the board, a (west) to h (east).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

/// A row of the board, 1 (south) to 8 (north).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl File {
    pub const ALL: [File; 8] = [
        File(0),
        File(1),
        File(2),
        File(3),
        File(4),
        File(5),
        File(6),
        File(7),
    ];
    pub fn char(self) -> char {
        (b'a' + self.0) as char
    }
    /// Files a-d lie west of the centre line, e-h east of it.
    pub fn is_west_half(self) -> bool {
        self.0 < 4
    }
}

impl Rank {
    pub const ALL: [Rank; 8] = [
        Rank(0),
        Rank(1),
        Rank(2),
        Rank(3),
        Rank(4),
        Rank(5),
        Rank(6),
        Rank(7),
    ];
    pub fn char(self) -> char {
        (b'1' + self.0) as char
    }
    /// Ranks 1-4 lie south of the centre line, 5-8 north of it.
    pub fn is_south_half(self) -> bool {
        self.0 < 4
    }
}

/// One of the 64 squares.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub fn new(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }
    pub fn file(self) -> File {
        File(self.0 % 8)
    }
    pub fn rank(self) -> Rank {
        Rank(self.0 / 8)
    }
    /// 0..64, for indexing a board array.
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// Every square, a1 b1 .. h8.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
    /// The neighbouring square in `dir`, or `None` at the wall.
    pub fn step(self, dir: Dir) -> Option<Square> {
        let (f, r) = (self.0 % 8, self.0 / 8);
        let (f, r) = match dir {
            Dir::N if r < 7 => (f, r + 1),
            Dir::S if r > 0 => (f, r - 1),
            Dir::E if f < 7 => (f + 1, r),
            Dir::W if f > 0 => (f - 1, r),
            _ => return None,
        };
        Some(Square(r * 8 + f))
    }
    /// Squares between `self` and `other` along a line (exclusive), when they share one.
    pub fn distance(self, other: Square) -> u8 {
        let (a, b) = (self.0 as i16, other.0 as i16);
        let df = (a % 8 - b % 8).unsigned_abs();
        let dr = (a / 8 - b / 8).unsigned_abs();
        (df + dr) as u8
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

impl FromStr for Square {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let bad = || ParseError::new(s, "square", "a1..h8 (a1 is south-west)");
        let b = s.trim().to_ascii_lowercase().into_bytes();
        match b.as_slice() {
            [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Ok(Square::new(File(f - b'a'), Rank(r - b'1'))),
            _ => Err(bad()),
        }
    }
}
string_serde!(Square);

/// One value per colour, indexed by [`Colour`] rather than by number.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColour<T>(pub [T; 4]);

impl<T> ByColour<T> {
    pub fn from_fn(f: impl FnMut(usize) -> T) -> Self {
        ByColour(std::array::from_fn(f))
    }
    pub fn get(&self, c: Colour) -> &T {
        &self.0[c.index()]
    }
    pub fn get_mut(&mut self, c: Colour) -> &mut T {
        &mut self.0[c.index()]
    }
    pub fn iter(&self) -> impl Iterator<Item = (Colour, &T)> {
        Colour::ALL.into_iter().zip(self.0.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip_and_step_stops_at_walls() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
        let a1: Square = "a1".parse().unwrap();
        assert_eq!(a1.step(Dir::S), None);
        assert_eq!(a1.step(Dir::W), None);
        assert_eq!(a1.step(Dir::N).unwrap().to_string(), "a2");
        assert_eq!(a1.step(Dir::E).unwrap().to_string(), "b1");
        assert!("i1".parse::<Square>().is_err());
        assert!("a9".parse::<Square>().is_err());
    }

    #[test]
    fn pieces_have_twelve_distinct_kinds() {
        for (i, p) in Piece::ALL.iter().enumerate() {
            assert_eq!(p.index(), i);
            assert_eq!(p.to_string().parse::<Piece>().unwrap(), *p);
        }
        assert_eq!("3g".parse::<Piece>().unwrap().to_string(), "3G");
        assert!("4R".parse::<Piece>().is_err());
    }

    #[test]
    fn facings_parse_words_and_letters() {
        assert_eq!("up".parse::<Facing>().unwrap(), Facing::Up);
        assert_eq!("w".parse::<Facing>().unwrap(), Facing::Lying(Dir::W));
        assert_eq!("North".parse::<Facing>().unwrap(), Facing::Lying(Dir::N));
        assert!("NE".parse::<Facing>().is_err());
    }
}
