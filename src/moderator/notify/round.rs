//! Each seat's mail of a round just run, from the data running it produced
//! ([`crate::moderator::happened::RoundRun`]): its report (or the game-over mail), in its
//! reader's language, with the round's pictures drawn once per language. The other mails of
//! the round, in the order `round/tell.rs` queues them: the notice to each late player
//! (`late.rs`), the public report to the watchers (`observers.rs`). One seat's text is
//! [`crate::moderator::layers::Notify::round_mail_with`] (round_mail.rs), its pictures and HTML
//! [`Outbox::report_parts`] (report_pictures.rs). It calls nothing above the mailer.

use super::Extras;
use super::report_pictures::RoundSteps;
use crate::games::{PhaseInfo, StateSummary};
use crate::moderator::error::ModError;
use crate::moderator::happened::RoundRun;
use crate::moderator::layers::Outbox;
use crate::outgoing::Attachment;
use crate::store::games::{GameRow, PlayerRow};
use rusqlite::Connection;

impl Outbox<'_> {
    /// Queues each seat's mail of `run`, just stored, with its pictures; `g` is the game
    /// after it, `ps` its players.
    pub(crate) fn tell_round(
        &self,
        c: &Connection,
        g: &GameRow,
        ps: &mut [PlayerRow],
        run: &RoundRun,
    ) -> Result<(), ModError> {
        let engine = self.ctx.engine(&g.kind)?;
        let round = &run.round;
        // One picture (and one set of step pictures) for all the round's mails in a language:
        // its words are its readers' (issue 41).
        let mut pictures: Vec<(&str, Vec<Attachment>, RoundSteps)> = Vec::new();
        // The turn and seat names in each reader's language other than the game's.
        let mut own: Vec<(&str, (PhaseInfo, StateSummary))> = Vec::new();
        // The states they are written from, loaded once, when a first such reader comes.
        let mut states = None;
        // What the game changed of its players' ratings, when it ended (rated in the same
        // transaction, before its mails).
        let rated = match run.after.outcome {
            Some(_) => crate::store::ratings::changes_of_game(c, g.id)?,
            None => Vec::new(),
        };
        // The state the composer's links are made from, when there is a public archive.
        let composing = self.notify.composing(engine, &g.state)?;
        for p in ps.iter_mut() {
            let Some((_, report)) = run.reports.iter().find(|(s, _)| *s == p.seat) else {
                continue;
            };
            // The mail is written in the language its report was.
            let code = run.lang_of(p.seat);
            let _speaking = crate::lang::speak(code);
            if code != run.public_lang && !own.iter().any(|(l, _)| *l == code) {
                let seats = round.orders.len().max(p.seat.index() + 1);
                let (before, after) = match &states {
                    Some(loaded) => loaded,
                    None => {
                        states.insert((engine.load(&round.state_before)?, engine.load(&g.state)?))
                    }
                };
                let (before, after) = (
                    before.phase_in(self.notify.say()),
                    after.summary(seats, self.notify.say())?,
                );
                own.push((code, (before, after)));
            }
            let (before, after) = match own.iter().find(|(l, _)| *l == code) {
                Some((_, (b, a))) => (b, a),
                None => (&run.before, &run.after),
            };
            let (kind, subject, mut body, mut ctx) =
                self.notify
                    .round_mail_with(g.id, g.tz, round, (before, after), p.seat, report)?;
            if kind == crate::outgoing::MailKind::RoundReport {
                let at = (g.id, round.number, p.seat, &p.key[..], &subject[..]);
                let mail = (&mut body, &mut ctx);
                (self.notify).link_composer(engine, composing.as_deref(), at, mail)?;
            }
            if kind == crate::outgoing::MailKind::GameOver
                && let Some(rated) = self
                    .notify
                    .with_ratings(&body, &g.kind, &rated, &p.address)?
            {
                body = rated;
            }
            let k = match pictures.iter().position(|(l, ..)| *l == code) {
                Some(k) => k,
                None => {
                    // Its file named in the reader's words, as its steps' are.
                    let turn = (round.number, before.title.as_str());
                    let picture = self.round_picture(c, g, turn, code)?;
                    pictures.push((code, picture, RoundSteps::default()));
                    pictures.len() - 1
                }
            };
            let (_, picture, steps) = &mut pictures[k];
            let (html, attachments) = self.report_parts(
                c,
                g,
                round,
                (p.seat, &p.address),
                (&body, &ctx),
                picture,
                steps,
            )?;
            let mail = (kind, Some(round.number), subject.as_str(), body);
            let extras = Extras {
                html,
                attachments,
                mark: None,
            };
            self.notify.queue_player_mail(c, g, p, mail, None, extras)?;
        }
        Ok(())
    }
}
