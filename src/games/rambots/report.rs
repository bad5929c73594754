//! Rendering: the round report, the setup report and the status, from events and positions only.
//! Every line fits 72 columns (prose is wrapped here, never by the reader's mail program), and
//! the output is deterministic byte for byte.

use super::board::{Colour, Facing, File, Rank, Square};
use super::events::{Event, Reason, Rival};
use super::notation::{pieces_said, program_said};
use super::position::{Position, Thing};
use super::words;
use crate::lang::Say;
use crate::say;
use std::fmt::Write as _;

pub use crate::games::text::{WIDTH, wrap};

mod sentence;
pub(super) use sentence::sentence;

/// The ASCII board with coordinates and a legend. Bots are upper-case letters, beacons lower-case;
/// the second character is the facing (`^ > v <`) or `*` for upright.
pub fn board(pos: &Position, say: Say<'_>) -> String {
    let mut out = String::new();
    let files: String = File::ALL
        .iter()
        .map(|f| format!("{}  ", f.char()))
        .collect();
    let files = format!("     {}", files.trim_end());
    out.push_str(&files);
    out.push('\n');
    for rank in Rank::ALL.iter().rev() {
        let mut line = format!("  {}  ", rank.char());
        for file in File::ALL {
            let cell = match pos.at(Square::new(file, *rank)) {
                None => ". ".to_string(),
                Some(o) => {
                    let beacon = matches!(o.thing, Thing::Beacon(_));
                    let letter = words::letter(say, o.thing.colour(), beacon);
                    let mark = match o.facing {
                        Facing::Up => '*',
                        Facing::Lying(d) => d.arrow(),
                    };
                    format!("{letter}{mark}")
                }
            };
            line.push_str(&cell);
            line.push(' ');
        }
        let _ = writeln!(out, "{line}{}", rank.char());
    }
    out.push_str(&files);
    out.push('\n');
    let _ = writeln!(out, "  {}", say.t("rambots-legend-pieces"));
    let _ = writeln!(out, "  {}", say.t("rambots-legend-facing"));
    out
}

/// Every player's code pool and remaining goals, in seat order.
pub fn players(pos: &Position, dealt: bool, say: Say<'_>) -> String {
    let mut out = String::new();
    let w = words::bot_width(say) + 1;
    let (goals_head, more) = (" ".repeat(w + 2), " ".repeat(w + 4));
    for &c in pos.seats() {
        let pool = pos.pool(c);
        let head = format!("  {:<w$}", words::bot(say, c));
        let text = say!(
            say,
            "rambots-pool",
            n = pool.len(),
            pool = words::pool(say, pool)
        );
        wrap(&mut out, &head, &more, &text);
        let goals = pos.goals(c);
        let goals = match goals.first() {
            None if !dealt => say.t("rambots-goals-not-built"),
            None => say.t("rambots-goals-all-tagged"),
            Some(g) => say!(
                say,
                "rambots-goals",
                goals = pieces_said(goals, say),
                next = words::colour(say, g.colour)
            ),
        };
        wrap(&mut out, &goals_head, &more, &goals);
    }
    out
}

fn stack_line(stack: &[Colour; 4], say: Say<'_>) -> String {
    let names: Vec<String> = stack.iter().map(|&c| words::colour(say, c)).collect();
    names.join(" ")
}

fn rivals_text(rivals: &[Rival], say: Say<'_>) -> String {
    let r: Vec<String> = rivals
        .iter()
        .map(|r| {
            let ins = program_said(std::slice::from_ref(&r.instruction), say);
            format!("{} {ins}", words::bot(say, r.bot))
        })
        .collect();
    r.join(", ")
}

/// Why the instruction ran, in words.
pub(super) fn reason_text(
    bot: Colour,
    ins: &super::notation::Instruction,
    reason: Reason,
    rivals: &[Rival],
    say: Say<'_>,
) -> String {
    let tied: Vec<&Rival> = rivals
        .iter()
        .filter(|r| r.instruction.piece.size == ins.piece.size)
        .collect();
    let why = match reason {
        Reason::Alone => return say.t("rambots-reason-alone"),
        Reason::Size => say.t("rambots-reason-size"),
        Reason::Colour => {
            let mut lower: Vec<Colour> = Vec::new();
            for r in &tied {
                let c = r.instruction.piece.colour;
                if !lower.contains(&c) {
                    lower.push(c);
                }
            }
            let lower: Vec<String> = lower.iter().map(|&c| words::colour(say, c)).collect();
            say!(
                say,
                "rambots-reason-colour",
                colour = words::colour(say, ins.piece.colour),
                lower = words::and_list(say, &lower)
            )
        }
        Reason::Owner => {
            let same: Vec<String> = tied
                .iter()
                .filter(|r| r.instruction.piece == ins.piece)
                .map(|r| words::bot(say, r.bot))
                .collect();
            say!(
                say,
                "rambots-reason-owner",
                bot = words::bot(say, bot),
                same = words::and_list(say, &same)
            )
        }
    };
    say!(
        say,
        "rambots-reason-against",
        why = why,
        rivals = rivals_text(rivals, say)
    )
}

/// The instructions left in the registers and programs when the game ended.
fn unrun_instructions(events: &[Event], say: Say<'_>) -> String {
    let mut left = Vec::new();
    for e in events {
        if let Event::Programs { programs } = e {
            for r in programs {
                let ran = events
                    .iter()
                    .filter(|e| matches!(e, Event::Runs { bot, .. } if *bot == r.bot))
                    .count();
                for ins in r.program.iter().skip(ran) {
                    let ins = program_said(std::slice::from_ref(ins), say);
                    left.push(format!("{} {ins}", words::bot(say, r.bot)));
                }
            }
        }
    }
    left.join(", ")
}

/// The precedence stack for the round after `round` (`None`: the next round).
fn stack_for(round: Option<u32>, stack: &[Colour; 4], say: Say<'_>) -> String {
    let stack = stack_line(stack, say);
    match round {
        Some(n) => say!(say, "rambots-stack-for-round", n = n, stack = stack),
        None => say!(say, "rambots-stack-for-next", stack = stack),
    }
}

/// The report of one execution phase.
pub fn round_report(
    before: &Position,
    events: &[Event],
    after: &Position,
    round: Option<u32>,
    say: Say<'_>,
) -> String {
    let mut out = String::new();
    let beam = words::red_beam(say, before.red_beam());
    let title = match round {
        Some(n) => say!(say, "rambots-report-title", n = n, beam = beam),
        None => say!(say, "rambots-report-title-one", beam = beam),
    };
    line(&mut out, &title);
    let stack = say!(
        say,
        "rambots-stack",
        stack = stack_line(before.precedence(), say)
    );
    line(&mut out, &stack);
    let _ = write!(out, "\n{}\n", say.t("rambots-heading-programs"));
    let w = words::bot_width(say) + 2;
    let more = " ".repeat(w + 2);
    for e in events {
        if let Event::Programs { programs } = e {
            for r in programs {
                let head = format!("  {:<w$}", words::bot(say, r.bot));
                wrap(&mut out, &head, &more, &program_said(&r.program, say));
            }
        }
    }
    let _ = write!(out, "\n{}\n", say.t("rambots-heading-execution"));
    let mut any = false;
    for e in events {
        if let Event::Runs {
            step,
            bot,
            instruction,
            reason,
            rivals,
        } = e
        {
            any = true;
            let head = format!("{step:>3}. ");
            // Continuation lines of the header sit left of the event sentences below it.
            let text = say!(
                say,
                "rambots-runs",
                bot = words::bot(say, *bot),
                instruction = program_said(std::slice::from_ref(instruction), say),
                reason = reason_text(*bot, instruction, *reason, rivals, say)
            );
            wrap(&mut out, &head, "     ", &text);
        } else if let Some(s) = sentence(e, say) {
            wrap(&mut out, "       ", "         ", &s);
        }
    }
    if !any {
        let _ = writeln!(out, "  {}", say.t("rambots-nothing-runs"));
    }
    if after.winner().is_some() {
        let unrun = unrun_instructions(events, say);
        if !unrun.is_empty() {
            let text = say!(say, "rambots-never-ran", unrun = unrun);
            wrap(&mut out, "  ", "    ", &text);
        }
    }
    let _ = write!(out, "\n{}\n", say.t("rambots-heading-board"));
    out.push_str(&board(after, say));
    let _ = write!(out, "\n{}\n", say.t("rambots-heading-players"));
    out.push_str(&players(after, true, say));
    out.push('\n');
    match after.winner() {
        Some(w) => {
            let over = say!(say, "rambots-game-over", bot = words::bot(say, w));
            line(&mut out, &over);
        }
        None => line(
            &mut out,
            &stack_for(round.map(|n| n + 1), after.precedence(), say),
        ),
    }
    out
}

/// The report of the setup resolution: the goal stacks revealed and the opening board.
pub fn setup_report(events: &[Event], after: &Position, say: Say<'_>) -> String {
    let mut out = format!("{}\n\n", say.t("rambots-setup-title"));
    for e in events {
        if let Event::GoalStack {
            maker,
            owner,
            stack,
            random,
        } = e
        {
            let id = match random {
                true => "rambots-stack-drawn",
                false => "rambots-stack-built",
            };
            let text = say!(
                say,
                id,
                maker = words::bot(say, *maker),
                owner = words::bot_of(say, *owner),
                stack = pieces_said(stack, say)
            );
            wrap(&mut out, "  ", "    ", &text);
        }
    }
    let beam = words::red_beam(say, after.red_beam());
    out.push('\n');
    line(&mut out, &say!(say, "rambots-setup-begins", beam = beam));
    let _ = write!(out, "\n{}\n", say.t("rambots-heading-board"));
    out.push_str(&board(after, say));
    let _ = write!(out, "\n{}\n", say.t("rambots-heading-players"));
    out.push_str(&players(after, true, say));
    out.push('\n');
    line(&mut out, &stack_for(Some(1), after.precedence(), say));
    out
}

/// The position now: the phase, board, pools, goals and precedence stack.
pub fn status(pos: &Position, setup: bool, round: u32, say: Say<'_>) -> String {
    let mut out = String::new();
    let beam = words::red_beam(say, pos.red_beam());
    let id = match setup {
        true => "rambots-status-setup",
        false => "rambots-status-programming",
    };
    line(&mut out, &say!(say, id, n = round, beam = beam));
    let _ = write!(out, "\n{}\n", say.t("rambots-heading-board"));
    out.push_str(&board(pos, say));
    let _ = write!(out, "\n{}\n", say.t("rambots-heading-players"));
    out.push_str(&players(pos, !setup, say));
    out.push('\n');
    let stack = say!(
        say,
        "rambots-stack",
        stack = stack_line(pos.precedence(), say)
    );
    line(&mut out, &stack);
    out
}

/// In setup, whose goal stack the reader builds: the player on her left, `owner`.
pub fn stack_for_whom(out: &mut String, owner: Colour, say: Say<'_>) {
    let owner = words::bot_of(say, owner);
    out.push('\n');
    // Two columns short of the report's width: a notice indents the status it carries.
    let text = say!(say, "rambots-your-stack-for", owner = owner);
    crate::games::text::wrap_at(out, ("", "  "), &text, WIDTH - 2);
}

/// A line of the report, wrapped under a two-space indent should a language make it too
/// long for 72 columns.
fn line(out: &mut String, text: &str) {
    wrap(out, "", "  ", text);
}
