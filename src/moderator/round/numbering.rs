//! A game's rounds numbered one way (issue 64, rule 5): as its reports name them. The record
//! numbers each resolution from 1 (`rounds.number`, the archive's file names); a game's titles
//! may begin with turns before its first numbered round (RAMbots' setup, the race's draft and
//! start squares: its [`crate::games::Game::round_number`] 0), so that the record's round 2 is
//! RAMbots' "round 1". HISTORY, SUMMARY, the export and the archive speak the game's numbers;
//! this maps one to the other. The opening turns come first and only first, so the map is an
//! offset: their count.

use crate::games::DynGame;
use crate::moderator::error::ModError;
use rusqlite::Connection;

/// How game's record numbers map to the numbers its reports give its rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbering {
    /// The turns recorded before its first numbered round.
    pub openings: u32,
}

impl Numbering {
    /// Game `game`'s numbering, from the first rounds of its record (none played: no opening
    /// yet known, and none needed).
    pub fn of(c: &Connection, engine: &dyn DynGame, game: i64) -> Result<Numbering, ModError> {
        let mut openings = 0;
        while let Some(state) = crate::store::rounds::state_before(c, game, openings + 1)? {
            let state: serde_json::Value = serde_json::from_str(&state)
                .map_err(|e| ModError::Corrupt(format!("game {game}: a round's state: {e}")))?;
            if engine.load(&state)?.round_number() != Some(0) {
                break;
            }
            openings += 1;
        }
        Ok(Numbering { openings })
    }

    /// The game's number of record round `k`: 0 for an opening turn.
    pub fn number(self, k: u32) -> u32 {
        k.saturating_sub(self.openings)
    }

    /// The record rounds of the game's rounds `from` to `to` (0: the opening turns).
    pub fn records(self, from: u32, to: u32) -> (u32, u32) {
        let first = match from {
            0 => 1,
            n => n + self.openings,
        };
        (first, to + self.openings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setup_is_round_0_and_round_1_follows_it() {
        let rambots = Numbering { openings: 1 };
        assert_eq!(rambots.number(1), 0);
        assert_eq!(rambots.number(2), 1);
        assert_eq!(rambots.records(1, 1), (2, 2));
        assert_eq!(rambots.records(0, 2), (1, 3));
        let ricochet = Numbering { openings: 0 };
        assert_eq!(ricochet.number(1), 1);
        assert_eq!(ricochet.records(0, 0), (1, 0), "no opening: nothing");
        let race = Numbering { openings: 2 };
        assert_eq!(
            race.records(0, 0),
            (1, 2),
            "the draft and the start squares"
        );
    }
}
