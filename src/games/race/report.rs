//! The round report every player reads, rendered from the events alone (plus the positions
//! before and after): the programs, then per register the seed's table (Dmg, Name, Move, Notes;
//! ruling 14), then what happened after the registers, the board in ASCII with its legend, and a
//! table of every robot. At most 72 columns; long notes are wrapped here, never by the reader.

use super::board::Dir;
use super::board_view::{self, Marker};
use super::events::{Doom, DownWhy, Event, Hit, Mover, OfferWhy, Source, Turner};
use super::position::{Position, Robot};
use super::standings;
use crate::games::text::wrap;
use std::fmt::Write as _;

/// The letter that marks robot `i` on the board: its name's initial when no other robot's
/// name shares it, else its seat's letter (`A`, `B`, ...).
pub fn letter(pos: &Position, i: usize) -> char {
    let initial = |k: usize| {
        pos.robot(k)
            .name()
            .chars()
            .next()
            .map(|c| c.to_ascii_uppercase())
            .filter(char::is_ascii_alphabetic)
    };
    match initial(i) {
        Some(c) if (0..pos.robots().len()).all(|k| k == i || initial(k) != Some(c)) => c,
        _ => (b'A' + i as u8) as char,
    }
}

/// `1st`, `2nd`, `3rd`, `4th` ...
pub fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// The report of one round played from `before`.
pub fn round_report(before: &Position, events: &[Event], after: &Position) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Robot race - round {} on {}",
        before.round(),
        before.board().name()
    );
    out.push('\n');
    programs(&mut out, before, events);
    registers(&mut out, before, events);
    afterwards(&mut out, after, events);
    out.push_str(&status(after));
    if after.is_over() {
        out.push_str(&final_results(after));
    }
    out
}

/// The end of the race: standings, the statistics, the 14 awards and the next race's picks.
pub fn final_results(pos: &Position) -> String {
    let mut out = String::from("\nFinal standings\n");
    let width = name_width(pos);
    let last = pos.board().flags();
    for (k, &i) in standings::standings(pos).iter().enumerate() {
        let r = pos.robot(i);
        let how = match r.place() {
            Some(p) => format!("finished {}", ordinal(p)),
            None if r.is_out() => format!("out, {}/{last} flags", r.flags()),
            None => format!("{}/{last} flags", r.flags()),
        };
        let _ = writeln!(out, "  {:>2}  {:<width$}  {how}", k + 1, r.name());
    }
    out.push_str("\nStatistics\n");
    let _ = writeln!(
        out,
        "  {:<width$}  Dealt  Taken  Kills  Falls  Down  Quest.  Record",
        "Robot"
    );
    for r in pos.robots() {
        let s = r.stats();
        let _ = writeln!(
            out,
            "  {:<width$}  {:>5}  {:>5}  {:>5}  {:>5}  {:>4}  {:>6}  {:>6}",
            r.name(),
            s.damage_caused(),
            s.taken,
            s.kills,
            s.falls,
            s.rounds_down,
            s.questionable,
            s.record()
        );
    }
    out.push_str("  Dealt counts 3 a kill. Down: rounds powered down. Quest.: questionable\n");
    out.push_str("  moves (registers filled at random, own moves into a pit or off the\n");
    out.push_str("  board). Record: dealt - taken.\n");
    out.push_str("\nAwards\n");
    for a in standings::awards(pos) {
        let names: Vec<&str> = a.winners.iter().map(|&i| pos.robot(i).name()).collect();
        let line = format!(
            "{} robot, {}: {} ({} {})",
            a.name,
            a.for_what,
            names.join(", "),
            a.value,
            a.stat
        );
        wrap(&mut out, "  ", "    ", &line);
    }
    if !pos.pick_order().is_empty() {
        out.push_str("\nPick order for the next race\n");
        let names: Vec<String> = pos
            .pick_order()
            .iter()
            .enumerate()
            .map(|(k, &i)| format!("{}. {}", k + 1, pos.robot(i).name()))
            .collect();
        wrap(&mut out, "  ", "  ", &names.join("  "));
    }
    out
}

/// The standings while the race runs: place, robot, flags touched, lives, damage; and when
/// it ends, if the first robot has finished.
pub fn standings_now(pos: &Position) -> String {
    let mut out = format!("Standings now, in round {}\n", pos.round());
    let width = name_width(pos);
    let last = pos.board().flags();
    for (k, &i) in standings::standings(pos).iter().enumerate() {
        let r = pos.robot(i);
        let how = match r.place() {
            Some(p) => format!("finished {}", ordinal(p)),
            None if r.is_out() => format!("out, {}/{last} flags", r.flags()),
            None => format!(
                "{}/{last} flags, {} lives, damage {}",
                r.flags(),
                r.lives(),
                r.damage()
            ),
        };
        let _ = writeln!(out, "  {:>2}  {:<width$}  {how}", k + 1, r.name());
    }
    if let Some(first) = pos.first_finish() {
        let _ = writeln!(
            out,
            "The race ends after round {}.",
            first + super::position::ROUNDS_AFTER_FIRST
        );
    }
    out
}

/// For robot `robot`'s player: each upgrade it took this round, what it does, its uses left
/// and what to send (issue 33), in a line or two.
pub fn new_upgrades(after: &Position, events: &[Event], robot: usize) -> String {
    let mut out = String::new();
    for e in events {
        let Event::Upgraded {
            robot: r, upgrade, ..
        } = *e
        else {
            continue;
        };
        if r != robot {
            continue;
        }
        let left = match upgrade.charges() {
            0 => String::new(),
            n => {
                let used = after
                    .robots()
                    .get(robot)
                    .and_then(|r| r.upgrades().iter().rev().find(|h| h.kind == upgrade))
                    .map_or(0, |h| h.used);
                let what = if upgrade == super::upgrades::Upgrade::AblativeCoat {
                    "points"
                } else {
                    "uses"
                };
                format!(" {} {what} left.", n.saturating_sub(used))
            }
        };
        let line = format!(
            "New upgrade: {}. {}{left} {}",
            upgrade.name(),
            upgrade.explain(),
            upgrade.how_to_use()
        );
        out.push('\n');
        wrap(&mut out, "", "  ", &line);
    }
    out
}

/// The picking phase resolved: where each robot starts, and the board.
pub fn start_report(after: &Position, events: &[Event]) -> String {
    let mut out = format!("Robot race on {} - the start\n\n", after.board().name());
    let width = name_width(after);
    for e in events {
        if let Event::Started {
            robot,
            at,
            facing,
            picked,
        } = *e
        {
            let how = match picked {
                Some(1) => "its first choice".to_string(),
                Some(k) => format!("its choice no. {k}"),
                None => "drawn at random".to_string(),
            };
            let _ = writeln!(
                out,
                "  {:<width$}  starts on {at} facing {}: {how}",
                after.robot(robot).name(),
                facing.letter()
            );
        }
    }
    let order: Vec<&str> = after
        .priority()
        .iter()
        .map(|&i| after.robot(i).name())
        .collect();
    wrap(
        &mut out,
        "  First priority list: ",
        "    ",
        &order.join(", "),
    );
    out.push('\n');
    out.push_str(&status(after));
    out
}

/// The picking phase: the board, its numbered start squares and the pick order.
pub fn picking_status(pos: &Position, order: &[u8]) -> String {
    let mut out = format!(
        "Robot race on {} - picking start squares\n\n",
        pos.board().name()
    );
    out.push_str(&board_view::render(pos.board(), &[]));
    let starts: Vec<String> = pos
        .board()
        .starts()
        .iter()
        .enumerate()
        .map(|(k, sq)| format!("{} = {sq}", k + 1))
        .collect();
    out.push('\n');
    wrap(&mut out, "Start squares: ", "  ", &starts.join(", "));
    let names: Vec<String> = order
        .iter()
        .enumerate()
        .filter_map(|(k, &s)| {
            pos.robots()
                .get(s as usize)
                .map(|r| format!("{}. {}", k + 1, r.name()))
        })
        .collect();
    wrap(&mut out, "Pick order: ", "  ", &names.join(", "));
    let newcomers: Vec<&str> = (0..pos.robots().len())
        .filter(|i| !order.contains(&(*i as u8)))
        .map(|i| pos.robot(i).name())
        .collect();
    if !newcomers.is_empty() {
        wrap(
            &mut out,
            "New to this race (a random square after the picks): ",
            "  ",
            &newcomers.join(", "),
        );
    }
    out.push_str("Send PICK and the numbers of the squares you want, most wanted first,\n");
    out.push_str("as PICK 3 1 4 2. Who sends nothing gets a square at random.\n");
    out
}

/// The board and the robots' table, as `STATUS` and the end of every report show them.
pub fn status(pos: &Position) -> String {
    let mut out = String::new();
    let markers: Vec<Marker> = pos
        .robots()
        .iter()
        .enumerate()
        .filter_map(|(i, r)| {
            r.at().map(|at| Marker {
                at,
                facing: r.facing(),
                letter: letter(pos, i),
            })
        })
        .collect();
    out.push_str(&board_view::render(pos.board(), &markers));
    out.push('\n');
    robots_table(&mut out, pos);
    if let (Some(first), false) = (pos.first_finish(), pos.is_over()) {
        let _ = writeln!(
            out,
            "The race ends after round {}: five rounds after the first finish.",
            first + super::position::ROUNDS_AFTER_FIRST
        );
    }
    if !pos.offers().is_empty() {
        let offers: Vec<String> = pos
            .offers()
            .iter()
            .map(|o| format!("{} {}", o.at, o.upgrade))
            .collect();
        wrap(&mut out, "On offer: ", "          ", &offers.join(", "));
    }
    out
}

fn programs(out: &mut String, before: &Position, events: &[Event]) {
    out.push_str("Programs\n");
    let width = name_width(before);
    for e in events {
        match e {
            Event::Program { robot, registers } => {
                let text: Vec<String> = registers.iter().map(|r| r.instr.to_string()).collect();
                let mut notes = Vec::new();
                for (source, what) in [
                    (Source::Random, "filled at random"),
                    (Source::Locked, "locked"),
                    (Source::LockedRandom, "locked, filled at random"),
                ] {
                    let regs: Vec<String> = registers
                        .iter()
                        .enumerate()
                        .filter(|(_, r)| r.source == source)
                        .map(|(k, _)| (k + 1).to_string())
                        .collect();
                    if !regs.is_empty() {
                        notes.push(format!("{what}: {}", regs.join(",")));
                    }
                }
                let first = format!(
                    "  {:<width$}  {:<20} ",
                    before.robot(*robot).name(),
                    text.join(" ")
                );
                let rest = " ".repeat(first.len());
                wrap(out, &first, &rest, &notes.join("; "));
            }
            Event::Down { robot } => {
                let _ = writeln!(
                    out,
                    "  {:<width$}  (powered down)",
                    before.robot(*robot).name()
                );
            }
            _ => {}
        }
    }
}

fn name_width(pos: &Position) -> usize {
    pos.robots()
        .iter()
        .map(|r| r.name().chars().count())
        .max()
        .unwrap_or(4)
        .clamp(4, 12)
}

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
            .unwrap_or_else(|| super::events::registers_end(events, start));
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

fn registers(out: &mut String, before: &Position, events: &[Event]) {
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

fn afterwards(out: &mut String, after: &Position, events: &[Event]) {
    let name = |i: usize| after.robot(i).name().to_string();
    let mut lines = Vec::new();
    for e in events {
        let line = match *e {
            Event::Repaired { robot, points } => match points {
                0 => format!(
                    "{} is on a repair site with no damage to repair.",
                    name(robot)
                ),
                p => format!("{} repairs {p} damage.", name(robot)),
            },
            Event::Upgraded { robot, upgrade, at } => {
                format!("{} takes the upgrade {upgrade} at {at}.", name(robot))
            }
            Event::Offer { at, upgrade, why } => match why {
                OfferWhy::Taken => format!("Now on offer at {at}: {upgrade}."),
                OfferWhy::Aged => {
                    format!("The offer at {at} had five rounds; now on offer: {upgrade}.")
                }
            },
            Event::Reentered {
                robot,
                at,
                facing,
                damage,
            } => format!(
                "{} re-enters at {at} facing {} with {damage} damage.",
                name(robot),
                facing.letter()
            ),
            Event::PowerDown { robot, why } => match why {
                DownWhy::Announced => {
                    format!(
                        "{} powers down for next round (all damage repaired).",
                        name(robot)
                    )
                }
                DownWhy::Breaker => format!(
                    "{}'s Circuit Breaker trips: it powers down next round.",
                    name(robot)
                ),
            },
            Event::PowerUp { robot } => format!("{} powers up.", name(robot)),
            Event::Saved { robot, card } => {
                format!("{}'s Flywheel keeps {card} for the next hand.", name(robot))
            }
            Event::RaceOver => "The race is over.".to_string(),
            _ => continue,
        };
        lines.push(line);
    }
    out.push('\n');
    out.push_str("After the registers\n");
    if lines.is_empty() {
        out.push_str("  Nothing more happens.\n");
    }
    for line in lines {
        wrap(out, "  ", "    ", &line);
    }
    out.push('\n');
}

fn robots_table(out: &mut String, pos: &Position) {
    let width = name_width(pos);
    let _ = writeln!(
        out,
        "   {:<width$}  Dmg  Lives  Flags  Archive  State",
        "Robot"
    );
    let flags = pos.board().flags();
    for (i, r) in pos.robots().iter().enumerate() {
        let state = if r.is_out() {
            "out".to_string()
        } else if let Some(p) = r.place() {
            format!("finished {}", ordinal(p))
        } else if r.powered_down() {
            "powered down".to_string()
        } else {
            String::new()
        };
        let state = match (r.power_down_next(), state.is_empty()) {
            (true, true) => "powering down".to_string(),
            _ => state,
        };
        let line = format!(
            "{}  {:<width$}  {:>3}  {:>5}  {:>5}  {:<7}  {}",
            letter(pos, i),
            r.name(),
            r.damage(),
            r.lives(),
            format!("{}/{flags}", r.flags()),
            r.archive().to_string(),
            state
        );
        out.push_str(line.trim_end());
        out.push('\n');
        if !r.upgrades().is_empty() {
            let list: Vec<String> = r.upgrades().iter().map(ToString::to_string).collect();
            let first = format!("   {:<width$}  Upgrades: ", "");
            let rest = " ".repeat(first.len());
            wrap(out, &first, &rest, &list.join(", "));
        }
    }
}
