//! The round report every player reads, rendered from the events alone (plus the positions
//! before and after): the programs, then per register the seed's table (Dmg, Name, Move, Notes;
//! ruling 14), then what happened after the registers, the board in ASCII with its legend, and a
//! table of every robot. At most 72 columns; long notes are wrapped here, never by the reader.

use super::board::Dir;
use super::board_view::{self, Marker};
use super::events::{Doom, DownWhy, Event, Hit, Mover, OfferWhy, Source, Turner};
use super::position::{Position, Robot};
use super::standings;
use crate::games::text::wrap;
use std::fmt::Write as _;

mod facts;
mod others;
mod private;
mod tables;

pub use facts::{seat_facts, standings_tables};
pub use others::{
    final_results, new_upgrades, picking_status, standings_now, start_report, status,
};
pub use private::private_text;
use tables::registers;
pub use tables::{RegisterTable, TableRow, register_tables};

/// The letter that marks robot `i` on the board: its name's initial when no other robot's
/// name shares it, else its seat's letter (`A`, `B`, ...).
pub fn letter(pos: &Position, i: usize) -> char {
    let initial = |k: usize| {
        pos.robot(k)
            .name()
            .chars()
            .next()
            .map(|c| c.to_ascii_uppercase())
            .filter(char::is_ascii_alphabetic)
    };
    match initial(i) {
        Some(c) if (0..pos.robots().len()).all(|k| k == i || initial(k) != Some(c)) => c,
        _ => (b'A' + i as u8) as char,
    }
}

/// `1st`, `2nd`, `3rd`, `4th` ...
pub fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The report of one round played from `before`.
pub fn round_report(before: &Position, events: &[Event], after: &Position) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Robot race - round {} on {}",
        before.round(),
        before.board().name()
    );
    out.push('\n');
    programs(&mut out, before, events, after);
    registers(&mut out, before, events);
    afterwards(&mut out, after, events);
    out.push_str(&status(after));
    if after.is_over() {
        out.push_str(&final_results(after));
    }
    out
}

/// The programs revealed; a resigned robot's line says so (`after`: still resigned when the
/// round ends, not given to someone else).
fn programs(out: &mut String, before: &Position, events: &[Event], after: &Position) {
    out.push_str("Programs\n");
    let width = name_width(before);
    for e in events {
        match e {
            Event::Program { robot, registers } => {
                let text: Vec<String> = registers.iter().map(|r| r.instr.to_string()).collect();
                let mut notes = Vec::new();
                for (source, what) in [
                    (Source::Random, "filled at random"),
                    (Source::Locked, "locked"),
                    (Source::LockedRandom, "locked, filled at random"),
                ] {
                    let regs: Vec<String> = registers
                        .iter()
                        .enumerate()
                        .filter(|(_, r)| r.source == source)
                        .map(|(k, _)| (k + 1).to_string())
                        .collect();
                    if !regs.is_empty() {
                        notes.push(format!("{what}: {}", regs.join(",")));
                    }
                }
                let first = format!(
                    "  {:<width$}  {:<20} ",
                    before.robot(*robot).name(),
                    text.join(" ")
                );
                let rest = " ".repeat(first.len());
                wrap(out, &first, &rest, &notes.join("; "));
            }
            Event::Retired { robot } => {
                let first = format!("  {:<width$}  ", before.robot(*robot).name());
                let rest = " ".repeat(first.len());
                let text = "(its player has resigned: powered down for the rest of the race, \
                            no award, no pick)";
                wrap(out, &first, &rest, text);
            }
            Event::Down { robot } if !events.contains(&Event::Retired { robot: *robot }) => {
                let what = if after.robot(*robot).retired() {
                    "(resigned: powered down)"
                } else {
                    "(powered down)"
                };
                let _ = writeln!(out, "  {:<width$}  {what}", before.robot(*robot).name());
            }
            _ => {}
        }
    }
}

/// The column robot names take in the tables: the longest name (at most
/// [`crate::games::race::game::MAX_NAME`], the longest a robot's name is), so that every name
/// fits and the columns after it line up.
fn name_width(pos: &Position) -> usize {
    pos.robots()
        .iter()
        .map(|r| r.name().chars().count())
        .max()
        .unwrap_or(4)
        .clamp(4, crate::games::race::game::MAX_NAME)
}

fn afterwards(out: &mut String, after: &Position, events: &[Event]) {
    let name = |i: usize| after.robot(i).name().to_string();
    let mut lines = Vec::new();
    for e in events {
        let line = match *e {
            Event::Repaired { robot, points } => match points {
                0 => format!(
                    "{} is on a repair site with no damage to repair.",
                    name(robot)
                ),
                p => format!("{} repairs {p} damage.", name(robot)),
            },
            Event::Upgraded { robot, upgrade, at } => {
                format!("{} takes the upgrade {upgrade} at {at}.", name(robot))
            }
            Event::Offer { at, upgrade, why } => match why {
                OfferWhy::Taken => format!("Now on offer at {at}: {upgrade}."),
                OfferWhy::Aged => {
                    format!("The offer at {at} had five rounds; now on offer: {upgrade}.")
                }
            },
            Event::Reentered {
                robot,
                at,
                facing,
                damage,
            } => format!(
                "{} re-enters at {at} facing {} with {damage} damage.",
                name(robot),
                facing.letter()
            ),
            Event::PowerDown { robot, why } => match why {
                DownWhy::Announced => {
                    format!(
                        "{} powers down for next round (all damage repaired).",
                        name(robot)
                    )
                }
                DownWhy::Breaker => format!(
                    "{}'s Circuit Breaker trips: it powers down next round.",
                    name(robot)
                ),
            },
            Event::PowerDownCancelled { robot } => format!(
                "{} was destroyed: its power down is cancelled (a destroyed robot does not \
                 power down next round).",
                name(robot)
            ),
            Event::PowerUp { robot } => format!("{} powers up.", name(robot)),
            Event::Saved { robot, card } => {
                format!("{}'s Flywheel keeps {card} for the next hand.", name(robot))
            }
            Event::RaceOver => "The race is over.".to_string(),
            _ => continue,
        };
        lines.push(line);
    }
    out.push('\n');
    out.push_str("After the registers\n");
    if lines.is_empty() {
        out.push_str("  Nothing more happens.\n");
    }
    for line in lines {
        wrap(out, "  ", "    ", &line);
    }
    out.push('\n');
}

fn robots_table(out: &mut String, pos: &Position) {
    let width = name_width(pos);
    let _ = writeln!(
        out,
        "   {:<width$}  Dmg  Lives  Flags  Archive  State",
        "Robot"
    );
    let flags = pos.board().flags();
    for (i, r) in pos.robots().iter().enumerate() {
        let state = if r.is_out() {
            "out".to_string()
        } else if let Some(p) = r.place() {
            format!("finished {}", ordinal(p))
        } else if r.retired() {
            "resigned".to_string()
        } else if r.powered_down() {
            "powered down".to_string()
        } else {
            String::new()
        };
        let state = match (r.power_down_next(), state.is_empty()) {
            (true, true) => "powering down".to_string(),
            _ => state,
        };
        let line = format!(
            "{}  {:<width$}  {:>3}  {:>5}  {:>5}  {:<7}  {}",
            letter(pos, i),
            r.name(),
            r.damage(),
            r.lives(),
            format!("{}/{flags}", r.flags()),
            r.archive().to_string(),
            state
        );
        out.push_str(line.trim_end());
        out.push('\n');
        if !r.upgrades().is_empty() {
            let list: Vec<String> = r.upgrades().iter().map(ToString::to_string).collect();
            let first = format!("   {:<width$}  Upgrades: ", "");
            let rest = " ".repeat(first.len());
            wrap(out, &first, &rest, &list.join(", "));
        }
    }
}
