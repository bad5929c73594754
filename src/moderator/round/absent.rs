//! `ABSENT` in a player's mail about their game: the absence recorded, cancelled or listed
//! ([`crate::moderator::absence`] keeps the rules), answered as one item of the reply. A game
//! operation of [`Play`]'s, so that the intake and the lobby's `ABSENT` with no game named
//! both call down to it.

use crate::moderator::absence::{AbsenceRequest, parse_request};
use crate::moderator::replies::Item;
use crate::moderator::{error::ModError, layers::Play};
use crate::store::games::{GameRow, PlayerRow, PlayerStatus};
use crate::store::rounds::Source;
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

impl Play<'_> {
    /// `ABSENT ...`: record, cancel or list the player's absences.
    pub(crate) fn absent_item(
        &self,
        c: &Connection,
        g: &mut GameRow,
        p: &PlayerRow,
        text: &str,
        now: DateTime<Utc>,
    ) -> Result<Item, ModError> {
        let quote = format!("ABSENT {text}").trim_end().to_string();
        if !g.status.is_live() || p.status == PlayerStatus::Resigned {
            let msg = self.notify.answer("not_playing", json!({}))?;
            return Ok(Item::new("absent", &quote, &msg, true, false));
        }
        Ok(match parse_request(text) {
            Err(e) => Item::new(
                "absent",
                &quote,
                &self
                    .notify
                    .answer("absent_not_understood", json!({ "problem": e }))?,
                true,
                false,
            ),
            Ok(AbsenceRequest::List) => Item::new(
                "absent",
                &quote,
                &self.absences_text(c, g, p.seat, now)?,
                false,
                false,
            ),
            Ok(AbsenceRequest::Cancel) => {
                let (_, said) = self.cancel_absences(c, g, p.seat, Source::Mail, now)?;
                Item::new("absent", &quote, &said, false, true)
            }
            Ok(AbsenceRequest::Days(first, last)) => {
                match self.add_absence(c, g, p.seat, (first, last), Source::Mail, now)? {
                    Ok(said) => Item::new("absent", &quote, &said, false, true),
                    Err(why) => {
                        let msg = self
                            .notify
                            .answer("absent_not_recorded", json!({ "why": why }))?;
                        Item::new("absent", &quote, &msg, true, false)
                    }
                }
            }
        })
    }
}
