//! The race's standings as tables and a seat's own facts, for the HTML reports (issue 39): the
//! words of the text's tables and of a player's private part, in cells that reflow on a phone
//! instead of 72 monospace columns.

use super::super::cards::Card;
use super::super::orders;
use super::super::position::{DESTROYED_AT, LIVES, Position, REGISTERS, Robot};
use super::others::final_how;
use super::{letter, ordinal};
use crate::games::race::standings;
use crate::games::race::upgrades::Upgrade;
use crate::games::{Seat, Table};

/// The standings as tables: while the race runs, every robot's place, flags, lives, damage,
/// archive and state; once over, the final standings, the statistics, the awards and the next
/// race's picks.
pub fn standings_tables(pos: &Position) -> Vec<Table> {
    let last = pos.board().flags();
    let order = standings::standings(pos);
    if !pos.is_over() {
        let rows = order
            .iter()
            .enumerate()
            .map(|(k, &i)| {
                let r = pos.robot(i);
                vec![
                    ordinal(k as u8 + 1),
                    format!("{} {}", letter(pos, i), r.name()),
                    format!("{}/{last}", r.flags()),
                    r.lives().to_string(),
                    r.damage().to_string(),
                    r.archive().to_string(),
                    state_words(r),
                ]
            })
            .collect();
        let mut notes: Vec<String> = pos
            .robots()
            .iter()
            .filter(|r| !r.upgrades().is_empty())
            .map(|r| format!("{}'s upgrades: {}.", r.name(), upgrades(r)))
            .collect();
        if let Some(first) = pos.first_finish() {
            notes.push(format!(
                "The race ends after round {}: five rounds after the first finish.",
                first + super::super::position::ROUNDS_AFTER_FIRST
            ));
        }
        if !pos.offers().is_empty() {
            let offers: Vec<String> = (pos.offers().iter())
                .map(|o| format!("{} {}", o.at, o.upgrade))
                .collect();
            notes.push(format!("On offer: {}.", offers.join(", ")));
        }
        return vec![Table {
            title: format!("Standings now, in round {}", pos.round()),
            columns: [
                "Place", "Robot", "Flags", "Lives", "Dmg", "Archive", "State",
            ]
            .map(String::from)
            .to_vec(),
            rows,
            notes,
        }];
    }
    let mut out = vec![Table {
        title: "Final standings".into(),
        columns: vec!["Place".into(), "Robot".into(), "Result".into()],
        rows: (order.iter().enumerate())
            .map(|(k, &i)| {
                let r = pos.robot(i);
                vec![
                    ordinal(k as u8 + 1),
                    r.name().into(),
                    final_how(r, last, crate::lang::Say::english()),
                ]
            })
            .collect(),
        notes: Vec::new(),
    }];
    out.push(Table {
        title: "Statistics".into(),
        columns: [
            "Robot", "Dealt", "Taken", "Kills", "Falls", "Down", "Quest.", "Record",
        ]
        .map(String::from)
        .to_vec(),
        rows: (pos.robots().iter())
            .map(|r| {
                let s = r.stats();
                let n = [
                    i64::from(s.damage_caused()),
                    i64::from(s.taken),
                    i64::from(s.kills),
                    i64::from(s.falls),
                    i64::from(s.rounds_down),
                    i64::from(s.questionable),
                    s.record(),
                ];
                std::iter::once(r.name().to_string())
                    .chain(n.iter().map(ToString::to_string))
                    .collect()
            })
            .collect(),
        notes: vec![
            "Dealt counts 3 a kill. Down: rounds powered down. Quest.: questionable moves \
             (registers filled at random, own moves into a pit or off the board). Record: \
             dealt - taken."
                .into(),
        ],
    });
    let resigned: Vec<&str> = (pos.robots().iter())
        .filter(|r| r.retired())
        .map(|r| r.name())
        .collect();
    out.push(Table {
        title: "Awards".into(),
        columns: vec!["Award".into(), "For".into(), "Won by".into()],
        rows: standings::awards(pos)
            .iter()
            .map(|a| {
                let names: Vec<&str> = a.winners.iter().map(|&i| pos.robot(i).name()).collect();
                vec![
                    format!("{} robot", a.name),
                    a.for_what.to_string(),
                    format!(
                        "{} ({})",
                        names.join(", "),
                        standings::stat_words(a.value, a.stat)
                    ),
                ]
            })
            .collect(),
        notes: (!resigned.is_empty())
            .then(|| {
                format!(
                    "No award and no earned pick for a robot whose player resigned: {}.",
                    resigned.join(", ")
                )
            })
            .into_iter()
            .collect(),
    });
    if !pos.pick_order().is_empty() {
        out.push(Table {
            title: "Pick order for the next race".into(),
            columns: vec!["Pick".into(), "Robot".into()],
            rows: (pos.pick_order().iter().enumerate())
                .map(|(k, &i)| vec![(k + 1).to_string(), pos.robot(i).name().into()])
                .collect(),
            notes: Vec::new(),
        });
    }
    out
}

/// What `seat`'s player needs at the top of their report: their robot, its place, damage,
/// lives and flags, and while the race runs their hand for the next round, locks, upgrades and
/// what to send (the words of [`super::private_text`]); once over, its result and awards.
/// Empty while start squares are picked.
pub fn seat_facts(
    pos: &Position,
    hand: &[Card],
    picking: bool,
    seat: Seat,
) -> Vec<(String, String)> {
    let Some(r) = pos.robots().get(seat.index()) else {
        return Vec::new();
    };
    if picking {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut fact = |what: &str, value: String| out.push((what.to_string(), value));
    let last = pos.board().flags();
    let order = standings::standings(pos);
    let place = order.iter().position(|&i| i == seat.index()).unwrap_or(0);
    let of = format!("{} of {}", ordinal(place as u8 + 1), order.len());
    let on = match r.at() {
        Some(at) => format!(", on {at} facing {}", r.facing().letter()),
        None if pos.is_over() => String::new(),
        None => ", off the board".into(),
    };
    fact(
        "Your robot",
        format!(
            "{} ({} on the board){on}",
            r.name(),
            letter(pos, seat.index())
        ),
    );
    if pos.is_over() {
        fact(
            "Place",
            format!("{of}: {}", final_how(r, last, crate::lang::Say::english())),
        );
        fact("Flags", format!("{} of {last}", r.flags()));
        let won: Vec<String> = standings::awards(pos)
            .iter()
            .filter(|a| a.winners.contains(&seat.index()))
            .map(|a| {
                format!(
                    "{} robot ({})",
                    a.name,
                    standings::stat_words(a.value, a.stat)
                )
            })
            .collect();
        if !won.is_empty() {
            fact("Awards", won.join("; "));
        }
        if let Some(k) = pos.pick_order().iter().position(|&i| i == seat.index()) {
            fact(
                "Next race",
                format!("you pick a start square {}", ordinal(k as u8 + 1)),
            );
        }
        return out;
    }
    fact("Place now", of);
    let next_flag = match pos.board().flag(r.flags() + 1) {
        Some(sq) if r.place().is_none() => format!("; next: flag {} on {sq}", r.flags() + 1),
        _ => String::new(),
    };
    fact("Flags", format!("{} of {last}{next_flag}", r.flags()));
    fact("Lives", format!("{} of {LIVES}", r.lives()));
    let locked = r.locked();
    fact(
        "Damage",
        match locked {
            0 => format!("{} (destroyed at {DESTROYED_AT})", r.damage()),
            n => format!(
                "{} ({n} registers locked; destroyed at {DESTROYED_AT})",
                r.damage()
            ),
        },
    );
    let state = state_words(r);
    if !state.is_empty() {
        fact("State", state);
    }
    if r.is_out() || r.place().is_some() || r.retired() {
        return out;
    }
    let round = pos.round();
    if r.powered_down() {
        fact(
            &format!("Round {round}"),
            "powered down: no hand. Send STAY DOWN to stay down next round as well.".into(),
        );
        return out;
    }
    fact(&format!("Hand for round {round}"), orders::cards_text(hand));
    if locked > 0 {
        let held: Vec<String> = (REGISTERS - locked..REGISTERS)
            .map(|k| match r.last_program()[k] {
                Some(i) => format!("{}={i}", k + 1),
                None => format!("{}=random", k + 1),
            })
            .collect();
        fact(
            "Locked",
            format!(
                "{}; program registers 1-{}",
                held.join(" "),
                REGISTERS - locked
            ),
        );
    }
    if !r.upgrades().is_empty() {
        fact("Upgrades", upgrades(r));
        let s = r.settings();
        let mut on = Vec::new();
        if r.has(Upgrade::GyroscopicStabilizer) {
            on.push(format!("gyro {}", if s.gyro { "on" } else { "off" }));
        }
        if let Some(m) = s.beam.filter(|m| r.has(m.upgrade())) {
            on.push(format!("{} on", m.word().to_lowercase()));
        }
        if r.has(Upgrade::CircuitBreaker) {
            on.push(match s.breaker {
                Some(t) => format!("breaker at {t}"),
                None => "breaker off".into(),
            });
        }
        if !on.is_empty() {
            fact("Settings", on.join(", "));
        }
    }
    if r.wildcards() > 0 {
        fact(
            "Wildcards",
            format!(
                "{} (write *F2 to play any basic instruction with one)",
                r.wildcards()
            ),
        );
    }
    fact(
        "Send",
        "PROGRAM and five instructions, as PROGRAM F2 L F R U. F3 F2 F forward, B back, L R \
         turn, U u-turn; POWER DOWN for next round; your upgrades' forms and options. HELP \
         shows them all."
            .into(),
    );
    out
}

/// `out`, `finished 1st`, `resigned`, `powered down`, `powering down`, or nothing.
fn state_words(r: &Robot) -> String {
    if r.is_out() {
        "out".into()
    } else if let Some(p) = r.place() {
        format!("finished {}", ordinal(p))
    } else if r.retired() {
        "resigned".into()
    } else if r.powered_down() {
        "powered down".into()
    } else if r.power_down_next() {
        "powering down".into()
    } else {
        String::new()
    }
}

/// A robot's upgrades, `Ablative Coat (4 left), Brakes`.
fn upgrades(r: &Robot) -> String {
    let list: Vec<String> = r.upgrades().iter().map(ToString::to_string).collect();
    list.join(", ")
}
