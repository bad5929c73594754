//! How the runs of a clause's words are joined into the pieces of one program: an item of a
//! list beside them ([`listed`]), a run too weak to read alone beside one that reads
//! ([`near_runs_joined`]), runs with an item between them that reads as no instruction
//! ([`between`]). A piece is never dropped: registers would shift.

use super::{prose_word, strong, symbol};
use crate::games::words;
use crate::phrases::{Phrases, Token};

/// A run that reads beside another with a sign of instructions in it, no more than two
/// words of no list of prose between them (`Forward two comma turn left`, `do przodu, w
/// bok, w prawo`), is one program with them: joined, the words between included, so that
/// the game reads them all or quotes what does not read; words of prose between are left out
/// as connectors are (`znowu`). A piece is never dropped beside one that reads: registers
/// would shift.
pub(super) fn near_runs_joined(
    clause: &str,
    toks: &[Token],
    joins: &mut [bool],
    runs: Vec<(usize, usize)>,
    enough: Vec<bool>,
    phrases: &Phrases,
) -> (Vec<(usize, usize)>, Vec<bool>) {
    // A sign no prose has: a notation word (`left`, `prawo`) or a near miss of a long one
    // (`foward`), a code with a digit and a
    // letter (`F2`, `2RN`), an arrow; a letter or a number alone is not one (`W tej
    // rundzie`, `round 1`).
    let signed = |&(ra, rb): &(usize, usize)| {
        toks[ra..rb].iter().any(|t| {
            let w = &t.norm;
            (w.chars().count() >= 4 && words().is_notation(w))
                || (w.chars().count() >= 6 && crate::mail::shapes::near_notation(w, words()))
                || (w.chars().any(|c| c.is_ascii_digit()) && w.chars().any(|c| c.is_alphabetic()))
                || w.chars().any(symbol)
        })
    };
    let near = |joins: &[bool], ga: usize, gb: usize| {
        let between = &clause[toks[ga - 1].end..toks[gb].start];
        (ga..gb)
            .filter(|&k| !joins[k] && !prose_word(&toks[k], phrases))
            .count()
            <= 2
            && !between.contains(['(', ')', '[', ']', ':', ';', '?'])
            && (ga..=gb).all(|k| !toks[k].after_break)
    };
    let mut out: Vec<((usize, usize), bool)> = Vec::with_capacity(runs.len());
    for (run, e) in runs.into_iter().zip(enough) {
        if let Some((last, reads)) = out.last_mut()
            && ((*reads && signed(&run)) || (e && signed(last)))
            && near(joins, last.1, run.0)
        {
            for k in last.1..run.0 {
                if prose_word(&toks[k], phrases) {
                    joins[k] = true;
                }
            }
            last.1 = run.1;
            *reads = true;
            // And the weak runs before it, near in turn (`Forward won forward won turn
            // around left right`): none is dropped.
            while let [.., (before, false), (now, true)] = out.as_slice()
                && signed(before)
                && near(joins, before.1, now.0)
                && (before.1..now.0).all(|k| !joins[k])
                && !clause[toks[before.1 - 1].end..toks[now.0].start].contains(',')
            {
                let (b, n) = (*before, *now);
                for k in b.1..n.0 {
                    if prose_word(&toks[k], phrases) {
                        joins[k] = true;
                    }
                }
                out.pop();
                if let Some(last) = out.last_mut() {
                    *last = ((b.0, n.1), true);
                }
            }
            continue;
        }
        out.push((run, e));
    }
    out.into_iter().unzip()
}

/// Whether the words between tokens `from - 1` and `from` part items of a list: a comma, an
/// arrow, or a connector at the edge of the item (`flurb then R`).
fn item_edge(clause: &str, toks: &[Token], k: usize, joins: &[bool]) -> bool {
    let gap = &clause[toks[k - 1].end..toks[k].start];
    gap.contains(',') || gap.contains("->") || joins[k - 1] || joins[k]
}

/// The runs with an item of a list beside them joined to them (`forward two, left, flurb,
/// right, u-turn`, `F3, L, R, flurb then R`, `F2, L, stój w miejscu, R, F`): one to three
/// words that are no instructions,
/// parted as the items are, between two runs, or one word of no list of prose words at the
/// clause's end (after a comma or a connector). They are an instruction that did not read, to be quoted, never dropped:
/// registers would shift.
pub(super) fn listed(
    clause: &str,
    toks: &[Token],
    claimed: &[bool],
    joins: &mut [bool],
    runs: Vec<(usize, usize)>,
    phrases: &Phrases,
) -> Vec<(usize, usize)> {
    let plain = |k: usize| !claimed[k] && !toks[k].after_break;
    // A word alone that may be an instruction, glued to words that are none on both sides
    // (`w` of `stój w miejscu`), is inside an item, no run; a notation word of four letters
    // or more is one (`forward won forward won turn around`, `left you turn`).
    let runs: Vec<(usize, usize)> = runs
        .into_iter()
        .filter(|&(ra, rb)| {
            rb - ra > 1
                || (toks[ra].norm.chars().count() >= 4
                    && words().is_notation(&toks[ra].norm)
                    // (`down` is POWER DOWN's: `put me down for ...`.)
                    && toks[ra].norm != "down"
                    && phrases.leading("orders_named", &toks[ra..rb]) == 0)
                || ra == 0
                || rb == toks.len()
                || item_edge(clause, toks, ra, joins)
                || item_edge(clause, toks, rb, joins)
        })
        .collect();
    // An item that starts with a word of prose is her reason, no item (`F2 L F, because of
    // the laser, R U`).
    let reason = |ga: usize, gb: usize| {
        (ga..gb)
            .find(|&k| !phrases.is_word("connector", &toks[k].norm))
            .is_some_and(|k| {
                prose_word(&toks[k], phrases) || phrases.leading("reason", &toks[k..gb]) > 0
            })
    };
    let mut out: Vec<(usize, usize)> = Vec::new();
    for (ra, rb) in runs {
        if let Some(last) = out.last_mut() {
            let (ga, gb) = (last.1, ra);
            let inner = (ga..gb).filter(|&k| !joins[k]).count();
            // A mark put in an instruction's place: `F2, R, F, ??, F3`.
            let marked = ga == gb
                && clause[toks[ga - 1].end..toks[gb].start]
                    .split(',')
                    .any(|p| !p.trim().is_empty() && p.trim().chars().all(|c| c == '?'));
            let item = marked
                || (1..=3).contains(&inner)
                    && gb - ga <= 6
                    && item_edge(clause, toks, ga, joins)
                    && item_edge(clause, toks, gb, joins)
                    && (ga..=gb).all(plain)
                    && !reason(ga, gb);
            if item {
                // Words of prose among them are left out: `F1, prawo, no i U`.
                for k in ga..gb {
                    if prose_word(&toks[k], phrases) {
                        joins[k] = true;
                    }
                }
                last.1 = rb;
                continue;
            }
        }
        out.push((ra, rb));
    }
    if let Some(first) = out.first_mut()
        && let Some(start) = first_word(clause, toks, *first, claimed, phrases)
    {
        first.0 = start;
    }
    if let Some(end) = item_ending_in_a_word(clause, toks, &out, joins, &plain, phrases) {
        out.pop();
        if let Some(before) = out.last_mut() {
            before.1 = end;
        }
        return out;
    }
    if let Some(last) = out.last_mut()
        && let Some(end) = last_word(clause, toks, *last, joins, &plain, phrases)
    {
        last.1 = end;
    }
    out
}

/// One word before the first run `first`, at the clause's start or after a label's colon,
/// parted from it by a comma as the run's items are (`cofka, prawo, naprzód, naprzód, lewo`,
/// `dziś ostrożnie: cofka, prawo, ...`): the first item of her list, an instruction that did
/// not read, quoted, never dropped. A word of her phrasebooks (`ok`, `so`, `hi`) is none.
/// The run's new start.
fn first_word(
    clause: &str,
    toks: &[Token],
    (ra, rb): (usize, usize),
    claimed: &[bool],
    phrases: &Phrases,
) -> Option<usize> {
    let k = ra.checked_sub(1)?;
    let starts = k == 0 || clause[toks[k - 1].end..toks[k].start].contains(':');
    let listed = clause[toks[ra].start..toks[rb - 1].end]
        .matches(',')
        .count()
        >= 2;
    let parted = clause[toks[k].end..toks[ra].start].trim() == ",";
    let t = &toks[k];
    let word = t
        .norm
        .split('-')
        .all(|p| !p.is_empty() && p.chars().all(char::is_alphabetic))
        && !phrases.knows(&t.norm);
    (starts && listed && parted && word && !claimed[k]).then_some(k)
}

/// One word after the last run `last`, at the clause's end (`F3, L, R, L, flurb`), or the
/// last item of her list ([`last_item`]): the run's new end, when there is one.
fn last_word(
    clause: &str,
    toks: &[Token],
    last: (usize, usize),
    joins: &[bool],
    plain: &dyn Fn(usize) -> bool,
    phrases: &Phrases,
) -> Option<usize> {
    let k = (last.1..toks.len())
        .find(|&k| !joins[k])
        .unwrap_or(toks.len());
    // A word of letters, hyphens between them (`side-step`).
    let word = |t: &Token| {
        t.norm
            .split('-')
            .all(|p| !p.is_empty() && p.chars().all(char::is_alphabetic))
            && !prose_word(t, phrases)
    };
    // Or after codes parted by spaces alone, in lower case (no name signing the line), or
    // in a clause written all in capitals: `F2 L F R zigzag`, `R4 R R5 X-RAY`.
    let spaced = k == last.1
        && k > 0
        && k < toks.len()
        && clause[toks[k - 1].end..toks[k].start].trim().is_empty()
        && (!clause[toks[k].start..].starts_with(char::is_uppercase)
            || !clause.chars().any(char::is_lowercase))
        && toks[last.0..last.1]
            .iter()
            .all(|t| strong(t, &clause[t.start..t.end]));
    if k + 1 == toks.len()
        && last.1 - last.0 >= 2
        && (last.1..k).all(plain)
        && plain(k)
        && (item_edge(clause, toks, k, joins) || spaced)
        && word(&toks[k])
    {
        return Some(k + 1);
    }
    last_item(clause, toks, last, k, joins, phrases).filter(|&end| (last.1..end).all(plain))
}

/// An item at the clause's end that ends in a word that may be an instruction (`and then the
/// jump one`): that word is the item's, no run of its own. The item's end, when there is one.
fn item_ending_in_a_word(
    clause: &str,
    toks: &[Token],
    out: &[(usize, usize)],
    joins: &[bool],
    plain: &dyn Fn(usize) -> bool,
    phrases: &Phrases,
) -> Option<usize> {
    let [.., before, last] = out[..] else {
        return None;
    };
    if last.1 - last.0 != 1 || strong(&toks[last.0], &clause[toks[last.0].start..toks[last.0].end])
    {
        return None;
    }
    let k = (before.1..toks.len())
        .find(|&k| !joins[k])
        .unwrap_or(toks.len());
    last_item(clause, toks, before, k, joins, phrases)
        .filter(|&end| end >= last.1 && (before.1..end).all(plain))
}

/// The last item of a list of instructions parted by commas, written after a comma and a
/// connector at the clause's end (`forward 2, left, forward, right, and the usual at the
/// end`), or after a connector of sequence alone (`f2 l f r and then the jump one`): two or three words (five for a move no game has: `and then jump over the pit`) of
/// no list of prose, no one named (`he`, `I`), up to the
/// clause's end but connectors. It is an instruction that did not read, quoted, never
/// dropped. Its end in `toks`.
fn last_item(
    clause: &str,
    toks: &[Token],
    (ra, rb): (usize, usize),
    k: usize,
    joins: &[bool],
    phrases: &Phrases,
) -> Option<usize> {
    if k >= toks.len() {
        return None;
    }
    let listed = clause[toks[ra].start..toks[rb - 1].end]
        .matches(',')
        .count()
        >= 2;
    // After a comma and a connector, or after a comma alone in a list of four items or more,
    // written in lower case (`fwd 2, left, fwd 1, rt, hop the pit`).
    let comma = clause[toks[rb - 1].end..toks[k].start].contains(',');
    let long_list = clause[toks[ra].start..toks[rb - 1].end]
        .matches(',')
        .count()
        >= 3
        && clause[toks[k].start..].starts_with(char::is_lowercase);
    let introduced = comma && ((k > rb && (rb..k).all(|j| joins[j])) || (k == rb && long_list));
    // After a connector that says an instruction follows, with or without commas: `f2 l f r
    // and then the jump one`.
    // (Its article may have been taken into the run before it.)
    let sequenced = (ra.max(k.saturating_sub(4))..k).any(|s| {
        let n = phrases.leading("sequence", &toks[s..k]);
        n > 0
            && toks[s + n..k]
                .iter()
                .all(|t| phrases.is_word("article", &t.norm))
    });
    // (An article before the item is no word of it: `the hockey stop thing`.)
    let named = usize::from(phrases.is_word("article", &toks[k].norm));
    let words: Vec<usize> = (k + named..toks.len()).filter(|&j| !joins[j]).collect();
    let end = toks.len() - (k..toks.len()).rev().take_while(|&j| joins[j]).count();
    let tail = &toks[k..end];
    // Short words of prose (`me`, `it`) and persons (`we`, `he`) make a sentence of hers;
    // thanks or wishes at its start (`and good luck`) are no item.
    // (`one` names a card: `the jump one`.)
    let prose = |t: &Token| {
        !t.norm.chars().all(char::is_alphabetic)
            || !phrases.is_word("one", &t.norm)
                && ["others", "hers", "prose", "negation", "hedge"]
                    .iter()
                    .any(|l| phrases.is_word(l, &t.norm))
    };
    let of_prose = super::PROSE_LISTS
        .iter()
        .any(|l| phrases.leading(l, tail) > 0);
    // A move no game has (`and then jump over the pit`) may take a few words more.
    let action = phrases.leading("action", tail) > 0;
    (((listed && introduced) || sequenced)
        && (2 - named..=3 + 2 * usize::from(action)).contains(&words.len())
        && !words.iter().any(|&j| prose(&toks[j]))
        && !of_prose
        && !clause[toks[k].start..].contains(['(', ')', ':', ';', '?', '!']))
    .then_some(end)
}

/// Runs of instructions with an item of a list between them, parted by commas or connectors
/// on both sides, that reads as no instruction (`Forward two, turn left, hop over the pit,
/// turn right`, `F3 then L then F2 then hop over to the flag then R`): that item is one of
/// her instructions, so the runs and it are one program and the game quotes the item back,
/// never two runs with the item dropped. A run of codes alone (`R`) beside it counts as one
/// that reads. An item in her own voice (`I hope`, a word of prose) is a remark, not an
/// instruction.
pub(super) fn between(
    clause: &str,
    toks: &[Token],
    (claimed, joins): (&[bool], &[bool]),
    runs: Vec<(usize, usize)>,
    chained: Vec<bool>,
    phrases: &Phrases,
) -> (Vec<(usize, usize)>, Vec<bool>) {
    let codes = |(ra, rb): (usize, usize)| {
        (ra..rb).all(|k| joins[k] || strong(&toks[k], &clause[toks[k].start..toks[k].end]))
    };
    let mut out: Vec<((usize, usize), bool)> = Vec::new();
    for (run, sure) in runs.into_iter().zip(chained) {
        if let Some((last, last_sure)) = out.last_mut()
            && (*last_sure || sure)
            && (*last_sure || codes(*last))
            && (sure || codes(run))
            && item(clause, toks, (claimed, joins), (last.1, run.0), phrases)
        {
            last.1 = run.1;
            *last_sure = true;
            continue;
        }
        out.push((run, sure));
    }
    out.into_iter().unzip()
}

/// Whether the words `[a, b)` are an item of a list of her instructions (see [`between`]):
/// a comma or a connector before and after them, one to five words besides connectors, none
/// taken, none prose or her voice.
fn item(
    clause: &str,
    toks: &[Token],
    (claimed, joins): (&[bool], &[bool]),
    (a, b): (usize, usize),
    phrases: &Phrases,
) -> bool {
    if a == 0 || b >= toks.len() || a >= b {
        return false;
    }
    // The item's own words, connectors at its edges aside (`then hop over then`).
    // (Words of prose among runs are joined too: they stay the item's: `because ...`.)
    let connector = |k: usize| {
        joins[k] && (phrases.is_word("connector", &toks[k].norm) || !prose_word(&toks[k], phrases))
    };
    let (mut ia, mut ib) = (a, b);
    while ia < ib && connector(ia) {
        ia += 1;
    }
    while ib > ia && connector(ib - 1) {
        ib -= 1;
    }
    let edge =
        |k: usize, inner: bool| clause[toks[k - 1].end..toks[k].start].contains(',') || inner;
    // Her voice: a person (`I hope`), or prose first (`because of the laser`); prose
    // inside an item is its words (`hop over to the flag`).
    let person = |t: &Token| {
        ["hers", "others"]
            .iter()
            .any(|l| phrases.is_word(l, &t.norm))
    };
    ia < ib
        && edge(a, ia > a)
        && edge(b, ib < b)
        && (1..=5).contains(&(ib - ia))
        && !toks[a..b].iter().any(|t| t.after_break || person(t))
        && !prose_word(&toks[ia], phrases)
        && phrases.leading("reason", &toks[ia..ib]) == 0
        && !claimed[a..b].iter().any(|&c| c)
        && !clause[toks[ia].start..toks[ib - 1].end].contains([',', '(', ')', '.', ':'])
}
