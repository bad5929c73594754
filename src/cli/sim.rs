//! `robomod sim`: a what-if. Runs one round from a position file and prints the report (or, with
//! `--json`, the position after and the events), or prints a fresh starting position with
//! `--new N --seed S` (RAMbots) or `--new race --board NAME --players N --seed S`. The file's
//! `game` field picks the game; each game has one arm below.

use super::{CmdResult, Failure};
use crate::games::race;
use crate::games::rambots::{self, position::RedBeam, position_file};
use crate::games::{GameRng, step_rng};
use crate::lang::Say;
use anyhow::{Context as _, anyhow};
use std::path::{Path, PathBuf};

/// The games `sim` can run, for the error message when a file names another.
const KNOWN: &[&str] = &["rambots", "ricochet", "race"];

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The position file (TOML) to run one round from.
    #[arg(required_unless_present = "new")]
    pub file: Option<PathBuf>,
    /// Print JSON instead of the report: RAMbots {"position", "events", "winner"}, the race
    /// {"position", "events", "registers", "priority"} (robots by name; each register's table
    /// of damage, move and notes; the position in the file schema, `at` null for a robot off
    /// the board, upgrade counters as `uses_left`).
    #[arg(long)]
    pub json: bool,
    /// Print a fresh starting position instead, in the file schema: `N` for a RAMbots game of
    /// N players (2-4), or `race` (with --board and --players).
    #[arg(long, value_name = "N|race", conflicts_with = "file")]
    pub new: Option<String>,
    /// The shipped board (or board file) for `--new race`.
    #[arg(long, requires = "new", default_value = "training")]
    pub board: String,
    /// Players for `--new race` (2-8).
    #[arg(long, requires = "new", default_value_t = 4)]
    pub players: usize,
    /// The seed: for --new (setup draws), and for a race round's random draws (fills, re-entry
    /// squares, lost upgrades, offers).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Also write the board after the round, its moves drawn, as an SVG picture to OUT.
    #[arg(long, value_name = "OUT", conflicts_with = "new")]
    pub svg: Option<PathBuf>,
    /// Also write that picture as a PNG to OUT.
    #[arg(long, value_name = "OUT", conflicts_with = "new")]
    pub png: Option<PathBuf>,
    /// The race: fill unlocked registers the file leaves empty at random (from the seed), as
    /// the deadline does; without it such a file is refused, naming the robots.
    #[arg(long, conflicts_with = "new")]
    pub fill_random: bool,
}

pub fn run(args: Args) -> CmdResult {
    if let Some(new) = &args.new {
        let out = match new.as_str() {
            "race" => new_race(&args.board, args.players, args.seed)?,
            n => match n.parse::<usize>() {
                Ok(players) => new_rambots(players, args.seed)?,
                Err(_) => {
                    return Err(Failure::input(anyhow!(
                        "--new: {n:?} is neither a number of RAMbots players nor \"race\""
                    )));
                }
            },
        };
        print!("{out}");
        return Ok(());
    }
    let file = args.file.expect("clap requires FILE without --new");
    let text = std::fs::read_to_string(&file)
        .with_context(|| format!("cannot read {}", file.display()))
        .map_err(Failure::Input)?;
    let value: toml::Table = toml::from_str(&text)
        .map_err(|e| Failure::input(anyhow!("{}: not a TOML file: {e}", file.display())))?;
    let game = match value.get("game") {
        Some(toml::Value::String(g)) => g.as_str(),
        Some(_) => return Err(input(&file, "game: must be a string such as \"rambots\"")),
        None => {
            return Err(input(
                &file,
                &format!("game: missing; known games: {}", KNOWN.join(", ")),
            ));
        }
    };
    if args.svg.is_some() || args.png.is_some() {
        let svg = picture(game, &file, &text, args.seed, args.fill_random)?;
        write_pictures(&svg, args.svg.as_deref(), args.png.as_deref())?;
    }
    let out = match game {
        "rambots" => sim_rambots(&file, &text, args.json)?,
        "race" => sim_race(&file, &text, args.json, args.seed, args.fill_random)?,
        "ricochet" if args.json => crate::games::ricochet::file::solve_toml(&text)
            .map(|s| format!("{}\n", s.json()))
            .map_err(|e| input(&file, &e.to_string()))?,
        "ricochet" => crate::games::ricochet::file::sim_from_toml(&text)
            .map_err(|e| input(&file, &e.to_string()))?,
        other => {
            let msg = format!(
                "game: unknown game {other:?}; known games: {}",
                KNOWN.join(", ")
            );
            return Err(input(&file, &msg));
        }
    };
    print!("{out}");
    Ok(())
}

/// The picture of the round the file runs (its position alone for Ricochet, which has no moves
/// to draw until a solution is bid).
pub fn picture(
    game: &str,
    file: &Path,
    text: &str,
    seed: u64,
    fill_random: bool,
) -> Result<String, Failure> {
    picture_in(game, file, text, seed, fill_random, Say::english())
}

/// [`picture`] with the picture's words in `say`'s language (its title stays the file's).
pub fn picture_in(
    game: &str,
    file: &Path,
    text: &str,
    seed: u64,
    fill_random: bool,
    say: Say<'_>,
) -> Result<String, Failure> {
    let title = format!("The round of {}", file.display());
    match game {
        "rambots" => {
            let setup: position_file::Setup =
                toml::from_str(text).map_err(|e| input(file, e.to_string().trim_end()))?;
            let (pos, programs) =
                position_file::validate(&setup).map_err(|e| input(file, &e.to_string()))?;
            let (after, events, _) = rambots::play_round(&pos, &programs);
            let phase = rambots::Phase::Programming;
            Ok(rambots::picture::picture_of(
                &after, &events, &title, phase, say,
            ))
        }
        "ricochet" => crate::games::ricochet::file::picture_from_toml(text, &title, say)
            .map_err(|e| input(file, &e.to_string())),
        "race" => race_picture(file, text, seed, &title, fill_random, say),
        other => Err(input(file, &format!("game: unknown game {other:?}"))),
    }
}

fn write_pictures(svg: &str, svg_out: Option<&Path>, png_out: Option<&Path>) -> CmdResult {
    let write = |path: &Path, bytes: &[u8]| {
        std::fs::write(path, bytes)
            .with_context(|| format!("cannot write {}", path.display()))
            .map_err(Failure::Input)
    };
    if let Some(path) = svg_out {
        write(path, svg.as_bytes())?;
    }
    if let Some(path) = png_out {
        let png = crate::picture::png(svg).map_err(|e| Failure::Input(anyhow!(e)))?;
        write(path, &png)?;
    }
    Ok(())
}

fn input(file: &Path, msg: &str) -> Failure {
    Failure::input(anyhow!("{}: {msg}", file.display()))
}

/// One RAMbots round from `text` (a [`position_file::Setup`]): the report, or the JSON object.
pub fn sim_rambots(file: &Path, text: &str, json: bool) -> Result<String, Failure> {
    let setup: position_file::Setup =
        toml::from_str(text).map_err(|e| input(file, e.to_string().trim_end()))?;
    let (pos, programs) =
        position_file::validate(&setup).map_err(|e| input(file, &e.to_string()))?;
    if let Some(w) = pos.winner() {
        let msg = format!("bots: {w}'s goal stack is empty, so the game is already over");
        return Err(input(file, &msg));
    }
    let (after, events, winner) = rambots::play_round(&pos, &programs);
    if !json {
        return Ok(rambots::report::round_report(
            &pos,
            &events,
            &after,
            None,
            crate::lang::Say::english(),
        ));
    }
    let out = serde_json::json!({
        "position": after.to_setup(),
        "events": events,
        "winner": winner,
    });
    let mut s = serde_json::to_string_pretty(&out).context("cannot print JSON")?;
    s.push('\n');
    Ok(s)
}

/// A fresh RAMbots position for `players`, goal stacks drawn at random, as a TOML file.
pub fn new_rambots(players: usize, seed: u64) -> Result<String, Failure> {
    let mut rng: GameRng = step_rng(seed, 0);
    let mut pos = rambots::setup::new_position(RedBeam::Damage, players, &mut rng)
        .map_err(|e| Failure::input(anyhow!("--new: {e}")))?;
    let mut events = Vec::new();
    rambots::setup::deal_goal_stacks(&mut pos, &[], &mut rng, &mut events);
    let body = toml::to_string(&pos.to_setup()).context("cannot print TOML")?;
    Ok(format!(
        "# robomod sim --new {players} --seed {seed}: a fresh RAMbots position, goal stacks \
         drawn at random.\n# Add program = \"1RN 2BE\" to a [[bots]] table, then run robomod \
         sim on this file.\n{body}"
    ))
}

/// A race board by shipped name or file path (relative to `base`, the position file's folder).
fn read_board_file(base: &Path, name: &str) -> Result<String, String> {
    let path = base.join(name);
    std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// The race round of the file `text`: the position before, its events, the position after.
pub fn race_round(
    file: &Path,
    text: &str,
    seed: u64,
    fill_random: bool,
) -> Result<
    (
        race::position::Position,
        Vec<race::events::Event>,
        race::position::Position,
    ),
    Failure,
> {
    let setup: race::position_file::Setup =
        toml::from_str(text).map_err(|e| input(file, e.to_string().trim_end()))?;
    let base = file.parent().unwrap_or(Path::new("."));
    let board = race::position_file::board_of(&setup, |name| read_board_file(base, name))
        .map_err(|e| input(file, &e.to_string()))?;
    let (pos, plans) =
        race::position_file::validate(&setup, board).map_err(|e| input(file, &e.to_string()))?;
    if pos.is_over() {
        return Err(input(file, "over: the race is already over"));
    }
    if !fill_random {
        let short = short_programs(&pos, &plans);
        if !short.is_empty() {
            return Err(input(
                file,
                &format!(
                    "{}; a what-if does not guess: write every unlocked register, or run with \
                     --fill-random to fill the rest at random as a deadline would",
                    short.join("; ")
                ),
            ));
        }
    }
    let (after, events) = race::game::play_round(&pos, &plans, &mut step_rng(seed, 1));
    Ok((pos, events, after))
}

/// The robots on the board, not powered down, whose file program leaves unlocked registers
/// empty: `robots[2] (Tin): program: 3 of 5 unlocked registers`.
fn short_programs(pos: &race::position::Position, plans: &[race::execute::Plan]) -> Vec<String> {
    let mut short = Vec::new();
    for (i, (r, plan)) in pos.robots().iter().zip(plans).enumerate() {
        if r.at().is_none() || r.powered_down() {
            continue;
        }
        let unlocked = race::position::REGISTERS - race::position::locked_registers(r.damage());
        let given = plan.registers[..unlocked]
            .iter()
            .filter(|x| x.is_some())
            .count();
        if given < unlocked {
            short.push(format!(
                "robots[{i}] ({}): program: {given} of {unlocked} unlocked registers",
                r.name()
            ));
        }
    }
    short
}

fn race_picture(
    file: &Path,
    text: &str,
    seed: u64,
    title: &str,
    fill_random: bool,
    say: Say<'_>,
) -> Result<String, Failure> {
    let (pos, events, after) = race_round(file, text, seed, fill_random)?;
    Ok(race::picture::picture_of(&pos, &events, &after, title, say))
}

/// The report of one race round from `text`, in `say`'s language (`sim` writes English).
pub fn race_report_in(
    file: &Path,
    text: &str,
    seed: u64,
    fill_random: bool,
    say: crate::lang::Say<'_>,
) -> Result<String, Failure> {
    let (pos, events, after) = race_round(file, text, seed, fill_random)?;
    Ok(race::report::round_report(&pos, &events, &after, say))
}

/// One race round from `text` (a [`race::position_file::Setup`]): the report, or the JSON object.
pub fn sim_race(
    file: &Path,
    text: &str,
    json: bool,
    seed: u64,
    fill_random: bool,
) -> Result<String, Failure> {
    if !json {
        return race_report_in(file, text, seed, fill_random, crate::lang::Say::english());
    }
    let (pos, events, after) = race_round(file, text, seed, fill_random)?;
    let race_events = events.clone();
    let mut position = after.to_setup();
    let destroyed: Vec<usize> = events
        .iter()
        .filter_map(|e| match e {
            race::events::Event::Destroyed { robot, .. } => Some(*robot),
            _ => None,
        })
        .collect();
    for (i, r) in position.robots.iter_mut().enumerate() {
        let robot = after.robot(i);
        r.destroyed_this_round = Some(destroyed.contains(&i));
        r.out = Some(robot.is_out());
        r.finished = Some(robot.place().is_some());
    }
    let names: Vec<&str> = after.robots().iter().map(|r| r.name()).collect();
    let mut position = serde_json::to_value(&position).context("cannot print JSON")?;
    // Each robot as the file names it; `at` null for a robot off the board, and each upgrade's
    // counter a field of its own (both forms read back as a position file).
    if let Some(robots) = position["robots"].as_array_mut() {
        for (i, r) in robots.iter_mut().enumerate() {
            if r.get("at").is_none() {
                r["at"] = serde_json::Value::Null;
            }
            r["upgrades"] = after
                .robot(i)
                .upgrades()
                .iter()
                .map(|h| h.to_table())
                .collect();
        }
    }
    let mut events = serde_json::to_value(&events).context("cannot print JSON")?;
    name_robots(&mut events, &names);
    let out = serde_json::json!({
        "position": position,
        "events": events,
        "registers": race::report::register_tables(&pos, &race_events, crate::lang::Say::english()),
        "priority": after.priority().iter().map(|&i| after.robot(i).name()).collect::<Vec<_>>(),
    });
    let mut s = serde_json::to_string_pretty(&out).context("cannot print JSON")?;
    s.push('\n');
    Ok(s)
}

/// Replaces the seat indexes in a race's events JSON (`robot`, `by`, `killer`, `order`) with
/// the robots' names, as the position file names them.
fn name_robots(v: &mut serde_json::Value, names: &[&str]) {
    use serde_json::Value;
    let name = |v: &Value| {
        v.as_u64()
            .and_then(|i| names.get(i as usize))
            .map(|n| Value::from(*n))
    };
    match v {
        Value::Array(items) => items.iter_mut().for_each(|x| name_robots(x, names)),
        Value::Object(map) => {
            for (key, x) in map.iter_mut() {
                match key.as_str() {
                    "robot" | "by" | "killer" => {
                        if let Some(n) = name(x) {
                            *x = n;
                        } else {
                            name_robots(x, names);
                        }
                    }
                    "order" => {
                        if let Value::Array(seats) = x {
                            for seat in seats.iter_mut() {
                                if let Some(n) = name(seat) {
                                    *seat = n;
                                }
                            }
                        }
                    }
                    _ => name_robots(x, names),
                }
            }
        }
        _ => {}
    }
}

/// A fresh race on `board` for `players`, start squares drawn at random, as a TOML file.
pub fn new_race(board: &str, players: usize, seed: u64) -> Result<String, Failure> {
    let setup = race::position_file::Setup {
        game: "race".into(),
        board: Some(board.to_string()),
        board_text: None,
        round: 1,
        first_finish: None,
        over: false,
        robots: Vec::new(),
        priority: Vec::new(),
        offers: Vec::new(),
        pick_order: Vec::new(),
    };
    let board = race::position_file::board_of(&setup, |name| read_board_file(Path::new("."), name))
        .map_err(|e| Failure::input(anyhow!("--board: {e}")))?;
    let names: Vec<String> = (0..players)
        .map(|i| {
            race::names::DEFAULT_NAMES
                .get(i)
                .unwrap_or(&"Robot")
                .to_string()
        })
        .collect();
    let mut rng: GameRng = step_rng(seed, 0);
    let pos = race::setup::new_race(board, &names, None, &mut rng)
        .map_err(|e| Failure::input(anyhow!("--players: {e}")))?;
    let mut setup = pos.to_setup();
    // In a file the robots' order is the priority list: write them that way.
    let order: Vec<usize> = pos.priority().to_vec();
    setup.robots = order.iter().map(|&i| setup.robots[i].clone()).collect();
    setup.priority.clear();
    for r in &mut setup.robots {
        r.program = Some(String::new());
    }
    let body = toml::to_string(&setup).context("cannot print TOML")?;
    Ok(format!(
        "# robomod sim --new race --board {} --players {players} --seed {seed}: a fresh race.\n\
         # Robots are listed in priority order. Write each robot's program (program = \"F2 L F R U\"),\n\
         # then run robomod sim on this file.\n{body}",
        pos.board().name()
    ))
}
