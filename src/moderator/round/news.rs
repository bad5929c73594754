//! What a round's reports tell every player about seats (issue 38): a player who resigned
//! since the round before, one who has just gone silent (sent no orders for `[games]
//! miss_alert` rounds in a row, when the operator is asked to find someone for the seat), and
//! one who had gone silent and sent orders again. The
//! round stores them as data ([`SeatNews`], `rounds.news`); the words are the branches of
//! `templates/news.txt`, said to the seat itself in the second person ([`Rounds::news_lines`]),
//! so `replay` rebuilds them. The operator's alert when a player resigns is here too
//! ([`Rounds::seat_resigned`]).

use super::lateness::misses;
use crate::games::Seat;
use crate::moderator::error::ModError;
use crate::moderator::happened::{Effect, Effects};
use crate::moderator::layers::Play;
use crate::store::games::{GameRow, PlayerRow, players};
use crate::store::rounds::SeatNews;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension};
use serde_json::json;

impl Play<'_> {
    /// The news of the round of `g` about to be stored, played by `ps`: the seats that
    /// resigned since the round before (`resigned`: every resigned seat now), the `late`
    /// seats whose run of misses reaches `[games] miss_alert` with this round, and the seats
    /// back from such a run (none of the last two when the round ends the game: `over`).
    pub(crate) fn round_news(
        &self,
        c: &Connection,
        g: &GameRow,
        ps: &[PlayerRow],
        (late, resigned): (&[Seat], &[Seat]),
        over: bool,
    ) -> Result<Vec<SeatNews>, ModError> {
        let before: Option<Option<String>> = c
            .query_row(
                "SELECT resigned FROM rounds WHERE game_id = ?1 AND number = ?2",
                (g.id, g.round.saturating_sub(1)),
                |r| r.get(0),
            )
            .optional()?;
        let known: Vec<Seat> = match before.flatten() {
            Some(text) => serde_json::from_str(&text)?,
            None => Vec::new(),
        };
        let mut news: Vec<SeatNews> = resigned
            .iter()
            .filter(|s| !known.contains(s))
            .map(|&seat| SeatNews::Resigned { seat })
            .collect();
        let limit = self.ctx.config.miss_alert;
        if limit == 0 || over {
            return Ok(news);
        }
        let counts = misses(c, g.id, ps)?;
        for (p, m) in ps.iter().zip(counts) {
            // This round counts for a player who held the seat when it opened.
            let counts_now = g.opened_at >= p.joined_at;
            let seat = p.seat;
            if !counts_now || resigned.contains(&seat) {
                continue;
            }
            if late.contains(&seat) && m.in_a_row + 1 == limit {
                news.push(SeatNews::Silent {
                    seat,
                    missed: limit,
                });
            } else if !late.contains(&seat) && m.in_a_row >= limit {
                news.push(SeatNews::Back {
                    seat,
                    missed: m.in_a_row,
                });
            }
        }
        Ok(news)
    }

    /// Seat `seat` of `g` has just resigned (`RESIGN CONFIRM`): the operator is alerted, and
    /// the seat offered to the game's standby list ([`Lobby::seat_abandoned`]).
    pub(crate) fn seat_resigned(
        &self,
        c: &Connection,
        g: &GameRow,
        seat: Seat,
        now: DateTime<Utc>,
    ) -> Result<(), ModError> {
        let state = self.ctx.engine(&g.kind)?.load(&g.state)?;
        let label = state.seat_label(seat);
        let p = players(c, g.id)?.into_iter().find(|p| p.seat == seat);
        let (name, address) = p.map(|p| (p.name, p.address)).unwrap_or_default();
        let salt = format!("resign:{}:{}:{}", g.id, seat.0, g.round);
        // To the game's masters, else the operator; the turn and what becomes of the seat in
        // the reader's words.
        crate::moderator::notify::game_alert::game_alert(&self.notify, c, g, &salt, |master| {
            // A master reads the seat's name in their words.
            let label = match master {
                true => state.seat_name(seat, self.notify.say()),
                false => label.clone(),
            };
            let ctx = json!({
                "game": g.id, "kind": g.kind, "name": name, "label": label, "address": address,
                "seat": seat.0, "turn": self.ctx.turn_title(g)?,
                "resigned": state.resigned_text(seat, self.notify.say()),
            });
            let subject = crate::say!(
                crate::lang::now(),
                "alert-resigned-subject",
                game = g.id,
                label = label.clone()
            );
            Ok((subject, "resigned", ctx))
        })?;
        let resigned = Effect::SeatAbandoned {
            seat,
            why: "resigned",
            at: now,
        };
        self.effects.hand(c, g, &resigned)?;
        Ok(())
    }
}
