//! A game's own options that belong to robomod, not to its engine: what its round reports
//! carry (`pictures`, see [`crate::moderator::notify::report_pictures`]) and the seats' rules
//! (`stand_in`, `no_humans`, see [`crate::moderator::round::stand_in`]) and the language its
//! mails are written in unless a player chose their own (`language`, see
//! [`crate::moderator::language`]). They come in as game
//! settings (`game new --set pictures=round --stand-in 2`), are taken out before the engine
//! checks the rest, and are kept as `game_options` rows, which `game next` hands on.

use crate::moderator::notify::report_pictures::{GAME_OPTION as PICTURES, Pictures};
use crate::moderator::seat_rules::SeatRules;
use crate::moderator::{error::ModError, language};
use serde_json::{Map, Value};

/// Takes robomod's options out of a new game's `settings`, checked: the rows to keep.
pub(crate) fn take(
    settings: &mut Map<String, Value>,
) -> Result<Vec<(&'static str, String)>, ModError> {
    let mut options = Vec::new();
    if let Some(v) = settings.remove(PICTURES) {
        options.push((PICTURES, Pictures::from_setting(&v)?.word().to_string()));
    }
    if let Some(v) = settings.remove(language::KEY) {
        let word = v
            .as_str()
            .map(str::to_string)
            .unwrap_or_else(|| v.to_string());
        let Some(code) = language::known(&word) else {
            let codes = crate::lang::Phrasebook::builtin().codes().join(", ");
            return Err(ModError::Input(format!(
                "language={word}: robomod writes in {codes}; give one of those codes"
            )));
        };
        options.push((language::KEY, code.to_string()));
    }
    options.extend(SeatRules::take(settings)?);
    for key in crate::moderator::seat_rules::MASTER_CAPS {
        if let Some(v) = settings.remove(key) {
            let n = match &v {
                Value::Number(n) => n.as_u64(),
                Value::String(s) => s.trim().parse().ok(),
                _ => None,
            };
            let Some(n) = n.filter(|n| *n <= 1_000) else {
                // english: a setting's error for the operator (game new/open)
                return Err(ModError::Input(format!(
                    "{key}={v}: write a whole number (days for master_delay_days, rounds for \
                     master_rollbacks), 0 for none"
                )));
            };
            options.push((key, n.to_string()));
        }
    }
    let entry = crate::moderator::ratings::entry::Entry::take(settings)?;
    if !entry.is_open() {
        return Err(ModError::Input(
            "min_rating and min_dedication are for a game opened to be joined (robomod game \
             open), checked as players JOIN it: a game created with its players has no one to \
             check"
                .into(),
        ));
    }
    Ok(options)
}

/// The options as the audit records them.
pub(crate) fn as_json(options: &[(&'static str, String)]) -> Value {
    let map = options
        .iter()
        .map(|(k, v)| (k.to_string(), Value::from(v.as_str())));
    Value::Object(map.collect())
}
