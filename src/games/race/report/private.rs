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
    let hand = say!(say, "race-your-hand", cards = orders::cards_text(hand));
    wrap(&mut out, "  ", "    ", &hand);
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
    for line in say.t("race-private-send").lines() {
        let _ = writeln!(out, "  {line}");
    }
    out
}
