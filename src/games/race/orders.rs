//! A player's orders for a round, read command by command on top of what is already on file:
//! `PROGRAM` (checked against the robot's upgrades and wildcards, ruling 6; an entry whose card
//! the hand does not hold is accepted and its register filled at random at the deadline, see
//! `held`), `POWER DOWN` / `STAY DOWN` / `POWER ON`, the upgrade options
//! (`PRESSOR ON`, `BREAKER 10`, `FLYWHEEL F2`, ...), `RECOMPILE` (a new hand at once, ruling
//! 40) and `PASS`; and `PICK 3 1 4 2` in a race's picking phase.

use super::cards::{Card, Instr};
use super::notation::parse_program_for;
use super::position::{DESTROYED_AT, REGISTERS, Robot};
use super::upgrades::{RoundOption, Upgrade};
use crate::games::text::string_serde;
use crate::games::{OrderProblem, OrdersError};
use crate::lang::Say;
use crate::say;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

mod picks;
pub use picks::read_picks;

mod held;
pub use held::Unheld;

mod written;
use written::entries_text;
pub use written::{canonical, cards_text, mail_text, plan};

/// One register of a program: an instruction, from the hand or paid with a wildcard (`*F2`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    pub instr: Instr,
    /// Paid with a wildcard (any basic instruction) instead of a card from the hand.
    pub wild: bool,
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.wild {
            f.write_str("*")?;
        }
        write!(f, "{}", self.instr)
    }
}

impl FromStr for Entry {
    type Err = String;
    fn from_str(s: &str) -> Result<Entry, String> {
        match s.strip_prefix('*') {
            Some(rest) => Ok(Entry {
                instr: rest.parse()?,
                wild: true,
            }),
            None => Ok(Entry {
                instr: s.parse()?,
                wild: false,
            }),
        }
    }
}
string_serde!(Entry);

/// One seat's orders for a round, as they stand after every command read so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Orders {
    /// The unlocked registers' instructions, in order (fewer: the rest are filled at random);
    /// `None` until a `PROGRAM` or `PASS` arrives (every register at random).
    #[serde(default)]
    pub program: Option<Vec<Entry>>,
    /// `POWER DOWN` (next round), or `STAY DOWN` while powered down.
    #[serde(default)]
    pub power_down: bool,
    #[serde(default)]
    pub options: Vec<RoundOption>,
    /// Registers the program is for (the unlocked ones).
    pub unlocked: u8,
    /// `RECOMPILE`s sent this round.
    #[serde(default)]
    pub recompiles: u8,
    /// The hand after the last `RECOMPILE`, and the damage it brought.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<Vec<Card>>,
    #[serde(default)]
    pub damage: u8,
    /// The moderator's orders for a seat whose player resigned: the robot powers down at once
    /// and for the rest of the race (never a random program).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub resigned: bool,
    /// The program's registers whose card the hand does not hold: filled at random at the
    /// deadline (ruling 6), and said in the echo. Set by every [`read`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unheld: Vec<Unheld>,
}

impl Orders {
    /// What a seat that sent nothing gets: every register at random, no power down.
    pub fn nothing(robot: &Robot) -> Orders {
        Orders {
            program: None,
            power_down: false,
            options: Vec::new(),
            unlocked: (REGISTERS - robot.locked()) as u8,
            recompiles: 0,
            hand: None,
            damage: robot.damage(),
            resigned: false,
            unheld: Vec::new(),
        }
    }
    /// What a seat whose player resigned gets, every round: no program, the robot powered
    /// down for good.
    pub fn resigned(robot: &Robot) -> Orders {
        Orders {
            program: Some(Vec::new()),
            unlocked: 0,
            resigned: true,
            ..Orders::nothing(robot)
        }
    }
    /// Wildcards the program spends.
    pub fn wildcards(&self) -> u8 {
        self.program.iter().flatten().filter(|e| e.wild).count() as u8
    }
}

/// Every word that starts a line of the race's orders: `PROGRAM`, `PICK`, `DRAFT` and
/// [`COMMANDS`].
pub const ORDER_WORDS: &[&str] = &[
    "PROGRAM",
    "PICK",
    "DRAFT",
    "PASS",
    "RECOMPILE",
    "POWER",
    "STAY",
    "GYRO",
    "PRESSOR",
    "TRACTOR",
    "HOWITZER",
    "SCRAMBLER",
    "RADIO",
    "BREAKER",
    "FLYWHEEL",
];

/// The commands, besides `PROGRAM`, that are orders on their own: [`ORDER_WORDS`] after
/// `PROGRAM`, `PICK` and `DRAFT`.
pub const COMMANDS: &[&str] = ORDER_WORDS.split_at(3).1;

/// Words that start an option inside the orders text: the commands from `GYRO` on.
const OPTION_WORDS: &[&str] = COMMANDS.split_at(4).1;

/// What one command's text holds.
struct Parts<'a> {
    program: Vec<&'a str>,
    /// `Some(true)` POWER DOWN / STAY DOWN, `Some(false)` POWER ON / POWER UP.
    power: Option<bool>,
    options: Vec<Result<RoundOption, OrderProblem>>,
    recompile: bool,
    pass: bool,
}

/// The English word `word` stands for among the race's order words and the switches' `ON`
/// and `OFF`, written in any language's words (`ŻYROSKOP`: `GYRO`, `wyłącz`: `OFF`): the
/// phrasebooks' `race-command-*`, `command-on` and `command-off`. Other words upper-case.
pub(crate) fn in_english(word: &str) -> String {
    static WORDS: OnceLock<HashMap<String, String>> = OnceLock::new();
    let words = WORDS.get_or_init(|| {
        let mut words = crate::lang::Phrasebook::builtin().command_words();
        words.retain(|_, e| ORDER_WORDS.contains(&e.as_str()) || e == "ON" || e == "OFF");
        words
    });
    words
        .get(&crate::lang::fold(word))
        .cloned()
        .unwrap_or_else(|| word.to_ascii_uppercase())
}

/// The announcement `words` start with, written as a language's phrasebook shows it and
/// echoes it (`WYŁĄCZAM SIĘ`: the game's `race-order-<words>` messages): whether it powers
/// down, and how many words it takes.
fn announcement(words: &[&str]) -> Option<(bool, usize)> {
    static SAID: OnceLock<Vec<(Vec<String>, bool)>> = OnceLock::new();
    let said = SAID.get_or_init(|| {
        let book = crate::lang::Phrasebook::builtin();
        let mut said = Vec::new();
        for code in book.codes() {
            let say = book.say(code);
            for (id, down) in [
                ("race-order-power-down", true),
                ("race-order-stay-down", true),
                ("race-order-power-on", false),
            ] {
                let words = say
                    .t(id)
                    .split_whitespace()
                    .map(crate::lang::fold)
                    .collect();
                said.push((words, down));
            }
        }
        said
    });
    said.iter().find_map(|(phrase, down)| {
        let n = phrase.len();
        let fits = words.len() >= n
            && words[..n]
                .iter()
                .zip(phrase)
                .all(|(w, p)| crate::lang::fold(w) == *p);
        fits.then_some((*down, n))
    })
}

/// The words for the robot written between `POWER` and `DOWN` (`POWER it down`).
const POWERED: &[&str] = &["IT", "ME", "MYSELF", "MY", "ROBOT", "BOT", "HIM", "HER"];

fn split<'a>(text: &'a str, say: Say<'_>) -> Parts<'a> {
    let words: Vec<&str> = text
        .split([' ', ',', ';', '\n', '\r', '\t'])
        .filter(|w| !w.is_empty())
        .collect();
    let mut parts = Parts {
        program: Vec::new(),
        power: None,
        options: Vec::new(),
        recompile: false,
        pass: false,
    };
    let mut i = 0;
    while i < words.len() {
        if let Some((down, n)) = announcement(&words[i..]) {
            parts.power = Some(down);
            i += n;
            continue;
        }
        let w = in_english(words[i]);
        // `POWER it down`, `power my robot down`: the robot named between.
        let named = if w == "POWER" {
            words[i + 1..]
                .iter()
                .take(2)
                .take_while(|n| POWERED.contains(&n.to_ascii_uppercase().as_str()))
                .count()
        } else {
            0
        };
        let after = |k: usize| words.get(i + 1 + k).map(|n| in_english(n));
        let named = match after(named).as_deref() {
            Some("DOWN" | "ON" | "UP") => named,
            _ => 0,
        };
        let next = after(named);
        i += named;
        match (w.as_str(), next.as_deref()) {
            ("POWER" | "STAY", Some("DOWN")) => {
                parts.power = Some(true);
                i += 2;
            }
            ("POWER", Some("ON" | "UP")) => {
                parts.power = Some(false);
                i += 2;
            }
            ("POWERDOWN", _) => {
                parts.power = Some(true);
                i += 1;
            }
            ("RECOMPILE", _) => {
                parts.recompile = true;
                i += 1;
            }
            ("PASS", _) => {
                parts.pass = true;
                i += 1;
            }
            (w, next) if OPTION_WORDS.contains(&w) => {
                // Read in English words, quoted in hers: the option's word in her language
                // (the mail reader hands the first word of a line on in English), the
                // setting as she wrote it.
                let english = format!("{w} {}", next.unwrap_or_default());
                let setting = words.get(i + 1).copied().unwrap_or("");
                let phrase = format!("{} {setting}", say.command_word(w));
                let phrase = phrase.trim().to_string();
                let read = english
                    .trim()
                    .parse::<RoundOption>()
                    .map_err(|_| OrderProblem {
                        text: phrase.clone(),
                        message: say!(say, "race-bad-option", option = phrase.clone()),
                    });
                parts.options.push(read);
                i += 2;
            }
            _ => {
                parts.program.push(words[i]);
                i += 1;
            }
        }
    }
    parts
}

/// What the reader needs to know about the seat.
pub struct Seat<'a> {
    pub robot: &'a Robot,
    /// The hand dealt this round.
    pub dealt: &'a [Card],
    pub wildcards: u8,
    /// The hand after `k` recompiles (k from 1), at the damage they bring.
    pub recompiled: &'a dyn Fn(u8) -> Vec<Card>,
}

/// Read one command's `text` on top of `on_file` (the orders kept so far this round): every
/// problem at once, each quoting what was written and naming the cards still available.
pub fn read(
    text: &str,
    seat: &Seat<'_>,
    on_file: Option<&Orders>,
    say: Say<'_>,
) -> Result<Orders, OrdersError> {
    let robot = seat.robot;
    let mut orders = on_file.cloned().unwrap_or_else(|| Orders::nothing(robot));
    let parts = split(text, say);
    let mut problems = Vec::new();
    if parts.recompile {
        recompile(&mut orders, seat, &mut problems, say);
    }
    for o in parts.options {
        match o {
            Ok(o) if robot.has(o.upgrade()) => {
                orders.options.retain(|&x| !same_switch(x, o));
                orders.options.push(o);
            }
            Ok(o) => problems.push(OrderProblem {
                text: say.command_line(&o.to_string()),
                message: say!(
                    say,
                    "race-needs-upgrade",
                    what = say.command_line(&o.to_string()),
                    upgrade = super::report::words::upgrade(say, o.upgrade())
                ),
            }),
            Err(p) => problems.push(p),
        }
    }
    if let Some(p) = parts.power {
        orders.power_down = p;
    }
    if parts.pass {
        orders.program = Some(Vec::new());
    }
    if !parts.program.is_empty() {
        let text = parts.program.join(" ");
        let entries = read_program(&text, orders.unlocked.into(), &mut problems, say);
        if robot.powered_down() && !entries.is_empty() {
            problems.push(OrderProblem {
                text: entries_text(&entries),
                message: say.t("race-down-no-program"),
            });
        }
        orders.program = Some(entries);
    }
    held::check_against_hand(&orders, seat, &mut problems, say);
    let hand = orders.hand.as_deref().unwrap_or(seat.dealt);
    orders.unheld = held::pay(orders.program.as_deref().unwrap_or(&[]), hand).unheld;
    OrdersError::unless_any(problems, orders)
}

/// Whether `b` sets what `a` set (a later option replaces an earlier one; the beam modes are
/// applied in order, so the last one switched on is the one on).
fn same_switch(a: RoundOption, b: RoundOption) -> bool {
    match (a, b) {
        (RoundOption::Beam(x, _), RoundOption::Beam(y, _)) => x == y,
        _ => std::mem::discriminant(&a) == std::mem::discriminant(&b),
    }
}

/// Ruling 40: a new hand at once, for 2 damage, never up to 22; the program sent is void.
fn recompile(orders: &mut Orders, seat: &Seat<'_>, problems: &mut Vec<OrderProblem>, say: Say<'_>) {
    let robot = seat.robot;
    if !robot.has(Upgrade::Recompile) {
        problems.push(OrderProblem {
            text: say.command_word("RECOMPILE"),
            message: say!(
                say,
                "race-needs-upgrade",
                what = say.command_word("RECOMPILE"),
                upgrade = super::report::words::upgrade(say, Upgrade::Recompile)
            ),
        });
        return;
    }
    if robot.powered_down() {
        problems.push(OrderProblem {
            text: "RECOMPILE".into(),
            message: say.t("race-recompile-down"),
        });
        return;
    }
    let damage = orders.damage.max(robot.damage()) + 2;
    if damage >= DESTROYED_AT {
        problems.push(OrderProblem {
            text: "RECOMPILE".into(),
            message: say!(say, "race-recompile-destroys", damage = i64::from(damage)),
        });
        return;
    }
    orders.recompiles += 1;
    orders.damage = damage;
    orders.hand = Some((seat.recompiled)(orders.recompiles));
    orders.program = None;
    orders.unlocked = (REGISTERS - super::position::locked_registers(damage)) as u8;
}

/// The program's entries, read for the robot's `registers` (`do przodu x2` is F2 when only
/// that reading fits them: [`parse_program_for`]).
fn read_program(
    text: &str,
    registers: usize,
    problems: &mut Vec<OrderProblem>,
    say: Say<'_>,
) -> Vec<Entry> {
    let mut entries = Vec::new();
    let mut plain = Vec::new();
    let mut wild_at = Vec::new();
    for w in text.split_whitespace() {
        match w.strip_prefix('*') {
            Some(rest) => {
                wild_at.push(plain.len());
                plain.push(rest);
            }
            None => plain.push(w),
        }
    }
    match parse_program_for(&plain.join(" "), registers) {
        Ok(prog) if prog.len() == plain.len() || wild_at.is_empty() => {
            for (k, instr) in prog.into_iter().enumerate() {
                entries.push(Entry {
                    instr,
                    wild: wild_at.contains(&k),
                });
            }
        }
        Ok(_) => problems.push(OrderProblem {
            text: text.to_string(),
            message: say.t("race-wildcard-form"),
        }),
        // The words she may write, once: seen in play, three unread words in one line
        // said the same two lines of notation three times over.
        Err(bad) => problems.extend(bad.into_iter().enumerate().map(|(k, b)| OrderProblem {
            message: match k {
                0 => say!(say, "race-not-an-instruction", word = b.text.clone()),
                _ => say!(say, "race-not-an-instruction-either", word = b.text.clone()),
            },
            text: b.text,
        })),
    }
    entries
}

#[cfg(test)]
mod tests;
