//! The orders that count in a round: per seat, the submission kept from those of the open
//! round ([`kept_orders`]), and, gathered once for the round that runs, for `preview` and for
//! `replay`, the game's defaults where nothing counts ([`gather`]).

use crate::games::{Loaded, Seat};
use crate::moderator::error::ModError;
use crate::store::games::{GameRow, PlayerRow, PlayerStatus};
use crate::store::rounds::{Submission, submissions};
use rusqlite::Connection;
use serde_json::Value;

/// Per seat, the orders that count now: the latest valid submission of the open round (or the
/// one the game's `replaces` keeps), with its canonical text; `state` is `g`'s, loaded.
pub(crate) fn current_orders(
    c: &Connection,
    state: &dyn Loaded,
    g: &GameRow,
    seats: usize,
) -> Result<Vec<Option<Kept>>, ModError> {
    let subs = submissions(c, g.id, Some(g.round))?;
    kept_orders(state, seats, &subs)
}

/// The seats that are "in" for the open round of `g` (its state `state`): their kept orders
/// are complete (the game says which: [`Loaded::orders_complete`]).
pub(crate) fn seats_in(
    c: &Connection,
    state: &dyn Loaded,
    g: &GameRow,
    seats: usize,
) -> Result<Vec<Seat>, ModError> {
    let mut out = Vec::new();
    for (i, k) in current_orders(c, state, g, seats)?.iter().enumerate() {
        let seat = Seat(i as u8);
        if let Some(k) = k
            && state.orders_complete(seat, &k.orders)?
        {
            out.push(seat);
        }
    }
    Ok(out)
}

/// The keyword of the submission a `CLEAR` leaves: it withdraws the orders before it.
pub(crate) const CLEAR: &str = "CLEAR";

/// The orders that count for one seat: validated orders and when they
/// arrived (the submission's row id: increasing in arrival order), for games that rank ties.
#[derive(Clone, Debug)]
pub(crate) struct Kept {
    pub orders: Value,
    pub arrival: u64,
}

/// Per seat, the submission that counts among `subs` (one round's, in arrival order): each
/// valid one replaces the one kept so far when the game says it does.
pub(crate) fn kept_orders(
    state: &dyn Loaded,
    seats: usize,
    subs: &[Submission],
) -> Result<Vec<Option<Kept>>, ModError> {
    let mut current: Vec<Option<Kept>> = vec![None; seats];
    for s in subs {
        let Some(slot) = current.get_mut(s.seat.index()) else {
            continue;
        };
        // `CLEAR` withdraws what was kept: the seat is back to what a silent player gets.
        if s.keyword == CLEAR {
            *slot = None;
            continue;
        }
        let Ok((orders, _)) = &s.result else {
            continue;
        };
        let take = match slot {
            None => true,
            Some(old) => state.replaces(orders, &old.orders)?,
        };
        if take {
            *slot = Some(Kept {
                orders: orders.clone(),
                arrival: s.id as u64,
            });
        }
    }
    Ok(current)
}

/// Who plays a seat, as far as its orders go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sitter {
    /// A person: their orders count, and without them they are late.
    Person,
    /// A computer player (or a seat no row names): its orders count, and it is never late.
    Computer,
    /// Nobody any more (the player resigned): the game's orders for a resigned seat count
    /// ([`Loaded::resigned_orders`]: the race powers the robot down for good), whatever is on
    /// file.
    Resigned,
    /// A round stored before resigned seats were recorded (`rounds.resigned` NULL): its
    /// resigned seats played the default, whatever was on file, and `replay` says so.
    Nobody,
}

impl Sitter {
    /// Who plays seat `seat` among `players`.
    pub(crate) fn of(players: &[PlayerRow], seat: Seat) -> Sitter {
        match players.get(seat.index()) {
            Some(p) if p.status == PlayerStatus::Resigned => Sitter::Resigned,
            Some(p) if !crate::moderator::seats::is_bot(&p.address) => Sitter::Person,
            _ => Sitter::Computer,
        }
    }
}

/// The orders a round resolves with, seat by seat.
#[derive(Clone, Debug, Default)]
pub(crate) struct Gathered {
    pub orders: Vec<Value>,
    /// When each seat's orders arrived (`None`: the default), for games that rank ties.
    pub arrival: Vec<Option<u64>>,
    /// The seats that play the game's default, or its orders for a resigned seat.
    pub defaulted: Vec<Seat>,
    /// The defaulted seats that owed orders: a person who sent none (never a resigned seat, a
    /// computer player or a seat with nothing to order).
    pub late: Vec<Seat>,
}

/// The orders that count in a round played from `state`: per seat, the orders `kept` for it;
/// the game's orders for a resigned seat when its player resigned; else the game's default
/// (see [`Gathered`]).
pub(crate) fn gather(
    state: &dyn Loaded,
    kept: Vec<Option<Kept>>,
    sitter: impl Fn(Seat) -> Sitter,
) -> Result<Gathered, ModError> {
    let mut out = Gathered::default();
    for (i, k) in kept.into_iter().enumerate() {
        let seat = Seat(i as u8);
        let who = sitter(seat);
        match k {
            _ if who == Sitter::Resigned => {
                out.orders.push(state.resigned_orders(seat)?);
                out.arrival.push(None);
                out.defaulted.push(seat);
            }
            Some(k) if who != Sitter::Nobody => {
                out.orders.push(k.orders);
                out.arrival.push(Some(k.arrival));
            }
            _ => {
                out.orders.push(state.default_orders(seat)?);
                out.arrival.push(None);
                out.defaulted.push(seat);
                // A seat with nothing to order is never late.
                if who == Sitter::Person && !state.takes_no_orders(seat)? {
                    out.late.push(seat);
                }
            }
        }
    }
    Ok(out)
}

/// [`gather`] for the open round of `g`, played by `players`.
pub(crate) fn gather_open(
    c: &Connection,
    state: &dyn Loaded,
    g: &GameRow,
    players: &[PlayerRow],
) -> Result<Gathered, ModError> {
    let kept = current_orders(c, state, g, players.len())?;
    gather(state, kept, |seat| Sitter::of(players, seat))
}
