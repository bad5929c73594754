//! Edits in words of what was sent before in the same mail, a small grammar over a clause's
//! tokens (each rule reads the clause or declines, and can be tested alone):
//! - **put**: a register named and a verb of change, with the instruction it takes (`the
//!   first one should be F2`, `I meant F2 for the first one, not F3`, `pierwsza ma być F2`);
//! - **labelled**: a register numbered and its instruction alone (`5th = U`, `piąty: U`):
//!   the next register of the program before it, when that is its number (else quoted);
//!   `put` takes a register one past the last too (`and the 5th one U` after four);
//! - **swap**: a verb of exchange with two registers named (`swap the second and the fourth`,
//!   `swap the first two`, `zamień 2 i 4`) or two instructions written (`swap the L and the
//!   R`);
//! - **replace**: two instructions written, one said not to (`zamiast F3 daj B`, `B instead
//!   of F3`): the one in the program is replaced;
//! - **move**: a card named (written, or by what it is) and where it goes (`put the yellow on
//!   top`, `and the red second`, `duża czerwona na górę`); a game that reads its cards in
//!   words ([`crate::games::capability::CardWords`]) says which card words name;
//! - **reword**: a card named, a verb of change and its new words (`czerwona ma być duża`):
//!   the card takes the parts the words say;
//! - **drop**: a verb of removal with one register named or one instruction written (`drop
//!   the last one`, `scrap the U`, `usuń trzeci`): it is taken out, those after moving up;
//! - **reverse**: the whole of what she says is a reversal (`no wait, reverse it`,
//!   `odwróć kolejność`): what was just written is read backwards;
//! - **retract**: after a correction, a word that takes back what was just said (`on second
//!   thought, don't`, `a jednak nie`);
//! - **hold**: words saying she is not done with the orders just written (`wait, let me
//!   check it first`, `czekaj, jeszcze to sprawdzę`): they are not applied.
//!
//! The registers, verbs and words are the phrasebooks' (`[words] register_1` ...
//! `register_middle`, `edit`, `place`, `top`, `bottom`, `swap`, `pair`, `drop`, `retract`,
//! `hold`). What an edit does is made whole against the
//! program (or order) before it by [`apply`]: a program that does not part into registers one
//! word each, a register it does not have, an instruction it holds not once: the edit is
//! quoted back as not read, and nothing is guessed.

use super::runs::{maybe_instruction, strong};
use crate::games::words;
use crate::inbound::{Bare, Doubt, Edit, PAIR, PlayerCommand, Slot};
use crate::phrases::{Phrases, Token};

/// The lists that name registers, with the register each names.
const SLOTS: &[(&str, Slot)] = &[
    ("register_1", Slot::Nth(1)),
    ("register_2", Slot::Nth(2)),
    ("register_3", Slot::Nth(3)),
    ("register_4", Slot::Nth(4)),
    ("register_5", Slot::Nth(5)),
    ("register_last", Slot::Last),
    ("register_before_last", Slot::BeforeLast),
    ("register_middle", Slot::Middle),
];

/// A register named in a clause: tokens `[start, end)` and which.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Named {
    start: usize,
    end: usize,
    slot: Slot,
}

/// The register named at token `k` (the longest phrasing), if any.
fn slot_at(toks: &[Token], k: usize, phrases: &Phrases) -> Option<Named> {
    SLOTS
        .iter()
        .map(|(list, slot)| (phrases.leading(list, &toks[k..]), *slot))
        .filter(|(n, _)| *n > 0)
        .max_by_key(|(n, _)| *n)
        .map(|(n, slot)| Named {
            start: k,
            end: k + n,
            slot,
        })
}

/// Every register named in `toks`, in order, not overlapping: one look a word. A word of a
/// correction names none (`on second thought`).
fn named(toks: &[Token], phrases: &Phrases) -> Vec<Named> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < toks.len() {
        let c = phrases.leading("correction", &toks[k..]);
        if c > 0 {
            k += c;
            continue;
        }
        match slot_at(toks, k, phrases) {
            Some(n) => {
                k = n.end;
                out.push(n);
            }
            None => k += 1,
        }
    }
    out
}

/// Whether `toks` (`clause`'s) name a register and no instruction (`that last one`): a verb
/// of change after them edits it (`scratch that last one, make it a U turn`).
pub(super) fn names_register(clause: &str, toks: &[Token], phrases: &Phrases) -> bool {
    let slots = named(toks, phrases);
    !slots.is_empty()
        && (0..toks.len()).all(|k| {
            slots.iter().any(|s| (s.start..s.end).contains(&k))
                || !instruction(&toks[k], clause, phrases)
        })
}

/// Whether `toks` name a register anywhere (`put a u-turn in register 4`).
pub(super) fn names_any(toks: &[Token], phrases: &Phrases) -> bool {
    !named(toks, phrases).is_empty()
}

/// Whether `toks` start with a register named after a word of placing in it (`for the fifth
/// register ...`, `w piątym rejestrze ...`): what follows is that register's.
pub(super) fn placed_in(toks: &[Token], phrases: &Phrases) -> bool {
    let n = phrases.leading("register_for", toks);
    n > 0 && n < toks.len() && register_of_words(&toks[n..], phrases)
}

/// Whether `toks` start with a register named in two words or more, an article before it
/// aside (`the last one`, `fifth register`, `register 5`): one word (`the first`) may be
/// something else's (`in the first round`).
pub(super) fn register_of_words(toks: &[Token], phrases: &Phrases) -> bool {
    let article = usize::from(
        toks.first()
            .is_some_and(|t| phrases.is_word("article", &t.norm)),
    );
    article < toks.len() && slot_at(toks, article, phrases).is_some_and(|s| s.end - s.start >= 2)
}

/// Whether `toks` start with a register named (`ostatni F2`).
pub(super) fn starts_with_register(toks: &[Token], phrases: &Phrases) -> bool {
    // An article before it (`the last one L`).
    let article = toks.len() > 1 && toks[0].norm.chars().count() <= 3;
    !toks.is_empty()
        && (slot_at(toks, 0, phrases).is_some() || (article && slot_at(toks, 1, phrases).is_some()))
}

/// Whether `toks` (`clause`'s) move a card named to a register (rule **move**).
pub(super) fn moves(clause: &str, toks: &[Token], phrases: &Phrases) -> bool {
    moved(clause, toks, phrases).is_some()
}

/// Whether the clause looks like an edit in words (a verb of change or exchange and a register
/// named): one that does not read is said back, never passed over in silence.
pub(super) fn looks_like_one(toks: &[Token], phrases: &Phrases) -> bool {
    ["edit", "swap", "drop"]
        .iter()
        .any(|l| phrases.find(l, toks).is_some())
        && !named(toks, phrases).is_empty()
}

/// Whether `t` is surely an instruction: a code (`F2`, `L`, `3GN`, `rW`) or a notation word.
fn instruction(t: &Token, clause: &str, phrases: &Phrases) -> bool {
    (strong(t, &clause[t.start..t.end]) || words().is_notation(&t.norm))
        && !preposition(t, clause, phrases)
        && !phrases.is_word("connector", &t.norm)
        && !phrases.is_word("prose", &t.norm)
}

/// Whether `t` is a letter in lower case (or a word of `preposition`) before a notation word:
/// its preposition (`w lewo`, `do przodu`), no instruction of its own.
fn preposition(t: &Token, clause: &str, phrases: &Phrases) -> bool {
    (t.norm.chars().count() == 1 && strong(t, &clause[t.start..t.end])
        || phrases.is_word("preposition", &t.norm))
        && clause[t.start..].starts_with(char::is_lowercase)
        && clause[t.end..].starts_with(' ')
        && clause[t.end..].split_whitespace().next().is_some_and(|w| {
            let w = w
                .trim_matches(|c: char| !c.is_alphanumeric())
                .to_lowercase();
            w.chars().count() >= 4 && words().is_notation(&w)
        })
}

/// Whether a comma or a break stands between token `k - 1` and token `k`.
fn parted(clause: &str, toks: &[Token], k: usize) -> bool {
    k > 0 && (toks[k].after_break || clause[toks[k - 1].end..toks[k].start].contains(','))
}

/// The instruction a put writes: the first run of words of instructions after the verb
/// (`[from, ..)`), the register's own words passed over; `[start, end)`.
fn written_after(
    clause: &str,
    toks: &[Token],
    from: usize,
    slot: Named,
    phrases: &Phrases,
) -> Option<(usize, usize)> {
    let mut k = from;
    // Up to four words between the verb and the instruction: `to`, `a`, `the first one`.
    let mut skipped = 0;
    // The register's words first: they may be notation words too (`first`, `middle`).
    while k < toks.len() {
        if (slot.start..slot.end).contains(&k) {
            k = slot.end;
            continue;
        }
        if instruction(&toks[k], clause, phrases) {
            break;
        }
        if phrases.is_word("negation", &toks[k].norm) || skipped > 4 {
            return None;
        }
        skipped += 1;
        k += 1;
    }
    // Its preposition is its words too (`w lewo`).
    let start = match k.checked_sub(1) {
        Some(p) if p >= from && preposition(&toks[p], clause, phrases) => p,
        _ => k,
    };
    // (A verb's own word after it is its words too: `cofnij się`.)
    let reflexive = |k: usize| {
        k > start
            && phrases.is_word("reflexive", &toks[k].norm)
            && words().is_notation(&toks[k - 1].norm)
    };
    while k < toks.len()
        && (k == start || !parted(clause, toks, k))
        && !(slot.start..slot.end).contains(&k)
        && (maybe_instruction(&toks[k], phrases) || reflexive(k))
        && !phrases.is_word("connector", &toks[k].norm)
    {
        k += 1;
    }
    (k > start).then_some((start, k))
}

/// Whether token `k` follows a negation within three words (`not F3`, `nie F3`, `not the u
/// turn`): the old instruction, named to be replaced.
fn negated(toks: &[Token], k: usize, phrases: &Phrases) -> bool {
    toks[k.saturating_sub(3)..k]
        .iter()
        .any(|t| phrases.is_word("negation", &t.norm))
}

/// Whether token `k` is said not to by a negation ending right before it, or a word before
/// it (`zamiast F3`, `instead of the F3`): the one replaced.
fn said_not(clause: &str, toks: &[Token], k: usize, phrases: &Phrases) -> bool {
    (k.saturating_sub(4)..k).any(|start| {
        let m = phrases.leading("negation", &toks[start..k]);
        // One short word between at most (`the`), no `wait` of `no wait, 2RN 3YW`.
        // (Nor a comma: `U na końcu nie, daj F` says the U not.)
        m > 0
            && start + m + 1 >= k
            && (start + m..k).all(|j| {
                !instruction(&toks[j], clause, phrases) && toks[j].norm.chars().count() <= 3
            })
            && !clause[toks[start + m - 1].end..toks[k].start].contains(',')
    })
}

/// Whether every sure instruction of the clause is in `[start, end)`, a register's words,
/// named to be replaced or said in brackets (`usunąć ostatni ruch (obrót w lewo)`): an edit
/// holds one instruction, never a program.
fn alone(
    clause: &str,
    toks: &[Token],
    (start, end): (usize, usize),
    slots: &[Named],
    phrases: &Phrases,
) -> bool {
    let bracketed = |k: usize| {
        let before = &clause[..toks[k].start];
        before.matches('(').count() > before.matches(')').count()
    };
    (0..toks.len()).all(|k| {
        (start..end).contains(&k)
            || slots.iter().any(|s| (s.start..s.end).contains(&k))
            || !instruction(&toks[k], clause, phrases)
            || negated(toks, k, phrases)
            || bracketed(k)
    })
}

/// The edit a clause holds, as the command the mail reader makes whole ([`apply`]).
pub(super) fn read(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<PlayerCommand> {
    // Words ending in a colon lead into what follows (`second thoughts, use this one
    // instead:`): no edit.
    if clause.trim_end().ends_with(':')
        || restated_whole(clause, phrases)
        || made_again(toks, phrases)
    {
        return None;
    }
    let toks = without_count(clause, toks, phrases);
    // A correction before it names no register (`On second thought, the middle one ...`).
    let filler = phrases.leading("filler", toks).min(toks.len());
    let lead = filler + phrases.leading("correction", &toks[filler..]);
    let toks = if lead > filler && !named(&toks[lead..], phrases).is_empty() {
        &toks[lead..]
    } else {
        toks
    };
    // Filler first is no part of it (`w sumie ostatni niech będzie w lewo`: no `w`), unless
    // a rule reads it (`instead`).
    let mut read = rule(clause, toks, phrases)
        .or_else(|| {
            (filler > 0 && lead == filler).then(|| rule(clause, &toks[filler..], phrases))?
        })
        .or_else(|| labelled_by(clause, toks, phrases));
    // A remark after a comma is no part of it (`change the last one to a right, two lefts
    // would have me spinning`): the words before the comma, when they read alone.
    // (A remark: mostly words of no instruction, connectors aside; `pierwszy ruch F2, potem
    // L, ...` is a list.)
    let remark = |rest: &[Token]| {
        let words: Vec<&Token> = (rest.iter())
            .filter(|t| {
                !["connector", "sequence"]
                    .iter()
                    .any(|l| phrases.is_word(l, &t.norm))
            })
            .collect();
        let cards = words
            .iter()
            .filter(|t| instruction(t, clause, phrases))
            .count();
        // (Cards after a connector of sequence go on with a list, reasons between them or
        // not: `pierwsza karta to F3, potem L, bo ..., następnie F i R`.)
        let listed = (0..rest.len()).any(|j| {
            let n = phrases.leading("sequence", &rest[j..]);
            n > 0
                && rest
                    .get(j + n)
                    .is_some_and(|t| instruction(t, clause, phrases))
        });
        cards * 2 < words.len() && !listed
    };
    if read.as_ref().is_none_or(is_not_read)
        && let Some(k) = (1..toks.len()).find(|&k| parted(clause, toks, k))
        && remark(&toks[k..])
        && let Some(first) = rule(clause, &toks[..k], phrases).filter(|c| !is_not_read(c))
    {
        read = Some(first);
    }
    // After a word of correction (`edit: reg 4 -> L`, `korekta: czwarty L`) a register
    // numbered is changed, no label of the next one.
    if lead > filler
        && let Some(PlayerCommand::Said {
            bare: Bare::Amend(edit),
            ..
        }) = &mut read
        && let Edit::Next(slot) = *edit
    {
        *edit = Edit::Put(slot);
    }
    read
}

/// Whether `clause` gives her orders whole again after a label before a colon, a verb of
/// editing in it or not (`no wait, swap: f2, r, f, u, r`, `a nie, zamiana: średni czerwony,
/// mały zielony, ...`): three instructions or more after it, every word one, no register
/// named. Her program said again, no edit.
fn restated_whole(clause: &str, phrases: &Phrases) -> bool {
    let Some((_, after)) = clause.split_once(':') else {
        return false;
    };
    let toks = crate::phrases::tokens(after);
    let cards = (toks.iter())
        .filter(|t| !phrases.is_word("connector", &t.norm))
        .collect::<Vec<_>>();
    cards.len() >= 3
        && cards.iter().all(|t| maybe_instruction(t, phrases))
        && (after.matches(',').count() >= 2
            || cards.iter().all(|t| strong(t, &after[t.start..t.end])))
        && !names_any(&toks, phrases)
}

/// Whether `toks` give her orders whole after a verb of change said of all of them (`change
/// of plan make it F2 R F3 L U`, `change it to forward two, right, ...`): a verb of
/// `replace`, a word of `taken_back` right after it, then three instructions or more, every
/// word one, no register named. Her program said again, no edit.
fn made_again(toks: &[Token], phrases: &Phrases) -> bool {
    let said_of_all = |k: usize| {
        let verb = phrases.leading("replace", &toks[k..]);
        let pronoun = phrases.leading("taken_back", &toks[k + verb..]);
        (verb > 0 && pronoun > 0).then_some(k + verb + pronoun)
    };
    let Some(k) = (0..toks.len()).find_map(said_of_all) else {
        return false;
    };
    let k = k + phrases.leading("replace_by", &toks[k..]);
    let cards: Vec<&Token> = (toks[k..].iter())
        .filter(|t| !phrases.is_word("connector", &t.norm))
        .collect();
    cards.len() >= 3
        && cards.iter().all(|t| maybe_instruction(t, phrases))
        && !names_any(toks, phrases)
}

/// Whether `cmd` is an edit that no rule read (quoted back).
fn is_not_read(cmd: &PlayerCommand) -> bool {
    matches!(cmd, PlayerCommand::Said { by, .. } if by == "an edit: not read")
}

/// `toks` without how many registers she counts after a comma at their end (`scrap the last
/// one, just 4`, `usuń ostatni, tylko 4`): a figure, filler and the phrasebooks' `only`
/// around it.
fn without_count<'t>(clause: &str, toks: &'t [Token], phrases: &Phrases) -> &'t [Token] {
    let aside = |toks: &[Token]| {
        let mut k = toks.len();
        while k > 0 && phrases.is_word("only", &toks[k - 1].norm) {
            k -= 1;
        }
        k - phrases.trailing("filler", &toks[..k]).min(k)
    };
    let Some(n) = aside(toks).checked_sub(1).filter(|&n| n > 0) else {
        return toks;
    };
    let figure = toks[n].norm.len() == 1 && toks[n].norm.chars().all(|c| c.is_ascii_digit());
    let from = aside(&toks[..n]);
    let after_comma = clause[..toks[from].start].trim_end().ends_with(',');
    if figure && from > 0 && after_comma {
        &toks[..from]
    } else {
        toks
    }
}

/// The edit after a label of words before a colon with no code among them (`cofam: zamiast
/// F2 chcę F3`, `Errata: ...`): the label is no card of it.
fn labelled_by(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<PlayerCommand> {
    let colon = clause.find(':')?;
    let after = toks.iter().position(|t| t.start > colon)?;
    let label = &toks[..after];
    // A code in it (`F2:`) makes it no label (notation words may be: `cofam`).
    let code = |t: &Token| crate::inbound::code(&t.norm);
    (!label.is_empty() && label.len() <= 3 && !label.iter().any(code))
        .then(|| rule(clause, &toks[after..], phrases))?
}

/// The first rule that reads `toks` (see [`read`]).
fn rule(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<PlayerCommand> {
    // Two places exchanged before one changed: a verb may be both (`zamień dwa pierwsze`,
    // `zamień pierwszą na F2`), and an exchange names two.
    let (edit, text, by) = if let Some((edit, text)) = swap(clause, toks, phrases) {
        (edit, text, "an edit: two registers exchanged")
    } else if let Some((slot, text)) = moved(clause, toks, phrases) {
        (Edit::Move(slot), text, "an edit: a card moved")
    } else if let Some((from, to)) = moved_register(clause, toks, phrases) {
        (
            Edit::MoveSlot(from, to),
            String::new(),
            "an edit: a card moved",
        )
    } else if let Some((edit, text)) = put(clause, toks, phrases) {
        (edit, text, "an edit: a register named")
    } else if let Some((slot, text)) = elided(clause, toks, phrases) {
        // `and the last one a U-turn` after a list goes on with it: its last item.
        // (`Last one a U-turn` names the register with a word that is a connector too; `and
        // the last one to F2` changes it.)
        let card = toks
            .iter()
            .position(|t| clause[t.start..].starts_with(text.as_str()));
        let goes_on = slot == Slot::Last
            && phrases.leading("connector", toks) > 0
            && slot_at(toks, 0, phrases).is_none()
            && card.is_some_and(|k| k > 0 && !phrases.is_word("replace_by", &toks[k - 1].norm));
        let edit = if goes_on {
            Edit::Next(slot)
        } else {
            Edit::Put(slot)
        };
        (edit, text, "an edit: a register named")
    } else if let Some((slot, text)) = reconsidered(clause, toks, phrases) {
        (Edit::Put(slot), text, "an edit: a register named")
    } else if let Some((slot, text)) = labelled(clause, toks, phrases) {
        (Edit::Next(slot), text, "an edit: a register numbered")
    } else if let Some(text) = reworded(clause, toks, phrases) {
        (Edit::ReplaceCard, text, "an edit: an instruction replaced")
    } else if let Some((edit, text)) = dropped(clause, toks, phrases) {
        (edit, text, "an edit: an instruction taken out")
    } else if let Some((edit, text)) = replace(clause, toks, phrases) {
        (edit, text, "an edit: an instruction replaced")
    } else if instead(clause, toks, phrases) {
        // Words replaced by words (`zamiast trzech do przodu proszę o dwa`): which register
        // is not sure here, so it is quoted back, never applied as a program.
        (
            Edit::ReplaceCard,
            String::new(),
            "an edit: an instruction replaced",
        )
    } else if let Some((edit, text)) = placed(clause, toks, phrases) {
        (edit, text, "an edit: a register named")
    } else if reversed(toks, phrases) {
        (Edit::Reverse, String::new(), "an edit: read backwards")
    } else if retract(clause, toks, phrases) {
        (Edit::Retract, String::new(), "an edit: taken back")
    } else if unread(clause, toks, phrases) {
        // A verb of replacing, exchanging or removing first, with instructions after it,
        // that no rule reads (`replace the about-turn with back one`): quoted back, and the
        // program before it held, never read as a program of its own.
        (Edit::ReplaceCard, String::new(), "an edit: not read")
    } else {
        return None;
    };
    Some(amend(clause, edit, text, by))
}

/// The words `clause` that say what was written in it is in reverse order (`from the
/// bottom up`): rule **reverse** on it.
pub(super) fn reversed_by(clause: &str) -> PlayerCommand {
    amend(
        clause,
        Edit::Reverse,
        String::new(),
        "an edit: written bottom first",
    )
}

/// Her words `clause`, an edit in words no rule reads (`the fifth register ought to be a right
/// turn rather than forward three`): quoted back, and the program before it in her mail held,
/// never applied unchanged.
pub(super) fn not_read(clause: &str) -> PlayerCommand {
    amend(
        clause,
        Edit::ReplaceCard,
        String::new(),
        "an edit: not read",
    )
}

/// Her words `clause`, read `by` a rule as `edit` with its text.
fn amend(clause: &str, edit: Edit, text: String, by: &str) -> PlayerCommand {
    PlayerCommand::Said {
        line: clause.to_string(),
        read_as: Box::new(PlayerCommand::Unmarked { text }),
        by: by.to_string(),
        bare: Bare::Amend(edit),
    }
}

/// Whether `w` is a register's figure (`1` to `5`).
pub(super) fn register_figure(w: &str) -> bool {
    matches!(w, "1" | "2" | "3" | "4" | "5")
}

/// A register by its figure and its new card alone (`5 R` in `3 ma być L a 5 R`), right
/// after an edit of a register named by its figure: the same edit of that register.
pub(super) fn elided_again(
    before: &PlayerCommand,
    clause: &str,
    phrases: &Phrases,
) -> Option<PlayerCommand> {
    let PlayerCommand::Said {
        bare: Bare::Amend(Edit::ReplaceCard),
        read_as,
        ..
    } = before
    else {
        return None;
    };
    let PlayerCommand::Unmarked { text } = read_as.as_ref() else {
        return None;
    };
    if !text.split(PAIR).next().is_some_and(register_figure) {
        return None;
    }
    let toks = crate::phrases::tokens(clause);
    let toks = &toks[phrases.leading("connector", &toks).min(toks.len())..];
    match toks {
        [n, card] if register_figure(&n.norm) && super::runs::maybe_instruction(card, phrases) => {
            let card = &clause[card.start..card.end];
            Some(amend(
                clause,
                Edit::ReplaceCard,
                format!("{}{PAIR}{card}", n.norm),
                "an edit: a register named",
            ))
        }
        _ => None,
    }
}

/// A clause after a correction in the clause before it (`power down. no wait, don't, ...`):
/// a word that takes back what was said, alone, is rule **retract**.
pub(super) fn retracted(clause: &str, toks: &[Token], phrases: &Phrases) -> Option<PlayerCommand> {
    let end = toks.len() - phrases.trailing("filler", toks).min(toks.len());
    let n = phrases.leading("retract", &toks[..end]);
    // (The card as it was named after it: `leave it as right`, `keep it as F2`.)
    let as_was = n > 0
        && toks[n - 1].norm == "as"
        && (1..=2).contains(&(end - n))
        && toks[n..end]
            .iter()
            .all(|t| super::runs::maybe_instruction(t, phrases));
    (n > 0 && (n == end || as_was))
        .then(|| amend(clause, Edit::Retract, String::new(), "an edit: taken back"))
}

/// A line that holds back the orders before it as a whole (`Oh wait, let me double-check
/// that first.`), read before it is cut into clauses: its `wait` is no WAIT of hers. A line
/// with a sign of instructions in it (`let me think: F2 L F R U`) is read as ever.
pub(super) fn held_line(line: &str, phrases: &Phrases) -> Option<PlayerCommand> {
    let toks = crate::phrases::tokens(line);
    // `first` in `check that first` is no register.
    let register = |t: &Token| SLOTS.iter().any(|(list, _)| phrases.is_word(list, &t.norm));
    let signs = toks
        .iter()
        .any(|t| strong(t, &line[t.start..t.end]) && !register(t));
    // (Nor a line that edits them after its `hang on`: `Hang on, make the last one a left`,
    // nor one whose first sentence acts before the hold: `Request to resign from the game.
    // Will confirm on your prompt.`)
    let acts_first = super::sentences(line).first().is_some_and(|&(a, b)| {
        let first = &line[a..b];
        first.len() < line.trim_end().len()
            && !hold(&crate::phrases::tokens(first), phrases)
            && crate::mail::reader::read_line(first)
                .iter()
                .any(|c| super::clause::acts(c.inner()))
    });
    (!signs && hold(&toks, phrases) && !super::changes(line) && !acts_first).then(|| held(line))
}

/// Her words `line`, holding back the orders before them (see [`apply`]).
pub(super) fn held(line: &str) -> PlayerCommand {
    PlayerCommand::Said {
        line: line.to_string(),
        read_as: Box::new(PlayerCommand::Unmarked {
            text: String::new(),
        }),
        by: "an edit: held back".to_string(),
        bare: Bare::Amend(Edit::Hold),
    }
}

/// The order a command gives that a game can take back (`POWER DOWN`), as documented.
fn undoable(c: &PlayerCommand, phrases: &Phrases) -> Option<String> {
    let PlayerCommand::Orders { keyword, text } = c.inner() else {
        return None;
    };
    let order = format!("{} {}", keyword.to_uppercase(), text.to_uppercase());
    let order = order.trim();
    phrases.undo(order).map(str::to_string)
}

/// The program an edit changes: every piece of instructions written since the last that
/// replaced them (an order with its text, a second thought, an edit made), as
/// [`super::one_program`] will join them, with the commands that hold them.
/// An order with its text (`PROGRAM F2 L`) is whole: a piece after it is no part of it.
#[derive(Default)]
struct Before {
    at: Vec<usize>,
    texts: Vec<String>,
    order: bool,
}

impl Before {
    /// Command `i`, whose text `text` replaces what was before; `order`: an order's.
    fn replace(&mut self, i: usize, text: &str, order: bool) {
        self.at = vec![i];
        self.texts = vec![text.to_string()];
        self.order = order;
    }

    /// Command `i`, a piece that goes on with the pieces before it.
    fn push(&mut self, i: usize, text: &str) {
        if self.order {
            return self.replace(i, text, false);
        }
        self.at.push(i);
        self.texts.push(text.to_string());
    }

    /// The pieces as one program: by commas when one of them is parted by commas.
    fn text(&self) -> String {
        let commas = self.texts.iter().any(|t| t.contains([',', ';']));
        self.texts.join(if commas { ", " } else { " " })
    }
}

/// The edits in `commands` made whole (see the module doc): each against the program or order
/// before it in the same mail (every piece of it: [`Before`]); one that cannot be made is
/// quoted back as not read. Returns the commands a **hold** keeps from being applied, each
/// with the hold's: the hold itself says them back as undecided.
pub(super) fn apply(commands: &mut [PlayerCommand], phrases: &Phrases) -> Vec<(usize, usize)> {
    let mut before = Before::default();
    let mut undo: Option<String> = None;
    let mut held = Vec::new();
    // The pieces the last hold kept back and where it stands: an edit right after it is her
    // decision made on them (`F3 R F L L` / `nie czekaj` / `zamiast ostatniego L daj R`).
    let mut last_hold: Option<(Before, usize)> = None;
    for i in 0..commands.len() {
        if let PlayerCommand::Said {
            line,
            read_as,
            bare: Bare::Amend(edit),
            by,
        } = &commands[i]
        {
            let PlayerCommand::Unmarked { text } = read_as.as_ref() else {
                continue;
            };
            let (line, by, edit, text) = (line.clone(), by.clone(), *edit, text.clone());
            if edit == Edit::Hold {
                let pieces = std::mem::take(&mut before);
                held.extend(pieces.at.iter().map(|&k| (k, i)));
                commands[i] = said_held(commands, &pieces, line);
                last_hold = (!pieces.at.is_empty()).then_some((pieces, i));
                continue;
            }
            if before.at.is_empty() && edit != Edit::Retract {
                resumed(commands, &mut held, &mut last_hold, &mut before);
            }
            if before.at.is_empty() && starts_program(commands, i, edit, &text) {
                before.push(i, &text);
                commands[i] = PlayerCommand::Unmarked { text };
                continue;
            }
            let made = match edit {
                Edit::Retract => undo.take().map(|o| {
                    let (keyword, text) = o.split_once(' ').unwrap_or((&o, ""));
                    PlayerCommand::Orders {
                        keyword: keyword.to_string(),
                        text: text.to_string(),
                    }
                }),
                _ => edit
                    .made(&before.text(), &text)
                    .map(|text| PlayerCommand::Unmarked { text }),
            };
            // Nothing written before it in this mail: the moderator makes it against her
            // orders on file (`swap the 2nd and 3rd` in a later mail).
            if made.is_none() && before.at.is_empty() && !matches!(edit, Edit::Retract) {
                continue;
            }
            // One that cannot be made keeps the program it was to change from being applied:
            // that program is said back undecided, never applied unchanged, and the edit says
            // which orders it was to change.
            let changed = (made.is_none() && !before.at.is_empty()).then(|| before.text());
            if made.is_none() {
                for &k in &std::mem::take(&mut before).at {
                    commands[k] = PlayerCommand::Remark {
                        line: commands[k].quoted(),
                        meant: commands[k].inner().quoted(),
                        doubt: Doubt::Undecided,
                    };
                }
            }
            commands[i] = made_whole(made, &line, &by, changed);
            if let PlayerCommand::Said { read_as, .. } = &commands[i]
                && let PlayerCommand::Unmarked { text } = read_as.as_ref()
            {
                before.replace(i, text, false);
            }
            continue;
        }
        let c = &commands[i];
        if let Some(o) = undoable(c, phrases) {
            undo = Some(o);
        }
        match c {
            PlayerCommand::Said {
                bare: Bare::SecondThought,
                ..
            } => {
                if let PlayerCommand::Unmarked { text } = c.inner() {
                    before.replace(i, text, false);
                }
            }
            _ => match c.inner() {
                PlayerCommand::Orders { keyword, text }
                    if !text.is_empty()
                        && !words().is_alone(keyword)
                        && undoable(c, phrases).is_none() =>
                {
                    before.replace(i, text, true);
                }
                PlayerCommand::Unmarked { text } => before.push(i, text),
                _ => {}
            },
        }
    }
    held
}

/// The pieces the last hold kept back (`last_hold`), taken up again into `before` by an edit
/// right after it: her decision made on them. The hold no longer keeps them (`held`), and its
/// line is chatter.
fn resumed(
    commands: &mut [PlayerCommand],
    held: &mut Vec<(usize, usize)>,
    last_hold: &mut Option<(Before, usize)>,
    before: &mut Before,
) {
    let Some((pieces, h)) = last_hold.take() else {
        return;
    };
    held.retain(|&(_, by)| by != h);
    if let PlayerCommand::Remark { line, .. } = &commands[h] {
        commands[h] = PlayerCommand::Chatter { line: line.clone() };
    }
    *before = pieces;
}

/// A hold's line (`line`) as what it says of the pieces before it: them, undecided; nothing
/// written before to hold, words about something else.
fn said_held(commands: &[PlayerCommand], pieces: &Before, line: String) -> PlayerCommand {
    match pieces.at.last() {
        Some(&k) => PlayerCommand::Remark {
            line,
            meant: commands[k].inner().quoted(),
            doubt: Doubt::Undecided,
        },
        None => PlayerCommand::Chatter { line },
    }
}

/// Whether edit `i` of `commands` (`edit`, its text `text`), with nothing before it, is her
/// first card named and her cards after it (`pierwsza karta to F3, potem L, ...`): the
/// program starts there, it changes none.
fn starts_program(commands: &[PlayerCommand], i: usize, edit: Edit, text: &str) -> bool {
    edit == Edit::Put(Slot::Nth(1))
        && !text.contains(PAIR)
        && matches!(commands.get(i + 1), Some(PlayerCommand::Unmarked { .. }))
}

/// An edit's line (`line`, read `by` a phrasing) as what it made (`made`): said as read, or
/// quoted back as not read when it could not be made.
fn made_whole(
    made: Option<PlayerCommand>,
    line: &str,
    by: &str,
    changed: Option<String>,
) -> PlayerCommand {
    match made {
        Some(cmd) => {
            let bare = match cmd {
                PlayerCommand::Unmarked { .. } => Bare::SecondThought,
                _ => Bare::Sentence,
            };
            PlayerCommand::Said {
                line: line.to_string(),
                read_as: Box::new(cmd),
                by: by.to_string(),
                bare,
            }
        }
        None => PlayerCommand::Unknown {
            line: line.to_string(),
            meant: None,
            wrong: changed.map(crate::inbound::Wrong::Edit),
        },
    }
}

pub(super) mod rules;
use rules::*;

#[cfg(test)]
mod tests;
