//! `game preview`: the report the open round would produce now, for the moderator's eyes,
//! from the orders the round itself would gather; nothing stored or sent.

use super::gather::gather_open;
use crate::games::{TurnOrders, step_rng};
use crate::moderator::layers::Play;
use crate::moderator::{context::Ctx, error::ModError};
use crate::store::games::{game, players};

impl Play<'_> {
    /// The public report of the open round as it would run now: the orders that count, as
    /// the round gathers them (the defaults for seats that sent none and for resigned seats),
    /// the round's own random stream. Reads only. It names the players whose orders the round
    /// would count as late, as the round's report does: not a resigned seat, a computer
    /// player or a seat with nothing to order.
    pub fn preview(&self, id: i64) -> Result<String, ModError> {
        self.ctx.read(|c| {
            let g = game(c, id)?;
            if !g.status.is_live() {
                // english: the CLI's preview
                return Err(ModError::Input(format!(
                    "game {id} is {}: there is no round to preview",
                    g.status
                )));
            }
            let (report, late) = preview_round(self.ctx, c, &g)?;
            let state = self.ctx.engine(&g.kind)?.load(&g.state)?;
            let missing: Vec<String> = late.iter().map(|&s| state.seat_label(s)).collect();
            let turn = self.ctx.turn_title(&g)?;
            let missing = if missing.is_empty() {
                "every player's orders are in".to_string()
            } else {
                // english: the CLI's preview
                format!(
                    "no orders yet from {} (their defaults are used)",
                    missing.join(", ")
                )
            };
            // english: the CLI's preview
            Ok(format!(
                "PREVIEW of game {id}, {turn}, if it ran now: {missing}.\n\
                 Nothing is stored or sent.\n\n{report}"
            ))
        })
    }
}

/// The report of `g`'s open round as it would run now, in the language written now, and the
/// seats whose orders it would count as late: [`Rounds::preview`] and a
/// master's `PREVIEW`. Reads only.
pub(crate) fn preview_round(
    m: &Ctx,
    c: &rusqlite::Connection,
    g: &crate::store::games::GameRow,
) -> Result<(String, Vec<crate::games::Seat>), ModError> {
    let engine = m.engine(&g.kind)?;
    let state = engine.load(&g.state)?;
    let ps = players(c, g.id)?;
    let gathered = gather_open(c, &*state, g, &ps)?;
    let (orders, arrival) = (&gathered.orders, &gathered.arrival);
    let mut rng = step_rng(g.seed, g.round);
    let turn = TurnOrders { orders, arrival };
    let res = state.resolve(turn, &mut rng)?;
    let report = state.render_report(
        &res.events,
        &*engine.load(&res.state)?,
        None,
        crate::lang::now(),
    )?;
    Ok((report, gathered.late.to_vec()))
}
