//! The flows handed out by name: `m.intake()`, `m.rounds()`, ... on the [`Moderator`], the
//! top of the house. A child of `layers.rs`, so that it alone besides it may build a flow.

use super::{Admin, Intake, Lobby, Notify, Outbox, Play, Records, Rounds, Tournaments};
use crate::moderator::front::Moderator;

impl Moderator {
    /// A mail coming in: authenticated, read, acted on, answered once.
    pub fn intake(&self) -> Intake<'_> {
        Intake::new(self.ctx())
    }

    /// Rounds from the clock's side: the tick, what is next due, replays.
    pub fn rounds(&self) -> Rounds<'_> {
        Rounds::new(self.ctx())
    }

    /// A game played: rounds resolved and stored, held games, absences.
    pub fn play(&self) -> Play<'_> {
        Play::new(self.ctx())
    }

    /// The lobby: games found, opened, joined and watched by mail.
    pub fn lobby(&self) -> Lobby<'_> {
        Lobby::new(self.ctx())
    }

    /// Tournaments: opened, joined, drawn and moved on.
    pub fn tournaments(&self) -> Tournaments<'_> {
        Tournaments::new(self.ctx())
    }

    /// The operator's and the game masters' actions on a game.
    pub fn admin(&self) -> Admin<'_> {
        Admin::new(self.ctx())
    }

    /// Mails built from the templates and queued, in each reader's language.
    pub fn notify(&self) -> Notify<'_> {
        Notify::new(self.ctx())
    }

    /// What leaves: the mails due, sent, failed and dead, and their pictures.
    pub fn outbox(&self) -> Outbox<'_> {
        Outbox::new(self.ctx())
    }

    /// What is kept: ratings, histories, the archive, exports, retention.
    pub fn records(&self) -> Records<'_> {
        Records::new(self.ctx())
    }
}
