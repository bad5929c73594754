//! A master's `STATUS`: where the game stands, and every seat as the operator's `game show`
//! sees it (in or not, missed rounds, absences, stand-ins, addresses), with what is left of the
//! caps and the position.

use super::super::Master;
use super::super::caps::{self, days};
use crate::lang;
use crate::moderator::error::ModError;
use crate::say;
use crate::store::games::{GameRow, PlayerStatus};

/// The text of a master's STATUS.
pub(super) fn text(master: &Master, g: &GameRow) -> Result<String, ModError> {
    let (m, c) = (master.m, master.c);
    let say = lang::now();
    let loaded = m.ctx.engine(&g.kind)?.load(&g.state)?;
    let view = m.view(c, g, false)?;
    let status = say!(say, "game-status", status = g.status.to_string());
    let turn = crate::moderator::words::turn_phrase(&loaded.phase_in(m.notify.say()));
    let mut out = if g.status.is_live() {
        let close = crate::moderator::due::closes_text(g);
        let line = say!(
            say,
            "status-game",
            game = g.id,
            turn = turn,
            status = status
        );
        format!("{line}\n  {close}")
    } else {
        say!(say, "status-is", game = g.id, status = status)
    };
    out.push('\n');
    for s in &view.seats {
        let label = loaded.seat_name(s.seat, m.notify.say());
        let state = say.t(match s.status {
            PlayerStatus::Resigned => "status-resigned",
            _ if s.orders_in => "status-in",
            _ => "status-not-yet",
        });
        out.push_str(&format!("  {label}: {} <{}>, {state}\n", s.name, s.address));
        let mut notes = Vec::new();
        if s.misses.total > 0 {
            notes.push(say!(
                say,
                "master-status-missed",
                total = s.misses.total,
                row = s.misses.in_a_row
            ));
        }
        if s.stand_in {
            notes.push(say.t("master-status-stand-in"));
        }
        for away in &s.away {
            notes.push(say!(say, "master-status-away", days = away.as_str()));
        }
        if !notes.is_empty() {
            out.push_str(&format!("    {}\n", notes.join("; ")));
        }
    }
    let (caps, used) = (caps::of(m, c, g)?, caps::used(c, g, master.now)?);
    out.push('\n');
    out.push_str(&say!(
        say,
        "master-status-caps",
        used = days(used.delay),
        days = caps.delay_days,
        rollbacks = used.rollbacks,
        cap = caps.rollbacks
    ));
    out.push_str("\n\n");
    // A master who plays sees the position as their seat does.
    let viewer = super::super::gate::Gate::of(master, g)?.viewer();
    out.push_str(loaded.render_status(viewer, m.notify.say()).trim_end());
    Ok(out)
}
