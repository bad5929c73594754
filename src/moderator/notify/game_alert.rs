//! An alert about a game's seat (a player silent for rounds, resigned, played by the stand-in)
//! goes to whoever runs the game (issue 51): each of its masters, in their language, tagged
//! with their master's key so that they answer with a master's command (`EJECT`, `REPLACE`),
//! and with a master's footer; the operator when the game has none, as before.

use crate::moderator::{error::ModError, layers::Notify};
use crate::outgoing::MailKind;
use crate::store::games::GameRow;
use rusqlite::Connection;
use serde_json::{Value, json};

/// Alerts `g`'s masters, else the operator: `write(master)` gives (for a master: its seats named in their words) (subject, the branch of
/// `templates/alerts.txt` and its context) in the language spoken when it is called, the
/// reader's; `salt` makes the operator's Message-ID unique.
pub(crate) fn game_alert(
    m: &Notify<'_>,
    c: &Connection,
    g: &GameRow,
    salt: &str,
    write: impl Fn(bool) -> Result<(String, &'static str, Value), ModError>,
) -> Result<(), ModError> {
    let masters = crate::store::masters::of_game(c, g.id)?;
    if masters.is_empty() {
        let (subject, text) = {
            let _speaking = crate::lang::speak(m.ctx.config.operator_language);
            let (subject, say, ctx) = write(false)?;
            (subject, m.alert_text(say, ctx)?)
        };
        return m.alert(c, &subject, &text, salt);
    }
    for row in &masters {
        let _speaking = m.speak_to(c, Some(g.id), Some(&row.address))?;
        let (subject, say, mut ctx) = write(true)?;
        ctx["master"] = true.into();
        let text = crate::moderator::words::phrase(m.ctx.templates(), "alerts.txt", say, ctx)?;
        let lines = super::master_wrapped(&text);
        let body = m.render("alert.txt", json!({ "lines": lines, "to": "master" }))?;
        let mail = (MailKind::Alert, subject.as_str(), body);
        super::master::queue_to_master(m, c, g, row, mail, None)?;
    }
    Ok(())
}
