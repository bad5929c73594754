//! The seed's per-register tables (Dmg, Name, Move, Notes; ruling 14), built from each
//! register's events: for the text report and for the step pictures' tables.

use super::*;

/// One robot's row in a register's table, built from that register's events.
#[derive(Default)]
struct Row {
    moves: Vec<String>,
    notes: Vec<String>,
}

impl Row {
    fn note(&mut self, text: String) {
        if !self.notes.contains(&text) {
            self.notes.push(text);
        }
    }
}

/// One register's table as the report shows it (the seed moderator's Dmg, Name, Move, Notes),
/// in the register's run order: the data behind the text table, for other renderings (`sim
/// --json`) to say exactly what the report says.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct RegisterTable {
    pub register: u8,
    pub rows: Vec<TableRow>,
}

/// One robot's row of a [`RegisterTable`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TableRow {
    /// The robot's seat index.
    #[serde(skip)]
    pub robot: usize,
    pub name: String,
    /// Damage after the register.
    pub damage: u8,
    /// The Move column: `-` when it did not move.
    #[serde(rename = "move")]
    pub moves: String,
    pub notes: Vec<String>,
}

/// The register tables of one round.
pub fn register_tables(before: &Position, events: &[Event]) -> Vec<RegisterTable> {
    let robots = before.robots();
    let name = |i: usize| robots[i].name().to_string();
    let mut damage: Vec<u8> = robots.iter().map(Robot::damage).collect();
    let mut gone = vec![false; robots.len()];
    let starts: Vec<usize> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::Register { .. }))
        .map(|(k, _)| k)
        .collect();
    let mut tables = Vec::new();
    for (s, &start) in starts.iter().enumerate() {
        let end = starts
            .get(s + 1)
            .copied()
            .unwrap_or_else(|| super::super::events::registers_end(events, start));
        let Event::Register { n, order } = &events[start] else {
            continue;
        };
        let mut rows: Vec<Row> = (0..robots.len()).map(|_| Row::default()).collect();
        for e in &events[start + 1..end] {
            describe(e, &mut rows, &mut damage, &mut gone, &name);
        }
        let rows = order
            .iter()
            .map(|&i| {
                let row = &rows[i];
                let moves = if row.moves.is_empty() {
                    "-".to_string()
                } else {
                    row.moves.join(",")
                };
                let mut notes = row.notes.clone();
                if row.moves.is_empty() && row.notes.is_empty() {
                    if gone[i] {
                        notes.push("destroyed".into());
                    } else if before.robot(i).powered_down() {
                        notes.push("powered down".into());
                    }
                }
                TableRow {
                    robot: i,
                    name: name(i),
                    damage: damage[i],
                    moves,
                    notes,
                }
            })
            .collect();
        tables.push(RegisterTable { register: *n, rows });
    }
    tables
}

pub(super) fn registers(out: &mut String, before: &Position, events: &[Event]) {
    let width = name_width(before);
    for table in register_tables(before, events) {
        out.push('\n');
        let _ = writeln!(out, "Register {}", table.register);
        let _ = writeln!(out, "Dmg  {:<width$}  {:<8}  Notes", "Name", "Move");
        for row in &table.rows {
            let first = format!(
                "{:>3}  {:<width$}  {:<8}  ",
                row.damage, row.name, row.moves
            );
            let rest = " ".repeat(first.chars().count());
            wrap(out, &first, &rest, &row.notes.join("; "));
        }
    }
}

/// What one event adds to the register's rows.
fn describe(
    e: &Event,
    rows: &mut [Row],
    damage: &mut [u8],
    gone: &mut [bool],
    name: &dyn Fn(usize) -> String,
) {
    match *e {
        Event::Runs { robot, instr } => rows[robot].moves.push(instr.to_string()),
        Event::Moved { robot, dir, by, .. } => match by {
            Mover::Own => {}
            Mover::Push { by } => {
                rows[robot].moves.push(dir.letter().to_string());
                rows[robot].note(format!("Pushed by {}", name(by)));
            }
            Mover::Belt | Mover::Express => {
                rows[robot].moves.push(dir.letter().to_string());
                rows[robot].note(if by == Mover::Belt {
                    "belt".into()
                } else {
                    "express belt".into()
                });
            }
            Mover::Beam { by } => {
                rows[robot].moves.push(dir.letter().to_string());
                rows[robot].note(format!("moved by {}'s beam", name(by)));
            }
        },
        Event::Turned { robot, rot, by } => match by {
            Turner::Own => {}
            Turner::Gear => rows[robot].note(format!("gear turns it {rot}")),
            Turner::Belt => rows[robot].note(format!("belt turns it {rot}")),
        },
        Event::Blocked { robot, dir } => {
            rows[robot].note(format!("wall stops it {}", dir_word(dir)))
        }
        Event::Damaged {
            robot,
            hit,
            points,
            shielded,
            absorbed,
        } => {
            damage[robot] = damage[robot].saturating_add(points);
            let what = match hit {
                Hit::Board { at } => format!("board laser at {at}"),
                Hit::Laser { by, rear: false } => format!("{}'s laser", name(by)),
                Hit::Laser { by, rear: true } => format!("{}'s rear laser", name(by)),
                Hit::Ram { by } => format!("rammed by {}", name(by)),
            };
            let mut text = format!("{what} +{points}");
            if shielded > 0 {
                text.push_str(&format!(" ({shielded} shielded)"));
            }
            if absorbed > 0 {
                text.push_str(&format!(" ({absorbed} absorbed by coat)"));
            }
            rows[robot].note(text);
        }
        Event::Spent { robot, upgrade } => rows[robot].note(format!("{upgrade} used up")),
        Event::Scrambled {
            robot,
            by,
            register,
            instr,
        } => {
            rows[robot].note(format!(
                "scrambled by {}: register {register} now {instr}",
                name(by)
            ));
            rows[by].note(format!("scrambles {}", name(robot)));
        }
        Event::Radioed {
            robot,
            by,
            register,
        } => {
            rows[robot].note(format!(
                "radio-controlled by {} after register {register}",
                name(by)
            ));
        }
        Event::NoEffect { robot, by } => {
            rows[by].note(format!("tractor beam: {} is adjacent", name(robot)));
        }
        Event::Destroyed {
            robot,
            at,
            doom,
            killer,
            lost,
            lives,
        } => {
            gone[robot] = true;
            let how = match doom {
                Doom::Pit => format!("DESTROYED in the pit at {at}"),
                Doom::Edge => format!("DESTROYED off the board from {at}"),
                Doom::Damage => "DESTROYED by 22 damage".to_string(),
            };
            rows[robot].note(how);
            if let Some(k) = killer {
                rows[robot].note(format!("kill for {}", name(k)));
            }
            if let Some(u) = lost {
                rows[robot].note(format!("loses {u}"));
            }
            rows[robot].note(match lives {
                0 => "OUT of the race".to_string(),
                1 => "1 life left".to_string(),
                n => format!("{n} lives left"),
            });
        }
        Event::Flag { robot, n, place } => match place {
            Some(p) => rows[robot].note(format!(
                "touches flag {n}, the last: FINISHES {}",
                ordinal(p)
            )),
            None => rows[robot].note(format!("touches flag {n}")),
        },
        Event::Archive { robot, at } => rows[robot].note(format!("archive {at}")),
        _ => {}
    }
}

fn dir_word(d: Dir) -> &'static str {
    match d {
        Dir::N => "going N",
        Dir::E => "going E",
        Dir::S => "going S",
        Dir::W => "going W",
    }
}
