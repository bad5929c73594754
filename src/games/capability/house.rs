//! House rules ([`HouseRules`]): the options a game declares as data, each a typed value (a
//! switch, a whole number in a range, one of some words) with its default and its settings key,
//! and the words a person types and reads for it in each language, from the game's phrasebook:
//! `<kind>-house-<key>` (the option's name as typed in `OPEN`, every word of the message read,
//! the first shown: `LIVES`, `ŻYCIA`), `<kind>-house-<key>-about` (one line saying what it
//! does) and, for a one-of option, `<kind>-house-<key>-<word>` (each value's words).
//!
//! What this module does with them names no option: values read from a person's word or from
//! a setting's JSON and checked ([`read_word`], [`check`]: type, range, the known options or
//! values named in a refusal), and the options worded ([`in_force`], [`changed`]) for LIST,
//! the welcome, HELP RULES and the archive. A switch is written `ON`/`OFF` in any language
//! (robomod's `option-on`/`option-off` words) or `true`/`false`.

use super::Via;
use crate::games::Game;
use crate::lang::{Say, fold};
use serde_json::{Map, Value};

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HouseKind {
    /// On or off.
    Switch,
    /// A whole number from `min` to `max`.
    Number { min: i64, max: i64 },
    /// One of these words (as the settings write them: `damage`, `slide`).
    OneOf(&'static [&'static str]),
}

/// A value of an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HouseValue {
    Switch(bool),
    Number(i64),
    Word(&'static str),
}

impl HouseValue {
    /// The value as the settings keep it (`true`, `3`, `"slide"`).
    pub fn to_json(self) -> Value {
        match self {
            HouseValue::Switch(b) => Value::Bool(b),
            HouseValue::Number(n) => Value::from(n),
            HouseValue::Word(w) => Value::from(w),
        }
    }
}

/// One house rule of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HouseRule {
    /// Its key in the game's settings (`lives`).
    pub key: &'static str,
    pub kind: HouseKind,
    /// What a game that does not set it plays with: the game as its source text has it.
    pub default: HouseValue,
}

impl HouseRule {
    /// A switch, `default` on or off.
    pub const fn switch(key: &'static str, default: bool) -> HouseRule {
        HouseRule {
            key,
            kind: HouseKind::Switch,
            default: HouseValue::Switch(default),
        }
    }
    /// A whole number from `min` to `max`.
    pub const fn number(key: &'static str, min: i64, max: i64, default: i64) -> HouseRule {
        HouseRule {
            key,
            kind: HouseKind::Number { min, max },
            default: HouseValue::Number(default),
        }
    }
    /// One of `words`.
    pub const fn one_of(
        key: &'static str,
        words: &'static [&'static str],
        default: &'static str,
    ) -> HouseRule {
        HouseRule {
            key,
            kind: HouseKind::OneOf(words),
            default: HouseValue::Word(default),
        }
    }

    /// Every value it takes other than its default (a number's ends and middle): what the
    /// conformance suite plays.
    pub fn others(&self) -> Vec<HouseValue> {
        let all: Vec<HouseValue> = match self.kind {
            HouseKind::Switch => vec![HouseValue::Switch(false), HouseValue::Switch(true)],
            HouseKind::Number { min, max } => [min, (min + max) / 2, max]
                .into_iter()
                .map(HouseValue::Number)
                .collect(),
            HouseKind::OneOf(words) => words.iter().map(|&w| HouseValue::Word(w)).collect(),
        };
        let mut out: Vec<HouseValue> = Vec::new();
        for v in all {
            if v != self.default && !out.contains(&v) {
                out.push(v);
            }
        }
        out
    }
}

/// A game's house rules.
pub trait HouseRules: Game {
    /// The options, in the order they are shown.
    const HOUSE_RULES: &'static [HouseRule];
}

/// [`HouseRules`] as the moderator sees it.
pub trait DynHouseRules: Send + Sync {
    /// The game's kind, whose phrasebook words the options.
    fn kind(&self) -> &'static str;
    /// [`HouseRules::HOUSE_RULES`].
    fn rules(&self) -> &'static [HouseRule];
}

impl<G: HouseRules> DynHouseRules for Via<G> {
    fn kind(&self) -> &'static str {
        G::KIND
    }
    fn rules(&self) -> &'static [HouseRule] {
        G::HOUSE_RULES
    }
}

/// An option's name as `say`'s language writes it (the first word of `<kind>-house-<key>`).
pub fn name(house: &dyn DynHouseRules, rule: &HouseRule, say: Say<'_>) -> String {
    let id = format!("{}-house-{}", house.kind(), rule.key);
    let words = say.t(&id);
    words
        .split_whitespace()
        .next()
        .unwrap_or(rule.key)
        .to_string()
}

/// What an option does, one line in `say`'s language.
pub fn about(house: &dyn DynHouseRules, rule: &HouseRule, say: Say<'_>) -> String {
    say.t(&format!("{}-house-{}-about", house.kind(), rule.key))
}

/// A value as `say`'s language writes it: `ON`, `3`, `SLIDE`.
pub fn value_word(
    house: &dyn DynHouseRules,
    rule: &HouseRule,
    value: HouseValue,
    say: Say<'_>,
) -> String {
    match value {
        // A switch's word agrees with the option it sets where the language needs it
        // (`BEZPIECZNIK WŁĄCZONY`, `ULEPSZENIA WŁĄCZONE`): the game's `-on`/`-off` message.
        HouseValue::Switch(on) => {
            let state = if on { "on" } else { "off" };
            let id = format!("{}-house-{}-{state}", house.kind(), rule.key);
            let id = if say.has(&id) {
                id
            } else {
                format!("house-{state}")
            };
            say.t(&id)
        }
        HouseValue::Number(n) => n.to_string(),
        HouseValue::Word(w) => {
            let id = format!("{}-house-{}-{w}", house.kind(), rule.key);
            if say.has(&id) {
                let words = say.t(&id);
                words.split_whitespace().next().unwrap_or(w).to_string()
            } else {
                w.to_uppercase()
            }
        }
    }
}

/// The option a person's word names, in any language (`LIVES`, `zycia`).
pub fn rule_named(house: &dyn DynHouseRules, word: &str) -> Option<&'static HouseRule> {
    let folded = fold(word);
    let book = crate::lang::Phrasebook::builtin();
    house.rules().iter().find(|rule| {
        let id = format!("{}-house-{}", house.kind(), rule.key);
        fold(rule.key) == folded
            || book.codes().into_iter().any(|code| {
                let say = book.say(code);
                say.has(&id) && say.t(&id).split_whitespace().any(|w| fold(w) == folded)
            })
    })
}

/// The value a person's word gives `rule`, in any language (`OFF`, `WYŁĄCZ`, `3`, `slide`),
/// or the refusal in `say`'s language naming what it takes.
pub fn read_word(
    house: &dyn DynHouseRules,
    rule: &HouseRule,
    word: &str,
    say: Say<'_>,
) -> Result<HouseValue, String> {
    read(house, rule, &Value::from(word), say)
}

/// The value of `rule` a setting's JSON gives (`3`, `"3"`, `false`, `"off"`, `"slide"`), or the
/// refusal in `say`'s language.
pub fn read(
    house: &dyn DynHouseRules,
    rule: &HouseRule,
    value: &Value,
    say: Say<'_>,
) -> Result<HouseValue, String> {
    let text = match value {
        Value::String(s) => s.trim().to_string(),
        other => other.to_string(),
    };
    let name = name(house, rule, say);
    let refused = |id: &str, args: Vec<(&str, crate::lang::Arg<'static>)>| {
        let mut all: Vec<(&str, crate::lang::Arg<'_>)> = vec![
            ("name", name.clone().into()),
            ("value", text.clone().into()),
        ];
        all.extend(args);
        say.args(id, &all)
    };
    match rule.kind {
        HouseKind::Switch => {
            let on = match value {
                Value::Bool(b) => Some(*b),
                _ => {
                    let folded = fold(&text);
                    let options = crate::lang::Phrasebook::builtin().option_words();
                    match options.get(&folded).map(String::as_str).unwrap_or(&folded) {
                        "ON" | "TRUE" | "YES" => Some(true),
                        "OFF" | "FALSE" | "NO" => Some(false),
                        _ => None,
                    }
                }
            };
            on.map(HouseValue::Switch).ok_or_else(|| {
                refused(
                    "house-bad-switch",
                    vec![
                        ("on", say.t("house-on").into()),
                        ("off", say.t("house-off").into()),
                    ],
                )
            })
        }
        HouseKind::Number { min, max } => {
            let n = match value {
                Value::Number(n) => n.as_i64(),
                _ => text.parse::<i64>().ok(),
            };
            n.filter(|n| (min..=max).contains(n))
                .map(HouseValue::Number)
                .ok_or_else(|| {
                    refused(
                        "house-bad-number",
                        vec![("min", min.into()), ("max", max.into())],
                    )
                })
        }
        HouseKind::OneOf(words) => {
            let folded = fold(&text);
            let book = crate::lang::Phrasebook::builtin();
            let found = words.iter().copied().find(|w| {
                let id = format!("{}-house-{}-{w}", house.kind(), rule.key);
                fold(w) == folded
                    || book.codes().into_iter().any(|code| {
                        let s = book.say(code);
                        s.has(&id) && s.t(&id).split_whitespace().any(|x| fold(x) == folded)
                    })
            });
            found.map(HouseValue::Word).ok_or_else(|| {
                let known: Vec<String> = words
                    .iter()
                    .map(|&w| value_word(house, rule, HouseValue::Word(w), say))
                    .collect();
                refused("house-bad-word", vec![("words", known.join(", ").into())])
            })
        }
    }
}

/// The refusal of a word that names no option of the game, the known ones named.
pub fn unknown(house: &dyn DynHouseRules, word: &str, say: Say<'_>) -> String {
    let known: Vec<String> = house.rules().iter().map(|r| name(house, r, say)).collect();
    crate::say!(
        say,
        "house-unknown",
        word = word.to_uppercase(),
        known = known.join(", ")
    )
}

/// The settings with every house rule's value checked and written as the settings keep it
/// (`"off"` -> `false`, `"3"` -> `3`); a refusal in `say`'s language names the option and
/// what it takes.
pub fn check(
    house: &dyn DynHouseRules,
    settings: &Map<String, Value>,
    say: Say<'_>,
) -> Result<Map<String, Value>, String> {
    let mut out = settings.clone();
    for rule in house.rules() {
        if let Some(v) = settings.get(rule.key) {
            let value = read(house, rule, v, say)?;
            out.insert(rule.key.to_string(), value.to_json());
        }
    }
    Ok(out)
}

/// The value of each option in `settings` (a game's settings, checked), its default where
/// they do not set it.
pub fn values(
    house: &dyn DynHouseRules,
    settings: &Value,
) -> Vec<(&'static HouseRule, HouseValue)> {
    let say = crate::lang::Say::english();
    house
        .rules()
        .iter()
        .map(|rule| {
            let value = settings
                .get(rule.key)
                .filter(|v| !v.is_null())
                .and_then(|v| read(house, rule, v, say).ok())
                .unwrap_or(rule.default);
            (rule, value)
        })
        .collect()
}

/// One option as shown: its name, its value in force, what it does, and whether the value is
/// the game's own (the default).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct InForce {
    pub name: String,
    pub value: String,
    pub about: String,
    pub default: bool,
}

/// Every option with its value in force in `settings`, in `say`'s language (HELP RULES, the
/// welcome, the archive).
pub fn in_force(house: &dyn DynHouseRules, settings: &Value, say: Say<'_>) -> Vec<InForce> {
    values(house, settings)
        .into_iter()
        .map(|(rule, value)| InForce {
            name: name(house, rule, say),
            value: value_word(house, rule, value, say),
            about: about(house, rule, say),
            default: value == rule.default,
        })
        .collect()
}

/// The options `settings` set to other than the game's own, as `NAME VALUE` words in `say`'s
/// language (`LIVES 5`, `UPGRADES OFF`): what LIST shows.
pub fn changed(house: &dyn DynHouseRules, settings: &Value, say: Say<'_>) -> Vec<String> {
    in_force(house, settings, say)
        .into_iter()
        .filter(|f| !f.default)
        .map(|f| format!("{} {}", f.name, f.value))
        .collect()
}

#[cfg(test)]
mod tests;
