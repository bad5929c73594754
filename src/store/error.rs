//! The store's one error type: what a read or write of the database can fail with. The
//! moderator turns it into its own error (its `ModError` implements `From` for it),
//! keeping each kind: a bad value the caller gave stays the caller's to fix, stored data that
//! does not read back stays corrupt.

/// Why a store call failed.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// No game has this id.
    #[error("no game {0}: `robomod game list` shows the games there are")]
    NoSuchGame(i64),
    /// A value the caller gave that the store refuses (a backup path that exists, a claim
    /// already taken), with the message saying what and how to fix it.
    #[error("{0}")]
    Input(String),
    #[error("database: {0}")]
    Db(#[from] rusqlite::Error),
    #[error("database schema: {0}")]
    Migration(#[from] rusqlite_migration::Error),
    #[error("stored JSON: {0}")]
    Json(#[from] serde_json::Error),
    /// Stored data that does not read back.
    #[error("{0}")]
    Corrupt(String),
}

impl Error {
    /// Whether the error is the caller's to fix (a bad argument, an unknown id).
    pub fn is_input(&self) -> bool {
        matches!(self, Error::NoSuchGame(_) | Error::Input(_))
    }
}
