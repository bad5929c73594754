//! The rules of edits in words, one function each (see [`super`]'s module doc): **put**
//! (with its verb left out), **swap**, **drop**, **replace** (and words replaced by words,
//! which cannot be placed), **reverse**, **retract**, **hold**. Each reads a clause's tokens
//! or declines; the helpers that find registers and instructions are the parent's.

use super::*;

/// Rule **put**: one register named and a verb of change: the register and the instruction.
pub(super) fn put(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<(Slot, String)> {
    let (verb, _) = phrases.find("edit", toks)?;
    let slots = named(toks, phrases);
    let [slot] = slots.as_slice() else {
        return None;
    };
    let (start, end) = written_after(clause, toks, verb.end, *slot, phrases)?;
    if !alone(clause, toks, (start, end), &slots, phrases) {
        return None;
    }
    let text = clause[toks[start].start..toks[end - 1].end].to_string();
    Some((slot.slot, text))
}

/// Rule **put**, its verb left out: after a connector, as a second edit after one with a
/// verb (`..., a ostatni F2`, `and the last one F3`), or a register no list is numbered by
/// alone (`Last one a U-turn`, `the middle one: F3`): the clause is the register, a short
/// word at most, and its instruction, nothing else.
pub(super) fn elided(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<(Slot, String)> {
    // An article between (`and the last one`).
    let at = |k: usize| {
        (k < toks.len()).then_some(())?;
        slot_at(toks, k, phrases).or_else(|| {
            (toks[k].norm.chars().count() <= 3 && !instruction(&toks[k], clause, phrases))
                .then(|| slot_at(toks, k + 1, phrases))
                .flatten()
        })
    };
    // `last` is a connector and a register: `Last one a U-turn`.
    let lead = phrases.leading("connector", toks);
    let (lead, slot) = match at(lead) {
        Some(slot) => (lead, slot),
        None => (0, at(0)?),
    };
    // `first F2, then ...`, `last: F2` number a list: with no connector before it, only a
    // register no list is numbered by, in two words or more, no colon after it, is an edit.
    if lead == 0
        && (matches!(slot.slot, Slot::Nth(_))
            || slot.end < 2
            || clause[toks[slot.end - 1].end..]
                .trim_start()
                .starts_with([':', '-', '=']))
    {
        return None;
    }
    let (start, end) = written_after(clause, toks, slot.end, slot, phrases)?;
    // One instruction: a code, or words (`w prawo`, `move 3`), never two codes (`F2 L`).
    let one = end - start == 1
        || (end - start == 2 && !strong(&toks[start], &clause[toks[start].start..toks[start].end]));
    // A short word between at most (`a`, `is`, `na`).
    let between =
        (slot.end..start).all(|k| toks[k].norm.chars().count() <= 3) && start <= slot.end + 1;
    (between && end == toks.len() && one).then(|| {
        (
            slot.slot,
            clause[toks[start].start..toks[end - 1].end].to_string(),
        )
    })
}

/// Whether `t` says two (`[words] pair`: `two`, `dwie`): `the first two`.
pub(super) fn two(t: &Token, phrases: &Phrases) -> bool {
    phrases.is_word("pair", &t.norm)
}

/// Rule **swap**: a verb of exchange and what changes places: two registers, the first or last
/// two, two register numbers, or two instructions; the edit and the instructions' words.
pub(super) fn swap(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<(Edit, String)> {
    let (verb, _) = phrases.find("swap", toks)?;
    // What changes places is said before the next comma: `swap the first two, I want ...`.
    let end = (verb.end + 1..toks.len())
        .find(|&k| parted(clause, toks, k))
        .unwrap_or(toks.len());
    let after = &toks[verb.end..end];
    let mut slots = named(after, phrases);
    // Or before it, from the last comma: `drugi i trzeci zamień miejscami`.
    if slots.len() < 2 {
        let from = (1..verb.start)
            .rev()
            .find(|&k| parted(clause, toks, k))
            .unwrap_or(0);
        let before = named(&toks[from..verb.start], phrases);
        if before.len() == 2 {
            slots = before;
        }
    }
    match slots.as_slice() {
        [a, b] => return Some((Edit::Swap(a.slot, b.slot), String::new())),
        [a] => {
            let beside = [a.end, a.start.wrapping_sub(1)]
                .iter()
                .any(|&k| after.get(k).is_some_and(|t| two(t, phrases)));
            return match (a.slot, beside) {
                (Slot::Nth(1), true) => {
                    Some((Edit::Swap(Slot::Nth(1), Slot::Nth(2)), String::new()))
                }
                (Slot::Last, true) => {
                    Some((Edit::Swap(Slot::BeforeLast, Slot::Last), String::new()))
                }
                _ => None,
            };
        }
        _ => {}
    }
    let numbers: Vec<u8> = after
        .iter()
        .filter_map(|t| t.norm.parse::<u8>().ok().filter(|n| (1..=9).contains(n)))
        .collect();
    let cards: Vec<&Token> = after
        .iter()
        .filter(|t| instruction(t, clause, phrases))
        .collect();
    // `swap the two round`, `swap them round`: both of a program of two.
    let both = after.iter().any(|t| two(t, phrases)) || verb.end - verb.start > 1;
    if both && cards.iter().all(|t| two(t, phrases)) {
        return Some((Edit::SwapBoth, String::new()));
    }
    match (numbers.as_slice(), cards.as_slice()) {
        ([a, b], [_, _]) if a != b && cards.iter().all(|t| t.norm.parse::<u8>().is_ok()) => {
            Some((Edit::Swap(Slot::Nth(*a), Slot::Nth(*b)), String::new()))
        }
        (_, [a, b]) => Some((
            Edit::SwapCards,
            format!("{} {}", &clause[a.start..a.end], &clause[b.start..b.end]),
        )),
        _ => None,
    }
}

/// Rule **drop**: a verb of removal and what it takes out, the instruction written after
/// it (`scrap the U`) or else the one register named (`drop the last one`), nothing else
/// of instructions in the clause (`scrap the U, just the first four`).
pub(super) fn dropped(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<(Edit, String)> {
    let (verb, _) = phrases.find("drop", toks)?;
    let slots = named(toks, phrases);
    // The code right after the verb, a short word between at most (`the U`, `the F3`): no
    // word (`remove the moves`).
    let code = |t: &Token| {
        instruction(t, clause, phrases)
            && (t.norm.chars().count() <= 3 || t.norm.chars().any(|c| c.is_ascii_digit()))
    };
    let card = (verb.end..(verb.end + 2).min(toks.len()))
        .find(|&k| code(&toks[k]))
        .filter(|&k| (verb.end..k).all(|j| toks[j].norm.chars().count() <= 3))
        .filter(|&k| !slots.iter().any(|s| (s.start..s.end).contains(&k)));
    let (edit, text, at) = match (card, slots.as_slice()) {
        (Some(k), _) => (
            Edit::DropCard,
            clause[toks[k].start..toks[k].end].to_string(),
            (k, k + 1),
        ),
        (None, [slot]) => (Edit::Drop(slot.slot), String::new(), (slot.start, slot.end)),
        _ => return None,
    };
    alone(clause, toks, at, &slots, phrases).then_some((edit, text))
}

/// Rule **replace**: two instructions written, one of them said not to (`zamiast F3 daj B`,
/// `B instead of F3`, `not F3 but B`), no register named: the old one and the new, as `old
/// new`.
pub(super) fn replace(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<String> {
    if !named(toks, phrases).is_empty() {
        return None;
    }
    let cards: Vec<usize> = (0..toks.len())
        .filter(|&k| {
            instruction(&toks[k], clause, phrases) && !super::super::prose_word(&toks[k], phrases)
        })
        .collect();
    let [a, b] = cards[..] else {
        return None;
    };
    let word = |k: usize| &clause[toks[k].start..toks[k].end];
    match (
        said_not(clause, toks, a, phrases),
        said_not(clause, toks, b, phrases),
    ) {
        (true, false) => Some(format!("{} {}", word(a), word(b))),
        (false, true) => Some(format!("{} {}", word(b), word(a))),
        _ => None,
    }
}

/// Whether the clause replaces instructions by others in words a card at a time cannot
/// read (`instead of forward three, forward two`): a word of `instead` right before an
/// instruction, and an instruction after it.
pub(super) fn instead(clause: &str, toks: &[Token], phrases: &Phrases) -> bool {
    (0..toks.len()).any(|k| {
        let n = phrases.leading("instead", &toks[k..]);
        n > 0
            && toks[k + n..]
                .iter()
                .take(3)
                .any(|t| instruction(t, clause, phrases))
            && toks[(k + n + 3).min(toks.len())..]
                .iter()
                .any(|t| instruction(t, clause, phrases))
    })
}

/// Rule **reverse**: her words, filler and a correction taken off the start and filler off
/// the end, are one phrasing of `reverse` (`no wait, reverse it`, `nie, odwróć kolejność`).
pub(super) fn reversed(toks: &[Token], phrases: &Phrases) -> bool {
    let mut from = phrases.leading("filler", toks).min(toks.len());
    from += phrases.leading("connector", &toks[from..]);
    from += phrases.leading("correction", &toks[from..]);
    from += phrases.leading("negation", &toks[from..]);
    from += phrases.leading("filler", &toks[from..]);
    let rest = &toks[from.min(toks.len())..];
    let n = phrases.leading("reverse", rest);
    n > 0
        && rest[n..]
            .iter()
            .all(|t| phrases.leading("filler", std::slice::from_ref(t)) > 0)
}

/// Rule **retract**: her words, filler and corrections taken off the start and filler off the
/// end, are one phrasing of `retract`, after a correction or of two words at least (`don't do
/// it`): the order before is taken back.
pub(super) fn retract(toks: &[Token], phrases: &Phrases) -> bool {
    let mut k = 0;
    let mut corrected = false;
    loop {
        let f = phrases.leading("filler", &toks[k..]);
        let c = phrases.leading("correction", &toks[k..]);
        if f == 0 && c == 0 {
            break;
        }
        corrected |= c >= f;
        k += f.max(c);
    }
    let rest = &toks[k..];
    let end = rest.len() - phrases.trailing("filler", rest).min(rest.len());
    let rest = &rest[..end];
    let n = phrases.leading("retract", rest);
    n > 0 && n == rest.len() && (corrected || n >= 2)
}

/// Rule **hold**: a phrasing of `hold` anywhere in her line (`A nie, czekaj, jeszcze to
/// sprawdzę.`): the orders before are not to be applied yet.
pub(super) fn hold(toks: &[Token], phrases: &Phrases) -> bool {
    phrases.find("hold", toks).is_some()
}
