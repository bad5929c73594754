//! The race's position files for `robomod sim` ([`PositionFiles`]): one round run from a
//! [`Setup`] on its board (shipped, a board file the file names, or inline), its report, its
//! JSON (robots by name, each register's table) and its picture; and a fresh race written as
//! a file.

use super::events::Event;
use super::execute::Plan;
use super::position::{Position, REGISTERS, locked_registers};
use super::position_file::{self, Setup};
use super::{Race, Settings, game, names, picture, report, setup};
use crate::games::capability::{PositionFiles, PositionText};
use crate::games::{GameRng, step_rng};
use crate::lang::Say;
use serde_json::Value;

/// The position and plans of `file`, or what is wrong with it.
fn read(file: PositionText<'_>) -> Result<(Position, Vec<Plan>), String> {
    let setup: Setup =
        toml::from_str(file.text).map_err(|e| e.to_string().trim_end().to_string())?;
    let board = position_file::board_of(&setup, file.read).map_err(|e| e.to_string())?;
    position_file::validate(&setup, board).map_err(|e| e.to_string())
}

/// The round of `file`: the position before, its events, the position after. Refused when
/// the race is over, or (without [`PositionText::fill`]) when a robot's program leaves
/// unlocked registers empty.
pub fn round(file: PositionText<'_>) -> Result<(Position, Vec<Event>, Position), String> {
    let (pos, plans) = read(file)?;
    if pos.is_over() {
        return Err("over: the race is already over".into());
    }
    if !file.fill {
        let short = short_programs(&pos, &plans);
        if !short.is_empty() {
            // english: a position file's error, for the operator
            return Err(format!(
                "{}; a what-if does not guess: write every unlocked register, or run with \
                 --fill-random to fill the rest at random as a deadline would",
                short.join("; ")
            ));
        }
    }
    let (after, events) = game::play_round(&pos, &plans, &mut step_rng(file.seed, 1));
    Ok((pos, events, after))
}

/// The robots on the board, not powered down, whose file program leaves unlocked registers
/// empty: `robots[2] (Tin): program: 3 of 5 unlocked registers`.
fn short_programs(pos: &Position, plans: &[Plan]) -> Vec<String> {
    let mut short = Vec::new();
    for (i, (r, plan)) in pos.robots().iter().zip(plans).enumerate() {
        if r.at().is_none() || r.powered_down() {
            continue;
        }
        let unlocked = REGISTERS - locked_registers(r.damage());
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

impl PositionFiles for Race {
    fn file_report(file: PositionText<'_>, say: Say<'_>) -> Result<String, String> {
        let (pos, events, after) = round(file)?;
        Ok(report::round_report(&pos, &events, &after, say))
    }

    /// `{"position", "events", "registers", "priority"}`: robots by name; each register's
    /// table of damage, move and notes; the position in the file schema, `at` null for a
    /// robot off the board, upgrade counters as `uses_left`.
    fn file_json(file: PositionText<'_>) -> Result<String, String> {
        let (pos, events, after) = round(file)?;
        let json = |e: serde_json::Error| e.to_string();
        let mut position = after.to_setup();
        let destroyed: Vec<usize> = events
            .iter()
            .filter_map(|e| match e {
                Event::Destroyed { robot, .. } => Some(*robot),
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
        let mut position = serde_json::to_value(&position).map_err(json)?;
        // Each robot as the file names it; `at` null for a robot off the board, and each
        // upgrade's counter a field of its own (both forms read back as a position file).
        if let Some(robots) = position["robots"].as_array_mut() {
            for (i, r) in robots.iter_mut().enumerate() {
                if r.get("at").is_none() {
                    r["at"] = Value::Null;
                }
                r["upgrades"] = after
                    .robot(i)
                    .upgrades()
                    .iter()
                    .map(|h| h.to_table())
                    .collect();
            }
        }
        let mut named = serde_json::to_value(&events).map_err(json)?;
        name_robots(&mut named, &names);
        let out = serde_json::json!({
            "position": position,
            "events": named,
            "registers": report::register_tables(&pos, &events, Say::english()),
            "priority": after.priority().iter().map(|&i| after.robot(i).name()).collect::<Vec<_>>(),
        });
        let mut s = serde_json::to_string_pretty(&out).map_err(json)?;
        s.push('\n');
        Ok(s)
    }

    fn file_picture(file: PositionText<'_>, title: &str, say: Say<'_>) -> Result<String, String> {
        let (pos, events, after) = round(file)?;
        Ok(picture::picture_of(&pos, &events, &after, title, say))
    }

    /// On the settings' board, four robots unless told, start squares drawn at random; the
    /// robots listed in priority order, each with an empty program to write.
    fn fresh_file(
        settings: &Settings,
        players: Option<usize>,
        seed: u64,
    ) -> Result<String, String> {
        let players = players.unwrap_or(4);
        let board = settings.board().map_err(|e| e.to_string())?;
        let names: Vec<String> = (0..players)
            .map(|i| names::DEFAULT_NAMES.get(i).unwrap_or(&"Robot").to_string())
            .collect();
        let mut rng: GameRng = step_rng(seed, 0);
        let pos = setup::new_race(board, &names, None, settings.house(), &mut rng)
            .map_err(|e| e.to_string())?;
        let mut setup = pos.to_setup();
        // In a file the robots' order is the priority list: write them that way.
        setup.robots = pos
            .priority()
            .iter()
            .map(|&i| setup.robots[i].clone())
            .collect();
        setup.priority.clear();
        for r in &mut setup.robots {
            r.program = Some(String::new());
        }
        let body = toml::to_string(&setup).map_err(|e| e.to_string())?;
        // english: a comment of a position file, for the operator
        Ok(format!(
            "# robomod sim --new race --board {} --players {players} --seed {seed}: a fresh race.\n\
             # Robots are listed in priority order. Write each robot's program (program = \"F2 L F R U\"),\n\
             # then run robomod sim on this file.\n{body}",
            pos.board().name()
        ))
    }

    /// The round as the file's programs give it (empty registers as the engine leaves them).
    fn file_played_back(file: PositionText<'_>) -> Result<bool, String> {
        let Ok((mut pos, plans)) = read(file) else {
            return Ok(false);
        };
        super::execute::run_round(
            &mut pos,
            &plans,
            &mut step_rng(file.seed, 1),
            &mut Vec::new(),
        );
        let written = pos.to_setup();
        // english: a position file's error, for the operator
        let (back, _) = position_file::validate(&written, pos.board().clone())
            .map_err(|e| format!("the position written does not load back: {e}"))?;
        if back.to_setup() == written {
            Ok(true)
        } else {
            Err("the position written reads back different".into())
        }
    }
}

/// Replaces the seat indexes in a race's events JSON (`robot`, `by`, `killer`, `order`) with
/// the robots' names, as the position file names them.
fn name_robots(v: &mut Value, names: &[&str]) {
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

#[cfg(test)]
mod tests;
