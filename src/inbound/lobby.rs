//! A lobby command as its line reads (`JOIN 12 AS Ann`): how replies quote it.

use super::LobbyCommand;

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
            LobbyCommand::Leave { game } => write!(f, "LEAVE {game}"),
            LobbyCommand::Also { other: None, .. } => write!(f, "ALSO"),
            LobbyCommand::Also {
                other: Some(o),
                off,
            } => write!(f, "ALSO {o}{}", if *off { " OFF" } else { "" }),
            LobbyCommand::Ratings { kind: None } => write!(f, "RATINGS"),
            LobbyCommand::Ratings { kind: Some(k) } => write!(f, "RATINGS {k}"),
            LobbyCommand::Unreadable { line } => write!(f, "{line}"),
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
