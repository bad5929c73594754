//! The round report every player reads, rendered from the events alone (plus the positions
//! before and after): the programs, then per register the seed's table (Dmg, Name, Move, Notes;
//! ruling 14), then what happened after the registers, the board in ASCII with its legend, and a
//! table of every robot. At most 72 columns; long notes are wrapped here, never by the reader.

use super::board_view::{self, Marker};
use super::events::{Doom, DownWhy, Event, Hit, Mover, OfferWhy, Source, Turner};
use super::position::{Position, Robot};
use super::standings;
use crate::games::text::wrap;
use crate::lang::Say;
use crate::say;
use std::fmt::Write as _;

mod facts;
mod others;
mod private;
mod tables;
pub mod words;

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

/// `1st`, `2nd` in English, `1.` in Polish: a place as `say`'s language writes it.
pub fn place(say: Say<'_>, n: u8) -> String {
    say!(say, "race-place", n = n, ordinal = ordinal(n))
}

/// The first line of a round's report and of the status: `Robot race - round 3 on Vault`.
pub fn title(say: Say<'_>, pos: &Position) -> String {
    say!(
        say,
        "race-title",
        n = pos.round(),
        board = crate::games::race::boards::said(say, pos.board().name())
    )
}

/// The report of one round played from `before`.
pub fn round_report(before: &Position, events: &[Event], after: &Position, say: Say<'_>) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", title(say, before));
    out.push('\n');
    programs(&mut out, before, events, after, say);
    registers(&mut out, before, events, say);
    afterwards(&mut out, after, events, say);
    out.push_str(&status(after, say));
    if after.is_over() {
        out.push_str(&final_results(after, say));
    }
    out
}

/// The programs revealed; a resigned robot's line says so (`after`: still resigned when the
/// round ends, not given to someone else).
fn programs(out: &mut String, before: &Position, events: &[Event], after: &Position, say: Say<'_>) {
    let _ = writeln!(out, "{}", say.t("race-programs"));
    let width = name_width(before);
    for e in events {
        match e {
            Event::Program { robot, registers } => {
                let text: Vec<String> = registers.iter().map(|r| r.instr.to_string()).collect();
                let mut notes = Vec::new();
                for (source, how) in [
                    (Source::Random, "random"),
                    (Source::Locked, "locked"),
                    (Source::LockedRandom, "locked-random"),
                ] {
                    let regs: Vec<String> = registers
                        .iter()
                        .enumerate()
                        .filter(|(_, r)| r.source == source)
                        .map(|(k, _)| (k + 1).to_string())
                        .collect();
                    if !regs.is_empty() {
                        notes.push(say!(
                            say,
                            "race-program-note",
                            how = how,
                            regs = regs.join(",")
                        ));
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
                wrap(out, &first, &rest, &say.t("race-program-retired"));
            }
            Event::Down { robot } if !events.contains(&Event::Retired { robot: *robot }) => {
                let what = if after.robot(*robot).retired() {
                    say.t("race-program-resigned-down")
                } else {
                    say.t("race-program-down")
                };
                let _ = writeln!(out, "  {:<width$}  {what}", before.robot(*robot).name());
            }
            _ => {}
        }
    }
}

/// The column robot names take in the tables: the longest name (at most
/// [`crate::games::race::names::MAX_NAME`], the longest a robot's name is), so that every name
/// fits and the columns after it line up.
fn name_width(pos: &Position) -> usize {
    pos.robots()
        .iter()
        .map(|r| r.name().chars().count())
        .max()
        .unwrap_or(4)
        .clamp(4, crate::games::race::names::MAX_NAME)
}

fn afterwards(out: &mut String, after: &Position, events: &[Event], say: Say<'_>) {
    let name = |i: usize| after.robot(i).name().to_string();
    let mut lines = Vec::new();
    for e in events {
        let line = match *e {
            Event::Repaired { robot, points } => match points {
                0 => say!(say, "race-repaired-nothing", who = name(robot)),
                p => say!(say, "race-repaired", who = name(robot), n = p),
            },
            Event::Upgraded { robot, upgrade, at } => say!(
                say,
                "race-upgraded",
                who = name(robot),
                upgrade = words::upgrade(say, upgrade),
                at = at.to_string()
            ),
            Event::Offer { at, upgrade, why } => say!(
                say,
                match why {
                    OfferWhy::Taken => "race-offer-taken",
                    OfferWhy::Aged => "race-offer-aged",
                },
                at = at.to_string(),
                upgrade = words::upgrade(say, upgrade)
            ),
            Event::Reentered {
                robot,
                at,
                facing,
                damage,
            } => say!(
                say,
                "race-reentered",
                who = name(robot),
                at = at.to_string(),
                d = facing.letter().to_string(),
                n = damage
            ),
            Event::PowerDown { robot, why } => match why {
                DownWhy::Announced => say!(say, "race-power-down", who = name(robot)),
                DownWhy::Breaker => say!(say, "race-breaker", who = name(robot)),
            },
            Event::PowerDownCancelled { robot } => {
                say!(say, "race-power-down-cancelled", who = name(robot))
            }
            Event::PowerUp { robot } => say!(say, "race-power-up", who = name(robot)),
            Event::Saved { robot, card } => say!(
                say,
                "race-flywheel",
                who = name(robot),
                card = card.to_string()
            ),
            Event::RaceOver => say.t("race-over"),
            _ => continue,
        };
        lines.push(line);
    }
    out.push('\n');
    let _ = writeln!(out, "{}", say.t("race-after-registers"));
    if lines.is_empty() {
        let _ = writeln!(out, "  {}", say.t("race-nothing-more"));
    }
    for line in lines {
        wrap(out, "  ", "    ", &line);
    }
    out.push('\n');
}

fn robots_table(out: &mut String, pos: &Position, say: Say<'_>) {
    let width = name_width(pos);
    // Each column as wide as its heading in the reader's language, at least.
    let [robot, dmg, lives, flags_h, archive, state_h] = [
        "race-col-robot",
        "race-col-dmg",
        "race-col-lives",
        "race-col-flags",
        "race-col-archive",
        "race-col-state",
    ]
    .map(|id| say.t(id));
    let w = |h: &str, min: usize| h.chars().count().max(min);
    let (dmg_w, lives_w, flags_w, archive_w) =
        (w(&dmg, 3), w(&lives, 5), w(&flags_h, 5), w(&archive, 7));
    let _ = writeln!(
        out,
        "   {robot:<width$}  {dmg:>dmg_w$}  {lives:>lives_w$}  {flags_h:>flags_w$}  \
         {archive:<archive_w$}  {state_h}"
    );
    let flags = pos.board().flags();
    for (i, r) in pos.robots().iter().enumerate() {
        let state = state_words(r, say);
        let line = format!(
            "{}  {:<width$}  {:>dmg_w$}  {:>lives_w$}  {:>flags_w$}  {:<archive_w$}  {}",
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
            let first = format!("   {:<width$}  {} ", "", say.t("race-upgrades"));
            let rest = " ".repeat(first.chars().count());
            wrap(out, &first, &rest, &words::held_list(say, r.upgrades()));
        }
    }
}

/// `out`, `finished 1st`, `resigned`, `powered down`, `powering down`, or nothing.
fn state_words(r: &Robot, say: Say<'_>) -> String {
    if r.is_out() {
        say.t("race-state-out")
    } else if let Some(p) = r.place() {
        say!(say, "race-state-finished", place = place(say, p))
    } else if r.retired() {
        say.t("race-state-resigned")
    } else if r.powered_down() {
        say.t("race-state-down")
    } else if r.power_down_next() {
        say.t("race-state-powering-down")
    } else {
        String::new()
    }
}
