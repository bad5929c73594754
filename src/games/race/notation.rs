//! What players write for a program: canonical `F2 L F R U` and the tolerant forms (`F1` = `F`,
//! `forward 2`, `turn left`, `u-turn`, lower case, commas, numbering, one per line), plus the
//! upgrade forms `F0 F4 B2 FL FR F3+R`. Every unknown word is quoted whole. This file owns the
//! program as a whole (separators, numbering, glued forms); the words accepted are
//! [`words`]'s, one instruction spelled out in words is [`spelled`]'s.

mod repeat;
mod spelled;
mod words;

pub use words::{SHORTENED, WORDS};

use super::cards::{Card, Instr};
use spelled::read_one;

/// One word that is not an instruction, as the player wrote it, and what to write instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadWord {
    pub text: String,
    pub message: String,
}

const EXPECTED: &str = "write F3 F2 F B L R U (or forward 2, back, turn left, u-turn), or an \
                        upgrade form F0 F4 B2 FL FR F3+R";

/// Read a program: every instruction in order, or every word that is not one.
/// The words of a program as the reader takes them: separators made spaces, numbering and
/// dashes between instructions left out, cards joined by hyphens parted (`F-F-R`), a word
/// and its number written together parted (`fwd1`), `F3 + R` glued into one word.
fn words_of(text: &str) -> Vec<String> {
    let cleaned: String = text
        .chars()
        .map(|c| {
            if matches!(c, ',' | ';' | '\n' | '\r' | '\t') {
                ' '
            } else {
                c
            }
        })
        .collect();
    let mut words: Vec<String> = Vec::new();
    let raws: Vec<&str> = cleaned.split(' ').filter(|w| !w.is_empty()).collect();
    for raw in angles(&raws) {
        let w = strip_numbering(raw);
        // `forward three.`, `W tył zwrot.`: a sentence's full stop after a word of its own.
        let w = w.strip_suffix('.').filter(|s| known(s)).unwrap_or(w);
        // `Naprzód: 3 pola`: a colon after a word of instructions parts nothing.
        let w = w.strip_suffix(':').filter(|s| known(s)).unwrap_or(w);
        // A dash alone between instructions is a separator: `F2 - R - F`.
        if w.is_empty() || matches!(w, "-" | "–" | "—" | "->" | "→" | "/" | "|") {
            continue;
        }
        // Punctuation dictated as words (`ef trzy kropka ef dwa`, `forward three comma left`)
        // parts as the mark would.
        if spelled::DICTATED_MARKS.contains(&spelled::plain(w).trim_end_matches(['.', ','])) {
            continue;
        }
        // Arrows a phone offers as pictures, one a move (`⬆️⬅️⬆️➡️⬇️`).
        if let Some(cards) = pictured(w) {
            words.extend(cards);
            continue;
        }
        // Cards joined by hyphens (`F-F-R-F2-L`) are cards; `u-turn` is one.
        let parts: Vec<&str> = w.split('-').collect();
        if parts.len() > 1
            && parts
                .iter()
                .all(|p| !p.is_empty() && p.parse::<Instr>().is_ok())
        {
            words.extend(parts.iter().map(|p| p.to_string()));
            continue;
        }
        // Cards written with no space between them: `F2LFRU`, `f3rflr`.
        if let Some(cards) = glued(w) {
            words.extend(cards);
            continue;
        }
        // A word and its number written together: `fwd1`, `forward2` (a register's label
        // aside: `ruch1 f3 ruch2 l`, parted by [`read_program`] when no label).
        if let Some((word, number)) = numbered_word(w).filter(|_| register_label(w).is_none()) {
            words.push(word.to_string());
            words.push(number.to_string());
            continue;
        }
        // Glue `F3 + R`, `F3+ R`, `F3 +R` into one word.
        let glue = w.starts_with('+') || words.last().is_some_and(|l| l.ends_with('+'));
        match words.last_mut() {
            Some(last) if glue => last.push_str(w),
            _ => words.push(w.to_string()),
        }
    }
    words
}

/// The cards of a word made of the arrows a phone offers as pictures (`⬆️` forward, `⬅️`
/// left, `➡️` right, `⬇️` back, `🔄` about-turn), each with its variation mark or not.
fn pictured(w: &str) -> Option<Vec<String>> {
    let cards: Option<Vec<String>> = (w.chars())
        .filter(|&c| c != '\u{FE0F}')
        .map(|c| {
            let card = match c {
                '\u{2B06}' => "F",
                '\u{2B05}' => "L",
                '\u{27A1}' => "R",
                '\u{2B07}' => "B",
                '\u{1F504}' | '\u{21A9}' => "U",
                _ => return None,
            };
            Some(card.to_string())
        })
        .collect();
    cards.filter(|c| !c.is_empty())
}

/// A word of instructions and its number written together (`fwd1`, `forward2`, `naprzod3`):
/// the word and the number.
fn numbered_word(w: &str) -> Option<(&str, &str)> {
    let digits = w.len() - w.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let (stem, number) = w.split_at(w.len() - digits);
    let plain = spelled::plain(stem);
    // (A word shortened too: `bk1`, `fwd3`.)
    let known = matches!(plain.as_str(), "forward" | "move" | "go")
        || SHORTENED.contains(&plain.as_str())
        || (plain.len() >= 3 && WORDS.iter().any(|k| spelled::plain(k) == plain));
    (digits > 0 && !stem.is_empty() && known).then_some((stem, number))
}

/// Cards written together with no space (`F2LFRU`, `f3rflr`): only the seven cards, at least
/// three of them, and a figure among them or four in capitals, so that no word in lower case
/// (`url`, `fur`, `buff`) is taken apart. A word that is one instruction itself (`FL`, `F3+R`)
/// is no run.
fn glued(w: &str) -> Option<Vec<String>> {
    if w.parse::<Instr>().is_ok() || !w.is_ascii() {
        return None;
    }
    let up = w.to_ascii_uppercase();
    let b = up.as_bytes();
    let mut cards = Vec::new();
    let mut k = 0;
    while k < b.len() {
        let card = match (b[k], b.get(k + 1)) {
            (b'F', Some(d @ (b'1' | b'2' | b'3'))) => {
                k += 2;
                if *d == b'1' {
                    "F".to_string()
                } else {
                    format!("F{}", *d as char)
                }
            }
            (c @ (b'F' | b'B' | b'L' | b'R' | b'U'), _) => {
                k += 1;
                (c as char).to_string()
            }
            _ => return None,
        };
        cards.push(card);
    }
    let figure = b.iter().any(u8::is_ascii_digit);
    let capitals = w == up && cards.len() >= 4;
    (cards.len() >= 3 && (figure || capitals)).then_some(cards)
}

/// Whether `w` is cards written together (`F2LFRU`): a sign of instructions to the reader.
pub fn is_glued(w: &str) -> bool {
    glued(w).is_some()
}

/// Whether `w` reads alone as a word of instructions, a number or a code (`three`, `zwrot`,
/// `F2`): a full stop after it ends a sentence, no abbreviation (`nap.`).
fn known(w: &str) -> bool {
    let p = spelled::plain(w);
    spelled::number(w).is_some()
        || w.parse::<Instr>().is_ok()
        || WORDS.iter().any(|k| spelled::plain(k) == p)
        || spelled::UNITS.contains(&p.as_str())
}

/// The words with angles spelled out written as figures (`sto osiemdziesiąt`, `a hundred and
/// eighty`: `180`; `dziewięćdziesiąt`, `ninety`: `90`).
fn angles<'a>(raws: &[&'a str]) -> Vec<&'a str> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < raws.len() {
        let p = |j: usize| raws.get(j).map(|w| spelled::plain(w.trim_end_matches('.')));
        let hundred_eighty = match (p(k).as_deref(), p(k + 1).as_deref(), p(k + 2).as_deref()) {
            (Some("sto"), Some("osiemdziesiat"), _) => 2,
            (Some("one" | "a"), Some("hundred"), Some("eighty")) => 3,
            (Some("hundred"), Some("eighty"), _) => 2,
            (Some("one" | "a"), Some("hundred"), Some("and"))
                if p(k + 3).as_deref() == Some("eighty") =>
            {
                4
            }
            _ => 0,
        };
        if hundred_eighty > 0 {
            out.push("180");
            k += hundred_eighty;
            continue;
        }
        match p(k).as_deref() {
            Some("dziewiecdziesiat" | "ninety") => out.push("90"),
            _ => out.push(raws[k]),
        }
        k += 1;
    }
    out
}

pub fn parse_program(text: &str) -> Result<Vec<Instr>, Vec<BadWord>> {
    read_program(text, Count::Repeats)
}

/// What `x2` after a move forward with no number of its own says (`do przodu x2`, `F x2`):
/// the move played twice (the reading of [`repeat`]), or its squares (`F2`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Count {
    Repeats,
    Squares,
}

/// Read a program for a robot with `registers` unlocked registers: as [`parse_program`],
/// except that a move forward counted with `x` (`do przodu x2, lewo, do przodu, prawo,
/// zawr.`: six registers played twice, five counted as squares) is read as its squares when
/// only that reading fits the registers. When both fit, or neither, the repeat stands, and a
/// program too long is refused as ever.
pub fn parse_program_for(text: &str, registers: usize) -> Result<Vec<Instr>, Vec<BadWord>> {
    let repeats = parse_program(text)?;
    if repeats.len() <= registers {
        return Ok(repeats);
    }
    match read_program(text, Count::Squares) {
        Ok(squares) if squares.len() <= registers => Ok(squares),
        _ => Ok(repeats),
    }
}

/// `r1` ... `r5` (or `reg1`, `rej1`), a register's label, as the number of the register it
/// labels.
fn register_label(w: &str) -> Option<usize> {
    // `r1`, `reg1`, `rej1` (Polish `rejestr`), `ruch1`, `move1`, `krok1`, `step1`.
    let lower = w.to_lowercase();
    let rest = ["ruch", "move", "krok", "step", "rej", "reg", "r"]
        .iter()
        .find_map(|p| lower.strip_prefix(p))?
        .trim_end_matches([':', '.', ')']);
    match rest.parse() {
        Ok(n @ 1..=9) if rest.len() == 1 => Some(n),
        _ => None,
    }
}

/// Whether the words label their registers in order from the first (`r1 2F r2 L r3 1F`): at
/// least two labels, `r1` first, each the next one. Then `R1` is no card (as `F1` is `F`),
/// and a label stands where its register starts.
fn labelled(words: &[String]) -> bool {
    let labels: Vec<usize> = words.iter().filter_map(|w| register_label(w)).collect();
    labels.len() >= 2
        && register_label(&words[0]) == Some(1)
        && labels.iter().enumerate().all(|(k, &n)| n == k + 1)
}

/// Whether the words number their instructions with bare figures in order from one, each
/// before a code (`1 f2 2 l 3 f 4 r 5 u`): at least three, every figure alone among them one
/// of these. Then each figure is numbering, as `1.` is.
fn numbered(words: &[String]) -> bool {
    let alone: Vec<(usize, u8)> = words
        .iter()
        .enumerate()
        .filter_map(|(k, w)| Some((k, w.parse::<u8>().ok()?)))
        .collect();
    alone.len() >= 3
        && alone.first().is_some_and(|&(k, _)| k == 0)
        && alone.iter().enumerate().all(|(i, &(k, n))| {
            usize::from(n) == i + 1 && words.get(k + 1).is_some_and(|w| w.parse::<Instr>().is_ok())
        })
}

/// The words without the registers counted aloud before their instructions, when she counts
/// them in order from one (`one forward three two left three forward one four right five
/// forward two`, `jeden prosto dwa w lewo trzy ...`): three counts at least, each spelled out,
/// each the next one and before an instruction, and every other word part of an
/// instruction. A number is the count where the next count is due (`two left`), else the
/// instruction's own (`forward three`); when the words do not read so, nothing is taken out.
fn counted_aloud(words: &[String]) -> Option<Vec<String>> {
    let mut kept = Vec::with_capacity(words.len());
    let mut due = 1;
    let mut i = 0;
    while i < words.len() {
        let spelled = !words[i].chars().any(|c| c.is_ascii_digit());
        if spelled && spelled::number(&words[i]) == Some(due) && reads(&words[i + 1..]) {
            due += 1;
            i += 1;
            continue;
        }
        let (found, used) = read_one(&words[i..]);
        if due == 1 || found.is_none() {
            return None;
        }
        let mut end = (i + used.max(1)).min(words.len());
        // (`prosto dwa w lewo` with two due: forward, then the count.)
        if let Some(j) = (i + 1..end).find(|&j| {
            spelled::number(&words[j]) == Some(due)
                && reads(&words[j + 1..])
                && read_one(&words[i..j]).0.is_some()
        }) {
            end = j;
        }
        kept.extend_from_slice(&words[i..end]);
        i = end;
    }
    (due > 3).then_some(kept)
}

fn read_program(text: &str, counted: Count) -> Result<Vec<Instr>, Vec<BadWord>> {
    let mut words = words_of(text);
    // A word that labels a register only in a program labelled so (`move2` alone: F2).
    if !labelled(&words) {
        words = (words.into_iter())
            .flat_map(|w| match numbered_word(&w) {
                Some((word, number)) => vec![word.to_string(), number.to_string()],
                None => vec![w],
            })
            .collect();
    }
    if numbered(&words) {
        words.retain(|w| w.parse::<u8>().is_err());
    } else if let Some(kept) = counted_aloud(&words) {
        words = kept;
    }
    // `three moves forward two right forward three`: how many she plays, said before them.
    if let Some(n) = words.first().and_then(|w| spelled::number(w))
        && (words.get(1)).is_some_and(|w| COUNTS.contains(&spelled::plain(w).trim_end_matches(':')))
        && let Ok(out) = read_words(&words[2..], counted)
        && out.len() == usize::from(n)
    {
        return Ok(out);
    }
    read_words(&words, counted)
}

/// The nouns she counts her instructions by (`three moves: ...`, `trzy ruchy: ...`).
const COUNTS: &[&str] = &[
    "moves",
    "cards",
    "instructions",
    "registers",
    "ruchy",
    "ruchow",
    "karty",
    "kart",
    "instrukcje",
    "instrukcji",
];

/// Read the words of a program (see [`read_program`]).
fn read_words(words: &[String], counted: Count) -> Result<Vec<Instr>, Vec<BadWord>> {
    let labels = labelled(words);
    let mut out = Vec::new();
    // The words that do not read, as spans: the words an instruction took (`do przdu`) with
    // a number after them (`do przdu 1`, `foward 2`), quoted whole.
    let mut bad: Vec<(usize, usize)> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        // `r2 L`: the label of the register the instruction after it fills.
        if labels && register_label(&words[i]) == Some(out.len() + 1) {
            i += 1;
            continue;
        }
        // `twice right`, `dwa razy w prawo`: the count before its instruction.
        let (mut times, lead) = repeat::count(&words[i..])
            .filter(|&(_, lead)| i + lead < words.len())
            // `znowu prosto`, `jeszcze raz w prawo`: `again` before its instruction.
            .or_else(|| match repeat::again(&words[i..]) {
                Some((lead, true)) => Some((1, lead)),
                _ => None,
            })
            .filter(|&(_, lead)| reads(&words[i + lead..]))
            .unwrap_or((1, 0));
        let (found, used) = read_one(&words[i + lead..]);
        let mut end = (i + lead + used.max(1)).min(words.len());
        match (found, bad.last_mut()) {
            // `2x naprzód`: `x` before a move of one square says its squares, as after it.
            (Some(instr), _)
                if lead > 0
                    && counted == Count::Squares
                    && repeat::squares(instr, &words[i], times).is_some() =>
            {
                out.extend(repeat::squares(instr, &words[i], times));
            }
            (Some(instr), _) => {
                // `right twice`, `R x2`; `and another one`, `i jeszcze jedno`.
                // A count that leads into the next instruction belongs to it when this one
                // has its number (`dwa do przodu, trzy razy w prawo`, `F2, 3x R`); `x2` is
                // always written after.
                // (`twice` says how often the move before it goes: `Forward 1 twice, F3`.)
                let leads_on = |more: usize| {
                    reads(&words[end + more..])
                        && !words[end].starts_with(['x', 'X', '×'])
                        && !["twice", "dwukrotnie", "dwakroc"]
                            .iter()
                            .any(|t| plain_is(&words[end], t))
                        && words[i..end].iter().any(|w| {
                            spelled::number(w).is_some() || w.chars().any(|c| c.is_ascii_digit())
                        })
                };
                if let Some((n, more)) =
                    repeat::count(&words[end..]).filter(|&(_, more)| lead == 0 && !leads_on(more))
                {
                    // `F1 x2` says its one square: twice.
                    let squares = counted == Count::Squares
                        && !words[i..end]
                            .iter()
                            .any(|w| spelled::number(w).is_some() || plain_is(w, "f1"));
                    match repeat::squares(instr, &words[end], n).filter(|_| squares) {
                        Some(moved) => {
                            out.push(moved);
                            i = end + more;
                            continue;
                        }
                        None => times = n,
                    }
                    end += more;
                }
                // `forwards x1`, `right once`: played once, as written.
                end += repeat::once(&words[end..]);
                // Not `again` before an instruction: `w prawo, znowu prosto`.
                // `dwa pola, jeszcze jedno`: one square more, no second two; `turn right, ...,
                // turn right again`: once, as before (the same played already; `left, again`).
                let mut squares_more = 0;
                while let Some((more, adverb)) = repeat::again(&words[end..])
                    .filter(|&(more, adverb)| !adverb || !reads(&words[end + more..]))
                {
                    let as_before = adverb && more == 1 && out.contains(&instr);
                    if !adverb && matches!(instr, Instr::Card(Card::F2 | Card::F3)) {
                        squares_more += 1;
                    } else if !as_before {
                        times += 1;
                    }
                    end += more;
                }
                out.extend(std::iter::repeat_n(instr, times));
                out.extend(std::iter::repeat_n(Instr::Card(Card::F1), squares_more));
            }
            (None, Some(run)) if run.1 == i && spelled::number(&words[i]).is_some() => {
                run.1 = end;
            }
            (None, _) => bad.push((i, end)),
        }
        i = end;
    }
    if bad.is_empty() {
        return Ok(out);
    }
    Err(bad_words(words, bad))
}

/// The words of `spans` that do not read, each quoted whole with what to write instead.
fn bad_words(words: &[String], spans: Vec<(usize, usize)>) -> Vec<BadWord> {
    spans
        .into_iter()
        .map(|(from, to)| {
            let text = words[from..to].join(" ");
            BadWord {
                // english: read by position files; a player's orders say race-not-an-instruction
                message: format!("{text:?} is not an instruction: {EXPECTED}"),
                text,
            }
        })
        .collect()
}

/// Whether `w` is `word`, case aside.
fn plain_is(w: &str, word: &str) -> bool {
    w.eq_ignore_ascii_case(word)
}

/// Whether `words` start with an instruction.
fn reads(words: &[String]) -> bool {
    !words.is_empty() && read_one(words).0.is_some()
}

/// `1.` `2)` `(3)` `4:` `#5` `1-F2` `3-` before or as a word: numbering, dropped (a hyphen
/// only before a letter or alone: `3-5` is no numbering).
fn strip_numbering(w: &str) -> &str {
    let t = w.trim_start_matches(['(', '#']);
    let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 {
        let rest = &t[digits..];
        if let Some(after) = rest.strip_prefix(['.', ')', ':']) {
            return after;
        }
        if let Some(after) = rest.strip_prefix('-')
            && (after.is_empty() || after.starts_with(|c: char| c.is_alphabetic()))
        {
            return after;
        }
        if rest.is_empty() && w.starts_with('#') {
            return rest;
        }
    }
    w
}

/// `text`, a program as written, as its cards' codes (`forward two turn right`: `F2`, `R`):
/// `None` when a word does not read, or when `x2` reads two ways (repeats or squares).
pub fn cards(text: &str) -> Option<Vec<String>> {
    let program = read_program(text, Count::Repeats).ok()?;
    if read_program(text, Count::Squares).ok()? != program {
        return None;
    }
    Some(program.iter().map(Instr::to_string).collect())
}

/// A program in canonical notation: `F2 L F R U`.
pub fn program_text(program: &[Instr]) -> String {
    program
        .iter()
        .map(Instr::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests;

/// The one of `cards` (a program as written, a card each: `L`, `w lewo`, `F2`) that `words`
/// are, read as one instruction (`lewo`, `the left`, `left`): the race's cards named in words
/// ([`crate::games::capability::CardWords`]). `None` when the words are no one instruction,
/// a card does not read as one, or none or several are it.
pub fn card_named(cards: &[&str], words: &str) -> Option<usize> {
    let one = |text: &str| match parse_program(text).ok()?.as_slice() {
        [i] => Some(*i),
        _ => None,
    };
    let words = words.trim();
    let words = ["the ", "a ", "an "]
        .iter()
        .find_map(|a| words.strip_prefix(a))
        .unwrap_or(words);
    let named = one(words)?;
    let read: Vec<Instr> = cards.iter().map(|c| one(c)).collect::<Option<_>>()?;
    let mut at = (0..read.len()).filter(|&i| read[i] == named);
    let first = at.next()?;
    at.next().is_none().then_some(first)
}
