//! The race's texts besides the round report: the start and picking reports, the status, the
//! standings while it runs and the final results with statistics and awards, and what a new
//! upgrade does. Every word from the race's phrasebooks.

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
    statistics(&mut out, pos, say);
    let _ = writeln!(out, "\n{}", say.t("race-awards"));
    for a in standings::awards(pos) {
        let names: Vec<&str> = a.winners.iter().map(|&i| pos.robot(i).name()).collect();
        let line = say!(
            say,
            "race-award-line",
            award = words::award(say, &a),
            for_what = words::award_for(say, &a),
            winners = words::winners(say, &a, &names)
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

/// The statistics table: a column a statistic, each as wide as its heading in the reader's
/// language (at least as wide as English's), then what the headings mean.
fn statistics(out: &mut String, pos: &Position, say: Say<'_>) {
    let _ = writeln!(out, "\n{}", say.t("race-statistics"));
    let width = name_width(pos);
    let heads = stat_columns(say);
    let widths: Vec<usize> = (heads.iter().zip([5, 5, 5, 5, 4, 6, 6]))
        .map(|(h, min)| h.chars().count().max(min))
        .collect();
    let mut line = format!("  {:<width$}", say.t("race-col-robot"));
    for (h, w) in heads.iter().zip(&widths) {
        let _ = write!(line, "  {h:>w$}");
    }
    let _ = writeln!(out, "{line}");
    for r in pos.robots() {
        let mut line = format!("  {:<width$}", r.name());
        for (s, w) in standings::Stat::ALL.iter().zip(&widths) {
            let _ = write!(line, "  {:>w$}", s.of(r.stats()));
        }
        let _ = writeln!(out, "{line}");
    }
    for line in say.t("race-stats-note").lines() {
        let _ = writeln!(out, "  {line}");
    }
}

/// The statistics' column headings, in [`standings::Stat::ALL`]'s order: `Dealt`, `Taken` ...
pub(super) fn stat_columns(say: Say<'_>) -> Vec<String> {
    (standings::Stat::ALL.iter())
        .map(|s| say.t(&format!("race-stats-col-{}", s.key())))
        .collect()
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
                n = first + pos.house().extra_rounds
            )
        );
    }
    out
}

/// For robot `robot`'s player: each upgrade it took this round, what it does, its uses left
/// and what to send (issue 33), in a line or two.
pub fn new_upgrades(after: &Position, events: &[Event], robot: usize, say: Say<'_>) -> String {
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
        let mut line = vec![
            say!(say, "race-new-upgrade", name = words::upgrade(say, upgrade)),
            words::does(say, upgrade),
        ];
        if upgrade.charges() > 0 {
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
            line.push(say!(
                say,
                "race-charges-left",
                what = what,
                n = upgrade.charges().saturating_sub(used)
            ));
        }
        line.push(words::how_to_use(say, upgrade));
        out.push('\n');
        wrap(&mut out, "", "  ", &line.join(" "));
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
            board = crate::games::race::boards::said(say, after.board().name())
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
        "{}\n\n",
        say!(
            say,
            "race-picking-title",
            board = crate::games::race::boards::said(say, pos.board().name())
        )
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
    let first = format!("{} ", say.t("race-picking-starts"));
    wrap(&mut out, &first, "  ", &starts.join(", "));
    let names: Vec<String> = order
        .iter()
        .enumerate()
        .filter_map(|(k, &s)| {
            pos.robots()
                .get(s as usize)
                .map(|r| format!("{}. {}", k + 1, r.name()))
        })
        .collect();
    let first = format!("{} ", say.t("race-picking-order"));
    wrap(&mut out, &first, "  ", &names.join(", "));
    let newcomers: Vec<&str> = (0..pos.robots().len())
        .filter(|i| !order.contains(&(*i as u8)))
        .map(|i| pos.robot(i).name())
        .collect();
    if !newcomers.is_empty() {
        let first = format!("{} ", say.t("race-picking-newcomers"));
        wrap(&mut out, &first, "  ", &newcomers.join(", "));
    }
    for line in say.t("race-picking-send").lines() {
        let _ = writeln!(out, "{line}");
    }
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
            say!(say, "race-ends-after", n = first + pos.house().extra_rounds)
        );
    }
    if !pos.offers().is_empty() {
        let offers: Vec<String> = pos
            .offers()
            .iter()
            .map(|o| format!("{} {}", o.at, words::upgrade(say, o.upgrade)))
            .collect();
        let first = format!("{} ", say.t("race-on-offer"));
        let rest = " ".repeat(first.chars().count());
        wrap(&mut out, &first, &rest, &offers.join(", "));
    }
    out
}
