//! The beams of a round: fired by a RAMbot after it moves, each hitting the first object in
//! its line and pushing, pulling, activating, damaging or sliding it (the rules' 000 on beams).

use super::{Exec, slide_direction};
use crate::games::rambots::board::{Colour, Dir, Facing, Piece, Square};
use crate::games::rambots::events::{Event, How};
use crate::games::rambots::position::{Object, RedBeam, Thing};

impl Exec<'_> {
    /// 000: "After your RAMbot moves, it will fire a colored energy beam in a straight line out in
    /// front of itself... The beam will affect the first object it hits. If a beam hits a wall,
    /// or fires straight upwards, it has no effect."
    pub(super) fn fire_beam(&mut self, bot: Colour, piece: Piece) {
        let colour = piece.colour;
        let (from, facing) = self.bot_at(bot);
        let Facing::Lying(d) = facing else {
            self.events.push(Event::BeamUp { bot, colour });
            return;
        };
        let mut sq = from;
        let at = loop {
            match sq.step(d) {
                None => {
                    self.events.push(Event::BeamWall { bot, colour });
                    return;
                }
                Some(n) if self.pos.at(n).is_some() => break n,
                Some(n) => sq = n,
            }
        };
        let target = self.pos.at(at).expect("the beam stopped on an object");
        self.events.push(Event::BeamHit {
            bot,
            colour,
            target: target.thing,
            at,
        });
        self.seg = self.events.len();
        let units = piece.size.units();
        match (colour, self.pos.red_beam()) {
            (Colour::Blue, _) => self.beam_push(at, d, units),
            (Colour::Yellow, _) => self.beam_pull(at, d.opposite(), units, from),
            (Colour::Green, _) => self.beam_activate(at, target),
            (Colour::Red, RedBeam::Damage) => self.beam_damage(bot, target),
            (Colour::Red, RedBeam::Slide) => self.beam_slide(at, d, units),
        }
    }

    /// Move the object on `at`, with whatever it runs into, `units` squares along `d`, stopping
    /// at the wall. The first object moves `how`.
    fn shove(&mut self, mut at: Square, d: Dir, units: u8, how: How) {
        let thing = self
            .pos
            .at(at)
            .expect("shoving an object that is there")
            .thing;
        for _ in 0..units {
            if let Err(by) = self.push_line(at, d, how) {
                self.events.push(Event::Stopped { thing, at, by });
                return;
            }
            at = at.step(d).expect("the push succeeded");
        }
    }

    /// 000: "A blue beam will push any object it hits (along with anything else that the object
    /// runs into) away from your RAMbot for one, two, or three spaces."
    fn beam_push(&mut self, at: Square, d: Dir, units: u8) {
        self.shove(at, d, units, How::Push);
    }

    /// 000: "A yellow beam will pull any object it hits toward your RAMbot for one, two, or three
    /// spaces... If an object is pulled all the way into the nose of your RAMbot, the object
    /// remains in the space next to your RAMbot. This does not count as a RAM."
    fn beam_pull(&mut self, mut at: Square, toward: Dir, units: u8, bot_sq: Square) {
        let room = at.distance(bot_sq) - 1;
        if room == 0 {
            let thing = self
                .pos
                .at(at)
                .expect("pulling an object that is there")
                .thing;
            self.events.push(Event::AlreadyAdjacent { thing });
            return;
        }
        for _ in 0..units.min(room) {
            let to = at
                .step(toward)
                .expect("the squares towards the bot are on the board");
            self.move_thing(at, to, How::Pull);
            at = to;
        }
    }

    /// 000: "A green beam will set any object it hits upright."
    fn beam_activate(&mut self, at: Square, target: Object) {
        if target.facing == Facing::Up {
            self.events.push(Event::AlreadyUpright {
                thing: target.thing,
            });
            return;
        }
        let thing = target.thing;
        self.pos.set(
            at,
            Some(Object {
                thing,
                facing: Facing::Up,
            }),
        );
        self.events.push(Event::Activated { thing });
    }

    /// 001: "A Red beam will damage any RAMbot that it hits. (This is in addition to any RAMing
    /// damage caused during this instruction.) Take the highest precedence piece from that
    /// player's Code Pool and add it to your own. (The Red beam doesn't actually RAM and doesn't
    /// knock over the target piece.)"
    fn beam_damage(&mut self, bot: Colour, target: Object) {
        match target.thing {
            Thing::Bot(victim) => self.steal(bot, victim),
            thing @ Thing::Beacon(_) => self.events.push(Event::Absorbed { thing }),
        }
    }

    /// 000: "A red beam will slide any object it hits sideways (along with anything else that the
    /// object runs into), away from the beam and towards the center line of the game board, for
    /// one, two, or three spaces."
    fn beam_slide(&mut self, at: Square, beam: Dir, units: u8) {
        self.shove(at, slide_direction(at, beam), units, How::Slide);
    }
}
