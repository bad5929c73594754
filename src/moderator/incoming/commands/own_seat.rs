//! What a player says of their own seat: `RESIGN` (asked to confirm, then done), `WAIT`
//! (for a round's late orders) and `ABSENT` (away for some days, see
//! [`crate::moderator::absence`]).

use crate::moderator::error::ModError;
use crate::moderator::incoming::reply::Item;
use crate::moderator::layers::Intake;
use crate::moderator::words::capitalised;
use crate::schedule::format_time;
use crate::store::audit;
use crate::store::games::{GameRow, PlayerRow, PlayerStatus, update_player};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

impl Intake<'_> {
    /// `RESIGN` asks for confirmation; `RESIGN CONFIRM` (`confirm`) resigns.
    pub(super) fn resign_item(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &mut PlayerRow,
        confirm: bool,
        now: DateTime<Utc>,
    ) -> Result<Item, ModError> {
        if !g.status.is_live() || p.status == PlayerStatus::Resigned {
            let text = self.answer("not_playing", json!({}))?;
            return Ok(Item::new("resign", "RESIGN", &text, true, false));
        }
        let state = self.ctx.engine(&g.kind)?.load(&g.state)?;
        let label = state.seat_name(p.seat, self.notify.say());
        let resigned = state.resigned_text(p.seat, self.notify.say());
        let ctx = json!({ "label": label, "resigned": resigned });
        if !confirm {
            let text = self.answer("resign_ask", ctx)?;
            return Ok(Item::new("resign", "RESIGN", &text, false, false));
        }
        p.status = PlayerStatus::Resigned;
        p.waits_in = None;
        update_player(c, p)?;
        let detail = json!({ "seat": p.seat.0, "round": g.round });
        audit::record(c, now, Some(g.id), "player", "resign", detail)?;
        self.play.seat_resigned(c, g, p.seat, now)?;
        let text = self.answer("resigned_now", ctx)?;
        Ok(Item::new("resign", "RESIGN CONFIRM", &text, false, true))
    }
    /// `WAIT` / `WAIT OFF`: the open round does not run before its deadline while this player
    /// waits, however many are in.
    pub(super) fn wait_item(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &mut PlayerRow,
        on: bool,
    ) -> Result<Item, ModError> {
        let quote = if on { "WAIT" } else { "WAIT OFF" };
        if !g.status.is_live() {
            let text = self.answer("game_over", json!({ "status": g.status.to_string() }))?;
            return Ok(Item::new("wait", quote, &text, true, false));
        }
        let turn = self.ctx.turn_title(g)?;
        let close = g.deadline.map(|t| format_time(t, g.tz)).unwrap_or_default();
        p.waits_in = on.then_some(g.round);
        if !on {
            p.unsure_in = None;
        }
        update_player(c, p)?;
        let text = if on {
            self.answer(
                "wait_on",
                json!({ "turn": capitalised(&turn), "close": close }),
            )?
        } else {
            self.answer("wait_off", json!({ "turn": turn }))?
        };
        Ok(Item::new("wait", quote, &text, false, true))
    }
}
