//! A game's end told to everyone it concerns besides its seats' players (issue 64: one truth
//! for a game's end): each of its masters (co-masters too; not the one whose command ended it,
//! who has the answer) and each earlier holder of a seat (ejected, replaced, or resigned and
//! taken over by a standby), who holds no seat now. The players themselves have the game-over
//! mail (or the abandonment notice); nobody is told twice.

use crate::moderator::{error::ModError, layers::Notify};
use crate::outgoing::MailKind;
use crate::say;
use crate::store::games::{GameRow, GameStatus, players};
use rusqlite::Connection;
use serde_json::json;

/// Tells `g`'s masters (but `by`, the actor whose command ended it: `master:<address>`) and
/// its earlier seat holders that it is over: finished (with its result) or abandoned.
pub(crate) fn tell_the_end(
    m: &Notify<'_>,
    c: &Connection,
    g: &GameRow,
    by: Option<&str>,
) -> Result<(), ModError> {
    let acting = by.and_then(|a| a.strip_prefix("master:"));
    let seated: Vec<String> = (players(c, g.id)?.into_iter())
        .map(|p| p.address.to_lowercase())
        .collect();
    let masters = crate::store::masters::of_game(c, g.id)?;
    for row in &masters {
        if acting.is_some_and(|a| a.eq_ignore_ascii_case(&row.address))
            || seated.contains(&row.address.to_lowercase())
        {
            continue;
        }
        let _speaking = m.speak_to(c, Some(g.id), Some(&row.address))?;
        let (subject, text) = the_end(m, g, None)?;
        let name = super::master::greeting_name(c, row)?;
        let body = body(m, name.as_deref(), g, &text)?;
        let mail = (MailKind::Notice, subject.as_str(), body);
        super::master::queue_to_master(m, c, g, row, mail, None)?;
    }
    let mut told: Vec<String> = Vec::new();
    for h in crate::store::holders::of_game(c, g.id)? {
        let address = h.address.to_lowercase();
        if crate::moderator::seats::is_bot(&address)
            || seated.contains(&address)
            || told.contains(&address)
            || masters
                .iter()
                .any(|r| r.address.eq_ignore_ascii_case(&address))
        {
            continue;
        }
        tell_one(m, c, g, (&h.address, &h.name, h.seat))?;
        told.push(address);
    }
    Ok(())
}

/// Tells the people still seated in `g` (resigned: every active seat is a computer player's)
/// that it is over, when it ended with no round to mail them a game-over (no person left):
/// a resigned player was promised its final result.
pub(crate) fn tell_the_people_seated(
    m: &Notify<'_>,
    c: &Connection,
    g: &GameRow,
) -> Result<(), ModError> {
    for p in players(c, g.id)? {
        if crate::moderator::seats::is_bot(&p.address) {
            continue;
        }
        tell_one(m, c, g, (&p.address, &p.name, p.seat))?;
    }
    Ok(())
}

/// Tells one person who held `seat` of `g` (by `address`, as `name`) that it is over, in
/// their language; once (the salt is the game's and the seat's).
fn tell_one(
    m: &Notify<'_>,
    c: &Connection,
    g: &GameRow,
    (address, name, seat): (&str, &str, crate::games::Seat),
) -> Result<(), ModError> {
    let _speaking = m.speak_to(c, Some(g.id), Some(address))?;
    let engine = m.ctx.engine(&g.kind)?;
    let label = engine.load(&g.state)?.seat_name(seat, m.say());
    let (subject, text) = the_end(m, g, Some(&label))?;
    let body = body(m, Some(name), g, &text)?;
    let salt = format!("over-{}-{}", g.id, seat.0);
    m.queue_unasked(c, address, (MailKind::Notice, &subject, body), &salt)?;
    Ok(())
}

/// The notice's (subject, text) in the language spoken now; `seat`: the one the reader held.
fn the_end(m: &Notify<'_>, g: &GameRow, seat: Option<&str>) -> Result<(String, String), ModError> {
    let say = crate::lang::now();
    let engine = m.ctx.engine(&g.kind)?;
    let kind = g.kind.as_str();
    let mut text = match g.status {
        GameStatus::Abandoned => {
            let turn = m.ctx.turn_title(g)?;
            say!(
                say,
                "notice-ended-abandoned",
                game = g.id,
                kind = kind,
                turn = turn
            )
        }
        _ => {
            let result = crate::moderator::words::describe_outcome(engine, &g.state, g.outcome)?;
            say!(
                say,
                "notice-ended",
                game = g.id,
                kind = kind,
                result = result
            )
        }
    };
    if let Some(seat) = seat {
        text = format!("{text}\n\n{}", say!(say, "notice-ended-held", seat = seat));
    }
    Ok((say!(say, "subject-ended", game = g.id), text))
}

fn body(m: &Notify<'_>, name: Option<&str>, g: &GameRow, text: &str) -> Result<String, ModError> {
    let wrapped = crate::moderator::words::wrap_paragraphs(text);
    let lines: Vec<&str> = wrapped.split('\n').collect();
    m.render(
        "notice.txt",
        json!({ "name": name, "game": g.id, "lines": lines }),
    )
}
