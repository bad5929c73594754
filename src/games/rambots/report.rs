//! Rendering: the round report, the setup report and the status, from events and positions only.
//! Every line fits 72 columns (prose is wrapped here, never by the reader's mail program), and
//! the output is deterministic byte for byte.

use super::board::{Colour, Facing, File, Rank, Square};
use super::events::{Block, Event, How, Reason, Rival};
use super::notation::{pieces_text, program_text};
use super::position::{Position, Thing};
use std::fmt::Write as _;

pub use crate::games::text::{WIDTH, wrap};

fn cap(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => s,
    }
}

/// The ASCII board with coordinates and a legend. Bots are upper-case letters, beacons lower-case;
/// the second character is the facing (`^ > v <`) or `*` for upright.
pub fn board(pos: &Position) -> String {
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
                    let letter = o.thing.colour().letter();
                    let letter = match o.thing {
                        Thing::Bot(_) => letter,
                        Thing::Beacon(_) => letter.to_ascii_lowercase(),
                    };
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
    out.push_str("  R Y B G: RAMbots    r y b g: beacons    *: upright\n");
    out.push_str("  ^ > v <: lying, pointing north, east, south, west\n");
    out
}

/// Every player's code pool and remaining goals, in seat order.
pub fn players(pos: &Position, dealt: bool) -> String {
    let mut out = String::new();
    for &c in pos.seats() {
        let pool = pos.pool(c);
        let head = format!("  {:<7}", c.label());
        wrap(
            &mut out,
            &head,
            "           ",
            &format!("pool ({}): {pool}", pool.len()),
        );
        let goals = pos.goals(c);
        let goals = match goals.first() {
            None if !dealt => "goals: not built yet".to_string(),
            None => "goals: all tagged".to_string(),
            Some(g) => format!("goals: {} (next: {})", pieces_text(goals), g.colour),
        };
        wrap(&mut out, "         ", "           ", &goals);
    }
    out
}

fn stack_line(stack: &[Colour; 4]) -> String {
    let names: Vec<&str> = stack.iter().map(|c| c.name()).collect();
    names.join(" ")
}

fn rivals_text(rivals: &[Rival]) -> String {
    let r: Vec<String> = rivals
        .iter()
        .map(|r| format!("{} {}", r.bot.label(), r.instruction))
        .collect();
    r.join(", ")
}

/// Why the instruction ran, in words.
pub(super) fn reason_text(
    bot: Colour,
    ins: &super::notation::Instruction,
    reason: Reason,
    rivals: &[Rival],
) -> String {
    let tied: Vec<&Rival> = rivals
        .iter()
        .filter(|r| r.instruction.piece.size == ins.piece.size)
        .collect();
    let why = match reason {
        Reason::Alone => return "the only program still running".to_string(),
        Reason::Size => "smallest piece".to_string(),
        Reason::Colour => {
            let mut lower: Vec<&str> = Vec::new();
            for r in &tied {
                let name = r.instruction.piece.colour.name();
                if !lower.contains(&name) {
                    lower.push(name);
                }
            }
            format!(
                "size tie; {} ranks above {} on the stack",
                ins.piece.colour,
                lower.join(" and ")
            )
        }
        Reason::Owner => {
            let same: Vec<&str> = tied
                .iter()
                .filter(|r| r.instruction.piece == ins.piece)
                .map(|r| r.bot.label())
                .collect();
            format!(
                "identical pieces; {} ranks above {} on the stack",
                bot.label(),
                same.join(" and ")
            )
        }
    };
    format!("{why} (against {})", rivals_text(rivals))
}

/// One event as a sentence, or `None` for events rendered elsewhere.
pub(super) fn sentence(e: &Event) -> Option<String> {
    let s = match e {
        Event::Turned {
            bot,
            from: Facing::Up,
            to,
        } => {
            format!("{} tips down, pointing {}.", bot.label(), to.name())
        }
        Event::Turned { bot, to, .. } => format!("{} turns to face {}.", bot.label(), to.name()),
        Event::Moved {
            thing,
            from,
            to,
            how,
        } => {
            let verb = match how {
                How::Drive => "drives",
                How::Reverse => "backs up",
                How::Push => "is pushed",
                How::Pull => "is pulled",
                How::Slide => "slides",
            };
            cap(format!("{thing} {verb} from {from} to {to}."))
        }
        Event::Blocked { thing, at, by } => match by {
            Block::Wall => format!("{thing} meets the wall and stays on {at}."),
            Block::Jam => {
                format!("{thing} cannot push the line against the wall and stays on {at}.")
            }
        },
        Event::Stopped { thing, at, by } => match by {
            Block::Wall => cap(format!("{thing} is against the wall and stops on {at}.")),
            Block::Jam => cap(format!("{thing} is jammed against the wall on {at}.")),
        },
        Event::StaysUpright { bot } => {
            format!("{} is upright: reverse gear does not move it.", bot.label())
        }
        Event::Rammed { bot, target, at } => format!("{} RAMs {target} on {at}!", bot.label()),
        Event::Stole {
            thief,
            victim,
            piece: Some(p),
        } => {
            format!(
                "{} takes {p} from {}'s code pool.",
                thief.label(),
                victim.label()
            )
        }
        Event::Stole {
            thief,
            victim,
            piece: None,
        } => format!(
            "{}'s code pool holds nothing {} may take.",
            victim.label(),
            thief.label()
        ),
        Event::Tipped { thing, facing } => {
            cap(format!("{thing} tips over, pointing {}.", facing.name()))
        }
        Event::Tagged { bot, goal, left } => format!(
            "TAG! {} tags its {} goal; {goal} joins its pool; {left} left.",
            bot.label(),
            goal.colour
        ),
        Event::Won { bot } => format!(
            "*** {} has tagged its last goal and wins the game. ***",
            bot.label()
        ),
        Event::BeamUp { bot, colour } => format!(
            "{} is upright: its {colour} beam fires straight up, no effect.",
            bot.label()
        ),
        Event::BeamWall { bot, colour } => {
            format!("{}'s {colour} beam hits the wall: no effect.", bot.label())
        }
        Event::BeamHit {
            bot,
            colour,
            target,
            at,
        } => {
            format!("{}'s {colour} beam hits {target} on {at}.", bot.label())
        }
        Event::Activated { thing } => cap(format!("{thing} stands upright.")),
        Event::AlreadyUpright { thing } => cap(format!("{thing} is already upright: no effect.")),
        Event::AlreadyAdjacent { thing } => {
            cap(format!("{thing} is already next to the nose: no effect."))
        }
        Event::Absorbed { thing } => cap(format!("{thing} absorbs the red beam: no effect.")),
        Event::GoalStack { .. }
        | Event::Programs { .. }
        | Event::Runs { .. }
        | Event::StackRotated { .. } => return None,
    };
    Some(s)
}

/// The instructions left in the registers and programs when the game ended.
fn unrun_instructions(events: &[Event]) -> String {
    let mut left = Vec::new();
    for e in events {
        if let Event::Programs { programs } = e {
            for r in programs {
                let ran = events
                    .iter()
                    .filter(|e| matches!(e, Event::Runs { bot, .. } if *bot == r.bot))
                    .count();
                for ins in r.program.iter().skip(ran) {
                    left.push(format!("{} {ins}", r.bot.label()));
                }
            }
        }
    }
    left.join(", ")
}

/// The report of one execution phase.
pub fn round_report(
    before: &Position,
    events: &[Event],
    after: &Position,
    round: Option<u32>,
) -> String {
    let mut out = String::new();
    let title = match round {
        Some(n) => format!("RAMbots - round {n}"),
        None => "RAMbots - one round".to_string(),
    };
    let _ = writeln!(out, "{title} (red beam: {})", before.red_beam());
    let _ = writeln!(
        out,
        "Precedence stack (top first): {}",
        stack_line(before.precedence())
    );
    out.push_str("\nPROGRAMS\n");
    for e in events {
        if let Event::Programs { programs } = e {
            for r in programs {
                let head = format!("  {:<8}", r.bot.label());
                wrap(&mut out, &head, "          ", &program_text(&r.program));
            }
        }
    }
    out.push_str("\nEXECUTION\n");
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
            let text = format!(
                "{} runs {instruction}: {}.",
                bot.label(),
                reason_text(*bot, instruction, *reason, rivals)
            );
            wrap(&mut out, &head, "     ", &text);
        } else if let Some(s) = sentence(e) {
            wrap(&mut out, "       ", "         ", &s);
        }
    }
    if !any {
        out.push_str("  Nothing runs: every player passed.\n");
    }
    if after.winner().is_some() {
        let unrun = unrun_instructions(events);
        if !unrun.is_empty() {
            wrap(&mut out, "  ", "    ", &format!("Never ran: {unrun}."));
        }
    }
    out.push_str("\nBOARD\n");
    out.push_str(&board(after));
    out.push_str("\nPLAYERS\n");
    out.push_str(&players(after, true));
    out.push('\n');
    match after.winner() {
        Some(w) => {
            let _ = writeln!(out, "GAME OVER: {} wins.", w.label());
        }
        None => {
            let next = round.map_or("the next round".to_string(), |n| format!("round {}", n + 1));
            let _ = writeln!(
                out,
                "Precedence stack for {next} (top first): {}",
                stack_line(after.precedence())
            );
        }
    }
    out
}

/// The report of the setup resolution: the goal stacks revealed and the opening board.
pub fn setup_report(events: &[Event], after: &Position) -> String {
    let mut out = String::from("RAMbots - the goal stacks are revealed\n\n");
    for e in events {
        if let Event::GoalStack {
            maker,
            owner,
            stack,
            random,
        } = e
        {
            let how = if *random {
                format!(
                    "{} sent none, so {}'s goal stack was drawn at random",
                    maker.label(),
                    owner.label()
                )
            } else {
                format!("{} built {}'s goal stack", maker.label(), owner.label())
            };
            wrap(
                &mut out,
                "  ",
                "    ",
                &format!("{how}: {}.", pieces_text(stack)),
            );
        }
    }
    let _ = writeln!(
        out,
        "\nRed beam: {}. The first round begins.",
        after.red_beam()
    );
    out.push_str("\nBOARD\n");
    out.push_str(&board(after));
    out.push_str("\nPLAYERS\n");
    out.push_str(&players(after, true));
    let _ = writeln!(
        out,
        "\nPrecedence stack for round 1 (top first): {}",
        stack_line(after.precedence())
    );
    out
}

/// The position now: the phase, board, pools, goals and precedence stack.
pub fn status(pos: &Position, phase: &str, round: u32) -> String {
    let dealt = phase != "setup";
    let mut out = String::new();
    let _ = writeln!(
        out,
        "RAMbots - round {round}, {phase} phase (red beam: {})",
        pos.red_beam()
    );
    out.push_str("\nBOARD\n");
    out.push_str(&board(pos));
    out.push_str("\nPLAYERS\n");
    out.push_str(&players(pos, dealt));
    let _ = writeln!(
        out,
        "\nPrecedence stack (top first): {}",
        stack_line(pos.precedence())
    );
    out
}
