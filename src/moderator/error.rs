//! The moderator's one error type. Each variant says whether the person at the keyboard can fix
//! it ([`ModError::is_input`], exit 2 at the CLI) or robomod itself failed (exit 1). The store's
//! errors ([`crate::store::Error`]) come in through `From`, each as the variant of its kind.

use crate::games::{DynError, OrdersError};
use crate::store;
use crate::store::games::GameStatus;

#[derive(Debug, thiserror::Error)]
pub enum ModError {
    /// No game has this id.
    #[error("no game {0}: `robomod game list` shows the games there are")]
    NoSuchGame(i64),
    /// The seat named is neither a seat number nor a seat label of the game.
    #[error("game {game} has no seat {seat:?}: its seats are {seats}")]
    NoSuchSeat {
        game: i64,
        seat: String,
        seats: String,
    },
    /// `--kind` names no game robomod knows.
    #[error("unknown game kind {kind:?}: robomod knows {known}")]
    UnknownKind { kind: String, known: String },
    /// The action does not fit where the game is (pausing a finished game, say).
    #[error("game {game} is {status}: {hint}")]
    WrongStatus {
        game: i64,
        status: GameStatus,
        hint: &'static str,
    },
    /// Any other bad input, with the message saying what and how to fix it.
    #[error("{0}")]
    Input(String),
    /// Orders that do not read; every problem quoted.
    #[error("orders not accepted: {0}")]
    Orders(OrdersError),
    /// The game engine refused settings or a setup, or stored JSON did not fit it.
    #[error(transparent)]
    Game(DynError),
    #[error("database: {0}")]
    Db(#[from] rusqlite::Error),
    #[error("database schema: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("stored JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// Stored data that does not read back.
    #[error("{0}")]
    Corrupt(String),
    /// A mail template failed to render (an operator's override, most likely).
    #[error("mail template: {0:#}")]
    Template(anyhow::Error),
}

/// A store error keeps its kind: an unknown game, bad input and corrupt data stay what they
/// were, so [`ModError::is_input`] and the messages do not change.
impl From<store::Error> for ModError {
    fn from(e: store::Error) -> Self {
        match e {
            store::Error::NoSuchGame(id) => ModError::NoSuchGame(id),
            store::Error::Input(m) => ModError::Input(m),
            store::Error::Db(e) => ModError::Db(e),
            store::Error::Migration(e) => ModError::Migration(e),
            store::Error::Json(e) => ModError::Json(e),
            store::Error::Corrupt(m) => ModError::Corrupt(m),
        }
    }
}

impl From<DynError> for ModError {
    fn from(e: DynError) -> Self {
        match e {
            DynError::Orders(o) => ModError::Orders(o),
            other => ModError::Game(other),
        }
    }
}

impl ModError {
    /// Whether the error is the caller's to fix (bad arguments, unknown ids, bad orders).
    pub fn is_input(&self) -> bool {
        match self {
            ModError::NoSuchGame(_)
            | ModError::NoSuchSeat { .. }
            | ModError::UnknownKind { .. }
            | ModError::WrongStatus { .. }
            | ModError::Input(_)
            | ModError::Orders(_) => true,
            ModError::Game(e) => matches!(
                e,
                DynError::Settings(_) | DynError::Setup(_) | DynError::Orders(_)
            ),
            _ => false,
        }
    }
}

/// A panic's message, for the log and the failure record.
pub(crate) fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".into());
    format!("robomod failed unexpectedly (a bug: please report it): {what}")
}
