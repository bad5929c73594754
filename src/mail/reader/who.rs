//! Who is meant: whether words of an order have someone else for their subject (`Bob should
//! shut down`, `his robot oughta turn left`, `Bartek powinien się wyłączyć`). Such words are
//! no order of hers, whether they name an intent (`clause/intent.rs`) or instructions
//! (`runs.rs`).

use crate::phrases::{Phrases, Token};

/// Whether the subject of the words at token `start` is someone else: a word of `others`, or
/// a word written with a capital followed by a `modal` verb, within six words before
/// (`Bob's robot ought to power down`), with no word of `hers` (`I`, `me`, `you`) after it.
pub(super) fn someone_else(text: &str, toks: &[Token], start: usize, phrases: &Phrases) -> bool {
    subject_before(text, toks, (start.saturating_sub(6), start), false, phrases)
}

/// [`someone_else`] for instructions written at token `start`: the subject is looked for in
/// their own phrase, after the last mark that parts phrases (`his laser is a pain, F2 L F`
/// is her program; `Bob's bot shd just go F3 F3` is not), and a `modal` verb says what it
/// is to do (`Bob should`, `his robot oughta`: a word of another language's `others`, the
/// Polish `one`, is no subject of `my moves for round one are Left, ...`).
pub(super) fn instructions_of_someone_else(
    text: &str,
    toks: &[Token],
    start: usize,
    phrases: &Phrases,
) -> bool {
    let mut from = start.saturating_sub(6);
    if let Some(k) = (from + 1..=start).rev().find(|&k| {
        k > 0
            && text[toks[k - 1].end..toks[k].start]
                .contains([',', ';', ':', '.', '!', '?', '(', ')', '-', '\u{2013}'])
    }) {
        from = k;
    }
    let window = &toks[from..start];
    // A name with its modal run into it: `reckon bob'll go f3 r r`.
    let contracted = |t: &Token| {
        ["'ll", "'d"].iter().any(|s| {
            t.norm
                .strip_suffix(s)
                .is_some_and(|stem| !stem.is_empty() && unknown_word(stem, phrases))
        })
    };
    if let Some(k) = window.iter().rposition(contracted)
        && !window[k..].iter().any(|t| phrases.is_word("hers", &t.norm))
    {
        return true;
    }
    let modal = |t: &Token| phrases.is_word("modal", &t.norm);
    let Some(m) = window.iter().rposition(modal) else {
        return false;
    };
    // A name no phrasing and no game knows, written with a capital, anywhere before the
    // modal, with none of her words after it (`Pan Bob moim zdaniem powinien zagrać F3`).
    let hers = window[..m]
        .iter()
        .rposition(|t| phrases.is_word("hers", &t.norm));
    let name = window[hers.map_or(0, |h| h + 1)..m]
        .iter()
        .any(|t| named(text, t, true, phrases));
    name || subject_before(text, toks, (from, start), true, phrases)
}

/// Whether `t` is written with a capital, as a name is; `unknown`: and is a word no phrasing
/// and no game knows (`Bob`, not `Today`).
fn named(text: &str, t: &Token, unknown: bool, phrases: &Phrases) -> bool {
    text[t.start..].starts_with(char::is_uppercase) && (!unknown || unknown_word(&t.norm, phrases))
}

/// Whether `word` (a possessive's `'s` aside) is a word no phrasing and no game knows: a
/// name.
fn unknown_word(word: &str, phrases: &Phrases) -> bool {
    let name = word.strip_suffix("'s").unwrap_or(word);
    name.chars().all(char::is_alphabetic)
        && !phrases.knows(name)
        && !crate::games::words().is_notation(name)
}

/// Whether tokens `from..start` name someone else as the subject of what follows them;
/// `unknown`: a name written with a capital is a word no phrasing knows.
fn subject_before(
    text: &str,
    toks: &[Token],
    (from, start): (usize, usize),
    unknown: bool,
    phrases: &Phrases,
) -> bool {
    let window = &toks[from..start];
    let hers = |t: &Token| phrases.is_word("hers", &t.norm);
    let last_hers = window.iter().rposition(hers).map_or(0, |k| k + 1);
    let window = &window[last_hers..];
    let named = |t: &Token| named(text, t, unknown, phrases);
    // A name in lower case first in the clause (filler aside: `lol bob should ...`), a
    // modal after it (`bob should power down`): a word no phrasing and no game knows;
    // or such a name's (`bob's robot shd power down`).
    let stranger = |k: usize, t: &Token| {
        let at = from + last_hers + k;
        phrases.leading("filler", &toks[..at]) >= at && unknown_word(&t.norm, phrases)
    };
    let is = |k: usize, list: &str| {
        window
            .get(k)
            .is_some_and(|n| phrases.is_word(list, &n.norm))
    };
    // Asked of a name first in the clause: `is bob powering down or what`, `czy Bartek się
    // wyłącza?`.
    let asked = |k: usize, t: &Token| {
        from + last_hers + k == 1
            && k == 1
            && phrases.is_word("asked_of", &window[0].norm)
            && unknown_word(&t.norm, phrases)
    };
    // A name right before the order's verb said of someone else, words of prose between
    // (`bob się wyłączy`; its reflexive may lead the order: `się`).
    let said_of = (toks.iter().skip(start).take(2))
        .find(|t| !phrases.is_word("prose", &t.norm))
        .is_some_and(|t| phrases.is_word("said_of", &t.norm));
    let right_before = |k: usize| {
        said_of
            && window[k + 1..].iter().all(|w| {
                phrases.is_word("prose", &w.norm)
                    || phrases.is_word("modal", &w.norm)
                    || w.norm.chars().count() <= 2
            })
            && !text[window[k].end..toks[start].start].contains([',', ';', ':', '.', '!', '?'])
    };
    window.iter().enumerate().any(|(k, t)| {
        phrases.is_word("others", &t.norm)
            || asked(k, t)
            || ((stranger(k, t) || named(t)) && right_before(k))
            || ((stranger(k, t) || named(t)) && is(k + 1, "modal"))
            // Someone's robot: `Bob's robot`, `robot Boba`.
            || ((named(t) || stranger(k, t))
                && t.norm.ends_with("'s")
                && phrases.leading("filler", std::slice::from_ref(t)) == 0)
            || (named(t) && k > 0 && phrases.is_word("owned", &window[k - 1].norm))
            // `bob robot should power down`.
            || ((named(t) || stranger(k, t)) && is(k + 1, "owned") && is(k + 2, "modal"))
    })
}
