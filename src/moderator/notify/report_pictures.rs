//! What pictures a player's round report carries, and the report's HTML rendering (issue 33).
//!
//! Three choices ([`Pictures`]): `NONE`, the text alone; `ROUND`, the text and the board after
//! the round as an attached PNG (as before); `STEPS`, the text beside an HTML rendering
//! (`multipart/alternative`) that shows the round step by step (the race's registers, RAMbots'
//! instructions, the moves of the Ricochet solution that scored): each
//! step's table, then the board at its end with only its moves, as an inline picture
//! (`cid:`), then the board after the round. A game that shows no steps
//! ([`crate::games::Game::render_steps`] empty) gets `ROUND` instead. `ANIMATED`: the text and
//! the round step by step as one animated PNG attached ([`crate::picture::animated`]; a round
//! without steps: the round's picture).
//!
//! A game may give `STEPS` a word of its own, read beside it (the race's `REGISTERS`: the
//! phrase `race-option-steps`); `REGISTERS`, the word before the games shared it, is read
//! forever wherever a choice is stored or configured ([`Pictures::parse`]).
//!
//! What a player gets: their own preference (`SET PICTURES STEPS`, the `preferences`
//! table, key [`PREFERENCE`]), else the game's setting (`game new --pictures`, the
//! `game_options` table, key [`GAME_OPTION`]), else the config's `[reports] default`; with
//! `[reports] pictures = false`, nothing.
//!
//! The step pictures of a round are stored once for all its mails, and only when some player
//! gets them, as references to the round and the step (no SVG text: issue 39); their PNGs are
//! drawn from the round's row when the mails leave, like the round's picture. Budget: a report with its pictures is at most [`MAIL_BUDGET`] bytes as
//! sent (checked by the tests on the race's boards).

use super::pictures::look_of;
use crate::games::{Seat, Step};
use crate::moderator::error::ModError;
use crate::moderator::layers::Outbox;
pub use crate::moderator::settings::{GAME_OPTION, PREFERENCE, Pictures};
use crate::outgoing::Attachment;
use crate::store::games::GameRow;
use crate::store::rounds::RoundRow;
use crate::store::{game_options, pictures, preferences};
use rusqlite::Connection;
use serde::Serialize;
use serde_json::Value;

/// The width (CSS pixels) a step picture drawn at twice its pixels is shown at, at most: the
/// HTML's column is 640 wide, and `max-width:100%` shrinks it to a phone's.
pub const STEP_WIDTH: u32 = 600;
/// The most bytes a round report with its pictures may take as sent (base64 included).
pub const MAIL_BUDGET: usize = 300 * 1024;

/// A round's steps as the HTML reports show them, worked out once for all its mails in one
/// language (their tables, captions and pictures are in it).
#[derive(Default)]
pub(crate) struct RoundSteps {
    /// None until a player needs them.
    made: Option<Vec<(Step, Attachment)>>,
    /// The animated round, once a player needs it (none inside: the round has no steps).
    animated: Option<Option<Attachment>>,
    /// The report every player gets, once a player's news is cut from theirs.
    public: Option<Option<String>>,
}

#[derive(Serialize)]
struct StepView<'a> {
    title: &'a str,
    columns: &'a [String],
    rows: &'a [Vec<String>],
    alt: &'a str,
    cid: &'a str,
    width: u32,
}

impl Outbox<'_> {
    /// What `address`, a player of `g`, gets with a round report (see the module doc).
    pub(crate) fn pictures_for(
        &self,
        c: &Connection,
        g: &GameRow,
        address: &str,
    ) -> Result<Pictures, ModError> {
        if !self.ctx.config.pictures {
            return Ok(Pictures::None);
        }
        let own = preferences::get(c, address, PREFERENCE)?;
        let game = || game_options::get(c, g.id, GAME_OPTION);
        let word = match own {
            Some(w) => Some(w),
            None => game()?,
        };
        Ok(word
            .as_deref()
            .and_then(Pictures::parse)
            .unwrap_or(self.ctx.config.report_pictures))
    }

    /// The HTML part and the files of the report of `round` to `address`, who plays `seat`
    /// (`text`: its body as sent, `ctx` the body's template context; `picture`: the round's
    /// picture, attached or not).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn report_parts(
        &self,
        c: &Connection,
        g: &GameRow,
        round: &RoundRow,
        (seat, address): (Seat, &str),
        (text, ctx): (&str, &Value),
        picture: &[Attachment],
        steps: &mut RoundSteps,
    ) -> Result<(Option<String>, Vec<Attachment>), ModError> {
        if crate::moderator::seats::is_bot(address) {
            return Ok((None, Vec::new()));
        }
        match self.pictures_for(c, g, address)? {
            Pictures::None => return Ok((None, Vec::new())),
            Pictures::Round => return Ok((None, picture.to_vec())),
            Pictures::Animated => {
                if steps.animated.is_none() {
                    steps.animated = Some(self.store_animation(c, g, round)?);
                }
                let files = match steps.animated.clone().flatten() {
                    Some(a) => vec![a],
                    None => picture.to_vec(),
                };
                return Ok((None, files));
            }
            Pictures::Steps => {}
        }
        if steps.made.is_none() {
            steps.made = Some(self.store_steps(c, g, round)?);
        }
        let made = steps.made.as_deref().unwrap_or_default();
        if made.is_empty() {
            return Ok((None, picture.to_vec()));
        }
        let mut files: Vec<Attachment> = made.iter().map(|(_, a)| a.clone()).collect();
        let board = picture.first().map(|a| {
            let mut a = a.clone();
            a.content_id = Some(cid(g.id, round.number, "board", &self.ctx.config));
            a
        });
        let views = step_views(made);
        let text = without_composer(text, ctx);
        let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
        // The player's own news first (issue 39: their hand, what to send and the deadline sat
        // at the end, thousands of pixels down), as the game words it for the seat, else what
        // their report says past the public one; the moderator's notes around the report.
        let engine = self.ctx.engine(&g.kind)?;
        let (before, after) = (engine.load(&round.state_before)?, engine.load(&g.state)?);
        let report = ctx["report"].as_str().unwrap_or_default();
        let (facts, tables) = match engine.capabilities().standings {
            Some(s) => (
                s.seat_facts(&*after, seat, self.notify.say())?,
                s.standings_tables(&*after, self.notify.say())?,
            ),
            None => (Vec::new(), Vec::new()),
        };
        let own = if facts.is_empty() {
            let public = steps.public.get_or_insert_with(|| {
                (before.render_report(&round.events, &*after, None, self.notify.say())).ok()
            });
            paragraphs(&own_news(report, public.as_deref()))
        } else {
            Vec::new()
        };
        let notes = notes_around(rest, report);
        let over = ctx.get("next").is_none();
        let next = (!over).then(|| next_of(ctx));
        let (heading, legend) = (self.ctx.engine(&g.kind)?.capabilities().pictures)
            .map_or((String::new(), String::new()), |p| {
                p.steps_words(self.notify.say())
            });
        let html = self.notify.render(
            "round_report.html",
            serde_json::json!({
                "first": first,
                "facts": facts,
                "own": own,
                "notes": notes,
                "next": next,
                "over": over,
                "tables": tables,
                "text": rest.trim_start_matches('\n'),
                "steps": views,
                "heading": heading,
                "legend": legend,
                "board": board.as_ref().and_then(|a| a.content_id.clone()),
                // The turn as the players know it (the record number counts the setup too).
                "board_alt": crate::say!(
                    self.notify.say(),
                    "html-board-alt",
                    turn = before.phase_in(self.notify.say()).title
                ),
            }),
        )?;
        files.extend(board);
        Ok((Some(html), files))
    }

    /// The steps of `round` as one animated picture, stored (a reference to the round) and
    /// attached; none when the round has no steps with pictures.
    fn store_animation(
        &self,
        c: &Connection,
        g: &GameRow,
        round: &RoundRow,
    ) -> Result<Option<Attachment>, ModError> {
        let steps = self.step_words(g, round)?;
        if steps.iter().all(|s| s.width == 0) {
            return Ok(None);
        }
        let language = self.notify.say().code();
        let id = pictures::insert_step(c, g.id, (round.number, 0), language, self.ctx.now())?;
        Ok(Some(Attachment {
            filename: format!("{}-animated.png", self.turn_file(g, round)?),
            content_type: "image/png".into(),
            picture: id,
            content_id: None,
            data: Default::default(),
        }))
    }

    /// The steps of `round` in words, each with its picture stored (a reference to the round
    /// and the step), one attachment each; `g` is the game as the round left it.
    fn store_steps(
        &self,
        c: &Connection,
        g: &GameRow,
        round: &RoundRow,
    ) -> Result<Vec<(Step, Attachment)>, ModError> {
        let steps = self.step_words(g, round)?;
        let turn = self.turn_file(g, round)?;
        let mut out = Vec::new();
        for (k, s) in steps.into_iter().enumerate() {
            if s.width == 0 {
                continue;
            }
            // Stored as a reference to the round and the step (issue 39): drawn again from the
            // round's row when its mails leave, as the round's own picture is.
            let step = (round.number, k as u32 + 1);
            let id =
                pictures::insert_step(c, g.id, step, self.notify.say().code(), self.ctx.now())?;
            let name = format!("step{}", k + 1);
            let a = Attachment {
                filename: format!("{}-{}.png", turn, crate::moderator::words::slug(&s.title)),
                content_type: "image/png".into(),
                picture: id,
                content_id: Some(cid(g.id, round.number, &name, &self.ctx.config)),
                data: Default::default(),
            };
            out.push((s, a));
        }
        Ok(out)
    }
}

impl Outbox<'_> {
    /// The steps of `round` in words (no pictures: they are drawn from the round when the
    /// mails leave); the round's state after is `g`'s now (the round row gave it up).
    fn step_words(&self, g: &GameRow, round: &RoundRow) -> Result<Vec<Step>, ModError> {
        let engine = self.ctx.engine(&g.kind)?;
        Ok(match engine.capabilities().pictures {
            Some(p) => {
                let (before, after) = (engine.load(&round.state_before)?, engine.load(&g.state)?);
                p.render_step_words(Some(&*before), &round.events, &*after, self.notify.say())?
            }
            None => Vec::new(),
        })
    }

    /// `g12-round-3`: how the files of `round` of `g` are named, after the turn as the players
    /// know it (the round's record number counts the setup too: `round-4` in a report of round
    /// 3 read as the wrong round).
    fn turn_file(&self, g: &GameRow, round: &RoundRow) -> Result<String, ModError> {
        // In the reader's words, as the pictures' own names are (`g1-runda-1-rejestr-2`).
        let title = self
            .ctx
            .engine(&g.kind)?
            .load(&round.state_before)?
            .phase_in(self.notify.say())
            .title;
        Ok(format!(
            "g{}-{}",
            g.id,
            crate::moderator::words::slug(&title)
        ))
    }
}

/// `step2.r4.g12@example.test`: an inline picture's content id, unique to its round.
/// The step pictures `made` as the HTML part shows them.
fn step_views(made: &[(Step, Attachment)]) -> Vec<StepView<'_>> {
    let steps_made: Vec<Step> = made.iter().map(|(s, _)| s.clone()).collect();
    made.iter()
        .map(|(s, a)| StepView {
            title: &s.title,
            columns: &s.columns,
            rows: &s.rows,
            alt: &s.alt,
            cid: a.content_id.as_deref().unwrap_or_default(),
            // Twice the pixels: shown up to the column's width (issue 39); else as drawn.
            width: match look_of(&steps_made, s.width).scale {
                2.. => STEP_WIDTH,
                _ => s.width,
            },
        })
        .collect()
}

/// The moderator's notes around the seat's `report` in the text mail's `rest` (after its
/// first line), as paragraphs; the "next" line left to the HTML's own.
fn notes_around(rest: &str, report: &str) -> Vec<String> {
    match rest.find(report).filter(|_| !report.is_empty()) {
        Some(at) => [&rest[..at], &rest[at + report.len()..]]
            .iter()
            .flat_map(|t| paragraphs(t))
            .filter(|p| !p.starts_with(&crate::lang::now().t("html-next")))
            .collect(),
        None => Vec::new(),
    }
}

/// The text mail `text` without its last paragraph when that is the composer's link (in
/// `ctx`): the HTML part's own button says it.
fn without_composer<'t>(text: &'t str, ctx: &Value) -> &'t str {
    match ctx["compose"].as_str() {
        Some(link) => (text.trim_end().rsplit_once("\n\n"))
            .filter(|(_, last)| last.contains(link))
            .map_or(text, |(before, _)| before),
        None => text,
    }
}

/// What the HTML part says of the next turn, from the text mail's context `ctx`.
fn next_of(ctx: &Value) -> Value {
    serde_json::json!({
        "next": ctx["next"], "deadline": ctx["deadline"], "orders": ctx["orders"],
        "idle": ctx["idle"], "default": ctx["default"], "compose": ctx["compose"],
    })
}

fn cid(
    game: i64,
    round: u32,
    name: &str,
    config: &crate::moderator::settings::ModeratorConfig,
) -> String {
    format!("{name}.r{round}.g{game}@{}", config.identity.domain())
}

/// What `report` (a player's report from the game) says past `public` (the report every
/// player gets): their own part; nothing without a public report found in it.
fn own_news(report: &str, public: Option<&str>) -> String {
    let public = public.map(str::trim_end).filter(|p| !p.is_empty());
    if let Some(p) = public
        && let Some(at) = report.find(p)
    {
        return report[at + p.len()..].trim().to_string();
    }
    String::new()
}

/// `text`'s paragraphs (apart at blank lines), each one line: the text part's 72 columns
/// reflow in HTML. A list under a heading (a line ending `:` and two or more lines indented
/// under it, as the game-over mail's ratings) keeps a line an entry.
fn paragraphs(text: &str) -> Vec<String> {
    let words = |l: &str| l.split_whitespace().collect::<Vec<_>>().join(" ");
    text.split("\n\n")
        .map(|p| {
            let lines: Vec<&str> = p.trim_matches('\n').lines().collect();
            let listed = lines.len() > 2
                && lines[0].trim_end().ends_with(':')
                && lines[1..].iter().all(|l| l.starts_with("  "));
            match listed {
                true => lines
                    .iter()
                    .map(|l| words(l))
                    .collect::<Vec<_>>()
                    .join("\n"),
                false => words(p),
            }
        })
        .filter(|p| !p.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_read_in_any_case_and_come_back_upper_case() {
        for p in [
            Pictures::None,
            Pictures::Round,
            Pictures::Steps,
            Pictures::Animated,
        ] {
            assert_eq!(Pictures::parse(&p.word().to_lowercase()), Some(p));
        }
        assert_eq!(Pictures::parse("all"), None);
        assert_eq!(Pictures::default(), Pictures::Steps);
    }

    #[test]
    fn registers_the_word_stored_before_every_game_had_steps_still_reads_as_steps() {
        assert_eq!(Pictures::parse("REGISTERS"), Some(Pictures::Steps));
        assert_eq!(Pictures::parse(" registers "), Some(Pictures::Steps));
        assert_eq!(Pictures::Steps.word(), "STEPS");
    }

    #[test]
    fn a_players_news_is_what_their_report_says_past_the_public_one() {
        let text = "The board\nRobots\nYour hand: F R\n\nUpgrade: Brakes\n  slows";
        assert_eq!(
            own_news(text, Some("The board\nRobots\n")),
            "Your hand: F R\n\nUpgrade: Brakes\n  slows"
        );
        assert_eq!(own_news(text, Some("other")), "");
        assert_eq!(own_news("nothing", None), "");
        assert_eq!(
            paragraphs("\nNext: round 2. Due by\n  Tue\n\n\nSend:\n  PASS\n"),
            ["Next: round 2. Due by Tue", "Send: PASS"]
        );
        assert_eq!(
            paragraphs("Ratings:\n  Ann   1000 ->  1040?\n  Bob   1000 ->   960?\n"),
            ["Ratings:\nAnn 1000 -> 1040?\nBob 1000 -> 960?"]
        );
    }
}
