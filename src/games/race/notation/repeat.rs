//! An instruction written once and played more than once: counted before it (`twice right`,
//! `dwa razy w prawo`, `2x F`, `three times left`), after it (`right twice`, `w prawo dwa
//! razy`, `R x2`), or repeated after it in words (`forward one and another one`, `jedno pole do
//! przodu i jeszcze jedno`, `left, again`). A count is two to five: a program has five
//! registers. [`super::parse_program`] asks here around each instruction it reads.

use super::spelled::plain;
use crate::games::race::cards::{Card, Instr};

/// A count people write as one word: `twice`, `dwukrotnie`, `2x`, `x3`.
fn one_word(w: &str) -> Option<usize> {
    match w {
        "twice" | "dwukrotnie" | "dwakroc" => Some(2),
        "thrice" | "trzykrotnie" => Some(3),
        _ => {
            let digits = w
                .strip_suffix('x')
                .or_else(|| w.strip_prefix('x'))
                .or_else(|| w.strip_suffix('×'))
                .or_else(|| w.strip_prefix('×'))?;
            digits.parse().ok()
        }
    }
}

/// A count and the word for times after it: `two times`, `3 times`, `dwa razy`, `trzy razy`.
fn with_times(words: &[String]) -> Option<usize> {
    let [n, times, ..] = words else {
        return None;
    };
    let n = match plain(n).as_str() {
        "two" | "dwa" | "dwie" => 2,
        "three" | "trzy" => 3,
        "four" | "cztery" => 4,
        "five" | "piec" => 5,
        other => other.parse().ok()?,
    };
    matches!(plain(times).as_str(), "times" | "razy" | "x").then_some(n)
}

/// How many times the instruction written with these words is played, and how many words
/// say it: a count of two to five, in one word or two.
pub(super) fn count(words: &[String]) -> Option<(usize, usize)> {
    let found = match words
        .first()
        .map(|w| plain(w))
        .as_deref()
        .and_then(one_word)
    {
        Some(n) => (n, 1),
        None => (with_times(words)?, 2),
    };
    (2..=5).contains(&found.0).then_some(found)
}

/// A move forward of one square (`do przodu`, `F`) counted with an `x` after it (`x2`, `2x`),
/// read as its squares: `F2`, `F3` (see [`super::parse_program_for`]).
pub(super) fn squares(instr: Instr, count: &str, n: usize) -> Option<Instr> {
    let x = plain(count);
    let with_x = x.starts_with(['x', '×']) || x.ends_with(['x', '×']);
    match (instr, n) {
        (Instr::Card(Card::F1), 2) if with_x => Some(Instr::Card(Card::F2)),
        (Instr::Card(Card::F1), 3) if with_x => Some(Instr::Card(Card::F3)),
        _ => None,
    }
}

/// How many words after an instruction say it is played once (`forwards x1`, `right once`,
/// `1x`, `raz`): one or none. `once more` is [`again`].
pub(super) fn once(words: &[String]) -> usize {
    let first = words.first().map(|w| plain(w));
    let second = words.get(1).map(|w| plain(w));
    let once = match first.as_deref() {
        Some("x1" | "1x" | "\u{d7}1" | "1\u{d7}") => true,
        Some("once" | "raz") => !matches!(second.as_deref(), Some("more" | "again")),
        _ => false,
    };
    once.into()
}

/// How many words say the instruction before them once more, and whether they are an
/// adverb, which leads into an instruction written after it instead (`znowu prosto`, `once
/// more left`): `another one`, `one more`, `jeszcze jedno` (no adverb); `again`, `once
/// more`, `jeszcze raz`, `znowu` (adverbs). A unit may follow (`jeszcze jedno pole`).
pub(super) fn again(words: &[String]) -> Option<(usize, bool)> {
    let first = plain(words.first()?);
    let second = words.get(1).map(|w| plain(w));
    let (used, adverb) = match (first.as_str(), second.as_deref()) {
        ("another" | "one", Some("more" | "one"))
        | ("jeszcze", Some("jedno" | "jeden" | "jedna")) => (2, false),
        ("once", Some("more")) | ("jeszcze", Some("raz")) => (2, true),
        ("again" | "znowu" | "znow" | "ponownie", _) => (1, true),
        _ => return None,
    };
    let unit = super::spelled::unit_at(words, used);
    // `jeszcze jedno pole naprzód`, `one more square forward`, `one more forward`: one
    // square, the move said after it, no repeat of the one before.
    let ahead = ["naprzod", "forward", "prosto", "ahead", "fwd"];
    let onward = (words.get(used + unit)).is_some_and(|w| ahead.contains(&plain(w).as_str()));
    Some((used + unit, adverb || onward))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(s: &str) -> Vec<String> {
        s.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn counts_in_one_word_or_two() {
        assert_eq!(count(&w("twice right")), Some((2, 1)));
        assert_eq!(count(&w("2x F")), Some((2, 1)));
        assert_eq!(count(&w("x3")), Some((3, 1)));
        assert_eq!(count(&w("dwa razy w prawo")), Some((2, 2)));
        assert_eq!(count(&w("Trzy razy")), Some((3, 2)));
        assert_eq!(count(&w("three times left")), Some((3, 2)));
        assert_eq!(count(&w("two forward")), None);
        assert_eq!(count(&w("1x F")), None);
        assert_eq!(count(&w("9 times")), None);
    }

    #[test]
    fn once_after_an_instruction() {
        assert_eq!(once(&w("x1 turn")), 1);
        assert_eq!(once(&w("once")), 1);
        assert_eq!(once(&w("once more")), 0);
        assert_eq!(once(&w("x2")), 0);
    }

    #[test]
    fn once_more_in_words() {
        assert_eq!(again(&w("jeszcze jedno")), Some((2, false)));
        assert_eq!(again(&w("jeszcze jedno pole")), Some((3, false)));
        assert_eq!(again(&w("jeszcze jedno pole naprzód")), Some((3, true)));
        assert_eq!(again(&w("one more square forward")), Some((3, true)));
        assert_eq!(again(&w("another one")), Some((2, false)));
        assert_eq!(again(&w("again")), Some((1, true)));
        assert_eq!(again(&w("jeszcze raz")), Some((2, true)));
        assert_eq!(again(&w("one forward")), None);
    }
}
