//! Which registers of a program the hand pays for (ruling 6: the hand as a multiset, taken in
//! register order; upgrade forms use their cards; a wildcard's entry uses none). An entry
//! naming a card the hand does not hold (any more) is no refusal: its register is filled at
//! random at the deadline from the cards no entry uses, and the echo names it. And what the
//! hand and the robot do refuse: more entries than unlocked registers, a form without its
//! upgrade, wildcards not held, a Flywheel card the program leaves none of.

use super::{Entry, Orders, Seat, cards_text, entries_text};
use crate::games::OrderProblem;
use crate::games::race::cards::{Card, Instr};
use crate::games::race::upgrades::RoundOption;
use crate::lang::Say;
use crate::say;
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

/// The program against the upgrades, the wildcards and the locks; a Flywheel against the cards
/// the program leaves. (A card the hand does not hold is no problem: see [`held`].)
pub(super) fn check_against_hand(
    orders: &Orders,
    seat: &Seat<'_>,
    problems: &mut Vec<OrderProblem>,
    say: Say<'_>,
) {
    let robot = seat.robot;
    let hand = orders.hand.as_deref().unwrap_or(seat.dealt);
    let program = orders.program.as_deref().unwrap_or(&[]);
    let unlocked = orders.unlocked as usize;
    if program.len() > unlocked {
        problems.push(OrderProblem {
            text: entries_text(program),
            message: say!(say, "race-too-many", n = program.len(), unlocked = unlocked),
        });
    }
    let mut wild = 0;
    for e in program {
        if e.wild {
            wild += 1;
            if !matches!(e.instr, Instr::Card(_)) {
                problems.push(OrderProblem {
                    text: e.to_string(),
                    message: say.t("race-wildcard-basic"),
                });
            }
            continue;
        }
        if let Some(u) = e.instr.needs().filter(|&u| !robot.has(u)) {
            problems.push(OrderProblem {
                text: e.to_string(),
                message: say!(
                    say,
                    "race-needs-upgrade",
                    what = e.instr.to_string(),
                    upgrade = crate::games::race::report::words::upgrade(say, u)
                ),
            });
        }
    }
    if wild > seat.wildcards {
        problems.push(OrderProblem {
            text: entries_text(program),
            message: say!(
                say,
                "race-wildcards-short",
                used = i64::from(wild),
                held = i64::from(seat.wildcards)
            ),
        });
    }
    let left = pay(program, hand).spare;
    for o in &orders.options {
        if let RoundOption::Flywheel(c) = o
            && !left.contains(c)
        {
            problems.push(OrderProblem {
                text: o.to_string(),
                message: say!(
                    say,
                    "race-flywheel-none",
                    card = c.to_string(),
                    left = cards_left(&left, say)
                ),
            });
        }
    }
}

/// The cards still in a hand, for a problem's message: `F F2 L R`, or the reader's `none`.
fn cards_left(cards: &[Card], say: Say<'_>) -> String {
    if cards.is_empty() {
        say.t("race-cards-none")
    } else {
        cards_text(cards)
    }
}
