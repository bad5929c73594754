//! `game next`: the next game after a finished one, with the same players in the same seats
//! and the settings the game hands on (split from `games.rs`, which creates games).

use super::games::{NewGame, NewPlayer};
use crate::moderator::{error::ModError, layers::Admin};
use crate::store::games::{GameStatus, PlayerStatus, game, players};
use serde_json::{Map, Value};
impl Admin<'_> {
    /// Creates the next game after finished game `id` (`game next`): the same players in the
    /// same seats, then `newcomers`; the settings the game hands on (the race: the pick order),
    /// with `overrides` (a new board); the same schedule. Returns the new game's id.
    pub fn next_game(
        &self,
        id: i64,
        overrides: &Map<String, Value>,
        newcomers: &[NewPlayer],
        seed: Option<u64>,
    ) -> Result<i64, ModError> {
        let (g, ps, press, chosen) = self.ctx.read(|c| {
            Ok((
                game(c, id)?,
                players(c, id)?,
                crate::store::press::mode(c, id)?,
                crate::store::game_options::all(c, id)?,
            ))
        })?;
        if g.status != GameStatus::Finished {
            return Err(ModError::Input(format!(
                "game {id} is not finished: the next game starts from a finished one"
            )));
        }
        let engine = self.ctx.engine(&g.kind)?;
        // A player who resigned is not seated again unless named among the newcomers.
        let seated: Vec<&crate::store::games::PlayerRow> = ps
            .iter()
            .filter(|p| p.status == PlayerStatus::Active)
            .collect();
        let seats: Vec<crate::games::Seat> = seated.iter().map(|p| p.seat).collect();
        let Some(Value::Object(mut settings)) = (engine.capabilities().next_game)
            .map(|n| n.next_settings(&*engine.load(&g.state)?, &g.settings, &seats))
            .transpose()?
            .flatten()
        else {
            return Err(ModError::Input(format!(
                "a {} game has no next game: create one with game new",
                g.kind
            )));
        };
        drop_what_goes_with(&mut settings, overrides);
        // Robomod's options (what the reports carry, the stand-in) go on to the next game
        // unless set anew.
        for (key, word) in chosen {
            settings.insert(key, Value::from(word.to_lowercase()));
        }
        settings.extend(overrides.clone());
        let mut roster: Vec<NewPlayer> = seated
            .iter()
            .map(|p| NewPlayer {
                name: p.name.clone(),
                address: p.address.clone(),
            })
            .collect();
        roster.extend(newcomers.iter().cloned());
        self.create_game(&NewGame {
            kind: g.kind.clone(),
            players: roster,
            settings,
            seed,
            schedule: Some(g.schedule.to_string()),
            tz: Some(g.tz.name().to_string()),
            min_notice: Some(g.min_notice),
            early_delay: Some(g.early_delay),
            speedbots_grace: g.speedbots_grace,
            reminder_lead: Some(g.reminder_lead.unwrap_or_default()),
            press: Some(press.as_str().to_string()),
            // Private press is published only where every player agreed, newcomers too: the
            // next game starts with the default, and `game new --press-archive all` opts in.
            press_archive: false,
            master: None,
        })
    }
}

/// Drops from `settings` what goes with a setting `overrides` sets anew: a setting named
/// `<key>_...` goes with the setting `<key>` (a board's kept text with the board).
fn drop_what_goes_with(settings: &mut Map<String, Value>, overrides: &Map<String, Value>) {
    settings.retain(|k, _| {
        !overrides.keys().any(|o| {
            k.strip_prefix(o.as_str())
                .is_some_and(|r| r.starts_with('_'))
        })
    });
}

#[cfg(test)]
mod tests {
    use super::drop_what_goes_with;
    use serde_json::{Map, Value, json};

    fn map(v: Value) -> Map<String, Value> {
        v.as_object().unwrap().clone()
    }

    #[test]
    fn a_new_board_drops_the_old_board_s_text_and_nothing_else() {
        let mut settings =
            map(json!({"board": "mine", "board_text": "...", "boards": 2, "lives": 3}));
        drop_what_goes_with(&mut settings, &map(json!({"board": "loop"})));
        assert_eq!(
            settings,
            map(json!({"board": "mine", "boards": 2, "lives": 3}))
        );
        let mut kept = map(json!({"board": "mine", "board_text": "..."}));
        drop_what_goes_with(&mut kept, &map(json!({"lives": 1})));
        assert_eq!(kept.len(), 2);
    }
}
