//! Board pictures for mails: each round's picture is stored once as the game's SVG (table
//! `pictures`) and attached by id to the round's every report; a STATUS reply gets a picture of
//! the position as it stands. `[reports] pictures = false` turns them off. The PNG is drawn
//! ([`crate::picture`]) when the first mail that attaches it leaves ([`Moderator::draw_pictures`]),
//! all of a batch's pictures side by side on every core, outside the transaction that ran the
//! round: a deadline sweep or a round run by mail costs no rasterising. A picture that cannot be
//! drawn is logged and left out: the text report, which says everything, still goes.

use super::{ModError, Moderator};
use crate::outgoing::Attachment;
use crate::store::games::GameRow;
use crate::store::pictures;
use rusqlite::Connection;
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};

/// `g12-round-3.png` from the game and the turn's title.
fn filename(game: i64, title: &str) -> String {
    format!("g{game}-{}.png", super::notify::slug(title))
}

impl Moderator {
    /// Stores and returns as an attachment the picture of `round` of `g` (`title`: the turn's
    /// name), from the states before and after and the events; none when pictures are off or
    /// the game draws none. Its PNG is drawn later, by [`Moderator::draw_pictures`].
    pub(crate) fn picture(
        &self,
        c: &Connection,
        g: &GameRow,
        round: Option<u32>,
        (before, events, after): (&Value, &Value, &Value),
        title: &str,
    ) -> Result<Vec<Attachment>, ModError> {
        if !self.config.pictures {
            return Ok(Vec::new());
        }
        let engine = self.engine(&g.kind)?;
        let Some(svg) = engine.render_picture(before, events, after)? else {
            return Ok(Vec::new());
        };
        let id = pictures::insert(c, g.id, round, &svg, self.now())?;
        Ok(vec![Attachment {
            filename: filename(g.id, title),
            content_type: "image/png".into(),
            picture: id,
            data: Vec::new(),
        }])
    }

    /// The PNG of each picture of `ids`: those drawn already as stored, the others drawn now,
    /// side by side ([`crate::picture::png_all`]), and stored. A picture that cannot be drawn
    /// is stored empty (logged once) and comes back empty: its mails go without it.
    pub(crate) fn draw_pictures(
        &self,
        ids: &BTreeSet<i64>,
    ) -> Result<HashMap<i64, Vec<u8>>, ModError> {
        let mut out = HashMap::new();
        let mut todo = Vec::new();
        self.read(|c| {
            for &id in ids {
                let stored = pictures::get(c, id)?.ok_or_else(|| {
                    ModError::Corrupt(format!("a mail attaches picture {id}, which is not stored"))
                })?;
                match stored.png {
                    Some(png) => {
                        out.insert(id, png);
                    }
                    None => todo.push((id, stored.svg)),
                }
            }
            Ok(())
        })?;
        if todo.is_empty() {
            return Ok(out);
        }
        let svgs: Vec<&str> = todo.iter().map(|(_, svg)| svg.as_str()).collect();
        let drawn = crate::picture::png_all(&svgs);
        let drawn: Vec<(i64, Vec<u8>)> = todo
            .iter()
            .zip(drawn)
            .map(|((id, _), png)| {
                let png = png.unwrap_or_else(|e| {
                    tracing::warn!(picture = id, "the board picture was left out: {e}");
                    Vec::new()
                });
                (*id, png)
            })
            .collect();
        self.write(|c| {
            for (id, png) in &drawn {
                pictures::drawn(c, *id, png)?;
            }
            Ok(())
        })?;
        out.extend(drawn);
        Ok(out)
    }

    /// The picture of `g`'s position now (a STATUS reply).
    pub(crate) fn status_picture(
        &self,
        c: &Connection,
        g: &GameRow,
    ) -> Result<Vec<Attachment>, ModError> {
        let title = format!("{} now", self.turn_title(g)?);
        self.picture(c, g, None, (&Value::Null, &Value::Null, &g.state), &title)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picture_files_are_named_after_the_game_and_turn() {
        assert_eq!(filename(12, "round 3"), "g12-round-3.png");
        assert_eq!(filename(1, "setup"), "g1-setup.png");
        assert_eq!(filename(4, "Round 2 now"), "g4-round-2-now.png");
    }
}
