//! Small builders for the race's unit tests: boards from a list of elements, robots, plans, and
//! one round run with a fixed seed.

use super::board::{Board, Dir, Element, Laser, Square};
use super::cards::Instr;
use super::events::{Doom, Event};
use super::execute::{Plan, run_round};
use super::notation::parse_program;
use super::position::{LIVES, Offer, Position, Robot};
use super::upgrades::{Held, RoundOption, Upgrade};
use crate::games::step_rng;

pub fn sq(s: &str) -> Square {
    s.parse().expect("a square")
}

/// A `w` x `h` board: start 1 on a1 and flag 1 in the north-east corner unless `cells` place a
/// start or a flag; `cells` put elements on squares.
pub fn board(
    w: u8,
    h: u8,
    cells: &[(&str, Element)],
    walls: &[(&str, Dir)],
    lasers: &[(&str, Dir, u8)],
) -> Board {
    let mut grid = vec![Element::Floor; w as usize * h as usize];
    let at = |s: &str| {
        let q = sq(s);
        q.rank() as usize * w as usize + q.file() as usize
    };
    for &(s, e) in cells {
        grid[at(s)] = e;
    }
    if !grid.iter().any(|e| matches!(e, Element::Start(_))) {
        let k = grid.iter().position(|e| *e == Element::Floor);
        grid[k.expect("a free square")] = Element::Start(1);
    }
    if !grid.iter().any(|e| matches!(e, Element::Flag(_))) {
        let k = grid.iter().rposition(|e| *e == Element::Floor);
        grid[k.expect("a free square")] = Element::Flag(1);
    }
    let walls: Vec<(Square, Dir)> = walls.iter().map(|&(s, d)| (sq(s), d)).collect();
    let lasers = lasers
        .iter()
        .map(|&(s, dir, beams)| Laser {
            at: sq(s),
            dir,
            beams,
        })
        .collect();
    Board::new("test", w, h, grid, &walls, lasers).expect("a valid test board")
}

pub fn open(w: u8, h: u8) -> Board {
    board(w, h, &[], &[], &[])
}

/// A `w` x `h` board with `cells` and neither walls nor lasers.
pub fn cells(w: u8, h: u8, cells: &[(&str, Element)]) -> Board {
    board(w, h, cells, &[], &[])
}

/// A robot with Brakes, so that [`still`] keeps it where it stands, facing as it does.
pub fn robot(name: &str, at: &str, facing: Dir) -> Robot {
    upgraded(name, at, facing, &[Upgrade::Brakes])
}

/// A robot holding `upgrades`.
pub fn upgraded(name: &str, at: &str, facing: Dir, upgrades: &[Upgrade]) -> Robot {
    let mut r = Robot::new(name, sq(at), facing, LIVES);
    r.upgrades = upgrades.iter().map(|&u| Held::new(u)).collect();
    r
}

/// Robots with Brakes (see [`robot`]) from a text such as `"shooter a1 N, front a5 E"`: each
/// one's name, square and facing, in priority order.
pub fn robots(text: &str) -> Vec<Robot> {
    text.split(',')
        .map(|r| match r.split_whitespace().collect::<Vec<_>>()[..] {
            [name, at, facing] => robot(name, at, facing.parse().expect("a facing")),
            _ => panic!("{r:?} is not `name square facing`"),
        })
        .collect()
}

/// A position with robots in priority order (first = highest).
pub fn position(board: Board, robots: Vec<Robot>) -> Position {
    Position {
        board,
        round: 1,
        priority: (0..robots.len()).collect(),
        robots,
        offers: Vec::new(),
        first_finish: None,
        over: false,
        pick_order: Vec::new(),
        house: Default::default(),
    }
}

pub fn with_offer(mut pos: Position, at: &str, upgrade: Upgrade) -> Position {
    pos.offers.push(Offer {
        at: sq(at),
        upgrade,
        age: 0,
    });
    pos
}

/// A plan from a program in the notation; registers left out are filled at random.
pub fn plan(program: &str) -> Plan {
    let prog: Vec<Instr> = parse_program(program).expect("a program");
    let mut p = Plan::default();
    for (k, i) in prog.into_iter().enumerate() {
        p.registers[k] = Some(i);
    }
    p
}

/// A plan with options.
pub fn plan_with(program: &str, options: &[&str]) -> Plan {
    let mut p = plan(program);
    p.options = options
        .iter()
        .map(|o| o.parse::<RoundOption>().expect("an option"))
        .collect();
    p
}

/// Five turns that end facing left of where the robot started: L R L R L.
pub fn idle() -> Plan {
    plan("L R L R L")
}

/// Five `F0`s (Brakes): the robot neither moves nor turns.
pub fn still() -> Plan {
    plan("F0 F0 F0 F0 F0")
}

/// [`still`] with `option` set (e.g. `"PRESSOR ON"`).
pub fn still_with(option: &str) -> Plan {
    plan_with("F0 F0 F0 F0 F0", &[option])
}

/// Run one round with seed 1.
pub fn play(pos: &mut Position, plans: &[Plan]) -> Vec<Event> {
    let mut events = Vec::new();
    run_round(pos, plans, &mut step_rng(1, 1), &mut events);
    events
}

/// Run one round with seed 1 in which every robot runs [`still`].
pub fn stand_still(pos: &mut Position) -> Vec<Event> {
    play(pos, &vec![still(); pos.robots.len()])
}

/// `robots` (see [`robots`]) on `board`, after one round in which every one stood still.
pub fn stood_still(board: Board, robots_text: &str) -> (Position, Vec<Event>) {
    let mut pos = position(board, robots(robots_text));
    let events = stand_still(&mut pos);
    (pos, events)
}

/// The priority order register `n` (1-5) ran in.
pub fn order(events: &[Event], n: u8) -> Vec<usize> {
    events
        .iter()
        .find_map(|e| match e {
            Event::Register { n: m, order } if *m == n => Some(order.clone()),
            _ => None,
        })
        .expect("the register ran")
}

/// Each destruction of `robot`: how it was destroyed and who has the kill.
pub fn destructions(events: &[Event], robot: usize) -> Vec<(Doom, Option<usize>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Destroyed {
                robot: r,
                doom,
                killer,
                ..
            } if *r == robot => Some((*doom, *killer)),
            _ => None,
        })
        .collect()
}

/// The events of register `n` (1-5), from its start up to the next register or step 4.
pub fn register(events: &[Event], n: u8) -> Vec<Event> {
    let start = events
        .iter()
        .position(|e| matches!(e, Event::Register { n: m, .. } if *m == n))
        .expect("the register ran");
    events[start + 1..]
        .iter()
        .take_while(|e| !matches!(e, Event::Register { .. }))
        .cloned()
        .collect()
}

pub fn at(pos: &Position, i: usize) -> Option<String> {
    pos.robot(i).at().map(|s| s.to_string())
}

/// Where each robot stands, robot 0 first; `off` for one off the board.
pub fn squares(pos: &Position) -> Vec<String> {
    (0..pos.robots.len())
        .map(|i| at(pos, i).unwrap_or_else(|| "off".into()))
        .collect()
}
