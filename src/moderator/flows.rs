//! The moderator's flows: each is a view of the [`Moderator`] (its store, clock, settings,
//! keys and templates) that serves one kind of work, with its own small surface. A caller asks
//! the moderator for the flow it needs (`m.intake().handle_mail(..)`, `m.rounds().tick()`,
//! `m.admin().pause(..)`); a flow reaches another the same way (`self.notify().queue_player(..)`).
//!
//! | flow | what it serves | where its methods live |
//! |---|---|---|
//! | [`Intake`] | a mail coming in: authenticate, read, act, the one reply | `incoming/` |
//! | [`Rounds`] | what is due and when, a round run and told, held games, absences | `round/`, `due.rs`, `absence.rs` |
//! | [`Lobby`] | finding, opening, joining and watching games by mail | `lobby/` |
//! | [`Tournaments`] | tournaments: opened, joined, drawn, moved on | `tournament/` |
//! | [`Admin`] | the operator's and the game masters' actions on a game | `admin/`, `master/` |
//! | [`Notify`] | mails built from templates and queued, in each reader's language | `notify/`, `language.rs` |
//! | [`Outbox`] | what leaves: mails due, sent, failed, dead, and their pictures | `outbox.rs`, `notify/pictures.rs`, `report_pictures.rs` |
//! | [`Records`] | what is kept: ratings, histories, the archive, exports, retention | `ratings/`, `archive.rs`, `export.rs`, `incoming/history.rs`, `retention.rs` |
//!
//! A flow holds nothing of its own: it borrows the moderator and reads through it
//! (`Deref`), so the store's transactions ([`Moderator::write`]) and the clock
//! ([`Moderator::now`]) are the same for every flow.

use super::Moderator;

macro_rules! flows {
    ($($(#[$doc:meta])* $name:ident => $accessor:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy)]
        pub struct $name<'m>(&'m Moderator);

        impl std::ops::Deref for $name<'_> {
            type Target = Moderator;
            fn deref(&self) -> &Moderator {
                self.0
            }
        }

        impl Moderator {
            $(#[$doc])*
            pub fn $accessor(&self) -> $name<'_> {
                $name(self)
            }
        }
    )*};
}

flows! {
    /// A mail coming in: authenticated, read, acted on, answered once.
    Intake => intake;
    /// Rounds: what is due and when, a round run and told, held games, absences.
    Rounds => rounds;
    /// The lobby: games found, opened, joined and watched by mail.
    Lobby => lobby;
    /// Tournaments: opened, joined, drawn and moved on.
    Tournaments => tournaments;
    /// The operator's and the game masters' actions on a game.
    Admin => admin;
    /// Mails built from the templates and queued, in each reader's language.
    Notify => notify;
    /// What leaves: the mails due, sent, failed and dead, and their pictures.
    Outbox => outbox;
    /// What is kept: ratings, histories, the archive, exports, retention.
    Records => records;
}
