//! Orders written out and put to work: cards as players write them, the reply's canonical
//! confirmation, the text a mail would send, and the engine's [`Plan`] from orders and a hand.

use super::{Entry, Orders};
use crate::games::race::cards::Card;
use crate::games::race::execute::Plan;
use crate::games::race::position::REGISTERS;
use crate::lang::Say;
use crate::say;

/// Cards as players write them, sorted: `F F2 L R`, or `none`.
pub fn cards_text(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "none".into();
    }
    let mut sorted = cards.to_vec();
    sorted.sort();
    sorted
        .iter()
        .map(|c| c.text())
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) fn entries_text(entries: &[Entry]) -> String {
    entries
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The orders in canonical form, as echoed back: `F2 L F R U; POWER DOWN; PRESSOR ON`. The
/// notation is the same in every language; what robomod adds about it (`(registers 3-5 at
/// random)`) is in `say`'s.
pub fn canonical(orders: &Orders, say: Say<'_>) -> String {
    if orders.resigned {
        return say.t("race-echo-resigned");
    }
    let mut parts = Vec::new();
    if orders.recompiles > 0 {
        parts.push(say!(
            say,
            "race-echo-recompiled",
            times = orders.recompiles,
            hand = cards_text(orders.hand.as_deref().unwrap_or(&[])),
            damage = orders.damage
        ));
    }
    let unlocked = orders.unlocked as usize;
    let program = orders.program.as_deref().unwrap_or(&[]);
    let missing = unlocked.saturating_sub(program.len());
    let prog = entries_text(program);
    parts.push(match (program.is_empty(), missing) {
        (true, 0) => say.t("race-echo-all-locked"),
        (true, _) if orders.program.is_none() => say.t("race-echo-no-program"),
        (true, _) => say.t("race-echo-pass"),
        (false, 0) => prog,
        (false, 1) => say!(say, "race-echo-random-one", program = prog, r = unlocked),
        (false, m) => say!(
            say,
            "race-echo-random-from",
            program = prog,
            from = unlocked - m + 1,
            to = unlocked
        ),
    });
    if orders.power_down {
        parts.push("POWER DOWN".into());
    }
    parts.extend(orders.options.iter().map(ToString::to_string));
    parts.join("; ")
}

/// The orders as a player would mail them, one command a line: `PROGRAM F2 L F R U`,
/// `POWER DOWN`, `PRESSOR ON`.
pub fn mail_text(orders: &Orders) -> String {
    let mut lines = Vec::new();
    match orders.program.as_deref() {
        Some([]) => lines.push("PASS".to_string()),
        Some(p) => lines.push(format!("PROGRAM {}", entries_text(p))),
        None => {}
    }
    if orders.power_down {
        lines.push("POWER DOWN".into());
    }
    lines.extend(orders.options.iter().map(ToString::to_string));
    if lines.is_empty() {
        lines.push("PASS".into());
    }
    lines.join("\n")
}

/// The engine's plan from orders and the hand they were read against.
pub fn plan(orders: &Orders, dealt: &[Card]) -> Plan {
    let mut spare = orders.hand.clone().unwrap_or_else(|| dealt.to_vec());
    let mut registers = [None; REGISTERS];
    for (k, e) in orders.program.iter().flatten().take(REGISTERS).enumerate() {
        registers[k] = Some(e.instr);
        if e.wild {
            continue;
        }
        let (a, b) = e.instr.cards();
        for card in std::iter::once(a).chain(b) {
            if let Some(i) = spare.iter().position(|&c| c == card) {
                spare.remove(i);
            }
        }
    }
    Plan {
        registers,
        spare,
        options: orders.options.clone(),
        power_down_next: orders.power_down,
        retire: orders.resigned,
    }
}
