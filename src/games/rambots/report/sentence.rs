//! One event of a round as a sentence of the report, in the reader's language: a bot or a
//! thing moving, turning, stopping or coming to life (`motion`), a bot ramming, stealing,
//! tagging a goal, winning or beaming (`contact`); the events shown elsewhere (goal stacks,
//! programs, the runs of registers, a stack rotated) are none.

use super::super::board::{Colour, Facing};
use super::super::events::{Block, Event, How};
use super::super::position::Thing;
use super::super::words;
use crate::lang::Say;
use crate::say;

/// One event as a sentence, or `None` for events rendered elsewhere.
pub(in crate::games::rambots) fn sentence(e: &Event, say: Say<'_>) -> Option<String> {
    match e {
        Event::Turned { .. }
        | Event::Moved { .. }
        | Event::Blocked { .. }
        | Event::Stopped { .. }
        | Event::StaysUpright { .. }
        | Event::Tipped { .. }
        | Event::Activated { .. }
        | Event::AlreadyUpright { .. }
        | Event::AlreadyAdjacent { .. }
        | Event::Absorbed { .. } => motion(e, say),
        Event::Rammed { .. }
        | Event::Stole { .. }
        | Event::Tagged { .. }
        | Event::Won { .. }
        | Event::BeamUp { .. }
        | Event::BeamWall { .. }
        | Event::BeamHit { .. } => contact(e, say),
        Event::GoalStack { .. }
        | Event::Programs { .. }
        | Event::Runs { .. }
        | Event::StackRotated { .. } => None,
    }
}

/// A sentence of a bot or a thing moving, turning, stopping or coming to life; `None` for
/// another event.
fn motion(e: &Event, say: Say<'_>) -> Option<String> {
    let bot = |c: Colour| words::bot(say, c);
    let thing = |t: Thing| words::thing(say, t);
    let thing_cap = |t: Thing| words::cap(&words::thing(say, t));
    let s = match *e {
        Event::Turned {
            bot: b,
            from: Facing::Up,
            to,
        } => say!(
            say,
            "rambots-tips-down",
            bot = bot(b),
            dir = words::dir(say, to)
        ),
        Event::Turned { bot: b, to, .. } => {
            say!(
                say,
                "rambots-turns",
                bot = bot(b),
                dir = words::dir(say, to)
            )
        }
        Event::Moved {
            thing: t,
            from,
            to,
            how,
        } => {
            let how = match how {
                How::Drive => "drive",
                How::Reverse => "reverse",
                How::Push => "push",
                How::Pull => "pull",
                How::Slide => "slide",
            };
            say!(
                say,
                "rambots-moved",
                how = how,
                thing = thing_cap(t),
                from = from.to_string(),
                to = to.to_string()
            )
        }
        Event::Blocked { thing: t, at, by } => {
            let id = match by {
                Block::Wall => "rambots-blocked-wall",
                Block::Jam => "rambots-blocked-jam",
            };
            say!(
                say,
                id,
                thing = thing(t),
                Thing = thing_cap(t),
                at = at.to_string()
            )
        }
        Event::Stopped { thing: t, at, by } => {
            let id = match by {
                Block::Wall => "rambots-stopped-wall",
                Block::Jam => "rambots-stopped-jam",
            };
            say!(say, id, thing = thing_cap(t), at = at.to_string())
        }
        Event::StaysUpright { bot: b } => say!(say, "rambots-stays-upright", bot = bot(b)),
        Event::Tipped { thing: t, facing } => say!(
            say,
            "rambots-tipped",
            thing = thing_cap(t),
            dir = words::dir(say, facing)
        ),
        Event::Activated { thing: t } => say!(say, "rambots-activated", thing = thing_cap(t)),
        Event::AlreadyUpright { thing: t } => {
            say!(say, "rambots-already-upright", thing = thing_cap(t))
        }
        Event::AlreadyAdjacent { thing: t } => {
            say!(say, "rambots-already-adjacent", thing = thing_cap(t))
        }
        Event::Absorbed { thing: t } => say!(say, "rambots-absorbed", thing = thing_cap(t)),
        _ => return None,
    };
    Some(s)
}

/// A sentence of a bot ramming, stealing, tagging a goal, winning or beaming; `None` for
/// another event.
fn contact(e: &Event, say: Say<'_>) -> Option<String> {
    let bot = |c: Colour| words::bot(say, c);
    let s = match *e {
        Event::Rammed { bot: b, target, at } => say!(
            say,
            "rambots-rammed",
            bot = bot(b),
            target = words::thing_object(say, target),
            at = at.to_string()
        ),
        Event::Stole {
            thief,
            victim,
            piece: Some(p),
        } => say!(
            say,
            "rambots-stole",
            thief = bot(thief),
            victim = words::bot_of(say, victim),
            piece = words::piece(say, p, false)
        ),
        Event::Stole {
            thief,
            victim,
            piece: None,
        } => say!(
            say,
            "rambots-stole-nothing",
            thief = bot(thief),
            victim = words::bot_of(say, victim)
        ),
        Event::Tagged { bot: b, goal, left } => say!(
            say,
            "rambots-tagged",
            bot = bot(b),
            c = goal.colour.name(),
            colour = words::colour(say, goal.colour),
            goal = words::piece(say, goal, false),
            left = left
        ),
        Event::Won { bot: b } => say!(say, "rambots-won", bot = bot(b)),
        Event::BeamUp { bot: b, colour } => say!(
            say,
            "rambots-beam-up",
            bot = bot(b),
            c = colour.name(),
            colour = words::colour(say, colour)
        ),
        Event::BeamWall { bot: b, colour } => say!(
            say,
            "rambots-beam-wall",
            bot = bot(b),
            of = words::bot_of(say, b),
            c = colour.name(),
            colour = words::colour(say, colour)
        ),
        Event::BeamHit {
            bot: b,
            colour,
            target,
            at,
        } => say!(
            say,
            "rambots-beam-hit",
            bot = bot(b),
            of = words::bot_of(say, b),
            c = colour.name(),
            colour = words::colour(say, colour),
            target = words::thing_object(say, target),
            at = at.to_string()
        ),
        _ => return None,
    };
    Some(s)
}
