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
//! - `*` alone: up to four words of any kind (`power * down`: power my robot down);
//! - `{game}`: a game number (`12`, `#12`, `g12`); `{name}`: one word, a name;
//!   `{text}`: the rest of the sentence, as written (at least one word).
//!
//! Pure: the sources are compiled in.

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
    "name_ending",
    "greeting",
    "request",
    "not_name",
    "continuation",
    "others",
    "modal",
    "hers",
    "number",
    "prose",
    "register_1",
    "register_2",
    "register_3",
    "register_4",
    "register_5",
    "register_last",
    "register_before_last",
    "register_middle",
    "edit",
    "swap",
    "pair",
    "retract",
    // [intents]
    "to_moderator",
    "press",
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
    "status",
    "rules",
    "help",
    "list",
    "join_tournament",
    "join",
    "observe",
    "name",
    "amend_last",
    "chatter",
    "question",
];

/// One word of a normalised text and where it stands in the text as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// Lower case, without diacritics, `’` as `'`.
    pub norm: String,
    /// Byte range in the text as written.
    pub start: usize,
    pub end: usize,
    /// Whether a `:`, `(`, `)` or a sentence mark stands between this word and the one before.
    pub after_break: bool,
}

/// `word` as phrasings compare it: lower case, without diacritics (`Wyłączam` is `wylaczam`).
pub fn norm(word: &str) -> String {
    // Letters lose their diacritics; a symbol a game's notation may use (`R←`) stays itself,
    // where deunicode would spell it out in ASCII.
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        if c.is_ascii() || c.is_alphanumeric() {
            out.push_str(&deunicode::deunicode_char(c).unwrap_or("").to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Characters that part words (besides white space); `'`, `-`, `+` and `.` inside a word stay.
fn parts(c: char) -> bool {
    c.is_whitespace() || ",;:!?()[]{}\"“”„«»…/<>–—".contains(c)
}

/// Characters after which the next word stands apart from the one before.
fn breaks(c: char) -> bool {
    ":!?();[]".contains(c)
}

/// The words of `text`, normalised (see the module doc); a word's full stop at its end is no
/// part of it, and counts as a break before the next.
pub fn tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut start = None;
    let mut broken = false;
    let mut push = |s: usize, e: usize, broken: &mut bool| {
        let word = &text[s..e];
        let bare = word.trim_end_matches('.');
        let bare = bare.trim_matches(['\'', '’', '-', '*']);
        if !bare.is_empty() {
            let off = s + word.find(bare).unwrap_or(0);
            out.push(Token {
                norm: norm(bare).replace('’', "'"),
                start: off,
                end: off + bare.len(),
                after_break: *broken,
            });
            *broken = word.ends_with('.') && word.len() > 1;
        } else if word.contains('.') {
            *broken = true;
        }
    };
    for (i, c) in text.char_indices() {
        if parts(c) {
            if let Some(s) = start.take() {
                push(s, i, &mut broken);
            }
            if breaks(c) {
                broken = true;
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        push(s, text.len(), &mut broken);
    }
    out
}

/// One word of a phrasing.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Part {
    /// Any of these (a trailing `*`: any word starting so).
    Word(Vec<String>),
    /// Up to four words.
    Gap,
    Game,
    Name,
    Text,
}

/// One phrasing, ready to match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrasing {
    parts: Vec<Part>,
    /// As written in the phrasebook, for `mail check`.
    pub source: String,
}

/// Where a phrasing matched: token range `[start, end)`, and its slots.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Match {
    pub start: usize,
    pub end: usize,
    pub game: Option<i64>,
    /// The token index of `{name}`.
    pub name: Option<usize>,
    /// The token index `{text}` starts at.
    pub text: Option<usize>,
}

/// A game number as people write it: `12`, `#12`, `g12`.
pub fn game_number(word: &str) -> Option<i64> {
    let w = word.trim_start_matches('#');
    let w = w.strip_prefix('g').unwrap_or(w);
    (!w.is_empty() && w.len() <= 12 && w.bytes().all(|b| b.is_ascii_digit()))
        .then(|| w.parse().ok())
        .flatten()
}

impl Phrasing {
    fn parse(source: &str) -> Result<Phrasing, String> {
        let parts: Vec<Part> = source
            .split_whitespace()
            .map(|w| match w {
                "*" => Part::Gap,
                "{game}" => Part::Game,
                "{name}" => Part::Name,
                "{text}" => Part::Text,
                w => Part::Word(w.split('|').map(|a| norm(a).replace('’', "'")).collect()),
            })
            .collect();
        if parts.is_empty() {
            return Err("an empty phrasing".into());
        }
        if parts[..parts.len() - 1].contains(&Part::Text) {
            return Err(format!("{source:?}: {{text}} must come last"));
        }
        Ok(Phrasing {
            parts,
            source: source.to_string(),
        })
    }

    /// How many words it has (gaps and slots count as one each).
    pub fn words(&self) -> usize {
        self.parts.len()
    }

    /// The first place in `toks` (from `from` on) this phrasing matches.
    pub fn find(&self, toks: &[Token], from: usize) -> Option<Match> {
        (from..toks.len()).find_map(|s| {
            let mut m = Match {
                start: s,
                ..Match::default()
            };
            self.at(toks, s, 0, &mut m).then_some(m)
        })
    }

    /// Whether the phrasing matches `toks` from its start, and how many tokens it took.
    pub fn starts(&self, toks: &[Token]) -> Option<Match> {
        let mut m = Match::default();
        self.at(toks, 0, 0, &mut m).then_some(m)
    }

    fn at(&self, toks: &[Token], i: usize, k: usize, m: &mut Match) -> bool {
        let Some(part) = self.parts.get(k) else {
            m.end = i;
            return true;
        };
        match part {
            Part::Gap => (0..=4).any(|n| i + n <= toks.len() && self.at(toks, i + n, k + 1, m)),
            Part::Text => {
                if i >= toks.len() {
                    return false;
                }
                m.text = Some(i);
                m.end = toks.len();
                true
            }
            _ => {
                let Some(t) = toks.get(i) else {
                    return false;
                };
                let ok = match part {
                    Part::Word(alts) => alts.iter().any(|a| match a.strip_suffix('*') {
                        Some(stem) if !stem.is_empty() => t.norm.starts_with(stem),
                        _ => t.norm == *a,
                    }),
                    Part::Game => game_number(&t.norm).is_some(),
                    Part::Name => t.norm.chars().next().is_some_and(char::is_alphabetic),
                    _ => false,
                };
                if !ok {
                    return false;
                }
                let (game, name) = (m.game, m.name);
                match part {
                    Part::Game => m.game = game_number(&t.norm),
                    Part::Name => m.name = Some(i),
                    _ => {}
                }
                if self.at(toks, i + 1, k + 1, m) {
                    return true;
                }
                (m.game, m.name) = (game, name);
                false
            }
        }
    }
}

/// The first place in `toks` one of the phrasings `firsts` indexes matches (`phrasing(i)`, the
/// one at place `i`): the earliest start, the longest match there, the first in the list's
/// order among equals; its place and the match.
fn first_match<'a>(
    firsts: &FirstWords,
    toks: &[Token],
    phrasing: impl Fn(usize) -> &'a Phrasing,
) -> Option<(usize, Match)> {
    (0..toks.len()).find_map(|s| {
        let mut best: Option<(usize, Match)> = None;
        for i in firsts.at(&toks[s].norm) {
            let mut m = Match {
                start: s,
                ..Match::default()
            };
            if phrasing(i).at(toks, s, 0, &mut m)
                && best.as_ref().is_none_or(|(_, b)| m.end > b.end)
            {
                best = Some((i, m));
            }
        }
        best
    })
}

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

/// Which phrasings of a list may start at a word: those whose first word is that word
/// exactly, and those that start otherwise (a stem, a gap, a slot), each by its place in the
/// list. Looking a word up instead of trying every phrasing at every word keeps reading a
/// line cheap however many phrasings the phrasebooks hold.
#[derive(Debug, Default)]
struct FirstWords {
    exact: HashMap<String, Vec<usize>>,
    other: Vec<usize>,
}

impl FirstWords {
    fn of<'a>(phrasings: impl Iterator<Item = &'a Phrasing>) -> FirstWords {
        let mut index = FirstWords::default();
        for (i, p) in phrasings.enumerate() {
            let Part::Word(alts) = &p.parts[0] else {
                index.other.push(i);
                continue;
            };
            for a in alts.iter().filter(|a| !a.ends_with('*')) {
                let list = index.exact.entry(a.clone()).or_default();
                if list.last() != Some(&i) {
                    list.push(i);
                }
            }
            if alts.iter().any(|a| a.ends_with('*')) {
                index.other.push(i);
            }
        }
        index
    }

    /// The places of the phrasings that may start at `word`, in the list's order, each once.
    fn at(&self, word: &str) -> impl Iterator<Item = usize> + '_ {
        let exact = self.exact.get(word).map_or(&[][..], Vec::as_slice);
        let (mut a, mut b) = (exact.iter().peekable(), self.other.iter().peekable());
        std::iter::from_fn(move || match (a.peek(), b.peek()) {
            (Some(&&x), Some(&&y)) if x == y => {
                b.next();
                a.next().copied()
            }
            (Some(&&x), Some(&&y)) if y < x => b.next().copied(),
            (Some(_), _) => a.next().copied(),
            (None, _) => b.next().copied(),
        })
    }
}

/// Every language's phrasings, each list by its name.
#[derive(Debug, Default)]
pub struct Phrases {
    lists: HashMap<String, Vec<Phrasing>>,
    /// Each list's phrasings by their first word.
    firsts: HashMap<String, FirstWords>,
    /// The games' orders in words: (the order as documented, a phrasing).
    orders: Vec<(String, Phrasing)>,
    /// The orders' phrasings by their first word.
    order_firsts: FirstWords,
    /// The order that takes each order back.
    undo: HashMap<String, String>,
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
        for (_code, file, text) in sources {
            let parsed: File = match toml::from_str(text) {
                Ok(f) => f,
                Err(e) => {
                    errors.push(format!("{file}: {e}"));
                    continue;
                }
            };
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
            .sort_by_key(|(_, p)| std::cmp::Reverse(p.parts.len()));
        // Longer phrasings first: `no wait` before `no`, `help rules` before `help`.
        for list in out.lists.values_mut() {
            list.sort_by_key(|p| std::cmp::Reverse(p.parts.len()));
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

    /// The phrasings of list `name` (none when no language has it).
    pub fn list(&self, name: &str) -> &[Phrasing] {
        self.lists.get(name).map_or(&[], Vec::as_slice)
    }

    /// The first of the games' orders in words that `toks` holds: the order as documented
    /// (`POWER DOWN`), where, and the phrasing.
    pub fn find_order(&self, toks: &[Token]) -> Option<(&str, Match, &Phrasing)> {
        let (i, m) = first_match(&self.order_firsts, toks, |i| &self.orders[i].1)?;
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
        let list = self.list(name);
        let firsts = self.firsts.get(name)?;
        let (i, m) = first_match(firsts, toks, |i| &list[i])?;
        Some((m, &list[i]))
    }

    /// Whether `word` (normalised) is one of list `name`'s one-word phrasings.
    pub fn is_word(&self, name: &str, word: &str) -> bool {
        let list = self.list(name);
        (self.firsts.get(name))
            .and_then(|f| f.exact.get(word))
            .is_some_and(|places| places.iter().any(|&i| list[i].parts.len() == 1))
    }

    /// How many tokens at the start of `toks` a phrasing of list `name` takes (the longest).
    pub fn leading(&self, name: &str, toks: &[Token]) -> usize {
        let (Some(first), Some(firsts)) = (toks.first(), self.firsts.get(name)) else {
            return 0;
        };
        let list = self.list(name);
        firsts
            .at(&first.norm)
            .filter_map(|i| list[i].starts(toks).map(|m| m.end))
            .max()
            .unwrap_or(0)
    }

    /// How many tokens at the end of `toks` a phrasing of list `name` takes (the longest).
    pub fn trailing(&self, name: &str, toks: &[Token]) -> usize {
        let Some(firsts) = self.firsts.get(name) else {
            return 0;
        };
        let list = self.list(name);
        (1..=toks.len())
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
