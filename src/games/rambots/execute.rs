//! The execution phase: which instruction runs next, and what each one does, one function per
//! rule, each quoting the text it implements (000 = the designer's rules, 001 = the Looney Labs
//! card, 002 = the Polish translation; see docs/rules/rambots.md). Pure: a position and the
//! programs in, the changed position and the events out.

use super::board::{ByColour, Colour, Dir, Facing, Piece, Square};
use super::events::{Block, Event, How, Reason, Revealed, Rival};
use super::notation::{Instruction, Program};
use super::pool::Pool;
use super::position::{Object, Position, Thing};

mod beams;

/// The game ended with the instruction: this player tagged their last goal during it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Won(pub Colour);

type Flow = Result<(), Won>;

/// Run one execution phase. Returns the winner if the game ended during it.
///
/// 000: "Repeat this process until every instruction has been executed. When all instructions
/// have been executed, the round of play is over. Remove the top piece from the precedence stack,
/// and place it on the bottom of the stack."
pub fn run_round(
    pos: &mut Position,
    programs: &ByColour<Program>,
    events: &mut Vec<Event>,
) -> Option<Colour> {
    run_round_with(pos, programs, events, &mut |_, _| {})
}

/// [`run_round`], calling `after_each` with the position and the events so far after every
/// instruction (tests check invariants there).
pub fn run_round_with(
    pos: &mut Position,
    programs: &ByColour<Program>,
    events: &mut Vec<Event>,
    after_each: &mut dyn FnMut(&Position, &[Event]),
) -> Option<Colour> {
    let seats: Vec<Colour> = pos.seats().to_vec();
    let revealed = seats
        .iter()
        .map(|&c| Revealed {
            bot: c,
            program: programs.get(c).clone(),
        })
        .collect();
    events.push(Event::Programs { programs: revealed });
    let reserved = ByColour::from_fn(|i| programs.0[i].iter().map(|x| x.piece).collect::<Pool>());
    let mut ex = Exec {
        pos,
        events,
        reserved,
        seg: 0,
        won: None,
    };
    let mut next = ByColour([0usize; 4]);
    let mut step = 0u8;
    while let Some((bot, ins, reason, rivals)) = next_instruction(ex.pos, programs, &next, &seats) {
        *next.get_mut(bot) += 1;
        step += 1;
        ex.events.push(Event::Runs {
            step,
            bot,
            instruction: ins,
            reason,
            rivals,
        });
        let flow = ex.instruction(bot, ins);
        // 000: "After an instruction has been executed, the instruction piece should be
        // returned to its owner's code pool": it is no longer part of the running program.
        ex.reserved.get_mut(bot).remove(ins.piece);
        after_each(ex.pos, ex.events);
        if let Err(Won(c)) = flow {
            return Some(c);
        }
    }
    ex.pos.rotate_stack();
    let stack = *ex.pos.precedence();
    ex.events.push(Event::StackRotated { stack });
    None
}

/// 000: "Smaller pieces run more quickly than larger pieces, so smaller pieces always take
/// precedence over larger ones... If there is a tie for smallest piece, compare the colors of the
/// tying pieces to the precedence stack... If there is another tie... the instruction belonging
/// to the player whose RAMbot's color is highest on the precedence stack should execute first."
fn next_instruction(
    pos: &Position,
    programs: &ByColour<Program>,
    next: &ByColour<usize>,
    seats: &[Colour],
) -> Option<(Colour, Instruction, Reason, Vec<Rival>)> {
    let loaded: Vec<Rival> = seats
        .iter()
        .filter_map(|&c| {
            let ins = *programs.get(c).get(*next.get(c))?;
            Some(Rival {
                bot: c,
                instruction: ins,
            })
        })
        .collect();
    let key = |r: &Rival| {
        let p = r.instruction.piece;
        (p.size, pos.rank(p.colour), pos.rank(r.bot))
    };
    let best = *loaded.iter().min_by_key(|r| key(r))?;
    let rivals: Vec<Rival> = loaded.into_iter().filter(|r| r.bot != best.bot).collect();
    let size = best.instruction.piece.size;
    let same_size = rivals.iter().filter(|r| r.instruction.piece.size == size);
    let reason = if rivals.is_empty() {
        Reason::Alone
    } else if rivals.iter().all(|r| r.instruction.piece.size > size) {
        Reason::Size
    } else if same_size
        .clone()
        .all(|r| r.instruction.piece != best.instruction.piece)
    {
        Reason::Colour
    } else {
        Reason::Owner
    };
    Some((best.bot, best.instruction, reason, rivals))
}

/// The running state of one execution phase.
struct Exec<'a> {
    pos: &'a mut Position,
    events: &'a mut Vec<Event>,
    /// Each player's running program (unexecuted pieces and the register): never stolen.
    reserved: ByColour<Pool>,
    /// Where the events of the current move or beam begin (for merging and de-duplication).
    seg: usize,
    /// Who tagged their last goal during the running instruction.
    won: Option<Colour>,
}

impl Exec<'_> {
    fn bot_at(&self, bot: Colour) -> (Square, Facing) {
        let sq = self
            .pos
            .find(Thing::Bot(bot))
            .expect("every seated bot is on the board");
        (sq, self.pos.at(sq).map_or(Facing::Up, |o| o.facing))
    }

    /// 000: "Each instruction in your program will cause your RAMbot to move and then fire a beam
    /// of colored energy in front of itself." A win during it ends the game once the whole
    /// instruction, move, push and beam, has run (rulings, "Winning").
    fn instruction(&mut self, bot: Colour, ins: Instruction) -> Flow {
        let units = ins.piece.size.units();
        self.seg = self.events.len();
        match ins.facing {
            Facing::Lying(d) => self.drive(bot, d, units),
            Facing::Up => self.reverse(bot, units),
        }
        self.seg = self.events.len();
        self.fire_beam(bot, ins.piece);
        match self.won {
            Some(c) => {
                self.events.push(Event::Won { bot: c });
                Err(Won(c))
            }
            None => Ok(()),
        }
    }

    /// 000: "If your RAMbot is not already facing in the direction that your instruction piece
    /// is pointing, the first unit of the movement instruction will be used to reorient your
    /// RAMbot... If at any time your RAMbot is standing on its base, the first unit of a movement
    /// instruction will tip your RAMbot down and point it in the appropriate direction."
    fn turn_or_tip(&mut self, bot: Colour, d: Dir) -> bool {
        let (sq, facing) = self.bot_at(bot);
        if facing == Facing::Lying(d) {
            return false;
        }
        let thing = Thing::Bot(bot);
        self.pos.set(
            sq,
            Some(Object {
                thing,
                facing: Facing::Lying(d),
            }),
        );
        self.events.push(Event::Turned {
            bot,
            from: facing,
            to: d,
        });
        true
    }

    /// 000: "move your RAMbot one, two, or three spaces in the appropriate direction... If your
    /// RAMbot moves forward into... a space that contains a beacon or another RAMbot, the object
    /// will be pushed." A forward move that makes contact RAMs, once per instruction.
    fn drive(&mut self, bot: Colour, d: Dir, units: u8) {
        let turned = self.turn_or_tip(bot, d);
        let mut rammed = false;
        for _ in 0..units - u8::from(turned) {
            let (sq, _) = self.bot_at(bot);
            let Some(next) = sq.step(d) else {
                self.blocked(Thing::Bot(bot), sq, Block::Wall);
                continue;
            };
            if let Some(target) = self.pos.at(next) {
                if !rammed {
                    rammed = true;
                    self.ram(bot, target, next, d);
                }
                if self.push_line(next, d, How::Push).is_err() {
                    self.blocked(Thing::Bot(bot), sq, Block::Jam);
                    continue;
                }
            }
            self.move_thing(sq, next, How::Drive);
        }
    }

    /// 000: "An instruction piece standing on its base represents 'reverse gear'—it causes your
    /// RAMbot to move backwards away from the direction that it's currently pointing... If your
    /// RAMbot is currently standing on its base, an upright instruction will not move your
    /// RAMbot at all." Backing into objects pushes them but never RAMs.
    fn reverse(&mut self, bot: Colour, units: u8) {
        let (_, facing) = self.bot_at(bot);
        let Facing::Lying(f) = facing else {
            self.events.push(Event::StaysUpright { bot });
            return;
        };
        let d = f.opposite();
        for _ in 0..units {
            let (sq, _) = self.bot_at(bot);
            let Some(next) = sq.step(d) else {
                self.blocked(Thing::Bot(bot), sq, Block::Wall);
                continue;
            };
            if self.pos.at(next).is_some() && self.push_line(next, d, How::Push).is_err() {
                self.blocked(Thing::Bot(bot), sq, Block::Jam);
                continue;
            }
            self.move_thing(sq, next, How::Reverse);
        }
    }

    /// 000: "If there are objects directly on the other side of the pushed object, they will be
    /// pushed along with it. If an object cannot be pushed any further (because it's against a
    /// wall, or it's against objects which are against a wall), your RAMbot simply stays where
    /// it is." Moves the line starting at `first` one square along `d`; the first object moves
    /// `how`, the rest are pushed. Nothing moves if the line is against the wall.
    fn push_line(&mut self, first: Square, d: Dir, how: How) -> Result<(), Block> {
        let mut line = [first; 8];
        let mut len = 1;
        let end = loop {
            match line[len - 1].step(d) {
                None if len == 1 => return Err(Block::Wall),
                None => return Err(Block::Jam),
                Some(n) if self.pos.at(n).is_some() => {
                    line[len] = n;
                    len += 1;
                }
                Some(n) => break n,
            }
        };
        let moved: Vec<(Object, Square, Square)> = (0..len)
            .rev()
            .map(|k| {
                let to = if k + 1 < len { line[k + 1] } else { end };
                let o = self.pos.at(line[k]).expect("line squares are occupied");
                self.pos.set(to, Some(o));
                self.pos.set(line[k], None);
                (o, line[k], to)
            })
            .collect();
        for (k, (o, from, to)) in moved.into_iter().rev().enumerate() {
            let how = if k == 0 { how } else { How::Push };
            self.record_move(o.thing, from, to, how);
        }
        Ok(())
    }

    /// Move the object on `from` to the empty square `to` and record it.
    fn move_thing(&mut self, from: Square, to: Square, how: How) {
        let o = self.pos.at(from).expect("moving an object that is there");
        self.pos.set(to, Some(o));
        self.pos.set(from, None);
        self.record_move(o.thing, from, to, how);
    }

    /// Record a one-square move, merging it into an earlier move of the same object in the same
    /// way when only other moves lie between, so a report reads "from d1 to d3".
    fn record_move(&mut self, thing: Thing, from: Square, to: Square, how: How) {
        for e in self.events[self.seg..].iter_mut().rev() {
            match e {
                Event::Moved {
                    thing: t,
                    to: end,
                    how: h,
                    ..
                } if *t == thing && *end == from && *h == how => {
                    *end = to;
                    return;
                }
                Event::Moved { .. } => continue,
                _ => break,
            }
        }
        self.events.push(Event::Moved {
            thing,
            from,
            to,
            how,
        });
    }

    /// 000: "If your RAMbot runs directly into a wall, nothing special happens." Recorded once
    /// per move or beam.
    fn blocked(&mut self, thing: Thing, at: Square, by: Block) {
        let e = Event::Blocked { thing, at, by };
        if !self.events[self.seg..].contains(&e) {
            self.events.push(e);
        }
    }

    /// 000: "If you make contact with another object with the nose of your own RAMbot, you have
    /// RAMed that object... Whenever you RAM another player's RAMbot, you cause damage to that
    /// RAMbot... If you RAM an upright object (whether it's a beacon or a RAMbot), tip it down
    /// onto its side, facing away from the point of impact."
    fn ram(&mut self, bot: Colour, target: Object, at: Square, d: Dir) {
        self.events.push(Event::Rammed {
            bot,
            target: target.thing,
            at,
        });
        if let Thing::Bot(victim) = target.thing {
            self.steal(bot, victim);
        }
        if target.facing == Facing::Up {
            self.tip(target.thing, at, d);
            self.tag(bot, target.thing.colour());
        }
    }

    /// 000: "Take the highest precedence piece from that player's code-pool and add it to your
    /// own code-pool... If there are currently no pieces in that player's code pool, you don't
    /// get to steal any pieces. You may not steal pieces from an opponent's currently running
    /// program."
    fn steal(&mut self, thief: Colour, victim: Colour) {
        let piece = self
            .pos
            .pool(victim)
            .best(self.pos.precedence(), self.reserved.get(victim));
        if let Some(p) = piece {
            self.pos.pool_mut(victim).remove(p);
            self.pos.pool_mut(thief).add(p);
        }
        self.events.push(Event::Stole {
            thief,
            victim,
            piece,
        });
    }

    /// 000: "tip it down onto its side, facing away from the point of impact" — that is, pointing
    /// the way the rammer was travelling (002: "upada tyłem do atakującego").
    fn tip(&mut self, thing: Thing, at: Square, d: Dir) {
        self.pos.set(
            at,
            Some(Object {
                thing,
                facing: Facing::Lying(d),
            }),
        );
        self.events.push(Event::Tipped { thing, facing: d });
    }

    /// 000: "If that object matches the color currently on top of your goal stack, you have
    /// tagged a goal. Remove the top piece from your goal stack, and add it to your own
    /// code-pool." and "The first player to tag all four goal colors... is the winner." The win
    /// takes effect when the instruction has finished ([`Exec::instruction`]).
    fn tag(&mut self, bot: Colour, colour: Colour) {
        if self.won.is_some() || self.pos.goals(bot).first().map(|g| g.colour) != Some(colour) {
            return;
        }
        let goal: Piece = self.pos.goals_mut(bot).remove(0);
        self.pos.pool_mut(bot).add(goal);
        let left = self.pos.goals(bot).len() as u8;
        self.events.push(Event::Tagged { bot, goal, left });
        if left == 0 {
            self.won = Some(bot);
        }
    }
}

/// The sideways direction of a slide: towards the centre line parallel to the beam (between
/// files d and e for a north-south beam, between ranks 4 and 5 for an east-west one).
pub fn slide_direction(at: Square, beam: Dir) -> Dir {
    match (
        beam.is_vertical(),
        at.file().is_west_half(),
        at.rank().is_south_half(),
    ) {
        (true, true, _) => Dir::E,
        (true, false, _) => Dir::W,
        (false, _, true) => Dir::N,
        (false, _, false) => Dir::S,
    }
}

#[cfg(test)]
#[path = "execute_tests.rs"]
mod tests;
