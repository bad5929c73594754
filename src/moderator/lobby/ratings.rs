//! `RATINGS` by mail: the best players of each game kind and the sender's own line, with
//! their dedication (`templates/ratings.txt`; the ratings themselves: `moderator::ratings`).

use super::super::error::ModError;
use crate::moderator::layers::Lobby;
use crate::moderator::lobby::Asked;
use crate::moderator::ratings::{dedication, table};
use crate::moderator::replies::Item;
use rusqlite::Connection;
use serde_json::{Value, json};

/// How many of each kind `RATINGS` shows.
pub const TOP: usize = 10;

impl Lobby<'_> {
    /// `RATINGS`, `RATINGS race`.
    pub(crate) fn ratings_item(
        &self,
        asked: Asked<'_>,
        kind: Option<&str>,
    ) -> Result<Item, ModError> {
        let Asked { c, from, quote, .. } = asked;
        // The person the sender is (a second address linked with ALSO reads their record).
        let person = table::person(c, from)?;
        let mut kinds = Vec::new();
        for k in self.records.rating_kinds(c, kind)? {
            let t = table::kind_table(c, &k)?;
            let count = t.players.len();
            let mut rows = Vec::new();
            let mut me = Value::Null;
            for (i, mut p) in t.players.into_iter().enumerate() {
                let mine = p.player == person;
                if i >= TOP && !mine {
                    continue;
                }
                // In this kind: the table is the kind's (issue 52).
                p.dedication = dedication::of_kind(c, &p.player, Some(&k))?;
                let mut ctx = p.context();
                ctx["me"] = mine.into();
                match i < TOP {
                    true => rows.push(ctx),
                    false => me = ctx,
                }
            }
            let record = record(c, &k, &person)?;
            kinds.push(
                json!({ "kind": k, "count": count, "rows": rows, "me": me, "record": record }),
            );
        }
        let mine = dedication::of(c, from)?.unwrap_or_default().context();
        let text = self
            .notify
            .render("ratings.txt", json!({ "kinds": kinds, "mine": mine }))?;
        let mut item = self
            .notify
            .lobby_answer("ratings", quote, json!({}), false)?;
        item.acted = false;
        item.attachment = Some(text);
        Ok(item)
    }
}

/// How many of a player's last games RATINGS lists.
const LAST: usize = 5;

/// `from`'s record in `kind` for RATINGS (issue 52: players see their progress): games
/// rated and won, and the last few with the rating before and after; `null` before any.
fn record(c: &Connection, kind: &str, from: &str) -> Result<Value, ModError> {
    use crate::moderator::ratings::rate::{points, provisional};
    let crate::store::ratings::Record { played, won, last } =
        crate::store::ratings::record_of(c, kind, from, LAST)?;
    if played == 0 {
        return Ok(Value::Null);
    }
    let last: Vec<Value> = last
        .iter()
        .map(|(ch, of)| {
            json!({
                "game": ch.game_id, "place": ch.place, "of": of,
                "before": points(ch.before.0), "after": points(ch.after.0),
                "provisional": provisional(ch.after.1),
            })
        })
        .collect();
    Ok(json!({ "played": played, "won": won, "last": last }))
}
