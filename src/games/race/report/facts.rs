//! The race's standings as tables and a seat's own facts, for the HTML reports (issue 39): the
//! words of the text's tables and of a player's private part, in cells that reflow on a phone
//! instead of 72 monospace columns, in the reader's language.

use super::super::cards::Card;
use super::super::orders;
use super::super::position::{DESTROYED_AT, Position, REGISTERS, Robot};
use super::others::{final_how, stat_columns};
use super::{letter, place, state_words, words};
use crate::games::race::standings;
use crate::games::{Seat, Table};
use crate::lang::Say;
use crate::say;

/// The standings as tables: while the race runs, every robot's place, flags, lives, damage,
/// archive and state; once over, the final standings, the statistics, the awards and the next
/// race's picks.
pub fn standings_tables(pos: &Position, say: Say<'_>) -> Vec<Table> {
    if !pos.is_over() {
        return vec![running_table(pos, say)];
    }
    let mut out = vec![
        final_table(pos, say),
        stats_table(pos, say),
        awards_table(pos, say),
    ];
    if !pos.pick_order().is_empty() {
        let col = |id: &str| say.t(&format!("race-col-{id}"));
        out.push(Table {
            title: say.t("race-pick-order"),
            columns: ["pick", "robot"].map(col).to_vec(),
            rows: (pos.pick_order().iter().enumerate())
                .map(|(k, &i)| vec![(k + 1).to_string(), pos.robot(i).name().into()])
                .collect(),
            notes: Vec::new(),
        });
    }
    out
}

/// While the race runs: every robot's place, flags, lives, damage, archive and state, with the
/// upgrades held, when the race ends and the upgrades on offer as notes.
fn running_table(pos: &Position, say: Say<'_>) -> Table {
    let last = pos.board().flags();
    let col = |id: &str| say.t(&format!("race-col-{id}"));
    let rows = standings::standings(pos)
        .iter()
        .enumerate()
        .map(|(k, &i)| {
            let r = pos.robot(i);
            vec![
                place(say, k as u8 + 1),
                format!("{} {}", letter(pos, i), r.name()),
                format!("{}/{last}", r.flags()),
                r.lives().to_string(),
                r.damage().to_string(),
                r.archive().to_string(),
                state_words(r, say),
            ]
        })
        .collect();
    let mut notes: Vec<String> = pos
        .robots()
        .iter()
        .filter(|r| !r.upgrades().is_empty())
        .map(|r| {
            say!(
                say,
                "race-upgrades-of",
                who = r.name(),
                list = words::held_list(say, r.upgrades())
            )
        })
        .collect();
    if let Some(first) = pos.first_finish() {
        notes.push(say!(
            say,
            "race-ends-after",
            n = first + pos.house().extra_rounds
        ));
    }
    if !pos.offers().is_empty() {
        let offers: Vec<String> = (pos.offers().iter())
            .map(|o| format!("{} {}", o.at, words::upgrade(say, o.upgrade)))
            .collect();
        notes.push(format!("{} {}.", say.t("race-on-offer"), offers.join(", ")));
    }
    Table {
        title: say!(say, "race-standings-now", n = pos.round()),
        columns: [
            "place", "robot", "flags", "lives", "dmg", "archive", "state",
        ]
        .map(col)
        .to_vec(),
        rows,
        notes,
    }
}

/// Once over: the final standings.
fn final_table(pos: &Position, say: Say<'_>) -> Table {
    let last = pos.board().flags();
    let col = |id: &str| say.t(&format!("race-col-{id}"));
    Table {
        title: say.t("race-final-standings"),
        columns: ["place", "robot", "result"].map(col).to_vec(),
        rows: (standings::standings(pos).iter().enumerate())
            .map(|(k, &i)| {
                let r = pos.robot(i);
                vec![
                    place(say, k as u8 + 1),
                    r.name().into(),
                    final_how(r, last, say),
                ]
            })
            .collect(),
        notes: Vec::new(),
    }
}

/// Once over: every robot's statistics.
fn stats_table(pos: &Position, say: Say<'_>) -> Table {
    let note = say.t("race-stats-note");
    let note = note.lines().map(str::trim).collect::<Vec<_>>().join(" ");
    Table {
        title: say.t("race-statistics"),
        columns: std::iter::once(say.t("race-col-robot"))
            .chain(stat_columns(say))
            .collect(),
        rows: (pos.robots().iter())
            .map(|r| {
                std::iter::once(r.name().to_string())
                    .chain(
                        standings::Stat::ALL
                            .iter()
                            .map(|s| s.of(r.stats()).to_string()),
                    )
                    .collect()
            })
            .collect(),
        notes: vec![note],
    }
}

/// Once over: the awards and who won each; those who resigned won none.
fn awards_table(pos: &Position, say: Say<'_>) -> Table {
    let col = |id: &str| say.t(&format!("race-col-{id}"));
    let resigned: Vec<&str> = (pos.robots().iter())
        .filter(|r| r.retired())
        .map(|r| r.name())
        .collect();
    Table {
        title: say.t("race-awards"),
        columns: ["award", "for", "won-by"].map(col).to_vec(),
        rows: standings::awards(pos)
            .iter()
            .map(|a| {
                let names: Vec<&str> = a.winners.iter().map(|&i| pos.robot(i).name()).collect();
                vec![
                    words::award(say, a),
                    words::award_for(say, a),
                    words::winners(say, a, &names),
                ]
            })
            .collect(),
        notes: (!resigned.is_empty())
            .then(|| say!(say, "race-resigned-no-award", names = resigned.join(", ")))
            .into_iter()
            .collect(),
    }
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
    say: Say<'_>,
) -> Vec<(String, String)> {
    let Some(r) = pos.robots().get(seat.index()) else {
        return Vec::new();
    };
    if picking {
        return Vec::new();
    }
    let mut facts = Facts {
        say,
        out: Vec::new(),
    };
    let order = standings::standings(pos);
    let at = order.iter().position(|&i| i == seat.index()).unwrap_or(0);
    let of = say!(
        say,
        "race-fact-place-of",
        place = place(say, at as u8 + 1),
        n = order.len()
    );
    facts.fact("robot", robot_fact(pos, r, seat, say));
    if pos.is_over() {
        final_facts(&mut facts, pos, r, seat, of);
        return facts.out;
    }
    facts.fact("place-now", of);
    let locked = standing_facts(&mut facts, pos, r);
    if r.is_out() || r.place().is_some() || r.retired() {
        return facts.out;
    }
    let round = pos.round();
    if r.powered_down() {
        facts.out.push((
            say!(say, "race-fact-round", n = round),
            say.t("race-fact-down"),
        ));
        return facts.out;
    }
    facts.out.push((
        say!(say, "race-fact-hand", n = round),
        orders::cards_text(hand),
    ));
    if locked > 0 {
        facts.fact(
            "locked",
            say!(
                say,
                "race-fact-locked-is",
                held = words::locked_registers(say, r),
                last = REGISTERS - locked
            ),
        );
    }
    if !r.upgrades().is_empty() {
        facts.fact("upgrades", words::held_list(say, r.upgrades()));
        let on = words::settings(say, r);
        if !on.is_empty() {
            facts.fact("settings", on.join(", "));
        }
    }
    if r.wildcards() > 0 {
        facts.fact(
            "wildcards",
            say!(say, "race-fact-wildcards-are", n = r.wildcards()),
        );
    }
    let example = super::private::example_program(hand, REGISTERS - locked);
    facts.fact("send", say!(say, "race-fact-send-what", example = example));
    facts.out
}

/// A seat's facts so far, each a label of the phrasebook (`race-fact-...`) and its value.
struct Facts<'a> {
    say: Say<'a>,
    out: Vec<(String, String)>,
}

impl Facts<'_> {
    fn fact(&mut self, what: &str, value: String) {
        let label = self.say.t(&format!("race-fact-{what}"));
        self.out.push((label, value));
    }
}

/// The seat's robot: its name and letter, and where it stands facing which way.
fn robot_fact(pos: &Position, r: &Robot, seat: Seat, say: Say<'_>) -> String {
    let robot = say!(
        say,
        "race-fact-robot-is",
        name = r.name(),
        letter = letter(pos, seat.index()).to_string()
    );
    match r.at() {
        Some(at) => say!(
            say,
            "race-fact-robot-on",
            robot = robot,
            at = at.to_string(),
            d = r.facing().letter().to_string()
        ),
        None if pos.is_over() => robot,
        None => say!(say, "race-fact-robot-off", robot = robot),
    }
}

/// Once over: the robot's place (`of`) and result, flags, awards and place in the next race's
/// picks.
fn final_facts(facts: &mut Facts<'_>, pos: &Position, r: &Robot, seat: Seat, of: String) {
    let (say, last) = (facts.say, pos.board().flags());
    let how = final_how(r, last, say);
    facts.fact(
        "place",
        say!(say, "race-fact-place-end", of = of, how = how),
    );
    facts.fact(
        "flags",
        say!(say, "race-fact-flags-of", flags = r.flags(), n = last),
    );
    let won: Vec<String> = standings::awards(pos)
        .iter()
        .filter(|a| a.winners.contains(&seat.index()))
        .map(|a| {
            format!(
                "{} ({})",
                words::award(say, a),
                words::stat(say, a.value, a.stat)
            )
        })
        .collect();
    if !won.is_empty() {
        facts.fact("awards", won.join("; "));
    }
    if let Some(k) = pos.pick_order().iter().position(|&i| i == seat.index()) {
        facts.fact(
            "next-race",
            say!(
                say,
                "race-fact-you-pick",
                place = place(say, k as u8 + 1),
                n = k + 1
            ),
        );
    }
}

/// While the race runs: the robot's flags (and the next one's square), lives, damage and
/// state. Returns how many of its registers are locked.
fn standing_facts(facts: &mut Facts<'_>, pos: &Position, r: &Robot) -> usize {
    let (say, last) = (facts.say, pos.board().flags());
    let flags = say!(say, "race-fact-flags-of", flags = r.flags(), n = last);
    let flags = match pos.board().flag(r.flags() + 1) {
        Some(sq) if r.place().is_none() => say!(
            say,
            "race-fact-next-flag",
            flags = flags,
            n = r.flags() + 1,
            at = sq.to_string()
        ),
        _ => flags,
    };
    facts.fact("flags", flags);
    facts.fact(
        "lives",
        say!(
            say,
            "race-fact-lives-of",
            lives = r.lives(),
            n = pos.house().lives
        ),
    );
    let locked = r.locked();
    facts.fact(
        "damage",
        say!(
            say,
            "race-fact-damage-is",
            damage = r.damage(),
            locked = locked,
            at = DESTROYED_AT
        ),
    );
    let state = state_words(r, say);
    if !state.is_empty() {
        facts.fact("state", state);
    }
    locked
}
