//! The option draft (house rule `draft`, `docs/rules/race.md`): with N > 0 the race opens with
//! a pool of `players x N + 1` different upgrades drawn face up from those in the race, and
//! before the first round each robot takes N of them. By mail, one mail a player: `DRAFT Brakes,
//! Fourth Gear, 3` names the wanted ones, most wanted first (by name in any language or by
//! their number in the pool); the draft runs in pick order (ruling 30; newcomers after, in a
//! drawn order), back and forth, N times round, each robot taking the first of its list still
//! in the pool, else what the computer player would take. A drafted upgrade is held as one
//! gained on the board.
//!
//! This module owns the pool's draw, reading `DRAFT`, the resolution and its words in the
//! picking status and the start report.

use super::position::{House, Position};
use super::report::words::upgrade as upgrade_name;
use super::upgrades::{Held, Upgrade};
use crate::games::text::wrap;
use crate::games::{GameRng, OrderProblem, OrdersError};
use crate::lang::{Say, fold};
use crate::say;
use rand::seq::SliceRandom;
use std::fmt::Write as _;

/// The computer player's wants, best first: more cards to program with and moves that reach
/// the flags sooner, then protection, then weapons.
pub const PREFERENCE: [Upgrade; 22] = [
    Upgrade::ExtraMemory,
    Upgrade::FourthGear,
    Upgrade::DualProcessor,
    Upgrade::AblativeCoat,
    Upgrade::Brakes,
    Upgrade::ReverseGear,
    Upgrade::GyroscopicStabilizer,
    Upgrade::Flywheel,
    Upgrade::SuperiorArchive,
    Upgrade::PowerDownShield,
    Upgrade::CrabLegs,
    Upgrade::DoubleBarreledLasers,
    Upgrade::HighPowerLaser,
    Upgrade::RearFiringLaser,
    Upgrade::RammingGear,
    Upgrade::CircuitBreaker,
    Upgrade::Recompile,
    Upgrade::MiniHowitzer,
    Upgrade::PressorBeam,
    Upgrade::TractorBeam,
    Upgrade::Scrambler,
    Upgrade::RadioControl,
];

/// The pool for `players` robots taking `n` each: `players x n + 1` different upgrades (all
/// those in the race when fewer), drawn from `rng`; empty when `n` is 0 or upgrades are off.
pub fn draw_pool(house: &House, players: usize, n: u8, rng: &mut GameRng) -> Vec<Upgrade> {
    if n == 0 || !house.upgrades {
        return Vec::new();
    }
    let mut deck: Vec<Upgrade> = Upgrade::ALL
        .into_iter()
        .filter(|&u| house.breaker || u != Upgrade::CircuitBreaker)
        .collect();
    deck.shuffle(rng);
    deck.truncate((players * usize::from(n) + 1).min(deck.len()));
    deck
}

/// The computer player's list: the whole pool, best first.
pub fn preferred(pool: &[Upgrade]) -> Vec<Upgrade> {
    PREFERENCE
        .into_iter()
        .filter(|u| pool.contains(u))
        .collect()
}

/// The upgrade of `pool` one item names: its number in the pool, or its name in any language.
fn item(word: &str, pool: &[Upgrade]) -> Option<Upgrade> {
    if let Ok(k) = word.parse::<usize>() {
        return k.checked_sub(1).and_then(|k| pool.get(k)).copied();
    }
    let folded: String = fold(word).chars().filter(|c| c.is_alphanumeric()).collect();
    let book = crate::lang::Phrasebook::builtin();
    Upgrade::ALL.into_iter().find(|u| {
        word.parse::<Upgrade>().ok() == Some(*u)
            || book.codes().into_iter().any(|code| {
                let name: String = fold(&upgrade_name(book.say(code), *u))
                    .chars()
                    .filter(|c| c.is_alphanumeric())
                    .collect();
                name == folded
            })
    })
}

/// Read `DRAFT Brakes, Fourth Gear, 3`: upgrades of the pool, most wanted first, each once;
/// names are parted by commas (numbers by spaces too).
pub fn read(text: &str, pool: &[Upgrade], say: Say<'_>) -> Result<Vec<Upgrade>, OrdersError> {
    let body = text.trim();
    let body = match body.split_once(char::is_whitespace) {
        Some((first, rest)) if super::orders::in_english(first) == "DRAFT" => rest,
        _ if super::orders::in_english(body) == "DRAFT" => "",
        _ => body,
    };
    let mut items: Vec<&str> = Vec::new();
    for part in body.split([',', ';', '\n']).map(str::trim) {
        if part.split_whitespace().all(|w| w.parse::<usize>().is_ok()) {
            items.extend(part.split_whitespace());
        } else {
            items.push(part);
        }
    }
    let mut wanted = Vec::new();
    let mut problems = Vec::new();
    let numbers = format!("1-{}", pool.len());
    for w in items.into_iter().filter(|w| !w.is_empty()) {
        let problem = |message| OrderProblem {
            text: w.into(),
            message,
        };
        match item(w, pool) {
            Some(u) if wanted.contains(&u) => problems.push(problem(say!(
                say,
                "race-draft-twice",
                name = upgrade_name(say, u)
            ))),
            Some(u) if pool.contains(&u) => wanted.push(u),
            Some(u) => problems.push(problem(say!(
                say,
                "race-draft-not-in-pool",
                name = upgrade_name(say, u),
                numbers = numbers.clone()
            ))),
            None => problems.push(problem(say!(
                say,
                "race-draft-bad",
                word = w.to_string(),
                numbers = numbers.clone()
            ))),
        }
    }
    if wanted.is_empty() && problems.is_empty() {
        problems.push(OrderProblem {
            text: String::new(),
            message: say!(say, "race-draft-none", numbers = numbers),
        });
    }
    OrdersError::unless_any(problems, wanted)
}

/// Who takes what: `n` times round `order` (seats, first first), back and forth, each seat the
/// first of `wanted[seat]` still in the pool, else the computer player's choice; a seat gets
/// fewer only when the pool runs out. Each take is (seat, upgrade, its player's choice).
pub fn resolve(
    pool: &[Upgrade],
    n: u8,
    order: &[usize],
    wanted: &[Vec<Upgrade>],
) -> Vec<(usize, Upgrade, bool)> {
    let mut left: Vec<Upgrade> = pool.to_vec();
    let mut takes = Vec::new();
    for turn in 0..n {
        let seats: Vec<usize> = if turn % 2 == 0 {
            order.to_vec()
        } else {
            order.iter().rev().copied().collect()
        };
        for seat in seats {
            let own = wanted
                .get(seat)
                .and_then(|w| w.iter().find(|u| left.contains(u)).copied());
            let take = own.or_else(|| preferred(&left).first().copied());
            let Some(u) = take else {
                return takes;
            };
            left.retain(|&x| x != u);
            takes.push((seat, u, own.is_some()));
        }
    }
    takes
}

/// The takes given to the robots, each held as one gained on the board.
pub fn grant(pos: &mut Position, takes: &[(usize, Upgrade, bool)]) {
    for &(seat, u, _) in takes {
        if let Some(r) = pos.robots.get_mut(seat) {
            r.upgrades.push(Held::new(u));
        }
    }
}

/// The pool with numbers, `n` each, one a line, as the picking status shows it.
pub fn pool_text(pool: &[Upgrade], n: u8, say: Say<'_>) -> String {
    let mut out = format!("\n{}\n", say!(say, "race-draft-pool", n = n));
    for (k, &u) in pool.iter().enumerate() {
        let _ = writeln!(out, "  {:>2} = {}", k + 1, upgrade_name(say, u));
    }
    for line in say.t("race-draft-send").lines() {
        let _ = writeln!(out, "{line}");
    }
    out
}

/// Who took what, robot by robot in the order they took, and what is left: the start
/// report's draft. `pool` is the pool before the draft.
pub fn drafted_text(after: &Position, pool: &[Upgrade], say: Say<'_>) -> String {
    let mut out = format!("\n{}\n", say.t("race-draft-title"));
    let width = after
        .robots()
        .iter()
        .map(|r| r.name().chars().count())
        .max()
        .unwrap_or(0);
    let mut taken = Vec::new();
    for r in after.robots() {
        let names: Vec<String> = r
            .upgrades()
            .iter()
            .filter(|h| pool.contains(&h.kind))
            .map(|h| {
                taken.push(h.kind);
                upgrade_name(say, h.kind)
            })
            .collect();
        let first = format!("  {:<width$}  ", r.name());
        let rest = " ".repeat(first.chars().count());
        let text = if names.is_empty() {
            say.t("race-draft-nothing")
        } else {
            names.join(", ")
        };
        wrap(&mut out, &first, &rest, &text);
    }
    let left: Vec<String> = pool
        .iter()
        .filter(|u| !taken.contains(u))
        .map(|&u| upgrade_name(say, u))
        .collect();
    if !left.is_empty() {
        let first = format!("{} ", say.t("race-draft-left"));
        wrap(&mut out, &first, "  ", &left.join(", "));
    }
    out
}

/// The status while only upgrades are drafted (no start squares to pick).
pub fn drafting_status(pos: &Position, say: Say<'_>) -> String {
    let title = say!(
        say,
        "race-drafting-title",
        board = crate::games::race::boards::said(say, pos.board().name())
    );
    let mut out = format!("{title}\n");
    wrap(&mut out, "", "", &say.t("race-drafting-order"));
    out
}

/// A seat's draft as robomod echoes it, in the reader's words: `DRAFT Brakes, Fourth Gear`,
/// `ULEPSZENIA Hamulce, Czwarty bieg`.
pub fn canonical(wanted: &[Upgrade], say: Say<'_>) -> String {
    if wanted.is_empty() {
        return say.t("race-echo-no-draft");
    }
    let names: Vec<String> = wanted.iter().map(|&u| upgrade_name(say, u)).collect();
    format!("{} {}", say.command_word("DRAFT"), names.join(", "))
}

/// A seat's draft as a mail to robomod writes it (the computer player's).
pub fn mail_text(wanted: &[Upgrade]) -> String {
    let names: Vec<&str> = wanted.iter().map(|u| u.name()).collect();
    format!("DRAFT {}", names.join(", "))
}
