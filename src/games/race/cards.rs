//! Instructions: the seven dealt [`Card`]s, the [`Instr`] a register holds (a card, or an upgrade
//! form such as `F0`, `F4`, `B2`, `FL`, `F3+R`), their priority [`Class`], and the dealing
//! weights. Parsing what players write lives in `notation`.

use super::board::Rot;
use crate::games::GameRng;
use crate::games::text::string_serde;
use rand::RngExt;
use std::fmt;
use std::str::FromStr;

/// A dealt instruction. Seed: "F3: Forward 3, F2: Forward 2, F: Forward 1, B: Backward 1,
/// L: Turn Left, R: Turn Right, U: Turn Around".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    F3,
    F2,
    F1,
    B,
    L,
    R,
    U,
}

impl Card {
    pub const ALL: [Card; 7] = [
        Card::F3,
        Card::F2,
        Card::F1,
        Card::B,
        Card::L,
        Card::R,
        Card::U,
    ];

    /// The seed's dealing percentages as relative weights (ruling 5: they sum to 98).
    /// Seed: "21% Forward 1, 14% Forward 2, 7% Forward 3, 7% Backward 1, 21% Turn Left, 21% Turn
    /// Right, 7% Turn Around".
    pub const WEIGHTS: [(Card, u32); 7] = [
        (Card::F3, 7),
        (Card::F2, 14),
        (Card::F1, 21),
        (Card::B, 7),
        (Card::L, 21),
        (Card::R, 21),
        (Card::U, 7),
    ];

    /// One card drawn with the dealing weights.
    pub fn draw(rng: &mut GameRng) -> Card {
        let total: u32 = Card::WEIGHTS.iter().map(|(_, w)| w).sum();
        let mut roll = rng.random_range(0..total);
        for (card, w) in Card::WEIGHTS {
            if roll < w {
                return card;
            }
            roll -= w;
        }
        unreachable!("the roll is below the total weight")
    }

    /// As players write it: `F3 F2 F B L R U`.
    pub fn text(self) -> &'static str {
        ["F3", "F2", "F", "B", "L", "R", "U"][self as usize]
    }
    /// Squares moved: forward positive, backward negative, turns 0.
    pub fn distance(self) -> i8 {
        match self {
            Card::F3 => 3,
            Card::F2 => 2,
            Card::F1 => 1,
            Card::B => -1,
            _ => 0,
        }
    }
    pub fn is_turn(self) -> bool {
        self.turn().is_some()
    }
    pub fn turn(self) -> Option<Rot> {
        match self {
            Card::L => Some(Rot::Ccw),
            Card::R => Some(Rot::Cw),
            Card::U => Some(Rot::Half),
            _ => None,
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text())
    }
}

impl FromStr for Card {
    type Err = String;
    fn from_str(s: &str) -> Result<Card, String> {
        match s.to_ascii_uppercase().as_str() {
            "F3" => Ok(Card::F3),
            "F2" => Ok(Card::F2),
            "F" | "F1" => Ok(Card::F1),
            "B" | "B1" => Ok(Card::B),
            "L" => Ok(Card::L),
            "R" => Ok(Card::R),
            "U" => Ok(Card::U),
            // english: an instruction in a position file; a player's orders say race-not-an-instruction
            _ => Err(format!("{s:?} is not an instruction: use F3 F2 F B L R U")),
        }
    }
}
string_serde!(Card);

/// What one register holds: a card as dealt, or an upgrade's form of one or two cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Instr {
    Card(Card),
    /// Brakes: an F that does not move. Uses an F.
    F0,
    /// Fourth Gear: an F3 that moves 4. Uses an F3.
    F4,
    /// Reverse Gear: a B that moves back 2. Uses a B.
    B2,
    /// Crab Legs: an F and an L (`FL`, sidestep left) or R (`FR`). `Rot::Half` is never used.
    Side(Rot),
    /// Dual Processor: a move card (F3 F2 F B) then a turn card (L R U), written `F3+R`.
    Dual(Card, Card),
}

/// Priority classes, highest first (ruling 8). Seed: "The priority goes:
/// F3->F2->F->B->L/R/U->powered down->dead", with the upgrades' stated places.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    F4,
    F3,
    F2,
    B2,
    F1,
    F0,
    B,
    Turn,
    PoweredDown,
    Dead,
}

impl Instr {
    /// The cards this form uses from the hand.
    pub fn cards(self) -> (Card, Option<Card>) {
        match self {
            Instr::Card(c) => (c, None),
            Instr::F0 => (Card::F1, None),
            Instr::F4 => (Card::F3, None),
            Instr::B2 => (Card::B, None),
            Instr::Side(Rot::Ccw) => (Card::F1, Some(Card::L)),
            Instr::Side(_) => (Card::F1, Some(Card::R)),
            Instr::Dual(m, t) => (m, Some(t)),
        }
    }
    /// The plain card this runs as when its upgrade is gone (ruling 7, 37): the move card.
    pub fn base(self) -> Instr {
        Instr::Card(self.cards().0)
    }
    /// Its priority class (ruling 8; Dual Processor ranks as its move card).
    pub fn class(self) -> Class {
        match self {
            Instr::F4 => Class::F4,
            Instr::B2 => Class::B2,
            Instr::F0 => Class::F0,
            Instr::Side(_) => Class::F1,
            Instr::Card(c) | Instr::Dual(c, _) => match c {
                Card::F3 => Class::F3,
                Card::F2 => Class::F2,
                Card::F1 => Class::F1,
                Card::B => Class::B,
                Card::L | Card::R | Card::U => Class::Turn,
            },
        }
    }
    /// Whether it is a well-formed form (a Dual needs a move card and a turn card).
    pub fn is_valid(self) -> bool {
        match self {
            Instr::Side(r) => r != Rot::Half,
            Instr::Dual(m, t) => !m.is_turn() && t.is_turn(),
            _ => true,
        }
    }
}

impl fmt::Display for Instr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Instr::Card(c) => f.write_str(c.text()),
            Instr::F0 => f.write_str("F0"),
            Instr::F4 => f.write_str("F4"),
            Instr::B2 => f.write_str("B2"),
            Instr::Side(Rot::Ccw) => f.write_str("FL"),
            Instr::Side(_) => f.write_str("FR"),
            Instr::Dual(m, t) => write!(f, "{m}+{t}"),
        }
    }
}

impl FromStr for Instr {
    type Err = String;
    /// One instruction in canonical notation (`F`, `F1`, `F0`, `FL`, `F3+R`); `notation` reads
    /// the tolerant forms players write.
    fn from_str(s: &str) -> Result<Instr, String> {
        let up = s.trim().to_ascii_uppercase();
        let bad = || {
            // english: an instruction in a position file; a player's orders say race-not-an-instruction
            format!(
                "{s:?} is not an instruction: use F3 F2 F B L R U, or an upgrade form \
                 F0 F4 B2 FL FR F3+R"
            )
        };
        if let Some((m, t)) = up.split_once('+') {
            let m: Card = m.trim().parse().map_err(|_| bad())?;
            let t: Card = t.trim().parse().map_err(|_| bad())?;
            let i = Instr::Dual(m, t);
            return if i.is_valid() { Ok(i) } else { Err(bad()) };
        }
        match up.as_str() {
            "F0" => Ok(Instr::F0),
            "F4" => Ok(Instr::F4),
            "B2" => Ok(Instr::B2),
            "FL" => Ok(Instr::Side(Rot::Ccw)),
            "FR" => Ok(Instr::Side(Rot::Cw)),
            other => other.parse().map(Instr::Card).map_err(|_| bad()),
        }
    }
}
string_serde!(Instr);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::step_rng;

    #[test]
    fn every_form_round_trips_through_its_text() {
        let mut all: Vec<Instr> = Card::ALL.iter().map(|&c| Instr::Card(c)).collect();
        all.extend([Instr::F0, Instr::F4, Instr::B2]);
        all.extend([Instr::Side(Rot::Ccw), Instr::Side(Rot::Cw)]);
        for m in [Card::F3, Card::F2, Card::F1, Card::B] {
            for t in [Card::L, Card::R, Card::U] {
                all.push(Instr::Dual(m, t));
            }
        }
        for i in all {
            assert_eq!(i.to_string().parse::<Instr>(), Ok(i), "{i}");
        }
        assert_eq!("f1".parse::<Instr>(), Ok(Instr::Card(Card::F1)));
        assert!("L+R".parse::<Instr>().is_err());
        assert!("F5".parse::<Instr>().is_err());
    }

    #[test]
    fn classes_follow_the_seed_and_the_upgrades() {
        let order = [
            Instr::F4,
            Instr::Card(Card::F3),
            Instr::Card(Card::F2),
            Instr::B2,
            Instr::Card(Card::F1),
            Instr::F0,
            Instr::Card(Card::B),
            Instr::Card(Card::U),
        ];
        for w in order.windows(2) {
            assert!(w[0].class() < w[1].class(), "{} before {}", w[0], w[1]);
        }
        assert_eq!(Instr::Side(Rot::Cw).class(), Class::F1);
        assert_eq!(Instr::Dual(Card::F3, Card::R).class(), Class::F3);
        assert_eq!(Instr::Card(Card::L).class(), Instr::Card(Card::R).class());
    }

    #[test]
    fn dealing_follows_the_weights() {
        let mut rng = step_rng(1, 1);
        let mut counts = [0u32; 7];
        for _ in 0..98_000 {
            counts[Card::draw(&mut rng) as usize] += 1;
        }
        for (card, w) in Card::WEIGHTS {
            let expect = w * 1000;
            let got = counts[card as usize];
            assert!(got.abs_diff(expect) < 800, "{card}: {got} vs {expect}");
        }
    }
}
