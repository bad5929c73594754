//! A game master's command (`PAUSE`, `EJECT`, ...) in a player's mail: refused, nothing done.
//! A player who is also a master of the game is told to write with their master's key (the
//! Reply-To of the mails robomod writes them as master).

use crate::lang;
use crate::moderator::incoming::reply::Item;
use crate::moderator::{error::ModError, layers::Intake};
use crate::say;
use crate::store::games::GameRow;
use rusqlite::Connection;

/// The refusal of `word text` in the mail of `from`, a player of `g`.
pub(crate) fn refused(
    _m: &Intake<'_>,
    c: &Connection,
    g: &GameRow,
    from: &str,
    (word, text): (&str, &str),
) -> Result<Item, ModError> {
    let is_master = crate::store::masters::of_game(c, g.id)?
        .iter()
        .any(|r| r.address.eq_ignore_ascii_case(from));
    let say = lang::now();
    let word = say.command_word(word);
    let mut answer = say!(say, "master-only", word = word.as_str(), game = g.id);
    if is_master {
        answer.push('\n');
        answer.push_str(&say.t("master-only-use-key"));
    }
    let quote = format!("{word} {text}").trim().to_string();
    Ok(Item::new("master_only", &quote, &answer, true, false))
}
