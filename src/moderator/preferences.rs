//! What a player asked for with `SET` (the `preferences` table), read where it is obeyed: the
//! reminders ([`reminders_off`]). Setting them is the lobby's (`lobby::prefs`).

use crate::moderator::error::ModError;
use crate::store::preferences;
use rusqlite::Connection;

/// Whether `address` asked for no reminders (`SET REMINDERS OFF`).
pub fn reminders_off(c: &Connection, address: &str) -> Result<bool, ModError> {
    Ok(preferences::get(c, address, "reminders")?.as_deref() == Some("OFF"))
}
