//! Each command of a master's mail applied, answered by one [`Item`] of the reply (and what
//! the reply shows whole after the answers: a STATUS, a PREVIEW). Every action is the
//! operator's own (`moderator::admin`) with the master as its actor; what the master may not
//! do is refused with why, before anything changes.

use super::Master;
use super::caps;
use super::gate::Gate;
use crate::games::Seat;
use crate::inbound::PlayerCommand;
use crate::lang;
use crate::moderator::ModError;
use crate::moderator::NewMaster;
use crate::moderator::admin;
use crate::moderator::incoming::reply::Item;
use crate::moderator::words::spoken_duration;
use crate::say;
use crate::store::games::{GameRow, GameStatus, PlayerStatus, players, update_player};
use serde_json::json;

mod status;

/// An answer: the item, and a text shown whole after the answers.
type Answer = (Option<Item>, Option<String>);

fn done(what: &'static str, quote: &str, text: &str) -> Answer {
    (Some(Item::new(what, quote, text, false, true)), None)
}

fn refused(what: &'static str, quote: &str, text: &str) -> Answer {
    (Some(Item::new(what, quote, text, true, false)), None)
}

/// Applies one command of a master's mail to `g`.
pub(crate) fn apply(
    master: &Master,
    g: &mut GameRow,
    cmd: &PlayerCommand,
) -> Result<Answer, ModError> {
    let say = lang::now();
    match cmd {
        PlayerCommand::Status => {
            let text = say.t("master-status");
            let shown = status::text(master, g)?;
            Ok((
                Some(Item::new("status", "STATUS", &text, false, false)),
                Some(shown),
            ))
        }
        PlayerCommand::Help => {
            let text = say.t("master-help");
            Ok((Some(Item::new("help", "HELP", &text, false, false)), None))
        }
        PlayerCommand::Master { word, text } => {
            let quote = format!("{word} {text}").trim().to_string();
            let out = crate::store::in_savepoint(master.c, || {
                command(master, g, word, text.trim(), &quote)
            })?;
            match out {
                Ok(answer) => Ok(answer),
                // What the operator's action refused (a game in the wrong state, an address
                // taken): said as it is, nothing changed.
                Err(e) if e.is_input() => {
                    // The operator's words are English: a master who reads another language
                    // is told in theirs that it was not done, the operator's log says why.
                    let why = match say.code() {
                        crate::lang::ENGLISH => say!(say, "master-not-done", why = e.to_string()),
                        _ => {
                            tracing::info!(game = g.id, "a master's command not done: {e}");
                            say.t("master-not-done-plain")
                        }
                    };
                    Ok(refused("master", &quote, &why))
                }
                Err(e) => Err(e),
            }
        }
        PlayerCommand::Chatter { .. } => Ok((None, None)),
        // No command at all (`FROBNICATE 3`), or a known one with what it does not take.
        PlayerCommand::Unknown { line, wrong, .. } => {
            let text = match wrong {
                Some(wrong) => crate::moderator::words::wrong_text(wrong),
                None => say.t("master-unknown"),
            };
            Ok((Some(Item::new("unknown", line, &text, true, false)), None))
        }
        other => {
            // A player's command: where to send it when the master plays, else that it is
            // for the players.
            let id = match Gate::of(master, g)?.viewer() {
                Some(_) => "master-not-for-masters",
                None => "master-not-for-masters-no-seat",
            };
            let text = say.t(id);
            Ok((
                Some(Item::new("unknown", &other.quoted(), &text, true, false)),
                None,
            ))
        }
    }
}

/// One master's command word with its text.
fn command(
    master: &Master,
    g: &mut GameRow,
    word: &str,
    text: &str,
    quote: &str,
) -> Result<Answer, ModError> {
    let say = lang::now();
    let (m, c, now) = (master.m, master.c, master.now);
    // A master who plays is a player first: what they may not see or do is refused here.
    if let Some(why) = Gate::of(master, g)?.refusal(master, g, word)? {
        return Ok(refused("master", quote, &why));
    }
    let live = g.status.is_live();
    let over = || {
        let status = say!(say, "game-status", status = g.status.to_string());
        refused(
            "master",
            quote,
            &say!(say, "master-game-over", status = status),
        )
    };
    match word {
        "PREVIEW" => {
            if !live {
                return Ok(over());
            }
            let (report, late) = crate::moderator::round::preview::preview_round(m, c, g)?;
            let state = m.engine(&g.kind)?.load(&g.state)?;
            let names: Vec<String> = late
                .iter()
                .map(|&s| state.seat_name(s, m.notify().say()))
                .collect();
            let turn = crate::moderator::words::capitalised(&m.turn_title(g)?);
            let text = say!(
                say,
                "master-preview",
                turn = turn,
                late = names.join(", "),
                count = names.len()
            );
            Ok((
                Some(Item::new("preview", quote, &text, false, false)),
                Some(report.trim_end().to_string()),
            ))
        }
        "PROCESS" => {
            if g.status != GameStatus::Active || g.held.is_some() {
                return Ok(refused("master", quote, &say.t("master-not-active")));
            }
            let turn = m.turn_title(g)?;
            admin::run_now(m, c, g, now, &master.by(""))?;
            Ok(done(
                "master",
                quote,
                &say!(say, "master-processed", turn = turn),
            ))
        }
        "PAUSE" => {
            if g.status != GameStatus::Active || g.held.is_some() {
                return Ok(refused("master", quote, &say.t("master-not-active")));
            }
            let (caps, used) = (caps::of(m, c, g)?, caps::used(c, g, now)?);
            let left = caps.delay_left(&used);
            if left <= chrono::Duration::zero() {
                let text = say!(say, "master-cap-spent", days = caps.delay_days);
                return Ok(refused("master", quote, &text));
            }
            admin::pause(m, c, g, now, &master.by(text))?;
            caps::pause_ends(m, c, g, now)?;
            let reason = if text.is_empty() { "no" } else { "yes" };
            let text = say!(
                say,
                "master-paused",
                left = spoken_duration(left),
                reason = reason
            );
            Ok(done("master", quote, &text))
        }
        "RESUME" => {
            if g.status != GameStatus::Paused {
                return Ok(refused("master", quote, &say.t("master-not-paused")));
            }
            admin::resume(m, c, g, now, &master.by(text))?;
            Ok(done("master", quote, &closes(master, g, "master-resumed")?))
        }
        "EXTEND" => extend(master, g, text, quote),
        "ANNOUNCE" => {
            if text.is_empty() {
                return Ok(refused("master", quote, &say.t("master-announce-empty")));
            }
            admin::announce::announce(m, c, (g, now), text, &master.by(""))?;
            Ok(done("master", quote, &say.t("master-announced")))
        }
        "TERMINATE" => {
            if !live {
                return Ok(over());
            }
            super::terminate::terminate(m, c, g, now, &master.by(text))?;
            let reason = if text.is_empty() { "no" } else { "yes" };
            let text = say!(say, "master-terminated", reason = reason);
            Ok(done("master", quote, &text))
        }
        "ROLLBACK" => rollback(master, g, text, quote),
        "EJECT" => eject(master, g, text, quote),
        "REPLACE" => {
            if !live {
                return Ok(over());
            }
            let mut words = text.splitn(3, ' ');
            let (seat, address) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
            let name = words.next().map(str::trim).filter(|n| !n.is_empty());
            if address.is_empty() || crate::moderator::seats::check_address(address).is_err() {
                return Ok(refused("master", quote, &say.t("master-replace-how")));
            }
            let Some((seat, label)) = master_seat(master, g, seat)? else {
                return no_seat(master, g, quote);
            };
            let ps = players(c, g.id)?;
            if ps[seat.index()].address.eq_ignore_ascii_case(address) {
                let text = say!(say, "master-replace-same", address = address, label = label);
                return Ok(refused("master", quote, &text));
            }
            if let Some(other) =
                (ps.iter()).find(|p| p.seat != seat && p.address.eq_ignore_ascii_case(address))
            {
                let theirs = m.engine(&g.kind)?.load(&g.state)?;
                let theirs = theirs.seat_name(other.seat, m.notify().say());
                let text = say!(
                    say,
                    "master-replace-taken",
                    address = address,
                    label = theirs
                );
                return Ok(refused("master", quote, &text));
            }
            let spec = seat.0.to_string();
            admin::players::replace(m, c, (g, now), (&spec, address, name), &master.by(""))?;
            Ok(done(
                "master",
                quote,
                &say!(say, "master-replaced", label = label),
            ))
        }
        "PROMOTE" => {
            let address = text.split_whitespace().next().unwrap_or("");
            if crate::moderator::seats::check_address(address).is_err() {
                return Ok(refused("master", quote, &say.t("master-promote-how")));
            }
            let added =
                super::roster::add(m, c, g, &NewMaster::new(address, &master.row.address), now)?;
            let id = if added.is_some() {
                "master-promoted"
            } else {
                "master-promoted-already"
            };
            Ok(done("master", quote, &say!(say, id, address = address)))
        }
        _ => Ok(refused("master", quote, &say.t("master-not-for-masters"))),
    }
}

/// When the open turn closes now, said by phrase `id`.
fn closes(master: &Master, g: &GameRow, id: &str) -> Result<String, ModError> {
    let close = crate::moderator::due::closes_text(g);
    let turn = crate::moderator::words::capitalised(&master.m.turn_title(g)?);
    Ok(say!(
        lang::now(),
        id,
        turn = turn,
        close = close,
        reason = "yes"
    ))
}

/// `EXTEND 2d reason`: within the cap.
fn extend(master: &Master, g: &mut GameRow, text: &str, quote: &str) -> Result<Answer, ModError> {
    let say = lang::now();
    let (m, c, now) = (master.m, master.c, master.now);
    if text.is_empty() {
        return Ok(refused("master", quote, &say.t("master-extend-how")));
    }
    // As every duration robomod reads: `2d`, `1w`, `3 days`.
    let (by, reason) = match crate::moderator::words::read_duration(text) {
        Ok(read) => read,
        Err(word) => {
            let wrong = crate::inbound::Wrong::Duration(word);
            return Ok(refused(
                "master",
                quote,
                &crate::moderator::words::wrong_text(&wrong),
            ));
        }
    };
    if by <= chrono::Duration::zero() {
        return Ok(refused("master", quote, &say.t("master-extend-how")));
    }
    if !g.status.is_live() || g.held.is_some() {
        return Ok(refused("master", quote, &say.t("master-not-active")));
    }
    let (caps, used) = (caps::of(m, c, g)?, caps::used(c, g, now)?);
    let left = caps.delay_left(&used);
    if by > left {
        let text = say!(
            say,
            "master-cap-extend",
            days = caps.delay_days,
            left = spoken_duration(left),
            asked = spoken_duration(by)
        );
        return Ok(refused("master", quote, &text));
    }
    admin::extend(m, c, (g, now), by, &master.by(reason))?;
    if g.pause_ends_at.is_some() {
        // Paused by a master: what is left of the cap shrank, so does the pause.
        caps::pause_ends(m, c, g, now)?;
    }
    let close = crate::moderator::due::closes_text(g);
    let turn = crate::moderator::words::capitalised(&m.turn_title(g)?);
    let said = if reason.trim().is_empty() {
        "no"
    } else {
        "yes"
    };
    Ok(done(
        "master",
        quote,
        &say!(
            say,
            "master-extended",
            turn = turn,
            close = close,
            reason = said
        ),
    ))
}

/// `ROLLBACK [reason]`: the last round run, within the cap.
fn rollback(master: &Master, g: &mut GameRow, text: &str, quote: &str) -> Result<Answer, ModError> {
    let say = lang::now();
    let (m, c, now) = (master.m, master.c, master.now);
    // Over without a result (abandoned, or terminated as it stood): nothing to undo.
    let stopped = g.status == GameStatus::Finished && g.outcome.is_none();
    if g.status == GameStatus::Abandoned || stopped {
        let status = say!(say, "game-status", status = g.status.to_string());
        return Ok(refused(
            "master",
            quote,
            &say!(say, "master-game-over", status = status),
        ));
    }
    let Some(last) = crate::store::rounds::rounds(c, g.id)?
        .last()
        .map(|r| r.number)
    else {
        return Ok(refused("master", quote, &say.t("master-rollback-none")));
    };
    let (caps, used) = (caps::of(m, c, g)?, caps::used(c, g, now)?);
    if used.rollbacks >= caps.rollbacks {
        let text = say!(say, "master-cap-rollbacks", cap = caps.rollbacks);
        return Ok(refused("master", quote, &text));
    }
    admin::rollback::rollback(m, c, (g, now), &last.to_string(), &master.by(text))?;
    Ok(done(
        "master",
        quote,
        &closes(master, g, "master-rolled-back")?,
    ))
}

/// `EJECT Red [reason]`: the seat's player is out, as if they had resigned; the seat is offered
/// to the standby list (in a game joined by mail) and played meanwhile as a resigned seat is.
fn eject(master: &Master, g: &mut GameRow, text: &str, quote: &str) -> Result<Answer, ModError> {
    let say = lang::now();
    let (m, c, now) = (master.m, master.c, master.now);
    if !g.status.is_live() {
        let status = say!(say, "game-status", status = g.status.to_string());
        return Ok(refused(
            "master",
            quote,
            &say!(say, "master-game-over", status = status),
        ));
    }
    let (seat_word, reason) = text.split_once(' ').unwrap_or((text, ""));
    let Some((seat, label)) = master_seat(master, g, seat_word)? else {
        return no_seat(master, g, quote);
    };
    let state = m.engine(&g.kind)?.load(&g.state)?;
    let ps = players(c, g.id)?;
    let mut p = ps[seat.index()].clone();
    if p.status != PlayerStatus::Active {
        return Ok(refused(
            "master",
            quote,
            &say!(say, "master-eject-out", label = label),
        ));
    }
    p.status = PlayerStatus::Resigned;
    p.waits_in = None;
    update_player(c, &p)?;
    let by = master.by(reason);
    let detail = by.detail(json!({ "seat": seat.0, "address": p.address, "round": g.round }));
    crate::store::audit::record(c, now, Some(g.id), &by.actor, "eject", detail)?;
    // The player ejected is told, with the reason.
    m.notify().queue_notice(c, g, &mut p, || {
        let label = state.seat_name(seat, m.notify().say());
        let subject = say!(lang::now(), "subject-ejected", game = g.id);
        let mut text = say!(lang::now(), "notice-ejected", label = label, game = g.id);
        if let Some(why) = admin::why(&by) {
            text = format!("{text}\n\n{why}");
        }
        Ok((subject, text))
    })?;
    let offered = m.lobby().seat_abandoned(c, g, seat, "ejected", now)?;
    // And everyone else, with what becomes of the seat.
    admin::tell_all(m, c, g, &by, || {
        let label = state.seat_name(seat, m.notify().say());
        let then = state.resigned_text(seat, m.notify().say());
        let subject = say!(
            lang::now(),
            "subject-seat-ejected",
            game = g.id,
            label = label.clone()
        );
        let text = say!(
            lang::now(),
            "notice-seat-ejected",
            label = label,
            then = then,
            offered = if offered { "yes" } else { "no" }
        );
        Ok((subject, text))
    })?;
    let id = if offered {
        "master-ejected-offered"
    } else {
        "master-ejected"
    };
    Ok(done("master", quote, &say!(say, id, label = label)))
}

/// The seat `spec` names (its number from 0, its label, or its name in the master's words),
/// with its name in the master's words; none when it names no seat.
fn master_seat(
    master: &Master,
    g: &GameRow,
    spec: &str,
) -> Result<Option<(Seat, String)>, ModError> {
    let engine = master.m.engine(&g.kind)?;
    let n = players(master.c, g.id)?.len();
    let mut found = crate::moderator::seats::find_seat(engine, g, n, spec).ok();
    let state = engine.load(&g.state)?;
    for i in 0..n {
        let seat = Seat(i as u8);
        let name = state.seat_name(seat, master.m.notify().say());
        if found.is_none() && name.eq_ignore_ascii_case(spec.trim()) {
            found = Some(seat);
        }
        if found == Some(seat) {
            return Ok(Some((seat, name)));
        }
    }
    Ok(None)
}

/// The answer to a seat that is none: the seats there are.
fn no_seat(master: &Master, g: &GameRow, quote: &str) -> Result<Answer, ModError> {
    let state = master.m.engine(&g.kind)?.load(&g.state)?;
    let mut labels = Vec::new();
    for p in players(master.c, g.id)? {
        labels.push(state.seat_name(p.seat, master.m.notify().say()));
    }
    let text = say!(lang::now(), "master-no-seat", seats = labels.join(", "));
    Ok(refused("master", quote, &text))
}
