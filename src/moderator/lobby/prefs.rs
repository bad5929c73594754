//! `SET`: a player's own preferences, kept per address in the `preferences` table (the same
//! whichever game, or none). `SET` alone lists them. The keys and the words each takes:
//! `PICTURES ROUND|STEPS|ANIMATED|NONE` (what pictures round reports carry: stored here,
//! obeyed by the reports), `REMINDERS OFF|ON` (obeyed by the reminders:
//! [`crate::moderator::preferences::reminders_off`]),
//! `DIGEST DAILY|OFF` (the daily digest: `super::digest`), `NAME Ann` (the name `JOIN` seats
//! them under unless `AS` says otherwise), `LANGUAGE PL` (the language of every mail robomod
//! writes them: `crate::moderator::language`).

use super::super::error::ModError;
use super::clean_name;
use crate::moderator::language;
use crate::moderator::layers::Lobby;
use crate::moderator::lobby::Asked;
use crate::moderator::replies::Item;
use crate::store::audit;
use crate::store::preferences;
use rusqlite::Connection;
use serde_json::json;

/// Each key, lower-case as stored, the words it takes (the first is the default), and whether
/// it takes free text instead (NAME).
const KEYS: &[(&str, &[&str])] = &[
    ("pictures", &["ROUND", "STEPS", "ANIMATED", "NONE"]),
    ("reminders", &["ON", "OFF"]),
    ("digest", &["OFF", "DAILY"]),
    ("name", &[]),
    // The words are the phrasebooks' codes: see [`language_words`].
    (language::KEY, &[]),
];

/// The words `SET LANGUAGE` takes: every language robomod has a phrasebook for, upper-case.
fn language_words() -> Vec<String> {
    crate::lang::Phrasebook::builtin()
        .codes()
        .iter()
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// Whether `address` asked for the daily digest.
pub fn digest_daily(c: &Connection, address: &str) -> Result<bool, ModError> {
    Ok(preferences::get(c, address, "digest")?.as_deref() == Some("DAILY"))
}

/// The name `address` set, if any.
pub fn name(c: &Connection, address: &str) -> Result<Option<String>, ModError> {
    Ok(preferences::get(c, address, "name")?)
}

impl Lobby<'_> {
    /// `SET` alone (what is set), or `SET KEY VALUE`.
    pub(crate) fn set_item(&self, asked: Asked<'_>, text: &str) -> Result<Item, ModError> {
        let (c, from, quote, now) = (asked.c, asked.from, asked.quote, asked.now);
        let mut words = text.split_whitespace();
        let Some(key) = words.next() else {
            let set = preferences::of_address(c, from)?;
            let rows: Vec<_> = KEYS
                .iter()
                .map(|(k, values)| {
                    let value = set
                        .iter()
                        .find(|p| p.key == *k)
                        .map(|p| p.value.clone())
                        .or_else(|| values.first().map(|v| v.to_string()))
                        .or_else(|| {
                            (*k == language::KEY).then(|| crate::lang::speaking().to_uppercase())
                        });
                    // In the reader's words: OBRAZKI RUNDA.
                    let say = crate::lang::now();
                    let value = value.map(|v| say.option_word(&v));
                    json!({ "key": say.command_word(&k.to_uppercase()), "value": value })
                })
                .collect();
            let ctx = json!({ "rows": rows, "languages": language_words().join("|") });
            let mut item = self.notify.lobby_answer("set_list", quote, ctx, false)?;
            item.acted = false;
            return Ok(item);
        };
        let key = key.to_ascii_lowercase();
        let Some((_, values)) = KEYS.iter().find(|(k, _)| *k == key) else {
            return self.notify.lobby_answer(
                "set_bad",
                quote,
                json!({ "key": key.to_uppercase() }),
                true,
            );
        };
        let rest: Vec<&str> = words.collect();
        let value = if key == language::KEY {
            match language::known(&rest.join(" ")) {
                Some(code) => code.to_ascii_uppercase(),
                None => {
                    let values = language_words().join(&crate::lang::now().t("list-or"));
                    let ctx = json!({ "key": key.to_uppercase(), "values": values });
                    return self.notify.lobby_answer("set_value", quote, ctx, true);
                }
            }
        } else if values.is_empty() {
            match clean_name(&rest.join(" ")) {
                Some(n) => n,
                None => {
                    return self.notify.lobby_answer(
                        "bad_name",
                        quote,
                        json!({ "name": rest.join(" ") }),
                        true,
                    );
                }
            }
        } else {
            // A value in any language's words (`CODZIENNIE`), kept as the English one.
            let folded = crate::lang::fold(&rest.join(" "));
            let options = crate::lang::Phrasebook::builtin().option_words();
            let v = options.get(&folded).cloned().unwrap_or(folded);
            if !values.contains(&v.as_str()) {
                let say = crate::lang::now();
                let shown: Vec<String> = values.iter().map(|v| say.option_word(v)).collect();
                let values = shown.join(&say.t("list-or"));
                let ctx = json!({ "key": key.to_uppercase(), "values": values });
                return self.notify.lobby_answer("set_value", quote, ctx, true);
            }
            v
        };
        preferences::set(c, from, &key, &value, now)?;
        audit::record(
            c,
            now,
            None,
            "player",
            "set",
            json!({ "address": from, "key": key, "value": value }),
        )?;
        // The answer to SET LANGUAGE is in the language chosen.
        let _speaking = (key == language::KEY)
            .then(|| language::known(&value).map(crate::lang::speak))
            .flatten();
        let say = crate::lang::now();
        // `key` and `value` pick the answer; `shown_*` are what the reader reads.
        let ctx = json!({
            "key": key.to_uppercase(), "value": value,
            "shown_key": say.command_word(&key.to_uppercase()),
            "shown_value": say.option_word(&value),
            "hour": self.ctx.config.lobby.digest_hour,
        });
        self.notify.lobby_answer("set", quote, ctx, false)
    }
}
