//! Standings ([`Standings`]): the game's standings apart from its status, as text, tables and
//! per-seat facts for the archive and the HTML reports, and the places the ratings read.

use super::Via;
use crate::games::dynamic::{DynError, Loaded, typed};
use crate::games::{Game, Seat, Table};
use crate::lang::Say;

/// Standings apart from the status, for the archive's game page, and as tables and facts for
/// the HTML reports (issue 39: read on a phone, where 72 monospace columns do not fit).
pub trait Standings: Game {
    /// Once the game is over its final standings (and whatever statistics and awards the game
    /// keeps), while it runs the standings now. Public, at most 72 columns. `None`: none in
    /// this phase.
    fn render_standings(state: &Self::State, say: Say<'_>) -> Option<String>;

    /// What [`Standings::render_standings`] says, as tables (standings, statistics, awards),
    /// the same words in cells, in `say`'s language. Public. Empty (the default): none in this
    /// phase.
    fn standings_tables(_state: &Self::State, _say: Say<'_>) -> Vec<Table> {
        Vec::new()
    }

    /// Where `seat` stands now and what its player needs for the next turn, as short
    /// (what, value) pairs for the top of their report (the race: damage, lives, flags, the
    /// hand, what to send; once over, the place). Private to the seat. Empty (the default):
    /// the report's own words serve. In `say`'s language, the reader's.
    fn seat_facts(_state: &Self::State, _seat: Seat, _say: Say<'_>) -> Vec<(String, String)> {
        Vec::new()
    }

    /// Once the game is over, each seat's final place, 1 first, equal places tied (what the
    /// ratings read). `None` (the default): the winner of [`Game::outcome`] first and the
    /// others tied.
    fn final_places(_state: &Self::State) -> Option<Vec<u32>> {
        None
    }

    /// Each seat's place as the game stands now, were it stopped here (a game its master
    /// terminates: results as they stand), 1 first, equal places tied. The default: its
    /// [`Standings::final_places`], none while it runs (every seat placed equal).
    fn places_now(state: &Self::State) -> Option<Vec<u32>> {
        Self::final_places(state)
    }
}

/// [`Standings`] as the moderator sees it.
pub trait DynStandings: Send + Sync {
    fn render_standings(
        &self,
        state: &dyn Loaded,
        say: Say<'_>,
    ) -> Result<Option<String>, DynError>;
    /// [`Standings::standings_tables`].
    fn standings_tables(&self, state: &dyn Loaded, say: Say<'_>) -> Result<Vec<Table>, DynError>;
    /// [`Standings::seat_facts`].
    fn seat_facts(
        &self,
        state: &dyn Loaded,
        seat: Seat,
        say: Say<'_>,
    ) -> Result<Vec<(String, String)>, DynError>;
    /// [`Standings::final_places`].
    fn final_places(&self, state: &dyn Loaded) -> Result<Option<Vec<u32>>, DynError>;
    /// [`Standings::places_now`].
    fn places_now(&self, state: &dyn Loaded) -> Result<Option<Vec<u32>>, DynError>;
}

impl<G: Standings> DynStandings for Via<G> {
    fn render_standings(
        &self,
        state: &dyn Loaded,
        say: Say<'_>,
    ) -> Result<Option<String>, DynError> {
        Ok(G::render_standings(typed::<G>(state)?, say))
    }
    fn standings_tables(&self, state: &dyn Loaded, say: Say<'_>) -> Result<Vec<Table>, DynError> {
        Ok(G::standings_tables(typed::<G>(state)?, say))
    }
    fn seat_facts(
        &self,
        state: &dyn Loaded,
        seat: Seat,
        say: Say<'_>,
    ) -> Result<Vec<(String, String)>, DynError> {
        Ok(G::seat_facts(typed::<G>(state)?, seat, say))
    }
    fn final_places(&self, state: &dyn Loaded) -> Result<Option<Vec<u32>>, DynError> {
        Ok(G::final_places(typed::<G>(state)?))
    }
    fn places_now(&self, state: &dyn Loaded) -> Result<Option<Vec<u32>>, DynError> {
        Ok(G::places_now(typed::<G>(state)?))
    }
}
