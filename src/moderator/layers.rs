//! The moderator's flows, in fixed layers over one shared context ([`Ctx`]). Each flow is a
//! plain struct holding the context and the flows below it that it calls, as fields; a lower
//! flow holds no higher one and cannot make one (only this module builds a flow: each has a
//! private field), so the compiler keeps every call going down.
//!
//! | layer | flow | what it serves | where its methods live |
//! |---|---|---|---|
//! | use cases | [`Rounds`] | the clock: the tick, what is due next; a round replayed or previewed | `tick.rs` |
//! | | [`Intake`] | a mail coming in: authenticate, read, act, the one reply; a master's mail | `incoming/`, `master/mod.rs` |
//! | | [`Lobby`] | finding, opening, joining and watching games by mail | `lobby/` |
//! | | [`Tournaments`] | tournaments: opened, joined, drawn, moved on | `tournament/` |
//! | game operations | [`Admin`] | the operator's and the game masters' actions on a game | `admin/`, `master/` |
//! | | [`Play`] | a round resolved and stored, held games, absences, stand-ins | `round/`, `absence.rs` |
//! | | [`Records`] | what is kept: ratings, histories, the archive, exports, retention | `ratings/`, `archive.rs`, `export.rs`, `incoming/history.rs`, `retention.rs` |
//! | mailer | [`Outbox`] | what leaves: mails due, sent, failed, dead; their pictures; a round's mails | `outbox.rs`, `notify/pictures.rs`, `notify/round.rs`, `notify/report_pictures.rs` |
//! | | [`Notify`] | mails built from templates and queued, in each reader's language | `notify/`, `language.rs` |
//!
//! Within a layer a flow calls only those listed below it. What a game operation causes
//! higher up (a game finished: rated, its tournament moved on; a seat abandoned: offered to
//! the standby list) it returns as data, an [`Effect`], handed to the one [`Coordinator`],
//! which passes each to the flow that owns it: a game operation names the effect, never the
//! flow that acts on it (as a searcher hands what it found to a sink it does not know).

use super::context::Ctx;
use super::happened::{Effect, Effects};
use crate::moderator::error::ModError;
use crate::store::games::GameRow;
use rusqlite::Connection;

mod access;

/// Only this module builds a flow.
#[derive(Clone, Copy)]
pub struct Sealed(());

const SEALED: Sealed = Sealed(());

/// Mails built from the templates and queued, in each reader's language (the mailer's lower
/// half: it calls no flow).
#[derive(Clone, Copy)]
pub struct Notify<'m> {
    pub(crate) ctx: &'m Ctx,
    _sealed: Sealed,
}

/// What leaves: the mails due, sent, failed and dead, the pictures they carry, and a round's
/// mails, which carry them (the mailer's upper half).
#[derive(Clone, Copy)]
pub struct Outbox<'m> {
    pub(crate) ctx: &'m Ctx,
    pub(crate) notify: Notify<'m>,
    _sealed: Sealed,
}

/// What is kept: ratings, histories, the archive, exports, retention.
#[derive(Clone, Copy)]
pub struct Records<'m> {
    pub(crate) ctx: &'m Ctx,
    pub(crate) notify: Notify<'m>,
    _sealed: Sealed,
}

/// A game played: a round resolved, stored and told, held games, absences, stand-ins and
/// computer players; what it causes higher up goes to `effects`.
#[derive(Clone, Copy)]
pub struct Play<'m> {
    pub(crate) ctx: &'m Ctx,
    pub(crate) notify: Notify<'m>,
    pub(crate) outbox: Outbox<'m>,
    pub(crate) records: Records<'m>,
    pub(crate) effects: Coordinator<'m>,
    _sealed: Sealed,
}

/// The operator's and the game masters' actions on a game.
#[derive(Clone, Copy)]
pub struct Admin<'m> {
    pub(crate) ctx: &'m Ctx,
    pub(crate) notify: Notify<'m>,
    pub(crate) outbox: Outbox<'m>,
    pub(crate) records: Records<'m>,
    pub(crate) play: Play<'m>,
    pub(crate) effects: Coordinator<'m>,
    _sealed: Sealed,
}

/// Tournaments: opened, joined, drawn and moved on.
#[derive(Clone, Copy)]
pub struct Tournaments<'m> {
    pub(crate) ctx: &'m Ctx,
    pub(crate) notify: Notify<'m>,
    pub(crate) records: Records<'m>,
    pub(crate) admin: Admin<'m>,
    _sealed: Sealed,
}

/// The lobby: games found, opened, joined and watched by mail.
#[derive(Clone, Copy)]
pub struct Lobby<'m> {
    pub(crate) ctx: &'m Ctx,
    pub(crate) notify: Notify<'m>,
    pub(crate) records: Records<'m>,
    pub(crate) play: Play<'m>,
    pub(crate) admin: Admin<'m>,
    pub(crate) tournaments: Tournaments<'m>,
    _sealed: Sealed,
}

/// A mail coming in: authenticated, read, acted on, answered once.
#[derive(Clone, Copy)]
pub struct Intake<'m> {
    pub(crate) ctx: &'m Ctx,
    pub(crate) notify: Notify<'m>,
    pub(crate) outbox: Outbox<'m>,
    pub(crate) records: Records<'m>,
    pub(crate) play: Play<'m>,
    pub(crate) admin: Admin<'m>,
    pub(crate) lobby: Lobby<'m>,
    _sealed: Sealed,
}

/// Rounds from the clock's side: the tick, when anything is next due; a round replayed or
/// previewed.
#[derive(Clone, Copy)]
pub struct Rounds<'m> {
    pub(crate) ctx: &'m Ctx,
    pub(crate) play: Play<'m>,
    pub(crate) admin: Admin<'m>,
    pub(crate) lobby: Lobby<'m>,
    _sealed: Sealed,
}

/// The one place a game operation's [`Effect`]s go: each to the flow that acts on it
/// (ratings and tournaments for a game finished, tournaments for one abandoned, the lobby's
/// standby list for a seat abandoned). It holds the context alone and builds the flow an
/// effect needs when the effect comes, so that the game operations can hold it.
#[derive(Clone, Copy)]
pub struct Coordinator<'m> {
    ctx: &'m Ctx,
}

impl<'m> Notify<'m> {
    fn new(ctx: &'m Ctx) -> Self {
        Notify {
            ctx,
            _sealed: SEALED,
        }
    }
}

impl<'m> Outbox<'m> {
    fn new(ctx: &'m Ctx) -> Self {
        Outbox {
            ctx,
            notify: Notify::new(ctx),
            _sealed: SEALED,
        }
    }
}

impl<'m> Records<'m> {
    fn new(ctx: &'m Ctx) -> Self {
        Records {
            ctx,
            notify: Notify::new(ctx),
            _sealed: SEALED,
        }
    }
}

impl<'m> Play<'m> {
    fn new(ctx: &'m Ctx) -> Self {
        Play {
            ctx,
            notify: Notify::new(ctx),
            outbox: Outbox::new(ctx),
            records: Records::new(ctx),
            effects: Coordinator { ctx },
            _sealed: SEALED,
        }
    }
}

impl<'m> Admin<'m> {
    fn new(ctx: &'m Ctx) -> Self {
        Admin {
            ctx,
            notify: Notify::new(ctx),
            outbox: Outbox::new(ctx),
            records: Records::new(ctx),
            play: Play::new(ctx),
            effects: Coordinator { ctx },
            _sealed: SEALED,
        }
    }
}

impl<'m> Tournaments<'m> {
    fn new(ctx: &'m Ctx) -> Self {
        Tournaments {
            ctx,
            notify: Notify::new(ctx),
            records: Records::new(ctx),
            admin: Admin::new(ctx),
            _sealed: SEALED,
        }
    }
}

impl<'m> Lobby<'m> {
    fn new(ctx: &'m Ctx) -> Self {
        Lobby {
            ctx,
            notify: Notify::new(ctx),
            records: Records::new(ctx),
            play: Play::new(ctx),
            admin: Admin::new(ctx),
            tournaments: Tournaments::new(ctx),
            _sealed: SEALED,
        }
    }
}

impl<'m> Intake<'m> {
    fn new(ctx: &'m Ctx) -> Self {
        Intake {
            ctx,
            notify: Notify::new(ctx),
            outbox: Outbox::new(ctx),
            records: Records::new(ctx),
            play: Play::new(ctx),
            admin: Admin::new(ctx),
            lobby: Lobby::new(ctx),
            _sealed: SEALED,
        }
    }
}

impl<'m> Rounds<'m> {
    fn new(ctx: &'m Ctx) -> Self {
        Rounds {
            ctx,
            play: Play::new(ctx),
            admin: Admin::new(ctx),
            lobby: Lobby::new(ctx),
            _sealed: SEALED,
        }
    }
}

impl Effects for Coordinator<'_> {
    fn hand(&self, c: &Connection, g: &GameRow, effect: &Effect) -> Result<bool, ModError> {
        match *effect {
            Effect::GameFinished => {
                Records::new(self.ctx).rate_finished_game(c, g)?;
                Tournaments::new(self.ctx).tournament_moved_on(c, g)?;
                Ok(false)
            }
            Effect::GameAbandoned => {
                Tournaments::new(self.ctx).tournament_moved_on(c, g)?;
                Ok(false)
            }
            Effect::SeatAbandoned { seat, why, at } => {
                Lobby::new(self.ctx).seat_abandoned(c, g, seat, why, at)
            }
        }
    }
}
