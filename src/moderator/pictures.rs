//! Board pictures for mails: each round's picture is drawn once (the game's SVG, rasterised by
//! [`crate::picture`]), stored in the `pictures` table, and attached by id to the round's every
//! report; a STATUS reply gets a picture of the position as it stands. `[reports] pictures =
//! false` turns them off. A picture that cannot be drawn is logged and left out: the text
//! report, which says everything, still goes.

use super::{ModError, Moderator};
use crate::outgoing::Attachment;
use crate::store::games::GameRow;
use crate::store::pictures;
use rusqlite::Connection;
use serde_json::Value;

/// `g12-round-3.png` from the game and the turn's title.
fn filename(game: i64, title: &str) -> String {
    format!("g{game}-{}.png", super::notify::slug(title))
}

impl Moderator {
    /// Draws, stores and returns as an attachment the picture of `round` of `g` (`title`: the
    /// turn's name), from the states before and after and the events; none when pictures are
    /// off or the game draws none.
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
        let png = match crate::picture::png(&svg) {
            Ok(png) => png,
            Err(e) => {
                tracing::warn!(game = g.id, "the board picture was left out: {e}");
                return Ok(Vec::new());
            }
        };
        let id = pictures::insert(c, g.id, round, &svg, &png, self.now())?;
        Ok(vec![Attachment {
            filename: filename(g.id, title),
            content_type: "image/png".into(),
            picture: id,
            data: Vec::new(),
        }])
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
