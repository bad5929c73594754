//! What stands around her words and is no order: reasons in brackets after instructions
//! ([`without_reasons`]), asides between dashes ([`without_dashed_asides`]), a line wholly in brackets ([`aside`]), and faces and pictures,
//! read as spaces and quoted back as she wrote them ([`with_faces`]).

use super::runs;
use crate::games::words;
use crate::inbound::PlayerCommand;
use crate::phrases::{Phrases, Token, tokens};
use std::borrow::Cow;

/// `line` without the reasons written in brackets after instructions, two of them, or one
/// the list goes on after (`F2 (żeby dojechać do flagi), R (bo flaga jest na wschód), ...`,
/// `f3 (up to the belt), right`): each follows a code or a notation word. A number in
/// brackets after one, ending its item, is its count (`prosto (2), lewo`). One pass.
pub(super) fn without_reasons(line: &str) -> String {
    // Square brackets are brackets too (`F2 [to the belt], L`).
    let squared = line
        .contains('[')
        .then(|| line.replace('[', "(").replace(']', ")"));
    let line = squared.as_deref().unwrap_or(line);
    if let Some(codes) = codes_in_brackets(line) {
        return codes;
    }
    let mut out = String::with_capacity(line.len());
    let (mut cut, mut sure, mut counted) = (0, false, false);
    let mut rest = line;
    while let Some(open) = rest.find('(') {
        let Some(close) = rest[open..].find(')').map(|c| open + c) else {
            break;
        };
        let before = tokens(&rest[..open]);
        let after_instruction = before.last().is_some_and(|t| {
            rest[t.end..open].trim().is_empty()
                && (runs::strong(t, &rest[t.start..t.end]) || words().is_notation(&t.norm))
        });
        // One reason alone is cut when the list goes on after it (`f3 (up to the belt),
        // right`).
        let goes_on = rest[close + 1..].trim_start().starts_with([',', ';']);
        out.push_str(rest[..open].trim_end());
        // A number in brackets after an instruction is its count (`prosto (2)`).
        let inside = rest[open + 1..close].trim();
        // Not numbering (`(1) F2 (2) L`): what follows it is a separator or the end.
        let ends_item = rest[close + 1..]
            .trim_start()
            .chars()
            .next()
            .is_none_or(|c| matches!(c, ',' | ';' | '.'));
        let count = after_instruction
            && ends_item
            && !inside.is_empty()
            && inside.bytes().all(|b| b.is_ascii_digit());
        counted |= count;
        // A reference to her mail (`(Ref: G1/R1/ANN)`) is no word of her orders.
        let reference =
            inside.contains(':') && Phrases::builtin().leading("reference", &tokens(inside)) > 0;
        counted |= reference;
        if reference {
            // dropped
        } else if count {
            out.push(' ');
            out.push_str(inside);
        } else if !after_instruction {
            out.push_str(&rest[open..=close]);
        } else {
            cut += 1;
            sure |= goes_on;
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    if cut >= 2 || sure || counted {
        out
    } else {
        line.to_string()
    }
}

/// `line` without the reasons said after an item's instructions with no brackets (`U bo
/// stoję tyłem, F2, F, L, R`, `F2 to dodge the pit, L, F, R, U`): in a list of three items
/// or more, two of them instructions alone, an item whose instructions are followed by a
/// word of `reason` loses the words from it to the item's end, when they hold no code. The
/// card before the reason is hers, never dropped with it. Any other line is itself.
pub(super) fn without_said_reasons(line: &str) -> String {
    let phrases = Phrases::builtin();
    let items: Vec<&str> = line.split([',', ';']).collect();
    let instruction = |t: &Token, item: &str| {
        runs::strong(t, &item[t.start..t.end]) || words().is_notation(&t.norm)
    };
    let plain = items
        .iter()
        .filter(|item| {
            let toks = tokens(item);
            !toks.is_empty() && toks.iter().all(|t| runs::maybe_instruction(t, phrases))
        })
        .count();
    if items.len() < 3 || plain < 2 {
        return line.to_string();
    }
    let cut = |item: &str| -> Option<usize> {
        let toks = tokens(item);
        let k = (1..toks.len()).find(|&k| phrases.leading("reason", &toks[k..]) > 0)?;
        let card = toks[..k]
            .iter()
            .all(|t| runs::maybe_instruction(t, phrases))
            && toks[..k].iter().any(|t| instruction(t, item));
        (card
            && !toks[k..]
                .iter()
                .any(|t| runs::written_code(t, &item[t.start..t.end])))
        .then_some(toks[k].start)
    };
    let parts: Vec<String> = items
        .iter()
        .map(|item| match cut(item) {
            Some(at) => item[..at].trim_end().to_string(),
            None => (*item).to_string(),
        })
        .collect();
    // The marks between the items as she wrote them.
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    for (k, part) in parts.iter().enumerate() {
        out.push_str(part);
        rest = &rest[items[k].len()..];
        if let Some(mark) = rest.chars().next() {
            out.push(mark);
            rest = &rest[mark.len_utf8()..];
        }
    }
    out
}

/// `line` without asides set off by two dashes between spaces (`mój robot stoi – jak mniemam
/// – tyłem do flagi`, `in the fourth - to miss the pit - I turn right`): one to six words,
/// none of them a word of instructions, none a second thought (`- no wait -`). A list parted
/// by dashes (`F2 - stay put - R`) keeps its items. Linear.
pub(super) fn without_dashed_asides(line: &str) -> Cow<'_, str> {
    let phrases = Phrases::builtin();
    let dashes: Vec<(usize, usize)> = [" – ", " — ", " - "]
        .iter()
        .flat_map(|d| line.match_indices(d).map(|(at, d)| (at, at + d.len())))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    // Dashes that part the items of a list are the list's.
    if dashes.len() < 2 || matches!(super::cut::list_separators(line), Cow::Owned(_)) {
        return line.into();
    }
    let mut cuts = Vec::new();
    let mut k = 0;
    while k + 1 < dashes.len() {
        let ((open, inner), (close, after)) = (dashes[k], dashes[k + 1]);
        let aside = &line[inner..close];
        let toks = tokens(aside);
        // (A second thought between dashes is no aside: `2RN - no wait - 2RS`.)
        let thought = ["correction", "negation", "hedge", "retract"]
            .iter()
            .any(|l| phrases.find(l, &toks).is_some());
        let none = !aside.contains(['.', '!', '?', ';', ':'])
            && (1..=6).contains(&toks.len())
            && !thought
            && !toks.iter().any(|t| {
                (t.norm.chars().count() >= 2 && runs::written_code(t, &aside[t.start..t.end]))
                    || (t.norm.chars().count() >= 3 && words().is_notation(&t.norm))
            });
        if none {
            cuts.push((open, after));
            k += 2;
        } else {
            k += 1;
        }
    }
    if cuts.is_empty() {
        return line.into();
    }
    let mut out = String::with_capacity(line.len());
    let mut from = 0;
    for (open, after) in cuts {
        out.push_str(&line[from..open]);
        out.push(' ');
        from = after;
    }
    out.push_str(&line[from..]);
    out.into()
}

/// A line of codes each in its own brackets (`[F2] [L] [F] [R] [U]`, `(F2), (L), (F)`): the
/// codes, the brackets taken off. Two groups at least, nothing but separators between them.
fn codes_in_brackets(line: &str) -> Option<String> {
    let mut codes = Vec::new();
    let mut rest = line.trim();
    while !rest.is_empty() {
        let inner = rest.strip_prefix('(')?;
        let close = inner.find(')')?;
        let code = inner[..close].trim();
        if code.contains(char::is_whitespace) || !crate::mail::shapes::code_like(code) {
            return None;
        }
        codes.push(code);
        rest = inner[close + 1..].trim_start_matches([' ', ',', ';', '-', '>', '/', '|', '\t']);
    }
    (codes.len() >= 2).then(|| codes.join(" "))
}

/// `line` without a comment after her words: a mark of comment (`//`, `←`, `<-`) between
/// spaces with words of prose after it (`prog: F F2 R F L // lecimy na f1`, `F2 L F R U ← to
/// jest moj program`), and an arrow ending a heading (`Program na rundę 1 →`). What the mark
/// leads into is hers to read, not an order.
pub(in crate::mail) fn without_comment(line: &str) -> &str {
    let phrases = Phrases::builtin();
    let trimmed = line.trim_end();
    for end in [" →", " ->", " =>"] {
        if let Some(head) = trimmed.strip_suffix(end)
            && !head.trim().is_empty()
        {
            return head;
        }
    }
    for mark in [" // ", " ← ", " <- ", " <-- "] {
        let Some(at) = line.find(mark) else {
            continue;
        };
        // The first word no instruction, or two of the first three (`to jest moj program`:
        // `to` may be dictation's two).
        let after = tokens(&line[at + mark.len()..]);
        let plain = |t: &&Token| !runs::maybe_instruction(t, phrases);
        let prose = after.first().is_some_and(|t| plain(&t))
            || after.iter().take(3).filter(plain).count() >= 2;
        if !line[..at].trim().is_empty() && prose {
            return &line[..at];
        }
    }
    line
}

/// Whether `line` is an aside: wholly in brackets, with two words or more in it that no
/// game's instructions hold (`(only 4, can't decide the last one, just randomise it)`, `(W
/// drugiej rundzie pewnie pojadę dużą czerwoną na zachód.)`), no question and no edit of her
/// orders. It is no order: nothing in it is read.
pub(in crate::mail) fn aside(line: &str) -> bool {
    let line = line.trim().trim_end_matches('.').trim_end();
    let Some(inner) = line.strip_prefix('(').and_then(|l| l.strip_suffix(')')) else {
        return false;
    };
    let phrases = Phrases::builtin();
    let words = tokens(inner);
    // A question in brackets is still asked; a change to her orders is still made (`(oops,
    // make the first one point South instead!)`).
    !inner.contains(['(', ')', '?'])
        && !super::edits(inner)
        && words
            .iter()
            .filter(|t| !runs::maybe_instruction(t, phrases))
            .count()
            >= 2
}

/// The lines quoted in `out` and the texts passed on (press, a letter to the moderator),
/// read in `line` (`written` with its faces as spaces), as she wrote them, faces and all.
pub(super) fn with_faces(out: &mut [PlayerCommand], line: &str, written: &str) {
    let restore = |text: &mut String| {
        let Some(at) = line.find(text.as_str()) else {
            return;
        };
        // A face right after the text is hers too (`watch out for the pit ;)`).
        let end = at + text.len();
        let face = line[end..]
            .find(|c| c != ' ')
            .map_or(line.len(), |k| end + k);
        let end = if written.get(end..face).is_some_and(|w| !w.trim().is_empty()) {
            face
        } else {
            end
        };
        if let Some(as_written) = written.get(at..end) {
            *text = as_written.trim_end().to_string();
        }
    };
    for c in out {
        if let PlayerCommand::Said {
            line: quoted,
            read_as,
            ..
        } = c
        {
            restore(quoted);
            with_faces(std::slice::from_mut(read_as.as_mut()), line, written);
            continue;
        }
        if let PlayerCommand::Remark { line: text, .. }
        | PlayerCommand::Chatter { line: text }
        | PlayerCommand::Question { line: text, .. }
        | PlayerCommand::Press { text, .. }
        | PlayerCommand::ToModerator { text } = c
        {
            restore(text);
        }
    }
}
