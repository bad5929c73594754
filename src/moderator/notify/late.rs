//! The mails of a late seat ([`crate::moderator::happened::Late`]): the notice to its
//! player of what their robot did (`late.txt`, in their language) and, when the misses in a
//! row call for a replacement, the alert to the operator (in theirs).

use crate::games::StateSummary;
use crate::moderator::error::ModError;
use crate::moderator::happened::Late;
use crate::moderator::layers::Notify;
use crate::moderator::words::{capitalised, turn_phrase};
use crate::outgoing::MailKind;
use crate::schedule::format_time;
use crate::store::games::{GameRow, PlayerRow};
use crate::store::rounds::RoundRow;
use rusqlite::Connection;
use serde_json::json;

impl Notify<'_> {
    /// The `late` mail to `p`, who sent nothing for `round` (just run; `g` is the game after
    /// it; `after` its summary in the game's language).
    pub(crate) fn late_mail(
        &self,
        c: &Connection,
        g: &GameRow,
        round: &RoundRow,
        p: &mut PlayerRow,
        late: &Late,
        after: &StateSummary,
    ) -> Result<(), ModError> {
        let engine = self.ctx.engine(&g.kind)?;
        let seat = late.seat;
        // In the late player's language: the notice, its subject and the game's words.
        let _speaking = self.speak_to(c, Some(g.id), Some(&p.address))?;
        let played = engine.load(&round.state_before)?;
        let before = played.phase_in(self.say());
        // The state after the round in the reader's words: `after` is in the game's.
        let theirs = engine
            .load(&g.state)?
            .summary(after.labels.len(), self.say())?;
        let stand_in_next = crate::moderator::seat_rules::SeatRules::of(c, g.id)?
            .stand_in
            .is_some_and(|after| late.in_a_row >= after);
        let orders = match round.orders.get(seat.index()) {
            Some(o) => played.canonical(o, self.say())?,
            None => String::new(),
        };
        let body = self.render(
            "late.txt",
            json!({
                "name": p.name,
                "game": g.id,
                "turn": before.title,
                "seat": theirs.label(seat),
                "closed": format_time(round.closed_at, g.tz),
                "orders": orders,
                "in_a_row": late.in_a_row,
                "silent": late.silent,
                "default": theirs.default_text(seat),
                "stand_in": !round.defaulted.contains(&seat),
                // One story: a stand-in takes the seat from the next turn, so no mail of this
                // round says what the game's default would do.
                "stand_in_next": stand_in_next,
                "over": after.outcome.is_some(),
                "next": turn_phrase(&theirs.phase),
                "deadline": round.next_deadline.map(|t| format_time(t, g.tz)).unwrap_or_default(),
            }),
        )?;
        let subject = crate::say!(
            crate::lang::now(),
            "subject-no-orders",
            turn = capitalised(&before.title)
        );
        self.queue_player(
            c,
            g,
            p,
            MailKind::Late,
            Some(round.number),
            &subject,
            body,
            None,
        )?;
        Ok(())
    }

    /// The alert that `p`'s seat has missed `late.in_a_row` rounds in a row: to the game's
    /// masters, else the operator, each in their language.
    pub(crate) fn missed_alert(
        &self,
        c: &Connection,
        g: &GameRow,
        round: &RoundRow,
        p: &PlayerRow,
        late: &Late,
        after: &StateSummary,
    ) -> Result<(), ModError> {
        let engine = self.ctx.engine(&g.kind)?;
        let (state, played) = (engine.load(&g.state)?, engine.load(&round.state_before)?);
        let seat = late.seat;
        let salt = format!("miss:{}:{}:{}", g.id, seat.0, round.number);
        crate::moderator::notify::game_alert::game_alert(self, c, g, &salt, |master| {
            let say = crate::lang::now();
            let label = match master {
                true => state.seat_name(seat, say),
                false => state.summary(after.labels.len(), say)?.label(seat),
            };
            let ctx = json!({
                "game": g.id, "kind": g.kind, "name": p.name, "label": label,
                "address": p.address, "in_a_row": late.in_a_row,
                "turn": played.phase_in(say).title,
                "stand_in": !round.defaulted.contains(&seat), "seat": seat.0,
            });
            let subject = crate::say!(say, "alert-missed-subject", game = g.id, label = label);
            Ok((subject, "missed", ctx))
        })
    }
}
