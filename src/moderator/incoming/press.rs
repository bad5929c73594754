//! Press: messages players send each other through robomod (`PRESS TO Red, Blue: text`,
//! `PRESS TO ALL: text`), relayed by mail signed with the sender's seat ("Red, game 12") or
//! anonymously, as the game's press setting allows, never revealing an address. A plain reply to
//! relayed press goes back to its sender the same way. Each message is stored (it is in the
//! export), bounded in size and rate-limited.

use crate::games::Seat;
use crate::lang;
use crate::moderator::error::ModError;
use crate::moderator::layers::Intake;
use crate::moderator::notify::Extras;
use crate::moderator::seats::find_seat;
use crate::moderator::words::{MAIL_WIDTH, capitalised, wrap};
use crate::outgoing::MailKind;
use crate::say;
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

/// The seat `name` means: a player's name or their seat's name in any language, as written
/// or declined (`Dana Kowalski`, `Dana Kowal`, `Red`, `Czerwonego`, `Bartka`, `2`), any case.
fn recipient(
    engine: &dyn crate::games::DynGame,
    g: &GameRow,
    ps: &[PlayerRow],
    name: &str,
) -> Result<Option<Seat>, ModError> {
    if let Some(p) = ps.iter().find(|p| p.name.eq_ignore_ascii_case(name.trim())) {
        return Ok(Some(p.seat));
    }
    if let Ok(seat) = find_seat(engine, g, ps.len(), name) {
        return Ok(Some(seat));
    }
    // A name with the case ending a sentence puts on it (`przekaż Bobowi`, `do Boba`,
    // `do Żółtego`), when it fits one seat alone.
    let phrases = crate::phrases::Phrases::builtin();
    let book = lang::Phrasebook::builtin();
    let state = engine.load(&g.state)?;
    let mut found = Vec::new();
    for p in ps {
        let mut names = vec![p.name.clone(), state.seat_label(p.seat)];
        for code in book.codes() {
            let say = book.say(code);
            let seat = state.seat_name(p.seat, say);
            names.extend(say.forms(&seat));
            names.extend(say.forms(&p.name));
            names.push(seat);
        }
        if names.iter().any(|n| phrases.names(name.trim(), n)) {
            found.push(p.seat);
        }
    }
    found.dedup();
    Ok((found.len() == 1).then(|| found[0]))
}

/// Whether `name` means everyone: `ALL`, or a word of `press-everyone` in any language
/// (`WSZYSCY`, `wszystkich`).
fn is_everyone(name: &str) -> bool {
    let book = lang::Phrasebook::builtin();
    let name = lang::fold(name.trim());
    name == "ALL"
        || book.codes().into_iter().any(|code| {
            book.say(code)
                .t("press-everyone")
                .split_whitespace()
                .any(|w| lang::fold(w) == name)
        })
}

/// The names press may be written to, in the language written now: each seat's name, and
/// its player's name when it differs.
fn recipients_known(
    engine: &dyn crate::games::DynGame,
    g: &GameRow,
    ps: &[PlayerRow],
) -> Result<String, ModError> {
    let state = engine.load(&g.state)?;
    let mut names = Vec::new();
    for p in ps {
        let label = state.seat_name(p.seat, lang::now());
        if label.eq_ignore_ascii_case(&p.name) {
            names.push(label);
        } else {
            names.push(format!("{label} ({})", p.name));
        }
    }
    Ok(names.join(", "))
}

/// What the Message-ID of relayed press `id` carries: `press17`
/// ([`crate::identity::press_in_reply`] reads it back).
fn press_mark(id: i64) -> String {
    format!("{}{id}", crate::identity::PRESS_MARK)
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

/// Why a press message from `from` is refused before anyone it names is looked for (no press
/// in the game, the game over, an empty or too long text, too many within the hour), in the
/// sender's words; `None`: it may go on.
fn refused_at_once(
    c: &Connection,
    g: &GameRow,
    from: &PlayerRow,
    mode: PressMode,
    text: &str,
    now: DateTime<Utc>,
) -> Result<Option<String>, ModError> {
    if mode == PressMode::None {
        return Ok(Some(lang::now().t("press-none")));
    }
    if !g.status.is_live() {
        let status = lang::now().args("game-status", &[("status", g.status.to_string().into())]);
        return Ok(Some(say!(lang::now(), "press-game", status = status)));
    }
    if text.is_empty() {
        return Ok(Some(lang::now().t("press-empty")));
    }
    let chars = text.chars().count();
    if chars > MAX_PRESS_CHARS {
        return Ok(Some(say!(
            lang::now(),
            "press-too-long",
            chars = chars,
            max = MAX_PRESS_CHARS
        )));
    }
    if press::sent_since(c, g.id, from.seat, now - Duration::hours(1))? >= MAX_PRESS_PER_HOUR {
        return Ok(Some(say!(
            lang::now(),
            "press-too-many",
            max = MAX_PRESS_PER_HOUR
        )));
    }
    Ok(None)
}

/// Whom a press message goes to, as its sender asked.
struct Whom {
    to: Vec<Seat>,
    /// Whether the sender asked for it to go anonymously (a reply: as the press it answers).
    anon: bool,
    /// The press it answers.
    reply_to: Option<i64>,
    /// A reply to anonymous press: how its author is named, never who it is.
    hidden: Option<String>,
}

/// The seats `wanted` names for press from `from`, or why none can be (a name no seat has, a
/// reply to press not sent to them), in the sender's words.
fn whom(
    c: &Connection,
    engine: &dyn crate::games::DynGame,
    (g, ps): (&GameRow, &[PlayerRow]),
    from: &PlayerRow,
    wanted: Wanted<'_>,
) -> Result<Result<Whom, String>, ModError> {
    match wanted {
        Wanted::To(names, anon) => {
            let mut seats = Vec::new();
            for name in names {
                if is_everyone(name) {
                    seats.extend(ps.iter().map(|p| p.seat));
                    continue;
                }
                // A name of several words is one player's (`Dana Kowalski`), else each word
                // names one (`Red Blue`).
                let each: Option<Vec<Seat>> = match recipient(engine, g, ps, name)? {
                    Some(seat) => Some(vec![seat]),
                    None if name.contains(' ') => name
                        .split_whitespace()
                        .map(|w| recipient(engine, g, ps, w))
                        .collect::<Result<Option<Vec<_>>, _>>()?,
                    None => None,
                };
                match each {
                    Some(found) => seats.extend(found),
                    None => {
                        let known = recipients_known(engine, g, ps)?;
                        return Ok(Err(say!(
                            lang::now(),
                            "press-no-such",
                            name = name.as_str(),
                            names = known
                        )));
                    }
                }
            }
            Ok(Ok(Whom {
                to: seats,
                anon,
                reply_to: None,
                hidden: None,
            }))
        }
        Wanted::Reply(n) => {
            // Named by its number in the game, as its mail named it.
            let shown = press::number_in_game(c, n)?;
            match press::get(c, n)? {
                Some(p) if p.game_id == g.id && p.to_seats.contains(&from.seat) => Ok(Ok(Whom {
                    to: vec![p.from_seat],
                    anon: p.anonymous,
                    reply_to: Some(n),
                    hidden: p
                        .anonymous
                        .then(|| say!(lang::now(), "press-author-of", n = shown)),
                })),
                _ => Ok(Err(say!(lang::now(), "press-not-to-you", n = shown))),
            }
        }
    }
}

/// The seats of `to` press from `from` reaches: active players but the sender, each once, in
/// order.
fn reachable(to: Vec<Seat>, from: &PlayerRow, ps: &[PlayerRow]) -> Vec<Seat> {
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
    to
}

impl Intake<'_> {
    /// Whether `name` is another player's in `from`'s game: good wishes greeting them are
    /// press to them ([`crate::inbound::Bare::Greeting`]).
    pub(crate) fn greets_another(
        &self,
        c: &Connection,
        g: &GameRow,
        from: &PlayerRow,
        name: &str,
    ) -> Result<bool, ModError> {
        let engine = self.ctx.engine(&g.kind)?;
        let ps = players(c, g.id)?;
        Ok(recipient(engine, g, &ps, name)?.is_some_and(|seat| seat != from.seat))
    }

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
        let text = text.trim();
        if let Some(why) = refused_at_once(c, g, from, mode, text, now)? {
            return refuse(why);
        }
        let engine = self.ctx.engine(&g.kind)?;
        let mut ps = players(c, g.id)?;
        let whom = match whom(c, engine, (g, &ps), from, wanted)? {
            Ok(whom) => whom,
            Err(why) => return refuse(why),
        };
        let anonymous = match (mode, whom.anon) {
            (PressMode::Anonymous, _) => true,
            (PressMode::Signed, true) => {
                return refuse(lang::now().t("press-signed"));
            }
            (_, anon) => anon,
        };
        let to = reachable(whom.to, from, &ps);
        if to.is_empty() {
            return refuse(match &whom.hidden {
                // Whether its author still plays is theirs to know, not the replier's.
                Some(author) => say!(lang::now(), "press-unreachable", author = author.as_str()),
                None => lang::now().t("press-nobody"),
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
                reply_to: whom.reply_to,
            },
        )?;
        let state = engine.load(&g.state)?;
        let names: Vec<String> = to
            .iter()
            .map(|&s| state.seat_name(s, lang::now()))
            .collect();
        let replier = lang::speaking();
        for p in ps.iter_mut().filter(|p| to.contains(&p.seat)) {
            self.press_mail(c, (g, &*state), p, (id, from.seat, anonymous), text)?;
        }
        let _speaking = crate::lang::speak(replier);
        let whom = whom.hidden.unwrap_or_else(|| names.join(", "));
        // Numbered in its game, as its players see it (the first of a game is 1).
        let shown = press::number_in_game(c, id)?;
        let how = lang::now().t(if anonymous {
            "press-how-anonymously"
        } else {
            "press-how-signed"
        });
        Ok((
            false,
            say!(
                lang::now(),
                "press-sent",
                how = how,
                whom = whom,
                id = shown
            ),
        ))
    }

    /// Queues press `id` from seat `from` to player `p`, in their own language, the sender's
    /// seat named in it (unless `anonymous`).
    fn press_mail(
        &self,
        c: &Connection,
        (g, state): (&GameRow, &dyn crate::games::Loaded),
        p: &mut PlayerRow,
        (id, from, anonymous): (i64, Seat, bool),
        text: &str,
    ) -> Result<(), ModError> {
        let _speaking = self.notify.speak_to(c, Some(g.id), Some(&p.address))?;
        let label = state.seat_name(from, lang::now());
        let turn = state.phase_in(self.notify.say()).title;
        let signature = if anonymous {
            lang::now().t("press-anonymous")
        } else {
            say!(
                lang::now(),
                "press-signature",
                label = label.as_str(),
                game = g.id
            )
        };
        // The seat alone, for a language that declines it apart from the game's number.
        let signer = if anonymous { String::new() } else { label };
        let say = lang::now();
        let body = format!(
            "{}\n\n{}\n\n{}\n\n{}\n",
            say!(say, "hello", name = p.name.as_str()),
            say!(
                say,
                "press-from",
                from = signature.as_str(),
                label = signer.as_str(),
                game = g.id,
                turn = turn.as_str()
            ),
            wrapped(text),
            say.t("press-reply")
        );
        let subject = say!(
            lang::now(),
            "subject-press",
            id = press::number_in_game(c, id)?,
            from = capitalised(&signature),
            label = signer.as_str(),
            game = g.id
        );
        let mail = (MailKind::Notice, Some(g.round), subject.as_str(), body);
        let extras = Extras {
            mark: Some(press_mark(id)),
            ..Extras::default()
        };
        self.notify.queue_player_mail(c, g, p, mail, None, extras)?;
        Ok(())
    }
}
