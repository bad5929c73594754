//! Board pictures for mails: each round's picture is stored once (table `pictures`) and
//! attached by id to the round's every report; a STATUS reply gets a picture of the position as
//! it stands. `[reports] pictures = false` turns them off.
//!
//! A round's picture is stored as a reference to the round and the language of its words (a
//! round read in two languages has two pictures, each drawn once for all its readers): its SVG
//! is rendered by the game from the round's stored row in that language, and its PNG drawn
//! ([`crate::picture`]), when the first mail that attaches it leaves ([`Outbox::draw_pictures`]), all of a batch's pictures side by
//! side on every core, outside the transaction that ran the round: a deadline sweep or a round
//! run by mail renders and writes no picture. A STATUS picture stores its SVG (the position it
//! shows is not kept elsewhere); so does a round's picture when a rollback undoes the round.
//! The PNG is kept in memory while its mails leave, not stored: the stored round (or SVG)
//! gives the same bytes whenever drawn. A picture that cannot be drawn is logged and left out:
//! the text report, which says everything, still goes.

use super::drawn::Claim;
use crate::games::capability::DynPictures;
use crate::games::shape::Shape;
use crate::games::{DynError, DynGame, Loaded, Step};
use crate::lang::Say;
use crate::moderator::error::ModError;
use crate::moderator::error::panic_text;
use crate::moderator::layers::Outbox;
use crate::outgoing::Attachment;
use crate::picture::{Look, Source};
use crate::store::games::GameRow;
use crate::store::pictures::{self, Drawing};
use crate::store::rounds::RoundRow;
use rusqlite::Connection;
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

/// `g12-round-3.png` from the game and the turn's title.
fn filename(game: i64, title: &str) -> String {
    format!("g{game}-{}.png", crate::moderator::words::slug(title))
}

impl Outbox<'_> {
    /// Stores and returns as an attachment the picture of `round` of `g`, stored already, its
    /// words in `language` (`title`: the turn's name); none when pictures are off or the game
    /// draws none. Nothing is rendered now: [`Outbox::draw_pictures`] draws it from the
    /// round's row.
    pub(crate) fn round_picture(
        &self,
        c: &Connection,
        g: &GameRow,
        (round, title): (u32, &str),
        language: &str,
    ) -> Result<Vec<Attachment>, ModError> {
        if !self.ctx.config.pictures
            || (self.ctx.engine(&g.kind)?.capabilities().pictures).is_none()
        {
            return Ok(Vec::new());
        }
        let id = pictures::insert(c, g.id, Some(round), None, Some(language), self.ctx.now())?;
        Ok(attachment(g.id, title, id))
    }

    /// The pictures of `g`'s rounds `from` and later, about to be undone by a rollback
    /// (`stored`: the game's rounds), get their SVG written: the mails that carried them may
    /// still need them (a dead mail sent again), and the round's row is going.
    pub(crate) fn keep_pictures_of_undone(
        &self,
        c: &Connection,
        g: &GameRow,
        stored: &[RoundRow],
        from: u32,
    ) -> Result<(), ModError> {
        let engine = self.ctx.engine(&g.kind)?;
        for p in pictures::drawn_from_rounds(c, g.id, from)? {
            let (id, number) = (p.id, p.round);
            let r = stored.iter().find(|r| r.number == number).ok_or_else(|| {
                // english: a stored state's error, for the operator
                ModError::Corrupt(format!(
                    "picture {id} shows round {number} of game {}, which is not stored",
                    g.id
                ))
            })?;
            let (before, after) = loaded_round(engine, &r.state_before, &r.state_after)?;
            let (before, after) = (before.as_deref(), &*after);
            let say = Say::builtin(&p.language);
            let svg = match (engine.capabilities().pictures, p.step) {
                (Some(p), None) => p.render_picture(before, r.events.value(), after, say)?,
                (Some(p), Some(step)) => {
                    let steps = p.render_steps(before, r.events.value(), after, say)?;
                    step_svg(&steps, step).unwrap_or_default()
                }
                (None, _) => String::new(),
            };
            pictures::write_svg(c, id, &svg)?;
        }
        Ok(())
    }

    /// The PNG of each picture of `ids`: those drawn lately from memory (the shelf,
    /// [`super::drawn`]), those another thread is drawing when it is done, those stored drawn
    /// (before migration 9) as stored, the others drawn now, side by side
    /// ([`crate::picture::png_all`]). A drawing is not stored: the same SVG gives the same
    /// bytes, so a mail retried next week gets the picture its first attempt had. A picture
    /// that cannot be drawn is stored empty (logged once) and comes back empty: its mails go
    /// without it.
    pub(crate) fn draw_pictures(
        &self,
        ids: &BTreeSet<i64>,
    ) -> Result<HashMap<i64, Arc<Vec<u8>>>, ModError> {
        let mut out = HashMap::new();
        let mut wanted = ids.clone();
        // Those another thread gave up on come round again, to be claimed here.
        while !wanted.is_empty() {
            let (claim, theirs) = self.ctx.drawn.claim(&wanted, &mut out);
            self.draw_claimed(claim, &mut out)?;
            // Drawn by another thread now (the batches ahead): waited for, not drawn twice.
            wanted = match theirs.is_empty() {
                true => BTreeSet::new(),
                false => (self.ctx.drawn.wait_for(&theirs, &mut out).into_iter()).collect(),
            };
        }
        Ok(out)
    }

    /// How many pictures this process has drawn ([`Outbox::draw_pictures`]).
    pub fn pictures_drawn(&self) -> usize {
        self.ctx.drawn.count()
    }

    /// Draws the pictures `claim` holds into `out`, keeps them on the shelf, then gives the
    /// claim up.
    fn draw_claimed(
        &self,
        claim: Claim<'_>,
        out: &mut HashMap<i64, Arc<Vec<u8>>>,
    ) -> Result<(), ModError> {
        if claim.ids().is_empty() {
            return Ok(());
        }
        let (mut todo, mut rounds, mut failed) = (Vec::new(), Vec::new(), Vec::new());
        let mut steps = Vec::new();
        self.ctx.read_aside(|c| {
            for &id in claim.ids() {
                let stored = match pictures::get(c, id) {
                    Ok(Some(stored)) => stored,
                    Ok(None) => {
                        // english: a stored state's error, for the operator
                        return Err(ModError::Corrupt(format!(
                            "a mail attaches picture {id}, which is not stored"
                        )));
                    }
                    // A round's picture whose round is gone: its mails go without it.
                    Err(crate::store::Error::Corrupt(e)) => {
                        left_out(id, &e, &mut failed);
                        continue;
                    }
                    Err(e) => return Err(e.into()),
                };
                match (stored.png, stored.drawing) {
                    (Some(png), _) => {
                        out.insert(id, Arc::new(png));
                    }
                    (None, Drawing::Svg(svg)) => todo.push((id, svg, None)),
                    (
                        None,
                        Drawing::Step {
                            game,
                            round,
                            step,
                            kind,
                            language,
                            before,
                            events,
                            after,
                        },
                    ) => steps.push((
                        id,
                        (game, round, language),
                        step,
                        kind,
                        [before, events, after],
                    )),
                    (
                        None,
                        Drawing::Round {
                            kind,
                            language,
                            before,
                            events,
                            after,
                        },
                    ) => rounds.push((id, kind, language, [before, events, after])),
                }
            }
            Ok(())
        })?;
        // The rounds' pictures, rendered outside the lock (the database is not needed): drawn
        // from their shapes over the kept background where the game gives them.
        for (id, kind, language, round) in rounds {
            match unpanicked(|| self.render_round(&kind, round, Say::builtin(&language))) {
                Ok((svg, shapes)) if shapes.is_empty() => todo.push((id, svg, None)),
                Ok((svg, shapes)) => todo.push((id, svg, Some((shapes, Look::BOARD)))),
                Err(e) => left_out(id, &e, &mut failed),
            }
        }
        self.step_pictures(steps, &mut todo, &mut failed);
        self.draw_and_keep(claim, todo, failed, out)
    }

    /// The step pictures of `steps` (each: picture id, its round and language, the step, the
    /// game's kind, the round's stored texts), rendered once per round and language, put in
    /// `todo` to draw; those that cannot be are left out (`failed`).
    fn step_pictures(&self, steps: Vec<StepRow>, todo: &mut Todo, failed: &mut Vec<i64>) {
        // A round's steps, rendered once per language for all its step pictures.
        let mut rendered: HashMap<(i64, u32, String), Vec<Step>> = HashMap::new();
        for (id, round, step, kind, texts) in steps {
            let say = Say::builtin(&round.2);
            let steps = match rendered.entry(round) {
                std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
                std::collections::hash_map::Entry::Vacant(e) => {
                    match unpanicked(|| self.render_steps(&kind, texts, say)) {
                        Ok(steps) => e.insert(steps),
                        Err(e) => {
                            left_out(id, &e, failed);
                            continue;
                        }
                    }
                }
            };
            match (step, steps.get((step as usize).wrapping_sub(1))) {
                (0, _) => match step_svg(steps, 0) {
                    Some(text) => todo.push((id, text, None)),
                    None => left_out(id, &"the round has no steps", failed),
                },
                (
                    _,
                    Some(Step {
                        svg: Some(svg),
                        shapes,
                        width,
                        ..
                    }),
                ) => {
                    let look = look_of(steps, *width);
                    todo.push((id, svg.clone(), Some((shapes.clone(), look))))
                }
                // english: a stored state's error, for the operator
                _ => left_out(id, &format!("the round has no step {step}"), failed),
            }
        }
    }

    /// Draws `todo` (their PNGs, all at once), hands them and the `failed` ones (as no
    /// picture) to `out` and the shelf, and marks the failed ones drawn as nothing.
    fn draw_and_keep(
        &self,
        claim: Claim<'_>,
        todo: Todo,
        mut failed: Vec<i64>,
        out: &mut HashMap<i64, Arc<Vec<u8>>>,
    ) -> Result<(), ModError> {
        let sources: Vec<Source> = todo
            .iter()
            .map(|(_, svg, shapes)| match shapes {
                Some((shapes, look)) => Source::Shapes(svg, shapes, *look),
                None => Source::Svg(svg),
            })
            .collect();
        let mut drawn = Vec::with_capacity(todo.len());
        for ((id, _, _), png) in todo.iter().zip(crate::picture::png_all(&sources)) {
            match png {
                Ok(png) => drawn.push((*id, Arc::new(png))),
                Err(e) => left_out(*id, &e, &mut failed),
            }
        }
        let count = drawn.len();
        drawn.extend(failed.iter().map(|&id| (id, Arc::new(Vec::new()))));
        out.extend(drawn.iter().cloned());
        claim.keep(drawn, count);
        if !failed.is_empty() {
            self.ctx.write(|c| {
                for id in &failed {
                    pictures::drawn(c, *id, &[])?;
                }
                Ok(())
            })?;
        }
        Ok(())
    }

    /// The SVG of a round's picture from its stored row ([`Self::with_stored_round`]), its
    /// words in `say`'s language.
    fn render_round(
        &self,
        kind: &str,
        texts: [String; 3],
        say: Say<'_>,
    ) -> Result<(String, Vec<Shape>), ModError> {
        self.with_stored_round(kind, texts, |p, (before, events, after)| {
            p.render_picture_shapes(before, events, after, say)
        })
    }

    /// The steps of a round from its stored row (as [`Self::render_round`]).
    fn render_steps(
        &self,
        kind: &str,
        texts: [String; 3],
        say: Say<'_>,
    ) -> Result<Vec<Step>, ModError> {
        self.with_stored_round(kind, texts, |p, (before, events, after)| {
            p.render_steps(before, events, after, say)
        })
    }

    /// What `render` makes with the pictures of a game of `kind` of a round's stored row: the
    /// JSON texts of the state before, the events and the state after, the states loaded
    /// ([`loaded_round`]). Nothing (`T`'s default) in a game that draws none.
    fn with_stored_round<T: Default>(
        &self,
        kind: &str,
        [before, events, after]: [String; 3],
        render: impl FnOnce(
            &dyn DynPictures,
            (Option<&dyn Loaded>, &Value, &dyn Loaded),
        ) -> Result<T, DynError>,
    ) -> Result<T, ModError> {
        let json = |text: String| {
            serde_json::from_str::<Value>(&text)
                .map_err(|e| ModError::Corrupt(format!("a stored round's JSON: {e}")))
        };
        let engine = self.ctx.engine(kind)?;
        let Some(p) = engine.capabilities().pictures else {
            return Ok(T::default());
        };
        let (before, after) = loaded_round(engine, &json(before)?, &json(after)?)?;
        Ok(render(p, (before.as_deref(), &json(events)?, &*after))?)
    }

    /// Stores and returns as an attachment the picture of `g`'s position now (a STATUS
    /// reply), its SVG rendered now; none when pictures are off or the game draws none.
    pub(crate) fn status_picture(
        &self,
        c: &Connection,
        g: &GameRow,
    ) -> Result<Vec<Attachment>, ModError> {
        if !self.ctx.config.pictures {
            return Ok(Vec::new());
        }
        let engine = self.ctx.engine(&g.kind)?;
        let Some(pictures) = engine.capabilities().pictures else {
            return Ok(Vec::new());
        };
        let state = engine.load(&g.state)?;
        let svg = pictures.render_picture(None, &Value::Null, &*state, self.notify.say())?;
        let id = pictures::insert(c, g.id, None, Some(&svg), None, self.ctx.now())?;
        let title = format!("{} now", self.ctx.turn_title(g)?);
        Ok(attachment(g.id, &title, id))
    }
}

/// A round's states before and after, loaded.
type Round = (Option<Box<dyn Loaded>>, Box<dyn Loaded>);

/// A stored round's states as its pictures read them, each loaded once: the state before
/// (`None` when `null`: the position after alone) and the state after.
fn loaded_round(engine: &dyn DynGame, before: &Value, after: &Value) -> Result<Round, ModError> {
    let before = (!before.is_null())
        .then(|| engine.load(before))
        .transpose()?;
    Ok((before, engine.load(after)?))
}

/// `render()`, a panic in it (a bug in a game's picture code) an error saying what it said:
/// the picture is left out and its mails go without it, as when it cannot be drawn, rather
/// than the sending stop at every pass on the same mail.
fn unpanicked<T>(render: impl FnOnce() -> Result<T, ModError>) -> Result<T, ModError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(render))
        .unwrap_or_else(|panic| Err(ModError::Corrupt(panic_text(&*panic))))
}

/// The SVG of step `step` (from 1) of `steps`; step 0, all of them as one animation (the text
/// [`crate::picture::animated::frames_text`] keeps); none if there is no such step.
fn step_svg(steps: &[Step], step: u32) -> Option<String> {
    if step == 0 {
        let svgs: Vec<&str> = steps.iter().filter_map(|s| s.svg.as_deref()).collect();
        return (!svgs.is_empty()).then(|| crate::picture::animated::frames_text(&svgs));
    }
    steps.get(step as usize - 1)?.svg.clone()
}

/// How the step pictures of `steps` are drawn, one of them being `width` pixels wide as drawn:
/// by how many a report carries and how wide they are ([`crate::picture::Look::for_steps`]).
/// Pictures to draw: (id, SVG, the shapes drawn over its kept background and their look).
type Todo = Vec<(i64, String, Option<(Vec<Shape>, Look)>)>;

/// A step picture to render: (id, (game, round, language), step, kind, the round's texts).
type StepRow = (i64, (i64, u32, String), u32, String, [String; 3]);

/// A picture that cannot be drawn: logged, and counted among the `failed` (its mails go
/// without it).
fn left_out(id: i64, e: &dyn std::fmt::Display, failed: &mut Vec<i64>) {
    tracing::warn!(picture = id, "the board picture was left out: {e}");
    failed.push(id);
}

pub(crate) fn look_of(steps: &[Step], width: u32) -> crate::picture::Look {
    let pictured = steps.iter().filter(|s| s.width > 0).count();
    crate::picture::Look::for_steps(pictured, width)
}

/// The attachment of picture `id` of game `game`, its PNG filled in when the mail leaves.
fn attachment(game: i64, title: &str, id: i64) -> Vec<Attachment> {
    vec![Attachment {
        filename: filename(game, title),
        content_type: "image/png".into(),
        picture: id,
        content_id: None,
        data: Default::default(),
    }]
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
