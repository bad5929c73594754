//! The operator's caps on a game's masters: the days they may pause it and extend its
//! deadlines in all, and the rounds they may roll back (`[lobby] master_delay_days`,
//! `master_rollbacks`; a game's own `master_delay_days` / `master_rollbacks` options). What
//! they have used is counted from the audit, so nothing else is kept: a pause a master began
//! counts from its start until whoever resumes it; the operator's own actions never count.
//! A master's pause ends by itself when the cap is spent ([`pause_ends`]): the game is due
//! then, and the next `tick` resumes it ([`pause_spent`]), telling the players why.

use crate::moderator::seat_rules::MASTER_CAPS;
use crate::moderator::{error::ModError, layers::Admin};
use crate::store::games::{GameRow, GameStatus};
use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;

/// What a game's masters may do in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    pub delay_days: u32,
    pub rollbacks: u32,
}

/// What they have used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Used {
    /// Paused and extended, in all.
    pub delay: Duration,
    pub rollbacks: u32,
}

impl Caps {
    /// The time left of the delay cap after `used` (never below zero).
    pub fn delay_left(&self, used: &Used) -> Duration {
        (Duration::days(self.delay_days.into()) - used.delay).max(Duration::zero())
    }
}

/// The caps of `g`: its own options, else the `[lobby]` config's.
pub(crate) fn of(m: &Admin<'_>, c: &Connection, g: &GameRow) -> Result<Caps, ModError> {
    let own = |key: &str| -> Result<Option<u32>, ModError> {
        Ok(crate::store::game_options::get(c, g.id, key)?.and_then(|v| v.parse().ok()))
    };
    let lobby = &m.ctx.config().lobby;
    Ok(Caps {
        delay_days: own(MASTER_CAPS[0])?.unwrap_or(lobby.master_delay_days),
        rollbacks: own(MASTER_CAPS[1])?.unwrap_or(lobby.master_rollbacks),
    })
}

/// Whether an audit actor is a master.
fn is_master(actor: &str) -> bool {
    actor.starts_with("master:")
}

/// What `g`'s masters have used by `now`, from its audit trail.
pub(crate) fn used(c: &Connection, g: &GameRow, now: DateTime<Utc>) -> Result<Used, ModError> {
    let mut used = Used {
        delay: Duration::zero(),
        rollbacks: 0,
    };
    let seconds = |d: &serde_json::Value| d.get("seconds").and_then(|s| s.as_i64()).unwrap_or(0);
    let mut paused_by_master = false;
    for row in crate::store::audit::of_game(c, g.id)? {
        match row.action.as_str() {
            "pause" => paused_by_master = is_master(&row.actor),
            "resume" => {
                if paused_by_master {
                    used.delay += Duration::seconds(seconds(&row.detail));
                }
                paused_by_master = false;
            }
            "extend" if is_master(&row.actor) => {
                used.delay += Duration::seconds(seconds(&row.detail));
            }
            "rollback" if is_master(&row.actor) => used.rollbacks += 1,
            _ => {}
        }
    }
    if g.status == GameStatus::Paused
        && paused_by_master
        && let Some(at) = g.paused_at
    {
        used.delay += (now - at).max(Duration::zero());
    }
    Ok(used)
}

/// Sets when the master's pause of paused `g` ends by itself: `now` and what is left of the
/// cap after what the masters have used (this pause so far included); stored, due then.
pub(crate) fn pause_ends(
    m: &Admin<'_>,
    c: &Connection,
    g: &mut GameRow,
    now: DateTime<Utc>,
) -> Result<(), ModError> {
    let left = of(m, c, g)?.delay_left(&used(c, g, now)?);
    g.pause_ends_at = Some(now + left);
    crate::moderator::due::refresh_due(g);
    crate::store::games::update_game(c, g)?;
    Ok(())
}

/// The master's pause of `g` reached the cap at `end`: robomod resumes the game as of then,
/// telling the players why (`notice-master-pause-spent`). The rounds run since.
pub(crate) fn pause_spent(
    m: &Admin<'_>,
    c: &Connection,
    g: &mut GameRow,
    end: DateTime<Utc>,
) -> Result<u32, ModError> {
    let by = crate::moderator::done::By::robomod_saying("notice-master-pause-spent");
    let done = crate::moderator::admin::resume(m, c, g, end, &by)?;
    // And the masters, who may not play: it goes on without them.
    let days = of(m, c, g)?.delay_days;
    let salt = format!("pause-spent:{}:{}", g.id, g.round);
    let g: &GameRow = g;
    crate::moderator::notify::game_alert::game_alert(&m.notify, c, g, &salt, |_| {
        let close = crate::moderator::due::closes_text(g);
        let turn = crate::moderator::words::capitalised(&m.ctx.turn_title(g)?);
        let ctx = serde_json::json!({
            "game": g.id, "kind": g.kind, "days": days, "turn": turn, "close": close,
        });
        let subject = crate::say!(crate::lang::now(), "alert-pause-spent-subject", game = g.id);
        Ok((subject, "pause_spent", ctx))
    })?;
    Ok(done.rounds_run)
}

/// Whole days, rounded up, as the caps are told.
pub(crate) fn days(d: Duration) -> i64 {
    (d.num_seconds() + 86_399).div_euclid(86_400)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_round_up_and_the_delay_left_never_goes_below_zero() {
        assert_eq!(days(Duration::zero()), 0);
        assert_eq!(days(Duration::hours(1)), 1);
        assert_eq!(days(Duration::hours(48)), 2);
        let caps = Caps {
            delay_days: 2,
            rollbacks: 1,
        };
        let used = Used {
            delay: Duration::days(3),
            rollbacks: 0,
        };
        assert_eq!(caps.delay_left(&used), Duration::zero());
    }
}
