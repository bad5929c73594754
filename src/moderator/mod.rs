//! The moderator core: everything a human moderator does between two rounds, as library calls
//! over the SQLite store. It never knows which game it runs: it drives a `&dyn DynGame` found by
//! the game's kind.
//!
//! The moderator is one shared context over the store ([`context`]) and the flows it serves,
//! plain structs in fixed layers ([`layers`]: use cases over game operations over the mailer;
//! a lower flow never reaches a higher one): a caller asks for the flow (`m.intake()`,
//! `m.rounds()`, `m.play()`, `m.lobby()`, `m.tournaments()`, `m.admin()`, `m.notify()`,
//! `m.outbox()`, `m.records()`), each with its own small surface. The mail daemon turns each received mail into one
//! [`Intake::handle_mail`] call, calls [`Rounds::tick`] on a timer, and sends what
//! [`Outbox::outbox_due`] hands it, reporting back with [`Outbox::mark_sent`] /
//! [`Outbox::mark_failed`]. The admin CLI calls the lifecycle functions
//! ([`Admin::create_game`], [`Admin::pause`], ...).
//!
//! Every call that changes anything runs in one `BEGIN IMMEDIATE` transaction, and the mails it
//! causes are queued in the outbox inside that same transaction: a crash never leaves a state
//! change without its mails or the other way round.
//!
//! The modules follow the flows: [`incoming`] (a mail coming in: authenticate, read the
//! commands and orders in the open phase, store, the one reply), [`round`] (a round: what is
//! due and when, the orders that count with their defaults, resolve, store, queue reports;
//! `preview`, `replay`, held games; its effects as data, [`happened`]), [`tick`] (the use case
//! the timer drives), [`admin`] (the moderator's actions from the CLI:
//! games created and viewed, pause, resume, seats, rollback, announcements), [`notify`]
//! (building and queueing mails, from `templates/`; what a reply is made of, [`replies`]).
//! Beside them: [`absence`] (absences, which
//! all three flows consult), [`archive`] and [`export`] (a game's record read out), [`outbox`]
//! (dead mail). Under them all, the leaves every flow may use and which use no flow:
//! [`words`] (the moderator's words in passing: wrap, clip, slug, a turn, a schedule),
//! [`seats`] (who may sit in a seat, a seat found by name), [`seat_rules`] (stand-in and
//! no-humans options), [`due`] (when a game is next due), [`preferences`] (a player's `SET`
//! as read), [`done`] (what an admin action did), [`language`], [`keys`], [`error`].

pub mod absence;
pub mod admin;
pub mod archive;
pub mod context;
pub mod done;
pub mod drawn;
pub mod due;
pub mod error;
pub mod export;
pub mod front;
pub mod happened;
pub mod incoming;
pub mod keys;
pub mod language;
pub mod layers;
pub mod lobby;
pub mod master;
pub mod notify;
pub mod outbox;
pub mod preferences;
pub mod ratings;
pub mod replies;
pub mod retention;
pub mod round;

pub mod seat_rules;
pub mod seats;
pub mod settings;
pub mod tick;
pub mod tournament;
pub mod words;

pub use admin::games::{GameView, NewGame, NewMaster, NewPlayer, SubmitOutcome, Unreadable};
pub use context::Ctx;
pub use done::{By, Done};
pub use error::ModError;
pub use front::Moderator;
pub use incoming::batch::Handled;
pub use keys::{KeySource, RandomKeys, SeededKeys};
pub use layers::{Admin, Intake, Lobby, Notify, Outbox, Play, Records, Rounds, Tournaments};
pub use notify::report_pictures;
pub use replies::MailOutcome;
pub use round::TickReport;
pub use round::replay::ReplayReport;
pub use settings::ModeratorConfig;
