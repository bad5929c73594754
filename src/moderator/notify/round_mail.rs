//! A round's mail to one seat: the round report or, when the round ended the game, the
//! game-over mail, built from stored round data only (never from who plays a seat now), so that
//! `replay` rebuilds it byte for byte.

use crate::games::{DynGame, PhaseInfo, Seat, StateSummary};
use crate::lang;
use crate::moderator::error::ModError;
use crate::moderator::layers::Notify;
use crate::moderator::words::*;
use crate::outgoing::MailKind;
use crate::say;
use crate::schedule::format_time;
use crate::store::rounds::RoundRow;
use crate::store::rounds::SeatNews;
use chrono::{DateTime, Utc};
use serde_json::json;

impl Notify<'_> {
    /// The round report (or, when the round ended the game, the game-over mail) for `seat`,
    /// from stored round data only: (kind, subject without tag, body).
    pub fn round_mail(
        &self,
        engine: &dyn DynGame,
        game: i64,
        tz: chrono_tz::Tz,
        round: &RoundRow,
        seat: Seat,
    ) -> Result<(MailKind, String, String), ModError> {
        // In the language the seat's report was written in (stored with the round).
        let code = crate::moderator::language::known(round.languages.seat(seat))
            .unwrap_or(crate::lang::ENGLISH);
        let _speaking = crate::lang::speak(code);
        let (b, a) = (
            engine.load(&round.state_before)?,
            engine.load(&round.state_after)?,
        );
        let report = b.render_report(&round.events, &*a, Some(seat), self.say())?;
        let seats = round.orders.len().max(seat.index() + 1);
        let after = a.summary(seats, self.say())?;
        let before = b.phase_in(self.say());
        let (kind, subject, body, _) =
            self.round_mail_with(game, tz, round, (&before, &after), seat, &report)?;
        Ok((kind, subject, body))
    }

    /// [`Moderator::round_mail`] with `seat`'s report already rendered (a round renders every
    /// seat's report at once with [`crate::games::Loaded::render_reports`]), the phase the round was played
    /// in (`before`) and the summary of the state it left; with the body's template context,
    /// which the HTML rendering reuses.
    pub(crate) fn round_mail_with(
        &self,
        game: i64,
        tz: chrono_tz::Tz,
        round: &RoundRow,
        (before, after): (&PhaseInfo, &StateSummary),
        seat: Seat,
        report: &str,
    ) -> Result<(MailKind, String, String, serde_json::Value), ModError> {
        let seat_label = after.label(seat);
        // A late seat with orders was played by the stand-in (see `stand_in`). The seat's own
        // player reads "you", the others its name.
        let (late, stood_in): (Vec<Seat>, Vec<Seat>) =
            round.late.iter().partition(|s| round.defaulted.contains(s));
        let (late_you, stood_in_you) = (late.contains(&seat), stood_in.contains(&seat));
        let names = |seats: Vec<Seat>| {
            let others: Vec<String> = seats
                .iter()
                .filter(|&&s| s != seat)
                .map(|&s| after.label(s))
                .collect();
            join_names(&others)
        };
        let (late, stood_in) = (names(late), names(stood_in));
        let news = self.news_lines(round, after, seat)?;
        let you_resigned = round.resigned.as_ref().is_some_and(|r| r.contains(&seat));
        if after.outcome.is_some() {
            let result = describe_summary(after);
            let ctx = json!({
                    "game": game,
                    "turn": before.title,
                    "round": round.number,
                    "phase": round.phase,
                    "seat": seat_label,
                    "result": result,
                    "report": report.trim_end(),
                    "late": late,
                    "late_you": late_you,
                    "stood_in": stood_in,
                    "stood_in_you": stood_in_you,
                    "news": news,
                    "you_resigned": you_resigned,
            });
            let body = self.render("game_over.txt", &ctx)?;
            let subject = say!(
                lang::now(),
                "subject-game-over",
                turn = before.title.as_str(),
                result = result.as_str()
            );
            return Ok((MailKind::GameOver, subject, body, ctx));
        }
        let next = &after.phase;
        let deadline: Option<DateTime<Utc>> = round.next_deadline;
        let ctx = json!({
                "game": game,
                "turn": turn_phrase(before),
                "results": say!(lang::now(), "results", turn = capitalised(&before.title)),
                "round": round.number,
                "phase": round.phase,
                "seat": seat_label,
                "report": report.trim_end(),
                "late": late,
                "late_you": late_you,
                "stood_in": stood_in,
                "stood_in_you": stood_in_you,
                "news": news,
                "next": turn_phrase(next),
                "next_round": round.number + 1,
                "next_phase": next.name,
                "orders": orders_hint(next),
                "idle": after.takes_no_orders(seat),
                "default": after.default_text(seat),
                "deadline": deadline.map(|t| format_time(t, tz)).unwrap_or_default(),
        });
        let body = self.render("round_report.txt", &ctx)?;
        let subject = say!(
            lang::now(),
            "subject-report",
            turn = capitalised(&before.title)
        );
        Ok((MailKind::RoundReport, subject, body, ctx))
    }
}

impl Notify<'_> {
    /// A game-over mail's `body` with the game's rating changes (issue 52: players see their
    /// progress) before its closing thanks, `you`'s line marked, in the language spoken now;
    /// `None` when the game rated nobody. Replay rebuilds it from the stored changes.
    pub(crate) fn with_ratings(
        &self,
        body: &str,
        kind: &str,
        changes: &[crate::store::ratings::ChangeRow],
        you: &str,
    ) -> Result<Option<String>, ModError> {
        use crate::moderator::ratings::rate::{points, provisional};
        if changes.is_empty() {
            return Ok(None);
        }
        let mut rows: Vec<_> = changes.iter().collect();
        rows.sort_by_key(|ch| (ch.place, ch.seat.0));
        let rows: Vec<serde_json::Value> = rows
            .iter()
            .map(|ch| {
                json!({
                    "name": ch.name, "place": ch.place, "before": points(ch.before.0),
                    "after": points(ch.after.0), "provisional": provisional(ch.after.1),
                    "you": ch.player == you,
                })
            })
            .collect();
        let block = self.render(
            "game_over_ratings.txt",
            json!({ "kind": kind, "rows": rows }),
        )?;
        let thanks = lang::now().t("over-thanks");
        Ok(Some(match body.rfind(thanks.as_str()) {
            Some(at) => format!("{}{}\n\n{}", &body[..at], block.trim_end(), &body[at..]),
            None => format!("{}\n\n{}\n", body.trim_end(), block.trim_end()),
        }))
    }

    /// The paragraphs `round`'s report says to `seat` about seats (see the module doc), each
    /// wrapped to the mail's width; `after` is the summary of the state the round left.
    pub(crate) fn news_lines(
        &self,
        round: &RoundRow,
        after: &StateSummary,
        seat: Seat,
    ) -> Result<Vec<String>, ModError> {
        let mut out = Vec::new();
        for n in &round.news {
            let about = n.seat();
            let ctx = json!({
                "label": after.label(about),
                "you": about == seat,
                "resigned": after.resigned_text(about),
                "default": after.default_text(about),
                "stood_in": round.late.contains(&about) && !round.defaulted.contains(&about),
                "missed": match n {
                    SeatNews::Silent { missed, .. } | SeatNews::Back { missed, .. } => *missed,
                    SeatNews::Resigned { .. } => 0,
                },
            });
            let say = match n {
                SeatNews::Resigned { .. } => "resigned",
                SeatNews::Silent { .. } => "silent",
                SeatNews::Back { .. } => "back",
            };
            let text = phrase(&self.ctx.templates, "news.txt", say, ctx)?;
            out.push(wrap(&text, 72, "").join("\n"));
        }
        Ok(out)
    }
}
