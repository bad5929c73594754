//! Registers labelled in her text: a line's label (`Register 2: L`, `2nd card - L`, `Second:
//! L`) and a line of labelled items (`Register 1 - F3; Register 2 - R; ...`, `First: forward
//! three. Second: left. ...`, `r1=F3 r2=L r3=F`). The labels are the phrasebooks'
//! `register_1` ... `register_5`; a label is no instruction, and the items it labels are one
//! list.

use crate::phrases::{Phrases, tokens};
use std::borrow::Cow;

/// A line labelled with its register (`Register 2: L`, `2nd card - L`, `Second: L`): the
/// register's number and what follows the label.
pub(in crate::mail) fn register_label(item: &str) -> Option<(usize, &str)> {
    let (head, rest) = item
        .split_once(':')
        .or_else(|| item.split_once(" - "))
        .or_else(|| item.split_once(" – "))?;
    let phrases = Phrases::builtin();
    let toks = tokens(head);
    if toks.is_empty() || rest.trim().is_empty() {
        return None;
    }
    (1..=5)
        .find(|k| phrases.leading(&format!("register_{k}"), &toks) == toks.len())
        .map(|k| (k, rest.trim()))
}

/// `line` written as labelled items with the labels taken out: three labels at least, in
/// order from the first register (a phrasing of `register_1` ... `register_5`, or the figure
/// itself), each followed by `:`, `=`, `-` or `)`, or by the item itself where a mark before
/// the label parts the items (`Pierwszy rejestr F2, drugi R, trzeci F`, `1 F3, 2 R, 3 F`),
/// or, in words, after a label that was so (`pierwszy dwa do przodu drugi w lewo ...`);
/// words may lead to a label (`in the first register F2`, `a w piątym U`). Labels in words
/// after a mark may come out of order when every register from the first is named once
/// (`trzeci rejestr F3, pierwszy L, drugi F`): the items go in the registers' order. The
/// items are joined by commas, the marks that ended them dropped, so that they read as one
/// list whose every item the game reads or quotes (`First: forward three. Second: left.` is
/// no two sentences, each a program of its own); the words before the first label stay. Any
/// other line is itself. Linear.
pub(in crate::mail) fn without_labels(line: &str) -> Cow<'_, str> {
    let phrases = Phrases::builtin();
    let toks = tokens(line);
    // (where the label starts, where its item starts)
    let mut labels: Vec<(usize, usize)> = Vec::new();
    // The register each label names, in the order written.
    let mut named: Vec<usize> = Vec::new();
    let mut i = 0;
    // Whether the last label was followed by its item with no mark between.
    let mut went_bare = false;
    while i < toks.len() && labels.len() < 5 {
        let before = line[..toks[i].start].trim_end();
        let parted = before.is_empty() || before.ends_with([',', ';', '.', ':']);
        // The next register, or, after a mark, another not named yet, in words (`trzeci
        // rejestr F3, pierwszy L, ...`): a list labelled out of order.
        let next = labels.len() + 1;
        let k = match phrases.leading(&format!("register_{next}"), &toks[i..]) {
            0 if parted => (1..=5)
                .filter(|k| !named.contains(k))
                .find(|k| {
                    let n = phrases.leading(&format!("register_{k}"), &toks[i..]);
                    n > 0 && in_words(&toks[i..i + n])
                })
                .unwrap_or(next),
            _ => next,
        };
        // Words that lead to a label (`in the first register F2`, `a w piątym U`).
        let label = |j: usize| phrases.leading(&format!("register_{k}"), &toks[j..]);
        let led = match label(i) {
            0 => {
                let led = phrases.leading("connector", &toks[i..]);
                led + phrases.leading("register_for", &toks[(i + led).min(toks.len())..])
            }
            _ => 0,
        };
        let j = (i + led).min(toks.len() - 1);
        let n = match label(j) {
            0 if led == 0 && toks[j].norm == k.to_string() => 1,
            n => n,
        };
        let after = toks.get(j + n.max(1) - 1).map_or("", |t| &line[t.end..]);
        let mark = after.trim_start().chars().next();
        // A label starts its item: at the line's start, after a mark, or after an item
        // labelled with `=` (`r1=F3 r2=L`).
        let starts = parted || before.ends_with(['!', '?', ')']) || matches!(mark, Some('='));
        // A label with no mark after it starts an item of a list (`Pierwszy rejestr F2,
        // drugi R, ...`, `1 F3, 2 R, 3 F`, `w drugim obrót w prawo`); with no mark before
        // it either, in words, after a label that was so too (`pierwszy dwa do przodu drugi
        // w lewo trzeci ...`).
        let bare = n > 0
            && (parted || (went_bare && led == 0 && in_words(&toks[j..j + n])))
            && after.starts_with(char::is_whitespace)
            && item_of_instructions(after);
        match mark {
            Some(c) if n > 0 && starts && ":=-–)".contains(c) => {
                let item = line.len() - after.trim_start().len() + c.len_utf8();
                labels.push((toks[i].start, item));
                named.push(k);
                went_bare = false;
                i = j + n;
            }
            Some(_) if bare => {
                labels.push((toks[i].start, line.len() - after.trim_start().len()));
                named.push(k);
                went_bare = true;
                i = j + n;
            }
            _ => i += 1,
        }
    }
    listed(line, &labels, &named).map_or(line.into(), Cow::Owned)
}

/// The items of `line` after its `labels` (where each starts, where its item starts), which
/// name registers `named`, as one list in the registers' order, the words before the first
/// label kept; `None` unless three labels name every register from the first once.
fn listed(line: &str, labels: &[(usize, usize)], named: &[usize]) -> Option<String> {
    let mut order: Vec<usize> = (0..labels.len()).collect();
    order.sort_by_key(|&x| named[x]);
    let whole = order.iter().enumerate().all(|(k, &x)| named[x] == k + 1);
    if labels.len() < 3 || !whole {
        return None;
    }
    let items: Vec<&str> = (0..labels.len())
        .map(|k| {
            let end = labels.get(k + 1).map_or(line.len(), |l| l.0);
            line[labels[k].1..end].trim()
        })
        .collect();
    let before = line[..labels[0].0].trim_end();
    // The mark that ended the last item written ends the list.
    let end = items
        .last()
        .map_or("", |l| &l[l.trim_end_matches(['.', ';', ',']).len()..]);
    let items: Vec<&str> = (order.iter())
        .map(|&x| items[x].trim_end_matches([',', ';', '.']).trim_end())
        .collect();
    let list = items.join(", ") + end;
    Some(if before.is_empty() {
        list
    } else {
        format!("{before} {list}")
    })
}

/// Whether a label is written in words alone (`drugi`, `second register`; not `r2`, `2`).
fn in_words(label: &[crate::phrases::Token]) -> bool {
    label
        .iter()
        .all(|t| t.norm.chars().all(char::is_alphabetic))
}

/// Whether the words after a label, up to the next mark, start with a code (`F2`, `2B`) or
/// hold a word of a game's notation (`dwa do przodu`, `obrót w prawo`): an item of
/// instructions.
fn item_of_instructions(after: &str) -> bool {
    let item = after.split([',', ';', '.']).next().unwrap_or("");
    let notation = tokens(item)
        .iter()
        .any(|t| t.norm.chars().count() >= 3 && crate::games::words().is_notation(&t.norm));
    after
        .split_whitespace()
        .next()
        .is_some_and(super::code_like)
        || notation
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labelled_items_are_one_list() {
        for (line, list) in [
            (
                "First: forward three. Second: left. Third: forward two. Fourth: right. Fifth: forward one.",
                "forward three, left, forward two, right, forward one.",
            ),
            (
                "Round 1 instructions: Register 1 - F3; Register 2 - R; Register 3 - F; Register 4 - R; Register 5 - F2.",
                "Round 1 instructions: F3, R, F, R, F2.",
            ),
            ("r1=F3 r2=L r3=F r4=R r5=F2", "F3, L, F, R, F2"),
            ("i1=F2, i2=L, i3=F, i4=R, i5=U", "F2, L, F, R, U"),
            ("#1 F2, #2 L, #3 F", "F2, L, F"),
            ("1: F3. 2: L. 3: F2. 4: R. 5: F", "F3, L, F2, R, F"),
            (
                "Pierwszy: naprzód dwa. Drugi: w lewo. Trzeci: naprzód.",
                "naprzód dwa, w lewo, naprzód.",
            ),
            (
                "Po pierwsze: średnia czerwona; po drugie: mała zielona; po trzecie: duża żółta.",
                "średnia czerwona, mała zielona, duża żółta.",
            ),
            (
                "Pierwszy rejestr F2 , drugi R , trzeci F, czwarty F, piąty L.",
                "F2, R, F, F, L.",
            ),
            ("1 2B, 2 1R, 3 3G, 4 1Y", "2B, 1R, 3G, 1Y"),
            ("1 3R N, 2 2Y E, 3 2B N", "3R N, 2Y E, 2B N"),
            // Words that lead to each label; labels in words with no mark, dictated.
            (
                "in the first register F2, in the second L, in the third F, and in the fourth R",
                "F2, L, F, R",
            ),
            (
                "w pierwszym rejestrze dwa pola naprzód, w drugim obrót w prawo, w trzecim jedno pole naprzód, a w piątym cofnięcie",
                "dwa pola naprzód, obrót w prawo, jedno pole naprzód, a w piątym cofnięcie",
            ),
            (
                "pierwszy dwa do przodu drugi w lewo trzeci jeden do przodu czwarty w prawo",
                "dwa do przodu, w lewo, jeden do przodu, w prawo",
            ),
            (
                "first F2 second L third F fourth R fifth U",
                "F2, L, F, R, U",
            ),
            // Labelled out of order in words, each after a mark: the registers' order.
            (
                "Kolejność: trzeci rejestr F3, pierwszy L, drugi F, piąty R, czwarty F2.",
                "Kolejność: L, F, F3, F2, R.",
            ),
            ("Second: L. First: F3. Third: F2.", "F3, L, F2."),
        ] {
            assert_eq!(without_labels(line), list, "{line}");
        }
    }

    #[test]
    fn labels_out_of_order_or_too_few_stay() {
        for line in [
            "First: F3. Second: L.",
            "Second: L. First: F3. First: F2.",
            "first of all, thanks: F2 L F R U",
            "F2 L F R U - third time lucky",
            "I have 1: F3 and 3: L",
            "Po pierwsze: średnia czerwona; po drugie: mała zielona; ale trzecie: duża żółta",
            "first F2 then L, second thoughts: third time lucky",
            "1 F2, 3 L, 2 F",
        ] {
            assert_eq!(without_labels(line), line, "{line}");
        }
    }
}
