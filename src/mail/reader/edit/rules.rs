//! The rules of edits in words, one function each (see [`super`]'s module doc): **put**
//! (with its verb left out), **labelled**, **swap**, **drop**, **replace** (and words replaced by words,
//! which cannot be placed), **reverse**, **retract**, **hold**. Each reads a clause's tokens
//! or declines; the helpers that find registers and instructions are the parent's.

use super::*;

/// Rule **put**: one register named and a verb of change: the register and the instruction.
/// An ordinal right before a card names which of the cards alike is changed (`drugi obrót w
/// prawo proszę zamienić na obrót w lewo`, `zmieniam: drugie F2 na F3`): [`Edit::PutNth`].
pub(super) fn put(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<(Edit, String)> {
    let (verb, _) = phrases.find("edit", toks)?;
    let slots = named(toks, phrases);
    let [slot] = slots.as_slice() else {
        return None;
    };
    // The card between the register and the verb: the one it held (`ten pierwszy L daj na
    // R`), or, the verb last, the one it takes (`ostatni F2 dajcie`).
    let between = (slot.end < verb.start)
        .then(|| written_after(clause, &toks[..verb.start], slot.end, *slot, phrases))
        .flatten();
    let last = verb.end + phrases.trailing("filler", &toks[verb.end..]) >= toks.len();
    let (start, end) = match written_after(clause, toks, verb.end, *slot, phrases) {
        Some(after) => after,
        None if last => between?,
        None => return None,
    };
    let old = between.filter(|&b| b.0 < start);
    let others: Vec<Named> = slots
        .iter()
        .copied()
        .chain(old.map(|(a, b)| Named {
            start: a,
            end: b,
            slot: slot.slot,
        }))
        .collect();
    if !alone(clause, toks, (start, end), &others, phrases) {
        return None;
    }
    let of_card = |a: usize| match slot.slot {
        Slot::Nth(k) if a == slot.end => Edit::PutNth(k),
        other => Edit::Put(other),
    };
    if let Some((a, b)) = old {
        let words = |a: usize, b: usize| clause[toks[a].start..toks[b - 1].end].to_string();
        return Some((
            of_card(a),
            format!("{}{PAIR}{}", words(a, b), words(start, end)),
        ));
    }
    // A card placed before the register is moved there (`put the U first`), unless it is
    // said new (`put a U in register 4`): a put only then.
    let placed = phrases.leading("place", &toks[verb.start..]) > 0 && start < slot.start;
    let new = start > 0 && phrases.is_word("indefinite", &toks[start - 1].norm);
    if placed && !new {
        return None;
    }
    let text = clause[toks[start].start..toks[end - 1].end].to_string();
    Some(match from_to(clause, toks, (start, end), phrases) {
        Some(pair) => (of_card(start), pair),
        None => (Edit::Put(slot.slot), text),
    })
}

/// The words `[start, end)` a put writes, when they say what the register held and what it
/// takes (`from U to B`, `z U na B`): `U|B`, made only when the register holds the U.
fn from_to(
    clause: &str,
    toks: &[Token],
    (start, end): (usize, usize),
    phrases: &Phrases,
) -> Option<String> {
    let from = start > 0 && phrases.is_word("replace_from", &toks[start - 1].norm);
    let by = (start + 1..end.saturating_sub(1))
        .find(|&k| phrases.is_word("replace_by", &toks[k].norm))?;
    let words = |a: usize, b: usize| clause[toks[a].start..toks[b - 1].end].to_string();
    // (Or a code alone before it: `drugie F2 na F3`, `the 1st R to L`.)
    let code = by == start + 1 && crate::inbound::code(&toks[start].norm);
    (from || code).then(|| format!("{}{PAIR}{}", words(start, by), words(by + 1, end)))
}

/// Rule **put**, its verb left out: after a connector, as a second edit after one with a
/// verb (`..., a ostatni F2`, `and the last one F3`), or a register no list is numbered by
/// alone (`Last one a U-turn`, `the middle one: F3`): the clause is the register, a short
/// word at most, and its instruction, nothing else.
pub(in crate::mail) fn elided(
    clause: &str,
    toks: &[Token],
    phrases: &Phrases,
) -> Option<(Slot, String)> {
    elided_as(clause, toks, phrases, false)
}

/// Rule **put** with a second thought said beside it (`ostatni jednak w lewo`, `rejestr 4
/// jednak w lewo`, `the last one a right after all`): the words of it left out, any
/// register named, the numbered ones too (a list is numbered by no second thought).
pub(in crate::mail) fn reconsidered(
    clause: &str,
    toks: &[Token],
    phrases: &Phrases,
) -> Option<(Slot, String)> {
    let mut kept = Vec::with_capacity(toks.len());
    let mut k = 0;
    while k < toks.len() {
        match phrases.leading("after_all", &toks[k..]) {
            0 => {
                kept.push(toks[k].clone());
                k += 1;
            }
            n => k += n,
        }
    }
    (kept.len() < toks.len()).then(|| elided_as(clause, &kept, phrases, true))?
}

fn elided_as(
    clause: &str,
    toks: &[Token],
    phrases: &Phrases,
    reconsidered: bool,
) -> Option<(Slot, String)> {
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
    // So does a word of placing in it (`and in the fifth register U`).
    let lead = phrases.leading("connector", toks);
    let lead = lead + phrases.leading("register_for", &toks[lead.min(toks.len())..]);
    let (lead, slot) = match at(lead) {
        Some(slot) => (lead, slot),
        None => (0, at(0)?),
    };
    // `first F2, then ...`, `last: F2` number a list: with no connector before it, only a
    // register no list is numbered by, in two words or more, no colon after it, is an edit.
    // (A word of replacing right after it makes it one: `ostatnie na f`, `last to F`.)
    let replaced = (toks.get(slot.end)).is_some_and(|t| phrases.is_word("replace_by", &t.norm));
    if lead == 0
        && !reconsidered
        && !replaced
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
    // (`w lewo`: a short word before a notation word is one instruction.)
    let word = |t: &Token| t.norm.chars().count() >= 4 && words().is_notation(&t.norm);
    let one = end - start == 1
        || (end - start == 2
            && (!strong(&toks[start], &clause[toks[start].start..toks[start].end])
                || word(&toks[start + 1])))
        || crate::inbound::card_count(&clause[toks[start].start..toks[end - 1].end]) == Some(1)
        // (A code written in two: `2G W`.)
        || crate::inbound::split_code(&clause[toks[start].start..toks[end - 1].end]);
    if !one {
        return None;
    }
    register_and_card(clause, toks, slot, (start, end))
}

/// Rule **labelled**: a register numbered, a mark or a short word at most, and one
/// instruction, nothing else, no connector before it (`5th = U`, `fifth: U`, `piąty U`,
/// `the 5th one U`, `ostatni rejestr: naprzód`): the next register of the program before it,
/// when that is its number ([`Edit::Next`]); against the orders on file, that register. `first`, a connector too (`first F2, then L`), labels only with a mark
/// after it (`first: F2`); with a connector before it, it is rule **put** ([`elided`]).
pub(super) fn labelled(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<(Slot, String)> {
    let article = toks
        .first()
        .is_some_and(|t| phrases.is_word("article", &t.norm));
    let slot = slot_at(toks, usize::from(article), phrases)?;
    let marked = clause[toks[slot.end - 1].end..]
        .trim_start()
        .starts_with([':', '-', '=', '–', ')']);
    // Any other register (`ostatni rejestr: naprzód`) with a mark after it.
    if !matches!(slot.slot, Slot::Nth(_)) && !marked {
        return None;
    }
    let connector = (slot.start..slot.end).any(|k| phrases.is_word("connector", &toks[k].norm));
    if slot.slot == Slot::Nth(1) && connector && !marked {
        return None;
    }
    let (start, end) = written_after(clause, toks, slot.end, slot, phrases)?;
    // One instruction: a code, or words (`forward two`, `duża czerwona na północ`), never
    // two codes (`F2 L`).
    let code = |t: &Token| t.norm.chars().count() <= 3 && strong(t, &clause[t.start..t.end]);
    let one = end - start <= 4 && toks[start..end].iter().filter(|t| code(t)).count() <= 1;
    if !one {
        return None;
    }
    register_and_card(clause, toks, slot, (start, end))
}

/// The register named and its card's words `[start, end)`, when a short word at most stands
/// between them (`a`, `is`, `na`) and nothing after the card (rules **put** without its verb
/// and **labelled**).
fn register_and_card(
    clause: &str,
    toks: &[Token],
    slot: Named,
    (start, end): (usize, usize),
) -> Option<(Slot, String)> {
    let between =
        (slot.end..start).all(|k| toks[k].norm.chars().count() <= 3) && start <= slot.end + 1;
    (between && end == toks.len()).then(|| {
        (
            slot.slot,
            clause[toks[start].start..toks[end - 1].end].to_string(),
        )
    })
}

/// Rule **placed**: a register named after a word of placing in it, then her words for it
/// (`For the first register, I would like the robot to move forward three squares`): her
/// words from the first instruction on, for the game to read whole (quoted when they do not
/// read). The first register starts a program when nothing was written before it.
pub(super) fn placed(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<(Edit, String)> {
    let lead = led(toks, phrases).min(toks.len());
    if !placed_in(&toks[lead..], phrases) {
        return None;
    }
    let n = lead + phrases.leading("register_for", &toks[lead..]);
    let article = usize::from(phrases.is_word("article", &toks[n].norm));
    let slot = slot_at(toks, n + article, phrases)?;
    // One register named: `for the first and the second` is no one instruction.
    if !named(&toks[slot.end..], phrases).is_empty() {
        return None;
    }
    let first = (slot.end..toks.len()).find(|&k| instruction(&toks[k], clause, phrases))?;
    let text = clause[toks[first].start..]
        .trim()
        .trim_end_matches(['.', '!'])
        .to_string();
    let edit = match slot.slot {
        Slot::Nth(1) => Edit::Next(slot.slot),
        other => Edit::Put(other),
    };
    Some((edit, text))
}

/// How many of `toks`' first words lead into an edit and carry none: filler, connectors,
/// corrections, negations (`no wait -`, `On reflection,`, `nie, jednak`, `and`).
fn led(toks: &[Token], phrases: &Phrases) -> usize {
    let mut k = 0;
    loop {
        let n = ["filler", "connector", "correction", "negation"]
            .iter()
            .map(|l| phrases.leading(l, &toks[k..]))
            .max()
            .unwrap_or(0);
        if n == 0 {
            return k;
        }
        k += n;
    }
}

/// A run of one to three words of instructions from `k` (`the yellow`: its article passed
/// over, `duża czerwona`), no register named in it: `[start, end)`.
fn card_words(clause: &str, toks: &[Token], k: usize, phrases: &Phrases) -> Option<(usize, usize)> {
    let start = k + usize::from(
        toks.get(k)
            .is_some_and(|t| phrases.is_word("article", &t.norm)),
    );
    let mut end = start;
    while end < toks.len()
        && end - start < 3
        && instruction(&toks[end], clause, phrases)
        && slot_at(toks, end, phrases).is_none()
        && place_at(toks, end, phrases).is_none()
    {
        end += 1;
    }
    (end > start).then_some((start, end))
}

/// The place named at `k` (`on top`, `na górę`: the first register; `at the bottom`, `na
/// dnie`: the last) and how many words name it.
fn place_at(toks: &[Token], k: usize, phrases: &Phrases) -> Option<(Slot, usize)> {
    [("top", Slot::Nth(1)), ("bottom", Slot::Last)]
        .iter()
        .map(|(list, slot)| (*slot, phrases.leading(list, &toks[k..])))
        .find(|(_, n)| *n > 0)
}

/// Rule **move**: a card named (written, or by what it is) and the register it goes to,
/// after a verb of placing or after words that lead into an edit (`put the yellow on top`,
/// `and the red second`, `nie, jednak duża czerwona na górę`), or a card in words alone
/// before a register after the first (`żółta druga`): the register and the card's words.
/// A card said new (`put a U in register 4`) is a put, not this.
pub(super) fn moved(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<(Slot, String)> {
    let lead = led(toks, phrases).min(toks.len());
    // The verb may come after words of no card and no register (`same cards but move the U
    // to the front`).
    let lead = (lead..toks.len())
        .find(|&k| {
            phrases.leading("place", &toks[k..]) > 0
                || instruction(&toks[k], clause, phrases)
                || slot_at(toks, k, phrases).is_some()
        })
        .filter(|&k| phrases.leading("place", &toks[k..]) > 0)
        .unwrap_or(lead);
    let verb = phrases.leading("place", &toks[lead..]);
    if counted_move(toks, lead, verb) {
        return None;
    }
    let (start, end) = card_words(clause, toks, lead + verb, phrases)?;
    // A verb of change between (`niebieski ma być trzeci`, `the blue should be third`).
    let mut k = end + phrases.leading("edit", &toks[end..]);
    let verb = verb + (k - end);
    // One short word before the register at most (`as`, `in`, `na`).
    let short = |k: usize| {
        toks.get(k)
            .is_some_and(|t| t.norm.chars().count() <= 3 && !instruction(t, clause, phrases))
    };
    let (slot, n) = place_at(toks, k, phrases)
        .or_else(|| slot_at(toks, k, phrases).map(|s| (s.slot, s.end - k)))
        .or_else(|| {
            short(k).then_some(())?;
            k += 1;
            place_at(toks, k, phrases)
                .or_else(|| slot_at(toks, k, phrases).map(|s| (s.slot, s.end - k)))
        })?;
    // After a comma, words of no card and no edit may follow (`put the blue first, then
    // the others in the same order`).
    let rest = &toks[k + n..];
    let rest = if rest.first().is_some_and(|_| parted(clause, toks, k + n))
        && !rest.iter().any(|t| instruction(t, clause, phrases))
        && !["edit", "swap", "drop", "place"]
            .iter()
            .any(|l| phrases.find(l, rest).is_some())
    {
        &rest[rest.len()..]
    } else {
        rest
    };
    // Nothing leading into it: only words of a card (no code) and a register after the
    // first (`żółta druga`): `F2 first` numbers a list, and so does `I'll go F2 first` (her
    // own voice leads into no edit).
    let edit_led = (toks[..lead].iter()).any(|t| {
        ["connector", "correction", "negation"]
            .iter()
            .any(|l| phrases.is_word(l, &t.norm))
    });
    let bare = verb == 0 && !edit_led;
    let words = (start..end)
        .all(|j| toks[j].norm.chars().count() >= 3 && words().is_notation(&toks[j].norm));
    if bare && !(words && matches!(slot, Slot::Nth(2..))) {
        return None;
    }
    (phrases.trailing("filler", rest) == rest.len()).then(|| {
        (
            slot,
            clause[toks[start].start..toks[end - 1].end].to_string(),
        )
    })
}

/// Whether the verb of placing at `toks[k..k + n]` is a game's move and its count (`Move 3,
/// Rotate Right, Move 1`): an instruction, no edit.
fn counted_move(toks: &[Token], k: usize, n: usize) -> bool {
    n == 1
        && words().is_notation(&toks[k].norm)
        && toks
            .get(k + 1)
            .is_some_and(|t| t.norm.chars().all(|c| c.is_ascii_digit()))
}

/// Rule **move**, a register named in place of a card: a verb of placing, the register, and
/// where its card goes (`move the last one to the front`, `proszę przenieść ostatni rejestr
/// na sam początek`); after a comma, words of no card may follow (`pozostałe przesuwając
/// ...`).
pub(super) fn moved_register(
    clause: &str,
    toks: &[Token],
    phrases: &Phrases,
) -> Option<(Slot, Slot)> {
    let (verb, _) = phrases.find("place", toks)?;
    let lead = led(&toks[..verb.start], phrases);
    if lead < verb.start
        || verb.end >= toks.len()
        || counted_move(toks, verb.start, verb.end - verb.start)
    {
        return None;
    }
    let mut k = verb.end + led(&toks[verb.end..], phrases);
    // An article before the register (`the last one`).
    if toks
        .get(k)
        .is_some_and(|t| phrases.is_word("article", &t.norm))
    {
        k += 1;
    }
    let from = slot_at(toks, k, phrases)?;
    let (to, n) = place_at(toks, from.end, phrases)?;
    let rest = &toks[from.end + n..];
    let parted_rest = rest
        .first()
        .is_none_or(|_| parted(clause, toks, from.end + n));
    // Words after a comma say what becomes of the others, no card (`the others moving down
    // one`, `pozostałe przesuwając o jedno miejsce dalej`): no code among them.
    let code = |t: &Token| super::super::runs::written_code(t, &clause[t.start..t.end]);
    let words_only = rest.is_empty() || (parted_rest && !rest.iter().any(code));
    words_only.then_some((from.slot, to))
}

/// Rule **reword**: a card named by its words, a verb of change and the words it takes, no
/// register named (`czerwona ma być duża`, `the F3 should be F2`): the card's words and the
/// new ones, as a pair (the one named is replaced, or changed in the parts the words say).
pub(super) fn reworded(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<String> {
    if !named(toks, phrases).is_empty() {
        return None;
    }
    let (verb, _) = phrases.find("edit", toks)?;
    let lead = led(&toks[..verb.start], phrases);
    let (a, b) = card_words(clause, toks, lead, phrases)?;
    if b != verb.start {
        return None;
    }
    // Two short words between at most (`to`, `a`, `na`).
    let from = (verb.end..toks.len().min(verb.end + 3))
        .find(|&k| instruction(&toks[k], clause, phrases))?;
    if (verb.end..from).any(|k| toks[k].norm.chars().count() > 3) {
        return None;
    }
    let (c, d) = card_words(clause, toks, from, phrases)?;
    let rest = &toks[d..];
    let word = |(x, y): (usize, usize)| &clause[toks[x].start..toks[y - 1].end];
    (phrases.trailing("filler", rest) == rest.len())
        .then(|| format!("{}{PAIR}{}", word((a, b)), word((c, d))))
}

/// Whether `t` says two (`[words] pair`: `two`, `dwie`): `the first two`.
pub(super) fn two(t: &Token, phrases: &Phrases) -> bool {
    phrases.is_word("pair", &t.norm)
}

/// Rule **swap**: a verb of exchange and what changes places: two registers, the first or last
/// two, two register numbers, or two instructions; the edit and the instructions' words.
pub(super) fn swap(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<(Edit, String)> {
    let (verb, _) = phrases.find("swap", toks)?;
    // `switch off my robot`: another verb, no exchange; nor `zamienić na obrót w lewo`,
    // `swap for a U`: what a card is replaced by.
    if toks.get(verb.end).is_some_and(|t| {
        phrases.is_word("not_swap", &t.norm) || phrases.is_word("replace_by", &t.norm)
    }) {
        return None;
    }
    // What changes places is said before the next comma or reason: `swap the first two, I
    // want ...`, `switch the first two around so it goes forward first`.
    let end = (verb.end + 1..toks.len())
        .find(|&k| parted(clause, toks, k) || phrases.leading("reason", &toks[k..]) > 0)
        .unwrap_or(toks.len());
    let mut after = &toks[verb.end..end];
    let mut slots = named(after, phrases);
    // Or before it, from the last comma: `drugi i trzeci zamień miejscami`, `the last two
    // the other way round`.
    if slots.len() < 2 {
        let from = (1..verb.start)
            .rev()
            .find(|&k| parted(clause, toks, k))
            .unwrap_or(0);
        let before = named(&toks[from..verb.start], phrases);
        // With nothing after the verb, what comes before it is what changes places
        // (`poprawka: 4 i 5 na odwrót`).
        if before.len() == 2 || (slots.is_empty() && (before.len() == 1 || after.is_empty())) {
            slots = before;
            after = &toks[from..verb.start];
        }
    }
    match slots.as_slice() {
        [a, b] => return Some((Edit::Swap(a.slot, b.slot), String::new())),
        [a] => {
            let beside = [a.end, a.start.wrapping_sub(1)]
                .iter()
                .any(|&k| after.get(k).is_some_and(|t| two(t, phrases)));
            // Else a number beside it is the other (`registers 1 and 3 should be swapped`).
            match (a.slot, beside) {
                (Slot::Nth(1), true) => {
                    return Some((Edit::Swap(Slot::Nth(1), Slot::Nth(2)), String::new()));
                }
                (Slot::Last, true) => {
                    return Some((Edit::Swap(Slot::BeforeLast, Slot::Last), String::new()));
                }
                _ => {}
            }
        }
        _ => {}
    }
    let numbers: Vec<u8> = after
        .iter()
        .filter_map(|t| t.norm.parse::<u8>().ok().filter(|n| (1..=9).contains(n)))
        .collect();
    // (`z` between them is no card: `zamień 2 z 3`.)
    let cards: Vec<&Token> = after
        .iter()
        .filter(|t| instruction(t, clause, phrases) && !phrases.is_word("swap_with", &t.norm))
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
        // `zamień L na R`, `swap the L for an R`: a replacement, not an exchange.
        (_, [_, _]) if replace(clause, toks, phrases).is_some() => None,
        (_, [a, b]) => Some((
            Edit::SwapCards,
            format!(
                "{}{PAIR}{}",
                &clause[a.start..a.end],
                &clause[b.start..b.end]
            ),
        )),
        _ => None,
    }
}

/// Rule **drop**: a verb of removal and what it takes out, the instruction written after
/// it (`scrap the U`) or else the one register named (`drop the last one`), nothing else
/// of instructions in the clause (`scrap the U, just the first four`); no resigning.
pub(super) fn dropped(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<(Edit, String)> {
    let (verb, _) = phrases.find("drop", toks)?;
    // Herself taken out of the game (`proszę mnie usunąć z gry`) is resigning.
    if phrases.find("resign", toks).is_some() {
        return None;
    }
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
    // A game's order taken back (`scrap the pd`): no card of her program.
    let order = |k: usize| {
        phrases
            .find_order(toks)
            .is_some_and(|(_, m, _)| (m.start..m.end).contains(&k))
    };
    if card.is_some_and(order) {
        return None;
    }
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

/// Whether the word after token `k` says `instead` (`daj F zamiast`, `an F instead`).
fn instead_after(toks: &[Token], k: usize, phrases: &Phrases) -> bool {
    toks.get(k + 1..)
        .is_some_and(|rest| phrases.leading("instead", rest) > 0)
}

/// Rule **replace**: two instructions written, one of them said not to (`zamiast F3 daj B`,
/// `B instead of F3`, `not F3 but B`), no register named: the old one and the new, as `old
/// new`.
pub(super) fn replace(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<(Edit, String)> {
    // A register named beside them says where the card is (`w piątym rejestrze zamiast U
    // proszę B`): its words are no card; the card written, once in the program, is replaced.
    let lead = led(toks, phrases).min(toks.len());
    let slots = named(&toks[lead..], phrases);
    // A short word in lower case right before it is its preposition (`w piątym`).
    let in_slot = |k: usize| {
        slots.iter().any(|s| {
            (lead + s.start..lead + s.end).contains(&k)
                || (k + 1 == lead + s.start
                    && toks[k].norm.chars().count() <= 2
                    && clause[toks[k].start..toks[k].end]
                        .chars()
                        .all(char::is_lowercase))
        })
    };
    // A figure is no card (`not 100% sure`).
    let cards: Vec<usize> = (lead..toks.len())
        .filter(|&k| {
            instruction(&toks[k], clause, phrases)
                && !in_slot(k)
                && !super::super::prose_word(&toks[k], phrases)
                && !toks[k].norm.contains('%')
        })
        .collect();
    // A count after a notation word is of its card (`replace the U with Backward 1`); so are
    // notation words in a row (`zamiast dużej czerwonej proszę średnią czerwoną`).
    let mut ends: Vec<(usize, usize)> = Vec::new();
    for k in cards {
        match ends.last_mut() {
            Some((_, end))
                if *end + 1 == k
                    && !parted(clause, toks, k)
                    && words().is_notation(&toks[*end].norm)
                    && (toks[k].norm.chars().all(|c| c.is_ascii_digit())
                        || phrases.is_word("number", &toks[k].norm)
                        || words().is_notation(&toks[k].norm)) =>
            {
                *end = k;
            }
            _ => ends.push((k, k)),
        }
    }
    let [(a, a_end), (b, b_end)] = ends[..] else {
        return None;
    };
    let word = |k: usize| {
        let end = if k == a { a_end } else { b_end };
        &clause[toks[k].start..toks[end].end]
    };
    // One register named says which of the cards alike is meant (`w piątym rejestrze zamiast
    // F proszę U` in `F2 L F R F`): that register, when it holds the old one.
    let edit = match slots[..] {
        [one] => Edit::Put(one.slot),
        [] => Edit::ReplaceCard,
        _ => return None,
    };
    let text = match (
        said_not(clause, toks, a, phrases),
        said_not(clause, toks, b, phrases),
    ) {
        (true, false) => Some(format!("{}{PAIR}{}", word(a), word(b))),
        (false, true) => Some(format!("{}{PAIR}{}", word(b), word(a))),
        // A verb of replacing before the first, `with` right before the second (an article
        // between): `replace the L with an R`, `zamień L na R`.
        // Struck out and put in its place, or corrected by it (`the 3BE i mean 3BS`).
        // The one said `instead` after it is the new one (`U na końcu nie, daj F zamiast`).
        (false, false) if instead_after(toks, b_end, phrases) => {
            Some(format!("{}{PAIR}{}", word(a), word(b)))
        }
        (false, false) if instead_after(toks, a_end, phrases) => {
            Some(format!("{}{PAIR}{}", word(b), word(a)))
        }
        (false, false)
            if struck(toks, (a, b), phrases)
                || (b > a + 1 && phrases.leading("correction", &toks[a + 1..b]) == b - a - 1) =>
        {
            Some(format!("{}{PAIR}{}", word(a), word(b)))
        }
        (false, false) => {
            let verb = phrases.find("replace", &toks[..a])?.0;
            let by = (verb.end..b)
                .rev()
                .find(|&k| phrases.is_word("replace_by", &toks[k].norm))?;
            let between = (by + 1..b).all(|k| toks[k].norm.chars().count() <= 2);
            (by > a && between).then(|| format!("{}{PAIR}{}", word(a), word(b)))
        }
        _ => None,
    };
    text.map(|t| (edit, t))
}

/// Whether card `a` is struck out and card `b` put in its place (`scratch the b make it u`,
/// `usuń U, daj B`): a verb of removal right before the first (an article between), a verb
/// of change or a word of putting between them, `it` or a short word at most after it.
fn struck(toks: &[Token], (a, b): (usize, usize), phrases: &Phrases) -> bool {
    let short = |k: usize| toks[k].norm.chars().count() <= 3;
    let drop = (0..a).any(|k| {
        let n = phrases.leading("drop", &toks[k..a]);
        n > 0 && (k + n..a).all(&short)
    });
    let put = (a + 1..b).any(|k| {
        let n = phrases
            .leading("edit", &toks[k..b])
            .max(phrases.leading("place", &toks[k..b]));
        n > 0 && (k + n..b).all(&short) && (a + 1..k).all(&short)
    });
    drop && put
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
/// it`): the order before is taken back. Words after a comma or a dash that hold no
/// instruction are her reason (`no wait, don't, I'll keep going`, `actually no dont - I'll
/// chance it`).
pub(super) fn retract(clause: &str, toks: &[Token], phrases: &Phrases) -> bool {
    retract_whole(toks, phrases)
        || (1..toks.len()).any(|k| {
            let gap = &clause[toks[k - 1].end..toks[k].start];
            (gap.contains(',') || [" - ", " – ", " -- "].iter().any(|d| gap.contains(d)))
                && !toks[k..].iter().any(|t| instruction(t, clause, phrases))
                && retract_whole(&toks[..k], phrases)
        })
}

/// Rule **retract** on `toks` whole (see [`retract`]).
fn retract_whole(toks: &[Token], phrases: &Phrases) -> bool {
    let mut k = 0;
    let mut corrected = false;
    loop {
        // A request before it too: `proszę to anulować`.
        let f = phrases.leading("filler", &toks[k..]);
        let r = phrases.leading("request", &toks[k..]);
        let c = phrases.leading("correction", &toks[k..]);
        let f = f.max(r);
        if f == 0 && c == 0 {
            break;
        }
        corrected |= c >= f || r > 0;
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

/// Whether the clause starts, after words that lead into an edit, with a verb of replacing,
/// exchanging or removing (`make` aside: `make an about-turn` is an instruction) and holds
/// sure instructions after it (`drop out of this one` holds none): an edit, even when no rule reads it.
pub(super) fn unread(clause: &str, toks: &[Token], phrases: &Phrases) -> bool {
    let lead = led(toks, phrases).min(toks.len());
    let rest = &toks[lead..];
    let verb = ["replace", "swap", "drop"]
        .iter()
        .map(|l| phrases.leading(l, rest))
        .max()
        .unwrap_or(0);
    // A register named for words of hers that no rule read (`and for the fifth register
    // kindly move the robot towards the flag`): not read either.
    if placed_in(rest, phrases) {
        return true;
    }
    // Her moves removed whole (`remove the moves from this morning`) are withdrawn.
    // A game's order taken back (`scratch the power down`) is that order's.
    verb > 0
        && !(verb == 1 && rest[0].norm == "make")
        && phrases.find("clear", toks).is_none()
        && phrases.find_order(toks).is_none()
        && rest[verb..]
            .iter()
            .any(|t| instruction(t, clause, phrases) && strong(t, &clause[t.start..t.end]))
}
