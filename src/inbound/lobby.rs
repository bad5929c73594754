//! What a player asks of the lobby ([`LobbyCommand`]), and how replies quote it as its line
//! reads (`JOIN 12 AS Ann`).

use super::Tournament;
use serde::{Deserialize, Serialize};

/// What a player asks of the lobby, by mail to robomod's plain address (`src/mail/lobby.rs`
/// reads it, `src/moderator/lobby/` answers it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LobbyCommand {
    /// `LIST`: the open games and those one may watch; `LIST 12`: one game in full.
    List { game: Option<i64> },
    /// `JOIN 12 [word] [STANDBY] [AS Name]`.
    Join {
        game: i64,
        standby: bool,
        word: Option<String>,
        name: Option<String>,
    },
    /// A seat asked for in words that name no game (`count me in for the race!`, `I take the
    /// free place`): the one game open to all, if there is exactly one; else the list.
    JoinOpen { name: Option<String> },
    /// `LEAVE 12`: a seat or a standby place given up before the game starts.
    Leave { game: i64 },
    /// `OPEN race [BOARD race] [SEATS 4] [SCHEDULE "22:00"] [PRIVATE word]`: the rest of the
    /// line, read by the moderator.
    Open { text: String },
    /// `OBSERVE 12` (`on`), `OBSERVE 12 OFF`.
    Observe { game: i64, on: bool },
    /// `TAKE 12`: the seat offered from the standby list.
    Take { game: i64 },
    /// `SET` alone (`text` empty: what is set), or `SET REMINDERS OFF`...: the rest of the line.
    Set { text: String },
    /// `RATINGS`: the best players of each game kind and the sender's own line; `RATINGS race`:
    /// one kind.
    Ratings { kind: Option<String> },
    /// `ALSO other@example.org`: the sender says `other` is also theirs (linked once `other`
    /// says the same); `ALSO other OFF` unlinks it; `ALSO` alone (`other` empty): what is
    /// linked.
    Also { other: Option<String>, off: bool },
    /// `TOURNAMENT ...` (and `JOIN TOURNAMENT 3`, `LEAVE TOURNAMENT 3`): see [`Tournament`].
    Tournament { what: Tournament },
    /// `COURSE name` and a course (a race's board file): `words`, the rest of the command's
    /// line (the name, read by the moderator); `text`, the course as sent
    /// (`src/mail/course.rs`).
    Course { words: String, text: String },
    /// A seat in game `game` asked for in words that give more than one name (`names`, as
    /// written) with no correction between them: no seat taken, the name asked for.
    NameUnsure { game: i64, names: Vec<String> },
    /// A line that starts with a lobby word but reads as no lobby command (`JOIN the fun`):
    /// quoted back, in the lobby's words to a stranger, as an unknown line in a game's reply.
    Unreadable { line: String },
}

impl std::fmt::Display for LobbyCommand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LobbyCommand::List { game: None } => write!(f, "LIST"),
            LobbyCommand::List { game: Some(g) } => write!(f, "LIST {g}"),
            LobbyCommand::Join {
                game,
                standby,
                word,
                name,
            } => {
                write!(f, "JOIN {game}")?;
                if let Some(w) = word {
                    write!(f, " {w}")?;
                }
                if *standby {
                    write!(f, " STANDBY")?;
                }
                if let Some(n) = name {
                    write!(f, " AS {n}")?;
                }
                Ok(())
            }
            LobbyCommand::JoinOpen { name: None } => write!(f, "JOIN"),
            LobbyCommand::JoinOpen { name: Some(n) } => write!(f, "JOIN AS {n}"),
            LobbyCommand::Leave { game } => write!(f, "LEAVE {game}"),
            LobbyCommand::Also { other: None, .. } => write!(f, "ALSO"),
            LobbyCommand::Also {
                other: Some(o),
                off,
            } => write!(f, "ALSO {o}{}", if *off { " OFF" } else { "" }),
            LobbyCommand::Ratings { kind: None } => write!(f, "RATINGS"),
            LobbyCommand::Ratings { kind: Some(k) } => write!(f, "RATINGS {k}"),
            LobbyCommand::Unreadable { line } => write!(f, "{line}"),
            LobbyCommand::NameUnsure { game, .. } => write!(f, "JOIN {game}"),
            LobbyCommand::Tournament { what } => write!(f, "{what}"),
            LobbyCommand::Course { words, .. } => write!(f, "COURSE {words}"),
            LobbyCommand::Open { text } => write!(f, "OPEN {text}"),
            LobbyCommand::Observe { game, on: true } => write!(f, "OBSERVE {game}"),
            LobbyCommand::Observe { game, on: false } => write!(f, "OBSERVE {game} OFF"),
            LobbyCommand::Take { game } => write!(f, "TAKE {game}"),
            LobbyCommand::Set { text } if text.is_empty() => write!(f, "SET"),
            LobbyCommand::Set { text } => write!(f, "SET {text}"),
        }
    }
}
