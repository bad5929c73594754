//! Board pictures for mails: each round's picture is stored once as the game's SVG (table
//! `pictures`) and attached by id to the round's every report; a STATUS reply gets a picture of
//! the position as it stands. `[reports] pictures = false` turns them off. The PNG is drawn
//! ([`crate::picture`]) when the first mail that attaches it leaves ([`Moderator::draw_pictures`]),
//! all of a batch's pictures side by side on every core, outside the transaction that ran the
//! round: a deadline sweep or a round run by mail costs no rasterising. The PNG is kept in
//! memory while its mails leave, not stored: the SVG gives the same bytes whenever drawn. A picture that cannot be
//! drawn is logged and left out: the text report, which says everything, still goes.

use super::{ModError, Moderator};
use crate::outgoing::Attachment;
use crate::store::games::GameRow;
use crate::store::pictures;
use rusqlite::Connection;
use serde_json::Value;
use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::Arc;

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

    /// The PNG of each picture of `ids`: those drawn lately from memory ([`Drawn`]), those
    /// stored drawn (before migration 10) as stored, the others drawn now, side by side
    /// ([`crate::picture::png_all`]). A drawing is not stored: the same SVG gives the same
    /// bytes, so a mail retried next week gets the picture its first attempt had. A picture
    /// that cannot be drawn is stored empty (logged once) and comes back empty: its mails go
    /// without it.
    pub(crate) fn draw_pictures(
        &self,
        ids: &BTreeSet<i64>,
    ) -> Result<HashMap<i64, Arc<Vec<u8>>>, ModError> {
        let mut out = HashMap::new();
        {
            let drawn = self.drawn.lock().unwrap_or_else(|p| p.into_inner());
            for &id in ids {
                if let Some(png) = drawn.get(id) {
                    out.insert(id, png);
                }
            }
        }
        let mut todo = Vec::new();
        self.read(|c| {
            let missing: Vec<i64> = ids
                .iter()
                .copied()
                .filter(|id| !out.contains_key(id))
                .collect();
            for id in missing {
                let stored = pictures::get(c, id)?.ok_or_else(|| {
                    ModError::Corrupt(format!("a mail attaches picture {id}, which is not stored"))
                })?;
                match stored.png {
                    Some(png) => {
                        out.insert(id, Arc::new(png));
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
        let mut failed = Vec::new();
        let mut drawn = self.drawn.lock().unwrap_or_else(|p| p.into_inner());
        for ((id, _), png) in todo.iter().zip(crate::picture::png_all(&svgs)) {
            match png {
                Ok(png) => {
                    let png = Arc::new(png);
                    drawn.keep(*id, png.clone());
                    out.insert(*id, png);
                }
                Err(e) => {
                    tracing::warn!(picture = id, "the board picture was left out: {e}");
                    failed.push(*id);
                    out.insert(*id, Arc::new(Vec::new()));
                }
            }
        }
        drop(drawn);
        if !failed.is_empty() {
            self.write(|c| {
                for id in &failed {
                    pictures::drawn(c, *id, &[])?;
                }
                Ok(())
            })?;
        }
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

/// The pictures drawn lately, kept in memory by id (newest last) up to [`Drawn::BYTES`]: a
/// round's picture goes with several mails, which may leave in two batches, and the flusher
/// draws the next batch's pictures while it sends one ([`crate::mail::OutboxQueue::prepare_after`]).
#[derive(Default)]
pub(crate) struct Drawn {
    pngs: VecDeque<(i64, Arc<Vec<u8>>)>,
    bytes: usize,
}

impl Drawn {
    /// About four batches of a hundred pictures.
    const BYTES: usize = 32 << 20;

    fn get(&self, id: i64) -> Option<Arc<Vec<u8>>> {
        self.pngs
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, png)| png.clone())
    }

    fn keep(&mut self, id: i64, png: Arc<Vec<u8>>) {
        if self.get(id).is_some() {
            return;
        }
        self.bytes += png.len();
        self.pngs.push_back((id, png));
        while self.bytes > Self::BYTES {
            let Some((_, old)) = self.pngs.pop_front() else {
                break;
            };
            self.bytes -= old.len();
        }
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

    #[test]
    fn the_pictures_kept_in_memory_stay_under_their_bytes_oldest_out_first() {
        let mut d = Drawn::default();
        let big = Drawn::BYTES / 3;
        for id in 1..=4 {
            d.keep(id, Arc::new(vec![id as u8; big]));
        }
        assert!(d.bytes <= Drawn::BYTES);
        assert!(d.get(1).is_none(), "the oldest went");
        assert_eq!(d.get(4).unwrap()[0], 4);
        d.keep(4, Arc::new(vec![9; 1]));
        assert_eq!(d.get(4).unwrap()[0], 4, "kept once");
        assert_eq!(d.pngs.len(), 3);
    }
}
