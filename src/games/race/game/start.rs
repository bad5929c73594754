//! The race's first turn: start squares picked (ruling 30) and, with the option draft, the
//! upgrades drafted ([`crate::games::race::draft`]): reading a mail's `PICK` and `DRAFT`
//! lines, and resolving them into the race's start.

use super::{Phase, Race, RaceOrders, State, deal, draft, orders, setup};
use crate::games::race::events::Event;
use crate::games::race::upgrades::Upgrade;
use crate::games::{GameRng, OrdersError, Resolution};
use crate::lang::Say;
use rand::RngExt;
use rand::seq::SliceRandom;

/// Read a mail's `PICK` and `DRAFT` lines in a race with the option draft, on top of what is
/// on file: a line starting `DRAFT` (every line when there is nothing to pick) names upgrades,
/// any other start squares.
pub(super) fn read_start(
    text: &str,
    draft_only: bool,
    pool: &[Upgrade],
    on_file: Option<&RaceOrders>,
    starts: usize,
    say: Say<'_>,
) -> Result<RaceOrders, OrdersError> {
    let (mut picks, mut wanted) = match on_file {
        Some(RaceOrders::Draft { picks, wanted }) => (picks.clone(), wanted.clone()),
        Some(RaceOrders::Pick(p)) => (p.clone(), Vec::new()),
        _ => (Vec::new(), Vec::new()),
    };
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let mut problems = Vec::new();
    for line in lines.by_ref() {
        let first = line.split_whitespace().next().unwrap_or("");
        let read = if draft_only || crate::games::race::orders::in_english(first) == "DRAFT" {
            draft::read(line, pool, say).map(|w| wanted = w)
        } else {
            orders::read_picks(line, starts, say).map(|p| picks = p)
        };
        if let Err(e) = read {
            problems.extend(e.problems);
        }
    }
    if text.trim().is_empty() {
        let read = if draft_only {
            draft::read("", pool, say).map(|_| ())
        } else {
            orders::read_picks("", starts, say).map(|_| ())
        };
        read?;
    }
    OrdersError::unless_any(problems, RaceOrders::Draft { picks, wanted })
}

impl Race {
    /// Picking (ruling 30): in pick order each player gets the most wanted start square still
    /// free; silent players and newcomers get random ones; the pick order is the first
    /// priority list (ruling 9), and the order of the draft when there is one.
    pub(super) fn start(
        state: &State,
        order: &[u8],
        orders: &[RaceOrders],
        rng: &mut GameRng,
    ) -> Resolution<State, Event> {
        let pos = &state.position;
        let (n_draft, pool) = match &state.phase {
            Phase::Picking { draft, pool, .. } => (*draft, pool.as_slice()),
            Phase::Racing => (0, &[][..]),
        };
        let n = pos.robots().len();
        let starts = pos.board().starts().to_vec();
        let mut squares = vec![None; n];
        let mut picked = vec![None; n];
        let mut priority: Vec<usize> = order
            .iter()
            .map(|&s| s as usize)
            .filter(|&s| s < n)
            .collect();
        let mut newcomers: Vec<usize> = (0..n).filter(|i| !priority.contains(i)).collect();
        newcomers.shuffle(rng);
        priority.extend(newcomers);
        for &seat in &priority {
            if let Some(RaceOrders::Pick(wanted) | RaceOrders::Draft { picks: wanted, .. }) =
                orders.get(seat)
                && order.contains(&(seat as u8))
                && let Some((k, sq)) = wanted
                    .iter()
                    .enumerate()
                    .map(|(k, &w)| (k, starts[w as usize - 1]))
                    .find(|(_, sq)| !squares.contains(&Some(*sq)))
            {
                squares[seat] = Some(sq);
                picked[seat] = Some(k as u8 + 1);
            }
        }
        for &seat in &priority {
            if squares[seat].is_none() {
                let free: Vec<_> = starts
                    .iter()
                    .filter(|sq| !squares.contains(&Some(**sq)))
                    .collect();
                squares[seat] = Some(*free[rng.random_range(0..free.len())]);
            }
        }
        let squares: Vec<_> = squares
            .into_iter()
            .map(|s| s.expect("every seat placed"))
            .collect();
        let names: Vec<String> = pos.robots().iter().map(|r| r.name().to_string()).collect();
        let mut position = setup::new_race(
            pos.board().clone(),
            &names,
            Some((&squares, &priority)),
            *pos.house(),
            rng,
        )
        .expect("the board had room when the race was created");
        if !pool.is_empty() {
            let wanted: Vec<Vec<Upgrade>> = (0..n)
                .map(|s| match orders.get(s) {
                    Some(RaceOrders::Draft { wanted, .. }) => wanted.clone(),
                    _ => Vec::new(),
                })
                .collect();
            let takes = draft::resolve(pool, n_draft, &priority, &wanted);
            draft::grant(&mut position, &takes);
        }
        let events = (0..n)
            .map(|i| Event::Started {
                robot: i,
                at: squares[i],
                facing: position.robot(i).facing(),
                picked: picked[i],
            })
            .collect();
        let hands = deal(&position, rng);
        Resolution {
            state: state.racing(position, hands),
            events,
        }
    }
}
