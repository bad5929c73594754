//! The position file schema (`robomod sim`, and the stored game state): [`Setup`], "a not
//! necessarily legal position" with public fields, and its validation into a [`Position`],
//! which names every problem at once, each with the field it is in.

use super::board::{ByColour, Colour, Facing, Piece, Square};
use super::notation::{Program, parse_program};
use super::pool::Pool;
use super::position::{Object, Position, RedBeam, Thing};
use serde::{Deserialize, Serialize};

/// A RAMbots position as written in a TOML or JSON file. Bots are listed in seat order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub game: String,
    #[serde(default)]
    pub red_beam: RedBeam,
    /// Top first, all four colours.
    pub precedence: Vec<Colour>,
    #[serde(default)]
    pub bots: Vec<BotSetup>,
    #[serde(default)]
    pub beacons: Vec<BeaconSetup>,
}

/// One player's RAMbot and holdings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BotSetup {
    /// The bot's, and its player's, colour.
    pub color: Colour,
    pub at: Square,
    pub facing: Facing,
    /// The player's pieces; a program is drawn from them.
    #[serde(default)]
    pub pool: Vec<Piece>,
    /// Remaining goal stack, top first.
    #[serde(default)]
    pub goals: Vec<Piece>,
    /// The program for the round; missing or `PASS` is empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub program: Option<String>,
}

/// One data beacon.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BeaconSetup {
    pub color: Colour,
    pub at: Square,
    pub facing: Facing,
}

pub use crate::games::text::{SetupErrors, SetupProblem};

/// Problems gather as a [`SetupErrors`].
use crate::games::text::SetupErrors as Problems;

/// Validate a setup: the position and each seat's program (empty when none is given).
pub fn validate(setup: &Setup) -> Result<(Position, ByColour<Program>), SetupErrors> {
    let mut p = Problems(Vec::new());
    if setup.game != "rambots" {
        p.add("game", format!("{:?} is not \"rambots\"", setup.game));
    }
    let precedence = check_precedence(&setup.precedence, &mut p);
    let board = check_board(setup, &mut p);
    let players = setup.bots.len();
    if !(2..=4).contains(&players) {
        p.add(
            "bots",
            format!("RAMbots takes 2 to 4 bots, the file has {players}"),
        );
    }
    let mut pools = ByColour::<Pool>::default();
    let mut goals = ByColour::<Vec<Piece>>::default();
    let mut programs = ByColour::<Program>::default();
    let mut seats = Vec::new();
    for (i, b) in setup.bots.iter().enumerate() {
        if seats.contains(&b.color) {
            p.add(
                format!("bots[{i}].color"),
                format!("a second {} RAMbot", b.color),
            );
            continue;
        }
        seats.push(b.color);
        let pool: Pool = b.pool.iter().copied().collect();
        check_goals(i, &b.goals, &mut p);
        if let Some(text) = &b.program {
            match parse_program(text, &pool, crate::lang::Say::english()) {
                Ok(prog) => *programs.get_mut(b.color) = prog,
                Err(e) => p.add(format!("bots[{i}].program"), e.to_string()),
            }
        }
        *pools.get_mut(b.color) = pool;
        *goals.get_mut(b.color) = b.goals.clone();
    }
    if !p.0.is_empty() {
        return Err(SetupErrors(p.0));
    }
    let pos = Position::from_parts(setup.red_beam, precedence, board, seats, pools, goals);
    Ok((pos, programs))
}

impl TryFrom<&Setup> for Position {
    type Error = SetupErrors;
    fn try_from(setup: &Setup) -> Result<Position, SetupErrors> {
        validate(setup).map(|(pos, _)| pos)
    }
}

impl TryFrom<Setup> for Position {
    type Error = SetupErrors;
    fn try_from(setup: Setup) -> Result<Position, SetupErrors> {
        Position::try_from(&setup)
    }
}

/// 000: "Arrange the four medium pieces into a stack": all four colours, once each.
fn check_precedence(stack: &[Colour], p: &mut Problems) -> [Colour; 4] {
    let ok = stack.len() == 4 && Colour::ALL.iter().all(|c| stack.contains(c));
    if !ok {
        let names: Vec<&str> = stack.iter().map(|c| c.name()).collect();
        p.add(
            "precedence",
            format!(
                "needs all four colours once each, top first, like [\"yellow\", \"red\", \
                 \"blue\", \"green\"]; found [{}]",
                names.join(", ")
            ),
        );
        return Colour::ALL;
    }
    [stack[0], stack[1], stack[2], stack[3]]
}

/// One object per square; four beacons, one of each colour.
fn check_board(setup: &Setup, p: &mut Problems) -> [Option<Object>; 64] {
    let mut board: [Option<Object>; 64] = [None; 64];
    let bots = setup
        .bots
        .iter()
        .enumerate()
        .map(|(i, b)| (format!("bots[{i}].at"), b.at, Thing::Bot(b.color), b.facing));
    let beacons = setup.beacons.iter().enumerate().map(|(i, b)| {
        (
            format!("beacons[{i}].at"),
            b.at,
            Thing::Beacon(b.color),
            b.facing,
        )
    });
    for (field, at, thing, facing) in bots.chain(beacons) {
        match board[at.index()] {
            Some(o) => p.add(
                field,
                format!("{at} is already taken by {}", describe(o.thing)),
            ),
            None => board[at.index()] = Some(Object { thing, facing }),
        }
    }
    for (i, b) in setup.beacons.iter().enumerate() {
        if setup.beacons[..i].iter().any(|o| o.color == b.color) {
            p.add(
                format!("beacons[{i}].color"),
                format!("a second {} beacon", b.color),
            );
        }
    }
    if setup.beacons.len() != 4 {
        let n = setup.beacons.len();
        p.add(
            "beacons",
            format!("needs four beacons, one of each colour; the file has {n}"),
        );
    }
    board
}

fn describe(t: Thing) -> String {
    match t {
        Thing::Bot(c) => format!("the {c} RAMbot"),
        Thing::Beacon(c) => format!("the {c} beacon"),
    }
}

/// 000: "Select one piece of each color": a goal stack holds each colour at most once.
fn check_goals(i: usize, goals: &[Piece], p: &mut Problems) {
    for c in Colour::ALL {
        let n = goals.iter().filter(|g| g.colour == c).count();
        if n > 1 {
            p.add(
                format!("bots[{i}].goals"),
                format!("a goal stack holds one piece of each colour; {c} appears {n} times"),
            );
        }
    }
}

impl Position {
    /// The position in the file schema (no programs); `validate` of the result gives it back.
    pub fn to_setup(&self) -> Setup {
        let bots = self
            .seats()
            .iter()
            .map(|&c| {
                let at = self
                    .find(Thing::Bot(c))
                    .expect("every seated bot is on the board");
                BotSetup {
                    color: c,
                    at,
                    facing: self.at(at).map_or(Facing::Up, |o| o.facing),
                    pool: self.pool(c).pieces().collect(),
                    goals: self.goals(c).to_vec(),
                    program: None,
                }
            })
            .collect();
        let beacons = Colour::ALL
            .iter()
            .filter_map(|&c| {
                let at = self.find(Thing::Beacon(c))?;
                Some(BeaconSetup {
                    color: c,
                    at,
                    facing: self.at(at).map_or(Facing::Up, |o| o.facing),
                })
            })
            .collect();
        Setup {
            game: "rambots".to_string(),
            red_beam: self.red_beam(),
            precedence: self.precedence().to_vec(),
            bots,
            beacons,
        }
    }
}
