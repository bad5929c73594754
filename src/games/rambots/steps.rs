//! The round instruction by instruction, as data for renderings that show each step (the HTML
//! report's tables and pictures, issue 33): for each instruction that ran, its table (the
//! report's own sentences), the board at its end with only its moves and its beam drawn, and
//! words saying what moved (the picture's text alternative). The board at the end of an
//! instruction is rebuilt from the board before the round and the instruction's events (moves,
//! turns, tips, objects stood upright). Pure.

use super::board::{Facing, Square};
use super::events::Event;
use super::picture::{STEP_WIDTH, step_picture};
use super::position::{Object, Position, Thing};
use super::report::{reason_text, sentence};
use super::words;
use crate::games::Step;
use crate::lang::Say;
use crate::say;

/// How much of each step to make: its words only (its table, the picture's text alternative
/// and width: what a report needs when its round is run), or its picture too (what the
/// picture is drawn from when the mail leaves).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Make {
    Words,
    Pictures,
}

/// The steps of the round `events` describe, played from `before`: none for the setup, each
/// instruction that ran for a programming round.
pub fn round_steps(before: &super::State, events: &[Event], say: Say<'_>, make: Make) -> Vec<Step> {
    match before.phase {
        super::Phase::Setup => Vec::new(),
        super::Phase::Programming => {
            instruction_steps(&before.position, events, before.round, say, make)
        }
    }
}

/// Each instruction of the round `events` describe, played from `before` (round `round`).
pub fn instruction_steps(
    before: &Position,
    events: &[Event],
    round: u32,
    say: Say<'_>,
    make: Make,
) -> Vec<Step> {
    let mut things: Vec<(Thing, Square, Facing)> = before
        .objects()
        .map(|(sq, o)| (o.thing, sq, o.facing))
        .collect();
    let mut steps = Vec::new();
    let runs = Step::parts(events, |e| matches!(e, Event::Runs { .. }));
    for std::ops::Range { start, end } in runs {
        let Event::Runs {
            step,
            bot,
            instruction,
            reason,
            ref rivals,
        } = events[start]
        else {
            continue;
        };
        let part = &events[start + 1..end];
        for e in part {
            apply(&mut things, e);
        }
        let pos = board_of(before, &things);
        let title = say!(
            say,
            "rambots-step-title",
            step = step,
            bot = words::bot(say, bot),
            instruction = super::notation::program_said(std::slice::from_ref(&instruction), say)
        );
        let mut rows = vec![vec![format!(
            "{}.",
            words::cap(&reason_text(bot, &instruction, reason, rivals, say))
        )]];
        rows.extend(
            part.iter()
                .filter_map(|e| sentence(e, say))
                .map(|s| vec![s]),
        );
        let (svg, shapes) = match make {
            Make::Words => (None, Vec::new()),
            Make::Pictures => {
                let alt = say!(say, "rambots-step-alt", step = step, round = round);
                let (svg, shapes) = step_picture(&pos, part, &alt, &title, say);
                (Some(svg), shapes)
            }
        };
        steps.push(Step {
            alt: moved_words(&title, part, say),
            title,
            columns: vec![say.t("rambots-step-column")],
            rows,
            width: STEP_WIDTH,
            svg,
            shapes,
        });
    }
    steps
}

/// `e` applied to where each object stands and how.
fn apply(things: &mut [(Thing, Square, Facing)], e: &Event) {
    let mut set = |thing: Thing, f: &dyn Fn(&mut (Thing, Square, Facing))| {
        if let Some(t) = things.iter_mut().find(|t| t.0 == thing) {
            f(t);
        }
    };
    match *e {
        Event::Moved { thing, to, .. } => set(thing, &|t| t.1 = to),
        Event::Turned { bot, to, .. } => set(Thing::Bot(bot), &|t| t.2 = Facing::Lying(to)),
        Event::Tipped { thing, facing } => set(thing, &|t| t.2 = Facing::Lying(facing)),
        Event::Activated { thing } => set(thing, &|t| t.2 = Facing::Up),
        _ => {}
    }
}

/// `before` with its objects where `things` has them (pools, goals and the stack as before:
/// the step pictures show the board alone).
fn board_of(before: &Position, things: &[(Thing, Square, Facing)]) -> Position {
    let mut pos = before.clone();
    for (sq, _) in before.objects() {
        pos.set(sq, None);
    }
    for &(thing, sq, facing) in things {
        pos.set(sq, Some(Object { thing, facing }));
    }
    pos
}

/// What moved in an instruction and where its beam went, in words (the picture's text
/// alternative): `Instruction 2: Green runs 1GW. The red beacon is pushed from f4 to e4. Green
/// drives from g4 to f4. Green's green beam hits the red beacon on e4.`
fn moved_words(title: &str, part: &[Event], say: Say<'_>) -> String {
    let said: Vec<String> = part
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Moved { .. }
                    | Event::Turned { .. }
                    | Event::Tipped { .. }
                    | Event::Activated { .. }
                    | Event::BeamHit { .. }
                    | Event::BeamWall { .. }
            )
        })
        .filter_map(|e| sentence(e, say))
        .collect();
    if said.is_empty() {
        say!(say, "rambots-step-nothing-moved", title = title)
    } else {
        format!("{title}. {}", said.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rambots::{self, position_file};

    fn opening() -> (Position, Vec<Event>, Position) {
        let text = include_str!("../../../examples/rambots-opening.toml");
        let setup: position_file::Setup = toml::from_str(text).unwrap();
        let (pos, programs) = position_file::validate(&setup).unwrap();
        let (after, events, _) = rambots::play_round(&pos, &programs);
        (pos, events, after)
    }

    /// Every instruction that ran is a step: its table starts with why it ran and has the
    /// report's sentences; the board after the last one is the round's; each picture draws
    /// only that instruction's arrows.
    #[test]
    fn each_instruction_is_a_table_and_a_picture_of_the_board_then() {
        let (before, events, after) = opening();
        let steps = instruction_steps(&before, &events, 3, Say::english(), Make::Pictures);
        let ran = events
            .iter()
            .filter(|e| matches!(e, Event::Runs { .. }))
            .count();
        assert_eq!(steps.len(), ran);
        assert!(ran >= 5, "{ran}");
        assert_eq!(steps[0].title, "Instruction 1: Green runs 2GW");
        assert_eq!(
            steps[0].rows[0][0],
            "Smallest piece (against Red 3GN, Yellow 3GE, Blue 3GS)."
        );
        assert!(
            steps[0]
                .rows
                .iter()
                .any(|r| r[0] == "Green drives from h4 to g4.")
        );
        assert!(steps[1].alt.starts_with("Instruction 2: Green runs 1GW. "));
        assert!(
            steps[1]
                .alt
                .contains("The red beacon is pushed from f4 to e4."),
            "{}",
            steps[1].alt
        );
        // The board after the last instruction is the round's.
        let mut things: Vec<(Thing, Square, Facing)> = before
            .objects()
            .map(|(sq, o)| (o.thing, sq, o.facing))
            .collect();
        for e in &events {
            apply(&mut things, e);
        }
        let rebuilt = board_of(&before, &things);
        assert_eq!(
            rebuilt.objects().collect::<Vec<_>>(),
            after.objects().collect::<Vec<_>>()
        );
        let all_arrows: usize = steps
            .iter()
            .map(|s| s.svg.as_ref().unwrap().matches("marker-end").count())
            .sum();
        let moves = events
            .iter()
            .filter(|e| matches!(e, Event::Moved { .. }))
            .count();
        assert_eq!(all_arrows, moves, "each move drawn once, in its own step");
        let beams = steps
            .iter()
            .map(|s| {
                s.svg
                    .as_ref()
                    .unwrap()
                    .matches(super::super::picture::BEAM)
                    .count()
            })
            .sum::<usize>();
        assert!(beams >= 3, "beams drawn: {beams}");
        for s in &steps {
            // Each picture says which step it is (a frame of the animated round shows alone).
            let caption = format!(">{}</text>", s.title);
            assert!(s.svg.as_ref().unwrap().contains(&caption), "{}", s.title);
            let png = crate::picture::png(s.svg.as_ref().unwrap()).unwrap();
            assert!(png.len() < 8 * 1024, "{}: {} bytes", s.title, png.len());
            println!("{}: {} bytes", s.title, png.len());
            if let Ok(dir) = std::env::var("ROBOMOD_STEP_PNGS") {
                let name = s.title.split(':').next().unwrap().replace(' ', "-");
                std::fs::write(format!("{dir}/{name}.png"), &png).unwrap();
            }
        }
    }
}
