//! `ABSENT` in a mail without a game's tag (issue 52): a holiday is a person's, not a
//! game's. The absence is taken in every running game the sender holds a seat in, each
//! answered in one reply under its game's name; with no such game, the reply says so.

use crate::moderator::error::ModError;
use crate::moderator::layers::Lobby;
use crate::moderator::replies::Item;
use crate::store::games::{PlayerStatus, game, players_by_address};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

impl Lobby<'_> {
    /// The answers to `ABSENT text` from `from`, one a game.
    pub(crate) fn absent_everywhere(
        &self,
        c: &Connection,
        from: &str,
        text: &str,
        now: DateTime<Utc>,
    ) -> Result<Vec<Item>, ModError> {
        let mut items = Vec::new();
        let mut seats = Vec::new();
        for a in crate::store::people::same_person(c, from)? {
            seats.extend(players_by_address(c, &a)?);
        }
        for p in seats {
            if p.status != PlayerStatus::Active {
                continue;
            }
            let mut g = game(c, p.game_id)?;
            if !g.status.is_live() {
                continue;
            }
            let mut item = self.play.absent_item(c, &mut g, &p, text, now)?;
            let header = crate::say!(
                crate::lang::now(),
                "absent-in-game",
                game = g.id,
                kind = g.kind.as_str()
            );
            item.lines.insert(0, format!("  {header}"));
            items.push(item);
        }
        if items.is_empty() {
            let quote = format!("ABSENT {text}").trim_end().to_string();
            let said = self.notify.answer("absent_no_game", json!({}))?;
            items.push(Item::new("absent", &quote, &said, true, false));
        }
        Ok(items)
    }
}
