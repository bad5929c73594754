//! A round just run, told ([`Play::tell_round_run`]), in the order its readers have always
//! got it: the game's end handed on (rated, its tournament moved on) and told; each seat's
//! report ([`crate::moderator::layers::Outbox::tell_round`]); each late player's notice, with the
//! operator's alert and the seat offered to standby when they went silent; the watchers'
//! public report. Everything beyond the game goes through [`Play::effects`] as an
//! [`Effect`]; the words are the mailer's.

use crate::moderator::error::ModError;
use crate::moderator::happened::RoundRun;
use crate::moderator::happened::{Effect, Effects};
use crate::moderator::layers::Play;
use crate::moderator::notify::game_end::tell_the_end;
use crate::store::games::{GameRow, PlayerRow, players};
use rusqlite::Connection;

impl Play<'_> {
    /// Hands on each effect of `run` (just stored; `g` is the game after it, `ps` its
    /// players) and queues its mails (see the module doc).
    pub(crate) fn tell_round_run(
        &self,
        c: &Connection,
        g: &GameRow,
        ps: &mut [PlayerRow],
        run: &RoundRun,
    ) -> Result<(), ModError> {
        if run.effects.contains(&Effect::GameFinished) {
            self.effects.hand(c, g, &Effect::GameFinished)?;
            tell_the_end(&self.notify, c, g, None)?;
        }
        self.outbox.tell_round(c, g, ps, run)?;
        if !run.late.is_empty() {
            let mut ps = players(c, g.id)?;
            for late in &run.late {
                let Some(p) = ps.iter_mut().find(|p| p.seat == late.seat) else {
                    continue;
                };
                self.notify
                    .late_mail(c, g, &run.round, p, late, &run.after)?;
                if late.silent {
                    self.notify
                        .missed_alert(c, g, &run.round, p, late, &run.after)?;
                    let abandoned = run.effects.iter().find(
                        |e| matches!(e, Effect::SeatAbandoned { seat, .. } if *seat == late.seat),
                    );
                    if let Some(e) = abandoned {
                        self.effects.hand(c, g, e)?;
                    }
                }
            }
        }
        self.notify
            .tell_observers(c, g, &run.round, (&run.before, &run.after))?;
        Ok(())
    }
}
