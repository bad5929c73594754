//! Which registers of a program the hand pays for (ruling 6: the hand as a multiset, taken in
//! register order; upgrade forms use their cards; a wildcard's entry uses none). An entry
//! naming a card the hand does not hold (any more) is no refusal: its register is filled at
//! random at the deadline from the cards no entry uses, and the echo names it.

use super::Entry;
use crate::games::race::cards::Card;
use serde::{Deserialize, Serialize};

/// A register whose entry the hand cannot pay for: filled at random at the deadline.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unheld {
    /// The register, from 1.
    pub register: u8,
    /// The card the hand lacks (the first one missing, for a form that uses two).
    pub card: Card,
    /// How many of that card the whole hand holds.
    pub held: u8,
}

/// A program paid for from a hand.
pub struct Paid {
    /// Per entry, in order: whether it runs as written (paid, or with a wildcard).
    pub runs: Vec<bool>,
    /// The cards no entry uses: the random fills are drawn from them.
    pub spare: Vec<Card>,
    /// The entries the hand cannot pay for, in register order.
    pub unheld: Vec<Unheld>,
}

/// Pay for `program`'s entries from `hand`, in register order; an entry whose cards are not
/// all left uses none of them.
pub fn pay(program: &[Entry], hand: &[Card]) -> Paid {
    let mut spare = hand.to_vec();
    let mut runs = Vec::with_capacity(program.len());
    let mut unheld = Vec::new();
    for (k, e) in program.iter().enumerate() {
        if e.wild {
            runs.push(true);
            continue;
        }
        let (a, b) = e.instr.cards();
        let mut left = spare.clone();
        let lacking =
            std::iter::once(a)
                .chain(b)
                .find(|&card| match left.iter().position(|&c| c == card) {
                    Some(i) => {
                        left.remove(i);
                        false
                    }
                    None => true,
                });
        match lacking {
            None => {
                spare = left;
                runs.push(true);
            }
            Some(card) => {
                runs.push(false);
                unheld.push(Unheld {
                    register: (k + 1) as u8,
                    card,
                    held: hand.iter().filter(|&&c| c == card).count() as u8,
                });
            }
        }
    }
    Paid {
        runs,
        spare,
        unheld,
    }
}
