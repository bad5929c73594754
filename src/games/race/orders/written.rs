//! Orders written out and put to work: cards as players write them, the reply's canonical
//! confirmation, the text a mail would send, and the engine's [`Plan`] from orders and a hand.

use super::held::{Unheld, pay};
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
/// notation is the same in every language (the announcement and the options are in `say`'s
/// words: `WYŁĄCZAM SIĘ`, `ODPYCHANIE WŁĄCZ`); what robomod adds about it (`(register 2 at
/// random: no F2 in your hand; registers 4-5 at random)`) is in `say`'s.
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
    parts.push(match (program.is_empty(), missing) {
        (true, 0) => say.t("race-echo-all-locked"),
        (true, _) if orders.program.is_none() => say.t("race-echo-no-program"),
        (true, _) => say.t("race-echo-pass"),
        (false, _) => {
            let mut notes = Vec::new();
            if !orders.unheld.is_empty() {
                notes.push(unheld_note(&orders.unheld, say));
            }
            match missing {
                0 => {}
                1 => notes.push(say!(say, "race-echo-random-one", r = unlocked)),
                m => notes.push(say!(
                    say,
                    "race-echo-random-from",
                    from = unlocked - m + 1,
                    to = unlocked
                )),
            }
            let prog = entries_text(program);
            if notes.is_empty() {
                prog
            } else {
                say!(
                    say,
                    "race-echo-notes",
                    program = prog,
                    notes = notes.join("; ")
                )
            }
        }
    });
    // The announcement and the options in the reader's words (`WYŁĄCZAM SIĘ`, `ŻYROSKOP
    // WŁĄCZ`), which read back as these.
    if orders.power_down {
        parts.push(say.command_line("POWER DOWN"));
    }
    parts.extend(
        orders
            .options
            .iter()
            .map(|o| say.command_line(&o.to_string())),
    );
    parts.join("; ")
}

/// The registers filled at random for a card not held, and the cards: `registers 2 and 5 at
/// random: no F2, only one F in your hand` (each card said once).
fn unheld_note(unheld: &[Unheld], say: Say<'_>) -> String {
    let mut cards: Vec<&Unheld> = Vec::new();
    for u in unheld {
        if !cards.iter().any(|c| c.card == u.card) {
            cards.push(u);
        }
    }
    let cards: Vec<String> = cards
        .iter()
        .map(|u| {
            say!(
                say,
                "race-echo-unheld-card",
                card = u.card.text(),
                held = u.held
            )
        })
        .collect();
    say!(
        say,
        "race-echo-unheld",
        n = unheld.len(),
        registers = register_list(unheld.iter().map(|u| u.register), say),
        cards = cards.join(", ")
    )
}

/// Register numbers, rising, as said: `2`, `2 and 5`, `1-3 and 5`, `1, 3 and 5`.
fn register_list(registers: impl Iterator<Item = u8>, say: Say<'_>) -> String {
    let mut runs: Vec<(u8, u8)> = Vec::new();
    for r in registers {
        match runs.last_mut() {
            Some((_, to)) if *to + 1 == r => *to = r,
            _ => runs.push((r, r)),
        }
    }
    let mut said: Vec<String> = runs
        .iter()
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}-{b}")
            }
        })
        .collect();
    match said.pop() {
        None => String::new(),
        Some(last) if said.is_empty() => last,
        Some(last) => format!("{} {} {last}", said.join(", "), say.t("race-echo-and")),
    }
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

/// The engine's plan from orders and the hand they were read against: an entry the hand
/// cannot pay for is `None`, filled at random from the spare cards when the round runs.
pub fn plan(orders: &Orders, dealt: &[Card]) -> Plan {
    let hand = orders.hand.as_deref().unwrap_or(dealt);
    let program = orders.program.as_deref().unwrap_or(&[]);
    let paid = pay(program, hand);
    let mut registers = [None; REGISTERS];
    // A card the hand does not hold leaves its register to the random fill (ruling 6).
    for ((slot, e), runs) in registers.iter_mut().zip(program).zip(paid.runs) {
        *slot = runs.then_some(e.instr);
    }
    let spare = paid.spare;
    Plan {
        registers,
        spare,
        options: orders.options.clone(),
        power_down_next: orders.power_down,
        retire: orders.resigned,
    }
}
