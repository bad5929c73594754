//! One phrasing, compiled and matched: its parts (words, stems, gaps of up to four words,
//! `{game}`, `{name}`, `{text}`), where it matches in a text's tokens, and the index of a
//! list's phrasings by their first word that keeps reading a line cheap.

use super::tokens::{Token, game_number, norm};
use rustc_hash::FxHashMap;

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

/// The words one word of a phrasing stands for: each of its `|` alternatives, normalised, and
/// in a phrasing of several words (`bare`), each written with an apostrophe also without it, as
/// people type in a hurry (`wheres everyone` for `where's everyone`, `id like to` for `i'd like
/// to`). A word alone keeps its apostrophe: `he'll` is no `hell`.
fn alternatives(word: &str, bare: bool) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for a in word.split('|').map(|a| norm(a).replace('’', "'")) {
        let without = a.replace('\'', "");
        out.push(a);
        if bare && !without.is_empty() && !out.contains(&without) {
            out.push(without);
        }
    }
    out
}

impl Phrasing {
    pub(super) fn parse(source: &str) -> Result<Phrasing, String> {
        let several = source.split_whitespace().nth(1).is_some();
        let parts: Vec<Part> = source
            .split_whitespace()
            .map(|w| match w {
                "*" => Part::Gap,
                "{game}" => Part::Game,
                // `{name}:` (`to {name}: {text}`): a name, the colon after it checked by
                // the reader of what the phrasing says (press).
                "{name}" | "{name}:" => Part::Name,
                "{text}" => Part::Text,
                w => Part::Word(alternatives(w, several)),
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

    /// Whether it has a gap (`send * reports`): words of any kind in it.
    pub fn gapped(&self) -> bool {
        self.parts.iter().any(|p| matches!(p, Part::Gap))
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

    /// The most words a match of this phrasing takes; none when it takes the rest of the
    /// words (a text slot).
    fn longest(&self) -> Option<usize> {
        self.parts.iter().try_fold(0, |n, part| match part {
            Part::Text => None,
            Part::Gap => Some(n + 4),
            _ => Some(n + 1),
        })
    }

    fn at(&self, toks: &[Token], i: usize, k: usize, m: &mut Match) -> bool {
        let Some(part) = self.parts.get(k) else {
            m.end = i;
            return true;
        };
        match part {
            // A gap spans no mark that parts phrases (`wyłączam się, robot cały pogięty`
            // is no `wyłącz* * robot*`).
            Part::Gap => (0..=4).any(|n| {
                i + n <= toks.len()
                    && (n == 0
                        || (i + usize::from(k == 0)..=i + n)
                            .all(|j| toks.get(j).is_none_or(|t| !t.after_mark)))
                    && self.at(toks, i + n, k + 1, m)
            }),
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
pub(super) fn first_match<'a>(
    firsts: &FirstWords,
    toks: &[Token],
    from: usize,
    phrasing: impl Fn(usize) -> &'a Phrasing,
) -> Option<(usize, Match)> {
    (from..toks.len()).find_map(|s| match_at(firsts, toks, s, &phrasing))
}

/// The longest match of the phrasings `firsts` indexes that starts at token `s`, the first
/// in the list's order among equals: its place and the match.
pub(super) fn match_at<'a>(
    firsts: &FirstWords,
    toks: &[Token],
    s: usize,
    phrasing: impl Fn(usize) -> &'a Phrasing,
) -> Option<(usize, Match)> {
    let mut best: Option<(usize, Match)> = None;
    for i in firsts.at(&toks.get(s)?.norm) {
        let mut m = Match {
            start: s,
            ..Match::default()
        };
        if phrasing(i).at(toks, s, 0, &mut m) && best.as_ref().is_none_or(|(_, b)| m.end > b.end) {
            best = Some((i, m));
        }
    }
    best
}

/// Which phrasings of a list may start at a word: those whose first word is that word
/// exactly, those whose first word is a stem of it (looked up by the stem's first two
/// letters), and those that start otherwise (a gap, a slot, a stem of one letter), each by its
/// place in the list. Looking a word up instead of trying every phrasing at every word keeps
/// reading a line cheap however many phrasings the phrasebooks hold.
#[derive(Debug, Default)]
pub(super) struct FirstWords {
    pub(super) exact: FxHashMap<String, Vec<usize>>,
    stems: FxHashMap<String, Vec<usize>>,
    other: Vec<usize>,
    /// The most words a match of any of them takes (none: the rest of the words).
    pub(super) longest: Option<usize>,
}

/// How many letters of a stem (and of a word) it is looked up by.
const STEM_KEY: usize = 2;

/// The first [`STEM_KEY`] letters of `word` (all of it when shorter).
fn stem_key(word: &str) -> &str {
    word.char_indices()
        .nth(STEM_KEY)
        .map_or(word, |(end, _)| &word[..end])
}

impl FirstWords {
    pub(super) fn of<'a>(phrasings: impl Iterator<Item = &'a Phrasing>) -> FirstWords {
        fn add(list: &mut Vec<usize>, i: usize) {
            if list.last() != Some(&i) {
                list.push(i);
            }
        }
        let mut index = FirstWords {
            longest: Some(0),
            ..FirstWords::default()
        };
        for (i, p) in phrasings.enumerate() {
            index.longest = index.longest.zip(p.longest()).map(|(a, b)| a.max(b));
            let Part::Word(alts) = &p.parts[0] else {
                index.other.push(i);
                continue;
            };
            for a in alts {
                match a.strip_suffix('*') {
                    Some(stem) if stem.chars().count() >= STEM_KEY => add(
                        index.stems.entry(stem_key(stem).to_string()).or_default(),
                        i,
                    ),
                    Some(_) => add(&mut index.other, i),
                    None => add(index.exact.entry(a.clone()).or_default(), i),
                }
            }
        }
        index
    }

    /// The places of the phrasings that may start at `word`, in the list's order, each once.
    pub(super) fn at(&self, word: &str) -> impl Iterator<Item = usize> + '_ {
        let exact = self.exact.get(word).map_or(&[][..], Vec::as_slice);
        let stems = if word.chars().nth(STEM_KEY - 1).is_some() {
            self.stems
                .get(stem_key(word))
                .map_or(&[][..], Vec::as_slice)
        } else {
            &[][..]
        };
        union(
            union(exact.iter().copied(), stems.iter().copied()),
            self.other.iter().copied(),
        )
    }
}

/// The union of two rising sequences, rising, each number once.
fn union(
    a: impl Iterator<Item = usize>,
    b: impl Iterator<Item = usize>,
) -> impl Iterator<Item = usize> {
    let (mut a, mut b) = (a.peekable(), b.peekable());
    std::iter::from_fn(move || match (a.peek(), b.peek()) {
        (Some(&x), Some(&y)) if x == y => {
            b.next();
            a.next()
        }
        (Some(&x), Some(&y)) if y < x => b.next(),
        (Some(_), _) => a.next(),
        (None, _) => b.next(),
    })
}
