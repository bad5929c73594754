//! A player's orders for a round: the program (checked against the dealt hand as a multiset and
//! against the robot's upgrades, ruling 6), `POWER DOWN` / `STAY DOWN`, and the upgrade options
//! (`PRESSOR ON`, `BREAKER 10`, `FLYWHEEL F2`, ...), all read from the text after `PROGRAM`.

use super::cards::{Card, Instr};
use super::execute::Plan;
use super::notation::{parse_program, program_text};
use super::position::{REGISTERS, Robot};
use super::upgrades::RoundOption;
use crate::games::{OrderProblem, OrdersError};
use serde::{Deserialize, Serialize};

/// One player's validated orders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Orders {
    /// The unlocked registers' instructions, in order (fewer: the rest are filled at random).
    pub program: Vec<Instr>,
    /// `POWER DOWN` (next round), or `STAY DOWN` while powered down.
    #[serde(default)]
    pub power_down: bool,
    #[serde(default)]
    pub options: Vec<RoundOption>,
    /// Registers the program was for (the unlocked ones when it was read).
    #[serde(default = "five")]
    pub unlocked: u8,
}

fn five() -> u8 {
    REGISTERS as u8
}

impl Default for Orders {
    fn default() -> Self {
        Orders {
            program: Vec::new(),
            power_down: false,
            options: Vec::new(),
            unlocked: five(),
        }
    }
}

/// Words that start an option or announcement inside the orders text.
const OPTION_WORDS: &[&str] = &[
    "GYRO",
    "PRESSOR",
    "TRACTOR",
    "HOWITZER",
    "SCRAMBLER",
    "RADIO",
    "BREAKER",
    "FLYWHEEL",
];

/// Split the orders text into the program words, announcements and options, reading each
/// option phrase (`PRESSOR ON`) as one.
fn split(text: &str) -> (String, bool, Vec<Result<RoundOption, OrderProblem>>) {
    let cleaned = text.replace([',', ';', '\n', '\r'], " ");
    let words: Vec<&str> = cleaned.split_whitespace().collect();
    let mut program = Vec::new();
    let mut down = false;
    let mut options = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let w = words[i].to_ascii_uppercase();
        let next = words.get(i + 1).map(|n| n.to_ascii_uppercase());
        if (w == "POWER" || w == "STAY") && next.as_deref() == Some("DOWN") {
            down = true;
            i += 2;
        } else if w == "POWERDOWN" {
            down = true;
            i += 1;
        } else if OPTION_WORDS.contains(&w.as_str()) {
            let phrase = format!("{} {}", words[i], words.get(i + 1).copied().unwrap_or(""));
            options.push(
                phrase
                    .trim()
                    .parse::<RoundOption>()
                    .map_err(|message| OrderProblem {
                        text: phrase.trim().to_string(),
                        message,
                    }),
            );
            i += 2;
        } else {
            program.push(words[i]);
            i += 1;
        }
    }
    (program.join(" "), down, options)
}

/// Read and check `text` for `robot` holding `hand` (ruling 6): every problem at once, each
/// quoting what was written and naming the cards still available.
pub fn read(text: &str, robot: &Robot, hand: &[Card]) -> Result<Orders, OrdersError> {
    let (program_words, power_down, options) = split(text);
    let mut problems = Vec::new();
    let mut opts = Vec::new();
    for o in options {
        match o {
            Ok(o) if robot.has(o.upgrade()) => opts.push(o),
            Ok(o) => problems.push(OrderProblem {
                text: o.to_string(),
                message: format!(
                    "{o} needs the upgrade {}, which your robot does not hold",
                    o.upgrade()
                ),
            }),
            Err(p) => problems.push(p),
        }
    }
    let program = match parse_program(&program_words) {
        Ok(p) => p,
        Err(bad) => {
            problems.extend(bad.into_iter().map(|b| OrderProblem {
                text: b.text,
                message: b.message,
            }));
            Vec::new()
        }
    };
    if robot.powered_down() && !program.is_empty() {
        problems.push(OrderProblem {
            text: program_text(&program),
            message: "your robot is powered down this round and runs no program: send STAY \
                      DOWN to stay down next round, or nothing to power up"
                .into(),
        });
    }
    let unlocked = REGISTERS - robot.locked();
    if program.len() > unlocked {
        problems.push(OrderProblem {
            text: program_text(&program),
            message: format!(
                "{} instructions, but your robot has {unlocked} unlocked registers: send at most \
                 {unlocked}",
                program.len()
            ),
        });
    }
    let mut left: Vec<Card> = hand.to_vec();
    for instr in &program {
        if let Some(u) = instr.needs().filter(|&u| !robot.has(u)) {
            problems.push(OrderProblem {
                text: instr.to_string(),
                message: format!("{instr} needs the upgrade {u}, which your robot does not hold"),
            });
            continue;
        }
        let (a, b) = instr.cards();
        for card in std::iter::once(a).chain(b) {
            match left.iter().position(|&c| c == card) {
                Some(k) => {
                    left.remove(k);
                }
                None => problems.push(OrderProblem {
                    text: instr.to_string(),
                    message: format!(
                        "{instr} needs a {card} card and your hand has no {card} left; still \
                         available: {}",
                        cards_text(&left)
                    ),
                }),
            }
        }
    }
    for o in &opts {
        if let RoundOption::Flywheel(c) = o
            && !left.contains(c)
        {
            problems.push(OrderProblem {
                text: o.to_string(),
                message: format!(
                    "Flywheel keeps an unused card, and no {c} is left unused; still available: {}",
                    cards_text(&left)
                ),
            });
        }
    }
    if problems.is_empty() {
        Ok(Orders {
            program,
            power_down,
            options: opts,
            unlocked: unlocked as u8,
        })
    } else {
        Err(OrdersError { problems })
    }
}

/// Cards as players write them: `F F2 L R`, or `none`.
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

/// The orders in canonical form, as echoed back: `F2 L F R U; POWER DOWN; PRESSOR ON`.
pub fn canonical(orders: &Orders) -> String {
    let unlocked = orders.unlocked as usize;
    let mut parts = Vec::new();
    let prog = program_text(&orders.program);
    let missing = unlocked.saturating_sub(orders.program.len());
    parts.push(match (prog.is_empty(), missing) {
        (true, 0) => "(no program)".to_string(),
        (true, _) => "(no program: every register at random)".to_string(),
        (false, 0) => prog,
        (false, 1) => format!("{prog} (register {unlocked} at random)"),
        (false, m) => format!(
            "{prog} (registers {}-{unlocked} at random)",
            unlocked - m + 1
        ),
    });
    if orders.power_down {
        parts.push("POWER DOWN".into());
    }
    parts.extend(orders.options.iter().map(ToString::to_string));
    parts.join("; ")
}

/// The engine's plan from validated orders and the hand they were read against.
pub fn plan(orders: &Orders, hand: &[Card]) -> Plan {
    let mut spare = hand.to_vec();
    let mut registers = [None; REGISTERS];
    for (k, instr) in orders.program.iter().take(REGISTERS).enumerate() {
        registers[k] = Some(*instr);
        let (a, b) = instr.cards();
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
    }
}
