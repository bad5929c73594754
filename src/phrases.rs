//! What robomod reads from people, per language, as data: the reading phrasebooks
//! (`templates/lang/<code>/reading.toml`, and each game's `src/games/<kind>/lang/<code>.reading.toml`,
//! found by `build.rs`), beside the words robomod writes. A leaf: the mail reader
//! (`src/mail/reader.rs`) matches sentences against them, the moderator reads names with them.
//!
//! A file holds named lists of **phrasings**, in two tables: `[words]` (what is around an intent:
//! filler, negation, hedges, corrections, connectors between instructions) and `[intents]`
//! (what a sentence can mean: `power_down`, `status`, `resign`...). The lists of every language
//! are read together: a Polish player writing "power down" is read, and so is an English one
//! writing "pasuję". The meaning of each name is the reader's; the phrasings are the
//! phrasebook's alone.
//!
//! A phrasing is words matched in order within one sentence, after [`tokens`] normalised it
//! (lower case, without diacritics, `’` as `'`, punctuation gone):
//! - a word matches itself; `a|b` either; a word ending in `*` any word it begins
//!   (`wyłącz*`: wyłączam, wyłączyć);
//! - `*` alone: up to four words of any kind, across no comma, dash or break (`power * down`:
//!   power my robot down; not `power to the people, down`);
//! - `{game}`: a game number (`12`, `#12`, `g12`); `{name}`: one word, a name (`{name}:`,
//!   with a colon after it: `to {name}: {text}`);
//!   `{text}`: the rest of the sentence, as written (at least one word).
//!
//! Pure: the sources are compiled in. This file owns the phrasebooks as loaded and checked
//! ([`Phrases`]: every list by its name, the games' orders in words) and what is asked of them;
//! a text's words are [`tokens`]', one phrasing matched against them [`phrasing`]'s.

use rustc_hash::FxHashMap;
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Every reading phrasebook compiled in: (language code, file, text).
const SOURCES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/readings.rs"));

/// The names the reader gives a meaning to; a list of another name in a file is an error.
pub const NAMES: &[&str] = &[
    // [words]
    "filler",
    "negation",
    "hedge",
    "correction",
    "connector",
    "intro",
    "announce",
    "not_swap",
    "orders_named",
    "paragraph",
    "confirm",
    "when",
    "name_ending",
    "name_joint",
    "greeting",
    "request",
    "not_name",
    "counted",
    "only",
    "reference",
    "title",
    "continuation",
    "others",
    "owned",
    "hand",
    "disowned",
    "puzzled",
    "joking",
    "away",
    "reluctant",
    "abandoned",
    "rests",
    "polite",
    "condition",
    "replace_from",
    "action",
    "sequence",
    "again",
    "swap_with",
    "contrast",
    "restated",
    "counted_in",
    "playing",
    "reverse",
    "bottom_first",
    "modal",
    "hers",
    "number",
    "seats_word",
    "game_word",
    "count_2",
    "count_3",
    "count_4",
    "count_5",
    "count_6",
    "count_7",
    "count_8",
    "prose",
    "slang",
    "reason",
    "mention",
    "reason_label",
    "reason_weak",
    "question_label",
    "question_tag",
    "reflexive",
    "preposition",
    "declined",
    "play",
    "hand_many",
    "register_1",
    "register_2",
    "register_3",
    "register_4",
    "register_5",
    "register_last",
    "register_before_last",
    "register_middle",
    "register_for",
    "edit",
    "place",
    "indefinite",
    "after_all",
    "added",
    "sign_off",
    "asked_of",
    "said_of",
    "not_hand",
    "taken_back",
    "top",
    "bottom",
    "swap",
    "drop",
    "article",
    "one",
    "instead",
    "decided",
    "replace",
    "replace_by",
    "pair",
    "retract",
    "hold",
    // [intents]
    "to_moderator",
    "press",
    "press_greeting",
    "resign_confirm",
    "resign",
    "pass",
    "clear",
    "wait",
    "more_time",
    "orders_on_file",
    "history_all",
    "history",
    "summary",
    "ratings",
    "tournaments",
    "wait_off",
    "observe_off",
    "leave",
    "leave_tournament",
    "take",
    "try",
    "reminders_off",
    "reminders_on",
    "status",
    "rules",
    "help",
    "list_game",
    "list",
    "join_tournament",
    "join",
    "open",
    "join_here",
    "absent_cancel",
    "absent",
    "also_off",
    "also",
    "observe",
    "name",
    "name_intro",
    "name_again",
    "amend_last",
    "chatter",
    "question",
];

mod phrasing;
mod tokens;

use phrasing::{FirstWords, first_match};
pub use phrasing::{Match, Phrasing};
pub use tokens::{Token, game_number, norm, tokens};

/// One reading phrasebook file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    words: HashMap<String, Vec<String>>,
    #[serde(default)]
    intents: HashMap<String, Vec<String>>,
    /// A game's orders in words: the order as documented (`POWER DOWN`), its phrasings.
    #[serde(default)]
    orders: HashMap<String, Vec<String>>,
    /// A game's order that takes another back, when that one is said not to (`"POWER DOWN" =
    /// "POWER ON"`).
    #[serde(default)]
    undo: HashMap<String, String>,
}

/// Every language's phrasings, each list by its name.
#[derive(Debug, Default)]
pub struct Phrases {
    lists: FxHashMap<String, Vec<Phrasing>>,
    /// Each list's phrasings by their first word.
    firsts: FxHashMap<String, FirstWords>,
    /// The games' orders in words: (the order as documented, a phrasing).
    orders: Vec<(String, Phrasing)>,
    /// The orders' phrasings by their first word.
    order_firsts: FirstWords,
    /// The order that takes each order back.
    undo: HashMap<String, String>,
    /// Each language's words (normalised), from every phrasing of its phrasebooks.
    vocabulary: FxHashMap<String, rustc_hash::FxHashSet<String>>,
}

impl Phrases {
    /// The phrasebooks compiled in.
    pub fn builtin() -> &'static Phrases {
        static PHRASES: OnceLock<Phrases> = OnceLock::new();
        PHRASES.get_or_init(|| {
            Phrases::from_sources(SOURCES.iter().copied())
                .unwrap_or_else(|e| panic!("the built-in reading phrasebooks do not read: {e:?}"))
        })
    }

    /// The phrasings of `sources`: (language code, file name, TOML text). `Err`: each problem.
    pub fn from_sources<'a>(
        sources: impl IntoIterator<Item = (&'a str, &'a str, &'a str)>,
    ) -> Result<Phrases, Vec<String>> {
        let mut out = Phrases::default();
        let mut errors = Vec::new();
        for (code, file, text) in sources {
            let parsed: File = match toml::from_str(text) {
                Ok(f) => f,
                Err(e) => {
                    errors.push(format!("{file}: {e}"));
                    continue;
                }
            };
            let vocabulary = out.vocabulary.entry(code.to_string()).or_default();
            for source in (parsed.words.values().chain(parsed.intents.values()))
                .chain(parsed.orders.values())
                .flatten()
            {
                let plain = source.replace(['|', '*'], " ");
                vocabulary.extend(
                    tokens(&plain)
                        .into_iter()
                        .filter(|t| !t.norm.starts_with('{'))
                        .map(|t| t.norm),
                );
            }
            out.undo.extend(parsed.undo);
            for (order, list) in parsed.orders {
                for source in list {
                    match Phrasing::parse(&source) {
                        Ok(p) => out.orders.push((order.clone(), p)),
                        Err(e) => errors.push(format!("{file}: {order}: {e}")),
                    }
                }
            }
            for (name, list) in parsed.words.into_iter().chain(parsed.intents) {
                if !NAMES.contains(&name.as_str()) {
                    errors.push(format!("{file}: {name:?} is no list the reader knows"));
                    continue;
                }
                for source in list {
                    match Phrasing::parse(&source) {
                        Ok(p) => out.lists.entry(name.clone()).or_default().push(p),
                        Err(e) => errors.push(format!("{file}: {name}: {e}")),
                    }
                }
            }
        }
        out.orders
            .sort_by_key(|(_, p)| std::cmp::Reverse(p.words()));
        // Longer phrasings first: `no wait` before `no`, `help rules` before `help`.
        for list in out.lists.values_mut() {
            list.sort_by_key(|p| std::cmp::Reverse(p.words()));
        }
        out.firsts = (out.lists.iter())
            .map(|(name, list)| (name.clone(), FirstWords::of(list.iter())))
            .collect();
        out.order_firsts = FirstWords::of(out.orders.iter().map(|(_, p)| p));
        if errors.is_empty() {
            Ok(out)
        } else {
            Err(errors)
        }
    }

    /// The language whose phrasebooks hold two or more of `toks`' words (each counted once)
    /// that no other language's do, at least twice as many as any other (`jakie gry sa
    /// otwarte`, `jest jakis leaderboard?`: Polish; `hello` in the subject does not make it
    /// English).
    pub fn language_of(&self, toks: &[Token]) -> Option<&str> {
        let mut own: HashMap<&str, usize> = HashMap::new();
        let mut seen = std::collections::HashSet::new();
        for t in toks.iter().filter(|t| seen.insert(t.norm.as_str())) {
            let mut having = self.vocabulary.iter().filter(|(_, v)| v.contains(&t.norm));
            if let (Some((code, _)), None) = (having.next(), having.next()) {
                *own.entry(code.as_str()).or_default() += 1;
            }
        }
        let mut own: Vec<(&str, usize)> = own.into_iter().collect();
        own.sort_by_key(|(code, n)| (std::cmp::Reverse(*n), *code));
        match own.as_slice() {
            [(code, n)] if *n >= 2 => Some(code),
            [(code, n), (_, second), ..] if *n >= 2 && *n >= 2 * second => Some(code),
            _ => None,
        }
    }

    /// Whether any language's phrasings hold `word` (normalised).
    pub fn knows(&self, word: &str) -> bool {
        self.vocabulary.values().any(|v| v.contains(word))
    }

    /// The words of four letters or more in any language's phrasings that `word`
    /// (normalised) is with two letters next to each other swapped (`lsita`: `lista`), each
    /// once, in order.
    pub fn swapped_words(&self, word: &str) -> Vec<&str> {
        // Each swap of `word` looked up, not every word of the vocabulary compared: this runs
        // on every sentence a mail holds.
        let letters: Vec<char> = word.chars().collect();
        if letters.len() < 4 {
            return Vec::new();
        }
        let mut out: Vec<&str> = Vec::new();
        for i in 0..letters.len() - 1 {
            if letters[i] == letters[i + 1] {
                continue;
            }
            let mut swapped = letters.clone();
            swapped.swap(i, i + 1);
            let swapped: String = swapped.into_iter().collect();
            out.extend(
                self.vocabulary
                    .values()
                    .filter_map(|v| v.get(&swapped).map(String::as_str)),
            );
        }
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The phrasings of list `name` (none when no language has it).
    pub fn list(&self, name: &str) -> &[Phrasing] {
        self.lists.get(name).map_or(&[], Vec::as_slice)
    }

    /// The first of the games' orders in words that `toks` holds: the order as documented
    /// (`POWER DOWN`), where, and the phrasing.
    pub fn find_order(&self, toks: &[Token]) -> Option<(&str, Match, &Phrasing)> {
        self.find_order_from(toks, 0)
    }

    /// [`Phrases::find_order`] from token `from` on.
    pub fn find_order_from(&self, toks: &[Token], from: usize) -> Option<(&str, Match, &Phrasing)> {
        let (i, m) = first_match(&self.order_firsts, toks, from, |i| &self.orders[i].1)?;
        let (order, p) = &self.orders[i];
        Some((order.as_str(), m, p))
    }

    /// Whether one of the games' orders in words starts at the first of `toks`.
    pub fn order_starts(&self, toks: &[Token]) -> bool {
        toks.first().is_some_and(|t| {
            self.order_firsts
                .at(&t.norm)
                .any(|i| self.orders[i].1.starts(toks).is_some())
        })
    }

    /// The games' orders in words as documented (`POWER DOWN`), each once.
    pub fn order_lines(&self) -> impl Iterator<Item = &str> {
        let mut seen: Vec<&str> = Vec::new();
        self.orders
            .iter()
            .map(|(o, _)| o.as_str())
            .filter(move |o| {
                let new = !seen.contains(o);
                if new {
                    seen.push(o);
                }
                new
            })
    }

    /// The order that takes `order` back, if a game declares one.
    pub fn undo(&self, order: &str) -> Option<&str> {
        self.undo.get(order).map(String::as_str)
    }

    /// The first match of list `name` in `toks` (the longest phrasing where several start at
    /// the same word), with the phrasing.
    pub fn find<'a>(&'a self, name: &str, toks: &[Token]) -> Option<(Match, &'a Phrasing)> {
        self.find_from(name, toks, 0)
    }

    /// [`Phrases::find`] from token `from` on.
    pub fn find_from<'a>(
        &'a self,
        name: &str,
        toks: &[Token],
        from: usize,
    ) -> Option<(Match, &'a Phrasing)> {
        let list = self.list(name);
        let firsts = self.firsts.get(name)?;
        let (i, m) = first_match(firsts, toks, from, |i| &list[i])?;
        Some((m, &list[i]))
    }

    /// The longest match of a phrasing of list `name` at the start of `toks` (what
    /// [`Phrases::find`] finds there): where one may only start there, a search of the
    /// words after it would read every word for nothing.
    pub fn starting<'a>(&'a self, name: &str, toks: &[Token]) -> Option<(Match, &'a Phrasing)> {
        let list = self.list(name);
        let firsts = self.firsts.get(name)?;
        let (i, m) = phrasing::match_at(firsts, toks, 0, |i| &list[i])?;
        Some((m, &list[i]))
    }

    /// Whether `word` (normalised) is one of list `name`'s one-word phrasings.
    pub fn is_word(&self, name: &str, word: &str) -> bool {
        let list = self.list(name);
        (self.firsts.get(name))
            .and_then(|f| f.exact.get(word))
            .is_some_and(|places| places.iter().any(|&i| list[i].words() == 1))
    }

    /// How many tokens at the start of `toks` a phrasing of list `name` takes (the longest).
    pub fn leading(&self, name: &str, toks: &[Token]) -> usize {
        self.starting(name, toks).map_or(0, |(m, _)| m.end)
    }

    /// How many tokens at the end of `toks` a phrasing of list `name` takes (the longest).
    pub fn trailing(&self, name: &str, toks: &[Token]) -> usize {
        let Some(firsts) = self.firsts.get(name) else {
            return 0;
        };
        let list = self.list(name);
        // No longer tail than a phrasing of the list takes: this runs at every word.
        let longest = toks.len().min(firsts.longest.unwrap_or(usize::MAX));
        (1..=longest)
            .rev()
            .find(|&n| {
                let tail = &toks[toks.len() - n..];
                firsts
                    .at(&tail[0].norm)
                    .any(|i| list[i].starts(tail).is_some_and(|m| m.end == n))
            })
            .unwrap_or(0)
    }

    /// Whether `written` names `name` (a seat's or a player's), allowing the case endings a
    /// language puts on names (`Bobowi`, `Boba` for Bob; list `name_ending`).
    pub fn names(&self, written: &str, name: &str) -> bool {
        let (w, n) = (norm(written), norm(name));
        if w == n {
            return true;
        }
        // The stems a name is declined from: itself (Bob: Bobowi), without its last vowel
        // (Ania: Ani, Anię; Celina: Celiny), without the e that drops out of -ek and -ec
        // (Bartek: Bartka).
        let mut stems = vec![(n.clone(), false)];
        if let Some(stem) = n.strip_suffix(['a', 'e', 'o', 'y', 'i']) {
            stems.push((stem.to_string(), true));
        }
        for (full, short) in [("ek", "k"), ("ec", "c")] {
            if let Some(stem) = n.strip_suffix(full) {
                stems.push((format!("{stem}{short}"), false));
            }
        }
        stems.iter().any(|(stem, bare)| {
            w.strip_prefix(stem.as_str()).is_some_and(|rest| {
                (*bare && rest.is_empty() && stem.chars().count() >= 3)
                    || self.is_word("name_ending", rest)
            })
        })
    }
}

#[cfg(test)]
mod tests;
