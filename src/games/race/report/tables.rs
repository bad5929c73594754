//! The seed's per-register tables (Dmg, Name, Move, Notes; ruling 14), built from each
//! register's events: for the text report and for the step pictures' tables.

use super::*;
use crate::games::race::board::{Dir, Square};
use crate::games::race::upgrades::Upgrade;

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
pub fn register_tables(before: &Position, events: &[Event], say: Say<'_>) -> Vec<RegisterTable> {
    let robots = before.robots();
    let name = |i: usize| robots[i].name().to_string();
    let mut damage: Vec<u8> = robots.iter().map(Robot::damage).collect();
    let mut gone = vec![false; robots.len()];
    let mut tables = Vec::new();
    for std::ops::Range { start, end } in super::super::events::registers(events) {
        let Event::Register { n, order } = &events[start] else {
            continue;
        };
        let mut rows: Vec<Row> = (0..robots.len()).map(|_| Row::default()).collect();
        for e in &events[start + 1..end] {
            describe(e, &mut rows, &mut damage, &mut gone, &name, say);
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
                        notes.push(say.t("race-note-destroyed"));
                    } else if before.robot(i).powered_down() {
                        notes.push(say.t("race-note-down"));
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

pub(super) fn registers(out: &mut String, before: &Position, events: &[Event], say: Say<'_>) {
    // Each column as wide as its heading in the reader's language, at least.
    let (dmg, name, moves, notes) = (
        say.t("race-col-dmg"),
        say.t("race-col-name"),
        say.t("race-col-move"),
        say.t("race-col-notes"),
    );
    let dmg_w = dmg.chars().count().max(3);
    let width = name_width(before).max(name.chars().count());
    let move_w = moves.chars().count().max(8);
    for table in register_tables(before, events, say) {
        out.push('\n');
        let _ = writeln!(out, "{}", say!(say, "race-register", n = table.register));
        let _ = writeln!(
            out,
            "{dmg:>dmg_w$}  {name:<width$}  {moves:<move_w$}  {notes}"
        );
        for row in &table.rows {
            let first = format!(
                "{:>dmg_w$}  {:<width$}  {:<move_w$}  ",
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
    say: Say<'_>,
) {
    match *e {
        Event::Runs { robot, instr } => rows[robot].moves.push(instr.to_string()),
        Event::Moved { robot, dir, by, .. } => moved(&mut rows[robot], dir, by, name, say),
        Event::Turned { robot, rot, by } => match by {
            Turner::Own => {}
            Turner::Gear => rows[robot].note(say!(say, "race-note-gear", rot = rot.name())),
            Turner::Belt => rows[robot].note(say!(say, "race-note-belt-turns", rot = rot.name())),
        },
        Event::Blocked { robot, dir } => {
            rows[robot].note(say!(say, "race-note-wall", d = dir.letter().to_string()))
        }
        Event::Damaged {
            robot,
            hit,
            points,
            shielded,
            absorbed,
        } => {
            damage[robot] = damage[robot].saturating_add(points);
            let text = damage_text(hit, points, (shielded, absorbed), name, say);
            rows[robot].note(text);
        }
        Event::Spent { robot, upgrade } => rows[robot].note(say!(
            say,
            "race-note-spent",
            upgrade = words::upgrade(say, upgrade)
        )),
        Event::Scrambled {
            robot,
            by,
            register,
            instr,
        } => {
            rows[robot].note(say!(
                say,
                "race-note-scrambled",
                who = name(by),
                r = register,
                instr = instr.to_string()
            ));
            rows[by].note(say!(say, "race-note-scrambles", who = name(robot)));
        }
        Event::Radioed {
            robot,
            by,
            register,
        } => {
            rows[robot].note(say!(say, "race-note-radioed", who = name(by), r = register));
        }
        Event::NoEffect { robot, by } => {
            rows[by].note(say!(say, "race-note-no-effect", who = name(robot)));
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
            destroyed(&mut rows[robot], (at, doom), killer, lost, lives, name, say);
        }
        Event::Flag { robot, n, place } => match place {
            Some(p) => rows[robot].note(say!(
                say,
                "race-note-finishes",
                n = n,
                place = p,
                ordinal = ordinal(p)
            )),
            None => rows[robot].note(say!(say, "race-note-flag", n = n)),
        },
        Event::Archive { robot, at } => {
            rows[robot].note(say!(say, "race-note-archive", at = at.to_string()))
        }
        _ => {}
    }
}

/// A robot moved by something else than its own card (pushed, carried, beamed) towards `dir`.
fn moved(row: &mut Row, dir: Dir, by: Mover, name: &dyn Fn(usize) -> String, say: Say<'_>) {
    match by {
        Mover::Own => {}
        Mover::Push { by } => {
            row.moves
                .push(say!(say, "race-push-dir", d = dir.letter().to_string()));
            row.note(say!(say, "race-note-pushed", who = name(by)));
        }
        Mover::Belt | Mover::Express => {
            row.moves
                .push(say!(say, "race-push-dir", d = dir.letter().to_string()));
            row.note(if by == Mover::Belt {
                say.t("race-note-belt")
            } else {
                say.t("race-note-express")
            });
        }
        Mover::Beam { by } => {
            row.moves
                .push(say!(say, "race-push-dir", d = dir.letter().to_string()));
            row.note(say!(say, "race-note-beam", who = name(by)));
        }
    }
}

/// The note for damage taken: what hit, the points, and what a shield or a coat took
/// (`(shielded, absorbed)`).
fn damage_text(
    hit: Hit,
    points: u8,
    (shielded, absorbed): (u8, u8),
    name: &dyn Fn(usize) -> String,
    say: Say<'_>,
) -> String {
    let what = match hit {
        Hit::Board { at } => say!(say, "race-hit-board", at = at.to_string()),
        Hit::Laser { by, rear: false } => say!(say, "race-hit-laser", who = name(by)),
        Hit::Laser { by, rear: true } => say!(say, "race-hit-rear", who = name(by)),
        Hit::Ram { by } => say!(say, "race-hit-ram", who = name(by)),
    };
    let mut text = format!("{what} +{points}");
    if shielded > 0 {
        text.push_str(&format!(
            " ({})",
            say!(say, "race-note-shielded", n = shielded)
        ));
    }
    if absorbed > 0 {
        text.push_str(&format!(
            " ({})",
            say!(say, "race-note-absorbed", n = absorbed)
        ));
    }
    text
}

/// The notes of a robot destroyed at a square by a doom: how, by whom, the upgrade it lost
/// and the lives it has left.
fn destroyed(
    row: &mut Row,
    (at, doom): (Square, Doom),
    killer: Option<usize>,
    lost: Option<Upgrade>,
    lives: u8,
    name: &dyn Fn(usize) -> String,
    say: Say<'_>,
) {
    let how = match doom {
        Doom::Pit => say!(say, "race-doom-pit", at = at.to_string()),
        Doom::Edge => say!(say, "race-doom-edge", at = at.to_string()),
        Doom::Damage => say.t("race-doom-damage"),
    };
    row.note(how);
    if let Some(k) = killer {
        row.note(say!(say, "race-note-kill", who = name(k)));
    }
    if let Some(u) = lost {
        row.note(say!(
            say,
            "race-note-loses",
            upgrade = words::upgrade(say, u)
        ));
    }
    row.note(say!(say, "race-note-lives", n = lives));
}
