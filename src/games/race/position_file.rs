//! The race position file (`robomod sim`, and the stored game state): [`Setup`], a not
//! necessarily legal position with public fields, and its validation into a [`Position`] and
//! this round's [`Plan`]s, naming every problem at once with its field. The schema is
//! documented in `docs/rules/race.md`.

use super::board::{Board, Element, Square};
use super::boards;
use super::cards::Instr;
use super::execute::Plan;
use super::notation::parse_program;
use super::position::{DESTROYED_AT, Offer, Position, REGISTERS, Robot, locked_registers};
use super::upgrades::{Held, RoundOption, Settings, Upgrade};
use crate::games::text::{SetupErrors, SetupProblem};

/// Problems gather as a [`SetupErrors`].
use crate::games::text::SetupErrors as Problems;

mod setup;
pub use setup::{RobotSetup, Setup};

/// The board a setup names: `read(path)` reads a board file for a name that is not shipped.
pub fn board_of(
    setup: &Setup,
    read: impl Fn(&str) -> Result<String, String>,
) -> Result<Board, SetupErrors> {
    let err = |field: &str, message: String| {
        SetupErrors(vec![SetupProblem {
            field: field.into(),
            message,
        }])
    };
    match (&setup.board, &setup.board_text) {
        (Some(_), Some(_)) => Err(err(
            "board",
            "give board or board_text, not both".to_string(),
        )),
        (None, None) => Err(err(
            "board",
            format!(
                "missing: name a shipped board ({}) or a board file, or give board_text",
                boards::NAMES.join(", ")
            ),
        )),
        (Some(name), None) => match boards::shipped(name) {
            Some(b) => Ok(b),
            None => {
                let text = read(name).map_err(|e| {
                    err(
                        "board",
                        format!(
                            "{name:?} is not a shipped board ({}) nor a readable file: {e}",
                            boards::NAMES.join(", ")
                        ),
                    )
                })?;
                super::board_file::parse_for_position(name, &text)
                    .map_err(|e| err("board", e.to_string()))
            }
        },
        (None, Some(text)) => super::board_file::parse_for_position("inline", text)
            .map_err(|e| err("board_text", e.to_string())),
    }
}

/// Validate a setup on `board`: the position and each robot's plan for this round.
pub fn validate(setup: &Setup, board: Board) -> Result<(Position, Vec<Plan>), SetupErrors> {
    let mut p = Problems(Vec::new());
    if setup.game != "race" {
        p.add("game", format!("{:?} is not \"race\"", setup.game));
    }
    let n = setup.robots.len();
    if !(1..=8).contains(&n) {
        p.add(
            "robots",
            format!("a race has 1 to 8 robots, the file has {n}"),
        );
    }
    let mut robots = Vec::new();
    let mut plans = Vec::new();
    let mut taken: Vec<Square> = Vec::new();
    for (i, rs) in setup.robots.iter().enumerate() {
        let f = |name: &str| format!("robots[{i}].{name}");
        let (robot, plan) = check_robot(rs, &board, setup.house.lives, &f, &mut p);
        if let Some(at) = robot.at {
            if taken.contains(&at) {
                p.add(f("at"), format!("{at} already holds another robot"));
            }
            taken.push(at);
        }
        if robots.iter().any(|r: &Robot| r.name == robot.name) {
            p.add(f("name"), format!("a second robot called {:?}", robot.name));
        }
        robots.push(robot);
        plans.push(plan);
    }
    let priority = check_priority(setup, &robots, &mut p);
    if setup.house.lives == 0 {
        p.add("house.lives", "0: a robot starts with at least 1 life");
    }
    let offers = check_offers(&setup.offers, &board, &mut p);
    let mut pick_order = Vec::new();
    for (k, name) in setup.pick_order.iter().enumerate() {
        match robots.iter().position(|r| &r.name == name) {
            Some(i) if !pick_order.contains(&i) => pick_order.push(i),
            _ => p.add(
                format!("pick_order[{k}]"),
                format!("{name:?} is not a robot, or listed twice"),
            ),
        }
    }
    assign_places(&mut robots, board.flags());
    if !p.0.is_empty() {
        return Err(SetupErrors(p.0));
    }
    let pos = Position {
        board,
        round: setup.round.max(1),
        robots,
        priority,
        offers,
        first_finish: setup.first_finish,
        over: setup.over,
        pick_order,
        house: setup.house,
    };
    Ok((pos, plans))
}

fn check_robot(
    rs: &RobotSetup,
    board: &Board,
    lives: u8,
    f: &dyn Fn(&str) -> String,
    p: &mut Problems,
) -> (Robot, Plan) {
    check_standing(rs, board, lives, f, p);
    let archive = check_archive(rs, board, f, p);
    let mut settings = Settings::default();
    for o in &rs.options {
        if rs.upgrades.iter().any(|h| h.kind == o.upgrade()) {
            settings.apply(*o);
        } else {
            p.add(
                f("options"),
                format!("{o} needs the upgrade {}", o.upgrade()),
            );
        }
    }
    let (plan, last_program) = check_programs(rs, f, p);
    let robot = Robot {
        name: rs.name.trim().to_string(),
        at: rs.at.filter(|_| rs.lives > 0),
        facing: rs.facing,
        damage: rs.damage.min(DESTROYED_AT),
        lives: rs.lives.min(lives),
        flags: rs.flags_touched,
        archive,
        upgrades: rs.upgrades.clone(),
        settings,
        powered_down: rs.powered_down,
        power_down_next: rs.power_down_next,
        last_program,
        saved: rs.saved,
        place: rs.place,
        stats: rs.stats,
        wildcards: rs.wildcards,
        retired: rs.retired,
    };
    (robot, plan)
}

/// `sq`, given as `field`, is on the board and no pit.
fn on_board(board: &Board, sq: Square, field: &str, f: &dyn Fn(&str) -> String, p: &mut Problems) {
    if !board.contains(sq) {
        p.add(
            f(field),
            format!("{sq} is off the {}x{} board", board.width(), board.height()),
        );
    } else if board.element(sq) == Element::Pit {
        p.add(f(field), format!("{sq} is a pit"));
    }
}

/// A robot's name, lives, square, damage and flags, each within what the board and the game
/// allow.
fn check_standing(
    rs: &RobotSetup,
    board: &Board,
    lives: u8,
    f: &dyn Fn(&str) -> String,
    p: &mut Problems,
) {
    if rs.name.trim().is_empty() {
        p.add(f("name"), "empty: give the robot a name");
    }
    if rs.lives > lives {
        p.add(
            f("lives"),
            format!("{} lives: a robot has 0 to {lives}", rs.lives),
        );
    }
    match (rs.at, rs.lives) {
        (Some(at), 0) => p.add(
            f("at"),
            format!("{at}: a robot with 0 lives is out: omit at"),
        ),
        (Some(at), _) => on_board(board, at, "at", f, p),
        (None, 0) => {}
        (None, _) => p.add(
            f("at"),
            "missing: every robot still in the race is on the board",
        ),
    }
    // A robot out of the race keeps the damage it left with: 22 when damage destroyed it.
    if rs.lives > 0 && rs.damage >= DESTROYED_AT {
        p.add(
            f("damage"),
            format!(
                "{}: damage is 0 to 21 for a robot in the race (22 destroys)",
                rs.damage
            ),
        );
    } else if rs.damage > DESTROYED_AT {
        p.add(
            f("damage"),
            format!(
                "{}: damage is 0 to 22 for a robot out of the race",
                rs.damage
            ),
        );
    }
    if rs.flags_touched > board.flags() {
        p.add(
            f("flags_touched"),
            format!(
                "{}: the board has {} flags",
                rs.flags_touched,
                board.flags()
            ),
        );
    }
}

/// The robot's archive square: the one given, else its square, else the board's first start.
fn check_archive(
    rs: &RobotSetup,
    board: &Board,
    f: &dyn Fn(&str) -> String,
    p: &mut Problems,
) -> Square {
    match rs
        .archive
        .or(rs.at)
        .or_else(|| board.starts().first().copied())
    {
        Some(archive) => {
            on_board(board, archive, "archive", f, p);
            archive
        }
        None => {
            p.add(
                f("archive"),
                "missing: the board has no start square to stand in for it",
            );
            Square::new(0, 0).expect("a1")
        }
    }
}

/// The program given as `field`. A program to run needs the upgrades of its forms; what a
/// register held when it last ran does not (an upgrade lost since runs as its move card:
/// rulings 7 and 37).
fn read_program(
    rs: &RobotSetup,
    text: &str,
    field: &str,
    f: &dyn Fn(&str) -> String,
    p: &mut Problems,
) -> Vec<Instr> {
    let holds = |u: Upgrade| rs.upgrades.iter().any(|h| h.kind == u);
    match parse_program(text) {
        Ok(prog) => {
            for instr in prog.iter().filter(|_| field == "program") {
                if let Some(u) = instr.needs().filter(|&u| !holds(u)) {
                    p.add(f(field), format!("{instr} needs the upgrade {u}"));
                }
            }
            prog
        }
        Err(bad) => {
            for b in bad {
                p.add(f(field), b.message);
            }
            Vec::new()
        }
    }
}

/// The robot's plan for the next round (its program in its unlocked registers) and what its
/// registers held when they last ran.
fn check_programs(
    rs: &RobotSetup,
    f: &dyn Fn(&str) -> String,
    p: &mut Problems,
) -> (Plan, [Option<Instr>; REGISTERS]) {
    let unlocked = REGISTERS - locked_registers(rs.damage);
    let mut plan = Plan {
        options: rs.options.clone(),
        power_down_next: rs.power_down_next,
        ..Plan::default()
    };
    if let Some(text) = &rs.program {
        let prog = read_program(rs, text, "program", f, p);
        if rs.powered_down && !prog.is_empty() {
            p.add(
                f("program"),
                "a powered-down robot runs no program: leave it out",
            );
        }
        if prog.len() > unlocked {
            p.add(
                f("program"),
                format!(
                    "{} instructions, but {} damage leaves {unlocked} unlocked registers",
                    prog.len(),
                    rs.damage
                ),
            );
        }
        for (k, instr) in prog.into_iter().take(unlocked).enumerate() {
            plan.registers[k] = Some(instr);
        }
    }
    let mut last_program = [None; REGISTERS];
    if let Some(text) = &rs.last_program {
        let prog = read_program(rs, text, "last_program", f, p);
        if !prog.is_empty() && prog.len() != REGISTERS {
            p.add(
                f("last_program"),
                format!("{} instructions: give all five", prog.len()),
            );
        }
        for (k, instr) in prog.into_iter().take(REGISTERS).enumerate() {
            last_program[k] = Some(instr);
        }
    }
    (plan, last_program)
}

fn check_priority(setup: &Setup, robots: &[Robot], p: &mut Problems) -> Vec<usize> {
    let racing = |i: &usize| !robots[*i].is_out();
    if setup.priority.is_empty() {
        return (0..robots.len()).filter(racing).collect();
    }
    let mut list = Vec::new();
    for (k, name) in setup.priority.iter().enumerate() {
        match robots.iter().position(|r| &r.name == name) {
            Some(i) if list.contains(&i) => {
                p.add(format!("priority[{k}]"), format!("{name:?} twice"))
            }
            Some(i) => list.push(i),
            None => p.add(
                format!("priority[{k}]"),
                format!("no robot called {name:?}"),
            ),
        }
    }
    list.retain(racing);
    for i in (0..robots.len()).filter(racing) {
        if !list.contains(&i) {
            p.add(
                "priority",
                format!("{:?} is racing but not listed", robots[i].name),
            );
        }
    }
    list
}

fn check_offers(offers: &[Offer], board: &Board, p: &mut Problems) -> Vec<Offer> {
    let mut out: Vec<Offer> = Vec::new();
    for (k, o) in offers.iter().enumerate() {
        if board.element(o.at) != Element::Upgrade || !board.contains(o.at) {
            p.add(
                format!("offers[{k}].at"),
                format!("{} is not an upgrade site", o.at),
            );
        } else if out.iter().any(|x| x.at == o.at) {
            p.add(
                format!("offers[{k}].at"),
                format!("a second offer on {}", o.at),
            );
        } else {
            out.push(*o);
        }
    }
    out.sort_by_key(|o| o.at);
    out
}

/// Robots that touched the last flag without a place get the next places, in file order.
fn assign_places(robots: &mut [Robot], last: u8) {
    let mut next = robots.iter().filter_map(|r| r.place).max().unwrap_or(0);
    for r in robots.iter_mut() {
        if r.flags == last && r.place.is_none() {
            next += 1;
            r.place = Some(next);
        }
        if r.flags < last {
            r.place = None;
        }
    }
}

/// The options that give `settings` from the defaults, for the upgrades `held`.
fn options_for(settings: Settings, held: &[Held]) -> Vec<RoundOption> {
    let has = |u: Upgrade| held.iter().any(|h| h.kind == u);
    let mut out = Vec::new();
    if has(Upgrade::GyroscopicStabilizer) && !settings.gyro {
        out.push(RoundOption::Gyro(false));
    }
    if let Some(m) = settings.beam.filter(|m| has(m.upgrade())) {
        out.push(RoundOption::Beam(m, true));
    }
    if has(Upgrade::CircuitBreaker) && settings.breaker != Settings::default().breaker {
        out.push(RoundOption::Breaker(settings.breaker));
    }
    out
}

impl Position {
    /// The position in the file schema: robots in seat order, with the priority list by name.
    /// A shipped board is written by name, any other inline.
    pub fn to_setup(&self) -> Setup {
        let shipped = boards::shipped(self.board.name()).is_some_and(|b| b == self.board);
        let text = |prog: &[Option<Instr>; REGISTERS]| {
            prog.iter()
                .all(Option::is_some)
                .then(|| super::notation::program_text(&prog.map(|i| i.expect("all set"))))
        };
        Setup {
            game: "race".into(),
            board: shipped.then(|| self.board.name().to_string()),
            board_text: (!shipped).then(|| super::board_file::write(&self.board)),
            round: self.round,
            first_finish: self.first_finish,
            over: self.over,
            priority: self
                .priority
                .iter()
                .map(|&i| self.robots[i].name.clone())
                .collect(),
            offers: self.offers.clone(),
            house: self.house,
            pick_order: self
                .pick_order
                .iter()
                .map(|&i| self.robots[i].name.clone())
                .collect(),
            robots: self
                .robots
                .iter()
                .map(|r| RobotSetup {
                    name: r.name.clone(),
                    at: r.at,
                    facing: r.facing,
                    damage: r.damage,
                    lives: r.lives,
                    flags_touched: r.flags,
                    archive: Some(r.archive),
                    upgrades: r.upgrades.clone(),
                    options: options_for(r.settings, &r.upgrades),
                    powered_down: r.powered_down,
                    power_down_next: r.power_down_next,
                    program: None,
                    last_program: text(&r.last_program),
                    saved: r.saved,
                    place: r.place,
                    stats: r.stats,
                    destroyed_this_round: None,
                    out: None,
                    finished: None,
                    wildcards: r.wildcards,
                    retired: r.retired,
                })
                .collect(),
        }
    }
}
