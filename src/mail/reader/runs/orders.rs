//! The orders written after an order word, made ready for the game: the words that
//! introduce them, connectors, filler and a remark after a comma left out, a stack written
//! from the bottom up read backwards.

use super::{connectors, maybe_instruction, prose_word, strong};
use crate::phrases::{Phrases, Token, tokens};

/// The orders written after an order word, ready for the game: what is in brackets (`(6
/// moves)`), the words that introduce them (`is`), connectors between them (`then`) and
/// filler after them (`please`) left out; a sentence's full stop too.
///
/// Words before a colon that are no instructions, or no sign of them (`na te`), introduce
/// them (`GOALS for Bob, top down: ...`); said to go from the bottom up (`[words] bottom_first`: `GOALS from the bottom up:
/// 3Y 1G 2B 1R`), the orders are read backwards, as written top first (when they part into
/// registers; else her words are kept whole, for the game to quote).
pub(in crate::mail) fn orders_text(text: &str, phrases: &Phrases, intro: bool) -> String {
    match text.split_once(':') {
        Some((head, tail))
            if !tail.trim().is_empty()
                && (tokens(head).iter().any(|t| !maybe_instruction(t, phrases))
                    || !tokens(head)
                        .iter()
                        .any(|t| strong(t, &head[t.start..t.end]))) =>
        {
            let orders = orders_only(tail, phrases, intro);
            if phrases.find("bottom_first", &tokens(head)).is_none() {
                return orders;
            }
            crate::inbound::Edit::Reverse
                .made(&orders, "")
                .unwrap_or_else(|| text.trim().to_string())
        }
        _ => orders_only(text, phrases, intro),
    }
}

/// [`orders_text`] of orders with no words introducing them before a colon.
fn orders_only(text: &str, phrases: &Phrases, intro: bool) -> String {
    let text = without_remark(text, phrases);
    let plain = crate::mail::shapes::without_groups(text, '(', ')');
    let toks = tokens(&plain);
    // A note in brackets alone after the word is no orders: `PASS (nothing this rd)`; codes
    // in brackets are (`PROGRAM (F2 L F R U)`).
    if toks.is_empty()
        && (tokens(text).iter()).any(|t| prose_word(t, phrases) || !maybe_instruction(t, phrases))
    {
        return String::new();
    }
    // Intros one after another: `for round 1 is ...`.
    let mut lead = 0;
    while intro && lead < toks.len() {
        match phrases.leading("intro", &toks[lead..]) {
            0 => break,
            more => lead += more,
        }
    }
    // The order's word written again after its label (`taki program: PROGRAM F2 F R L U`).
    if lead + 1 < toks.len() && crate::games::words().order_word(&toks[lead].norm).is_some() {
        lead += 1;
    }
    // Nothing after the words that introduce them (`PASS for round 1 - ...`): no orders.
    if lead > 0 && lead >= toks.len() {
        return String::new();
    }
    let mut kept: &[Token] = &toks[lead.min(toks.len())..];
    // Filler, thanks and chatter after them (`POWER my robot down next turn if ya would`),
    // a few phrasings at most.
    for _ in 0..4 {
        let tail = ["filler", "sign_off", "chatter"]
            .iter()
            .map(|l| phrases.trailing(l, kept))
            .max()
            .unwrap_or(0);
        if tail == 0 || tail >= kept.len() {
            break;
        }
        kept = &kept[..kept.len() - tail];
    }
    if kept.is_empty() {
        return text.trim().trim_end_matches(['.', '!']).to_string();
    }
    let from = kept[0].start;
    let to = kept[kept.len() - 1].end;
    // Keep the player's own separators (commas, `+`), drop connectors and sentence marks.
    let inner = &plain[from..to];
    let inner_toks = tokens(inner);
    // Connectors of several words too (`po pierwsze`, `after that`).
    let joins = connectors(&inner_toks, phrases);
    if joins.iter().any(|&j| j) {
        inner_toks
            .iter()
            .zip(&joins)
            .filter(|(_, j)| !**j)
            .map(|(t, _)| &inner[t.start..t.end])
            .collect::<Vec<_>>()
            .join(" ")
    } else {
        inner.trim_end_matches(['.', '!', '?']).to_string()
    }
}

/// `text` without a remark after a comma, which is no part of the orders (`POWER DOWN next
/// turn, I'm on 6 damage`): prose that neither starts nor ends with an instruction and is no
/// item of the list before it.
fn without_remark<'t>(text: &'t str, phrases: &Phrases) -> &'t str {
    let words = crate::games::words();
    // Connectors are no prose: `F3, L, R, B, and then R` is one program.
    let prose = |rest: &str| {
        let kept: Vec<&str> = tokens(rest)
            .iter()
            .filter(|t| !phrases.is_word("connector", &t.norm))
            .map(|t| &rest[t.start..t.end])
            .collect();
        // A remark ends in words, not in an instruction: `..., potem flurb then prawo`.
        let ends_in_instruction = tokens(rest)
            .iter()
            .rev()
            .find(|t| !phrases.is_word("connector", &t.norm))
            .is_some_and(|t| strong(t, &rest[t.start..t.end]) || words.is_notation(&t.norm));
        // Nor does it start with one: `..., B then flurb`.
        let starts_with_instruction = tokens(rest)
            .iter()
            .find(|t| !phrases.is_word("connector", &t.norm))
            .is_some_and(|t| strong(t, &rest[t.start..t.end]) || words.is_notation(&t.norm));
        // (Or words of thanks or chatter whole: `..., tak że to wszystko na tę rundę`.)
        // (Each word reached from the one before by a phrasing of one of the lists.)
        said_only(rest, phrases)
            || (crate::mail::shapes::reads_as_prose(&kept.join(" "), words)
                && !ends_in_instruction
                && !starts_with_instruction)
    };
    // An item of a list is no remark: one with instructions after it (`L, R, U, flurb, L`),
    // or one word of no list of prose words at the end of a list, however its items are
    // joined (`L, R, U, F, flurb`, `F3 then L then R then F, flurb`).
    let instruction =
        |t: &Token, text: &str| strong(t, &text[t.start..t.end]) || words.is_notation(&t.norm);
    let last_item = |before: &str, rest: &str| {
        let mut t = tokens(rest);
        t.retain(|t| !phrases.is_word("connector", &t.norm));
        (before.contains(',')
            || tokens(before)
                .last()
                .is_some_and(|l| instruction(l, before)))
            && t.len() == 1
            && !prose_word(&t[0], phrases)
    };
    let prose = |before: &str, rest: &str| {
        prose(rest)
            && !last_item(before, rest)
            && rest.split_once(',').is_none_or(|(item, more)| {
                item.split_whitespace().count() > 2 || (prose(more) && !last_item(",", more))
            })
    };
    text.match_indices(',')
        .find(|(i, _)| prose(&text[..*i], &text[i + 1..]))
        .map_or(text, |(i, _)| &text[..i])
}

/// Whether `text` is only words of thanks, chatter or filler, one phrasing after another
/// (`tak że to wszystko na tę rundę`, `reszte zostawiam pusta`): each word reached from the
/// one before by a phrasing of one of the lists.
pub(in crate::mail) fn said_only(text: &str, phrases: &Phrases) -> bool {
    let t = tokens(text);
    let mut reached = vec![false; t.len() + 1];
    reached[0] = true;
    for k in 0..t.len() {
        if !reached[k] {
            continue;
        }
        for l in ["filler", "sign_off", "chatter"] {
            reached[k + phrases.leading(l, &t[k..])] = true;
        }
    }
    !t.is_empty() && reached[t.len()]
}
