//! What one seat alone sees below the public report: its hand for the round being programmed,
//! its locked registers, upgrades and their settings, its wildcards.

use super::super::cards::Card;
use super::super::orders;
use super::super::position::{Position, REGISTERS};
use crate::games::Seat;
use std::fmt::Write as _;

/// A player's private part: their hand for the round being programmed, locks, upgrades and
/// settings, wildcards.
pub fn private_text(pos: &Position, hand: &[Card], picking: bool, seat: Seat) -> String {
    let mut out = String::new();
    let Some(r) = pos.robots().get(seat.index()) else {
        return out;
    };
    if pos.is_over() || r.is_out() || picking {
        return out;
    }
    let _ = writeln!(out, "\nYour robot {} for round {}", r.name(), pos.round());
    if r.powered_down() {
        out.push_str("  Powered down this round: no hand. Send STAY DOWN to stay down next\n");
        out.push_str("  round as well.\n");
        return out;
    }
    let _ = writeln!(out, "  Your hand: {}", orders::cards_text(hand));
    let locked = r.locked();
    if locked > 0 {
        let held: Vec<String> = (REGISTERS - locked..REGISTERS)
            .map(|k| match r.last_program()[k] {
                Some(i) => format!("{}={i}", k + 1),
                None => format!("{}=random", k + 1),
            })
            .collect();
        let _ = writeln!(
            out,
            "  Locked (damage {}): {}; program registers 1-{}.",
            r.damage(),
            held.join(" "),
            REGISTERS - locked
        );
    }
    if !r.upgrades().is_empty() {
        let list: Vec<String> = r.upgrades().iter().map(ToString::to_string).collect();
        crate::games::text::wrap(&mut out, "  Upgrades: ", "            ", &list.join(", "));
        let s = r.settings();
        let mut on = Vec::new();
        if r.has(super::super::upgrades::Upgrade::GyroscopicStabilizer) {
            on.push(format!("gyro {}", if s.gyro { "on" } else { "off" }));
        }
        if let Some(m) = s.beam.filter(|m| r.has(m.upgrade())) {
            on.push(format!("{} on", m.word().to_lowercase()));
        }
        if r.has(super::super::upgrades::Upgrade::CircuitBreaker) {
            on.push(match s.breaker {
                Some(t) => format!("breaker at {t}"),
                None => "breaker off".into(),
            });
        }
        if !on.is_empty() {
            let _ = writeln!(out, "  Settings: {}", on.join(", "));
        }
    }
    if r.wildcards() > 0 {
        let _ = writeln!(
            out,
            "  Wildcards: {} (write *F2 to play any basic instruction with one)",
            r.wildcards()
        );
    }
    out.push_str("  Send: PROGRAM and five instructions, as PROGRAM F2 L F R U\n");
    out.push_str("  F3 F2 F forward, B back, L R turn, U u-turn; POWER DOWN for next\n");
    out.push_str("  round; your upgrades' forms and options. HELP shows them all.\n");
    out
}
