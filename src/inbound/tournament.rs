//! What a `TOURNAMENT` line asks (the lobby's tournament commands, read in
//! `src/mail/lobby.rs`, answered in `src/moderator/tournament/mail.rs`).

use serde::{Deserialize, Serialize};

/// What a `TOURNAMENT` line asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tournament {
    /// `TOURNAMENT`: the open and running tournaments; `TOURNAMENT 3`: one in full.
    Show { id: Option<i64> },
    /// `TOURNAMENT OPEN rambots HEATS 4 ...`: the rest of the line from the kind on, read by
    /// the moderator.
    Open { text: String },
    /// `TOURNAMENT START 3`: its organiser starts it now.
    Start { id: i64 },
    /// `JOIN TOURNAMENT 3 [AS Name]`.
    Join { id: i64, name: Option<String> },
    /// `LEAVE TOURNAMENT 3`, before it starts.
    Leave { id: i64 },
}

impl std::fmt::Display for Tournament {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Tournament::Show { id: None } => write!(f, "TOURNAMENT"),
            Tournament::Show { id: Some(id) } => write!(f, "TOURNAMENT {id}"),
            Tournament::Open { text } => write!(f, "TOURNAMENT OPEN {text}"),
            Tournament::Start { id } => write!(f, "TOURNAMENT START {id}"),
            Tournament::Join { id, name: None } => write!(f, "JOIN TOURNAMENT {id}"),
            Tournament::Join { id, name: Some(n) } => write!(f, "JOIN TOURNAMENT {id} AS {n}"),
            Tournament::Leave { id } => write!(f, "LEAVE TOURNAMENT {id}"),
        }
    }
}
