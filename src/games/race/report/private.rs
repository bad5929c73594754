//! What one seat alone sees below the public report: its hand for the round being programmed,
//! its locked registers, upgrades and their settings, its wildcards.

use super::super::cards::Card;
use super::super::orders;
use super::super::position::{Position, REGISTERS};
use crate::games::Seat;
use crate::games::text::wrap;
use crate::lang::Say;
use crate::say;
use std::fmt::Write as _;

/// A player's private part: their hand for the round being programmed, locks, upgrades and
/// settings, wildcards.
pub fn private_text(
    pos: &Position,
    hand: &[Card],
    picking: bool,
    seat: Seat,
    say: Say<'_>,
) -> String {
    let mut out = String::new();
    let Some(r) = pos.robots().get(seat.index()) else {
        return out;
    };
    if pos.is_over() || r.is_out() || picking {
        return out;
    }
    let _ = writeln!(
        out,
        "\n{}",
        say!(say, "race-your-robot", name = r.name(), n = pos.round())
    );
    if r.powered_down() {
        wrap(&mut out, "  ", "  ", &say.t("race-private-down"));
        return out;
    }
    let held = say!(say, "race-your-hand", cards = orders::cards_text(hand));
    wrap(&mut out, "  ", "    ", &held);
    let locked = r.locked();
    if locked > 0 {
        let text = say!(
            say,
            "race-locked-registers",
            damage = r.damage(),
            held = super::words::locked_registers(say, r),
            last = REGISTERS - locked
        );
        wrap(&mut out, "  ", "    ", &text);
    }
    if !r.upgrades().is_empty() {
        let first = format!("  {} ", say.t("race-upgrades"));
        let rest = " ".repeat(first.chars().count());
        wrap(
            &mut out,
            &first,
            &rest,
            &super::words::held_list(say, r.upgrades()),
        );
        let on = super::words::settings(say, r);
        if !on.is_empty() {
            let first = format!("  {} ", say.t("race-settings"));
            let rest = " ".repeat(first.chars().count());
            wrap(&mut out, &first, &rest, &on.join(", "));
        }
    }
    if r.wildcards() > 0 {
        let text = say!(say, "race-your-wildcards", n = r.wildcards());
        wrap(&mut out, "  ", "    ", &text);
    }
    let example = example_program(hand, REGISTERS - locked);
    for line in say!(say, "race-private-send", example = example).lines() {
        let _ = writeln!(out, "  {line}");
    }
    out
}

/// An example program for the line to send, made of the cards `hand` holds so that a player
/// who copies it sends what they hold: one card of each kind first, in the hand's order, then
/// the rest, as many as the robot has unlocked registers (`PROGRAM F2 L F R U` without a hand).
pub fn example_program(hand: &[Card], registers: usize) -> String {
    let mut sorted = hand.to_vec();
    sorted.sort();
    let mut kinds: Vec<Card> = Vec::new();
    let mut rest: Vec<Card> = Vec::new();
    for c in sorted {
        if kinds.iter().any(|k| k.text() == c.text()) {
            rest.push(c);
        } else {
            kinds.push(c);
        }
    }
    let cards: Vec<&str> = kinds
        .iter()
        .chain(rest.iter())
        .take(registers)
        .map(|c| c.text())
        .collect();
    if cards.is_empty() {
        return "PROGRAM F2 L F R U".into();
    }
    format!("PROGRAM {}", cards.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|t| t.parse::<Card>().expect(t))
            .collect()
    }

    #[test]
    fn the_example_program_is_made_of_cards_the_hand_holds() {
        // Magda's hand in a played game: no F2, no U beside F F F; the fixed example
        // `PROGRAM F2 L F R U` would have been two random registers had she copied it.
        let held = hand("F F F B B L L R R U");
        assert_eq!(example_program(&held, 5), "PROGRAM F B L R U");
        let held = hand("F2 F2 L L L L R R U U");
        assert_eq!(example_program(&held, 5), "PROGRAM F2 L R U F2");
    }

    #[test]
    fn the_example_program_has_one_card_an_unlocked_register() {
        let held = hand("F3 F2 F B L R U");
        assert_eq!(example_program(&held, 3), "PROGRAM F3 F2 F");
        assert_eq!(example_program(&[], 5), "PROGRAM F2 L F R U");
    }
}
