//! A master who plays is a player first (issue 64, rule 1): the one rule every command of a
//! master's mail goes through before it is done ([`Gate`]).
//!
//! A master who holds a seat in the game sees of it only what every player sees now: the
//! position as their own seat sees it (their STATUS shows their own hand, never another's),
//! and nothing of the open round before its deadline (the other seats' orders, goal stacks
//! built, bids: a `PREVIEW` would run them, so it is refused). Nor may they act on the round
//! in a way the others cannot: `PROCESS` waits while another player still has time. What a
//! master who does not play sees is the operator's view. A `ROLLBACK` reopens the round for
//! every seat alike (`admin/rollback.rs`; the early run waits until every player has sent
//! orders again, `round/early.rs`), so it gives nobody a choice the others lack.

use super::Master;
use crate::games::Seat;
use crate::lang;
use crate::moderator::error::ModError;
use crate::say;
use crate::store::games::{GameRow, PlayerStatus, players};

/// What one master may see and do in one game: decided once from whether they hold a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Gate {
    /// The seat the master plays (an active one), when they play.
    plays: Option<Seat>,
}

impl Gate {
    /// The gate of `master` in `g`.
    pub fn of(master: &Master, g: &GameRow) -> Result<Gate, ModError> {
        let plays = players(master.c, g.id)?
            .into_iter()
            .find(|p| {
                p.status == PlayerStatus::Active
                    && p.address.eq_ignore_ascii_case(&master.row.address)
            })
            .map(|p| p.seat);
        Ok(Gate { plays })
    }

    /// The seat through whose eyes the master sees the game: `None`, everything the operator
    /// sees (a master who does not play); their own seat when they play.
    pub fn viewer(&self) -> Option<Seat> {
        self.plays
    }

    /// Why the master may not do `word` in `g` now, in their language; `None` when they may.
    /// Checked before anything is read or changed.
    pub fn refusal(
        &self,
        master: &Master,
        g: &GameRow,
        word: &str,
    ) -> Result<Option<String>, ModError> {
        let Some(own) = self.plays else {
            return Ok(None);
        };
        let say = lang::now();
        match word {
            // The open round run now would show the others' orders before the deadline.
            "PREVIEW" if g.status.is_live() => Ok(Some(say.t("master-plays-preview"))),
            "PROCESS" => Ok(late_in_grace(master, g, own)?
                .map(|late| say!(say, "master-process-grace", late = late))),
            _ => Ok(None),
        }
    }
}

/// The seats of `g` other than `own` whose players have not sent their orders and whose
/// deadline has not passed (a master who plays may not cut them short), named; `None` when
/// there are none.
fn late_in_grace(master: &Master, g: &GameRow, own: Seat) -> Result<Option<String>, ModError> {
    let open = crate::moderator::due::close_at(g).is_some_and(|t| t > master.now);
    if !open {
        return Ok(None);
    }
    let view = master.m.view(master.c, g, false)?;
    let state = master.m.ctx.engine(&g.kind)?.load(&g.state)?;
    let mut late = Vec::new();
    for s in &view.seats {
        if s.seat != own
            && s.status == PlayerStatus::Active
            && !s.orders_in
            && !crate::moderator::seats::is_bot(&s.address)
        {
            late.push(state.seat_name(s.seat, master.m.notify.say()));
        }
    }
    Ok((!late.is_empty()).then(|| late.join(", ")))
}
