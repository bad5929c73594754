//! Which past rounds `HISTORY` sends again (`HISTORY 3`, `HISTORY 2-5`, `HISTORY ALL`): the
//! value, how a reply quotes it, and how the rest of a `HISTORY` line reads as one.

use serde::{Deserialize, Serialize};

/// Which past rounds `HISTORY` sends again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "which", rename_all = "snake_case")]
pub enum Rounds {
    /// `HISTORY` alone: the last round played (the report a player most often lost).
    #[default]
    Last,
    /// `HISTORY 3`, `HISTORY 2-5`: rounds `from` to `to`, both included.
    Span { from: u32, to: u32 },
    /// `HISTORY ALL`: every round played.
    All,
}

impl std::fmt::Display for Rounds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Rounds::Last => Ok(()),
            Rounds::Span { from, to } if from == to => write!(f, " {from}"),
            Rounds::Span { from, to } => write!(f, " {from}-{to}"),
            Rounds::All => write!(f, " ALL"),
        }
    }
}

impl Rounds {
    /// `rest` after `HISTORY`: nothing, `ALL`, `3`, `2-5`, `2 - 5`, `2 to 5` (`to` in any
    /// case), `0` the turns before a game's round 1 (RAMbots' setup); `None`: none of those.
    pub fn read(rest: &str) -> Option<Rounds> {
        let rest = rest.trim().trim_end_matches(['.', '!']);
        if rest.is_empty() {
            return Some(Rounds::Last);
        }
        if rest.eq_ignore_ascii_case("all") {
            return Some(Rounds::All);
        }
        let number = |t: &str| {
            let t = t.trim().trim_start_matches('#');
            (!t.is_empty() && t.len() <= 6 && t.bytes().all(|b| b.is_ascii_digit()))
                .then(|| t.parse::<u32>().ok())
                .flatten()
        };
        let lower = rest.to_ascii_lowercase();
        let (from, to) = match lower.split_once('-').or_else(|| lower.split_once(" to ")) {
            Some((a, b)) => (number(a)?, number(b)?),
            None => (number(&lower)?, number(&lower)?),
        };
        Some(Rounds::Span {
            from: from.min(to),
            to: from.max(to),
        })
    }
}
