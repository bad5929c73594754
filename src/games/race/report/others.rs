//! The race's texts besides the round report: the start and picking reports, the status, the
//! standings while it runs and the final results with statistics and awards, and what a new
//! upgrade does.

use super::*;

/// The end of the race: standings, the statistics, the 14 awards and the next race's picks.
pub fn final_results(pos: &Position, say: Say<'_>) -> String {
    let mut out = format!("\n{}\n", say.t("race-final-standings"));
    let width = name_width(pos);
    let last = pos.board().flags();
    for (k, &i) in standings::standings(pos).iter().enumerate() {
        let r = pos.robot(i);
        let how = final_how(r, last, say);
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
            "{} robot, {}: {} ({})",
            a.name,
            a.for_what,
            names.join(", "),
            standings::stat_words(a.value, a.stat)
        );
        wrap(&mut out, "  ", "    ", &line);
    }
    let resigned: Vec<&str> = pos
        .robots()
        .iter()
        .filter(|r| r.retired())
        .map(|r| r.name())
        .collect();
    if !resigned.is_empty() {
        let line = say!(say, "race-resigned-no-award", names = resigned.join(", "));
        wrap(&mut out, "  ", "  ", &line);
    }
    if !pos.pick_order().is_empty() {
        let _ = writeln!(out, "\n{}", say.t("race-pick-order"));
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

/// How robot `r` ended the race, `last` flags on the board: `finished 2nd`, `out, 1/3 flags`.
pub(super) fn final_how(r: &Robot, last: u8, say: Say<'_>) -> String {
    let flags = format!("{}/{last}", r.flags());
    match r.place() {
        Some(p) if r.retired() => say!(say, "race-how-finished-resigned", place = place(say, p)),
        Some(p) => say!(say, "race-state-finished", place = place(say, p)),
        None if r.retired() => say!(say, "race-how-resigned", flags = flags),
        None if r.is_out() => say!(say, "race-how-out", flags = flags),
        None => say!(say, "race-how-flags", flags = flags),
    }
}

/// The standings while the race runs: place, robot, flags touched, lives, damage; and when
/// it ends, if the first robot has finished.
pub fn standings_now(pos: &Position, say: Say<'_>) -> String {
    let mut out = format!("{}\n", say!(say, "race-standings-now", n = pos.round()));
    let width = name_width(pos);
    let last = pos.board().flags();
    for (k, &i) in standings::standings(pos).iter().enumerate() {
        let r = pos.robot(i);
        let flags = format!("{}/{last}", r.flags());
        let how = match r.place() {
            Some(p) => say!(say, "race-state-finished", place = place(say, p)),
            None if r.is_out() => say!(say, "race-how-out", flags = flags),
            None if r.retired() => say!(say, "race-how-resigned", flags = flags),
            None => say!(
                say,
                "race-how-running",
                flags = flags,
                lives = r.lives(),
                damage = r.damage()
            ),
        };
        let _ = writeln!(out, "  {:>2}  {:<width$}  {how}", k + 1, r.name());
    }
    if let Some(first) = pos.first_finish() {
        let _ = writeln!(
            out,
            "{}",
            say!(
                say,
                "race-ends-after-round",
                n = first + super::super::position::ROUNDS_AFTER_FIRST
            )
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
                let what = if upgrade == super::super::upgrades::Upgrade::AblativeCoat {
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
pub fn start_report(after: &Position, events: &[Event], say: Say<'_>) -> String {
    let mut out = format!(
        "{}\n\n",
        say!(
            say,
            "race-start-title",
            board = after.board().name().to_string()
        )
    );
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
                Some(1) => say.t("race-start-first-choice"),
                Some(k) => say!(say, "race-start-choice", n = k),
                None => say.t("race-start-random"),
            };
            let first = format!("  {:<width$}  ", after.robot(robot).name());
            let rest = " ".repeat(first.chars().count());
            let text = say!(
                say,
                "race-starts",
                at = at.to_string(),
                d = facing.letter().to_string(),
                how = how
            );
            wrap(&mut out, &first, &rest, &text);
        }
    }
    let order: Vec<&str> = after
        .priority()
        .iter()
        .map(|&i| after.robot(i).name())
        .collect();
    let first = format!("  {} ", say.t("race-first-priority"));
    wrap(&mut out, &first, "    ", &order.join(", "));
    out.push('\n');
    out.push_str(&status(after, say));
    out
}

/// The picking phase: the board, its numbered start squares and the pick order.
pub fn picking_status(pos: &Position, order: &[u8], say: Say<'_>) -> String {
    let mut out = format!(
        "Robot race on {} - picking start squares\n\n",
        pos.board().name()
    );
    out.push_str(&board_view::render(pos.board(), &[], say));
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
pub fn status(pos: &Position, say: Say<'_>) -> String {
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
    out.push_str(&board_view::render(pos.board(), &markers, say));
    out.push('\n');
    robots_table(&mut out, pos, say);
    if let (Some(first), false) = (pos.first_finish(), pos.is_over()) {
        let _ = writeln!(
            out,
            "{}",
            say!(
                say,
                "race-ends-after",
                n = first + super::super::position::ROUNDS_AFTER_FIRST
            )
        );
    }
    if !pos.offers().is_empty() {
        let offers: Vec<String> = pos
            .offers()
            .iter()
            .map(|o| format!("{} {}", o.at, o.upgrade))
            .collect();
        let first = format!("{} ", say.t("race-on-offer"));
        let rest = " ".repeat(first.chars().count());
        wrap(&mut out, &first, &rest, &offers.join(", "));
    }
    out
}
