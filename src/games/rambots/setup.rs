//! Setting up a game: the seats and start squares (data, not code), the beacons, the precedence
//! stack, the code pools, and the goal stacks each player builds for the player on their left.
//! All randomness comes from the `GameRng` passed in.

use super::board::{ByColour, Colour, Dir, Facing, Piece, Size, Square};
use super::events::Event;
use super::pool::Pool;
use super::position::{Object, Position, RedBeam, Thing};
use crate::games::{GameRng, SetupError};
use rand::RngExt;
use rand::seq::SliceRandom;

/// One side of the board: its colour and the RAMbot's start square.
#[derive(Copy, Clone, Debug)]
pub struct Side {
    pub name: &'static str,
    pub colour: Colour,
    pub start: &'static str,
}

/// The four sides in clockwise order seen from above (S, W, N, E). No rule text gives the start
/// squares (the diagram is an image): each bot starts on its edge in line with a beacon, the
/// pinwheel reading of the rulings file. Change a line here to play another reading.
pub const SIDES: [Side; 4] = [
    Side {
        name: "south",
        colour: Colour::Red,
        start: "d1",
    },
    Side {
        name: "west",
        colour: Colour::Yellow,
        start: "a5",
    },
    Side {
        name: "north",
        colour: Colour::Blue,
        start: "e8",
    },
    Side {
        name: "east",
        colour: Colour::Green,
        start: "h4",
    },
];

/// Which sides are used for 2, 3 and 4 players; seat `i` (the `i`-th player to join) takes the
/// `i`-th. Two players sit opposite each other.
pub const SEATINGS: [&[usize]; 3] = [&[0, 2], &[0, 1, 2], &[0, 1, 2, 3]];

/// 002: "Na polach 6e, 5c, 3d, 4f umieszcza się cztery małe różnokolorowe piramidki".
pub const BEACON_SQUARES: [&str; 4] = ["e6", "c5", "d3", "f4"];

fn square(s: &str) -> Square {
    s.parse().expect("the setup tables hold valid squares")
}

/// The seats' colours for `players` players, in seat order.
pub fn seat_colours(players: usize) -> Result<Vec<Colour>, SetupError> {
    let seating = SEATINGS.get(players.wrapping_sub(2)).ok_or_else(|| {
        SetupError::said("rambots-setup-players", vec![("players", players.into())])
    })?;
    Ok(seating.iter().map(|&i| SIDES[i].colour).collect())
}

/// "The player on your left" is the next seated player clockwise (S -> W -> N -> E).
pub fn left_of(seats: &[Colour], maker: Colour) -> Colour {
    let clockwise: Vec<Colour> = SIDES
        .iter()
        .map(|s| s.colour)
        .filter(|c| seats.contains(c))
        .collect();
    let i = clockwise.iter().position(|&c| c == maker).unwrap_or(0);
    clockwise[(i + 1) % clockwise.len()]
}

/// A fresh position: bots upright on their start squares, beacons lying on e6 c5 d3 f4 in a
/// random colour order, full code pools, no goal stacks yet.
///
/// 000: "Arrange the four medium pieces into a stack which, from top to bottom, matches the color
/// ordering of the RAMbots on the board, beginning with a random color and moving clockwise."
pub fn new_position(
    red_beam: RedBeam,
    players: usize,
    rng: &mut GameRng,
) -> Result<Position, SetupError> {
    let seats = seat_colours(players)?;
    let mut board = [None; 64];
    let mut pools = ByColour::<Pool>::default();
    for side in SIDES.iter().filter(|s| seats.contains(&s.colour)) {
        let thing = Thing::Bot(side.colour);
        board[square(side.start).index()] = Some(Object {
            thing,
            facing: Facing::Up,
        });
        *pools.get_mut(side.colour) = Pool::full();
    }
    let mut colours = Colour::ALL;
    colours.shuffle(rng);
    for (sq, c) in BEACON_SQUARES.iter().zip(colours) {
        let facing = Facing::Lying(Dir::ALL[rng.random_range(0..4)]);
        board[square(sq).index()] = Some(Object {
            thing: Thing::Beacon(c),
            facing,
        });
    }
    let mut precedence = SIDES.map(|s| s.colour);
    precedence.rotate_left(rng.random_range(0..4));
    let goals = ByColour::default();
    Ok(Position::from_parts(
        red_beam, precedence, board, seats, pools, goals,
    ))
}

/// A goal stack drawn at random from `pool`: one piece of each colour (any size the pool has),
/// in random order.
pub fn random_goal_stack(pool: &Pool, rng: &mut GameRng) -> Vec<Piece> {
    let mut stack: Vec<Piece> = Colour::ALL
        .iter()
        .filter_map(|&c| {
            let sizes: Vec<Size> = Size::ALL
                .into_iter()
                .filter(|&s| pool.count(Piece::new(s, c)) > 0)
                .collect();
            (!sizes.is_empty()).then(|| Piece::new(sizes[rng.random_range(0..sizes.len())], c))
        })
        .collect();
    stack.shuffle(rng);
    stack
}

/// Whether `stack` is a legal goal stack built from `pool`: one piece of each colour.
fn is_legal_stack(stack: &[Piece], pool: &Pool) -> bool {
    let mut left = pool.clone();
    stack.len() == 4
        && Colour::ALL
            .iter()
            .all(|c| stack.iter().any(|p| p.colour == *c))
        && stack.iter().all(|&p| left.remove(p))
}

/// Build every goal stack: seat `i`'s `chosen[i]` (or a random one) goes from the maker's pool to
/// the player on the maker's left, top first.
///
/// 000: "Select one piece of each color from your code-pool (of whatever sizes you choose) and
/// create a 'goal stack' for the player on your left... Keep the goal stack you create hidden
/// until all players have created one."
pub fn deal_goal_stacks(
    pos: &mut Position,
    chosen: &[Option<Vec<Piece>>],
    rng: &mut GameRng,
    events: &mut Vec<Event>,
) {
    let seats = pos.seats().to_vec();
    for (i, &maker) in seats.iter().enumerate() {
        let given = chosen.get(i).cloned().flatten();
        let (stack, random) = match given {
            Some(s) if is_legal_stack(&s, pos.pool(maker)) => (s, false),
            _ => (random_goal_stack(pos.pool(maker), rng), true),
        };
        for &p in &stack {
            pos.pool_mut(maker).remove(p);
        }
        let owner = left_of(&seats, maker);
        *pos.goals_mut(owner) = stack.clone();
        events.push(Event::GoalStack {
            maker,
            owner,
            stack,
            random,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::step_rng;

    #[test]
    fn ruling_start_squares_and_beacon_squares_are_data() {
        for s in SIDES {
            square(s.start);
        }
        let pos = new_position(RedBeam::Damage, 4, &mut step_rng(1, 0)).unwrap();
        for sq in BEACON_SQUARES {
            let o = pos.at(square(sq)).unwrap();
            assert!(matches!(o.thing, Thing::Beacon(_)) && o.facing != Facing::Up);
        }
        assert_eq!(pos.at(square("d1")).unwrap().thing, Thing::Bot(Colour::Red));
        assert_eq!(pos.at(square("h4")).unwrap().facing, Facing::Up);
    }

    #[test]
    fn ruling_two_players_sit_opposite_and_left_is_next_clockwise() {
        use Colour::*;
        assert_eq!(seat_colours(2).unwrap(), [Red, Blue]);
        assert_eq!(left_of(&[Red, Blue], Red), Blue);
        assert_eq!(left_of(&[Red, Yellow, Blue], Blue), Red);
        assert_eq!(left_of(&[Red, Yellow, Blue, Green], Red), Yellow);
        assert!(seat_colours(5).is_err() && seat_colours(1).is_err());
    }

    #[test]
    fn ruling_precedence_starts_random_then_clockwise() {
        for seed in 0..20 {
            let pos = new_position(RedBeam::Damage, 3, &mut step_rng(seed, 0)).unwrap();
            let p = pos.precedence();
            let top = SIDES.iter().position(|s| s.colour == p[0]).unwrap();
            for (k, c) in p.iter().enumerate() {
                assert_eq!(*c, SIDES[(top + k) % 4].colour);
            }
        }
    }

    #[test]
    fn ruling_goal_stacks_come_from_the_makers_pool_for_the_left_neighbour() {
        let mut rng = step_rng(3, 0);
        let mut pos = new_position(RedBeam::Damage, 2, &mut rng).unwrap();
        let mine: Vec<Piece> = ["1Y", "3R", "2G", "1B"]
            .map(|s| s.parse().unwrap())
            .to_vec();
        let mut events = Vec::new();
        deal_goal_stacks(&mut pos, &[Some(mine.clone()), None], &mut rng, &mut events);
        assert_eq!(pos.goals(Colour::Blue), mine.as_slice());
        assert_eq!(pos.pool(Colour::Red).len(), 8);
        assert_eq!(pos.pool(Colour::Red).count(mine[1]), 0);
        let theirs = pos.goals(Colour::Red);
        assert_eq!(theirs.len(), 4);
        assert!(is_legal_stack(theirs, &Pool::full()));
        assert!(matches!(events[1], Event::GoalStack { random: true, .. }));
    }
}
