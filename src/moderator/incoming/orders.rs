//! Orders read in the open turn: what a player's `PROGRAM ...` (or the moderator's `submit`)
//! becomes against the game's current phase, on top of what the seat has on file, counted
//! against the game's tries per turn, and stored as a submission, valid or not.

use crate::games::{DynError, Loaded, OrderProblem, OrdersError, OrdersText, PhaseInfo, Seat};
use crate::moderator::words::{clip, orders_hint};
use crate::moderator::{context::Ctx, error::ModError};
use crate::store::games::GameRow;
use crate::store::rounds::{Source, Submission, insert_submission};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::Value;

/// What robomod made of one set of orders.
pub(crate) enum OrdersReading {
    Accepted {
        canonical: String,
        /// The orders leave part of the turn to chance ([`crate::games::Game::left_to_chance`]).
        chance: bool,
    },
    Rejected {
        problems: Vec<OrderProblem>,
    },
    /// Not read at all: the seat has sent as many orders as the game allows this turn.
    Spent {
        why: String,
    },
}

/// Splits what someone typed into (keyword, rest): `"PROGRAM 1GN"` -> (`PROGRAM`, `1GN`);
/// `"PASS"` -> (`PASS`, ``); text without a known keyword is taken as the phase's orders.
pub(crate) fn split_orders(phase: &PhaseInfo, text: &str) -> (String, String) {
    let t = text.trim();
    let (first, rest) = t.split_once(char::is_whitespace).unwrap_or((t, ""));
    let upper = first.to_uppercase();
    if upper == phase.order_keyword.to_uppercase()
        || phase
            .bare_orders
            .iter()
            .any(|b| b.eq_ignore_ascii_case(&upper))
    {
        (upper, rest.trim().to_string())
    } else {
        (phase.order_keyword.clone(), t.to_string())
    }
}

/// Orders read in the phase they were sent for: the phase, and the orders (valid or not, as
/// JSON with their canonical text) when the keyword fits the phase.
pub(crate) type PhaseOrders = (PhaseInfo, Option<Result<(Value, String), OrdersError>>);

/// Reads `keyword text` as orders for `seat` in the game's current phase (`g`'s state, loaded:
/// `state`), on top of the orders on file for a game whose commands build on each other: the
/// phase, and the orders (valid or not) when the keyword fits the phase. Stores nothing.
pub(crate) fn read_in_phase(
    c: &Connection,
    g: &GameRow,
    seat: Seat,
    keyword: &str,
    text: &str,
    engine: &dyn crate::games::DynGame,
    state: &dyn Loaded,
) -> Result<PhaseOrders, ModError> {
    // The text to read in the phase: after the order keyword, or a bare order with its rest.
    let pick = |phase: &PhaseInfo| {
        if keyword == phase.order_keyword.to_uppercase() {
            Some(text.to_string())
        } else if phase
            .bare_orders
            .iter()
            .any(|b| b.eq_ignore_ascii_case(keyword))
        {
            Some(if text.is_empty() {
                keyword.to_string()
            } else {
                format!("{keyword} {text}")
            })
        } else {
            None
        }
    };
    let on_file = if engine.capabilities().orders_in_parts.is_some() {
        crate::moderator::round::gather::current_orders(c, state, g, seat.index() + 1)?
            .pop()
            .flatten()
            .map(|k| k.orders)
    } else {
        None
    };
    // In the language of the mail being written (the reader's: see `crate::lang::speak`).
    let say = crate::lang::now();
    let phase = state.phase_in(say);
    let orders = match pick(&phase) {
        None => None,
        Some(text) => {
            let written = OrdersText {
                text: &text,
                on_file: on_file.as_ref(),
            };
            match state.parse_orders(seat, written, say) {
                Ok(o) => Some(Ok(o)),
                Err(DynError::Orders(e)) => Some(Err(e)),
                Err(e) => return Err(e.into()),
            }
        }
    };
    Ok((phase, orders))
}

/// The problem of orders sent with a keyword the open phase does not take.
fn wrong_phase(g: &GameRow, phase: &PhaseInfo, (keyword, text): (&str, &str)) -> OrderProblem {
    OrderProblem {
        text: clip(&format!("{keyword} {text}"), 60),
        message: crate::say!(
            crate::lang::now(),
            "orders-wrong-phase",
            keyword = keyword,
            game = g.id,
            phase = phase.name.as_str(),
            hint = orders_hint(phase)
        ),
    }
}

/// Reads orders for `seat` in the game's current phase and stores the submission (valid or
/// not). A keyword that does not fit the phase is one problem saying what the phase wants.
#[allow(clippy::too_many_arguments)]
pub(crate) fn apply_orders(
    m: &Ctx,
    c: &Connection,
    g: &GameRow,
    seat: Seat,
    (keyword, text): (&str, &str),
    source: Source,
    inbox_id: Option<i64>,
    now: DateTime<Utc>,
) -> Result<(OrdersReading, PhaseInfo), ModError> {
    let engine = m.engine(&g.kind)?;
    let state = engine.load(&g.state)?;
    let keyword = keyword.to_uppercase();
    // A game may limit how often a seat sends orders in one turn (Ricochet's solutions).
    let tries = match state.tries_per_turn()? {
        Some(limit) if source == Source::Mail => {
            let sent = crate::store::rounds::mailed_orders(c, g.id, g.round, seat)?;
            if sent >= limit {
                let phase = state.phase_in(crate::lang::now());
                let why = crate::say!(
                    crate::lang::now(),
                    "orders-spent",
                    limit = limit,
                    what = plural(&phase.order_keyword.to_lowercase())
                );
                return Ok((OrdersReading::Spent { why }, phase));
            }
            Some((sent + 1, limit))
        }
        _ => None,
    };
    let (phase, read) = read_in_phase(c, g, seat, &keyword, text, engine, &*state)?;
    // The same order word sent before this turn and accepted: the new one replaces it (where
    // the game keeps the latest), and the reply says so.
    let earlier = crate::store::rounds::submissions(c, g.id, Some(g.round))?
        .into_iter()
        .rev()
        .find(|s| s.seat == seat && s.keyword == keyword && s.result.is_ok())
        .filter(|_| keyword == phase.order_keyword.to_uppercase());
    let result = match read {
        Some(r) => r.map_err(|e| e.problems),
        None => Err(vec![wrong_phase(g, &phase, (&keyword, text))]),
    };
    insert_submission(
        c,
        &Submission {
            keyword: keyword.clone(),
            text: text.to_string(),
            result: result.clone(),
            ..Submission::for_turn(g, seat, now, source, inbox_id)
        },
    )?;
    let say = crate::lang::now();
    let count = tries.map(|(n, limit)| {
        let what = say.command_word(&phase.order_keyword).to_lowercase();
        crate::say!(say, "orders-count", what = what, n = n, limit = limit)
    });
    let replaced = match (&result, &earlier) {
        (Ok((new, _)), Some(old)) => match &old.result {
            Ok((old_orders, _)) => state.replaces(new, old_orders)?,
            Err(_) => false,
        },
        _ => false,
    };
    let reading = match result {
        Ok((orders, canonical)) => {
            let chance = state.left_to_chance(&orders)?;
            let mut canonical = match count {
                Some(count) => format!("{canonical}\n{count}"),
                None => canonical,
            };
            if replaced {
                let keyword = say.command_word(&keyword);
                canonical.push('\n');
                canonical.push_str(&crate::say!(say, "orders-replaces", keyword = keyword));
            }
            OrdersReading::Accepted { canonical, chance }
        }
        Err(mut problems) => {
            if let Some(count) = count {
                problems.push(OrderProblem {
                    text: String::new(),
                    message: count,
                });
            }
            OrdersReading::Rejected { problems }
        }
    };
    Ok((reading, phase))
}

/// `solution` -> `solutions`.
pub(crate) fn plural(word: &str) -> String {
    format!("{word}s")
}
