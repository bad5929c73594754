//! A code pool: a multiset of pieces, counted per kind, with the "highest precedence piece" rule
//! used by every steal.

use super::board::{Colour, Piece};
use std::fmt;
use std::str::FromStr;

/// How many of each of the twelve kinds of piece a player holds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pool([u8; 12]);

impl Pool {
    /// One piece of each kind: a starting code pool (000: "a single tree of each color").
    pub fn full() -> Pool {
        Pool([1; 12])
    }
    pub fn count(&self, p: Piece) -> u8 {
        self.0[p.index()]
    }
    pub fn len(&self) -> usize {
        self.0.iter().map(|&n| n as usize).sum()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    pub fn add(&mut self, p: Piece) {
        self.0[p.index()] += 1;
    }
    /// Take one `p` out; false (and no change) if there is none.
    pub fn remove(&mut self, p: Piece) -> bool {
        let n = &mut self.0[p.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }
    /// Every piece, smallest first, then red, yellow, blue, green.
    pub fn pieces(&self) -> impl Iterator<Item = Piece> + '_ {
        let mut order = Piece::ALL;
        order.sort_by_key(|p| (p.size, p.colour));
        order
            .into_iter()
            .flat_map(move |p| std::iter::repeat_n(p, self.count(p) as usize))
    }
    /// The highest-precedence piece not `reserved`: the smallest; tie, the colour highest on
    /// `stack` (000: "take the smallest piece available in that player's code pool; if there's a
    /// tie for smallest piece, take a piece of the color that's highest on the precedence stack").
    pub fn best(&self, stack: &[Colour; 4], reserved: &Pool) -> Option<Piece> {
        Piece::ALL
            .into_iter()
            .filter(|&p| self.count(p) > reserved.count(p))
            .min_by_key(|p| (p.size, stack.iter().position(|&c| c == p.colour)))
    }
}

impl FromIterator<Piece> for Pool {
    fn from_iter<I: IntoIterator<Item = Piece>>(iter: I) -> Self {
        let mut pool = Pool::default();
        for p in iter {
            pool.add(p);
        }
        pool
    }
}

impl fmt::Display for Pool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("(empty)");
        }
        for (i, p) in self.pieces().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl FromStr for Pool {
    type Err = super::board::ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.trim() == "(empty)" {
            return Ok(Pool::default());
        }
        s.split_whitespace().map(str::parse).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ruling_steal_takes_smallest_then_colour_highest_on_stack_outside_the_program() {
        use Colour::*;
        let pool: Pool = "2R 1G 1B 3Y".parse().unwrap();
        let stack = [Yellow, Blue, Red, Green];
        assert_eq!(
            pool.best(&stack, &Pool::default()).unwrap().to_string(),
            "1B"
        );
        let reserved: Pool = "1B".parse().unwrap();
        assert_eq!(pool.best(&stack, &reserved).unwrap().to_string(), "1G");
        let reserved: Pool = "1B 1G 2R 3Y".parse().unwrap();
        assert_eq!(pool.best(&stack, &reserved), None);
        assert_eq!(Pool::default().best(&stack, &Pool::default()), None);
    }

    #[test]
    fn pools_print_smallest_first() {
        let pool: Pool = "3G 1Y 1R 2B".parse().unwrap();
        assert_eq!(pool.to_string(), "1R 1Y 2B 3G");
        assert_eq!(Pool::full().len(), 12);
    }
}
