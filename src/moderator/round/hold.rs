//! Held games: a game whose round cannot be run (an engine error, a stored state that does not
//! load, a panic) is set aside for the operator instead of failing again on every pass.
//!
//! [`Rounds::advance_or_hold`] runs a game's due work in a savepoint of its own; when it
//! fails for the game's sake, the savepoint is rolled back and the game is held: it has nothing
//! due, the operator gets one alert, its players one notice, and its mails are still stored and
//! answered ("held: your orders are kept"). A failure of the database itself (busy, disk full)
//! holds nothing: it is the pass's error, and the game stays due. `game resume` (after a fix)
//! or `game rollback` releases a held game, and its due work runs again at once.
//! A master's pause past the operator's cap ends here too, at the tick it is due
//! (`master::caps::pause_spent`).

use crate::moderator::due;
use crate::moderator::error::ModError;
use crate::moderator::error::panic_text;
use crate::moderator::layers::Play;
use crate::moderator::round::Advance;
use crate::store::audit;
use crate::store::games::{GameRow, Held, game, update_game};
use crate::store::held::hold_game;
use crate::store::in_savepoint;
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// Whether `e` is the game's fault (hold it) rather than the database's or the operator's
/// templates' (the pass's error: try again on the next pass).
fn holds_the_game(e: &ModError) -> bool {
    matches!(
        e,
        ModError::Game(_)
            | ModError::Corrupt(_)
            | ModError::Json(_)
            | ModError::Orders(_)
            | ModError::NoSuchGame(_)
    )
}

impl Play<'_> {
    /// [`Rounds::advance_or_hold`] on a game row in hand (a mail's game); the row is read
    /// again when the work failed and the game was held.
    pub(crate) fn advance_row_or_hold(
        &self,
        c: &Connection,
        g: &mut GameRow,
        now: DateTime<Utc>,
    ) -> Result<Advance, ModError> {
        self.advance_row_or_hold_telling(c, g, now, true)
    }

    /// [`Rounds::advance_row_or_hold`]; `tell_players` false when they already know the game
    /// is held (the operator's `game resume` that fails again).
    pub(crate) fn advance_row_or_hold_telling(
        &self,
        c: &Connection,
        g: &mut GameRow,
        now: DateTime<Utc>,
        tell_players: bool,
    ) -> Result<Advance, ModError> {
        let run = in_savepoint(c, || guarded(|| self.advance(c, g, now)))?;
        let done = self.held_on(c, g.id, run, now, tell_players)?;
        if done.held.is_some() {
            *g = game(c, g.id)?;
        }
        Ok(done)
    }

    pub(crate) fn held_on(
        &self,
        c: &Connection,
        id: i64,
        run: Result<Advance, Failure>,
        now: DateTime<Utc>,
        tell_players: bool,
    ) -> Result<Advance, ModError> {
        match run {
            Ok(done) => Ok(done),
            Err(Failure::Db(e)) => Err(e),
            Err(Failure::Game(error)) => {
                self.hold(c, id, &error, now, tell_players)?;
                Ok(Advance {
                    held: Some(error),
                    ..Advance::default()
                })
            }
        }
    }

    /// Holds game `id` with `error`: stored, audited, the operator alerted, the players told
    /// when `tell_players` (and the game's row can be read; a row that cannot is held and
    /// alerted all the same).
    pub(crate) fn hold(
        &self,
        c: &Connection,
        id: i64,
        error: &str,
        now: DateTime<Utc>,
        tell_players: bool,
    ) -> Result<(), ModError> {
        tracing::error!(game = id, "game held: {error}");
        hold_game(c, id, error, now)?;
        audit::record(
            c,
            now,
            Some(id),
            "robomod",
            "hold",
            json!({ "error": error }),
        )?;
        let g = game(c, id).ok();
        let say = self.notify.operator_say();
        let turn = g.as_ref().map_or_else(
            || say.t("alert-held-open-turn"),
            |g| crate::say!(say, "held-turn", round = g.round),
        );
        let alert = format!(
            "{}\n\n{}",
            crate::say!(say, "alert-held", game = id, turn = turn, error = error),
            crate::say!(say, "alert-held-what", game = id)
        );
        self.notify.alert(
            c,
            &crate::say!(say, "alert-held-subject", game = id),
            &alert,
            &format!("held-{id}-{}", now.timestamp()),
        )?;
        let Some(mut g) = g else {
            return Ok(());
        };
        if !tell_players {
            return Ok(());
        }
        g.held = Some(Held {
            error: error.to_string(),
            since: now,
        });
        due::refresh_due(&mut g);
        update_game(c, &g)?;
        self.notify.notice_all(c, &g, || {
            let say = crate::lang::now();
            let turn = crate::say!(say, "held-turn", round = g.round);
            let text = crate::say!(say, "notice-held", game = id, turn = turn);
            Ok((crate::say!(say, "subject-held", game = id), text))
        })
    }

    /// A player's mail to a game that cannot read its own state (`error`): the game is held
    /// (unless it is already), and the player told their mail is kept but could not be read.
    pub(crate) fn unreadable_while_held(
        &self,
        c: &Connection,
        (g, mut p): (GameRow, crate::store::games::PlayerRow),
        inbox: i64,
        error: &str,
        limited: bool,
        now: DateTime<Utc>,
    ) -> Result<crate::moderator::replies::MailOutcome, ModError> {
        if g.held.is_none() {
            self.hold(c, g.id, error, now, true)?;
        }
        let g = game(c, g.id).unwrap_or(g);
        let player = p.id;
        let finish = |label, reply| {
            crate::store::inbox::finish_inbox(c, inbox, Some(g.id), Some(player), label, reply)
        };
        if limited {
            finish("rate_limited", None)?;
            return Ok(crate::moderator::replies::MailOutcome::RateLimited {
                game: Some(g.id),
                rounds_run: 0,
            });
        }
        let id = self.notify.queue_notice(c, &g, &mut p, || {
            let subject = crate::say!(crate::lang::now(), "subject-held", game = g.id);
            let text = crate::say!(crate::lang::now(), "notice-held-mail", game = g.id);
            Ok((subject, text))
        })?;
        finish("replied", Some(id))?;
        Ok(crate::moderator::replies::MailOutcome::Replied {
            kind: crate::outgoing::MailKind::Notice,
            reply: id,
            game: Some(g.id),
            rounds_run: 0,
        })
    }
}

/// Why a game's work failed: the database's (the pass's error) or the game's (hold it).
pub(crate) enum Failure {
    Db(ModError),
    Game(String),
}

/// `f`, with a panic caught as the game's failure.
pub(crate) fn guarded<T>(f: impl FnOnce() -> Result<T, ModError>) -> Result<T, Failure> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) if holds_the_game(&e) => Err(Failure::Game(e.to_string())),
        Ok(Err(e)) => Err(Failure::Db(e)),
        Err(panic) => Err(Failure::Game(panic_text(&*panic))),
    }
}
