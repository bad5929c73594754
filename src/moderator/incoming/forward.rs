//! A player's words for the human moderator: `MODERATOR: text`, and a mail in which robomod
//! read no command ("What happened to my robot??"). Both are forwarded by mail to the game's
//! masters (the second to none who plays in the game: issue 64) or else the operator address
//! of the config (`identity.operator`), with the player's address as Reply-To so that the
//! moderator answers them directly; the player's reply says whether it
//! went, and names nobody's address but the moderator's.
//!
//! Forwards share the operator's alert cap (`alerts_per_hour`): a player who writes twenty
//! letters in an hour cannot bury the moderator's alerts, and is told when one was held back.

use super::reply::Item;
use crate::inbound::MAX_LETTER_CHARS;
use crate::moderator::error::ModError;
use crate::moderator::layers::Intake;
use crate::moderator::words::wrap;
use crate::store::games::{GameRow, PlayerRow};
use rusqlite::Connection;
use serde_json::json;

/// What became of a forward.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Forwarded {
    /// Sent, to the game's masters named (their names, as the game knows them) or, with none,
    /// to the operator address.
    Sent(String),
    /// The config names no operator address.
    NoModerator,
    /// The operator's alert cap for the hour is reached.
    Capped,
    /// She is the game's only master: her words would come back to her.
    Yours,
    /// A letter (no `MODERATOR:`) that no operator reads, whose game's masters all play:
    /// they read only what is written to the moderator.
    MasterPlays,
}

impl Forwarded {
    fn as_str(&self) -> &'static str {
        match self {
            Forwarded::Sent(_) => "sent",
            Forwarded::NoModerator => "no_moderator",
            Forwarded::Capped => "capped",
            Forwarded::Yours => "yours",
            Forwarded::MasterPlays => "master_plays",
        }
    }
}

impl Intake<'_> {
    /// Forwards `text` from the player `p` of game `g` to the moderator; `asked`: they wrote
    /// `MODERATOR:` (else robomod read no command in their mail). A master who plays reads
    /// `theirs` instead when given (a question asked in a mail of orders: the question alone,
    /// never the orders of another seat).
    pub(crate) fn forward_to_moderator(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &PlayerRow,
        (text, theirs): (&str, Option<&str>),
        asked: bool,
    ) -> Result<Forwarded, ModError> {
        // The game's masters read its letters; the operator those of a game without one. A
        // mail in which robomod read no command goes to no master who plays in the game (a
        // player first: what another player wrote for robomod is not theirs to read); a
        // letter written to the moderator (`MODERATOR:`) goes to every master.
        let ps = crate::store::games::players(c, g.id)?;
        let plays = |address: &str| {
            ps.iter().any(|q| {
                q.status == crate::store::games::PlayerStatus::Active
                    && q.address.eq_ignore_ascii_case(address)
            })
        };
        // Never to herself: a master who plays and asks a question in a player's mail
        // (seen in play) is answered that she is the one it would reach.
        let all = crate::store::masters::of_game(c, g.id)?;
        let hers = all
            .iter()
            .any(|m| m.address.eq_ignore_ascii_case(&p.address));
        let held_back = all.iter().any(|m| !asked && plays(&m.address));
        let masters: Vec<_> = all
            .into_iter()
            .filter(|m| asked || !plays(&m.address))
            .filter(|m| !m.address.eq_ignore_ascii_case(&p.address))
            .collect();
        if masters.is_empty() && hers {
            return Ok(Forwarded::Yours);
        }
        if !masters.is_empty() {
            for master in &masters {
                let text = match theirs {
                    Some(theirs) if plays(&master.address) => theirs,
                    _ => text,
                };
                self.letter_to_master(c, g, p, (text, asked), &master.address)?;
            }
            let names: Vec<&str> = masters.iter().map(|m| m.name.as_str()).collect();
            return Ok(Forwarded::Sent(names.join(", ")));
        }
        let Some(operator) = self.ctx.config.operator.clone() else {
            // Seen in play: "this server names no moderator" to a player whose game has one.
            if held_back {
                return Ok(Forwarded::MasterPlays);
            }
            return Ok(Forwarded::NoModerator);
        };
        let label = self.ctx.engine(&g.kind)?.load(&g.state)?.seat_label(p.seat);
        let turn = {
            let _speaking = crate::lang::speak(self.ctx.config.operator_language);
            self.ctx.turn_title(g)?
        };
        let intro = self.notify.alert_text(
            "letter",
            json!({
                "asked": asked, "name": p.name, "label": label, "game": g.id,
                "kind": g.kind, "turn": turn, "address": p.address,
            }),
        )?;
        let lines = quoted(&intro, text);
        let subject = crate::say!(
            self.notify.operator_say(),
            "alert-letter-subject",
            game = g.id,
            name = p.name.clone()
        );
        let salt = format!("letter-{}-{}", g.id, p.seat.0);
        Ok(
            match self
                .notify
                .alert_lines(c, &subject, lines, &salt, Some(&p.address))?
            {
                Some(_) => Forwarded::Sent(operator),
                None => Forwarded::Capped,
            },
        )
    }

    /// `text` from the player `p` of `g` to the game's master at `to`, in their language,
    /// with the player's address as Reply-To: the master answers by replying.
    fn letter_to_master(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &PlayerRow,
        (text, asked): (&str, bool),
        to: &str,
    ) -> Result<(), ModError> {
        let _speaking = self.notify.speak_to(c, Some(g.id), Some(to))?;
        let label = self
            .ctx
            .engine(&g.kind)?
            .load(&g.state)?
            .seat_name(p.seat, self.notify.say());
        let ctx = json!({
            "asked": asked, "name": p.name, "label": label, "game": g.id,
            "kind": g.kind, "turn": self.ctx.turn_title(g)?, "address": p.address,
        });
        let intro =
            crate::moderator::words::phrase(self.ctx.templates(), "alerts.txt", "letter", ctx)?;
        let lines = quoted(&intro, text);
        // No operator's footer: the master answers the player by replying.
        let body = self
            .notify
            .render("alert.txt", json!({ "lines": lines, "to": "letter" }))?;
        let subject = crate::say!(
            crate::lang::now(),
            "alert-letter-subject",
            game = g.id,
            name = p.name.clone()
        );
        let salt = format!("letter-{}-{}-{to}", g.id, p.seat.0);
        let mail = (subject.as_str(), body);
        let kind = crate::outgoing::MailKind::Alert;
        self.notify
            .queue_address_replying(c, to, kind, mail, None, &salt, Some(&p.address))?;
        Ok(())
    }

    /// The reply's item for a forward: `quote` as the player wrote it; `theirs`, what a
    /// master who plays reads instead of `text` (see [`Intake::forward_to_moderator`]).
    pub(crate) fn forward_item(
        &self,
        c: &Connection,
        g: &GameRow,
        p: &PlayerRow,
        (quote, text, theirs): (&str, &str, Option<&str>),
        asked: bool,
    ) -> Result<Item, ModError> {
        let went = self.forward_to_moderator(c, g, p, (text, theirs), asked)?;
        // Who it went to: the game's masters by name (an operator's address means nothing to
        // a game with a master), else the operator.
        let moderator = match &went {
            Forwarded::Sent(to) => Some(to.clone()),
            _ => self.ctx.config.operator.clone(),
        };
        let say = self.answer(
            "forwarded",
            json!({
                "asked": asked, "went": went.as_str(), "moderator": moderator,
            }),
        )?;
        // Forwarded is done (the reply is "received"); not forwarded is a problem to know.
        // Her own words kept from coming back to her are no problem either.
        let sent = matches!(went, Forwarded::Sent(_));
        let problem = !sent && !matches!(went, Forwarded::Yours | Forwarded::MasterPlays);
        Ok(Item::new("moderator", quote, &say, problem, sent))
    }
}

/// The lines of a letter: `intro`, then their words quoted as they wrote them, each line
/// wrapped on its own.
fn quoted(intro: &str, text: &str) -> Vec<String> {
    let text: String = text.chars().take(MAX_LETTER_CHARS).collect();
    let mut lines: Vec<String> = intro.lines().flat_map(|l| wrap(l, 72, "")).collect();
    lines.push(String::new());
    for line in text.lines() {
        lines.extend(wrap(line, 70, "").into_iter().map(|l| format!("> {l}")));
        if line.trim().is_empty() {
            lines.push(">".to_string());
        }
    }
    lines
}
