//! `TERMINATE reason`: a master ends a running game with its results as they stand (issue 51).
//! The game is finished, with no winner its rules decided (no outcome); its seats are placed
//! as the game's standings have them now (the game's `Standings::places_now`; a game without
//! them places every seat equal), and it is rated as any finished game is (`ratings`). Every
//! player gets the game-over mail (`game_over.txt`): the master's reason, the standings as
//! they stood, each player's rating before and after.

use crate::lang;
use crate::moderator::admin::{require, why};
use crate::moderator::happened::{Effect, Effects};
use crate::moderator::words::MAIL_WIDTH;
use crate::moderator::{
    done::By, done::Done, due, error::ModError, front::Moderator, layers::Admin,
};
use crate::outgoing::MailKind;
use crate::say;
use crate::store::games::{GameRow, GameStatus, PlayerStatus, players, update_game};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

/// `robomod game terminate ID [--reason TEXT]`: the operator ends game `id` as it stands, in
/// one transaction.
pub fn by_operator(m: &Moderator, id: i64, reason: Option<&str>) -> Result<Done, ModError> {
    let admin = m.admin();
    admin.ctx.on_game(id, |c, g, now| {
        terminate(&admin, c, g, now, &By::operator_because(reason))?;
        Ok(Done {
            // english: the operator's CLI
            what: format!("terminated game {id}: finished as it stood, and rated"),
            ..Done::default()
        })
    })
}

/// Ends `g` as it stands, by `by`, in the caller's transaction (see the module doc).
pub(crate) fn terminate(
    m: &Admin<'_>,
    c: &Connection,
    g: &mut GameRow,
    now: DateTime<Utc>,
    by: &By,
) -> Result<(), ModError> {
    require(g, g.status.is_live(), "it is already over")?;
    let last = crate::store::rounds::last_round(c, g.id)?;
    g.status = GameStatus::Finished;
    g.outcome = None;
    g.deadline = None;
    g.grace_at = None;
    g.early_at = None;
    g.paused_at = None;
    g.pause_ends_at = None;
    g.finished_at = Some(now);
    due::refresh_due(g);
    // Stored finished first: a rating rebuilt from here reads it among the others.
    update_game(c, g)?;
    let detail = by.detail(json!({ "round": g.round }));
    crate::store::audit::record(c, now, Some(g.id), &by.actor, "terminate", detail)?;
    m.effects.hand(c, g, &Effect::GameFinished)?;
    crate::moderator::notify::game_end::tell_the_end(&m.notify, c, g, Some(&by.actor))?;
    let rated = crate::store::ratings::changes_of_game(c, g.id)?;
    let ps = players(c, g.id)?;
    let resigned: Vec<crate::games::Seat> = (ps.iter())
        .filter(|p| p.status == PlayerStatus::Resigned)
        .map(|p| p.seat)
        .collect();
    // And those who left a seat resigned (or ejected) before someone took it: placed last too,
    // named as they played.
    let gone: Vec<String> = (crate::store::holders::of_game(c, g.id)?.into_iter())
        .filter(|h| h.resigned)
        .map(|h| h.name)
        .collect();
    let stated = Stated {
        last,
        resigned: &resigned,
        gone: &gone,
        rated: !rated.is_empty(),
    };
    for mut p in ps {
        let _speaking = m.notify.speak_to(c, Some(g.id), Some(&p.address))?;
        let (subject, body) = game_over(m, c, g, &stated, (p.seat, p.status), by)?;
        let body = match m.notify.with_ratings(&body, &g.kind, &rated, &p.address)? {
            Some(rated) => rated,
            None => body,
        };
        let mail = (MailKind::GameOver, Some(g.round), subject.as_str(), body);
        m.notify
            .queue_player_with(c, g, &mut p, mail, None, Vec::new())?;
    }
    Ok(())
}

/// What a terminated game's mail states besides its standings: the last round run, if any;
/// the seats whose players resigned (placed last); whether it is rated.
struct Stated<'a> {
    last: Option<u32>,
    resigned: &'a [crate::games::Seat],
    /// The names of earlier holders who resigned or were ejected (their seats taken since).
    gone: &'a [String],
    rated: bool,
}

/// The game-over mail of terminated `g` to the player of `seat`, in the language spoken now:
/// (subject, body). It states the places the ratings take (issue 64: one truth for a game's
/// end): the standings as they stood, or every player equal; the resigned last; not rated
/// when that places nobody above another.
fn game_over(
    m: &Admin<'_>,
    c: &Connection,
    g: &GameRow,
    stated: &Stated,
    (seat, status): (crate::games::Seat, PlayerStatus),
    by: &By,
) -> Result<(String, String), ModError> {
    let say = lang::now();
    let engine = m.ctx.engine(&g.kind)?;
    // The turn last played: the game stopped after it (before any, in the one open).
    let played = match stated.last {
        Some(n) => crate::store::rounds::state_before(c, g.id, n)?
            .and_then(|s| serde_json::from_str::<serde_json::Value>(&s).ok()),
        None => None,
    };
    let turn = match &played {
        Some(state) => engine.load(state)?.phase_in(m.notify.say()).title,
        None => m.ctx.turn_title(g)?,
    };
    let result = crate::moderator::words::describe_outcome(engine, &g.state, None)?;
    let wrapped = |text: &str| crate::templates::wrap(text, MAIL_WIDTH, "").join("\n");
    let state = engine.load(&g.state)?;
    let seat_name = state.seat_name(seat, m.notify.say());
    let you_resigned = status == PlayerStatus::Resigned;
    let subject_of = |key: &str| say!(say, key, turn = turn.as_str(), result = result.as_str());
    if stated.last.is_none() {
        // Stopped before any round ran: no places, nothing rated, said as it is.
        let mut parts = vec![wrapped(&say!(
            say,
            "over-stopped-unplayed",
            turn = turn.as_str()
        ))];
        parts.extend(why(by).map(|w| wrapped(&w)));
        parts.push(wrapped(&say.t("over-not-rated-unplayed")));
        let ctx = json!({
            "game": g.id, "turn": turn, "round": g.round, "phase": g.phase, "seat": seat_name,
            "result": result, "report": parts.join("\n\n"), "late": "", "late_you": false,
            "stood_in": "", "stood_in_you": false, "news": [], "you_resigned": you_resigned,
            "unplayed": true,
        });
        let body = m.notify.render("game_over.txt", &ctx)?;
        return Ok((subject_of("subject-game-over-unplayed"), body));
    }
    let mut parts = vec![wrapped(&say!(say, "over-stopped", turn = turn.as_str()))];
    parts.extend(why(by).map(|w| wrapped(&w)));
    let standings = engine.capabilities().standings;
    let placed = match standings {
        Some(s) => s.places_now(&*state)?.is_some(),
        None => false,
    };
    let table = match standings {
        Some(s) if placed => s.render_standings(&*state, m.notify.say())?,
        _ => None,
    };
    match table {
        Some(t) => parts.push(t.trim_end().to_string()),
        None if stated.resigned.is_empty() && stated.gone.is_empty() => {
            parts.push(wrapped(&say.t("over-stopped-equal")))
        }
        None => parts.push(wrapped(&say.t("over-stopped-equal-stayed"))),
    }
    if !stated.resigned.is_empty() || !stated.gone.is_empty() {
        let mut names: Vec<String> = (stated.resigned.iter())
            .map(|&s| state.seat_name(s, m.notify.say()))
            .collect();
        names.extend(stated.gone.iter().cloned());
        let names = crate::moderator::words::join_names(&names);
        parts.push(wrapped(&say!(say, "over-stopped-resigned", names = names)));
    }
    if !stated.rated {
        parts.push(wrapped(&say.t("over-not-rated")));
    }
    let ctx = json!({
        "game": g.id, "turn": turn, "round": g.round, "phase": g.phase, "seat": seat_name,
        "result": result, "report": parts.join("\n\n"), "late": "", "late_you": false,
        "stood_in": "", "stood_in_you": false, "news": [], "you_resigned": you_resigned,
    });
    let body = m.notify.render("game_over.txt", &ctx)?;
    Ok((subject_of("subject-game-over"), body))
}
