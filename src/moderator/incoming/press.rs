//! Press: messages players send each other through robomod (`PRESS TO Red, Blue: text`,
//! `PRESS TO ALL: text`), relayed by mail signed with the sender's seat ("Red, game 12") or
//! anonymously, as the game's press setting allows, never revealing an address. A plain reply to
//! relayed press goes back to its sender the same way. Each message is stored (it is in the
//! export), bounded in size and rate-limited.

use crate::games::Seat;
use crate::moderator::admin::games::find_seat;
use crate::moderator::notify::{MAIL_WIDTH, capitalised, wrap};
use crate::moderator::{ModError, Moderator};
use crate::outgoing::MailKind;
use crate::store::games::{GameRow, PlayerRow, PlayerStatus, players};
use crate::store::press::{self, PressMode, PressRow};
use chrono::{DateTime, Duration, Utc};
use rusqlite::Connection;

/// The longest press message, in characters.
pub const MAX_PRESS_CHARS: usize = 2000;
/// At most this many press messages from one player per hour.
pub const MAX_PRESS_PER_HOUR: u32 = 10;

/// Whom a press message is for.
pub enum Wanted<'a> {
    /// Seats or names as the sender wrote them (`ALL` for everyone), and whether anonymous.
    To(&'a [String], bool),
    /// The sender of press number `n` (a reply to it).
    Reply(i64),
}

/// The seat `name` means: a player's name or their seat's label (`Dana Kowalski`, `Dana
/// Kowal`, `Red`, `2`), any case.
fn recipient(
    engine: &dyn crate::games::DynGame,
    g: &GameRow,
    ps: &[PlayerRow],
    name: &str,
) -> Result<Option<Seat>, ModError> {
    if let Some(p) = ps.iter().find(|p| p.name.eq_ignore_ascii_case(name.trim())) {
        return Ok(Some(p.seat));
    }
    Ok(find_seat(engine, g, ps.len(), name).ok())
}

/// The names press may be written to: each seat's label, and its player's name when it differs.
fn recipients_known(
    engine: &dyn crate::games::DynGame,
    g: &GameRow,
    ps: &[PlayerRow],
) -> Result<String, ModError> {
    let mut names = Vec::new();
    for p in ps {
        let label = engine.seat_label(&g.state, p.seat)?;
        if label.eq_ignore_ascii_case(&p.name) {
            names.push(label);
        } else {
            names.push(format!("{label} ({})", p.name));
        }
    }
    Ok(names.join(", "))
}

/// The player's text with long lines wrapped to the mail's width, indented two columns.
fn wrapped(text: &str) -> String {
    text.lines()
        .flat_map(|l| {
            if l.trim().is_empty() {
                vec![String::new()]
            } else {
                wrap(l, MAIL_WIDTH, "  ")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

impl Moderator {
    /// Relays one press message from `from`; returns (whether it was refused, the answer).
    pub(crate) fn relay_press(
        &self,
        c: &Connection,
        g: &GameRow,
        from: &PlayerRow,
        wanted: Wanted<'_>,
        text: &str,
        now: DateTime<Utc>,
    ) -> Result<(bool, String), ModError> {
        let refuse = |why: String| Ok((true, why));
        let mode = press::mode(c, g.id)?;
        if mode == PressMode::None {
            return refuse("Not sent: this game has no press (its press setting is none).".into());
        }
        if !g.status.is_live() {
            return refuse(format!("Not sent: the game is {}.", g.status));
        }
        let text = text.trim();
        if text.is_empty() {
            return refuse("Not sent: the message is empty. Write PRESS TO Red: your text.".into());
        }
        let chars = text.chars().count();
        if chars > MAX_PRESS_CHARS {
            return refuse(format!(
                "Not sent: {chars} characters; press is at most {MAX_PRESS_CHARS}."
            ));
        }
        if press::sent_since(c, g.id, from.seat, now - Duration::hours(1))? >= MAX_PRESS_PER_HOUR {
            return refuse(format!(
                "Not sent: at most {MAX_PRESS_PER_HOUR} press messages an hour; try again later."
            ));
        }
        let engine = self.engine(&g.kind)?;
        let mut ps = players(c, g.id)?;
        // A reply to anonymous press: whom it reaches is never said (`hidden`).
        let (to, wanted_anon, reply_to, hidden) = match wanted {
            Wanted::To(names, anon) => {
                let mut seats = Vec::new();
                for name in names {
                    if name.eq_ignore_ascii_case("all") {
                        seats.extend(ps.iter().map(|p| p.seat));
                        continue;
                    }
                    // A name of several words is one player's (`Dana Kowalski`), else each
                    // word names one (`Red Blue`).
                    let one = recipient(engine, g, &ps, name)?;
                    let each: Option<Vec<Seat>> = match one {
                        Some(seat) => Some(vec![seat]),
                        None if name.contains(' ') => name
                            .split_whitespace()
                            .map(|w| recipient(engine, g, &ps, w))
                            .collect::<Result<Option<Vec<_>>, _>>()?,
                        None => None,
                    };
                    match each {
                        Some(found) => seats.extend(found),
                        None => {
                            let known = recipients_known(engine, g, &ps)?;
                            return refuse(format!(
                                "Not sent: no player here is called \"{name}\". Write PRESS TO and \
                                 one of {known}, or ALL; names are parted by commas."
                            ));
                        }
                    }
                }
                (seats, anon, None, None)
            }
            Wanted::Reply(n) => match press::get(c, n)? {
                Some(p) if p.game_id == g.id && p.to_seats.contains(&from.seat) => {
                    let hidden = p.anonymous.then(|| format!("the author of press #{n}"));
                    (vec![p.from_seat], p.anonymous, Some(n), hidden)
                }
                _ => return refuse(format!("Not sent: press #{n} was not sent to you.")),
            },
        };
        let anonymous = match (mode, wanted_anon) {
            (PressMode::Anonymous, _) => true,
            (PressMode::Signed, true) => {
                return refuse("Not sent: press in this game is signed; leave out ANON.".into());
            }
            (_, anon) => anon,
        };
        let mut to: Vec<Seat> = to
            .into_iter()
            .filter(|&s| s != from.seat)
            .filter(|s| {
                ps.iter()
                    .any(|p| p.seat == *s && p.status == PlayerStatus::Active)
            })
            .collect();
        to.sort();
        to.dedup();
        if to.is_empty() {
            return refuse(match &hidden {
                // Whether its author still plays is theirs to know, not the replier's.
                Some(author) => format!("Not sent: {author} cannot be reached now."),
                None => "Not sent: nobody else to send it to.".into(),
            });
        }
        let id = press::insert(
            c,
            &PressRow {
                id: 0,
                game_id: g.id,
                round: g.round,
                sent_at: now,
                from_seat: from.seat,
                to_seats: to.clone(),
                anonymous,
                body: text.to_string(),
                reply_to,
            },
        )?;
        let label = engine.seat_label(&g.state, from.seat)?;
        let signature = if anonymous {
            "an anonymous player".to_string()
        } else {
            format!("{label}, game {}", g.id)
        };
        let turn = engine.phase(&g.state)?.title;
        let mut names = Vec::new();
        for p in ps.iter_mut().filter(|p| to.contains(&p.seat)) {
            names.push(engine.seat_label(&g.state, p.seat)?);
            let body = format!(
                "Hello {},\n\nPress from {signature} ({turn}):\n\n{}\n\nReply to this mail \
                 to answer by press: your reply goes to the\nsender alone, and no address is \
                 shown to anyone.\n",
                p.name,
                wrapped(text)
            );
            let subject = format!("Press #{id} from {}", capitalised(&signature));
            self.queue_player(
                c,
                g,
                p,
                MailKind::Notice,
                Some(g.round),
                &subject,
                body,
                None,
            )?;
        }
        let how = if anonymous { "anonymously" } else { "signed" };
        let whom = hidden.unwrap_or_else(|| names.join(", "));
        Ok((false, format!("Sent {how} to {whom} (press #{id}).")))
    }
}
