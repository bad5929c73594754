//! Scripted RAMbots players for the end-to-end game, from the pure engine: the goal stack a
//! player builds for the other (colours ordered along a short tour from the other's RAMbot), and
//! a greedy program search (up to three instructions, the opponent passing) that scores
//! positions by goals left, then the distance to the nearest object of the next goal's colour.

use robomod::games::rambots::State;
use robomod::games::rambots::board::{ByColour, Colour, Dir, Facing, Piece, Size};
use robomod::games::rambots::notation::{Instruction, Program, pieces_text, program_text};
use robomod::games::rambots::play_round;
use robomod::games::rambots::position::{Position, Thing};

/// `GOALS ...` for `maker`'s stack for `target`: one piece of each colour from `maker`'s pool,
/// in the order a greedy tour from `target`'s RAMbot meets the beacons of those colours.
pub fn goals_for(state: &State, maker: Colour, target: Colour) -> String {
    let pos = state.position();
    let pool = pos.pool(maker);
    let mut at = pos
        .find(Thing::Bot(target))
        .expect("the RAMbot is on the board");
    let mut left: Vec<Colour> = Colour::ALL.to_vec();
    let mut stack = Vec::new();
    while !left.is_empty() {
        let (i, sq) = left
            .iter()
            .enumerate()
            .filter_map(|(i, &c)| Some((i, pos.find(Thing::Beacon(c))?)))
            .min_by_key(|&(_, sq)| at.distance(sq))
            .unwrap_or((0, at));
        let colour = left.remove(i);
        let size = Size::ALL
            .into_iter()
            .find(|&s| pool.count(Piece::new(s, colour)) > 0)
            .expect("one piece of each colour in the pool");
        stack.push(Piece::new(size, colour));
        at = sq;
    }
    format!("GOALS {}", pieces_text(&stack))
}

/// How good `pos` is for `me`: lower is better.
fn score(pos: &Position, me: Colour) -> (usize, u8) {
    if pos.winner() == Some(me) {
        return (0, 0);
    }
    let goals = pos.goals(me);
    let Some(next) = goals.first() else {
        return (0, 0);
    };
    let Some(bot) = pos.find(Thing::Bot(me)) else {
        return (goals.len(), 99);
    };
    let dist = pos
        .objects()
        .filter(|(_, o)| o.thing.colour() == next.colour && o.thing != Thing::Bot(me))
        .map(|(sq, _)| bot.distance(sq))
        .min()
        .unwrap_or(99);
    (goals.len(), dist)
}

fn instructions(pos: &Position, me: Colour, used: &[Instruction]) -> Vec<Instruction> {
    let mut pool = pos.pool(me).clone();
    for i in used {
        pool.remove(i.piece);
    }
    let mut kinds: Vec<Piece> = pool.pieces().collect();
    kinds.dedup();
    let facings = Dir::ALL.into_iter().map(Facing::Lying).chain([Facing::Up]);
    kinds
        .into_iter()
        .flat_map(|piece| {
            facings
                .clone()
                .map(move |facing| Instruction { piece, facing })
        })
        .collect()
}

/// The program (as `PROGRAM ...`) that leaves `me` best placed after this round, the other
/// players passing: a beam search over up to three instructions.
pub fn best_program(state: &State, me: Colour) -> String {
    let pos = state.position();
    let run = |p: &Program| {
        let mut programs = ByColour::<Program>::default();
        *programs.get_mut(me) = p.clone();
        let (after, _, _) = play_round(pos, &programs);
        score(&after, me)
    };
    let mut best: (Program, (usize, u8)) = (Vec::new(), run(&Vec::new()));
    let mut beam: Vec<Program> = vec![Vec::new()];
    for _depth in 0..3 {
        let mut next: Vec<(Program, (usize, u8))> = Vec::new();
        for p in &beam {
            for i in instructions(pos, me, p) {
                let mut q = p.clone();
                q.push(i);
                let s = run(&q);
                next.push((q, s));
            }
        }
        next.sort_by_key(|(p, s)| (*s, p.len()));
        if let Some((p, s)) = next.first()
            && *s < best.1
        {
            best = (p.clone(), *s);
        }
        if best.1 == (0, 0) {
            break;
        }
        beam = next.into_iter().take(12).map(|(p, _)| p).collect();
    }
    format!("PROGRAM {}", program_text(&best.0))
}
